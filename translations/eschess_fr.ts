<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>BoardTheme</name>
    <message>
        <source>Wood</source>
        <translation>Bois</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Bleu</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Vert</translation>
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
        <translation>La réflexion du moteur est masquée pendant que vous jouez contre lui (Préférences : « Afficher la réflexion du moteur dans les parties contre lui »). Elle s’affiche à la fin de la partie.</translation>
    </message>
    <message>
        <source>%1 — %2 %3</source>
        <translation>%1 — %2 %3</translation>
    </message>
    <message>
        <source>%1 — thinking on move %2</source>
        <translation>%1 — réflexion sur le coup %2</translation>
    </message>
    <message>
        <source>Engine output: White</source>
        <translation>Sortie du moteur : Blancs</translation>
    </message>
    <message>
        <source>Engine output: Black</source>
        <translation>Sortie du moteur : Noirs</translation>
    </message>
    <message>
        <source>depth %1</source>
        <translation>profondeur %1</translation>
    </message>
    <message>
        <source>move %1/%2</source>
        <translation>coup %1/%2</translation>
    </message>
    <message>
        <source>move %1</source>
        <translation>coup %1</translation>
    </message>
</context>
<context>
    <name>ExplorerLoader</name>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>Impossible d’ouvrir %1 : %2</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>Impossible de lire %1 : %2</translation>
    </message>
    <message>
        <source>%1 has changed since it was indexed; open it again.</source>
        <translation>%1 a changé depuis son indexation ; ouvrez-le à nouveau.</translation>
    </message>
</context>
<context>
    <name>FormRows</name>
    <message>
        <source>Browse…</source>
        <translation>Parcourir…</translation>
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
        <translation>&amp;Moteurs…</translation>
    </message>
    <message>
        <source>&amp;Match…</source>
        <translation>&amp;Match…</translation>
    </message>
    <message>
        <source>Move &amp;quality (ACPL)…</source>
        <translation>&amp;Qualité des coups (ACPL)…</translation>
    </message>
    <message>
        <source>Elo &amp;ladder…</source>
        <translation>&amp;Échelle Elo…</translation>
    </message>
    <message>
        <source>Res&amp;ume match…</source>
        <translation>Re&amp;prendre un match…</translation>
    </message>
</context>
<context>
    <name>PlayerChoice</name>
    <message>
        <source>&apos;%1&apos; is not an engine of the expected kind.</source>
        <translation>« %1 » n’est pas un moteur du type attendu.</translation>
    </message>
</context>
<context>
    <name>SearchPanels</name>
    <message>
        <source>Principal variation</source>
        <translation>Variante principale</translation>
    </message>
    <message>
        <source>Search statistics</source>
        <translation>Statistiques de recherche</translation>
    </message>
    <message>
        <source>Depth progression</source>
        <translation>Progression en profondeur</translation>
    </message>
    <message>
        <source>Search tree</source>
        <translation>Arbre de recherche</translation>
    </message>
    <message>
        <source>Compare searchers…</source>
        <translation>Comparer des chercheurs…</translation>
    </message>
    <message>
        <source>Explore search tree…</source>
        <translation>Explorer l’arbre de recherche…</translation>
    </message>
</context>
<context>
    <name>SearcherSpec</name>
    <message>
        <source>Unknown searcher &apos;%1&apos;</source>
        <translation>Chercheur inconnu « %1 »</translation>
    </message>
    <message>
        <source>Option &apos;%1&apos; of %2: expected Name=value</source>
        <translation>Option « %1 » de %2 : Nom=valeur attendu</translation>
    </message>
    <message>
        <source>Option &apos;%1&apos; of %2: %3</source>
        <translation>Option « %1 » de %2 : %3</translation>
    </message>
</context>
<context>
    <name>SuiteTools</name>
    <message>
        <source>Test suite</source>
        <translation>Suite de tests</translation>
    </message>
    <message>
        <source>Run &amp;test suite…</source>
        <translation>Lancer une &amp;suite de tests…</translation>
    </message>
</context>
<context>
    <name>TournamentTools</name>
    <message>
        <source>Tournament</source>
        <translation>Tournoi</translation>
    </message>
    <message>
        <source>&amp;Tournament…</source>
        <translation>&amp;Tournoi…</translation>
    </message>
    <message>
        <source>&amp;Resume tournament…</source>
        <translation>&amp;Reprendre un tournoi…</translation>
    </message>
</context>
<context>
    <name>TreeRunner</name>
    <message>
        <source>Stopped before the search began</source>
        <translation>Arrêté avant le début de la recherche</translation>
    </message>
</context>
<context>
    <name>WdlText</name>
    <message>
        <source>White wins %1%, draw %2%, Black wins %3%</source>
        <translation>Les Blancs gagnent %1 %, nulle %2 %, les Noirs gagnent %3 %</translation>
    </message>
</context>
<context>
    <name>eschess::app</name>
    <message>
        <source>cannot write %1: %2</source>
        <translation>impossible d’écrire %1 : %2</translation>
    </message>
    <message>
        <source>bad option line &quot;%1&quot;: %2</source>
        <translation>ligne d’option incorrecte « %1 » : %2</translation>
    </message>
    <message>
        <source>does not start with &apos;option&apos;</source>
        <translation>ne commence pas par « option »</translation>
    </message>
    <message>
        <source>unexpected word &apos;%1&apos;</source>
        <translation>mot inattendu « %1 »</translation>
    </message>
    <message>
        <source>no name</source>
        <translation>pas de nom</translation>
    </message>
    <message>
        <source>no type</source>
        <translation>pas de type</translation>
    </message>
    <message>
        <source>unknown type &apos;%1&apos;</source>
        <translation>type inconnu « %1 »</translation>
    </message>
    <message>
        <source>spin values must be whole numbers</source>
        <translation>les valeurs spin doivent être des nombres entiers</translation>
    </message>
    <message>
        <source>min %1 is greater than max %2</source>
        <translation>le min %1 est supérieur au max %2</translation>
    </message>
    <message>
        <source>not an info line</source>
        <translation>pas une ligne info</translation>
    </message>
    <message>
        <source>info: &apos;%1&apos; needs a number, got &apos;%2&apos;</source>
        <translation>info : « %1 » attend un nombre, reçu « %2 »</translation>
    </message>
    <message>
        <source>info: %1 %2 is out of range (%3 to %4)</source>
        <translation>info : %1 %2 est hors limites (%3 à %4)</translation>
    </message>
    <message>
        <source>info: score must be &apos;cp&apos; or &apos;mate&apos;, got &apos;%1&apos;</source>
        <translation>info : le score doit être « cp » ou « mate », reçu « %1 »</translation>
    </message>
    <message>
        <source>info pv: %1</source>
        <translation>info pv : %1</translation>
    </message>
    <message>
        <source>info: unknown field &apos;%1&apos;</source>
        <translation>info : champ inconnu « %1 »</translation>
    </message>
    <message>
        <source>not a bestmove line</source>
        <translation>pas une ligne bestmove</translation>
    </message>
    <message>
        <source>&apos;bestmove&apos; without a move</source>
        <translation>« bestmove » sans coup</translation>
    </message>
    <message>
        <source>bestmove &apos;%1&apos; although there are legal moves</source>
        <translation>bestmove « %1 » alors qu’il existe des coups légaux</translation>
    </message>
    <message>
        <source>illegal bestmove: %1</source>
        <translation>bestmove illégal : %1</translation>
    </message>
    <message>
        <source>none built in</source>
        <translation>aucune intégrée</translation>
    </message>
    <message>
        <source>engine spec &apos;%1&apos;: %2</source>
        <translation>spécification de moteur « %1 » : %2</translation>
    </message>
    <message>
        <source>no searcher name or program before the first comma</source>
        <translation>pas de nom de chercheur ni de programme avant la première virgule</translation>
    </message>
    <message>
        <source>no program</source>
        <translation>pas de programme</translation>
    </message>
    <message>
        <source>the program name contains a NUL character</source>
        <translation>le nom du programme contient un caractère NUL</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is neither a searcher of the family (%2) nor a program that exists</source>
        <translation>« %1 » n’est ni un chercheur de la famille (%2) ni un programme existant</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an executable file</source>
        <translation>« %1 » n’est pas un fichier exécutable</translation>
    </message>
    <message>
        <source>option %1 is empty (two commas in a row?)</source>
        <translation>l’option %1 est vide (deux virgules de suite ?)</translation>
    </message>
    <message>
        <source>option %1 &apos;%2&apos; has no &apos;=value&apos;</source>
        <translation>l’option %1 « %2 » n’a pas de « =valeur »</translation>
    </message>
    <message>
        <source>option %1 &apos;%2&apos; has no name before &apos;=&apos;</source>
        <translation>l’option %1 « %2 » n’a pas de nom avant « = »</translation>
    </message>
    <message>
        <source>option %1 &apos;%2&apos; has a line break in its name or value</source>
        <translation>l’option %1 « %2 » contient un saut de ligne dans son nom ou sa valeur</translation>
    </message>
    <message>
        <source>option %1 &apos;%2&apos;: %3</source>
        <translation>option %1 « %2 » : %3</translation>
    </message>
    <message>
        <source>%1 engine(s) at a time x %2 game(s) at once need %3 MB of hash tables, more than the %4 MB this machine can give (lower Hash or the concurrency)</source>
        <translation>%1 moteur(s) à la fois × %2 partie(s) simultanées demandent %3 Mo de tables de hachage, plus que les %4 Mo que cette machine peut fournir (réduisez Hash ou la simultanéité)</translation>
    </message>
    <message>
        <source>%1 game(s) at once would run %2 search threads on %3 core(s); at most %4 are allowed (lower Threads or the concurrency)</source>
        <translation>%1 partie(s) simultanées lanceraient %2 threads de recherche sur %3 cœur(s) ; %4 au plus sont permis (réduisez Threads ou la simultanéité)</translation>
    </message>
    <message>
        <source>%1 is too large (%2 MiB); the limit is %3 MiB.</source>
        <translation>%1 est trop gros (%2 Mio) ; la limite est de %3 Mio.</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>Impossible d’ouvrir %1 : %2</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>Impossible de lire %1 : %2</translation>
    </message>
    <message>
        <source>… and %1 more</source>
        <translation>… et %1 de plus</translation>
    </message>
    <message>
        <source>cannot write &apos;%1&apos;: %2</source>
        <translation>impossible d’écrire « %1 » : %2</translation>
    </message>
    <message>
        <source>info currmove: %1</source>
        <translation>info currmove : %1</translation>
    </message>
    <message>
        <source>no move</source>
        <translation>aucun coup</translation>
    </message>
    <message>
        <source>it has no option &apos;%1&apos;</source>
        <translation>il n&apos;a pas d&apos;option « %1 »</translation>
    </message>
    <message>
        <source>%1 must be true or false, not &apos;%2&apos;</source>
        <translation>%1 doit être true ou false, pas « %2 »</translation>
    </message>
    <message>
        <source>%1 must be a whole number from %2 to %3, not &apos;%4&apos;</source>
        <translation>%1 doit être un nombre entier de %2 à %3, pas « %4 »</translation>
    </message>
    <message>
        <source>%1 must be one of %2, not &apos;%3&apos;</source>
        <translation>%1 doit être l&apos;une des valeurs %2, pas « %3 »</translation>
    </message>
</context>
<context>
    <name>eschess::app::AboutDialog</name>
    <message>
        <source>About Eschess</source>
        <translation>À propos d’Eschess</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Eschess %1&lt;/h2&gt;&lt;p&gt;A chess program to play, watch and analyse games, and a laboratory for chess engines: from a random mover to a modern alpha-beta searcher, side by side.&lt;/p&gt;&lt;p&gt;Built-in engines: %2&lt;/p&gt;&lt;p&gt;Built with Qt %3.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Eschess %1&lt;/h2&gt;&lt;p&gt;Un programme d’échecs pour jouer, regarder et analyser des parties, et un laboratoire de moteurs d’échecs : du joueur aléatoire au chercheur alpha-bêta moderne, côte à côte.&lt;/p&gt;&lt;p&gt;Moteurs intégrés : %2&lt;/p&gt;&lt;p&gt;Compilé avec Qt %3.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
</context>
<context>
    <name>eschess::app::AcplDialog</name>
    <message>
        <source>Move quality (ACPL)</source>
        <translation>Qualité des coups (ACPL)</translation>
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
        <translation>&amp;Analyser</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Tous</translation>
    </message>
    <message>
        <source>Opening</source>
        <translation>Ouverture</translation>
    </message>
    <message>
        <source>Middlegame</source>
        <translation>Milieu de partie</translation>
    </message>
    <message>
        <source>Endgame</source>
        <translation>Finale</translation>
    </message>
    <message>
        <source>Average centipawn loss by phase (lower is better)</source>
        <translation>Perte moyenne en centipions par phase (plus bas = mieux)</translation>
    </message>
    <message>
        <source>Referee:</source>
        <translation>Arbitre :</translation>
    </message>
    <message>
        <source>Depth:</source>
        <translation>Profondeur :</translation>
    </message>
    <message>
        <source>Loss cap per move:</source>
        <translation>Perte maximale par coup :</translation>
    </message>
    <message>
        <source>Cannot read &apos;%1&apos;: %2</source>
        <translation>Impossible de lire « %1 » : %2</translation>
    </message>
    <message>
        <source>No game in &apos;%1&apos;.</source>
        <translation>Aucune partie dans « %1 ».</translation>
    </message>
    <message>
        <source>Add a referee engine in Tools ▸ Engines.</source>
        <translation>Ajoutez un moteur arbitre dans Outils ▸ Moteurs.</translation>
    </message>
    <message>
        <source>%1 positions scored.</source>
        <translation>%1 positions évaluées.</translation>
    </message>
    <message>
        <source>Analysing %1 games…</source>
        <translation>Analyse de %1 parties…</translation>
    </message>
    <message>
        <source>opening</source>
        <translation>ouverture</translation>
    </message>
    <message>
        <source>middlegame</source>
        <translation>milieu de partie</translation>
    </message>
    <message>
        <source>endgame</source>
        <translation>finale</translation>
    </message>
    <message>
        <source>cp per move</source>
        <translation>cp par coup</translation>
    </message>
    <message>
        <source>&amp;PGN file:</source>
        <translation>Fichier &amp;PGN :</translation>
    </message>
