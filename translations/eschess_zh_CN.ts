<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>BoardTheme</name>
    <message>
        <source>Wood</source>
        <translation>木纹</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>蓝色</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>绿色</translation>
    </message>
</context>
<context>
    <name>BuiltinSuites</name>
    <message>
        <source>Bratko-Kopec (24 positions)</source>
        <translation>Bratko-Kopec（24 个局面）</translation>
    </message>
</context>
<context>
    <name>EngineOutput</name>
    <message>
        <source>The engine&apos;s thinking is hidden while you play against it (Preferences: &quot;Show the engine&apos;s thinking in games against it&quot;). It is shown when the game is over.</source>
        <translation>你与引擎对弈时，引擎的思考会被隐藏（首选项：“在与引擎的对局中显示其思考”）。对局结束后即会显示。</translation>
    </message>
    <message>
        <source>%1 — %2 %3</source>
        <translation>%1 — %2 %3</translation>
    </message>
    <message>
        <source>%1 — thinking on move %2</source>
        <translation>%1 — 正在思考第 %2 回合</translation>
    </message>
    <message>
        <source>Engine output: White</source>
        <translation>引擎输出：白方</translation>
    </message>
    <message>
        <source>Engine output: Black</source>
        <translation>引擎输出：黑方</translation>
    </message>
    <message>
        <source>depth %1</source>
        <translation>深度 %1</translation>
    </message>
    <message>
        <source>move %1/%2</source>
        <translation>着法 %1/%2</translation>
    </message>
    <message>
        <source>move %1</source>
        <translation>着法 %1</translation>
    </message>
</context>
<context>
    <name>ExplorerLoader</name>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>无法打开 %1：%2</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>%1 has changed since it was indexed; open it again.</source>
        <translation>%1 在建立索引后已被修改；请重新打开。</translation>
    </message>
</context>
<context>
    <name>FormRows</name>
    <message>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
</context>
<context>
    <name>MatchTools</name>
    <message>
        <source>Match</source>
        <translation>对抗赛</translation>
    </message>
    <message>
        <source>&amp;Engines…</source>
        <translation>引擎(&amp;E)…</translation>
    </message>
    <message>
        <source>&amp;Match…</source>
        <translation>对抗赛(&amp;M)…</translation>
    </message>
    <message>
        <source>Move &amp;quality (ACPL)…</source>
        <translation>着法质量 (ACPL)(&amp;Q)…</translation>
    </message>
    <message>
        <source>Elo &amp;ladder…</source>
        <translation>Elo 阶梯(&amp;L)…</translation>
    </message>
    <message>
        <source>Res&amp;ume match…</source>
        <translation>继续对抗赛(&amp;U)…</translation>
    </message>
</context>
<context>
    <name>PlayerChoice</name>
    <message>
        <source>&apos;%1&apos; is not an engine of the expected kind.</source>
        <translation>“%1”不是所需类型的引擎。</translation>
    </message>
</context>
<context>
    <name>SearchPanels</name>
    <message>
        <source>Principal variation</source>
        <translation>主要变例</translation>
    </message>
    <message>
        <source>Search statistics</source>
        <translation>搜索统计</translation>
    </message>
    <message>
        <source>Depth progression</source>
        <translation>深度进展</translation>
    </message>
    <message>
        <source>Search tree</source>
        <translation>搜索树</translation>
    </message>
    <message>
        <source>Compare searchers…</source>
        <translation>比较搜索器…</translation>
    </message>
    <message>
        <source>Explore search tree…</source>
        <translation>浏览搜索树…</translation>
    </message>
</context>
<context>
    <name>SearcherSpec</name>
    <message>
        <source>Unknown searcher &apos;%1&apos;</source>
        <translation>未知的搜索器“%1”</translation>
    </message>
    <message>
        <source>Option &apos;%1&apos; of %2: expected Name=value</source>
        <translation>%2 的选项“%1”：应为 名称=值</translation>
    </message>
    <message>
        <source>Option &apos;%1&apos; of %2: %3</source>
        <translation>%2 的选项“%1”：%3</translation>
    </message>
</context>
<context>
    <name>SuiteTools</name>
    <message>
        <source>Test suite</source>
        <translation>测试集</translation>
    </message>
    <message>
        <source>Run &amp;test suite…</source>
        <translation>运行测试集(&amp;T)…</translation>
    </message>
</context>
<context>
    <name>TournamentTools</name>
    <message>
        <source>Tournament</source>
        <translation>锦标赛</translation>
    </message>
    <message>
        <source>&amp;Tournament…</source>
        <translation>锦标赛(&amp;T)…</translation>
    </message>
    <message>
        <source>&amp;Resume tournament…</source>
        <translation>继续锦标赛(&amp;R)…</translation>
    </message>
</context>
<context>
    <name>TreeRunner</name>
    <message>
        <source>Stopped before the search began</source>
        <translation>在搜索开始前已停止</translation>
    </message>
</context>
<context>
    <name>WdlText</name>
    <message>
        <source>White wins %1%, draw %2%, Black wins %3%</source>
        <translation>白方胜 %1%，和棋 %2%，黑方胜 %3%</translation>
    </message>
</context>
<context>
    <name>eschess::app</name>
    <message>
        <source>cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>bad option line &quot;%1&quot;: %2</source>
        <translation>错误的选项行“%1”：%2</translation>
    </message>
    <message>
        <source>does not start with &apos;option&apos;</source>
        <translation>不是以 &apos;option&apos; 开头</translation>
    </message>
    <message>
        <source>unexpected word &apos;%1&apos;</source>
        <translation>意外的单词“%1”</translation>
    </message>
    <message>
        <source>no name</source>
        <translation>缺少名称</translation>
    </message>
    <message>
        <source>no type</source>
        <translation>缺少类型</translation>
    </message>
    <message>
        <source>unknown type &apos;%1&apos;</source>
        <translation>未知类型“%1”</translation>
    </message>
    <message>
        <source>spin values must be whole numbers</source>
        <translation>spin 的值必须是整数</translation>
    </message>
    <message>
        <source>min %1 is greater than max %2</source>
        <translation>min %1 大于 max %2</translation>
    </message>
    <message>
        <source>not an info line</source>
        <translation>不是 info 行</translation>
    </message>
    <message>
        <source>info: &apos;%1&apos; needs a number, got &apos;%2&apos;</source>
        <translation>info：“%1”需要一个数字，实际为“%2”</translation>
    </message>
    <message>
        <source>info: %1 %2 is out of range (%3 to %4)</source>
        <translation>info：%1 %2 超出范围（%3 到 %4）</translation>
    </message>
    <message>
        <source>info: score must be &apos;cp&apos; or &apos;mate&apos;, got &apos;%1&apos;</source>
        <translation>info：score 必须是 &apos;cp&apos; 或 &apos;mate&apos;，实际为“%1”</translation>
    </message>
    <message>
        <source>info pv: %1</source>
        <translation>info pv：%1</translation>
    </message>
    <message>
        <source>info: unknown field &apos;%1&apos;</source>
        <translation>info：未知字段“%1”</translation>
    </message>
    <message>
        <source>not a bestmove line</source>
        <translation>不是 bestmove 行</translation>
    </message>
    <message>
        <source>&apos;bestmove&apos; without a move</source>
        <translation>&apos;bestmove&apos; 没有着法</translation>
    </message>
    <message>
        <source>bestmove &apos;%1&apos; although there are legal moves</source>
        <translation>bestmove “%1”，但仍有合法着法</translation>
    </message>
    <message>
        <source>illegal bestmove: %1</source>
        <translation>非法的 bestmove：%1</translation>
    </message>
    <message>
        <source>none built in</source>
        <translation>没有内置</translation>
    </message>
    <message>
        <source>engine spec &apos;%1&apos;: %2</source>
        <translation>引擎描述“%1”：%2</translation>
    </message>
    <message>
        <source>no searcher name or program before the first comma</source>
        <translation>第一个逗号之前没有搜索器名称或程序</translation>
    </message>
    <message>
        <source>no program</source>
        <translation>缺少程序</translation>
    </message>
    <message>
        <source>the program name contains a NUL character</source>
        <translation>程序名包含 NUL 字符</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is neither a searcher of the family (%2) nor a program that exists</source>
        <translation>“%1”既不是该系列的搜索器（%2），也不是存在的程序</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an executable file</source>
        <translation>“%1”不是可执行文件</translation>
    </message>
    <message>
        <source>option %1 is empty (two commas in a row?)</source>
        <translation>选项 %1 为空（连续两个逗号？）</translation>
    </message>
    <message>
        <source>option %1 &apos;%2&apos; has no &apos;=value&apos;</source>
        <translation>选项 %1“%2”缺少“=值”</translation>
    </message>
    <message>
        <source>option %1 &apos;%2&apos; has no name before &apos;=&apos;</source>
        <translation>选项 %1“%2”在“=”之前没有名称</translation>
    </message>
    <message>
        <source>option %1 &apos;%2&apos; has a line break in its name or value</source>
        <translation>选项 %1“%2”的名称或值中含有换行</translation>
    </message>
    <message>
        <source>option %1 &apos;%2&apos;: %3</source>
        <translation>选项 %1“%2”：%3</translation>
    </message>
    <message>
        <source>%1 engine(s) at a time x %2 game(s) at once need %3 MB of hash tables, more than the %4 MB this machine can give (lower Hash or the concurrency)</source>
        <translation>每局同时 %1 个引擎 × 同时 %2 局对局需要 %3 MB 哈希表，超过本机可提供的 %4 MB（请降低 Hash 或并发数）</translation>
    </message>
    <message>
        <source>%1 game(s) at once would run %2 search threads on %3 core(s); at most %4 are allowed (lower Threads or the concurrency)</source>
        <translation>同时 %1 局对局将在 %3 个核心上运行 %2 个搜索线程；最多允许 %4 个（请降低 Threads 或并发数）</translation>
    </message>
    <message>
        <source>%1 is too large (%2 MiB); the limit is %3 MiB.</source>
        <translation>%1 太大（%2 MiB）；上限为 %3 MiB。</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>无法打开 %1：%2</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>… and %1 more</source>
        <translation>…… 另有 %1 项</translation>
    </message>
    <message>
        <source>cannot write &apos;%1&apos;: %2</source>
        <translation>无法写入“%1”：%2</translation>
    </message>
    <message>
        <source>info currmove: %1</source>
        <translation>info currmove：%1</translation>
    </message>
    <message>
        <source>no move</source>
        <translation>无着法</translation>
    </message>
    <message>
        <source>it has no option &apos;%1&apos;</source>
        <translation>它没有选项“%1”</translation>
    </message>
    <message>
        <source>%1 must be true or false, not &apos;%2&apos;</source>
        <translation>%1 必须是 true 或 false，而不是“%2”</translation>
    </message>
    <message>
        <source>%1 must be a whole number from %2 to %3, not &apos;%4&apos;</source>
        <translation>%1 必须是 %2 到 %3 之间的整数，而不是“%4”</translation>
    </message>
    <message>
        <source>%1 must be one of %2, not &apos;%3&apos;</source>
        <translation>%1 必须是 %2 之一，而不是“%3”</translation>
    </message>
</context>
<context>
    <name>eschess::app::AboutDialog</name>
    <message>
        <source>About Eschess</source>
        <translation>关于 Eschess</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Eschess %1&lt;/h2&gt;&lt;p&gt;A chess program to play, watch and analyse games, and a laboratory for chess engines: from a random mover to a modern alpha-beta searcher, side by side.&lt;/p&gt;&lt;p&gt;Built-in engines: %2&lt;/p&gt;&lt;p&gt;Built with Qt %3.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Eschess %1&lt;/h2&gt;&lt;p&gt;一个用于下棋、观看和分析对局的国际象棋程序，也是国际象棋引擎的实验室：从随机走子到现代 alpha-beta 搜索器，并排比较。&lt;/p&gt;&lt;p&gt;内置引擎：%2&lt;/p&gt;&lt;p&gt;使用 Qt %3 构建。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
</context>
<context>
    <name>eschess::app::AcplDialog</name>
    <message>
        <source>Move quality (ACPL)</source>
        <translation>着法质量 (ACPL)</translation>
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
        <translation>分析(&amp;A)</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>棋手</translation>
    </message>
    <message>
        <source>All</source>
        <translation>全部</translation>
    </message>
    <message>
        <source>Opening</source>
        <translation>开局</translation>
    </message>
    <message>
        <source>Middlegame</source>
        <translation>中局</translation>
    </message>
    <message>
        <source>Endgame</source>
        <translation>残局</translation>
    </message>
    <message>
        <source>Average centipawn loss by phase (lower is better)</source>
        <translation>各阶段平均厘兵损失（越低越好）</translation>
    </message>
    <message>
        <source>Referee:</source>
        <translation>裁判引擎：</translation>
    </message>
    <message>
        <source>Depth:</source>
        <translation>深度：</translation>
    </message>
    <message>
        <source>Loss cap per move:</source>
        <translation>每步损失上限：</translation>
    </message>
    <message>
        <source>Cannot read &apos;%1&apos;: %2</source>
        <translation>无法读取“%1”：%2</translation>
    </message>
    <message>
        <source>No game in &apos;%1&apos;.</source>
        <translation>“%1”中没有对局。</translation>
    </message>
    <message>
        <source>Add a referee engine in Tools ▸ Engines.</source>
        <translation>请在 工具 ▸ 引擎 中添加一个裁判引擎。</translation>
    </message>
    <message>
        <source>%1 positions scored.</source>
        <translation>已评估 %1 个局面。</translation>
    </message>
    <message>
        <source>Analysing %1 games…</source>
        <translation>正在分析 %1 局对局…</translation>
    </message>
    <message>
        <source>opening</source>
        <translation>开局</translation>
    </message>
    <message>
        <source>middlegame</source>
        <translation>中局</translation>
    </message>
    <message>
        <source>endgame</source>
        <translation>残局</translation>
    </message>
    <message>
        <source>cp per move</source>
        <translation>每步 cp</translation>
    </message>
    <message>
        <source>&amp;PGN file:</source>
        <translation>PGN 文件(&amp;P)：</translation>
    </message>
