<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>BoardTheme</name>
    <message>
        <source>Wood</source>
        <translation>Дерево</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Синее</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Зелёное</translation>
    </message>
</context>
<context>
    <name>BuiltinSuites</name>
    <message>
        <source>Bratko-Kopec (24 positions)</source>
        <translation>Братко–Копек (24 позиции)</translation>
    </message>
</context>
<context>
    <name>EngineOutput</name>
    <message>
        <source>The engine&apos;s thinking is hidden while you play against it (Preferences: &quot;Show the engine&apos;s thinking in games against it&quot;). It is shown when the game is over.</source>
        <translation>Размышления движка скрыты, пока вы играете против него (Настройки: «Показывать размышления движка в партиях против него»). Они будут показаны, когда партия закончится.</translation>
    </message>
    <message>
        <source>%1 — %2 %3</source>
        <translation>%1 — %2 %3</translation>
    </message>
    <message>
        <source>%1 — thinking on move %2</source>
        <translation>%1 — обдумывает ход %2</translation>
    </message>
    <message>
        <source>Engine output: White</source>
        <translation>Вывод движка: белые</translation>
    </message>
    <message>
        <source>Engine output: Black</source>
        <translation>Вывод движка: чёрные</translation>
    </message>
    <message>
        <source>depth %1</source>
        <translation>глубина %1</translation>
    </message>
    <message>
        <source>move %1/%2</source>
        <translation>ход %1/%2</translation>
    </message>
    <message>
        <source>move %1</source>
        <translation>ход %1</translation>
    </message>
</context>
<context>
    <name>ExplorerLoader</name>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>Не удаётся открыть %1: %2</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>Не удаётся прочитать %1: %2</translation>
    </message>
    <message>
        <source>%1 has changed since it was indexed; open it again.</source>
        <translation>%1 изменился после индексации; откройте его заново.</translation>
    </message>
</context>
<context>
    <name>FormRows</name>
    <message>
        <source>Browse…</source>
        <translation>Обзор…</translation>
    </message>
</context>
<context>
    <name>MatchTools</name>
    <message>
        <source>Match</source>
        <translation>Матч</translation>
    </message>
    <message>
        <source>&amp;Engines…</source>
        <translation>&amp;Движки…</translation>
    </message>
    <message>
        <source>&amp;Match…</source>
        <translation>&amp;Матч…</translation>
    </message>
    <message>
        <source>Move &amp;quality (ACPL)…</source>
        <translation>&amp;Качество ходов (ACPL)…</translation>
    </message>
    <message>
        <source>Elo &amp;ladder…</source>
        <translation>&amp;Лестница Elo…</translation>
    </message>
    <message>
        <source>Res&amp;ume match…</source>
        <translation>П&amp;родолжить матч…</translation>
    </message>
</context>
<context>
    <name>PlayerChoice</name>
    <message>
        <source>&apos;%1&apos; is not an engine of the expected kind.</source>
        <translation>«%1» — движок не того вида, который ожидался.</translation>
    </message>
</context>
<context>
    <name>SearchPanels</name>
    <message>
        <source>Principal variation</source>
        <translation>Главный вариант</translation>
    </message>
    <message>
        <source>Search statistics</source>
        <translation>Статистика поиска</translation>
    </message>
    <message>
        <source>Depth progression</source>
        <translation>Ход углубления</translation>
    </message>
    <message>
        <source>Search tree</source>
        <translation>Дерево поиска</translation>
    </message>
    <message>
        <source>Compare searchers…</source>
        <translation>Сравнить алгоритмы поиска…</translation>
    </message>
    <message>
        <source>Explore search tree…</source>
        <translation>Исследовать дерево поиска…</translation>
    </message>
</context>
<context>
    <name>SearcherSpec</name>
    <message>
        <source>Unknown searcher &apos;%1&apos;</source>
        <translation>Неизвестный алгоритм поиска «%1»</translation>
    </message>
    <message>
        <source>Option &apos;%1&apos; of %2: expected Name=value</source>
        <translation>Параметр «%1» у %2: ожидалось Имя=значение</translation>
    </message>
    <message>
        <source>Option &apos;%1&apos; of %2: %3</source>
        <translation>Параметр «%1» у %2: %3</translation>
    </message>
</context>
<context>
    <name>SuiteTools</name>
    <message>
        <source>Test suite</source>
        <translation>Тестовый набор</translation>
    </message>
    <message>
        <source>Run &amp;test suite…</source>
        <translation>Запустить &amp;тестовый набор…</translation>
    </message>
</context>
<context>
    <name>TournamentTools</name>
    <message>
        <source>Tournament</source>
        <translation>Турнир</translation>
    </message>
    <message>
        <source>&amp;Tournament…</source>
        <translation>Т&amp;урнир…</translation>
    </message>
    <message>
        <source>&amp;Resume tournament…</source>
        <translation>&amp;Продолжить турнир…</translation>
    </message>
</context>
<context>
    <name>TreeRunner</name>
    <message>
        <source>Stopped before the search began</source>
        <translation>Остановлено до начала поиска</translation>
    </message>
</context>
<context>
    <name>WdlText</name>
    <message>
        <source>White wins %1%, draw %2%, Black wins %3%</source>
        <translation>Победа белых %1 %, ничья %2 %, победа чёрных %3 %</translation>
    </message>
</context>
<context>
    <name>eschess::app</name>
    <message>
        <source>cannot write %1: %2</source>
        <translation>не удаётся записать %1: %2</translation>
    </message>
    <message>
        <source>bad option line &quot;%1&quot;: %2</source>
        <translation>ошибочная строка параметра «%1»: %2</translation>
    </message>
    <message>
        <source>does not start with &apos;option&apos;</source>
        <translation>не начинается с &apos;option&apos;</translation>
    </message>
    <message>
        <source>unexpected word &apos;%1&apos;</source>
        <translation>неожиданное слово «%1»</translation>
    </message>
    <message>
        <source>no name</source>
        <translation>нет имени</translation>
    </message>
    <message>
        <source>no type</source>
        <translation>нет типа</translation>
    </message>
    <message>
        <source>unknown type &apos;%1&apos;</source>
        <translation>неизвестный тип «%1»</translation>
    </message>
    <message>
        <source>spin values must be whole numbers</source>
        <translation>значения spin должны быть целыми числами</translation>
    </message>
    <message>
        <source>min %1 is greater than max %2</source>
        <translation>min %1 больше, чем max %2</translation>
    </message>
    <message>
        <source>not an info line</source>
        <translation>не строка info</translation>
    </message>
    <message>
        <source>info: &apos;%1&apos; needs a number, got &apos;%2&apos;</source>
        <translation>info: для «%1» нужно число, получено «%2»</translation>
    </message>
    <message>
        <source>info: %1 %2 is out of range (%3 to %4)</source>
        <translation>info: %1 %2 вне диапазона (от %3 до %4)</translation>
    </message>
    <message>
        <source>info: score must be &apos;cp&apos; or &apos;mate&apos;, got &apos;%1&apos;</source>
        <translation>info: score должно быть &apos;cp&apos; или &apos;mate&apos;, получено «%1»</translation>
    </message>
    <message>
        <source>info pv: %1</source>
        <translation>info pv: %1</translation>
    </message>
    <message>
        <source>info: unknown field &apos;%1&apos;</source>
        <translation>info: неизвестное поле «%1»</translation>
    </message>
    <message>
        <source>not a bestmove line</source>
        <translation>не строка bestmove</translation>
    </message>
    <message>
        <source>&apos;bestmove&apos; without a move</source>
        <translation>&apos;bestmove&apos; без хода</translation>
    </message>
    <message>
        <source>bestmove &apos;%1&apos; although there are legal moves</source>
        <translation>bestmove «%1», хотя есть допустимые ходы</translation>
    </message>
    <message>
        <source>illegal bestmove: %1</source>
        <translation>недопустимый bestmove: %1</translation>
    </message>
    <message>
        <source>none built in</source>
        <translation>встроенных нет</translation>
    </message>
    <message>
        <source>engine spec &apos;%1&apos;: %2</source>
        <translation>описание движка «%1»: %2</translation>
    </message>
    <message>
        <source>no searcher name or program before the first comma</source>
        <translation>перед первой запятой нет ни имени алгоритма поиска, ни программы</translation>
    </message>
    <message>
        <source>no program</source>
        <translation>нет программы</translation>
    </message>
    <message>
        <source>the program name contains a NUL character</source>
        <translation>имя программы содержит символ NUL</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is neither a searcher of the family (%2) nor a program that exists</source>
        <translation>«%1» — не алгоритм поиска из семейства (%2) и не существующая программа</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an executable file</source>
        <translation>«%1» — не исполняемый файл</translation>
    </message>
    <message>
        <source>option %1 is empty (two commas in a row?)</source>
        <translation>параметр %1 пуст (две запятые подряд?)</translation>
    </message>
    <message>
        <source>option %1 &apos;%2&apos; has no &apos;=value&apos;</source>
        <translation>у параметра %1 «%2» нет «=значение»</translation>
    </message>
    <message>
        <source>option %1 &apos;%2&apos; has no name before &apos;=&apos;</source>
        <translation>у параметра %1 «%2» нет имени перед «=»</translation>
    </message>
    <message>
        <source>option %1 &apos;%2&apos; has a line break in its name or value</source>
        <translation>параметр %1 «%2» содержит перевод строки в имени или значении</translation>
    </message>
    <message>
        <source>option %1 &apos;%2&apos;: %3</source>
        <translation>параметр %1 «%2»: %3</translation>
    </message>
    <message>
        <source>%1 engine(s) at a time x %2 game(s) at once need %3 MB of hash tables, more than the %4 MB this machine can give (lower Hash or the concurrency)</source>
        <translation>Движков одновременно: %1 × партий одновременно: %2 — нужно %3 МБ хеш-таблиц, больше, чем %4 МБ, которые может дать этот компьютер (уменьшите Hash или число одновременных партий)</translation>
    </message>
    <message>
        <source>%1 game(s) at once would run %2 search threads on %3 core(s); at most %4 are allowed (lower Threads or the concurrency)</source>
        <translation>Партий одновременно: %1 — это %2 потоков поиска на ядрах: %3; допускается не более %4 (уменьшите Threads или число одновременных партий)</translation>
    </message>
    <message>
        <source>%1 is too large (%2 MiB); the limit is %3 MiB.</source>
        <translation>%1 слишком велик (%2 МиБ); предел — %3 МиБ.</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>Не удаётся открыть %1: %2</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>Не удаётся прочитать %1: %2</translation>
    </message>
    <message>
        <source>… and %1 more</source>
        <translation>… и ещё %1</translation>
    </message>
    <message>
        <source>cannot write &apos;%1&apos;: %2</source>
        <translation>не удаётся записать «%1»: %2</translation>
    </message>
    <message>
        <source>info currmove: %1</source>
        <translation>info currmove: %1</translation>
    </message>
    <message>
        <source>no move</source>
        <translation>нет хода</translation>
    </message>
    <message>
        <source>it has no option &apos;%1&apos;</source>
        <translation>у него нет параметра «%1»</translation>
    </message>
    <message>
        <source>%1 must be true or false, not &apos;%2&apos;</source>
        <translation>%1 должно быть true или false, а не «%2»</translation>
    </message>
    <message>
        <source>%1 must be a whole number from %2 to %3, not &apos;%4&apos;</source>
        <translation>%1 должно быть целым числом от %2 до %3, а не «%4»</translation>
    </message>
    <message>
        <source>%1 must be one of %2, not &apos;%3&apos;</source>
        <translation>%1 должно быть одним из значений %2, а не «%3»</translation>
    </message>
</context>
<context>
    <name>eschess::app::AboutDialog</name>
    <message>
        <source>About Eschess</source>
        <translation>О программе Eschess</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Eschess %1&lt;/h2&gt;&lt;p&gt;A chess program to play, watch and analyse games, and a laboratory for chess engines: from a random mover to a modern alpha-beta searcher, side by side.&lt;/p&gt;&lt;p&gt;Built-in engines: %2&lt;/p&gt;&lt;p&gt;Built with Qt %3.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Eschess %1&lt;/h2&gt;&lt;p&gt;Шахматная программа, чтобы играть, смотреть и анализировать партии, и лаборатория шахматных движков: от случайных ходов до современного альфа-бета-поиска, бок о бок.&lt;/p&gt;&lt;p&gt;Встроенные движки: %2&lt;/p&gt;&lt;p&gt;Собрано с Qt %3.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
</context>
<context>
    <name>eschess::app::AcplDialog</name>
    <message>
        <source>Move quality (ACPL)</source>
        <translation>Качество ходов (ACPL)</translation>
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
        <translation>&amp;Анализировать</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Все</translation>
    </message>
    <message>
        <source>Opening</source>
        <translation>Дебют</translation>
    </message>
    <message>
        <source>Middlegame</source>
        <translation>Миттельшпиль</translation>
    </message>
    <message>
        <source>Endgame</source>
        <translation>Эндшпиль</translation>
    </message>
    <message>
        <source>Average centipawn loss by phase (lower is better)</source>
        <translation>Средняя потеря в сотых пешки по стадиям (меньше — лучше)</translation>
    </message>
    <message>
        <source>Referee:</source>
        <translation>Арбитр:</translation>
    </message>
    <message>
        <source>Depth:</source>
        <translation>Глубина:</translation>
    </message>
    <message>
        <source>Loss cap per move:</source>
        <translation>Предел потери за ход:</translation>
    </message>
    <message>
        <source>Cannot read &apos;%1&apos;: %2</source>
        <translation>Не удаётся прочитать «%1»: %2</translation>
    </message>
    <message>
        <source>No game in &apos;%1&apos;.</source>
        <translation>В «%1» нет партий.</translation>
    </message>
    <message>
        <source>Add a referee engine in Tools ▸ Engines.</source>
        <translation>Добавьте движок-арбитр в меню Инструменты ▸ Движки.</translation>
    </message>
    <message>
        <source>%1 positions scored.</source>
        <translation>Оценено позиций: %1.</translation>
    </message>
    <message>
        <source>Analysing %1 games…</source>
        <translation>Анализ партий (%1)…</translation>
    </message>
    <message>
        <source>opening</source>
        <translation>дебют</translation>
    </message>
    <message>
        <source>middlegame</source>
        <translation>миттельшпиль</translation>
    </message>
    <message>
        <source>endgame</source>
        <translation>эндшпиль</translation>
    </message>
    <message>
        <source>cp per move</source>
        <translation>cp за ход</translation>
    </message>
    <message>
        <source>&amp;PGN file:</source>
        <translation>Файл &amp;PGN:</translation>
    </message>
