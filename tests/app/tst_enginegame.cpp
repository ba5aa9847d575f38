// Issue 25, "watching an engine think": in games with engines the search panels, the
// engine-output panes and the evaluation bar follow the engine whose turn it is; a person
// playing an engine does not see its thinking unless the preferences say so; the engine's score
// and the clock go into the exported PGN; and the window never stalls while two engines play.

#include "app/core/analysiscontroller.h"
#include "app/core/gamecontroller.h"
#include "app/core/enginespec.h"
#include "app/core/gamethinking.h"
#include "app/core/gametreemodel.h"
#include "app/core/matchrunner.h"
#include "app/core/search/engineoutputmodel.h"
#include "app/core/search/statsmodel.h"
#include "app/core/wdltext.h"
#include "app/ui/evalbar.h"
#include "app/ui/match/matchpanel.h"
#include "app/ui/mainwindow.h"
#include "app/ui/newgamedialog.h"
#include "app/ui/search/engineoutput.h"
#include "app/ui/search/statspanel.h"

#include "core/movegen.h"
#include "notation/pgn.h"
#include "notation/san.h"
#include "notation/uci_move.h"
#include "search/searcher.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QFile>
#include <QPointer>
#include <QSignalSpy>
#include <QElapsedTimer>
#include <QLabel>
#include <QMessageBox>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <algorithm>
#include <functional>

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

// The stall test (engineGameNeverStallsTheWindow) counts events, not milliseconds: the ticks of
// a 10 ms timer on the GUI thread while each move is thought about. A GUI thread that waits on
// the search ticks once a move, between one search and the next (tried by making
// LocalEngine::go wait for its search: 1 1 1 1 1 ticks, five of five moves frozen); a
// responsive one ticks every 10 ms (14-148 ticks a move here, beside an engine match on both
// cores). A move with fewer than kMinTicksPerMove ticks is frozen; one frozen move in three is a
// loaded machine's share. Gap lengths decided this before, and failed on a machine that was
// only busy (four gaps of 250-340 ms in 5 s, beside an engine match, two allowed). No gap may
// reach kHangMs: that is no longer load. The game is watched for kGameMoves moves (or to its
// end); kGameMaxMs only ends a game that stopped.
constexpr int kGameMoves = 6;
constexpr int kGameMaxMs = 30000;
constexpr int kMinTicksPerMove = 3;
constexpr qint64 kHangMs = 2000;

// The ticks of a 10 ms timer on the GUI thread, for ms milliseconds of the event loop: the gap
// before each and what tag() said at each (the ply), so that ticks can be counted per move.
struct GapMeter {
    struct Result {
        QVector<qint64> gaps;
        QVector<int> tags; // tag() at each tick
        qint64 worst = 0;
        int worstTag = 0;
        qint64 elapsedMs = 0;
        int atLeast(qint64 ms) const { return int(std::count_if(gaps.begin(), gaps.end(), [ms](qint64 g) { return g >= ms; })); }
        int ticksTagged(int tag) const { return int(std::count(tags.begin(), tags.end(), tag)); }
    };
    // Until done() holds (checked on each tick) or ms milliseconds have passed.
    static Result measure(int ms, const std::function<int()>& tag, const std::function<bool()>& done = [] { return false; }) {
        Result r;
        QElapsedTimer clock;
        qint64 last = 0;
        QTimer ticker;
        ticker.setInterval(10);
        QObject::connect(&ticker, &QTimer::timeout, [&] {
            const qint64 now = clock.elapsed();
            const int t = tag();
            r.gaps.append(now - last);
            r.tags.append(t);
            if (now - last > r.worst) {
                r.worst = now - last;
                r.worstTag = t;
            }
            last = now;
        });
        clock.start();
        ticker.start();
        (void)QTest::qWaitFor(done, ms); // the caller checks what was reached
        r.elapsedMs = clock.elapsed();
        return r;
    }
};

