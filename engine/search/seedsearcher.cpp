#include "search/seedsearcher.h"

#include "core/movegen.h"
#include "eval/material.h"
#include "eval/simplified.h"
#include "search/score.h"
#include "search/timeman.h"

#include <algorithm>
#include <charconv>
#include <new>
#include <numeric>

namespace eschess {

namespace {

using Clock = std::chrono::steady_clock;

// A mate the search has seen completely: deeper iterations cannot change it.
bool mateProven(Value score, int depth) { return isMateScore(score) && kMate - std::abs(score) <= depth; }

} // namespace

SeedSearcher::SeedSearcher(Traits traits)
    : m_traits(std::move(traits)), m_depth(m_traits.defaultDepth), m_rngSeed(m_seed) {
    if (m_traits.simplifiedEval) m_eval = std::make_unique<SimplifiedEvaluator>();
    else m_eval = std::make_unique<MaterialEvaluator>();
    m_rng.seed(m_seed);
}

void SeedSearcher::newGame() {
    if (m_traits.usesTable) m_tt.clear();
    m_rng.seed(m_seed);
    m_rngSeed = m_seed;
}

std::vector<OptionSpec> SeedSearcher::options() const {
    // Built whole rather than member by member: GCC 12 at -O3 warns falsely about the latter.
    std::vector<OptionSpec> specs;
    specs.push_back(OptionSpec{"Depth", OptionSpec::Type::Spin, std::to_string(m_traits.defaultDepth), 1,
                               m_traits.fixedDepth ? 1 : m_traits.maxOptionDepth, {}});
    if (m_traits.usesTable) specs.push_back(OptionSpec{"Hash", OptionSpec::Type::Spin, std::string("16"), 1, 1024, {}});
    return specs;
}

std::string SeedSearcher::setOption(std::string_view name, std::string_view value) {
    for (const OptionSpec& spec : options()) {
        if (!sameOptionName(name, spec.name)) continue;
        int v = 0;
        const auto [end, ec] = std::from_chars(value.data(), value.data() + value.size(), v);
        if (ec != std::errc() || end != value.data() + value.size() || v < spec.min || v > spec.max)
            return "option " + spec.name + " of searcher " + m_traits.name + " takes a whole number from " +
                   std::to_string(spec.min) + " to " + std::to_string(spec.max) + ", not '" + std::string(value) + "'";
        if (spec.name == "Depth") m_depth = v;
        else m_hashMb = std::size_t(v);
        return {};
    }
    return Searcher::setOption(name, value);
}

int SeedSearcher::targetDepth(const SearchLimits& limits) const {
    if (m_traits.fixedDepth) return 1;
    if (limits.depth > 0) return std::min(limits.depth, TreeSearch::kMaxDepth);
    // "go mate N" alone: a mate in N moves lies within 2N - 1 plies.
    if (limits.mate > 0 && limits.untimed() && !limits.infinite && limits.nodes == 0)
        return std::min(2 * limits.mate - 1, TreeSearch::kMaxDepth);
    const bool open = limits.infinite || limits.ponder || !limits.untimed() || limits.nodes > 0;
    if (m_traits.iterative && open) return TreeSearch::kMaxDepth;
    return m_depth;
}

SearchResult SeedSearcher::search(const Position& rootPos, const SearchLimits& limits, const SearchCallbacks& callbacks) {
    Position pos = rootPos;
    pos.refreshPsq(); // the position may predate the evaluators' tables
    const TimeBudget budget = allocateTime(limits, pos.sideToMove());
    m_control.start(limits, budget.softMs, budget.hardMs);
    m_previousIterationNodes = 0;
    if (m_rngSeed != m_seed) {
        m_rng.seed(m_seed);
        m_rngSeed = m_seed;
    }

    SearchResult result;
    const MoveList legal = legalMoves(pos);
    std::vector<Move> moves;
    for (const Move m : legal)
        if (limits.searchMoves.empty() || std::find(limits.searchMoves.begin(), limits.searchMoves.end(), m) !=
                                              limits.searchMoves.end())
            moves.push_back(m);
    if (moves.empty()) moves.assign(legal.begin(), legal.end()); // searchmoves named no legal move
    if (moves.empty()) {
        result.score = pos.inCheck() ? matedIn(0) : kDraw;
        result.timeMs = m_control.elapsedMs();
        if (callbacks.onInfo) { // the game is over: say so, as "info depth 0 score mate 0"
            SearchInfo info;
            info.score = result.score;
            callbacks.onInfo(info);
        }
        return result;
    }

    if (m_traits.root == RootMode::Random) {
        m_start = m_iterationStart = Clock::now();
        searchRandom(moves, callbacks, result);
    } else {
        if (m_traits.usesTable) {
            if (m_tableMb != m_hashMb) {
                if (!m_tt.resize(m_hashMb)) {
                    const bool small = m_tt.resize(1);
                    if (callbacks.onMessage)
                        callbacks.onMessage("no memory for a " + std::to_string(m_hashMb) + " MB hash table; using " +
                                            (small ? "1 MB" : "a one-entry table"));
                }
                m_tableMb = m_hashMb;
            } else {
                m_tt.clear(); // as the seed: every search starts with an empty cache
            }
        }
        m_start = m_iterationStart = Clock::now(); // per-depth times leave the table set-up out
        TreeSearch tree(pos, *m_eval, m_traits.config, m_control, m_traits.usesTable ? &m_tt : nullptr, m_tree);
        const int maxDepth = targetDepth(limits);
        if (m_traits.root == RootMode::EachMove) searchEachMove(tree, moves, maxDepth, limits, callbacks, result);
        else searchOneWindow(tree, moves, maxDepth, limits, callbacks, result);
        result.nodes = tree.totalNodes();
    }
    if (!result.bestMove) result.bestMove = moves.front(); // stopped before any move was scored
    if (result.pv.empty() || result.pv.front() != result.bestMove) result.pv = {result.bestMove};
    result.ponderMove = result.pv.size() > 1 ? result.pv[1] : Move::none();
    result.timeMs = m_control.elapsedMs();
    return result;
}

void SeedSearcher::searchRandom(const std::vector<Move>& moves, const SearchCallbacks& callbacks, SearchResult& result) {
    std::vector<Move> shuffled = moves;
    std::shuffle(shuffled.begin(), shuffled.end(), m_rng);
    for (const Move m : shuffled) result.rootScores.emplace_back(m, 0);
    result.bestMove = shuffled.front();
    result.pv = {result.bestMove};
    result.depth = 1;
    result.nodes = 1; // the root: nothing else is looked at
    DepthStats stats;
    stats.nodes = 1;
    report(stats, 1, 0, result.pv, 1, callbacks, result);
}

void SeedSearcher::searchEachMove(TreeSearch& tree, std::vector<Move> moves, int maxDepth, const SearchLimits& limits,
                                  const SearchCallbacks& callbacks, SearchResult& result) {
    bool haveResult = false;
    for (int depth = m_traits.iterative ? 1 : maxDepth; depth <= maxDepth; ++depth) {
        if (!tree.beginIteration()) break;
        std::vector<std::pair<Move, Value>> scores;
        std::vector<std::vector<Move>> pvs;
        for (std::size_t i = 0; i < moves.size(); ++i) {
            if (callbacks.onCurrMove) callbacks.onCurrMove(moves[i], int(i) + 1, depth);
            const Value v = tree.scoreRootMove(moves[i], depth);
            if (tree.stopped()) break;
            scores.emplace_back(moves[i], v);
            pvs.push_back(tree.pv());
        }
        const bool complete = scores.size() == moves.size();
        if (scores.empty() || (!complete && haveResult)) break; // keep the last complete depth

        // Shuffle, then sort best first: equal scores end up in a seeded random order.
        std::vector<std::size_t> order(scores.size());
        std::iota(order.begin(), order.end(), 0);
        std::shuffle(order.begin(), order.end(), m_rng);
        std::stable_sort(order.begin(), order.end(),
                         [&](std::size_t a, std::size_t b) { return scores[a].second > scores[b].second; });
        result.rootScores.clear();
        for (const std::size_t i : order) result.rootScores.push_back(scores[i]);
        result.bestMove = scores[order[0]].first;
        result.score = scores[order[0]].second;
        result.pv = pvs[order[0]];
        result.depth = depth;
        tree.endIteration(result.score);
        haveResult = true;
        if (!complete) break;
        report(tree.stats(), depth, result.score, result.pv, tree.totalNodes(), callbacks, result);

        for (std::size_t i = 0; i < order.size(); ++i) moves[i] = scores[order[i]].first;
        if (tree.stopped() || depth == maxDepth) break;
        if (!limits.infinite && mateProven(result.score, depth)) break;
        if (m_control.softTimeUp()) break;
    }
}

void SeedSearcher::searchOneWindow(TreeSearch& tree, std::vector<Move> moves, int maxDepth, const SearchLimits& limits,
                                   const SearchCallbacks& callbacks, SearchResult& result) {
    bool haveResult = false;
    for (int depth = m_traits.iterative ? 1 : maxDepth; depth <= maxDepth; ++depth) {
        if (!tree.beginIteration()) break;
        Move best;
        const Value score = tree.searchRoot(moves, depth, best, callbacks.onCurrMove);
        if (tree.stopped() && (haveResult || !best)) break; // an unfinished depth proves nothing
        result.bestMove = best;
        result.score = score;
        result.pv = tree.pv();
        result.depth = depth;
        result.rootScores = {{best, score}};
        tree.endIteration(score);
        haveResult = true;
        if (tree.stopped()) break;
        report(tree.stats(), depth, score, result.pv, tree.totalNodes(), callbacks, result);

        // The best move goes first next time; the others keep their order.
        auto it = std::find(moves.begin(), moves.end(), best);
        std::rotate(moves.begin(), it, it + 1);
        if (depth == maxDepth) break;
        if (!limits.infinite && mateProven(score, depth)) break;
        if (m_control.softTimeUp()) break;
    }
}

void SeedSearcher::report(DepthStats stats, int depth, Value score, const std::vector<Move>& pv,
                          std::uint64_t totalNodes, const SearchCallbacks& callbacks, SearchResult& result) {
    const Clock::time_point now = Clock::now();
    const auto iterationUs = std::chrono::duration_cast<std::chrono::microseconds>(now - m_iterationStart).count();
    const auto totalUs = std::chrono::duration_cast<std::chrono::microseconds>(now - m_start).count();
    stats.depth = depth;
    stats.timeMs = iterationUs / 1000;
    stats.totalTimeMs = totalUs / 1000;
    stats.nps = iterationUs > 0 ? std::uint64_t(double(stats.nodes) * 1e6 / double(iterationUs)) : 0;
    stats.branchingFactor = m_previousIterationNodes ? double(stats.nodes) / double(m_previousIterationNodes) : 0.0;
    m_previousIterationNodes = stats.nodes;
    m_iterationStart = now;
    result.perDepth.push_back(stats);
    result.nodes = totalNodes;
    if (!callbacks.onInfo) return;
    SearchInfo info;
    info.depth = depth;
    info.seldepth = stats.seldepth;
    info.score = score;
    info.nodes = totalNodes;
    info.timeMs = totalUs / 1000;
    info.nps = totalUs > 0 ? std::uint64_t(double(totalNodes) * 1e6 / double(totalUs)) : 0;
    info.hashfull = m_traits.usesTable ? m_tt.hashfull() : -1;
    info.pv = pv;
    info.stats = stats;
    callbacks.onInfo(info);
}

} // namespace eschess
