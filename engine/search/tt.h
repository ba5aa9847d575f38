#pragma once
// The strong searcher's transposition table: buckets of three entries in 32 bytes, replaced
// by depth and age, shared without locks by all search threads (a torn entry costs at most a
// wrong guess: moves from it are checked for legality before use).

#include "core/types.h"
#include "search/searcher.h"

#include <cstddef>
#include <cstdint>
#include <memory>

namespace eschess {

struct TTEntry {
    std::uint16_t key16 = 0;
    std::uint16_t move = 0;
    std::int16_t score = 0;
    std::int16_t eval = 0;
    std::uint8_t depth = 0;    // depth + 1; 0 marks an empty slot
    std::uint8_t genBound = 0; // generation (6 bits) << 2 | bound

    Bound bound() const { return Bound(genBound & 3); }
    int searchDepth() const { return int(depth) - 1; }
};

class TranspositionTable {
public:
    static constexpr int kBucketSize = 3;

    // Empty (no memory) until the first resize(): the searcher allocates its table when it first
    // searches or is told its Hash, so building one only to list its options or to check an
    // engine spec costs no table (16 MB zero-filled, each time, before).
    TranspositionTable() = default;
    // False when the memory cannot be had: the old table is kept as it was, and the caller says
    // so (a UCI `setoption name Hash` must not end the engine).
    [[nodiscard]] bool resize(std::size_t megabytes);
    void clear();
    void newSearch() {
        m_generation = std::uint8_t((m_generation + 1) & 63);
        m_searched = true;
    }

    // Finds the entry for key; returns it when found, else nullptr.
    const TTEntry* probe(Key key) const;
    // Starts loading key's bucket into the cache; issued right after a move is made, so the
    // child's probe finds it there instead of waiting on memory.
    void prefetch(Key key) const { __builtin_prefetch(&bucketFor(key)); }
    void store(Key key, Move move, Value score, Value eval, int depth, Bound bound);
    // Permille of sampled slots written in this search.
    int hashfull() const;
    std::size_t megabytes() const { return m_megabytes; }
    bool empty() const { return m_count == 0; }

private:
    struct alignas(32) Bucket {
        TTEntry entries[kBucketSize];
        std::uint16_t pad = 0;
    };
    Bucket& bucketFor(Key key) const {
        return m_buckets[std::size_t((unsigned __int128)key * m_count >> 64)];
    }

    // One aligned block, so the kernel can back it with 2 MB pages where it allows (see tt.cpp).
    struct FreeBlock {
        // The block's size, for munmap. No `= 0` here: a nested class's initialiser would delete
        // the table's defaulted constructor; unique_ptr value-initialises its deleter anyway.
        std::size_t bytes;
        void operator()(Bucket* p) const;
    };
    std::unique_ptr<Bucket[], FreeBlock> m_buckets;
    std::size_t m_count = 0;
    std::size_t m_megabytes = 0;
    std::uint8_t m_generation = 0;
    bool m_searched = false; // a search began since the table was made or cleared (see clear())
};

// Mate scores are stored relative to the node, not the root.
inline Value scoreToTT(Value v, int ply) { return v >= kMateBound ? v + ply : v <= -kMateBound ? v - ply : v; }
inline Value scoreFromTT(Value v, int ply) { return v >= kMateBound ? v - ply : v <= -kMateBound ? v + ply : v; }

} // namespace eschess
