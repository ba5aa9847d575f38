// Matches end to end: openings with both colours, PGN re-read with the same results, SPRT
// stopping, both ways of stopping with no process left behind, a short in-process match of two
// family searchers, adjudication rules and time controls. Engine failures: tst_matchfailures.
#include "app/core/adjudicator.h"
#include "app/core/gameclock.h"
#include "app/core/ladderrunner.h"
#include "app/core/matchrunner.h"
#include "app/core/playedmove.h"
#include "app/core/uciengine.h"
#include "matchtesthelpers.h"

#include "notation/pgn.h"
#include "notation/uci_move.h"
#include "search/searcher.h"

#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

#include <limits>

#include <unistd.h>

using namespace eschess;
using namespace eschess::app;

using namespace eschess::app::testing;

class TestMatchRunner : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        Position::init();
    }

    void openingsBothColoursAndPgn() {
        QTemporaryDir dir;
        const QString pgnPath = dir.filePath(QStringLiteral("match.pgn"));
        MatchSettings s;
        s.engine[0] = fake(QStringLiteral("normal --name One"));
        s.engine[1] = fake(QStringLiteral("crash 6 --name Two"));
        s.games = 4;
        s.concurrency = 2;
        s.timeControl = TimeControl::fixedDepth(1);
        s.pgnPath = pgnPath;
        s.event = QStringLiteral("Test event");
        QString error;
        QVERIFY(s.openings.loadText(QStringLiteral("# two openings\n"
                                                   "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - id \"open e\";\n"
                                                   "rnbqkbnr/ppp1pppp/8/3p4/3P4/8/PPP1PPPP/RNBQKBNR w KQkq - id \"closed\";\n"),
                                    false, QStringLiteral("test.epd"), &error));
        MatchRunner runner(s);
        const Played p = play(runner);
        QCOMPARE(int(p.records.size()), 4);
        // Round 1 and 2 share the first opening with colours swapped; 3 and 4 the second.
        for (const MatchGameRecord& r : p.records) {
            QCOMPARE(r.openingLabel, r.round <= 2 ? QStringLiteral("open e") : QStringLiteral("closed"));
            QCOMPARE(r.white, (r.round % 2 == 1) ? QStringLiteral("One") : QStringLiteral("Two"));
        }
        QFile f(pgnPath);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const PgnReadResult read = readPgn(f.readAll().toStdString());
        QVERIFY2(read.errors.empty(), read.errors.empty() ? "" : read.errors.front().c_str());
        QCOMPARE(int(read.games.size()), 4);
        int oneWins = 0;
        for (const PgnGame& g : read.games) {
            const int round = std::stoi(g.tag("Round"));
            const MatchGameRecord* rec = nullptr;
            for (const MatchGameRecord& r : p.records)
                if (r.round == round) rec = &r;
            QVERIFY(rec);
            QCOMPARE(QString::fromStdString(g.result), QString::fromStdString(resultString(rec->outcome.result)));
            QCOMPARE(g.tag("Result"), g.result);
            QCOMPARE(g.tag("Event"), std::string("Test event"));
            QCOMPARE(g.tag("SetUp"), std::string("1"));
            QCOMPARE(g.start.fen(), rec->game.start().fen());
            QCOMPARE(g.moves, rec->game.moves());
            QCOMPARE(g.tag("PlyCount"), std::to_string(g.moves.size()));
            QCOMPARE(g.tag("TimeControl"), std::string("-"));
            QCOMPARE(g.tag("Termination"), std::string("engine crash"));
            QVERIFY(!g.tag("Date").empty() && !g.tag("Site").empty());
            // Each move: [%eval] from White's view, then Cute Chess's score/depth time (untimed: no [%clk]).
            QVERIFY2(QString::fromStdString(g.comments.front())
                         .contains(QRegularExpression(QStringLiteral("^\\[%eval -?\\d+\\.\\d\\d\\] [+-]\\d+\\.\\d\\d/1 \\d+\\.\\d{3}s$"))),
                     g.comments.front().c_str());
            Color mover = rec->game.start().sideToMove();
            for (std::size_t i = 0; i + 1 < g.comments.size(); ++i, mover = ~mover)
                QCOMPARE(QString::fromStdString(g.comments[i]), matchMoveComment(rec->moves[i], mover));
            // What the evaluation graph reads: the mover's score turned to White's view.
            const PlayedMove& first = rec->moves.front();
            QCOMPARE(pgnEvalCp(pgnCommand(g.comments.front(), "eval")),
                     std::optional<int>(rec->game.start().sideToMove() == White ? first.scoreCp : -first.scoreCp));
            if ((g.result == "1-0") == (g.tag("White") == "One")) ++oneWins;
        }
        QCOMPARE(oneWins, 4);
        QCOMPARE(p.score.wins, 4);
    }

    // The exact comment of a match move: [%eval] (White's view, mates as #N), [%clk] with tenths
    // when there is a clock, then Cute Chess's text in the mover's view.
    void matchMoveCommentText_data() {
        QTest::addColumn<PlayedMove>("played");
        QTest::addColumn<bool>("whiteMoved");
        QTest::addColumn<QString>("comment");
        const auto move = [](int cp, int depth, qint64 timeMs, qint64 clockMs) {
            PlayedMove m;
            m.hasScore = true;
            m.scoreCp = cp;
            m.depth = depth;
            m.timeMs = timeMs;
            m.clockMs = clockMs;
            return m;
        };
        QTest::newRow("white, clock") << move(31, 12, 125, 9950) << true
                                      << QStringLiteral("[%eval 0.31] [%clk 0:00:09.9] +0.31/12 0.125s");
        QTest::newRow("black, its own +0.31") << move(31, 12, 125, 9950) << false
                                              << QStringLiteral("[%eval -0.31] [%clk 0:00:09.9] +0.31/12 0.125s");
        QTest::newRow("untimed") << move(-150, 7, 2000, -1) << true << QStringLiteral("[%eval -1.50] -1.50/7 2.000s");
        QTest::newRow("an hour") << move(0, 20, 1500, 3723456) << false
                                 << QStringLiteral("[%eval 0.00] [%clk 1:02:03.4] +0.00/20 1.500s");
        PlayedMove mate = move(0, 20, 1500, 60000);
        mate.isMate = true;
        mate.mateMoves = 3;
        QTest::newRow("white mates") << mate << true << QStringLiteral("[%eval #3] [%clk 0:01:00.0] +M3/20 1.500s");
        QTest::newRow("black mates") << mate << false << QStringLiteral("[%eval #-3] [%clk 0:01:00.0] +M3/20 1.500s");
        mate.mateMoves = -2;
        QTest::newRow("black is mated") << mate << false << QStringLiteral("[%eval #2] [%clk 0:01:00.0] -M2/20 1.500s");
        PlayedMove book;
        book.book = true;
        book.clockMs = 240000;
        QTest::newRow("book") << book << true << QStringLiteral("[%clk 0:04:00.0] book");
        PlayedMove none;
        none.depth = 0;
        none.timeMs = 5;
        QTest::newRow("no score, untimed") << none << true << QStringLiteral("?/0 0.005s");
    }
    void matchMoveCommentText() {
        QFETCH(PlayedMove, played);
        QFETCH(bool, whiteMoved);
        QFETCH(QString, comment);
        QCOMPARE(matchMoveComment(played, whiteMoved ? White : Black), comment);
        // The commands read back as they were written.
        const std::string text = comment.toStdString();
        QCOMPARE(QString::fromStdString(pgnCommand(text, "eval")), pgnEvalValue(played, whiteMoved ? White : Black));
    }

    void sprtStopsTheMatch() {
        MatchSettings s;
        s.engine[0] = fake(QStringLiteral("normal"));
        s.engine[1] = fake(QStringLiteral("crash 0"));
        s.games = 20;
        s.timeControl = TimeControl::fixedDepth(1);
        s.sprt = SprtParams{0, 200, 0.05, 0.05};
        MatchRunner runner(s);
        QSignalSpy decided(&runner, &MatchRunner::sprtDecided);
        const Played p = play(runner);
        // The SPRT counts pairs: LLR 2.33 after three pairs won, 3.90 after the fourth crosses
        // 2.94 (game by game, four wins would have; pentanomial.h says why pairs are right).
        QCOMPARE(p.score.games(), 8);
        QCOMPARE(p.score.pairs, (Pentanomial{{0, 0, 0, 0, 4}}));
        QCOMPARE(decided.size(), 1);
        QCOMPARE(decided.first().first().value<SprtDecision>(), SprtDecision::AcceptH1);
        QVERIFY(runner.sprtVerdict());
        QCOMPARE(runner.sprtVerdict()->score.games(), 8);
    }

    // Two games at a time: when the fourth pair decides, the next game is already running; it
    // finishes and counts, and the verdict keeps the score the decision was made on. Which game
    // completes the fourth pair depends on which of the two finishes first: a game of the fifth
    // pair may have finished before it, so the verdict is on 8 or 9 games.
    void sprtVerdictKeepsItsScore() {
        MatchSettings s;
        s.engine[0] = fake(QStringLiteral("normal"));
        s.engine[1] = fake(QStringLiteral("crash 0"));
        s.games = 20;
        s.concurrency = 2;
        s.timeControl = TimeControl::fixedDepth(1);
        s.sprt = SprtParams{0, 200, 0.05, 0.05};
        MatchRunner runner(s);
        QVERIFY(!runner.sprtVerdict());
        const Played p = play(runner);
        const std::optional<SprtVerdict> verdict = runner.sprtVerdict();
        QVERIFY(verdict);
        QCOMPARE(verdict->status.decision, SprtDecision::AcceptH1);
        QCOMPARE(verdict->score.pairs, (Pentanomial{{0, 0, 0, 0, 4}}));
        QCOMPARE(verdict->status.llr, sprtLlr(*s.sprt, Pentanomial{{0, 0, 0, 0, 4}}));
        QVERIFY2(verdict->score.games() == 8 || verdict->score.games() == 9,
                 qPrintable(QString::number(verdict->score.games())));
        QCOMPARE(verdict->score.wins, verdict->score.games());
        QCOMPARE(p.score.games(), verdict->score.games() + 1);
        QCOMPARE(p.score.wins, p.score.games());
        QCOMPARE(runner.sprtStatus()->llr, sprtLlr(*s.sprt, p.score.pairs));
    }

    void finishRunningThenStop() {
        MatchSettings s;
        s.engine[0] = fake(QStringLiteral("normal"));
        s.engine[1] = fake(QStringLiteral("crash 2"));
        s.games = 10;
        s.concurrency = 2;
        s.timeControl = TimeControl::fixedDepth(1);
        MatchRunner runner(s);
        QObject::connect(&runner, &MatchRunner::gameFinished, &runner,
                         [&](int, const MatchGameRecord&, double) { runner.finishRunningThenStop(); });
        const Played p = play(runner);
        QCOMPARE(p.score.games(), 2); // the two games already running, no more
    }

    void stopNow() {
        MatchSettings s;
        s.engine[0] = fake(QStringLiteral("stall 0"));
        s.engine[1] = fake(QStringLiteral("stall 0"));
        s.games = 4;
        s.concurrency = 2;
        s.timeControl = TimeControl::fixedDepth(1);
        MatchRunner runner(s);
        QSignalSpy started(&runner, &MatchRunner::gameStarted);
        QTimer::singleShot(1500, &runner, [&] { runner.stopNow(); });
        const Played p = play(runner, 10000);
        QCOMPARE(runner.state(), MatchRunner::State::Finished);
        QCOMPARE(p.score.games(), 0);
        QCOMPARE(started.size(), 2);
        QCOMPARE(liveChildren(), 0);
    }

    void inProcessMatch() {
        const auto names = searcherNames();
        if (std::find(names.begin(), names.end(), "random") == names.end() ||
            std::find(names.begin(), names.end(), "material") == names.end())
            QSKIP("the random and material searchers are not registered yet");
        QString error;
        MatchSettings s;
        s.engine[0] = *parseEngineSpec(QStringLiteral("material"), &error);
        s.engine[1] = *parseEngineSpec(QStringLiteral("random"), &error);
        s.games = 2;
        s.timeControl = TimeControl::fixedDepth(1);
        s.adjudication.maxMoves = 60;
        MatchRunner runner(s);
        const Played p = play(runner);
        QVERIFY2(p.errors.isEmpty(), qPrintable(p.errors.join(QLatin1Char('\n'))));
        QCOMPARE(p.score.games(), 2);
        for (const MatchGameRecord& r : p.records) {
            QVERIFY(r.outcome.decided());
            QVERIFY2(r.outcome.termination != Termination::EngineCrash && r.outcome.termination != Termination::EngineStall &&
                         r.outcome.termination != Termination::IllegalMove,
                     qPrintable(r.reason));
            QVERIFY(r.game.ply() > 0 && r.game.ply() <= 120);
        }
        QCOMPARE(p.score.winsAs[White] + p.score.drawsAs[White] + p.score.lossesAs[White], 1);
    }

    // The rules and the optional adjudications, on their own.
    void adjudicatorRules() {
        auto gameFrom = [](const char* fen, std::initializer_list<const char*> moves) {
            Game g(*Position::fromFen(fen));
            for (const char* m : moves) g.play(*parseUciMove(g.current(), m));
            return g;
        };
        Adjudicator a;
        QCOMPARE(a.afterMove(gameFrom("rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2", {"d8h4"}), true, 0),
                 (Outcome{GameResult::BlackWins, Termination::Checkmate}));
        QCOMPARE(Adjudicator::byRules(gameFrom("7k/5Q2/6K1/8/8/8/8/8 w - - 0 1", {"f7f6"})).termination, Termination::None);
        QCOMPARE(Adjudicator::byRules(gameFrom("7k/4Q3/6K1/8/8/8/8/8 w - - 0 1", {"e7f7"})),
                 (Outcome{GameResult::Draw, Termination::Stalemate}));
        QCOMPARE(Adjudicator::byRules(gameFrom("8/8/4k3/8/8/3K4/8/7R w - - 99 80", {"h1h2"})),
                 (Outcome{GameResult::Draw, Termination::FiftyMoveRule}));
        QCOMPARE(Adjudicator::byRules(gameFrom("8/8/4k3/8/8/3K4/8/6nR w - - 0 80", {"d3e3", "e6d6", "e3d3", "d6e6", "d3e3", "e6d6", "e3d3", "d6e6"})),
                 (Outcome{GameResult::Draw, Termination::ThreefoldRepetition}));
        QCOMPARE(Adjudicator::byRules(gameFrom("8/8/4k3/8/8/3K4/8/6nR b - - 0 80", {"g1h3"})).termination, Termination::None);
        QCOMPARE(Adjudicator::byRules(gameFrom("8/8/4k3/8/8/2K5/5n2/7R b - - 0 80", {"f2h1"})),
                 (Outcome{GameResult::Draw, Termination::InsufficientMaterial}));

        AdjudicationSettings draw;
        draw.drawMoveNumber = 1;
        draw.drawMoveCount = 2;
        draw.drawScoreCp = 10;
        Adjudicator d(draw);
        Game g;
        const char* moves[] = {"g1f3", "g8f6", "f3g1", "f6g8"};
        int scores[] = {5, -3, 20, 0};
        Outcome o;
        for (int i = 0; i < 4; ++i) {
            g.play(*parseUciMove(g.current(), moves[i]));
            o = d.afterMove(g, true, scores[i]);
            QVERIFY(!o.decided()); // the 20 broke the streak
        }
        const char* more[] = {"g1f3", "g8f6", "f3g1"};
        for (int i = 0; i < 3; ++i) {
            g.play(*parseUciMove(g.current(), more[i]));
            o = d.afterMove(g, true, 0);
        }
        QCOMPARE(o, (Outcome{GameResult::Draw, Termination::Adjudication})); // 4 plies within ±10

        AdjudicationSettings resign;
        resign.resignMoveCount = 2;
        resign.resignScoreCp = 500;
        Adjudicator r(resign);
        Game h;
        const char* rm[] = {"e2e4", "e7e5", "g1f3", "b8c6"};
        const int rs[] = {50, -600, 60, -700};
        for (int i = 0; i < 4; ++i) {
            h.play(*parseUciMove(h.current(), rm[i]));
            o = r.afterMove(h, true, rs[i]);
        }
        QCOMPARE(o, (Outcome{GameResult::WhiteWins, Termination::Adjudication}));

        AdjudicationSettings length;
        length.maxMoves = 2;
        Adjudicator m(length);
        Game k;
        for (const char* mv : {"e2e4", "e7e5", "g1f3"}) {
            k.play(*parseUciMove(k.current(), mv));
            QVERIFY(!m.afterMove(k, false, 0).decided());
        }
        k.play(*parseUciMove(k.current(), "b8c6"));
        QCOMPARE(m.afterMove(k, false, 0), (Outcome{GameResult::Draw, Termination::MaxLength}));
    }

    // A match whose games at once would not fit the machine is refused before it starts.
    void matchOverTheBudgetIsRefused() {
        MatchSettings settings;
        QString error;
        settings.engine[0] = *parseEngineSpec(QStringLiteral("eschess,Hash=4096"), &error);
        settings.engine[1] = *parseEngineSpec(QStringLiteral("eschess,Hash=4096"), &error);
        settings.games = 2;
        settings.concurrency = 1000;
        MatchRunner runner(settings);
        QVERIFY(!runner.validate(&error));
        QVERIFY2(error.contains(QStringLiteral("8192000 MB")), qPrintable(error));
    }

    // Scores at the ends of int (an engine's mate overflow, a broken in-process value) are
    // extreme scores, not level ones: INT_MIN must not pass |score| <= 10 (std::abs(INT_MIN)
    // is undefined and in practice negative), and it still counts towards resignation.
    void adjudicatorExtremeScores() {
        AdjudicationSettings draw;
        draw.drawMoveNumber = 1;
        draw.drawMoveCount = 1;
        draw.drawScoreCp = 10;
        Adjudicator d(draw);
        Game g;
        for (const char* mv : {"g1f3", "g8f6", "f3g1", "f6g8"}) {
            g.play(*parseUciMove(g.current(), mv));
            QVERIFY(!d.afterMove(g, true, std::numeric_limits<int>::min()).decided());
        }
        AdjudicationSettings resign;
        resign.resignMoveCount = 1;
        resign.resignScoreCp = 500;
        resign.resignTwoSided = true;
        Adjudicator r(resign);
        Game h;
        h.play(*parseUciMove(h.current(), "e2e4"));
        QVERIFY(!r.afterMove(h, true, std::numeric_limits<int>::max()).decided());
        h.play(*parseUciMove(h.current(), "e7e5"));
        QCOMPARE(r.afterMove(h, true, std::numeric_limits<int>::min()), (Outcome{GameResult::WhiteWins, Termination::Adjudication}));
    }

    // The ladder plays each level in turn and fits one rating: all draws against 1400 and 1600
    // (games cut at two moves) put the engine at exactly 1500.
    void ladder() {
        MatchSettings base;
        base.engine[0] = fake(QStringLiteral("normal --name Me"));
        base.games = 2;
        base.concurrency = 2;
        base.timeControl = TimeControl::fixedDepth(1);
        base.adjudication.maxMoves = 2;
        LadderRunner ladder(base, QStringLiteral(FAKEUCI_PATH " normal --levels"), {1400, 1600});
        QSignalSpy levels(&ladder, &LadderRunner::levelFinished);
        QSignalSpy finished(&ladder, &LadderRunner::finished);
        ladder.start();
        QVERIFY(finished.wait(30000));
        UciEngine::waitForQuitProcesses(2000);
        QCOMPARE(levels.size(), 2);
        QCOMPARE(int(ladder.results().size()), 2);
        QCOMPARE(ladder.results()[1].opponentElo, 1600.0);
        QCOMPARE(ladder.results()[1].draws, 2);
        const LadderFit fit = ladder.fit();
        QVERIFY(fit.bounded);
        QVERIFY(std::fabs(fit.elo - 1500) < 1e-6);
        QCOMPARE(fit.games, 4);
    }

    // The shipped openings: all read, all distinct, none with the game already decided.
    void balancedSuite() {
        OpeningSuite suite;
        QString error;
        QVERIFY2(suite.load(QStringLiteral(ESCHESS_SOURCE_DIR "/resources/openings/balanced.epd"), &error), qPrintable(error));
        QVERIFY(suite.warnings().isEmpty());
        QCOMPARE(suite.size(), 45);
        QCOMPARE(suite.at(0).label, QStringLiteral("Italian Game"));
        QSet<QString> fens;
        for (int i = 0; i < suite.size(); ++i) {
            fens.insert(QString::fromStdString(suite.at(i).start.fen()));
            QVERIFY(!Adjudicator::byRules(Game(suite.at(i).start)).decided());
        }
        QCOMPARE(fens.size(), 45);
        // Random order is a permutation per pass, the same for the same seed.
        QSet<QString> firstPass;
        for (int pair = 0; pair < 45; ++pair) firstPass.insert(suite.openingForPair(pair, true, 42).label);
        QCOMPARE(firstPass.size(), 45);
        QCOMPARE(suite.openingForPair(3, true, 42).label, suite.openingForPair(3, true, 42).label);
        QCOMPARE(suite.openingForPair(46, false, 0).label, suite.at(1).label);
    }

    // The wide set for long fixed-node matches (tools/make-eco-openings.sh): every line is legal
    // from the start position, and no two reach the same position, so a deterministic match
    // plays as many different games as the set has lines times two.
    void ecoBalancedSuite() {
        OpeningSuite suite;
        QString error;
        QVERIFY2(suite.load(QStringLiteral(ESCHESS_SOURCE_DIR "/resources/openings/eco-balanced.pgn"), &error),
                 qPrintable(error));
        QVERIFY2(suite.warnings().isEmpty(), qPrintable(suite.warnings().join(QLatin1Char('\n'))));
        QCOMPARE(suite.size(), 1490);
        QCOMPARE(suite.at(0).label, QStringLiteral("Amsterdam Attack"));
        QSet<QString> positions;
        for (int i = 0; i < suite.size(); ++i) {
            const Opening& o = suite.at(i);
            QCOMPARE(o.start.fen(), Position().fen());
            QVERIFY(o.moves.size() >= 8);
            Position p = o.start;
            for (Move m : o.moves) p.makeMove(m);
            const QString fen = QString::fromStdString(p.fen());
            // The same placement, side and rights; the move counters may differ by transposition.
            positions.insert(fen.section(QLatin1Char(' '), 0, 3));
            QVERIFY(!Adjudicator::byRules(Game(p)).decided());
        }
        QCOMPARE(positions.size(), suite.size());
    }

    void timeControls() {
        QString error;
        auto tc = TimeControl::parseClock(QStringLiteral("40/60+0.6"), &error);
        QVERIFY(tc);
        QCOMPARE(tc->movesPerPeriod, 40);
        QCOMPARE(tc->baseMs, qint64(60000));
        QCOMPARE(tc->incMs, qint64(600));
        QCOMPARE(tc->pgnTag(), QStringLiteral("40/60+0.6"));
        tc = TimeControl::parseClock(QStringLiteral("10+0.1"), &error);
        QCOMPARE(tc->pgnTag(), QStringLiteral("10+0.1"));
        QVERIFY(!TimeControl::parseClock(QStringLiteral("x+1"), &error));
        QVERIFY(error.contains(QStringLiteral("'x'")));
        QVERIFY(!TimeControl::parseClock(QStringLiteral("0/10"), &error));
        QVERIFY(!TimeControl::parseClock(QStringLiteral("0"), &error));
        QCOMPARE(TimeControl::moveTime(100).pgnTag(), QStringLiteral("0.1/move"));

        // A form's value of each kind: the bounds eschess-cli has, with a message that names them.
        using Kind = TimeControl::Kind;
        QCOMPARE(TimeControl::parse(Kind::Clock, QStringLiteral("40/60+0.6"), &error)->pgnTag(), QStringLiteral("40/60+0.6"));
        QCOMPARE(TimeControl::parse(Kind::MoveTime, QStringLiteral(" 86400000 "), &error)->moveTimeMs, qint64(86'400'000));
        QCOMPARE(TimeControl::parse(Kind::Depth, QStringLiteral("100"), &error)->depth, 100);
        QCOMPARE(TimeControl::parse(Kind::Nodes, QStringLiteral("1000000000000"), &error)->nodes, quint64(1'000'000'000'000));
        QCOMPARE(TimeControl::parse(Kind::None, QString(), &error)->kind, Kind::None);
        const struct {
            Kind kind;
            const char* text;
            const char* message;
        } refused[] = {
            // A day and a millisecond, or a huge number whose grace time would overflow a qint64.
            {Kind::MoveTime, "86400001", "time control '86400001': milliseconds per move must be a whole number from 1 to 86400000"},
            {Kind::MoveTime, "9223372036854775807", "time control '9223372036854775807': milliseconds per move must be"},
            {Kind::MoveTime, "0", "from 1 to 86400000"},
            {Kind::MoveTime, "-5", "from 1 to 86400000"},
            {Kind::Depth, "2147483648", "time control '2147483648': the depth must be a whole number from 1 to 100"},
            {Kind::Depth, "4.5", "the depth must be"},
            {Kind::Nodes, "1000000000001", "nodes per move must be a whole number from 1 to 1000000000000"},
            {Kind::Nodes, "", "time control '': nodes per move"},
            {Kind::Clock, "10+x", "time control '10+x': increment 'x'"},
        };
        for (const auto& r : refused) {
            error.clear();
            QVERIFY2(!TimeControl::parse(r.kind, QString::fromLatin1(r.text), &error), r.text);
            QVERIFY2(error.contains(QString::fromLatin1(r.message)), qPrintable(error));
        }

        GameClock clock;
        clock.reset(*TimeControl::parseClock(QStringLiteral("2/10+1"), &error));
        SearchLimits l = clock.limits(White);
        QCOMPARE(l.timeMs[White], qint64(10000));
        QCOMPARE(l.incMs[Black], qint64(1000));
        QCOMPARE(l.movesToGo, 2);
        QVERIFY(clock.charge(White, 4000));
        QCOMPARE(clock.remainingMs(White), qint64(7000));
        QCOMPARE(clock.limits(White).movesToGo, 1);
        QVERIFY(clock.charge(White, 1000));
        QCOMPARE(clock.remainingMs(White), qint64(17000)); // new period
        QVERIFY(!clock.charge(Black, 10001));
    }
};

QTEST_GUILESS_MAIN(TestMatchRunner)
#include "tst_matchrunner.moc"