</context>
<context>
    <name>eschess::app::AcplRunner</name>
    <message>
        <source>referee failed: %1</source>
        <translation>сбой арбитра: %1</translation>
    </message>
</context>
<context>
    <name>eschess::app::AnalysisController</name>
    <message>
        <source>No engine is available for analysis.</source>
        <translation>Нет движка для анализа.</translation>
    </message>
</context>
<context>
    <name>eschess::app::AnalysisPanel</name>
    <message>
        <source>Analyse</source>
        <translation>Анализ</translation>
    </message>
    <message>
        <source>Start or stop infinite analysis of the shown position</source>
        <translation>Начать или остановить бесконечный анализ показанной позиции</translation>
    </message>
    <message>
        <source>Number of best lines to show (MultiPV)</source>
        <translation>Сколько лучших вариантов показывать (MultiPV)</translation>
    </message>
    <message>
        <source>Lines:</source>
        <translation>Варианты:</translation>
    </message>
    <message>
        <source>Score (White)</source>
        <translation>Оценка (белые)</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Глубина</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Узлы</translation>
    </message>
    <message>
        <source>NPS</source>
        <translation>Узл/с</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Вариант</translation>
    </message>
    <message>
        <source>Pawns from White&apos;s point of view; #N is a mate in N moves</source>
        <translation>В пешках с точки зрения белых; #N — мат в N ходов</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Стоп</translation>
    </message>
    <message>
        <source>Press Analyse to let the engine study the shown position.</source>
        <translation>Нажмите «Анализ», чтобы движок изучил показанную позицию.</translation>
    </message>
    <message>
        <source>Engine used for analysis: one of Eschess&apos;s own, or an external UCI engine added under Tools ▸ Engines</source>
        <translation>Движок для анализа: один из движков Eschess или внешний UCI-движок, добавленный в меню Инструменты ▸ Движки</translation>
    </message>
    <message>
        <source>%1 (UCI)</source>
        <translation>%1 (UCI)</translation>
    </message>
    <message>
        <source>%1 is no longer in the list of engines (Tools ▸ Engines)</source>
        <translation>%1 больше нет в списке движков (Инструменты ▸ Движки)</translation>
    </message>
    <message numerus="yes">
        <source>%1 shows at most %n line(s).</source>
        <translation>
            <numerusform>%1 показывает не больше %n варианта.</numerusform>
            <numerusform>%1 показывает не больше %n вариантов.</numerusform>
            <numerusform>%1 показывает не больше %n вариантов.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eschess::app::BoardWidget</name>
    <message>
        <source>Chess board</source>
        <translation>Шахматная доска</translation>
    </message>
</context>
<context>
    <name>eschess::app::BookPanel</name>
    <message>
        <source>Open Book…</source>
        <translation>Открыть книгу…</translation>
    </message>
    <message>
        <source>No book</source>
        <translation>Нет книги</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Ход</translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>Вес</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>Доля</translation>
    </message>
    <message>
        <source>Cannot use this book: %1</source>
        <translation>Эту книгу нельзя использовать: %1</translation>
    </message>
    <message>
        <source>Open Polyglot Book</source>
        <translation>Открыть книгу Polyglot</translation>
    </message>
    <message>
        <source>Polyglot books (*.bin);;All files (*)</source>
        <translation>Книги Polyglot (*.bin);;Все файлы (*)</translation>
    </message>
    <message>
        <source>Open a Polyglot book (.bin) to see its moves here.</source>
        <translation>Откройте книгу Polyglot (.bin), чтобы увидеть здесь её ходы.</translation>
    </message>
    <message>
        <source>No book moves in this position.</source>
        <translation>В этой позиции нет ходов из книги.</translation>
    </message>
    <message numerus="yes">
        <source>%n book move(s) in this position.</source>
        <translation>
            <numerusform>%n ход из книги в этой позиции.</numerusform>
            <numerusform>%n хода из книги в этой позиции.</numerusform>
            <numerusform>%n ходов из книги в этой позиции.</numerusform>
        </translation>
    </message>
    <message>
        <source>Opening Book</source>
        <translation>Дебютная книга</translation>
    </message>
</context>
<context>
    <name>eschess::app::ClockWidget</name>
    <message>
        <source>White</source>
        <translation>Белые</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Чёрные</translation>
    </message>
</context>
<context>
    <name>eschess::app::ComparePanel</name>
    <message>
        <source>options, e.g. NullMove=false</source>
        <translation>параметры, напр. NullMove=false</translation>
    </message>
    <message>
        <source>Searcher A:</source>
        <translation>Поиск A:</translation>
    </message>
    <message>
        <source>Searcher B:</source>
        <translation>Поиск B:</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Запустить</translation>
    </message>
    <message>
        <source>Depth:</source>
        <translation>Глубина:</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Глубина</translation>
    </message>
    <message>
        <source>A nodes</source>
        <translation>Узлы A</translation>
    </message>
    <message>
        <source>B nodes</source>
        <translation>Узлы B</translation>
    </message>
    <message>
        <source>B / A</source>
        <translation>B / A</translation>
    </message>
    <message>
        <source>Nodes (log)</source>
        <translation>Узлы (лог.)</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Стоп</translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation>Поиск…</translation>
    </message>
    <message>
        <source>Stopped.</source>
        <translation>Остановлено.</translation>
    </message>
    <message>
        <source>Done: A %1 s, B %2 s.</source>
        <translation>Готово: A %1 с, B %2 с.</translation>
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
        <translation>Узлы по глубинам</translation>
    </message>
    <message>
        <source>Run a comparison to see node counts per depth</source>
        <translation>Запустите сравнение, чтобы увидеть число узлов на каждой глубине</translation>
    </message>
</context>
<context>
    <name>eschess::app::CompareRunner</name>
    <message>
        <source>A comparison is already running</source>
        <translation>Сравнение уже идёт</translation>
    </message>
    <message>
        <source>The depth must be at least 1</source>
        <translation>Глубина должна быть не меньше 1</translation>
    </message>
</context>
<context>
    <name>eschess::app::DepthChart</name>
    <message>
        <source>Score (pawns, side to move)</source>
        <translation>Оценка (пешки, сторона на ходу)</translation>
    </message>
    <message>
        <source>Nodes (log)</source>
        <translation>Узлы (лог.)</translation>
    </message>
    <message>
        <source>Time (s)</source>
        <translation>Время (с)</translation>
    </message>
    <message>
        <source>Branching factor</source>
        <translation>Коэффициент ветвления</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Глубина</translation>
    </message>
    <message>
        <source>Export PNG…</source>
        <translation>Экспорт PNG…</translation>
    </message>
    <message>
        <source>Export charts</source>
        <translation>Экспорт графиков</translation>
    </message>
    <message>
        <source>depth-progression.png</source>
        <translation>ход-углубления.png</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>Изображения PNG (*.png)</translation>
    </message>
    <message>
        <source>Could not write %1.</source>
        <translation>Не удалось записать %1.</translation>
    </message>
</context>
<context>
    <name>eschess::app::EngineOutputModel</name>
    <message>
        <source>%1 s</source>
        <translation>%1 с</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Глубина</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Оценка</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Время</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Узлы</translation>
    </message>
    <message>
        <source>NPS</source>
        <translation>Узл/с</translation>
    </message>
    <message>
        <source>Principal variation</source>
        <translation>Главный вариант</translation>
    </message>
    <message>
        <source>Depth / selective depth of the iteration</source>
        <translation>Глубина / селективная глубина итерации</translation>
    </message>
    <message>
        <source>Score in pawns from White&apos;s view</source>
        <translation>Оценка в пешках с точки зрения белых</translation>
    </message>
    <message>
        <source>Time since the search started</source>
        <translation>Время с начала поиска</translation>
    </message>
    <message>
        <source>Positions searched so far</source>
        <translation>Позиций просмотрено на данный момент</translation>
    </message>
    <message>
        <source>Nodes per second</source>
        <translation>Узлов в секунду</translation>
    </message>
    <message>
        <source>The line the engine expects</source>
        <translation>Вариант, которого ожидает движок</translation>
    </message>
</context>
<context>
    <name>eschess::app::EnginesDialog</name>
    <message>
        <source>Engines</source>
        <translation>Движки</translation>
    </message>
    <message>
        <source>&amp;Add…</source>
        <translation>&amp;Добавить…</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Удалить</translation>
    </message>
    <message>
        <source>Installed engines</source>
        <translation>Установленные движки</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Обзор…</translation>
    </message>
    <message>
        <source>UCI engine</source>
        <translation>Движок UCI</translation>
    </message>
    <message>
        <source>e.g. --uci</source>
        <translation>напр. --uci</translation>
    </message>
    <message>
        <source>the program&apos;s folder</source>
        <translation>папка программы</translation>
    </message>
    <message>
        <source>Working folder</source>
        <translation>Рабочая папка</translation>
    </message>
    <message>
        <source>Read &amp;options</source>
        <translation>Прочитать &amp;параметры</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>Параметр</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Значение</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Имя:</translation>
    </message>
    <message>
        <source>Program:</source>
        <translation>Программа:</translation>
    </message>
    <message>
        <source>Arguments:</source>
        <translation>Аргументы:</translation>
    </message>
    <message>
        <source>Working folder:</source>
        <translation>Рабочая папка:</translation>
    </message>
    <message>
        <source>Options set: %1. Read the options to edit them.</source>
        <translation>Заданы параметры: %1. Прочитайте параметры, чтобы изменить их.</translation>
    </message>
    <message>
        <source>Starting %1…</source>
        <translation>Запуск %1…</translation>
    </message>
    <message>
        <source>%1 by %2: %3 options</source>
        <translation>%1 (автор: %2): параметров: %3</translation>
    </message>
    <message>
        <source>Could not read the engine: %1</source>
        <translation>Не удалось прочитать движок: %1</translation>
    </message>
    <message>
        <source>(button: pressed by the engine&apos;s user, not stored)</source>
        <translation>(кнопка: нажимает пользователь движка, не сохраняется)</translation>
    </message>
</context>
<context>
    <name>eschess::app::EvalBar</name>
    <message>
        <source>Evaluation from White&apos;s point of view</source>
        <translation>Оценка с точки зрения белых</translation>
    </message>
</context>
<context>
    <name>eschess::app::EvalGraph</name>
    <message>
        <source>Evaluation in pawns from White&apos;s view after each ply; click a point to show that move.</source>
        <translation>Оценка в пешках с точки зрения белых после каждого полухода; щёлкните по точке, чтобы показать этот ход.</translation>
    </message>
</context>
<context>
    <name>eschess::app::ExplorerPanel</name>
    <message>
        <source>Open Database…</source>
        <translation>Открыть базу…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>A PGN file of games; its moves are counted for every position</source>
        <translation>PGN-файл с партиями; его ходы подсчитываются для каждой позиции</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Ход</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Партии</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>Доля</translation>
    </message>
    <message>
        <source>White / Draw / Black</source>
        <translation>Белые / Ничья / Чёрные</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Очки</translation>
    </message>
    <message>
        <source>Points for the side that played the move, in finished games</source>
        <translation>Очки стороны, сделавшей ход, в завершённых партиях</translation>
    </message>
    <message>
        <source>Double-click a move to play it on the board</source>
        <translation>Дважды щёлкните ход, чтобы сделать его на доске</translation>
    </message>
    <message>
        <source>Open PGN Database</source>
        <translation>Открыть базу PGN</translation>
    </message>
    <message>
        <source>PGN files (*.pgn);;All files (*)</source>
        <translation>Файлы PGN (*.pgn);;Все файлы (*)</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>Чтение %1…</translation>
    </message>
    <message>
        <source>Reading %1 was cancelled.</source>
        <translation>Чтение %1 отменено.</translation>
    </message>
    <message numerus="yes">
        <source>%1: %Ln game(s)</source>
        <translation>
            <numerusform>%1: %Ln партия</numerusform>
            <numerusform>%1: %Ln партии</numerusform>
            <numerusform>%1: %Ln партий</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s) while reading; the first: %1</source>
        <translation>
            <numerusform>%n проблема при чтении; первая: %1</numerusform>
            <numerusform>%n проблемы при чтении; первая: %1</numerusform>
            <numerusform>%n проблем при чтении; первая: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Open a PGN database to see the moves played in the position on the board.</source>
        <translation>Откройте базу PGN, чтобы увидеть ходы, сделанные в позиции на доске.</translation>
    </message>
    <message>
        <source>No game of the database reaches this position.</source>
        <translation>Ни одна партия базы не доходит до этой позиции.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) from this position.</source>
        <translation>
            <numerusform>%n партия из этой позиции.</numerusform>
            <numerusform>%n партии из этой позиции.</numerusform>
            <numerusform>%n партий из этой позиции.</numerusform>
        </translation>
    </message>
    <message>
        <source>Games Explorer</source>
        <translation>Обозреватель партий</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Белые</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Чёрные</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Дата</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Турнир</translation>
    </message>
    <message>
        <source>Double-click a game to open it at this position</source>
        <translation>Двойной щелчок по партии открывает её в этой позиции</translation>
    </message>
    <message>
        <source>Top games</source>
        <translation>Лучшие партии</translation>
    </message>
    <message>
        <source>The games that reached this position: the best rated first (the mean of the players&apos; ratings), then the most recent; at most %1</source>
        <translation>Партии, дошедшие до этой позиции: сначала с наибольшим рейтингом (среднее рейтингов игроков), затем самые новые; не более %1</translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s) read</source>
        <translation>
            <numerusform>Прочитана %Ln партия</numerusform>
            <numerusform>Прочитано %Ln партии</numerusform>
            <numerusform>Прочитано %Ln партий</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) ended in this position.</source>
        <translation>
            <numerusform>%n партия закончилась в этой позиции.</numerusform>
            <numerusform>%n партии закончились в этой позиции.</numerusform>
            <numerusform>%n партий закончились в этой позиции.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Top games (%Ln shown)</source>
        <translation>
            <numerusform>Лучшие партии (показана %Ln)</numerusform>
            <numerusform>Лучшие партии (показаны %Ln)</numerusform>
            <numerusform>Лучшие партии (показано %Ln)</numerusform>
        </translation>
    </message>
    <message>
        <source>Player: anyone</source>
        <translation>Игрок: любой</translation>
    </message>
    <message>
        <source>Count only the games of a player: a part of the name, in any case</source>
        <translation>Учитывать только партии одного игрока: часть имени, в любом регистре</translation>
    </message>
    <message>
        <source>either colour</source>
        <translation>любым цветом</translation>
    </message>
    <message>
        <source>as White</source>
        <translation>белыми</translation>
    </message>
    <message>
        <source>as Black</source>
        <translation>чёрными</translation>
    </message>
    <message>
        <source>The colour the player had</source>
        <translation>Цвет, которым играл игрок</translation>
    </message>
    <message>
        <source>any rating</source>
        <translation>любой рейтинг</translation>
    </message>
    <message>
        <source>rated ≥ </source>
        <translation>рейтинг ≥ </translation>
    </message>
    <message>
        <source>Count only games whose players&apos; mean rating is at least this; unrated games then drop out</source>
        <translation>Учитывать только партии, в которых средний рейтинг игроков не ниже этого; партии без рейтинга тогда выпадают</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 of %Ln game(s)</source>
        <translation>
            <numerusform>%1: %2 из %Ln партии</numerusform>
            <numerusform>%1: %2 из %Ln партий</numerusform>
            <numerusform>%1: %2 из %Ln партий</numerusform>
        </translation>
    </message>
    <message>
        <source>The move the game played here</source>
        <translation>Ход, сделанный в партии в этой позиции</translation>
    </message>
    <message>
        <source>Index kept from an earlier reading of this file</source>
        <translation>Индекс сохранён при прошлом чтении этого файла</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Ходы</translation>
    </message>
    <message>
        <source>The length of the game&apos;s main line, in moves</source>
        <translation>Длина основного варианта партии в ходах</translation>
    </message>
