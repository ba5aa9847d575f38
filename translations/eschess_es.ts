<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>BoardTheme</name>
    <message>
        <source>Wood</source>
        <translation>Madera</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Azul</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Verde</translation>
    </message>
</context>
<context>
    <name>BuiltinSuites</name>
    <message>
        <source>Bratko-Kopec (24 positions)</source>
        <translation>Bratko-Kopec (24 posiciones)</translation>
    </message>
</context>
<context>
    <name>EngineOutput</name>
    <message>
        <source>The engine&apos;s thinking is hidden while you play against it (Preferences: &quot;Show the engine&apos;s thinking in games against it&quot;). It is shown when the game is over.</source>
        <translation>El pensamiento del motor está oculto mientras juega contra él (Preferencias: «Mostrar el pensamiento del motor en las partidas contra él»). Se muestra cuando termina la partida.</translation>
    </message>
    <message>
        <source>%1 — %2 %3</source>
        <translation>%1 — %2 %3</translation>
    </message>
    <message>
        <source>%1 — thinking on move %2</source>
        <translation>%1 — pensando en la jugada %2</translation>
    </message>
    <message>
        <source>Engine output: White</source>
        <translation>Salida del motor: blancas</translation>
    </message>
    <message>
        <source>Engine output: Black</source>
        <translation>Salida del motor: negras</translation>
    </message>
    <message>
        <source>depth %1</source>
        <translation>profundidad %1</translation>
    </message>
    <message>
        <source>move %1/%2</source>
        <translation>jugada %1/%2</translation>
    </message>
    <message>
        <source>move %1</source>
        <translation>jugada %1</translation>
    </message>
</context>
<context>
    <name>ExplorerLoader</name>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>No se puede abrir %1: %2</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>No se puede leer %1: %2</translation>
    </message>
    <message>
        <source>%1 has changed since it was indexed; open it again.</source>
        <translation>%1 ha cambiado desde que se indexó; ábralo de nuevo.</translation>
    </message>
</context>
<context>
    <name>FormRows</name>
    <message>
        <source>Browse…</source>
        <translation>Examinar…</translation>
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
        <translation>&amp;Motores…</translation>
    </message>
    <message>
        <source>&amp;Match…</source>
        <translation>&amp;Match…</translation>
    </message>
    <message>
        <source>Move &amp;quality (ACPL)…</source>
        <translation>&amp;Calidad de las jugadas (ACPL)…</translation>
    </message>
    <message>
        <source>Elo &amp;ladder…</source>
        <translation>&amp;Escalera Elo…</translation>
    </message>
    <message>
        <source>Res&amp;ume match…</source>
        <translation>Reanu&amp;dar match…</translation>
    </message>
</context>
<context>
    <name>PlayerChoice</name>
    <message>
        <source>&apos;%1&apos; is not an engine of the expected kind.</source>
        <translation>«%1» no es un motor del tipo esperado.</translation>
    </message>
</context>
<context>
    <name>SearchPanels</name>
    <message>
        <source>Principal variation</source>
        <translation>Variante principal</translation>
    </message>
    <message>
        <source>Search statistics</source>
        <translation>Estadísticas de búsqueda</translation>
    </message>
    <message>
        <source>Depth progression</source>
        <translation>Progresión por profundidad</translation>
    </message>
    <message>
        <source>Search tree</source>
        <translation>Árbol de búsqueda</translation>
    </message>
    <message>
        <source>Compare searchers…</source>
        <translation>Comparar buscadores…</translation>
    </message>
    <message>
        <source>Explore search tree…</source>
        <translation>Explorar el árbol de búsqueda…</translation>
    </message>
</context>
<context>
    <name>SearcherSpec</name>
    <message>
        <source>Unknown searcher &apos;%1&apos;</source>
        <translation>Buscador desconocido «%1»</translation>
    </message>
    <message>
        <source>Option &apos;%1&apos; of %2: expected Name=value</source>
        <translation>Opción «%1» de %2: se esperaba Nombre=valor</translation>
    </message>
    <message>
        <source>Option &apos;%1&apos; of %2: %3</source>
        <translation>Opción «%1» de %2: %3</translation>
    </message>
</context>
<context>
    <name>SuiteTools</name>
    <message>
        <source>Test suite</source>
        <translation>Suite de pruebas</translation>
    </message>
    <message>
        <source>Run &amp;test suite…</source>
        <translation>Ejecutar una &amp;suite de pruebas…</translation>
    </message>
</context>
<context>
    <name>TournamentTools</name>
    <message>
        <source>Tournament</source>
        <translation>Torneo</translation>
    </message>
    <message>
        <source>&amp;Tournament…</source>
        <translation>&amp;Torneo…</translation>
    </message>
    <message>
        <source>&amp;Resume tournament…</source>
        <translation>&amp;Reanudar torneo…</translation>
    </message>
</context>
<context>
    <name>TreeRunner</name>
    <message>
        <source>Stopped before the search began</source>
        <translation>Detenido antes de empezar la búsqueda</translation>
    </message>
</context>
<context>
    <name>WdlText</name>
    <message>
        <source>White wins %1%, draw %2%, Black wins %3%</source>
        <translation>Ganan las blancas %1 %, tablas %2 %, ganan las negras %3 %</translation>
    </message>
</context>
<context>
    <name>eschess::app</name>
    <message>
        <source>cannot write %1: %2</source>
        <translation>no se puede escribir %1: %2</translation>
    </message>
    <message>
        <source>bad option line &quot;%1&quot;: %2</source>
        <translation>línea de opción incorrecta «%1»: %2</translation>
    </message>
    <message>
        <source>does not start with &apos;option&apos;</source>
        <translation>no empieza por «option»</translation>
    </message>
    <message>
        <source>unexpected word &apos;%1&apos;</source>
        <translation>palabra inesperada «%1»</translation>
    </message>
    <message>
        <source>no name</source>
        <translation>sin nombre</translation>
    </message>
    <message>
        <source>no type</source>
        <translation>sin tipo</translation>
    </message>
    <message>
        <source>unknown type &apos;%1&apos;</source>
        <translation>tipo desconocido «%1»</translation>
    </message>
    <message>
        <source>spin values must be whole numbers</source>
        <translation>los valores spin deben ser números enteros</translation>
    </message>
    <message>
        <source>min %1 is greater than max %2</source>
        <translation>el mínimo %1 es mayor que el máximo %2</translation>
    </message>
    <message>
        <source>not an info line</source>
        <translation>no es una línea info</translation>
    </message>
    <message>
        <source>info: &apos;%1&apos; needs a number, got &apos;%2&apos;</source>
        <translation>info: «%1» necesita un número, se recibió «%2»</translation>
    </message>
    <message>
        <source>info: %1 %2 is out of range (%3 to %4)</source>
        <translation>info: %1 %2 está fuera de rango (%3 a %4)</translation>
    </message>
    <message>
        <source>info: score must be &apos;cp&apos; or &apos;mate&apos;, got &apos;%1&apos;</source>
        <translation>info: la puntuación debe ser «cp» o «mate», se recibió «%1»</translation>
    </message>
    <message>
        <source>info pv: %1</source>
        <translation>info pv: %1</translation>
    </message>
    <message>
        <source>info: unknown field &apos;%1&apos;</source>
        <translation>info: campo desconocido «%1»</translation>
    </message>
    <message>
        <source>not a bestmove line</source>
        <translation>no es una línea bestmove</translation>
    </message>
    <message>
        <source>&apos;bestmove&apos; without a move</source>
        <translation>«bestmove» sin jugada</translation>
    </message>
    <message>
        <source>bestmove &apos;%1&apos; although there are legal moves</source>
        <translation>bestmove «%1» aunque hay jugadas legales</translation>
    </message>
    <message>
        <source>illegal bestmove: %1</source>
        <translation>bestmove ilegal: %1</translation>
    </message>
    <message>
        <source>none built in</source>
        <translation>ninguno integrado</translation>
    </message>
    <message>
        <source>engine spec &apos;%1&apos;: %2</source>
        <translation>especificación de motor «%1»: %2</translation>
    </message>
    <message>
        <source>no searcher name or program before the first comma</source>
        <translation>no hay nombre de buscador ni programa antes de la primera coma</translation>
    </message>
    <message>
        <source>no program</source>
        <translation>sin programa</translation>
    </message>
    <message>
        <source>the program name contains a NUL character</source>
        <translation>el nombre del programa contiene un carácter NUL</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is neither a searcher of the family (%2) nor a program that exists</source>
        <translation>«%1» no es un buscador de la familia (%2) ni un programa que exista</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an executable file</source>
        <translation>«%1» no es un archivo ejecutable</translation>
    </message>
    <message>
        <source>option %1 is empty (two commas in a row?)</source>
        <translation>la opción %1 está vacía (¿dos comas seguidas?)</translation>
    </message>
    <message>
        <source>option %1 &apos;%2&apos; has no &apos;=value&apos;</source>
        <translation>la opción %1 «%2» no tiene «=valor»</translation>
    </message>
    <message>
        <source>option %1 &apos;%2&apos; has no name before &apos;=&apos;</source>
        <translation>la opción %1 «%2» no tiene nombre antes de «=»</translation>
    </message>
    <message>
        <source>option %1 &apos;%2&apos; has a line break in its name or value</source>
        <translation>la opción %1 «%2» tiene un salto de línea en su nombre o valor</translation>
    </message>
    <message>
        <source>option %1 &apos;%2&apos;: %3</source>
        <translation>opción %1 «%2»: %3</translation>
    </message>
    <message>
        <source>%1 engine(s) at a time x %2 game(s) at once need %3 MB of hash tables, more than the %4 MB this machine can give (lower Hash or the concurrency)</source>
        <translation>%1 motor(es) a la vez × %2 partida(s) simultáneas necesitan %3 MB de tablas hash, más de los %4 MB que esta máquina puede dar (reduzca Hash o la concurrencia)</translation>
    </message>
    <message>
        <source>%1 game(s) at once would run %2 search threads on %3 core(s); at most %4 are allowed (lower Threads or the concurrency)</source>
        <translation>%1 partida(s) simultáneas ejecutarían %2 hilos de búsqueda en %3 núcleo(s); se permiten como máximo %4 (reduzca Threads o la concurrencia)</translation>
    </message>
    <message>
        <source>%1 is too large (%2 MiB); the limit is %3 MiB.</source>
        <translation>%1 es demasiado grande (%2 MiB); el límite es %3 MiB.</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>No se puede abrir %1: %2</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>No se puede leer %1: %2</translation>
    </message>
    <message>
        <source>… and %1 more</source>
        <translation>… y %1 más</translation>
    </message>
    <message>
        <source>cannot write &apos;%1&apos;: %2</source>
        <translation>no se puede escribir «%1»: %2</translation>
    </message>
    <message>
        <source>info currmove: %1</source>
        <translation>info currmove: %1</translation>
    </message>
    <message>
        <source>no move</source>
        <translation>ninguna jugada</translation>
    </message>
    <message>
        <source>it has no option &apos;%1&apos;</source>
        <translation>no tiene la opción «%1»</translation>
    </message>
    <message>
        <source>%1 must be true or false, not &apos;%2&apos;</source>
        <translation>%1 debe ser true o false, no «%2»</translation>
    </message>
    <message>
        <source>%1 must be a whole number from %2 to %3, not &apos;%4&apos;</source>
        <translation>%1 debe ser un número entero de %2 a %3, no «%4»</translation>
    </message>
    <message>
        <source>%1 must be one of %2, not &apos;%3&apos;</source>
        <translation>%1 debe ser uno de %2, no «%3»</translation>
    </message>
</context>
<context>
    <name>eschess::app::AboutDialog</name>
    <message>
        <source>About Eschess</source>
        <translation>Acerca de Eschess</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Eschess %1&lt;/h2&gt;&lt;p&gt;A chess program to play, watch and analyse games, and a laboratory for chess engines: from a random mover to a modern alpha-beta searcher, side by side.&lt;/p&gt;&lt;p&gt;Built-in engines: %2&lt;/p&gt;&lt;p&gt;Built with Qt %3.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Eschess %1&lt;/h2&gt;&lt;p&gt;Un programa de ajedrez para jugar, ver y analizar partidas, y un laboratorio de motores de ajedrez: desde un jugador aleatorio hasta un buscador alfa-beta moderno, lado a lado.&lt;/p&gt;&lt;p&gt;Motores integrados: %2&lt;/p&gt;&lt;p&gt;Compilado con Qt %3.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
</context>
<context>
    <name>eschess::app::AcplDialog</name>
    <message>
        <source>Move quality (ACPL)</source>
        <translation>Calidad de las jugadas (ACPL)</translation>
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
        <translation>&amp;Analizar</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Todas</translation>
    </message>
    <message>
        <source>Opening</source>
        <translation>Apertura</translation>
    </message>
    <message>
        <source>Middlegame</source>
        <translation>Medio juego</translation>
    </message>
    <message>
        <source>Endgame</source>
        <translation>Final</translation>
    </message>
    <message>
        <source>Average centipawn loss by phase (lower is better)</source>
        <translation>Pérdida media en centipeones por fase (menos es mejor)</translation>
    </message>
    <message>
        <source>Referee:</source>
        <translation>Árbitro:</translation>
    </message>
    <message>
        <source>Depth:</source>
        <translation>Profundidad:</translation>
    </message>
    <message>
        <source>Loss cap per move:</source>
        <translation>Pérdida máxima por jugada:</translation>
    </message>
    <message>
        <source>Cannot read &apos;%1&apos;: %2</source>
        <translation>No se puede leer «%1»: %2</translation>
    </message>
    <message>
        <source>No game in &apos;%1&apos;.</source>
        <translation>No hay ninguna partida en «%1».</translation>
    </message>
    <message>
        <source>Add a referee engine in Tools ▸ Engines.</source>
        <translation>Añada un motor árbitro en Herramientas ▸ Motores.</translation>
    </message>
    <message>
        <source>%1 positions scored.</source>
        <translation>%1 posiciones evaluadas.</translation>
    </message>
    <message>
        <source>Analysing %1 games…</source>
        <translation>Analizando %1 partidas…</translation>
    </message>
    <message>
        <source>opening</source>
        <translation>apertura</translation>
    </message>
    <message>
        <source>middlegame</source>
        <translation>medio juego</translation>
    </message>
    <message>
        <source>endgame</source>
        <translation>final</translation>
    </message>
    <message>
        <source>cp per move</source>
        <translation>cp por jugada</translation>
    </message>
    <message>
        <source>&amp;PGN file:</source>
        <translation>Archivo &amp;PGN:</translation>
    </message>
