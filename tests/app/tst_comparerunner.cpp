// Compare mode's runner: two searchers on worker threads, node counts per depth for both,
// missing depths of a non-iterating searcher filled in, bad specs reported, stop is prompt.
#include "app/core/search/comparerunner.h"

#include <QElapsedTimer>
#include <QtTest>

#include <thread>

using namespace eschess;
using namespace eschess::app;

namespace {
const char* kMiddlegame = "r1bqrnk1/pp2bppp/2p2n2/3p2B1/3P4/2NBPN2/PPQ2PPP/R4RK1 w - - 7 11";

// Reports made-up node counts: base^depth per iteration; iterates or only does the last depth.
class ScriptedSearcher : public Searcher {
  public:
    ScriptedSearcher(quint64 base, bool iterate, bool slow)
        : m_base(base), m_iterate(iterate), m_slow(slow) {}
    std::string name() const override { return "scripted"; }
    std::string description() const override { return "test"; }
    SearchResult search(const Position&, const SearchLimits& limits, const SearchCallbacks&) override {
        m_control.start(limits);
        SearchResult r;
        if (m_slow)
            while (!m_control.stopRequested()) std::this_thread::sleep_for(std::chrono::milliseconds(1));
        for (int d = m_iterate ? 1 : limits.depth; d <= limits.depth && !m_control.stopRequested(); ++d) {
            DepthStats s;
            s.depth = d;
            s.nodes = 1;
            for (int i = 0; i < d; ++i) s.nodes *= m_base;
            r.perDepth.push_back(s);
            r.nodes += s.nodes;
        }
        return r;
    }
    std::string setOption(std::string_view name, std::string_view value) override {
        if (name == "Base") {
            m_base = std::stoull(std::string(value));
            return {};
        }
        return Searcher::setOption(name, value);
    }

  private:
    quint64 m_base;
    bool m_iterate, m_slow;
};

std::unique_ptr<Searcher> scripted(const SearcherSpec& spec, QString* error) {
    std::unique_ptr<Searcher> s;
    if (spec.name == QLatin1String("iter")) s = std::make_unique<ScriptedSearcher>(10, true, false);
    if (spec.name == QLatin1String("flat")) s = std::make_unique<ScriptedSearcher>(3, false, false);
    if (spec.name == QLatin1String("slow")) s = std::make_unique<ScriptedSearcher>(3, false, true);
    if (!s) {
        *error = QStringLiteral("Unknown searcher '%1'").arg(spec.name);
        return nullptr;
    }
    for (const QString& pair : spec.options.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const auto kv = pair.split(QLatin1Char('='));
        s->setOption(kv.value(0).trimmed().toStdString(), kv.value(1).trimmed().toStdString());
    }
    return s;
}
} // namespace

