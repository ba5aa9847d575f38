// ACPL over a PGN with a referee engine: the fake engine scores every position as
// (key mod 41) − 20 from the side to move's view, so each move's loss is known exactly and the
// runner's sign conventions (before: mover's view; after: negated) are checked end to end.
#include "app/core/acplrunner.h"
#include "app/core/uciengine.h"

#include "core/movegen.h"

#include <QSignalSpy>
#include <QtTest>

using namespace eschess;
using namespace eschess::app;

namespace {

int fakeScore(const Position& p) { return int(p.key() % 41) - 20; }

} // namespace

class TestAcplRunner : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        Position::init();
    }

    void lossesMatchTheReferee() {
        const PgnReadResult read = readPgn(
            "[White \"Anna\"]\n[Black \"Bert\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 1/2-1/2\n\n"
            "[White \"Bert\"]\n[Black \"Anna\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n");
        QCOMPARE(int(read.games.size()), 2);
        UciEngineConfig config;
        config.program = QStringLiteral(FAKEUCI_PATH);
        SearchLimits limits;
        limits.depth = 1;
        AcplRunner runner(new UciEngine(config), read.games, limits, 15);
        QSignalSpy finished(&runner, &AcplRunner::finished);
        std::vector<std::vector<int>> perGame;
        connect(&runner, &AcplRunner::gameScored, this, [&](int, const std::vector<int>& l) { perGame.push_back(l); });
        runner.start();
        QVERIFY(finished.wait(20000));
        QCOMPARE(finished.first().first().toBool(), true);
        QCOMPARE(int(perGame.size()), 2);

        // Expected: loss = clamp(score(before) + score(after), 0, 15), score(after) of a mate = −10000.
        AcplTally expected(15);
        for (std::size_t g = 0; g < 2; ++g) {
            Position pos = read.games[g].start;
            QCOMPARE(perGame[g].size(), read.games[g].moves.size());
            for (std::size_t i = 0; i < read.games[g].moves.size(); ++i) {
                const int before = fakeScore(pos);
                const std::string mover = read.games[g].tag(pos.sideToMove() == White ? "White" : "Black");
                const GamePhase phase = acplPhase(pos);
                pos.makeMove(read.games[g].moves[i]);
                const bool mated = legalMoves(pos).empty() && pos.inCheck();
                const int after = mated ? -AcplRunner::kMateCp : fakeScore(pos);
                QCOMPARE(perGame[g][i], expected.add(mover, phase, before, -after));
            }
        }
        for (const char* name : {"Anna", "Bert"}) {
            const AcplPlayer* got = runner.tally().find(name);
            const AcplPlayer* want = expected.find(name);
            QVERIFY(got && want);
            QCOMPARE(got->total.moves, want->total.moves);
            QCOMPARE(got->total.loss, want->total.loss);
        }
        QCOMPARE(runner.tally().find("Anna")->total.moves, 5); // 3 in game one, 2 in game two
        QCOMPARE(runner.positionsScored(), 7 + 5);
        UciEngine::waitForQuitProcesses(2000);
    }

    void refereeFailureIsReported() {
        const PgnReadResult read = readPgn("1. e4 e5 *\n");
        UciEngineConfig config;
        config.program = QStringLiteral(FAKEUCI_PATH);
        config.arguments = {QStringLiteral("crash"), QStringLiteral("1")};
        SearchLimits limits;
        limits.depth = 1;
        AcplRunner runner(new UciEngine(config), read.games, limits);
        QSignalSpy finished(&runner, &AcplRunner::finished);
        runner.start();
        QVERIFY(finished.wait(20000));
        QCOMPARE(finished.first().first().toBool(), false);
        QVERIFY2(runner.errorString().contains(QStringLiteral("exit code 3")), qPrintable(runner.errorString()));
    }
};

QTEST_GUILESS_MAIN(TestAcplRunner)
#include "tst_acplrunner.moc"
