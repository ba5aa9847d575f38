#include "search/limits.h"

namespace eschess {

namespace {
std::int64_t nowNs() {
    return std::chrono::duration_cast<std::chrono::nanoseconds>(SearchControl::Clock::now().time_since_epoch()).count();
}
} // namespace

void SearchControl::watch(std::stop_token token) {
    m_onTokenStop.reset();
    m_token = std::move(token);
}

void SearchControl::start(const SearchLimits& limits, std::int64_t softMs, std::int64_t hardMs) {
    m_startNs.store(nowNs(), std::memory_order_relaxed);
    // The old registration goes first, so that a late request of the previous token cannot
    // land after the flag is cleared.
    m_onTokenStop.reset();
    m_stop.store(false, std::memory_order_relaxed);
    if (m_token.stop_possible()) m_onTokenStop.emplace(m_token, RequestStop{this});
    m_pondering.store(limits.ponder, std::memory_order_relaxed);
    m_infinite = limits.infinite;
    m_nodeLimit = limits.nodes;
    m_calls = 0;
    if (limits.movetimeMs > 0) {
        m_softMs = m_hardMs = limits.movetimeMs;
    } else {
        m_softMs = softMs;
        m_hardMs = hardMs;
    }
}

void SearchControl::ponderHit() {
    // The clock starts over from now: the time spent pondering was the opponent's.
    m_startNs.store(nowNs(), std::memory_order_relaxed);
    m_pondering.store(false, std::memory_order_relaxed);
}

std::int64_t SearchControl::elapsedMs() const {
    return (nowNs() - m_startNs.load(std::memory_order_relaxed)) / 1000000;
}

bool SearchControl::shouldStop(std::uint64_t nodes) {
    if (m_stop.load(std::memory_order_relaxed)) return true;
    if (m_nodeLimit && nodes >= m_nodeLimit) {
        requestStop();
        return true;
    }
    if (++m_calls & 1023) return false;
    if (m_hardMs > 0 && !pondering() && !m_infinite && elapsedMs() >= m_hardMs) {
        requestStop();
        return true;
    }
    return false;
}

bool SearchControl::softTimeUp() const {
    return m_softMs > 0 && !pondering() && !m_infinite && elapsedMs() >= m_softMs;
}

} // namespace eschess