</context>
<context>
    <name>eschess::app::AcplRunner</name>
    <message>
        <source>referee failed: %1</source>
        <translation>fallo del árbitro: %1</translation>
    </message>
</context>
<context>
    <name>eschess::app::AnalysisController</name>
    <message>
        <source>No engine is available for analysis.</source>
        <translation>No hay ningún motor disponible para el análisis.</translation>
    </message>
</context>
<context>
    <name>eschess::app::AnalysisPanel</name>
    <message>
        <source>Analyse</source>
        <translation>Analizar</translation>
    </message>
    <message>
        <source>Start or stop infinite analysis of the shown position</source>
        <translation>Iniciar o detener el análisis infinito de la posición mostrada</translation>
    </message>
    <message>
        <source>Number of best lines to show (MultiPV)</source>
        <translation>Número de mejores líneas que mostrar (MultiPV)</translation>
    </message>
    <message>
        <source>Lines:</source>
        <translation>Líneas:</translation>
    </message>
    <message>
        <source>Score (White)</source>
        <translation>Puntuación (blancas)</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Profundidad</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Nodos</translation>
    </message>
    <message>
        <source>NPS</source>
        <translation>N/s</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Línea</translation>
    </message>
    <message>
        <source>Pawns from White&apos;s point of view; #N is a mate in N moves</source>
        <translation>Peones desde el punto de vista de las blancas; #N es mate en N jugadas</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Detener</translation>
    </message>
    <message>
        <source>Press Analyse to let the engine study the shown position.</source>
        <translation>Pulse Analizar para que el motor estudie la posición mostrada.</translation>
    </message>
    <message>
        <source>Engine used for analysis: one of Eschess&apos;s own, or an external UCI engine added under Tools ▸ Engines</source>
        <translation>Motor usado para el análisis: uno de los de Eschess o un motor UCI externo añadido en Herramientas ▸ Motores</translation>
    </message>
    <message>
        <source>%1 (UCI)</source>
        <translation>%1 (UCI)</translation>
    </message>
    <message>
        <source>%1 is no longer in the list of engines (Tools ▸ Engines)</source>
        <translation>%1 ya no está en la lista de motores (Herramientas ▸ Motores)</translation>
    </message>
    <message numerus="yes">
        <source>%1 shows at most %n line(s).</source>
        <translation>
            <numerusform>%1 muestra como máximo %n línea.</numerusform>
            <numerusform>%1 muestra como máximo %n líneas.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eschess::app::BoardWidget</name>
    <message>
        <source>Chess board</source>
        <translation>Tablero de ajedrez</translation>
    </message>
</context>
<context>
    <name>eschess::app::BookPanel</name>
    <message>
        <source>Open Book…</source>
        <translation>Abrir libro…</translation>
    </message>
    <message>
        <source>No book</source>
        <translation>Sin libro</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Jugada</translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>Peso</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>Proporción</translation>
    </message>
    <message>
        <source>Cannot use this book: %1</source>
        <translation>No se puede usar este libro: %1</translation>
    </message>
    <message>
        <source>Open Polyglot Book</source>
        <translation>Abrir libro Polyglot</translation>
    </message>
    <message>
        <source>Polyglot books (*.bin);;All files (*)</source>
        <translation>Libros Polyglot (*.bin);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Open a Polyglot book (.bin) to see its moves here.</source>
        <translation>Abra un libro Polyglot (.bin) para ver aquí sus jugadas.</translation>
    </message>
    <message>
        <source>No book moves in this position.</source>
        <translation>No hay jugadas del libro en esta posición.</translation>
    </message>
    <message numerus="yes">
        <source>%n book move(s) in this position.</source>
        <translation>
            <numerusform>%n jugada del libro en esta posición.</numerusform>
            <numerusform>%n jugadas del libro en esta posición.</numerusform>
        </translation>
    </message>
    <message>
        <source>Opening Book</source>
        <translation>Libro de aperturas</translation>
    </message>
</context>
<context>
    <name>eschess::app::ClockWidget</name>
    <message>
        <source>White</source>
        <translation>Blancas</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Negras</translation>
    </message>
</context>
<context>
    <name>eschess::app::ComparePanel</name>
    <message>
        <source>options, e.g. NullMove=false</source>
        <translation>opciones, p. ej. NullMove=false</translation>
    </message>
    <message>
        <source>Searcher A:</source>
        <translation>Buscador A:</translation>
    </message>
    <message>
        <source>Searcher B:</source>
        <translation>Buscador B:</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Ejecutar</translation>
    </message>
    <message>
        <source>Depth:</source>
        <translation>Profundidad:</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Profundidad</translation>
    </message>
    <message>
        <source>A nodes</source>
        <translation>Nodos A</translation>
    </message>
    <message>
        <source>B nodes</source>
        <translation>Nodos B</translation>
    </message>
    <message>
        <source>B / A</source>
        <translation>B / A</translation>
    </message>
    <message>
        <source>Nodes (log)</source>
        <translation>Nodos (log)</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Detener</translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation>Buscando…</translation>
    </message>
    <message>
        <source>Stopped.</source>
        <translation>Detenido.</translation>
    </message>
    <message>
        <source>Done: A %1 s, B %2 s.</source>
        <translation>Hecho: A %1 s, B %2 s.</translation>
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
        <translation>Nodos por profundidad</translation>
    </message>
    <message>
        <source>Run a comparison to see node counts per depth</source>
        <translation>Ejecute una comparación para ver los nodos por profundidad</translation>
    </message>
</context>
<context>
    <name>eschess::app::CompareRunner</name>
    <message>
        <source>A comparison is already running</source>
        <translation>Ya hay una comparación en curso</translation>
    </message>
    <message>
        <source>The depth must be at least 1</source>
        <translation>La profundidad debe ser al menos 1</translation>
    </message>
</context>
<context>
    <name>eschess::app::DepthChart</name>
    <message>
        <source>Score (pawns, side to move)</source>
        <translation>Puntuación (peones, bando al que le toca)</translation>
    </message>
    <message>
        <source>Nodes (log)</source>
        <translation>Nodos (log)</translation>
    </message>
    <message>
        <source>Time (s)</source>
        <translation>Tiempo (s)</translation>
    </message>
    <message>
        <source>Branching factor</source>
        <translation>Factor de ramificación</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Profundidad</translation>
    </message>
    <message>
        <source>Export PNG…</source>
        <translation>Exportar PNG…</translation>
    </message>
    <message>
        <source>Export charts</source>
        <translation>Exportar gráficos</translation>
    </message>
    <message>
        <source>depth-progression.png</source>
        <translation>progresion-profundidad.png</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>Imágenes PNG (*.png)</translation>
    </message>
    <message>
        <source>Could not write %1.</source>
        <translation>No se pudo escribir %1.</translation>
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
        <translation>Profundidad</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Puntuación</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Tiempo</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Nodos</translation>
    </message>
    <message>
        <source>NPS</source>
        <translation>N/s</translation>
    </message>
    <message>
        <source>Principal variation</source>
        <translation>Variante principal</translation>
    </message>
    <message>
        <source>Depth / selective depth of the iteration</source>
        <translation>Profundidad / profundidad selectiva de la iteración</translation>
    </message>
    <message>
        <source>Score in pawns from White&apos;s view</source>
        <translation>Puntuación en peones desde el punto de vista de las blancas</translation>
    </message>
    <message>
        <source>Time since the search started</source>
        <translation>Tiempo desde que empezó la búsqueda</translation>
    </message>
    <message>
        <source>Positions searched so far</source>
        <translation>Posiciones buscadas hasta ahora</translation>
    </message>
    <message>
        <source>Nodes per second</source>
        <translation>Nodos por segundo</translation>
    </message>
    <message>
        <source>The line the engine expects</source>
        <translation>La línea que espera el motor</translation>
    </message>
</context>
<context>
    <name>eschess::app::EnginesDialog</name>
    <message>
        <source>Engines</source>
        <translation>Motores</translation>
    </message>
    <message>
        <source>&amp;Add…</source>
        <translation>&amp;Añadir…</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Quitar</translation>
    </message>
    <message>
        <source>Installed engines</source>
        <translation>Motores instalados</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Examinar…</translation>
    </message>
    <message>
        <source>UCI engine</source>
        <translation>Motor UCI</translation>
    </message>
    <message>
        <source>e.g. --uci</source>
        <translation>p. ej. --uci</translation>
    </message>
    <message>
        <source>the program&apos;s folder</source>
        <translation>la carpeta del programa</translation>
    </message>
    <message>
        <source>Working folder</source>
        <translation>Carpeta de trabajo</translation>
    </message>
    <message>
        <source>Read &amp;options</source>
        <translation>Leer las &amp;opciones</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>Opción</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valor</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Nombre:</translation>
    </message>
    <message>
        <source>Program:</source>
        <translation>Programa:</translation>
    </message>
    <message>
        <source>Arguments:</source>
        <translation>Argumentos:</translation>
    </message>
    <message>
        <source>Working folder:</source>
        <translation>Carpeta de trabajo:</translation>
    </message>
    <message>
        <source>Options set: %1. Read the options to edit them.</source>
        <translation>Opciones establecidas: %1. Lea las opciones para editarlas.</translation>
    </message>
    <message>
        <source>Starting %1…</source>
        <translation>Iniciando %1…</translation>
    </message>
    <message>
        <source>%1 by %2: %3 options</source>
        <translation>%1 de %2: %3 opciones</translation>
    </message>
    <message>
        <source>Could not read the engine: %1</source>
        <translation>No se pudo leer el motor: %1</translation>
    </message>
    <message>
        <source>(button: pressed by the engine&apos;s user, not stored)</source>
        <translation>(botón: lo pulsa el usuario del motor, no se guarda)</translation>
    </message>
</context>
<context>
    <name>eschess::app::EvalBar</name>
    <message>
        <source>Evaluation from White&apos;s point of view</source>
        <translation>Evaluación desde el punto de vista de las blancas</translation>
    </message>
</context>
<context>
    <name>eschess::app::EvalGraph</name>
    <message>
        <source>Evaluation in pawns from White&apos;s view after each ply; click a point to show that move.</source>
        <translation>Evaluación en peones desde el punto de vista de las blancas tras cada media jugada; haga clic en un punto para mostrar esa jugada.</translation>
    </message>
</context>
<context>
    <name>eschess::app::ExplorerPanel</name>
    <message>
        <source>Open Database…</source>
        <translation>Abrir base de datos…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>A PGN file of games; its moves are counted for every position</source>
        <translation>Un archivo PGN de partidas; sus jugadas se cuentan para cada posición</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Jugada</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>Proporción</translation>
    </message>
    <message>
        <source>White / Draw / Black</source>
        <translation>Blancas / Tablas / Negras</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Puntuación</translation>
    </message>
    <message>
        <source>Points for the side that played the move, in finished games</source>
        <translation>Puntos del bando que hizo la jugada, en las partidas terminadas</translation>
    </message>
    <message>
        <source>Double-click a move to play it on the board</source>
        <translation>Haz doble clic en una jugada para jugarla en el tablero</translation>
    </message>
    <message>
        <source>Open PGN Database</source>
        <translation>Abrir base de datos PGN</translation>
    </message>
    <message>
        <source>PGN files (*.pgn);;All files (*)</source>
        <translation>Archivos PGN (*.pgn);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>Leyendo %1…</translation>
    </message>
    <message>
        <source>Reading %1 was cancelled.</source>
        <translation>Se canceló la lectura de %1.</translation>
    </message>
    <message numerus="yes">
        <source>%1: %Ln game(s)</source>
        <translation>
            <numerusform>%1: %Ln partida</numerusform>
            <numerusform>%1: %Ln partidas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s) while reading; the first: %1</source>
        <translation>
            <numerusform>%n problema al leer; el primero: %1</numerusform>
            <numerusform>%n problemas al leer; el primero: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Open a PGN database to see the moves played in the position on the board.</source>
        <translation>Abre una base de datos PGN para ver las jugadas hechas en la posición del tablero.</translation>
    </message>
    <message>
        <source>No game of the database reaches this position.</source>
        <translation>Ninguna partida de la base llega a esta posición.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) from this position.</source>
        <translation>
            <numerusform>%n partida desde esta posición.</numerusform>
            <numerusform>%n partidas desde esta posición.</numerusform>
        </translation>
    </message>
    <message>
        <source>Games Explorer</source>
        <translation>Explorador de partidas</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancas</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Negras</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Fecha</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Evento</translation>
    </message>
    <message>
        <source>Double-click a game to open it at this position</source>
        <translation>Doble clic en una partida para abrirla en esta posición</translation>
    </message>
    <message>
        <source>Top games</source>
        <translation>Mejores partidas</translation>
    </message>
    <message>
        <source>The games that reached this position: the best rated first (the mean of the players&apos; ratings), then the most recent; at most %1</source>
        <translation>Las partidas que llegaron a esta posición: primero las de mayor Elo (la media de los dos jugadores), luego las más recientes; como mucho %1</translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s) read</source>
        <translation>
            <numerusform>%Ln partida leída</numerusform>
            <numerusform>%Ln partidas leídas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) ended in this position.</source>
        <translation>
            <numerusform>%n partida terminó en esta posición.</numerusform>
            <numerusform>%n partidas terminaron en esta posición.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Top games (%Ln shown)</source>
        <translation>
            <numerusform>Mejores partidas (%Ln mostrada)</numerusform>
            <numerusform>Mejores partidas (%Ln mostradas)</numerusform>
        </translation>
    </message>
    <message>
        <source>Player: anyone</source>
        <translation>Jugador: cualquiera</translation>
    </message>
    <message>
        <source>Count only the games of a player: a part of the name, in any case</source>
        <translation>Contar solo las partidas de un jugador: una parte del nombre, en mayúsculas o minúsculas</translation>
    </message>
    <message>
        <source>either colour</source>
        <translation>cualquier color</translation>
    </message>
    <message>
        <source>as White</source>
        <translation>con blancas</translation>
    </message>
    <message>
        <source>as Black</source>
        <translation>con negras</translation>
    </message>
    <message>
        <source>The colour the player had</source>
        <translation>El color con el que jugó</translation>
    </message>
    <message>
        <source>any rating</source>
        <translation>cualquier Elo</translation>
    </message>
    <message>
        <source>rated ≥ </source>
        <translation>Elo ≥ </translation>
    </message>
    <message>
        <source>Count only games whose players&apos; mean rating is at least this; unrated games then drop out</source>
        <translation>Contar solo las partidas cuya media de Elo de los jugadores sea al menos esta; las partidas sin Elo quedan fuera</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 of %Ln game(s)</source>
        <translation>
            <numerusform>%1: %2 de %Ln partida</numerusform>
            <numerusform>%1: %2 de %Ln partidas</numerusform>
        </translation>
    </message>
    <message>
        <source>The move the game played here</source>
        <translation>La jugada que se hizo aquí en la partida</translation>
    </message>
    <message>
        <source>Index kept from an earlier reading of this file</source>
        <translation>Índice conservado de una lectura anterior de este archivo</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Jugadas</translation>
    </message>
    <message>
        <source>The length of the game&apos;s main line, in moves</source>
        <translation>La longitud de la línea principal de la partida, en jugadas</translation>
    </message>
