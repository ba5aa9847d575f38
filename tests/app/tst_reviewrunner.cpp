// Game review end to end: Eschess's own searcher finds the prepared blunder (3... Nf6?? allowing
// Qxf7#) and the runner classifies it exactly; a stopped review keeps the verdicts it has and
// annotates that part only; the fake engine's scores arrive with the right signs.
#include "app/core/localengine.h"
#include "app/core/reviewrunner.h"
#include "app/core/uciengine.h"

#include "search/searcher.h"

#include <QSignalSpy>
#include <QtTest>

using namespace eschess;
using namespace eschess::app;

namespace {

const char* kBlunderGame = "[White \"Anna\"]\n[Black \"Bert\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n";

UciEngine* fake(QStringList arguments) {
    UciEngineConfig config;
    config.program = QStringLiteral(FAKEUCI_PATH);
    config.arguments = std::move(arguments);
    return new UciEngine(config);
}

} // namespace

class TestReviewRunner : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { Position::init(); }

    void findsTheBlunder() {
        const PgnReadResult read = readPgn(kBlunderGame);
        QCOMPARE(int(read.games.size()), 1);
        SearchLimits limits;
        // Depth 8, not less: at depth 4 the network of 26 November 2026 (net3) sees 3... g6 4. Bxf7+
        // Kxf7 5. Qf3+ as a win for Black and calls 3. Bc4 a blunder; the sacrifice's refutation
        // shows from depth 8.
        limits.depth = 8;
        ReviewRunner runner(new LocalEngine(QString::fromStdString(defaultSearcherName())), read.games, limits);
        QSignalSpy finished(&runner, &ReviewRunner::finished);
        QSignalSpy reviewed(&runner, &ReviewRunner::gameReviewed);
        runner.start();
        QVERIFY(finished.wait(60000));
        QCOMPARE(finished.first().first().toBool(), true);
        QCOMPARE(reviewed.size(), 1);
        QCOMPARE(runner.positionsDone(), 8);
        QCOMPARE(runner.positionsTotal(), 8);
        const std::vector<PositionEval>& evals = runner.evaluations(0);
        QCOMPARE(int(evals.size()), 8);
        QCOMPARE(evals[6].mate, 1); // White to move mates in one
        QVERIFY(evals[7].over);
        const GameReview r = runner.review(0);
        QCOMPARE(int(r.moves.size()), 7);
        QCOMPARE(r.moves[5].moveClass, MoveClass::Blunder); // 3... Nf6??
        QCOMPARE(r.moves[6].moveClass, MoveClass::Best);    // 4. Qxf7#
        QCOMPARE(r.players[Black].counts[int(MoveClass::Blunder)], 1);
        QCOMPARE(r.players[White].counts[int(MoveClass::Blunder)], 0);
        // Line breaks fall where the comments' lengths put them (the engine's scores): compare
        // the movetext with its whitespace folded.
        const QString pgn = QString::fromStdString(writePgn(runner.annotated(0))).simplified();
        QVERIFY2(pgn.contains(QStringLiteral("3... Nf6?? {[%eval #1]} (")), qPrintable(pgn));
        QVERIFY2(pgn.contains(QStringLiteral("4. Qxf7# 1-0")), qPrintable(pgn));
    }

    // Stopped after three positions: those verdicts stay, two moves are reviewed and annotated.
    void stopKeepsWhatIsDone() {
        const PgnReadResult read = readPgn(std::string(kBlunderGame) + "\n1. d4 d5 *\n");
        SearchLimits limits;
        limits.depth = 1;
        ReviewRunner runner(fake({QStringLiteral("slow"), QStringLiteral("150")}), read.games, limits);
        QSignalSpy finished(&runner, &ReviewRunner::finished);
        connect(&runner, &ReviewRunner::progress, &runner, [&](int done, int) {
            if (done == 3) runner.stop();
        });
        runner.start();
        QVERIFY(finished.wait(30000));
        QCOMPARE(finished.first().first().toBool(), false);
        QVERIFY(!runner.isRunning());
        QCOMPARE(runner.positionsDone(), 3);
        QCOMPARE(runner.positionsTotal(), 8 + 3);
        QCOMPARE(int(runner.evaluations(0).size()), 3);
        QCOMPARE(int(runner.evaluations(1).size()), 0);
        QVERIFY(!runner.gameDone(0));
        QCOMPARE(int(runner.review(0).moves.size()), 2);
        const PgnGame annotated = runner.annotated(0);
        QCOMPARE(int(annotated.moves.size()), 7); // the game is whole, only its reviewed part annotated
        QVERIFY(annotated.comments[1].find("[%eval") != std::string::npos);
        QVERIFY(annotated.comments[2].empty());
        // The fake engine scores (key mod 41) - 20 from the side to move's view.
        for (int i = 0; i < 3; ++i) {
            Position pos = annotated.start;
            for (int k = 0; k < i; ++k) pos.makeMove(annotated.moves[size_t(k)]);
            QCOMPARE(runner.evaluations(0)[size_t(i)].cp, int(pos.key() % 41) - 20);
        }
        UciEngine::waitForQuitProcesses(2000);
    }

    void engineFailureIsReported() {
        const PgnReadResult read = readPgn("1. e4 e5 *\n");
        SearchLimits limits;
        limits.depth = 1;
        ReviewRunner runner(fake({QStringLiteral("crash"), QStringLiteral("1")}), read.games, limits);
        QSignalSpy finished(&runner, &ReviewRunner::finished);
        runner.start();
        QVERIFY(finished.wait(20000));
        QCOMPARE(finished.first().first().toBool(), false);
        QVERIFY2(runner.errorString().contains(QStringLiteral("exit code 3")), qPrintable(runner.errorString()));
        QCOMPARE(int(runner.evaluations(0).size()), 1); // the one answer before the crash is kept
    }
};

QTEST_GUILESS_MAIN(TestReviewRunner)
#include "tst_reviewrunner.moc"
