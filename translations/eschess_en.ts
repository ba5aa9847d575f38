<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>BoardTheme</name>
    <message>
        <source>Wood</source>
        <translation>Wood</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blue</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Green</translation>
    </message>
</context>
<context>
    <name>BuiltinSuites</name>
    <message>
        <source>Bratko-Kopec (24 positions)</source>
        <translation>Bratko-Kopec (24 positions)</translation>
    </message>
</context>
<context>
    <name>EngineOutput</name>
    <message>
        <source>The engine&apos;s thinking is hidden while you play against it (Preferences: &quot;Show the engine&apos;s thinking in games against it&quot;). It is shown when the game is over.</source>
        <translation>The engine&apos;s thinking is hidden while you play against it (Preferences: &quot;Show the engine&apos;s thinking in games against it&quot;). It is shown when the game is over.</translation>
    </message>
    <message>
        <source>%1 — %2 %3</source>
        <translation>%1 — %2 %3</translation>
    </message>
    <message>
        <source>%1 — thinking on move %2</source>
        <translation>%1 — thinking on move %2</translation>
    </message>
    <message>
        <source>depth %1</source>
        <translation>depth %1</translation>
    </message>
    <message>
        <source>move %1/%2</source>
        <translation>move %1/%2</translation>
    </message>
    <message>
        <source>move %1</source>
        <translation>move %1</translation>
    </message>
    <message>
        <source>Engine output: White</source>
        <translation>Engine output: White</translation>
    </message>
    <message>
        <source>Engine output: Black</source>
        <translation>Engine output: Black</translation>
    </message>
</context>
<context>
    <name>ExplorerLoader</name>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>Cannot open %1: %2</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>Cannot read %1: %2</translation>
    </message>
    <message>
        <source>%1 has changed since it was indexed; open it again.</source>
        <translation>%1 has changed since it was indexed; open it again.</translation>
    </message>
</context>
<context>
    <name>FormRows</name>
    <message>
        <source>Browse…</source>
        <translation>Browse…</translation>
    </message>
</context>
<context>
    <name>MatchTools</name>
    <message>
        <source>Match</source>
        <translation>Match</translation>
    </message>
    <message>
        <source>&amp;Engines…</source>
        <translation>&amp;Engines…</translation>
    </message>
    <message>
        <source>&amp;Match…</source>
        <translation>&amp;Match…</translation>
    </message>
    <message>
        <source>Res&amp;ume match…</source>
        <translation>Res&amp;ume match…</translation>
    </message>
    <message>
        <source>Move &amp;quality (ACPL)…</source>
        <translation>Move &amp;quality (ACPL)…</translation>
    </message>
    <message>
        <source>Elo &amp;ladder…</source>
        <translation>Elo &amp;ladder…</translation>
    </message>
</context>
<context>
    <name>PlayerChoice</name>
    <message>
        <source>&apos;%1&apos; is not an engine of the expected kind.</source>
        <translation>&apos;%1&apos; is not an engine of the expected kind.</translation>
    </message>
</context>
<context>
    <name>SearchPanels</name>
    <message>
        <source>Principal variation</source>
        <translation>Principal variation</translation>
    </message>
    <message>
        <source>Search statistics</source>
        <translation>Search statistics</translation>
    </message>
    <message>
        <source>Depth progression</source>
        <translation>Depth progression</translation>
    </message>
    <message>
        <source>Search tree</source>
        <translation>Search tree</translation>
    </message>
    <message>
        <source>Compare searchers…</source>
        <translation>Compare searchers…</translation>
    </message>
    <message>
        <source>Explore search tree…</source>
        <translation>Explore search tree…</translation>
    </message>
</context>
<context>
    <name>SearcherSpec</name>
    <message>
        <source>Unknown searcher &apos;%1&apos;</source>
        <translation>Unknown searcher &apos;%1&apos;</translation>
    </message>
    <message>
        <source>Option &apos;%1&apos; of %2: expected Name=value</source>
        <translation>Option &apos;%1&apos; of %2: expected Name=value</translation>
    </message>
    <message>
        <source>Option &apos;%1&apos; of %2: %3</source>
        <translation>Option &apos;%1&apos; of %2: %3</translation>
    </message>
</context>
<context>
    <name>SuiteTools</name>
    <message>
        <source>Test suite</source>
        <translation>Test suite</translation>
    </message>
    <message>
        <source>Run &amp;test suite…</source>
        <translation>Run &amp;test suite…</translation>
    </message>
</context>
<context>
    <name>TournamentTools</name>
    <message>
        <source>Tournament</source>
        <translation>Tournament</translation>
    </message>
    <message>
        <source>&amp;Tournament…</source>
        <translation>&amp;Tournament…</translation>
    </message>
    <message>
        <source>&amp;Resume tournament…</source>
        <translation>&amp;Resume tournament…</translation>
    </message>
</context>
<context>
    <name>TreeRunner</name>
    <message>
        <source>Stopped before the search began</source>
        <translation>Stopped before the search began</translation>
    </message>
</context>
<context>
    <name>WdlText</name>
    <message>
        <source>White wins %1%, draw %2%, Black wins %3%</source>
        <translation>White wins %1%, draw %2%, Black wins %3%</translation>
    </message>
</context>
<context>
    <name>eschess::app</name>
    <message>
        <source>cannot write %1: %2</source>
        <translation>cannot write %1: %2</translation>
    </message>
    <message>
        <source>bad option line &quot;%1&quot;: %2</source>
        <translation>bad option line &quot;%1&quot;: %2</translation>
    </message>
    <message>
        <source>does not start with &apos;option&apos;</source>
        <translation>does not start with &apos;option&apos;</translation>
    </message>
    <message>
        <source>unexpected word &apos;%1&apos;</source>
        <translation>unexpected word &apos;%1&apos;</translation>
    </message>
    <message>
        <source>no name</source>
        <translation>no name</translation>
    </message>
    <message>
        <source>no type</source>
        <translation>no type</translation>
    </message>
    <message>
        <source>unknown type &apos;%1&apos;</source>
        <translation>unknown type &apos;%1&apos;</translation>
    </message>
    <message>
        <source>spin values must be whole numbers</source>
        <translation>spin values must be whole numbers</translation>
    </message>
    <message>
        <source>min %1 is greater than max %2</source>
        <translation>min %1 is greater than max %2</translation>
    </message>
    <message>
        <source>not an info line</source>
        <translation>not an info line</translation>
    </message>
    <message>
        <source>info: &apos;%1&apos; needs a number, got &apos;%2&apos;</source>
        <translation>info: &apos;%1&apos; needs a number, got &apos;%2&apos;</translation>
    </message>
    <message>
        <source>info: %1 %2 is out of range (%3 to %4)</source>
        <translation>info: %1 %2 is out of range (%3 to %4)</translation>
    </message>
    <message>
        <source>info: score must be &apos;cp&apos; or &apos;mate&apos;, got &apos;%1&apos;</source>
        <translation>info: score must be &apos;cp&apos; or &apos;mate&apos;, got &apos;%1&apos;</translation>
    </message>
    <message>
        <source>info currmove: %1</source>
        <translation>info currmove: %1</translation>
    </message>
    <message>
        <source>no move</source>
        <translation>no move</translation>
    </message>
    <message>
        <source>info pv: %1</source>
        <translation>info pv: %1</translation>
    </message>
    <message>
        <source>info: unknown field &apos;%1&apos;</source>
        <translation>info: unknown field &apos;%1&apos;</translation>
    </message>
    <message>
        <source>not a bestmove line</source>
        <translation>not a bestmove line</translation>
    </message>
    <message>
        <source>&apos;bestmove&apos; without a move</source>
        <translation>&apos;bestmove&apos; without a move</translation>
    </message>
    <message>
        <source>bestmove &apos;%1&apos; although there are legal moves</source>
        <translation>bestmove &apos;%1&apos; although there are legal moves</translation>
    </message>
    <message>
        <source>illegal bestmove: %1</source>
        <translation>illegal bestmove: %1</translation>
    </message>
    <message>
        <source>none built in</source>
        <translation>none built in</translation>
    </message>
    <message>
        <source>engine spec &apos;%1&apos;: %2</source>
        <translation>engine spec &apos;%1&apos;: %2</translation>
    </message>
    <message>
        <source>no searcher name or program before the first comma</source>
        <translation>no searcher name or program before the first comma</translation>
    </message>
    <message>
        <source>no program</source>
        <translation>no program</translation>
    </message>
    <message>
        <source>the program name contains a NUL character</source>
        <translation>the program name contains a NUL character</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is neither a searcher of the family (%2) nor a program that exists</source>
        <translation>&apos;%1&apos; is neither a searcher of the family (%2) nor a program that exists</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an executable file</source>
        <translation>&apos;%1&apos; is not an executable file</translation>
    </message>
    <message>
        <source>option %1 is empty (two commas in a row?)</source>
        <translation>option %1 is empty (two commas in a row?)</translation>
    </message>
    <message>
        <source>option %1 &apos;%2&apos; has no &apos;=value&apos;</source>
        <translation>option %1 &apos;%2&apos; has no &apos;=value&apos;</translation>
    </message>
    <message>
        <source>option %1 &apos;%2&apos; has no name before &apos;=&apos;</source>
        <translation>option %1 &apos;%2&apos; has no name before &apos;=&apos;</translation>
    </message>
    <message>
        <source>option %1 &apos;%2&apos; has a line break in its name or value</source>
        <translation>option %1 &apos;%2&apos; has a line break in its name or value</translation>
    </message>
    <message>
        <source>option %1 &apos;%2&apos;: %3</source>
        <translation>option %1 &apos;%2&apos;: %3</translation>
    </message>
    <message>
        <source>%1 engine(s) at a time x %2 game(s) at once need %3 MB of hash tables, more than the %4 MB this machine can give (lower Hash or the concurrency)</source>
        <translation>%1 engine(s) at a time x %2 game(s) at once need %3 MB of hash tables, more than the %4 MB this machine can give (lower Hash or the concurrency)</translation>
    </message>
    <message>
        <source>%1 game(s) at once would run %2 search threads on %3 core(s); at most %4 are allowed (lower Threads or the concurrency)</source>
        <translation>%1 game(s) at once would run %2 search threads on %3 core(s); at most %4 are allowed (lower Threads or the concurrency)</translation>
    </message>
    <message>
        <source>cannot write &apos;%1&apos;: %2</source>
        <translation>cannot write &apos;%1&apos;: %2</translation>
    </message>
    <message>
        <source>%1 is too large (%2 MiB); the limit is %3 MiB.</source>
        <translation>%1 is too large (%2 MiB); the limit is %3 MiB.</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>Cannot open %1: %2</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>Cannot read %1: %2</translation>
    </message>
    <message>
        <source>… and %1 more</source>
        <translation>… and %1 more</translation>
    </message>
    <message>
        <source>it has no option &apos;%1&apos;</source>
        <translation>it has no option &apos;%1&apos;</translation>
    </message>
    <message>
        <source>%1 must be true or false, not &apos;%2&apos;</source>
        <translation>%1 must be true or false, not &apos;%2&apos;</translation>
    </message>
    <message>
        <source>%1 must be a whole number from %2 to %3, not &apos;%4&apos;</source>
        <translation>%1 must be a whole number from %2 to %3, not &apos;%4&apos;</translation>
    </message>
    <message>
        <source>%1 must be one of %2, not &apos;%3&apos;</source>
        <translation>%1 must be one of %2, not &apos;%3&apos;</translation>
    </message>
</context>
<context>
    <name>eschess::app::AboutDialog</name>
    <message>
        <source>About Eschess</source>
        <translation>About Eschess</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Eschess %1&lt;/h2&gt;&lt;p&gt;A chess program to play, watch and analyse games, and a laboratory for chess engines: from a random mover to a modern alpha-beta searcher, side by side.&lt;/p&gt;&lt;p&gt;Built-in engines: %2&lt;/p&gt;&lt;p&gt;Built with Qt %3.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Eschess %1&lt;/h2&gt;&lt;p&gt;A chess program to play, watch and analyse games, and a laboratory for chess engines: from a random mover to a modern alpha-beta searcher, side by side.&lt;/p&gt;&lt;p&gt;Built-in engines: %2&lt;/p&gt;&lt;p&gt;Built with Qt %3.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>none</source>
        <translation>none</translation>
    </message>
