<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>BoardTheme</name>
    <message>
        <source>Wood</source>
        <translation>Holz</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Grün</translation>
    </message>
</context>
<context>
    <name>BuiltinSuites</name>
    <message>
        <source>Bratko-Kopec (24 positions)</source>
        <translation>Bratko-Kopec (24 Stellungen)</translation>
    </message>
</context>
<context>
    <name>EngineOutput</name>
    <message>
        <source>The engine&apos;s thinking is hidden while you play against it (Preferences: &quot;Show the engine&apos;s thinking in games against it&quot;). It is shown when the game is over.</source>
        <translation>Das Denken der Engine ist verborgen, während Sie gegen sie spielen (Einstellungen: „Denken der Engine in Partien gegen sie anzeigen“). Es wird gezeigt, sobald die Partie beendet ist.</translation>
    </message>
    <message>
        <source>%1 — %2 %3</source>
        <translation>%1 — %2 %3</translation>
    </message>
    <message>
        <source>%1 — thinking on move %2</source>
        <translation>%1 — denkt über Zug %2 nach</translation>
    </message>
    <message>
        <source>Engine output: White</source>
        <translation>Engine-Ausgabe: Weiß</translation>
    </message>
    <message>
        <source>Engine output: Black</source>
        <translation>Engine-Ausgabe: Schwarz</translation>
    </message>
    <message>
        <source>depth %1</source>
        <translation>Tiefe %1</translation>
    </message>
    <message>
        <source>move %1/%2</source>
        <translation>Zug %1/%2</translation>
    </message>
    <message>
        <source>move %1</source>
        <translation>Zug %1</translation>
    </message>
</context>
<context>
    <name>ExplorerLoader</name>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>%1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1 has changed since it was indexed; open it again.</source>
        <translation>%1 wurde seit dem Einlesen geändert; öffnen Sie die Datei erneut.</translation>
    </message>
</context>
<context>
    <name>FormRows</name>
    <message>
        <source>Browse…</source>
        <translation>Durchsuchen …</translation>
    </message>
</context>
<context>
    <name>MatchTools</name>
    <message>
        <source>Match</source>
        <translation>Wettkampf</translation>
    </message>
    <message>
        <source>&amp;Engines…</source>
        <translation>&amp;Engines …</translation>
    </message>
    <message>
        <source>&amp;Match…</source>
        <translation>&amp;Wettkampf …</translation>
    </message>
    <message>
        <source>Move &amp;quality (ACPL)…</source>
        <translation>Zug&amp;qualität (ACPL) …</translation>
    </message>
    <message>
        <source>Elo &amp;ladder…</source>
        <translation>Elo-&amp;Leiter …</translation>
    </message>
    <message>
        <source>Res&amp;ume match…</source>
        <translation>Wettkampf f&amp;ortsetzen …</translation>
    </message>
</context>
<context>
    <name>PlayerChoice</name>
    <message>
        <source>&apos;%1&apos; is not an engine of the expected kind.</source>
        <translation>&apos;%1&apos; ist keine Engine der erwarteten Art.</translation>
    </message>
</context>
<context>
    <name>SearchPanels</name>
    <message>
        <source>Principal variation</source>
        <translation>Hauptvariante</translation>
    </message>
    <message>
        <source>Search statistics</source>
        <translation>Suchstatistik</translation>
    </message>
    <message>
        <source>Depth progression</source>
        <translation>Tiefenverlauf</translation>
    </message>
    <message>
        <source>Search tree</source>
        <translation>Suchbaum</translation>
    </message>
    <message>
        <source>Compare searchers…</source>
        <translation>Sucher vergleichen …</translation>
    </message>
    <message>
        <source>Explore search tree…</source>
        <translation>Suchbaum erkunden …</translation>
    </message>
</context>
<context>
    <name>SearcherSpec</name>
    <message>
        <source>Unknown searcher &apos;%1&apos;</source>
        <translation>Unbekannter Sucher &apos;%1&apos;</translation>
    </message>
    <message>
        <source>Option &apos;%1&apos; of %2: expected Name=value</source>
        <translation>Option &apos;%1&apos; von %2: Name=Wert erwartet</translation>
    </message>
    <message>
        <source>Option &apos;%1&apos; of %2: %3</source>
        <translation>Option &apos;%1&apos; von %2: %3</translation>
    </message>
</context>
<context>
    <name>SuiteTools</name>
    <message>
        <source>Test suite</source>
        <translation>Testsuite</translation>
    </message>
    <message>
        <source>Run &amp;test suite…</source>
        <translation>&amp;Testsuite ausführen …</translation>
    </message>
</context>
<context>
    <name>TournamentTools</name>
    <message>
        <source>Tournament</source>
        <translation>Turnier</translation>
    </message>
    <message>
        <source>&amp;Tournament…</source>
        <translation>T&amp;urnier …</translation>
    </message>
    <message>
        <source>&amp;Resume tournament…</source>
        <translation>Turnier &amp;fortsetzen …</translation>
    </message>
</context>
<context>
    <name>TreeRunner</name>
    <message>
        <source>Stopped before the search began</source>
        <translation>Vor Beginn der Suche gestoppt</translation>
    </message>
</context>
<context>
    <name>WdlText</name>
    <message>
        <source>White wins %1%, draw %2%, Black wins %3%</source>
        <translation>Weiß gewinnt %1 %, Remis %2 %, Schwarz gewinnt %3 %</translation>
    </message>
</context>
<context>
    <name>eschess::app</name>
    <message>
        <source>bad option line &quot;%1&quot;: %2</source>
        <translation>fehlerhafte Optionszeile „%1“: %2</translation>
    </message>
    <message>
        <source>does not start with &apos;option&apos;</source>
        <translation>beginnt nicht mit &apos;option&apos;</translation>
    </message>
    <message>
        <source>unexpected word &apos;%1&apos;</source>
        <translation>unerwartetes Wort &apos;%1&apos;</translation>
    </message>
    <message>
        <source>no name</source>
        <translation>kein Name</translation>
    </message>
    <message>
        <source>no type</source>
        <translation>kein Typ</translation>
    </message>
    <message>
        <source>unknown type &apos;%1&apos;</source>
        <translation>unbekannter Typ &apos;%1&apos;</translation>
    </message>
    <message>
        <source>spin values must be whole numbers</source>
        <translation>Spin-Werte müssen ganze Zahlen sein</translation>
    </message>
    <message>
        <source>min %1 is greater than max %2</source>
        <translation>min %1 ist größer als max %2</translation>
    </message>
    <message>
        <source>not an info line</source>
        <translation>keine info-Zeile</translation>
    </message>
    <message>
        <source>info: &apos;%1&apos; needs a number, got &apos;%2&apos;</source>
        <translation>info: &apos;%1&apos; braucht eine Zahl, erhalten &apos;%2&apos;</translation>
    </message>
    <message>
        <source>info: score must be &apos;cp&apos; or &apos;mate&apos;, got &apos;%1&apos;</source>
        <translation>info: score muss &apos;cp&apos; oder &apos;mate&apos; sein, erhalten &apos;%1&apos;</translation>
    </message>
    <message>
        <source>info pv: %1</source>
        <translation>info pv: %1</translation>
    </message>
    <message>
        <source>info: unknown field &apos;%1&apos;</source>
        <translation>info: unbekanntes Feld &apos;%1&apos;</translation>
    </message>
    <message>
        <source>not a bestmove line</source>
        <translation>keine bestmove-Zeile</translation>
    </message>
    <message>
        <source>&apos;bestmove&apos; without a move</source>
        <translation>&apos;bestmove&apos; ohne Zug</translation>
    </message>
    <message>
        <source>bestmove &apos;%1&apos; although there are legal moves</source>
        <translation>bestmove &apos;%1&apos;, obwohl es regelgerechte Züge gibt</translation>
    </message>
    <message>
        <source>illegal bestmove: %1</source>
        <translation>regelwidriger bestmove: %1</translation>
    </message>
    <message>
        <source>none built in</source>
        <translation>keine eingebaut</translation>
    </message>
    <message>
        <source>engine spec &apos;%1&apos;: %2</source>
        <translation>Engine-Angabe &apos;%1&apos;: %2</translation>
    </message>
    <message>
        <source>no searcher name or program before the first comma</source>
        <translation>kein Suchername oder Programm vor dem ersten Komma</translation>
    </message>
    <message>
        <source>no program</source>
        <translation>kein Programm</translation>
    </message>
    <message>
        <source>the program name contains a NUL character</source>
        <translation>der Programmname enthält ein NUL-Zeichen</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is neither a searcher of the family (%2) nor a program that exists</source>
        <translation>&apos;%1&apos; ist weder ein Sucher der Familie (%2) noch ein vorhandenes Programm</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an executable file</source>
        <translation>&apos;%1&apos; ist keine ausführbare Datei</translation>
    </message>
    <message>
        <source>option %1 is empty (two commas in a row?)</source>
        <translation>Option %1 ist leer (zwei Kommas hintereinander?)</translation>
    </message>
    <message>
        <source>option %1 &apos;%2&apos; has no &apos;=value&apos;</source>
        <translation>Option %1 &apos;%2&apos; hat kein &apos;=Wert&apos;</translation>
    </message>
    <message>
        <source>option %1 &apos;%2&apos; has no name before &apos;=&apos;</source>
        <translation>Option %1 &apos;%2&apos; hat keinen Namen vor &apos;=&apos;</translation>
    </message>
    <message>
        <source>option %1 &apos;%2&apos;: %3</source>
        <translation>Option %1 &apos;%2&apos;: %3</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>info: %1 %2 is out of range (%3 to %4)</source>
        <translation>info: %1 %2 liegt außerhalb des Bereichs (%3 bis %4)</translation>
    </message>
    <message>
        <source>option %1 &apos;%2&apos; has a line break in its name or value</source>
        <translation>Option %1 &apos;%2&apos; enthält einen Zeilenumbruch im Namen oder Wert</translation>
    </message>
    <message>
        <source>%1 engine(s) at a time x %2 game(s) at once need %3 MB of hash tables, more than the %4 MB this machine can give (lower Hash or the concurrency)</source>
        <translation>%1 Engine(s) gleichzeitig × %2 Partie(n) gleichzeitig brauchen %3 MB Hashtabellen, mehr als die %4 MB, die dieser Rechner hergeben kann (Hash oder die Parallelität verringern)</translation>
    </message>
    <message>
        <source>%1 game(s) at once would run %2 search threads on %3 core(s); at most %4 are allowed (lower Threads or the concurrency)</source>
        <translation>%1 Partie(n) gleichzeitig würden %2 Such-Threads auf %3 Kern(en) laufen lassen; erlaubt sind höchstens %4 (Threads oder die Parallelität verringern)</translation>
    </message>
    <message>
        <source>%1 is too large (%2 MiB); the limit is %3 MiB.</source>
        <translation>%1 ist zu groß (%2 MiB); die Grenze liegt bei %3 MiB.</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>%1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>… and %1 more</source>
        <translation>… und %1 weitere</translation>
    </message>
    <message>
        <source>cannot write &apos;%1&apos;: %2</source>
        <translation>&apos;%1&apos; kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>info currmove: %1</source>
        <translation>info currmove: %1</translation>
    </message>
    <message>
        <source>no move</source>
        <translation>kein Zug</translation>
    </message>
    <message>
        <source>it has no option &apos;%1&apos;</source>
        <translation>die Option „%1“ gibt es dort nicht</translation>
    </message>
    <message>
        <source>%1 must be true or false, not &apos;%2&apos;</source>
        <translation>%1 muss true oder false sein, nicht „%2“</translation>
    </message>
    <message>
        <source>%1 must be a whole number from %2 to %3, not &apos;%4&apos;</source>
        <translation>%1 muss eine ganze Zahl von %2 bis %3 sein, nicht „%4“</translation>
    </message>
    <message>
        <source>%1 must be one of %2, not &apos;%3&apos;</source>
        <translation>%1 muss einer der Werte %2 sein, nicht „%3“</translation>
    </message>
</context>
<context>
    <name>eschess::app::AboutDialog</name>
    <message>
        <source>About Eschess</source>
        <translation>Über Eschess</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Eschess %1&lt;/h2&gt;&lt;p&gt;A chess program to play, watch and analyse games, and a laboratory for chess engines: from a random mover to a modern alpha-beta searcher, side by side.&lt;/p&gt;&lt;p&gt;Built-in engines: %2&lt;/p&gt;&lt;p&gt;Built with Qt %3.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Eschess %1&lt;/h2&gt;&lt;p&gt;Ein Schachprogramm zum Spielen, Zuschauen und Analysieren von Partien und ein Labor für Schach-Engines: vom Zufallszieher bis zum modernen Alpha-Beta-Sucher, Seite an Seite.&lt;/p&gt;&lt;p&gt;Eingebaute Engines: %2&lt;/p&gt;&lt;p&gt;Erstellt mit Qt %3.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
</context>
<context>
    <name>eschess::app::AcplDialog</name>
    <message>
        <source>Move quality (ACPL)</source>
        <translation>Zugqualität (ACPL)</translation>
    </message>
    <message>
        <source>PGN (*.pgn)</source>
        <translation>PGN (*.pgn)</translation>
    </message>
    <message>
        <source> cp</source>
        <translation> cp</translation>
    </message>
    <message>
        <source>&amp;Analyse</source>
        <translation>&amp;Analysieren</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Alle</translation>
    </message>
    <message>
        <source>Opening</source>
        <translation>Eröffnung</translation>
    </message>
    <message>
        <source>Middlegame</source>
        <translation>Mittelspiel</translation>
    </message>
    <message>
        <source>Endgame</source>
        <translation>Endspiel</translation>
    </message>
    <message>
        <source>Average centipawn loss by phase (lower is better)</source>
        <translation>Durchschnittlicher Centipawn-Verlust nach Phase (weniger ist besser)</translation>
    </message>
    <message>
        <source>Referee:</source>
        <translation>Schiedsrichter:</translation>
    </message>
    <message>
        <source>Depth:</source>
        <translation>Tiefe:</translation>
    </message>
    <message>
        <source>Loss cap per move:</source>
        <translation>Verlustgrenze pro Zug:</translation>
    </message>
    <message>
        <source>Cannot read &apos;%1&apos;: %2</source>
        <translation>&apos;%1&apos; kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>No game in &apos;%1&apos;.</source>
        <translation>Keine Partie in &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>Add a referee engine in Tools ▸ Engines.</source>
        <translation>Fügen Sie unter Werkzeuge ▸ Engines eine Schiedsrichter-Engine hinzu.</translation>
    </message>
    <message>
        <source>%1 positions scored.</source>
        <translation>%1 Stellungen bewertet.</translation>
    </message>
    <message>
        <source>Analysing %1 games…</source>
        <translation>Analysiere %1 Partien …</translation>
    </message>
    <message>
        <source>opening</source>
        <translation>Eröffnung</translation>
    </message>
    <message>
        <source>middlegame</source>
        <translation>Mittelspiel</translation>
    </message>
    <message>
        <source>endgame</source>
        <translation>Endspiel</translation>
    </message>
    <message>
        <source>cp per move</source>
        <translation>cp pro Zug</translation>
    </message>
    <message>
        <source>&amp;PGN file:</source>
        <translation>&amp;PGN-Datei:</translation>
    </message>
