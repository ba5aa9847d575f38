// The search statistics table shows exactly the engine's numbers, one row per depth, and "—"
// for what an external engine does not give.
#include "app/core/localengine.h"
#include "app/core/search/statsmodel.h"
#include "search/searcher.h"

#include <QtTest>

using namespace eschess;
using namespace eschess::app;

namespace {
const char* kMiddlegame = "r1bqrnk1/pp2bppp/2p2n2/3p2B1/3P4/2NBPN2/PPQ2PPP/R4RK1 w - - 7 11";

EngineInfo statsInfo(int depth, quint64 nodes, quint64 betaCuts, quint64 firstCuts, quint64 probes,
                     quint64 hits) {
    EngineInfo info;
    info.depth = depth;
    info.seldepth = depth + 4;
    info.nodes = nodes;
    info.timeMs = 1500;
    info.nps = 123456;
    info.hasStats = true;
    info.stats.depth = depth;
    info.stats.nodes = nodes;
    info.stats.qnodes = nodes / 2;
    info.stats.betaCutoffs = betaCuts;
    info.stats.firstMoveCutoffs = firstCuts;
    info.stats.ttProbes = probes;
    info.stats.ttHits = hits;
    info.stats.nullMoveTries = 10;
    info.stats.nullMoveCutoffs = 7;
    info.stats.reductions = 42;
    info.stats.researches = 5;
    return info;
}

QString cell(const StatsModel& m, int row, int column) {
    return m.data(m.index(row, column)).toString();
}
} // namespace