</context>
<context>
    <name>eschess::app::AcplRunner</name>
    <message>
        <source>referee failed: %1</source>
        <translation>échec de l’arbitre : %1</translation>
    </message>
</context>
<context>
    <name>eschess::app::AnalysisController</name>
    <message>
        <source>No engine is available for analysis.</source>
        <translation>Aucun moteur disponible pour l’analyse.</translation>
    </message>
</context>
<context>
    <name>eschess::app::AnalysisPanel</name>
    <message>
        <source>Analyse</source>
        <translation>Analyser</translation>
    </message>
    <message>
        <source>Start or stop infinite analysis of the shown position</source>
        <translation>Lancer ou arrêter l’analyse infinie de la position affichée</translation>
    </message>
    <message>
        <source>Number of best lines to show (MultiPV)</source>
        <translation>Nombre de meilleures lignes à afficher (MultiPV)</translation>
    </message>
    <message>
        <source>Lines:</source>
        <translation>Lignes :</translation>
    </message>
    <message>
        <source>Score (White)</source>
        <translation>Score (Blancs)</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Profondeur</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Nœuds</translation>
    </message>
    <message>
        <source>NPS</source>
        <translation>N/s</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Ligne</translation>
    </message>
    <message>
        <source>Pawns from White&apos;s point of view; #N is a mate in N moves</source>
        <translation>Pions du point de vue des Blancs ; #N est un mat en N coups</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Arrêter</translation>
    </message>
    <message>
        <source>Press Analyse to let the engine study the shown position.</source>
        <translation>Appuyez sur Analyser pour que le moteur étudie la position affichée.</translation>
    </message>
    <message>
        <source>Engine used for analysis: one of Eschess&apos;s own, or an external UCI engine added under Tools ▸ Engines</source>
        <translation>Moteur utilisé pour l’analyse : un de ceux d’Eschess, ou un moteur UCI externe ajouté dans Outils ▸ Moteurs</translation>
    </message>
    <message>
        <source>%1 (UCI)</source>
        <translation>%1 (UCI)</translation>
    </message>
    <message>
        <source>%1 is no longer in the list of engines (Tools ▸ Engines)</source>
        <translation>%1 n’est plus dans la liste des moteurs (Outils ▸ Moteurs)</translation>
    </message>
    <message numerus="yes">
        <source>%1 shows at most %n line(s).</source>
        <translation>
            <numerusform>%1 affiche au plus %n ligne.</numerusform>
            <numerusform>%1 affiche au plus %n lignes.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eschess::app::BoardWidget</name>
    <message>
        <source>Chess board</source>
        <translation>Échiquier</translation>
    </message>
</context>
<context>
    <name>eschess::app::BookPanel</name>
    <message>
        <source>Open Book…</source>
        <translation>Ouvrir une bibliothèque…</translation>
    </message>
    <message>
        <source>No book</source>
        <translation>Pas de bibliothèque</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Coup</translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>Poids</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>Part</translation>
    </message>
    <message>
        <source>Cannot use this book: %1</source>
        <translation>Impossible d’utiliser cette bibliothèque : %1</translation>
    </message>
    <message>
        <source>Open Polyglot Book</source>
        <translation>Ouvrir une bibliothèque Polyglot</translation>
    </message>
    <message>
        <source>Polyglot books (*.bin);;All files (*)</source>
        <translation>Bibliothèques Polyglot (*.bin);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Open a Polyglot book (.bin) to see its moves here.</source>
        <translation>Ouvrez une bibliothèque Polyglot (.bin) pour voir ses coups ici.</translation>
    </message>
    <message>
        <source>No book moves in this position.</source>
        <translation>Aucun coup de la bibliothèque dans cette position.</translation>
    </message>
    <message numerus="yes">
        <source>%n book move(s) in this position.</source>
        <translation>
            <numerusform>%n coup de la bibliothèque dans cette position.</numerusform>
            <numerusform>%n coups de la bibliothèque dans cette position.</numerusform>
        </translation>
    </message>
    <message>
        <source>Opening Book</source>
        <translation>Bibliothèque d’ouvertures</translation>
    </message>
</context>
<context>
    <name>eschess::app::ClockWidget</name>
    <message>
        <source>White</source>
        <translation>Blancs</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Noirs</translation>
    </message>
</context>
<context>
    <name>eschess::app::ComparePanel</name>
    <message>
        <source>options, e.g. NullMove=false</source>
        <translation>options, p. ex. NullMove=false</translation>
    </message>
    <message>
        <source>Searcher A:</source>
        <translation>Chercheur A :</translation>
    </message>
    <message>
        <source>Searcher B:</source>
        <translation>Chercheur B :</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Lancer</translation>
    </message>
    <message>
        <source>Depth:</source>
        <translation>Profondeur :</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Profondeur</translation>
    </message>
    <message>
        <source>A nodes</source>
        <translation>Nœuds A</translation>
    </message>
    <message>
        <source>B nodes</source>
        <translation>Nœuds B</translation>
    </message>
    <message>
        <source>B / A</source>
        <translation>B / A</translation>
    </message>
    <message>
        <source>Nodes (log)</source>
        <translation>Nœuds (log)</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Arrêter</translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation>Recherche…</translation>
    </message>
    <message>
        <source>Stopped.</source>
        <translation>Arrêté.</translation>
    </message>
    <message>
        <source>Done: A %1 s, B %2 s.</source>
        <translation>Terminé : A %1 s, B %2 s.</translation>
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
        <source>Nodes per depth</source>
        <translation>Nœuds par profondeur</translation>
    </message>
    <message>
        <source>Run a comparison to see node counts per depth</source>
        <translation>Lancez une comparaison pour voir le nombre de nœuds par profondeur</translation>
    </message>
</context>
<context>
    <name>eschess::app::CompareRunner</name>
    <message>
        <source>A comparison is already running</source>
        <translation>Une comparaison est déjà en cours</translation>
    </message>
    <message>
        <source>The depth must be at least 1</source>
        <translation>La profondeur doit être d’au moins 1</translation>
    </message>
</context>
<context>
    <name>eschess::app::DepthChart</name>
    <message>
        <source>Score (pawns, side to move)</source>
        <translation>Score (pions, camp au trait)</translation>
    </message>
    <message>
        <source>Nodes (log)</source>
        <translation>Nœuds (log)</translation>
    </message>
    <message>
        <source>Time (s)</source>
        <translation>Temps (s)</translation>
    </message>
    <message>
        <source>Branching factor</source>
        <translation>Facteur de branchement</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Profondeur</translation>
    </message>
    <message>
        <source>Export PNG…</source>
        <translation>Exporter en PNG…</translation>
    </message>
    <message>
        <source>Export charts</source>
        <translation>Exporter les graphiques</translation>
    </message>
    <message>
        <source>depth-progression.png</source>
        <translation>progression-profondeur.png</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>Images PNG (*.png)</translation>
    </message>
    <message>
        <source>Could not write %1.</source>
        <translation>Impossible d’écrire %1.</translation>
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
        <translation>Profondeur</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Temps</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Nœuds</translation>
    </message>
    <message>
        <source>NPS</source>
        <translation>N/s</translation>
    </message>
    <message>
        <source>Principal variation</source>
        <translation>Variante principale</translation>
    </message>
    <message>
        <source>Depth / selective depth of the iteration</source>
        <translation>Profondeur / profondeur sélective de l’itération</translation>
    </message>
    <message>
        <source>Score in pawns from White&apos;s view</source>
        <translation>Score en pions du point de vue des Blancs</translation>
    </message>
    <message>
        <source>Time since the search started</source>
        <translation>Temps depuis le début de la recherche</translation>
    </message>
    <message>
        <source>Positions searched so far</source>
        <translation>Positions examinées jusqu’ici</translation>
    </message>
    <message>
        <source>Nodes per second</source>
        <translation>Nœuds par seconde</translation>
    </message>
    <message>
        <source>The line the engine expects</source>
        <translation>La ligne attendue par le moteur</translation>
    </message>
</context>
<context>
    <name>eschess::app::EnginesDialog</name>
    <message>
        <source>Engines</source>
        <translation>Moteurs</translation>
    </message>
    <message>
        <source>&amp;Add…</source>
        <translation>&amp;Ajouter…</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Supprimer</translation>
    </message>
    <message>
        <source>Installed engines</source>
        <translation>Moteurs installés</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Parcourir…</translation>
    </message>
    <message>
        <source>UCI engine</source>
        <translation>Moteur UCI</translation>
    </message>
    <message>
        <source>e.g. --uci</source>
        <translation>p. ex. --uci</translation>
    </message>
    <message>
        <source>the program&apos;s folder</source>
        <translation>le dossier du programme</translation>
    </message>
    <message>
        <source>Working folder</source>
        <translation>Dossier de travail</translation>
    </message>
    <message>
        <source>Read &amp;options</source>
        <translation>Lire les &amp;options</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>Option</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Nom :</translation>
    </message>
    <message>
        <source>Program:</source>
        <translation>Programme :</translation>
    </message>
    <message>
        <source>Arguments:</source>
        <translation>Arguments :</translation>
    </message>
    <message>
        <source>Working folder:</source>
        <translation>Dossier de travail :</translation>
    </message>
    <message>
        <source>Options set: %1. Read the options to edit them.</source>
        <translation>Options définies : %1. Lisez les options pour les modifier.</translation>
    </message>
    <message>
        <source>Starting %1…</source>
        <translation>Démarrage de %1…</translation>
    </message>
    <message>
        <source>%1 by %2: %3 options</source>
        <translation>%1 par %2 : %3 options</translation>
    </message>
    <message>
        <source>Could not read the engine: %1</source>
        <translation>Impossible de lire le moteur : %1</translation>
    </message>
    <message>
        <source>(button: pressed by the engine&apos;s user, not stored)</source>
        <translation>(bouton : actionné par l’utilisateur du moteur, non enregistré)</translation>
    </message>
</context>
<context>
    <name>eschess::app::EvalBar</name>
    <message>
        <source>Evaluation from White&apos;s point of view</source>
        <translation>Évaluation du point de vue des Blancs</translation>
    </message>
</context>
<context>
    <name>eschess::app::EvalGraph</name>
    <message>
        <source>Evaluation in pawns from White&apos;s view after each ply; click a point to show that move.</source>
        <translation>Évaluation en pions du point de vue des Blancs après chaque demi-coup ; cliquez sur un point pour afficher ce coup.</translation>
    </message>
</context>
<context>
    <name>eschess::app::ExplorerPanel</name>
    <message>
        <source>Open Database…</source>
        <translation>Ouvrir une base…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>A PGN file of games; its moves are counted for every position</source>
        <translation>Un fichier PGN de parties ; ses coups sont comptés pour chaque position</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Coup</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>Part</translation>
    </message>
    <message>
        <source>White / Draw / Black</source>
        <translation>Blancs / Nulle / Noirs</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Points for the side that played the move, in finished games</source>
        <translation>Points du camp qui a joué le coup, dans les parties terminées</translation>
    </message>
    <message>
        <source>Double-click a move to play it on the board</source>
        <translation>Double-cliquez sur un coup pour le jouer sur l’échiquier</translation>
    </message>
    <message>
        <source>Open PGN Database</source>
        <translation>Ouvrir une base PGN</translation>
    </message>
    <message>
        <source>PGN files (*.pgn);;All files (*)</source>
        <translation>Fichiers PGN (*.pgn);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>Lecture de %1…</translation>
    </message>
    <message>
        <source>Reading %1 was cancelled.</source>
        <translation>La lecture de %1 a été annulée.</translation>
    </message>
    <message numerus="yes">
        <source>%1: %Ln game(s)</source>
        <translation>
            <numerusform>%1 : %Ln partie</numerusform>
            <numerusform>%1 : %Ln parties</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s) while reading; the first: %1</source>
        <translation>
            <numerusform>%n problème à la lecture ; le premier : %1</numerusform>
            <numerusform>%n problèmes à la lecture ; le premier : %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Open a PGN database to see the moves played in the position on the board.</source>
        <translation>Ouvrez une base PGN pour voir les coups joués dans la position de l’échiquier.</translation>
    </message>
    <message>
        <source>No game of the database reaches this position.</source>
        <translation>Aucune partie de la base n’atteint cette position.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) from this position.</source>
        <translation>
            <numerusform>%n partie depuis cette position.</numerusform>
            <numerusform>%n parties depuis cette position.</numerusform>
        </translation>
    </message>
    <message>
        <source>Games Explorer</source>
        <translation>Explorateur de parties</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancs</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Noirs</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Événement</translation>
    </message>
    <message>
        <source>Double-click a game to open it at this position</source>
        <translation>Double-cliquez sur une partie pour l&apos;ouvrir à cette position</translation>
    </message>
    <message>
        <source>Top games</source>
        <translation>Meilleures parties</translation>
    </message>
    <message>
        <source>The games that reached this position: the best rated first (the mean of the players&apos; ratings), then the most recent; at most %1</source>
        <translation>Les parties qui ont atteint cette position : les mieux classées d&apos;abord (la moyenne des classements des joueurs), puis les plus récentes ; au plus %1</translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s) read</source>
        <translation>
            <numerusform>%Ln partie lue</numerusform>
            <numerusform>%Ln parties lues</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) ended in this position.</source>
        <translation>
            <numerusform>%n partie s&apos;est terminée dans cette position.</numerusform>
            <numerusform>%n parties se sont terminées dans cette position.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Top games (%Ln shown)</source>
        <translation>
            <numerusform>Meilleures parties (%Ln affichée)</numerusform>
            <numerusform>Meilleures parties (%Ln affichées)</numerusform>
        </translation>
    </message>
    <message>
        <source>Player: anyone</source>
        <translation>Joueur : tous</translation>
    </message>
    <message>
        <source>Count only the games of a player: a part of the name, in any case</source>
        <translation>Ne compter que les parties d&apos;un joueur : une partie du nom, majuscules ou minuscules</translation>
    </message>
    <message>
        <source>either colour</source>
        <translation>l&apos;une ou l&apos;autre couleur</translation>
    </message>
    <message>
        <source>as White</source>
        <translation>avec les Blancs</translation>
    </message>
    <message>
        <source>as Black</source>
        <translation>avec les Noirs</translation>
    </message>
    <message>
        <source>The colour the player had</source>
        <translation>La couleur du joueur</translation>
    </message>
    <message>
        <source>any rating</source>
        <translation>tout classement</translation>
    </message>
    <message>
        <source>rated ≥ </source>
        <translation>classement ≥ </translation>
    </message>
    <message>
        <source>Count only games whose players&apos; mean rating is at least this; unrated games then drop out</source>
        <translation>Ne compter que les parties dont le classement moyen des joueurs atteint au moins cette valeur ; les parties sans classement sont alors écartées</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 of %Ln game(s)</source>
        <translation>
            <numerusform>%1 : %2 sur %Ln partie</numerusform>
            <numerusform>%1 : %2 sur %Ln parties</numerusform>
        </translation>
    </message>
    <message>
        <source>The move the game played here</source>
        <translation>Le coup joué ici dans la partie</translation>
    </message>
    <message>
        <source>Index kept from an earlier reading of this file</source>
        <translation>Index conservé d’une lecture précédente de ce fichier</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Coups</translation>
    </message>
    <message>
        <source>The length of the game&apos;s main line, in moves</source>
        <translation>La longueur de la ligne principale de la partie, en coups</translation>
    </message>