</context>
<context>
    <name>eschess::app::GameController</name>
    <message>
        <source>White</source>
        <translation>Белые</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Чёрные</translation>
    </message>
    <message>
        <source>%1 wins by checkmate.</source>
        <translation>%1 побеждают матом.</translation>
    </message>
    <message>
        <source>Draw by stalemate.</source>
        <translation>Ничья: пат.</translation>
    </message>
    <message>
        <source>Draw by the fifty-move rule.</source>
        <translation>Ничья по правилу 50 ходов.</translation>
    </message>
    <message>
        <source>Draw by threefold repetition.</source>
        <translation>Ничья: троекратное повторение позиции.</translation>
    </message>
    <message>
        <source>Draw by insufficient material.</source>
        <translation>Ничья: недостаточно материала.</translation>
    </message>
    <message>
        <source>Draw by fivefold repetition.</source>
        <translation>Ничья: пятикратное повторение позиции.</translation>
    </message>
    <message>
        <source>Draw by the seventy-five-move rule.</source>
        <translation>Ничья по правилу 75 ходов.</translation>
    </message>
    <message>
        <source>Draw: a flag fell, but the opponent cannot mate.</source>
        <translation>Ничья: флажок упал, но соперник не может поставить мат.</translation>
    </message>
    <message>
        <source>%1 wins on time.</source>
        <translation>%1 побеждают по времени.</translation>
    </message>
    <message>
        <source>%1 resigns; %2 wins.</source>
        <translation>%1 сдаются; %2 побеждают.</translation>
    </message>
    <message>
        <source>Draw by agreement.</source>
        <translation>Ничья по соглашению.</translation>
    </message>
    <message>
        <source>Draw by adjudication.</source>
        <translation>Ничья по решению арбитра.</translation>
    </message>
    <message>
        <source>%1 wins by adjudication.</source>
        <translation>%1 побеждают по решению арбитра.</translation>
    </message>
    <message>
        <source>%1 wins: the opponent played an illegal move.</source>
        <translation>%1 побеждают: соперник сделал недопустимый ход.</translation>
    </message>
    <message>
        <source>%1 wins: the opposing engine failed.</source>
        <translation>%1 побеждают: движок соперника дал сбой.</translation>
    </message>
    <message>
        <source>%1 wins: the opposing engine stopped answering.</source>
        <translation>%1 побеждают: движок соперника перестал отвечать.</translation>
    </message>
    <message>
        <source>Draw at the maximum game length.</source>
        <translation>Ничья: достигнута предельная длина партии.</translation>
    </message>
    <message>
        <source>The game was abandoned.</source>
        <translation>Партия прервана.</translation>
    </message>
    <message>
        <source>White wins.</source>
        <translation>Белые победили.</translation>
    </message>
    <message>
        <source>Black wins.</source>
        <translation>Чёрные победили.</translation>
    </message>
    <message>
        <source>Draw.</source>
        <translation>Ничья.</translation>
    </message>
    <message>
        <source>Game in progress.</source>
        <translation>Партия идёт.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Casual game</source>
        <translation>Свободная партия</translation>
    </message>
    <message>
        <source>%1 was not ready within %2 s</source>
        <translation>%1: нет готовности в течение %2 с</translation>
    </message>
    <message>
        <source>%1 sent an illegal move.</source>
        <translation>%1: прислан недопустимый ход.</translation>
    </message>
    <message>
        <source>%1 played an illegal move</source>
        <translation>%1: недопустимый ход</translation>
    </message>
    <message>
        <source>%1 failed: %2</source>
        <translation>сбой %1: %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 stalled: no move within %2 s</source>
        <translation>%1: зависание — нет хода в течение %2 с</translation>
    </message>
    <message>
        <source>%1 lost on time</source>
        <translation>%1: просрочено время</translation>
    </message>
    <message>
        <source>No engine is available for a hint.</source>
        <translation>Нет движка для подсказки.</translation>
    </message>