class TestStatsModel : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase() {
        Position::init();
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    }

    void showsStatistics() {
        StatsModel m;
        m.addInfo(statsInfo(1, 40, 0, 0, 0, 0));
        m.addInfo(statsInfo(2, 1000, 200, 180, 400, 100));
        QCOMPARE(m.rowCount(), 2);
        QCOMPARE(m.columnCount(), int(StatsModel::ColumnCount));
        QCOMPARE(cell(m, 1, StatsModel::DepthColumn), QStringLiteral("2"));
        QCOMPARE(cell(m, 1, StatsModel::SelDepthColumn), QStringLiteral("6"));
        QCOMPARE(cell(m, 1, StatsModel::NodesColumn), QStringLiteral("1,000"));
        QCOMPARE(cell(m, 1, StatsModel::QNodesColumn), QStringLiteral("500"));
        QCOMPARE(cell(m, 1, StatsModel::BetaCutoffsColumn), QStringLiteral("200"));
        QCOMPARE(cell(m, 1, StatsModel::FirstMoveCutColumn), QStringLiteral("90.0%"));
        QCOMPARE(cell(m, 1, StatsModel::TtHitColumn), QStringLiteral("25.0%"));
        QCOMPARE(cell(m, 1, StatsModel::NullCutsColumn), QStringLiteral("7"));
        QCOMPARE(cell(m, 1, StatsModel::ReductionsColumn), QStringLiteral("42 / 5"));
        QCOMPARE(cell(m, 1, StatsModel::BranchingColumn), QStringLiteral("25.00")); // 1000 / 40
        QCOMPARE(cell(m, 1, StatsModel::TimeColumn), QStringLiteral("1.500 s"));
        QCOMPARE(cell(m, 1, StatsModel::NpsColumn), QStringLiteral("123,456"));
        // No cut-offs, no probes, first depth: nothing to show rather than a made-up 0%.
        QCOMPARE(cell(m, 0, StatsModel::FirstMoveCutColumn), StatsModel::missingText());
        QCOMPARE(cell(m, 0, StatsModel::TtHitColumn), StatsModel::missingText());
        QCOMPARE(cell(m, 0, StatsModel::BranchingColumn), StatsModel::missingText());
    }

    void oneRowPerDepth() {
        StatsModel m;
        QSignalSpy inserted(&m, &QAbstractItemModel::rowsInserted);
        m.addInfo(statsInfo(1, 40, 0, 0, 0, 0));
        EngineInfo second = statsInfo(1, 40, 0, 0, 0, 0);
        second.multiPv = 2; // other MultiPV lines do not add rows
        m.addInfo(second);
        m.addInfo(statsInfo(1, 55, 0, 0, 0, 0)); // a later report of depth 1 replaces it
        m.addInfo(statsInfo(3, 900, 0, 0, 0, 0));
        m.addInfo(statsInfo(2, 300, 0, 0, 0, 0)); // out of order: sorted in
        QCOMPARE(inserted.count(), 3);
        QCOMPARE(m.rowCount(), 3);
        QCOMPARE(m.data(m.index(0, StatsModel::NodesColumn), StatsModel::RawValueRole).toULongLong(), 55ULL);
        QCOMPARE(m.data(m.index(1, StatsModel::DepthColumn)).toString(), QStringLiteral("2"));
        QCOMPARE(cell(m, 2, StatsModel::BranchingColumn), QStringLiteral("3.00"));
        m.clear();
        QCOMPARE(m.rowCount(), 0);
    }

    void externalEngineShowsDashes() {
        StatsModel m;
        EngineInfo a;
        a.depth = 10;
        a.seldepth = 14;
        a.nodes = 20000;
        a.nps = 1000000;
        a.timeMs = 20;
        EngineInfo b = a;
        b.depth = 11;
        b.nodes = 50000;
        m.addInfo(a);
        m.addInfo(b);
        QCOMPARE(cell(m, 1, StatsModel::NodesColumn), QStringLiteral("50,000"));
        QCOMPARE(cell(m, 1, StatsModel::BranchingColumn), QStringLiteral("2.50"));
        for (int c : {StatsModel::QNodesColumn, StatsModel::BetaCutoffsColumn, StatsModel::FirstMoveCutColumn,
                      StatsModel::TtHitColumn, StatsModel::NullCutsColumn, StatsModel::ReductionsColumn})
            QCOMPARE(cell(m, 1, c), StatsModel::missingText());
        QVERIFY(!m.data(m.index(1, StatsModel::QNodesColumn), StatsModel::RawValueRole).isValid());
    }

    // A real searcher's reports, through the same path the GUI uses, equal its per-depth statistics.
    void realSearcherNumbers() {
        std::unique_ptr<Searcher> searcher;
        for (const char* name : {"alphabeta", "iterative", "eschess", "negamax", "minimax"})
            if ((searcher = makeSearcher(name))) break;
        if (!searcher) QSKIP("no family searcher registered yet");
        auto pos = Position::fromFen(kMiddlegame);
        QVERIFY(pos.ok());
        StatsModel m;
        SearchCallbacks cb;
        cb.onInfo = [&](const SearchInfo& info) { m.addInfo(toEngineInfo(info)); };
        SearchLimits limits;
        limits.depth = 3;
        const SearchResult result = searcher->search(*pos, limits, cb);
        QVERIFY(!result.perDepth.empty());
        QCOMPARE(m.rowCount(), int(result.perDepth.size()));
        for (int r = 0; r < m.rowCount(); ++r) {
            const DepthStats& s = result.perDepth[std::size_t(r)];
            const auto raw = [&](int c) { return m.data(m.index(r, c), StatsModel::RawValueRole); };
            QCOMPARE(raw(StatsModel::DepthColumn).toInt(), s.depth);
            QCOMPARE(raw(StatsModel::NodesColumn).toULongLong(), qulonglong(s.nodes));
            QCOMPARE(raw(StatsModel::QNodesColumn).toULongLong(), qulonglong(s.qnodes));
            QCOMPARE(raw(StatsModel::BetaCutoffsColumn).toULongLong(), qulonglong(s.betaCutoffs));
            QCOMPARE(raw(StatsModel::ReductionsColumn).toULongLong(), qulonglong(s.reductions));
            if (s.betaCutoffs > 0)
                QCOMPARE(raw(StatsModel::FirstMoveCutColumn).toDouble(),
                         100.0 * double(s.firstMoveCutoffs) / double(s.betaCutoffs));
            QCOMPARE(m.data(m.index(r, StatsModel::NodesColumn)).toString(),
                     QLocale().toString(qulonglong(s.nodes)));
        }
    }
};

QTEST_GUILESS_MAIN(TestStatsModel)
#include "tst_statsmodel.moc"
