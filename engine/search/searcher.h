#pragma once
// The searcher family's common interface: limits in, live information and statistics out
// through callbacks, a result at the end. Every searcher (random … eschess) implements it,
// so the UCI program, the GUI, the suite runner and the match runner treat them alike.
//
// search() blocks the calling thread (run it on a worker). To end it early, give it a stop
// token and request a stop through its source from any thread: search() then returns promptly
// with the best move found so far, even when the request came before the search began.
// stop() also ends a running search, but is lost when it comes before the search has begun.

#include "core/position.h"
#include "search/limits.h"
#include "search/stats.h"
#include "search/tree.h"

#include <atomic>
#include <functional>
#include <memory>
#include <stop_token>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace eschess {

enum class Bound : std::uint8_t { Exact, Lower, Upper };

// What a searcher reports after each iteration (and, for MultiPV, each line of it).
struct SearchInfo {
    int depth = 0;
    int seldepth = 0;
    int multiPv = 1;            // 1-based line index
    Value score = 0;            // from the side to move's view; mate scores per types.h
    Bound bound = Bound::Exact; // Lower/Upper for aspiration fail-high/low reports
    std::uint64_t nodes = 0;    // total so far in this search
    std::int64_t timeMs = 0;
    std::uint64_t nps = 0;
    int hashfull = -1;          // permille, -1 when the searcher has no table
    std::vector<Move> pv;
    DepthStats stats;           // this iteration's counters (all lines of it)
    // The closing report of a search stopped inside an iteration: the last completed
    // iteration's lines again (or, when the search plays a move of the unfinished iteration,
    // that move's line at its depth, with the counters so far), with the search's total nodes
    // and time. Its counters were sent already, or belong to no finished iteration, so a front
    // end that lists them per depth skips them.
    bool repeatsLastIteration = false;
};

struct SearchResult {
    Move bestMove;
    Move ponderMove;
    Value score = 0;
    int depth = 0;
    std::vector<Move> pv;
    std::uint64_t nodes = 0;
    std::int64_t timeMs = 0;
    std::vector<DepthStats> perDepth; // one entry per completed iteration
    // Each root move with its score (side to move's view), best first, for searchers that
    // score every root move exactly (random, material, minimax, alphabeta with full windows…).
    std::vector<std::pair<Move, Value>> rootScores;
};

struct SearchCallbacks {
    std::function<void(const SearchInfo&)> onInfo;       // each completed iteration / PV line
    std::function<void(Move, int moveNumber, int depth)> onCurrMove; // optional, root move being searched
    std::function<void(const std::string&)> onMessage;   // free text (becomes `info string`)
};

// A configurable parameter, described in UCI terms so any front end can build a widget for it.
struct OptionSpec {
    enum class Type { Check, Spin, Combo, String, Button };
    std::string name;
    Type type = Type::Spin;
    std::string defaultValue;
    int min = 0, max = 0;
    std::vector<std::string> choices; // for Combo
};

// Whether two option names are the same: UCI option names ignore letter case.
bool sameOptionName(std::string_view a, std::string_view b);

class Searcher {
public:
    virtual ~Searcher() = default;

    virtual std::string name() const = 0;
    virtual std::string description() const = 0;

    // Runs a search on a copy of pos; blocks until a limit is hit or stop() is called.
    virtual SearchResult search(const Position& pos, const SearchLimits& limits, const SearchCallbacks& callbacks) = 0;
    // The same, ending as soon as a stop is requested through stop (before or while it runs).
    SearchResult search(const Position& pos, const SearchLimits& limits, const SearchCallbacks& callbacks,
                        std::stop_token stop);

    // Forget everything learned (transposition table, history): a new game starts.
    virtual void newGame() {}

    // The most lines (principal variations) one search reports when SearchLimits::multiPv asks
    // for more: the family's simpler members follow only their best move, so 1 unless overridden.
    virtual int maxLines() const { return 1; }

    virtual std::vector<OptionSpec> options() const { return {}; }
    // Returns an empty string on success, else what is wrong with the value.
    virtual std::string setOption(std::string_view name, std::string_view value);

    // Thread-safe: request the running search to finish now (a stop token also counts before).
    void stop() { m_control.requestStop(); }
    // Thread-safe: a pondering search becomes a normal timed one.
    void ponderHit() { m_control.ponderHit(); }

    // Optional: record the search tree of shallow searches (nullptr to turn off).
    void setTreeRecorder(TreeRecorder* recorder) { m_tree = recorder; }
    TreeRecorder* treeRecorder() const { return m_tree; }

    void setSeed(std::uint64_t seed) { m_seed = seed; }
    std::uint64_t seed() const { return m_seed; }

protected:
    SearchControl m_control;
    TreeRecorder* m_tree = nullptr;
    std::uint64_t m_seed = 1;
};

// The family, by name: random, material, minimax, alphabeta, negamax, iterative,
// simplified, quiescence, prototype, eschess. Returns nullptr for an unknown name.
std::unique_ptr<Searcher> makeSearcher(std::string_view name);
std::vector<std::string> searcherNames();
// The default (strongest) searcher's name.
std::string defaultSearcherName();

} // namespace eschess
