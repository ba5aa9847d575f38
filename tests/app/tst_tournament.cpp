// Tournaments end to end with fast deterministic engines (family searchers at a fixed depth): the
// runner's schedule of each format (every pairing, colours balanced, each opening played with both
// colours by a pairing), book openings that depend only on the seed and the opening's number, the
// state file (a torn last line and a PGN game written after the last journal line are cut off;
// other settings are refused), and resuming after a simulated kill mid-run giving the same final
// crosstable as an uninterrupted run, for round robin, gauntlet and Swiss.
#include "app/core/engineplayer.h"
#include "app/core/localengine.h"
#include "app/core/runjournal.h"
#include "app/core/tournamentrunner.h"
#include "app/core/tournamenttables.h"

#include "book/polyglot_key.h"
#include "book/polyglot_move.h"
#include "notation/pgn.h"
#include "notation/uci_move.h"

#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

#include <map>
#include <set>

using namespace eschess;
using namespace eschess::app;

namespace {

EngineSpec spec(const QString& text) {
    QString error;
    auto s = parseEngineSpec(text, &error);
    if (!s) qFatal("%s", qPrintable(error));
    return *s;
}

// Openings with some life in them, so that the depth-limited searchers do not all play one game.
const char* kOpenings = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1 id \"e4\";\n"
                        "rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR b KQkq - 0 1 id \"d4\";\n"
                        "rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2 id \"sicilian\";\n"
                        "rnbqkb1r/pppppppp/5n2/8/2P5/8/PP1PPPPP/RNBQKBNR w KQkq - 1 2 id \"english\";\n";

TournamentSettings field(TournamentFormat format, const QString& dir) {
    TournamentSettings s;
    for (const char* e : {"alphabeta", "quiescence", "minimax", "iterative", "material"})
        s.engines.push_back(spec(QString::fromLatin1(e)));
    s.format = format;
    s.gamesPerPair = 2;
    s.swissRounds = 3;
    s.timeControl = TimeControl::fixedDepth(2);
    s.adjudication.maxMoves = 40; // keeps the games short and ends shuffling endgames in a draw
    QString why;
    if (!s.openings.loadText(QString::fromLatin1(kOpenings), false, QStringLiteral("openings.epd"), &why))
        qFatal("%s", qPrintable(why));
    s.concurrency = 2;
    s.pgnPath = dir + QStringLiteral("/games.pgn");
    s.statePath = dir + QStringLiteral("/games.state");
    return s;
}

struct RunOutcome {
    std::map<std::pair<int, int>, std::tuple<int, int, int>> tallies; // (a, b) a < b: a's W/D/L
    std::vector<double> points;
    int played = 0;     // all the tournament's games, resumed ones included
    int playedHere = 0; // the games this run played
    QStringList crosstable;
    QStringList errors;
    bool operator==(const RunOutcome& o) const {
        return tallies == o.tallies && points == o.points && played == o.played && crosstable == o.crosstable;
    }
};

// Runs to the end, or until `stopAfter` games finished in this run (then stops at once, losing
// the games in progress, as a kill would).
RunOutcome run(TournamentSettings settings, int stopAfter = -1) {
    TournamentRunner runner(std::move(settings));
    RunOutcome o;
    int finishedHere = 0;
    QObject::connect(&runner, &TournamentRunner::error, &runner, [&](const QString& e) { o.errors << e; });
    QObject::connect(&runner, &TournamentRunner::gameFinished, &runner, [&](int, const MatchGameRecord&) {
        if (++finishedHere == stopAfter) runner.stopNow();
    });
    QSignalSpy finished(&runner, &TournamentRunner::finished);
    runner.start();
    if (!finished.wait(120000)) qWarning("tournament did not finish in time");
    const ResultTable table = runner.resultTable();
    for (int a = 0; a < table.size(); ++a)
        for (int b = a + 1; b < table.size(); ++b) {
            const PairTally& t = table.tally(a, b);
            if (t.games()) o.tallies[{a, b}] = {t.wins, t.draws, t.losses};
        }
    o.points = runner.points();
    o.played = runner.gamesPlayed();
    o.crosstable = crosstable(runner);
    o.playedHere = finishedHere;
    return o;
}

// Compared table by table, so that a failure names the table that differs.
void compareTables(const RunOutcome& actual, const RunOutcome& expected) {
    QVERIFY2(actual.errors.isEmpty(), qPrintable(actual.errors.join(QLatin1Char('\n'))));
    QCOMPARE(actual.played, expected.played);
    QCOMPARE(actual.tallies, expected.tallies);
    QCOMPARE(actual.points, expected.points);
    QCOMPARE(actual.crosstable, expected.crosstable);
}

int pgnGames(const QString& path) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) return 0;
    return int(readPgn(f.readAll().toStdString()).games.size());
}

} // namespace