</context>
<context>
    <name>eschess::app::AcplRunner</name>
    <message>
        <source>referee failed: %1</source>
        <translation>裁判引擎出错：%1</translation>
    </message>
</context>
<context>
    <name>eschess::app::AnalysisController</name>
    <message>
        <source>No engine is available for analysis.</source>
        <translation>没有可用于分析的引擎。</translation>
    </message>
</context>
<context>
    <name>eschess::app::AnalysisPanel</name>
    <message>
        <source>Analyse</source>
        <translation>分析</translation>
    </message>
    <message>
        <source>Start or stop infinite analysis of the shown position</source>
        <translation>开始或停止对当前局面的无限分析</translation>
    </message>
    <message>
        <source>Number of best lines to show (MultiPV)</source>
        <translation>显示的最佳变例数 (MultiPV)</translation>
    </message>
    <message>
        <source>Lines:</source>
        <translation>变例：</translation>
    </message>
    <message>
        <source>Score (White)</source>
        <translation>评分（白方）</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>深度</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>节点</translation>
    </message>
    <message>
        <source>NPS</source>
        <translation>节点/秒</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>变例</translation>
    </message>
    <message>
        <source>Pawns from White&apos;s point of view; #N is a mate in N moves</source>
        <translation>以兵为单位，从白方角度；#N 表示 N 步将死</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>Press Analyse to let the engine study the shown position.</source>
        <translation>按“分析”让引擎研究当前局面。</translation>
    </message>
    <message>
        <source>Engine used for analysis: one of Eschess&apos;s own, or an external UCI engine added under Tools ▸ Engines</source>
        <translation>用于分析的引擎：Eschess 自带的引擎之一，或在 工具 ▸ 引擎 中添加的外部 UCI 引擎</translation>
    </message>
    <message>
        <source>%1 (UCI)</source>
        <translation>%1 (UCI)</translation>
    </message>
    <message>
        <source>%1 is no longer in the list of engines (Tools ▸ Engines)</source>
        <translation>%1 已不在引擎列表中（工具 ▸ 引擎）</translation>
    </message>
    <message numerus="yes">
        <source>%1 shows at most %n line(s).</source>
        <translation>
            <numerusform>%1 最多显示 %n 个变例。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eschess::app::BoardWidget</name>
    <message>
        <source>Chess board</source>
        <translation>棋盘</translation>
    </message>
</context>
<context>
    <name>eschess::app::BookPanel</name>
    <message>
        <source>Open Book…</source>
        <translation>打开开局库…</translation>
    </message>
    <message>
        <source>No book</source>
        <translation>无开局库</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>着法</translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>权重</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>占比</translation>
    </message>
    <message>
        <source>Cannot use this book: %1</source>
        <translation>无法使用此开局库：%1</translation>
    </message>
    <message>
        <source>Open Polyglot Book</source>
        <translation>打开 Polyglot 开局库</translation>
    </message>
    <message>
        <source>Polyglot books (*.bin);;All files (*)</source>
        <translation>Polyglot 开局库 (*.bin);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Open a Polyglot book (.bin) to see its moves here.</source>
        <translation>打开 Polyglot 开局库 (.bin) 以在此查看其着法。</translation>
    </message>
    <message>
        <source>No book moves in this position.</source>
        <translation>此局面没有开局库着法。</translation>
    </message>
    <message numerus="yes">
        <source>%n book move(s) in this position.</source>
        <translation>
            <numerusform>此局面有 %n 个开局库着法。</numerusform>
        </translation>
    </message>
    <message>
        <source>Opening Book</source>
        <translation>开局库</translation>
    </message>
</context>
<context>
    <name>eschess::app::ClockWidget</name>
    <message>
        <source>White</source>
        <translation>白方</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黑方</translation>
    </message>
</context>
<context>
    <name>eschess::app::ComparePanel</name>
    <message>
        <source>options, e.g. NullMove=false</source>
        <translation>选项，例如 NullMove=false</translation>
    </message>
    <message>
        <source>Searcher A:</source>
        <translation>搜索器 A：</translation>
    </message>
    <message>
        <source>Searcher B:</source>
        <translation>搜索器 B：</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>Depth:</source>
        <translation>深度：</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>深度</translation>
    </message>
    <message>
        <source>A nodes</source>
        <translation>A 节点</translation>
    </message>
    <message>
        <source>B nodes</source>
        <translation>B 节点</translation>
    </message>
    <message>
        <source>B / A</source>
        <translation>B / A</translation>
    </message>
    <message>
        <source>Nodes (log)</source>
        <translation>节点（对数）</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation>正在搜索…</translation>
    </message>
    <message>
        <source>Stopped.</source>
        <translation>已停止。</translation>
    </message>
    <message>
        <source>Done: A %1 s, B %2 s.</source>
        <translation>完成：A %1 秒，B %2 秒。</translation>
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
        <translation>各深度节点数</translation>
    </message>
    <message>
        <source>Run a comparison to see node counts per depth</source>
        <translation>运行比较以查看各深度的节点数</translation>
    </message>
</context>
<context>
    <name>eschess::app::CompareRunner</name>
    <message>
        <source>A comparison is already running</source>
        <translation>已有比较正在运行</translation>
    </message>
    <message>
        <source>The depth must be at least 1</source>
        <translation>深度至少为 1</translation>
    </message>
</context>
<context>
    <name>eschess::app::DepthChart</name>
    <message>
        <source>Score (pawns, side to move)</source>
        <translation>评分（兵，走棋方）</translation>
    </message>
    <message>
        <source>Nodes (log)</source>
        <translation>节点（对数）</translation>
    </message>
    <message>
        <source>Time (s)</source>
        <translation>时间（秒）</translation>
    </message>
    <message>
        <source>Branching factor</source>
        <translation>分支因子</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>深度</translation>
    </message>
    <message>
        <source>Export PNG…</source>
        <translation>导出 PNG…</translation>
    </message>
    <message>
        <source>Export charts</source>
        <translation>导出图表</translation>
    </message>
    <message>
        <source>depth-progression.png</source>
        <translation>深度进展.png</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG 图像 (*.png)</translation>
    </message>
    <message>
        <source>Could not write %1.</source>
        <translation>无法写入 %1。</translation>
    </message>
</context>
<context>
    <name>eschess::app::EngineOutputModel</name>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>深度</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>评分</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>节点</translation>
    </message>
    <message>
        <source>NPS</source>
        <translation>节点/秒</translation>
    </message>
    <message>
        <source>Principal variation</source>
        <translation>主要变例</translation>
    </message>
    <message>
        <source>Depth / selective depth of the iteration</source>
        <translation>本次迭代的深度 / 选择性深度</translation>
    </message>
    <message>
        <source>Score in pawns from White&apos;s view</source>
        <translation>从白方角度以兵为单位的评分</translation>
    </message>
    <message>
        <source>Time since the search started</source>
        <translation>自搜索开始的时间</translation>
    </message>
    <message>
        <source>Positions searched so far</source>
        <translation>迄今已搜索的局面数</translation>
    </message>
    <message>
        <source>Nodes per second</source>
        <translation>每秒节点数</translation>
    </message>
    <message>
        <source>The line the engine expects</source>
        <translation>引擎预期的变例</translation>
    </message>
</context>
<context>
    <name>eschess::app::EnginesDialog</name>
    <message>
        <source>Engines</source>
        <translation>引擎</translation>
    </message>
    <message>
        <source>&amp;Add…</source>
        <translation>添加(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>移除(&amp;R)</translation>
    </message>
    <message>
        <source>Installed engines</source>
        <translation>已安装的引擎</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <source>UCI engine</source>
        <translation>UCI 引擎</translation>
    </message>
    <message>
        <source>e.g. --uci</source>
        <translation>例如 --uci</translation>
    </message>
    <message>
        <source>the program&apos;s folder</source>
        <translation>程序所在文件夹</translation>
    </message>
    <message>
        <source>Working folder</source>
        <translation>工作文件夹</translation>
    </message>
    <message>
        <source>Read &amp;options</source>
        <translation>读取选项(&amp;O)</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>选项</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>名称：</translation>
    </message>
    <message>
        <source>Program:</source>
        <translation>程序：</translation>
    </message>
    <message>
        <source>Arguments:</source>
        <translation>参数：</translation>
    </message>
    <message>
        <source>Working folder:</source>
        <translation>工作文件夹：</translation>
    </message>
    <message>
        <source>Options set: %1. Read the options to edit them.</source>
        <translation>已设置的选项：%1。读取选项后即可编辑。</translation>
    </message>
    <message>
        <source>Starting %1…</source>
        <translation>正在启动 %1…</translation>
    </message>
    <message>
        <source>%1 by %2: %3 options</source>
        <translation>%1（作者 %2）：%3 个选项</translation>
    </message>
    <message>
        <source>Could not read the engine: %1</source>
        <translation>无法读取引擎：%1</translation>
    </message>
    <message>
        <source>(button: pressed by the engine&apos;s user, not stored)</source>
        <translation>（按钮：由引擎使用者按下，不保存）</translation>
    </message>
</context>
<context>
    <name>eschess::app::EvalBar</name>
    <message>
        <source>Evaluation from White&apos;s point of view</source>
        <translation>从白方角度的评估</translation>
    </message>
</context>
<context>
    <name>eschess::app::EvalGraph</name>
    <message>
        <source>Evaluation in pawns from White&apos;s view after each ply; click a point to show that move.</source>
        <translation>每半回合后从白方角度以兵为单位的评估；点击某点可显示该着法。</translation>
    </message>
</context>
<context>
    <name>eschess::app::ExplorerPanel</name>
    <message>
        <source>Open Database…</source>
        <translation>打开数据库…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>A PGN file of games; its moves are counted for every position</source>
        <translation>一个包含对局的 PGN 文件；会统计每个局面中下过的着法</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>着法</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>对局数</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>占比</translation>
    </message>
    <message>
        <source>White / Draw / Black</source>
        <translation>白胜 / 和棋 / 黑胜</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>得分</translation>
    </message>
    <message>
        <source>Points for the side that played the move, in finished games</source>
        <translation>走出该着法一方在已结束对局中的得分率</translation>
    </message>
    <message>
        <source>Double-click a move to play it on the board</source>
        <translation>双击一个着法即可在棋盘上走出</translation>
    </message>
    <message>
        <source>Open PGN Database</source>
        <translation>打开 PGN 数据库</translation>
    </message>
    <message>
        <source>PGN files (*.pgn);;All files (*)</source>
        <translation>PGN 文件 (*.pgn);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>正在读取 %1…</translation>
    </message>
    <message>
        <source>Reading %1 was cancelled.</source>
        <translation>已取消读取 %1。</translation>
    </message>
    <message numerus="yes">
        <source>%1: %Ln game(s)</source>
        <translation>
            <numerusform>%1：%Ln 局</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s) while reading; the first: %1</source>
        <translation>
            <numerusform>读取时有 %n 个问题；第一个：%1</numerusform>
        </translation>
    </message>
    <message>
        <source>Open a PGN database to see the moves played in the position on the board.</source>
        <translation>打开一个 PGN 数据库，即可查看棋盘上局面中下过的着法。</translation>
    </message>
    <message>
        <source>No game of the database reaches this position.</source>
        <translation>数据库中没有对局到达这个局面。</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) from this position.</source>
        <translation>
            <numerusform>从这个局面出发的对局共 %n 局。</numerusform>
        </translation>
    </message>
    <message>
        <source>Games Explorer</source>
        <translation>对局浏览器</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白方</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黑方</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>赛事</translation>
    </message>
    <message>
        <source>Double-click a game to open it at this position</source>
        <translation>双击一盘对局，在这个局面打开它</translation>
    </message>
    <message>
        <source>Top games</source>
        <translation>精选对局</translation>
    </message>
    <message>
        <source>The games that reached this position: the best rated first (the mean of the players&apos; ratings), then the most recent; at most %1</source>
        <translation>到达这个局面的对局：等级分高者在前（双方等级分的平均值），其次是最近的；最多 %1 局</translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s) read</source>
        <translation>
            <numerusform>已读取 %Ln 局</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) ended in this position.</source>
        <translation>
            <numerusform>有 %n 局在这个局面结束。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Top games (%Ln shown)</source>
        <translation>
            <numerusform>精选对局（显示 %Ln 局）</numerusform>
        </translation>
    </message>
    <message>
        <source>Player: anyone</source>
        <translation>棋手：任何人</translation>
    </message>
    <message>
        <source>Count only the games of a player: a part of the name, in any case</source>
        <translation>只统计某位棋手的对局：名字的一部分，不分大小写</translation>
    </message>
    <message>
        <source>either colour</source>
        <translation>任一方</translation>
    </message>
    <message>
        <source>as White</source>
        <translation>执白</translation>
    </message>
    <message>
        <source>as Black</source>
        <translation>执黑</translation>
    </message>
    <message>
        <source>The colour the player had</source>
        <translation>棋手所执的颜色</translation>
    </message>
    <message>
        <source>any rating</source>
        <translation>任何等级分</translation>
    </message>
    <message>
        <source>rated ≥ </source>
        <translation>等级分 ≥ </translation>
    </message>
    <message>
        <source>Count only games whose players&apos; mean rating is at least this; unrated games then drop out</source>
        <translation>只统计双方平均等级分不低于此值的对局；没有等级分的对局随之排除</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 of %Ln game(s)</source>
        <translation>
            <numerusform>%1：%Ln 局中的 %2 局</numerusform>
        </translation>
    </message>
    <message>
        <source>The move the game played here</source>
        <translation>该对局在此局面所走的着法</translation>
    </message>
    <message>
        <source>Index kept from an earlier reading of this file</source>
        <translation>索引沿用此文件上次读取时保存的结果</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>回合</translation>
    </message>
    <message>
        <source>The length of the game&apos;s main line, in moves</source>
        <translation>对局主线的长度（回合数）</translation>
    </message>