</context>
<context>
    <name>eschess::app::AcplDialog</name>
    <message>
        <source>Move quality (ACPL)</source>
        <translation>Move quality (ACPL)</translation>
    </message>
    <message>
        <source> cp</source>
        <translation> cp</translation>
    </message>
    <message>
        <source>&amp;Analyse</source>
        <translation>&amp;Analyse</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>All</source>
        <translation>All</translation>
    </message>
    <message>
        <source>Opening</source>
        <translation>Opening</translation>
    </message>
    <message>
        <source>Middlegame</source>
        <translation>Middlegame</translation>
    </message>
    <message>
        <source>Endgame</source>
        <translation>Endgame</translation>
    </message>
    <message>
        <source>Average centipawn loss by phase (lower is better)</source>
        <translation>Average centipawn loss by phase (lower is better)</translation>
    </message>
    <message>
        <source>&amp;PGN file:</source>
        <translation>&amp;PGN file:</translation>
    </message>
    <message>
        <source>PGN (*.pgn)</source>
        <translation>PGN (*.pgn)</translation>
    </message>
    <message>
        <source>Referee:</source>
        <translation>Referee:</translation>
    </message>
    <message>
        <source>Depth:</source>
        <translation>Depth:</translation>
    </message>
    <message>
        <source>Loss cap per move:</source>
        <translation>Loss cap per move:</translation>
    </message>
    <message>
        <source>Cannot read &apos;%1&apos;: %2</source>
        <translation>Cannot read &apos;%1&apos;: %2</translation>
    </message>
    <message>
        <source>No game in &apos;%1&apos;.</source>
        <translation>No game in &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>Add a referee engine in Tools ▸ Engines.</source>
        <translation>Add a referee engine in Tools ▸ Engines.</translation>
    </message>
    <message>
        <source>%1 positions scored.</source>
        <translation>%1 positions scored.</translation>
    </message>
    <message>
        <source>Analysing %1 games…</source>
        <translation>Analysing %1 games…</translation>
    </message>
    <message>
        <source>opening</source>
        <translation>opening</translation>
    </message>
    <message>
        <source>middlegame</source>
        <translation>middlegame</translation>
    </message>
    <message>
        <source>endgame</source>
        <translation>endgame</translation>
    </message>
    <message>
        <source>cp per move</source>
        <translation>cp per move</translation>
    </message>
</context>
<context>
    <name>eschess::app::AcplRunner</name>
    <message>
        <source>referee failed: %1</source>
        <translation>referee failed: %1</translation>
    </message>
</context>
<context>
    <name>eschess::app::AnalysisController</name>
    <message>
        <source>No engine is available for analysis.</source>
        <translation>No engine is available for analysis.</translation>
    </message>
</context>
<context>
    <name>eschess::app::AnalysisPanel</name>
    <message>
        <source>Analyse</source>
        <translation>Analyse</translation>
    </message>
    <message>
        <source>Start or stop infinite analysis of the shown position</source>
        <translation>Start or stop infinite analysis of the shown position</translation>
    </message>
    <message>
        <source>Number of best lines to show (MultiPV)</source>
        <translation>Number of best lines to show (MultiPV)</translation>
    </message>
    <message>
        <source>Engine used for analysis: one of Eschess&apos;s own, or an external UCI engine added under Tools ▸ Engines</source>
        <translation>Engine used for analysis: one of Eschess&apos;s own, or an external UCI engine added under Tools ▸ Engines</translation>
    </message>
    <message>
        <source>Lines:</source>
        <translation>Lines:</translation>
    </message>
    <message>
        <source>Score (White)</source>
        <translation>Score (White)</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Depth</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Nodes</translation>
    </message>
    <message>
        <source>NPS</source>
        <translation>NPS</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Line</translation>
    </message>
    <message>
        <source>Pawns from White&apos;s point of view; #N is a mate in N moves</source>
        <translation>Pawns from White&apos;s point of view; #N is a mate in N moves</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stop</translation>
    </message>
    <message>
        <source>Press Analyse to let the engine study the shown position.</source>
        <translation>Press Analyse to let the engine study the shown position.</translation>
    </message>
    <message>
        <source>%1 (UCI)</source>
        <translation>%1 (UCI)</translation>
    </message>
    <message>
        <source>%1 is no longer in the list of engines (Tools ▸ Engines)</source>
        <translation>%1 is no longer in the list of engines (Tools ▸ Engines)</translation>
    </message>
    <message numerus="yes">
        <source>%1 shows at most %n line(s).</source>
        <translation>
            <numerusform>%1 shows at most %n line.</numerusform>
            <numerusform>%1 shows at most %n lines.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eschess::app::BoardWidget</name>
    <message>
        <source>Chess board</source>
        <translation>Chess board</translation>
    </message>
</context>
<context>
    <name>eschess::app::BookPanel</name>
    <message>
        <source>Open Book…</source>
        <translation>Open Book…</translation>
    </message>
    <message>
        <source>No book</source>
        <translation>No book</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Move</translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>Weight</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>Share</translation>
    </message>
    <message>
        <source>Cannot use this book: %1</source>
        <translation>Cannot use this book: %1</translation>
    </message>
    <message>
        <source>Open Polyglot Book</source>
        <translation>Open Polyglot Book</translation>
    </message>
    <message>
        <source>Polyglot books (*.bin);;All files (*)</source>
        <translation>Polyglot books (*.bin);;All files (*)</translation>
    </message>
    <message>
        <source>Open a Polyglot book (.bin) to see its moves here.</source>
        <translation>Open a Polyglot book (.bin) to see its moves here.</translation>
    </message>
    <message>
        <source>No book moves in this position.</source>
        <translation>No book moves in this position.</translation>
    </message>
    <message numerus="yes">
        <source>%n book move(s) in this position.</source>
        <translation>
            <numerusform>%n book move in this position.</numerusform>
            <numerusform>%n book moves in this position.</numerusform>
        </translation>
    </message>
    <message>
        <source>Opening Book</source>
        <translation>Opening Book</translation>
    </message>
</context>
<context>
    <name>eschess::app::ClockWidget</name>
    <message>
        <source>White</source>
        <translation>White</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Black</translation>
    </message>
</context>
<context>
    <name>eschess::app::ComparePanel</name>
    <message>
        <source>options, e.g. NullMove=false</source>
        <translation>options, e.g. NullMove=false</translation>
    </message>
    <message>
        <source>Searcher A:</source>
        <translation>Searcher A:</translation>
    </message>
    <message>
        <source>Searcher B:</source>
        <translation>Searcher B:</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Run</translation>
    </message>
    <message>
        <source>Depth:</source>
        <translation>Depth:</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Depth</translation>
    </message>
    <message>
        <source>A nodes</source>
        <translation>A nodes</translation>
    </message>
    <message>
        <source>B nodes</source>
        <translation>B nodes</translation>
    </message>
    <message>
        <source>B / A</source>
        <translation>B / A</translation>
    </message>
    <message>
        <source>Nodes (log)</source>
        <translation>Nodes (log)</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stop</translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation>Searching…</translation>
    </message>
    <message>
        <source>Stopped.</source>
        <translation>Stopped.</translation>
    </message>
    <message>
        <source>Done: A %1 s, B %2 s.</source>
        <translation>Done: A %1 s, B %2 s.</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
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
        <source>Nodes per depth</source>
        <translation>Nodes per depth</translation>
    </message>
    <message>
        <source>Run a comparison to see node counts per depth</source>
        <translation>Run a comparison to see node counts per depth</translation>
    </message>
</context>
<context>
    <name>eschess::app::CompareRunner</name>
    <message>
        <source>A comparison is already running</source>
        <translation>A comparison is already running</translation>
    </message>
    <message>
        <source>The depth must be at least 1</source>
        <translation>The depth must be at least 1</translation>
    </message>
</context>
<context>
    <name>eschess::app::DepthChart</name>
    <message>
        <source>Score (pawns, side to move)</source>
        <translation>Score (pawns, side to move)</translation>
    </message>
    <message>
        <source>Nodes (log)</source>
        <translation>Nodes (log)</translation>
    </message>
    <message>
        <source>Time (s)</source>
        <translation>Time (s)</translation>
    </message>
    <message>
        <source>Branching factor</source>
        <translation>Branching factor</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Depth</translation>
    </message>
    <message>
        <source>Export PNG…</source>
        <translation>Export PNG…</translation>
    </message>
    <message>
        <source>Export charts</source>
        <translation>Export charts</translation>
    </message>
    <message>
        <source>depth-progression.png</source>
        <translation>depth-progression.png</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG images (*.png)</translation>
    </message>
    <message>
        <source>Could not write %1.</source>
        <translation>Could not write %1.</translation>
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
        <translation>Depth</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Time</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Nodes</translation>
    </message>
    <message>
        <source>NPS</source>
        <translation>NPS</translation>
    </message>
    <message>
        <source>Principal variation</source>
        <translation>Principal variation</translation>
    </message>
    <message>
        <source>Depth / selective depth of the iteration</source>
        <translation>Depth / selective depth of the iteration</translation>
    </message>
    <message>
        <source>Score in pawns from White&apos;s view</source>
        <translation>Score in pawns from White&apos;s view</translation>
    </message>
    <message>
        <source>Time since the search started</source>
        <translation>Time since the search started</translation>
    </message>
    <message>
        <source>Positions searched so far</source>
        <translation>Positions searched so far</translation>
    </message>
    <message>
        <source>Nodes per second</source>
        <translation>Nodes per second</translation>
    </message>
    <message>
        <source>The line the engine expects</source>
        <translation>The line the engine expects</translation>
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
        <translation>&amp;Add…</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Remove</translation>
    </message>
    <message>
        <source>Installed engines</source>
        <translation>Installed engines</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Browse…</translation>
    </message>
    <message>
        <source>UCI engine</source>
        <translation>UCI engine</translation>
    </message>
    <message>
        <source>e.g. --uci</source>
        <translation>e.g. --uci</translation>
    </message>
    <message>
        <source>the program&apos;s folder</source>
        <translation>the program&apos;s folder</translation>
    </message>
    <message>
        <source>Working folder</source>
        <translation>Working folder</translation>
    </message>
    <message>
        <source>Read &amp;options</source>
        <translation>Read &amp;options</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>Option</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Value</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <source>Program:</source>
        <translation>Program:</translation>
    </message>
    <message>
        <source>Arguments:</source>
        <translation>Arguments:</translation>
    </message>
    <message>
        <source>Working folder:</source>
        <translation>Working folder:</translation>
    </message>
    <message>
        <source>Options set: %1. Read the options to edit them.</source>
        <translation>Options set: %1. Read the options to edit them.</translation>
    </message>
    <message>
        <source>Starting %1…</source>
        <translation>Starting %1…</translation>
    </message>
    <message>
        <source>%1 by %2: %3 options</source>
        <translation>%1 by %2: %3 options</translation>
    </message>
    <message>
        <source>Could not read the engine: %1</source>
        <translation>Could not read the engine: %1</translation>
    </message>
    <message>
        <source>(button: pressed by the engine&apos;s user, not stored)</source>
        <translation>(button: pressed by the engine&apos;s user, not stored)</translation>
    </message>
</context>
<context>
    <name>eschess::app::EvalBar</name>
    <message>
        <source>Evaluation from White&apos;s point of view</source>
        <translation>Evaluation from White&apos;s point of view</translation>
    </message>
</context>
<context>
    <name>eschess::app::EvalGraph</name>
    <message>
        <source>Evaluation in pawns from White&apos;s view after each ply; click a point to show that move.</source>
        <translation>Evaluation in pawns from White&apos;s view after each ply; click a point to show that move.</translation>
    </message>
</context>
<context>
    <name>eschess::app::ExplorerPanel</name>
    <message>
        <source>Open Database…</source>
        <translation>Open Database…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>A PGN file of games; its moves are counted for every position</source>
        <translation>A PGN file of games; its moves are counted for every position</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Move</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Games</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>Share</translation>
    </message>
    <message>
        <source>White / Draw / Black</source>
        <translation>White / Draw / Black</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Points for the side that played the move, in finished games</source>
        <translation>Points for the side that played the move, in finished games</translation>
    </message>
    <message>
        <source>Double-click a move to play it on the board</source>
        <translation>Double-click a move to play it on the board</translation>
    </message>
    <message>
        <source>Open PGN Database</source>
        <translation>Open PGN Database</translation>
    </message>
    <message>
        <source>PGN files (*.pgn);;All files (*)</source>
        <translation>PGN files (*.pgn);;All files (*)</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>Reading %1…</translation>
    </message>
    <message>
        <source>Reading %1 was cancelled.</source>
        <translation>Reading %1 was cancelled.</translation>
    </message>
    <message numerus="yes">
        <source>%1: %Ln game(s)</source>
        <translation>
            <numerusform>%1: %Ln game</numerusform>
            <numerusform>%1: %Ln games</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s) while reading; the first: %1</source>
        <translation>
            <numerusform>%n problem while reading; the first: %1</numerusform>
            <numerusform>%n problems while reading; the first: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Open a PGN database to see the moves played in the position on the board.</source>
        <translation>Open a PGN database to see the moves played in the position on the board.</translation>
    </message>
    <message>
        <source>No game of the database reaches this position.</source>
        <translation>No game of the database reaches this position.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) from this position.</source>
        <translation>
            <numerusform>%n game from this position.</numerusform>
            <numerusform>%n games from this position.</numerusform>
        </translation>
    </message>
    <message>
        <source>Games Explorer</source>
        <translation>Games Explorer</translation>
    </message>
    <message>
        <source>White</source>
        <translation>White</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Black</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Result</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Event</translation>
    </message>
    <message>
        <source>Double-click a game to open it at this position</source>
        <translation>Double-click a game to open it at this position</translation>
    </message>
    <message>
        <source>Top games</source>
        <translation>Top games</translation>
    </message>
    <message>
        <source>The games that reached this position: the best rated first (the mean of the players&apos; ratings), then the most recent; at most %1</source>
        <translation>The games that reached this position: the best rated first (the mean of the players&apos; ratings), then the most recent; at most %1</translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s) read</source>
        <translation>
            <numerusform>%Ln game read</numerusform>
            <numerusform>%Ln games read</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) ended in this position.</source>
        <translation>
            <numerusform>%n game ended in this position.</numerusform>
            <numerusform>%n games ended in this position.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Top games (%Ln shown)</source>
        <translation>
            <numerusform>Top games (%Ln shown)</numerusform>
            <numerusform>Top games (%Ln shown)</numerusform>
        </translation>
    </message>
    <message>
        <source>Player: anyone</source>
        <translation>Player: anyone</translation>
    </message>
    <message>
        <source>Count only the games of a player: a part of the name, in any case</source>
        <translation>Count only the games of a player: a part of the name, in any case</translation>
    </message>
    <message>
        <source>either colour</source>
        <translation>either colour</translation>
    </message>
    <message>
        <source>as White</source>
        <translation>as White</translation>
    </message>
    <message>
        <source>as Black</source>
        <translation>as Black</translation>
    </message>
    <message>
        <source>The colour the player had</source>
        <translation>The colour the player had</translation>
    </message>
    <message>
        <source>any rating</source>
        <translation>any rating</translation>
    </message>
    <message>
        <source>rated ≥ </source>
        <translation>rated ≥ </translation>
    </message>
    <message>
        <source>Count only games whose players&apos; mean rating is at least this; unrated games then drop out</source>
        <translation>Count only games whose players&apos; mean rating is at least this; unrated games then drop out</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 of %Ln game(s)</source>
        <translation>
            <numerusform>%1: %2 of %Ln game</numerusform>
            <numerusform>%1: %2 of %Ln games</numerusform>
        </translation>
    </message>
    <message>
        <source>The move the game played here</source>
        <translation>The move the game played here</translation>
    </message>
    <message>
        <source>Index kept from an earlier reading of this file</source>
        <translation>Index kept from an earlier reading of this file</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Moves</translation>
    </message>
    <message>
        <source>The length of the game&apos;s main line, in moves</source>
        <translation>The length of the game&apos;s main line, in moves</translation>
    </message>
