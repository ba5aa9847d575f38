#pragma once
// Counters of one search iteration. Every searcher fills what applies to it and leaves the
// rest at zero, so panels can show any two searchers side by side.

#include <cstdint>

namespace eschess {

struct DepthStats {
    int depth = 0;
    int seldepth = 0;
    std::uint64_t nodes = 0;            // every visited position, root and quiescence included
    std::uint64_t qnodes = 0;           // of which in quiescence search
    std::uint64_t betaCutoffs = 0;
    std::uint64_t firstMoveCutoffs = 0; // cut-offs by the first move searched (ordering quality)
    std::uint64_t ttProbes = 0;
    std::uint64_t ttHits = 0;
    std::uint64_t ttCutoffs = 0;
    std::uint64_t ttStores = 0;
    std::uint64_t evaluations = 0;
    std::uint64_t nullMoveTries = 0;
    std::uint64_t nullMoveCutoffs = 0;
    std::uint64_t reductions = 0;       // LMR reductions applied
    std::uint64_t researches = 0;       // re-searches after a reduced or null-window search failed high
    std::uint64_t extensions = 0;
    std::uint64_t prunedMoves = 0;      // moves skipped by futility / late-move / SEE / delta pruning
    std::int64_t timeMs = 0;            // time of this iteration alone
    std::int64_t totalTimeMs = 0;       // since the search started
    std::uint64_t nps = 0;
    double branchingFactor = 0.0;       // effective: nodes(d) / nodes(d-1), 0 for the first

    // Adds the counters of other (e.g. another thread's) to these; depth fields are kept.
    void accumulate(const DepthStats& other);
};

} // namespace eschess
