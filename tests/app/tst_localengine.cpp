// LocalEngine: the search runs on its own thread, information arrives as signals, stop() is
// prompt, and the GUI thread never stalls while a search runs.

#include "app/core/localengine.h"
#include "app/core/reviewrunner.h"

#include "core/movegen.h"
#include "search/searcher.h"

#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTest>
#include <QTimer>

#include <atomic>
#include <chrono>
#include <thread>

using namespace eschess;
using namespace eschess::app;

namespace {

// A searcher that burns CPU like a real one: one "iteration" per burnMs, each reported as an
// exact line, with a fail-high report every millisecond in between (to exercise throttling).
class BusySearcher : public Searcher {
public:
    explicit BusySearcher(int burnMs = 20, bool noisy = false) : m_burnMs(burnMs), m_noisy(noisy) {}
    std::string name() const override { return "busy"; }
    std::string description() const override { return "test searcher"; }
    std::vector<OptionSpec> options() const override {
        // Built in one expression: GCC 12 warns (falsely) of an uninitialised string when the
        // default value is assigned member by member.
        return {OptionSpec{"Burn", OptionSpec::Type::Spin, "20", 1, 1000, {}}};
    }
    std::string setOption(std::string_view n, std::string_view value) override {
        if (n != "Burn") return Searcher::setOption(n, value);
        m_burnMs = std::stoi(std::string(value));
        return {};
    }

    SearchResult search(const Position& pos, const SearchLimits& limits, const SearchCallbacks& cb) override {
        searchThread = std::this_thread::get_id();
        m_control.start(limits);
        const MoveList moves = legalMoves(pos);
        SearchResult result;
        if (!moves.empty()) result.bestMove = moves[0];
        std::uint64_t nodes = 0;
        for (int depth = 1; depth <= kMaxPly; ++depth) {
            if (limits.depth && depth > limits.depth) break;
            const std::int64_t until = m_control.elapsedMs() + m_burnMs;
            std::int64_t lastNoise = m_control.elapsedMs();
            while (m_control.elapsedMs() < until) {
                ++nodes;
                if (m_control.shouldStop(nodes)) return finish(result, nodes);
                if (m_noisy && m_control.elapsedMs() > lastNoise && cb.onInfo) {
                    lastNoise = m_control.elapsedMs();
                    cb.onInfo(report(depth, Bound::Lower, nodes, result.bestMove));
                    ++lowerSent;
                    lastReportedNodes = nodes;
                }
            }
            result.depth = depth;
            if (cb.onInfo) cb.onInfo(report(depth, Bound::Exact, nodes, result.bestMove));
            ++exactSent;
            lastReportedNodes = nodes;
            if (m_control.softTimeUp()) break;
        }
        return finish(result, nodes);
    }