</context>
<context>
    <name>eschess::app::GameController</name>
    <message>
        <source>White</source>
        <translation>White</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Black</translation>
    </message>
    <message>
        <source>%1 wins by checkmate.</source>
        <translation>%1 wins by checkmate.</translation>
    </message>
    <message>
        <source>Draw by stalemate.</source>
        <translation>Draw by stalemate.</translation>
    </message>
    <message>
        <source>Draw by the fifty-move rule.</source>
        <translation>Draw by the fifty-move rule.</translation>
    </message>
    <message>
        <source>Draw by threefold repetition.</source>
        <translation>Draw by threefold repetition.</translation>
    </message>
    <message>
        <source>Draw by insufficient material.</source>
        <translation>Draw by insufficient material.</translation>
    </message>
    <message>
        <source>Draw by fivefold repetition.</source>
        <translation>Draw by fivefold repetition.</translation>
    </message>
    <message>
        <source>Draw by the seventy-five-move rule.</source>
        <translation>Draw by the seventy-five-move rule.</translation>
    </message>
    <message>
        <source>Draw: a flag fell, but the opponent cannot mate.</source>
        <translation>Draw: a flag fell, but the opponent cannot mate.</translation>
    </message>
    <message>
        <source>%1 wins on time.</source>
        <translation>%1 wins on time.</translation>
    </message>
    <message>
        <source>%1 resigns; %2 wins.</source>
        <translation>%1 resigns; %2 wins.</translation>
    </message>
    <message>
        <source>Draw by agreement.</source>
        <translation>Draw by agreement.</translation>
    </message>
    <message>
        <source>Draw by adjudication.</source>
        <translation>Draw by adjudication.</translation>
    </message>
    <message>
        <source>%1 wins by adjudication.</source>
        <translation>%1 wins by adjudication.</translation>
    </message>
    <message>
        <source>%1 wins: the opponent played an illegal move.</source>
        <translation>%1 wins: the opponent played an illegal move.</translation>
    </message>
    <message>
        <source>%1 wins: the opposing engine failed.</source>
        <translation>%1 wins: the opposing engine failed.</translation>
    </message>
    <message>
        <source>%1 wins: the opposing engine stopped answering.</source>
        <translation>%1 wins: the opposing engine stopped answering.</translation>
    </message>
    <message>
        <source>Draw at the maximum game length.</source>
        <translation>Draw at the maximum game length.</translation>
    </message>
    <message>
        <source>The game was abandoned.</source>
        <translation>The game was abandoned.</translation>
    </message>
    <message>
        <source>White wins.</source>
        <translation>White wins.</translation>
    </message>
    <message>
        <source>Black wins.</source>
        <translation>Black wins.</translation>
    </message>
    <message>
        <source>Draw.</source>
        <translation>Draw.</translation>
    </message>
    <message>
        <source>Game in progress.</source>
        <translation>Game in progress.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Casual game</source>
        <translation>Casual game</translation>
    </message>
    <message>
        <source>%1 was not ready within %2 s</source>
        <translation>%1 was not ready within %2 s</translation>
    </message>
    <message>
        <source>%1 sent an illegal move.</source>
        <translation>%1 sent an illegal move.</translation>
    </message>
    <message>
        <source>%1 played an illegal move</source>
        <translation>%1 played an illegal move</translation>
    </message>
    <message>
        <source>%1 failed: %2</source>
        <translation>%1 failed: %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 stalled: no move within %2 s</source>
        <translation>%1 stalled: no move within %2 s</translation>
    </message>
    <message>
        <source>%1 lost on time</source>
        <translation>%1 lost on time</translation>
    </message>
    <message>
        <source>No engine is available for a hint.</source>
        <translation>No engine is available for a hint.</translation>
    </message>
</context>
<context>
    <name>eschess::app::LadderDialog</name>
    <message>
        <source>Elo ladder against Stockfish</source>
        <translation>Elo ladder against Stockfish</translation>
    </message>
    <message>
        <source>%1 (UCI)</source>
        <translation>%1 (UCI)</translation>
    </message>
    <message>
        <source> ms per move</source>
        <translation> ms per move</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Start</translation>
    </message>
    <message>
        <source>Stockfish&apos;s UCI_Elo is calibrated at 60+0.6; at other time controls the rating is rough.</source>
        <translation>Stockfish&apos;s UCI_Elo is calibrated at 60+0.6; at other time controls the rating is rough.</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Opponent</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Wins</translation>
    </message>
    <message>
        <source>Draws</source>
        <translation>Draws</translation>
    </message>
    <message>
        <source>Losses</source>
        <translation>Losses</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Score against each level, and the fitted rating&apos;s expectation</source>
        <translation>Score against each level, and the fitted rating&apos;s expectation</translation>
    </message>
    <message>
        <source>Engine:</source>
        <translation>Engine:</translation>
    </message>
    <message>
        <source>Stockfish levels (UCI_Elo):</source>
        <translation>Stockfish levels (UCI_Elo):</translation>
    </message>
    <message>
        <source>Games per level:</source>
        <translation>Games per level:</translation>
    </message>
    <message>
        <source>Time:</source>
        <translation>Time:</translation>
    </message>
    <message>
        <source>Stockfish:</source>
        <translation>Stockfish:</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an Elo level; write them like 1400,1600,1800</source>
        <translation>&apos;%1&apos; is not an Elo level; write them like 1400,1600,1800</translation>
    </message>
    <message>
        <source>No level given.</source>
        <translation>No level given.</translation>
    </message>
    <message>
        <source>Playing Stockfish %1…</source>
        <translation>Playing Stockfish %1…</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>S&amp;top</translation>
    </message>
    <message>
        <source>score</source>
        <translation>score</translation>
    </message>
    <message>
        <source>Stockfish %1</source>
        <translation>Stockfish %1</translation>
    </message>
    <message>
        <source>expected at %1</source>
        <translation>expected at %1</translation>
    </message>
    <message>
        <source>Rating: %1 ± %2 (95%: %3 to %4) from %5 games</source>
        <translation>Rating: %1 ± %2 (95%: %3 to %4) from %5 games</translation>
    </message>
    <message>
        <source>No finite rating yet (%1 of %2 points): add stronger or weaker levels.</source>
        <translation>No finite rating yet (%1 of %2 points): add stronger or weaker levels.</translation>
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
        <translation>Load Position</translation>
    </message>
    <message>
        <source>Paste a FEN or an EPD line</source>
        <translation>Paste a FEN or an EPD line</translation>
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
        <translation>Open EPD File…</translation>
    </message>
    <message>
        <source>No file</source>
        <translation>No file</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Line</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <source>Best move</source>
        <translation>Best move</translation>
    </message>
    <message>
        <source>Position (FEN)</source>
        <translation>Position (FEN)</translation>
    </message>
    <message>
        <source>EPD file</source>
        <translation>EPD file</translation>
    </message>
    <message>
        <source>Invalid EPD: %1</source>
        <translation>Invalid EPD: %1</translation>
    </message>
    <message>
        <source>Invalid FEN: %1</source>
        <translation>Invalid FEN: %1</translation>
    </message>
    <message>
        <source>Valid position, %1 to move.</source>
        <translation>Valid position, %1 to move.</translation>
    </message>
    <message>
        <source>White</source>
        <translation>White</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Black</translation>
    </message>
    <message>
        <source>Open EPD File</source>
        <translation>Open EPD File</translation>
    </message>
    <message>
        <source>EPD files (*.epd);;All files (*)</source>
        <translation>EPD files (*.epd);;All files (*)</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n position(s)</source>
        <translation>
            <numerusform>%1: %n position</numerusform>
            <numerusform>%1: %n positions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… and %n more error(s)</source>
        <translation>
            <numerusform>… and %n more error</numerusform>
            <numerusform>… and %n more errors</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eschess::app::LocalEngine</name>
    <message>
        <source>There is no in-process searcher named &quot;%1&quot;.</source>
        <translation>There is no in-process searcher named &quot;%1&quot;.</translation>
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
        <translation>Hint shown on the board.</translation>
    </message>
    <message>
        <source>Watching %1 – %2 (your own game waits as it was).</source>
        <translation>Watching %1 – %2 (your own game waits as it was).</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;New Game…</translation>
    </message>
    <message>
        <source>&amp;Open PGN…</source>
        <translation>&amp;Open PGN…</translation>
    </message>
    <message>
        <source>&amp;Save PGN</source>
        <translation>&amp;Save PGN</translation>
    </message>
    <message>
        <source>Save PGN &amp;As…</source>
        <translation>Save PGN &amp;As…</translation>
    </message>
    <message>
        <source>&amp;Load Position…</source>
        <translation>&amp;Load Position…</translation>
    </message>
    <message>
        <source>Ctrl+L</source>
        <translation>Ctrl+L</translation>
    </message>
    <message>
        <source>Set &amp;Up Position…</source>
        <translation>Set &amp;Up Position…</translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <source>&amp;Copy FEN</source>
        <translation>&amp;Copy FEN</translation>
    </message>
    <message>
        <source>Copy &amp;PGN</source>
        <translation>Copy &amp;PGN</translation>
    </message>
    <message>
        <source>Ctrl+Shift+C</source>
        <translation>Ctrl+Shift+C</translation>
    </message>
    <message>
        <source>&amp;Paste FEN or PGN</source>
        <translation>&amp;Paste FEN or PGN</translation>
    </message>
    <message>
        <source>&amp;Flip Board</source>
        <translation>&amp;Flip Board</translation>
    </message>
    <message>
        <source>Ctrl+F</source>
        <translation>Ctrl+F</translation>
    </message>
    <message>
        <source>&amp;Take Back</source>
        <translation>&amp;Take Back</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Hint</translation>
    </message>
    <message>
        <source>Ctrl+H</source>
        <translation>Ctrl+H</translation>
    </message>
    <message>
        <source>&amp;Resign</source>
        <translation>&amp;Resign</translation>
    </message>
    <message>
        <source>Claim &amp;Draw</source>
        <translation>Claim &amp;Draw</translation>
    </message>
    <message>
        <source>&amp;Pause Engines</source>
        <translation>&amp;Pause Engines</translation>
    </message>
    <message>
        <source>Ctrl+P</source>
        <translation>Ctrl+P</translation>
    </message>
    <message>
        <source>&amp;Analyse</source>
        <translation>&amp;Analyse</translation>
    </message>
    <message>
        <source>Ctrl+I</source>
        <translation>Ctrl+I</translation>
    </message>
    <message>
        <source>First Move</source>
        <translation>First Move</translation>
    </message>
    <message>
        <source>Previous Move</source>
        <translation>Previous Move</translation>
    </message>
    <message>
        <source>Next Move</source>
        <translation>Next Move</translation>
    </message>
    <message>
        <source>Last Move</source>
        <translation>Last Move</translation>
    </message>
    <message>
        <source>Pre&amp;ferences…</source>
        <translation>Pre&amp;ferences…</translation>
    </message>
    <message>
        <source>Ctrl+,</source>
        <translation>Ctrl+,</translation>
    </message>
    <message>
        <source>&amp;About Eschess</source>
        <translation>&amp;About Eschess</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>About &amp;Qt</translation>
    </message>
    <message>
        <source>&amp;Restore Default Layout</source>
        <translation>&amp;Restore Default Layout</translation>
    </message>
    <message>
        <source>Thinking about a hint…</source>
        <translation>Thinking about a hint…</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>Resign</translation>
    </message>
    <message>
        <source>Do you really want to resign?</source>
        <translation>Do you really want to resign?</translation>
    </message>
    <message>
        <source>&amp;Promote Variation</source>
        <translation>&amp;Promote Variation</translation>
    </message>
    <message>
        <source>Ctrl+Up</source>
        <translation>Ctrl+Up</translation>
    </message>
    <message>
        <source>&amp;Delete Variation</source>
        <translation>&amp;Delete Variation</translation>
    </message>
    <message>
        <source>Ctrl+Del</source>
        <translation>Ctrl+Del</translation>
    </message>
    <message>
        <source>&amp;Comment…</source>
        <translation>&amp;Comment…</translation>
    </message>
    <message>
        <source>Ctrl+M</source>
        <translation>Ctrl+M</translation>
    </message>
    <message>
        <source>Good Move (!)</source>
        <translation>Good Move (!)</translation>
    </message>
    <message>
        <source>Mistake (?)</source>
        <translation>Mistake (?)</translation>
    </message>
    <message>
        <source>Brilliant Move (!!)</source>
        <translation>Brilliant Move (!!)</translation>
    </message>
    <message>
        <source>Blunder (??)</source>
        <translation>Blunder (??)</translation>
    </message>
    <message>
        <source>Interesting Move (!?)</source>
        <translation>Interesting Move (!?)</translation>
    </message>
    <message>
        <source>Dubious Move (?!)</source>
        <translation>Dubious Move (?!)</translation>
    </message>
    <message>
        <source>Alt+%1</source>
        <translation>Alt+%1</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Edit</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Game</translation>
    </message>
    <message>
        <source>&amp;Moves</source>
        <translation>&amp;Moves</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;View</translation>
    </message>
    <message>
        <source>&amp;Analysis</source>
        <translation>&amp;Analysis</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Tools</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Main</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Moves</translation>
    </message>
    <message>
        <source>Evaluation Graph</source>
        <translation>Evaluation Graph</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Analysis</translation>
    </message>
    <message>
        <source>White</source>
        <translation>White</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Black</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>New Game</translation>
    </message>
    <message>
        <source>Cannot start the game: %1</source>
        <translation>Cannot start the game: %1</translation>
    </message>
    <message>
        <source>New game: %1 against %2.</source>
        <translation>New game: %1 against %2.</translation>
    </message>
    <message>
        <source>The engine plays without its book: %1</source>
        <translation>The engine plays without its book: %1</translation>
    </message>
    <message>
        <source>The clipboard&apos;s text</source>
        <translation>The clipboard&apos;s text</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>Paste</translation>
    </message>
    <message>
        <source>The clipboard holds no text.</source>
        <translation>The clipboard holds no text.</translation>
    </message>
    <message>
        <source>Invalid PGN: %1</source>
        <translation>Invalid PGN: %1</translation>
    </message>
    <message>
        <source>no game found</source>
        <translation>no game found</translation>
    </message>
    <message>
        <source>Pasted with problems: %1</source>
        <translation>Pasted with problems: %1</translation>
    </message>
    <message>
        <source>Open PGN</source>
        <translation>Open PGN</translation>
    </message>
    <message>
        <source>PGN files (*.pgn);;All files (*)</source>
        <translation>PGN files (*.pgn);;All files (*)</translation>
    </message>
    <message>
        <source>Invalid PGN in %1: %2</source>
        <translation>Invalid PGN in %1: %2</translation>
    </message>
    <message>
        <source>Save PGN</source>
        <translation>Save PGN</translation>
    </message>
    <message>
        <source>PGN files (*.pgn)</source>
        <translation>PGN files (*.pgn)</translation>
    </message>
    <message>
        <source>Cannot save %1: %2</source>
        <translation>Cannot save %1: %2</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>Saved %1.</translation>
    </message>
    <message>
        <source>FEN copied.</source>
        <translation>FEN copied.</translation>
    </message>
    <message>
        <source>PGN copied.</source>
        <translation>PGN copied.</translation>
    </message>
    <message>
        <source>The new language takes effect when Eschess starts again.</source>
        <translation>The new language takes effect when Eschess starts again.</translation>
    </message>
    <message>
        <source>Comment</source>
        <translation>Comment</translation>
    </message>
    <message>
        <source>Comment on the shown move:</source>
        <translation>Comment on the shown move:</translation>
    </message>
    <message>
        <source>%1 is thinking: depth %2, score %3 (White&apos;s view), %4 nodes/s</source>
        <translation>%1 is thinking: depth %2, score %3 (White&apos;s view), %4 nodes/s</translation>
    </message>
    <message>
        <source>%1 to move.</source>
        <translation>%1 to move.</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 is thinking…</translation>
    </message>
    <message>
        <source>Paused.</source>
        <translation>Paused.</translation>
    </message>
    <message>
        <source>Game Over</source>
        <translation>Game Over</translation>
    </message>
    <message>
        <source>Result: %1</source>
        <translation>Result: %1</translation>
    </message>