</context>
<context>
    <name>eschess::app::AcplRunner</name>
    <message>
        <source>referee failed: %1</source>
        <translation>Schiedsrichter ausgefallen: %1</translation>
    </message>
</context>
<context>
    <name>eschess::app::AnalysisController</name>
    <message>
        <source>No engine is available for analysis.</source>
        <translation>Für die Analyse ist keine Engine verfügbar.</translation>
    </message>
</context>
<context>
    <name>eschess::app::AnalysisPanel</name>
    <message>
        <source>Analyse</source>
        <translation>Analysieren</translation>
    </message>
    <message>
        <source>Start or stop infinite analysis of the shown position</source>
        <translation>Unbegrenzte Analyse der gezeigten Stellung starten oder beenden</translation>
    </message>
    <message>
        <source>Number of best lines to show (MultiPV)</source>
        <translation>Anzahl der besten Varianten (MultiPV)</translation>
    </message>
    <message>
        <source>Lines:</source>
        <translation>Varianten:</translation>
    </message>
    <message>
        <source>Score (White)</source>
        <translation>Bewertung (Weiß)</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Tiefe</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <source>NPS</source>
        <translation>K/s</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Variante</translation>
    </message>
    <message>
        <source>Pawns from White&apos;s point of view; #N is a mate in N moves</source>
        <translation>Bauerneinheiten aus Sicht von Weiß; #N ist ein Matt in N Zügen</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stopp</translation>
    </message>
    <message>
        <source>Press Analyse to let the engine study the shown position.</source>
        <translation>Drücken Sie „Analysieren“, damit die Engine die gezeigte Stellung untersucht.</translation>
    </message>
    <message>
        <source>Engine used for analysis: one of Eschess&apos;s own, or an external UCI engine added under Tools ▸ Engines</source>
        <translation>Engine für die Analyse: eine von Eschess oder eine externe UCI-Engine, hinzugefügt unter Werkzeuge ▸ Engines</translation>
    </message>
    <message>
        <source>%1 (UCI)</source>
        <translation>%1 (UCI)</translation>
    </message>
    <message>
        <source>%1 is no longer in the list of engines (Tools ▸ Engines)</source>
        <translation>%1 steht nicht mehr in der Liste der Engines (Werkzeuge ▸ Engines)</translation>
    </message>
    <message numerus="yes">
        <source>%1 shows at most %n line(s).</source>
        <translation>
            <numerusform>%1 zeigt höchstens %n Variante.</numerusform>
            <numerusform>%1 zeigt höchstens %n Varianten.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eschess::app::BoardWidget</name>
    <message>
        <source>Chess board</source>
        <translation>Schachbrett</translation>
    </message>
</context>
<context>
    <name>eschess::app::BookPanel</name>
    <message>
        <source>Open Book…</source>
        <translation>Buch öffnen …</translation>
    </message>
    <message>
        <source>No book</source>
        <translation>Kein Buch</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>Gewicht</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>Anteil</translation>
    </message>
    <message>
        <source>Cannot use this book: %1</source>
        <translation>Dieses Buch ist nicht verwendbar: %1</translation>
    </message>
    <message>
        <source>Open Polyglot Book</source>
        <translation>Polyglot-Buch öffnen</translation>
    </message>
    <message>
        <source>Polyglot books (*.bin);;All files (*)</source>
        <translation>Polyglot-Bücher (*.bin);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Open a Polyglot book (.bin) to see its moves here.</source>
        <translation>Öffne ein Polyglot-Buch (.bin), um hier seine Züge zu sehen.</translation>
    </message>
    <message>
        <source>No book moves in this position.</source>
        <translation>Keine Buchzüge in dieser Stellung.</translation>
    </message>
    <message numerus="yes">
        <source>%n book move(s) in this position.</source>
        <translation>
            <numerusform>%n Buchzug in dieser Stellung.</numerusform>
            <numerusform>%n Buchzüge in dieser Stellung.</numerusform>
        </translation>
    </message>
    <message>
        <source>Opening Book</source>
        <translation>Eröffnungsbuch</translation>
    </message>
</context>
<context>
    <name>eschess::app::ClockWidget</name>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
</context>
<context>
    <name>eschess::app::ComparePanel</name>
    <message>
        <source>options, e.g. NullMove=false</source>
        <translation>Optionen, z. B. NullMove=false</translation>
    </message>
    <message>
        <source>Searcher A:</source>
        <translation>Sucher A:</translation>
    </message>
    <message>
        <source>Searcher B:</source>
        <translation>Sucher B:</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Starten</translation>
    </message>
    <message>
        <source>Depth:</source>
        <translation>Tiefe:</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Tiefe</translation>
    </message>
    <message>
        <source>A nodes</source>
        <translation>Knoten A</translation>
    </message>
    <message>
        <source>B nodes</source>
        <translation>Knoten B</translation>
    </message>
    <message>
        <source>B / A</source>
        <translation>B / A</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stopp</translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation>Suche läuft …</translation>
    </message>
    <message>
        <source>Stopped.</source>
        <translation>Gestoppt.</translation>
    </message>
    <message>
        <source>Done: A %1 s, B %2 s.</source>
        <translation>Fertig: A %1 s, B %2 s.</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>Nodes (log)</source>
        <translation>Knoten (log)</translation>
    </message>
    <message>
        <source>Nodes per depth</source>
        <translation>Knoten pro Tiefe</translation>
    </message>
    <message>
        <source>Run a comparison to see node counts per depth</source>
        <translation>Starten Sie einen Vergleich, um die Knotenzahlen pro Tiefe zu sehen</translation>
    </message>
</context>
<context>
    <name>eschess::app::CompareRunner</name>
    <message>
        <source>A comparison is already running</source>
        <translation>Ein Vergleich läuft bereits</translation>
    </message>
    <message>
        <source>The depth must be at least 1</source>
        <translation>Die Tiefe muss mindestens 1 sein</translation>
    </message>
</context>
<context>
    <name>eschess::app::DepthChart</name>
    <message>
        <source>Nodes (log)</source>
        <translation>Knoten (log)</translation>
    </message>
    <message>
        <source>Time (s)</source>
        <translation>Zeit (s)</translation>
    </message>
    <message>
        <source>Branching factor</source>
        <translation>Verzweigungsfaktor</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Tiefe</translation>
    </message>
    <message>
        <source>Export PNG…</source>
        <translation>PNG exportieren …</translation>
    </message>
    <message>
        <source>Export charts</source>
        <translation>Diagramme exportieren</translation>
    </message>
    <message>
        <source>depth-progression.png</source>
        <translation>tiefenverlauf.png</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG-Bilder (*.png)</translation>
    </message>
    <message>
        <source>Could not write %1.</source>
        <translation>%1 konnte nicht geschrieben werden.</translation>
    </message>
    <message>
        <source>Score (pawns, side to move)</source>
        <translation>Bewertung (Bauern, Seite am Zug)</translation>
    </message>
</context>
<context>
    <name>eschess::app::EngineOutputModel</name>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Tiefe</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Bewertung</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <source>NPS</source>
        <translation>K/s</translation>
    </message>
    <message>
        <source>Principal variation</source>
        <translation>Hauptvariante</translation>
    </message>
    <message>
        <source>Depth / selective depth of the iteration</source>
        <translation>Tiefe / selektive Tiefe der Iteration</translation>
    </message>
    <message>
        <source>Score in pawns from White&apos;s view</source>
        <translation>Bewertung in Bauern aus Sicht von Weiß</translation>
    </message>
    <message>
        <source>Time since the search started</source>
        <translation>Zeit seit Beginn der Suche</translation>
    </message>
    <message>
        <source>Positions searched so far</source>
        <translation>Bisher durchsuchte Stellungen</translation>
    </message>
    <message>
        <source>Nodes per second</source>
        <translation>Knoten pro Sekunde</translation>
    </message>
    <message>
        <source>The line the engine expects</source>
        <translation>Die Variante, die die Engine erwartet</translation>
    </message>
</context>
<context>
    <name>eschess::app::EnginesDialog</name>
    <message>
        <source>Engines</source>
        <translation>Engines</translation>
    </message>
    <message>
        <source>&amp;Add…</source>
        <translation>&amp;Hinzufügen …</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message>
        <source>Installed engines</source>
        <translation>Installierte Engines</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Durchsuchen …</translation>
    </message>
    <message>
        <source>UCI engine</source>
        <translation>UCI-Engine</translation>
    </message>
    <message>
        <source>e.g. --uci</source>
        <translation>z. B. --uci</translation>
    </message>
    <message>
        <source>the program&apos;s folder</source>
        <translation>der Ordner des Programms</translation>
    </message>
    <message>
        <source>Working folder</source>
        <translation>Arbeitsordner</translation>
    </message>
    <message>
        <source>Read &amp;options</source>
        <translation>&amp;Optionen lesen</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>Option</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <source>Program:</source>
        <translation>Programm:</translation>
    </message>
    <message>
        <source>Arguments:</source>
        <translation>Argumente:</translation>
    </message>
    <message>
        <source>Working folder:</source>
        <translation>Arbeitsordner:</translation>
    </message>
    <message>
        <source>Options set: %1. Read the options to edit them.</source>
        <translation>Gesetzte Optionen: %1. Lesen Sie die Optionen, um sie zu bearbeiten.</translation>
    </message>
    <message>
        <source>Starting %1…</source>
        <translation>Starte %1 …</translation>
    </message>
    <message>
        <source>%1 by %2: %3 options</source>
        <translation>%1 von %2: %3 Optionen</translation>
    </message>
    <message>
        <source>Could not read the engine: %1</source>
        <translation>Die Engine konnte nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>(button: pressed by the engine&apos;s user, not stored)</source>
        <translation>(Schaltfläche: wird vom Benutzer der Engine gedrückt, nicht gespeichert)</translation>
    </message>
</context>
<context>
    <name>eschess::app::EvalBar</name>
    <message>
        <source>Evaluation from White&apos;s point of view</source>
        <translation>Bewertung aus Sicht von Weiß</translation>
    </message>
</context>
<context>
    <name>eschess::app::EvalGraph</name>
    <message>
        <source>Evaluation in pawns from White&apos;s view after each ply; click a point to show that move.</source>
        <translation>Bewertung in Bauern aus Sicht von Weiß nach jedem Halbzug; ein Klick auf einen Punkt zeigt diesen Zug.</translation>
    </message>
</context>
<context>
    <name>eschess::app::ExplorerPanel</name>
    <message>
        <source>Open Database…</source>
        <translation>Datenbank öffnen …</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>A PGN file of games; its moves are counted for every position</source>
        <translation>Eine PGN-Datei mit Partien; ihre Züge werden für jede Stellung gezählt</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partien</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>Anteil</translation>
    </message>
    <message>
        <source>White / Draw / Black</source>
        <translation>Weiß / Remis / Schwarz</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Points for the side that played the move, in finished games</source>
        <translation>Punkte der Seite, die den Zug spielte, in beendeten Partien</translation>
    </message>
    <message>
        <source>Double-click a move to play it on the board</source>
        <translation>Doppelklick auf einen Zug spielt ihn auf dem Brett</translation>
    </message>
    <message>
        <source>Open PGN Database</source>
        <translation>PGN-Datenbank öffnen</translation>
    </message>
    <message>
        <source>PGN files (*.pgn);;All files (*)</source>
        <translation>PGN-Dateien (*.pgn);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>%1 wird gelesen …</translation>
    </message>
    <message>
        <source>Reading %1 was cancelled.</source>
        <translation>Das Lesen von %1 wurde abgebrochen.</translation>
    </message>
    <message numerus="yes">
        <source>%1: %Ln game(s)</source>
        <translation>
            <numerusform>%1: %Ln Partie</numerusform>
            <numerusform>%1: %Ln Partien</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s) while reading; the first: %1</source>
        <translation>
            <numerusform>%n Problem beim Lesen; das erste: %1</numerusform>
            <numerusform>%n Probleme beim Lesen; das erste: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Open a PGN database to see the moves played in the position on the board.</source>
        <translation>Öffnen Sie eine PGN-Datenbank, um die in der Brettstellung gespielten Züge zu sehen.</translation>
    </message>
    <message>
        <source>No game of the database reaches this position.</source>
        <translation>Keine Partie der Datenbank erreicht diese Stellung.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) from this position.</source>
        <translation>
            <numerusform>%n Partie aus dieser Stellung.</numerusform>
            <numerusform>%n Partien aus dieser Stellung.</numerusform>
        </translation>
    </message>
    <message>
        <source>Games Explorer</source>
        <translation>Partien-Explorer</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Turnier</translation>
    </message>
    <message>
        <source>Double-click a game to open it at this position</source>
        <translation>Doppelklick auf eine Partie öffnet sie in dieser Stellung</translation>
    </message>
    <message>
        <source>Top games</source>
        <translation>Spitzenpartien</translation>
    </message>
    <message>
        <source>The games that reached this position: the best rated first (the mean of the players&apos; ratings), then the most recent; at most %1</source>
        <translation>Die Partien, die diese Stellung erreichten: die mit der höchsten Wertung zuerst (der Mittelwert der Elo-Zahlen beider Spieler), dann die neuesten; höchstens %1</translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s) read</source>
        <translation>
            <numerusform>%Ln Partie gelesen</numerusform>
            <numerusform>%Ln Partien gelesen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) ended in this position.</source>
        <translation>
            <numerusform>%n Partie endete in dieser Stellung.</numerusform>
            <numerusform>%n Partien endeten in dieser Stellung.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Top games (%Ln shown)</source>
        <translation>
            <numerusform>Spitzenpartien (%Ln angezeigt)</numerusform>
            <numerusform>Spitzenpartien (%Ln angezeigt)</numerusform>
        </translation>
    </message>
    <message>
        <source>Player: anyone</source>
        <translation>Spieler: alle</translation>
    </message>
    <message>
        <source>Count only the games of a player: a part of the name, in any case</source>
        <translation>Nur die Partien eines Spielers zählen: ein Teil des Namens, Groß- und Kleinschreibung egal</translation>
    </message>
    <message>
        <source>either colour</source>
        <translation>beliebige Farbe</translation>
    </message>
    <message>
        <source>as White</source>
        <translation>mit Weiß</translation>
    </message>
    <message>
        <source>as Black</source>
        <translation>mit Schwarz</translation>
    </message>
    <message>
        <source>The colour the player had</source>
        <translation>Die Farbe, die der Spieler hatte</translation>
    </message>
    <message>
        <source>any rating</source>
        <translation>jede Wertung</translation>
    </message>
    <message>
        <source>rated ≥ </source>
        <translation>Wertung ≥ </translation>
    </message>
    <message>
        <source>Count only games whose players&apos; mean rating is at least this; unrated games then drop out</source>
        <translation>Nur Partien zählen, deren mittlere Spielerwertung mindestens so hoch ist; Partien ohne Wertung fallen dann heraus</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 of %Ln game(s)</source>
        <translation>
            <numerusform>%1: %2 von %Ln Partie</numerusform>
            <numerusform>%1: %2 von %Ln Partien</numerusform>
        </translation>
    </message>
    <message>
        <source>The move the game played here</source>
        <translation>Der Zug, den die Partie hier spielte</translation>
    </message>
    <message>
        <source>Index kept from an earlier reading of this file</source>
        <translation>Index aus einem früheren Einlesen dieser Datei übernommen</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
    <message>
        <source>The length of the game&apos;s main line, in moves</source>
        <translation>Die Länge der Hauptvariante der Partie, in Zügen</translation>
    </message>