</context>
<context>
    <name>eschess::app::GameController</name>
    <message>
        <source>White</source>
        <translation>Blancs</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Noirs</translation>
    </message>
    <message>
        <source>%1 wins by checkmate.</source>
        <translation>%1 gagne par échec et mat.</translation>
    </message>
    <message>
        <source>Draw by stalemate.</source>
        <translation>Nulle par pat.</translation>
    </message>
    <message>
        <source>Draw by the fifty-move rule.</source>
        <translation>Nulle par la règle des cinquante coups.</translation>
    </message>
    <message>
        <source>Draw by threefold repetition.</source>
        <translation>Nulle par triple répétition.</translation>
    </message>
    <message>
        <source>Draw by insufficient material.</source>
        <translation>Nulle par matériel insuffisant.</translation>
    </message>
    <message>
        <source>Draw by fivefold repetition.</source>
        <translation>Nulle par quintuple répétition.</translation>
    </message>
    <message>
        <source>Draw by the seventy-five-move rule.</source>
        <translation>Nulle par la règle des soixante-quinze coups.</translation>
    </message>
    <message>
        <source>Draw: a flag fell, but the opponent cannot mate.</source>
        <translation>Nulle : un drapeau est tombé, mais l’adversaire ne peut pas mater.</translation>
    </message>
    <message>
        <source>%1 wins on time.</source>
        <translation>%1 gagne au temps.</translation>
    </message>
    <message>
        <source>%1 resigns; %2 wins.</source>
        <translation>%1 abandonne ; %2 gagne.</translation>
    </message>
    <message>
        <source>Draw by agreement.</source>
        <translation>Nulle par accord mutuel.</translation>
    </message>
    <message>
        <source>Draw by adjudication.</source>
        <translation>Nulle par adjudication.</translation>
    </message>
    <message>
        <source>%1 wins by adjudication.</source>
        <translation>%1 gagne par adjudication.</translation>
    </message>
    <message>
        <source>%1 wins: the opponent played an illegal move.</source>
        <translation>%1 gagne : l’adversaire a joué un coup illégal.</translation>
    </message>
    <message>
        <source>%1 wins: the opposing engine failed.</source>
        <translation>%1 gagne : le moteur adverse a échoué.</translation>
    </message>
    <message>
        <source>%1 wins: the opposing engine stopped answering.</source>
        <translation>%1 gagne : le moteur adverse ne répond plus.</translation>
    </message>
    <message>
        <source>Draw at the maximum game length.</source>
        <translation>Nulle à la longueur maximale de partie.</translation>
    </message>
    <message>
        <source>The game was abandoned.</source>
        <translation>La partie a été abandonnée.</translation>
    </message>
    <message>
        <source>White wins.</source>
        <translation>Les Blancs gagnent.</translation>
    </message>
    <message>
        <source>Black wins.</source>
        <translation>Les Noirs gagnent.</translation>
    </message>
    <message>
        <source>Draw.</source>
        <translation>Nulle.</translation>
    </message>
    <message>
        <source>Game in progress.</source>
        <translation>Partie en cours.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Casual game</source>
        <translation>Partie amicale</translation>
    </message>
    <message>
        <source>%1 was not ready within %2 s</source>
        <translation>%1 n’était pas prêt en %2 s</translation>
    </message>
    <message>
        <source>%1 sent an illegal move.</source>
        <translation>%1 a envoyé un coup illégal.</translation>
    </message>
    <message>
        <source>%1 played an illegal move</source>
        <translation>%1 a joué un coup illégal</translation>
    </message>
    <message>
        <source>%1 failed: %2</source>
        <translation>%1 a échoué : %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>%1 stalled: no move within %2 s</source>
        <translation>%1 est bloqué : aucun coup en %2 s</translation>
    </message>
    <message>
        <source>%1 lost on time</source>
        <translation>%1 a perdu au temps</translation>
    </message>
    <message>
        <source>No engine is available for a hint.</source>
        <translation>Aucun moteur disponible pour un conseil.</translation>
    </message>