</context>
<context>
    <name>eschess::app::GameController</name>
    <message>
        <source>White</source>
        <translation>白方</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黑方</translation>
    </message>
    <message>
        <source>%1 wins by checkmate.</source>
        <translation>%1将死对方获胜。</translation>
    </message>
    <message>
        <source>Draw by stalemate.</source>
        <translation>和棋：逼和。</translation>
    </message>
    <message>
        <source>Draw by the fifty-move rule.</source>
        <translation>和棋：五十回合规则。</translation>
    </message>
    <message>
        <source>Draw by threefold repetition.</source>
        <translation>和棋：三次重复局面。</translation>
    </message>
    <message>
        <source>Draw by insufficient material.</source>
        <translation>和棋：子力不足。</translation>
    </message>
    <message>
        <source>Draw by fivefold repetition.</source>
        <translation>和棋：五次重复局面。</translation>
    </message>
    <message>
        <source>Draw by the seventy-five-move rule.</source>
        <translation>和棋：七十五回合规则。</translation>
    </message>
    <message>
        <source>Draw: a flag fell, but the opponent cannot mate.</source>
        <translation>和棋：一方超时，但对方无法将死。</translation>
    </message>
    <message>
        <source>%1 wins on time.</source>
        <translation>%1因对方超时获胜。</translation>
    </message>
    <message>
        <source>%1 resigns; %2 wins.</source>
        <translation>%1认输；%2获胜。</translation>
    </message>
    <message>
        <source>Draw by agreement.</source>
        <translation>协议和棋。</translation>
    </message>
    <message>
        <source>Draw by adjudication.</source>
        <translation>裁定和棋。</translation>
    </message>
    <message>
        <source>%1 wins by adjudication.</source>
        <translation>裁定%1获胜。</translation>
    </message>
    <message>
        <source>%1 wins: the opponent played an illegal move.</source>
        <translation>%1获胜：对方走了非法着法。</translation>
    </message>
    <message>
        <source>%1 wins: the opposing engine failed.</source>
        <translation>%1获胜：对方引擎出错。</translation>
    </message>
    <message>
        <source>%1 wins: the opposing engine stopped answering.</source>
        <translation>%1获胜：对方引擎停止响应。</translation>
    </message>
    <message>
        <source>Draw at the maximum game length.</source>
        <translation>和棋：达到最大对局长度。</translation>
    </message>
    <message>
        <source>The game was abandoned.</source>
        <translation>对局已中止。</translation>
    </message>
    <message>
        <source>White wins.</source>
        <translation>白方获胜。</translation>
    </message>
    <message>
        <source>Black wins.</source>
        <translation>黑方获胜。</translation>
    </message>
    <message>
        <source>Draw.</source>
        <translation>和棋。</translation>
    </message>
    <message>
        <source>Game in progress.</source>
        <translation>对局进行中。</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Casual game</source>
        <translation>自由对局</translation>
    </message>
    <message>
        <source>%1 was not ready within %2 s</source>
        <translation>%1 未在 %2 秒内就绪</translation>
    </message>
    <message>
        <source>%1 sent an illegal move.</source>
        <translation>%1 发送了非法着法。</translation>
    </message>
    <message>
        <source>%1 played an illegal move</source>
        <translation>%1 走了非法着法</translation>
    </message>
    <message>
        <source>%1 failed: %2</source>
        <translation>%1 出错：%2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1 stalled: no move within %2 s</source>
        <translation>%1 停滞：%2 秒内没有走棋</translation>
    </message>
    <message>
        <source>%1 lost on time</source>
        <translation>%1 超时判负</translation>
    </message>
    <message>
        <source>No engine is available for a hint.</source>
        <translation>没有可用于提示的引擎。</translation>
    </message>