</context>
<context>
    <name>eschess::app::MatchDialog</name>
    <message>
        <source>Resume match</source>
        <translation>Resume match</translation>
    </message>
    <message>
        <source>New match</source>
        <translation>New match</translation>
    </message>
    <message>
        <source>options, e.g. Hash=64, Depth=3</source>
        <translation>options, e.g. Hash=64, Depth=3</translation>
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
        <translation>&amp;Games:</translation>
    </message>
    <message>
        <source>&amp;Time control:</source>
        <translation>&amp;Time control:</translation>
    </message>
    <message>
        <source>none: the standard start position</source>
        <translation>none: the standard start position</translation>
    </message>
    <message>
        <source>&amp;Openings (EPD/PGN):</source>
        <translation>&amp;Openings (EPD/PGN):</translation>
    </message>
    <message>
        <source>Openings (*.epd *.pgn)</source>
        <translation>Openings (*.epd *.pgn)</translation>
    </message>
    <message>
        <source>random order, seed</source>
        <translation>random order, seed</translation>
    </message>
    <message>
        <source>&amp;Concurrent games:</source>
        <translation>&amp;Concurrent games:</translation>
    </message>
    <message>
        <source>none</source>
        <translation>none</translation>
    </message>
    <message>
        <source>&amp;PGN file:</source>
        <translation>&amp;PGN file:</translation>
    </message>
    <message>
        <source>PGN (*.pgn)</source>
        <translation>PGN (*.pgn)</translation>
    </message>
    <message>
        <source>the PGN file&apos;s name with .state</source>
        <translation>the PGN file&apos;s name with .state</translation>
    </message>
    <message>
        <source>St&amp;ate file:</source>
        <translation>St&amp;ate file:</translation>
    </message>
    <message>
        <source>State files (*.state);;All files (*)</source>
        <translation>State files (*.state);;All files (*)</translation>
    </message>
    <message>
        <source>SPRT (stop when decided)</source>
        <translation>SPRT (stop when decided)</translation>
    </message>
    <message>
        <source>Draw adjudication</source>
        <translation>Draw adjudication</translation>
    </message>
    <message>
        <source>after move</source>
        <translation>after move</translation>
    </message>
    <message>
        <source>for moves</source>
        <translation>for moves</translation>
    </message>
    <message>
        <source>within ± cp</source>
        <translation>within ± cp</translation>
    </message>
    <message>
        <source>Resign adjudication</source>
        <translation>Resign adjudication</translation>
    </message>
    <message>
        <source>at or below − cp</source>
        <translation>at or below − cp</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>no limit</translation>
    </message>
    <message>
        <source>&amp;Maximum moves:</source>
        <translation>&amp;Maximum moves:</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Resume</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Start</translation>
    </message>
    <message>
        <source>Continues the match recorded in the state file: the games it lists are kept, the rest are played. The settings must be the ones it was started with, except that more games extend it.</source>
        <translation>Continues the match recorded in the state file: the games it lists are kept, the rest are played. The settings must be the ones it was started with, except that more games extend it.</translation>
    </message>
    <message>
        <source>%1 (UCI)</source>
        <translation>%1 (UCI)</translation>
    </message>
    <message>
        <source>engine %1 is no longer in the engines list</source>
        <translation>engine %1 is no longer in the engines list</translation>
    </message>
    <message>
        <source>choose engine %1</source>
        <translation>choose engine %1</translation>
    </message>
    <message>
        <source>SPRT: elo1 must be greater than elo0</source>
        <translation>SPRT: elo1 must be greater than elo0</translation>
    </message>
    <message>
        <source>the state file &apos;%1&apos; holds a match already: resume it (Tools ▸ Resume match), or choose another state file</source>
        <translation>the state file &apos;%1&apos; holds a match already: resume it (Tools ▸ Resume match), or choose another state file</translation>
    </message>
    <message>
        <source>Chess960</source>
        <translation>Chess960</translation>
    </message>
    <message>
        <source>Fischer random chess: games from the 960 starting positions, or from the openings file played as Chess960</source>
        <translation>Fischer random chess: games from the 960 starting positions, or from the openings file played as Chess960</translation>
    </message>
</context>
<context>
    <name>eschess::app::MatchGame</name>
    <message>
        <source>stopped</source>
        <translation>stopped</translation>
    </message>
</context>
<context>
    <name>eschess::app::MatchPanel</name>
    <message>
        <source>No match yet: Tools ▸ Match…</source>
        <translation>No match yet: Tools ▸ Match…</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Wins</translation>
    </message>
    <message>
        <source>Draws</source>
        <translation>Draws</translation>
    </message>
    <message>
        <source>Losses</source>
        <translation>Losses</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>as White</source>
        <translation>as White</translation>
    </message>
    <message>
        <source>as Black</source>
        <translation>as Black</translation>
    </message>
    <message>
        <source>total</source>
        <translation>total</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <source>White</source>
        <translation>White</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Black</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Result</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Reason</translation>
    </message>
    <message>
        <source>Elo difference (95% interval)</source>
        <translation>Elo difference (95% interval)</translation>
    </message>
    <message>
        <source>Elo</source>
        <translation>Elo</translation>
    </message>
    <message>
        <source>95% interval</source>
        <translation>95% interval</translation>
    </message>
    <message>
        <source>games</source>
        <translation>games</translation>
    </message>
    <message>
        <source>Cumulative score of engine 1 (points above 50%)</source>
        <translation>Cumulative score of engine 1 (points above 50%)</translation>
    </message>
    <message>
        <source>score − games/2</source>
        <translation>score − games/2</translation>
    </message>
    <message>
        <source>points</source>
        <translation>points</translation>
    </message>
    <message>
        <source>SPRT log-likelihood ratio</source>
        <translation>SPRT log-likelihood ratio</translation>
    </message>
    <message>
        <source>LLR</source>
        <translation>LLR</translation>
    </message>
    <message>
        <source>accept H0</source>
        <translation>accept H0</translation>
    </message>
    <message>
        <source>accept H1</source>
        <translation>accept H1</translation>
    </message>
    <message>
        <source>Results of engine 1 by colour</source>
        <translation>Results of engine 1 by colour</translation>
    </message>
    <message>
        <source>wins</source>
        <translation>wins</translation>
    </message>
    <message>
        <source>draws</source>
        <translation>draws</translation>
    </message>
    <message>
        <source>losses</source>
        <translation>losses</translation>
    </message>
    <message>
        <source>SPRT</source>
        <translation>SPRT</translation>
    </message>
    <message>
        <source>Colours</source>
        <translation>Colours</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Games</translation>
    </message>
    <message>
        <source>Watch: none</source>
        <translation>Watch: none</translation>
    </message>
    <message>
        <source>Watch game %1: %2 vs %3</source>
        <translation>Watch game %1: %2 vs %3</translation>
    </message>
    <message>
        <source>&amp;Finish games, then stop</source>
        <translation>&amp;Finish games, then stop</translation>
    </message>
    <message>
        <source>Stop &amp;now</source>
        <translation>Stop &amp;now</translation>
    </message>
    <message>
        <source>%1 vs %2, %3 games, %4</source>
        <translation>%1 vs %2, %3 games, %4</translation>
    </message>
    <message>
        <source>Error: %1</source>
        <translation>Error: %1</translation>
    </message>
    <message>
        <source>SPRT: %1 after game %2 – LLR %3 [%4, %5]</source>
        <translation>SPRT: %1 after game %2 – LLR %3 [%4, %5]</translation>
    </message>
    <message>
        <source>LLR over all %1 games: %2</source>
        <translation>LLR over all %1 games: %2</translation>
    </message>
    <message>
        <source>SPRT: LLR %1 [%2, %3] – %4</source>
        <translation>SPRT: LLR %1 [%2, %3] – %4</translation>
    </message>
    <message>
        <source>Match finished.</source>
        <translation>Match finished.</translation>
    </message>
    <message>
        <source>Stopping after the games in progress…</source>
        <translation>Stopping after the games in progress…</translation>
    </message>
