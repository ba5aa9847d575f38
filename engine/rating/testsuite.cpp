#include "rating/testsuite.h"

#include <algorithm>
#include <tuple>

namespace eschess {

namespace {
bool contains(const std::vector<Move>& moves, Move m) { return std::find(moves.begin(), moves.end(), m) != moves.end(); }
} // namespace

bool isSolved(const SuiteExpectation& e, Move played, int reportedMateMoves) {
    if (!played) return false;
    if (!e.best.empty() && !contains(e.best, played)) return false;
    if (contains(e.avoid, played)) return false;
    if (e.mateIn > 0 && (reportedMateMoves <= 0 || reportedMateMoves > e.mateIn)) return false;
    return true;
}

void SolutionTracker::update(int depth, std::int64_t timeMs, Move best, int mateMoves) {
    const bool correct = isSolved(m_expect, best, mateMoves);
    m_marks.push_back({depth, timeMs, correct});
    if (!correct) m_solvedSince.reset();
    else if (!m_solvedSince) m_solvedSince = m_marks.back();
}

bool SolutionTracker::solvedAt(std::int64_t timeMs) const {
    bool correct = false;
    for (const Mark& m : m_marks) {
        if (m.timeMs > timeMs) break;
        correct = m.correct;
    }
    return correct;
}

std::vector<std::int64_t> bratkoKopecCheckpointsMs(double scale) {
    std::vector<std::int64_t> out;
    for (int s : {30, 60, 90, 120}) out.push_back(std::int64_t(s * 1000.0 * scale + 0.5));
    return out;
}

double bratkoKopecPoints(const SolutionTracker& tracker, double scale) {
    constexpr double kPoints[4] = {0.25, 1.0 / 3.0, 0.5, 1.0};
    const auto checkpoints = bratkoKopecCheckpointsMs(scale);
    for (int i = 3; i >= 0; --i)
        if (tracker.solvedAt(checkpoints[std::size_t(i)])) return kPoints[i];
    return 0.0;
}

SuiteCategory bratkoKopecCategory(const std::string& id) {
    // "BK.07" or "BK.7"; anything else has no category.
    if (id.size() < 4 || id.compare(0, 3, "BK.") != 0) return SuiteCategory::None;
    int n = 0;
    for (std::size_t i = 3; i < id.size(); ++i) {
        if (id[i] < '0' || id[i] > '9' || i > 5) return SuiteCategory::None;
        n = n * 10 + (id[i] - '0');
    }
    if (n < 1 || n > 24) return SuiteCategory::None;
    constexpr int kLever[] = {2, 3, 4, 6, 8, 9, 11, 13, 17, 20, 23, 24};
    return std::find(std::begin(kLever), std::end(kLever), n) != std::end(kLever) ? SuiteCategory::Lever
                                                                                    : SuiteCategory::Tactical;
}

std::string categoryName(SuiteCategory c) {
    switch (c) {
    case SuiteCategory::Lever: return "lever";
    case SuiteCategory::Tactical: return "tactical";
    default: return "";
    }
}

std::vector<SuiteSummaryRow> summarize(const std::vector<SuiteResult>& results) {
    // Keyed by (engine, limit depth, limit, category) so depth sweeps sort numerically.
    using Key = std::tuple<std::string, int, std::string, int>;
    std::map<Key, SuiteSummaryRow> rows;
    auto add = [&](const SuiteResult& r, SuiteCategory c) {
        SuiteSummaryRow& row = rows[Key{r.engine, r.limitDepth, r.limit, int(c)}];
        row.engine = r.engine;
        row.limit = r.limit;
        row.category = c;
        row.positions += 1;
        row.solved += r.solved ? 1 : 0;
        row.timeMs += r.timeMs;
        row.nodes += r.nodes;
        row.bkPoints += r.bkPoints;
    };
    for (const SuiteResult& r : results) {
        add(r, SuiteCategory::None);
        if (r.category != SuiteCategory::None) add(r, r.category);
    }
    std::vector<SuiteSummaryRow> out;
    for (auto& [key, row] : rows) out.push_back(row);
    return out;
}

} // namespace eschess