</context>
<context>
    <name>eschess::app::GameController</name>
    <message>
        <source>White</source>
        <translation>Blancas</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Negras</translation>
    </message>
    <message>
        <source>%1 wins by checkmate.</source>
        <translation>%1 gana por jaque mate.</translation>
    </message>
    <message>
        <source>Draw by stalemate.</source>
        <translation>Tablas por ahogado.</translation>
    </message>
    <message>
        <source>Draw by the fifty-move rule.</source>
        <translation>Tablas por la regla de las cincuenta jugadas.</translation>
    </message>
    <message>
        <source>Draw by threefold repetition.</source>
        <translation>Tablas por triple repetición.</translation>
    </message>
    <message>
        <source>Draw by insufficient material.</source>
        <translation>Tablas por material insuficiente.</translation>
    </message>
    <message>
        <source>Draw by fivefold repetition.</source>
        <translation>Tablas por quíntuple repetición.</translation>
    </message>
    <message>
        <source>Draw by the seventy-five-move rule.</source>
        <translation>Tablas por la regla de las setenta y cinco jugadas.</translation>
    </message>
    <message>
        <source>Draw: a flag fell, but the opponent cannot mate.</source>
        <translation>Tablas: cayó una bandera, pero el rival no puede dar mate.</translation>
    </message>
    <message>
        <source>%1 wins on time.</source>
        <translation>%1 gana por tiempo.</translation>
    </message>
    <message>
        <source>%1 resigns; %2 wins.</source>
        <translation>%1 abandona; gana %2.</translation>
    </message>
    <message>
        <source>Draw by agreement.</source>
        <translation>Tablas de mutuo acuerdo.</translation>
    </message>
    <message>
        <source>Draw by adjudication.</source>
        <translation>Tablas por adjudicación.</translation>
    </message>
    <message>
        <source>%1 wins by adjudication.</source>
        <translation>%1 gana por adjudicación.</translation>
    </message>
    <message>
        <source>%1 wins: the opponent played an illegal move.</source>
        <translation>%1 gana: el rival hizo una jugada ilegal.</translation>
    </message>
    <message>
        <source>%1 wins: the opposing engine failed.</source>
        <translation>%1 gana: el motor rival falló.</translation>
    </message>
    <message>
        <source>%1 wins: the opposing engine stopped answering.</source>
        <translation>%1 gana: el motor rival dejó de responder.</translation>
    </message>
    <message>
        <source>Draw at the maximum game length.</source>
        <translation>Tablas al alcanzar la longitud máxima de partida.</translation>
    </message>
    <message>
        <source>The game was abandoned.</source>
        <translation>La partida se abandonó.</translation>
    </message>
    <message>
        <source>White wins.</source>
        <translation>Ganan las blancas.</translation>
    </message>
    <message>
        <source>Black wins.</source>
        <translation>Ganan las negras.</translation>
    </message>
    <message>
        <source>Draw.</source>
        <translation>Tablas.</translation>
    </message>
    <message>
        <source>Game in progress.</source>
        <translation>Partida en curso.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Casual game</source>
        <translation>Partida amistosa</translation>
    </message>
    <message>
        <source>%1 was not ready within %2 s</source>
        <translation>%1 no estuvo listo en %2 s</translation>
    </message>
    <message>
        <source>%1 sent an illegal move.</source>
        <translation>%1 envió una jugada ilegal.</translation>
    </message>
    <message>
        <source>%1 played an illegal move</source>
        <translation>%1 hizo una jugada ilegal</translation>
    </message>
    <message>
        <source>%1 failed: %2</source>
        <translation>%1 falló: %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 stalled: no move within %2 s</source>
        <translation>%1 se atascó: ninguna jugada en %2 s</translation>
    </message>
    <message>
        <source>%1 lost on time</source>
        <translation>%1 perdió por tiempo</translation>
    </message>
    <message>
        <source>No engine is available for a hint.</source>
        <translation>No hay ningún motor disponible para una pista.</translation>
    </message>