class TestCompareRunner : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase() { Position::init(); }

    void bothNodeLists() {
        CompareRunner runner;
        runner.setSearcherFactory(scripted);
        QSignalSpy finished(&runner, &CompareRunner::finished);
        QSignalSpy progress(&runner, &CompareRunner::progress);
        QVERIFY(runner.start(Position(), {QStringLiteral("iter"), {}},
                             {QStringLiteral("flat"), QStringLiteral("Base=4")}, 4));
        QVERIFY(!runner.start(Position(), {QStringLiteral("iter"), {}}, {QStringLiteral("iter"), {}}, 4) ||
                !runner.isRunning());
        QVERIFY(finished.wait(10000));
        QCOMPARE(finished.count(), 1);
        QCOMPARE(runner.side(0).nodes, QVector<quint64>({10, 100, 1000, 10000}));
        // The non-iterating side searched depth 4, then 3, 2, 1 on their own.
        QCOMPARE(runner.side(1).nodes, QVector<quint64>({4, 16, 64, 256}));
        QCOMPARE(progress.count(), 8);
        QVERIFY(runner.side(0).error.isEmpty() && runner.side(1).error.isEmpty());
    }

    void badSpecReported() {
        CompareRunner runner;
        QSignalSpy finished(&runner, &CompareRunner::finished);
        QVERIFY(
            runner.start(Position(), {QStringLiteral("no-such"), {}}, {QStringLiteral("also-not"), {}}, 2));
        QVERIFY(finished.wait(5000));
        QVERIFY(runner.side(0).error.contains(QStringLiteral("no-such")));
        QVERIFY(runner.side(1).error.contains(QStringLiteral("also-not")));
        QVERIFY(!runner.start(Position(), {QStringLiteral("x"), {}}, {QStringLiteral("y"), {}}, 0));
    }

    void cancelIsPrompt() {
        CompareRunner runner;
        runner.setSearcherFactory(scripted);
        QSignalSpy finished(&runner, &CompareRunner::finished);
        QVERIFY(runner.start(Position(), {QStringLiteral("slow"), {}}, {QStringLiteral("slow"), {}}, 5));
        QTest::qWait(100);
        QElapsedTimer t;
        t.start();
        runner.cancel();
        QVERIFY(finished.wait(2000));
        QVERIFY(t.elapsed() < 500);
        QVERIFY(runner.side(0).cancelled && runner.side(1).cancelled);
    }

    // The seeds' lesson on the seed position (docs/seeds.md): alpha-beta visits a small share of
    // minimax's nodes.
    void minimaxVersusAlphaBeta() {
        if (!makeSearcher("minimax") || !makeSearcher("alphabeta"))
            QSKIP("minimax/alphabeta not registered yet");
        auto pos = Position::fromFen(kMiddlegame);
        QVERIFY(pos.ok());
        CompareRunner runner;
        QSignalSpy finished(&runner, &CompareRunner::finished);
        QVERIFY(runner.start(*pos, {QStringLiteral("minimax"), {}}, {QStringLiteral("alphabeta"), {}}, 3));
        QVERIFY(finished.wait(60000));
        const auto& mm = runner.side(0).nodes;
        const auto& ab = runner.side(1).nodes;
        QCOMPARE(mm.size(), 3);
        QCOMPARE(mm[2], quint64(70119));
        QVERIFY(ab[2] > 0);
        const double share = double(ab[2]) / double(mm[2]);
        QVERIFY2(share > 0.02 && share < 0.2, qPrintable(QString::number(share)));
    }

    // Options reach the searcher: eschess without null-move pruning searches a different tree.
    void optionsApplied() {
        if (!makeSearcher("eschess")) QSKIP("eschess not registered yet");
        auto pos = Position::fromFen(kMiddlegame);
        QVERIFY(pos.ok());
        CompareRunner runner;
        QSignalSpy finished(&runner, &CompareRunner::finished);
        QVERIFY(runner.start(*pos, {QStringLiteral("eschess"), {}},
                             {QStringLiteral("eschess"), QStringLiteral("NullMove=false")}, 7));
        QVERIFY(finished.wait(60000));
        const auto& with = runner.side(0).nodes;
        const auto& without = runner.side(1).nodes;
        QCOMPARE(with.size(), 7);
        QVERIFY(!with.contains(0) && !without.contains(0));
        QVERIFY(with != without);

        QVERIFY(runner.start(*pos, {QStringLiteral("eschess"), QStringLiteral("NoSuchOption=1")},
                             {QStringLiteral("eschess"), QStringLiteral("garbage")}, 2));
        QVERIFY(finished.wait(10000));
        QVERIFY2(runner.side(0).error.contains(QStringLiteral("NoSuchOption")),
                 qPrintable(runner.side(0).error));
        QVERIFY2(runner.side(1).error.contains(QStringLiteral("Name=value")),
                 qPrintable(runner.side(1).error));
    }
};

QTEST_GUILESS_MAIN(TestCompareRunner)
#include "tst_comparerunner.moc"