</context>
<context>
    <name>eschess::app::MatchRunner</name>
    <message>
        <source>the number of games must be at least 1</source>
        <translation>the number of games must be at least 1</translation>
    </message>
    <message>
        <source>resuming needs the state file of the run</source>
        <translation>resuming needs the state file of the run</translation>
    </message>
    <message>
        <source>there is no state file &apos;%1&apos; to resume from</source>
        <translation>there is no state file &apos;%1&apos; to resume from</translation>
    </message>
    <message>
        <source>cannot write the PGN file &apos;%1&apos;: %2</source>
        <translation>cannot write the PGN file &apos;%1&apos;: %2</translation>
    </message>
    <message>
        <source>the state file &apos;%1&apos; records game %2, which this match does not have</source>
        <translation>the state file &apos;%1&apos; records game %2, which this match does not have</translation>
    </message>
    <message>
        <source>an engine could not be started: %1</source>
        <translation>an engine could not be started: %1</translation>
    </message>
    <message>
        <source>cannot record the finished game: %1</source>
        <translation>cannot record the finished game: %1</translation>
    </message>
</context>
<context>
    <name>eschess::app::MoveListWidget</name>
    <message>
        <source>No.</source>
        <translation>No.</translation>
    </message>
    <message>
        <source>White</source>
        <translation>White</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Black</translation>
    </message>
</context>
<context>
    <name>eschess::app::NewGameDialog</name>
    <message>
        <source>New Game</source>
        <translation>New Game</translation>
    </message>
    <message>
        <source>Starting position</source>
        <translation>Starting position</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>From FEN:</source>
        <translation>From FEN:</translation>
    </message>
    <message>
        <source>Time control</source>
        <translation>Time control</translation>
    </message>
    <message>
        <source>Play with a clock</source>
        <translation>Play with a clock</translation>
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
        <translation>Base time:</translation>
    </message>
    <message>
        <source>Increment per move:</source>
        <translation>Increment per move:</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>White</source>
        <translation>White</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Black</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Human</translation>
    </message>
    <message>
        <source>Engine: %1</source>
        <translation>Engine: %1</translation>
    </message>
    <message>
        <source>External UCI engine…</source>
        <translation>External UCI engine…</translation>
    </message>
    <message>
        <source>/usr/games/stockfish,Hash=64</source>
        <translation>/usr/games/stockfish,Hash=64</translation>
    </message>
    <message>
        <source>The engine&apos;s program, then options as Name=value, separated by commas</source>
        <translation>The engine&apos;s program, then options as Name=value, separated by commas</translation>
    </message>
    <message>
        <source>By the clock</source>
        <translation>By the clock</translation>
    </message>
    <message>
        <source>Fixed depth</source>
        <translation>Fixed depth</translation>
    </message>
    <message>
        <source>Time per move</source>
        <translation>Time per move</translation>
    </message>
    <message>
        <source>Elo rating (UCI_Elo)</source>
        <translation>Elo rating (UCI_Elo)</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>Player:</translation>
    </message>
    <message>
        <source>Program:</source>
        <translation>Program:</translation>
    </message>
    <message>
        <source>Strength:</source>
        <translation>Strength:</translation>
    </message>
    <message>
        <source>Depth:</source>
        <translation>Depth:</translation>
    </message>
    <message>
        <source> plies</source>
        <translation> plies</translation>
    </message>
    <message>
        <source>Time:</source>
        <translation>Time:</translation>
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
        <translation>Chess960 number:</translation>
    </message>
    <message>
        <source>Fischer random chess: the pieces behind the pawns shuffled, the king between the rooks; castling puts king and rook where they go in standard chess</source>
        <translation>Fischer random chess: the pieces behind the pawns shuffled, the king between the rooks; castling puts king and rook where they go in standard chess</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Random</translation>
    </message>
    <message>
        <source>Draw one of the 960 starting positions</source>
        <translation>Draw one of the 960 starting positions</translation>
    </message>
    <message>
        <source>White&apos;s first rank; Black&apos;s mirrors it</source>
        <translation>White&apos;s first rank; Black&apos;s mirrors it</translation>
    </message>
    <message>
        <source>This engine has no strength levels (UCI_Elo)</source>
        <translation>This engine has no strength levels (UCI_Elo)</translation>
    </message>
    <message>
        <source>From %1 to %2</source>
        <translation>From %1 to %2</translation>
    </message>
</context>
<context>
    <name>eschess::app::OpeningSuite</name>
    <message>
        <source>cannot read openings file &apos;%1&apos;: %2</source>
        <translation>cannot read openings file &apos;%1&apos;: %2</translation>
    </message>
    <message>
        <source>no usable opening in &apos;%1&apos;</source>
        <translation>no usable opening in &apos;%1&apos;</translation>
    </message>
</context>
<context>
    <name>eschess::app::PgnGamesDialog</name>
    <message>
        <source>Choose a Game</source>
        <translation>Choose a Game</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>No.</translation>
    </message>
    <message>
        <source>White</source>
        <translation>White</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Black</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Result</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Event</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Moves</translation>
    </message>
    <message numerus="yes">
        <source>The file holds %n game(s). Pick one to open:</source>
        <translation>
            <numerusform>The file holds %n game. Pick one to open:</numerusform>
            <numerusform>The file holds %n games. Pick one to open:</numerusform>
        </translation>
    </message>
    <message>
        <source>Filter: a player, an event, a date…</source>
        <translation>Filter: a player, an event, a date…</translation>
    </message>
    <message>
        <source>Shows the games with this text in any column, in any case</source>
        <translation>Shows the games with this text in any column, in any case</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n game(s) shown</source>
        <translation>
            <numerusform>%1 of %n game shown</numerusform>
            <numerusform>%1 of %n games shown</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eschess::app::PiecePalette</name>
    <message>
        <source>Eraser: a click empties the square</source>
        <translation>Eraser: a click empties the square</translation>
    </message>
    <message>
        <source>Eraser</source>
        <translation>Eraser</translation>
    </message>
    <message>
        <source>White king</source>
        <translation>White king</translation>
    </message>
    <message>
        <source>Black king</source>
        <translation>Black king</translation>
    </message>
    <message>
        <source>White queen</source>
        <translation>White queen</translation>
    </message>
    <message>
        <source>Black queen</source>
        <translation>Black queen</translation>
    </message>
    <message>
        <source>White rook</source>
        <translation>White rook</translation>
    </message>
    <message>
        <source>Black rook</source>
        <translation>Black rook</translation>
    </message>
    <message>
        <source>White bishop</source>
        <translation>White bishop</translation>
    </message>
    <message>
        <source>Black bishop</source>
        <translation>Black bishop</translation>
    </message>
    <message>
        <source>White knight</source>
        <translation>White knight</translation>
    </message>
    <message>
        <source>Black knight</source>
        <translation>Black knight</translation>
    </message>
    <message>
        <source>White pawn</source>
        <translation>White pawn</translation>
    </message>
    <message>
        <source>Black pawn</source>
        <translation>Black pawn</translation>
    </message>
</context>
<context>
    <name>eschess::app::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Preferences</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>System default</translation>
    </message>
    <message>
        <source>Show coordinates</source>
        <translation>Show coordinates</translation>
    </message>
    <message>
        <source>Animate moves</source>
        <translation>Animate moves</translation>
    </message>
    <message>
        <source>Engines play from the opening book in games against a person</source>
        <translation>Engines play from the opening book in games against a person</translation>
    </message>
    <message>
        <source>The book chosen in the Opening Book panel; the engine searches once the book has no move for the position.</source>
        <translation>The book chosen in the Opening Book panel; the engine searches once the book has no move for the position.</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>Show the engine&apos;s thinking in games against it</source>
        <translation>Show the engine&apos;s thinking in games against it</translation>
    </message>
    <message>
        <source>Off: while you play an engine, its search, output and evaluation stay hidden until the game is over. Games between two engines always show them.</source>
        <translation>Off: while you play an engine, its search, output and evaluation stay hidden until the game is over. Games between two engines always show them.</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Language:</translation>
    </message>
    <message>
        <source>&lt;i&gt;A new language takes effect when Eschess starts again.&lt;/i&gt;</source>
        <translation>&lt;i&gt;A new language takes effect when Eschess starts again.&lt;/i&gt;</translation>
    </message>
    <message>
        <source>Board theme:</source>
        <translation>Board theme:</translation>
    </message>
    <message>
        <source>Delay between engine moves:</source>
        <translation>Delay between engine moves:</translation>
    </message>
</context>
<context>
    <name>eschess::app::PromotionChooser</name>
    <message>
        <source>Promotion</source>
        <translation>Promotion</translation>
    </message>
</context>
<context>
    <name>eschess::app::PvPanel</name>
    <message>
        <source>%1 M</source>
        <translation>%1 M</translation>
    </message>
    <message>
        <source>%1 k</source>
        <translation>%1 k</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Depth</translation>
    </message>
    <message>
        <source>Best move</source>
        <translation>Best move</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Time</translation>
    </message>
    <message>
        <source>The best move after each iteration; bold where it changed</source>
        <translation>The best move after each iteration; bold where it changed</translation>
    </message>
    <message>
        <source>&lt;i&gt;No search yet.&lt;/i&gt;</source>
        <translation>&lt;i&gt;No search yet.&lt;/i&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; &amp;nbsp; depth %2/%3 &amp;nbsp; %4 s &amp;nbsp; %5 nodes</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; &amp;nbsp; depth %2/%3 &amp;nbsp; %4 s &amp;nbsp; %5 nodes</translation>
    </message>
    <message>
        <source> &amp;nbsp; %1 n/s</source>
        <translation> &amp;nbsp; %1 n/s</translation>
    </message>
    <message>
        <source> &amp;nbsp; (fail high)</source>
        <translation> &amp;nbsp; (fail high)</translation>
    </message>
    <message>
        <source> &amp;nbsp; (fail low)</source>
        <translation> &amp;nbsp; (fail low)</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>Best move per iteration (changes: %1)</source>
        <translation>Best move per iteration (changes: %1)</translation>
    </message>
</context>
<context>
    <name>eschess::app::ReviewDialog</name>
    <message>
        <source>Review Game</source>
        <translation>Review Game</translation>
    </message>
    <message>
        <source>Eschess: %1</source>
        <translation>Eschess: %1</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Depth</translation>
    </message>
    <message>
        <source>Time per position</source>
        <translation>Time per position</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>%v of %m positions</source>
        <translation>%v of %m positions</translation>
    </message>
    <message>
        <source>Every position of the main line is scored; each move is judged by how much it lowers the mover&apos;s chances (docs/analysis.md).</source>
        <translation>Every position of the main line is scored; each move is judged by how much it lowers the mover&apos;s chances (docs/analysis.md).</translation>
    </message>
    <message>
        <source>&amp;Review</source>
        <translation>&amp;Review</translation>
    </message>
    <message>
        <source>&amp;Cancel Review</source>
        <translation>&amp;Cancel Review</translation>
    </message>
    <message>
        <source>Engine:</source>
        <translation>Engine:</translation>
    </message>
    <message>
        <source>Per position:</source>
        <translation>Per position:</translation>
    </message>
    <message>
        <source>The game has no moves to review.</source>
        <translation>The game has no moves to review.</translation>
    </message>
    <message>
        <source>Cannot use this engine: %1</source>
        <translation>Cannot use this engine: %1</translation>
    </message>
    <message>
        <source>Review Game — %1%</source>
        <translation>Review Game — %1%</translation>
    </message>
    <message>
        <source>Reviewing %1 moves with %2…</source>
        <translation>Reviewing %1 moves with %2…</translation>
    </message>
    <message>
        <source>Review done: %1 moves annotated. They are in the move list, the evaluation graph and the Game Review panel.</source>
        <translation>Review done: %1 moves annotated. They are in the move list, the evaluation graph and the Game Review panel.</translation>
    </message>
    <message>
        <source>The review stopped: %1. %2 of %3 moves are annotated.</source>
        <translation>The review stopped: %1. %2 of %3 moves are annotated.</translation>
    </message>
    <message>
        <source>The game changed during the review: the %1 moves still in it are annotated.</source>
        <translation>The game changed during the review: the %1 moves still in it are annotated.</translation>
    </message>
    <message>
        <source>Review cancelled: %1 of %2 moves are annotated.</source>
        <translation>Review cancelled: %1 of %2 moves are annotated.</translation>
    </message>
</context>
<context>
    <name>eschess::app::ReviewRunner</name>
    <message>
        <source>the engine failed: %1</source>
        <translation>the engine failed: %1</translation>
    </message>
