// The suite runner end to end: in-process engines on a small EPD suite, solved logic,
// parallel jobs, the depth sweep stopping at its timeout, cancel keeping finished results.
#include "app/core/enginefactory.h"
#include "app/core/localengine.h"
#include "app/core/suiterunner.h"
#include "app/core/uciengine.h"
#include "core/movegen.h"
#include "matchtesthelpers.h"
#include "notation/epd.h"
#include "search/searcher.h"

#include <QSignalSpy>
#include <QtTest>

#include <map>
#include <thread>

using namespace eschess;
using namespace eschess::app;

namespace {

// Plays the capture of the most valuable piece (else the first legal move) and reports one
// iteration per depth up to the limit. Depth d takes d*d*10 ms, so sweeps meet their timeout.
class GreedySearcher : public Searcher {
public:
    std::string name() const override { return "greedy"; }
    std::string description() const override { return "test searcher"; }
    SearchResult search(const Position& pos, const SearchLimits& limits, const SearchCallbacks& cb) override {
        m_control.start(limits);
        Move best;
        int bestValue = -1;
        for (Move m : legalMoves(pos)) {
            const Piece victim = pos.capturedPiece(m);
            const int value = victim == NoPiece ? 0 : int(typeOf(victim));
            if (value > bestValue) bestValue = value, best = m;
        }
        const int depth = limits.depth > 0 ? limits.depth : 3;
        SearchResult result;
        for (int d = 1; d <= depth; ++d) {
            for (int waited = 0; waited < d * d * 10 && !m_control.stopRequested(); waited += 5)
                std::this_thread::sleep_for(std::chrono::milliseconds(5));
            if (m_control.stopRequested()) break;
            SearchInfo info;
            info.depth = d;
            info.nodes = std::uint64_t(d) * 100;
            info.pv = {best};
            info.score = bestValue * 100;
            if (cb.onInfo) cb.onInfo(info);
            result.depth = d;
        }
        result.bestMove = best;
        return result;
    }
};

std::vector<EpdRecord> suite() {
    const char* text =
        "4k3/8/8/8/8/8/3q4/3Q3K w - - bm Qxd2; id \"take.queen\";\n"             // greedy solves
        "4k3/8/8/8/8/2n5/8/R3K2R w KQ - bm O-O; id \"castle\";\n"               // greedy takes nothing: a1a2? fails
        "4k3/8/8/8/8/8/3r4/3QK3 w - - am Kf1; id \"avoid\";\n";                 // greedy Qxd2 avoids Kf1
    EpdFile file = parseEpdFile(text);
    return file.records;
}

// fakeuci in a misbehaving mode (tests/tools/fakeuci.cpp), a fresh process per instance.
SuiteEngine fakeEngine(const QString& arguments) {
    return {QStringLiteral("fake"),
            [spec = testing::fake(arguments)](QObject* parent) { return createEngine(spec, parent); }};
}

std::vector<EpdRecord> fourPositions() {
    std::vector<EpdRecord> records = suite();
    records.push_back(parseEpdFile("4k3/8/8/8/8/8/8/R3K3 w - - bm Ra8+; id \"check\";\n").records.front());
    return records;
}

struct FailureRun {
    std::vector<SuiteResult> results;
    std::vector<bool> restarting; // of each engineFailed signal
    int progressTotal = 0;        // the total of the last progress signal
};

FailureRun runFake(const QString& arguments) {
    SuiteRunner runner;
    runner.setPositions(fourPositions());
    runner.setEngines({fakeEngine(arguments)});
    SuiteLimit limit;
    limit.kind = SuiteLimit::Kind::Depth;
    limit.depth = 1;
    runner.setLimit(limit);
    FailureRun run;
    QObject::connect(
        &runner, &SuiteRunner::engineFailed,
        [&](const QString&, const QString&, bool restarting) { run.restarting.push_back(restarting); });
    QObject::connect(&runner, &SuiteRunner::progress, [&](int, int total) { run.progressTotal = total; });
    QSignalSpy done(&runner, &SuiteRunner::finished);
    runner.start();
    if (!done.wait(30000)) qFatal("the suite with a failing engine did not finish");
    run.results = runner.results();
    runner.quitEngines();
    UciEngine::waitForQuitProcesses(2000);
    return run;
}

SuiteEngine greedyEngine() {
    return {QStringLiteral("greedy"),
            [](QObject* parent) -> Engine* { return new LocalEngine(std::make_unique<GreedySearcher>(), parent); }};
}

} // namespace