</context>
<context>
    <name>eschess::app::LadderDialog</name>
    <message>
        <source>Elo ladder against Stockfish</source>
        <translation>Escalera Elo contra Stockfish</translation>
    </message>
    <message>
        <source>%1 (UCI)</source>
        <translation>%1 (UCI)</translation>
    </message>
    <message>
        <source> ms per move</source>
        <translation> ms por jugada</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Iniciar</translation>
    </message>
    <message>
        <source>Stockfish&apos;s UCI_Elo is calibrated at 60+0.6; at other time controls the rating is rough.</source>
        <translation>El UCI_Elo de Stockfish está calibrado a 60+0,6; con otros ritmos la valoración es aproximada.</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Rival</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Victorias</translation>
    </message>
    <message>
        <source>Draws</source>
        <translation>Tablas</translation>
    </message>
    <message>
        <source>Losses</source>
        <translation>Derrotas</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Puntuación</translation>
    </message>
    <message>
        <source>Score against each level, and the fitted rating&apos;s expectation</source>
        <translation>Puntuación contra cada nivel y la esperanza de la valoración ajustada</translation>
    </message>
    <message>
        <source>Engine:</source>
        <translation>Motor:</translation>
    </message>
    <message>
        <source>Stockfish levels (UCI_Elo):</source>
        <translation>Niveles de Stockfish (UCI_Elo):</translation>
    </message>
    <message>
        <source>Games per level:</source>
        <translation>Partidas por nivel:</translation>
    </message>
    <message>
        <source>Time:</source>
        <translation>Tiempo:</translation>
    </message>
    <message>
        <source>Stockfish:</source>
        <translation>Stockfish:</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an Elo level; write them like 1400,1600,1800</source>
        <translation>«%1» no es un nivel Elo; escríbalos así: 1400,1600,1800</translation>
    </message>
    <message>
        <source>No level given.</source>
        <translation>No se indicó ningún nivel.</translation>
    </message>
    <message>
        <source>Playing Stockfish %1…</source>
        <translation>Jugando contra Stockfish %1…</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>De&amp;tener</translation>
    </message>
    <message>
        <source>score</source>
        <translation>puntuación</translation>
    </message>
    <message>
        <source>Stockfish %1</source>
        <translation>Stockfish %1</translation>
    </message>
    <message>
        <source>expected at %1</source>
        <translation>esperado en %1</translation>
    </message>
    <message>
        <source>Rating: %1 ± %2 (95%: %3 to %4) from %5 games</source>
        <translation>Valoración: %1 ± %2 (95 %: %3 a %4) en %5 partidas</translation>
    </message>
    <message>
        <source>No finite rating yet (%1 of %2 points): add stronger or weaker levels.</source>
        <translation>Aún no hay una valoración finita (%1 de %2 puntos): añada niveles más fuertes o más débiles.</translation>
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
        <translation>Cargar posición</translation>
    </message>
    <message>
        <source>Paste a FEN or an EPD line</source>
        <translation>Pegue un FEN o una línea EPD</translation>
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
        <translation>Abrir archivo EPD…</translation>
    </message>
    <message>
        <source>No file</source>
        <translation>Ningún archivo</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Línea</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <source>Best move</source>
        <translation>Mejor jugada</translation>
    </message>
    <message>
        <source>Position (FEN)</source>
        <translation>Posición (FEN)</translation>
    </message>
    <message>
        <source>EPD file</source>
        <translation>Archivo EPD</translation>
    </message>
    <message>
        <source>Invalid EPD: %1</source>
        <translation>EPD no válido: %1</translation>
    </message>
    <message>
        <source>Invalid FEN: %1</source>
        <translation>FEN no válido: %1</translation>
    </message>
    <message>
        <source>Valid position, %1 to move.</source>
        <translation>Posición válida, juegan %1.</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancas</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Negras</translation>
    </message>
    <message>
        <source>Open EPD File</source>
        <translation>Abrir archivo EPD</translation>
    </message>
    <message>
        <source>EPD files (*.epd);;All files (*)</source>
        <translation>Archivos EPD (*.epd);;Todos los archivos (*)</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n position(s)</source>
        <translation>
            <numerusform>%1: %n posición</numerusform>
            <numerusform>%1: %n posiciones</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… and %n more error(s)</source>
        <translation>
            <numerusform>… y %n error más</numerusform>
            <numerusform>… y %n errores más</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eschess::app::LocalEngine</name>
    <message>
        <source>There is no in-process searcher named &quot;%1&quot;.</source>
        <translation>No hay ningún buscador interno llamado «%1».</translation>
    </message>
    <message>
        <source>Option %1: %2</source>
        <translation>Opción %1: %2</translation>
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
        <translation>Pista mostrada en el tablero.</translation>
    </message>
    <message>
        <source>%1 is thinking: depth %2, score %3 (White&apos;s view), %4 nodes/s</source>
        <translation>%1 está pensando: profundidad %2, puntuación %3 (punto de vista de las blancas), %4 nodos/s</translation>
    </message>
    <message>
        <source>Watching %1 – %2 (your own game waits as it was).</source>
        <translation>Viendo %1 – %2 (su propia partida espera tal como estaba).</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Nueva partida…</translation>
    </message>
    <message>
        <source>&amp;Open PGN…</source>
        <translation>&amp;Abrir PGN…</translation>
    </message>
    <message>
        <source>&amp;Save PGN</source>
        <translation>&amp;Guardar PGN</translation>
    </message>
    <message>
        <source>Save PGN &amp;As…</source>
        <translation>Guardar PGN &amp;como…</translation>
    </message>
    <message>
        <source>&amp;Load Position…</source>
        <translation>&amp;Cargar posición…</translation>
    </message>
    <message>
        <source>Ctrl+L</source>
        <translation>Ctrl+L</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>&amp;Copy FEN</source>
        <translation>&amp;Copiar FEN</translation>
    </message>
    <message>
        <source>Copy &amp;PGN</source>
        <translation>Copiar &amp;PGN</translation>
    </message>
    <message>
        <source>Ctrl+Shift+C</source>
        <translation>Ctrl+Shift+C</translation>
    </message>
    <message>
        <source>&amp;Paste FEN or PGN</source>
        <translation>&amp;Pegar FEN o PGN</translation>
    </message>
    <message>
        <source>&amp;Flip Board</source>
        <translation>&amp;Girar el tablero</translation>
    </message>
    <message>
        <source>Ctrl+F</source>
        <translation>Ctrl+F</translation>
    </message>
    <message>
        <source>&amp;Take Back</source>
        <translation>&amp;Deshacer jugada</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Pista</translation>
    </message>
    <message>
        <source>Ctrl+H</source>
        <translation>Ctrl+H</translation>
    </message>
    <message>
        <source>&amp;Resign</source>
        <translation>&amp;Abandonar</translation>
    </message>
    <message>
        <source>Claim &amp;Draw</source>
        <translation>Reclamar &amp;tablas</translation>
    </message>
    <message>
        <source>&amp;Pause Engines</source>
        <translation>&amp;Pausar los motores</translation>
    </message>
    <message>
        <source>Ctrl+P</source>
        <translation>Ctrl+P</translation>
    </message>
    <message>
        <source>&amp;Analyse</source>
        <translation>&amp;Analizar</translation>
    </message>
    <message>
        <source>Ctrl+I</source>
        <translation>Ctrl+I</translation>
    </message>
    <message>
        <source>First Move</source>
        <translation>Primera jugada</translation>
    </message>
    <message>
        <source>Previous Move</source>
        <translation>Jugada anterior</translation>
    </message>
    <message>
        <source>Next Move</source>
        <translation>Jugada siguiente</translation>
    </message>
    <message>
        <source>Last Move</source>
        <translation>Última jugada</translation>
    </message>
    <message>
        <source>Pre&amp;ferences…</source>
        <translation>Pre&amp;ferencias…</translation>
    </message>
    <message>
        <source>Ctrl+,</source>
        <translation>Ctrl+,</translation>
    </message>
    <message>
        <source>&amp;About Eschess</source>
        <translation>&amp;Acerca de Eschess</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Acerca de &amp;Qt</translation>
    </message>
    <message>
        <source>&amp;Restore Default Layout</source>
        <translation>&amp;Restaurar la disposición predeterminada</translation>
    </message>
    <message>
        <source>Thinking about a hint…</source>
        <translation>Buscando una pista…</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>Abandonar</translation>
    </message>
    <message>
        <source>Do you really want to resign?</source>
        <translation>¿De verdad quiere abandonar?</translation>
    </message>
    <message>
        <source>&amp;Promote Variation</source>
        <translation>&amp;Promover variante</translation>
    </message>
    <message>
        <source>Ctrl+Up</source>
        <translation>Ctrl+Up</translation>
    </message>
    <message>
        <source>&amp;Delete Variation</source>
        <translation>&amp;Eliminar variante</translation>
    </message>
    <message>
        <source>Ctrl+Del</source>
        <translation>Ctrl+Del</translation>
    </message>
    <message>
        <source>&amp;Comment…</source>
        <translation>&amp;Comentario…</translation>
    </message>
    <message>
        <source>Ctrl+M</source>
        <translation>Ctrl+M</translation>
    </message>
    <message>
        <source>Good Move (!)</source>
        <translation>Buena jugada (!)</translation>
    </message>
    <message>
        <source>Mistake (?)</source>
        <translation>Error (?)</translation>
    </message>
    <message>
        <source>Brilliant Move (!!)</source>
        <translation>Jugada brillante (!!)</translation>
    </message>
    <message>
        <source>Blunder (??)</source>
        <translation>Error grave (??)</translation>
    </message>
    <message>
        <source>Interesting Move (!?)</source>
        <translation>Jugada interesante (!?)</translation>
    </message>
    <message>
        <source>Dubious Move (?!)</source>
        <translation>Jugada dudosa (?!)</translation>
    </message>
    <message>
        <source>Alt+%1</source>
        <translation>Alt+%1</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partida</translation>
    </message>
    <message>
        <source>&amp;Moves</source>
        <translation>&amp;Jugadas</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>&amp;Analysis</source>
        <translation>A&amp;nálisis</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Herramientas</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Principal</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Jugadas</translation>
    </message>
    <message>
        <source>Evaluation Graph</source>
        <translation>Gráfico de evaluación</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Análisis</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancas</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Negras</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <source>Cannot start the game: %1</source>
        <translation>No se puede iniciar la partida: %1</translation>
    </message>
    <message>
        <source>New game: %1 against %2.</source>
        <translation>Nueva partida: %1 contra %2.</translation>
    </message>
    <message>
        <source>The clipboard&apos;s text</source>
        <translation>El texto del portapapeles</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>Pegar</translation>
    </message>
    <message>
        <source>The clipboard holds no text.</source>
        <translation>El portapapeles no contiene texto.</translation>
    </message>
    <message>
        <source>Invalid PGN: %1</source>
        <translation>PGN no válido: %1</translation>
    </message>
    <message>
        <source>no game found</source>
        <translation>no se encontró ninguna partida</translation>
    </message>
    <message>
        <source>Pasted with problems: %1</source>
        <translation>Pegado con problemas: %1</translation>
    </message>
    <message>
        <source>Open PGN</source>
        <translation>Abrir PGN</translation>
    </message>
    <message>
        <source>PGN files (*.pgn);;All files (*)</source>
        <translation>Archivos PGN (*.pgn);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Invalid PGN in %1: %2</source>
        <translation>PGN no válido en %1: %2</translation>
    </message>
    <message>
        <source>Save PGN</source>
        <translation>Guardar PGN</translation>
    </message>
    <message>
        <source>PGN files (*.pgn)</source>
        <translation>Archivos PGN (*.pgn)</translation>
    </message>
    <message>
        <source>Cannot save %1: %2</source>
        <translation>No se puede guardar %1: %2</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>Guardado %1.</translation>
    </message>
    <message>
        <source>FEN copied.</source>
        <translation>FEN copiado.</translation>
    </message>
    <message>
        <source>PGN copied.</source>
        <translation>PGN copiado.</translation>
    </message>
    <message>
        <source>The new language takes effect when Eschess starts again.</source>
        <translation>El nuevo idioma se aplicará cuando Eschess vuelva a iniciarse.</translation>
    </message>
    <message>
        <source>Comment</source>
        <translation>Comentario</translation>
    </message>
    <message>
        <source>Comment on the shown move:</source>
        <translation>Comentario sobre la jugada mostrada:</translation>
    </message>
    <message>
        <source>%1 to move.</source>
        <translation>Juegan %1.</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 está pensando…</translation>
    </message>
    <message>
        <source>Paused.</source>
        <translation>En pausa.</translation>
    </message>
    <message>
        <source>Game Over</source>
        <translation>Fin de la partida</translation>
    </message>
    <message>
        <source>Result: %1</source>
        <translation>Resultado: %1</translation>
    </message>
    <message>
        <source>The engine plays without its book: %1</source>
        <translation>El motor juega sin su libro: %1</translation>
    </message>
    <message>
        <source>Set &amp;Up Position…</source>
        <translation>Con&amp;figurar posición…</translation>
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
        <translation>Nuevo match</translation>
    </message>
    <message>
        <source>options, e.g. Hash=64, Depth=3</source>
        <translation>opciones, p. ej. Hash=64, Depth=3</translation>
    </message>
    <message>
        <source>Engine &amp;1:</source>
        <translation>Motor &amp;1:</translation>
    </message>
    <message>
        <source>Engine &amp;2:</source>
        <translation>Motor &amp;2:</translation>
    </message>
    <message>
        <source>&amp;Games:</source>
        <translation>&amp;Partidas:</translation>
    </message>
    <message>
        <source>&amp;Time control:</source>
        <translation>&amp;Ritmo de juego:</translation>
    </message>
    <message>
        <source>none: the standard start position</source>
        <translation>ninguna: la posición inicial estándar</translation>
    </message>
    <message>
        <source>&amp;Openings (EPD/PGN):</source>
        <translation>&amp;Aperturas (EPD/PGN):</translation>
    </message>
    <message>
        <source>Openings (*.epd *.pgn)</source>
        <translation>Aperturas (*.epd *.pgn)</translation>
    </message>
    <message>
        <source>random order, seed</source>
        <translation>orden aleatorio, semilla</translation>
    </message>
    <message>
        <source>&amp;Concurrent games:</source>
        <translation>Partidas &amp;simultáneas:</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <source>&amp;PGN file:</source>
        <translation>Archivo P&amp;GN:</translation>
    </message>
    <message>
        <source>PGN (*.pgn)</source>
        <translation>PGN (*.pgn)</translation>
    </message>
    <message>
        <source>SPRT (stop when decided)</source>
        <translation>SPRT (parar cuando esté decidido)</translation>
    </message>
    <message>
        <source>Draw adjudication</source>
        <translation>Adjudicación de tablas</translation>
    </message>
    <message>
        <source>after move</source>
        <translation>tras la jugada</translation>
    </message>
    <message>
        <source>for moves</source>
        <translation>durante jugadas</translation>
    </message>
    <message>
        <source>within ± cp</source>
        <translation>dentro de ± cp</translation>
    </message>
    <message>
        <source>Resign adjudication</source>
        <translation>Adjudicación de abandono</translation>
    </message>
    <message>
        <source>at or below − cp</source>
        <translation>en − cp o menos</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>sin límite</translation>
    </message>
    <message>
        <source>&amp;Maximum moves:</source>
        <translation>Número &amp;máximo de jugadas:</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Iniciar</translation>
    </message>
    <message>
        <source>%1 (UCI)</source>
        <translation>%1 (UCI)</translation>
    </message>
    <message>
        <source>engine %1 is no longer in the engines list</source>
        <translation>el motor %1 ya no está en la lista de motores</translation>
    </message>
    <message>
        <source>choose engine %1</source>
        <translation>elija el motor %1</translation>
    </message>
    <message>
        <source>SPRT: elo1 must be greater than elo0</source>
        <translation>SPRT: elo1 debe ser mayor que elo0</translation>
    </message>
    <message>
        <source>Resume match</source>
        <translation>Reanudar match</translation>
    </message>
    <message>
        <source>the PGN file&apos;s name with .state</source>
        <translation>el nombre del archivo PGN con .state</translation>
    </message>
    <message>
        <source>State files (*.state);;All files (*)</source>
        <translation>Archivos de estado (*.state);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Reanudar</translation>
    </message>
    <message>
        <source>Continues the match recorded in the state file: the games it lists are kept, the rest are played. The settings must be the ones it was started with, except that more games extend it.</source>
        <translation>Continúa el match registrado en el archivo de estado: se conservan las partidas que contiene y se juegan las demás. Los ajustes deben ser los mismos con los que se inició, salvo que más partidas lo amplían.</translation>
    </message>
    <message>
        <source>the state file &apos;%1&apos; holds a match already: resume it (Tools ▸ Resume match), or choose another state file</source>
        <translation>el archivo de estado «%1» ya contiene un match: reanúdelo (Herramientas ▸ Reanudar match) o elija otro archivo de estado</translation>
    </message>
    <message>
        <source>St&amp;ate file:</source>
        <translation>Archivo de &amp;estado:</translation>
    </message>
    <message>
        <source>Chess960</source>
        <translation>Chess960</translation>
    </message>
    <message>
        <source>Fischer random chess: games from the 960 starting positions, or from the openings file played as Chess960</source>
        <translation>Ajedrez aleatorio de Fischer: partidas desde las 960 posiciones iniciales, o desde el archivo de aperturas jugado como Chess960</translation>
    </message>
</context>
<context>
    <name>eschess::app::MatchGame</name>
    <message>
        <source>stopped</source>
        <translation>detenido</translation>
    </message>
</context>
<context>
    <name>eschess::app::MatchPanel</name>
    <message>
        <source>No match yet: Tools ▸ Match…</source>
        <translation>Aún no hay ningún match: Herramientas ▸ Match…</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Victorias</translation>
    </message>
    <message>
        <source>Draws</source>
        <translation>Tablas</translation>
    </message>
    <message>
        <source>Losses</source>
        <translation>Derrotas</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Puntuación</translation>
    </message>
    <message>
        <source>as White</source>
        <translation>con blancas</translation>
    </message>
    <message>
        <source>as Black</source>
        <translation>con negras</translation>
    </message>
    <message>
        <source>total</source>
        <translation>total</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partida</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancas</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Negras</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Motivo</translation>
    </message>
    <message>
        <source>Elo difference (95% interval)</source>
        <translation>Diferencia Elo (intervalo del 95 %)</translation>
    </message>
    <message>
        <source>Elo</source>
        <translation>Elo</translation>
    </message>
    <message>
        <source>95% interval</source>
        <translation>Intervalo del 95 %</translation>
    </message>
    <message>
        <source>games</source>
        <translation>partidas</translation>
    </message>
    <message>
        <source>Cumulative score of engine 1 (points above 50%)</source>
        <translation>Puntuación acumulada del motor 1 (puntos por encima del 50 %)</translation>
    </message>
    <message>
        <source>score − games/2</source>
        <translation>puntuación − partidas/2</translation>
    </message>
    <message>
        <source>points</source>
        <translation>puntos</translation>
    </message>
    <message>
        <source>SPRT log-likelihood ratio</source>
        <translation>Razón de log-verosimilitud SPRT</translation>
    </message>
    <message>
        <source>LLR</source>
        <translation>LLR</translation>
    </message>
    <message>
        <source>accept H0</source>
        <translation>aceptar H0</translation>
    </message>
    <message>
        <source>accept H1</source>
        <translation>aceptar H1</translation>
    </message>
    <message>
        <source>Results of engine 1 by colour</source>
        <translation>Resultados del motor 1 por color</translation>
    </message>
    <message>
        <source>wins</source>
        <translation>victorias</translation>
    </message>
    <message>
        <source>draws</source>
        <translation>tablas</translation>
    </message>
    <message>
        <source>losses</source>
        <translation>derrotas</translation>
    </message>
    <message>
        <source>SPRT</source>
        <translation>SPRT</translation>
    </message>
    <message>
        <source>Colours</source>
        <translation>Colores</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <source>Watch: none</source>
        <translation>Ver: ninguna</translation>
    </message>
    <message>
        <source>&amp;Finish games, then stop</source>
        <translation>&amp;Terminar las partidas y parar</translation>
    </message>
    <message>
        <source>Stop &amp;now</source>
        <translation>Parar &amp;ahora</translation>
    </message>
    <message>
        <source>%1 vs %2, %3 games, %4</source>
        <translation>%1 contra %2, %3 partidas, %4</translation>
    </message>
    <message>
        <source>Error: %1</source>
        <translation>Error: %1</translation>
    </message>
    <message>
        <source>SPRT: LLR %1 [%2, %3] – %4</source>
        <translation>SPRT: LLR %1 [%2, %3] – %4</translation>
    </message>
    <message>
        <source>Match finished.</source>
        <translation>Match terminado.</translation>
    </message>
    <message>
        <source>Stopping after the games in progress…</source>
        <translation>Parando tras las partidas en curso…</translation>
    </message>
    <message>
        <source>Watch game %1: %2 vs %3</source>
        <translation>Ver la partida %1: %2 contra %3</translation>
    </message>
    <message>
        <source>SPRT: %1 after game %2 – LLR %3 [%4, %5]</source>
        <translation>SPRT: %1 tras la partida %2 – LLR %3 [%4, %5]</translation>
    </message>
    <message>
        <source>LLR over all %1 games: %2</source>
        <translation>LLR sobre las %1 partidas: %2</translation>
    </message>
