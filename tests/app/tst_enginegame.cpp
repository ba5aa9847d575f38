// Issue 25, "watching an engine think": in games with engines the search panels, the
// engine-output panes and the evaluation bar follow the engine whose turn it is; a person
// playing an engine does not see its thinking unless the preferences say so; the engine's score
// and the clock go into the exported PGN; and the window never stalls while two engines play.

#include "app/core/analysiscontroller.h"
#include "app/core/gamecontroller.h"
#include "app/core/gamethinking.h"
#include "app/core/gametreemodel.h"
#include "app/core/search/engineoutputmodel.h"
#include "app/core/search/statsmodel.h"
#include "app/ui/evalbar.h"
#include "app/ui/mainwindow.h"
#include "app/ui/newgamedialog.h"
#include "app/ui/search/engineoutput.h"
#include "app/ui/search/statspanel.h"

#include "notation/pgn.h"
#include "notation/san.h"
#include "notation/uci_move.h"
#include "search/searcher.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QElapsedTimer>
#include <QLabel>
#include <QMessageBox>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTableView>
#include <QTest>
#include <QTimer>

#include <algorithm>

using namespace eschess;
using namespace eschess::app;

namespace {

QAction* action(MainWindow& w, const char* name) { return w.findChild<QAction*>(QStringLiteral("action") + QLatin1String(name)); }

void closeBoxes(MainWindow& w) {
    for (QMessageBox* box : w.findChildren<QMessageBox*>()) box->close();
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
}

bool play(GameController* game, const char* uci) {
    auto m = parseUciMove(game->position(), uci);
    return m && game->humanMove(*m);
}

PlayerChoice family(const char* searcher, int depth) {
    PlayerChoice p = PlayerChoice::fromString(QStringLiteral("engine:") + QLatin1String(searcher));
    p.strength.mode = EngineStrength::Mode::Depth;
    p.strength.depth = depth;
    return p;
}

PlayerChoice fakeEngine() { return PlayerChoice::fromString(QStringLiteral("uci:") + QStringLiteral(FAKEUCI_PATH)); }

EngineOutputPane* pane(MainWindow& w, const char* name) { return w.findChild<EngineOutputPane*>(QLatin1String(name)); }

QString cell(const QAbstractItemModel* model, int row, int column) { return model->index(row, column).data().toString(); }

// The score fakeuci reports in pos (side to move's view), as it computes it.
int fakeScore(const Position& pos) { return int(pos.key() % 41) - 20; }

// The longest the window may not answer while two engines play: a move redraws the board, the
// move list, the evaluation graph and the panels at once, so the bound is the 100 ms a person
// takes for "at once", twice the bound of a search alone (tst_localengine), which redraws nothing.
constexpr qint64 kMaxStallMs = 100;

bool hasSearcher(const char* name) {
    const auto names = searcherNames();
    return std::find(names.begin(), names.end(), std::string(name)) != names.end();
}

} // namespace