</context>
<context>
    <name>eschess::app::ReviewSummary</name>
    <message>
        <source>Best</source>
        <translation>Best</translation>
    </message>
    <message>
        <source>Good</source>
        <translation>Good</translation>
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
        <translation>Avg. loss</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>Accuracy</translation>
    </message>
    <message>
        <source>The engine&apos;s own move</source>
        <translation>The engine&apos;s own move</translation>
    </message>
    <message>
        <source>Lowers the winning chances by less than 5 points</source>
        <translation>Lowers the winning chances by less than 5 points</translation>
    </message>
    <message>
        <source>Inaccuracies: 5 to 10 points</source>
        <translation>Inaccuracies: 5 to 10 points</translation>
    </message>
    <message>
        <source>Mistakes: 10 to 15 points</source>
        <translation>Mistakes: 10 to 15 points</translation>
    </message>
    <message>
        <source>Blunders: 15 points or more</source>
        <translation>Blunders: 15 points or more</translation>
    </message>
    <message>
        <source>Average centipawn loss per move</source>
        <translation>Average centipawn loss per move</translation>
    </message>
    <message>
        <source>Accuracy as Lichess computes it (docs/analysis.md)</source>
        <translation>Accuracy as Lichess computes it (docs/analysis.md)</translation>
    </message>
    <message>
        <source>White</source>
        <translation>White</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Black</translation>
    </message>
    <message>
        <source>No review yet: Analysis ▸ Review Game…</source>
        <translation>No review yet: Analysis ▸ Review Game…</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>%1 moves reviewed. A move is an inaccuracy (?!), a mistake (?) or a blunder (??) when it lowers the mover&apos;s winning chances by 5, 10 or 15 points.</source>
        <translation>%1 moves reviewed. A move is an inaccuracy (?!), a mistake (?) or a blunder (??) when it lowers the mover&apos;s winning chances by 5, 10 or 15 points.</translation>
    </message>
    <message>
        <source>Game Review</source>
        <translation>Game Review</translation>
    </message>
    <message>
        <source>&amp;Review Game…</source>
        <translation>&amp;Review Game…</translation>
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
        <translation>the state file &apos;%1&apos; exists: resume that run, or remove the file to start anew</translation>
    </message>
    <message>
        <source>cannot write the state file &apos;%1&apos;: %2</source>
        <translation>cannot write the state file &apos;%1&apos;: %2</translation>
    </message>
    <message>
        <source>resuming needs a state file</source>
        <translation>resuming needs a state file</translation>
    </message>
    <message>
        <source>cannot read the state file &apos;%1&apos;: %2</source>
        <translation>cannot read the state file &apos;%1&apos;: %2</translation>
    </message>
    <message>
        <source>%1: not a line of an Eschess state file</source>
        <translation>%1: not a line of an Eschess state file</translation>
    </message>
    <message>
        <source>%1: not an Eschess state file</source>
        <translation>%1: not an Eschess state file</translation>
    </message>
    <message>
        <source>%1: state file version %2 is not supported</source>
        <translation>%1: state file version %2 is not supported</translation>
    </message>
    <message>
        <source>%1: the state file is of a %2, not of a %3</source>
        <translation>%1: the state file is of a %2, not of a %3</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(none)</translation>
    </message>
    <message>
        <source>%1: the run was started with other settings: %2 was %3, now %4</source>
        <translation>%1: the run was started with other settings: %2 was %3, now %4</translation>
    </message>
    <message>
        <source>%1: the run wrote its games to &apos;%2&apos;, not &apos;%3&apos;</source>
        <translation>%1: the run wrote its games to &apos;%2&apos;, not &apos;%3&apos;</translation>
    </message>
    <message>
        <source>%1: a game line needs game, white, black and result</source>
        <translation>%1: a game line needs game, white, black and result</translation>
    </message>
    <message>
        <source>%1: game %2 is recorded twice</source>
        <translation>%1: game %2 is recorded twice</translation>
    </message>
    <message>
        <source>%1: the state file is empty</source>
        <translation>%1: the state file is empty</translation>
    </message>
    <message>
        <source>cannot repair the state file &apos;%1&apos;: %2</source>
        <translation>cannot repair the state file &apos;%1&apos;: %2</translation>
    </message>
    <message>
        <source>the PGN file &apos;%1&apos; has %2 bytes, but the state file recorded %3: it was changed since; the run cannot be resumed safely</source>
        <translation>the PGN file &apos;%1&apos; has %2 bytes, but the state file recorded %3: it was changed since; the run cannot be resumed safely</translation>
    </message>
    <message>
        <source>cannot cut the PGN file &apos;%1&apos; back to its last recorded game: %2</source>
        <translation>cannot cut the PGN file &apos;%1&apos; back to its last recorded game: %2</translation>
    </message>
</context>
<context>
    <name>eschess::app::SetupBoard</name>
    <message>
        <source>Board to set up</source>
        <translation>Board to set up</translation>
    </message>
</context>
<context>
    <name>eschess::app::SetupPositionDialog</name>
    <message>
        <source>Set Up Position</source>
        <translation>Set Up Position</translation>
    </message>
    <message>
        <source>White</source>
        <translation>White</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Black</translation>
    </message>
    <message>
        <source>Castling</source>
        <translation>Castling</translation>
    </message>
    <message>
        <source>White O-O</source>
        <translation>White O-O</translation>
    </message>
    <message>
        <source>White O-O-O</source>
        <translation>White O-O-O</translation>
    </message>
    <message>
        <source>Black O-O</source>
        <translation>Black O-O</translation>
    </message>
    <message>
        <source>Black O-O-O</source>
        <translation>Black O-O-O</translation>
    </message>
    <message>
        <source>Offered while the king and this rook stand on their starting squares</source>
        <translation>Offered while the king and this rook stand on their starting squares</translation>
    </message>
    <message>
        <source>Offered where a pawn of the side not to move may just have advanced two squares</source>
        <translation>Offered where a pawn of the side not to move may just have advanced two squares</translation>
    </message>
    <message>
        <source>Plies since the last capture or pawn move (the fifty-move rule counts these)</source>
        <translation>Plies since the last capture or pawn move (the fifty-move rule counts these)</translation>
    </message>
    <message>
        <source>Side to move:</source>
        <translation>Side to move:</translation>
    </message>
    <message>
        <source>En passant:</source>
        <translation>En passant:</translation>
    </message>
    <message>
        <source>Move number:</source>
        <translation>Move number:</translation>
    </message>
    <message>
        <source>Halfmove clock:</source>
        <translation>Halfmove clock:</translation>
    </message>
    <message>
        <source>Start Position</source>
        <translation>Start Position</translation>
    </message>
    <message>
        <source>Clear Board</source>
        <translation>Clear Board</translation>
    </message>
    <message>
        <source>Flip Board</source>
        <translation>Flip Board</translation>
    </message>
    <message>
        <source>FEN:</source>
        <translation>FEN:</translation>
    </message>
    <message>
        <source>Type or paste a FEN</source>
        <translation>Type or paste a FEN</translation>
    </message>
    <message>
        <source>Not a legal position: %1</source>
        <translation>Not a legal position: %1</translation>
    </message>
    <message>
        <source>None</source>
        <translation>None</translation>
    </message>
    <message>
        <source>White is checkmated.</source>
        <translation>White is checkmated.</translation>
    </message>
    <message>
        <source>Black is checkmated.</source>
        <translation>Black is checkmated.</translation>
    </message>
    <message>
        <source>Stalemate: White has no legal move.</source>
        <translation>Stalemate: White has no legal move.</translation>
    </message>
    <message>
        <source>Stalemate: Black has no legal move.</source>
        <translation>Stalemate: Black has no legal move.</translation>
    </message>
    <message>
        <source>White to move, in check.</source>
        <translation>White to move, in check.</translation>
    </message>
    <message>
        <source>Black to move, in check.</source>
        <translation>Black to move, in check.</translation>
    </message>
    <message>
        <source>White to move.</source>
        <translation>White to move.</translation>
    </message>
    <message>
        <source>Black to move.</source>
        <translation>Black to move.</translation>
    </message>
    <message>
        <source>Chess960 castling</source>
        <translation>Chess960 castling</translation>
    </message>
    <message>
        <source>King anywhere on its first rank, castling with the outermost rook on either side</source>
        <translation>King anywhere on its first rank, castling with the outermost rook on either side</translation>
    </message>
</context>
<context>
    <name>eschess::app::StatsModel</name>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
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
        <translation>Late-move reductions applied / re-searches after a reduced or null-window search failed high</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Depth</translation>
    </message>
    <message>
        <source>Sel</source>
        <translation>Sel</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Nodes</translation>
    </message>
    <message>
        <source>Q-nodes</source>
        <translation>Q-nodes</translation>
    </message>
    <message>
        <source>β-cuts</source>
        <translation>β-cuts</translation>
    </message>
    <message>
        <source>1st cut</source>
        <translation>1st cut</translation>
    </message>
    <message>
        <source>TT hit</source>
        <translation>TT hit</translation>
    </message>
    <message>
        <source>Null cuts</source>
        <translation>Null cuts</translation>
    </message>
    <message>
        <source>Red. / re-s.</source>
        <translation>Red. / re-s.</translation>
    </message>
    <message>
        <source>EBF</source>
        <translation>EBF</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Time</translation>
    </message>
    <message>
        <source>NPS</source>
        <translation>NPS</translation>
    </message>
    <message>
        <source>Nominal depth of the iteration (plies)</source>
        <translation>Nominal depth of the iteration (plies)</translation>
    </message>
    <message>
        <source>Selective depth: the deepest ply reached, quiescence included</source>
        <translation>Selective depth: the deepest ply reached, quiescence included</translation>
    </message>
    <message>
        <source>Positions visited in this iteration (external engines: total so far)</source>
        <translation>Positions visited in this iteration (external engines: total so far)</translation>
    </message>
    <message>
        <source>Of which in the quiescence search</source>
        <translation>Of which in the quiescence search</translation>
    </message>
    <message>
        <source>Beta cut-offs: moves that refuted the opponent&apos;s previous move</source>
        <translation>Beta cut-offs: moves that refuted the opponent&apos;s previous move</translation>
    </message>
    <message>
        <source>Share of cut-offs made by the first move searched: move-ordering quality</source>
        <translation>Share of cut-offs made by the first move searched: move-ordering quality</translation>
    </message>
    <message>
        <source>Share of transposition-table probes that found the position</source>
        <translation>Share of transposition-table probes that found the position</translation>
    </message>
    <message>
        <source>Cut-offs by null-move pruning</source>
        <translation>Cut-offs by null-move pruning</translation>
    </message>
    <message>
        <source>Late-move reductions / re-searches</source>
        <translation>Late-move reductions / re-searches</translation>
    </message>
    <message>
        <source>Effective branching factor: nodes of this depth / nodes of the previous one</source>
        <translation>Effective branching factor: nodes of this depth / nodes of the previous one</translation>
    </message>
    <message>
        <source>Time since the search started</source>
        <translation>Time since the search started</translation>
    </message>
    <message>
        <source>Nodes per second</source>
        <translation>Nodes per second</translation>
    </message>
</context>
<context>
    <name>eschess::app::StatsPanel</name>
    <message>
        <source>This search</source>
        <translation>This search</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Compare</translation>
    </message>
</context>
<context>
    <name>eschess::app::SuiteHistory</name>
    <message>
        <source>cannot create the folder %1</source>
        <translation>cannot create the folder %1</translation>
    </message>