class TestSuiteRunner : public QObject {
    Q_OBJECT
private slots:
    void suiteParses() { QCOMPARE(int(suite().size()), 3); }

    void depthLimitWithTwoJobs() {
        SuiteRunner runner;
        runner.setPositions(suite());
        runner.setEngines({greedyEngine()});
        SuiteLimit limit;
        limit.kind = SuiteLimit::Kind::Depth;
        limit.depth = 2;
        runner.setLimit(limit);
        runner.setJobs(2);
        QSignalSpy done(&runner, &SuiteRunner::finished);
        runner.start();
        QVERIFY(done.wait(10000));
        QCOMPARE(done.first().first().toBool(), false);
        QCOMPARE(int(runner.results().size()), 3);
        int solved = 0;
        for (const SuiteResult& r : runner.results()) {
            solved += r.solved;
            QCOMPARE(r.depth, 2);
            QCOMPARE(r.nodes, std::uint64_t(200));
            if (r.id == "take.queen") QCOMPARE(r.solvedDepth.value(), 1);
        }
        QCOMPARE(solved, 2);
    }

    // One searcher at two settings is two engines: their results must not merge under one name.
    void enginesOfOneNameStayApart() {
        SuiteRunner runner;
        runner.setPositions(suite());
        runner.setEngines({greedyEngine(), greedyEngine(), {QStringLiteral("other"), greedyEngine().create}});
        SuiteLimit limit;
        limit.kind = SuiteLimit::Kind::Depth;
        limit.depth = 1;
        runner.setLimit(limit);
        QSignalSpy done(&runner, &SuiteRunner::finished);
        runner.start();
        QVERIFY(done.wait(10000));
        std::map<std::string, int> perEngine;
        for (const SuiteResult& r : runner.results()) perEngine[r.engine] += 1;
        const std::map<std::string, int> expected{{"greedy (1)", 3}, {"greedy (2)", 3}, {"other", 3}};
        QCOMPARE(perEngine, expected);
    }

    void sweepStopsAfterTheDepthThatTimedOut() {
        SuiteRunner runner;
        runner.setPositions(suite());
        runner.setEngines({greedyEngine()});
        SuiteLimit limit;
        limit.kind = SuiteLimit::Kind::Sweep;
        limit.depth = 10;
        limit.sweepTimeoutMs = 120; // depth 3 needs 10+40+90 = 140 ms > 120
        runner.setLimit(limit);
        runner.setJobs(3);
        QSignalSpy done(&runner, &SuiteRunner::finished);
        runner.start();
        QVERIFY(done.wait(20000));
        int maxDepth = 0;
        for (const SuiteResult& r : runner.results()) maxDepth = std::max(maxDepth, r.limitDepth);
        QCOMPARE(maxDepth, 3);
        QCOMPARE(int(runner.results().size()), 9);   // depths 1, 2, 3 for three positions
        QCOMPARE(runner.totalJobs(), 9);
        const auto rows = summarize(runner.results());
        QCOMPARE(int(rows.size()), 3); // one per depth, no categories for these ids
    }

    void cancelKeepsFinishedResults() {
        SuiteRunner runner;
        std::vector<EpdRecord> many;
        for (int i = 0; i < 6; ++i)
            for (const EpdRecord& r : suite()) many.push_back(r);
        runner.setPositions(many);
        runner.setEngines({greedyEngine()});
        SuiteLimit limit;
        limit.kind = SuiteLimit::Kind::Depth;
        limit.depth = 4; // 300 ms per position
        runner.setLimit(limit);
        runner.setJobs(1);
        QSignalSpy done(&runner, &SuiteRunner::finished);
        QSignalSpy results(&runner, &SuiteRunner::resultReady);
        runner.start();
        QVERIFY(results.wait(5000));
        runner.cancel();
        QVERIFY(done.count() == 1 || done.wait(2000));
        QCOMPARE(done.first().first().toBool(), true);
        QVERIFY(!runner.results().empty());
        QVERIFY(int(runner.results().size()) < 18);
        QCOMPARE(int(runner.results().size()), results.count());
    }