</context>
<context>
    <name>eschess::app::LadderDialog</name>
    <message>
        <source>Elo ladder against Stockfish</source>
        <translation>Échelle Elo contre Stockfish</translation>
    </message>
    <message>
        <source>%1 (UCI)</source>
        <translation>%1 (UCI)</translation>
    </message>
    <message>
        <source> ms per move</source>
        <translation> ms par coup</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Démarrer</translation>
    </message>
    <message>
        <source>Stockfish&apos;s UCI_Elo is calibrated at 60+0.6; at other time controls the rating is rough.</source>
        <translation>L’UCI_Elo de Stockfish est calibré à 60+0,6 ; à d’autres cadences, le classement est approximatif.</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Adversaire</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Victoires</translation>
    </message>
    <message>
        <source>Draws</source>
        <translation>Nulles</translation>
    </message>
    <message>
        <source>Losses</source>
        <translation>Défaites</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Score against each level, and the fitted rating&apos;s expectation</source>
        <translation>Score contre chaque niveau, et l’espérance du classement ajusté</translation>
    </message>
    <message>
        <source>Engine:</source>
        <translation>Moteur :</translation>
    </message>
    <message>
        <source>Stockfish levels (UCI_Elo):</source>
        <translation>Niveaux de Stockfish (UCI_Elo) :</translation>
    </message>
    <message>
        <source>Games per level:</source>
        <translation>Parties par niveau :</translation>
    </message>
    <message>
        <source>Time:</source>
        <translation>Temps :</translation>
    </message>
    <message>
        <source>Stockfish:</source>
        <translation>Stockfish :</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an Elo level; write them like 1400,1600,1800</source>
        <translation>« %1 » n’est pas un niveau Elo ; écrivez-les ainsi : 1400,1600,1800</translation>
    </message>
    <message>
        <source>No level given.</source>
        <translation>Aucun niveau indiqué.</translation>
    </message>
    <message>
        <source>Playing Stockfish %1…</source>
        <translation>Partie contre Stockfish %1…</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>Arrê&amp;ter</translation>
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
        <translation>attendu à %1</translation>
    </message>
    <message>
        <source>Rating: %1 ± %2 (95%: %3 to %4) from %5 games</source>
        <translation>Classement : %1 ± %2 (95 % : %3 à %4) sur %5 parties</translation>
    </message>
    <message>
        <source>No finite rating yet (%1 of %2 points): add stronger or weaker levels.</source>
        <translation>Pas encore de classement fini (%1 sur %2 points) : ajoutez des niveaux plus forts ou plus faibles.</translation>
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
        <translation>Charger une position</translation>
    </message>
    <message>
        <source>Paste a FEN or an EPD line</source>
        <translation>Collez une FEN ou une ligne EPD</translation>
    </message>
    <message>
        <source>FEN:</source>
        <translation>FEN :</translation>
    </message>
    <message>
        <source>FEN</source>
        <translation>FEN</translation>
    </message>
    <message>
        <source>Open EPD File…</source>
        <translation>Ouvrir un fichier EPD…</translation>
    </message>
    <message>
        <source>No file</source>
        <translation>Aucun fichier</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Ligne</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <source>Best move</source>
        <translation>Meilleur coup</translation>
    </message>
    <message>
        <source>Position (FEN)</source>
        <translation>Position (FEN)</translation>
    </message>
    <message>
        <source>EPD file</source>
        <translation>Fichier EPD</translation>
    </message>
    <message>
        <source>Invalid EPD: %1</source>
        <translation>EPD invalide : %1</translation>
    </message>
    <message>
        <source>Invalid FEN: %1</source>
        <translation>FEN invalide : %1</translation>
    </message>
    <message>
        <source>Valid position, %1 to move.</source>
        <translation>Position valide, %1 au trait.</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancs</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Noirs</translation>
    </message>
    <message>
        <source>Open EPD File</source>
        <translation>Ouvrir un fichier EPD</translation>
    </message>
    <message>
        <source>EPD files (*.epd);;All files (*)</source>
        <translation>Fichiers EPD (*.epd);;Tous les fichiers (*)</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n position(s)</source>
        <translation>
            <numerusform>%1 : %n position</numerusform>
            <numerusform>%1 : %n positions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… and %n more error(s)</source>
        <translation>
            <numerusform>… et %n erreur de plus</numerusform>
            <numerusform>… et %n erreurs de plus</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eschess::app::LocalEngine</name>
    <message>
        <source>There is no in-process searcher named &quot;%1&quot;.</source>
        <translation>Il n’existe pas de chercheur interne nommé « %1 ».</translation>
    </message>
    <message>
        <source>Option %1: %2</source>
        <translation>Option %1 : %2</translation>
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
        <translation>Conseil affiché sur l’échiquier.</translation>
    </message>
    <message>
        <source>%1 is thinking: depth %2, score %3 (White&apos;s view), %4 nodes/s</source>
        <translation>%1 réfléchit : profondeur %2, score %3 (point de vue des Blancs), %4 nœuds/s</translation>
    </message>
    <message>
        <source>Watching %1 – %2 (your own game waits as it was).</source>
        <translation>Vous regardez %1 – %2 (votre propre partie attend telle quelle).</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <source>&amp;Open PGN…</source>
        <translation>&amp;Ouvrir un PGN…</translation>
    </message>
    <message>
        <source>&amp;Save PGN</source>
        <translation>&amp;Enregistrer le PGN</translation>
    </message>
    <message>
        <source>Save PGN &amp;As…</source>
        <translation>Enregistrer le PGN &amp;sous…</translation>
    </message>
    <message>
        <source>&amp;Load Position…</source>
        <translation>&amp;Charger une position…</translation>
    </message>
    <message>
        <source>Ctrl+L</source>
        <translation>Ctrl+L</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Copy FEN</source>
        <translation>&amp;Copier la FEN</translation>
    </message>
    <message>
        <source>Copy &amp;PGN</source>
        <translation>Copier le &amp;PGN</translation>
    </message>
    <message>
        <source>Ctrl+Shift+C</source>
        <translation>Ctrl+Shift+C</translation>
    </message>
    <message>
        <source>&amp;Paste FEN or PGN</source>
        <translation>C&amp;oller une FEN ou un PGN</translation>
    </message>
    <message>
        <source>&amp;Flip Board</source>
        <translation>&amp;Retourner l’échiquier</translation>
    </message>
    <message>
        <source>Ctrl+F</source>
        <translation>Ctrl+F</translation>
    </message>
    <message>
        <source>&amp;Take Back</source>
        <translation>Re&amp;prendre le coup</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Conseil</translation>
    </message>
    <message>
        <source>Ctrl+H</source>
        <translation>Ctrl+H</translation>
    </message>
    <message>
        <source>&amp;Resign</source>
        <translation>&amp;Abandonner</translation>
    </message>
    <message>
        <source>Claim &amp;Draw</source>
        <translation>Réclamer la &amp;nulle</translation>
    </message>
    <message>
        <source>&amp;Pause Engines</source>
        <translation>&amp;Mettre les moteurs en pause</translation>
    </message>
    <message>
        <source>Ctrl+P</source>
        <translation>Ctrl+P</translation>
    </message>
    <message>
        <source>&amp;Analyse</source>
        <translation>&amp;Analyser</translation>
    </message>
    <message>
        <source>Ctrl+I</source>
        <translation>Ctrl+I</translation>
    </message>
    <message>
        <source>First Move</source>
        <translation>Premier coup</translation>
    </message>
    <message>
        <source>Previous Move</source>
        <translation>Coup précédent</translation>
    </message>
    <message>
        <source>Next Move</source>
        <translation>Coup suivant</translation>
    </message>
    <message>
        <source>Last Move</source>
        <translation>Dernier coup</translation>
    </message>
    <message>
        <source>Pre&amp;ferences…</source>
        <translation>Pré&amp;férences…</translation>
    </message>
    <message>
        <source>Ctrl+,</source>
        <translation>Ctrl+,</translation>
    </message>
    <message>
        <source>&amp;About Eschess</source>
        <translation>À &amp;propos d’Eschess</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>À propos de &amp;Qt</translation>
    </message>
    <message>
        <source>&amp;Restore Default Layout</source>
        <translation>&amp;Rétablir la disposition par défaut</translation>
    </message>
    <message>
        <source>Thinking about a hint…</source>
        <translation>Recherche d’un conseil…</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>Abandonner</translation>
    </message>
    <message>
        <source>Do you really want to resign?</source>
        <translation>Voulez-vous vraiment abandonner ?</translation>
    </message>
    <message>
        <source>&amp;Promote Variation</source>
        <translation>&amp;Promouvoir la variante</translation>
    </message>
    <message>
        <source>Ctrl+Up</source>
        <translation>Ctrl+Up</translation>
    </message>
    <message>
        <source>&amp;Delete Variation</source>
        <translation>&amp;Supprimer la variante</translation>
    </message>
    <message>
        <source>Ctrl+Del</source>
        <translation>Ctrl+Del</translation>
    </message>
    <message>
        <source>&amp;Comment…</source>
        <translation>&amp;Commentaire…</translation>
    </message>
    <message>
        <source>Ctrl+M</source>
        <translation>Ctrl+M</translation>
    </message>
    <message>
        <source>Good Move (!)</source>
        <translation>Bon coup (!)</translation>
    </message>
    <message>
        <source>Mistake (?)</source>
        <translation>Erreur (?)</translation>
    </message>
    <message>
        <source>Brilliant Move (!!)</source>
        <translation>Coup brillant (!!)</translation>
    </message>
    <message>
        <source>Blunder (??)</source>
        <translation>Gaffe (??)</translation>
    </message>
    <message>
        <source>Interesting Move (!?)</source>
        <translation>Coup intéressant (!?)</translation>
    </message>
    <message>
        <source>Dubious Move (?!)</source>
        <translation>Coup douteux (?!)</translation>
    </message>
    <message>
        <source>Alt+%1</source>
        <translation>Alt+%1</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>&amp;Moves</source>
        <translation>&amp;Coups</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>&amp;Analysis</source>
        <translation>A&amp;nalyse</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Outils</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;ide</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Principal</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Coups</translation>
    </message>
    <message>
        <source>Evaluation Graph</source>
        <translation>Graphique d’évaluation</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Analyse</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancs</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Noirs</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Cannot start the game: %1</source>
        <translation>Impossible de lancer la partie : %1</translation>
    </message>
    <message>
        <source>New game: %1 against %2.</source>
        <translation>Nouvelle partie : %1 contre %2.</translation>
    </message>
    <message>
        <source>The clipboard&apos;s text</source>
        <translation>Le texte du presse-papiers</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>Coller</translation>
    </message>
    <message>
        <source>The clipboard holds no text.</source>
        <translation>Le presse-papiers ne contient pas de texte.</translation>
    </message>
    <message>
        <source>Invalid PGN: %1</source>
        <translation>PGN invalide : %1</translation>
    </message>
    <message>
        <source>no game found</source>
        <translation>aucune partie trouvée</translation>
    </message>
    <message>
        <source>Pasted with problems: %1</source>
        <translation>Collé avec des problèmes : %1</translation>
    </message>
    <message>
        <source>Open PGN</source>
        <translation>Ouvrir un PGN</translation>
    </message>
    <message>
        <source>PGN files (*.pgn);;All files (*)</source>
        <translation>Fichiers PGN (*.pgn);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Invalid PGN in %1: %2</source>
        <translation>PGN invalide dans %1 : %2</translation>
    </message>
    <message>
        <source>Save PGN</source>
        <translation>Enregistrer le PGN</translation>
    </message>
    <message>
        <source>PGN files (*.pgn)</source>
        <translation>Fichiers PGN (*.pgn)</translation>
    </message>
    <message>
        <source>Cannot save %1: %2</source>
        <translation>Impossible d’enregistrer %1 : %2</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>%1 enregistré.</translation>
    </message>
    <message>
        <source>FEN copied.</source>
        <translation>FEN copiée.</translation>
    </message>
    <message>
        <source>PGN copied.</source>
        <translation>PGN copié.</translation>
    </message>
    <message>
        <source>The new language takes effect when Eschess starts again.</source>
        <translation>La nouvelle langue s’applique au prochain démarrage d’Eschess.</translation>
    </message>
    <message>
        <source>Comment</source>
        <translation>Commentaire</translation>
    </message>
    <message>
        <source>Comment on the shown move:</source>
        <translation>Commentaire sur le coup affiché :</translation>
    </message>
    <message>
        <source>%1 to move.</source>
        <translation>%1 au trait.</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 réfléchit…</translation>
    </message>
    <message>
        <source>Paused.</source>
        <translation>En pause.</translation>
    </message>
    <message>
        <source>Game Over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <source>Result: %1</source>
        <translation>Résultat : %1</translation>
    </message>
    <message>
        <source>The engine plays without its book: %1</source>
        <translation>Le moteur joue sans sa bibliothèque : %1</translation>
    </message>
    <message>
        <source>Set &amp;Up Position…</source>
        <translation>Composer une &amp;position…</translation>
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
        <translation>Nouveau match</translation>
    </message>
    <message>
        <source>options, e.g. Hash=64, Depth=3</source>
        <translation>options, p. ex. Hash=64, Depth=3</translation>
    </message>
    <message>
        <source>Engine &amp;1:</source>
        <translation>Moteur &amp;1 :</translation>
    </message>
    <message>
        <source>Engine &amp;2:</source>
        <translation>Moteur &amp;2 :</translation>
    </message>
    <message>
        <source>&amp;Games:</source>
        <translation>&amp;Parties :</translation>
    </message>
    <message>
        <source>&amp;Time control:</source>
        <translation>&amp;Cadence :</translation>
    </message>
    <message>
        <source>none: the standard start position</source>
        <translation>aucune : la position de départ standard</translation>
    </message>
    <message>
        <source>&amp;Openings (EPD/PGN):</source>
        <translation>&amp;Ouvertures (EPD/PGN) :</translation>
    </message>
    <message>
        <source>Openings (*.epd *.pgn)</source>
        <translation>Ouvertures (*.epd *.pgn)</translation>
    </message>
    <message>
        <source>random order, seed</source>
        <translation>ordre aléatoire, graine</translation>
    </message>
    <message>
        <source>&amp;Concurrent games:</source>
        <translation>Parties &amp;simultanées :</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>&amp;PGN file:</source>
        <translation>Fichier P&amp;GN :</translation>
    </message>
    <message>
        <source>PGN (*.pgn)</source>
        <translation>PGN (*.pgn)</translation>
    </message>
    <message>
        <source>SPRT (stop when decided)</source>
        <translation>SPRT (arrêt dès que décidé)</translation>
    </message>
    <message>
        <source>Draw adjudication</source>
        <translation>Adjudication de nulle</translation>
    </message>
    <message>
        <source>after move</source>
        <translation>après le coup</translation>
    </message>
    <message>
        <source>for moves</source>
        <translation>pendant coups</translation>
    </message>
    <message>
        <source>within ± cp</source>
        <translation>à ± cp près</translation>
    </message>
    <message>
        <source>Resign adjudication</source>
        <translation>Adjudication d’abandon</translation>
    </message>
    <message>
        <source>at or below − cp</source>
        <translation>à − cp ou moins</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>sans limite</translation>
    </message>
    <message>
        <source>&amp;Maximum moves:</source>
        <translation>Nombre &amp;maximal de coups :</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Démarrer</translation>
    </message>
    <message>
        <source>%1 (UCI)</source>
        <translation>%1 (UCI)</translation>
    </message>
    <message>
        <source>engine %1 is no longer in the engines list</source>
        <translation>le moteur %1 n’est plus dans la liste des moteurs</translation>
    </message>
    <message>
        <source>choose engine %1</source>
        <translation>choisissez le moteur %1</translation>
    </message>
    <message>
        <source>SPRT: elo1 must be greater than elo0</source>
        <translation>SPRT : elo1 doit être supérieur à elo0</translation>
    </message>
    <message>
        <source>Resume match</source>
        <translation>Reprendre un match</translation>
    </message>
    <message>
        <source>the PGN file&apos;s name with .state</source>
        <translation>le nom du fichier PGN avec .state</translation>
    </message>
    <message>
        <source>State files (*.state);;All files (*)</source>
        <translation>Fichiers d’état (*.state);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Reprendre</translation>
    </message>
    <message>
        <source>Continues the match recorded in the state file: the games it lists are kept, the rest are played. The settings must be the ones it was started with, except that more games extend it.</source>
        <translation>Poursuit le match enregistré dans le fichier d’état : les parties qu’il liste sont conservées, les autres sont jouées. Les réglages doivent être ceux du lancement ; seules plus de parties le prolongent.</translation>
    </message>
    <message>
        <source>the state file &apos;%1&apos; holds a match already: resume it (Tools ▸ Resume match), or choose another state file</source>
        <translation>le fichier d’état « %1 » contient déjà un match : reprenez-le (Outils ▸ Reprendre un match), ou choisissez un autre fichier d’état</translation>
    </message>
    <message>
        <source>St&amp;ate file:</source>
        <translation>Fichier d’é&amp;tat :</translation>
    </message>
    <message>
        <source>Chess960</source>
        <translation>Chess960</translation>
    </message>
    <message>
        <source>Fischer random chess: games from the 960 starting positions, or from the openings file played as Chess960</source>
        <translation>Échecs aléatoires de Fischer : parties depuis les 960 positions de départ, ou depuis le fichier d&apos;ouvertures joué en Chess960</translation>
    </message>
</context>
<context>
    <name>eschess::app::MatchGame</name>
    <message>
        <source>stopped</source>
        <translation>arrêté</translation>
    </message>
</context>
<context>
    <name>eschess::app::MatchPanel</name>
    <message>
        <source>No match yet: Tools ▸ Match…</source>
        <translation>Pas encore de match : Outils ▸ Match…</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Victoires</translation>
    </message>
    <message>
        <source>Draws</source>
        <translation>Nulles</translation>
    </message>
    <message>
        <source>Losses</source>
        <translation>Défaites</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>as White</source>
        <translation>avec les Blancs</translation>
    </message>
    <message>
        <source>as Black</source>
        <translation>avec les Noirs</translation>
    </message>
    <message>
        <source>total</source>
        <translation>total</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancs</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Noirs</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Motif</translation>
    </message>
    <message>
        <source>Elo difference (95% interval)</source>
        <translation>Différence Elo (intervalle à 95 %)</translation>
    </message>
    <message>
        <source>Elo</source>
        <translation>Elo</translation>
    </message>
    <message>
        <source>95% interval</source>
        <translation>Intervalle à 95 %</translation>
    </message>
    <message>
        <source>games</source>
        <translation>parties</translation>
    </message>
    <message>
        <source>Cumulative score of engine 1 (points above 50%)</source>
        <translation>Score cumulé du moteur 1 (points au-dessus de 50 %)</translation>
    </message>
    <message>
        <source>score − games/2</source>
        <translation>score − parties/2</translation>
    </message>
    <message>
        <source>points</source>
        <translation>points</translation>
    </message>
    <message>
        <source>SPRT log-likelihood ratio</source>
        <translation>Rapport de log-vraisemblance SPRT</translation>
    </message>
    <message>
        <source>LLR</source>
        <translation>LLR</translation>
    </message>
    <message>
        <source>accept H0</source>
        <translation>accepter H0</translation>
    </message>
    <message>
        <source>accept H1</source>
        <translation>accepter H1</translation>
    </message>
    <message>
        <source>Results of engine 1 by colour</source>
        <translation>Résultats du moteur 1 par couleur</translation>
    </message>
    <message>
        <source>wins</source>
        <translation>victoires</translation>
    </message>
    <message>
        <source>draws</source>
        <translation>nulles</translation>
    </message>
    <message>
        <source>losses</source>
        <translation>défaites</translation>
    </message>
    <message>
        <source>SPRT</source>
        <translation>SPRT</translation>
    </message>
    <message>
        <source>Colours</source>
        <translation>Couleurs</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Watch: none</source>
        <translation>Suivi : aucune</translation>
    </message>
    <message>
        <source>&amp;Finish games, then stop</source>
        <translation>&amp;Finir les parties, puis arrêter</translation>
    </message>
    <message>
        <source>Stop &amp;now</source>
        <translation>Arrêter &amp;maintenant</translation>
    </message>
    <message>
        <source>%1 vs %2, %3 games, %4</source>
        <translation>%1 contre %2, %3 parties, %4</translation>
    </message>
    <message>
        <source>Error: %1</source>
        <translation>Erreur : %1</translation>
    </message>
    <message>
        <source>SPRT: LLR %1 [%2, %3] – %4</source>
        <translation>SPRT : LLR %1 [%2, %3] – %4</translation>
    </message>
    <message>
        <source>Match finished.</source>
        <translation>Match terminé.</translation>
    </message>
    <message>
        <source>Stopping after the games in progress…</source>
        <translation>Arrêt après les parties en cours…</translation>
    </message>
    <message>
        <source>Watch game %1: %2 vs %3</source>
        <translation>Suivre la partie %1 : %2 contre %3</translation>
    </message>
    <message>
        <source>SPRT: %1 after game %2 – LLR %3 [%4, %5]</source>
        <translation>SPRT : %1 après la partie %2 – LLR %3 [%4, %5]</translation>
    </message>
    <message>
        <source>LLR over all %1 games: %2</source>
        <translation>LLR sur l’ensemble des %1 parties : %2</translation>
    </message>
