#pragma once
// The seed searchers' common frame (docs/seeds.md): limits and time, the root move list, iterative deepening
// or a single depth, statistics per depth, info callbacks and the result. What differs from
// one step of the seed progression to the next is described by Traits (see seeds.cpp).

#include "eval/evaluator.h"
#include "search/searcher.h"
#include "search/seedtt.h"
#include "search/treesearch.h"

#include <chrono>
#include <memory>
#include <random>

namespace eschess {

class SeedSearcher : public Searcher {
public:
    enum class RootMode {
        Random,       // any legal move, chosen by the seeded generator
        EachMove,     // every root move gets an exact score (full window), best after a shuffle
        OneWindow,    // one alpha-beta window over the root; only the best move's score is exact
    };

    struct Traits {
        std::string name;
        std::string description;
        RootMode root = RootMode::EachMove;
        TreeSearchConfig config;
        int defaultDepth = 3;
        int maxOptionDepth = 20;
        bool iterative = false;   // iterative deepening 1, 2, … (else one search at the depth)
        bool fixedDepth = false;  // random/material: always one ply, whatever the limits say
        bool usesTable = false;
        bool simplifiedEval = false;
    };

    explicit SeedSearcher(Traits traits);

    std::string name() const override { return m_traits.name; }
    std::string description() const override { return m_traits.description; }
    using Searcher::search;
    SearchResult search(const Position& pos, const SearchLimits& limits, const SearchCallbacks& callbacks) override;
    void newGame() override;
    std::vector<OptionSpec> options() const override;
    std::string setOption(std::string_view name, std::string_view value) override;

    const Traits& traits() const { return m_traits; }
    int depthOption() const { return m_depth; }

private:
    // The deepest iteration to run for these limits.
    int targetDepth(const SearchLimits& limits) const;
    void searchRandom(const std::vector<Move>& moves, const SearchCallbacks& callbacks, SearchResult& result);
    void searchEachMove(TreeSearch& search, std::vector<Move> moves, int maxDepth, const SearchLimits& limits,
                        const SearchCallbacks& callbacks, SearchResult& result);
    void searchOneWindow(TreeSearch& search, std::vector<Move> moves, int maxDepth, const SearchLimits& limits,
                         const SearchCallbacks& callbacks, SearchResult& result);
    // Fills the depth's statistics, appends them to the result and calls onInfo.
    void report(DepthStats stats, int depth, Value score, const std::vector<Move>& pv, std::uint64_t totalNodes,
                const SearchCallbacks& callbacks, SearchResult& result);

    Traits m_traits;
    std::unique_ptr<Evaluator> m_eval;
    SeedTT m_tt;
    int m_depth;
    std::size_t m_hashMb = 16;
    std::mt19937_64 m_rng;
    std::uint64_t m_rngSeed;
    std::size_t m_tableMb = 0;        // the size m_tt has now
    std::chrono::steady_clock::time_point m_start, m_iterationStart;
    std::uint64_t m_previousIterationNodes = 0;
};

} // namespace eschess
