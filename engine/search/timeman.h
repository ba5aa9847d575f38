#pragma once
// A plain time allocator: from the clock in SearchLimits to a soft limit (do not start
// another iteration after it) and a hard limit (stop searching now). Movetime and node
// limits need no allocation; SearchControl applies them directly.

#include "search/limits.h"

#include <cstdint>

namespace eschess {

struct TimeBudget {
    std::int64_t softMs = 0; // 0 = no limit
    std::int64_t hardMs = 0;
};

// The budget for side us. Without a clock (or with movetime) both limits are 0, which
// SearchControl reads as "no clock limit" (movetime it sets itself). overheadMs is kept back
// for communication delays.
TimeBudget allocateTime(const SearchLimits& limits, Color us, std::int64_t overheadMs = 30);

} // namespace eschess