</context>
<context>
    <name>eschess::app::MatchRunner</name>
    <message>
        <source>the number of games must be at least 1</source>
        <translation>el número de partidas debe ser al menos 1</translation>
    </message>
    <message>
        <source>cannot write the PGN file &apos;%1&apos;: %2</source>
        <translation>no se puede escribir el archivo PGN «%1»: %2</translation>
    </message>
    <message>
        <source>an engine could not be started: %1</source>
        <translation>no se pudo iniciar un motor: %1</translation>
    </message>
    <message>
        <source>resuming needs the state file of the run</source>
        <translation>para reanudar hace falta el archivo de estado de la ejecución</translation>
    </message>
    <message>
        <source>there is no state file &apos;%1&apos; to resume from</source>
        <translation>no existe el archivo de estado «%1» desde el que reanudar</translation>
    </message>
    <message>
        <source>the state file &apos;%1&apos; records game %2, which this match does not have</source>
        <translation>el archivo de estado «%1» registra la partida %2, que este match no tiene</translation>
    </message>
    <message>
        <source>cannot record the finished game: %1</source>
        <translation>no se puede registrar la partida terminada: %1</translation>
    </message>
</context>
<context>
    <name>eschess::app::MoveListWidget</name>
    <message>
        <source>No.</source>
        <translation>N.º</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancas</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Negras</translation>
    </message>
</context>
<context>
    <name>eschess::app::NewGameDialog</name>
    <message>
        <source>New Game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <source>Starting position</source>
        <translation>Posición inicial</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Estándar</translation>
    </message>
    <message>
        <source>From FEN:</source>
        <translation>Desde FEN:</translation>
    </message>
    <message>
        <source>Time control</source>
        <translation>Ritmo de juego</translation>
    </message>
    <message>
        <source>Play with a clock</source>
        <translation>Jugar con reloj</translation>
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
        <translation>Tiempo base:</translation>
    </message>
    <message>
        <source>Increment per move:</source>
        <translation>Incremento por jugada:</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Empezar</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancas</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Negras</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Humano</translation>
    </message>
    <message>
        <source>Engine: %1</source>
        <translation>Motor: %1</translation>
    </message>
    <message>
        <source>External UCI engine…</source>
        <translation>Motor UCI externo…</translation>
    </message>
    <message>
        <source>/usr/games/stockfish,Hash=64</source>
        <translation>/usr/games/stockfish,Hash=64</translation>
    </message>
    <message>
        <source>The engine&apos;s program, then options as Name=value, separated by commas</source>
        <translation>El programa del motor y luego las opciones como Nombre=valor, separadas por comas</translation>
    </message>
    <message>
        <source>By the clock</source>
        <translation>Con reloj</translation>
    </message>
    <message>
        <source>Fixed depth</source>
        <translation>Profundidad fija</translation>
    </message>
    <message>
        <source>Time per move</source>
        <translation>Tiempo por jugada</translation>
    </message>
    <message>
        <source>Elo rating (UCI_Elo)</source>
        <translation>Valoración Elo (UCI_Elo)</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>Jugador:</translation>
    </message>
    <message>
        <source>Program:</source>
        <translation>Programa:</translation>
    </message>
    <message>
        <source>Strength:</source>
        <translation>Fuerza:</translation>
    </message>
    <message>
        <source>Depth:</source>
        <translation>Profundidad:</translation>
    </message>
    <message>
        <source> plies</source>
        <translation> medias jugadas</translation>
    </message>
    <message>
        <source>Time:</source>
        <translation>Tiempo:</translation>
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
        <translation>Chess960 número:</translation>
    </message>
    <message>
        <source>Fischer random chess: the pieces behind the pawns shuffled, the king between the rooks; castling puts king and rook where they go in standard chess</source>
        <translation>Ajedrez aleatorio de Fischer: las piezas detrás de los peones barajadas, el rey entre las torres; el enroque pone rey y torre donde van en el ajedrez normal</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Al azar</translation>
    </message>
    <message>
        <source>Draw one of the 960 starting positions</source>
        <translation>Sortear una de las 960 posiciones iniciales</translation>
    </message>
    <message>
        <source>White&apos;s first rank; Black&apos;s mirrors it</source>
        <translation>La primera fila de las blancas; la de las negras es su reflejo</translation>
    </message>
    <message>
        <source>This engine has no strength levels (UCI_Elo)</source>
        <translation>Este motor no tiene niveles de fuerza (UCI_Elo)</translation>
    </message>
    <message>
        <source>From %1 to %2</source>
        <translation>De %1 a %2</translation>
    </message>
</context>
<context>
    <name>eschess::app::OpeningSuite</name>
    <message>
        <source>cannot read openings file &apos;%1&apos;: %2</source>
        <translation>no se puede leer el archivo de aperturas «%1»: %2</translation>
    </message>
    <message>
        <source>no usable opening in &apos;%1&apos;</source>
        <translation>no hay ninguna apertura utilizable en «%1»</translation>
    </message>
</context>
<context>
    <name>eschess::app::PgnGamesDialog</name>
    <message>
        <source>Choose a Game</source>
        <translation>Elegir una partida</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>N.º</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancas</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Negras</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Evento</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Fecha</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Jugadas</translation>
    </message>
    <message numerus="yes">
        <source>The file holds %n game(s). Pick one to open:</source>
        <translation>
            <numerusform>El archivo contiene %n partida. Elija la que quiere abrir:</numerusform>
            <numerusform>El archivo contiene %n partidas. Elija la que quiere abrir:</numerusform>
        </translation>
    </message>
    <message>
        <source>Filter: a player, an event, a date…</source>
        <translation>Filtro: un jugador, un evento, una fecha…</translation>
    </message>
    <message>
        <source>Shows the games with this text in any column, in any case</source>
        <translation>Muestra las partidas con este texto en cualquier columna, sin distinguir mayúsculas</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n game(s) shown</source>
        <translation>
            <numerusform>Mostradas: %1 de %n partida</numerusform>
            <numerusform>Mostradas: %1 de %n partidas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eschess::app::PiecePalette</name>
    <message>
        <source>Eraser: a click empties the square</source>
        <translation>Borrador: un clic vacía la casilla</translation>
    </message>
    <message>
        <source>Eraser</source>
        <translation>Borrador</translation>
    </message>
    <message>
        <source>White king</source>
        <translation>Rey blanco</translation>
    </message>
    <message>
        <source>Black king</source>
        <translation>Rey negro</translation>
    </message>
    <message>
        <source>White queen</source>
        <translation>Dama blanca</translation>
    </message>
    <message>
        <source>Black queen</source>
        <translation>Dama negra</translation>
    </message>
    <message>
        <source>White rook</source>
        <translation>Torre blanca</translation>
    </message>
    <message>
        <source>Black rook</source>
        <translation>Torre negra</translation>
    </message>
    <message>
        <source>White bishop</source>
        <translation>Alfil blanco</translation>
    </message>
    <message>
        <source>Black bishop</source>
        <translation>Alfil negro</translation>
    </message>
    <message>
        <source>White knight</source>
        <translation>Caballo blanco</translation>
    </message>
    <message>
        <source>Black knight</source>
        <translation>Caballo negro</translation>
    </message>
    <message>
        <source>White pawn</source>
        <translation>Peón blanco</translation>
    </message>
    <message>
        <source>Black pawn</source>
        <translation>Peón negro</translation>
    </message>
</context>
<context>
    <name>eschess::app::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Preferencias</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>Idioma del sistema</translation>
    </message>
    <message>
        <source>Show coordinates</source>
        <translation>Mostrar coordenadas</translation>
    </message>
    <message>
        <source>Animate moves</source>
        <translation>Animar las jugadas</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Idioma:</translation>
    </message>
    <message>
        <source>&lt;i&gt;A new language takes effect when Eschess starts again.&lt;/i&gt;</source>
        <translation>&lt;i&gt;El nuevo idioma se aplicará cuando Eschess vuelva a iniciarse.&lt;/i&gt;</translation>
    </message>
    <message>
        <source>Board theme:</source>
        <translation>Tema del tablero:</translation>
    </message>
    <message>
        <source>Delay between engine moves:</source>
        <translation>Pausa entre jugadas de los motores:</translation>
    </message>
    <message>
        <source>Engines play from the opening book in games against a person</source>
        <translation>Los motores usan el libro de aperturas en partidas contra una persona</translation>
    </message>
    <message>
        <source>The book chosen in the Opening Book panel; the engine searches once the book has no move for the position.</source>
        <translation>El libro elegido en el panel Libro de aperturas; el motor busca en cuanto el libro no tiene ninguna jugada para la posición.</translation>
    </message>
    <message>
        <source>Show the engine&apos;s thinking in games against it</source>
        <translation>Mostrar el pensamiento del motor en las partidas contra él</translation>
    </message>
    <message>
        <source>Off: while you play an engine, its search, output and evaluation stay hidden until the game is over. Games between two engines always show them.</source>
        <translation>Desactivado: mientras juega contra un motor, su búsqueda, su salida y su evaluación permanecen ocultas hasta que termina la partida. Las partidas entre dos motores siempre las muestran.</translation>
    </message>
</context>
<context>
    <name>eschess::app::PromotionChooser</name>
    <message>
        <source>Promotion</source>
        <translation>Promoción</translation>
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
        <translation>Profundidad</translation>
    </message>
    <message>
        <source>Best move</source>
        <translation>Mejor jugada</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Puntuación</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Tiempo</translation>
    </message>
    <message>
        <source>The best move after each iteration; bold where it changed</source>
        <translation>La mejor jugada tras cada iteración; en negrita donde cambió</translation>
    </message>
    <message>
        <source>&lt;i&gt;No search yet.&lt;/i&gt;</source>
        <translation>&lt;i&gt;Aún no hay búsqueda.&lt;/i&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; &amp;nbsp; depth %2/%3 &amp;nbsp; %4 s &amp;nbsp; %5 nodes</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; &amp;nbsp; profundidad %2/%3 &amp;nbsp; %4 s &amp;nbsp; %5 nodos</translation>
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
        <translation>Mejor jugada por iteración (cambios: %1)</translation>
    </message>
</context>
<context>
    <name>eschess::app::ReviewDialog</name>
    <message>
        <source>Review Game</source>
        <translation>Revisar la partida</translation>
    </message>
    <message>
        <source>Eschess: %1</source>
        <translation>Eschess: %1</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Profundidad</translation>
    </message>
    <message>
        <source>Time per position</source>
        <translation>Tiempo por posición</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>%v of %m positions</source>
        <translation>%v de %m posiciones</translation>
    </message>
    <message>
        <source>Every position of the main line is scored; each move is judged by how much it lowers the mover&apos;s chances (docs/analysis.md).</source>
        <translation>Se evalúa cada posición de la línea principal; cada jugada se juzga por cuánto reduce las posibilidades de quien la juega (docs/analysis.md).</translation>
    </message>
    <message>
        <source>&amp;Review</source>
        <translation>&amp;Revisar</translation>
    </message>
    <message>
        <source>&amp;Cancel Review</source>
        <translation>&amp;Cancelar la revisión</translation>
    </message>
    <message>
        <source>Engine:</source>
        <translation>Motor:</translation>
    </message>
    <message>
        <source>Per position:</source>
        <translation>Por posición:</translation>
    </message>
    <message>
        <source>The game has no moves to review.</source>
        <translation>La partida no tiene jugadas que revisar.</translation>
    </message>
    <message>
        <source>Cannot use this engine: %1</source>
        <translation>No se puede usar este motor: %1</translation>
    </message>
    <message>
        <source>Review Game — %1%</source>
        <translation>Revisar la partida — %1 %</translation>
    </message>
    <message>
        <source>Reviewing %1 moves with %2…</source>
        <translation>Revisando %1 jugadas con %2…</translation>
    </message>
    <message>
        <source>Review done: %1 moves annotated. They are in the move list, the evaluation graph and the Game Review panel.</source>
        <translation>Revisión terminada: %1 jugadas anotadas. Están en la lista de jugadas, en el gráfico de evaluación y en el panel Revisión de la partida.</translation>
    </message>
    <message>
        <source>The review stopped: %1. %2 of %3 moves are annotated.</source>
        <translation>La revisión se detuvo: %1. Hay %2 de %3 jugadas anotadas.</translation>
    </message>
    <message>
        <source>The game changed during the review: the %1 moves still in it are annotated.</source>
        <translation>La partida cambió durante la revisión: las %1 jugadas que aún contiene están anotadas.</translation>
    </message>
    <message>
        <source>Review cancelled: %1 of %2 moves are annotated.</source>
        <translation>Revisión cancelada: hay %1 de %2 jugadas anotadas.</translation>
    </message>
</context>
<context>
    <name>eschess::app::ReviewRunner</name>
    <message>
        <source>the engine failed: %1</source>
        <translation>el motor falló: %1</translation>
    </message>
