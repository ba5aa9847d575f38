// The strong searcher's transposition table (search/tt.h): what an entry keeps (move, score,
// evaluation, depth and bound), when a store of the same position keeps the deeper entry, which
// entry a full bucket gives up, and how the generation ages entries across searches.
#include "search/tt.h"

#include <QtTest>

using namespace eschess;

namespace {

// Keys that land in the same bucket of a 1 MB table: the bucket is chosen by the key's high
// bits, the entry by its low 16, so these differ only in the low bits.
Key sameBucket(int i) { return (Key(0x9E3779B97F4A7C15ULL) & ~Key(0xFFFF)) | Key(i + 1); }

Move someMove() { return Move(Square(12), Square(28)); }

} // namespace

class TestTransposition : public QObject {
    Q_OBJECT
private slots:
    void entryKeepsWhatWasStored() {
        TranspositionTable tt;
        QVERIFY(tt.resize(1));
        tt.newSearch();
        const Key key = sameBucket(0);
        QCOMPARE(tt.probe(key), nullptr);
        tt.store(key, someMove(), -123, 45, 7, Bound::Lower);
        const TTEntry* e = tt.probe(key);
        QVERIFY(e);
        QCOMPARE(Move(e->move), someMove());
        QCOMPARE(int(e->score), -123);
        QCOMPARE(int(e->eval), 45);
        QCOMPARE(e->searchDepth(), 7);
        QCOMPARE(e->bound(), Bound::Lower);
        QCOMPARE(tt.probe(sameBucket(1)), nullptr); // same bucket, another position
    }

    // In one search, a much shallower bound does not overwrite a deeper entry of the same
    // position (it only lends its move to an entry without one); an exact score does, and so
    // does anything in a later search.
    void sameSearchKeepsTheDeeperEntry() {
        TranspositionTable tt;
        QVERIFY(tt.resize(1));
        tt.newSearch();
        const Key key = sameBucket(0);
        tt.store(key, Move::none(), 50, 0, 12, Bound::Lower);
        tt.store(key, someMove(), -20, 0, 4, Bound::Upper);
        QCOMPARE(tt.probe(key)->searchDepth(), 12);
        QCOMPARE(int(tt.probe(key)->score), 50);
        QCOMPARE(Move(tt.probe(key)->move), someMove());
        tt.store(key, someMove(), 30, 0, 9, Bound::Lower); // within three plies: replaces
        QCOMPARE(tt.probe(key)->searchDepth(), 9);
        tt.store(key, someMove(), 40, 0, 12, Bound::Lower);
        tt.store(key, someMove(), 10, 0, 2, Bound::Exact);
        QCOMPARE(tt.probe(key)->searchDepth(), 2);
        QCOMPARE(tt.probe(key)->bound(), Bound::Exact);
        tt.store(key, someMove(), 40, 0, 12, Bound::Lower);
        tt.newSearch();
        tt.store(key, someMove(), -5, 0, 3, Bound::Upper);
        QCOMPARE(tt.probe(key)->searchDepth(), 3);
        QCOMPARE(int(tt.probe(key)->score), -5);
    }

    // A full bucket gives up its least worth entry: shallow and old before deep and new.
    void replacementPrefersShallowAndOld() {
        TranspositionTable tt;
        QVERIFY(tt.resize(1));
        tt.newSearch();
        tt.store(sameBucket(0), someMove(), 0, 0, 20, Bound::Exact);
        tt.store(sameBucket(1), someMove(), 0, 0, 3, Bound::Exact);
        tt.store(sameBucket(2), someMove(), 0, 0, 12, Bound::Exact);
        tt.store(sameBucket(3), someMove(), 0, 0, 10, Bound::Exact);
        QVERIFY(tt.probe(sameBucket(0)));
        QCOMPARE(tt.probe(sameBucket(1)), nullptr); // the shallowest went
        QVERIFY(tt.probe(sameBucket(2)));
        QVERIFY(tt.probe(sameBucket(3)));
        // Five searches later the deep entry is stale and goes before a fresh shallow one.
        for (int i = 0; i < 5; ++i) tt.newSearch();
        tt.store(sameBucket(2), someMove(), 0, 0, 4, Bound::Exact);
        tt.store(sameBucket(3), someMove(), 0, 0, 4, Bound::Exact);
        tt.store(sameBucket(4), someMove(), 0, 0, 4, Bound::Exact);
        QCOMPARE(tt.probe(sameBucket(0)), nullptr);
        QVERIFY(tt.probe(sameBucket(4)));
    }

    void hashfullCountsThisSearchOnly() {
        TranspositionTable tt;
        QVERIFY(tt.resize(1));
        tt.newSearch();
        QCOMPARE(tt.hashfull(), 0);
        for (Key k = 1; k < 200000; ++k) tt.store(k * 0x9E3779B97F4A7C15ULL, Move::none(), 0, 0, 1, Bound::Upper);
        QVERIFY(tt.hashfull() > 500);
        tt.newSearch();
        QCOMPARE(tt.hashfull(), 0);
    }
};

QTEST_APPLESS_MAIN(TestTransposition)
#include "tst_transposition.moc"