</context>
<context>
    <name>eschess::app::MatchRunner</name>
    <message>
        <source>the number of games must be at least 1</source>
        <translation>le nombre de parties doit être d’au moins 1</translation>
    </message>
    <message>
        <source>cannot write the PGN file &apos;%1&apos;: %2</source>
        <translation>impossible d’écrire le fichier PGN « %1 » : %2</translation>
    </message>
    <message>
        <source>an engine could not be started: %1</source>
        <translation>un moteur n’a pas pu être démarré : %1</translation>
    </message>
    <message>
        <source>resuming needs the state file of the run</source>
        <translation>la reprise nécessite le fichier d’état de la série</translation>
    </message>
    <message>
        <source>there is no state file &apos;%1&apos; to resume from</source>
        <translation>il n’y a pas de fichier d’état « %1 » à partir duquel reprendre</translation>
    </message>
    <message>
        <source>the state file &apos;%1&apos; records game %2, which this match does not have</source>
        <translation>le fichier d’état « %1 » enregistre la partie %2, que ce match ne comporte pas</translation>
    </message>
    <message>
        <source>cannot record the finished game: %1</source>
        <translation>impossible d’enregistrer la partie terminée : %1</translation>
    </message>
</context>
<context>
    <name>eschess::app::MoveListWidget</name>
    <message>
        <source>No.</source>
        <translation>N°</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancs</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Noirs</translation>
    </message>
</context>
<context>
    <name>eschess::app::NewGameDialog</name>
    <message>
        <source>New Game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Starting position</source>
        <translation>Position de départ</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>From FEN:</source>
        <translation>Depuis une FEN :</translation>
    </message>
    <message>
        <source>Time control</source>
        <translation>Cadence</translation>
    </message>
    <message>
        <source>Play with a clock</source>
        <translation>Jouer avec une pendule</translation>
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
        <translation>Temps de base :</translation>
    </message>
    <message>
        <source>Increment per move:</source>
        <translation>Incrément par coup :</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Commencer</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancs</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Noirs</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Humain</translation>
    </message>
    <message>
        <source>Engine: %1</source>
        <translation>Moteur : %1</translation>
    </message>
    <message>
        <source>External UCI engine…</source>
        <translation>Moteur UCI externe…</translation>
    </message>
    <message>
        <source>/usr/games/stockfish,Hash=64</source>
        <translation>/usr/games/stockfish,Hash=64</translation>
    </message>
    <message>
        <source>The engine&apos;s program, then options as Name=value, separated by commas</source>
        <translation>Le programme du moteur, puis les options Nom=valeur, séparées par des virgules</translation>
    </message>
    <message>
        <source>By the clock</source>
        <translation>À la pendule</translation>
    </message>
    <message>
        <source>Fixed depth</source>
        <translation>Profondeur fixe</translation>
    </message>
    <message>
        <source>Time per move</source>
        <translation>Temps par coup</translation>
    </message>
    <message>
        <source>Elo rating (UCI_Elo)</source>
        <translation>Classement Elo (UCI_Elo)</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>Joueur :</translation>
    </message>
    <message>
        <source>Program:</source>
        <translation>Programme :</translation>
    </message>
    <message>
        <source>Strength:</source>
        <translation>Force :</translation>
    </message>
    <message>
        <source>Depth:</source>
        <translation>Profondeur :</translation>
    </message>
    <message>
        <source> plies</source>
        <translation> demi-coups</translation>
    </message>
    <message>
        <source>Time:</source>
        <translation>Temps :</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>Elo:</source>
        <translation>Elo :</translation>
    </message>
    <message>
        <source>Chess960 number:</source>
        <translation>Chess960 numéro :</translation>
    </message>
    <message>
        <source>Fischer random chess: the pieces behind the pawns shuffled, the king between the rooks; castling puts king and rook where they go in standard chess</source>
        <translation>Échecs aléatoires de Fischer : les pièces derrière les pions mélangées, le roi entre les tours ; le roque place roi et tour là où ils vont aux échecs classiques</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Au hasard</translation>
    </message>
    <message>
        <source>Draw one of the 960 starting positions</source>
        <translation>Tirer une des 960 positions de départ</translation>
    </message>
    <message>
        <source>White&apos;s first rank; Black&apos;s mirrors it</source>
        <translation>La première rangée des Blancs ; celle des Noirs en est le miroir</translation>
    </message>
    <message>
        <source>This engine has no strength levels (UCI_Elo)</source>
        <translation>Ce moteur n&apos;a pas de niveaux de force (UCI_Elo)</translation>
    </message>
    <message>
        <source>From %1 to %2</source>
        <translation>De %1 à %2</translation>
    </message>
</context>
<context>
    <name>eschess::app::OpeningSuite</name>
    <message>
        <source>cannot read openings file &apos;%1&apos;: %2</source>
        <translation>impossible de lire le fichier d’ouvertures « %1 » : %2</translation>
    </message>
    <message>
        <source>no usable opening in &apos;%1&apos;</source>
        <translation>aucune ouverture utilisable dans « %1 »</translation>
    </message>
</context>
<context>
    <name>eschess::app::PgnGamesDialog</name>
    <message>
        <source>Choose a Game</source>
        <translation>Choisir une partie</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>N°</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancs</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Noirs</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Événement</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Coups</translation>
    </message>
    <message numerus="yes">
        <source>The file holds %n game(s). Pick one to open:</source>
        <translation>
            <numerusform>Le fichier contient %n partie. Choisissez celle à ouvrir :</numerusform>
            <numerusform>Le fichier contient %n parties. Choisissez celle à ouvrir :</numerusform>
        </translation>
    </message>
    <message>
        <source>Filter: a player, an event, a date…</source>
        <translation>Filtre : un joueur, un événement, une date…</translation>
    </message>
    <message>
        <source>Shows the games with this text in any column, in any case</source>
        <translation>Affiche les parties qui contiennent ce texte dans une colonne, majuscules ou minuscules</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n game(s) shown</source>
        <translation>
            <numerusform>Affichées : %1 sur %n partie</numerusform>
            <numerusform>Affichées : %1 sur %n parties</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eschess::app::PiecePalette</name>
    <message>
        <source>Eraser: a click empties the square</source>
        <translation>Gomme : un clic vide la case</translation>
    </message>
    <message>
        <source>Eraser</source>
        <translation>Gomme</translation>
    </message>
    <message>
        <source>White king</source>
        <translation>Roi blanc</translation>
    </message>
    <message>
        <source>Black king</source>
        <translation>Roi noir</translation>
    </message>
    <message>
        <source>White queen</source>
        <translation>Dame blanche</translation>
    </message>
    <message>
        <source>Black queen</source>
        <translation>Dame noire</translation>
    </message>
    <message>
        <source>White rook</source>
        <translation>Tour blanche</translation>
    </message>
    <message>
        <source>Black rook</source>
        <translation>Tour noire</translation>
    </message>
    <message>
        <source>White bishop</source>
        <translation>Fou blanc</translation>
    </message>
    <message>
        <source>Black bishop</source>
        <translation>Fou noir</translation>
    </message>
    <message>
        <source>White knight</source>
        <translation>Cavalier blanc</translation>
    </message>
    <message>
        <source>Black knight</source>
        <translation>Cavalier noir</translation>
    </message>
    <message>
        <source>White pawn</source>
        <translation>Pion blanc</translation>
    </message>
    <message>
        <source>Black pawn</source>
        <translation>Pion noir</translation>
    </message>
</context>
<context>
    <name>eschess::app::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Préférences</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>Langue du système</translation>
    </message>
    <message>
        <source>Show coordinates</source>
        <translation>Afficher les coordonnées</translation>
    </message>
    <message>
        <source>Animate moves</source>
        <translation>Animer les coups</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Langue :</translation>
    </message>
    <message>
        <source>&lt;i&gt;A new language takes effect when Eschess starts again.&lt;/i&gt;</source>
        <translation>&lt;i&gt;Une nouvelle langue s’applique au prochain démarrage d’Eschess.&lt;/i&gt;</translation>
    </message>
    <message>
        <source>Board theme:</source>
        <translation>Thème de l’échiquier :</translation>
    </message>
    <message>
        <source>Delay between engine moves:</source>
        <translation>Délai entre les coups des moteurs :</translation>
    </message>
    <message>
        <source>Engines play from the opening book in games against a person</source>
        <translation>Les moteurs jouent les coups de la bibliothèque d’ouvertures dans les parties contre une personne</translation>
    </message>
    <message>
        <source>The book chosen in the Opening Book panel; the engine searches once the book has no move for the position.</source>
        <translation>La bibliothèque choisie dans le panneau Bibliothèque d’ouvertures ; le moteur cherche lui-même dès que la bibliothèque n’a plus de coup pour la position.</translation>
    </message>
    <message>
        <source>Show the engine&apos;s thinking in games against it</source>
        <translation>Afficher la réflexion du moteur dans les parties contre lui</translation>
    </message>
    <message>
        <source>Off: while you play an engine, its search, output and evaluation stay hidden until the game is over. Games between two engines always show them.</source>
        <translation>Désactivé : quand vous jouez contre un moteur, sa recherche, sa sortie et son évaluation restent masquées jusqu’à la fin de la partie. Les parties entre deux moteurs les affichent toujours.</translation>
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
        <translation>Profondeur</translation>
    </message>
    <message>
        <source>Best move</source>
        <translation>Meilleur coup</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Temps</translation>
    </message>
    <message>
        <source>The best move after each iteration; bold where it changed</source>
        <translation>Le meilleur coup après chaque itération ; en gras quand il change</translation>
    </message>
    <message>
        <source>&lt;i&gt;No search yet.&lt;/i&gt;</source>
        <translation>&lt;i&gt;Pas encore de recherche.&lt;/i&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; &amp;nbsp; depth %2/%3 &amp;nbsp; %4 s &amp;nbsp; %5 nodes</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; &amp;nbsp; profondeur %2/%3 &amp;nbsp; %4 s &amp;nbsp; %5 nœuds</translation>
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
        <translation>Meilleur coup par itération (changements : %1)</translation>
    </message>
</context>
<context>
    <name>eschess::app::ReviewDialog</name>
    <message>
        <source>Review Game</source>
        <translation>Revoir la partie</translation>
    </message>
    <message>
        <source>Eschess: %1</source>
        <translation>Eschess : %1</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Profondeur</translation>
    </message>
    <message>
        <source>Time per position</source>
        <translation>Temps par position</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>%v of %m positions</source>
        <translation>%v positions sur %m</translation>
    </message>
    <message>
        <source>Every position of the main line is scored; each move is judged by how much it lowers the mover&apos;s chances (docs/analysis.md).</source>
        <translation>Chaque position de la ligne principale est évaluée ; chaque coup est jugé selon la baisse des chances du camp qui le joue (docs/analysis.md).</translation>
    </message>
    <message>
        <source>&amp;Review</source>
        <translation>&amp;Revoir</translation>
    </message>
    <message>
        <source>&amp;Cancel Review</source>
        <translation>&amp;Annuler la revue</translation>
    </message>
    <message>
        <source>Engine:</source>
        <translation>Moteur :</translation>
    </message>
    <message>
        <source>Per position:</source>
        <translation>Par position :</translation>
    </message>
    <message>
        <source>The game has no moves to review.</source>
        <translation>La partie n’a aucun coup à revoir.</translation>
    </message>
    <message>
        <source>Cannot use this engine: %1</source>
        <translation>Impossible d’utiliser ce moteur : %1</translation>
    </message>
    <message>
        <source>Review Game — %1%</source>
        <translation>Revoir la partie — %1 %</translation>
    </message>
    <message>
        <source>Reviewing %1 moves with %2…</source>
        <translation>Revue de %1 coups avec %2…</translation>
    </message>
    <message>
        <source>Review done: %1 moves annotated. They are in the move list, the evaluation graph and the Game Review panel.</source>
        <translation>Revue terminée : %1 coups annotés. Ils figurent dans la liste des coups, le graphique d’évaluation et le panneau Revue de la partie.</translation>
    </message>
    <message>
        <source>The review stopped: %1. %2 of %3 moves are annotated.</source>
        <translation>La revue s’est arrêtée : %1. %2 coups sur %3 sont annotés.</translation>
    </message>
    <message>
        <source>The game changed during the review: the %1 moves still in it are annotated.</source>
        <translation>La partie a changé pendant la revue : les %1 coups qu’elle contient encore sont annotés.</translation>
    </message>
    <message>
        <source>Review cancelled: %1 of %2 moves are annotated.</source>
        <translation>Revue annulée : %1 coups sur %2 sont annotés.</translation>
    </message>
</context>
<context>
    <name>eschess::app::ReviewRunner</name>
    <message>
        <source>the engine failed: %1</source>
        <translation>le moteur a échoué : %1</translation>
    </message>