</context>
<context>
    <name>eschess::app::GameController</name>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>%1 wins by checkmate.</source>
        <translation>%1 gewinnt durch Schachmatt.</translation>
    </message>
    <message>
        <source>Draw by stalemate.</source>
        <translation>Remis durch Patt.</translation>
    </message>
    <message>
        <source>Draw by the fifty-move rule.</source>
        <translation>Remis durch die Fünfzig-Züge-Regel.</translation>
    </message>
    <message>
        <source>Draw by threefold repetition.</source>
        <translation>Remis durch dreifache Stellungswiederholung.</translation>
    </message>
    <message>
        <source>Draw by insufficient material.</source>
        <translation>Remis durch ungenügendes Material.</translation>
    </message>
    <message>
        <source>Draw by fivefold repetition.</source>
        <translation>Remis durch fünffache Stellungswiederholung.</translation>
    </message>
    <message>
        <source>Draw by the seventy-five-move rule.</source>
        <translation>Remis durch die Fünfundsiebzig-Züge-Regel.</translation>
    </message>
    <message>
        <source>Draw: a flag fell, but the opponent cannot mate.</source>
        <translation>Remis: ein Blättchen ist gefallen, aber der Gegner kann nicht mattsetzen.</translation>
    </message>
    <message>
        <source>%1 wins on time.</source>
        <translation>%1 gewinnt auf Zeit.</translation>
    </message>
    <message>
        <source>%1 resigns; %2 wins.</source>
        <translation>%1 gibt auf; %2 gewinnt.</translation>
    </message>
    <message>
        <source>Draw by agreement.</source>
        <translation>Remis durch Vereinbarung.</translation>
    </message>
    <message>
        <source>Draw by adjudication.</source>
        <translation>Remis durch Schiedsspruch.</translation>
    </message>
    <message>
        <source>%1 wins by adjudication.</source>
        <translation>%1 gewinnt durch Schiedsspruch.</translation>
    </message>
    <message>
        <source>%1 wins: the opponent played an illegal move.</source>
        <translation>%1 gewinnt: der Gegner hat einen regelwidrigen Zug gespielt.</translation>
    </message>
    <message>
        <source>%1 wins: the opposing engine failed.</source>
        <translation>%1 gewinnt: die gegnerische Engine ist ausgefallen.</translation>
    </message>
    <message>
        <source>%1 wins: the opposing engine stopped answering.</source>
        <translation>%1 gewinnt: die gegnerische Engine antwortet nicht mehr.</translation>
    </message>
    <message>
        <source>Draw at the maximum game length.</source>
        <translation>Remis bei maximaler Partielänge.</translation>
    </message>
    <message>
        <source>The game was abandoned.</source>
        <translation>Die Partie wurde abgebrochen.</translation>
    </message>
    <message>
        <source>White wins.</source>
        <translation>Weiß gewinnt.</translation>
    </message>
    <message>
        <source>Black wins.</source>
        <translation>Schwarz gewinnt.</translation>
    </message>
    <message>
        <source>Draw.</source>
        <translation>Remis.</translation>
    </message>
    <message>
        <source>Game in progress.</source>
        <translation>Partie läuft.</translation>
    </message>
    <message>
        <source>Casual game</source>
        <translation>Freie Partie</translation>
    </message>
    <message>
        <source>%1 sent an illegal move.</source>
        <translation>%1 hat einen regelwidrigen Zug gesendet.</translation>
    </message>
    <message>
        <source>%1 failed: %2</source>
        <translation>%1 ist ausgefallen: %2</translation>
    </message>
    <message>
        <source>No engine is available for a hint.</source>
        <translation>Für einen Tipp ist keine Engine verfügbar.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 was not ready within %2 s</source>
        <translation>%1 war nicht innerhalb von %2 s bereit</translation>
    </message>
    <message>
        <source>%1 played an illegal move</source>
        <translation>%1 hat einen unzulässigen Zug gespielt</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 stalled: no move within %2 s</source>
        <translation>%1 hängt: kein Zug innerhalb von %2 s</translation>
    </message>
    <message>
        <source>%1 lost on time</source>
        <translation>%1 hat die Zeit überschritten</translation>
    </message>
</context>
<context>
    <name>eschess::app::LadderDialog</name>
    <message>
        <source>Elo ladder against Stockfish</source>
        <translation>Elo-Leiter gegen Stockfish</translation>
    </message>
    <message>
        <source>%1 (UCI)</source>
        <translation>%1 (UCI)</translation>
    </message>
    <message>
        <source> ms per move</source>
        <translation> ms pro Zug</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Starten</translation>
    </message>
    <message>
        <source>Stockfish&apos;s UCI_Elo is calibrated at 60+0.6; at other time controls the rating is rough.</source>
        <translation>Das UCI_Elo von Stockfish ist auf 60+0.6 kalibriert; bei anderen Bedenkzeiten ist die Wertung nur grob.</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Gegner</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Siege</translation>
    </message>
    <message>
        <source>Draws</source>
        <translation>Remis</translation>
    </message>
    <message>
        <source>Losses</source>
        <translation>Niederlagen</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Score against each level, and the fitted rating&apos;s expectation</source>
        <translation>Punkte gegen jede Stufe und die Erwartung der angepassten Wertung</translation>
    </message>
    <message>
        <source>Engine:</source>
        <translation>Engine:</translation>
    </message>
    <message>
        <source>Stockfish levels (UCI_Elo):</source>
        <translation>Stockfish-Stufen (UCI_Elo):</translation>
    </message>
    <message>
        <source>Games per level:</source>
        <translation>Partien pro Stufe:</translation>
    </message>
    <message>
        <source>Time:</source>
        <translation>Zeit:</translation>
    </message>
    <message>
        <source>Stockfish:</source>
        <translation>Stockfish:</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an Elo level; write them like 1400,1600,1800</source>
        <translation>&apos;%1&apos; ist keine Elo-Stufe; schreiben Sie sie wie 1400,1600,1800</translation>
    </message>
    <message>
        <source>No level given.</source>
        <translation>Keine Stufe angegeben.</translation>
    </message>
    <message>
        <source>Playing Stockfish %1…</source>
        <translation>Spiele gegen Stockfish %1 …</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>S&amp;topp</translation>
    </message>
    <message>
        <source>score</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Stockfish %1</source>
        <translation>Stockfish %1</translation>
    </message>
    <message>
        <source>expected at %1</source>
        <translation>erwartet bei %1</translation>
    </message>
    <message>
        <source>Rating: %1 ± %2 (95%: %3 to %4) from %5 games</source>
        <translation>Wertung: %1 ± %2 (95 %: %3 bis %4) aus %5 Partien</translation>
    </message>
    <message>
        <source>No finite rating yet (%1 of %2 points): add stronger or weaker levels.</source>
        <translation>Noch keine endliche Wertung (%1 von %2 Punkten): stärkere oder schwächere Stufen hinzufügen.</translation>
    </message>
    <message>
        <source>Stockfish UCI_Elo</source>
        <translation>Stockfish UCI_Elo</translation>
    </message>
</context>
<context>
    <name>eschess::app::LadderRunner</name>
    <message>
        <source>Stockfish %1</source>
        <translation>Stockfish %1</translation>
    </message>
</context>
<context>
    <name>eschess::app::LoadPositionDialog</name>
    <message>
        <source>Load Position</source>
        <translation>Stellung laden</translation>
    </message>
    <message>
        <source>Paste a FEN or an EPD line</source>
        <translation>Eine FEN oder eine EPD-Zeile einfügen</translation>
    </message>
    <message>
        <source>FEN:</source>
        <translation>FEN:</translation>
    </message>
    <message>
        <source>FEN</source>
        <translation>FEN</translation>
    </message>
    <message>
        <source>Open EPD File…</source>
        <translation>EPD-Datei öffnen …</translation>
    </message>
    <message>
        <source>No file</source>
        <translation>Keine Datei</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Zeile</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Best move</source>
        <translation>Bester Zug</translation>
    </message>
    <message>
        <source>Position (FEN)</source>
        <translation>Stellung (FEN)</translation>
    </message>
    <message>
        <source>EPD file</source>
        <translation>EPD-Datei</translation>
    </message>
    <message>
        <source>Invalid EPD: %1</source>
        <translation>Ungültiges EPD: %1</translation>
    </message>
    <message>
        <source>Invalid FEN: %1</source>
        <translation>Ungültige FEN: %1</translation>
    </message>
    <message>
        <source>Valid position, %1 to move.</source>
        <translation>Gültige Stellung, %1 am Zug.</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>Open EPD File</source>
        <translation>EPD-Datei öffnen</translation>
    </message>
    <message>
        <source>EPD files (*.epd);;All files (*)</source>
        <translation>EPD-Dateien (*.epd);;Alle Dateien (*)</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n position(s)</source>
        <translation>
            <numerusform>%1: %n Stellung</numerusform>
            <numerusform>%1: %n Stellungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… and %n more error(s)</source>
        <translation>
            <numerusform>… und %n weiterer Fehler</numerusform>
            <numerusform>… und %n weitere Fehler</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eschess::app::LocalEngine</name>
    <message>
        <source>There is no in-process searcher named &quot;%1&quot;.</source>
        <translation>Es gibt keinen eingebauten Sucher namens „%1“.</translation>
    </message>
    <message>
        <source>Option %1: %2</source>
        <translation>Option %1: %2</translation>
    </message>