</context>
<context>
    <name>eschess::app::SuitePanel</name>
    <message>
        <source>%v / %m positions</source>
        <translation>%v / %m positions</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>Export CSV…</translation>
    </message>
    <message>
        <source>Export JSON…</source>
        <translation>Export JSON…</translation>
    </message>
    <message>
        <source>Double-click a position to analyse it on the board.</source>
        <translation>Double-click a position to analyse it on the board.</translation>
    </message>
    <message>
        <source>Solved positions</source>
        <translation>Solved positions</translation>
    </message>
    <message>
        <source>Positions</source>
        <translation>Positions</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Summary</translation>
    </message>
    <message>
        <source>Chart</source>
        <translation>Chart</translation>
    </message>
    <message>
        <source>Export CSV</source>
        <translation>Export CSV</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV files (*.csv)</translation>
    </message>
    <message>
        <source>Export JSON</source>
        <translation>Export JSON</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>JSON files (*.json)</translation>
    </message>
    <message>
        <source>A suite is already running.</source>
        <translation>A suite is already running.</translation>
    </message>
    <message>
        <source>Cannot read the suite %1: %2</source>
        <translation>Cannot read the suite %1: %2</translation>
    </message>
    <message>
        <source>The suite has no usable positions.</source>
        <translation>The suite has no usable positions.</translation>
    </message>
    <message>
        <source>Engine &apos;%1&apos;: %2</source>
        <translation>Engine &apos;%1&apos;: %2</translation>
    </message>
    <message>
        <source>Choose at least one engine.</source>
        <translation>Choose at least one engine.</translation>
    </message>
    <message>
        <source>Running %1 (%2)…</source>
        <translation>Running %1 (%2)…</translation>
    </message>
    <message numerus="yes">
        <source>Running %1 (%2); %n bad line(s) skipped.</source>
        <translation>
            <numerusform>Running %1 (%2); %n bad line skipped.</numerusform>
            <numerusform>Running %1 (%2); %n bad lines skipped.</numerusform>
        </translation>
    </message>
    <message>
        <source>(cancelled; finished positions kept)</source>
        <translation>(cancelled; finished positions kept)</translation>
    </message>
    <message>
        <source>(not saved for later comparison: %1)</source>
        <translation>(not saved for later comparison: %1)</translation>
    </message>
    <message>
        <source>%1: %2 solved, Bratko-Kopec score %3</source>
        <translation>%1: %2 solved, Bratko-Kopec score %3</translation>
    </message>
    <message>
        <source>(last run: %1)</source>
        <translation>(last run: %1)</translation>
    </message>
    <message>
        <source>The paper behind the score maps about 5 points to a rating of 1600–1799 — a rough estimate for its time limits of 30–120 s, not a rating.</source>
        <translation>The paper behind the score maps about 5 points to a rating of 1600–1799 — a rough estimate for its time limits of 30–120 s, not a rating.</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Depth</translation>
    </message>
    <message>
        <source>Time to solution (ms)</source>
        <translation>Time to solution (ms)</translation>
    </message>
    <message>
        <source>Solved</source>
        <translation>Solved</translation>
    </message>
    <message numerus="yes">
        <source>Engine %1 failed %n time(s), last: %2. Given up: its remaining positions were skipped.</source>
        <translation>
            <numerusform>Engine %1 failed %n time, last: %2. Given up: its remaining positions were skipped.</numerusform>
            <numerusform>Engine %1 failed %n times, last: %2. Given up: its remaining positions were skipped.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Engine %1 failed %n time(s), last: %2. Restarted for the next position each time.</source>
        <translation>
            <numerusform>Engine %1 failed %n time, last: %2. Restarted for the next position each time.</numerusform>
            <numerusform>Engine %1 failed %n times, last: %2. Restarted for the next position each time.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eschess::app::SuiteResultsModel</name>
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
        <translation>lever</translation>
    </message>
    <message>
        <source>tactical</source>
        <translation>tactical</translation>
    </message>
    <message>
        <source>mate %1</source>
        <translation>mate %1</translation>
    </message>
    <message>
        <source>%1 cp</source>
        <translation>%1 cp</translation>
    </message>
    <message>
        <source>%1 vs %2</source>
        <translation>%1 vs %2</translation>
    </message>
    <message>
        <source>Searched again side by side, %1 scored %2 cp above %3 at depth %4: the evaluation prefers the played move.</source>
        <translation>Searched again side by side, %1 scored %2 cp above %3 at depth %4: the evaluation prefers the played move.</translation>
    </message>
    <message>
        <source>Searched again side by side, %1 scored %2 cp above %3 at depth %4: the full search passed over a move it rates higher when it looks at it.</source>
        <translation>Searched again side by side, %1 scored %2 cp above %3 at depth %4: the full search passed over a move it rates higher when it looks at it.</translation>
    </message>
    <message>
        <source> or </source>
        <translation> or </translation>
    </message>
    <message>
        <source>not %1</source>
        <translation>not %1</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>mate in %1</source>
        <translation>mate in %1</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(none)</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>yes</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>Category</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Engine</translation>
    </message>
    <message>
        <source>Limit</source>
        <translation>Limit</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>Expected</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Played</translation>
    </message>
    <message>
        <source>Solved</source>
        <translation>Solved</translation>
    </message>
    <message>
        <source>Time to solution</source>
        <translation>Time to solution</translation>
    </message>
    <message>
        <source>Depth to solution</source>
        <translation>Depth to solution</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Nodes</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Miss margin</source>
        <translation>Miss margin</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Time</translation>
    </message>
</context>
<context>
    <name>eschess::app::SuiteRunner</name>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>depth %1</source>
        <translation>depth %1</translation>
    </message>
    <message>
        <source>sweep to depth %1 (%2 s)</source>
        <translation>sweep to depth %1 (%2 s)</translation>
    </message>
    <message>
        <source>%1 nodes</source>
        <translation>%1 nodes</translation>
    </message>
    <message>
        <source>the engine could not be created</source>
        <translation>the engine could not be created</translation>
    </message>
</context>
<context>
    <name>eschess::app::SuiteSetupDialog</name>
    <message>
        <source>Run a test suite</source>
        <translation>Run a test suite</translation>
    </message>
    <message>
        <source>Suite</source>
        <translation>Suite</translation>
    </message>
    <message>
        <source>EPD file…</source>
        <translation>EPD file…</translation>
    </message>
    <message>
        <source>Open EPD file…</source>
        <translation>Open EPD file…</translation>
    </message>
    <message>
        <source>Engines</source>
        <translation>Engines</translation>
    </message>
    <message>
        <source>more engines, separated by &apos;;&apos; — e.g. /usr/games/stockfish,Threads=1</source>
        <translation>more engines, separated by &apos;;&apos; — e.g. /usr/games/stockfish,Threads=1</translation>
    </message>
    <message>
        <source>Limit per position</source>
        <translation>Limit per position</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Time</translation>
    </message>
    <message>
        <source>Fixed depth</source>
        <translation>Fixed depth</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Nodes</translation>
    </message>
    <message>
        <source>The same search on any machine and under any load: results compare across machines, and other work may run meanwhile.</source>
        <translation>The same search on any machine and under any load: results compare across machines, and other work may run meanwhile.</translation>
    </message>
    <message>
        <source>Depth sweep</source>
        <translation>Depth sweep</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>up to depth </source>
        <translation>up to depth </translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>The sweep ends after the first depth at which a search takes longer than this.</source>
        <translation>The sweep ends after the first depth at which a search takes longer than this.</translation>
    </message>
    <message>
        <source>timeout</source>
        <translation>timeout</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Run</translation>
    </message>
    <message>
        <source>Positions searched at the same time, each by an engine instance of its own.</source>
        <translation>Positions searched at the same time, each by an engine instance of its own.</translation>
    </message>
    <message>
        <source>Multiplies the Bratko-Kopec checkpoints of 30, 60, 90 and 120 seconds; use 0.1 for a machine ten times faster than the paper&apos;s.</source>
        <translation>Multiplies the Bratko-Kopec checkpoints of 30, 60, 90 and 120 seconds; use 0.1 for a machine ten times faster than the paper&apos;s.</translation>
    </message>
    <message>
        <source>Measure each miss&apos;s margin</source>
        <translation>Measure each miss&apos;s margin</translation>
    </message>
    <message>
        <source>After a miss, search the position again with the same limit, comparing only the played move and the expected ones: how far the expected move trailed. Not for depth sweeps.</source>
        <translation>After a miss, search the position again with the same limit, comparing only the played move and the expected ones: how far the expected move trailed. Not for depth sweeps.</translation>
    </message>
    <message>
        <source>Jobs at once:</source>
        <translation>Jobs at once:</translation>
    </message>
    <message>
        <source>Bratko-Kopec time scale:</source>
        <translation>Bratko-Kopec time scale:</translation>
    </message>
    <message>
        <source>Open EPD file</source>
        <translation>Open EPD file</translation>
    </message>
    <message>
        <source>EPD files (*.epd);;All files (*)</source>
        <translation>EPD files (*.epd);;All files (*)</translation>
    </message>
    <message numerus="yes">
        <source>%n position(s)</source>
        <translation>
            <numerusform>%n position</numerusform>
            <numerusform>%n positions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) skipped:</source>
        <translation>
            <numerusform>%n line skipped:</numerusform>
            <numerusform>%n lines skipped:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eschess::app::SuiteSummaryModel</name>
    <message>
        <source>all</source>
        <translation>all</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Engine</translation>
    </message>
    <message>
        <source>Limit</source>
        <translation>Limit</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>Category</translation>
    </message>
    <message>
        <source>Solved</source>
        <translation>Solved</translation>
    </message>
    <message>
        <source>Positions</source>
        <translation>Positions</translation>
    </message>
    <message>
        <source>Solved %</source>
        <translation>Solved %</translation>
    </message>
    <message>
        <source>BK points</source>
        <translation>BK points</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Nodes</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Time</translation>
    </message>
</context>
<context>
    <name>eschess::app::TimeControl</name>
    <message>
        <source>time control &apos;%1&apos;: %2</source>
        <translation>time control &apos;%1&apos;: %2</translation>
    </message>
    <message>
        <source>empty; expected e.g. 40/60+0.6 or 10+0.1</source>
        <translation>empty; expected e.g. 40/60+0.6 or 10+0.1</translation>
    </message>
    <message>
        <source>moves per period &apos;%1&apos; must be a positive whole number</source>
        <translation>moves per period &apos;%1&apos; must be a positive whole number</translation>
    </message>
    <message>
        <source>time &apos;%1&apos; is not a number of seconds</source>
        <translation>time &apos;%1&apos; is not a number of seconds</translation>
    </message>
    <message>
        <source>increment &apos;%1&apos; is not a number of seconds</source>
        <translation>increment &apos;%1&apos; is not a number of seconds</translation>
    </message>
    <message>
        <source>no time at all</source>
        <translation>no time at all</translation>
    </message>
    <message>
        <source>milliseconds per move must be a whole number from 1 to %1</source>
        <translation>milliseconds per move must be a whole number from 1 to %1</translation>
    </message>
    <message>
        <source>the depth must be a whole number from 1 to %1</source>
        <translation>the depth must be a whole number from 1 to %1</translation>
    </message>
    <message>
        <source>nodes per move must be a whole number from 1 to %1</source>
        <translation>nodes per move must be a whole number from 1 to %1</translation>
    </message>
    <message>
        <source>untimed</source>
        <translation>untimed</translation>
    </message>
    <message>
        <source>movetime %1 ms</source>
        <translation>movetime %1 ms</translation>
    </message>
    <message>
        <source>depth %1</source>
        <translation>depth %1</translation>
    </message>
    <message>
        <source>nodes %1</source>
        <translation>nodes %1</translation>
    </message>
</context>
<context>
    <name>eschess::app::TimeControlEdit</name>
    <message>
        <source>Clock (moves/seconds+increment)</source>
        <translation>Clock (moves/seconds+increment)</translation>
    </message>
    <message>
        <source>Time per move (ms)</source>
        <translation>Time per move (ms)</translation>
    </message>
    <message>
        <source>Fixed depth</source>
        <translation>Fixed depth</translation>
    </message>
    <message>
        <source>Nodes per move</source>
        <translation>Nodes per move</translation>
    </message>
</context>
<context>
    <name>eschess::app::TournamentDialog</name>
    <message>
        <source>Resume tournament</source>
        <translation>Resume tournament</translation>
    </message>
    <message>
        <source>New tournament</source>
        <translation>New tournament</translation>
    </message>
    <message>
        <source>%1 (UCI)</source>
        <translation>%1 (UCI)</translation>
    </message>
    <message>
        <source>options, e.g. Depth=3, Hash=64</source>
        <translation>options, e.g. Depth=3, Hash=64</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Add</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Remove</translation>
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
        <translation>Round robin (everyone against everyone)</translation>
    </message>
    <message>
        <source>Gauntlet (the first engine against the others)</source>
        <translation>Gauntlet (the first engine against the others)</translation>
    </message>
    <message>
        <source>Swiss</source>
        <translation>Swiss</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>&amp;Format:</translation>
    </message>
    <message>
        <source>&amp;Games per pairing:</source>
        <translation>&amp;Games per pairing:</translation>
    </message>
    <message>
        <source>automatic</source>
        <translation>automatic</translation>
    </message>
    <message>
        <source>Swiss &amp;rounds:</source>
        <translation>Swiss &amp;rounds:</translation>
    </message>
    <message>
        <source>&amp;Time control:</source>
        <translation>&amp;Time control:</translation>
    </message>
    <message>
        <source>none: the standard position</source>
        <translation>none: the standard position</translation>
    </message>
    <message>
        <source>&amp;Openings (EPD, PGN or book):</source>
        <translation>&amp;Openings (EPD, PGN or book):</translation>
    </message>
    <message>
        <source>Openings (*.epd *.pgn *.bin);;All files (*)</source>
        <translation>Openings (*.epd *.pgn *.bin);;All files (*)</translation>
    </message>
    <message>
        <source>Book: always the best move</source>
        <translation>Book: always the best move</translation>
    </message>
    <message>
        <source> plies</source>
        <translation> plies</translation>
    </message>
    <message>
        <source>up to</source>
        <translation>up to</translation>
    </message>
    <message>
        <source>&amp;Seed:</source>
        <translation>&amp;Seed:</translation>
    </message>
    <message>
        <source>&amp;Concurrency:</source>
        <translation>&amp;Concurrency:</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>no limit</translation>
    </message>
    <message>
        <source>Draw after &amp;moves:</source>
        <translation>Draw after &amp;moves:</translation>
    </message>
    <message>
        <source>&amp;PGN file:</source>
        <translation>&amp;PGN file:</translation>
    </message>
    <message>
        <source>PGN files (*.pgn)</source>
        <translation>PGN files (*.pgn)</translation>
    </message>
    <message>
        <source>the PGN file&apos;s name with .state</source>
        <translation>the PGN file&apos;s name with .state</translation>
    </message>
    <message>
        <source>&amp;State file:</source>
        <translation>&amp;State file:</translation>
    </message>
    <message>
        <source>State files (*.state);;All files (*)</source>
        <translation>State files (*.state);;All files (*)</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Resume</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Start</translation>
    </message>
    <message>
        <source>Continues the tournament recorded in the state file: the games it lists are kept, the rest are played. The settings must be the ones it was started with, except that more games per pairing (in a Swiss, more rounds) extend it.</source>
        <translation>Continues the tournament recorded in the state file: the games it lists are kept, the rest are played. The settings must be the ones it was started with, except that more games per pairing (in a Swiss, more rounds) extend it.</translation>
    </message>
    <message>
        <source>add at least two engines</source>
        <translation>add at least two engines</translation>
    </message>
    <message>
        <source>the state file &apos;%1&apos; holds a tournament already: resume it (Tools ▸ Resume tournament), or choose another state file</source>
        <translation>the state file &apos;%1&apos; holds a tournament already: resume it (Tools ▸ Resume tournament), or choose another state file</translation>
    </message>
    <message>
        <source>Chess960</source>
        <translation>Chess960</translation>
    </message>
    <message>
        <source>Fischer random chess: games from the 960 starting positions, drawn by the seed, or from the openings file played as Chess960</source>
        <translation>Fischer random chess: games from the 960 starting positions, drawn by the seed, or from the openings file played as Chess960</translation>
    </message>
    <message>
        <source>a Polyglot book holds standard chess&apos;s openings: choose an EPD or PGN file, or none, for Chess960</source>
        <translation>a Polyglot book holds standard chess&apos;s openings: choose an EPD or PGN file, or none, for Chess960</translation>
    </message>