</context>
<context>
    <name>eschess::app::LadderDialog</name>
    <message>
        <source>Elo ladder against Stockfish</source>
        <translation>Лестница Elo против Stockfish</translation>
    </message>
    <message>
        <source>%1 (UCI)</source>
        <translation>%1 (UCI)</translation>
    </message>
    <message>
        <source> ms per move</source>
        <translation> мс на ход</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Начать</translation>
    </message>
    <message>
        <source>Stockfish&apos;s UCI_Elo is calibrated at 60+0.6; at other time controls the rating is rough.</source>
        <translation>UCI_Elo у Stockfish откалиброван при контроле 60+0.6; при другом контроле времени рейтинг лишь приблизителен.</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Соперник</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Победы</translation>
    </message>
    <message>
        <source>Draws</source>
        <translation>Ничьи</translation>
    </message>
    <message>
        <source>Losses</source>
        <translation>Поражения</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Очки</translation>
    </message>
    <message>
        <source>Score against each level, and the fitted rating&apos;s expectation</source>
        <translation>Очки против каждого уровня и ожидание по подобранному рейтингу</translation>
    </message>
    <message>
        <source>Engine:</source>
        <translation>Движок:</translation>
    </message>
    <message>
        <source>Stockfish levels (UCI_Elo):</source>
        <translation>Уровни Stockfish (UCI_Elo):</translation>
    </message>
    <message>
        <source>Games per level:</source>
        <translation>Партий на уровень:</translation>
    </message>
    <message>
        <source>Time:</source>
        <translation>Время:</translation>
    </message>
    <message>
        <source>Stockfish:</source>
        <translation>Stockfish:</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an Elo level; write them like 1400,1600,1800</source>
        <translation>«%1» — не уровень Elo; пишите их так: 1400,1600,1800</translation>
    </message>
    <message>
        <source>No level given.</source>
        <translation>Уровни не заданы.</translation>
    </message>
    <message>
        <source>Playing Stockfish %1…</source>
        <translation>Игра со Stockfish %1…</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>С&amp;топ</translation>
    </message>
    <message>
        <source>score</source>
        <translation>очки</translation>
    </message>
    <message>
        <source>Stockfish %1</source>
        <translation>Stockfish %1</translation>
    </message>
    <message>
        <source>expected at %1</source>
        <translation>ожидание при %1</translation>
    </message>
    <message>
        <source>Rating: %1 ± %2 (95%: %3 to %4) from %5 games</source>
        <translation>Рейтинг: %1 ± %2 (95%: от %3 до %4), партий: %5</translation>
    </message>
    <message>
        <source>No finite rating yet (%1 of %2 points): add stronger or weaker levels.</source>
        <translation>Конечного рейтинга пока нет (%1 из %2 очков): добавьте более сильные или более слабые уровни.</translation>
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
        <translation>Загрузить позицию</translation>
    </message>
    <message>
        <source>Paste a FEN or an EPD line</source>
        <translation>Вставьте строку FEN или EPD</translation>
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
        <translation>Открыть файл EPD…</translation>
    </message>
    <message>
        <source>No file</source>
        <translation>Нет файла</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Строка</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <source>Best move</source>
        <translation>Лучший ход</translation>
    </message>
    <message>
        <source>Position (FEN)</source>
        <translation>Позиция (FEN)</translation>
    </message>
    <message>
        <source>EPD file</source>
        <translation>Файл EPD</translation>
    </message>
    <message>
        <source>Invalid EPD: %1</source>
        <translation>Неверный EPD: %1</translation>
    </message>
    <message>
        <source>Invalid FEN: %1</source>
        <translation>Неверный FEN: %1</translation>
    </message>
    <message>
        <source>Valid position, %1 to move.</source>
        <translation>Позиция верна, ходят %1.</translation>
    </message>
    <message>
        <source>White</source>
        <translation>белые</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>чёрные</translation>
    </message>
    <message>
        <source>Open EPD File</source>
        <translation>Открыть файл EPD</translation>
    </message>
    <message>
        <source>EPD files (*.epd);;All files (*)</source>
        <translation>Файлы EPD (*.epd);;Все файлы (*)</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n position(s)</source>
        <translation>
            <numerusform>%1: %n позиция</numerusform>
            <numerusform>%1: %n позиции</numerusform>
            <numerusform>%1: %n позиций</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… and %n more error(s)</source>
        <translation>
            <numerusform>… и ещё %n ошибка</numerusform>
            <numerusform>… и ещё %n ошибки</numerusform>
            <numerusform>… и ещё %n ошибок</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eschess::app::LocalEngine</name>
    <message>
        <source>There is no in-process searcher named &quot;%1&quot;.</source>
        <translation>Встроенного алгоритма поиска «%1» нет.</translation>
    </message>
    <message>
        <source>Option %1: %2</source>
        <translation>Параметр %1: %2</translation>
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
        <translation>Подсказка показана на доске.</translation>
    </message>
    <message>
        <source>%1 is thinking: depth %2, score %3 (White&apos;s view), %4 nodes/s</source>
        <translation>%1 думает: глубина %2, оценка %3 (для белых), %4 узл/с</translation>
    </message>
    <message>
        <source>Watching %1 – %2 (your own game waits as it was).</source>
        <translation>Просмотр партии %1 – %2 (ваша собственная партия ждёт в прежнем виде).</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Новая партия…</translation>
    </message>
    <message>
        <source>&amp;Open PGN…</source>
        <translation>&amp;Открыть PGN…</translation>
    </message>
    <message>
        <source>&amp;Save PGN</source>
        <translation>&amp;Сохранить PGN</translation>
    </message>
    <message>
        <source>Save PGN &amp;As…</source>
        <translation>Сохранить PGN &amp;как…</translation>
    </message>
    <message>
        <source>&amp;Load Position…</source>
        <translation>&amp;Загрузить позицию…</translation>
    </message>
    <message>
        <source>Ctrl+L</source>
        <translation>Ctrl+L</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>В&amp;ыход</translation>
    </message>
    <message>
        <source>&amp;Copy FEN</source>
        <translation>&amp;Копировать FEN</translation>
    </message>
    <message>
        <source>Copy &amp;PGN</source>
        <translation>Копировать &amp;PGN</translation>
    </message>
    <message>
        <source>Ctrl+Shift+C</source>
        <translation>Ctrl+Shift+C</translation>
    </message>
    <message>
        <source>&amp;Paste FEN or PGN</source>
        <translation>&amp;Вставить FEN или PGN</translation>
    </message>
    <message>
        <source>&amp;Flip Board</source>
        <translation>П&amp;еревернуть доску</translation>
    </message>
    <message>
        <source>Ctrl+F</source>
        <translation>Ctrl+F</translation>
    </message>
    <message>
        <source>&amp;Take Back</source>
        <translation>В&amp;зять ход назад</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Подсказка</translation>
    </message>
    <message>
        <source>Ctrl+H</source>
        <translation>Ctrl+H</translation>
    </message>
    <message>
        <source>&amp;Resign</source>
        <translation>С&amp;даться</translation>
    </message>
    <message>
        <source>Claim &amp;Draw</source>
        <translation>Потребовать &amp;ничью</translation>
    </message>
    <message>
        <source>&amp;Pause Engines</source>
        <translation>При&amp;остановить движки</translation>
    </message>
    <message>
        <source>Ctrl+P</source>
        <translation>Ctrl+P</translation>
    </message>
    <message>
        <source>&amp;Analyse</source>
        <translation>&amp;Анализировать</translation>
    </message>
    <message>
        <source>Ctrl+I</source>
        <translation>Ctrl+I</translation>
    </message>
    <message>
        <source>First Move</source>
        <translation>Первый ход</translation>
    </message>
    <message>
        <source>Previous Move</source>
        <translation>Предыдущий ход</translation>
    </message>
    <message>
        <source>Next Move</source>
        <translation>Следующий ход</translation>
    </message>
    <message>
        <source>Last Move</source>
        <translation>Последний ход</translation>
    </message>
    <message>
        <source>Pre&amp;ferences…</source>
        <translation>&amp;Настройки…</translation>
    </message>
    <message>
        <source>Ctrl+,</source>
        <translation>Ctrl+,</translation>
    </message>
    <message>
        <source>&amp;About Eschess</source>
        <translation>&amp;О программе Eschess</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>О &amp;Qt</translation>
    </message>
    <message>
        <source>&amp;Restore Default Layout</source>
        <translation>&amp;Восстановить расположение по умолчанию</translation>
    </message>
    <message>
        <source>Thinking about a hint…</source>
        <translation>Обдумывание подсказки…</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>Сдаться</translation>
    </message>
    <message>
        <source>Do you really want to resign?</source>
        <translation>Вы действительно хотите сдаться?</translation>
    </message>
    <message>
        <source>&amp;Promote Variation</source>
        <translation>&amp;Поднять вариант</translation>
    </message>
    <message>
        <source>Ctrl+Up</source>
        <translation>Ctrl+Up</translation>
    </message>
    <message>
        <source>&amp;Delete Variation</source>
        <translation>&amp;Удалить вариант</translation>
    </message>
    <message>
        <source>Ctrl+Del</source>
        <translation>Ctrl+Del</translation>
    </message>
    <message>
        <source>&amp;Comment…</source>
        <translation>&amp;Комментарий…</translation>
    </message>
    <message>
        <source>Ctrl+M</source>
        <translation>Ctrl+M</translation>
    </message>
    <message>
        <source>Good Move (!)</source>
        <translation>Хороший ход (!)</translation>
    </message>
    <message>
        <source>Mistake (?)</source>
        <translation>Ошибка (?)</translation>
    </message>
    <message>
        <source>Brilliant Move (!!)</source>
        <translation>Блестящий ход (!!)</translation>
    </message>
    <message>
        <source>Blunder (??)</source>
        <translation>Грубая ошибка (??)</translation>
    </message>
    <message>
        <source>Interesting Move (!?)</source>
        <translation>Интересный ход (!?)</translation>
    </message>
    <message>
        <source>Dubious Move (?!)</source>
        <translation>Сомнительный ход (?!)</translation>
    </message>
    <message>
        <source>Alt+%1</source>
        <translation>Alt+%1</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Файл</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Правка</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>П&amp;артия</translation>
    </message>
    <message>
        <source>&amp;Moves</source>
        <translation>&amp;Ходы</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <source>&amp;Analysis</source>
        <translation>Ана&amp;лиз</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Инструменты</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Основная</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Ходы</translation>
    </message>
    <message>
        <source>Evaluation Graph</source>
        <translation>График оценки</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Анализ</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Белые</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Чёрные</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Новая партия</translation>
    </message>
    <message>
        <source>Cannot start the game: %1</source>
        <translation>Не удаётся начать партию: %1</translation>
    </message>
    <message>
        <source>New game: %1 against %2.</source>
        <translation>Новая партия: %1 против %2.</translation>
    </message>
    <message>
        <source>The clipboard&apos;s text</source>
        <translation>Текст из буфера обмена</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>Вставка</translation>
    </message>
    <message>
        <source>The clipboard holds no text.</source>
        <translation>В буфере обмена нет текста.</translation>
    </message>
    <message>
        <source>Invalid PGN: %1</source>
        <translation>Неверный PGN: %1</translation>
    </message>
    <message>
        <source>no game found</source>
        <translation>партия не найдена</translation>
    </message>
    <message>
        <source>Pasted with problems: %1</source>
        <translation>Вставлено с проблемами: %1</translation>
    </message>
    <message>
        <source>Open PGN</source>
        <translation>Открыть PGN</translation>
    </message>
    <message>
        <source>PGN files (*.pgn);;All files (*)</source>
        <translation>Файлы PGN (*.pgn);;Все файлы (*)</translation>
    </message>
    <message>
        <source>Invalid PGN in %1: %2</source>
        <translation>Неверный PGN в %1: %2</translation>
    </message>
    <message>
        <source>Save PGN</source>
        <translation>Сохранить PGN</translation>
    </message>
    <message>
        <source>PGN files (*.pgn)</source>
        <translation>Файлы PGN (*.pgn)</translation>
    </message>
    <message>
        <source>Cannot save %1: %2</source>
        <translation>Не удаётся сохранить %1: %2</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>Сохранено: %1.</translation>
    </message>
    <message>
        <source>FEN copied.</source>
        <translation>FEN скопирован.</translation>
    </message>
    <message>
        <source>PGN copied.</source>
        <translation>PGN скопирован.</translation>
    </message>
    <message>
        <source>The new language takes effect when Eschess starts again.</source>
        <translation>Новый язык вступит в силу при следующем запуске Eschess.</translation>
    </message>
    <message>
        <source>Comment</source>
        <translation>Комментарий</translation>
    </message>
    <message>
        <source>Comment on the shown move:</source>
        <translation>Комментарий к показанному ходу:</translation>
    </message>
    <message>
        <source>%1 to move.</source>
        <translation>Ходят %1.</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 думает…</translation>
    </message>
    <message>
        <source>Paused.</source>
        <translation>Пауза.</translation>
    </message>
    <message>
        <source>Game Over</source>
        <translation>Партия окончена</translation>
    </message>
    <message>
        <source>Result: %1</source>
        <translation>Результат: %1</translation>
    </message>
    <message>
        <source>The engine plays without its book: %1</source>
        <translation>Движок играет без своей книги: %1</translation>
    </message>
    <message>
        <source>Set &amp;Up Position…</source>
        <translation>&amp;Расставить позицию…</translation>
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
        <translation>Новый матч</translation>
    </message>
    <message>
        <source>options, e.g. Hash=64, Depth=3</source>
        <translation>параметры, напр. Hash=64, Depth=3</translation>
    </message>
    <message>
        <source>Engine &amp;1:</source>
        <translation>Движок &amp;1:</translation>
    </message>
    <message>
        <source>Engine &amp;2:</source>
        <translation>Движок &amp;2:</translation>
    </message>
    <message>
        <source>&amp;Games:</source>
        <translation>&amp;Партий:</translation>
    </message>
    <message>
        <source>&amp;Time control:</source>
        <translation>&amp;Контроль времени:</translation>
    </message>
    <message>
        <source>none: the standard start position</source>
        <translation>нет: обычная начальная позиция</translation>
    </message>
    <message>
        <source>&amp;Openings (EPD/PGN):</source>
        <translation>&amp;Дебюты (EPD/PGN):</translation>
    </message>
    <message>
        <source>Openings (*.epd *.pgn)</source>
        <translation>Дебюты (*.epd *.pgn)</translation>
    </message>
    <message>
        <source>random order, seed</source>
        <translation>случайный порядок, зерно</translation>
    </message>
    <message>
        <source>&amp;Concurrent games:</source>
        <translation>&amp;Одновременных партий:</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>&amp;PGN file:</source>
        <translation>Файл &amp;PGN:</translation>
    </message>
    <message>
        <source>PGN (*.pgn)</source>
        <translation>PGN (*.pgn)</translation>
    </message>
    <message>
        <source>SPRT (stop when decided)</source>
        <translation>SPRT (остановить, когда решено)</translation>
    </message>
    <message>
        <source>Draw adjudication</source>
        <translation>Присуждение ничьей</translation>
    </message>
    <message>
        <source>after move</source>
        <translation>после хода</translation>
    </message>
    <message>
        <source>for moves</source>
        <translation>в течение ходов</translation>
    </message>
    <message>
        <source>within ± cp</source>
        <translation>в пределах ± cp</translation>
    </message>
    <message>
        <source>Resign adjudication</source>
        <translation>Присуждение поражения</translation>
    </message>
    <message>
        <source>at or below − cp</source>
        <translation>не выше − cp</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>без предела</translation>
    </message>
    <message>
        <source>&amp;Maximum moves:</source>
        <translation>&amp;Наибольшее число ходов:</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Начать</translation>
    </message>
    <message>
        <source>%1 (UCI)</source>
        <translation>%1 (UCI)</translation>
    </message>
    <message>
        <source>engine %1 is no longer in the engines list</source>
        <translation>движка %1 больше нет в списке движков</translation>
    </message>
    <message>
        <source>choose engine %1</source>
        <translation>выберите движок %1</translation>
    </message>
    <message>
        <source>SPRT: elo1 must be greater than elo0</source>
        <translation>SPRT: elo1 должно быть больше elo0</translation>
    </message>
    <message>
        <source>Resume match</source>
        <translation>Продолжить матч</translation>
    </message>
    <message>
        <source>the PGN file&apos;s name with .state</source>
        <translation>имя файла PGN с расширением .state</translation>
    </message>
    <message>
        <source>State files (*.state);;All files (*)</source>
        <translation>Файлы состояния (*.state);;Все файлы (*)</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Продолжить</translation>
    </message>
    <message>
        <source>Continues the match recorded in the state file: the games it lists are kept, the rest are played. The settings must be the ones it was started with, except that more games extend it.</source>
        <translation>Продолжает матч, записанный в файле состояния: перечисленные в нём партии сохраняются, остальные доигрываются. Настройки должны быть теми же, с которыми матч был начат; только большее число партий продлевает его.</translation>
    </message>
    <message>
        <source>the state file &apos;%1&apos; holds a match already: resume it (Tools ▸ Resume match), or choose another state file</source>
        <translation>в файле состояния «%1» уже записан матч: продолжите его (Инструменты ▸ Продолжить матч) или выберите другой файл состояния</translation>
    </message>
    <message>
        <source>St&amp;ate file:</source>
        <translation>Файл &amp;состояния:</translation>
    </message>
    <message>
        <source>Chess960</source>
        <translation>Шахматы Фишера (Chess960)</translation>
    </message>
    <message>
        <source>Fischer random chess: games from the 960 starting positions, or from the openings file played as Chess960</source>
        <translation>Шахматы Фишера: партии из 960 начальных позиций или из файла дебютов, сыгранного как Chess960</translation>
    </message>
</context>
<context>
    <name>eschess::app::MatchGame</name>
    <message>
        <source>stopped</source>
        <translation>остановлено</translation>
    </message>
</context>
<context>
    <name>eschess::app::MatchPanel</name>
    <message>
        <source>No match yet: Tools ▸ Match…</source>
        <translation>Матча пока нет: Инструменты ▸ Матч…</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Победы</translation>
    </message>
    <message>
        <source>Draws</source>
        <translation>Ничьи</translation>
    </message>
    <message>
        <source>Losses</source>
        <translation>Поражения</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Очки</translation>
    </message>
    <message>
        <source>as White</source>
        <translation>белыми</translation>
    </message>
    <message>
        <source>as Black</source>
        <translation>чёрными</translation>
    </message>
    <message>
        <source>total</source>
        <translation>всего</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Партия</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Белые</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Чёрные</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Причина</translation>
    </message>
    <message>
        <source>Elo difference (95% interval)</source>
        <translation>Разница Elo (95% интервал)</translation>
    </message>
    <message>
        <source>Elo</source>
        <translation>Elo</translation>
    </message>
    <message>
        <source>95% interval</source>
        <translation>95% интервал</translation>
    </message>
    <message>
        <source>games</source>
        <translation>партии</translation>
    </message>
    <message>
        <source>Cumulative score of engine 1 (points above 50%)</source>
        <translation>Накопленный счёт движка 1 (очки сверх 50%)</translation>
    </message>
    <message>
        <source>score − games/2</source>
        <translation>очки − партии/2</translation>
    </message>
    <message>
        <source>points</source>
        <translation>очки</translation>
    </message>
    <message>
        <source>SPRT log-likelihood ratio</source>
        <translation>Логарифм отношения правдоподобия SPRT</translation>
    </message>
    <message>
        <source>LLR</source>
        <translation>LLR</translation>
    </message>
    <message>
        <source>accept H0</source>
        <translation>принять H0</translation>
    </message>
    <message>
        <source>accept H1</source>
        <translation>принять H1</translation>
    </message>
    <message>
        <source>Results of engine 1 by colour</source>
        <translation>Результаты движка 1 по цвету</translation>
    </message>
    <message>
        <source>wins</source>
        <translation>победы</translation>
    </message>
    <message>
        <source>draws</source>
        <translation>ничьи</translation>
    </message>
    <message>
        <source>losses</source>
        <translation>поражения</translation>
    </message>
    <message>
        <source>SPRT</source>
        <translation>SPRT</translation>
    </message>
    <message>
        <source>Colours</source>
        <translation>Цвета</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Партии</translation>
    </message>
    <message>
        <source>Watch: none</source>
        <translation>Смотреть: нет</translation>
    </message>
    <message>
        <source>&amp;Finish games, then stop</source>
        <translation>&amp;Доиграть партии и остановить</translation>
    </message>
    <message>
        <source>Stop &amp;now</source>
        <translation>Остановить &amp;сейчас</translation>
    </message>
    <message>
        <source>%1 vs %2, %3 games, %4</source>
        <translation>%1 против %2, партий: %3, %4</translation>
    </message>
    <message>
        <source>Error: %1</source>
        <translation>Ошибка: %1</translation>
    </message>
    <message>
        <source>SPRT: LLR %1 [%2, %3] – %4</source>
        <translation>SPRT: LLR %1 [%2, %3] – %4</translation>
    </message>
    <message>
        <source>Match finished.</source>
        <translation>Матч окончен.</translation>
    </message>
    <message>
        <source>Stopping after the games in progress…</source>
        <translation>Остановка после текущих партий…</translation>
    </message>
    <message>
        <source>Watch game %1: %2 vs %3</source>
        <translation>Смотреть партию %1: %2 против %3</translation>
    </message>
    <message>
        <source>SPRT: %1 after game %2 – LLR %3 [%4, %5]</source>
        <translation>SPRT: %1 после партии %2 – LLR %3 [%4, %5]</translation>
    </message>
    <message>
        <source>LLR over all %1 games: %2</source>
        <translation>LLR по всем партиям (%1): %2</translation>
    </message>
