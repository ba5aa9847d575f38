#include "search/seedtt.h"

#include <algorithm>
#include <new>

namespace eschess {

bool SeedTT::resize(std::size_t megabytes) noexcept {
    const bool overflows = megabytes > (std::size_t(-1) >> 21); // as a byte count
    const std::size_t wanted = overflows ? 1 : std::max<std::size_t>(1, megabytes * 1024 * 1024 / sizeof(SeedTTEntry));
    std::size_t count = 1;
    while (count * 2 <= wanted) count *= 2;
    try {
        // Free the old table first (both at once might not fit), and stay usable with one
        // entry if the new one cannot be had. Should even one entry fail, the old table stays.
        Entries(1).swap(m_entries);
        m_mask = 0;
        if (overflows) return false;
        Entries(count).swap(m_entries);
    } catch (const std::bad_alloc&) {
        return false;
    }
    m_mask = count - 1;
    return true;
}

void SeedTT::clear() { std::fill(m_entries.begin(), m_entries.end(), SeedTTEntry{}); }

bool SeedTT::store(Key key, Value value, int depth, TTBound bound, Move move) {
    SeedTTEntry& e = m_entries[key & m_mask];
    if (e.bound != TTBound::None && e.depth > depth) return false;
    // Same position searched again to the same depth: keep the old best move if none is new.
    if (!move && e.key == key) move = e.move;
    e = SeedTTEntry{key, value, move, std::int16_t(depth), bound};
    return true;
}

int SeedTT::hashfull() const {
    const std::size_t n = std::min<std::size_t>(1000, m_entries.size());
    std::size_t used = 0;
    for (std::size_t i = 0; i < n; ++i) used += m_entries[i].bound != TTBound::None;
    return int(used * 1000 / n);
}

} // namespace eschess