</context>
<context>
    <name>eschess::app::LadderDialog</name>
    <message>
        <source>Elo ladder against Stockfish</source>
        <translation>对 Stockfish 的 Elo 阶梯</translation>
    </message>
    <message>
        <source>%1 (UCI)</source>
        <translation>%1 (UCI)</translation>
    </message>
    <message>
        <source> ms per move</source>
        <translation> 毫秒/步</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>开始(&amp;S)</translation>
    </message>
    <message>
        <source>Stockfish&apos;s UCI_Elo is calibrated at 60+0.6; at other time controls the rating is rough.</source>
        <translation>Stockfish 的 UCI_Elo 按 60+0.6 校准；在其他时间控制下，等级分只是粗略估计。</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>对手</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>胜</translation>
    </message>
    <message>
        <source>Draws</source>
        <translation>和</translation>
    </message>
    <message>
        <source>Losses</source>
        <translation>负</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>得分</translation>
    </message>
    <message>
        <source>Score against each level, and the fitted rating&apos;s expectation</source>
        <translation>对每个级别的得分，以及拟合等级分的期望值</translation>
    </message>
    <message>
        <source>Engine:</source>
        <translation>引擎：</translation>
    </message>
    <message>
        <source>Stockfish levels (UCI_Elo):</source>
        <translation>Stockfish 级别 (UCI_Elo)：</translation>
    </message>
    <message>
        <source>Games per level:</source>
        <translation>每级别对局数：</translation>
    </message>
    <message>
        <source>Time:</source>
        <translation>时间：</translation>
    </message>
    <message>
        <source>Stockfish:</source>
        <translation>Stockfish：</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an Elo level; write them like 1400,1600,1800</source>
        <translation>“%1”不是 Elo 级别；请写成 1400,1600,1800 这样</translation>
    </message>
    <message>
        <source>No level given.</source>
        <translation>未指定级别。</translation>
    </message>
    <message>
        <source>Playing Stockfish %1…</source>
        <translation>正在与 Stockfish %1 对弈…</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>停止(&amp;T)</translation>
    </message>
    <message>
        <source>score</source>
        <translation>得分</translation>
    </message>
    <message>
        <source>Stockfish %1</source>
        <translation>Stockfish %1</translation>
    </message>
    <message>
        <source>expected at %1</source>
        <translation>等级分 %1 时的期望</translation>
    </message>
    <message>
        <source>Rating: %1 ± %2 (95%: %3 to %4) from %5 games</source>
        <translation>等级分：%1 ± %2（95%：%3 到 %4），基于 %5 局对局</translation>
    </message>
    <message>
        <source>No finite rating yet (%1 of %2 points): add stronger or weaker levels.</source>
        <translation>尚无有限的等级分（%2 分中得 %1 分）：请添加更强或更弱的级别。</translation>
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
        <translation>载入局面</translation>
    </message>
    <message>
        <source>Paste a FEN or an EPD line</source>
        <translation>粘贴一行 FEN 或 EPD</translation>
    </message>
    <message>
        <source>FEN:</source>
        <translation>FEN：</translation>
    </message>
    <message>
        <source>FEN</source>
        <translation>FEN</translation>
    </message>
    <message>
        <source>Open EPD File…</source>
        <translation>打开 EPD 文件…</translation>
    </message>
    <message>
        <source>No file</source>
        <translation>无文件</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>行</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <source>Best move</source>
        <translation>最佳着法</translation>
    </message>
    <message>
        <source>Position (FEN)</source>
        <translation>局面 (FEN)</translation>
    </message>
    <message>
        <source>EPD file</source>
        <translation>EPD 文件</translation>
    </message>
    <message>
        <source>Invalid EPD: %1</source>
        <translation>无效的 EPD：%1</translation>
    </message>
    <message>
        <source>Invalid FEN: %1</source>
        <translation>无效的 FEN：%1</translation>
    </message>
    <message>
        <source>Valid position, %1 to move.</source>
        <translation>有效局面，轮到%1走棋。</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白方</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黑方</translation>
    </message>
    <message>
        <source>Open EPD File</source>
        <translation>打开 EPD 文件</translation>
    </message>
    <message>
        <source>EPD files (*.epd);;All files (*)</source>
        <translation>EPD 文件 (*.epd);;所有文件 (*)</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n position(s)</source>
        <translation>
            <numerusform>%1：%n 个局面</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… and %n more error(s)</source>
        <translation>
            <numerusform>…… 另有 %n 个错误</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eschess::app::LocalEngine</name>
    <message>
        <source>There is no in-process searcher named &quot;%1&quot;.</source>
        <translation>没有名为“%1”的内置搜索器。</translation>
    </message>
    <message>
        <source>Option %1: %2</source>
        <translation>选项 %1：%2</translation>
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
        <translation>提示已显示在棋盘上。</translation>
    </message>
    <message>
        <source>%1 is thinking: depth %2, score %3 (White&apos;s view), %4 nodes/s</source>
        <translation>%1 正在思考：深度 %2，评分 %3（白方角度），%4 节点/秒</translation>
    </message>
    <message>
        <source>Watching %1 – %2 (your own game waits as it was).</source>
        <translation>正在观看 %1 – %2（您自己的对局保持原样等待）。</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>新对局(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Open PGN…</source>
        <translation>打开 PGN(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Save PGN</source>
        <translation>保存 PGN(&amp;S)</translation>
    </message>
    <message>
        <source>Save PGN &amp;As…</source>
        <translation>PGN 另存为(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Load Position…</source>
        <translation>载入局面(&amp;L)…</translation>
    </message>
    <message>
        <source>Ctrl+L</source>
        <translation>Ctrl+L</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Copy FEN</source>
        <translation>复制 FEN(&amp;C)</translation>
    </message>
    <message>
        <source>Copy &amp;PGN</source>
        <translation>复制 PGN(&amp;P)</translation>
    </message>
    <message>
        <source>Ctrl+Shift+C</source>
        <translation>Ctrl+Shift+C</translation>
    </message>
    <message>
        <source>&amp;Paste FEN or PGN</source>
        <translation>粘贴 FEN 或 PGN(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Flip Board</source>
        <translation>翻转棋盘(&amp;F)</translation>
    </message>
    <message>
        <source>Ctrl+F</source>
        <translation>Ctrl+F</translation>
    </message>
    <message>
        <source>&amp;Take Back</source>
        <translation>悔棋(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>提示(&amp;H)</translation>
    </message>
    <message>
        <source>Ctrl+H</source>
        <translation>Ctrl+H</translation>
    </message>
    <message>
        <source>&amp;Resign</source>
        <translation>认输(&amp;R)</translation>
    </message>
    <message>
        <source>Claim &amp;Draw</source>
        <translation>要求和棋(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Pause Engines</source>
        <translation>暂停引擎(&amp;P)</translation>
    </message>
    <message>
        <source>Ctrl+P</source>
        <translation>Ctrl+P</translation>
    </message>
    <message>
        <source>&amp;Analyse</source>
        <translation>分析(&amp;A)</translation>
    </message>
    <message>
        <source>Ctrl+I</source>
        <translation>Ctrl+I</translation>
    </message>
    <message>
        <source>First Move</source>
        <translation>第一步</translation>
    </message>
    <message>
        <source>Previous Move</source>
        <translation>上一步</translation>
    </message>
    <message>
        <source>Next Move</source>
        <translation>下一步</translation>
    </message>
    <message>
        <source>Last Move</source>
        <translation>最后一步</translation>
    </message>
    <message>
        <source>Pre&amp;ferences…</source>
        <translation>首选项(&amp;F)…</translation>
    </message>
    <message>
        <source>Ctrl+,</source>
        <translation>Ctrl+,</translation>
    </message>
    <message>
        <source>&amp;About Eschess</source>
        <translation>关于 Eschess(&amp;A)</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>关于 Qt(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Restore Default Layout</source>
        <translation>恢复默认布局(&amp;R)</translation>
    </message>
    <message>
        <source>Thinking about a hint…</source>
        <translation>正在思考提示…</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>认输</translation>
    </message>
    <message>
        <source>Do you really want to resign?</source>
        <translation>确定要认输吗？</translation>
    </message>
    <message>
        <source>&amp;Promote Variation</source>
        <translation>提升变例(&amp;P)</translation>
    </message>
    <message>
        <source>Ctrl+Up</source>
        <translation>Ctrl+Up</translation>
    </message>
    <message>
        <source>&amp;Delete Variation</source>
        <translation>删除变例(&amp;D)</translation>
    </message>
    <message>
        <source>Ctrl+Del</source>
        <translation>Ctrl+Del</translation>
    </message>
    <message>
        <source>&amp;Comment…</source>
        <translation>注释(&amp;C)…</translation>
    </message>
    <message>
        <source>Ctrl+M</source>
        <translation>Ctrl+M</translation>
    </message>
    <message>
        <source>Good Move (!)</source>
        <translation>好棋 (!)</translation>
    </message>
    <message>
        <source>Mistake (?)</source>
        <translation>错着 (?)</translation>
    </message>
    <message>
        <source>Brilliant Move (!!)</source>
        <translation>妙着 (!!)</translation>
    </message>
    <message>
        <source>Blunder (??)</source>
        <translation>大错 (??)</translation>
    </message>
    <message>
        <source>Interesting Move (!?)</source>
        <translation>有趣的着法 (!?)</translation>
    </message>
    <message>
        <source>Dubious Move (?!)</source>
        <translation>可疑的着法 (?!)</translation>
    </message>
    <message>
        <source>Alt+%1</source>
        <translation>Alt+%1</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>对局(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Moves</source>
        <translation>着法(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Analysis</source>
        <translation>分析(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>工具(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>主工具栏</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>着法</translation>
    </message>
    <message>
        <source>Evaluation Graph</source>
        <translation>评估曲线</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>分析</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白方</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黑方</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>新对局</translation>
    </message>
    <message>
        <source>Cannot start the game: %1</source>
        <translation>无法开始对局：%1</translation>
    </message>
    <message>
        <source>New game: %1 against %2.</source>
        <translation>新对局：%1 对 %2。</translation>
    </message>
    <message>
        <source>The clipboard&apos;s text</source>
        <translation>剪贴板中的文本</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>粘贴</translation>
    </message>
    <message>
        <source>The clipboard holds no text.</source>
        <translation>剪贴板中没有文本。</translation>
    </message>
    <message>
        <source>Invalid PGN: %1</source>
        <translation>无效的 PGN：%1</translation>
    </message>
    <message>
        <source>no game found</source>
        <translation>未找到对局</translation>
    </message>
    <message>
        <source>Pasted with problems: %1</source>
        <translation>已粘贴，但有问题：%1</translation>
    </message>
    <message>
        <source>Open PGN</source>
        <translation>打开 PGN</translation>
    </message>
    <message>
        <source>PGN files (*.pgn);;All files (*)</source>
        <translation>PGN 文件 (*.pgn);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Invalid PGN in %1: %2</source>
        <translation>%1 中的 PGN 无效：%2</translation>
    </message>
    <message>
        <source>Save PGN</source>
        <translation>保存 PGN</translation>
    </message>
    <message>
        <source>PGN files (*.pgn)</source>
        <translation>PGN 文件 (*.pgn)</translation>
    </message>
    <message>
        <source>Cannot save %1: %2</source>
        <translation>无法保存 %1：%2</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>已保存 %1。</translation>
    </message>
    <message>
        <source>FEN copied.</source>
        <translation>已复制 FEN。</translation>
    </message>
    <message>
        <source>PGN copied.</source>
        <translation>已复制 PGN。</translation>
    </message>
    <message>
        <source>The new language takes effect when Eschess starts again.</source>
        <translation>新语言将在 Eschess 下次启动时生效。</translation>
    </message>
    <message>
        <source>Comment</source>
        <translation>注释</translation>
    </message>
    <message>
        <source>Comment on the shown move:</source>
        <translation>对当前着法的注释：</translation>
    </message>
    <message>
        <source>%1 to move.</source>
        <translation>轮到%1走棋。</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 正在思考…</translation>
    </message>
    <message>
        <source>Paused.</source>
        <translation>已暂停。</translation>
    </message>
    <message>
        <source>Game Over</source>
        <translation>对局结束</translation>
    </message>
    <message>
        <source>Result: %1</source>
        <translation>结果：%1</translation>
    </message>
    <message>
        <source>The engine plays without its book: %1</source>
        <translation>引擎将不使用开局库走棋：%1</translation>
    </message>
    <message>
        <source>Set &amp;Up Position…</source>
        <translation>摆放局面(&amp;U)…</translation>
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
        <translation>新对抗赛</translation>
    </message>
    <message>
        <source>options, e.g. Hash=64, Depth=3</source>
        <translation>选项，例如 Hash=64, Depth=3</translation>
    </message>
    <message>
        <source>Engine &amp;1:</source>
        <translation>引擎 1(&amp;1)：</translation>
    </message>
    <message>
        <source>Engine &amp;2:</source>
        <translation>引擎 2(&amp;2)：</translation>
    </message>
    <message>
        <source>&amp;Games:</source>
        <translation>对局数(&amp;G)：</translation>
    </message>
    <message>
        <source>&amp;Time control:</source>
        <translation>时间控制(&amp;T)：</translation>
    </message>
    <message>
        <source>none: the standard start position</source>
        <translation>无：标准初始局面</translation>
    </message>
    <message>
        <source>&amp;Openings (EPD/PGN):</source>
        <translation>开局 (EPD/PGN)(&amp;O)：</translation>
    </message>
    <message>
        <source>Openings (*.epd *.pgn)</source>
        <translation>开局 (*.epd *.pgn)</translation>
    </message>
    <message>
        <source>random order, seed</source>
        <translation>随机顺序，种子</translation>
    </message>
    <message>
        <source>&amp;Concurrent games:</source>
        <translation>并发对局数(&amp;C)：</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>&amp;PGN file:</source>
        <translation>PGN 文件(&amp;P)：</translation>
    </message>
    <message>
        <source>PGN (*.pgn)</source>
        <translation>PGN (*.pgn)</translation>
    </message>
    <message>
        <source>SPRT (stop when decided)</source>
        <translation>SPRT（得出结论即停止）</translation>
    </message>
    <message>
        <source>Draw adjudication</source>
        <translation>判和</translation>
    </message>
    <message>
        <source>after move</source>
        <translation>从第几步起</translation>
    </message>
    <message>
        <source>for moves</source>
        <translation>持续步数</translation>
    </message>
    <message>
        <source>within ± cp</source>
        <translation>在 ± cp 以内</translation>
    </message>
    <message>
        <source>Resign adjudication</source>
        <translation>判负</translation>
    </message>
    <message>
        <source>at or below − cp</source>
        <translation>不高于 − cp</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>无限制</translation>
    </message>
    <message>
        <source>&amp;Maximum moves:</source>
        <translation>最大步数(&amp;M)：</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>开始(&amp;S)</translation>
    </message>
    <message>
        <source>%1 (UCI)</source>
        <translation>%1 (UCI)</translation>
    </message>
    <message>
        <source>engine %1 is no longer in the engines list</source>
        <translation>引擎 %1 已不在引擎列表中</translation>
    </message>
    <message>
        <source>choose engine %1</source>
        <translation>请选择引擎 %1</translation>
    </message>
    <message>
        <source>SPRT: elo1 must be greater than elo0</source>
        <translation>SPRT：elo1 必须大于 elo0</translation>
    </message>
    <message>
        <source>Resume match</source>
        <translation>继续对抗赛</translation>
    </message>
    <message>
        <source>the PGN file&apos;s name with .state</source>
        <translation>PGN 文件名加上 .state</translation>
    </message>
    <message>
        <source>State files (*.state);;All files (*)</source>
        <translation>状态文件 (*.state);;所有文件 (*)</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>继续(&amp;R)</translation>
    </message>
    <message>
        <source>Continues the match recorded in the state file: the games it lists are kept, the rest are played. The settings must be the ones it was started with, except that more games extend it.</source>
        <translation>继续状态文件中记录的对抗赛：其中列出的对局将保留，其余对局将继续进行。设置必须与对抗赛开始时的设置相同；只有增加对局数才能延长比赛。</translation>
    </message>
    <message>
        <source>the state file &apos;%1&apos; holds a match already: resume it (Tools ▸ Resume match), or choose another state file</source>
        <translation>状态文件“%1”中已有一个对抗赛：请继续该对抗赛（工具 ▸ 继续对抗赛），或选择另一个状态文件</translation>
    </message>
    <message>
        <source>St&amp;ate file:</source>
        <translation>状态文件(&amp;A)：</translation>
    </message>
    <message>
        <source>Chess960</source>
        <translation>Chess960（菲舍尔任意制象棋）</translation>
    </message>
    <message>
        <source>Fischer random chess: games from the 960 starting positions, or from the openings file played as Chess960</source>
        <translation>菲舍尔任意制象棋：从 960 个初始局面开局，或把开局文件按 Chess960 下</translation>
    </message>
</context>
<context>
    <name>eschess::app::MatchGame</name>
    <message>
        <source>stopped</source>
        <translation>已停止</translation>
    </message>
</context>
<context>
    <name>eschess::app::MatchPanel</name>
    <message>
        <source>No match yet: Tools ▸ Match…</source>
        <translation>尚无对抗赛：工具 ▸ 对抗赛…</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>胜</translation>
    </message>
    <message>
        <source>Draws</source>
        <translation>和</translation>
    </message>
    <message>
        <source>Losses</source>
        <translation>负</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>得分</translation>
    </message>
    <message>
        <source>as White</source>
        <translation>执白</translation>
    </message>
    <message>
        <source>as Black</source>
        <translation>执黑</translation>
    </message>
    <message>
        <source>total</source>
        <translation>合计</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>对局</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白方</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黑方</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>原因</translation>
    </message>
    <message>
        <source>Elo difference (95% interval)</source>
        <translation>Elo 差（95% 区间）</translation>
    </message>
    <message>
        <source>Elo</source>
        <translation>Elo</translation>
    </message>
    <message>
        <source>95% interval</source>
        <translation>95% 区间</translation>
    </message>
    <message>
        <source>games</source>
        <translation>对局</translation>
    </message>
    <message>
        <source>Cumulative score of engine 1 (points above 50%)</source>
        <translation>引擎 1 的累计得分（高于 50% 的分数）</translation>
    </message>
    <message>
        <source>score − games/2</source>
        <translation>得分 − 对局数/2</translation>
    </message>
    <message>
        <source>points</source>
        <translation>分</translation>
    </message>
    <message>
        <source>SPRT log-likelihood ratio</source>
        <translation>SPRT 对数似然比</translation>
    </message>
    <message>
        <source>LLR</source>
        <translation>LLR</translation>
    </message>
    <message>
        <source>accept H0</source>
        <translation>接受 H0</translation>
    </message>
    <message>
        <source>accept H1</source>
        <translation>接受 H1</translation>
    </message>
    <message>
        <source>Results of engine 1 by colour</source>
        <translation>引擎 1 按执色的结果</translation>
    </message>
    <message>
        <source>wins</source>
        <translation>胜</translation>
    </message>
    <message>
        <source>draws</source>
        <translation>和</translation>
    </message>
    <message>
        <source>losses</source>
        <translation>负</translation>
    </message>
    <message>
        <source>SPRT</source>
        <translation>SPRT</translation>
    </message>
    <message>
        <source>Colours</source>
        <translation>执色</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>对局</translation>
    </message>
    <message>
        <source>Watch: none</source>
        <translation>观看：无</translation>
    </message>
    <message>
        <source>&amp;Finish games, then stop</source>
        <translation>下完当前对局后停止(&amp;F)</translation>
    </message>
    <message>
        <source>Stop &amp;now</source>
        <translation>立即停止(&amp;N)</translation>
    </message>
    <message>
        <source>%1 vs %2, %3 games, %4</source>
        <translation>%1 对 %2，%3 局，%4</translation>
    </message>
    <message>
        <source>Error: %1</source>
        <translation>错误：%1</translation>
    </message>
    <message>
        <source>SPRT: LLR %1 [%2, %3] – %4</source>
        <translation>SPRT：LLR %1 [%2, %3] – %4</translation>
    </message>
    <message>
        <source>Match finished.</source>
        <translation>对抗赛结束。</translation>
    </message>
    <message>
        <source>Stopping after the games in progress…</source>
        <translation>将在进行中的对局结束后停止…</translation>
    </message>
    <message>
        <source>Watch game %1: %2 vs %3</source>
        <translation>观看第 %1 局：%2 对 %3</translation>
    </message>
    <message>
        <source>SPRT: %1 after game %2 – LLR %3 [%4, %5]</source>
        <translation>SPRT：第 %2 局后%1 – LLR %3 [%4, %5]</translation>
    </message>
    <message>
        <source>LLR over all %1 games: %2</source>
        <translation>全部 %1 局的 LLR：%2</translation>
    </message>
</context>
<context>
    <name>eschess::app::MatchRunner</name>
    <message>
        <source>the number of games must be at least 1</source>
        <translation>对局数至少为 1</translation>
    </message>
    <message>
        <source>cannot write the PGN file &apos;%1&apos;: %2</source>
        <translation>无法写入 PGN 文件“%1”：%2</translation>
    </message>
    <message>
        <source>an engine could not be started: %1</source>
        <translation>无法启动引擎：%1</translation>
    </message>
    <message>
        <source>resuming needs the state file of the run</source>
        <translation>继续运行需要该次运行的状态文件</translation>
    </message>
    <message>
        <source>there is no state file &apos;%1&apos; to resume from</source>
        <translation>没有可供继续运行的状态文件“%1”</translation>
    </message>
    <message>
        <source>the state file &apos;%1&apos; records game %2, which this match does not have</source>
        <translation>状态文件“%1”记录了第 %2 局，但本对抗赛中没有这一局</translation>
    </message>
    <message>
        <source>cannot record the finished game: %1</source>
        <translation>无法记录已结束的对局：%1</translation>
    </message>
</context>
<context>
    <name>eschess::app::MoveListWidget</name>
    <message>
        <source>No.</source>
        <translation>序号</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白方</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黑方</translation>
    </message>
</context>
<context>
    <name>eschess::app::NewGameDialog</name>
    <message>
        <source>New Game</source>
        <translation>新对局</translation>
    </message>
    <message>
        <source>Starting position</source>
        <translation>初始局面</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>标准</translation>
    </message>
    <message>
        <source>From FEN:</source>
        <translation>来自 FEN：</translation>
    </message>
    <message>
        <source>Time control</source>
        <translation>时间控制</translation>
    </message>
    <message>
        <source>Play with a clock</source>
        <translation>使用棋钟</translation>
    </message>
    <message>
        <source> min</source>
        <translation> 分钟</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>Base time:</source>
        <translation>基本用时：</translation>
    </message>
    <message>
        <source>Increment per move:</source>
        <translation>每步加秒：</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>开始</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白方</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黑方</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>人类</translation>
    </message>
    <message>
        <source>Engine: %1</source>
        <translation>引擎：%1</translation>
    </message>
    <message>
        <source>External UCI engine…</source>
        <translation>外部 UCI 引擎…</translation>
    </message>
    <message>
        <source>/usr/games/stockfish,Hash=64</source>
        <translation>/usr/games/stockfish,Hash=64</translation>
    </message>
    <message>
        <source>The engine&apos;s program, then options as Name=value, separated by commas</source>
        <translation>引擎程序，然后是 名称=值 形式的选项，以逗号分隔</translation>
    </message>
    <message>
        <source>By the clock</source>
        <translation>按棋钟</translation>
    </message>
    <message>
        <source>Fixed depth</source>
        <translation>固定深度</translation>
    </message>
    <message>
        <source>Time per move</source>
        <translation>每步时间</translation>
    </message>
    <message>
        <source>Elo rating (UCI_Elo)</source>
        <translation>Elo 等级分 (UCI_Elo)</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>棋手：</translation>
    </message>
    <message>
        <source>Program:</source>
        <translation>程序：</translation>
    </message>
    <message>
        <source>Strength:</source>
        <translation>棋力：</translation>
    </message>
    <message>
        <source>Depth:</source>
        <translation>深度：</translation>
    </message>
    <message>
        <source> plies</source>
        <translation> 半回合</translation>
    </message>
    <message>
        <source>Time:</source>
        <translation>时间：</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> 毫秒</translation>
    </message>
    <message>
        <source>Elo:</source>
        <translation>Elo：</translation>
    </message>
    <message>
        <source>Chess960 number:</source>
        <translation>Chess960 编号：</translation>
    </message>
    <message>
        <source>Fischer random chess: the pieces behind the pawns shuffled, the king between the rooks; castling puts king and rook where they go in standard chess</source>
        <translation>菲舍尔任意制象棋：兵后面的棋子随机排列，王在两车之间；易位后王和车的位置与标准象棋相同</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>随机</translation>
    </message>
    <message>
        <source>Draw one of the 960 starting positions</source>
        <translation>从 960 个初始局面中随机抽取一个</translation>
    </message>
    <message>
        <source>White&apos;s first rank; Black&apos;s mirrors it</source>
        <translation>白方的底线；黑方与之对称</translation>
    </message>
    <message>
        <source>This engine has no strength levels (UCI_Elo)</source>
        <translation>此引擎没有棋力等级（UCI_Elo）</translation>
    </message>
    <message>
        <source>From %1 to %2</source>
        <translation>从 %1 到 %2</translation>
    </message>
</context>
<context>
    <name>eschess::app::OpeningSuite</name>
    <message>
        <source>cannot read openings file &apos;%1&apos;: %2</source>
        <translation>无法读取开局文件“%1”：%2</translation>
    </message>
    <message>
        <source>no usable opening in &apos;%1&apos;</source>
        <translation>“%1”中没有可用的开局</translation>
    </message>
</context>
<context>
    <name>eschess::app::PgnGamesDialog</name>
    <message>
        <source>Choose a Game</source>
        <translation>选择对局</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>序号</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白方</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黑方</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>赛事</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>着法</translation>
    </message>
    <message numerus="yes">
        <source>The file holds %n game(s). Pick one to open:</source>
        <translation>
            <numerusform>该文件包含 %n 局对局。请选择要打开的一局：</numerusform>
        </translation>
    </message>
    <message>
        <source>Filter: a player, an event, a date…</source>
        <translation>筛选：棋手、赛事、日期…</translation>
    </message>
    <message>
        <source>Shows the games with this text in any column, in any case</source>
        <translation>显示任一列中包含此文字的对局，不分大小写</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n game(s) shown</source>
        <translation>
            <numerusform>显示 %n 局中的 %1 局</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eschess::app::PiecePalette</name>
    <message>
        <source>Eraser: a click empties the square</source>
        <translation>橡皮擦：单击清空该格</translation>
    </message>
    <message>
        <source>Eraser</source>
        <translation>橡皮擦</translation>
    </message>
    <message>
        <source>White king</source>
        <translation>白王</translation>
    </message>
    <message>
        <source>Black king</source>
        <translation>黑王</translation>
    </message>
    <message>
        <source>White queen</source>
        <translation>白后</translation>
    </message>
    <message>
        <source>Black queen</source>
        <translation>黑后</translation>
    </message>
    <message>
        <source>White rook</source>
        <translation>白车</translation>
    </message>
    <message>
        <source>Black rook</source>
        <translation>黑车</translation>
    </message>
    <message>
        <source>White bishop</source>
        <translation>白象</translation>
    </message>
    <message>
        <source>Black bishop</source>
        <translation>黑象</translation>
    </message>
    <message>
        <source>White knight</source>
        <translation>白马</translation>
    </message>
    <message>
        <source>Black knight</source>
        <translation>黑马</translation>
    </message>
    <message>
        <source>White pawn</source>
        <translation>白兵</translation>
    </message>
    <message>
        <source>Black pawn</source>
        <translation>黑兵</translation>
    </message>
</context>
<context>
    <name>eschess::app::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>首选项</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>系统默认</translation>
    </message>
    <message>
        <source>Show coordinates</source>
        <translation>显示坐标</translation>
    </message>
    <message>
        <source>Animate moves</source>
        <translation>走棋动画</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> 毫秒</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>语言：</translation>
    </message>
    <message>
        <source>&lt;i&gt;A new language takes effect when Eschess starts again.&lt;/i&gt;</source>
        <translation>&lt;i&gt;新语言将在 Eschess 下次启动时生效。&lt;/i&gt;</translation>
    </message>
    <message>
        <source>Board theme:</source>
        <translation>棋盘配色：</translation>
    </message>
    <message>
        <source>Delay between engine moves:</source>
        <translation>引擎走棋间隔：</translation>
    </message>
    <message>
        <source>Engines play from the opening book in games against a person</source>
        <translation>与人对弈时，引擎按开局库走棋</translation>
    </message>
    <message>
        <source>The book chosen in the Opening Book panel; the engine searches once the book has no move for the position.</source>
        <translation>即“开局库”面板中选定的开局库；当开局库中没有当前局面的着法时，引擎才开始搜索。</translation>
    </message>
    <message>
        <source>Show the engine&apos;s thinking in games against it</source>
        <translation>在与引擎的对局中显示其思考</translation>
    </message>
    <message>
        <source>Off: while you play an engine, its search, output and evaluation stay hidden until the game is over. Games between two engines always show them.</source>
        <translation>关闭时：你与引擎对弈期间，引擎的搜索、输出和评估会一直隐藏到对局结束。两个引擎之间的对局始终显示这些内容。</translation>
    </message>
</context>
<context>
    <name>eschess::app::PromotionChooser</name>
    <message>
        <source>Promotion</source>
        <translation>升变</translation>
    </message>
</context>
<context>
    <name>eschess::app::PvPanel</name>
    <message>
        <source>%1 M</source>
        <translation>%1M</translation>
    </message>
    <message>
        <source>%1 k</source>
        <translation>%1k</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>深度</translation>
    </message>
    <message>
        <source>Best move</source>
        <translation>最佳着法</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>评分</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>The best move after each iteration; bold where it changed</source>
        <translation>每次迭代后的最佳着法；发生变化处以粗体显示</translation>
    </message>
    <message>
        <source>&lt;i&gt;No search yet.&lt;/i&gt;</source>
        <translation>&lt;i&gt;尚未搜索。&lt;/i&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; &amp;nbsp; depth %2/%3 &amp;nbsp; %4 s &amp;nbsp; %5 nodes</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; &amp;nbsp; 深度 %2/%3 &amp;nbsp; %4 秒 &amp;nbsp; %5 节点</translation>
    </message>
    <message>
        <source> &amp;nbsp; %1 n/s</source>
        <translation> &amp;nbsp; %1 节点/秒</translation>
    </message>
    <message>
        <source> &amp;nbsp; (fail high)</source>
        <translation> &amp;nbsp; （fail high）</translation>
    </message>
    <message>
        <source> &amp;nbsp; (fail low)</source>
        <translation> &amp;nbsp; （fail low）</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>Best move per iteration (changes: %1)</source>
        <translation>每次迭代的最佳着法（变化：%1 次）</translation>
    </message>
</context>
<context>
    <name>eschess::app::ReviewDialog</name>
    <message>
        <source>Review Game</source>
        <translation>复盘对局</translation>
    </message>
    <message>
        <source>Eschess: %1</source>
        <translation>Eschess：%1</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>深度</translation>
    </message>
    <message>
        <source>Time per position</source>
        <translation>每个局面的时间</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> 毫秒</translation>
    </message>
    <message>
        <source>%v of %m positions</source>
        <translation>%v / %m 个局面</translation>
    </message>
    <message>
        <source>Every position of the main line is scored; each move is judged by how much it lowers the mover&apos;s chances (docs/analysis.md).</source>
        <translation>主线上的每个局面都会被评分；每步着法按其使走棋方胜算降低的程度来评判（docs/analysis.md）。</translation>
    </message>
    <message>
        <source>&amp;Review</source>
        <translation>复盘(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Cancel Review</source>
        <translation>取消复盘(&amp;C)</translation>
    </message>
    <message>
        <source>Engine:</source>
        <translation>引擎：</translation>
    </message>
    <message>
        <source>Per position:</source>
        <translation>每个局面：</translation>
    </message>
    <message>
        <source>The game has no moves to review.</source>
        <translation>该对局没有可复盘的着法。</translation>
    </message>
    <message>
        <source>Cannot use this engine: %1</source>
        <translation>无法使用此引擎：%1</translation>
    </message>
    <message>
        <source>Review Game — %1%</source>
        <translation>复盘对局 — %1%</translation>
    </message>
    <message>
        <source>Reviewing %1 moves with %2…</source>
        <translation>正在用 %2 复盘 %1 步着法…</translation>
    </message>
    <message>
        <source>Review done: %1 moves annotated. They are in the move list, the evaluation graph and the Game Review panel.</source>
        <translation>复盘完成：已标注 %1 步着法。标注显示在着法列表、评估曲线和“对局复盘”面板中。</translation>
    </message>
    <message>
        <source>The review stopped: %1. %2 of %3 moves are annotated.</source>
        <translation>复盘已停止：%1。已标注 %3 步着法中的 %2 步。</translation>
    </message>
    <message>
        <source>The game changed during the review: the %1 moves still in it are annotated.</source>
        <translation>复盘期间对局发生了变化：已标注仍在对局中的 %1 步着法。</translation>
    </message>
    <message>
        <source>Review cancelled: %1 of %2 moves are annotated.</source>
        <translation>复盘已取消：已标注 %2 步着法中的 %1 步。</translation>
    </message>
</context>
<context>
    <name>eschess::app::ReviewRunner</name>
    <message>
        <source>the engine failed: %1</source>
        <translation>引擎出错：%1</translation>
    </message>
</context>
<context>
    <name>eschess::app::ReviewSummary</name>
    <message>
        <source>Best</source>
        <translation>最佳</translation>
    </message>
    <message>
        <source>Good</source>
        <translation>良好</translation>
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
        <translation>平均损失</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>准确率</translation>
    </message>
    <message>
        <source>The engine&apos;s own move</source>
        <translation>与引擎自己选择的着法相同</translation>
    </message>
    <message>
        <source>Lowers the winning chances by less than 5 points</source>
        <translation>使胜率降低不到 5 个百分点</translation>
    </message>
    <message>
        <source>Inaccuracies: 5 to 10 points</source>
        <translation>欠准确：5 到 10 个百分点</translation>
    </message>
    <message>
        <source>Mistakes: 10 to 15 points</source>
        <translation>错着：10 到 15 个百分点</translation>
    </message>
    <message>
        <source>Blunders: 15 points or more</source>
        <translation>大错：15 个百分点或以上</translation>
    </message>
    <message>
        <source>Average centipawn loss per move</source>
        <translation>每步平均厘兵损失</translation>
    </message>
    <message>
        <source>Accuracy as Lichess computes it (docs/analysis.md)</source>
        <translation>按 Lichess 的方法计算的准确率（docs/analysis.md）</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白方</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黑方</translation>
    </message>
    <message>
        <source>No review yet: Analysis ▸ Review Game…</source>
        <translation>尚未复盘：分析 ▸ 复盘对局…</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>%1 moves reviewed. A move is an inaccuracy (?!), a mistake (?) or a blunder (??) when it lowers the mover&apos;s winning chances by 5, 10 or 15 points.</source>
        <translation>已复盘 %1 步着法。一步着法使走棋方的胜率降低 5、10 或 15 个百分点时，分别记为欠准确 (?!)、错着 (?) 或大错 (??)。</translation>
    </message>
    <message>
        <source>Game Review</source>
        <translation>对局复盘</translation>
    </message>
    <message>
        <source>&amp;Review Game…</source>
        <translation>复盘对局(&amp;R)…</translation>
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
        <translation>状态文件“%1”已存在：请继续那次运行，或删除该文件以重新开始</translation>
    </message>
    <message>
        <source>cannot write the state file &apos;%1&apos;: %2</source>
        <translation>无法写入状态文件“%1”：%2</translation>
    </message>
    <message>
        <source>resuming needs a state file</source>
        <translation>继续运行需要状态文件</translation>
    </message>
    <message>
        <source>cannot read the state file &apos;%1&apos;: %2</source>
        <translation>无法读取状态文件“%1”：%2</translation>
    </message>
    <message>
        <source>%1: not a line of an Eschess state file</source>
        <translation>%1：不是 Eschess 状态文件中的行</translation>
    </message>
    <message>
        <source>%1: not an Eschess state file</source>
        <translation>%1：不是 Eschess 状态文件</translation>
    </message>
    <message>
        <source>%1: state file version %2 is not supported</source>
        <translation>%1：不支持状态文件版本 %2</translation>
    </message>
    <message>
        <source>%1: the state file is of a %2, not of a %3</source>
        <translation>%1：该状态文件属于 %2，而不是 %3</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <source>%1: the run was started with other settings: %2 was %3, now %4</source>
        <translation>%1：该运行开始时的设置不同：%2 原为 %3，现为 %4</translation>
    </message>
    <message>
        <source>%1: the run wrote its games to &apos;%2&apos;, not &apos;%3&apos;</source>
        <translation>%1：该运行将对局写入了“%2”，而不是“%3”</translation>
    </message>
    <message>
        <source>%1: a game line needs game, white, black and result</source>
        <translation>%1：对局行需要 game、white、black 和 result</translation>
    </message>
    <message>
        <source>%1: game %2 is recorded twice</source>
        <translation>%1：第 %2 局被记录了两次</translation>
    </message>
    <message>
        <source>%1: the state file is empty</source>
        <translation>%1：状态文件为空</translation>
    </message>
    <message>
        <source>cannot repair the state file &apos;%1&apos;: %2</source>
        <translation>无法修复状态文件“%1”：%2</translation>
    </message>
    <message>
        <source>the PGN file &apos;%1&apos; has %2 bytes, but the state file recorded %3: it was changed since; the run cannot be resumed safely</source>
        <translation>PGN 文件“%1”有 %2 字节，但状态文件记录的是 %3：该文件此后被改动过；无法安全地继续运行</translation>
    </message>
    <message>
        <source>cannot cut the PGN file &apos;%1&apos; back to its last recorded game: %2</source>
        <translation>无法将 PGN 文件“%1”截断到最后记录的对局：%2</translation>
    </message>
</context>
<context>
    <name>eschess::app::SetupBoard</name>
    <message>
        <source>Board to set up</source>
        <translation>摆放用的棋盘</translation>
    </message>
</context>
<context>
    <name>eschess::app::SetupPositionDialog</name>
    <message>
        <source>Set Up Position</source>
        <translation>摆放局面</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白方</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黑方</translation>
    </message>
    <message>
        <source>Castling</source>
        <translation>王车易位</translation>
    </message>
    <message>
        <source>White O-O</source>
        <translation>白方 O-O</translation>
    </message>
    <message>
        <source>White O-O-O</source>
        <translation>白方 O-O-O</translation>
    </message>
    <message>
        <source>Black O-O</source>
        <translation>黑方 O-O</translation>
    </message>
    <message>
        <source>Black O-O-O</source>
        <translation>黑方 O-O-O</translation>
    </message>
    <message>
        <source>Offered while the king and this rook stand on their starting squares</source>
        <translation>仅当王和这只车都在初始格时可选</translation>
    </message>
    <message>
        <source>Offered where a pawn of the side not to move may just have advanced two squares</source>
        <translation>仅当不走棋一方的兵可能刚前进两格时可选</translation>
    </message>
    <message>
        <source>Plies since the last capture or pawn move (the fifty-move rule counts these)</source>
        <translation>自上次吃子或走兵以来的半回合数（五十回合规则据此计数）</translation>
    </message>
    <message>
        <source>Side to move:</source>
        <translation>走棋方：</translation>
    </message>
    <message>
        <source>En passant:</source>
        <translation>吃过路兵：</translation>
    </message>
    <message>
        <source>Move number:</source>
        <translation>回合数：</translation>
    </message>
    <message>
        <source>Halfmove clock:</source>
        <translation>半回合计数：</translation>
    </message>
    <message>
        <source>Start Position</source>
        <translation>初始局面</translation>
    </message>
    <message>
        <source>Clear Board</source>
        <translation>清空棋盘</translation>
    </message>
    <message>
        <source>Flip Board</source>
        <translation>翻转棋盘</translation>
    </message>
    <message>
        <source>FEN:</source>
        <translation>FEN：</translation>
    </message>
    <message>
        <source>Type or paste a FEN</source>
        <translation>输入或粘贴 FEN</translation>
    </message>
    <message>
        <source>Not a legal position: %1</source>
        <translation>不合法的局面：%1</translation>
    </message>
    <message>
        <source>None</source>
        <translation>无</translation>
    </message>
    <message>
        <source>White is checkmated.</source>
        <translation>白方被将死。</translation>
    </message>
    <message>
        <source>Black is checkmated.</source>
        <translation>黑方被将死。</translation>
    </message>
    <message>
        <source>Stalemate: White has no legal move.</source>
        <translation>逼和：白方无合法着法。</translation>
    </message>
    <message>
        <source>Stalemate: Black has no legal move.</source>
        <translation>逼和：黑方无合法着法。</translation>
    </message>
    <message>
        <source>White to move, in check.</source>
        <translation>白方走棋，被将军。</translation>
    </message>
    <message>
        <source>Black to move, in check.</source>
        <translation>黑方走棋，被将军。</translation>
    </message>
    <message>
        <source>White to move.</source>
        <translation>白方走棋。</translation>
    </message>
    <message>
        <source>Black to move.</source>
        <translation>黑方走棋。</translation>
    </message>
    <message>
        <source>Chess960 castling</source>
        <translation>Chess960 易位</translation>
    </message>
    <message>
        <source>King anywhere on its first rank, castling with the outermost rook on either side</source>
        <translation>王可在己方底线任意位置，与每一侧最外侧的车易位</translation>
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
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>Late-move reductions applied / re-searches after a reduced or null-window search failed high</source>
        <translation>已应用的后期着法缩减 / 缩减搜索或零窗口搜索 fail high 后的重新搜索</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>深度</translation>
    </message>
    <message>
        <source>Sel</source>
        <translation>选择深度</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>节点</translation>
    </message>
    <message>
        <source>Q-nodes</source>
        <translation>Q 节点</translation>
    </message>
    <message>
        <source>β-cuts</source>
        <translation>β 剪枝</translation>
    </message>
    <message>
        <source>1st cut</source>
        <translation>首着剪枝</translation>
    </message>
    <message>
        <source>TT hit</source>
        <translation>TT 命中</translation>
    </message>
    <message>
        <source>Null cuts</source>
        <translation>空着剪枝</translation>
    </message>
    <message>
        <source>Red. / re-s.</source>
        <translation>缩减 / 重搜</translation>
    </message>
    <message>
        <source>EBF</source>
        <translation>EBF</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>NPS</source>
        <translation>节点/秒</translation>
    </message>
    <message>
        <source>Nominal depth of the iteration (plies)</source>
        <translation>迭代的名义深度（半回合）</translation>
    </message>
    <message>
        <source>Selective depth: the deepest ply reached, quiescence included</source>
        <translation>选择性深度：到达的最深半回合，含静态搜索</translation>
    </message>
    <message>
        <source>Positions visited in this iteration (external engines: total so far)</source>
        <translation>本次迭代访问的局面数（外部引擎：迄今总数）</translation>
    </message>
    <message>
        <source>Of which in the quiescence search</source>
        <translation>其中在静态搜索中的</translation>
    </message>
    <message>
        <source>Beta cut-offs: moves that refuted the opponent&apos;s previous move</source>
        <translation>Beta 剪枝：驳倒对方上一步着法的着法</translation>
    </message>
    <message>
        <source>Share of cut-offs made by the first move searched: move-ordering quality</source>
        <translation>由第一个搜索的着法产生的剪枝比例：着法排序质量</translation>
    </message>
    <message>
        <source>Share of transposition-table probes that found the position</source>
        <translation>置换表查询中找到该局面的比例</translation>
    </message>
    <message>
        <source>Cut-offs by null-move pruning</source>
        <translation>空着裁剪产生的剪枝</translation>
    </message>
    <message>
        <source>Late-move reductions / re-searches</source>
        <translation>后期着法缩减 / 重新搜索</translation>
    </message>
    <message>
        <source>Effective branching factor: nodes of this depth / nodes of the previous one</source>
        <translation>有效分支因子：本深度节点数 / 上一深度节点数</translation>
    </message>
    <message>
        <source>Time since the search started</source>
        <translation>自搜索开始的时间</translation>
    </message>
    <message>
        <source>Nodes per second</source>
        <translation>每秒节点数</translation>
    </message>
</context>
<context>
    <name>eschess::app::StatsPanel</name>
    <message>
        <source>This search</source>
        <translation>本次搜索</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>比较</translation>
    </message>
</context>
<context>
    <name>eschess::app::SuiteHistory</name>
    <message>
        <source>cannot create the folder %1</source>
        <translation>无法创建文件夹 %1</translation>
    </message>
</context>
<context>
    <name>eschess::app::SuitePanel</name>
    <message>
        <source>%v / %m positions</source>
        <translation>%v / %m 个局面</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>导出 CSV…</translation>
    </message>
    <message>
        <source>Export JSON…</source>
        <translation>导出 JSON…</translation>
    </message>
    <message>
        <source>Double-click a position to analyse it on the board.</source>
        <translation>双击某个局面即可在棋盘上分析。</translation>
    </message>
    <message>
        <source>Solved positions</source>
        <translation>已解局面</translation>
    </message>
    <message>
        <source>Positions</source>
        <translation>局面</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>汇总</translation>
    </message>
    <message>
        <source>Chart</source>
        <translation>图表</translation>
    </message>
    <message>
        <source>Export CSV</source>
        <translation>导出 CSV</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <source>Export JSON</source>
        <translation>导出 JSON</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>JSON 文件 (*.json)</translation>
    </message>
    <message>
        <source>A suite is already running.</source>
        <translation>已有测试集正在运行。</translation>
    </message>
    <message>
        <source>Cannot read the suite %1: %2</source>
        <translation>无法读取测试集 %1：%2</translation>
    </message>
    <message>
        <source>The suite has no usable positions.</source>
        <translation>该测试集没有可用的局面。</translation>
    </message>
    <message>
        <source>Engine &apos;%1&apos;: %2</source>
        <translation>引擎“%1”：%2</translation>
    </message>
    <message>
        <source>Choose at least one engine.</source>
        <translation>请至少选择一个引擎。</translation>
    </message>
    <message>
        <source>Running %1 (%2)…</source>
        <translation>正在运行 %1 (%2)…</translation>
    </message>
    <message numerus="yes">
        <source>Running %1 (%2); %n bad line(s) skipped.</source>
        <translation>
            <numerusform>正在运行 %1 (%2)；已跳过 %n 个错误行。</numerusform>
        </translation>
    </message>
    <message>
        <source>(cancelled; finished positions kept)</source>
        <translation>（已取消；已完成的局面保留）</translation>
    </message>
    <message>
        <source>(not saved for later comparison: %1)</source>
        <translation>（未保存以供日后比较：%1）</translation>
    </message>
    <message>
        <source>%1: %2 solved, Bratko-Kopec score %3</source>
        <translation>%1：解出 %2，Bratko-Kopec 得分 %3</translation>
    </message>
    <message>
        <source>(last run: %1)</source>
        <translation>（上次运行：%1）</translation>
    </message>
    <message>
        <source>The paper behind the score maps about 5 points to a rating of 1600–1799 — a rough estimate for its time limits of 30–120 s, not a rating.</source>
        <translation>该得分出自的论文将约 5 分对应为 1600–1799 的等级分——这是针对其 30–120 秒时限的粗略估计，而非等级分。</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>深度</translation>
    </message>
    <message>
        <source>Time to solution (ms)</source>
        <translation>解题时间（毫秒）</translation>
    </message>
    <message>
        <source>Solved</source>
        <translation>已解</translation>
    </message>
    <message numerus="yes">
        <source>Engine %1 failed %n time(s), last: %2. Given up: its remaining positions were skipped.</source>
        <translation>
            <numerusform>引擎 %1 出错 %n 次，最后一次：%2。已放弃：跳过其余局面。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Engine %1 failed %n time(s), last: %2. Restarted for the next position each time.</source>
        <translation>
            <numerusform>引擎 %1 出错 %n 次，最后一次：%2。每次都已重新启动，继续下一个局面。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eschess::app::SuiteResultsModel</name>
    <message>
        <source>%1 ms</source>
        <translation>%1 毫秒</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>lever</source>
        <translation>兵杠杆</translation>
    </message>
    <message>
        <source>tactical</source>
        <translation>战术</translation>
    </message>
    <message>
        <source>mate %1</source>
        <translation>将死 %1</translation>
    </message>
    <message>
        <source> or </source>
        <translation> 或 </translation>
    </message>
    <message>
        <source>not %1</source>
        <translation>非 %1</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>mate in %1</source>
        <translation>%1 步将死</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>类别</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>引擎</translation>
    </message>
    <message>
        <source>Limit</source>
        <translation>限制</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>预期</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>实际走法</translation>
    </message>
    <message>
        <source>Solved</source>
        <translation>已解</translation>
    </message>
    <message>
        <source>Time to solution</source>
        <translation>解题时间</translation>
    </message>
    <message>
        <source>Depth to solution</source>
        <translation>解题深度</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>节点</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>评分</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>%1 cp</source>
        <translation>%1 cp</translation>
    </message>
    <message>
        <source>%1 vs %2</source>
        <translation>%1，对比 %2</translation>
    </message>
    <message>
        <source>Searched again side by side, %1 scored %2 cp above %3 at depth %4: the evaluation prefers the played move.</source>
        <translation>并列重新搜索时，%1 在深度 %4 比 %3 高 %2 cp：评估更偏好所走的着法。</translation>
    </message>
    <message>
        <source>Searched again side by side, %1 scored %2 cp above %3 at depth %4: the full search passed over a move it rates higher when it looks at it.</source>
        <translation>并列重新搜索时，%1 在深度 %4 比 %3 高 %2 cp：完整搜索略过了一步它仔细查看时评价更高的着法。</translation>
    </message>
    <message>
        <source>Miss margin</source>
        <translation>失误差距</translation>
    </message>
</context>
<context>
    <name>eschess::app::SuiteRunner</name>
    <message>
        <source>%1 ms</source>
        <translation>%1 毫秒</translation>
    </message>
    <message>
        <source>depth %1</source>
        <translation>深度 %1</translation>
    </message>
    <message>
        <source>sweep to depth %1 (%2 s)</source>
        <translation>逐层搜索至深度 %1（%2 秒）</translation>
    </message>
    <message>
        <source>the engine could not be created</source>
        <translation>无法创建引擎</translation>
    </message>
    <message>
        <source>%1 nodes</source>
        <translation>%1 个节点</translation>
    </message>
</context>
<context>
    <name>eschess::app::SuiteSetupDialog</name>
    <message>
        <source>Run a test suite</source>
        <translation>运行测试集</translation>
    </message>
    <message>
        <source>Suite</source>
        <translation>测试集</translation>
    </message>
    <message>
        <source>EPD file…</source>
        <translation>EPD 文件…</translation>
    </message>
    <message>
        <source>Open EPD file…</source>
        <translation>打开 EPD 文件…</translation>
    </message>
    <message>
        <source>Engines</source>
        <translation>引擎</translation>
    </message>
    <message>
        <source>more engines, separated by &apos;;&apos; — e.g. /usr/games/stockfish,Threads=1</source>
        <translation>更多引擎，以“;”分隔——例如 /usr/games/stockfish,Threads=1</translation>
    </message>
    <message>
        <source>Limit per position</source>
        <translation>每个局面的限制</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>Fixed depth</source>
        <translation>固定深度</translation>
    </message>
    <message>
        <source>Depth sweep</source>
        <translation>逐层深度</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> 毫秒</translation>
    </message>
    <message>
        <source>up to depth </source>
        <translation>最大深度 </translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>The sweep ends after the first depth at which a search takes longer than this.</source>
        <translation>当某一深度的搜索用时超过此值后，逐层搜索即结束。</translation>
    </message>
    <message>
        <source>timeout</source>
        <translation>超时</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>Positions searched at the same time, each by an engine instance of its own.</source>
        <translation>同时搜索的局面数，每个局面使用独立的引擎实例。</translation>
    </message>
    <message>
        <source>Multiplies the Bratko-Kopec checkpoints of 30, 60, 90 and 120 seconds; use 0.1 for a machine ten times faster than the paper&apos;s.</source>
        <translation>乘以 Bratko-Kopec 的 30、60、90 和 120 秒检查点；若机器比论文所用的快十倍，请用 0.1。</translation>
    </message>
    <message>
        <source>Jobs at once:</source>
        <translation>同时任务数：</translation>
    </message>
    <message>
        <source>Bratko-Kopec time scale:</source>
        <translation>Bratko-Kopec 时间倍率：</translation>
    </message>
    <message>
        <source>Open EPD file</source>
        <translation>打开 EPD 文件</translation>
    </message>
    <message>
        <source>EPD files (*.epd);;All files (*)</source>
        <translation>EPD 文件 (*.epd);;所有文件 (*)</translation>
    </message>
    <message numerus="yes">
        <source>%n position(s)</source>
        <translation>
            <numerusform>%n 个局面</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) skipped:</source>
        <translation>
            <numerusform>已跳过 %n 行：</numerusform>
        </translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>节点</translation>
    </message>
    <message>
        <source>The same search on any machine and under any load: results compare across machines, and other work may run meanwhile.</source>
        <translation>在任何机器、任何负载下都是同一次搜索：结果可在不同机器之间比较，同时也可以运行其他任务。</translation>
    </message>
    <message>
        <source>Measure each miss&apos;s margin</source>
        <translation>测量每次失误的差距</translation>
    </message>
    <message>
        <source>After a miss, search the position again with the same limit, comparing only the played move and the expected ones: how far the expected move trailed. Not for depth sweeps.</source>
        <translation>失误后以相同限制重新搜索该局面，只比较所走的着法和期望的着法：期望的着法落后多少。不适用于深度扫描。</translation>
    </message>
</context>
<context>
    <name>eschess::app::SuiteSummaryModel</name>
    <message>
        <source>all</source>
        <translation>全部</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>引擎</translation>
    </message>
    <message>
        <source>Limit</source>
        <translation>限制</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>类别</translation>
    </message>
    <message>
        <source>Solved</source>
        <translation>已解</translation>
    </message>
    <message>
        <source>Positions</source>
        <translation>局面</translation>
    </message>
    <message>
        <source>Solved %</source>
        <translation>解出率 %</translation>
    </message>
    <message>
        <source>BK points</source>
        <translation>BK 得分</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>节点</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>时间</translation>
    </message>
</context>
<context>
    <name>eschess::app::TimeControl</name>
    <message>
        <source>time control &apos;%1&apos;: %2</source>
        <translation>时间控制“%1”：%2</translation>
    </message>
    <message>
        <source>empty; expected e.g. 40/60+0.6 or 10+0.1</source>
        <translation>为空；应为例如 40/60+0.6 或 10+0.1</translation>
    </message>
    <message>
        <source>moves per period &apos;%1&apos; must be a positive whole number</source>
        <translation>每个时段步数“%1”必须是正整数</translation>
    </message>
    <message>
        <source>time &apos;%1&apos; is not a number of seconds</source>
        <translation>时间“%1”不是秒数</translation>
    </message>
    <message>
        <source>increment &apos;%1&apos; is not a number of seconds</source>
        <translation>加秒“%1”不是秒数</translation>
    </message>
    <message>
        <source>no time at all</source>
        <translation>完全没有时间</translation>
    </message>
    <message>
        <source>untimed</source>
        <translation>不限时</translation>
    </message>
    <message>
        <source>movetime %1 ms</source>
        <translation>每步 %1 毫秒</translation>
    </message>
    <message>
        <source>depth %1</source>
        <translation>深度 %1</translation>
    </message>
    <message>
        <source>nodes %1</source>
        <translation>节点 %1</translation>
    </message>
    <message>
        <source>milliseconds per move must be a whole number from 1 to %1</source>
        <translation>每步毫秒数必须是 1 到 %1 之间的整数</translation>
    </message>
    <message>
        <source>the depth must be a whole number from 1 to %1</source>
        <translation>深度必须是 1 到 %1 之间的整数</translation>
    </message>
    <message>
        <source>nodes per move must be a whole number from 1 to %1</source>
        <translation>每步节点数必须是 1 到 %1 之间的整数</translation>
    </message>
</context>
<context>
    <name>eschess::app::TimeControlEdit</name>
    <message>
        <source>Clock (moves/seconds+increment)</source>
        <translation>棋钟（步数/秒+加秒）</translation>
    </message>
    <message>
        <source>Time per move (ms)</source>
        <translation>每步时间（毫秒）</translation>
    </message>
    <message>
        <source>Fixed depth</source>
        <translation>固定深度</translation>
    </message>
    <message>
        <source>Nodes per move</source>
        <translation>每步节点数</translation>
    </message>
</context>
<context>
    <name>eschess::app::TournamentDialog</name>
    <message>
        <source>Resume tournament</source>
        <translation>继续锦标赛</translation>
    </message>
    <message>
        <source>New tournament</source>
        <translation>新锦标赛</translation>
    </message>
    <message>
        <source>%1 (UCI)</source>
        <translation>%1 (UCI)</translation>
    </message>
    <message>
        <source>options, e.g. Depth=3, Hash=64</source>
        <translation>选项，例如 Depth=3, Hash=64</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>添加(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>移除(&amp;R)</translation>
    </message>
    <message>
        <source>Engine:</source>
        <translation>引擎：</translation>
    </message>
    <message>
        <source>&amp;Engines:</source>
        <translation>引擎(&amp;E)：</translation>
    </message>
    <message>
        <source>Round robin (everyone against everyone)</source>
        <translation>循环赛（每个引擎与其他所有引擎对局）</translation>
    </message>
    <message>
        <source>Gauntlet (the first engine against the others)</source>
        <translation>车轮战（第一个引擎对其余所有引擎）</translation>
    </message>
    <message>
        <source>Swiss</source>
        <translation>瑞士制</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>赛制(&amp;F)：</translation>
    </message>
    <message>
        <source>&amp;Games per pairing:</source>
        <translation>每组配对的对局数(&amp;G)：</translation>
    </message>
    <message>
        <source>automatic</source>
        <translation>自动</translation>
    </message>
    <message>
        <source>Swiss &amp;rounds:</source>
        <translation>瑞士制轮数(&amp;R)：</translation>
    </message>
    <message>
        <source>&amp;Time control:</source>
        <translation>时间控制(&amp;T)：</translation>
    </message>
    <message>
        <source>none: the standard position</source>
        <translation>无：标准初始局面</translation>
    </message>
    <message>
        <source>&amp;Openings (EPD, PGN or book):</source>
        <translation>开局（EPD、PGN 或开局库）(&amp;O)：</translation>
    </message>
    <message>
        <source>Openings (*.epd *.pgn *.bin);;All files (*)</source>
        <translation>开局 (*.epd *.pgn *.bin);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Book: always the best move</source>
        <translation>开局库：总是走最佳着法</translation>
    </message>
    <message>
        <source> plies</source>
        <translation> 半回合</translation>
    </message>
    <message>
        <source>up to</source>
        <translation>最多</translation>
    </message>
    <message>
        <source>&amp;Seed:</source>
        <translation>种子(&amp;S)：</translation>
    </message>
    <message>
        <source>&amp;Concurrency:</source>
        <translation>并发数(&amp;C)：</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>无限制</translation>
    </message>
    <message>
        <source>Draw after &amp;moves:</source>
        <translation>判和步数(&amp;M)：</translation>
    </message>
    <message>
        <source>&amp;PGN file:</source>
        <translation>PGN 文件(&amp;P)：</translation>
    </message>
    <message>
        <source>PGN files (*.pgn)</source>
        <translation>PGN 文件 (*.pgn)</translation>
    </message>
    <message>
        <source>the PGN file&apos;s name with .state</source>
        <translation>PGN 文件名加上 .state</translation>
    </message>
    <message>
        <source>&amp;State file:</source>
        <translation>状态文件(&amp;S)：</translation>
    </message>
    <message>
        <source>State files (*.state);;All files (*)</source>
        <translation>状态文件 (*.state);;所有文件 (*)</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>继续(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>开始(&amp;S)</translation>
    </message>
    <message>
        <source>Continues the tournament recorded in the state file: the games it lists are kept, the rest are played. The settings must be the ones it was started with, except that more games per pairing (in a Swiss, more rounds) extend it.</source>
        <translation>继续状态文件中记录的锦标赛：其中列出的对局将保留，其余对局将继续进行。设置必须与锦标赛开始时的设置相同；只有增加每对的对局数（瑞士制则增加轮数）才能延长比赛。</translation>
    </message>
    <message>
        <source>add at least two engines</source>
        <translation>请至少添加两个引擎</translation>
    </message>
    <message>
        <source>the state file &apos;%1&apos; holds a tournament already: resume it (Tools ▸ Resume tournament), or choose another state file</source>
        <translation>状态文件“%1”中已有一个锦标赛：请继续该锦标赛（工具 ▸ 继续锦标赛），或选择另一个状态文件</translation>
    </message>
    <message>
        <source>Chess960</source>
        <translation>Chess960（菲舍尔任意制象棋）</translation>
    </message>
    <message>
        <source>Fischer random chess: games from the 960 starting positions, drawn by the seed, or from the openings file played as Chess960</source>
        <translation>菲舍尔任意制象棋：按种子抽取 960 个初始局面开局，或把开局文件按 Chess960 下</translation>
    </message>
    <message>
        <source>a Polyglot book holds standard chess&apos;s openings: choose an EPD or PGN file, or none, for Chess960</source>
        <translation>Polyglot 开局库只含标准象棋的开局：Chess960 请选择 EPD 或 PGN 文件，或不选</translation>
    </message>
</context>
<context>
    <name>eschess::app::TournamentPanel</name>
    <message>
        <source>No tournament</source>
        <translation>无锦标赛</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>停止(&amp;S)</translation>
    </message>
    <message>
        <source>Show on the board:</source>
        <translation>在棋盘上显示：</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>引擎</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>积分</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>对局</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>得分</translation>
    </message>
    <message>
        <source>Elo</source>
        <translation>Elo</translation>
    </message>
    <message>
        <source>95% interval</source>
        <translation>95% 区间</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>排名</translation>
    </message>
    <message>
        <source>Crosstable</source>
        <translation>交叉表</translation>
    </message>
    <message>
        <source>Rating after each game (fitted over all games, mean 0)</source>
        <translation>每局后的等级分（基于全部对局拟合，均值为 0）</translation>
    </message>
    <message>
        <source>games</source>
        <translation>对局</translation>
    </message>
    <message>
        <source>Rating chart</source>
        <translation>等级分图</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>对局</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白方</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黑方</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Opening</source>
        <translation>开局</translation>
    </message>
    <message>
        <source>Termination</source>
        <translation>结束方式</translation>
    </message>
    <message>
        <source>Double-click a game to open it</source>
        <translation>双击对局即可打开</translation>
    </message>
    <message>
        <source>Error: %1</source>
        <translation>错误：%1</translation>
    </message>
    <message>
        <source>not started</source>
        <translation>未开始</translation>
    </message>
    <message>
        <source>running</source>
        <translation>进行中</translation>
    </message>
    <message>
        <source>stopping</source>
        <translation>正在停止</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>已结束</translation>
    </message>
    <message>
        <source>%1: %2 of %3 games played, %4 engines — %5</source>
        <translation>%1：%3 局中已下 %2 局，%4 个引擎 — %5</translation>
    </message>
    <message>
        <source>Game %1: %2 – %3</source>
        <translation>第 %1 局：%2 – %3</translation>
    </message>
</context>
<context>
    <name>eschess::app::TournamentRunner</name>
    <message>
        <source>a tournament needs at least two engines</source>
        <translation>锦标赛至少需要两个引擎</translation>
    </message>
    <message>
        <source>the number of games per pairing must be at least 1</source>
        <translation>每组配对的对局数至少为 1</translation>
    </message>
    <message>
        <source>the gauntlet engine must be one of the %1 engines</source>
        <translation>车轮战的主引擎必须是这 %1 个引擎之一</translation>
    </message>
    <message>
        <source>a Swiss tournament needs at least three engines (two play a match)</source>
        <translation>瑞士制锦标赛至少需要三个引擎（两个引擎请进行对抗赛）</translation>
    </message>
    <message>
        <source>resuming needs the state file of the run</source>
        <translation>继续运行需要该次运行的状态文件</translation>
    </message>
    <message>
        <source>there is no state file &apos;%1&apos; to resume from</source>
        <translation>没有可供继续运行的状态文件“%1”</translation>
    </message>
    <message>
        <source>the opening book &apos;%1&apos; has no moves</source>
        <translation>开局库“%1”中没有着法</translation>
    </message>
    <message>
        <source>cannot write the PGN file &apos;%1&apos;: %2</source>
        <translation>无法写入 PGN 文件“%1”：%2</translation>
    </message>
    <message>
        <source>the state file &apos;%1&apos; has game %2 between other players than this tournament pairs</source>
        <translation>状态文件“%1”中第 %2 局的对阵双方与本锦标赛的配对不符</translation>
    </message>
    <message>
        <source>the state file &apos;%1&apos; records game %2, which this tournament does not have</source>
        <translation>状态文件“%1”记录了第 %2 局，但本锦标赛中没有这一局</translation>
    </message>
    <message>
        <source>an engine could not be started: %1</source>
        <translation>无法启动引擎：%1</translation>
    </message>
    <message>
        <source>cannot record the finished game: %1</source>
        <translation>无法记录已结束的对局：%1</translation>
    </message>
</context>
<context>
    <name>eschess::app::TreeExplorer</name>
    <message>
        <source>no recording searcher available</source>
        <translation>没有可记录搜索树的搜索器</translation>
    </message>
    <message>
        <source>options, e.g. Hash=16</source>
        <translation>选项，例如 Hash=16</translation>
    </message>
    <message>
        <source>depth </source>
        <translation>深度 </translation>
    </message>
    <message>
        <source>Recording stops after this many nodes</source>
        <translation>记录到这么多节点后停止</translation>
    </message>
    <message>
        <source> nodes</source>
        <translation> 节点</translation>
    </message>
    <message>
        <source>Record</source>
        <translation>记录</translation>
    </message>
    <message>
        <source>Record a shallow search to explore its tree.</source>
        <translation>记录一次浅层搜索以浏览其搜索树。</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>Recording %1 to depth %2…</source>
        <translation>正在记录 %1 至深度 %2…</translation>
    </message>
    <message>
        <source>%1 recorded no tree: this searcher does not support the tree recorder.</source>
        <translation>%1 未记录搜索树：此搜索器不支持搜索树记录。</translation>
    </message>
    <message>
        <source>%1, depth %2: %3 nodes recorded (%4 not searched), search %5 nodes, %6 s.</source>
        <translation>%1，深度 %2：记录了 %3 个节点（%4 个未搜索），搜索 %5 个节点，%6 秒。</translation>
    </message>
    <message>
        <source>The node budget of %1 ran out: only the start of the search is shown.</source>
        <translation>%1 个节点的预算已用完：仅显示搜索的开始部分。</translation>
    </message>
    <message>
        <source>Root position</source>
        <translation>根局面</translation>
    </message>
    <message>
        <source>Not searched: a cut-off above made it irrelevant.</source>
        <translation>未搜索：上层的剪枝使其无关紧要。</translation>
    </message>
    <message>
        <source>%1 node, score %2 (side to move), %3 children</source>
        <translation>%1 节点，评分 %2（走棋方），%3 个子节点</translation>
    </message>
</context>
<context>
    <name>eschess::app::TreeGraphView</name>
    <message numerus="yes">
        <source>%n more</source>
        <translation>
            <numerusform>另有 %n 个</numerusform>
        </translation>
    </message>
    <message>
        <source>Moves not searched because of a cut-off: %1</source>
        <translation>因剪枝而未搜索的着法：%1</translation>
    </message>
</context>
<context>
    <name>eschess::app::TreeModel</name>
    <message>
        <source>(null)</source>
        <translation>（空着）</translation>
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
        <translation>叶</translation>
    </message>
    <message>
        <source>not searched</source>
        <translation>未搜索</translation>
    </message>
    <message>
        <source>Not searched: a cut-off above made this move irrelevant</source>
        <translation>未搜索：上层的剪枝使此着法无关紧要</translation>
    </message>
    <message>
        <source>Root position</source>
        <translation>根局面</translation>
    </message>
    <message>
        <source>root</source>
        <translation>根</translation>
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
        <translation>着法</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>评分</translation>
    </message>
    <message>
        <source>α, β</source>
        <translation>α, β</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Cut by</source>
        <translation>剪枝着法</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>标记</translation>
    </message>
    <message>
        <source>Score from the view of the side to move at the node</source>
        <translation>从该节点走棋方角度的评分</translation>
    </message>
    <message>
        <source>Alpha-beta window on entry, side to move&apos;s view</source>
        <translation>进入时的 alpha-beta 窗口，走棋方角度</translation>
    </message>
    <message>
        <source>PV: score inside the window; cut: failed high; all: failed low</source>
        <translation>PV：评分在窗口内；cut：fail high；all：fail low</translation>
    </message>
    <message>
        <source>The move that caused the beta cut-off</source>
        <translation>引起 beta 剪枝的着法</translation>
    </message>
    <message>
        <source>TT: transposition-table hit; Q: quiescence search</source>
        <translation>TT：置换表命中；Q：静态搜索</translation>
    </message>
</context>
<context>
    <name>eschess::app::TreeRunner</name>
    <message>
        <source>A tree search is already running</source>
        <translation>已有搜索树搜索正在运行</translation>
    </message>
    <message>
        <source>The depth must be at least 1</source>
        <translation>深度至少为 1</translation>
    </message>
</context>
<context>
    <name>eschess::app::UciEngine</name>
    <message>
        <source>%1 sent a line longer than %2 bytes</source>
        <translation>%1 发送了超过 %2 字节的行</translation>
    </message>
    <message>
        <source>%1 sent more than %2 unusable lines; last: %3</source>
        <translation>%1 发送了超过 %2 行无法使用的内容；最后一行：%3</translation>
    </message>
    <message>
        <source>%1 announced more than %2 options</source>
        <translation>%1 声明了超过 %2 个选项</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1: %2 (position %3)</source>
        <translation>%1：%2（局面 %3）</translation>
    </message>
    <message>
        <source>%1 did not answer &apos;uci&apos; with &apos;uciok&apos; within %2 s</source>
        <translation>%1 未在 %2 秒内以 &apos;uciok&apos; 回应 &apos;uci&apos;</translation>
    </message>
    <message>
        <source>%1 did not answer &apos;isready&apos; within %2 s</source>
        <translation>%1 未在 %2 秒内回应 &apos;isready&apos;</translation>
    </message>
    <message>
        <source>%1 did not answer &apos;stop&apos; with a bestmove</source>
        <translation>%1 未以 bestmove 回应 &apos;stop&apos;</translation>
    </message>
    <message>
        <source>%1 stalled: no bestmove in time</source>
        <translation>%1 停滞：未及时给出 bestmove</translation>
    </message>
    <message>
        <source>%1 could not be started (%2): %3</source>
        <translation>%1 无法启动（%2）：%3</translation>
    </message>
    <message>
        <source>%1: process error: %2</source>
        <translation>%1：进程错误：%2</translation>
    </message>
    <message>
        <source>%1 crashed</source>
        <translation>%1 崩溃了</translation>
    </message>
    <message>
        <source>%1 exited unexpectedly (exit code %2)</source>
        <translation>%1 意外退出（退出码 %2）</translation>
    </message>
    <message>
        <source>%1 cannot play Chess960: it has no UCI_Chess960 option</source>
        <translation>%1 不能下 Chess960：它没有 UCI_Chess960 选项</translation>
    </message>
    <message>
        <source>%1 cannot be set up as asked: %2</source>
        <translation>无法按要求设置 %1：%2</translation>
    </message>
    <message>
        <source>%1 refused its settings: %2</source>
        <translation>%1 拒绝了它的设置：%2</translation>
    </message>
    <message>
        <source>%1 announced the option &apos;%2&apos; twice; the later announcement counts</source>
        <translation>%1 两次声明了选项“%2”；以后一次声明为准</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Play, watch and analyse chess games.</source>
        <translation>下棋、观看和分析国际象棋对局。</translation>
    </message>
    <message>
        <source>Render the documentation&apos;s screenshots into &lt;dir&gt; and quit.</source>
        <translation>将文档截图渲染到 &lt;dir&gt; 后退出。</translation>
    </message>
    <message>
        <source>Quit &lt;ms&gt; milliseconds after the window is shown.</source>
        <translation>窗口显示 &lt;ms&gt; 毫秒后退出。</translation>
    </message>
    <message>
        <source>A PGN file to open.</source>
        <translation>要打开的 PGN 文件。</translation>
    </message>
    <message>
        <source>eschess: --quit-after needs a number of milliseconds (0 or more), not &apos;%1&apos;</source>
        <translation>eschess：--quit-after 需要毫秒数（0 或更多），而不是“%1”</translation>
    </message>
</context>
</TS>