</context>
<context>
    <name>eschess::app::ReviewSummary</name>
    <message>
        <source>Best</source>
        <translation>Mejor</translation>
    </message>
    <message>
        <source>Good</source>
        <translation>Buena</translation>
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
        <translation>Pérdida media</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>Precisión</translation>
    </message>
    <message>
        <source>The engine&apos;s own move</source>
        <translation>La jugada del propio motor</translation>
    </message>
    <message>
        <source>Lowers the winning chances by less than 5 points</source>
        <translation>Reduce las posibilidades de ganar en menos de 5 puntos</translation>
    </message>
    <message>
        <source>Inaccuracies: 5 to 10 points</source>
        <translation>Imprecisiones: de 5 a 10 puntos</translation>
    </message>
    <message>
        <source>Mistakes: 10 to 15 points</source>
        <translation>Errores: de 10 a 15 puntos</translation>
    </message>
    <message>
        <source>Blunders: 15 points or more</source>
        <translation>Errores graves: 15 puntos o más</translation>
    </message>
    <message>
        <source>Average centipawn loss per move</source>
        <translation>Pérdida media en centipeones por jugada</translation>
    </message>
    <message>
        <source>Accuracy as Lichess computes it (docs/analysis.md)</source>
        <translation>Precisión calculada como en Lichess (docs/analysis.md)</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancas</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Negras</translation>
    </message>
    <message>
        <source>No review yet: Analysis ▸ Review Game…</source>
        <translation>Aún no hay ninguna revisión: Análisis ▸ Revisar la partida…</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>%1 moves reviewed. A move is an inaccuracy (?!), a mistake (?) or a blunder (??) when it lowers the mover&apos;s winning chances by 5, 10 or 15 points.</source>
        <translation>%1 jugadas revisadas. Una jugada es una imprecisión (?!), un error (?) o un error grave (??) cuando reduce en 5, 10 o 15 puntos las posibilidades de ganar de quien la juega.</translation>
    </message>
    <message>
        <source>Game Review</source>
        <translation>Revisión de la partida</translation>
    </message>
    <message>
        <source>&amp;Review Game…</source>
        <translation>&amp;Revisar la partida…</translation>
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
        <translation>el archivo de estado «%1» ya existe: reanude esa ejecución o elimine el archivo para empezar de nuevo</translation>
    </message>
    <message>
        <source>cannot write the state file &apos;%1&apos;: %2</source>
        <translation>no se puede escribir el archivo de estado «%1»: %2</translation>
    </message>
    <message>
        <source>resuming needs a state file</source>
        <translation>para reanudar hace falta un archivo de estado</translation>
    </message>
    <message>
        <source>cannot read the state file &apos;%1&apos;: %2</source>
        <translation>no se puede leer el archivo de estado «%1»: %2</translation>
    </message>
    <message>
        <source>%1: not a line of an Eschess state file</source>
        <translation>%1: no es una línea de un archivo de estado de Eschess</translation>
    </message>
    <message>
        <source>%1: not an Eschess state file</source>
        <translation>%1: no es un archivo de estado de Eschess</translation>
    </message>
    <message>
        <source>%1: state file version %2 is not supported</source>
        <translation>%1: la versión %2 del archivo de estado no es compatible</translation>
    </message>
    <message>
        <source>%1: the state file is of a %2, not of a %3</source>
        <translation>%1: el archivo de estado es de tipo «%2», no «%3»</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(ninguno)</translation>
    </message>
    <message>
        <source>%1: the run was started with other settings: %2 was %3, now %4</source>
        <translation>%1: la ejecución se inició con otros ajustes: %2 era %3, ahora es %4</translation>
    </message>
    <message>
        <source>%1: the run wrote its games to &apos;%2&apos;, not &apos;%3&apos;</source>
        <translation>%1: la ejecución escribió sus partidas en «%2», no en «%3»</translation>
    </message>
    <message>
        <source>%1: a game line needs game, white, black and result</source>
        <translation>%1: una línea de partida necesita game, white, black y result</translation>
    </message>
    <message>
        <source>%1: game %2 is recorded twice</source>
        <translation>%1: la partida %2 está registrada dos veces</translation>
    </message>
    <message>
        <source>%1: the state file is empty</source>
        <translation>%1: el archivo de estado está vacío</translation>
    </message>
    <message>
        <source>cannot repair the state file &apos;%1&apos;: %2</source>
        <translation>no se puede reparar el archivo de estado «%1»: %2</translation>
    </message>
    <message>
        <source>the PGN file &apos;%1&apos; has %2 bytes, but the state file recorded %3: it was changed since; the run cannot be resumed safely</source>
        <translation>el archivo PGN «%1» tiene %2 bytes, pero el archivo de estado registró %3: se ha modificado desde entonces; la ejecución no se puede reanudar de forma segura</translation>
    </message>
    <message>
        <source>cannot cut the PGN file &apos;%1&apos; back to its last recorded game: %2</source>
        <translation>no se puede recortar el archivo PGN «%1» hasta su última partida registrada: %2</translation>
    </message>
</context>
<context>
    <name>eschess::app::SetupBoard</name>
    <message>
        <source>Board to set up</source>
        <translation>Tablero por configurar</translation>
    </message>
</context>
<context>
    <name>eschess::app::SetupPositionDialog</name>
    <message>
        <source>Set Up Position</source>
        <translation>Configurar posición</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancas</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Negras</translation>
    </message>
    <message>
        <source>Castling</source>
        <translation>Enroque</translation>
    </message>
    <message>
        <source>White O-O</source>
        <translation>Blancas O-O</translation>
    </message>
    <message>
        <source>White O-O-O</source>
        <translation>Blancas O-O-O</translation>
    </message>
    <message>
        <source>Black O-O</source>
        <translation>Negras O-O</translation>
    </message>
    <message>
        <source>Black O-O-O</source>
        <translation>Negras O-O-O</translation>
    </message>
    <message>
        <source>Offered while the king and this rook stand on their starting squares</source>
        <translation>Disponible mientras el rey y esta torre estén en sus casillas iniciales</translation>
    </message>
    <message>
        <source>Offered where a pawn of the side not to move may just have advanced two squares</source>
        <translation>Disponible donde un peón del bando que no juega puede acabar de avanzar dos casillas</translation>
    </message>
    <message>
        <source>Plies since the last capture or pawn move (the fifty-move rule counts these)</source>
        <translation>Medios movimientos desde la última captura o jugada de peón (los cuenta la regla de los cincuenta movimientos)</translation>
    </message>
    <message>
        <source>Side to move:</source>
        <translation>Juegan:</translation>
    </message>
    <message>
        <source>En passant:</source>
        <translation>Al paso:</translation>
    </message>
    <message>
        <source>Move number:</source>
        <translation>Número de jugada:</translation>
    </message>
    <message>
        <source>Halfmove clock:</source>
        <translation>Contador de medios movimientos:</translation>
    </message>
    <message>
        <source>Start Position</source>
        <translation>Posición inicial</translation>
    </message>
    <message>
        <source>Clear Board</source>
        <translation>Vaciar el tablero</translation>
    </message>
    <message>
        <source>Flip Board</source>
        <translation>Girar el tablero</translation>
    </message>
    <message>
        <source>FEN:</source>
        <translation>FEN:</translation>
    </message>
    <message>
        <source>Type or paste a FEN</source>
        <translation>Escribe o pega un FEN</translation>
    </message>
    <message>
        <source>Not a legal position: %1</source>
        <translation>Posición no legal: %1</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Ninguna</translation>
    </message>
    <message>
        <source>White is checkmated.</source>
        <translation>Las blancas reciben jaque mate.</translation>
    </message>
    <message>
        <source>Black is checkmated.</source>
        <translation>Las negras reciben jaque mate.</translation>
    </message>
    <message>
        <source>Stalemate: White has no legal move.</source>
        <translation>Ahogado: las blancas no tienen jugada legal.</translation>
    </message>
    <message>
        <source>Stalemate: Black has no legal move.</source>
        <translation>Ahogado: las negras no tienen jugada legal.</translation>
    </message>
    <message>
        <source>White to move, in check.</source>
        <translation>Juegan las blancas, en jaque.</translation>
    </message>
    <message>
        <source>Black to move, in check.</source>
        <translation>Juegan las negras, en jaque.</translation>
    </message>
    <message>
        <source>White to move.</source>
        <translation>Juegan las blancas.</translation>
    </message>
    <message>
        <source>Black to move.</source>
        <translation>Juegan las negras.</translation>
    </message>
    <message>
        <source>Chess960 castling</source>
        <translation>Enroque de Chess960</translation>
    </message>
    <message>
        <source>King anywhere on its first rank, castling with the outermost rook on either side</source>
        <translation>Rey en cualquier casilla de su primera fila, enrocando con la torre más exterior de cada lado</translation>
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
        <translation>Reducciones de jugadas tardías aplicadas / nuevas búsquedas tras un fallo alto de una búsqueda reducida o de ventana nula</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Profundidad</translation>
    </message>
    <message>
        <source>Sel</source>
        <translation>Sel</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Nodos</translation>
    </message>
    <message>
        <source>Q-nodes</source>
        <translation>Nodos Q</translation>
    </message>
    <message>
        <source>β-cuts</source>
        <translation>Cortes β</translation>
    </message>
    <message>
        <source>1st cut</source>
        <translation>1.er corte</translation>
    </message>
    <message>
        <source>TT hit</source>
        <translation>Acierto TT</translation>
    </message>
    <message>
        <source>Null cuts</source>
        <translation>Cortes nulos</translation>
    </message>
    <message>
        <source>Red. / re-s.</source>
        <translation>Red. / re-b.</translation>
    </message>
    <message>
        <source>EBF</source>
        <translation>EBF</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Tiempo</translation>
    </message>
    <message>
        <source>NPS</source>
        <translation>N/s</translation>
    </message>
    <message>
        <source>Nominal depth of the iteration (plies)</source>
        <translation>Profundidad nominal de la iteración (medias jugadas)</translation>
    </message>
    <message>
        <source>Selective depth: the deepest ply reached, quiescence included</source>
        <translation>Profundidad selectiva: la media jugada más profunda alcanzada, incluida la búsqueda de quiescencia</translation>
    </message>
    <message>
        <source>Positions visited in this iteration (external engines: total so far)</source>
        <translation>Posiciones visitadas en esta iteración (motores externos: total hasta ahora)</translation>
    </message>
    <message>
        <source>Of which in the quiescence search</source>
        <translation>De ellas, en la búsqueda de quiescencia</translation>
    </message>
    <message>
        <source>Beta cut-offs: moves that refuted the opponent&apos;s previous move</source>
        <translation>Cortes beta: jugadas que refutaron la jugada anterior del rival</translation>
    </message>
    <message>
        <source>Share of cut-offs made by the first move searched: move-ordering quality</source>
        <translation>Proporción de cortes hechos por la primera jugada buscada: calidad de la ordenación de jugadas</translation>
    </message>
    <message>
        <source>Share of transposition-table probes that found the position</source>
        <translation>Proporción de consultas a la tabla de transposición que encontraron la posición</translation>
    </message>
    <message>
        <source>Cut-offs by null-move pruning</source>
        <translation>Cortes por poda de jugada nula</translation>
    </message>
    <message>
        <source>Late-move reductions / re-searches</source>
        <translation>Reducciones de jugadas tardías / nuevas búsquedas</translation>
    </message>
    <message>
        <source>Effective branching factor: nodes of this depth / nodes of the previous one</source>
        <translation>Factor de ramificación efectivo: nodos de esta profundidad / nodos de la anterior</translation>
    </message>
    <message>
        <source>Time since the search started</source>
        <translation>Tiempo desde el inicio de la búsqueda</translation>
    </message>
    <message>
        <source>Nodes per second</source>
        <translation>Nodos por segundo</translation>
    </message>
</context>
<context>
    <name>eschess::app::StatsPanel</name>
    <message>
        <source>This search</source>
        <translation>Esta búsqueda</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Comparar</translation>
    </message>
</context>
<context>
    <name>eschess::app::SuiteHistory</name>
    <message>
        <source>cannot create the folder %1</source>
        <translation>no se puede crear la carpeta %1</translation>
    </message>