</context>
<context>
    <name>eschess::app::MatchRunner</name>
    <message>
        <source>the number of games must be at least 1</source>
        <translation>число партий должно быть не меньше 1</translation>
    </message>
    <message>
        <source>cannot write the PGN file &apos;%1&apos;: %2</source>
        <translation>не удаётся записать файл PGN «%1»: %2</translation>
    </message>
    <message>
        <source>an engine could not be started: %1</source>
        <translation>не удалось запустить движок: %1</translation>
    </message>
    <message>
        <source>resuming needs the state file of the run</source>
        <translation>для продолжения нужен файл состояния этого запуска</translation>
    </message>
    <message>
        <source>there is no state file &apos;%1&apos; to resume from</source>
        <translation>нет файла состояния «%1», по которому можно продолжить</translation>
    </message>
    <message>
        <source>the state file &apos;%1&apos; records game %2, which this match does not have</source>
        <translation>в файле состояния «%1» записана партия %2, которой в этом матче нет</translation>
    </message>
    <message>
        <source>cannot record the finished game: %1</source>
        <translation>не удаётся записать завершённую партию: %1</translation>
    </message>
</context>
<context>
    <name>eschess::app::MoveListWidget</name>
    <message>
        <source>No.</source>
        <translation>№</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Белые</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Чёрные</translation>
    </message>
</context>
<context>
    <name>eschess::app::NewGameDialog</name>
    <message>
        <source>New Game</source>
        <translation>Новая партия</translation>
    </message>
    <message>
        <source>Starting position</source>
        <translation>Начальная позиция</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Стандартная</translation>
    </message>
    <message>
        <source>From FEN:</source>
        <translation>Из FEN:</translation>
    </message>
    <message>
        <source>Time control</source>
        <translation>Контроль времени</translation>
    </message>
    <message>
        <source>Play with a clock</source>
        <translation>Играть с часами</translation>
    </message>
    <message>
        <source> min</source>
        <translation> мин</translation>
    </message>
    <message>
        <source> s</source>
        <translation> с</translation>
    </message>
    <message>
        <source>Base time:</source>
        <translation>Основное время:</translation>
    </message>
    <message>
        <source>Increment per move:</source>
        <translation>Добавка за ход:</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Начать</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Белые</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Чёрные</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Человек</translation>
    </message>
    <message>
        <source>Engine: %1</source>
        <translation>Движок: %1</translation>
    </message>
    <message>
        <source>External UCI engine…</source>
        <translation>Внешний движок UCI…</translation>
    </message>
    <message>
        <source>/usr/games/stockfish,Hash=64</source>
        <translation>/usr/games/stockfish,Hash=64</translation>
    </message>
    <message>
        <source>The engine&apos;s program, then options as Name=value, separated by commas</source>
        <translation>Программа движка, затем параметры в виде Имя=значение через запятую</translation>
    </message>
    <message>
        <source>By the clock</source>
        <translation>По часам</translation>
    </message>
    <message>
        <source>Fixed depth</source>
        <translation>Фиксированная глубина</translation>
    </message>
    <message>
        <source>Time per move</source>
        <translation>Время на ход</translation>
    </message>
    <message>
        <source>Elo rating (UCI_Elo)</source>
        <translation>Рейтинг Elo (UCI_Elo)</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>Игрок:</translation>
    </message>
    <message>
        <source>Program:</source>
        <translation>Программа:</translation>
    </message>
    <message>
        <source>Strength:</source>
        <translation>Сила игры:</translation>
    </message>
    <message>
        <source>Depth:</source>
        <translation>Глубина:</translation>
    </message>
    <message>
        <source> plies</source>
        <translation> полуходов</translation>
    </message>
    <message>
        <source>Time:</source>
        <translation>Время:</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> мс</translation>
    </message>
    <message>
        <source>Elo:</source>
        <translation>Elo:</translation>
    </message>
    <message>
        <source>Chess960 number:</source>
        <translation>Chess960, номер:</translation>
    </message>
    <message>
        <source>Fischer random chess: the pieces behind the pawns shuffled, the king between the rooks; castling puts king and rook where they go in standard chess</source>
        <translation>Шахматы Фишера: фигуры за пешками перемешаны, король между ладьями; рокировка ставит короля и ладью туда же, куда в обычных шахматах</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Случайно</translation>
    </message>
    <message>
        <source>Draw one of the 960 starting positions</source>
        <translation>Выбрать наугад одну из 960 начальных позиций</translation>
    </message>
    <message>
        <source>White&apos;s first rank; Black&apos;s mirrors it</source>
        <translation>Первая горизонталь белых; у чёрных — зеркально</translation>
    </message>
    <message>
        <source>This engine has no strength levels (UCI_Elo)</source>
        <translation>У этого движка нет уровней силы (UCI_Elo)</translation>
    </message>
    <message>
        <source>From %1 to %2</source>
        <translation>От %1 до %2</translation>
    </message>
</context>
<context>
    <name>eschess::app::OpeningSuite</name>
    <message>
        <source>cannot read openings file &apos;%1&apos;: %2</source>
        <translation>не удаётся прочитать файл дебютов «%1»: %2</translation>
    </message>
    <message>
        <source>no usable opening in &apos;%1&apos;</source>
        <translation>в «%1» нет пригодных дебютов</translation>
    </message>
</context>
<context>
    <name>eschess::app::PgnGamesDialog</name>
    <message>
        <source>Choose a Game</source>
        <translation>Выбор партии</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>№</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Белые</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Чёрные</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Турнир</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Дата</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Ходы</translation>
    </message>
    <message numerus="yes">
        <source>The file holds %n game(s). Pick one to open:</source>
        <translation>
            <numerusform>В файле %n партия. Выберите, какую открыть:</numerusform>
            <numerusform>В файле %n партии. Выберите, какую открыть:</numerusform>
            <numerusform>В файле %n партий. Выберите, какую открыть:</numerusform>
        </translation>
    </message>
    <message>
        <source>Filter: a player, an event, a date…</source>
        <translation>Фильтр: игрок, турнир, дата…</translation>
    </message>
    <message>
        <source>Shows the games with this text in any column, in any case</source>
        <translation>Показывает партии с этим текстом в любом столбце, без учёта регистра</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n game(s) shown</source>
        <translation>
            <numerusform>Показано %1 из %n партии</numerusform>
            <numerusform>Показано %1 из %n партий</numerusform>
            <numerusform>Показано %1 из %n партий</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eschess::app::PiecePalette</name>
    <message>
        <source>Eraser: a click empties the square</source>
        <translation>Ластик: щелчок очищает поле</translation>
    </message>
    <message>
        <source>Eraser</source>
        <translation>Ластик</translation>
    </message>
    <message>
        <source>White king</source>
        <translation>Белый король</translation>
    </message>
    <message>
        <source>Black king</source>
        <translation>Чёрный король</translation>
    </message>
    <message>
        <source>White queen</source>
        <translation>Белый ферзь</translation>
    </message>
    <message>
        <source>Black queen</source>
        <translation>Чёрный ферзь</translation>
    </message>
    <message>
        <source>White rook</source>
        <translation>Белая ладья</translation>
    </message>
    <message>
        <source>Black rook</source>
        <translation>Чёрная ладья</translation>
    </message>
    <message>
        <source>White bishop</source>
        <translation>Белый слон</translation>
    </message>
    <message>
        <source>Black bishop</source>
        <translation>Чёрный слон</translation>
    </message>
    <message>
        <source>White knight</source>
        <translation>Белый конь</translation>
    </message>
    <message>
        <source>Black knight</source>
        <translation>Чёрный конь</translation>
    </message>
    <message>
        <source>White pawn</source>
        <translation>Белая пешка</translation>
    </message>
    <message>
        <source>Black pawn</source>
        <translation>Чёрная пешка</translation>
    </message>
</context>
<context>
    <name>eschess::app::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Настройки</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>Как в системе</translation>
    </message>
    <message>
        <source>Show coordinates</source>
        <translation>Показывать координаты</translation>
    </message>
    <message>
        <source>Animate moves</source>
        <translation>Анимировать ходы</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> мс</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Язык:</translation>
    </message>
    <message>
        <source>&lt;i&gt;A new language takes effect when Eschess starts again.&lt;/i&gt;</source>
        <translation>&lt;i&gt;Новый язык вступит в силу при следующем запуске Eschess.&lt;/i&gt;</translation>
    </message>
    <message>
        <source>Board theme:</source>
        <translation>Оформление доски:</translation>
    </message>
    <message>
        <source>Delay between engine moves:</source>
        <translation>Пауза между ходами движков:</translation>
    </message>
    <message>
        <source>Engines play from the opening book in games against a person</source>
        <translation>Движки играют по дебютной книге в партиях против человека</translation>
    </message>
    <message>
        <source>The book chosen in the Opening Book panel; the engine searches once the book has no move for the position.</source>
        <translation>Книга, выбранная на панели «Дебютная книга»; когда в книге нет хода для позиции, движок начинает считать сам.</translation>
    </message>
    <message>
        <source>Show the engine&apos;s thinking in games against it</source>
        <translation>Показывать размышления движка в партиях против него</translation>
    </message>
    <message>
        <source>Off: while you play an engine, its search, output and evaluation stay hidden until the game is over. Games between two engines always show them.</source>
        <translation>Выключено: пока вы играете с движком, его поиск, вывод и оценка скрыты до конца партии. В партиях между двумя движками они видны всегда.</translation>
    </message>
</context>
<context>
    <name>eschess::app::PromotionChooser</name>
    <message>
        <source>Promotion</source>
        <translation>Превращение</translation>
    </message>
</context>
<context>
    <name>eschess::app::PvPanel</name>
    <message>
        <source>%1 M</source>
        <translation>%1 млн</translation>
    </message>
    <message>
        <source>%1 k</source>
        <translation>%1 тыс.</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Глубина</translation>
    </message>
    <message>
        <source>Best move</source>
        <translation>Лучший ход</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Оценка</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Время</translation>
    </message>
    <message>
        <source>The best move after each iteration; bold where it changed</source>
        <translation>Лучший ход после каждой итерации; жирным — там, где он сменился</translation>
    </message>
    <message>
        <source>&lt;i&gt;No search yet.&lt;/i&gt;</source>
        <translation>&lt;i&gt;Поиска ещё не было.&lt;/i&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; &amp;nbsp; depth %2/%3 &amp;nbsp; %4 s &amp;nbsp; %5 nodes</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; &amp;nbsp; глубина %2/%3 &amp;nbsp; %4 с &amp;nbsp; узлов: %5</translation>
    </message>
    <message>
        <source> &amp;nbsp; %1 n/s</source>
        <translation> &amp;nbsp; %1 узл/с</translation>
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
        <translation>%1 с</translation>
    </message>
    <message>
        <source>Best move per iteration (changes: %1)</source>
        <translation>Лучший ход по итерациям (смен: %1)</translation>
    </message>
</context>
<context>
    <name>eschess::app::ReviewDialog</name>
    <message>
        <source>Review Game</source>
        <translation>Разбор партии</translation>
    </message>
    <message>
        <source>Eschess: %1</source>
        <translation>Eschess: %1</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Глубина</translation>
    </message>
    <message>
        <source>Time per position</source>
        <translation>Время на позицию</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> мс</translation>
    </message>
    <message>
        <source>%v of %m positions</source>
        <translation>позиций: %v из %m</translation>
    </message>
    <message>
        <source>Every position of the main line is scored; each move is judged by how much it lowers the mover&apos;s chances (docs/analysis.md).</source>
        <translation>Оценивается каждая позиция основной линии партии; каждый ход — по тому, насколько он снижает шансы сделавшей его стороны (docs/analysis.md).</translation>
    </message>
    <message>
        <source>&amp;Review</source>
        <translation>&amp;Разобрать</translation>
    </message>
    <message>
        <source>&amp;Cancel Review</source>
        <translation>&amp;Отменить разбор</translation>
    </message>
    <message>
        <source>Engine:</source>
        <translation>Движок:</translation>
    </message>
    <message>
        <source>Per position:</source>
        <translation>На позицию:</translation>
    </message>
    <message>
        <source>The game has no moves to review.</source>
        <translation>В партии нет ходов для разбора.</translation>
    </message>
    <message>
        <source>Cannot use this engine: %1</source>
        <translation>Этот движок нельзя использовать: %1</translation>
    </message>
    <message>
        <source>Review Game — %1%</source>
        <translation>Разбор партии — %1%</translation>
    </message>
    <message>
        <source>Reviewing %1 moves with %2…</source>
        <translation>Разбор ходов (%1) движком %2…</translation>
    </message>
    <message>
        <source>Review done: %1 moves annotated. They are in the move list, the evaluation graph and the Game Review panel.</source>
        <translation>Разбор завершён, помечено ходов: %1. Пометки видны в списке ходов, на графике оценки и на панели «Разбор партии».</translation>
    </message>
    <message>
        <source>The review stopped: %1. %2 of %3 moves are annotated.</source>
        <translation>Разбор прерван: %1. Помечено ходов: %2 из %3.</translation>
    </message>
    <message>
        <source>The game changed during the review: the %1 moves still in it are annotated.</source>
        <translation>Партия изменилась во время разбора: помечены оставшиеся в ней ходы (%1).</translation>
    </message>
    <message>
        <source>Review cancelled: %1 of %2 moves are annotated.</source>
        <translation>Разбор отменён, помечено ходов: %1 из %2.</translation>
    </message>
</context>
<context>
    <name>eschess::app::ReviewRunner</name>
    <message>
        <source>the engine failed: %1</source>
        <translation>сбой движка: %1</translation>
    </message>