</context>
<context>
    <name>eschess::app::MainWindow</name>
    <message>
        <source>Eschess</source>
        <translation>Eschess</translation>
    </message>
    <message>
        <source>%1 – %2 — Eschess</source>
        <translation>%1 – %2 — Eschess</translation>
    </message>
    <message>
        <source>Hint shown on the board.</source>
        <translation>Tipp auf dem Brett angezeigt.</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Neue Partie …</translation>
    </message>
    <message>
        <source>&amp;Open PGN…</source>
        <translation>PGN ö&amp;ffnen …</translation>
    </message>
    <message>
        <source>&amp;Save PGN</source>
        <translation>PGN &amp;speichern</translation>
    </message>
    <message>
        <source>Save PGN &amp;As…</source>
        <translation>PGN speichern &amp;unter …</translation>
    </message>
    <message>
        <source>&amp;Load Position…</source>
        <translation>Stellung &amp;laden …</translation>
    </message>
    <message>
        <source>Ctrl+L</source>
        <translation>Ctrl+L</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Copy FEN</source>
        <translation>FEN &amp;kopieren</translation>
    </message>
    <message>
        <source>Copy &amp;PGN</source>
        <translation>&amp;PGN kopieren</translation>
    </message>
    <message>
        <source>Ctrl+Shift+C</source>
        <translation>Ctrl+Shift+C</translation>
    </message>
    <message>
        <source>&amp;Paste FEN or PGN</source>
        <translation>FEN oder PGN &amp;einfügen</translation>
    </message>
    <message>
        <source>&amp;Flip Board</source>
        <translation>Brett &amp;drehen</translation>
    </message>
    <message>
        <source>Ctrl+F</source>
        <translation>Ctrl+F</translation>
    </message>
    <message>
        <source>&amp;Take Back</source>
        <translation>&amp;Zurücknehmen</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <source>Ctrl+H</source>
        <translation>Ctrl+H</translation>
    </message>
    <message>
        <source>&amp;Resign</source>
        <translation>&amp;Aufgeben</translation>
    </message>
    <message>
        <source>Claim &amp;Draw</source>
        <translation>&amp;Remis reklamieren</translation>
    </message>
    <message>
        <source>&amp;Pause Engines</source>
        <translation>Engines an&amp;halten</translation>
    </message>
    <message>
        <source>Ctrl+P</source>
        <translation>Ctrl+P</translation>
    </message>
    <message>
        <source>&amp;Analyse</source>
        <translation>&amp;Analysieren</translation>
    </message>
    <message>
        <source>Ctrl+I</source>
        <translation>Ctrl+I</translation>
    </message>
    <message>
        <source>First Move</source>
        <translation>Erster Zug</translation>
    </message>
    <message>
        <source>Previous Move</source>
        <translation>Vorheriger Zug</translation>
    </message>
    <message>
        <source>Next Move</source>
        <translation>Nächster Zug</translation>
    </message>
    <message>
        <source>Last Move</source>
        <translation>Letzter Zug</translation>
    </message>
    <message>
        <source>Pre&amp;ferences…</source>
        <translation>Ein&amp;stellungen …</translation>
    </message>
    <message>
        <source>Ctrl+,</source>
        <translation>Ctrl+,</translation>
    </message>
    <message>
        <source>&amp;About Eschess</source>
        <translation>Ü&amp;ber Eschess</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message>
        <source>&amp;Restore Default Layout</source>
        <translation>Standard&amp;anordnung wiederherstellen</translation>
    </message>
    <message>
        <source>Thinking about a hint…</source>
        <translation>Denke über einen Tipp nach …</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>Aufgeben</translation>
    </message>
    <message>
        <source>Do you really want to resign?</source>
        <translation>Wollen Sie wirklich aufgeben?</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Analysis</source>
        <translation>Ana&amp;lyse</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Werkzeuge</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Hauptleiste</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Analyse</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Neue Partie</translation>
    </message>
    <message>
        <source>Cannot start the game: %1</source>
        <translation>Die Partie kann nicht beginnen: %1</translation>
    </message>
    <message>
        <source>New game: %1 against %2.</source>
        <translation>Neue Partie: %1 gegen %2.</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>Einfügen</translation>
    </message>
    <message>
        <source>The clipboard holds no text.</source>
        <translation>Die Zwischenablage enthält keinen Text.</translation>
    </message>
    <message>
        <source>Invalid PGN: %1</source>
        <translation>Ungültiges PGN: %1</translation>
    </message>
    <message>
        <source>no game found</source>
        <translation>keine Partie gefunden</translation>
    </message>
    <message>
        <source>Open PGN</source>
        <translation>PGN öffnen</translation>
    </message>
    <message>
        <source>PGN files (*.pgn);;All files (*)</source>
        <translation>PGN-Dateien (*.pgn);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Invalid PGN in %1: %2</source>
        <translation>Ungültiges PGN in %1: %2</translation>
    </message>
    <message>
        <source>Save PGN</source>
        <translation>PGN speichern</translation>
    </message>
    <message>
        <source>PGN files (*.pgn)</source>
        <translation>PGN-Dateien (*.pgn)</translation>
    </message>
    <message>
        <source>Cannot save %1: %2</source>
        <translation>%1 kann nicht gespeichert werden: %2</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>%1 gespeichert.</translation>
    </message>
    <message>
        <source>FEN copied.</source>
        <translation>FEN kopiert.</translation>
    </message>
    <message>
        <source>PGN copied.</source>
        <translation>PGN kopiert.</translation>
    </message>
    <message>
        <source>The new language takes effect when Eschess starts again.</source>
        <translation>Die neue Sprache gilt ab dem nächsten Start von Eschess.</translation>
    </message>
    <message>
        <source>%1 to move.</source>
        <translation>%1 am Zug.</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 denkt nach …</translation>
    </message>
    <message>
        <source>Paused.</source>
        <translation>Angehalten.</translation>
    </message>
    <message>
        <source>Game Over</source>
        <translation>Partie beendet</translation>
    </message>
    <message>
        <source>Result: %1</source>
        <translation>Ergebnis: %1</translation>
    </message>
    <message>
        <source>%1 is thinking: depth %2, score %3 (White&apos;s view), %4 nodes/s</source>
        <translation>%1 denkt nach: Tiefe %2, Bewertung %3 (Sicht von Weiß), %4 Knoten/s</translation>
    </message>
    <message>
        <source>Watching %1 – %2 (your own game waits as it was).</source>
        <translation>Sie sehen %1 – %2 (Ihre eigene Partie wartet, wie sie war).</translation>
    </message>
    <message>
        <source>Pasted with problems: %1</source>
        <translation>Mit Problemen eingefügt: %1</translation>
    </message>
    <message>
        <source>&amp;Promote Variation</source>
        <translation>Variante &amp;hochstufen</translation>
    </message>
    <message>
        <source>Ctrl+Up</source>
        <translation>Ctrl+Up</translation>
    </message>
    <message>
        <source>&amp;Delete Variation</source>
        <translation>Variante &amp;löschen</translation>
    </message>
    <message>
        <source>Ctrl+Del</source>
        <translation>Ctrl+Del</translation>
    </message>
    <message>
        <source>&amp;Comment…</source>
        <translation>&amp;Kommentar …</translation>
    </message>
    <message>
        <source>Ctrl+M</source>
        <translation>Ctrl+M</translation>
    </message>
    <message>
        <source>Good Move (!)</source>
        <translation>Guter Zug (!)</translation>
    </message>
    <message>
        <source>Mistake (?)</source>
        <translation>Fehler (?)</translation>
    </message>
    <message>
        <source>Brilliant Move (!!)</source>
        <translation>Brillanter Zug (!!)</translation>
    </message>
    <message>
        <source>Blunder (??)</source>
        <translation>Grober Fehler (??)</translation>
    </message>
    <message>
        <source>Interesting Move (!?)</source>
        <translation>Interessanter Zug (!?)</translation>
    </message>
    <message>
        <source>Dubious Move (?!)</source>
        <translation>Zweifelhafter Zug (?!)</translation>
    </message>
    <message>
        <source>Alt+%1</source>
        <translation>Alt+%1</translation>
    </message>
    <message>
        <source>&amp;Moves</source>
        <translation>&amp;Züge</translation>
    </message>
    <message>
        <source>Evaluation Graph</source>
        <translation>Bewertungsverlauf</translation>
    </message>
    <message>
        <source>The clipboard&apos;s text</source>
        <translation>Der Text der Zwischenablage</translation>
    </message>
    <message>
        <source>Comment</source>
        <translation>Kommentar</translation>
    </message>
    <message>
        <source>Comment on the shown move:</source>
        <translation>Kommentar zum gezeigten Zug:</translation>
    </message>
    <message>
        <source>The engine plays without its book: %1</source>
        <translation>Die Engine spielt ohne ihr Buch: %1</translation>
    </message>
    <message>
        <source>Set &amp;Up Position…</source>
        <translation>Stellung &amp;aufbauen …</translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
</context>
<context>
    <name>eschess::app::MatchDialog</name>
    <message>
        <source>New match</source>
        <translation>Neuer Wettkampf</translation>
    </message>
    <message>
        <source>options, e.g. Hash=64, Depth=3</source>
        <translation>Optionen, z. B. Hash=64, Depth=3</translation>
    </message>
    <message>
        <source>Engine &amp;1:</source>
        <translation>Engine &amp;1:</translation>
    </message>
    <message>
        <source>Engine &amp;2:</source>
        <translation>Engine &amp;2:</translation>
    </message>
    <message>
        <source>&amp;Games:</source>
        <translation>&amp;Anzahl Partien:</translation>
    </message>
    <message>
        <source>&amp;Time control:</source>
        <translation>&amp;Bedenkzeit:</translation>
    </message>
    <message>
        <source>none: the standard start position</source>
        <translation>keine: die normale Anfangsstellung</translation>
    </message>
    <message>
        <source>&amp;Openings (EPD/PGN):</source>
        <translation>&amp;Eröffnungen (EPD/PGN):</translation>
    </message>
    <message>
        <source>Openings (*.epd *.pgn)</source>
        <translation>Eröffnungen (*.epd *.pgn)</translation>
    </message>
    <message>
        <source>random order, seed</source>
        <translation>zufällige Reihenfolge, Startwert</translation>
    </message>
    <message>
        <source>&amp;Concurrent games:</source>
        <translation>&amp;Gleichzeitige Partien:</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>&amp;PGN file:</source>
        <translation>&amp;PGN-Datei:</translation>
    </message>
    <message>
        <source>PGN (*.pgn)</source>
        <translation>PGN (*.pgn)</translation>
    </message>
    <message>
        <source>SPRT (stop when decided)</source>
        <translation>SPRT (beenden, sobald entschieden)</translation>
    </message>
    <message>
        <source>Draw adjudication</source>
        <translation>Remis-Schiedsspruch</translation>
    </message>
    <message>
        <source>after move</source>
        <translation>nach Zug</translation>
    </message>
    <message>
        <source>for moves</source>
        <translation>für Züge</translation>
    </message>
    <message>
        <source>within ± cp</source>
        <translation>innerhalb ± cp</translation>
    </message>
    <message>
        <source>Resign adjudication</source>
        <translation>Aufgabe-Schiedsspruch</translation>
    </message>
    <message>
        <source>at or below − cp</source>
        <translation>bei oder unter − cp</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>keine Grenze</translation>
    </message>
    <message>
        <source>&amp;Maximum moves:</source>
        <translation>&amp;Höchstzahl Züge:</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Starten</translation>
    </message>
    <message>
        <source>%1 (UCI)</source>
        <translation>%1 (UCI)</translation>
    </message>
    <message>
        <source>engine %1 is no longer in the engines list</source>
        <translation>Engine %1 ist nicht mehr in der Engine-Liste</translation>
    </message>
    <message>
        <source>choose engine %1</source>
        <translation>Engine %1 wählen</translation>
    </message>
    <message>
        <source>SPRT: elo1 must be greater than elo0</source>
        <translation>SPRT: elo1 muss größer als elo0 sein</translation>
    </message>
    <message>
        <source>Resume match</source>
        <translation>Wettkampf fortsetzen</translation>
    </message>
    <message>
        <source>the PGN file&apos;s name with .state</source>
        <translation>der Name der PGN-Datei mit .state</translation>
    </message>
    <message>
        <source>State files (*.state);;All files (*)</source>
        <translation>Zustandsdateien (*.state);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Fortsetzen</translation>
    </message>
    <message>
        <source>Continues the match recorded in the state file: the games it lists are kept, the rest are played. The settings must be the ones it was started with, except that more games extend it.</source>
        <translation>Setzt den in der Zustandsdatei verzeichneten Wettkampf fort: die dort aufgeführten Partien bleiben erhalten, die übrigen werden gespielt. Die Einstellungen müssen dieselben sein, mit denen er gestartet wurde; nur mehr Partien verlängern ihn.</translation>
    </message>
    <message>
        <source>the state file &apos;%1&apos; holds a match already: resume it (Tools ▸ Resume match), or choose another state file</source>
        <translation>die Zustandsdatei &apos;%1&apos; enthält bereits einen Wettkampf: setzen Sie ihn fort (Werkzeuge ▸ Wettkampf fortsetzen) oder wählen Sie eine andere Zustandsdatei</translation>
    </message>
    <message>
        <source>St&amp;ate file:</source>
        <translation>Zustan&amp;dsdatei:</translation>
    </message>
    <message>
        <source>Chess960</source>
        <translation>Chess960</translation>
    </message>
    <message>
        <source>Fischer random chess: games from the 960 starting positions, or from the openings file played as Chess960</source>
        <translation>Fischer-Random-Schach: Partien aus den 960 Ausgangsstellungen oder aus der Eröffnungsdatei, als Chess960 gespielt</translation>
    </message>
</context>
<context>
    <name>eschess::app::MatchGame</name>
    <message>
        <source>stopped</source>
        <translation>gestoppt</translation>
    </message>
</context>
<context>
    <name>eschess::app::MatchPanel</name>
    <message>
        <source>No match yet: Tools ▸ Match…</source>
        <translation>Noch kein Wettkampf: Werkzeuge ▸ Wettkampf …</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Siege</translation>
    </message>
    <message>
        <source>Draws</source>
        <translation>Remis</translation>
    </message>
    <message>
        <source>Losses</source>
        <translation>Niederlagen</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>as White</source>
        <translation>als Weiß</translation>
    </message>
    <message>
        <source>as Black</source>
        <translation>als Schwarz</translation>
    </message>
    <message>
        <source>total</source>
        <translation>gesamt</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Grund</translation>
    </message>
    <message>
        <source>Elo difference (95% interval)</source>
        <translation>Elo-Differenz (95-%-Intervall)</translation>
    </message>
    <message>
        <source>Elo</source>
        <translation>Elo</translation>
    </message>
    <message>
        <source>95% interval</source>
        <translation>95-%-Intervall</translation>
    </message>
    <message>
        <source>games</source>
        <translation>Partien</translation>
    </message>
    <message>
        <source>Cumulative score of engine 1 (points above 50%)</source>
        <translation>Kumulierte Punkte von Engine 1 (Punkte über 50 %)</translation>
    </message>
    <message>
        <source>score − games/2</source>
        <translation>Punkte − Partien/2</translation>
    </message>
    <message>
        <source>points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>SPRT log-likelihood ratio</source>
        <translation>SPRT-Log-Likelihood-Verhältnis</translation>
    </message>
    <message>
        <source>LLR</source>
        <translation>LLR</translation>
    </message>
    <message>
        <source>accept H0</source>
        <translation>H0 annehmen</translation>
    </message>
    <message>
        <source>accept H1</source>
        <translation>H1 annehmen</translation>
    </message>
    <message>
        <source>Results of engine 1 by colour</source>
        <translation>Ergebnisse von Engine 1 nach Farbe</translation>
    </message>
    <message>
        <source>wins</source>
        <translation>Siege</translation>
    </message>
    <message>
        <source>draws</source>
        <translation>Remis</translation>
    </message>
    <message>
        <source>losses</source>
        <translation>Niederlagen</translation>
    </message>
    <message>
        <source>SPRT</source>
        <translation>SPRT</translation>
    </message>
    <message>
        <source>Colours</source>
        <translation>Farben</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partien</translation>
    </message>
    <message>
        <source>Watch: none</source>
        <translation>Zuschauen: keine</translation>
    </message>
    <message>
        <source>&amp;Finish games, then stop</source>
        <translation>Partien &amp;beenden, dann stoppen</translation>
    </message>
    <message>
        <source>Stop &amp;now</source>
        <translation>&amp;Sofort stoppen</translation>
    </message>
    <message>
        <source>%1 vs %2, %3 games, %4</source>
        <translation>%1 gegen %2, %3 Partien, %4</translation>
    </message>
    <message>
        <source>Error: %1</source>
        <translation>Fehler: %1</translation>
    </message>
    <message>
        <source>SPRT: LLR %1 [%2, %3] – %4</source>
        <translation>SPRT: LLR %1 [%2, %3] – %4</translation>
    </message>
    <message>
        <source>Match finished.</source>
        <translation>Wettkampf beendet.</translation>
    </message>
    <message>
        <source>Stopping after the games in progress…</source>
        <translation>Stoppe nach den laufenden Partien …</translation>
    </message>
    <message>
        <source>Watch game %1: %2 vs %3</source>
        <translation>Partie %1 zuschauen: %2 gegen %3</translation>
    </message>
    <message>
        <source>SPRT: %1 after game %2 – LLR %3 [%4, %5]</source>
        <translation>SPRT: %1 nach Partie %2 – LLR %3 [%4, %5]</translation>
    </message>
    <message>
        <source>LLR over all %1 games: %2</source>
        <translation>LLR über alle %1 Partien: %2</translation>
    </message>
</context>
<context>
    <name>eschess::app::MatchRunner</name>
    <message>
        <source>the number of games must be at least 1</source>
        <translation>die Anzahl der Partien muss mindestens 1 sein</translation>
    </message>
    <message>
        <source>cannot write the PGN file &apos;%1&apos;: %2</source>
        <translation>die PGN-Datei &apos;%1&apos; kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>an engine could not be started: %1</source>
        <translation>eine Engine konnte nicht gestartet werden: %1</translation>
    </message>
    <message>
        <source>resuming needs the state file of the run</source>
        <translation>zum Fortsetzen wird die Zustandsdatei des Laufs benötigt</translation>
    </message>
    <message>
        <source>there is no state file &apos;%1&apos; to resume from</source>
        <translation>es gibt keine Zustandsdatei &apos;%1&apos;, von der aus fortgesetzt werden könnte</translation>
    </message>
    <message>
        <source>the state file &apos;%1&apos; records game %2, which this match does not have</source>
        <translation>die Zustandsdatei &apos;%1&apos; verzeichnet Partie %2, die es in diesem Wettkampf nicht gibt</translation>
    </message>
    <message>
        <source>cannot record the finished game: %1</source>
        <translation>die beendete Partie kann nicht festgehalten werden: %1</translation>
    </message>