</context>
<context>
    <name>eschess::app::SuitePanel</name>
    <message>
        <source>%v / %m positions</source>
        <translation>%v / %m posiciones</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>Exportar CSV…</translation>
    </message>
    <message>
        <source>Export JSON…</source>
        <translation>Exportar JSON…</translation>
    </message>
    <message>
        <source>Double-click a position to analyse it on the board.</source>
        <translation>Haga doble clic en una posición para analizarla en el tablero.</translation>
    </message>
    <message>
        <source>Solved positions</source>
        <translation>Posiciones resueltas</translation>
    </message>
    <message>
        <source>Positions</source>
        <translation>Posiciones</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Resumen</translation>
    </message>
    <message>
        <source>Chart</source>
        <translation>Gráfico</translation>
    </message>
    <message>
        <source>Export CSV</source>
        <translation>Exportar CSV</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Archivos CSV (*.csv)</translation>
    </message>
    <message>
        <source>Export JSON</source>
        <translation>Exportar JSON</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>Archivos JSON (*.json)</translation>
    </message>
    <message>
        <source>A suite is already running.</source>
        <translation>Ya hay una suite en ejecución.</translation>
    </message>
    <message>
        <source>Cannot read the suite %1: %2</source>
        <translation>No se puede leer la suite %1: %2</translation>
    </message>
    <message>
        <source>The suite has no usable positions.</source>
        <translation>La suite no tiene posiciones utilizables.</translation>
    </message>
    <message>
        <source>Engine &apos;%1&apos;: %2</source>
        <translation>Motor «%1»: %2</translation>
    </message>
    <message>
        <source>Choose at least one engine.</source>
        <translation>Elija al menos un motor.</translation>
    </message>
    <message>
        <source>Running %1 (%2)…</source>
        <translation>Ejecutando %1 (%2)…</translation>
    </message>
    <message numerus="yes">
        <source>Running %1 (%2); %n bad line(s) skipped.</source>
        <translation>
            <numerusform>Ejecutando %1 (%2); se omitió %n línea incorrecta.</numerusform>
            <numerusform>Ejecutando %1 (%2); se omitieron %n líneas incorrectas.</numerusform>
        </translation>
    </message>
    <message>
        <source>(cancelled; finished positions kept)</source>
        <translation>(cancelado; se conservan las posiciones terminadas)</translation>
    </message>
    <message>
        <source>(not saved for later comparison: %1)</source>
        <translation>(no guardado para una comparación posterior: %1)</translation>
    </message>
    <message>
        <source>%1: %2 solved, Bratko-Kopec score %3</source>
        <translation>%1: %2 resueltas, puntuación Bratko-Kopec %3</translation>
    </message>
    <message>
        <source>(last run: %1)</source>
        <translation>(última ejecución: %1)</translation>
    </message>
    <message>
        <source>The paper behind the score maps about 5 points to a rating of 1600–1799 — a rough estimate for its time limits of 30–120 s, not a rating.</source>
        <translation>El artículo en que se basa la puntuación hace corresponder unos 5 puntos a una valoración de 1600–1799: una estimación aproximada para sus límites de 30–120 s, no una valoración.</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Profundidad</translation>
    </message>
    <message>
        <source>Time to solution (ms)</source>
        <translation>Tiempo hasta la solución (ms)</translation>
    </message>
    <message>
        <source>Solved</source>
        <translation>Resuelta</translation>
    </message>
    <message numerus="yes">
        <source>Engine %1 failed %n time(s), last: %2. Given up: its remaining positions were skipped.</source>
        <translation>
            <numerusform>El motor %1 falló %n vez, la última: %2. Abandonado: se omitieron sus posiciones restantes.</numerusform>
            <numerusform>El motor %1 falló %n veces, la última: %2. Abandonado: se omitieron sus posiciones restantes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Engine %1 failed %n time(s), last: %2. Restarted for the next position each time.</source>
        <translation>
            <numerusform>El motor %1 falló %n vez, la última: %2. Reiniciado cada vez para la siguiente posición.</numerusform>
            <numerusform>El motor %1 falló %n veces, la última: %2. Reiniciado cada vez para la siguiente posición.</numerusform>
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
        <translation>palanca</translation>
    </message>
    <message>
        <source>tactical</source>
        <translation>táctica</translation>
    </message>
    <message>
        <source>mate %1</source>
        <translation>mate %1</translation>
    </message>
    <message>
        <source> or </source>
        <translation> o </translation>
    </message>
    <message>
        <source>not %1</source>
        <translation>no %1</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>mate in %1</source>
        <translation>mate en %1</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(ninguna)</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>sí</translation>
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
        <translation>Categoría</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Motor</translation>
    </message>
    <message>
        <source>Limit</source>
        <translation>Límite</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>Esperada</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Jugada</translation>
    </message>
    <message>
        <source>Solved</source>
        <translation>Resuelta</translation>
    </message>
    <message>
        <source>Time to solution</source>
        <translation>Tiempo hasta la solución</translation>
    </message>
    <message>
        <source>Depth to solution</source>
        <translation>Profundidad hasta la solución</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Nodos</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Puntuación</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Tiempo</translation>
    </message>
    <message>
        <source>%1 cp</source>
        <translation>%1 cp</translation>
    </message>
    <message>
        <source>%1 vs %2</source>
        <translation>%1 frente a %2</translation>
    </message>
    <message>
        <source>Searched again side by side, %1 scored %2 cp above %3 at depth %4: the evaluation prefers the played move.</source>
        <translation>Buscadas de nuevo una junto a otra, %1 obtuvo %2 cp más que %3 a profundidad %4: la evaluación prefiere la jugada hecha.</translation>
    </message>
    <message>
        <source>Searched again side by side, %1 scored %2 cp above %3 at depth %4: the full search passed over a move it rates higher when it looks at it.</source>
        <translation>Buscadas de nuevo una junto a otra, %1 obtuvo %2 cp más que %3 a profundidad %4: la búsqueda completa pasó por alto una jugada que valora más cuando la examina.</translation>
    </message>
    <message>
        <source>Miss margin</source>
        <translation>Margen del fallo</translation>
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
        <translation>profundidad %1</translation>
    </message>
    <message>
        <source>sweep to depth %1 (%2 s)</source>
        <translation>barrido hasta la profundidad %1 (%2 s)</translation>
    </message>
    <message>
        <source>the engine could not be created</source>
        <translation>no se pudo crear el motor</translation>
    </message>
    <message>
        <source>%1 nodes</source>
        <translation>%1 nodos</translation>
    </message>
</context>
<context>
    <name>eschess::app::SuiteSetupDialog</name>
    <message>
        <source>Run a test suite</source>
        <translation>Ejecutar una suite de pruebas</translation>
    </message>
    <message>
        <source>Suite</source>
        <translation>Suite</translation>
    </message>
    <message>
        <source>EPD file…</source>
        <translation>Archivo EPD…</translation>
    </message>
    <message>
        <source>Open EPD file…</source>
        <translation>Abrir archivo EPD…</translation>
    </message>
    <message>
        <source>Engines</source>
        <translation>Motores</translation>
    </message>
    <message>
        <source>more engines, separated by &apos;;&apos; — e.g. /usr/games/stockfish,Threads=1</source>
        <translation>más motores, separados por «;» — p. ej. /usr/games/stockfish,Threads=1</translation>
    </message>
    <message>
        <source>Limit per position</source>
        <translation>Límite por posición</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Tiempo</translation>
    </message>
    <message>
        <source>Fixed depth</source>
        <translation>Profundidad fija</translation>
    </message>
    <message>
        <source>Depth sweep</source>
        <translation>Barrido de profundidad</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>up to depth </source>
        <translation>hasta la profundidad </translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>The sweep ends after the first depth at which a search takes longer than this.</source>
        <translation>El barrido termina tras la primera profundidad en la que una búsqueda tarda más que esto.</translation>
    </message>
    <message>
        <source>timeout</source>
        <translation>tiempo límite</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Ejecutar</translation>
    </message>
    <message>
        <source>Positions searched at the same time, each by an engine instance of its own.</source>
        <translation>Posiciones buscadas a la vez, cada una con su propia instancia del motor.</translation>
    </message>
    <message>
        <source>Multiplies the Bratko-Kopec checkpoints of 30, 60, 90 and 120 seconds; use 0.1 for a machine ten times faster than the paper&apos;s.</source>
        <translation>Multiplica los puntos de control Bratko-Kopec de 30, 60, 90 y 120 segundos; use 0,1 para una máquina diez veces más rápida que la del artículo.</translation>
    </message>
    <message>
        <source>Jobs at once:</source>
        <translation>Tareas a la vez:</translation>
    </message>
    <message>
        <source>Bratko-Kopec time scale:</source>
        <translation>Escala de tiempo Bratko-Kopec:</translation>
    </message>
    <message>
        <source>Open EPD file</source>
        <translation>Abrir archivo EPD</translation>
    </message>
    <message>
        <source>EPD files (*.epd);;All files (*)</source>
        <translation>Archivos EPD (*.epd);;Todos los archivos (*)</translation>
    </message>
    <message numerus="yes">
        <source>%n position(s)</source>
        <translation>
            <numerusform>%n posición</numerusform>
            <numerusform>%n posiciones</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) skipped:</source>
        <translation>
            <numerusform>%n línea omitida:</numerusform>
            <numerusform>%n líneas omitidas:</numerusform>
        </translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Nodos</translation>
    </message>
    <message>
        <source>The same search on any machine and under any load: results compare across machines, and other work may run meanwhile.</source>
        <translation>La misma búsqueda en cualquier máquina y con cualquier carga: los resultados se comparan entre máquinas, y otro trabajo puede ejecutarse a la vez.</translation>
    </message>
    <message>
        <source>Measure each miss&apos;s margin</source>
        <translation>Medir el margen de cada fallo</translation>
    </message>
    <message>
        <source>After a miss, search the position again with the same limit, comparing only the played move and the expected ones: how far the expected move trailed. Not for depth sweeps.</source>
        <translation>Tras un fallo, buscar de nuevo la posición con el mismo límite comparando solo la jugada hecha y las esperadas: cuánto quedó atrás la jugada esperada. No para barridos de profundidad.</translation>
    </message>
</context>
<context>
    <name>eschess::app::SuiteSummaryModel</name>
    <message>
        <source>all</source>
        <translation>todas</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Motor</translation>
    </message>
    <message>
        <source>Limit</source>
        <translation>Límite</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>Categoría</translation>
    </message>
    <message>
        <source>Solved</source>
        <translation>Resuelta</translation>
    </message>
    <message>
        <source>Positions</source>
        <translation>Posiciones</translation>
    </message>
    <message>
        <source>Solved %</source>
        <translation>% resueltas</translation>
    </message>
    <message>
        <source>BK points</source>
        <translation>Puntos BK</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Nodos</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Tiempo</translation>
    </message>
</context>
<context>
    <name>eschess::app::TimeControl</name>
    <message>
        <source>time control &apos;%1&apos;: %2</source>
        <translation>ritmo de juego «%1»: %2</translation>
    </message>
    <message>
        <source>empty; expected e.g. 40/60+0.6 or 10+0.1</source>
        <translation>vacío; se esperaba p. ej. 40/60+0.6 o 10+0.1</translation>
    </message>
    <message>
        <source>moves per period &apos;%1&apos; must be a positive whole number</source>
        <translation>las jugadas por periodo «%1» deben ser un número entero positivo</translation>
    </message>
    <message>
        <source>time &apos;%1&apos; is not a number of seconds</source>
        <translation>el tiempo «%1» no es un número de segundos</translation>
    </message>
    <message>
        <source>increment &apos;%1&apos; is not a number of seconds</source>
        <translation>el incremento «%1» no es un número de segundos</translation>
    </message>
    <message>
        <source>no time at all</source>
        <translation>ningún tiempo</translation>
    </message>
    <message>
        <source>untimed</source>
        <translation>sin reloj</translation>
    </message>
    <message>
        <source>movetime %1 ms</source>
        <translation>movetime %1 ms</translation>
    </message>
    <message>
        <source>depth %1</source>
        <translation>profundidad %1</translation>
    </message>
    <message>
        <source>nodes %1</source>
        <translation>nodes %1</translation>
    </message>
    <message>
        <source>milliseconds per move must be a whole number from 1 to %1</source>
        <translation>los milisegundos por jugada deben ser un número entero de 1 a %1</translation>
    </message>
    <message>
        <source>the depth must be a whole number from 1 to %1</source>
        <translation>la profundidad debe ser un número entero de 1 a %1</translation>
    </message>
    <message>
        <source>nodes per move must be a whole number from 1 to %1</source>
        <translation>los nodos por jugada deben ser un número entero de 1 a %1</translation>
    </message>
</context>
<context>
    <name>eschess::app::TimeControlEdit</name>
    <message>
        <source>Clock (moves/seconds+increment)</source>
        <translation>Reloj (jugadas/segundos+incremento)</translation>
    </message>
    <message>
        <source>Time per move (ms)</source>
        <translation>Tiempo por jugada (ms)</translation>
    </message>
    <message>
        <source>Fixed depth</source>
        <translation>Profundidad fija</translation>
    </message>
    <message>
        <source>Nodes per move</source>
        <translation>Nodos por jugada</translation>
    </message>
</context>
<context>
    <name>eschess::app::TournamentDialog</name>
    <message>
        <source>Resume tournament</source>
        <translation>Reanudar torneo</translation>
    </message>
    <message>
        <source>New tournament</source>
        <translation>Nuevo torneo</translation>
    </message>
    <message>
        <source>%1 (UCI)</source>
        <translation>%1 (UCI)</translation>
    </message>
    <message>
        <source>options, e.g. Depth=3, Hash=64</source>
        <translation>opciones, p. ej. Depth=3, Hash=64</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>Aña&amp;dir</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Quitar</translation>
    </message>
    <message>
        <source>Engine:</source>
        <translation>Motor:</translation>
    </message>
    <message>
        <source>&amp;Engines:</source>
        <translation>&amp;Motores:</translation>
    </message>
    <message>
        <source>Round robin (everyone against everyone)</source>
        <translation>Liga (todos contra todos)</translation>
    </message>
    <message>
        <source>Gauntlet (the first engine against the others)</source>
        <translation>Gauntlet (el primer motor contra los demás)</translation>
    </message>
    <message>
        <source>Swiss</source>
        <translation>Suizo</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>&amp;Formato:</translation>
    </message>
    <message>
        <source>&amp;Games per pairing:</source>
        <translation>&amp;Partidas por emparejamiento:</translation>
    </message>
    <message>
        <source>automatic</source>
        <translation>automático</translation>
    </message>
    <message>
        <source>Swiss &amp;rounds:</source>
        <translation>R&amp;ondas (sistema suizo):</translation>
    </message>
    <message>
        <source>&amp;Time control:</source>
        <translation>Ri&amp;tmo de juego:</translation>
    </message>
    <message>
        <source>none: the standard position</source>
        <translation>ninguna: la posición estándar</translation>
    </message>
    <message>
        <source>&amp;Openings (EPD, PGN or book):</source>
        <translation>&amp;Aperturas (EPD, PGN o libro):</translation>
    </message>
    <message>
        <source>Openings (*.epd *.pgn *.bin);;All files (*)</source>
        <translation>Aperturas (*.epd *.pgn *.bin);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Book: always the best move</source>
        <translation>Libro: siempre la mejor jugada</translation>
    </message>
    <message>
        <source> plies</source>
        <translation> medias jugadas</translation>
    </message>
    <message>
        <source>up to</source>
        <translation>hasta</translation>
    </message>
    <message>
        <source>&amp;Seed:</source>
        <translation>&amp;Semilla:</translation>
    </message>
    <message>
        <source>&amp;Concurrency:</source>
        <translation>&amp;Concurrencia:</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>sin límite</translation>
    </message>
    <message>
        <source>Draw after &amp;moves:</source>
        <translation>Límite de &amp;jugadas (tablas):</translation>
    </message>
    <message>
        <source>&amp;PGN file:</source>
        <translation>Archivo P&amp;GN:</translation>
    </message>
    <message>
        <source>PGN files (*.pgn)</source>
        <translation>Archivos PGN (*.pgn)</translation>
    </message>
    <message>
        <source>the PGN file&apos;s name with .state</source>
        <translation>el nombre del archivo PGN con .state</translation>
    </message>
    <message>
        <source>&amp;State file:</source>
        <translation>Archivo de &amp;estado:</translation>
    </message>
    <message>
        <source>State files (*.state);;All files (*)</source>
        <translation>Archivos de estado (*.state);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Reanudar</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Iniciar</translation>
    </message>
    <message>
        <source>Continues the tournament recorded in the state file: the games it lists are kept, the rest are played. The settings must be the ones it was started with, except that more games per pairing (in a Swiss, more rounds) extend it.</source>
        <translation>Continúa el torneo registrado en el archivo de estado: se conservan las partidas que contiene y se juegan las demás. Los ajustes deben ser los mismos con los que se inició, salvo que más partidas por pareja (en un suizo, más rondas) lo amplían.</translation>
    </message>
    <message>
        <source>add at least two engines</source>
        <translation>añada al menos dos motores</translation>
    </message>
    <message>
        <source>the state file &apos;%1&apos; holds a tournament already: resume it (Tools ▸ Resume tournament), or choose another state file</source>
        <translation>el archivo de estado «%1» ya contiene un torneo: reanúdelo (Herramientas ▸ Reanudar torneo) o elija otro archivo de estado</translation>
    </message>
    <message>
        <source>Chess960</source>
        <translation>Chess960</translation>
    </message>
    <message>
        <source>Fischer random chess: games from the 960 starting positions, drawn by the seed, or from the openings file played as Chess960</source>
        <translation>Ajedrez aleatorio de Fischer: partidas desde las 960 posiciones iniciales, sorteadas según la semilla, o desde el archivo de aperturas jugado como Chess960</translation>
    </message>
    <message>
        <source>a Polyglot book holds standard chess&apos;s openings: choose an EPD or PGN file, or none, for Chess960</source>
        <translation>un libro Polyglot contiene aperturas de ajedrez normal: para Chess960 elija un archivo EPD o PGN, o ninguno</translation>
    </message>