</context>
<context>
    <name>eschess::app::ReviewSummary</name>
    <message>
        <source>Best</source>
        <translation>Лучший</translation>
    </message>
    <message>
        <source>Good</source>
        <translation>Хороший</translation>
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
        <translation>Ср. потеря</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>Точность</translation>
    </message>
    <message>
        <source>The engine&apos;s own move</source>
        <translation>Ход, который выбрал бы сам движок</translation>
    </message>
    <message>
        <source>Lowers the winning chances by less than 5 points</source>
        <translation>Снижает шансы на победу меньше чем на 5 пунктов</translation>
    </message>
    <message>
        <source>Inaccuracies: 5 to 10 points</source>
        <translation>Неточности: от 5 до 10 пунктов</translation>
    </message>
    <message>
        <source>Mistakes: 10 to 15 points</source>
        <translation>Ошибки: от 10 до 15 пунктов</translation>
    </message>
    <message>
        <source>Blunders: 15 points or more</source>
        <translation>Грубые ошибки: 15 пунктов и больше</translation>
    </message>
    <message>
        <source>Average centipawn loss per move</source>
        <translation>Средняя потеря в сотых пешки за ход</translation>
    </message>
    <message>
        <source>Accuracy as Lichess computes it (docs/analysis.md)</source>
        <translation>Точность в том виде, как её вычисляет Lichess (docs/analysis.md)</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Белые</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Чёрные</translation>
    </message>
    <message>
        <source>No review yet: Analysis ▸ Review Game…</source>
        <translation>Разбора пока нет: Анализ ▸ Разбор партии…</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>%1 moves reviewed. A move is an inaccuracy (?!), a mistake (?) or a blunder (??) when it lowers the mover&apos;s winning chances by 5, 10 or 15 points.</source>
        <translation>Разобрано ходов: %1. Ход считается неточностью (?!), ошибкой (?) или грубой ошибкой (??), если снижает шансы сделавшей его стороны на победу на 5, 10 или 15 пунктов.</translation>
    </message>
    <message>
        <source>Game Review</source>
        <translation>Разбор партии</translation>
    </message>
    <message>
        <source>&amp;Review Game…</source>
        <translation>&amp;Разбор партии…</translation>
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
        <translation>файл состояния «%1» уже существует: продолжите тот запуск или удалите файл, чтобы начать заново</translation>
    </message>
    <message>
        <source>cannot write the state file &apos;%1&apos;: %2</source>
        <translation>не удаётся записать файл состояния «%1»: %2</translation>
    </message>
    <message>
        <source>resuming needs a state file</source>
        <translation>для продолжения нужен файл состояния</translation>
    </message>
    <message>
        <source>cannot read the state file &apos;%1&apos;: %2</source>
        <translation>не удаётся прочитать файл состояния «%1»: %2</translation>
    </message>
    <message>
        <source>%1: not a line of an Eschess state file</source>
        <translation>%1: это не строка файла состояния Eschess</translation>
    </message>
    <message>
        <source>%1: not an Eschess state file</source>
        <translation>%1: это не файл состояния Eschess</translation>
    </message>
    <message>
        <source>%1: state file version %2 is not supported</source>
        <translation>%1: версия файла состояния %2 не поддерживается</translation>
    </message>
    <message>
        <source>%1: the state file is of a %2, not of a %3</source>
        <translation>%1: файл состояния относится к типу «%2», а не «%3»</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(нет)</translation>
    </message>
    <message>
        <source>%1: the run was started with other settings: %2 was %3, now %4</source>
        <translation>%1: запуск был начат с другими настройками: %2 было %3, теперь %4</translation>
    </message>
    <message>
        <source>%1: the run wrote its games to &apos;%2&apos;, not &apos;%3&apos;</source>
        <translation>%1: запуск записывал партии в «%2», а не в «%3»</translation>
    </message>
    <message>
        <source>%1: a game line needs game, white, black and result</source>
        <translation>%1: в строке партии должны быть game, white, black и result</translation>
    </message>
    <message>
        <source>%1: game %2 is recorded twice</source>
        <translation>%1: партия %2 записана дважды</translation>
    </message>
    <message>
        <source>%1: the state file is empty</source>
        <translation>%1: файл состояния пуст</translation>
    </message>
    <message>
        <source>cannot repair the state file &apos;%1&apos;: %2</source>
        <translation>не удаётся восстановить файл состояния «%1»: %2</translation>
    </message>
    <message>
        <source>the PGN file &apos;%1&apos; has %2 bytes, but the state file recorded %3: it was changed since; the run cannot be resumed safely</source>
        <translation>размер файла PGN «%1» — %2 байт, а в файле состояния записан размер %3: файл с тех пор изменился; безопасно продолжить запуск нельзя</translation>
    </message>
    <message>
        <source>cannot cut the PGN file &apos;%1&apos; back to its last recorded game: %2</source>
        <translation>не удаётся обрезать файл PGN «%1» до последней записанной партии: %2</translation>
    </message>
</context>
<context>
    <name>eschess::app::SetupBoard</name>
    <message>
        <source>Board to set up</source>
        <translation>Доска для расстановки</translation>
    </message>
</context>
<context>
    <name>eschess::app::SetupPositionDialog</name>
    <message>
        <source>Set Up Position</source>
        <translation>Расстановка позиции</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Белые</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Чёрные</translation>
    </message>
    <message>
        <source>Castling</source>
        <translation>Рокировка</translation>
    </message>
    <message>
        <source>White O-O</source>
        <translation>Белые O-O</translation>
    </message>
    <message>
        <source>White O-O-O</source>
        <translation>Белые O-O-O</translation>
    </message>
    <message>
        <source>Black O-O</source>
        <translation>Чёрные O-O</translation>
    </message>
    <message>
        <source>Black O-O-O</source>
        <translation>Чёрные O-O-O</translation>
    </message>
    <message>
        <source>Offered while the king and this rook stand on their starting squares</source>
        <translation>Доступно, пока король и эта ладья стоят на исходных полях</translation>
    </message>
    <message>
        <source>Offered where a pawn of the side not to move may just have advanced two squares</source>
        <translation>Доступно там, где пешка стороны, которая не ходит, могла только что продвинуться на два поля</translation>
    </message>
    <message>
        <source>Plies since the last capture or pawn move (the fifty-move rule counts these)</source>
        <translation>Полуходы после последнего взятия или хода пешкой (их считает правило пятидесяти ходов)</translation>
    </message>
    <message>
        <source>Side to move:</source>
        <translation>Ход:</translation>
    </message>
    <message>
        <source>En passant:</source>
        <translation>Взятие на проходе:</translation>
    </message>
    <message>
        <source>Move number:</source>
        <translation>Номер хода:</translation>
    </message>
    <message>
        <source>Halfmove clock:</source>
        <translation>Счётчик полуходов:</translation>
    </message>
    <message>
        <source>Start Position</source>
        <translation>Начальная позиция</translation>
    </message>
    <message>
        <source>Clear Board</source>
        <translation>Очистить доску</translation>
    </message>
    <message>
        <source>Flip Board</source>
        <translation>Перевернуть доску</translation>
    </message>
    <message>
        <source>FEN:</source>
        <translation>FEN:</translation>
    </message>
    <message>
        <source>Type or paste a FEN</source>
        <translation>Введите или вставьте FEN</translation>
    </message>
    <message>
        <source>Not a legal position: %1</source>
        <translation>Недопустимая позиция: %1</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Нет</translation>
    </message>
    <message>
        <source>White is checkmated.</source>
        <translation>Белым мат.</translation>
    </message>
    <message>
        <source>Black is checkmated.</source>
        <translation>Чёрным мат.</translation>
    </message>
    <message>
        <source>Stalemate: White has no legal move.</source>
        <translation>Пат: у белых нет допустимого хода.</translation>
    </message>
    <message>
        <source>Stalemate: Black has no legal move.</source>
        <translation>Пат: у чёрных нет допустимого хода.</translation>
    </message>
    <message>
        <source>White to move, in check.</source>
        <translation>Ход белых, шах.</translation>
    </message>
    <message>
        <source>Black to move, in check.</source>
        <translation>Ход чёрных, шах.</translation>
    </message>
    <message>
        <source>White to move.</source>
        <translation>Ход белых.</translation>
    </message>
    <message>
        <source>Black to move.</source>
        <translation>Ход чёрных.</translation>
    </message>
    <message>
        <source>Chess960 castling</source>
        <translation>Рокировка Chess960</translation>
    </message>
    <message>
        <source>King anywhere on its first rank, castling with the outermost rook on either side</source>
        <translation>Король в любом месте своей первой горизонтали, рокировка с крайней ладьёй с каждой стороны</translation>
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
        <translation>%1 с</translation>
    </message>
    <message>
        <source>Late-move reductions applied / re-searches after a reduced or null-window search failed high</source>
        <translation>Применённые сокращения поздних ходов / повторные поиски после fail high сокращённого поиска или поиска с нулевым окном</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Глубина</translation>
    </message>
    <message>
        <source>Sel</source>
        <translation>Селект.</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Узлы</translation>
    </message>
    <message>
        <source>Q-nodes</source>
        <translation>Q-узлы</translation>
    </message>
    <message>
        <source>β-cuts</source>
        <translation>β-отсеч.</translation>
    </message>
    <message>
        <source>1st cut</source>
        <translation>1-е отсеч.</translation>
    </message>
    <message>
        <source>TT hit</source>
        <translation>Попад. TT</translation>
    </message>
    <message>
        <source>Null cuts</source>
        <translation>Нуль-отсеч.</translation>
    </message>
    <message>
        <source>Red. / re-s.</source>
        <translation>Сокр. / повт.</translation>
    </message>
    <message>
        <source>EBF</source>
        <translation>ЭКВ</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Время</translation>
    </message>
    <message>
        <source>NPS</source>
        <translation>Узл/с</translation>
    </message>
    <message>
        <source>Nominal depth of the iteration (plies)</source>
        <translation>Номинальная глубина итерации (полуходы)</translation>
    </message>
    <message>
        <source>Selective depth: the deepest ply reached, quiescence included</source>
        <translation>Селективная глубина: самый глубокий достигнутый полуход, включая форсированный поиск</translation>
    </message>
    <message>
        <source>Positions visited in this iteration (external engines: total so far)</source>
        <translation>Позиции, посещённые в этой итерации (внешние движки: всего на данный момент)</translation>
    </message>
    <message>
        <source>Of which in the quiescence search</source>
        <translation>Из них в форсированном поиске (quiescence)</translation>
    </message>
    <message>
        <source>Beta cut-offs: moves that refuted the opponent&apos;s previous move</source>
        <translation>Бета-отсечения: ходы, опровергнувшие предыдущий ход соперника</translation>
    </message>
    <message>
        <source>Share of cut-offs made by the first move searched: move-ordering quality</source>
        <translation>Доля отсечений первым просмотренным ходом: качество упорядочивания ходов</translation>
    </message>
    <message>
        <source>Share of transposition-table probes that found the position</source>
        <translation>Доля запросов к таблице транспозиций, нашедших позицию</translation>
    </message>
    <message>
        <source>Cut-offs by null-move pruning</source>
        <translation>Отсечения по нулевому ходу</translation>
    </message>
    <message>
        <source>Late-move reductions / re-searches</source>
        <translation>Сокращения поздних ходов / повторные поиски</translation>
    </message>
    <message>
        <source>Effective branching factor: nodes of this depth / nodes of the previous one</source>
        <translation>Эффективный коэффициент ветвления: узлы этой глубины / узлы предыдущей</translation>
    </message>
    <message>
        <source>Time since the search started</source>
        <translation>Время с начала поиска</translation>
    </message>
    <message>
        <source>Nodes per second</source>
        <translation>Узлов в секунду</translation>
    </message>
</context>
<context>
    <name>eschess::app::StatsPanel</name>
    <message>
        <source>This search</source>
        <translation>Этот поиск</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Сравнение</translation>
    </message>
</context>
<context>
    <name>eschess::app::SuiteHistory</name>
    <message>
        <source>cannot create the folder %1</source>
        <translation>не удаётся создать папку %1</translation>
    </message>