</context>
<context>
    <name>eschess::app::MoveListWidget</name>
    <message>
        <source>No.</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
</context>
<context>
    <name>eschess::app::NewGameDialog</name>
    <message>
        <source>New Game</source>
        <translation>Neue Partie</translation>
    </message>
    <message>
        <source>Starting position</source>
        <translation>Anfangsstellung</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>From FEN:</source>
        <translation>Aus FEN:</translation>
    </message>
    <message>
        <source>Time control</source>
        <translation>Bedenkzeit</translation>
    </message>
    <message>
        <source>Play with a clock</source>
        <translation>Mit Uhr spielen</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Base time:</source>
        <translation>Grundzeit:</translation>
    </message>
    <message>
        <source>Increment per move:</source>
        <translation>Zeitzuschlag pro Zug:</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Starten</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>Engine: %1</source>
        <translation>Engine: %1</translation>
    </message>
    <message>
        <source>External UCI engine…</source>
        <translation>Externe UCI-Engine …</translation>
    </message>
    <message>
        <source>/usr/games/stockfish,Hash=64</source>
        <translation>/usr/games/stockfish,Hash=64</translation>
    </message>
    <message>
        <source>The engine&apos;s program, then options as Name=value, separated by commas</source>
        <translation>Das Programm der Engine, dann Optionen als Name=Wert, durch Kommas getrennt</translation>
    </message>
    <message>
        <source>By the clock</source>
        <translation>Nach der Uhr</translation>
    </message>
    <message>
        <source>Fixed depth</source>
        <translation>Feste Tiefe</translation>
    </message>
    <message>
        <source>Time per move</source>
        <translation>Zeit pro Zug</translation>
    </message>
    <message>
        <source>Elo rating (UCI_Elo)</source>
        <translation>Elo-Zahl (UCI_Elo)</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>Spieler:</translation>
    </message>
    <message>
        <source>Program:</source>
        <translation>Programm:</translation>
    </message>
    <message>
        <source>Strength:</source>
        <translation>Spielstärke:</translation>
    </message>
    <message>
        <source>Depth:</source>
        <translation>Tiefe:</translation>
    </message>
    <message>
        <source> plies</source>
        <translation> Halbzüge</translation>
    </message>
    <message>
        <source>Time:</source>
        <translation>Zeit:</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>Elo:</source>
        <translation>Elo:</translation>
    </message>
    <message>
        <source>Chess960 number:</source>
        <translation>Chess960 Nummer:</translation>
    </message>
    <message>
        <source>Fischer random chess: the pieces behind the pawns shuffled, the king between the rooks; castling puts king and rook where they go in standard chess</source>
        <translation>Fischer-Random-Schach: die Figuren hinter den Bauern gemischt, der König zwischen den Türmen; die Rochade stellt König und Turm dorthin, wo sie im normalen Schach stehen</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Zufällig</translation>
    </message>
    <message>
        <source>Draw one of the 960 starting positions</source>
        <translation>Eine der 960 Ausgangsstellungen auslosen</translation>
    </message>
    <message>
        <source>White&apos;s first rank; Black&apos;s mirrors it</source>
        <translation>Die erste Reihe von Weiß; die von Schwarz spiegelt sie</translation>
    </message>
    <message>
        <source>This engine has no strength levels (UCI_Elo)</source>
        <translation>Diese Engine hat keine Spielstärkestufen (UCI_Elo)</translation>
    </message>
    <message>
        <source>From %1 to %2</source>
        <translation>Von %1 bis %2</translation>
    </message>
</context>
<context>
    <name>eschess::app::OpeningSuite</name>
    <message>
        <source>cannot read openings file &apos;%1&apos;: %2</source>
        <translation>die Eröffnungsdatei &apos;%1&apos; kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>no usable opening in &apos;%1&apos;</source>
        <translation>keine brauchbare Eröffnung in &apos;%1&apos;</translation>
    </message>
</context>
<context>
    <name>eschess::app::PgnGamesDialog</name>
    <message>
        <source>Choose a Game</source>
        <translation>Partie auswählen</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Turnier</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
    <message numerus="yes">
        <source>The file holds %n game(s). Pick one to open:</source>
        <translation>
            <numerusform>Die Datei enthält %n Partie. Wählen Sie eine zum Öffnen:</numerusform>
            <numerusform>Die Datei enthält %n Partien. Wählen Sie eine zum Öffnen:</numerusform>
        </translation>
    </message>
    <message>
        <source>Filter: a player, an event, a date…</source>
        <translation>Filter: ein Spieler, ein Turnier, ein Datum …</translation>
    </message>
    <message>
        <source>Shows the games with this text in any column, in any case</source>
        <translation>Zeigt die Partien, die diesen Text in einer Spalte enthalten, ohne Rücksicht auf Groß- und Kleinschreibung</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n game(s) shown</source>
        <translation>
            <numerusform>%1 von %n Partie angezeigt</numerusform>
            <numerusform>%1 von %n Partien angezeigt</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eschess::app::PiecePalette</name>
    <message>
        <source>Eraser: a click empties the square</source>
        <translation>Radierer: ein Klick leert das Feld</translation>
    </message>
    <message>
        <source>Eraser</source>
        <translation>Radierer</translation>
    </message>
    <message>
        <source>White king</source>
        <translation>Weißer König</translation>
    </message>
    <message>
        <source>Black king</source>
        <translation>Schwarzer König</translation>
    </message>
    <message>
        <source>White queen</source>
        <translation>Weiße Dame</translation>
    </message>
    <message>
        <source>Black queen</source>
        <translation>Schwarze Dame</translation>
    </message>
    <message>
        <source>White rook</source>
        <translation>Weißer Turm</translation>
    </message>
    <message>
        <source>Black rook</source>
        <translation>Schwarzer Turm</translation>
    </message>
    <message>
        <source>White bishop</source>
        <translation>Weißer Läufer</translation>
    </message>
    <message>
        <source>Black bishop</source>
        <translation>Schwarzer Läufer</translation>
    </message>
    <message>
        <source>White knight</source>
        <translation>Weißer Springer</translation>
    </message>
    <message>
        <source>Black knight</source>
        <translation>Schwarzer Springer</translation>
    </message>
    <message>
        <source>White pawn</source>
        <translation>Weißer Bauer</translation>
    </message>
    <message>
        <source>Black pawn</source>
        <translation>Schwarzer Bauer</translation>
    </message>
</context>
<context>
    <name>eschess::app::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>Systemvorgabe</translation>
    </message>
    <message>
        <source>Show coordinates</source>
        <translation>Koordinaten anzeigen</translation>
    </message>
    <message>
        <source>Animate moves</source>
        <translation>Züge animieren</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Sprache:</translation>
    </message>
    <message>
        <source>&lt;i&gt;A new language takes effect when Eschess starts again.&lt;/i&gt;</source>
        <translation>&lt;i&gt;Eine neue Sprache gilt ab dem nächsten Start von Eschess.&lt;/i&gt;</translation>
    </message>
    <message>
        <source>Board theme:</source>
        <translation>Brettfarben:</translation>
    </message>
    <message>
        <source>Delay between engine moves:</source>
        <translation>Pause zwischen Engine-Zügen:</translation>
    </message>
    <message>
        <source>Engines play from the opening book in games against a person</source>
        <translation>Engines spielen in Partien gegen einen Menschen aus dem Eröffnungsbuch</translation>
    </message>
    <message>
        <source>The book chosen in the Opening Book panel; the engine searches once the book has no move for the position.</source>
        <translation>Das im Bereich „Eröffnungsbuch“ gewählte Buch; die Engine sucht selbst, sobald das Buch keinen Zug für die Stellung hat.</translation>
    </message>
    <message>
        <source>Show the engine&apos;s thinking in games against it</source>
        <translation>Denken der Engine in Partien gegen sie anzeigen</translation>
    </message>
    <message>
        <source>Off: while you play an engine, its search, output and evaluation stay hidden until the game is over. Games between two engines always show them.</source>
        <translation>Aus: Während Sie gegen eine Engine spielen, bleiben ihre Suche, Ausgabe und Bewertung verborgen, bis die Partie beendet ist. Partien zwischen zwei Engines zeigen sie immer.</translation>
    </message>
</context>
<context>
    <name>eschess::app::PromotionChooser</name>
    <message>
        <source>Promotion</source>
        <translation>Umwandlung</translation>
    </message>
</context>
<context>
    <name>eschess::app::PvPanel</name>
    <message>
        <source>Depth</source>
        <translation>Tiefe</translation>
    </message>
    <message>
        <source>Best move</source>
        <translation>Bester Zug</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Bewertung</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>The best move after each iteration; bold where it changed</source>
        <translation>Der beste Zug nach jeder Iteration; fett, wo er wechselte</translation>
    </message>
    <message>
        <source>&lt;i&gt;No search yet.&lt;/i&gt;</source>
        <translation>&lt;i&gt;Noch keine Suche.&lt;/i&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; &amp;nbsp; depth %2/%3 &amp;nbsp; %4 s &amp;nbsp; %5 nodes</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; &amp;nbsp; Tiefe %2/%3 &amp;nbsp; %4 s &amp;nbsp; %5 Knoten</translation>
    </message>
    <message>
        <source> &amp;nbsp; %1 n/s</source>
        <translation> &amp;nbsp; %1 K/s</translation>
    </message>
    <message>
        <source> &amp;nbsp; (fail high)</source>
        <translation> &amp;nbsp; (Fail-high)</translation>
    </message>
    <message>
        <source> &amp;nbsp; (fail low)</source>
        <translation> &amp;nbsp; (Fail-low)</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>Best move per iteration (changes: %1)</source>
        <translation>Bester Zug je Iteration (Wechsel: %1)</translation>
    </message>
    <message>
        <source>%1 M</source>
        <translation>%1 Mio.</translation>
    </message>
    <message>
        <source>%1 k</source>
        <translation>%1 Tsd.</translation>
    </message>
</context>
<context>
    <name>eschess::app::ReviewDialog</name>
    <message>
        <source>Review Game</source>
        <translation>Partie auswerten</translation>
    </message>
    <message>
        <source>Eschess: %1</source>
        <translation>Eschess: %1</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Tiefe</translation>
    </message>
    <message>
        <source>Time per position</source>
        <translation>Zeit pro Stellung</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>%v of %m positions</source>
        <translation>%v von %m Stellungen</translation>
    </message>
    <message>
        <source>Every position of the main line is scored; each move is judged by how much it lowers the mover&apos;s chances (docs/analysis.md).</source>
        <translation>Jede Stellung der Hauptvariante wird bewertet; jeder Zug wird danach beurteilt, wie sehr er die Chancen der ziehenden Seite verringert (docs/analysis.md).</translation>
    </message>
    <message>
        <source>&amp;Review</source>
        <translation>&amp;Auswerten</translation>
    </message>
    <message>
        <source>&amp;Cancel Review</source>
        <translation>Auswertung a&amp;bbrechen</translation>
    </message>
    <message>
        <source>Engine:</source>
        <translation>Engine:</translation>
    </message>
    <message>
        <source>Per position:</source>
        <translation>Pro Stellung:</translation>
    </message>
    <message>
        <source>The game has no moves to review.</source>
        <translation>Die Partie hat keine Züge, die ausgewertet werden könnten.</translation>
    </message>
    <message>
        <source>Cannot use this engine: %1</source>
        <translation>Diese Engine ist nicht verwendbar: %1</translation>
    </message>
    <message>
        <source>Review Game — %1%</source>
        <translation>Partie auswerten — %1 %</translation>
    </message>
    <message>
        <source>Reviewing %1 moves with %2…</source>
        <translation>Werte %1 Züge mit %2 aus …</translation>
    </message>
    <message>
        <source>Review done: %1 moves annotated. They are in the move list, the evaluation graph and the Game Review panel.</source>
        <translation>Auswertung fertig: %1 Züge kommentiert. Sie stehen in der Zugliste, im Bewertungsgraphen und im Bereich „Partieauswertung“.</translation>
    </message>
    <message>
        <source>The review stopped: %1. %2 of %3 moves are annotated.</source>
        <translation>Die Auswertung wurde abgebrochen: %1. %2 von %3 Zügen sind kommentiert.</translation>
    </message>
    <message>
        <source>The game changed during the review: the %1 moves still in it are annotated.</source>
        <translation>Die Partie hat sich während der Auswertung geändert: die %1 Züge, die noch in ihr stehen, sind kommentiert.</translation>
    </message>
    <message>
        <source>Review cancelled: %1 of %2 moves are annotated.</source>
        <translation>Auswertung abgebrochen: %1 von %2 Zügen sind kommentiert.</translation>
    </message>
</context>
<context>
    <name>eschess::app::ReviewRunner</name>
    <message>
        <source>the engine failed: %1</source>
        <translation>die Engine ist ausgefallen: %1</translation>
    </message>
</context>
<context>
    <name>eschess::app::ReviewSummary</name>
    <message>
        <source>Best</source>
        <translation>Bester</translation>
    </message>
    <message>
        <source>Good</source>
        <translation>Gut</translation>
    </message>
    <message>
        <source>?!</source>
        <translation>?!</translation>
    </message>
    <message>
        <source>?</source>
        <translation>?</translation>
    </message>
    <message>
        <source>??</source>
        <translation>??</translation>
    </message>
    <message>
        <source>Avg. loss</source>
        <translation>Ø Verlust</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>Genauigkeit</translation>
    </message>
    <message>
        <source>The engine&apos;s own move</source>
        <translation>Der Zug, den die Engine selbst wählt</translation>
    </message>
    <message>
        <source>Lowers the winning chances by less than 5 points</source>
        <translation>Verringert die Gewinnchancen um weniger als 5 Punkte</translation>
    </message>
    <message>
        <source>Inaccuracies: 5 to 10 points</source>
        <translation>Ungenauigkeiten: 5 bis 10 Punkte</translation>
    </message>
    <message>
        <source>Mistakes: 10 to 15 points</source>
        <translation>Fehler: 10 bis 15 Punkte</translation>
    </message>
    <message>
        <source>Blunders: 15 points or more</source>
        <translation>Grobe Fehler: 15 Punkte oder mehr</translation>
    </message>
    <message>
        <source>Average centipawn loss per move</source>
        <translation>Durchschnittlicher Centipawn-Verlust pro Zug</translation>
    </message>
    <message>
        <source>Accuracy as Lichess computes it (docs/analysis.md)</source>
        <translation>Genauigkeit, wie Lichess sie berechnet (docs/analysis.md)</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>No review yet: Analysis ▸ Review Game…</source>
        <translation>Noch keine Auswertung: Analyse ▸ Partie auswerten …</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>%1 moves reviewed. A move is an inaccuracy (?!), a mistake (?) or a blunder (??) when it lowers the mover&apos;s winning chances by 5, 10 or 15 points.</source>
        <translation>%1 Züge ausgewertet. Ein Zug ist eine Ungenauigkeit (?!), ein Fehler (?) oder ein grober Fehler (??), wenn er die Gewinnchancen der ziehenden Seite um 5, 10 oder 15 Punkte verringert.</translation>
    </message>
    <message>
        <source>Game Review</source>
        <translation>Partieauswertung</translation>
    </message>
    <message>
        <source>&amp;Review Game…</source>
        <translation>Partie aus&amp;werten …</translation>
    </message>
    <message>
        <source>Ctrl+Shift+R</source>
        <translation>Ctrl+Shift+R</translation>
    </message>
