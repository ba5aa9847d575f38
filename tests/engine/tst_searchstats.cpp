// Statistics per completed depth for the seed searchers (docs/seeds.md): exact counts where the algorithm
// fixes them, consistency between perDepth, onInfo and the result everywhere else.
#include "notation/uci_move.h"
#include "search/searcher.h"

#include <QtTest>

using namespace eschess;

namespace {

const char* kMiddlegame = "r1bqrnk1/pp2bppp/2p2n2/3p2B1/3P4/2NBPN2/PPQ2PPP/R4RK1 w - - 7 11";

struct Run {
    SearchResult result;
    std::vector<SearchInfo> infos;
};

Run run(const std::string& name, int depth, const char* fen = kMiddlegame) {
    auto searcher = makeSearcher(name);
    if (!searcher) qFatal("no searcher %s", name.c_str());
    auto pos = Position::fromFen(fen);
    Run r;
    SearchCallbacks callbacks;
    callbacks.onInfo = [&](const SearchInfo& info) { r.infos.push_back(info); };
    SearchLimits limits;
    limits.depth = depth;
    r.result = searcher->search(*pos, limits, callbacks);
    return r;
}

} // namespace

class TestSearchStats : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { Position::init(); }

    // Full-width minimax: nothing is cut, every leaf is evaluated (perft(3) = 68,606 leaves).
    void minimaxCounts() {
        const Run r = run("minimax", 3);
        QCOMPARE(int(r.result.perDepth.size()), 1);
        const DepthStats& s = r.result.perDepth.front();
        QCOMPARE(s.depth, 3);
        QCOMPARE(s.nodes, std::uint64_t(70119));
        QCOMPARE(s.evaluations, std::uint64_t(68606));
        QCOMPARE(s.seldepth, 3);
        QCOMPARE(s.betaCutoffs, std::uint64_t(0));
        QCOMPARE(s.qnodes, std::uint64_t(0));
        QCOMPARE(s.ttProbes, std::uint64_t(0));
        QCOMPARE(s.branchingFactor, 0.0);
    }

    // Alpha-beta's counts on the seed position are our search's signature: a change to move
    // generation order or pruning shows up here first.
    void alphaBetaCounts() {
        for (const char* name : {"alphabeta", "negamax"}) {
            const Run r = run(name, 3);
            QCOMPARE(int(r.result.perDepth.size()), 1);
            const DepthStats& s = r.result.perDepth.front();
            QCOMPARE(s.nodes, std::uint64_t(5189));
            QCOMPARE(s.betaCutoffs, std::uint64_t(1415));
            QCOMPARE(s.firstMoveCutoffs, std::uint64_t(1415));
            QCOMPARE(s.evaluations, std::uint64_t(3676));
            QVERIFY(s.firstMoveCutoffs <= s.betaCutoffs);
        }
    }

    // Iterative deepening: one entry per depth, info and result agree, table counters are
    // ordered probes >= hits >= cut-offs, the branching factor is nodes(d) / nodes(d-1).
    void iterativePerDepth_data() {
        QTest::addColumn<QString>("name");
        for (const char* n : {"iterative", "simplified", "quiescence", "prototype"}) QTest::newRow(n) << QString::fromLatin1(n);
    }
    void iterativePerDepth() {
        QFETCH(QString, name);
        const Run r = run(name.toStdString(), 4);
        QCOMPARE(int(r.result.perDepth.size()), 4);
        QCOMPARE(int(r.infos.size()), 4);
        std::uint64_t total = 0;
        for (int i = 0; i < 4; ++i) {
            const DepthStats& s = r.result.perDepth[std::size_t(i)];
            const SearchInfo& info = r.infos[std::size_t(i)];
            QCOMPARE(s.depth, i + 1);
            QCOMPARE(info.depth, i + 1);
            QCOMPARE(info.stats.nodes, s.nodes);
            total += s.nodes;
            QCOMPARE(info.nodes, total); // info carries the running total
            QVERIFY(s.seldepth >= s.depth);
            QVERIFY(s.ttHits <= s.ttProbes);
            QVERIFY(s.ttCutoffs <= s.ttHits);
            QVERIFY(s.firstMoveCutoffs <= s.betaCutoffs);
            QVERIFY(s.qnodes <= s.nodes);
            QVERIFY(s.evaluations > 0);
            QVERIFY(info.hashfull >= 0);
            QVERIFY(!info.pv.empty());
            QVERIFY(s.totalTimeMs >= s.timeMs);
            if (i == 0) QCOMPARE(s.branchingFactor, 0.0);
            else
                QCOMPARE(s.branchingFactor,
                         double(s.nodes) / double(r.result.perDepth[std::size_t(i - 1)].nodes));
        }
        const DepthStats& last = r.result.perDepth.back();
        QVERIFY(last.ttProbes > 0);
        QVERIFY(last.ttHits > 0);
        QVERIFY(last.ttStores > 0);
        QVERIFY(last.betaCutoffs > 0);
        QCOMPARE(r.result.nodes, total);
        QCOMPARE(r.result.depth, 4);
        QCOMPARE(r.infos.back().score, r.result.score);
        QCOMPARE(r.infos.back().pv, r.result.pv);
        QCOMPARE(r.result.pv.front(), r.result.bestMove);
        if (name == "quiescence" || name == "prototype") QVERIFY(last.qnodes > 0);
        else QCOMPARE(last.qnodes, std::uint64_t(0));
    }

    // The principal variation is a legal line from the root.
    void pvIsLegal() {
        for (const std::string name : {"minimax", "alphabeta", "negamax", "iterative", "quiescence", "prototype"}) {
            const Run r = run(name, 3);
            auto pos = Position::fromFen(kMiddlegame);
            QVERIFY(!r.result.pv.empty());
            for (Move m : r.result.pv) {
                QVERIFY2(pos->isLegal(m), (name + ": " + toUci(m)).c_str());
                pos->makeMove(m);
            }
        }
    }

    // onCurrMove names each root move as it is searched, numbered from 1.
    void currentMove() {
        for (const std::string name : {"negamax", "prototype"}) {
            auto searcher = makeSearcher(name);
            std::vector<int> numbers;
            int deepest = 0;
            SearchCallbacks callbacks;
            callbacks.onCurrMove = [&](Move m, int number, int depth) {
                QVERIFY(m);
                numbers.push_back(number);
                deepest = std::max(deepest, depth);
            };
            SearchLimits limits;
            limits.depth = 2;
            searcher->search(*Position::fromFen(kMiddlegame), limits, callbacks);
            QCOMPARE(deepest, 2);
            QCOMPARE(int(numbers.size()), name == "negamax" ? 48 : 96); // the prototype iterates 1, 2
            QCOMPARE(numbers.front(), 1);
            QCOMPARE(numbers.back(), 48);
        }
    }

    void randomAndMaterial() {
        const Run random = run("random", 0);
        QCOMPARE(int(random.result.perDepth.size()), 1);
        QCOMPARE(random.result.perDepth.front().nodes, std::uint64_t(1));
        QCOMPARE(random.result.nodes, std::uint64_t(1));
        const Run material = run("material", 0);
        QCOMPARE(int(material.result.perDepth.size()), 1);
        QCOMPARE(material.result.perDepth.front().nodes, std::uint64_t(49)); // root + 48 moves
        QCOMPARE(material.result.perDepth.front().evaluations, std::uint64_t(48));
        QCOMPARE(int(material.infos.size()), 1);
    }
};

QTEST_APPLESS_MAIN(TestSearchStats)
#include "tst_searchstats.moc"