</context>
<context>
    <name>eschess::app::SuitePanel</name>
    <message>
        <source>%v / %m positions</source>
        <translation>позиций: %v / %m</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>Экспорт CSV…</translation>
    </message>
    <message>
        <source>Export JSON…</source>
        <translation>Экспорт JSON…</translation>
    </message>
    <message>
        <source>Double-click a position to analyse it on the board.</source>
        <translation>Дважды щёлкните по позиции, чтобы проанализировать её на доске.</translation>
    </message>
    <message>
        <source>Solved positions</source>
        <translation>Решённые позиции</translation>
    </message>
    <message>
        <source>Positions</source>
        <translation>Позиции</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Сводка</translation>
    </message>
    <message>
        <source>Chart</source>
        <translation>График</translation>
    </message>
    <message>
        <source>Export CSV</source>
        <translation>Экспорт CSV</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Файлы CSV (*.csv)</translation>
    </message>
    <message>
        <source>Export JSON</source>
        <translation>Экспорт JSON</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>Файлы JSON (*.json)</translation>
    </message>
    <message>
        <source>A suite is already running.</source>
        <translation>Тестовый набор уже выполняется.</translation>
    </message>
    <message>
        <source>Cannot read the suite %1: %2</source>
        <translation>Не удаётся прочитать тестовый набор %1: %2</translation>
    </message>
    <message>
        <source>The suite has no usable positions.</source>
        <translation>В тестовом наборе нет пригодных позиций.</translation>
    </message>
    <message>
        <source>Engine &apos;%1&apos;: %2</source>
        <translation>Движок «%1»: %2</translation>
    </message>
    <message>
        <source>Choose at least one engine.</source>
        <translation>Выберите хотя бы один движок.</translation>
    </message>
    <message>
        <source>Running %1 (%2)…</source>
        <translation>Выполняется %1 (%2)…</translation>
    </message>
    <message numerus="yes">
        <source>Running %1 (%2); %n bad line(s) skipped.</source>
        <translation>
            <numerusform>Выполняется %1 (%2); пропущена %n ошибочная строка.</numerusform>
            <numerusform>Выполняется %1 (%2); пропущены %n ошибочные строки.</numerusform>
            <numerusform>Выполняется %1 (%2); пропущено %n ошибочных строк.</numerusform>
        </translation>
    </message>
    <message>
        <source>(cancelled; finished positions kept)</source>
        <translation>(отменено; завершённые позиции сохранены)</translation>
    </message>
    <message>
        <source>(not saved for later comparison: %1)</source>
        <translation>(не сохранено для последующего сравнения: %1)</translation>
    </message>
    <message>
        <source>%1: %2 solved, Bratko-Kopec score %3</source>
        <translation>%1: решено %2, очки Братко–Копека %3</translation>
    </message>
    <message>
        <source>(last run: %1)</source>
        <translation>(прошлый запуск: %1)</translation>
    </message>
    <message>
        <source>The paper behind the score maps about 5 points to a rating of 1600–1799 — a rough estimate for its time limits of 30–120 s, not a rating.</source>
        <translation>Статья, из которой взят этот счёт, сопоставляет примерно 5 очкам рейтинг 1600–1799 — грубая оценка для её лимитов времени 30–120 с, а не рейтинг.</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Глубина</translation>
    </message>
    <message>
        <source>Time to solution (ms)</source>
        <translation>Время до решения (мс)</translation>
    </message>
    <message>
        <source>Solved</source>
        <translation>Решено</translation>
    </message>
    <message numerus="yes">
        <source>Engine %1 failed %n time(s), last: %2. Given up: its remaining positions were skipped.</source>
        <translation>
            <numerusform>Движок %1 дал сбой %n раз, последний: %2. Движок отключён: его оставшиеся позиции пропущены.</numerusform>
            <numerusform>Движок %1 дал сбой %n раза, последний: %2. Движок отключён: его оставшиеся позиции пропущены.</numerusform>
            <numerusform>Движок %1 дал сбой %n раз, последний: %2. Движок отключён: его оставшиеся позиции пропущены.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Engine %1 failed %n time(s), last: %2. Restarted for the next position each time.</source>
        <translation>
            <numerusform>Движок %1 дал сбой %n раз, последний: %2. Каждый раз перезапускался для следующей позиции.</numerusform>
            <numerusform>Движок %1 дал сбой %n раза, последний: %2. Каждый раз перезапускался для следующей позиции.</numerusform>
            <numerusform>Движок %1 дал сбой %n раз, последний: %2. Каждый раз перезапускался для следующей позиции.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eschess::app::SuiteResultsModel</name>
    <message>
        <source>%1 ms</source>
        <translation>%1 мс</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 с</translation>
    </message>
    <message>
        <source>lever</source>
        <translation>подрыв</translation>
    </message>
    <message>
        <source>tactical</source>
        <translation>тактика</translation>
    </message>
    <message>
        <source>mate %1</source>
        <translation>мат %1</translation>
    </message>
    <message>
        <source> or </source>
        <translation> или </translation>
    </message>
    <message>
        <source>not %1</source>
        <translation>не %1</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>mate in %1</source>
        <translation>мат в %1</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(нет)</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>да</translation>
    </message>
    <message>
        <source>no</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>Категория</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Движок</translation>
    </message>
    <message>
        <source>Limit</source>
        <translation>Предел</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>Ожидалось</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Сыграно</translation>
    </message>
    <message>
        <source>Solved</source>
        <translation>Решено</translation>
    </message>
    <message>
        <source>Time to solution</source>
        <translation>Время до решения</translation>
    </message>
    <message>
        <source>Depth to solution</source>
        <translation>Глубина до решения</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Узлы</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Оценка</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Время</translation>
    </message>
    <message>
        <source>%1 cp</source>
        <translation>%1 cp</translation>
    </message>
    <message>
        <source>%1 vs %2</source>
        <translation>%1 против %2</translation>
    </message>
    <message>
        <source>Searched again side by side, %1 scored %2 cp above %3 at depth %4: the evaluation prefers the played move.</source>
        <translation>При повторном поиске бок о бок %1 получил на %2 cp больше, чем %3, на глубине %4: оценка предпочитает сыгранный ход.</translation>
    </message>
    <message>
        <source>Searched again side by side, %1 scored %2 cp above %3 at depth %4: the full search passed over a move it rates higher when it looks at it.</source>
        <translation>При повторном поиске бок о бок %1 получил на %2 cp больше, чем %3, на глубине %4: полный поиск пропустил ход, который оценивает выше, когда его рассматривает.</translation>
    </message>
    <message>
        <source>Miss margin</source>
        <translation>Отрыв промаха</translation>
    </message>
</context>
<context>
    <name>eschess::app::SuiteRunner</name>
    <message>
        <source>%1 ms</source>
        <translation>%1 мс</translation>
    </message>
    <message>
        <source>depth %1</source>
        <translation>глубина %1</translation>
    </message>
    <message>
        <source>sweep to depth %1 (%2 s)</source>
        <translation>проход до глубины %1 (%2 с)</translation>
    </message>
    <message>
        <source>the engine could not be created</source>
        <translation>не удалось создать движок</translation>
    </message>
    <message>
        <source>%1 nodes</source>
        <translation>%1 узлов</translation>
    </message>
</context>
<context>
    <name>eschess::app::SuiteSetupDialog</name>
    <message>
        <source>Run a test suite</source>
        <translation>Запуск тестового набора</translation>
    </message>
    <message>
        <source>Suite</source>
        <translation>Набор</translation>
    </message>
    <message>
        <source>EPD file…</source>
        <translation>Файл EPD…</translation>
    </message>
    <message>
        <source>Open EPD file…</source>
        <translation>Открыть файл EPD…</translation>
    </message>
    <message>
        <source>Engines</source>
        <translation>Движки</translation>
    </message>
    <message>
        <source>more engines, separated by &apos;;&apos; — e.g. /usr/games/stockfish,Threads=1</source>
        <translation>другие движки через «;» — напр. /usr/games/stockfish,Threads=1</translation>
    </message>
    <message>
        <source>Limit per position</source>
        <translation>Предел на позицию</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Время</translation>
    </message>
    <message>
        <source>Fixed depth</source>
        <translation>Фиксированная глубина</translation>
    </message>
    <message>
        <source>Depth sweep</source>
        <translation>Проход по глубинам</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> мс</translation>
    </message>
    <message>
        <source>up to depth </source>
        <translation>до глубины </translation>
    </message>
    <message>
        <source> s</source>
        <translation> с</translation>
    </message>
    <message>
        <source>The sweep ends after the first depth at which a search takes longer than this.</source>
        <translation>Проход заканчивается после первой глубины, на которой поиск длится дольше этого.</translation>
    </message>
    <message>
        <source>timeout</source>
        <translation>тайм-аут</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Запустить</translation>
    </message>
    <message>
        <source>Positions searched at the same time, each by an engine instance of its own.</source>
        <translation>Позиции, анализируемые одновременно, каждая своим экземпляром движка.</translation>
    </message>
    <message>
        <source>Multiplies the Bratko-Kopec checkpoints of 30, 60, 90 and 120 seconds; use 0.1 for a machine ten times faster than the paper&apos;s.</source>
        <translation>Умножает контрольные точки Братко–Копека в 30, 60, 90 и 120 секунд; 0,1 — для компьютера в десять раз быстрее, чем в статье.</translation>
    </message>
    <message>
        <source>Jobs at once:</source>
        <translation>Заданий одновременно:</translation>
    </message>
    <message>
        <source>Bratko-Kopec time scale:</source>
        <translation>Масштаб времени Братко–Копека:</translation>
    </message>
    <message>
        <source>Open EPD file</source>
        <translation>Открыть файл EPD</translation>
    </message>
    <message>
        <source>EPD files (*.epd);;All files (*)</source>
        <translation>Файлы EPD (*.epd);;Все файлы (*)</translation>
    </message>
    <message numerus="yes">
        <source>%n position(s)</source>
        <translation>
            <numerusform>%n позиция</numerusform>
            <numerusform>%n позиции</numerusform>
            <numerusform>%n позиций</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) skipped:</source>
        <translation>
            <numerusform>Пропущена %n строка:</numerusform>
            <numerusform>Пропущены %n строки:</numerusform>
            <numerusform>Пропущено %n строк:</numerusform>
        </translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Узлы</translation>
    </message>
    <message>
        <source>The same search on any machine and under any load: results compare across machines, and other work may run meanwhile.</source>
        <translation>Один и тот же поиск на любой машине и при любой нагрузке: результаты сравнимы между машинами, а параллельно может идти другая работа.</translation>
    </message>
    <message>
        <source>Measure each miss&apos;s margin</source>
        <translation>Измерять отрыв каждого промаха</translation>
    </message>
    <message>
        <source>After a miss, search the position again with the same limit, comparing only the played move and the expected ones: how far the expected move trailed. Not for depth sweeps.</source>
        <translation>После промаха снова искать в позиции с тем же лимитом, сравнивая только сыгранный и ожидаемые ходы: насколько ожидаемый ход отставал. Не для серий по глубине.</translation>
    </message>
</context>
<context>
    <name>eschess::app::SuiteSummaryModel</name>
    <message>
        <source>all</source>
        <translation>все</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Движок</translation>
    </message>
    <message>
        <source>Limit</source>
        <translation>Предел</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>Категория</translation>
    </message>
    <message>
        <source>Solved</source>
        <translation>Решено</translation>
    </message>
    <message>
        <source>Positions</source>
        <translation>Позиции</translation>
    </message>
    <message>
        <source>Solved %</source>
        <translation>Решено, %</translation>
    </message>
    <message>
        <source>BK points</source>
        <translation>Очки БК</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Узлы</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Время</translation>
    </message>
</context>
<context>
    <name>eschess::app::TimeControl</name>
    <message>
        <source>time control &apos;%1&apos;: %2</source>
        <translation>контроль времени «%1»: %2</translation>
    </message>
    <message>
        <source>empty; expected e.g. 40/60+0.6 or 10+0.1</source>
        <translation>пусто; ожидалось, напр., 40/60+0.6 или 10+0.1</translation>
    </message>
    <message>
        <source>moves per period &apos;%1&apos; must be a positive whole number</source>
        <translation>число ходов на период «%1» должно быть целым положительным</translation>
    </message>
    <message>
        <source>time &apos;%1&apos; is not a number of seconds</source>
        <translation>время «%1» — не число секунд</translation>
    </message>
    <message>
        <source>increment &apos;%1&apos; is not a number of seconds</source>
        <translation>добавка «%1» — не число секунд</translation>
    </message>
    <message>
        <source>no time at all</source>
        <translation>времени нет совсем</translation>
    </message>
    <message>
        <source>untimed</source>
        <translation>без контроля времени</translation>
    </message>
    <message>
        <source>movetime %1 ms</source>
        <translation>время на ход %1 мс</translation>
    </message>
    <message>
        <source>depth %1</source>
        <translation>глубина %1</translation>
    </message>
    <message>
        <source>nodes %1</source>
        <translation>узлов %1</translation>
    </message>
    <message>
        <source>milliseconds per move must be a whole number from 1 to %1</source>
        <translation>миллисекунды на ход должны быть целым числом от 1 до %1</translation>
    </message>
    <message>
        <source>the depth must be a whole number from 1 to %1</source>
        <translation>глубина должна быть целым числом от 1 до %1</translation>
    </message>
    <message>
        <source>nodes per move must be a whole number from 1 to %1</source>
        <translation>узлов на ход должно быть целым числом от 1 до %1</translation>
    </message>
</context>
<context>
    <name>eschess::app::TimeControlEdit</name>
    <message>
        <source>Clock (moves/seconds+increment)</source>
        <translation>Часы (ходы/секунды+добавка)</translation>
    </message>
    <message>
        <source>Time per move (ms)</source>
        <translation>Время на ход (мс)</translation>
    </message>
    <message>
        <source>Fixed depth</source>
        <translation>Фиксированная глубина</translation>
    </message>
    <message>
        <source>Nodes per move</source>
        <translation>Узлов на ход</translation>
    </message>
</context>
<context>
    <name>eschess::app::TournamentDialog</name>
    <message>
        <source>Resume tournament</source>
        <translation>Продолжить турнир</translation>
    </message>
    <message>
        <source>New tournament</source>
        <translation>Новый турнир</translation>
    </message>
    <message>
        <source>%1 (UCI)</source>
        <translation>%1 (UCI)</translation>
    </message>
    <message>
        <source>options, e.g. Depth=3, Hash=64</source>
        <translation>параметры, напр. Depth=3, Hash=64</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Добавить</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Удалить</translation>
    </message>
    <message>
        <source>Engine:</source>
        <translation>Движок:</translation>
    </message>
    <message>
        <source>&amp;Engines:</source>
        <translation>Д&amp;вижки:</translation>
    </message>
    <message>
        <source>Round robin (everyone against everyone)</source>
        <translation>Круговой (каждый с каждым)</translation>
    </message>
    <message>
        <source>Gauntlet (the first engine against the others)</source>
        <translation>Один против всех (первый движок против остальных)</translation>
    </message>
    <message>
        <source>Swiss</source>
        <translation>Швейцарская система</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>&amp;Формат:</translation>
    </message>
    <message>
        <source>&amp;Games per pairing:</source>
        <translation>Парт&amp;ий на пару:</translation>
    </message>
    <message>
        <source>automatic</source>
        <translation>автоматически</translation>
    </message>
    <message>
        <source>Swiss &amp;rounds:</source>
        <translation>&amp;Туров (швейцарская система):</translation>
    </message>
    <message>
        <source>&amp;Time control:</source>
        <translation>&amp;Контроль времени:</translation>
    </message>
    <message>
        <source>none: the standard position</source>
        <translation>нет: обычная начальная позиция</translation>
    </message>
    <message>
        <source>&amp;Openings (EPD, PGN or book):</source>
        <translation>Д&amp;ебюты (EPD, PGN или книга):</translation>
    </message>
    <message>
        <source>Openings (*.epd *.pgn *.bin);;All files (*)</source>
        <translation>Дебюты (*.epd *.pgn *.bin);;Все файлы (*)</translation>
    </message>
    <message>
        <source>Book: always the best move</source>
        <translation>Книга: всегда лучший ход</translation>
    </message>
    <message>
        <source> plies</source>
        <translation> полуходов</translation>
    </message>
    <message>
        <source>up to</source>
        <translation>до</translation>
    </message>
    <message>
        <source>&amp;Seed:</source>
        <translation>&amp;Зерно:</translation>
    </message>
    <message>
        <source>&amp;Concurrency:</source>
        <translation>&amp;Одновременных партий:</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>без предела</translation>
    </message>
    <message>
        <source>Draw after &amp;moves:</source>
        <translation>Ничья после &amp;хода:</translation>
    </message>
    <message>
        <source>&amp;PGN file:</source>
        <translation>Файл &amp;PGN:</translation>
    </message>
    <message>
        <source>PGN files (*.pgn)</source>
        <translation>Файлы PGN (*.pgn)</translation>
    </message>
    <message>
        <source>the PGN file&apos;s name with .state</source>
        <translation>имя файла PGN с расширением .state</translation>
    </message>
    <message>
        <source>&amp;State file:</source>
        <translation>Файл &amp;состояния:</translation>
    </message>
    <message>
        <source>State files (*.state);;All files (*)</source>
        <translation>Файлы состояния (*.state);;Все файлы (*)</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Продолжить</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Начать</translation>
    </message>
    <message>
        <source>Continues the tournament recorded in the state file: the games it lists are kept, the rest are played. The settings must be the ones it was started with, except that more games per pairing (in a Swiss, more rounds) extend it.</source>
        <translation>Продолжает турнир, записанный в файле состояния: перечисленные в нём партии сохраняются, остальные доигрываются. Настройки должны быть теми же, с которыми турнир был начат; только большее число партий на пару (в швейцарской системе — больше туров) продлевает его.</translation>
    </message>
    <message>
        <source>add at least two engines</source>
        <translation>добавьте хотя бы два движка</translation>
    </message>
    <message>
        <source>the state file &apos;%1&apos; holds a tournament already: resume it (Tools ▸ Resume tournament), or choose another state file</source>
        <translation>в файле состояния «%1» уже записан турнир: продолжите его (Инструменты ▸ Продолжить турнир) или выберите другой файл состояния</translation>
    </message>
    <message>
        <source>Chess960</source>
        <translation>Шахматы Фишера (Chess960)</translation>
    </message>
    <message>
        <source>Fischer random chess: games from the 960 starting positions, drawn by the seed, or from the openings file played as Chess960</source>
        <translation>Шахматы Фишера: партии из 960 начальных позиций, выбранных по зерну, или из файла дебютов, сыгранного как Chess960</translation>
    </message>
    <message>
        <source>a Polyglot book holds standard chess&apos;s openings: choose an EPD or PGN file, or none, for Chess960</source>
        <translation>книга Polyglot содержит дебюты обычных шахмат: для Chess960 выберите файл EPD или PGN либо ничего</translation>
    </message>