</context>
<context>
    <name>eschess::app::RunJournal</name>
    <message>
        <source>the state file &apos;%1&apos; exists: resume that run, or remove the file to start anew</source>
        <translation>die Zustandsdatei &apos;%1&apos; existiert: setzen Sie diesen Lauf fort oder entfernen Sie die Datei, um neu zu beginnen</translation>
    </message>
    <message>
        <source>cannot write the state file &apos;%1&apos;: %2</source>
        <translation>die Zustandsdatei &apos;%1&apos; kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>resuming needs a state file</source>
        <translation>zum Fortsetzen wird eine Zustandsdatei benötigt</translation>
    </message>
    <message>
        <source>cannot read the state file &apos;%1&apos;: %2</source>
        <translation>die Zustandsdatei &apos;%1&apos; kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1: not a line of an Eschess state file</source>
        <translation>%1: keine Zeile einer Eschess-Zustandsdatei</translation>
    </message>
    <message>
        <source>%1: not an Eschess state file</source>
        <translation>%1: keine Eschess-Zustandsdatei</translation>
    </message>
    <message>
        <source>%1: state file version %2 is not supported</source>
        <translation>%1: Version %2 der Zustandsdatei wird nicht unterstützt</translation>
    </message>
    <message>
        <source>%1: the state file is of a %2, not of a %3</source>
        <translation>%1: die Zustandsdatei gehört zu „%2“, nicht zu „%3“</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message>
        <source>%1: the run was started with other settings: %2 was %3, now %4</source>
        <translation>%1: der Lauf wurde mit anderen Einstellungen gestartet: %2 war %3, jetzt %4</translation>
    </message>
    <message>
        <source>%1: the run wrote its games to &apos;%2&apos;, not &apos;%3&apos;</source>
        <translation>%1: der Lauf hat seine Partien nach &apos;%2&apos; geschrieben, nicht nach &apos;%3&apos;</translation>
    </message>
    <message>
        <source>%1: a game line needs game, white, black and result</source>
        <translation>%1: eine Partiezeile braucht game, white, black und result</translation>
    </message>
    <message>
        <source>%1: game %2 is recorded twice</source>
        <translation>%1: Partie %2 ist doppelt verzeichnet</translation>
    </message>
    <message>
        <source>%1: the state file is empty</source>
        <translation>%1: die Zustandsdatei ist leer</translation>
    </message>
    <message>
        <source>cannot repair the state file &apos;%1&apos;: %2</source>
        <translation>die Zustandsdatei &apos;%1&apos; kann nicht repariert werden: %2</translation>
    </message>
    <message>
        <source>the PGN file &apos;%1&apos; has %2 bytes, but the state file recorded %3: it was changed since; the run cannot be resumed safely</source>
        <translation>die PGN-Datei &apos;%1&apos; hat %2 Bytes, die Zustandsdatei verzeichnete aber %3: sie wurde seitdem verändert; der Lauf kann nicht sicher fortgesetzt werden</translation>
    </message>
    <message>
        <source>cannot cut the PGN file &apos;%1&apos; back to its last recorded game: %2</source>
        <translation>die PGN-Datei &apos;%1&apos; kann nicht auf ihre letzte verzeichnete Partie gekürzt werden: %2</translation>
    </message>
</context>
<context>
    <name>eschess::app::SetupBoard</name>
    <message>
        <source>Board to set up</source>
        <translation>Brett zum Aufbauen</translation>
    </message>
</context>
<context>
    <name>eschess::app::SetupPositionDialog</name>
    <message>
        <source>Set Up Position</source>
        <translation>Stellung aufbauen</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>Castling</source>
        <translation>Rochade</translation>
    </message>
    <message>
        <source>White O-O</source>
        <translation>Weiß O-O</translation>
    </message>
    <message>
        <source>White O-O-O</source>
        <translation>Weiß O-O-O</translation>
    </message>
    <message>
        <source>Black O-O</source>
        <translation>Schwarz O-O</translation>
    </message>
    <message>
        <source>Black O-O-O</source>
        <translation>Schwarz O-O-O</translation>
    </message>
    <message>
        <source>Offered while the king and this rook stand on their starting squares</source>
        <translation>Möglich, solange König und dieser Turm auf ihren Ausgangsfeldern stehen</translation>
    </message>
    <message>
        <source>Offered where a pawn of the side not to move may just have advanced two squares</source>
        <translation>Möglich, wo ein Bauer der Seite, die nicht am Zug ist, eben zwei Felder vorgerückt sein kann</translation>
    </message>
    <message>
        <source>Plies since the last capture or pawn move (the fifty-move rule counts these)</source>
        <translation>Halbzüge seit dem letzten Schlagen oder Bauernzug (die 50-Züge-Regel zählt diese)</translation>
    </message>
    <message>
        <source>Side to move:</source>
        <translation>Am Zug:</translation>
    </message>
    <message>
        <source>En passant:</source>
        <translation>En passant:</translation>
    </message>
    <message>
        <source>Move number:</source>
        <translation>Zugnummer:</translation>
    </message>
    <message>
        <source>Halfmove clock:</source>
        <translation>Halbzugzähler:</translation>
    </message>
    <message>
        <source>Start Position</source>
        <translation>Grundstellung</translation>
    </message>
    <message>
        <source>Clear Board</source>
        <translation>Brett leeren</translation>
    </message>
    <message>
        <source>Flip Board</source>
        <translation>Brett drehen</translation>
    </message>
    <message>
        <source>FEN:</source>
        <translation>FEN:</translation>
    </message>
    <message>
        <source>Type or paste a FEN</source>
        <translation>FEN eingeben oder einfügen</translation>
    </message>
    <message>
        <source>Not a legal position: %1</source>
        <translation>Keine gültige Stellung: %1</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keines</translation>
    </message>
    <message>
        <source>White is checkmated.</source>
        <translation>Weiß ist matt.</translation>
    </message>
    <message>
        <source>Black is checkmated.</source>
        <translation>Schwarz ist matt.</translation>
    </message>
    <message>
        <source>Stalemate: White has no legal move.</source>
        <translation>Patt: Weiß hat keinen legalen Zug.</translation>
    </message>
    <message>
        <source>Stalemate: Black has no legal move.</source>
        <translation>Patt: Schwarz hat keinen legalen Zug.</translation>
    </message>
    <message>
        <source>White to move, in check.</source>
        <translation>Weiß am Zug, im Schach.</translation>
    </message>
    <message>
        <source>Black to move, in check.</source>
        <translation>Schwarz am Zug, im Schach.</translation>
    </message>
    <message>
        <source>White to move.</source>
        <translation>Weiß am Zug.</translation>
    </message>
    <message>
        <source>Black to move.</source>
        <translation>Schwarz am Zug.</translation>
    </message>
    <message>
        <source>Chess960 castling</source>
        <translation>Chess960-Rochade</translation>
    </message>
    <message>
        <source>King anywhere on its first rank, castling with the outermost rook on either side</source>
        <translation>König irgendwo auf seiner Grundreihe, rochiert mit dem äußersten Turm auf jeder Seite</translation>
    </message>
</context>
<context>
    <name>eschess::app::StatsModel</name>
    <message>
        <source>%1%</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>Late-move reductions applied / re-searches after a reduced or null-window search failed high</source>
        <translation>Angewandte Late-Move-Reduktionen / Neusuchen, nachdem eine reduzierte oder Nullfenster-Suche fail-high war</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Tiefe</translation>
    </message>
    <message>
        <source>Sel</source>
        <translation>Sel</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <source>Q-nodes</source>
        <translation>R-Knoten</translation>
    </message>
    <message>
        <source>β-cuts</source>
        <translation>β-Schnitte</translation>
    </message>
    <message>
        <source>1st cut</source>
        <translation>1. Schnitt</translation>
    </message>
    <message>
        <source>TT hit</source>
        <translation>TT-Treffer</translation>
    </message>
    <message>
        <source>Null cuts</source>
        <translation>Nullzug-Schnitte</translation>
    </message>
    <message>
        <source>Red. / re-s.</source>
        <translation>Red. / Neus.</translation>
    </message>
    <message>
        <source>EBF</source>
        <translation>EVF</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>NPS</source>
        <translation>K/s</translation>
    </message>
    <message>
        <source>Nominal depth of the iteration (plies)</source>
        <translation>Nominale Tiefe der Iteration (Halbzüge)</translation>
    </message>
    <message>
        <source>Selective depth: the deepest ply reached, quiescence included</source>
        <translation>Selektive Tiefe: der tiefste erreichte Halbzug, Ruhesuche eingeschlossen</translation>
    </message>
    <message>
        <source>Positions visited in this iteration (external engines: total so far)</source>
        <translation>In dieser Iteration besuchte Stellungen (externe Engines: bisherige Summe)</translation>
    </message>
    <message>
        <source>Of which in the quiescence search</source>
        <translation>Davon in der Ruhesuche</translation>
    </message>
    <message>
        <source>Beta cut-offs: moves that refuted the opponent&apos;s previous move</source>
        <translation>Beta-Schnitte: Züge, die den vorigen Zug des Gegners widerlegt haben</translation>
    </message>
    <message>
        <source>Share of cut-offs made by the first move searched: move-ordering quality</source>
        <translation>Anteil der Schnitte durch den ersten durchsuchten Zug: Güte der Zugsortierung</translation>
    </message>
    <message>
        <source>Share of transposition-table probes that found the position</source>
        <translation>Anteil der Transpositionstabellen-Abfragen, die die Stellung fanden</translation>
    </message>
    <message>
        <source>Cut-offs by null-move pruning</source>
        <translation>Schnitte durch Nullzug-Pruning</translation>
    </message>
    <message>
        <source>Late-move reductions / re-searches</source>
        <translation>Late-Move-Reduktionen / Neusuchen</translation>
    </message>
    <message>
        <source>Effective branching factor: nodes of this depth / nodes of the previous one</source>
        <translation>Effektiver Verzweigungsfaktor: Knoten dieser Tiefe / Knoten der vorigen</translation>
    </message>
    <message>
        <source>Time since the search started</source>
        <translation>Zeit seit Beginn der Suche</translation>
    </message>
    <message>
        <source>Nodes per second</source>
        <translation>Knoten pro Sekunde</translation>
    </message>
</context>
<context>
    <name>eschess::app::StatsPanel</name>
    <message>
        <source>This search</source>
        <translation>Diese Suche</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Vergleichen</translation>
    </message>
</context>
<context>
    <name>eschess::app::SuiteHistory</name>
    <message>
        <source>cannot create the folder %1</source>
        <translation>der Ordner %1 kann nicht angelegt werden</translation>
    </message>