    // A node limit reaches the searcher as such (no depth, no time), and the strong engine under
    // it searches the same tree whatever the load: two runs, one of them with two jobs at once,
    // give the same nodes, depths and moves position by position.
    void nodeLimitIsTheSameSearchEveryRun() {
        if (!eschess::searcherNames().empty() &&
            std::find(eschess::searcherNames().begin(), eschess::searcherNames().end(), "eschess") ==
                eschess::searcherNames().end())
            QSKIP("the eschess searcher is not registered in this build");
        EpdFile file = parseEpdFile(
            "1k1r4/pp1b1R2/3q2pp/4p3/2B5/4Q3/PPP2B2/2K5 b - - bm Qd1+; id \"BK.01\";\n"
            "3r1k2/4npp1/1ppr3p/p6P/P2PPPP1/1NR5/5K2/2R5 w - - bm d5; id \"BK.02\";\n"
            "2q1rr1k/3bbnnp/p2p1pp1/2pPp3/PpP1P1P1/1P2BNNP/2BQ1PRK/7R b - - bm f5; id \"BK.03\";\n"
            "rnbqkb1r/p3pppp/1p6/2ppP3/3N4/2P5/PPP1QPPP/R1B1KB1R w KQkq - bm e6; id \"BK.04\";\n");
        QCOMPARE(int(file.records.size()), 4);
        SuiteLimit limit;
        limit.kind = SuiteLimit::Kind::Nodes;
        limit.nodes = 30000;
        QCOMPARE(limit.describe(), QStringLiteral("30000 nodes"));
        const auto run = [&](int jobs) {
            SuiteRunner runner;
            runner.setPositions(file.records);
            runner.setEngines({{QStringLiteral("eschess"), [](QObject* parent) -> Engine* {
                                    return new LocalEngine(QStringLiteral("eschess"), parent);
                                }}});
            runner.setLimit(limit);
            runner.setJobs(jobs);
            QSignalSpy done(&runner, &SuiteRunner::finished);
            runner.start();
            if (!done.wait(60000)) qFatal("the node-limited suite did not finish");
            std::map<std::string, SuiteResult> byId;
            for (const SuiteResult& r : runner.results()) byId[r.id] = r;
            return byId;
        };
        const auto first = run(1), second = run(2);
        QCOMPARE(int(first.size()), 4);
        QCOMPARE(int(second.size()), 4);
        for (const auto& [id, r] : first) {
            const SuiteResult& again = second.at(id);
            QCOMPARE(r.limit, std::string("30000 nodes"));
            QCOMPARE(r.limitDepth, 0);
            QVERIFY(!r.timedOut);
            // The nodes of the last progress line: the search ends a little past the limit, and its
            // last line may come before the end.
            QVERIFY2(r.nodes > 10000 && r.nodes < 31000, qPrintable(QString::number(r.nodes)));
            QCOMPARE(again.nodes, r.nodes);
            QCOMPARE(again.depth, r.depth);
            QCOMPARE(again.played, r.played);
            QCOMPARE(again.solved, r.solved);
        }
    }

    // A miss searched again (setMissMargins): the strong engine takes a free queen where the
    // record expects Ke2, so Ke2 trails by about a queen at the same depth; a solved position,
    // an avoid-move record, and a run without the option get no margin. Fixed nodes keep it
    // the same search on every machine.
    void missMarginsSayByHowMuch() {
        const std::string name = eschess::defaultSearcherName();
        if (name.empty()) QSKIP("no family searcher registered in this build");
        EpdFile file = parseEpdFile("4k3/8/8/3q4/8/8/3R4/4K3 w - - bm Ke2; id \"free.queen\";\n"
                                    "4k3/8/8/3q4/8/8/3R4/4K3 w - - bm Rxd5; id \"take.it\";\n"
                                    "4k3/8/8/3q4/8/8/3R4/4K3 w - - am Rxd5; id \"avoid.it\";\n");
        QCOMPARE(int(file.records.size()), 3);
        auto run = [&](bool margins) {
            SuiteRunner runner;
            runner.setPositions(file.records);
            runner.setEngines({{QString::fromStdString(name), [name](QObject* parent) -> Engine* {
                                    return new LocalEngine(QString::fromStdString(name), parent);
                                }}});
            SuiteLimit limit;
            limit.kind = SuiteLimit::Kind::Nodes;
            limit.nodes = 20000;
            runner.setLimit(limit);
            runner.setMissMargins(margins);
            QSignalSpy done(&runner, &SuiteRunner::finished);
            runner.start();
            if (!done.wait(30000)) return std::map<std::string, SuiteResult>{};
            std::map<std::string, SuiteResult> byId;
            for (const SuiteResult& r : runner.results()) byId[r.id] = r;
            return byId;
        };
        const auto with = run(true);
        QCOMPARE(int(with.size()), 3);
        const Position pos = file.records[0].position;
        const SuiteResult& miss = with.at("free.queen");
        QVERIFY(!miss.solved);
        QCOMPARE(miss.played, Move(SqD2, SqD5));
        QVERIFY(miss.missMarginCp.has_value());
        QVERIFY2(*miss.missMarginCp > 600, qPrintable(QString::number(*miss.missMarginCp)));
        QVERIFY(miss.missMarginDepth > 0);
        QCOMPARE(miss.missBestExpected, Move(SqE1, SqE2));
        QVERIFY(with.at("take.it").solved);
        QVERIFY(!with.at("take.it").missMarginCp);
        QVERIFY(!with.at("avoid.it").solved);
        QVERIFY(!with.at("avoid.it").missMarginCp); // no best move to compare with
        // The first search is the same with or without the option; only the margin is added.
        const auto without = run(false);
        QCOMPARE(int(without.size()), 3);
        QVERIFY(!without.at("free.queen").missMarginCp);
        QCOMPARE(without.at("free.queen").nodes, miss.nodes);
        QCOMPARE(without.at("free.queen").played, miss.played);
    }