class TestEngineGame : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        Position::init();
    }

    // Two family searchers at a fixed depth: after White's move the statistics panel holds
    // White's search, row for row the same as the same search run from the analysis panel.
    void familyGameFillsStatisticsLikeAnalysis() {
        if (!hasSearcher("iterative")) QSKIP("the iterative seed searcher is not registered");
        MainWindow w;
        w.show();
        NewGameSetup setup;
        setup.players[0] = family("iterative", 4);
        setup.players[1] = family("iterative", 4);
        w.startGame(setup);
        w.game()->setMoveDelayMs(60000); // Black does not begin while we look
        StatsModel* stats = w.findChild<StatsPanel*>()->model();
        QTRY_VERIFY_WITH_TIMEOUT(w.game()->plyCount() >= 1, 20000);
        QTRY_COMPARE_WITH_TIMEOUT(stats->rowCount(), 4, 2000);
        const QVector<EngineInfo> game = stats->log().rows();
        QStringList gameTexts; // what the panel showed, column by column (time and speed differ)
        const int columns[] = {StatsModel::DepthColumn, StatsModel::SelDepthColumn, StatsModel::NodesColumn,
                               StatsModel::QNodesColumn, StatsModel::BetaCutoffsColumn, StatsModel::FirstMoveCutColumn,
                               StatsModel::TtHitColumn, StatsModel::BranchingColumn};
        for (int i = 0; i < 4; ++i)
            for (int column : columns) gameTexts << cell(stats, i, column);
        QVERIFY(game.last().hasStats);
        // The evaluation bar follows the engine: its last score, from White's view.
        const GameThinking::Search* search = w.thinking()->searchAt(0);
        QVERIFY(search);
        QCOMPARE(search->log.size(), 4);
        QCOMPARE(w.findChild<EvalBar*>()->evaluation(), std::optional<int>(game.last().scoreCp));

        // The same search from the analysis panel, on the start position.
        w.game()->setViewPly(0);
        w.analysis()->setSearcher(QStringLiteral("iterative"));
        w.analysis()->setMultiPv(1);
        w.analysis()->start();
        QTRY_VERIFY_WITH_TIMEOUT(stats->rowCount() >= 5, 20000); // depth 4 is complete
        w.analysis()->stop();
        const QVector<EngineInfo> analysis = stats->log().rows();
        for (int i = 0; i < 4; ++i) {
            const EngineInfo& g = game[i];
            const EngineInfo& a = analysis[i];
            QCOMPARE(g.depth, i + 1);
            QCOMPARE(a.depth, g.depth);
            QCOMPARE(a.seldepth, g.seldepth);
            QCOMPARE(a.scoreCp, g.scoreCp);
            QCOMPARE(a.pv, g.pv);
            QCOMPARE(a.stats.nodes, g.stats.nodes);
            QCOMPARE(a.stats.qnodes, g.stats.qnodes);
            QCOMPARE(a.stats.betaCutoffs, g.stats.betaCutoffs);
            QCOMPARE(a.stats.firstMoveCutoffs, g.stats.firstMoveCutoffs);
            QCOMPARE(a.stats.ttProbes, g.stats.ttProbes);
            QCOMPARE(a.stats.ttHits, g.stats.ttHits);
        }
        QStringList analysisTexts;
        for (int i = 0; i < 4; ++i)
            for (int column : columns) analysisTexts << cell(stats, i, column);
        QCOMPARE(analysisTexts, gameTexts);
        // The move's thinking was kept: White's pane shows its four iterations.
        w.game()->setViewPly(1);
        EngineOutputPane* white = pane(w, "engineOutputWhite");
        QCOMPARE(white->model()->rowCount(), 4);
        QCOMPARE(cell(white->model(), 3, EngineOutputModel::DepthColumn).section(QLatin1Char('/'), 0, 0), QStringLiteral("4"));
        QCOMPARE(cell(white->model(), 3, EngineOutputModel::PvColumn).section(QLatin1Char(' '), 1, 1),
                 QString::fromStdString(toSan(Position(), game[3].pv.front())));
        closeBoxes(w);
    }

    // An external engine's info lines reach its pane: depth/seldepth, the score turned to
    // White's view, the PV in SAN; the move's thinking can be read again by selecting it.
    void externalEngineOutputIsShown() {
        MainWindow w;
        w.thinking()->setShowToHuman(true);
        w.show();
        NewGameSetup setup;
        setup.players[1] = fakeEngine();
        w.startGame(setup);
        QTRY_VERIFY_WITH_TIMEOUT(w.game()->isHumanTurn() && w.game()->player(Black)->isReady(), 5000);
        QVERIFY(play(w.game(), "e2e4"));
        QTRY_COMPARE_WITH_TIMEOUT(w.game()->plyCount(), 2, 5000);
        EngineOutputPane* black = pane(w, "engineOutputBlack");
        QVERIFY(!black->thinkingHidden());
        QTRY_COMPARE_WITH_TIMEOUT(black->model()->rowCount(), 1, 2000);
        const Position afterE4 = w.game()->positionAt(1);
        const QString reply = w.game()->sanMoves().at(1);
        const int white = -fakeScore(afterE4); // Black's score from White's view
        QCOMPARE(cell(black->model(), 0, EngineOutputModel::DepthColumn), QStringLiteral("1/1"));
        QCOMPARE(cell(black->model(), 0, EngineOutputModel::ScoreColumn),
                 QStringLiteral("%1%2").arg(white >= 0 ? QStringLiteral("+") : QString()).arg(white / 100.0, 0, 'f', 2));
        QCOMPARE(cell(black->model(), 0, EngineOutputModel::PvColumn), QStringLiteral("1... ") + reply);
        QVERIFY2(black->heading().contains(QStringLiteral("1... ") + reply), qPrintable(black->heading()));
        // The game record: the score as [%eval] (White's view) on Black's move.
        const GameTreeModel* tree = w.gameTree();
        const std::string comment = tree->tree().comment(tree->tree().mainLineNode(2));
        QCOMPARE(pgnEvalCp(pgnCommand(comment, "eval")), std::optional<int>(white));
        // Looking back at the start, Black had not thought yet.
        w.game()->setViewPly(0);
        QCOMPARE(black->model()->rowCount(), 0);
        w.game()->setViewPly(2);
        QCOMPARE(black->model()->rowCount(), 1);
        closeBoxes(w);
    }

    // By default a person playing an engine is not shown its thinking: no rows, no statistics,
    // no score in the status bar or the bar; after the game it can be read.
    void thinkingIsHiddenFromTheHumanByDefault() {
        MainWindow w;
        QVERIFY(!w.thinking()->showToHuman());
        w.show();
        NewGameSetup setup;
        setup.players[1] = fakeEngine();
        w.startGame(setup);
        QTRY_VERIFY_WITH_TIMEOUT(w.game()->isHumanTurn() && w.game()->player(Black)->isReady(), 5000);
        QVERIFY(play(w.game(), "e2e4"));
        QTRY_COMPARE_WITH_TIMEOUT(w.game()->plyCount(), 2, 5000);
        QTest::qWait(2 * GameThinking::kBatchMs);
        QVERIFY(w.thinking()->hidden());
        EngineOutputPane* black = pane(w, "engineOutputBlack");
        QVERIFY(black->thinkingHidden());
        QCOMPARE(black->model()->rowCount(), 0);
        QVERIFY(black->findChild<QLabel*>(QStringLiteral("engineOutputNote"))->isVisible());
        QCOMPARE(w.findChild<StatsPanel*>()->model()->rowCount(), 0);
        QCOMPARE(w.findChild<EvalBar*>()->evaluation(), std::optional<int>());
        // The record keeps it all the same; after the game the thinking is shown.
        QVERIFY(!pgnCommand(w.gameTree()->tree().comment(w.gameTree()->tree().mainLineNode(2)), "eval").empty());
        w.game()->resign(); // the action asks first
        QVERIFY(w.game()->isOver());
        QVERIFY(!w.thinking()->hidden());
        QVERIFY(!black->thinkingHidden());
        QCOMPARE(black->model()->rowCount(), 1);
        closeBoxes(w);
    }

    // [%eval] and [%clk] go into the exported PGN of a timed engine game; the evaluation graph
    // draws the scores.
    void evalAndClockAreExported() {
        if (!hasSearcher("iterative")) QSKIP("the iterative seed searcher is not registered");
        MainWindow w;
        w.show();
        NewGameSetup setup;
        setup.players[0] = family("iterative", 2);
        setup.players[1] = family("iterative", 2);
        setup.timeControl = TimeControl::clock(5 * 60 * 1000, 0);
        w.startGame(setup);
        w.game()->setMoveDelayMs(0);
        QTRY_VERIFY_WITH_TIMEOUT(w.game()->plyCount() >= 4 || w.game()->isOver(), 20000);
        action(w, "Pause")->trigger();
        QVERIFY(w.game()->plyCount() >= 4);
        action(w, "CopyPgn")->trigger();
        const QString text = QApplication::clipboard()->text();
        const eschess::PgnReadResult read = eschess::readPgn(text.toStdString());
        QCOMPARE(int(read.games.size()), 1);
        const PgnGame& pgn = read.games.front();
        QVERIFY(pgn.comments.size() >= 4);
        for (int ply = 0; ply < 4; ++ply) {
            const PlayedMove& played = w.game()->playedMoves()[size_t(ply)];
            QVERIFY(played.hasScore);
            const int sign = ply % 2 == 0 ? 1 : -1;
            const std::string& comment = pgn.comments[size_t(ply)];
            QCOMPARE(pgnEvalCp(pgnCommand(comment, "eval")), std::optional<int>(sign * played.scoreCp));
            // Whole seconds of the five minutes, less what the move took.
            const std::string clk = pgnCommand(comment, "clk");
            QVERIFY2(clk.rfind("0:04:", 0) == 0 || clk == "0:05:00", clk.c_str());
        }
        QVERIFY(w.gameTree()->evaluationPoints().size() >= 4);
        closeBoxes(w);
    }

    // Issue 5's "never frozen", for a whole engine-vs-engine game at a fast time control with
    // every panel following it: a 10 ms timer on the GUI thread measures the longest gap.
    void engineGameNeverStallsTheWindow() {
        if (searcherNames().empty()) QSKIP("no searcher of the family is registered");
        MainWindow w;
        w.resize(1300, 900);
        w.show();
        NewGameSetup setup;
        for (PlayerChoice& p : setup.players) {
            p = PlayerChoice::fromString(QStringLiteral("engine:") + QString::fromStdString(defaultSearcherName()));
            p.strength.mode = EngineStrength::Mode::Clock;
        }
        setup.timeControl = TimeControl::clock(4000, 50);
        w.startGame(setup);
        w.game()->setMoveDelayMs(0);
        QTest::qWait(300); // the window's first layout is not the game's
        QElapsedTimer clock;
        qint64 last = 0, worst = 0, worstAt = 0;
        int worstPly = 0;
        QTimer ticker;
        ticker.setInterval(10);
        connect(&ticker, &QTimer::timeout, this, [&] {
            const qint64 now = clock.elapsed();
            if (now - last > worst) {
                worst = now - last;
                worstAt = now;
                worstPly = w.game()->plyCount();
            }
            last = now;
        });
        clock.start();
        ticker.start();
        const int plies = w.game()->plyCount();
        QTest::qWait(3000);
        ticker.stop();
        QVERIFY2(w.game()->plyCount() >= plies + 4 || w.game()->isOver(), qPrintable(QString::number(w.game()->plyCount())));
        QVERIFY(w.findChild<StatsPanel*>()->model()->rowCount() > 0 || w.game()->isOver());
        QVERIFY2(worst < kMaxStallMs, qPrintable(QStringLiteral("worst stall %1 ms at %2 ms, ply %3").arg(worst).arg(worstAt).arg(worstPly)));
        closeBoxes(w);
    }
};

QTEST_MAIN(TestEngineGame)
#include "tst_enginegame.moc"
