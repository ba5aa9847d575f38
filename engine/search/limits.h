#pragma once
// Search limits (what `go` asks for) and SearchControl, which turns them into deadlines and
// answers "stop now?" cheaply from inside any search loop.

#include "core/types.h"

#include <atomic>
#include <chrono>
#include <cstdint>
#include <optional>
#include <stop_token>
#include <vector>

namespace eschess {

struct SearchLimits {
    int depth = 0;              // 0 = no depth limit
    std::uint64_t nodes = 0;    // 0 = no node limit
    std::int64_t movetimeMs = 0; // 0 = not set
    std::int64_t timeMs[ColorCount] = {-1, -1}; // remaining clock, -1 = no clock
    std::int64_t incMs[ColorCount] = {0, 0};
    int movesToGo = 0;
    int mate = 0;               // search for a mate in this many moves
    bool infinite = false;
    bool ponder = false;
    int multiPv = 1;
    std::vector<Move> searchMoves; // restrict the root to these (empty = all)

    bool hasClock(Color c) const { return timeMs[c] >= 0; }
    bool untimed() const { return movetimeMs == 0 && timeMs[0] < 0 && timeMs[1] < 0; }
};

// Shared by all searchers: the stop flag, the clock and the node budget.
class SearchControl {
public:
    using Clock = std::chrono::steady_clock;

    // Sets deadlines from limits for the side to move. softMs/hardMs come from the searcher's
    // time manager (0 = none); movetime and node limits are applied here.
    // A stop already requested through the watched token (see watch) counts from the start.
    void start(const SearchLimits& limits, std::int64_t softMs = 0, std::int64_t hardMs = 0);
    // The caller's stop token for the searches that start from now on (an empty token: none).
    // Unlike requestStop(), a request made through it before start() is not forgotten.
    void watch(std::stop_token token);
    void requestStop() { m_stop.store(true, std::memory_order_relaxed); }
    void ponderHit();
    bool stopRequested() const { return m_stop.load(std::memory_order_relaxed); }

    std::int64_t elapsedMs() const;
    // True when the search must end now: stop requested, hard deadline passed, node budget spent.
    // Cheap enough to call at every node (looks at the clock every 1024 calls).
    bool shouldStop(std::uint64_t nodes);
    // True when there is no time for another iteration (soft deadline passed).
    bool softTimeUp() const;
    bool pondering() const { return m_pondering.load(std::memory_order_relaxed); }
    std::int64_t softMs() const { return m_softMs; }
    std::int64_t hardMs() const { return m_hardMs; }
    // Lets a time manager stretch or shrink the soft limit while searching.
    void setSoftMs(std::int64_t ms) { m_softMs = ms; }

private:
    struct RequestStop {
        SearchControl* control;
        void operator()() const noexcept { control->requestStop(); }
    };

    std::atomic<bool> m_stop{false};
    std::stop_token m_token;
    // Registered by start() on the searching thread; sets m_stop when the token is requested
    // (at once if it already was).
    std::optional<std::stop_callback<RequestStop>> m_onTokenStop;
    std::atomic<bool> m_pondering{false};
    std::atomic<std::int64_t> m_startNs{0}; // atomic: ponderhit resets it from another thread
    std::int64_t m_softMs = 0, m_hardMs = 0; // 0 = unlimited
    std::uint64_t m_nodeLimit = 0;
    unsigned m_calls = 0;
    bool m_infinite = false;
};

} // namespace eschess
