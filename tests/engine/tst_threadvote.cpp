// Lazy SMP's vote (search/threadvote.h): which thread's answer the search plays.
#include "core/position.h"
#include "search/threadvote.h"

#include <QtTest>

#include <vector>

using namespace eschess;

namespace {

// Three distinct moves of the start position, to vote for.
Move moveA() {
    return Move(SqE2, SqE4);
}
Move moveB() {
    return Move(SqD2, SqD4);
}
Move moveC() {
    return Move(SqG1, SqF3);
}

std::size_t choose(const std::vector<ThreadAnswer>& answers) {
    return chooseThread(answers);
}

} // namespace

class TestThreadVote : public QObject {
    Q_OBJECT
  private slots:
    void noHelpersMeansTheMainThread() {
        QCOMPARE(choose({}), std::size_t(0));
        QCOMPARE(choose({{moveA(), 30, 12}}), std::size_t(0));
    }

    void deeperHelperWithAnotherMoveIsPlayed() {
        // Same score: the deeper iteration carries more weight.
        QCOMPARE(choose({{moveA(), 30, 20}, {moveB(), 30, 21}}), std::size_t(1));
        QCOMPARE(choose({{moveA(), 30, 21}, {moveB(), 30, 20}}), std::size_t(0));
    }

    void betterScoreAtTheSameDepthIsPlayed() {
        QCOMPARE(choose({{moveA(), 30, 20}, {moveB(), 50, 20}}), std::size_t(1));
        QCOMPARE(choose({{moveA(), 50, 20}, {moveB(), 30, 20}}), std::size_t(0));
    }

    void equalAnswersKeepTheMainThread() {
        QCOMPARE(choose({{moveA(), 30, 20}, {moveB(), 30, 20}}), std::size_t(0));
        QCOMPARE(choose({{moveA(), 30, 20}, {moveA(), 30, 20}}), std::size_t(0));
    }

    void sameMoveTakesTheDeeperLine() {
        // The move is the same either way; the deeper thread's line and score are reported.
        QCOMPARE(choose({{moveA(), 30, 20}, {moveA(), 30, 22}}), std::size_t(1));
    }

    void votesAddUpByMove() {
        // Two threads for A outvote one thread for B with a higher score: A is worth
        // (0 + 14) * 20 twice = 560, B (10 + 14) * 20 = 480.
        QCOMPARE(choose({{moveA(), 20, 20}, {moveB(), 30, 20}, {moveA(), 20, 20}}), std::size_t(0));
        // With the main thread alone for A, B's two threads win, and the stronger of them plays.
        QCOMPARE(choose({{moveA(), 20, 20}, {moveB(), 30, 20}, {moveB(), 25, 21}}), std::size_t(1));
        // A third move with no support changes nothing.
        QCOMPARE(choose({{moveA(), 20, 20}, {moveA(), 20, 20}, {moveC(), 21, 20}}), std::size_t(0));
    }

    void provenMatesComeFirst() {
        // A mate found by a helper beats any ordinary score, however deep.
        QCOMPARE(choose({{moveA(), 300, 30}, {moveB(), mateIn(9), 12}}), std::size_t(1));
        // Of two mates, the shorter.
        QCOMPARE(choose({{moveA(), mateIn(9), 20}, {moveB(), mateIn(5), 12}}), std::size_t(1));
        QCOMPARE(choose({{moveA(), mateIn(5), 12}, {moveB(), mateIn(9), 20}}), std::size_t(0));
        // A main thread that sees itself mated gives way to a thread that does not.
        QCOMPARE(choose({{moveA(), matedIn(8), 20}, {moveB(), -500, 18}}), std::size_t(1));
        // A helper that sees itself mated never outvotes one that does not, even when deeper.
        QCOMPARE(choose({{moveA(), -500, 18}, {moveB(), matedIn(8), 25}}), std::size_t(0));
        // Being mated either way: the longer resistance.
        QCOMPARE(choose({{moveA(), matedIn(4), 20}, {moveB(), matedIn(10), 20}}), std::size_t(1));
    }

    void threadsWithoutACompletedIterationDoNotVote() {
        QCOMPARE(choose({{moveA(), 30, 20}, {moveB(), 900, 0}}), std::size_t(0));
        // A main thread stopped inside its first iteration has no answer of its own.
        QCOMPARE(choose({{moveA(), 0, 0}, {moveB(), 10, 1}}), std::size_t(1));
        QCOMPARE(choose({{moveA(), 0, 0}, {moveB(), 0, 0}}), std::size_t(0));
    }
};

QTEST_APPLESS_MAIN(TestThreadVote)
#include "tst_threadvote.moc"
