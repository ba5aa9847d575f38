#include "app/ui/search/searchscreenshots.h"

#include "app/core/analysiscontroller.h"
#include "app/core/localengine.h"
#include "app/core/search/treerunner.h"
#include "app/ui/mainwindow.h"
#include "app/ui/search/comparepanel.h"
#include "app/ui/search/depthchart.h"
#include "app/ui/search/pvpanel.h"
#include "app/ui/search/statspanel.h"
#include "app/ui/search/treeexplorer.h"
#include "app/ui/search/treegraphview.h"

#include <QApplication>
#include <QDir>
#include <QEventLoop>
#include <QTabWidget>
#include <QTextStream>
#include <QTimer>

namespace eschess::app {

namespace {

const char* kMiddlegame = "r1bqrnk1/pp2bppp/2p2n2/3p2B1/3P4/2NBPN2/PPQ2PPP/R4RK1 w - - 7 11";

bool save(QWidget* w, const QString& dir, const char* name) {
    w->show();
    QApplication::processEvents();
    const QString file = QDir(dir).filePath(QString::fromLatin1(name));
    const bool ok = w->grab().save(file);
    QTextStream(stderr) << (ok ? "wrote " : "FAILED ") << file << '\n';
    return ok;
}

// Runs a searcher to a depth and hands every update to sink.
template <class Sink>
void runSearch(const char* name, const Position& pos, int depth, int multiPv, Sink sink) {
    auto searcher = makeSearcher(name);
    if (!searcher) return;
    SearchLimits limits;
    limits.depth = depth;
    limits.multiPv = multiPv;
    SearchCallbacks cb;
    cb.onInfo = [&](const SearchInfo& info) { sink(toEngineInfo(info)); };
    searcher->search(pos, limits, cb);
}

} // namespace

int renderSearchScreenshots(const QString& dir) {
    QDir().mkpath(dir);
    const Position pos = *Position::fromFen(kMiddlegame);
    int failures = 0;

    StatsPanel stats;
    stats.resize(640, 340);
    stats.reset(pos);
    runSearch("eschess", pos, 12, 1, [&](const EngineInfo& i) { stats.addInfo(i); });
    failures += !save(&stats, dir, "search-stats.png");

    stats.tabs()->setCurrentWidget(stats.comparePanel());
    stats.resize(720, 560);
    QEventLoop loop;
    QObject::connect(stats.comparePanel()->runner(), &CompareRunner::finished, &loop, &QEventLoop::quit);
    stats.comparePanel()->run({QStringLiteral("minimax"), {}}, {QStringLiteral("alphabeta"), {}}, 4);
    if (stats.comparePanel()->runner()->isRunning()) loop.exec();
    failures += !save(&stats, dir, "search-compare.png");

    PvPanel pv;
    pv.resize(520, 420);
    pv.reset(pos);
    runSearch("eschess", pos, 11, 3, [&](const EngineInfo& i) { pv.addInfo(i); });
    pv.refreshNow();
    failures += !save(&pv, dir, "search-pv.png");

    DepthChart chart;
    chart.resize(820, 560);
    chart.reset(pos);
    runSearch("eschess", pos, 13, 1, [&](const EngineInfo& i) { chart.addInfo(i); });
    chart.refreshNow();
    failures += !save(&chart, dir, "search-depth.png");

    // A small tree that the drawing shows whole: alpha-beta, 3 plies, few legal moves.
    const Position endgame = *Position::fromFen("8/8/8/3k4/8/3K4/3P4/8 w - - 0 1");
    TreeExplorer tree;
    tree.resize(1100, 640);
    tree.show();
    QApplication::processEvents();
    tree.showTree(TreeRunner::record(endgame, {QStringLiteral("alphabeta"), {}}, 3, 200000));
    int node = 0;
    for (int ply = 0; ply < 2 && !tree.model()->children(node).empty(); ++ply)
        node = tree.model()->children(node).front();
    tree.selectNode(node);
    failures += !save(&tree, dir, "search-tree.png");

    // The middlegame tree: too big to draw whole, drawn from the root two plies down.
    tree.showTree(TreeRunner::record(pos, {QStringLiteral("alphabeta"), {}}, 3, 200000));
    failures += !save(&tree, dir, "search-tree-large.png");

    // The whole window while analysing, the search docks at the bottom.
    MainWindow window;
    window.resize(1280, 900);
    window.show();
    window.analysis()->start();
    QEventLoop wait;
    QTimer::singleShot(3000, &wait, &QEventLoop::quit);
    wait.exec();
    window.analysis()->stop();
    QApplication::processEvents();
    failures += !save(&window, dir, "search-window.png");
    return failures;
}

} // namespace eschess::app