</context>
<context>
    <name>eschess::app::ReviewSummary</name>
    <message>
        <source>Best</source>
        <translation>Meilleur</translation>
    </message>
    <message>
        <source>Good</source>
        <translation>Bon</translation>
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
        <translation>Perte moy.</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>Précision</translation>
    </message>
    <message>
        <source>The engine&apos;s own move</source>
        <translation>Le coup choisi par le moteur lui-même</translation>
    </message>
    <message>
        <source>Lowers the winning chances by less than 5 points</source>
        <translation>Réduit les chances de gain de moins de 5 points</translation>
    </message>
    <message>
        <source>Inaccuracies: 5 to 10 points</source>
        <translation>Imprécisions : de 5 à 10 points</translation>
    </message>
    <message>
        <source>Mistakes: 10 to 15 points</source>
        <translation>Erreurs : de 10 à 15 points</translation>
    </message>
    <message>
        <source>Blunders: 15 points or more</source>
        <translation>Gaffes : 15 points ou plus</translation>
    </message>
    <message>
        <source>Average centipawn loss per move</source>
        <translation>Perte moyenne en centipions par coup</translation>
    </message>
    <message>
        <source>Accuracy as Lichess computes it (docs/analysis.md)</source>
        <translation>Précision telle que Lichess la calcule (docs/analysis.md)</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancs</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Noirs</translation>
    </message>
    <message>
        <source>No review yet: Analysis ▸ Review Game…</source>
        <translation>Pas encore de revue : Analyse ▸ Revoir la partie…</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>%1 moves reviewed. A move is an inaccuracy (?!), a mistake (?) or a blunder (??) when it lowers the mover&apos;s winning chances by 5, 10 or 15 points.</source>
        <translation>%1 coups revus. Un coup est une imprécision (?!), une erreur (?) ou une gaffe (??) quand il réduit les chances de gain du camp qui le joue de 5, 10 ou 15 points.</translation>
    </message>
    <message>
        <source>Game Review</source>
        <translation>Revue de la partie</translation>
    </message>
    <message>
        <source>&amp;Review Game…</source>
        <translation>&amp;Revoir la partie…</translation>
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
        <translation>le fichier d’état « %1 » existe : reprenez cette série, ou supprimez le fichier pour repartir de zéro</translation>
    </message>
    <message>
        <source>cannot write the state file &apos;%1&apos;: %2</source>
        <translation>impossible d’écrire le fichier d’état « %1 » : %2</translation>
    </message>
    <message>
        <source>resuming needs a state file</source>
        <translation>la reprise nécessite un fichier d’état</translation>
    </message>
    <message>
        <source>cannot read the state file &apos;%1&apos;: %2</source>
        <translation>impossible de lire le fichier d’état « %1 » : %2</translation>
    </message>
    <message>
        <source>%1: not a line of an Eschess state file</source>
        <translation>%1 : pas une ligne de fichier d’état Eschess</translation>
    </message>
    <message>
        <source>%1: not an Eschess state file</source>
        <translation>%1 : pas un fichier d’état Eschess</translation>
    </message>
    <message>
        <source>%1: state file version %2 is not supported</source>
        <translation>%1 : la version %2 du fichier d’état n’est pas prise en charge</translation>
    </message>
    <message>
        <source>%1: the state file is of a %2, not of a %3</source>
        <translation>%1 : le fichier d’état est de type « %2 », pas « %3 »</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(aucun)</translation>
    </message>
    <message>
        <source>%1: the run was started with other settings: %2 was %3, now %4</source>
        <translation>%1 : la série a été lancée avec d’autres réglages : %2 valait %3, maintenant %4</translation>
    </message>
    <message>
        <source>%1: the run wrote its games to &apos;%2&apos;, not &apos;%3&apos;</source>
        <translation>%1 : la série a écrit ses parties dans « %2 », pas dans « %3 »</translation>
    </message>
    <message>
        <source>%1: a game line needs game, white, black and result</source>
        <translation>%1 : une ligne de partie nécessite game, white, black et result</translation>
    </message>
    <message>
        <source>%1: game %2 is recorded twice</source>
        <translation>%1 : la partie %2 est enregistrée deux fois</translation>
    </message>
    <message>
        <source>%1: the state file is empty</source>
        <translation>%1 : le fichier d’état est vide</translation>
    </message>
    <message>
        <source>cannot repair the state file &apos;%1&apos;: %2</source>
        <translation>impossible de réparer le fichier d’état « %1 » : %2</translation>
    </message>
    <message>
        <source>the PGN file &apos;%1&apos; has %2 bytes, but the state file recorded %3: it was changed since; the run cannot be resumed safely</source>
        <translation>le fichier PGN « %1 » fait %2 octets, mais le fichier d’état en a enregistré %3 : il a été modifié depuis ; la série ne peut pas être reprise sans risque</translation>
    </message>
    <message>
        <source>cannot cut the PGN file &apos;%1&apos; back to its last recorded game: %2</source>
        <translation>impossible de ramener le fichier PGN « %1 » à sa dernière partie enregistrée : %2</translation>
    </message>
</context>
<context>
    <name>eschess::app::SetupBoard</name>
    <message>
        <source>Board to set up</source>
        <translation>Échiquier à composer</translation>
    </message>
</context>
<context>
    <name>eschess::app::SetupPositionDialog</name>
    <message>
        <source>Set Up Position</source>
        <translation>Composer une position</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancs</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Noirs</translation>
    </message>
    <message>
        <source>Castling</source>
        <translation>Roque</translation>
    </message>
    <message>
        <source>White O-O</source>
        <translation>Blancs O-O</translation>
    </message>
    <message>
        <source>White O-O-O</source>
        <translation>Blancs O-O-O</translation>
    </message>
    <message>
        <source>Black O-O</source>
        <translation>Noirs O-O</translation>
    </message>
    <message>
        <source>Black O-O-O</source>
        <translation>Noirs O-O-O</translation>
    </message>
    <message>
        <source>Offered while the king and this rook stand on their starting squares</source>
        <translation>Proposé tant que le roi et cette tour sont sur leurs cases de départ</translation>
    </message>
    <message>
        <source>Offered where a pawn of the side not to move may just have advanced two squares</source>
        <translation>Proposé là où un pion du camp qui n’a pas le trait peut venir d’avancer de deux cases</translation>
    </message>
    <message>
        <source>Plies since the last capture or pawn move (the fifty-move rule counts these)</source>
        <translation>Demi-coups depuis la dernière prise ou le dernier coup de pion (la règle des cinquante coups les compte)</translation>
    </message>
    <message>
        <source>Side to move:</source>
        <translation>Trait :</translation>
    </message>
    <message>
        <source>En passant:</source>
        <translation>En passant :</translation>
    </message>
    <message>
        <source>Move number:</source>
        <translation>Numéro du coup :</translation>
    </message>
    <message>
        <source>Halfmove clock:</source>
        <translation>Compteur de demi-coups :</translation>
    </message>
    <message>
        <source>Start Position</source>
        <translation>Position initiale</translation>
    </message>
    <message>
        <source>Clear Board</source>
        <translation>Vider l’échiquier</translation>
    </message>
    <message>
        <source>Flip Board</source>
        <translation>Retourner l’échiquier</translation>
    </message>
    <message>
        <source>FEN:</source>
        <translation>FEN :</translation>
    </message>
    <message>
        <source>Type or paste a FEN</source>
        <translation>Saisir ou coller une FEN</translation>
    </message>
    <message>
        <source>Not a legal position: %1</source>
        <translation>Position illégale : %1</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Aucune</translation>
    </message>
    <message>
        <source>White is checkmated.</source>
        <translation>Les Blancs sont mats.</translation>
    </message>
    <message>
        <source>Black is checkmated.</source>
        <translation>Les Noirs sont mats.</translation>
    </message>
    <message>
        <source>Stalemate: White has no legal move.</source>
        <translation>Pat : les Blancs n’ont aucun coup légal.</translation>
    </message>
    <message>
        <source>Stalemate: Black has no legal move.</source>
        <translation>Pat : les Noirs n’ont aucun coup légal.</translation>
    </message>
    <message>
        <source>White to move, in check.</source>
        <translation>Trait aux Blancs, en échec.</translation>
    </message>
    <message>
        <source>Black to move, in check.</source>
        <translation>Trait aux Noirs, en échec.</translation>
    </message>
    <message>
        <source>White to move.</source>
        <translation>Trait aux Blancs.</translation>
    </message>
    <message>
        <source>Black to move.</source>
        <translation>Trait aux Noirs.</translation>
    </message>
    <message>
        <source>Chess960 castling</source>
        <translation>Roque Chess960</translation>
    </message>
    <message>
        <source>King anywhere on its first rank, castling with the outermost rook on either side</source>
        <translation>Roi n&apos;importe où sur sa première rangée, roquant avec la tour la plus extérieure de chaque côté</translation>
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
        <translation>Réductions des coups tardifs appliquées / nouvelles recherches après l’échec haut d’une recherche réduite ou à fenêtre nulle</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Profondeur</translation>
    </message>
    <message>
        <source>Sel</source>
        <translation>Sél</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Nœuds</translation>
    </message>
    <message>
        <source>Q-nodes</source>
        <translation>Nœuds Q</translation>
    </message>
    <message>
        <source>β-cuts</source>
        <translation>Coupures β</translation>
    </message>
    <message>
        <source>1st cut</source>
        <translation>1re coupure</translation>
    </message>
    <message>
        <source>TT hit</source>
        <translation>Succès TT</translation>
    </message>
    <message>
        <source>Null cuts</source>
        <translation>Coupures nulles</translation>
    </message>
    <message>
        <source>Red. / re-s.</source>
        <translation>Réd. / re-r.</translation>
    </message>
    <message>
        <source>EBF</source>
        <translation>EBF</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Temps</translation>
    </message>
    <message>
        <source>NPS</source>
        <translation>N/s</translation>
    </message>
    <message>
        <source>Nominal depth of the iteration (plies)</source>
        <translation>Profondeur nominale de l’itération (demi-coups)</translation>
    </message>
    <message>
        <source>Selective depth: the deepest ply reached, quiescence included</source>
        <translation>Profondeur sélective : le demi-coup le plus profond atteint, recherche de quiescence comprise</translation>
    </message>
    <message>
        <source>Positions visited in this iteration (external engines: total so far)</source>
        <translation>Positions visitées dans cette itération (moteurs externes : total jusqu’ici)</translation>
    </message>
    <message>
        <source>Of which in the quiescence search</source>
        <translation>Dont dans la recherche de quiescence</translation>
    </message>
    <message>
        <source>Beta cut-offs: moves that refuted the opponent&apos;s previous move</source>
        <translation>Coupures bêta : coups qui ont réfuté le coup précédent de l’adversaire</translation>
    </message>
    <message>
        <source>Share of cut-offs made by the first move searched: move-ordering quality</source>
        <translation>Part des coupures faites par le premier coup cherché : qualité du tri des coups</translation>
    </message>
    <message>
        <source>Share of transposition-table probes that found the position</source>
        <translation>Part des sondages de la table de transposition qui ont trouvé la position</translation>
    </message>
    <message>
        <source>Cut-offs by null-move pruning</source>
        <translation>Coupures par élagage du coup nul</translation>
    </message>
    <message>
        <source>Late-move reductions / re-searches</source>
        <translation>Réductions des coups tardifs / nouvelles recherches</translation>
    </message>
    <message>
        <source>Effective branching factor: nodes of this depth / nodes of the previous one</source>
        <translation>Facteur de branchement effectif : nœuds de cette profondeur / nœuds de la précédente</translation>
    </message>
    <message>
        <source>Time since the search started</source>
        <translation>Temps depuis le début de la recherche</translation>
    </message>
    <message>
        <source>Nodes per second</source>
        <translation>Nœuds par seconde</translation>
    </message>
</context>
<context>
    <name>eschess::app::StatsPanel</name>
    <message>
        <source>This search</source>
        <translation>Cette recherche</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Comparer</translation>
    </message>