// The thinking times of the moves from ply on, "0.41 0.38 …" seconds, for the test's message.
QString moveTimes(const GameController& game, int ply) {
    QStringList times;
    for (std::size_t i = std::size_t(ply); i < game.playedMoves().size(); ++i)
        times << QString::number(game.playedMoves()[i].timeMs / 1000.0, 'f', 2);
    return times.join(QLatin1Char(' '));
}

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
        // The score's tooltip gives the chances it stands for (White to move: White's view as is).
        const QModelIndex score = white->model()->index(3, EngineOutputModel::ScoreColumn);
        const Wdl chances = wdlFromScore(game[3].scoreCp, 78);
        QCOMPARE(white->model()->data(score, Qt::ToolTipRole).toString(), wdlTooltip(chances));
        QVERIFY(white->model()->data(score, Qt::ToolTipRole).toString().startsWith(QStringLiteral("White wins ")));
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
        // The line's title starts where the moves do, so a line wider than the pane keeps it in sight.
        QCOMPARE(black->model()->headerData(EngineOutputModel::PvColumn, Qt::Horizontal, Qt::TextAlignmentRole).toInt(),
                 int(Qt::AlignLeft | Qt::AlignVCenter));
        // This engine sends no chances: the score's tooltip is the score.
        QCOMPARE(black->model()->data(black->model()->index(0, EngineOutputModel::ScoreColumn), Qt::ToolTipRole).toString(),
                 cell(black->model(), 0, EngineOutputModel::ScoreColumn));
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

    // A UCI engine's currmove lines: its pane's heading says which root move it searches, in
    // SAN with its number among the legal moves ("depth 2 · move 5/20 Nf6"), and they make no
    // iteration row; once the move is played the heading names the move instead.
    void currmoveIsShownInTheHeading() {
        MainWindow w;
        w.thinking()->setShowToHuman(true);
        w.show();
        NewGameSetup setup;
        setup.players[1] = PlayerChoice::fromString(QStringLiteral("uci:") + QStringLiteral(FAKEUCI_PATH) +
                                                    QStringLiteral(" currmove 1500"));
        w.startGame(setup);
        QTRY_VERIFY_WITH_TIMEOUT(w.game()->isHumanTurn() && w.game()->player(Black)->isReady(), 5000);
        QVERIFY(play(w.game(), "e2e4"));
        EngineOutputPane* black = pane(w, "engineOutputBlack");
        QTRY_VERIFY_WITH_TIMEOUT(black->heading().contains(QStringLiteral(" · depth 2 · move ")), 3000);
        QCOMPARE(w.game()->plyCount(), 1); // still thinking
        const QString heading = black->heading();
        QCOMPARE(black->model()->rowCount(), 1); // the depth-1 line only
        QTRY_COMPARE_WITH_TIMEOUT(w.game()->plyCount(), 2, 5000);
        // The move it searched was the move it played, numbered as in the legal move list.
        const Position afterE4 = w.game()->positionAt(1);
        const Move reply = w.game()->game().moves().at(1);
        const MoveList legal = legalMoves(afterE4);
        int number = 1;
        while (number <= legal.size() && legal[number - 1] != reply) ++number;
        QCOMPARE(heading, QStringLiteral("FakeUci — thinking on move 1 · depth 2 · move %1/%2 %3")
                              .arg(number).arg(legal.size()).arg(w.game()->sanMoves().at(1)));
        QTRY_VERIFY_WITH_TIMEOUT(!black->heading().contains(QStringLiteral(" · depth ")), 2000);
        QVERIFY2(black->heading().contains(QStringLiteral("1... ") + w.game()->sanMoves().at(1)), qPrintable(black->heading()));
        QCOMPARE(black->model()->rowCount(), 1);
        closeBoxes(w);
    }

    // A match game watched on the board feeds the search panels, the engine-output panes and
    // the evaluation bar as the window's own game does; when it ends the next game is followed,
    // and after the match the window's own game again. The match PGN's [%eval]s draw the graph.
    void matchGameFollowedOnTheBoardFeedsThePanels() {
        if (!hasSearcher("iterative")) QSKIP("the iterative seed searcher is not registered");
        QTemporaryDir dir;
        MainWindow w;
        w.show();
        auto* panel = w.findChild<MatchPanel*>();
        QVERIFY(panel);
        QString error;
        MatchSettings s;
        s.engine[0] = *parseEngineSpec(QStringLiteral("iterative"), &error);
        s.engine[1] = *parseEngineSpec(QStringLiteral("iterative"), &error);
        s.name[0] = QStringLiteral("One");
        s.name[1] = QStringLiteral("Two");
        s.games = 2;
        s.timeControl = TimeControl::fixedDepth(3);
        s.adjudication.maxMoves = 25;
        s.pgnPath = dir.filePath(QStringLiteral("match.pgn"));
        auto* runner = new MatchRunner(s);
        panel->setRunner(runner);
        auto* box = panel->findChild<QComboBox*>(QStringLiteral("matchWatchBox"));
        QVERIFY(box);
        QTRY_VERIFY_WITH_TIMEOUT(box->count() > 1, 10000);
        box->setCurrentIndex(1);
        emit box->activated(1);
        const QPointer<MatchGame> first = panel->watchedGame();
        QVERIFY(first);
        QCOMPARE(w.thinking()->game(), first->controller());
        QVERIFY(w.thinking()->following());
        // Both panes fill with the followed game's depth-3 searches, the statistics panel with
        // the family searcher's full counters, the bar with the score.
        EngineOutputPane* white = pane(w, "engineOutputWhite");
        EngineOutputPane* black = pane(w, "engineOutputBlack");
        QTRY_VERIFY_WITH_TIMEOUT(white->model()->rowCount() == 3 && black->model()->rowCount() == 3, 10000);
        QCOMPARE(cell(white->model(), 2, EngineOutputModel::DepthColumn).section(QLatin1Char('/'), 0, 0), QStringLiteral("3"));
        QVERIFY2(white->heading().startsWith(first->controller()->playerName(White)), qPrintable(white->heading()));
        StatsModel* stats = w.findChild<StatsPanel*>()->model();
        QTRY_VERIFY_WITH_TIMEOUT(stats->rowCount() > 0, 5000);
        QVERIFY(stats->log().rows().first().hasStats);
        QTRY_VERIFY_WITH_TIMEOUT(w.findChild<EvalBar*>()->evaluation().has_value(), 5000);
        QCOMPARE(w.game()->plyCount(), 0); // the window's own game is untouched
        // The status bar speaks of the followed game's engines, not of the window's own game.
        auto statusText = [&] { return w.findChild<QLabel*>(QStringLiteral("statusText"))->text(); };
        const auto followedEngineThinks = [&] {
            const GameController* g = w.thinking()->game();
            return g != w.game() && (statusText().startsWith(g->playerName(White) + QLatin1String(" is thinking: depth")) ||
                                     statusText().startsWith(g->playerName(Black) + QLatin1String(" is thinking: depth")));
        };
        QTRY_VERIFY2_WITH_TIMEOUT(followedEngineThinks(), qPrintable(statusText()), 10000);
        // The first game ends: the second is followed.
        QTRY_VERIFY_WITH_TIMEOUT(panel->watchedGame() && panel->watchedGame() != first.data(), 60000);
        QCOMPARE(w.thinking()->game(), panel->watchedGame()->controller());
        QTRY_VERIFY_WITH_TIMEOUT(white->model()->rowCount() == 3 || !panel->watchedGame(), 10000);
        // The match ends: the window's own game again.
        QTRY_VERIFY_WITH_TIMEOUT(runner->state() == MatchRunner::State::Finished, 60000);
        QTRY_VERIFY_WITH_TIMEOUT(!w.thinking()->following(), 2000);
        QCOMPARE(w.thinking()->game(), w.game());
        QVERIFY2(!statusText().contains(QLatin1String(" is thinking")), qPrintable(statusText()));
        QCOMPARE(white->model()->rowCount(), 0);

        // The match PGN opened: the evaluation graph draws every move's score (White's view).
        QFile f(s.pgnPath);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const PgnReadResult read = readPgn(f.readAll().toStdString());
        QCOMPARE(int(read.games.size()), 2);
        const PgnGame& game = read.games.front();
        const QString one = dir.filePath(QStringLiteral("one.pgn"));
        QFile out(one);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(QByteArray::fromStdString(writePgn(game)));
        out.close();
        QVERIFY(w.openPgnFile(one));
        const QVector<QPointF> points = w.gameTree()->evaluationPoints();
        QCOMPARE(points.size(), int(game.moves.size()));
        for (int i = 0; i < points.size(); ++i) {
            QCOMPARE(points[i].x(), double(i + 1));
            const std::optional<int> cp = pgnEvalCp(pgnCommand(game.comments[size_t(i)], "eval"));
            QVERIFY(cp);
            QCOMPARE(points[i].y(), std::clamp(*cp / 100.0, -GameTreeModel::kGraphClamp, GameTreeModel::kGraphClamp));
        }
        closeBoxes(w);
    }

    // Following another game: unfollow() only ends following that game, and a followed game
    // that is destroyed gives the window's own game back, without a dangling controller.
    void followingEndsWhenTheGameIsGone() {
        MainWindow w;
        GameThinking* thinking = w.thinking();
        QSignalSpy changes(thinking, &GameThinking::gameChanged);
        auto* other = new GameController;
        GameController third;
        thinking->follow(other);
        QVERIFY(thinking->following());
        QCOMPARE(thinking->game(), other);
        QCOMPARE(thinking->homeGame(), w.game());
        thinking->unfollow(&third); // not the one followed
        QCOMPARE(thinking->game(), other);
        thinking->follow(w.game()); // the home game: following ends
        QVERIFY(!thinking->following());
        thinking->follow(other);
        QCOMPARE(changes.count(), 3);
        delete other;
        QVERIFY(!thinking->following());
        QCOMPARE(thinking->game(), w.game());
        QCOMPARE(changes.count(), 4);
        QVERIFY(!thinking->hidden());
        QCOMPARE(thinking->current(), nullptr);
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

    // Issue 5's "never frozen", for an engine-vs-engine game at a fast time control with every
    // panel following it: the GUI thread's event loop keeps running while each move is searched
    // (the rule and its figures: kMinTicksPerMove above).
    void engineGameNeverStallsTheWindow() {
        if (searcherNames().empty()) QSKIP("no searcher of the family is registered");
        MainWindow w;
        w.resize(1300, 900);
        w.show();
        QTest::qWait(300); // the window's first layout
        NewGameSetup setup;
        for (PlayerChoice& p : setup.players) {
            p = PlayerChoice::fromString(QStringLiteral("engine:") + QString::fromStdString(defaultSearcherName()));
            p.strength.mode = EngineStrength::Mode::Clock;
        }
        setup.timeControl = TimeControl::clock(10000, 100);
        w.startGame(setup);
        w.game()->setMoveDelayMs(0);
        QTest::qWait(300); // the new game's first layout
        const int plies = w.game()->plyCount();
        const GameController* game = w.game();
        const GapMeter::Result played = GapMeter::measure(
            kGameMaxMs, [game] { return game->plyCount(); },
            [game, plies] { return game->plyCount() - plies >= kGameMoves || game->isOver(); });
        const int moves = w.game()->plyCount() - plies;
        // Only the moves watched from start to end: not the one under way when the meter began
        // (tag plies), nor the one it stopped on.
        QStringList ticks;
        int frozen = 0;
        for (int ply = plies + 1; ply < plies + moves; ++ply) {
            const int n = played.ticksTagged(ply);
            ticks << QString::number(n);
            if (n < kMinTicksPerMove) ++frozen;
        }
        const int whole = int(ticks.size());
        const int allowed = whole / 3;
        const QString figures =
            QStringLiteral("%1 whole moves ticked %2 times (%3 frozen, %4 allowed); worst gap %5 ms at ply %6, "
                           "%7 gaps >= 250 ms in %8 ms; %9 moves taking %10 s")
                .arg(whole).arg(ticks.join(QLatin1Char(' '))).arg(frozen).arg(allowed).arg(played.worst)
                .arg(played.worstTag).arg(played.atLeast(250)).arg(played.elapsedMs).arg(moves)
                .arg(moveTimes(*w.game(), plies));
        qInfo("%s", qPrintable(figures));
        QVERIFY2(moves >= kGameMoves || w.game()->isOver(), qPrintable(figures));
        QVERIFY(w.findChild<StatsPanel*>()->model()->rowCount() > 0 || w.game()->isOver());
        // Waiting on the searches freezes every move; a loaded machine, one now and then.
        QVERIFY2(whole >= 2 || w.game()->isOver(), qPrintable(figures));
        QVERIFY2(frozen <= allowed, qPrintable(figures));
        QVERIFY2(played.worst < kHangMs, qPrintable(figures));
        closeBoxes(w);
    }
};

QTEST_MAIN(TestEngineGame)
#include "tst_enginegame.moc"