</context>
<context>
    <name>eschess::app::SuitePanel</name>
    <message>
        <source>%v / %m positions</source>
        <translation>%v / %m Stellungen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>CSV exportieren …</translation>
    </message>
    <message>
        <source>Export JSON…</source>
        <translation>JSON exportieren …</translation>
    </message>
    <message>
        <source>Double-click a position to analyse it on the board.</source>
        <translation>Doppelklicken Sie auf eine Stellung, um sie auf dem Brett zu analysieren.</translation>
    </message>
    <message>
        <source>Solved positions</source>
        <translation>Gelöste Stellungen</translation>
    </message>
    <message>
        <source>Positions</source>
        <translation>Stellungen</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Zusammenfassung</translation>
    </message>
    <message>
        <source>Chart</source>
        <translation>Diagramm</translation>
    </message>
    <message>
        <source>Export CSV</source>
        <translation>CSV exportieren</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <source>Export JSON</source>
        <translation>JSON exportieren</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>JSON-Dateien (*.json)</translation>
    </message>
    <message>
        <source>A suite is already running.</source>
        <translation>Eine Testsuite läuft bereits.</translation>
    </message>
    <message>
        <source>Cannot read the suite %1: %2</source>
        <translation>Die Testsuite %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>The suite has no usable positions.</source>
        <translation>Die Testsuite hat keine brauchbaren Stellungen.</translation>
    </message>
    <message>
        <source>Engine &apos;%1&apos;: %2</source>
        <translation>Engine &apos;%1&apos;: %2</translation>
    </message>
    <message>
        <source>Choose at least one engine.</source>
        <translation>Wählen Sie mindestens eine Engine.</translation>
    </message>
    <message>
        <source>Running %1 (%2)…</source>
        <translation>%1 läuft (%2) …</translation>
    </message>
    <message numerus="yes">
        <source>Running %1 (%2); %n bad line(s) skipped.</source>
        <translation>
            <numerusform>%1 läuft (%2); %n fehlerhafte Zeile übersprungen.</numerusform>
            <numerusform>%1 läuft (%2); %n fehlerhafte Zeilen übersprungen.</numerusform>
        </translation>
    </message>
    <message>
        <source>(cancelled; finished positions kept)</source>
        <translation>(abgebrochen; fertige Stellungen behalten)</translation>
    </message>
    <message>
        <source>%1: %2 solved, Bratko-Kopec score %3</source>
        <translation>%1: %2 gelöst, Bratko-Kopec-Punktzahl %3</translation>
    </message>
    <message>
        <source>(last run: %1)</source>
        <translation>(letzter Lauf: %1)</translation>
    </message>
    <message>
        <source>The paper behind the score maps about 5 points to a rating of 1600–1799 — a rough estimate for its time limits of 30–120 s, not a rating.</source>
        <translation>Der Artikel zu dieser Punktzahl ordnet etwa 5 Punkten eine Spielstärke von 1600–1799 zu – eine grobe Schätzung für seine Zeitgrenzen von 30–120 s, keine Wertungszahl.</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Tiefe</translation>
    </message>
    <message>
        <source>Time to solution (ms)</source>
        <translation>Zeit bis zur Lösung (ms)</translation>
    </message>
    <message>
        <source>Solved</source>
        <translation>Gelöst</translation>
    </message>
    <message>
        <source>(not saved for later comparison: %1)</source>
        <translation>(nicht für spätere Vergleiche gespeichert: %1)</translation>
    </message>
    <message numerus="yes">
        <source>Engine %1 failed %n time(s), last: %2. Given up: its remaining positions were skipped.</source>
        <translation>
            <numerusform>Engine %1 ist %n-mal ausgefallen, zuletzt: %2. Aufgegeben: ihre übrigen Stellungen wurden übersprungen.</numerusform>
            <numerusform>Engine %1 ist %n-mal ausgefallen, zuletzt: %2. Aufgegeben: ihre übrigen Stellungen wurden übersprungen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Engine %1 failed %n time(s), last: %2. Restarted for the next position each time.</source>
        <translation>
            <numerusform>Engine %1 ist %n-mal ausgefallen, zuletzt: %2. Jedes Mal für die nächste Stellung neu gestartet.</numerusform>
            <numerusform>Engine %1 ist %n-mal ausgefallen, zuletzt: %2. Jedes Mal für die nächste Stellung neu gestartet.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eschess::app::SuiteResultsModel</name>
    <message>
        <source> or </source>
        <translation> oder </translation>
    </message>
    <message>
        <source>not %1</source>
        <translation>nicht %1</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>mate in %1</source>
        <translation>Matt in %1</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>Kategorie</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Engine</translation>
    </message>
    <message>
        <source>Limit</source>
        <translation>Grenze</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>Erwartet</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Gespielt</translation>
    </message>
    <message>
        <source>Solved</source>
        <translation>Gelöst</translation>
    </message>
    <message>
        <source>Time to solution</source>
        <translation>Zeit bis zur Lösung</translation>
    </message>
    <message>
        <source>Depth to solution</source>
        <translation>Tiefe bis zur Lösung</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Bewertung</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>lever</source>
        <translation>Hebel</translation>
    </message>
    <message>
        <source>tactical</source>
        <translation>taktisch</translation>
    </message>
    <message>
        <source>mate %1</source>
        <translation>Matt %1</translation>
    </message>
    <message>
        <source>%1 cp</source>
        <translation>%1 cp</translation>
    </message>
    <message>
        <source>%1 vs %2</source>
        <translation>%1 gegen %2</translation>
    </message>
    <message>
        <source>Searched again side by side, %1 scored %2 cp above %3 at depth %4: the evaluation prefers the played move.</source>
        <translation>Nebeneinander neu durchsucht, lag %1 in Tiefe %4 um %2 cp vor %3: Die Bewertung zieht den gespielten Zug vor.</translation>
    </message>
    <message>
        <source>Searched again side by side, %1 scored %2 cp above %3 at depth %4: the full search passed over a move it rates higher when it looks at it.</source>
        <translation>Nebeneinander neu durchsucht, lag %1 in Tiefe %4 um %2 cp vor %3: Die volle Suche hat einen Zug übergangen, den sie höher bewertet, wenn sie ihn ansieht.</translation>
    </message>
    <message>
        <source>Miss margin</source>
        <translation>Abstand des Fehlgriffs</translation>
    </message>
</context>
<context>
    <name>eschess::app::SuiteRunner</name>
    <message>
        <source>the engine could not be created</source>
        <translation>die Engine konnte nicht erzeugt werden</translation>
    </message>
    <message>
        <source>depth %1</source>
        <translation>Tiefe %1</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>sweep to depth %1 (%2 s)</source>
        <translation>Durchlauf bis Tiefe %1 (%2 s)</translation>
    </message>
    <message>
        <source>%1 nodes</source>
        <translation>%1 Knoten</translation>
    </message>
</context>
<context>
    <name>eschess::app::SuiteSetupDialog</name>
    <message>
        <source>Run a test suite</source>
        <translation>Testsuite ausführen</translation>
    </message>
    <message>
        <source>Suite</source>
        <translation>Testsuite</translation>
    </message>
    <message>
        <source>EPD file…</source>
        <translation>EPD-Datei …</translation>
    </message>
    <message>
        <source>Open EPD file…</source>
        <translation>EPD-Datei öffnen …</translation>
    </message>
    <message>
        <source>Engines</source>
        <translation>Engines</translation>
    </message>
    <message>
        <source>more engines, separated by &apos;;&apos; — e.g. /usr/games/stockfish,Threads=1</source>
        <translation>weitere Engines, durch &apos;;&apos; getrennt – z. B. /usr/games/stockfish,Threads=1</translation>
    </message>
    <message>
        <source>Limit per position</source>
        <translation>Grenze pro Stellung</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Fixed depth</source>
        <translation>Feste Tiefe</translation>
    </message>
    <message>
        <source>Depth sweep</source>
        <translation>Tiefendurchlauf</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>up to depth </source>
        <translation>bis Tiefe </translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>The sweep ends after the first depth at which a search takes longer than this.</source>
        <translation>Der Durchlauf endet nach der ersten Tiefe, bei der eine Suche länger als diese Zeit dauert.</translation>
    </message>
    <message>
        <source>timeout</source>
        <translation>Zeitlimit</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Starten</translation>
    </message>
    <message>
        <source>Positions searched at the same time, each by an engine instance of its own.</source>
        <translation>Gleichzeitig durchsuchte Stellungen, jede von einer eigenen Engine-Instanz.</translation>
    </message>
    <message>
        <source>Multiplies the Bratko-Kopec checkpoints of 30, 60, 90 and 120 seconds; use 0.1 for a machine ten times faster than the paper&apos;s.</source>
        <translation>Multipliziert die Bratko-Kopec-Messpunkte von 30, 60, 90 und 120 Sekunden; 0,1 für einen Rechner, der zehnmal schneller ist als der des Artikels.</translation>
    </message>
    <message>
        <source>Jobs at once:</source>
        <translation>Gleichzeitige Aufträge:</translation>
    </message>
    <message>
        <source>Bratko-Kopec time scale:</source>
        <translation>Bratko-Kopec-Zeitfaktor:</translation>
    </message>
    <message>
        <source>Open EPD file</source>
        <translation>EPD-Datei öffnen</translation>
    </message>
    <message>
        <source>EPD files (*.epd);;All files (*)</source>
        <translation>EPD-Dateien (*.epd);;Alle Dateien (*)</translation>
    </message>
    <message numerus="yes">
        <source>%n position(s)</source>
        <translation>
            <numerusform>%n Stellung</numerusform>
            <numerusform>%n Stellungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) skipped:</source>
        <translation>
            <numerusform>%n Zeile übersprungen:</numerusform>
            <numerusform>%n Zeilen übersprungen:</numerusform>
        </translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <source>The same search on any machine and under any load: results compare across machines, and other work may run meanwhile.</source>
        <translation>Dieselbe Suche auf jedem Rechner und unter jeder Last: Ergebnisse lassen sich zwischen Rechnern vergleichen, und anderes darf nebenher laufen.</translation>
    </message>
    <message>
        <source>Measure each miss&apos;s margin</source>
        <translation>Abstand jedes Fehlgriffs messen</translation>
    </message>
    <message>
        <source>After a miss, search the position again with the same limit, comparing only the played move and the expected ones: how far the expected move trailed. Not for depth sweeps.</source>
        <translation>Nach einem Fehlgriff die Stellung mit derselben Grenze erneut durchsuchen und nur den gespielten und die erwarteten Züge vergleichen: wie weit der erwartete Zug zurücklag. Nicht bei Tiefenreihen.</translation>
    </message>
</context>
<context>
    <name>eschess::app::SuiteSummaryModel</name>
    <message>
        <source>all</source>
        <translation>alle</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Engine</translation>
    </message>
    <message>
        <source>Limit</source>
        <translation>Grenze</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>Kategorie</translation>
    </message>
    <message>
        <source>Solved</source>
        <translation>Gelöst</translation>
    </message>
    <message>
        <source>Positions</source>
        <translation>Stellungen</translation>
    </message>
    <message>
        <source>Solved %</source>
        <translation>Gelöst %</translation>
    </message>
    <message>
        <source>BK points</source>
        <translation>BK-Punkte</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
</context>
<context>
    <name>eschess::app::TimeControl</name>
    <message>
        <source>time control &apos;%1&apos;: %2</source>
        <translation>Bedenkzeit &apos;%1&apos;: %2</translation>
    </message>
    <message>
        <source>empty; expected e.g. 40/60+0.6 or 10+0.1</source>
        <translation>leer; erwartet z. B. 40/60+0.6 oder 10+0.1</translation>
    </message>
    <message>
        <source>moves per period &apos;%1&apos; must be a positive whole number</source>
        <translation>Züge pro Periode &apos;%1&apos; muss eine positive ganze Zahl sein</translation>
    </message>
    <message>
        <source>time &apos;%1&apos; is not a number of seconds</source>
        <translation>Zeit &apos;%1&apos; ist keine Sekundenzahl</translation>
    </message>
    <message>
        <source>increment &apos;%1&apos; is not a number of seconds</source>
        <translation>Zuschlag &apos;%1&apos; ist keine Sekundenzahl</translation>
    </message>
    <message>
        <source>no time at all</source>
        <translation>überhaupt keine Zeit</translation>
    </message>
    <message>
        <source>untimed</source>
        <translation>ohne Zeitbegrenzung</translation>
    </message>
    <message>
        <source>movetime %1 ms</source>
        <translation>Zugzeit %1 ms</translation>
    </message>
    <message>
        <source>depth %1</source>
        <translation>Tiefe %1</translation>
    </message>
    <message>
        <source>nodes %1</source>
        <translation>Knoten %1</translation>
    </message>
    <message>
        <source>milliseconds per move must be a whole number from 1 to %1</source>
        <translation>Millisekunden pro Zug müssen eine ganze Zahl von 1 bis %1 sein</translation>
    </message>
    <message>
        <source>the depth must be a whole number from 1 to %1</source>
        <translation>die Tiefe muss eine ganze Zahl von 1 bis %1 sein</translation>
    </message>
    <message>
        <source>nodes per move must be a whole number from 1 to %1</source>
        <translation>Knoten pro Zug müssen eine ganze Zahl von 1 bis %1 sein</translation>
    </message>
</context>
<context>
    <name>eschess::app::TimeControlEdit</name>
    <message>
        <source>Clock (moves/seconds+increment)</source>
        <translation>Uhr (Züge/Sekunden+Zuschlag)</translation>
    </message>
    <message>
        <source>Time per move (ms)</source>
        <translation>Zeit pro Zug (ms)</translation>
    </message>
    <message>
        <source>Fixed depth</source>
        <translation>Feste Tiefe</translation>
    </message>
    <message>
        <source>Nodes per move</source>
        <translation>Knoten pro Zug</translation>
    </message>
</context>
<context>
    <name>eschess::app::TournamentDialog</name>
    <message>
        <source>Resume tournament</source>
        <translation>Turnier fortsetzen</translation>
    </message>
    <message>
        <source>New tournament</source>
        <translation>Neues Turnier</translation>
    </message>
    <message>
        <source>%1 (UCI)</source>
        <translation>%1 (UCI)</translation>
    </message>
    <message>
        <source>options, e.g. Depth=3, Hash=64</source>
        <translation>Optionen, z. B. Depth=3, Hash=64</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>Entfe&amp;rnen</translation>
    </message>
    <message>
        <source>Engine:</source>
        <translation>Engine:</translation>
    </message>
    <message>
        <source>&amp;Engines:</source>
        <translation>&amp;Engines:</translation>
    </message>
    <message>
        <source>Round robin (everyone against everyone)</source>
        <translation>Rundenturnier (jeder gegen jeden)</translation>
    </message>
    <message>
        <source>Gauntlet (the first engine against the others)</source>
        <translation>Gauntlet (die erste Engine gegen die anderen)</translation>
    </message>
    <message>
        <source>Swiss</source>
        <translation>Schweizer System</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>&amp;Modus:</translation>
    </message>
    <message>
        <source>&amp;Games per pairing:</source>
        <translation>&amp;Partien pro Paarung:</translation>
    </message>
    <message>
        <source>automatic</source>
        <translation>automatisch</translation>
    </message>
    <message>
        <source>Swiss &amp;rounds:</source>
        <translation>R&amp;unden (Schweizer System):</translation>
    </message>
    <message>
        <source>&amp;Time control:</source>
        <translation>&amp;Bedenkzeit:</translation>
    </message>
    <message>
        <source>none: the standard position</source>
        <translation>keine: die Grundstellung</translation>
    </message>
    <message>
        <source>&amp;Openings (EPD, PGN or book):</source>
        <translation>Er&amp;öffnungen (EPD, PGN oder Buch):</translation>
    </message>
    <message>
        <source>Openings (*.epd *.pgn *.bin);;All files (*)</source>
        <translation>Eröffnungen (*.epd *.pgn *.bin);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Book: always the best move</source>
        <translation>Buch: immer der beste Zug</translation>
    </message>
    <message>
        <source> plies</source>
        <translation> Halbzüge</translation>
    </message>
    <message>
        <source>up to</source>
        <translation>bis zu</translation>
    </message>
    <message>
        <source>&amp;Seed:</source>
        <translation>Start&amp;wert:</translation>
    </message>
    <message>
        <source>&amp;Concurrency:</source>
        <translation>&amp;Gleichzeitige Partien:</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>keine Grenze</translation>
    </message>
    <message>
        <source>Draw after &amp;moves:</source>
        <translation>Remis nach &amp;Zügen:</translation>
    </message>
    <message>
        <source>&amp;PGN file:</source>
        <translation>PG&amp;N-Datei:</translation>
    </message>
    <message>
        <source>PGN files (*.pgn)</source>
        <translation>PGN-Dateien (*.pgn)</translation>
    </message>
    <message>
        <source>the PGN file&apos;s name with .state</source>
        <translation>der Name der PGN-Datei mit .state</translation>
    </message>
    <message>
        <source>&amp;State file:</source>
        <translation>Zustan&amp;dsdatei:</translation>
    </message>
    <message>
        <source>State files (*.state);;All files (*)</source>
        <translation>Zustandsdateien (*.state);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Fortsetzen</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Starten</translation>
    </message>
    <message>
        <source>Continues the tournament recorded in the state file: the games it lists are kept, the rest are played. The settings must be the ones it was started with, except that more games per pairing (in a Swiss, more rounds) extend it.</source>
        <translation>Setzt das in der Zustandsdatei verzeichnete Turnier fort: die dort aufgeführten Partien bleiben erhalten, die übrigen werden gespielt. Die Einstellungen müssen dieselben sein, mit denen es gestartet wurde; nur mehr Partien pro Paarung (im Schweizer System mehr Runden) verlängern es.</translation>
    </message>
    <message>
        <source>add at least two engines</source>
        <translation>fügen Sie mindestens zwei Engines hinzu</translation>
    </message>
    <message>
        <source>the state file &apos;%1&apos; holds a tournament already: resume it (Tools ▸ Resume tournament), or choose another state file</source>
        <translation>die Zustandsdatei &apos;%1&apos; enthält bereits ein Turnier: setzen Sie es fort (Werkzeuge ▸ Turnier fortsetzen) oder wählen Sie eine andere Zustandsdatei</translation>
    </message>
    <message>
        <source>Chess960</source>
        <translation>Chess960</translation>
    </message>
    <message>
        <source>Fischer random chess: games from the 960 starting positions, drawn by the seed, or from the openings file played as Chess960</source>
        <translation>Fischer-Random-Schach: Partien aus den 960 Ausgangsstellungen, nach dem Startwert ausgelost, oder aus der Eröffnungsdatei, als Chess960 gespielt</translation>
    </message>
    <message>
        <source>a Polyglot book holds standard chess&apos;s openings: choose an EPD or PGN file, or none, for Chess960</source>
        <translation>ein Polyglot-Buch enthält Eröffnungen des normalen Schachs: für Chess960 eine EPD- oder PGN-Datei wählen oder keine</translation>
    </message>
