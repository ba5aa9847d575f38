#include "search/timeman.h"

#include <algorithm>

namespace eschess {

TimeBudget allocateTime(const SearchLimits& limits, Color us, std::int64_t overheadMs) {
    if (limits.movetimeMs > 0 || !limits.hasClock(us) || limits.infinite) return {};
    const std::int64_t available = std::max<std::int64_t>(1, limits.timeMs[us] - std::max<std::int64_t>(0, overheadMs));
    const std::int64_t inc = std::max<std::int64_t>(0, limits.incMs[us]);
    // Sudden death: plan for 30 more moves; with a control, for the moves left (at most 50).
    const int movesLeft = limits.movesToGo > 0 ? std::min(limits.movesToGo, 50) : 30;
    const std::int64_t cap = std::max<std::int64_t>(1, available * 8 / 10); // never bet more than 80% of the clock
    TimeBudget b;
    b.softMs = std::clamp<std::int64_t>(available / movesLeft + inc * 3 / 4, 1, cap);
    b.hardMs = std::clamp<std::int64_t>(b.softMs * 3, b.softMs, cap);
    return b;
}

} // namespace eschess
