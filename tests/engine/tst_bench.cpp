// bench is deterministic: the same node count on every run (the search's signature).
#include "core/position.h"
#include "search/bench.h"

#include <QtTest>

using namespace eschess;

class TestBench : public QObject {
    Q_OBJECT
private slots:
    void sameNodesTwice() {
        const BenchResult a = runBench(6), b = runBench(6);
        QVERIFY(a.nodes > 10000);
        QCOMPARE(a.nodes, b.nodes);
    }
    void positionsParse() {
        QVERIFY(benchPositions().size() >= 12);
        for (const std::string& fen : benchPositions()) QVERIFY2(Position::fromFen(fen).ok(), fen.c_str());
    }
};

QTEST_APPLESS_MAIN(TestBench)
#include "tst_bench.moc"
