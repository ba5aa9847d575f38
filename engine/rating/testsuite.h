#pragma once
// Test-suite arithmetic, free of any runner: what counts as solved, when a solution
// "appeared and stayed" in the engine's output, the Bratko-Kopec time-weighted score,
// the lever/tactical categories, and the per-engine × limit × category summary.

#include "core/types.h"

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace eschess {

// What an EPD record asks for.
struct SuiteExpectation {
    std::vector<Move> best;  // bm: one of these must be played (empty = any)
    std::vector<Move> avoid; // am: none of these may be played
    int mateIn = 0;          // dm: a mate in exactly this many moves must be found (0 = no demand)
};

// True when the move played (and the mate distance reported, in moves; 0 = no mate) meets the
// expectation: one of bm, none of am, and for dm a mate in at most dm moves reported.
bool isSolved(const SuiteExpectation& e, Move played, int reportedMateMoves);

// Follows an engine's iterations and remembers when its best move became a solution and stayed
// one (Arena's "rated time"): the first iteration of the last unbroken run of correct answers.
class SolutionTracker {
public:
    explicit SolutionTracker(SuiteExpectation e) : m_expect(std::move(e)) {}
    void update(int depth, std::int64_t timeMs, Move best, int mateMoves);
    bool currentlySolved() const { return m_solvedSince.has_value(); }
    std::optional<int> solvedDepth() const { return m_solvedSince ? std::optional<int>(m_solvedSince->depth) : std::nullopt; }
    std::optional<std::int64_t> solvedTimeMs() const {
        return m_solvedSince ? std::optional<std::int64_t>(m_solvedSince->timeMs) : std::nullopt;
    }
    // Was the best move a solution at time t (the last update at or before t)?
    bool solvedAt(std::int64_t timeMs) const;
    const SuiteExpectation& expectation() const { return m_expect; }

private:
    struct Mark { int depth; std::int64_t timeMs; bool correct; };
    SuiteExpectation m_expect;
    std::vector<Mark> m_marks;
    std::optional<Mark> m_solvedSince;
};

// Bratko-Kopec time-weighted points for one position. The paper checks the engine's choice at
// 30, 60, 90 and 120 s; the latest checkpoint with a correct choice scores 1/4, 1/3, 1/2 or 1
// respectively (an answer found at 30 s but dropped later earns only the fraction).
// scale multiplies the checkpoints (e.g. 0.1 for a machine ten times faster than the paper's).
double bratkoKopecPoints(const SolutionTracker& tracker, double scale = 1.0);
// The checkpoints in milliseconds for a scale.
std::vector<std::int64_t> bratkoKopecCheckpointsMs(double scale = 1.0);

enum class SuiteCategory { None, Lever, Tactical };
// Category of a Bratko-Kopec id ("BK.02" → Lever, "BK.01" → Tactical, other ids → None),
// after "The Bratko-Kopec Test Revisited".
SuiteCategory bratkoKopecCategory(const std::string& id);
std::string categoryName(SuiteCategory c); // "lever", "tactical", ""

// One position's result, as runners record it.
struct SuiteResult {
    std::string engine;
    std::string limit;   // "depth 4", "1000 ms", …
    int limitDepth = 0;  // for sweeps and depth limits (0 otherwise)
    std::string id;
    SuiteCategory category = SuiteCategory::None;
    Move played;
    bool solved = false;
    std::optional<int> solvedDepth;
    std::optional<std::int64_t> solvedTimeMs;
    std::int64_t timeMs = 0;
    std::uint64_t nodes = 0;
    int depth = 0;
    Value score = 0;
    double bkPoints = 0.0;
    bool timedOut = false; // the runner stopped the search before its limit
    // A miss's margin (SuiteRunner::setMissMargins): the played move and the expected ones
    // searched again side by side with the same limit, at the deepest depth that scored them
    // all: the played move's score minus the best expected one's. Positive: the engine's
    // evaluation prefers its move; negative: searched alone, an expected move scores higher, so
    // the search had passed it over. Empty when not asked for, not a miss, or the engine gave
    // no score for each move (no MultiPV, or stopped first).
    std::optional<int> missMarginCp;
    int missMarginDepth = 0;
    Move missBestExpected; // the expected move of that margin
};

// The summary table: per engine × limit × category, solved count, positions, time and nodes.
struct SuiteSummaryRow {
    std::string engine, limit;
    SuiteCategory category = SuiteCategory::None; // None = all categories together
    int positions = 0, solved = 0;
    std::int64_t timeMs = 0;
    std::uint64_t nodes = 0;
    double bkPoints = 0.0;
};
std::vector<SuiteSummaryRow> summarize(const std::vector<SuiteResult>& results);

} // namespace eschess