</context>
<context>
    <name>eschess::app::TournamentPanel</name>
    <message>
        <source>No tournament</source>
        <translation>Турнира нет</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>&amp;Остановить</translation>
    </message>
    <message>
        <source>Show on the board:</source>
        <translation>Показывать на доске:</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(нет)</translation>
    </message>
    <message>
        <source>#</source>
        <translation>Место</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Движок</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Очки</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Партии</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Процент</translation>
    </message>
    <message>
        <source>Elo</source>
        <translation>Elo</translation>
    </message>
    <message>
        <source>95% interval</source>
        <translation>95% интервал</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Турнирное положение</translation>
    </message>
    <message>
        <source>Crosstable</source>
        <translation>Перекрёстная таблица</translation>
    </message>
    <message>
        <source>Rating after each game (fitted over all games, mean 0)</source>
        <translation>Рейтинг после каждой партии (подобран по всем партиям, среднее 0)</translation>
    </message>
    <message>
        <source>games</source>
        <translation>партии</translation>
    </message>
    <message>
        <source>Rating chart</source>
        <translation>График рейтинга</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Партия</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Белые</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Чёрные</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <source>Opening</source>
        <translation>Дебют</translation>
    </message>
    <message>
        <source>Termination</source>
        <translation>Завершение</translation>
    </message>
    <message>
        <source>Double-click a game to open it</source>
        <translation>Дважды щёлкните по партии, чтобы открыть её</translation>
    </message>
    <message>
        <source>Error: %1</source>
        <translation>Ошибка: %1</translation>
    </message>
    <message>
        <source>not started</source>
        <translation>не начат</translation>
    </message>
    <message>
        <source>running</source>
        <translation>идёт</translation>
    </message>
    <message>
        <source>stopping</source>
        <translation>останавливается</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>завершён</translation>
    </message>
    <message>
        <source>%1: %2 of %3 games played, %4 engines — %5</source>
        <translation>%1: сыграно партий: %2 из %3, движков: %4 — %5</translation>
    </message>
    <message>
        <source>Game %1: %2 – %3</source>
        <translation>Партия %1: %2 – %3</translation>
    </message>
</context>
<context>
    <name>eschess::app::TournamentRunner</name>
    <message>
        <source>a tournament needs at least two engines</source>
        <translation>для турнира нужно не меньше двух движков</translation>
    </message>
    <message>
        <source>the number of games per pairing must be at least 1</source>
        <translation>число партий на пару должно быть не меньше 1</translation>
    </message>
    <message>
        <source>the gauntlet engine must be one of the %1 engines</source>
        <translation>движок, играющий против всех, должен быть одним из движков турнира (%1)</translation>
    </message>
    <message>
        <source>a Swiss tournament needs at least three engines (two play a match)</source>
        <translation>для турнира по швейцарской системе нужно не меньше трёх движков (двое играют матч)</translation>
    </message>
    <message>
        <source>resuming needs the state file of the run</source>
        <translation>для продолжения нужен файл состояния этого запуска</translation>
    </message>
    <message>
        <source>there is no state file &apos;%1&apos; to resume from</source>
        <translation>нет файла состояния «%1», по которому можно продолжить</translation>
    </message>
    <message>
        <source>the opening book &apos;%1&apos; has no moves</source>
        <translation>в дебютной книге «%1» нет ходов</translation>
    </message>
    <message>
        <source>cannot write the PGN file &apos;%1&apos;: %2</source>
        <translation>не удаётся записать файл PGN «%1»: %2</translation>
    </message>
    <message>
        <source>the state file &apos;%1&apos; has game %2 between other players than this tournament pairs</source>
        <translation>в файле состояния «%1» партия %2 сыграна не теми участниками, которых сводит в ней этот турнир</translation>
    </message>
    <message>
        <source>the state file &apos;%1&apos; records game %2, which this tournament does not have</source>
        <translation>в файле состояния «%1» записана партия %2, которой в этом турнире нет</translation>
    </message>
    <message>
        <source>an engine could not be started: %1</source>
        <translation>не удалось запустить движок: %1</translation>
    </message>
    <message>
        <source>cannot record the finished game: %1</source>
        <translation>не удаётся записать завершённую партию: %1</translation>
    </message>
</context>
<context>
    <name>eschess::app::TreeExplorer</name>
    <message>
        <source>no recording searcher available</source>
        <translation>нет алгоритма поиска с записью дерева</translation>
    </message>
    <message>
        <source>options, e.g. Hash=16</source>
        <translation>параметры, напр. Hash=16</translation>
    </message>
    <message>
        <source>depth </source>
        <translation>глубина </translation>
    </message>
    <message>
        <source>Recording stops after this many nodes</source>
        <translation>Запись прекращается после стольких узлов</translation>
    </message>
    <message>
        <source> nodes</source>
        <translation> узлов</translation>
    </message>
    <message>
        <source>Record</source>
        <translation>Записать</translation>
    </message>
    <message>
        <source>Record a shallow search to explore its tree.</source>
        <translation>Запишите неглубокий поиск, чтобы исследовать его дерево.</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Стоп</translation>
    </message>
    <message>
        <source>Recording %1 to depth %2…</source>
        <translation>Запись %1 до глубины %2…</translation>
    </message>
    <message>
        <source>%1 recorded no tree: this searcher does not support the tree recorder.</source>
        <translation>%1: дерево не записано — этот алгоритм поиска не поддерживает запись дерева.</translation>
    </message>
    <message>
        <source>%1, depth %2: %3 nodes recorded (%4 not searched), search %5 nodes, %6 s.</source>
        <translation>%1, глубина %2: записано узлов: %3 (не просмотрено: %4), поиск: %5 узлов, %6 с.</translation>
    </message>
    <message>
        <source>The node budget of %1 ran out: only the start of the search is shown.</source>
        <translation>Лимит в %1 узлов исчерпан: показано только начало поиска.</translation>
    </message>
    <message>
        <source>Root position</source>
        <translation>Корневая позиция</translation>
    </message>
    <message>
        <source>Not searched: a cut-off above made it irrelevant.</source>
        <translation>Не просмотрено: отсечение выше сделало это ненужным.</translation>
    </message>
    <message>
        <source>%1 node, score %2 (side to move), %3 children</source>
        <translation>Узел %1, оценка %2 (сторона на ходу), потомков: %3</translation>
    </message>
</context>
<context>
    <name>eschess::app::TreeGraphView</name>
    <message numerus="yes">
        <source>%n more</source>
        <translation>
            <numerusform>ещё %n</numerusform>
            <numerusform>ещё %n</numerusform>
            <numerusform>ещё %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Moves not searched because of a cut-off: %1</source>
        <translation>Ходы, не просмотренные из-за отсечения: %1</translation>
    </message>
</context>
<context>
    <name>eschess::app::TreeModel</name>
    <message>
        <source>(null)</source>
        <translation>(нуль-ход)</translation>
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
        <translation>лист</translation>
    </message>
    <message>
        <source>not searched</source>
        <translation>не просмотрено</translation>
    </message>
    <message>
        <source>Not searched: a cut-off above made this move irrelevant</source>
        <translation>Не просмотрено: отсечение выше сделало этот ход ненужным</translation>
    </message>
    <message>
        <source>Root position</source>
        <translation>Корневая позиция</translation>
    </message>
    <message>
        <source>root</source>
        <translation>корень</translation>
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
        <translation>Ход</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Оценка</translation>
    </message>
    <message>
        <source>α, β</source>
        <translation>α, β</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Тип</translation>
    </message>
    <message>
        <source>Cut by</source>
        <translation>Отсечён ходом</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>Признаки</translation>
    </message>
    <message>
        <source>Score from the view of the side to move at the node</source>
        <translation>Оценка с точки зрения стороны, которая ходит в этом узле</translation>
    </message>
    <message>
        <source>Alpha-beta window on entry, side to move&apos;s view</source>
        <translation>Окно альфа-бета при входе, с точки зрения стороны на ходу</translation>
    </message>
    <message>
        <source>PV: score inside the window; cut: failed high; all: failed low</source>
        <translation>PV: оценка внутри окна; cut: fail high; all: fail low</translation>
    </message>
    <message>
        <source>The move that caused the beta cut-off</source>
        <translation>Ход, вызвавший бета-отсечение</translation>
    </message>
    <message>
        <source>TT: transposition-table hit; Q: quiescence search</source>
        <translation>TT: попадание в таблицу транспозиций; Q: форсированный поиск (quiescence)</translation>
    </message>
</context>
<context>
    <name>eschess::app::TreeRunner</name>
    <message>
        <source>A tree search is already running</source>
        <translation>Поиск с деревом уже идёт</translation>
    </message>
    <message>
        <source>The depth must be at least 1</source>
        <translation>Глубина должна быть не меньше 1</translation>
    </message>
</context>
<context>
    <name>eschess::app::UciEngine</name>
    <message>
        <source>%1 sent a line longer than %2 bytes</source>
        <translation>%1: получена строка длиннее %2 байт</translation>
    </message>
    <message>
        <source>%1 sent more than %2 unusable lines; last: %3</source>
        <translation>%1: получено больше %2 непригодных строк; последняя: %3</translation>
    </message>
    <message>
        <source>%1 announced more than %2 options</source>
        <translation>%1: объявлено больше %2 параметров</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: %2 (position %3)</source>
        <translation>%1: %2 (позиция %3)</translation>
    </message>
    <message>
        <source>%1 did not answer &apos;uci&apos; with &apos;uciok&apos; within %2 s</source>
        <translation>%1: нет ответа &apos;uciok&apos; на &apos;uci&apos; в течение %2 с</translation>
    </message>
    <message>
        <source>%1 did not answer &apos;isready&apos; within %2 s</source>
        <translation>%1: нет ответа на &apos;isready&apos; в течение %2 с</translation>
    </message>
    <message>
        <source>%1 did not answer &apos;stop&apos; with a bestmove</source>
        <translation>%1: нет ответа bestmove на &apos;stop&apos;</translation>
    </message>
    <message>
        <source>%1 stalled: no bestmove in time</source>
        <translation>%1: зависание — нет bestmove вовремя</translation>
    </message>
    <message>
        <source>%1 could not be started (%2): %3</source>
        <translation>%1: не удалось запустить (%2): %3</translation>
    </message>
    <message>
        <source>%1: process error: %2</source>
        <translation>%1: ошибка процесса: %2</translation>
    </message>
    <message>
        <source>%1 crashed</source>
        <translation>%1: аварийное завершение</translation>
    </message>
    <message>
        <source>%1 exited unexpectedly (exit code %2)</source>
        <translation>%1: неожиданное завершение (код выхода %2)</translation>
    </message>
    <message>
        <source>%1 cannot play Chess960: it has no UCI_Chess960 option</source>
        <translation>%1 не умеет играть в Chess960: у него нет параметра UCI_Chess960</translation>
    </message>
    <message>
        <source>%1 cannot be set up as asked: %2</source>
        <translation>%1 нельзя настроить так, как задано: %2</translation>
    </message>
    <message>
        <source>%1 refused its settings: %2</source>
        <translation>%1 отклонил свои настройки: %2</translation>
    </message>
    <message>
        <source>%1 announced the option &apos;%2&apos; twice; the later announcement counts</source>
        <translation>%1 объявил параметр «%2» дважды; действует последнее объявление</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Play, watch and analyse chess games.</source>
        <translation>Играйте, смотрите и анализируйте шахматные партии.</translation>
    </message>
    <message>
        <source>Render the documentation&apos;s screenshots into &lt;dir&gt; and quit.</source>
        <translation>Отрисовать снимки экрана для документации в &lt;dir&gt; и выйти.</translation>
    </message>
    <message>
        <source>Quit &lt;ms&gt; milliseconds after the window is shown.</source>
        <translation>Выйти через &lt;ms&gt; миллисекунд после показа окна.</translation>
    </message>
    <message>
        <source>A PGN file to open.</source>
        <translation>Файл PGN для открытия.</translation>
    </message>
    <message>
        <source>eschess: --quit-after needs a number of milliseconds (0 or more), not &apos;%1&apos;</source>
        <translation>eschess: для --quit-after нужно число миллисекунд (0 или больше), а не «%1»</translation>
    </message>
</context>
</TS>