    std::atomic<std::thread::id> searchThread{};
    std::atomic<int> exactSent{0};
    std::atomic<int> lowerSent{0};
    std::atomic<std::uint64_t> lastReportedNodes{0};

private:
    SearchInfo report(int depth, Bound bound, std::uint64_t nodes, Move best) const {
        SearchInfo info;
        info.depth = depth;
        info.bound = bound;
        info.score = 25;
        info.nodes = nodes;
        info.stats.depth = depth;
        info.stats.nodes = nodes;
        if (best) info.pv.push_back(best);
        return info;
    }
    SearchResult finish(SearchResult& r, std::uint64_t nodes) {
        r.nodes = nodes;
        return r;
    }
    int m_burnMs;
    bool m_noisy;
};

// A searcher that sends no info and starts its clock (which clears the stop flag) late: a stop
// that arrives in between is lost, as with a real searcher whose start races with stop().
// It gives up by itself after giveUpMs, so that a test of the old behaviour ends.
class SilentLateSearcher : public Searcher {
public:
    explicit SilentLateSearcher(int giveUpMs) : m_giveUpMs(giveUpMs) {}
    std::string name() const override { return "silent"; }
    std::string description() const override { return "test searcher"; }
    SearchResult search(const Position& pos, const SearchLimits& limits, const SearchCallbacks&) override {
        std::this_thread::sleep_for(std::chrono::milliseconds(200));
        m_control.start(limits);
        SearchResult result;
        const MoveList moves = legalMoves(pos);
        if (!moves.empty()) result.bestMove = moves[0];
        while (!m_control.stopRequested() && m_control.elapsedMs() < m_giveUpMs)
            std::this_thread::sleep_for(std::chrono::milliseconds(1));
        return result;
    }

private:
    int m_giveUpMs;
};

GoRequest request(SearchLimits limits) {
    GoRequest r;
    r.limits = limits;
    return r;
}

void startEngine(LocalEngine& engine) {
    QSignalSpy ready(&engine, &Engine::ready);
    engine.start();
    QVERIFY(ready.wait(2000));
    QCOMPARE(engine.state(), Engine::State::Idle);
}

// Runs a search of about searchMs while a 10 ms timer on this (the GUI) thread measures the
// longest gap between its ticks.
// The longest event-loop stall allowed during a search. A GUI thread that waits on the search
// stalls for its whole length (seconds); 50 ms leaves room for a loaded machine. Sanitized builds
// (tools/sanitize.sh) run the event loop's own work several times slower: more room there.
#if defined(__SANITIZE_THREAD__)
constexpr qint64 kStallBoundMs = 250;
#elif defined(__SANITIZE_ADDRESS__)
constexpr qint64 kStallBoundMs = 150;
#else
constexpr qint64 kStallBoundMs = 50;
#endif

qint64 worstStallDuring(LocalEngine& engine, int searchMs) {
    QSignalSpy best(&engine, &Engine::bestMove);
    QElapsedTimer clock;
    qint64 last = 0, worst = 0;
    QTimer ticker;
    ticker.setInterval(10);
    QObject::connect(&ticker, &QTimer::timeout, [&] {
        const qint64 now = clock.elapsed();
        worst = std::max(worst, now - last);
        last = now;
    });
    SearchLimits limits;
    limits.movetimeMs = searchMs;
    clock.start();
    ticker.start();
    engine.go(request(limits));
    if (!best.wait(searchMs + 5000)) return -1;
    ticker.stop();
    return worst;
}

} // namespace