</context>
<context>
    <name>eschess::app::SuiteHistory</name>
    <message>
        <source>cannot create the folder %1</source>
        <translation>impossible de créer le dossier %1</translation>
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
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>Exporter en CSV…</translation>
    </message>
    <message>
        <source>Export JSON…</source>
        <translation>Exporter en JSON…</translation>
    </message>
    <message>
        <source>Double-click a position to analyse it on the board.</source>
        <translation>Double-cliquez sur une position pour l’analyser sur l’échiquier.</translation>
    </message>
    <message>
        <source>Solved positions</source>
        <translation>Positions résolues</translation>
    </message>
    <message>
        <source>Positions</source>
        <translation>Positions</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Résumé</translation>
    </message>
    <message>
        <source>Chart</source>
        <translation>Graphique</translation>
    </message>
    <message>
        <source>Export CSV</source>
        <translation>Exporter en CSV</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Fichiers CSV (*.csv)</translation>
    </message>
    <message>
        <source>Export JSON</source>
        <translation>Exporter en JSON</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>Fichiers JSON (*.json)</translation>
    </message>
    <message>
        <source>A suite is already running.</source>
        <translation>Une suite est déjà en cours.</translation>
    </message>
    <message>
        <source>Cannot read the suite %1: %2</source>
        <translation>Impossible de lire la suite %1 : %2</translation>
    </message>
    <message>
        <source>The suite has no usable positions.</source>
        <translation>La suite ne contient aucune position utilisable.</translation>
    </message>
    <message>
        <source>Engine &apos;%1&apos;: %2</source>
        <translation>Moteur « %1 » : %2</translation>
    </message>
    <message>
        <source>Choose at least one engine.</source>
        <translation>Choisissez au moins un moteur.</translation>
    </message>
    <message>
        <source>Running %1 (%2)…</source>
        <translation>Exécution de %1 (%2)…</translation>
    </message>
    <message numerus="yes">
        <source>Running %1 (%2); %n bad line(s) skipped.</source>
        <translation>
            <numerusform>Exécution de %1 (%2) ; %n ligne incorrecte ignorée.</numerusform>
            <numerusform>Exécution de %1 (%2) ; %n lignes incorrectes ignorées.</numerusform>
        </translation>
    </message>
    <message>
        <source>(cancelled; finished positions kept)</source>
        <translation>(annulé ; positions terminées conservées)</translation>
    </message>
    <message>
        <source>(not saved for later comparison: %1)</source>
        <translation>(non enregistré pour une comparaison ultérieure : %1)</translation>
    </message>
    <message>
        <source>%1: %2 solved, Bratko-Kopec score %3</source>
        <translation>%1 : %2 résolues, score Bratko-Kopec %3</translation>
    </message>
    <message>
        <source>(last run: %1)</source>
        <translation>(dernière exécution : %1)</translation>
    </message>
    <message>
        <source>The paper behind the score maps about 5 points to a rating of 1600–1799 — a rough estimate for its time limits of 30–120 s, not a rating.</source>
        <translation>L’article à l’origine du score fait correspondre environ 5 points à un classement de 1600–1799 — une estimation grossière pour ses limites de 30–120 s, pas un classement.</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Profondeur</translation>
    </message>
    <message>
        <source>Time to solution (ms)</source>
        <translation>Temps jusqu’à la solution (ms)</translation>
    </message>
    <message>
        <source>Solved</source>
        <translation>Résolue</translation>
    </message>
    <message numerus="yes">
        <source>Engine %1 failed %n time(s), last: %2. Given up: its remaining positions were skipped.</source>
        <translation>
            <numerusform>Le moteur %1 a échoué %n fois, en dernier : %2. Abandonné : ses positions restantes ont été ignorées.</numerusform>
            <numerusform>Le moteur %1 a échoué %n fois, en dernier : %2. Abandonné : ses positions restantes ont été ignorées.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Engine %1 failed %n time(s), last: %2. Restarted for the next position each time.</source>
        <translation>
            <numerusform>Le moteur %1 a échoué %n fois, en dernier : %2. Relancé à chaque fois pour la position suivante.</numerusform>
            <numerusform>Le moteur %1 a échoué %n fois, en dernier : %2. Relancé à chaque fois pour la position suivante.</numerusform>
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
        <translation>levier</translation>
    </message>
    <message>
        <source>tactical</source>
        <translation>tactique</translation>
    </message>
    <message>
        <source>mate %1</source>
        <translation>mat %1</translation>
    </message>
    <message>
        <source> or </source>
        <translation> ou </translation>
    </message>
    <message>
        <source>not %1</source>
        <translation>pas %1</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>mate in %1</source>
        <translation>mat en %1</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(aucun)</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>Catégorie</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Moteur</translation>
    </message>
    <message>
        <source>Limit</source>
        <translation>Limite</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>Attendu</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Joué</translation>
    </message>
    <message>
        <source>Solved</source>
        <translation>Résolue</translation>
    </message>
    <message>
        <source>Time to solution</source>
        <translation>Temps jusqu’à la solution</translation>
    </message>
    <message>
        <source>Depth to solution</source>
        <translation>Profondeur jusqu’à la solution</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Nœuds</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Temps</translation>
    </message>
    <message>
        <source>%1 cp</source>
        <translation>%1 cp</translation>
    </message>
    <message>
        <source>%1 vs %2</source>
        <translation>%1 face à %2</translation>
    </message>
    <message>
        <source>Searched again side by side, %1 scored %2 cp above %3 at depth %4: the evaluation prefers the played move.</source>
        <translation>Recherchés de nouveau côte à côte, %1 a obtenu %2 cp de plus que %3 à la profondeur %4 : l’évaluation préfère le coup joué.</translation>
    </message>
    <message>
        <source>Searched again side by side, %1 scored %2 cp above %3 at depth %4: the full search passed over a move it rates higher when it looks at it.</source>
        <translation>Recherchés de nouveau côte à côte, %1 a obtenu %2 cp de plus que %3 à la profondeur %4 : la recherche complète a délaissé un coup qu’elle estime meilleur quand elle l’examine.</translation>
    </message>
    <message>
        <source>Miss margin</source>
        <translation>Écart de l’échec</translation>
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
        <translation>profondeur %1</translation>
    </message>
    <message>
        <source>sweep to depth %1 (%2 s)</source>
        <translation>balayage jusqu’à la profondeur %1 (%2 s)</translation>
    </message>
    <message>
        <source>the engine could not be created</source>
        <translation>le moteur n’a pas pu être créé</translation>
    </message>
    <message>
        <source>%1 nodes</source>
        <translation>%1 nœuds</translation>
    </message>
</context>
<context>
    <name>eschess::app::SuiteSetupDialog</name>
    <message>
        <source>Run a test suite</source>
        <translation>Lancer une suite de tests</translation>
    </message>
    <message>
        <source>Suite</source>
        <translation>Suite</translation>
    </message>
    <message>
        <source>EPD file…</source>
        <translation>Fichier EPD…</translation>
    </message>
    <message>
        <source>Open EPD file…</source>
        <translation>Ouvrir un fichier EPD…</translation>
    </message>
    <message>
        <source>Engines</source>
        <translation>Moteurs</translation>
    </message>
    <message>
        <source>more engines, separated by &apos;;&apos; — e.g. /usr/games/stockfish,Threads=1</source>
        <translation>autres moteurs, séparés par « ; » — p. ex. /usr/games/stockfish,Threads=1</translation>
    </message>
    <message>
        <source>Limit per position</source>
        <translation>Limite par position</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Temps</translation>
    </message>
    <message>
        <source>Fixed depth</source>
        <translation>Profondeur fixe</translation>
    </message>
    <message>
        <source>Depth sweep</source>
        <translation>Balayage en profondeur</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>up to depth </source>
        <translation>jusqu’à la profondeur </translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>The sweep ends after the first depth at which a search takes longer than this.</source>
        <translation>Le balayage s’arrête après la première profondeur à laquelle une recherche dure plus longtemps que ceci.</translation>
    </message>
    <message>
        <source>timeout</source>
        <translation>délai</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Lancer</translation>
    </message>
    <message>
        <source>Positions searched at the same time, each by an engine instance of its own.</source>
        <translation>Positions cherchées en même temps, chacune par sa propre instance de moteur.</translation>
    </message>
    <message>
        <source>Multiplies the Bratko-Kopec checkpoints of 30, 60, 90 and 120 seconds; use 0.1 for a machine ten times faster than the paper&apos;s.</source>
        <translation>Multiplie les paliers Bratko-Kopec de 30, 60, 90 et 120 secondes ; utilisez 0,1 pour une machine dix fois plus rapide que celle de l’article.</translation>
    </message>
    <message>
        <source>Jobs at once:</source>
        <translation>Tâches simultanées :</translation>
    </message>
    <message>
        <source>Bratko-Kopec time scale:</source>
        <translation>Échelle de temps Bratko-Kopec :</translation>
    </message>
    <message>
        <source>Open EPD file</source>
        <translation>Ouvrir un fichier EPD</translation>
    </message>
    <message>
        <source>EPD files (*.epd);;All files (*)</source>
        <translation>Fichiers EPD (*.epd);;Tous les fichiers (*)</translation>
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
            <numerusform>%n ligne ignorée :</numerusform>
            <numerusform>%n lignes ignorées :</numerusform>
        </translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Nœuds</translation>
    </message>
    <message>
        <source>The same search on any machine and under any load: results compare across machines, and other work may run meanwhile.</source>
        <translation>La même recherche sur toute machine et sous toute charge : les résultats se comparent d’une machine à l’autre, et d’autres travaux peuvent tourner en même temps.</translation>
    </message>
    <message>
        <source>Measure each miss&apos;s margin</source>
        <translation>Mesurer l’écart de chaque échec</translation>
    </message>
    <message>
        <source>After a miss, search the position again with the same limit, comparing only the played move and the expected ones: how far the expected move trailed. Not for depth sweeps.</source>
        <translation>Après un échec, rechercher de nouveau la position avec la même limite en ne comparant que le coup joué et les coups attendus : de combien le coup attendu restait derrière. Pas pour les balayages de profondeur.</translation>
    </message>
</context>
<context>
    <name>eschess::app::SuiteSummaryModel</name>
    <message>
        <source>all</source>
        <translation>toutes</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Moteur</translation>
    </message>
    <message>
        <source>Limit</source>
        <translation>Limite</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>Catégorie</translation>
    </message>
    <message>
        <source>Solved</source>
        <translation>Résolue</translation>
    </message>
    <message>
        <source>Positions</source>
        <translation>Positions</translation>
    </message>
    <message>
        <source>Solved %</source>
        <translation>% résolues</translation>
    </message>
    <message>
        <source>BK points</source>
        <translation>Points BK</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Nœuds</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Temps</translation>
    </message>
</context>
<context>
    <name>eschess::app::TimeControl</name>
    <message>
        <source>time control &apos;%1&apos;: %2</source>
        <translation>cadence « %1 » : %2</translation>
    </message>
    <message>
        <source>empty; expected e.g. 40/60+0.6 or 10+0.1</source>
        <translation>vide ; attendu p. ex. 40/60+0.6 ou 10+0.1</translation>
    </message>
    <message>
        <source>moves per period &apos;%1&apos; must be a positive whole number</source>
        <translation>les coups par période « %1 » doivent être un nombre entier positif</translation>
    </message>
    <message>
        <source>time &apos;%1&apos; is not a number of seconds</source>
        <translation>le temps « %1 » n’est pas un nombre de secondes</translation>
    </message>
    <message>
        <source>increment &apos;%1&apos; is not a number of seconds</source>
        <translation>l’incrément « %1 » n’est pas un nombre de secondes</translation>
    </message>
    <message>
        <source>no time at all</source>
        <translation>aucun temps</translation>
    </message>
    <message>
        <source>untimed</source>
        <translation>sans pendule</translation>
    </message>
    <message>
        <source>movetime %1 ms</source>
        <translation>movetime %1 ms</translation>
    </message>
    <message>
        <source>depth %1</source>
        <translation>profondeur %1</translation>
    </message>
    <message>
        <source>nodes %1</source>
        <translation>nodes %1</translation>
    </message>
    <message>
        <source>milliseconds per move must be a whole number from 1 to %1</source>
        <translation>les millisecondes par coup doivent être un nombre entier de 1 à %1</translation>
    </message>
    <message>
        <source>the depth must be a whole number from 1 to %1</source>
        <translation>la profondeur doit être un nombre entier de 1 à %1</translation>
    </message>
    <message>
        <source>nodes per move must be a whole number from 1 to %1</source>
        <translation>les nœuds par coup doivent être un nombre entier de 1 à %1</translation>
    </message>
</context>
<context>
    <name>eschess::app::TimeControlEdit</name>
    <message>
        <source>Clock (moves/seconds+increment)</source>
        <translation>Pendule (coups/secondes+incrément)</translation>
    </message>
    <message>
        <source>Time per move (ms)</source>
        <translation>Temps par coup (ms)</translation>
    </message>
    <message>
        <source>Fixed depth</source>
        <translation>Profondeur fixe</translation>
    </message>
    <message>
        <source>Nodes per move</source>
        <translation>Nœuds par coup</translation>
    </message>
</context>
<context>
    <name>eschess::app::TournamentDialog</name>
    <message>
        <source>Resume tournament</source>
        <translation>Reprendre un tournoi</translation>
    </message>
    <message>
        <source>New tournament</source>
        <translation>Nouveau tournoi</translation>
    </message>
    <message>
        <source>%1 (UCI)</source>
        <translation>%1 (UCI)</translation>
    </message>
    <message>
        <source>options, e.g. Depth=3, Hash=64</source>
        <translation>options, p. ex. Depth=3, Hash=64</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Ajouter</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Retirer</translation>
    </message>
    <message>
        <source>Engine:</source>
        <translation>Moteur :</translation>
    </message>
    <message>
        <source>&amp;Engines:</source>
        <translation>&amp;Moteurs :</translation>
    </message>
    <message>
        <source>Round robin (everyone against everyone)</source>
        <translation>Toutes rondes (chacun contre chacun)</translation>
    </message>
    <message>
        <source>Gauntlet (the first engine against the others)</source>
        <translation>Gauntlet (le premier moteur contre les autres)</translation>
    </message>
    <message>
        <source>Swiss</source>
        <translation>Système suisse</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>&amp;Format :</translation>
    </message>
    <message>
        <source>&amp;Games per pairing:</source>
        <translation>&amp;Parties par appariement :</translation>
    </message>
    <message>
        <source>automatic</source>
        <translation>automatique</translation>
    </message>
    <message>
        <source>Swiss &amp;rounds:</source>
        <translation>Nom&amp;bre de rondes (suisse) :</translation>
    </message>
    <message>
        <source>&amp;Time control:</source>
        <translation>&amp;Cadence :</translation>
    </message>
    <message>
        <source>none: the standard position</source>
        <translation>aucune : la position initiale</translation>
    </message>
    <message>
        <source>&amp;Openings (EPD, PGN or book):</source>
        <translation>&amp;Ouvertures (EPD, PGN ou bibliothèque) :</translation>
    </message>
    <message>
        <source>Openings (*.epd *.pgn *.bin);;All files (*)</source>
        <translation>Ouvertures (*.epd *.pgn *.bin);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Book: always the best move</source>
        <translation>Bibliothèque : toujours le meilleur coup</translation>
    </message>
    <message>
        <source> plies</source>
        <translation> demi-coups</translation>
    </message>
    <message>
        <source>up to</source>
        <translation>jusqu’à</translation>
    </message>
    <message>
        <source>&amp;Seed:</source>
        <translation>&amp;Graine :</translation>
    </message>
    <message>
        <source>&amp;Concurrency:</source>
        <translation>&amp;Simultanéité :</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>sans limite</translation>
    </message>
    <message>
        <source>Draw after &amp;moves:</source>
        <translation>&amp;Nulle après (coups) :</translation>
    </message>
    <message>
        <source>&amp;PGN file:</source>
        <translation>Fic&amp;hier PGN :</translation>
    </message>
    <message>
        <source>PGN files (*.pgn)</source>
        <translation>Fichiers PGN (*.pgn)</translation>
    </message>
    <message>
        <source>the PGN file&apos;s name with .state</source>
        <translation>le nom du fichier PGN avec .state</translation>
    </message>
    <message>
        <source>&amp;State file:</source>
        <translation>Fichier d’é&amp;tat :</translation>
    </message>
    <message>
        <source>State files (*.state);;All files (*)</source>
        <translation>Fichiers d’état (*.state);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Reprendre</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Démarrer</translation>
    </message>
    <message>
        <source>Continues the tournament recorded in the state file: the games it lists are kept, the rest are played. The settings must be the ones it was started with, except that more games per pairing (in a Swiss, more rounds) extend it.</source>
        <translation>Poursuit le tournoi enregistré dans le fichier d’état : les parties qu’il liste sont conservées, les autres sont jouées. Les réglages doivent être ceux du lancement ; seules plus de parties par paire (dans un système suisse, plus de rondes) le prolongent.</translation>
    </message>
    <message>
        <source>add at least two engines</source>
        <translation>ajoutez au moins deux moteurs</translation>
    </message>
    <message>
        <source>the state file &apos;%1&apos; holds a tournament already: resume it (Tools ▸ Resume tournament), or choose another state file</source>
        <translation>le fichier d’état « %1 » contient déjà un tournoi : reprenez-le (Outils ▸ Reprendre un tournoi), ou choisissez un autre fichier d’état</translation>
    </message>
    <message>
        <source>Chess960</source>
        <translation>Chess960</translation>
    </message>
    <message>
        <source>Fischer random chess: games from the 960 starting positions, drawn by the seed, or from the openings file played as Chess960</source>
        <translation>Échecs aléatoires de Fischer : parties depuis les 960 positions de départ, tirées selon la graine, ou depuis le fichier d&apos;ouvertures joué en Chess960</translation>
    </message>
    <message>
        <source>a Polyglot book holds standard chess&apos;s openings: choose an EPD or PGN file, or none, for Chess960</source>
        <translation>un livre Polyglot contient des ouvertures d&apos;échecs classiques : pour Chess960, choisissez un fichier EPD ou PGN, ou aucun</translation>
    </message>
