#pragma once
// The seeds' transposition table ("AI Engine", docs/seeds.md): one entry per slot holding a
// score, the depth it was searched to, whether it is exact or a lower/upper bound, and the best
// move. Replacement is depth-preferred (a shallower result never overwrites a deeper one), as in
// the seed chapter. Deliberately simple; the strong searcher has its own table.

#include "core/types.h"

#include <cstddef>
#include <cstdint>
#include <new>
#include <vector>

namespace eschess {

enum class TTBound : std::uint8_t { None, Exact, Lower, Upper };

struct SeedTTEntry {
    Key key = 0;
    Value value = 0;       // relative to the node (see valueToTable)
    Move move;
    std::int16_t depth = -1;
    TTBound bound = TTBound::None;
};

// The table's storage: operator new(nothrow), and std::bad_alloc thrown here when it fails —
// what std::allocator does, except under AddressSanitizer, whose throwing operator new ends the
// process with "out of memory" instead of throwing (tools/sanitize.sh runs with
// allocator_may_return_null=1, which only makes the nothrow forms return null). So a table too
// large is refused there as everywhere else (tst_seedsearch's tableTooLargeIsRefused).
template <typename T>
struct RefusableAllocator {
    using value_type = T;
    RefusableAllocator() = default;
    template <typename U>
    RefusableAllocator(const RefusableAllocator<U>&) noexcept {}
    T* allocate(std::size_t n) {
        if (n > std::size_t(-1) / sizeof(T)) throw std::bad_alloc();
        void* p = ::operator new(n * sizeof(T), std::nothrow);
        if (!p) throw std::bad_alloc();
        return static_cast<T*>(p);
    }
    void deallocate(T* p, std::size_t) noexcept { ::operator delete(p); }
    friend bool operator==(const RefusableAllocator&, const RefusableAllocator&) { return true; }
};

class SeedTT {
public:
    // 0 MB makes a one-entry table (a placeholder until resize()).
    explicit SeedTT(std::size_t megabytes = 0) { resize(megabytes); }

    // Rounds down to a power of two number of entries; at least one. Returns false when the
    // memory is not there, leaving a one-entry table (never throws).
    bool resize(std::size_t megabytes) noexcept;
    void clear();
    // The entry for key, or nullptr.
    const SeedTTEntry* probe(Key key) const {
        const SeedTTEntry& e = m_entries[key & m_mask];
        return e.bound != TTBound::None && e.key == key ? &e : nullptr;
    }
    // Stores unless the slot holds a deeper result; returns whether it stored.
    bool store(Key key, Value value, int depth, TTBound bound, Move move);
    // Permille of the first thousand slots in use (UCI hashfull).
    int hashfull() const;
    std::size_t entryCount() const { return m_entries.size(); }

private:
    using Entries = std::vector<SeedTTEntry, RefusableAllocator<SeedTTEntry>>;
    Entries m_entries;
    std::size_t m_mask = 0;
};

} // namespace eschess
