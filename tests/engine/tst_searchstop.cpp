// Stopping a search through its stop token: a request made before or while the search starts
// is never lost, for every searcher of the family, and a stopped search still names a move.
#include "core/movegen.h"
#include "search/searcher.h"

#include <QtTest>

#include <chrono>
#include <future>
#include <stop_token>
#include <thread>

using namespace eschess;
using namespace std::chrono_literals;

namespace {

// Generous: the machines running the tests are shared and loaded. Under a sanitizer
// (tools/sanitize.sh) the code runs 5–15 times slower: a search's first table set-up alone
// can take seconds there.
#if defined(__SANITIZE_THREAD__) || defined(__SANITIZE_ADDRESS__)
constexpr auto kBound = 20s;
#else
constexpr auto kBound = 2s;
#endif

// Starts an infinite search on another thread and requests its stop at once (after `spin`
// yields, to land the request at varying moments around the start). True when it returned
// within kBound; otherwise stops it the old way so the test can end.
bool goStopReturns(Searcher& searcher, const Position& pos, int spin, SearchResult* result) {
    std::stop_source source;
    SearchLimits limits;
    limits.infinite = true;
    auto done = std::async(std::launch::async,
                           [&, token = source.get_token()] { return searcher.search(pos, limits, {}, token); });
    for (int i = 0; i < spin; ++i) std::this_thread::yield();
    source.request_stop();
    if (done.wait_for(kBound) != std::future_status::ready) {
        while (done.wait_for(10ms) != std::future_status::ready) searcher.stop();
        return false;
    }
    *result = done.get();
    return true;
}

} // namespace

class TestSearchStop : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { Position::init(); }

    void goStopPairs_data() {
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("pairs");
        for (const std::string& name : searcherNames())
            QTest::newRow(name.c_str()) << QString::fromStdString(name) << (name == defaultSearcherName() ? 1000 : 100);
    }

    // A thousand go/stop pairs with no gap (a hundred for the seeds): each one returns.
    void goStopPairs() {
        QFETCH(QString, name);
        QFETCH(int, pairs);
        auto searcher = makeSearcher(name.toStdString());
        QVERIFY(searcher);
        const Position pos;
        for (int i = 0; i < pairs; ++i) {
            SearchResult result;
            QVERIFY2(goStopReturns(*searcher, pos, i % 4, &result), qPrintable(QStringLiteral("pair %1").arg(i)));
            if (name.toStdString() == defaultSearcherName())
                QVERIFY2(pos.isLegal(result.bestMove), qPrintable(QStringLiteral("pair %1").arg(i)));
        }
    }

    // A token stopped before the search is called: the search returns at once with a legal move.
    void stoppedBeforeTheCall() {
        auto searcher = makeSearcher(defaultSearcherName());
        std::stop_source source;
        source.request_stop();
        SearchLimits limits;
        limits.infinite = true;
        const Position pos;
        const SearchResult result = searcher->search(pos, limits, {}, source.get_token());
        QVERIFY(pos.isLegal(result.bestMove));
    }

    // The previous search's stop does not reach the next one, which has a token of its own.
    void stopDoesNotOutliveItsSearch() {
        auto searcher = makeSearcher(defaultSearcherName());
        std::stop_source first;
        first.request_stop();
        SearchLimits limits;
        limits.infinite = true;
        const Position pos;
        searcher->search(pos, limits, {}, first.get_token());
        SearchLimits depth;
        depth.depth = 5;
        const SearchResult second = searcher->search(pos, depth, {}, std::stop_source().get_token());
        QCOMPARE(second.depth, 5);
        // And so does a search without a token.
        QCOMPARE(searcher->search(pos, depth, {}).depth, 5);
    }
};

QTEST_APPLESS_MAIN(TestSearchStop)
#include "tst_searchstop.moc"
