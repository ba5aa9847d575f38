// bench is deterministic: the same node count on every run (the search's signature).
#include "core/position.h"
#include "search/bench.h"

#include <QtTest>

using namespace eschess;

class TestBench : public QObject {
    Q_OBJECT
private slots:
    // The hand-written evaluation's bench: deterministic, like the network's below.
    void sameNodesTwice() {
        const BenchResult a = runBench(6, nullptr, "hce"), b = runBench(6, nullptr, "hce");
        QCOMPARE(a.error, std::string());
        QVERIFY(a.nodes > 10000);
        QCOMPARE(a.nodes, b.nodes);
    }
    // The network's bench (the default, the signature): deterministic too, a search of its own
    // (other nodes), and a file that is not a network is refused before anything is searched.
    void networkBench() {
        const BenchResult a = runBench(5), b = runBench(5, nullptr, "nnue");
        if (a.error == "EvalFile: this build has no embedded network") QSKIP("built without a network");
        QCOMPARE(a.error, std::string());
        QVERIFY(a.nodes > 1000);
        QCOMPARE(a.nodes, b.nodes);
        QVERIFY(a.nodes != runBench(5, nullptr, "hce").nodes);
        const BenchResult bad = runBench(5, nullptr, "/nonexistent/net.nnue");
        QCOMPARE(bad.error, std::string("EvalFile: network: cannot read /nonexistent/net.nnue; keeping the network in use"));
        QCOMPARE(bad.nodes, std::uint64_t(0));
    }
    void positionsParse() {
        QVERIFY(benchPositions().size() >= 12);
        for (const std::string& fen : benchPositions()) QVERIFY2(Position::fromFen(fen).ok(), fen.c_str());
    }
};

QTEST_APPLESS_MAIN(TestBench)
#include "tst_bench.moc"