</context>
<context>
    <name>eschess::app::TournamentPanel</name>
    <message>
        <source>No tournament</source>
        <translation>Kein Turnier</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>&amp;Stoppen</translation>
    </message>
    <message>
        <source>Show on the board:</source>
        <translation>Auf dem Brett zeigen:</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Engine</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partien</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Prozent</translation>
    </message>
    <message>
        <source>Elo</source>
        <translation>Elo</translation>
    </message>
    <message>
        <source>95% interval</source>
        <translation>95-%-Intervall</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Tabelle</translation>
    </message>
    <message>
        <source>Crosstable</source>
        <translation>Kreuztabelle</translation>
    </message>
    <message>
        <source>Rating after each game (fitted over all games, mean 0)</source>
        <translation>Wertung nach jeder Partie (über alle Partien angepasst, Mittelwert 0)</translation>
    </message>
    <message>
        <source>games</source>
        <translation>Partien</translation>
    </message>
    <message>
        <source>Rating chart</source>
        <translation>Wertungsverlauf</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Opening</source>
        <translation>Eröffnung</translation>
    </message>
    <message>
        <source>Termination</source>
        <translation>Partieende</translation>
    </message>
    <message>
        <source>Double-click a game to open it</source>
        <translation>Doppelklicken Sie auf eine Partie, um sie zu öffnen</translation>
    </message>
    <message>
        <source>Error: %1</source>
        <translation>Fehler: %1</translation>
    </message>
    <message>
        <source>not started</source>
        <translation>nicht gestartet</translation>
    </message>
    <message>
        <source>running</source>
        <translation>läuft</translation>
    </message>
    <message>
        <source>stopping</source>
        <translation>wird gestoppt</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>beendet</translation>
    </message>
    <message>
        <source>%1: %2 of %3 games played, %4 engines — %5</source>
        <translation>%1: %2 von %3 Partien gespielt, %4 Engines — %5</translation>
    </message>
    <message>
        <source>Game %1: %2 – %3</source>
        <translation>Partie %1: %2 – %3</translation>
    </message>
</context>
<context>
    <name>eschess::app::TournamentRunner</name>
    <message>
        <source>a tournament needs at least two engines</source>
        <translation>ein Turnier braucht mindestens zwei Engines</translation>
    </message>
    <message>
        <source>the number of games per pairing must be at least 1</source>
        <translation>die Zahl der Partien pro Paarung muss mindestens 1 sein</translation>
    </message>
    <message>
        <source>the gauntlet engine must be one of the %1 engines</source>
        <translation>die Gauntlet-Engine muss eine der %1 Engines sein</translation>
    </message>
    <message>
        <source>a Swiss tournament needs at least three engines (two play a match)</source>
        <translation>ein Turnier im Schweizer System braucht mindestens drei Engines (zwei spielen einen Wettkampf)</translation>
    </message>
    <message>
        <source>resuming needs the state file of the run</source>
        <translation>zum Fortsetzen wird die Zustandsdatei des Laufs benötigt</translation>
    </message>
    <message>
        <source>there is no state file &apos;%1&apos; to resume from</source>
        <translation>es gibt keine Zustandsdatei &apos;%1&apos;, von der aus fortgesetzt werden könnte</translation>
    </message>
    <message>
        <source>the opening book &apos;%1&apos; has no moves</source>
        <translation>das Eröffnungsbuch &apos;%1&apos; hat keine Züge</translation>
    </message>
    <message>
        <source>cannot write the PGN file &apos;%1&apos;: %2</source>
        <translation>die PGN-Datei &apos;%1&apos; kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>the state file &apos;%1&apos; has game %2 between other players than this tournament pairs</source>
        <translation>die Zustandsdatei &apos;%1&apos; enthält Partie %2 zwischen anderen Spielern, als dieses Turnier paart</translation>
    </message>
    <message>
        <source>the state file &apos;%1&apos; records game %2, which this tournament does not have</source>
        <translation>die Zustandsdatei &apos;%1&apos; verzeichnet Partie %2, die es in diesem Turnier nicht gibt</translation>
    </message>
    <message>
        <source>an engine could not be started: %1</source>
        <translation>eine Engine konnte nicht gestartet werden: %1</translation>
    </message>
    <message>
        <source>cannot record the finished game: %1</source>
        <translation>die beendete Partie kann nicht festgehalten werden: %1</translation>
    </message>
</context>
<context>
    <name>eschess::app::TreeExplorer</name>
    <message>
        <source>no recording searcher available</source>
        <translation>kein aufzeichnender Sucher verfügbar</translation>
    </message>
    <message>
        <source>options, e.g. Hash=16</source>
        <translation>Optionen, z. B. Hash=16</translation>
    </message>
    <message>
        <source>depth </source>
        <translation>Tiefe </translation>
    </message>
    <message>
        <source>Recording stops after this many nodes</source>
        <translation>Die Aufzeichnung endet nach so vielen Knoten</translation>
    </message>
    <message>
        <source> nodes</source>
        <translation> Knoten</translation>
    </message>
    <message>
        <source>Record</source>
        <translation>Aufzeichnen</translation>
    </message>
    <message>
        <source>Record a shallow search to explore its tree.</source>
        <translation>Eine flache Suche aufzeichnen, um ihren Baum zu erkunden.</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stopp</translation>
    </message>
    <message>
        <source>Recording %1 to depth %2…</source>
        <translation>Zeichne %1 bis Tiefe %2 auf …</translation>
    </message>
    <message>
        <source>%1, depth %2: %3 nodes recorded (%4 not searched), search %5 nodes, %6 s.</source>
        <translation>%1, Tiefe %2: %3 Knoten aufgezeichnet (%4 nicht durchsucht), Suche %5 Knoten, %6 s.</translation>
    </message>
    <message>
        <source>The node budget of %1 ran out: only the start of the search is shown.</source>
        <translation>Das Knotenbudget von %1 ist aufgebraucht: nur der Anfang der Suche wird gezeigt.</translation>
    </message>
    <message>
        <source>Root position</source>
        <translation>Wurzelstellung</translation>
    </message>
    <message>
        <source>Not searched: a cut-off above made it irrelevant.</source>
        <translation>Nicht durchsucht: ein Schnitt weiter oben hat ihn bedeutungslos gemacht.</translation>
    </message>
    <message>
        <source>%1 node, score %2 (side to move), %3 children</source>
        <translation>%1-Knoten, Bewertung %2 (Seite am Zug), %3 Kinder</translation>
    </message>
    <message>
        <source>%1 recorded no tree: this searcher does not support the tree recorder.</source>
        <translation>%1 hat keinen Baum aufgezeichnet: dieser Sucher unterstützt die Baumaufzeichnung nicht.</translation>
    </message>
</context>
<context>
    <name>eschess::app::TreeGraphView</name>
    <message numerus="yes">
        <source>%n more</source>
        <translation>
            <numerusform>%n weiterer</numerusform>
            <numerusform>%n weitere</numerusform>
        </translation>
    </message>
    <message>
        <source>Moves not searched because of a cut-off: %1</source>
        <translation>Wegen eines Schnitts nicht durchsuchte Züge: %1</translation>
    </message>
</context>
<context>
    <name>eschess::app::TreeModel</name>
    <message>
        <source>(null)</source>
        <translation>(Nullzug)</translation>
    </message>
    <message>
        <source>PV</source>
        <translation>HV</translation>
    </message>
    <message>
        <source>cut</source>
        <translation>Cut</translation>
    </message>
    <message>
        <source>all</source>
        <translation>All</translation>
    </message>
    <message>
        <source>leaf</source>
        <translation>Blatt</translation>
    </message>
    <message>
        <source>not searched</source>
        <translation>nicht durchsucht</translation>
    </message>
    <message>
        <source>Not searched: a cut-off above made this move irrelevant</source>
        <translation>Nicht durchsucht: ein Schnitt weiter oben hat diesen Zug bedeutungslos gemacht</translation>
    </message>
    <message>
        <source>Root position</source>
        <translation>Wurzelstellung</translation>
    </message>
    <message>
        <source>root</source>
        <translation>Wurzel</translation>
    </message>
    <message>
        <source>TT</source>
        <translation>TT</translation>
    </message>
    <message>
        <source>Q</source>
        <translation>R</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Bewertung</translation>
    </message>
    <message>
        <source>α, β</source>
        <translation>α, β</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Cut by</source>
        <translation>Schnitt durch</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>Merkmale</translation>
    </message>
    <message>
        <source>Score from the view of the side to move at the node</source>
        <translation>Bewertung aus Sicht der Seite am Zug im Knoten</translation>
    </message>
    <message>
        <source>Alpha-beta window on entry, side to move&apos;s view</source>
        <translation>Alpha-Beta-Fenster beim Eintritt, aus Sicht der Seite am Zug</translation>
    </message>
    <message>
        <source>PV: score inside the window; cut: failed high; all: failed low</source>
        <translation>HV: Bewertung im Fenster; Cut: fail-high; All: fail-low</translation>
    </message>
    <message>
        <source>The move that caused the beta cut-off</source>
        <translation>Der Zug, der den Beta-Schnitt verursacht hat</translation>
    </message>
    <message>
        <source>TT: transposition-table hit; Q: quiescence search</source>
        <translation>TT: Treffer in der Transpositionstabelle; R: Ruhesuche</translation>
    </message>
</context>
<context>
    <name>eschess::app::TreeRunner</name>
    <message>
        <source>A tree search is already running</source>
        <translation>Eine Baumsuche läuft bereits</translation>
    </message>
    <message>
        <source>The depth must be at least 1</source>
        <translation>Die Tiefe muss mindestens 1 sein</translation>
    </message>
</context>
<context>
    <name>eschess::app::UciEngine</name>
    <message>
        <source>%1 sent a line longer than %2 bytes</source>
        <translation>%1 hat eine Zeile länger als %2 Byte gesendet</translation>
    </message>
    <message>
        <source>%1 sent more than %2 unusable lines; last: %3</source>
        <translation>%1 hat mehr als %2 unbrauchbare Zeilen gesendet; zuletzt: %3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: %2 (position %3)</source>
        <translation>%1: %2 (Stellung %3)</translation>
    </message>
    <message>
        <source>%1 did not answer &apos;uci&apos; with &apos;uciok&apos; within %2 s</source>
        <translation>%1 hat auf &apos;uci&apos; nicht innerhalb von %2 s mit &apos;uciok&apos; geantwortet</translation>
    </message>
    <message>
        <source>%1 did not answer &apos;isready&apos; within %2 s</source>
        <translation>%1 hat auf &apos;isready&apos; nicht innerhalb von %2 s geantwortet</translation>
    </message>
    <message>
        <source>%1 did not answer &apos;stop&apos; with a bestmove</source>
        <translation>%1 hat auf &apos;stop&apos; nicht mit bestmove geantwortet</translation>
    </message>
    <message>
        <source>%1 stalled: no bestmove in time</source>
        <translation>%1 hängt: kein bestmove innerhalb der Zeit</translation>
    </message>
    <message>
        <source>%1 could not be started (%2): %3</source>
        <translation>%1 konnte nicht gestartet werden (%2): %3</translation>
    </message>
    <message>
        <source>%1: process error: %2</source>
        <translation>%1: Prozessfehler: %2</translation>
    </message>
    <message>
        <source>%1 crashed</source>
        <translation>%1 ist abgestürzt</translation>
    </message>
    <message>
        <source>%1 exited unexpectedly (exit code %2)</source>
        <translation>%1 hat sich unerwartet beendet (Exit-Code %2)</translation>
    </message>
    <message>
        <source>%1 announced more than %2 options</source>
        <translation>%1 hat mehr als %2 Optionen angekündigt</translation>
    </message>
    <message>
        <source>%1 cannot play Chess960: it has no UCI_Chess960 option</source>
        <translation>%1 kann kein Chess960 spielen: die Option UCI_Chess960 fehlt</translation>
    </message>
    <message>
        <source>%1 cannot be set up as asked: %2</source>
        <translation>%1 lässt sich nicht wie verlangt einstellen: %2</translation>
    </message>
    <message>
        <source>%1 refused its settings: %2</source>
        <translation>%1 hat seine Einstellungen abgelehnt: %2</translation>
    </message>
    <message>
        <source>%1 announced the option &apos;%2&apos; twice; the later announcement counts</source>
        <translation>%1 hat die Option &apos;%2&apos; zweimal angekündigt; die spätere Ankündigung gilt</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Play, watch and analyse chess games.</source>
        <translation>Schachpartien spielen, verfolgen und analysieren.</translation>
    </message>
    <message>
        <source>Render the documentation&apos;s screenshots into &lt;dir&gt; and quit.</source>
        <translation>Die Bildschirmfotos der Dokumentation nach &lt;dir&gt; rendern und beenden.</translation>
    </message>
    <message>
        <source>A PGN file to open.</source>
        <translation>Eine zu öffnende PGN-Datei.</translation>
    </message>
    <message>
        <source>Quit &lt;ms&gt; milliseconds after the window is shown.</source>
        <translation>&lt;ms&gt; Millisekunden, nachdem das Fenster erscheint, beenden.</translation>
    </message>
    <message>
        <source>eschess: --quit-after needs a number of milliseconds (0 or more), not &apos;%1&apos;</source>
        <translation>eschess: --quit-after braucht eine Anzahl Millisekunden (0 oder mehr), nicht &apos;%1&apos;</translation>
    </message>
</context>
</TS>