    // An engine that crashes during a search loses that position only: it is started again for
    // the next one. fakeuci "crash 1" answers one search per process and dies on the second, so
    // of four positions the 1st and 3rd are played and the 2nd and 4th are misses without a move.
    void aCrashedEngineIsRestartedForTheNextPosition() {
        const FailureRun run = runFake(QStringLiteral("crash 1"));
        QCOMPARE(int(run.results.size()), 4);
        for (int i = 0; i < 4; ++i) {
            const SuiteResult& r = run.results[std::size_t(i)];
            QCOMPARE(r.id, fourPositions()[std::size_t(i)].id());
            QCOMPARE(bool(r.played), i % 2 == 0);
            if (!r.played) QVERIFY(!r.solved);
        }
        QCOMPARE(run.restarting, (std::vector<bool>{true, true}));
        QCOMPARE(run.progressTotal, 4);
    }

    // An engine that fails every search is given up after kMaxFailuresInARow of them in a row;
    // its last position is skipped and the progress total shrinks to what was done.
    void anEngineFailingEverySearchIsGivenUp() {
        static_assert(SuiteRunner::kMaxFailuresInARow == 3);
        const FailureRun run = runFake(QStringLiteral("crash 0"));
        QCOMPARE(int(run.results.size()), 3);
        for (const SuiteResult& r : run.results) QVERIFY(!r.played && !r.solved);
        QCOMPARE(run.restarting, (std::vector<bool>{true, true, false}));
        QCOMPARE(run.progressTotal, 3);
    }

    // An engine that never gets through its start-up is given up at once, not started again
    // for every position.
    void anEngineThatCannotStartIsGivenUpAtOnce() {
        const FailureRun run = runFake(QStringLiteral("exit"));
        QCOMPARE(run.restarting, (std::vector<bool>{false}));
        QCOMPARE(int(run.results.size()), 1); // the position it was started for
        QVERIFY(!run.results.front().played);
        QCOMPARE(run.progressTotal, 1);
    }

    void familySearcherSolvesAMateInOne() {
        if (eschess::searcherNames().empty()) QSKIP("no family searcher registered in this build");
        const std::string name = eschess::searcherNames().size() > 3 ? "alphabeta" : eschess::searcherNames().back();
        EpdFile file = parseEpdFile("6k1/5ppp/8/8/8/8/8/R5K1 w - - bm Ra8#; id \"mate\";\n");
        QCOMPARE(int(file.records.size()), 1);
        SuiteRunner runner;
        runner.setPositions(file.records);
        runner.setEngines({{QString::fromStdString(name), [name](QObject* parent) -> Engine* {
                                return new LocalEngine(QString::fromStdString(name), parent);
                            }}});
        SuiteLimit limit;
        limit.kind = SuiteLimit::Kind::Depth;
        limit.depth = 2;
        runner.setLimit(limit);
        QSignalSpy done(&runner, &SuiteRunner::finished);
        runner.start();
        QVERIFY(done.wait(20000));
        QCOMPARE(int(runner.results().size()), 1);
        QVERIFY(runner.results().front().solved);
    }
};

QTEST_MAIN(TestSuiteRunner)
#include "tst_suiterunner.moc"