class TestLocalEngine : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { Position::init(); }

    void searchesOnItsOwnThread() {
        auto owned = std::make_unique<BusySearcher>();
        BusySearcher* searcher = owned.get();
        LocalEngine engine(std::move(owned));
        startEngine(engine);
        QSignalSpy infos(&engine, &Engine::info);
        QSignalSpy best(&engine, &Engine::bestMove);
        SearchLimits limits;
        limits.depth = 3;
        engine.go(request(limits));
        QCOMPARE(engine.state(), Engine::State::Thinking);
        QVERIFY(best.wait(5000));
        QCOMPARE(best.count(), 1);
        QVERIFY(searcher->searchThread.load() != std::this_thread::get_id());
        QCOMPARE(infos.count(), 3);
        const auto info = infos.last().at(0).value<EngineInfo>();
        QCOMPARE(info.depth, 3);
        QVERIFY(info.hasStats);
        QCOMPARE(info.stats.depth, 3);
        QCOMPARE(info.scoreCp, 25);
        const Move m = best.first().at(0).value<Move>();
        QVERIFY(Position().isLegal(m));
        QCOMPARE(engine.state(), Engine::State::Idle);
    }

    void throttlesIntermediateReports() {
        auto owned = std::make_unique<BusySearcher>(100, true);
        BusySearcher* searcher = owned.get();
        LocalEngine engine(std::move(owned));
        startEngine(engine);
        QSignalSpy infos(&engine, &Engine::info);
        QSignalSpy best(&engine, &Engine::bestMove);
        SearchLimits limits;
        limits.depth = 5; // about 500 ms with a fail-high report every millisecond
        engine.go(request(limits));
        QVERIFY(best.wait(5000));
        int exact = 0, other = 0;
        for (const auto& args : infos) {
            const auto info = args.at(0).value<EngineInfo>();
            (info.bound == Bound::Exact ? exact : other)++;
        }
        QCOMPARE(exact, 5);                        // every iteration arrives
        QVERIFY2(searcher->lowerSent.load() > 100, // the searcher did flood
                 qPrintable(QString::number(searcher->lowerSent.load())));
        QVERIFY2(other <= 15, qPrintable(QString::number(other))); // ~20 per second at most
        QVERIFY(other >= 3);
    }

    // A search that ends between iterations, on a report the throttle held back, still ends
    // on that report, before its best move: the figures a search ends with (a suite's nodes,
    // depth and score) must not depend on how fast the machine ran it.
    void theLastReportArrivesBeforeTheBestMove() {
        auto owned = std::make_unique<BusySearcher>(100, true);
        BusySearcher* searcher = owned.get();
        LocalEngine engine(std::move(owned));
        startEngine(engine);
        QList<std::uint64_t> reportedNodes;
        bool bestSeen = false, infoAfterBest = false;
        connect(&engine, &Engine::info, this, [&](const EngineInfo& info) {
            reportedNodes << info.nodes;
            infoAfterBest |= bestSeen;
        });
        QSignalSpy best(&engine, &Engine::bestMove);
        connect(&engine, &Engine::bestMove, this, [&] { bestSeen = true; });
        SearchLimits limits;
        limits.movetimeMs = 170; // stops inside the second iteration, amid fail-high reports
        engine.go(request(limits));
        QVERIFY(best.wait(5000));
        QCOMPARE(searcher->exactSent.load(), 1);
        QVERIFY(searcher->lowerSent.load() > 20); // more than the throttle lets through
        QVERIFY(!reportedNodes.isEmpty());
        QCOMPARE(reportedNodes.last(), searcher->lastReportedNodes.load());
        QVERIFY(!infoAfterBest);
    }

    void stopIsPrompt() {
        LocalEngine engine(std::make_unique<BusySearcher>());
        startEngine(engine);
        QSignalSpy best(&engine, &Engine::bestMove);
        SearchLimits limits;
        limits.infinite = true;
        engine.go(request(limits));
        QTest::qWait(300);
        QCOMPARE(best.count(), 0); // infinite: no answer until asked
        QElapsedTimer t;
        t.start();
        engine.stop();
        QVERIFY(best.wait(1000));
        QVERIFY2(t.elapsed() < 100, qPrintable(QString::number(t.elapsed())));
    }

    void stopBeforeTheSearchBegins() {
        LocalEngine engine(std::make_unique<BusySearcher>());
        startEngine(engine);
        QSignalSpy best(&engine, &Engine::bestMove);
        SearchLimits limits;
        limits.infinite = true;
        engine.go(request(limits));
        engine.stop(); // the worker has not even picked the request up
        QVERIFY(best.wait(1000));
        QVERIFY(Position().isLegal(best.first().at(0).value<Move>()));
    }

    // A thousand go/stop pairs with no gap: every one answers, within a bound generous enough
    // for a loaded machine.
    void goStopPairsAllAnswer() {
        LocalEngine engine(std::make_unique<BusySearcher>(1));
        startEngine(engine);
        QSignalSpy best(&engine, &Engine::bestMove);
        SearchLimits limits;
        limits.infinite = true;
        for (int i = 0; i < 1000; ++i) {
            engine.go(request(limits));
            engine.stop();
            QVERIFY2(best.wait(2000) || best.count() == i + 1, qPrintable(QStringLiteral("pair %1").arg(i)));
            QCOMPARE(best.count(), i + 1);
        }
        QCOMPARE(engine.state(), Engine::State::Idle);
    }

    // The same with the stop landing while the worker starts the search.
    void stopWhileTheSearchStarts() {
        LocalEngine engine(std::make_unique<BusySearcher>(1));
        startEngine(engine);
        QSignalSpy best(&engine, &Engine::bestMove);
        SearchLimits limits;
        limits.infinite = true;
        for (int i = 0; i < 200; ++i) {
            engine.go(request(limits));
            std::this_thread::sleep_for(std::chrono::microseconds(i % 10 * 50));
            engine.stop();
            QVERIFY2(best.wait(2000) || best.count() == i + 1, qPrintable(QStringLiteral("pair %1").arg(i)));
            QCOMPARE(best.count(), i + 1);
        }
    }

    void newerSearchHidesOlderInfo() {
        LocalEngine engine(std::make_unique<BusySearcher>(10));
        startEngine(engine);
        QSignalSpy infos(&engine, &Engine::info);
        QSignalSpy best(&engine, &Engine::bestMove);
        SearchLimits infinite;
        infinite.infinite = true;
        engine.go(request(infinite));
        QTest::qWait(50);
        engine.stop();
        infos.clear();
        SearchLimits two;
        two.depth = 2;
        engine.go(request(two));
        QTRY_COMPARE_WITH_TIMEOUT(best.count(), 2, 3000);
        QCOMPARE(infos.count(), 2); // only the second search's two iterations
        QCOMPARE(engine.state(), Engine::State::Idle);
    }

    void optionsGoToTheSearcher() {
        auto owned = std::make_unique<BusySearcher>();
        LocalEngine engine(std::move(owned));
        QCOMPARE(engine.options().size(), 1);
        QCOMPARE(QString::fromStdString(engine.options().first().name), QStringLiteral("Burn"));
        startEngine(engine);
        QSignalSpy messages(&engine, &Engine::message);
        engine.setOption(QStringLiteral("NoSuchOption"), QStringLiteral("1"));
        QVERIFY(messages.wait(1000));
        QVERIFY(messages.first().at(0).toString().contains(QStringLiteral("NoSuchOption")));
    }

    void unknownSearcherFails() {
        LocalEngine engine(QStringLiteral("no-such-searcher"));
        QSignalSpy failed(&engine, &Engine::failed);
        engine.start();
        QVERIFY(failed.wait(1000));
        QCOMPARE(engine.state(), Engine::State::Failed);
        QVERIFY(failed.first().at(0).toString().contains(QStringLiteral("no-such-searcher")));
    }

    void quitJoinsTheThread() {
        LocalEngine engine(std::make_unique<BusySearcher>());
        startEngine(engine);
        SearchLimits limits;
        limits.infinite = true;
        engine.go(request(limits));
        QTest::qWait(50);
        QElapsedTimer t;
        t.start();
        engine.quit();
        QVERIFY(t.elapsed() < 500);
        QCOMPARE(engine.state(), Engine::State::Quit);
    }

    // quit() is bounded on the GUI thread: a stop lost to a searcher's late start is repeated
    // while quit() waits, instead of waiting for ever on a search that sends no info.
    void quitRepeatsALostStop() {
        LocalEngine engine(std::make_unique<SilentLateSearcher>(20000));
        startEngine(engine);
        SearchLimits limits;
        limits.infinite = true;
        engine.go(request(limits));
        QTest::qWait(50); // the search has begun but not yet started its clock
        QElapsedTimer t;
        t.start();
        engine.quit();
        QVERIFY2(t.elapsed() < LocalEngine::kQuitWaitMs, qPrintable(QString::number(t.elapsed())));
        QCOMPARE(engine.state(), Engine::State::Quit);
    }

    // Issue 5, "never frozen": a multi-second search while a 10 ms timer measures stalls.
    void guiThreadNeverStalls() {
        LocalEngine engine(std::make_unique<BusySearcher>(5, true));
        startEngine(engine);
        const qint64 worst = worstStallDuring(engine, 2500);
        QVERIFY(worst >= 0);
        QVERIFY2(worst < kStallBoundMs, qPrintable(QStringLiteral("worst stall %1 ms").arg(worst)));
    }

    // The same with the family's strongest searcher, once there is one.
    void familySearcherNeverStalls() {
        if (searcherNames().empty()) QSKIP("no searcher of the family is registered yet");
        LocalEngine engine(QString::fromStdString(defaultSearcherName()));
        startEngine(engine);
        QSignalSpy infos(&engine, &Engine::info);
        const qint64 worst = worstStallDuring(engine, 2500);
        QVERIFY(worst >= 0);
        QVERIFY2(worst < kStallBoundMs, qPrintable(QStringLiteral("worst stall %1 ms").arg(worst)));
        QVERIFY(!infos.isEmpty());
        QVERIFY(infos.last().at(0).value<EngineInfo>().hasStats);
    }

    // Issue 21: a game review (one search per position, each answer starting the next search)
    // never stalls the GUI thread either.
    void reviewNeverStalls() {
        if (searcherNames().empty()) QSKIP("no searcher of the family is registered yet");
        const PgnReadResult read = readPgn("1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n");
        SearchLimits limits;
        limits.movetimeMs = 250;
        ReviewRunner runner(new LocalEngine(QString::fromStdString(defaultSearcherName())), read.games, limits);
        QSignalSpy finished(&runner, &ReviewRunner::finished);
        QElapsedTimer clock;
        qint64 last = 0, worst = 0;
        QTimer ticker;
        ticker.setInterval(10);
        QObject::connect(&ticker, &QTimer::timeout, [&] {
            const qint64 now = clock.elapsed();
            worst = std::max(worst, now - last);
            last = now;
        });
        clock.start();
        ticker.start();
        runner.start();
        QVERIFY(finished.wait(30000));
        ticker.stop();
        QCOMPARE(finished.first().first().toBool(), true);
        QCOMPARE(runner.positionsDone(), 8);
        QVERIFY2(worst < kStallBoundMs, qPrintable(QStringLiteral("worst stall %1 ms").arg(worst)));
    }
};

QTEST_GUILESS_MAIN(TestLocalEngine)
#include "tst_localengine.moc"