class TestTournament : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase() { Position::init(); }

    void roundRobinScheduleEveryPairBothColoursSameOpening() {
        QTemporaryDir dir;
        TournamentSettings s = field(TournamentFormat::RoundRobin, dir.path());
        s.gamesPerPair = 4;
        s.statePath.clear();
        TournamentRunner runner(s);
        QVERIFY(runner.validate(nullptr));
        runner.start(); // builds the schedule; no game starts before the event loop runs
        runner.stopNow();
        const auto& games = runner.schedule();
        QCOMPARE(int(games.size()), 10 * 4);
        QCOMPARE(runner.totalGames(), 40);
        std::map<std::pair<int, int>, int> perPair;
        std::vector<int> whites(5, 0), blacks(5, 0);
        std::map<std::pair<int, int>, std::map<int, std::set<int>>>
            openingWhites; // pair -> opening -> whites
        for (const TournamentGame& g : games) {
            const auto key = std::minmax(g.slot.white, g.slot.black);
            ++perPair[key];
            ++whites[std::size_t(g.slot.white)];
            ++blacks[std::size_t(g.slot.black)];
            openingWhites[key][g.slot.opening].insert(g.slot.white);
        }
        QCOMPARE(int(perPair.size()), 10);
        for (const auto& [pair, n] : perPair) QCOMPARE(n, 4);
        for (int p = 0; p < 5; ++p) QCOMPARE(whites[std::size_t(p)], blacks[std::size_t(p)]);
        for (const auto& [pair, openings] : openingWhites) {
            QCOMPARE(int(openings.size()), 2); // 4 games: two openings, each with both colours
            for (const auto& [opening, w] : openings) QCOMPARE(int(w.size()), 2);
        }
    }

    void gauntletScheduleEachOpponentBothColours() {
        QTemporaryDir dir;
        TournamentSettings s = field(TournamentFormat::Gauntlet, dir.path());
        s.gauntletPlayer = 2;
        s.statePath.clear();
        TournamentRunner runner(s);
        runner.start();
        runner.stopNow();
        QCOMPARE(int(runner.schedule().size()), 4 * 2);
        std::map<int, std::set<int>> colours; // opponent -> colours of the gauntlet engine
        for (const TournamentGame& g : runner.schedule()) {
            QVERIFY(g.slot.white == 2 || g.slot.black == 2);
            const int opponent = g.slot.white == 2 ? g.slot.black : g.slot.white;
            colours[opponent].insert(g.slot.white == 2 ? 0 : 1);
            QCOMPARE(g.slot.opening, 0);
        }
        QCOMPARE(int(colours.size()), 4);
        for (const auto& [opponent, c] : colours) QCOMPARE(int(c.size()), 2);
    }

    void swissPairsRoundByRoundWithReturnGames() {
        QTemporaryDir dir;
        TournamentSettings s = field(TournamentFormat::Swiss, dir.path());
        const RunOutcome o = run(s);
        QVERIFY2(o.errors.isEmpty(), qPrintable(o.errors.join(QLatin1Char('\n'))));
        // 5 players: 2 pairings a round, 2 games each, 3 rounds; one bye a round.
        QCOMPARE(o.played, 3 * 2 * 2);
        double total = 0;
        for (double p : o.points) total += p;
        QCOMPARE(total, 12.0 + 3.0);
        QCOMPARE(pgnGames(s.pgnPath), 12);
    }

    void bookOpeningsDependOnSeedAndNumberOnly() {
        QTemporaryDir dir;
        // A two-ply book: 1.e4 (weight 3) or 1.d4 (weight 1), then 1...c5 after 1.e4.
        Position start;
        Position afterE4 = start;
        afterE4.makeMove(*parseUciMove(start, "e2e4"));
        std::vector<PolyglotEntry> entries{
            {polyglotKey(start), toPolyglotMove(*parseUciMove(start, "e2e4")), 3, 0},
            {polyglotKey(start), toPolyglotMove(*parseUciMove(start, "d2d4")), 1, 0},
            {polyglotKey(afterE4), toPolyglotMove(*parseUciMove(afterE4, "c7c5")), 1, 0}};
        sortBookEntries(entries);
        std::string error;
        const QString bookPath = dir.filePath(QStringLiteral("book.bin"));
        QVERIFY(savePolyglotBook(bookPath.toStdString(), entries, error));
        TournamentSettings s = field(TournamentFormat::RoundRobin, dir.path());
        s.openings = OpeningSuite();
        s.bookPath = bookPath;
        TournamentRunner a(s), b(s);
        QVERIFY(a.validate(nullptr));
        QVERIFY(b.validate(nullptr));
        int e4 = 0;
        for (int k = 0; k < 200; ++k) {
            const Opening oa = a.opening(k), ob = b.opening(k);
            QCOMPARE(oa.moves, ob.moves);
            QCOMPARE(oa.label, QStringLiteral("book %1").arg(k + 1));
            QVERIFY(!oa.moves.empty());
            if (toUci(oa.moves[0]) == "e2e4") {
                ++e4;
                QCOMPARE(int(oa.moves.size()), 2); // 1...c5 follows
            } else {
                QCOMPARE(int(oa.moves.size()), 1);
            }
        }
        QVERIFY2(e4 > 120 && e4 < 180, qPrintable(QString::number(e4))); // weight 3 : 1
        // Best: always the heaviest line; a depth of one ply stops after White's move.
        s.bookPick.mode = BookPickMode::Best;
        s.bookPick.maxPly = 1;
        TournamentRunner best(s);
        QVERIFY(best.validate(nullptr));
        for (int k = 0; k < 5; ++k) {
            QCOMPARE(int(best.opening(k).moves.size()), 1);
            QCOMPARE(toUci(best.opening(k).moves[0]), std::string("e2e4"));
        }
        // A damaged book is refused with the file named.
        QFile cut(bookPath);
        QVERIFY(cut.resize(20));
        TournamentRunner broken(s);
        QString why;
        QVERIFY(!broken.validate(&why));
        QVERIFY2(why.contains(QStringLiteral("book.bin")), qPrintable(why));
    }

    void resumeAfterKillGivesTheSameCrosstable_data() {
        QTest::addColumn<int>("format");
        QTest::addColumn<int>("stopAfter");
        QTest::newRow("round robin") << int(TournamentFormat::RoundRobin) << 7;
        QTest::newRow("gauntlet") << int(TournamentFormat::Gauntlet) << 3;
        QTest::newRow("swiss, mid-round") << int(TournamentFormat::Swiss) << 5;
    }

    void resumeAfterKillGivesTheSameCrosstable() {
        QFETCH(int, format);
        QFETCH(int, stopAfter);
        QTemporaryDir whole, broken;
        const RunOutcome reference = run(field(TournamentFormat(format), whole.path()));
        QVERIFY2(reference.errors.isEmpty(), qPrintable(reference.errors.join(QLatin1Char('\n'))));
        QVERIFY(reference.played > stopAfter);
        QCOMPARE(pgnGames(whole.path() + QStringLiteral("/games.pgn")), reference.played);

        TournamentSettings s = field(TournamentFormat(format), broken.path());
        const RunOutcome first = run(s, stopAfter);
        QCOMPARE(first.played, stopAfter);
        // What a kill can leave behind besides: a PGN game written whose journal line never came,
        // and half a journal line.
        QFile pgn(s.pgnPath);
        QVERIFY(pgn.open(QIODevice::Append));
        pgn.write("[Event \"half written\"]\n[White \"x\"]\n\n1. e4 e5 2. Nf3");
        pgn.close();
        QFile state(s.statePath);
        QVERIFY(state.open(QIODevice::Append));
        state.write("{\"black\":1,\"game\":");
        state.close();

        s.resume = true;
        s.concurrency = 1; // resuming with another concurrency is allowed
        const RunOutcome resumed = run(s);
        compareTables(resumed, reference);
        if (QTest::currentTestFailed()) return;
        // Every game exactly once in the PGN, and the journal lists each once.
        QCOMPARE(pgnGames(s.pgnPath), reference.played);
        RunJournal journal(s.statePath, QStringLiteral("tournament"), TournamentRunner(s).journalSettings(),
                           s.pgnPath);
        QString why;
        QVERIFY2(journal.resume(&why), qPrintable(why));
        QCOMPARE(int(journal.games().size()), reference.played);
    }

    void resumeWithMoreGamesExtendsTheRun_data() {
        QTest::addColumn<int>("format");
        QTest::addColumn<int>("gamesPerPairBefore");
        QTest::addColumn<int>("roundsBefore");
        QTest::newRow("round robin, 1 then 2 games a pair") << int(TournamentFormat::RoundRobin) << 1 << 3;
        QTest::newRow("gauntlet, 1 then 2 games a pair") << int(TournamentFormat::Gauntlet) << 1 << 3;
        QTest::newRow("swiss, 2 then 3 rounds") << int(TournamentFormat::Swiss) << 2 << 2;
    }

    // A finished run resumed with more games per pair (a Swiss: more rounds) plays only the new
    // games and ends with the tables of a run that had the larger number from the start.
    void resumeWithMoreGamesExtendsTheRun() {
        QFETCH(int, format);
        QFETCH(int, gamesPerPairBefore);
        QFETCH(int, roundsBefore);
        QTemporaryDir whole, grown;
        const TournamentSettings full = field(TournamentFormat(format), whole.path()); // 2 a pair, 3 rounds
        const RunOutcome reference = run(full);
        QVERIFY2(reference.errors.isEmpty(), qPrintable(reference.errors.join(QLatin1Char('\n'))));

        TournamentSettings s = field(TournamentFormat(format), grown.path());
        s.gamesPerPair = gamesPerPairBefore;
        s.swissRounds = roundsBefore;
        const RunOutcome first = run(s);
        QVERIFY2(first.errors.isEmpty(), qPrintable(first.errors.join(QLatin1Char('\n'))));
        QVERIFY(first.played > 0 && first.played < reference.played);

        s.gamesPerPair = full.gamesPerPair;
        s.swissRounds = full.swissRounds;
        s.resume = true;
        const RunOutcome extended = run(s);
        QCOMPARE(extended.playedHere, reference.played - first.played);
        compareTables(extended, reference);
        if (QTest::currentTestFailed()) return;
        QCOMPARE(pgnGames(s.pgnPath), reference.played);

        // What cannot extend the run is still refused: fewer rounds, or in a Swiss more games a
        // pair (they would renumber every round's games).
        TournamentSettings other = s;
        if (format == int(TournamentFormat::Swiss)) {
            other.gamesPerPair = 3;
            const RunOutcome refused = run(other);
            QCOMPARE(refused.errors.size(), 1);
            QVERIFY2(refused.errors[0].contains(QStringLiteral("gamesPerPair was 2, now 3")),
                     qPrintable(refused.errors[0]));
            other = s;
            other.swissRounds = 1;
            const RunOutcome fewer = run(other);
            QCOMPARE(fewer.errors.size(), 1);
            QVERIFY2(fewer.errors[0].contains(QStringLiteral("rounds was 2, now 1")), qPrintable(fewer.errors[0]));
        } else {
            // The state file still names the first run's setting (1), but holds the second's games.
            other.gamesPerPair = 1;
            const RunOutcome fewer = run(other);
            QCOMPARE(fewer.errors.size(), 1);
            QVERIFY2(fewer.errors[0].contains(QStringLiteral("which this tournament does not have")),
                     qPrintable(fewer.errors[0]));
        }
    }

    void stateFileRefusesOtherSettingsAndAnExistingRun() {
        QTemporaryDir dir;
        TournamentSettings s = field(TournamentFormat::RoundRobin, dir.path());
        s.gamesPerPair = 1;
        const RunOutcome done = run(s);
        QCOMPARE(done.played, 10);
        // Starting anew over a state file would throw the run away.
        const RunOutcome again = run(s);
        QCOMPARE(again.played, 0);
        QCOMPARE(again.errors.size(), 1);
        QVERIFY2(again.errors[0].contains(QStringLiteral("exists")), qPrintable(again.errors[0]));
        // Resuming with another limit names what changed.
        s.resume = true;
        s.timeControl = TimeControl::fixedDepth(3);
        const RunOutcome other = run(s);
        QCOMPARE(other.errors.size(), 1);
        QVERIFY2(other.errors[0].contains(QStringLiteral("limit was depth 2, now depth 3")),
                 qPrintable(other.errors[0]));
        // Resuming a finished run plays nothing and gives its tables.
        s.timeControl = TimeControl::fixedDepth(2);
        const RunOutcome finished = run(s);
        QVERIFY(finished.errors.isEmpty());
        QCOMPARE(finished.played, 10);
        QCOMPARE(finished.crosstable, done.crosstable);
        // A damaged line in the middle is refused (only the last line can be torn by a kill).
        QFile state(s.statePath);
        QVERIFY(state.open(QIODevice::ReadOnly));
        QByteArray text = state.readAll();
        state.close();
        text.replace("\"result\"", "\"resu");
        QVERIFY(state.open(QIODevice::WriteOnly | QIODevice::Truncate));
        state.write(text);
        state.close();
        const RunOutcome damaged = run(s);
        QCOMPARE(damaged.errors.size(), 1);
        QVERIFY2(damaged.errors[0].contains(QStringLiteral("games.state:2")), qPrintable(damaged.errors[0]));
    }

    // The engine's own book in games against a person: a book move comes without a search (and
    // from the event loop), a position the book does not have is searched, and a book move for a
    // turn that was cancelled meanwhile is dropped.
    void enginePlayerTakesBookMovesThenSearches() {
        Position start;
        std::vector<PolyglotEntry> entries{{polyglotKey(start), toPolyglotMove(*parseUciMove(start, "g1f3")), 1, 0}};
        auto book = std::make_shared<const PolyglotBook>(entries);
        EngineStrength strength;
        strength.mode = EngineStrength::Mode::Depth;
        strength.depth = 1;
        EnginePlayer player(new LocalEngine(QStringLiteral("material")), strength);
        player.setBook(book, {}, 7);
        QSignalSpy moves(&player, &Player::moveMade);
        GoRequest fromStart{start, {}, {}};
        player.startTurn(fromStart);
        QCOMPARE(moves.count(), 0); // not inside startTurn
        QVERIFY(moves.wait(5000));
        QCOMPARE(toUci(moves.takeFirst().at(0).value<Move>()), std::string("g1f3"));
        // Cancelled before the event loop ran: nothing arrives for that turn.
        player.startTurn(fromStart);
        player.cancelTurn();
        QTest::qWait(50);
        QCOMPARE(moves.count(), 0);
        // Out of book: the engine searches and answers with some legal move.
        GoRequest afterE4{start, {*parseUciMove(start, "e2e4")}, {}};
        player.startTurn(afterE4);
        QVERIFY(moves.wait(10000));
        const Move m = moves.takeFirst().at(0).value<Move>();
        QVERIFY(afterE4.current().isLegal(m));
    }

    void pgnShorterThanRecordedIsRefused() {
        QTemporaryDir dir;
        TournamentSettings s = field(TournamentFormat::Gauntlet, dir.path());
        QCOMPARE(run(s, 2).played, 2);
        QFile pgn(s.pgnPath);
        QVERIFY(pgn.resize(10));
        s.resume = true;
        const RunOutcome o = run(s);
        QCOMPARE(o.errors.size(), 1);
        QVERIFY2(o.errors[0].contains(QStringLiteral("cannot be resumed safely")), qPrintable(o.errors[0]));
    }
};

QTEST_GUILESS_MAIN(TestTournament)
#include "tst_tournament.moc"