</context>
<context>
    <name>eschess::app::TournamentPanel</name>
    <message>
        <source>No tournament</source>
        <translation>Sin torneo</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>&amp;Detener</translation>
    </message>
    <message>
        <source>Show on the board:</source>
        <translation>Mostrar en el tablero:</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(ninguna)</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Motor</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Porcentaje</translation>
    </message>
    <message>
        <source>Elo</source>
        <translation>Elo</translation>
    </message>
    <message>
        <source>95% interval</source>
        <translation>Intervalo del 95 %</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Clasificación</translation>
    </message>
    <message>
        <source>Crosstable</source>
        <translation>Tabla cruzada</translation>
    </message>
    <message>
        <source>Rating after each game (fitted over all games, mean 0)</source>
        <translation>Valoración tras cada partida (ajustada sobre todas las partidas, media 0)</translation>
    </message>
    <message>
        <source>games</source>
        <translation>partidas</translation>
    </message>
    <message>
        <source>Rating chart</source>
        <translation>Gráfico de valoración</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partida</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancas</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Negras</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Opening</source>
        <translation>Apertura</translation>
    </message>
    <message>
        <source>Termination</source>
        <translation>Terminación</translation>
    </message>
    <message>
        <source>Double-click a game to open it</source>
        <translation>Haga doble clic en una partida para abrirla</translation>
    </message>
    <message>
        <source>Error: %1</source>
        <translation>Error: %1</translation>
    </message>
    <message>
        <source>not started</source>
        <translation>sin empezar</translation>
    </message>
    <message>
        <source>running</source>
        <translation>en curso</translation>
    </message>
    <message>
        <source>stopping</source>
        <translation>deteniéndose</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>terminado</translation>
    </message>
    <message>
        <source>%1: %2 of %3 games played, %4 engines — %5</source>
        <translation>%1: %2 de %3 partidas jugadas, %4 motores — %5</translation>
    </message>
    <message>
        <source>Game %1: %2 – %3</source>
        <translation>Partida %1: %2 – %3</translation>
    </message>
</context>
<context>
    <name>eschess::app::TournamentRunner</name>
    <message>
        <source>a tournament needs at least two engines</source>
        <translation>un torneo necesita al menos dos motores</translation>
    </message>
    <message>
        <source>the number of games per pairing must be at least 1</source>
        <translation>el número de partidas por emparejamiento debe ser al menos 1</translation>
    </message>
    <message>
        <source>the gauntlet engine must be one of the %1 engines</source>
        <translation>el motor del gauntlet debe ser uno de los %1 motores</translation>
    </message>
    <message>
        <source>a Swiss tournament needs at least three engines (two play a match)</source>
        <translation>un torneo suizo necesita al menos tres motores (dos juegan un match)</translation>
    </message>
    <message>
        <source>resuming needs the state file of the run</source>
        <translation>para reanudar hace falta el archivo de estado de la ejecución</translation>
    </message>
    <message>
        <source>there is no state file &apos;%1&apos; to resume from</source>
        <translation>no existe el archivo de estado «%1» desde el que reanudar</translation>
    </message>
    <message>
        <source>the opening book &apos;%1&apos; has no moves</source>
        <translation>el libro de aperturas «%1» no tiene jugadas</translation>
    </message>
    <message>
        <source>cannot write the PGN file &apos;%1&apos;: %2</source>
        <translation>no se puede escribir el archivo PGN «%1»: %2</translation>
    </message>
    <message>
        <source>the state file &apos;%1&apos; has game %2 between other players than this tournament pairs</source>
        <translation>el archivo de estado «%1» contiene la partida %2 entre jugadores distintos de los que empareja este torneo</translation>
    </message>
    <message>
        <source>the state file &apos;%1&apos; records game %2, which this tournament does not have</source>
        <translation>el archivo de estado «%1» registra la partida %2, que este torneo no tiene</translation>
    </message>
    <message>
        <source>an engine could not be started: %1</source>
        <translation>no se pudo iniciar un motor: %1</translation>
    </message>
    <message>
        <source>cannot record the finished game: %1</source>
        <translation>no se puede registrar la partida terminada: %1</translation>
    </message>
</context>
<context>
    <name>eschess::app::TreeExplorer</name>
    <message>
        <source>no recording searcher available</source>
        <translation>no hay ningún buscador grabador disponible</translation>
    </message>
    <message>
        <source>options, e.g. Hash=16</source>
        <translation>opciones, p. ej. Hash=16</translation>
    </message>
    <message>
        <source>depth </source>
        <translation>profundidad </translation>
    </message>
    <message>
        <source>Recording stops after this many nodes</source>
        <translation>La grabación se detiene tras este número de nodos</translation>
    </message>
    <message>
        <source> nodes</source>
        <translation> nodos</translation>
    </message>
    <message>
        <source>Record</source>
        <translation>Grabar</translation>
    </message>
    <message>
        <source>Record a shallow search to explore its tree.</source>
        <translation>Grabe una búsqueda poco profunda para explorar su árbol.</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Detener</translation>
    </message>
    <message>
        <source>Recording %1 to depth %2…</source>
        <translation>Grabando %1 hasta la profundidad %2…</translation>
    </message>
    <message>
        <source>%1 recorded no tree: this searcher does not support the tree recorder.</source>
        <translation>%1 no grabó ningún árbol: este buscador no admite el grabador de árboles.</translation>
    </message>
    <message>
        <source>%1, depth %2: %3 nodes recorded (%4 not searched), search %5 nodes, %6 s.</source>
        <translation>%1, profundidad %2: %3 nodos grabados (%4 sin buscar), búsqueda de %5 nodos, %6 s.</translation>
    </message>
    <message>
        <source>The node budget of %1 ran out: only the start of the search is shown.</source>
        <translation>Se agotó el presupuesto de %1 nodos: solo se muestra el comienzo de la búsqueda.</translation>
    </message>
    <message>
        <source>Root position</source>
        <translation>Posición raíz</translation>
    </message>
    <message>
        <source>Not searched: a cut-off above made it irrelevant.</source>
        <translation>Sin buscar: un corte más arriba lo hizo irrelevante.</translation>
    </message>
    <message>
        <source>%1 node, score %2 (side to move), %3 children</source>
        <translation>Nodo %1, puntuación %2 (bando al que le toca), %3 hijos</translation>
    </message>
</context>
<context>
    <name>eschess::app::TreeGraphView</name>
    <message numerus="yes">
        <source>%n more</source>
        <translation>
            <numerusform>%n más</numerusform>
            <numerusform>%n más</numerusform>
        </translation>
    </message>
    <message>
        <source>Moves not searched because of a cut-off: %1</source>
        <translation>Jugadas sin buscar por un corte: %1</translation>
    </message>
</context>
<context>
    <name>eschess::app::TreeModel</name>
    <message>
        <source>(null)</source>
        <translation>(nula)</translation>
    </message>
    <message>
        <source>PV</source>
        <translation>PV</translation>
    </message>
    <message>
        <source>cut</source>
        <translation>corte</translation>
    </message>
    <message>
        <source>all</source>
        <translation>todas</translation>
    </message>
    <message>
        <source>leaf</source>
        <translation>hoja</translation>
    </message>
    <message>
        <source>not searched</source>
        <translation>sin buscar</translation>
    </message>
    <message>
        <source>Not searched: a cut-off above made this move irrelevant</source>
        <translation>Sin buscar: un corte más arriba hizo irrelevante esta jugada</translation>
    </message>
    <message>
        <source>Root position</source>
        <translation>Posición raíz</translation>
    </message>
    <message>
        <source>root</source>
        <translation>raíz</translation>
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
        <translation>Jugada</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Puntuación</translation>
    </message>
    <message>
        <source>α, β</source>
        <translation>α, β</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Cut by</source>
        <translation>Cortado por</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>Indicadores</translation>
    </message>
    <message>
        <source>Score from the view of the side to move at the node</source>
        <translation>Puntuación desde el punto de vista del bando al que le toca en el nodo</translation>
    </message>
    <message>
        <source>Alpha-beta window on entry, side to move&apos;s view</source>
        <translation>Ventana alfa-beta a la entrada, desde el punto de vista del bando al que le toca</translation>
    </message>
    <message>
        <source>PV: score inside the window; cut: failed high; all: failed low</source>
        <translation>PV: puntuación dentro de la ventana; cut: fallo alto; all: fallo bajo</translation>
    </message>
    <message>
        <source>The move that caused the beta cut-off</source>
        <translation>La jugada que provocó el corte beta</translation>
    </message>
    <message>
        <source>TT: transposition-table hit; Q: quiescence search</source>
        <translation>TT: acierto en la tabla de transposición; Q: búsqueda de quiescencia</translation>
    </message>
</context>
<context>
    <name>eschess::app::TreeRunner</name>
    <message>
        <source>A tree search is already running</source>
        <translation>Ya hay una búsqueda de árbol en curso</translation>
    </message>
    <message>
        <source>The depth must be at least 1</source>
        <translation>La profundidad debe ser al menos 1</translation>
    </message>
</context>
<context>
    <name>eschess::app::UciEngine</name>
    <message>
        <source>%1 sent a line longer than %2 bytes</source>
        <translation>%1 envió una línea de más de %2 bytes</translation>
    </message>
    <message>
        <source>%1 sent more than %2 unusable lines; last: %3</source>
        <translation>%1 envió más de %2 líneas inutilizables; la última: %3</translation>
    </message>
    <message>
        <source>%1 announced more than %2 options</source>
        <translation>%1 anunció más de %2 opciones</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: %2 (position %3)</source>
        <translation>%1: %2 (posición %3)</translation>
    </message>
    <message>
        <source>%1 did not answer &apos;uci&apos; with &apos;uciok&apos; within %2 s</source>
        <translation>%1 no respondió a «uci» con «uciok» en %2 s</translation>
    </message>
    <message>
        <source>%1 did not answer &apos;isready&apos; within %2 s</source>
        <translation>%1 no respondió a «isready» en %2 s</translation>
    </message>
    <message>
        <source>%1 did not answer &apos;stop&apos; with a bestmove</source>
        <translation>%1 no respondió a «stop» con un bestmove</translation>
    </message>
    <message>
        <source>%1 stalled: no bestmove in time</source>
        <translation>%1 se atascó: ningún bestmove a tiempo</translation>
    </message>
    <message>
        <source>%1 could not be started (%2): %3</source>
        <translation>No se pudo iniciar %1 (%2): %3</translation>
    </message>
    <message>
        <source>%1: process error: %2</source>
        <translation>%1: error de proceso: %2</translation>
    </message>
    <message>
        <source>%1 crashed</source>
        <translation>%1 se cerró abruptamente</translation>
    </message>
    <message>
        <source>%1 exited unexpectedly (exit code %2)</source>
        <translation>%1 terminó inesperadamente (código de salida %2)</translation>
    </message>
    <message>
        <source>%1 cannot play Chess960: it has no UCI_Chess960 option</source>
        <translation>%1 no puede jugar Chess960: no tiene la opción UCI_Chess960</translation>
    </message>
    <message>
        <source>%1 cannot be set up as asked: %2</source>
        <translation>%1 no se puede configurar como se pidió: %2</translation>
    </message>
    <message>
        <source>%1 refused its settings: %2</source>
        <translation>%1 rechazó su configuración: %2</translation>
    </message>
    <message>
        <source>%1 announced the option &apos;%2&apos; twice; the later announcement counts</source>
        <translation>%1 anunció la opción &apos;%2&apos; dos veces; vale el anuncio posterior</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Play, watch and analyse chess games.</source>
        <translation>Jugar, ver y analizar partidas de ajedrez.</translation>
    </message>
    <message>
        <source>Render the documentation&apos;s screenshots into &lt;dir&gt; and quit.</source>
        <translation>Genera las capturas de pantalla de la documentación en &lt;dir&gt; y sale.</translation>
    </message>
    <message>
        <source>Quit &lt;ms&gt; milliseconds after the window is shown.</source>
        <translation>Sale &lt;ms&gt; milisegundos después de mostrarse la ventana.</translation>
    </message>
    <message>
        <source>A PGN file to open.</source>
        <translation>Un archivo PGN que abrir.</translation>
    </message>
    <message>
        <source>eschess: --quit-after needs a number of milliseconds (0 or more), not &apos;%1&apos;</source>
        <translation>eschess: --quit-after necesita un número de milisegundos (0 o más), no «%1»</translation>
    </message>
</context>
</TS>
