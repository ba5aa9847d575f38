#pragma once
// The strongest searcher of the family, registered as `eschess`: principal-variation search
// (PVS) with iterative deepening, aspiration windows, a shared transposition table, null move,
// LMR, futility and late-move pruning, quiescence with SEE, the tapered evaluation, Lazy SMP
// and human strength levels. This class is the facade: options, time management, threads and
// strength limiting; the search itself is PvsWorker.

#include "core/movegen.h"
#include "nnue/network.h"
#include "search/helperthreads.h"
#include "search/pvsworker.h"
#include "search/searcher.h"
#include "search/tt.h"

#include <memory>
#include <string>
#include <vector>

namespace eschess {

class PvsSearcher : public Searcher {
public:
    PvsSearcher();
    ~PvsSearcher() override;

    // The name it is registered under (the program's own searcher).
    static constexpr const char* kName = "eschess";
    // EvalFile's value for the network compiled into the program.
    static constexpr const char* kEmbeddedEvalFile = "<embedded>";

    std::string name() const override { return kName; }
    std::string description() const override;
    using Searcher::search;
    SearchResult search(const Position& pos, const SearchLimits& limits, const SearchCallbacks& callbacks) override;
    void newGame() override;
    // As many lines as the position has legal moves (the root's moves are searched one line
    // after another).
    int maxLines() const override { return MoveList::kCapacity; }
    std::vector<OptionSpec> options() const override;
    std::string setOption(std::string_view name, std::string_view value) override;

    // Sets up attack tables, keys and the evaluation's tables once per process.
    static void initOnce();

    // Chooses the evaluation by one word: "hce" (the hand-written one), "nnue" (the network
    // compiled in) or a network file. Returns why it cannot be (a file that does not load), or
    // empty. For the bench and the data generator, which name their evaluation on a command line.
    std::string chooseEvaluation(const std::string& evaluation);

    // The network a full-strength search evaluates with, or null for the hand-written evaluation
    // (Use NNUE off, or a build without a network). For `eval`.
    const nnue::Network* networkInUse();

    // The soft and hard time (ms) for one move under limits; 0/0 when the move is not timed.
    // With an increment, a clock below kReserveIncrements increments (at most kReserveCapMs)
    // spends less per move than above it, so that it climbs back (see timeBudget).
    static constexpr std::int64_t kReserveIncrements = 15;
    static constexpr std::int64_t kReserveCapMs = 150;
    static std::pair<std::int64_t, std::int64_t> timeBudget(const SearchLimits& limits, Color us, int gamePly);

private:
    SearchResult searchLimited(const Position& pos, SearchLimits limits, const SearchCallbacks& callbacks);
    // calibratedLevel: the strength levels search as they did when they were calibrated, with
    // the hand-written evaluation and without the capture and correction histories.
    SearchResult searchFull(const Position& pos, const SearchLimits& limits, const SearchCallbacks& callbacks,
                            bool calibratedLevel = false);
    // Gives the empty table its m_hashMb, or less with a message when the machine cannot.
    void allocateTable(const SearchCallbacks& callbacks);

    TranspositionTable m_tt; // empty until the first search or Hash setting
    std::size_t m_hashMb = 16; // the table's size: its default, or the last Hash that could be had
    PvsSwitches m_switches;
    PvsParameters m_params;
    std::vector<std::unique_ptr<History>> m_histories; // per thread, kept between moves of a game
    HelperThreads m_helpers;
    int m_threads = 1;
    bool m_limitStrength = false;
    int m_elo = 1500;
    // The network is the default since net1 won its SPRT at 10+0.1 (docs/nnue.md).
    bool m_useNnue = true;
    std::shared_ptr<const nnue::Network> m_network; // loaded when first searched with or set
};

} // namespace eschess