</context>
<context>
    <name>eschess::app::TournamentPanel</name>
    <message>
        <source>No tournament</source>
        <translation>Aucun tournoi</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>&amp;Arrêter</translation>
    </message>
    <message>
        <source>Show on the board:</source>
        <translation>Afficher sur l’échiquier :</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(aucune)</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Moteur</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
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
        <translation>Intervalle à 95 %</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Classement</translation>
    </message>
    <message>
        <source>Crosstable</source>
        <translation>Tableau croisé</translation>
    </message>
    <message>
        <source>Rating after each game (fitted over all games, mean 0)</source>
        <translation>Elo après chaque partie (ajusté sur toutes les parties, moyenne 0)</translation>
    </message>
    <message>
        <source>games</source>
        <translation>parties</translation>
    </message>
    <message>
        <source>Rating chart</source>
        <translation>Graphique Elo</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancs</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Noirs</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Opening</source>
        <translation>Ouverture</translation>
    </message>
    <message>
        <source>Termination</source>
        <translation>Motif de fin</translation>
    </message>
    <message>
        <source>Double-click a game to open it</source>
        <translation>Double-cliquez sur une partie pour l’ouvrir</translation>
    </message>
    <message>
        <source>Error: %1</source>
        <translation>Erreur : %1</translation>
    </message>
    <message>
        <source>not started</source>
        <translation>non commencé</translation>
    </message>
    <message>
        <source>running</source>
        <translation>en cours</translation>
    </message>
    <message>
        <source>stopping</source>
        <translation>arrêt en cours</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>terminé</translation>
    </message>
    <message>
        <source>%1: %2 of %3 games played, %4 engines — %5</source>
        <translation>%1 : %2 parties jouées sur %3, %4 moteurs — %5</translation>
    </message>
    <message>
        <source>Game %1: %2 – %3</source>
        <translation>Partie %1 : %2 – %3</translation>
    </message>
</context>
<context>
    <name>eschess::app::TournamentRunner</name>
    <message>
        <source>a tournament needs at least two engines</source>
        <translation>un tournoi nécessite au moins deux moteurs</translation>
    </message>
    <message>
        <source>the number of games per pairing must be at least 1</source>
        <translation>le nombre de parties par appariement doit être d’au moins 1</translation>
    </message>
    <message>
        <source>the gauntlet engine must be one of the %1 engines</source>
        <translation>le moteur du gauntlet doit être l’un des %1 moteurs</translation>
    </message>
    <message>
        <source>a Swiss tournament needs at least three engines (two play a match)</source>
        <translation>un tournoi suisse nécessite au moins trois moteurs (deux jouent un match)</translation>
    </message>
    <message>
        <source>resuming needs the state file of the run</source>
        <translation>la reprise nécessite le fichier d’état de la série</translation>
    </message>
    <message>
        <source>there is no state file &apos;%1&apos; to resume from</source>
        <translation>il n’y a pas de fichier d’état « %1 » à partir duquel reprendre</translation>
    </message>
    <message>
        <source>the opening book &apos;%1&apos; has no moves</source>
        <translation>la bibliothèque d’ouvertures « %1 » n’a aucun coup</translation>
    </message>
    <message>
        <source>cannot write the PGN file &apos;%1&apos;: %2</source>
        <translation>impossible d’écrire le fichier PGN « %1 » : %2</translation>
    </message>
    <message>
        <source>the state file &apos;%1&apos; has game %2 between other players than this tournament pairs</source>
        <translation>le fichier d’état « %1 » contient une partie %2 entre d’autres joueurs que ceux appariés par ce tournoi</translation>
    </message>
    <message>
        <source>the state file &apos;%1&apos; records game %2, which this tournament does not have</source>
        <translation>le fichier d’état « %1 » enregistre la partie %2, que ce tournoi ne comporte pas</translation>
    </message>
    <message>
        <source>an engine could not be started: %1</source>
        <translation>un moteur n’a pas pu être démarré : %1</translation>
    </message>
    <message>
        <source>cannot record the finished game: %1</source>
        <translation>impossible d’enregistrer la partie terminée : %1</translation>
    </message>
</context>
<context>
    <name>eschess::app::TreeExplorer</name>
    <message>
        <source>no recording searcher available</source>
        <translation>aucun chercheur enregistreur disponible</translation>
    </message>
    <message>
        <source>options, e.g. Hash=16</source>
        <translation>options, p. ex. Hash=16</translation>
    </message>
    <message>
        <source>depth </source>
        <translation>profondeur </translation>
    </message>
    <message>
        <source>Recording stops after this many nodes</source>
        <translation>L’enregistrement s’arrête après ce nombre de nœuds</translation>
    </message>
    <message>
        <source> nodes</source>
        <translation> nœuds</translation>
    </message>
    <message>
        <source>Record</source>
        <translation>Enregistrer</translation>
    </message>
    <message>
        <source>Record a shallow search to explore its tree.</source>
        <translation>Enregistrez une recherche peu profonde pour explorer son arbre.</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Arrêter</translation>
    </message>
    <message>
        <source>Recording %1 to depth %2…</source>
        <translation>Enregistrement de %1 jusqu’à la profondeur %2…</translation>
    </message>
    <message>
        <source>%1 recorded no tree: this searcher does not support the tree recorder.</source>
        <translation>%1 n’a enregistré aucun arbre : ce chercheur ne prend pas en charge l’enregistreur d’arbre.</translation>
    </message>
    <message>
        <source>%1, depth %2: %3 nodes recorded (%4 not searched), search %5 nodes, %6 s.</source>
        <translation>%1, profondeur %2 : %3 nœuds enregistrés (%4 non cherchés), recherche de %5 nœuds, %6 s.</translation>
    </message>
    <message>
        <source>The node budget of %1 ran out: only the start of the search is shown.</source>
        <translation>Le budget de %1 nœuds est épuisé : seul le début de la recherche est affiché.</translation>
    </message>
    <message>
        <source>Root position</source>
        <translation>Position racine</translation>
    </message>
    <message>
        <source>Not searched: a cut-off above made it irrelevant.</source>
        <translation>Non cherché : une coupure plus haut l’a rendu inutile.</translation>
    </message>
    <message>
        <source>%1 node, score %2 (side to move), %3 children</source>
        <translation>Nœud %1, score %2 (camp au trait), %3 enfants</translation>
    </message>
</context>
<context>
    <name>eschess::app::TreeGraphView</name>
    <message numerus="yes">
        <source>%n more</source>
        <translation>
            <numerusform>%n de plus</numerusform>
            <numerusform>%n de plus</numerusform>
        </translation>
    </message>
    <message>
        <source>Moves not searched because of a cut-off: %1</source>
        <translation>Coups non cherchés à cause d’une coupure : %1</translation>
    </message>
</context>
<context>
    <name>eschess::app::TreeModel</name>
    <message>
        <source>(null)</source>
        <translation>(nul)</translation>
    </message>
    <message>
        <source>PV</source>
        <translation>PV</translation>
    </message>
    <message>
        <source>cut</source>
        <translation>coupure</translation>
    </message>
    <message>
        <source>all</source>
        <translation>toutes</translation>
    </message>
    <message>
        <source>leaf</source>
        <translation>feuille</translation>
    </message>
    <message>
        <source>not searched</source>
        <translation>non cherché</translation>
    </message>
    <message>
        <source>Not searched: a cut-off above made this move irrelevant</source>
        <translation>Non cherché : une coupure plus haut a rendu ce coup inutile</translation>
    </message>
    <message>
        <source>Root position</source>
        <translation>Position racine</translation>
    </message>
    <message>
        <source>root</source>
        <translation>racine</translation>
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
        <translation>Coup</translation>
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
        <translation>Coupé par</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>Indicateurs</translation>
    </message>
    <message>
        <source>Score from the view of the side to move at the node</source>
        <translation>Score du point de vue du camp au trait au nœud</translation>
    </message>
    <message>
        <source>Alpha-beta window on entry, side to move&apos;s view</source>
        <translation>Fenêtre alpha-bêta à l’entrée, du point de vue du camp au trait</translation>
    </message>
    <message>
        <source>PV: score inside the window; cut: failed high; all: failed low</source>
        <translation>PV : score dans la fenêtre ; cut : échec haut ; all : échec bas</translation>
    </message>
    <message>
        <source>The move that caused the beta cut-off</source>
        <translation>Le coup qui a causé la coupure bêta</translation>
    </message>
    <message>
        <source>TT: transposition-table hit; Q: quiescence search</source>
        <translation>TT : succès dans la table de transposition ; Q : recherche de quiescence</translation>
    </message>
</context>
<context>
    <name>eschess::app::TreeRunner</name>
    <message>
        <source>A tree search is already running</source>
        <translation>Une recherche d’arbre est déjà en cours</translation>
    </message>
    <message>
        <source>The depth must be at least 1</source>
        <translation>La profondeur doit être d’au moins 1</translation>
    </message>
</context>
<context>
    <name>eschess::app::UciEngine</name>
    <message>
        <source>%1 sent a line longer than %2 bytes</source>
        <translation>%1 a envoyé une ligne de plus de %2 octets</translation>
    </message>
    <message>
        <source>%1 sent more than %2 unusable lines; last: %3</source>
        <translation>%1 a envoyé plus de %2 lignes inutilisables ; dernière : %3</translation>
    </message>
    <message>
        <source>%1 announced more than %2 options</source>
        <translation>%1 a annoncé plus de %2 options</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>%1: %2 (position %3)</source>
        <translation>%1 : %2 (position %3)</translation>
    </message>
    <message>
        <source>%1 did not answer &apos;uci&apos; with &apos;uciok&apos; within %2 s</source>
        <translation>%1 n’a pas répondu « uciok » à « uci » en %2 s</translation>
    </message>
    <message>
        <source>%1 did not answer &apos;isready&apos; within %2 s</source>
        <translation>%1 n’a pas répondu à « isready » en %2 s</translation>
    </message>
    <message>
        <source>%1 did not answer &apos;stop&apos; with a bestmove</source>
        <translation>%1 n’a pas répondu à « stop » par un bestmove</translation>
    </message>
    <message>
        <source>%1 stalled: no bestmove in time</source>
        <translation>%1 est bloqué : pas de bestmove à temps</translation>
    </message>
    <message>
        <source>%1 could not be started (%2): %3</source>
        <translation>%1 n’a pas pu être démarré (%2) : %3</translation>
    </message>
    <message>
        <source>%1: process error: %2</source>
        <translation>%1 : erreur de processus : %2</translation>
    </message>
    <message>
        <source>%1 crashed</source>
        <translation>%1 a planté</translation>
    </message>
    <message>
        <source>%1 exited unexpectedly (exit code %2)</source>
        <translation>%1 s’est terminé de façon inattendue (code de sortie %2)</translation>
    </message>
    <message>
        <source>%1 cannot play Chess960: it has no UCI_Chess960 option</source>
        <translation>%1 ne sait pas jouer en Chess960 : il n&apos;a pas l&apos;option UCI_Chess960</translation>
    </message>
    <message>
        <source>%1 cannot be set up as asked: %2</source>
        <translation>%1 ne peut pas être réglé comme demandé : %2</translation>
    </message>
    <message>
        <source>%1 refused its settings: %2</source>
        <translation>%1 a refusé ses réglages : %2</translation>
    </message>
    <message>
        <source>%1 announced the option &apos;%2&apos; twice; the later announcement counts</source>
        <translation>%1 a annoncé l’option « %2 » deux fois ; la dernière annonce compte</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Play, watch and analyse chess games.</source>
        <translation>Jouer, regarder et analyser des parties d’échecs.</translation>
    </message>
    <message>
        <source>Render the documentation&apos;s screenshots into &lt;dir&gt; and quit.</source>
        <translation>Génère les captures d’écran de la documentation dans &lt;dir&gt; et quitte.</translation>
    </message>
    <message>
        <source>Quit &lt;ms&gt; milliseconds after the window is shown.</source>
        <translation>Quitte &lt;ms&gt; millisecondes après l’affichage de la fenêtre.</translation>
    </message>
    <message>
        <source>A PGN file to open.</source>
        <translation>Un fichier PGN à ouvrir.</translation>
    </message>
    <message>
        <source>eschess: --quit-after needs a number of milliseconds (0 or more), not &apos;%1&apos;</source>
        <translation>eschess : --quit-after attend un nombre de millisecondes (0 ou plus), pas « %1 »</translation>
    </message>
</context>
</TS>
