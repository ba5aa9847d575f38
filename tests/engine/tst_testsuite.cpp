// Test-suite arithmetic: solved logic, rated time, Bratko-Kopec points, categories, summary.
#include "core/position.h"
#include "notation/uci_move.h"
#include "rating/testsuite.h"

#include <QtTest>

using namespace eschess;

namespace {
Move mv(const Position& pos, const char* uci) { return *parseUciMove(pos, uci); }
} // namespace

class TestSuiteArithmetic : public QObject {
    Q_OBJECT
    Position m_start;

private slots:
    void solvedNeedsOneOfSeveralBestMoves() {
        SuiteExpectation e;
        e.best = {mv(m_start, "e2e4"), mv(m_start, "d2d4")};
        QVERIFY(isSolved(e, mv(m_start, "e2e4"), 0));
        QVERIFY(isSolved(e, mv(m_start, "d2d4"), 0));
        QVERIFY(!isSolved(e, mv(m_start, "c2c4"), 0));
        QVERIFY(!isSolved(e, Move::none(), 0));
    }
    void avoidMovesFail() {
        SuiteExpectation e;
        e.avoid = {mv(m_start, "g2g4")};
        QVERIFY(isSolved(e, mv(m_start, "e2e4"), 0));
        QVERIFY(!isSolved(e, mv(m_start, "g2g4"), 0));
        e.best = {mv(m_start, "g2g4")}; // contradictory record: am wins
        QVERIFY(!isSolved(e, mv(m_start, "g2g4"), 0));
    }
    void directMateNeedsTheDistance() {
        SuiteExpectation e;
        e.mateIn = 2;
        QVERIFY(!isSolved(e, mv(m_start, "e2e4"), 0));  // no mate reported
        QVERIFY(isSolved(e, mv(m_start, "e2e4"), 2));
        QVERIFY(isSolved(e, mv(m_start, "e2e4"), 1));   // a shorter mate is better still
        QVERIFY(!isSolved(e, mv(m_start, "e2e4"), 3));
        QVERIFY(!isSolved(e, mv(m_start, "e2e4"), -2)); // being mated is no solution
    }
    void trackerKeepsLastUnbrokenRun() {
        SuiteExpectation e;
        e.best = {mv(m_start, "e2e4")};
        SolutionTracker t(e);
        t.update(1, 10, mv(m_start, "e2e4"), 0);
        QCOMPARE(t.solvedDepth().value(), 1);
        t.update(2, 20, mv(m_start, "d2d4"), 0);
        QVERIFY(!t.currentlySolved());
        t.update(3, 40, mv(m_start, "e2e4"), 0);
        t.update(4, 80, mv(m_start, "e2e4"), 0);
        QCOMPARE(t.solvedDepth().value(), 3);
        QCOMPARE(t.solvedTimeMs().value(), qint64(40));
        QVERIFY(t.solvedAt(10));
        QVERIFY(!t.solvedAt(25));
        QVERIFY(!t.solvedAt(5)); // nothing reported yet
        QVERIFY(t.solvedAt(1000));
    }
    void bratkoKopecPointsByLatestCheckpoint() {
        SuiteExpectation e;
        e.best = {mv(m_start, "e2e4")};
        const Move right = mv(m_start, "e2e4"), wrong = mv(m_start, "a2a3");
        auto points = [&](std::initializer_list<std::pair<std::int64_t, Move>> marks) {
            SolutionTracker t(e);
            int d = 1;
            for (auto [ms, m] : marks) t.update(d++, ms, m, 0);
            return bratkoKopecPoints(t, 1.0);
        };
        QCOMPARE(points({{1000, right}}), 1.0);                          // right from the start
        QCOMPARE(points({{1000, right}, {100000, wrong}}), 0.5);         // dropped after 90 s
        QCOMPARE(points({{1000, right}, {70000, wrong}}), 1.0 / 3.0);    // dropped after 60 s
        QCOMPARE(points({{1000, right}, {45000, wrong}}), 0.25);         // dropped after 30 s
        QCOMPARE(points({{1000, wrong}, {110000, right}}), 1.0);         // found late, kept at 120 s
        QCOMPARE(points({{1000, wrong}}), 0.0);
        QCOMPARE(points({{31000, right}, {35000, wrong}}), 0.0);          // right only between checkpoints
        const auto scaled = bratkoKopecCheckpointsMs(0.1);
        QCOMPARE(scaled, (std::vector<std::int64_t>{3000, 6000, 9000, 12000}));
    }
    void categoriesFromTheRevisitedPaper() {
        int lever = 0, tactical = 0;
        for (int n = 1; n <= 24; ++n) {
            const SuiteCategory c = bratkoKopecCategory(QStringLiteral("BK.%1").arg(n, 2, 10, QLatin1Char('0')).toStdString());
            lever += c == SuiteCategory::Lever;
            tactical += c == SuiteCategory::Tactical;
        }
        QCOMPARE(lever, 12);
        QCOMPARE(tactical, 12);
        QCOMPARE(bratkoKopecCategory("BK.02"), SuiteCategory::Lever);
        QCOMPARE(bratkoKopecCategory("BK.24"), SuiteCategory::Lever);
        QCOMPARE(bratkoKopecCategory("BK.01"), SuiteCategory::Tactical);
        QCOMPARE(bratkoKopecCategory("BK.22"), SuiteCategory::Tactical);
        QCOMPARE(bratkoKopecCategory("BK.25"), SuiteCategory::None);
        QCOMPARE(bratkoKopecCategory("WAC.001"), SuiteCategory::None);
        QCOMPARE(bratkoKopecCategory("BK."), SuiteCategory::None);
    }
    void summaryGroupsByEngineLimitAndCategory() {
        std::vector<SuiteResult> rs;
        auto add = [&](std::string engine, int depth, std::string id, bool solved, std::uint64_t nodes) {
            SuiteResult r;
            r.engine = engine;
            r.limitDepth = depth;
            r.limit = "depth " + std::to_string(depth);
            r.id = id;
            r.category = bratkoKopecCategory(id);
            r.solved = solved;
            r.nodes = nodes;
            r.timeMs = 10;
            rs.push_back(r);
        };
        add("minimax", 2, "BK.01", true, 100);
        add("minimax", 2, "BK.02", false, 50);
        add("minimax", 10, "BK.01", true, 7);
        add("alphabeta", 2, "BK.02", true, 5);
        const auto rows = summarize(rs);
        // alphabeta d2: all + lever; minimax d2: all + lever + tactical; minimax d10: all + tactical.
        QCOMPARE(int(rows.size()), 7);
        QCOMPARE(rows[0].engine, std::string("alphabeta"));
        const auto& all = rows[2]; // minimax depth 2, all categories (None sorts first)
        QCOMPARE(all.engine, std::string("minimax"));
        QCOMPARE(all.category, SuiteCategory::None);
        QCOMPARE(all.positions, 2);
        QCOMPARE(all.solved, 1);
        QCOMPARE(all.nodes, std::uint64_t(150));
        QCOMPARE(rows[5].limit, std::string("depth 10")); // numeric order: depth 2 before depth 10
    }
};

QTEST_APPLESS_MAIN(TestSuiteArithmetic)
#include "tst_testsuite.moc"