</context>
<context>
    <name>eschess::app::TournamentPanel</name>
    <message>
        <source>No tournament</source>
        <translation>No tournament</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>&amp;Stop</translation>
    </message>
    <message>
        <source>Show on the board:</source>
        <translation>Show on the board:</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(none)</translation>
    </message>
    <message>
        <source>Game %1: %2 – %3</source>
        <translation>Game %1: %2 – %3</translation>
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
        <translation>Points</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Games</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Elo</source>
        <translation>Elo</translation>
    </message>
    <message>
        <source>95% interval</source>
        <translation>95% interval</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Standings</translation>
    </message>
    <message>
        <source>Crosstable</source>
        <translation>Crosstable</translation>
    </message>
    <message>
        <source>Rating after each game (fitted over all games, mean 0)</source>
        <translation>Rating after each game (fitted over all games, mean 0)</translation>
    </message>
    <message>
        <source>games</source>
        <translation>games</translation>
    </message>
    <message>
        <source>Rating chart</source>
        <translation>Rating chart</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <source>White</source>
        <translation>White</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Black</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Result</translation>
    </message>
    <message>
        <source>Opening</source>
        <translation>Opening</translation>
    </message>
    <message>
        <source>Termination</source>
        <translation>Termination</translation>
    </message>
    <message>
        <source>Double-click a game to open it</source>
        <translation>Double-click a game to open it</translation>
    </message>
    <message>
        <source>Error: %1</source>
        <translation>Error: %1</translation>
    </message>
    <message>
        <source>not started</source>
        <translation>not started</translation>
    </message>
    <message>
        <source>running</source>
        <translation>running</translation>
    </message>
    <message>
        <source>stopping</source>
        <translation>stopping</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>finished</translation>
    </message>
    <message>
        <source>%1: %2 of %3 games played, %4 engines — %5</source>
        <translation>%1: %2 of %3 games played, %4 engines — %5</translation>
    </message>
</context>
<context>
    <name>eschess::app::TournamentRunner</name>
    <message>
        <source>a tournament needs at least two engines</source>
        <translation>a tournament needs at least two engines</translation>
    </message>
    <message>
        <source>the number of games per pairing must be at least 1</source>
        <translation>the number of games per pairing must be at least 1</translation>
    </message>
    <message>
        <source>the gauntlet engine must be one of the %1 engines</source>
        <translation>the gauntlet engine must be one of the %1 engines</translation>
    </message>
    <message>
        <source>a Swiss tournament needs at least three engines (two play a match)</source>
        <translation>a Swiss tournament needs at least three engines (two play a match)</translation>
    </message>
    <message>
        <source>resuming needs the state file of the run</source>
        <translation>resuming needs the state file of the run</translation>
    </message>
    <message>
        <source>there is no state file &apos;%1&apos; to resume from</source>
        <translation>there is no state file &apos;%1&apos; to resume from</translation>
    </message>
    <message>
        <source>the opening book &apos;%1&apos; has no moves</source>
        <translation>the opening book &apos;%1&apos; has no moves</translation>
    </message>
    <message>
        <source>cannot write the PGN file &apos;%1&apos;: %2</source>
        <translation>cannot write the PGN file &apos;%1&apos;: %2</translation>
    </message>
    <message>
        <source>the state file &apos;%1&apos; has game %2 between other players than this tournament pairs</source>
        <translation>the state file &apos;%1&apos; has game %2 between other players than this tournament pairs</translation>
    </message>
    <message>
        <source>the state file &apos;%1&apos; records game %2, which this tournament does not have</source>
        <translation>the state file &apos;%1&apos; records game %2, which this tournament does not have</translation>
    </message>
    <message>
        <source>an engine could not be started: %1</source>
        <translation>an engine could not be started: %1</translation>
    </message>
    <message>
        <source>cannot record the finished game: %1</source>
        <translation>cannot record the finished game: %1</translation>
    </message>
</context>
<context>
    <name>eschess::app::TreeExplorer</name>
    <message>
        <source>no recording searcher available</source>
        <translation>no recording searcher available</translation>
    </message>
    <message>
        <source>options, e.g. Hash=16</source>
        <translation>options, e.g. Hash=16</translation>
    </message>
    <message>
        <source>depth </source>
        <translation>depth </translation>
    </message>
    <message>
        <source>Recording stops after this many nodes</source>
        <translation>Recording stops after this many nodes</translation>
    </message>
    <message>
        <source> nodes</source>
        <translation> nodes</translation>
    </message>
    <message>
        <source>Record</source>
        <translation>Record</translation>
    </message>
    <message>
        <source>Record a shallow search to explore its tree.</source>
        <translation>Record a shallow search to explore its tree.</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stop</translation>
    </message>
    <message>
        <source>Recording %1 to depth %2…</source>
        <translation>Recording %1 to depth %2…</translation>
    </message>
    <message>
        <source>%1 recorded no tree: this searcher does not support the tree recorder.</source>
        <translation>%1 recorded no tree: this searcher does not support the tree recorder.</translation>
    </message>
    <message>
        <source>%1, depth %2: %3 nodes recorded (%4 not searched), search %5 nodes, %6 s.</source>
        <translation>%1, depth %2: %3 nodes recorded (%4 not searched), search %5 nodes, %6 s.</translation>
    </message>
    <message>
        <source>The node budget of %1 ran out: only the start of the search is shown.</source>
        <translation>The node budget of %1 ran out: only the start of the search is shown.</translation>
    </message>
    <message>
        <source>Root position</source>
        <translation>Root position</translation>
    </message>
    <message>
        <source>Not searched: a cut-off above made it irrelevant.</source>
        <translation>Not searched: a cut-off above made it irrelevant.</translation>
    </message>
    <message>
        <source>%1 node, score %2 (side to move), %3 children</source>
        <translation>%1 node, score %2 (side to move), %3 children</translation>
    </message>
</context>
<context>
    <name>eschess::app::TreeGraphView</name>
    <message numerus="yes">
        <source>%n more</source>
        <translation>
            <numerusform>%n more</numerusform>
            <numerusform>%n more</numerusform>
        </translation>
    </message>
    <message>
        <source>Moves not searched because of a cut-off: %1</source>
        <translation>Moves not searched because of a cut-off: %1</translation>
    </message>
</context>
<context>
    <name>eschess::app::TreeModel</name>
    <message>
        <source>(null)</source>
        <translation>(null)</translation>
    </message>
    <message>
        <source>PV</source>
        <translation>PV</translation>
    </message>
    <message>
        <source>cut</source>
        <translation>cut</translation>
    </message>
    <message>
        <source>all</source>
        <translation>all</translation>
    </message>
    <message>
        <source>leaf</source>
        <translation>leaf</translation>
    </message>
    <message>
        <source>not searched</source>
        <translation>not searched</translation>
    </message>
    <message>
        <source>Not searched: a cut-off above made this move irrelevant</source>
        <translation>Not searched: a cut-off above made this move irrelevant</translation>
    </message>
    <message>
        <source>Root position</source>
        <translation>Root position</translation>
    </message>
    <message>
        <source>root</source>
        <translation>root</translation>
    </message>
    <message>
        <source>TT</source>
        <translation>TT</translation>
    </message>
    <message>
        <source>Q</source>
        <translation>Q</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Move</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>α, β</source>
        <translation>α, β</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Cut by</source>
        <translation>Cut by</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>Flags</translation>
    </message>
    <message>
        <source>Score from the view of the side to move at the node</source>
        <translation>Score from the view of the side to move at the node</translation>
    </message>
    <message>
        <source>Alpha-beta window on entry, side to move&apos;s view</source>
        <translation>Alpha-beta window on entry, side to move&apos;s view</translation>
    </message>
    <message>
        <source>PV: score inside the window; cut: failed high; all: failed low</source>
        <translation>PV: score inside the window; cut: failed high; all: failed low</translation>
    </message>
    <message>
        <source>The move that caused the beta cut-off</source>
        <translation>The move that caused the beta cut-off</translation>
    </message>
    <message>
        <source>TT: transposition-table hit; Q: quiescence search</source>
        <translation>TT: transposition-table hit; Q: quiescence search</translation>
    </message>
</context>
<context>
    <name>eschess::app::TreeRunner</name>
    <message>
        <source>A tree search is already running</source>
        <translation>A tree search is already running</translation>
    </message>
    <message>
        <source>The depth must be at least 1</source>
        <translation>The depth must be at least 1</translation>
    </message>
</context>
<context>
    <name>eschess::app::UciEngine</name>
    <message>
        <source>%1 sent a line longer than %2 bytes</source>
        <translation>%1 sent a line longer than %2 bytes</translation>
    </message>
    <message>
        <source>%1 sent more than %2 unusable lines; last: %3</source>
        <translation>%1 sent more than %2 unusable lines; last: %3</translation>
    </message>
    <message>
        <source>%1 announced more than %2 options</source>
        <translation>%1 announced more than %2 options</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: %2 (position %3)</source>
        <translation>%1: %2 (position %3)</translation>
    </message>
    <message>
        <source>%1 did not answer &apos;uci&apos; with &apos;uciok&apos; within %2 s</source>
        <translation>%1 did not answer &apos;uci&apos; with &apos;uciok&apos; within %2 s</translation>
    </message>
    <message>
        <source>%1 did not answer &apos;isready&apos; within %2 s</source>
        <translation>%1 did not answer &apos;isready&apos; within %2 s</translation>
    </message>
    <message>
        <source>%1 did not answer &apos;stop&apos; with a bestmove</source>
        <translation>%1 did not answer &apos;stop&apos; with a bestmove</translation>
    </message>
    <message>
        <source>%1 stalled: no bestmove in time</source>
        <translation>%1 stalled: no bestmove in time</translation>
    </message>
    <message>
        <source>%1 could not be started (%2): %3</source>
        <translation>%1 could not be started (%2): %3</translation>
    </message>
    <message>
        <source>%1: process error: %2</source>
        <translation>%1: process error: %2</translation>
    </message>
    <message>
        <source>%1 crashed</source>
        <translation>%1 crashed</translation>
    </message>
    <message>
        <source>%1 exited unexpectedly (exit code %2)</source>
        <translation>%1 exited unexpectedly (exit code %2)</translation>
    </message>
    <message>
        <source>%1 cannot play Chess960: it has no UCI_Chess960 option</source>
        <translation>%1 cannot play Chess960: it has no UCI_Chess960 option</translation>
    </message>
    <message>
        <source>%1 cannot be set up as asked: %2</source>
        <translation>%1 cannot be set up as asked: %2</translation>
    </message>
    <message>
        <source>%1 refused its settings: %2</source>
        <translation>%1 refused its settings: %2</translation>
    </message>
    <message>
        <source>%1 announced the option &apos;%2&apos; twice; the later announcement counts</source>
        <translation>%1 announced the option &apos;%2&apos; twice; the later announcement counts</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Play, watch and analyse chess games.</source>
        <translation>Play, watch and analyse chess games.</translation>
    </message>
    <message>
        <source>Render the documentation&apos;s screenshots into &lt;dir&gt; and quit.</source>
        <translation>Render the documentation&apos;s screenshots into &lt;dir&gt; and quit.</translation>
    </message>
    <message>
        <source>Quit &lt;ms&gt; milliseconds after the window is shown.</source>
        <translation>Quit &lt;ms&gt; milliseconds after the window is shown.</translation>
    </message>
    <message>
        <source>A PGN file to open.</source>
        <translation>A PGN file to open.</translation>
    </message>
    <message>
        <source>eschess: --quit-after needs a number of milliseconds (0 or more), not &apos;%1&apos;</source>
        <translation>eschess: --quit-after needs a number of milliseconds (0 or more), not &apos;%1&apos;</translation>
    </message>
</context>
</TS>
