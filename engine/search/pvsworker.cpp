#include "search/pvsworker.h"

#include "core/movegen.h"
#include "core/piece_values.h"
#include "eval/tapered.h"
#include "search/movepick.h"

#include <algorithm>
#include <cmath>
#include <optional>

namespace eschess {

namespace {

constexpr Value kNoEval = 32100;
constexpr int kAnyDepth = -1; // below every stored entry's depth

// A pawn push that attacks enemy pawns or pieces (a lever or a threat) is never "just quiet".
bool isPawnThreat(const Position& pos, Move m) {
    const Color us = pos.sideToMove();
    return typeOf(pos.movedPiece(m)) == Pawn && !m.isPromotion() &&
           (attacks::pawn[us][m.to()] & pos.pieces(~us) & ~pos.pieces(King));
}

bool byScore(const RootMove& a, const RootMove& b) { return a.score > b.score; }

} // namespace

PvsWorker::ReductionTable::ReductionTable(const PvsParameters& p) {
    for (int d = 1; d < 64; ++d)
        for (int m = 1; m < 64; ++m)
            r1024[d][m] = int((p.lmrBase + std::log(double(d)) * std::log(double(m)) / p.lmrDivisor) * kPly);
}

PvsWorker::PvsWorker(PvsShared& shared, int id, History& history)
    : m_shared(shared), m_params(shared.params), m_reduction(shared.params), m_id(id), m_history(&history),
      m_stack(kMaxPly + 8), m_pv(makeZeroedPages<PvRows>()), m_pvLength(kMaxPly + 4, 0),
      m_tree(id == 0 ? shared.tree : nullptr), m_treeNode(kMaxPly + 8, -1), m_treeCut(kMaxPly + 8),
      m_treeTTHit(kMaxPly + 8, 0) {}

template <class Body> Value PvsWorker::recorded(Value alpha, Value beta, int ply, bool quiescence, Body&& body) {
    const int index = m_tree->enter(m_treeNode[ply - 1], frameAt(ply - 1)->move, ply, alpha, beta, quiescence,
                                    m_pos.sideToMove() == White);
    m_treeNode[ply] = index;
    m_treeCut[ply] = Move::none();
    m_treeTTHit[ply] = 0;
    const std::size_t before = m_tree->nodes().size();
    const Value v = body();
    if (index >= 0 && !m_stop) {
        const NodeType type = m_tree->nodes().size() == before ? NodeType::Leaf
                              : v >= beta                       ? NodeType::Cut
                              : v <= alpha                      ? NodeType::All
                                                                : NodeType::Pv;
        m_tree->leave(index, v, type, m_treeCut[ply], m_treeTTHit[ply] != 0);
    }
    return v;
}

Value PvsWorker::search(Value alpha, Value beta, int depth, int ply, bool cutNode) {
    // Once stopped, no new node is entered (or counted): a re-search after an interrupted
    // child must not run past an exact node limit.
    if (m_stop) return 0;
    if (depth <= 0) return qsearch(alpha, beta, ply);
    if (!recording()) return searchNode(alpha, beta, depth, ply, cutNode);
    return recorded(alpha, beta, ply, false, [&] { return searchNode(alpha, beta, depth, ply, cutNode); });
}

Value PvsWorker::qsearch(Value alpha, Value beta, int ply) {
    if (m_stop) return 0;
    if (!recording()) return qsearchNode(alpha, beta, ply);
    return recorded(alpha, beta, ply, true, [&] { return qsearchNode(alpha, beta, ply); });
}

void PvsWorker::recordCut(int ply, Move cutMove, bool quiescence) {
    const int index = m_treeNode[ply];
    m_treeCut[ply] = cutMove;
    if (index < 0) return;
    // Children recorded so far are exactly the searched moves; every other legal move was not searched.
    std::vector<Move> searched;
    const auto& nodes = m_tree->nodes();
    for (std::size_t i = std::size_t(index) + 1; i < nodes.size(); ++i)
        if (nodes[i].parent == index) searched.push_back(nodes[i].move);
    // In quiescence only captures and promotions were candidates (all moves when in check).
    MoveList candidates;
    if (quiescence && !m_pos.inCheck()) generate<GenType::Noisy>(m_pos, candidates);
    else generate<GenType::All>(m_pos, candidates);
    for (Move m : candidates)
        if (std::find(searched.begin(), searched.end(), m) == searched.end()) m_tree->notSearched(index, m, ply + 1);
}

bool PvsWorker::stopped() {
    if (m_stop) return true;
    if (m_id == 0) {
        m_stop = m_shared.control->shouldStop(m_nodes);
    } else {
        if ((m_nodes & 1023) == 0) m_shared.helperNodes.fetch_add(1024, std::memory_order_relaxed);
        m_stop = m_shared.abort.load(std::memory_order_relaxed) || m_shared.control->stopRequested();
    }
    return m_stop;
}

void PvsWorker::updatePv(int ply, Move m) {
    Move* row = pvRow(ply);
    const Move* child = pvRow(ply + 1);
    row[ply] = m;
    const int childLength = m_pvLength[ply + 1];
    for (int i = ply + 1; i < childLength; ++i) row[i] = child[i];
    m_pvLength[ply] = std::max(childLength, ply + 1);
}

void PvsWorker::run(const Position& pos, SearchResult* result) {
    m_pos = pos;
    m_pos.refreshPsq();
    if (m_shared.network) m_nnue.reset(*m_shared.network, m_pos);
    m_nodes = 0;
    m_stop = false;
    m_nmpMinPly = 0;
    m_completedLines.clear();
    m_completedDepth = 0;
    m_playedUnfinished = false;
    m_reportedNodes = 0;
    for (Frame& f : m_stack) f = Frame{Move::none(), NoPiece, kNoEval, true, 0, Move::none()};
    const SearchLimits& limits = m_shared.limits;
    SearchControl& control = *m_shared.control;

    m_rootMoves.clear();
    for (Move m : legalMoves(m_pos))
        if (limits.searchMoves.empty() ||
            std::find(limits.searchMoves.begin(), limits.searchMoves.end(), m) != limits.searchMoves.end())
            m_rootMoves.push_back(RootMove{m, -kInfinite, -kInfinite, 0, 0, {m}});
    if (m_rootMoves.empty()) {
        if (result) {
            result->score = m_pos.inCheck() ? matedIn(0) : kDraw;
            if (m_shared.callbacks && m_shared.callbacks->onInfo) {
                SearchInfo info;
                info.score = result->score;
                info.depth = 0;
                m_shared.callbacks->onInfo(info);
            }
        }
        return;
    }
    const std::size_t multiPv = std::clamp<std::size_t>(m_id == 0 ? std::size_t(std::max(1, limits.multiPv)) : 1, 1,
                                                        std::min<std::size_t>(10, m_rootMoves.size()));
    int maxDepth = limits.depth > 0 ? std::min(limits.depth, kMaxPly - 10) : kMaxPly - 10;
    if (limits.mate > 0) maxDepth = std::min(maxDepth, 2 * limits.mate + 1 + (limits.depth > 0 ? 0 : 8));

    RootMove best = m_rootMoves[0];
    std::uint64_t previousIterationNodes = 0;
    std::int64_t iterationStart = control.elapsedMs();
    Move lastBest = Move::none();
    Value previousBestScore = -kInfinite; // the best score of the previous iteration
    int stableIterations = 0;

    for (int depth = 1 + (m_id % 2); depth <= maxDepth; ++depth) {
        m_rootDepth = depth;
        m_stats = DepthStats{};
        m_stats.depth = depth;
        const std::uint64_t nodesBefore = m_nodes;
        for (RootMove& rm : m_rootMoves) rm.previousScore = rm.score;
        if (m_shared.switches.rootHistoryOrder) orderUnscoredRootMoves();
        m_unfinishedBest.found = false;
        for (std::size_t pvIndex = 0; pvIndex < multiPv && !m_stop; ++pvIndex) aspirationSearch(depth, pvIndex);
        if (m_stop) {
            // A move searched to the end at this depth and found better than the first one
            // outranks the last completed iteration's choice: it was refuted by nothing deeper.
            if (m_shared.switches.unfinishedIteration && m_unfinishedBest.found && m_completedDepth > 0 &&
                multiPv == 1) {
                m_playedUnfinished = true;
                best = m_unfinishedBest.line;
                m_completedLines.assign(1, best);
            }
            break;
        }

        m_completedDepth = depth;
        best = m_rootMoves[0];
        m_completedLines.assign(m_rootMoves.begin(), m_rootMoves.begin() + std::ptrdiff_t(multiPv));
        if (m_id != 0) continue;

        const std::int64_t now = control.elapsedMs();
        m_stats.nodes = m_nodes - nodesBefore;
        m_stats.seldepth = m_seldepth;
        m_stats.timeMs = now - iterationStart;
        m_stats.totalTimeMs = now;
        m_stats.nps = now > 0 ? m_nodes * 1000 / std::uint64_t(now) : 0;
        m_stats.branchingFactor = previousIterationNodes ? double(m_stats.nodes) / double(previousIterationNodes) : 0.0;
        previousIterationNodes = m_stats.nodes;
        iterationStart = now;
        if (result) result->perDepth.push_back(m_stats);
        m_completedStats = m_stats;
        report(depth, m_stats, multiPv);

        // When to stop: mate found for `go mate`, or the time for this move is used up.
        if (limits.mate > 0 && best.score >= mateIn(2 * limits.mate)) break;
        if (best.move == lastBest) ++stableIterations;
        else stableIterations = 0;
        lastBest = best.move;
        if (timeToStop(best, stableIterations, previousBestScore, now)) break;
        if (!isMateScore(best.score)) previousBestScore = best.score;
    }
    if (result) fillResult(*result, m_completedDepth == 0 ? m_rootMoves[0] : best, m_completedDepth, m_completedLines);
}

// Root moves that no iteration has scored (they failed low, or were never searched) would
// otherwise keep the move generator's order, which says nothing about them. They are put in
// the order the move picker uses inside the tree: winning captures by victim, then quiet moves
// by the history this side's moves have gathered deeper in the search, then losing captures.
// A quiet move that keeps cutting off lower down comes early and is reduced least.
void PvsWorker::orderUnscoredRootMoves() {
    const auto first = std::find_if(m_rootMoves.begin(), m_rootMoves.end(),
                                    [](const RootMove& rm) { return rm.score == -kInfinite; });
    if (m_rootMoves.end() - first < 2) return;
    constexpr int kWinning = 1 << 20, kLosing = -(1 << 20);
    const Color us = m_pos.sideToMove();
    const Bitboard attacked = m_shared.switches.threatHistory ? threatsBy(m_pos, ~us).all : 0;
    std::vector<std::pair<int, RootMove>> keyed;
    keyed.reserve(std::size_t(m_rootMoves.end() - first));
    for (auto it = first; it != m_rootMoves.end(); ++it) {
        const Move m = it->move;
        int key;
        if (m_pos.isCaptureOrPromotion(m)) {
            key = victimFirstScore(m_pos, m) + (m_pos.seeGE(m, 0) ? kWinning : kLosing);
        } else {
            key = m_history->quietScore(us, attacked, m);
        }
        keyed.emplace_back(key, std::move(*it));
    }
    std::stable_sort(keyed.begin(), keyed.end(), [](const auto& a, const auto& b) { return a.first > b.first; });
    auto out = first;
    for (auto& k : keyed) *out++ = std::move(k.second);
}

// One root line (pvIndex) at depth, in a window around its previous score that widens until
// the score falls inside.
void PvsWorker::aspirationSearch(int depth, std::size_t pvIndex) {
    const PvsParameters& p = m_params;
    m_seldepth = 0;
    const Value previous = m_rootMoves[pvIndex].previousScore;
    Value delta = p.aspirationDelta + (m_id % 3) * p.aspirationThreadStep;
    Value alpha = -kInfinite, beta = kInfinite;
    if (m_shared.switches.aspiration && depth >= p.aspirationMinDepth && previous != -kInfinite &&
        !isMateScore(previous)) {
        alpha = std::max(previous - delta, -kInfinite);
        beta = std::min(previous + delta, kInfinite);
    }
    while (true) {
        const Value v = rootSearch(depth, alpha, beta, pvIndex);
        std::stable_sort(m_rootMoves.begin() + std::ptrdiff_t(pvIndex), m_rootMoves.end(), byScore);
        if (m_stop) break;
        if (v <= alpha) {
            beta = (alpha + beta) / 2;
            alpha = std::max(v - delta, -kInfinite);
            ++m_stats.researches;
            if (m_id == 0) reportBound(depth, v, Bound::Upper);
        } else if (v >= beta) {
            beta = std::min(v + delta, kInfinite);
            ++m_stats.researches;
            if (m_id == 0) reportBound(depth, v, Bound::Lower);
        } else {
            break;
        }
        delta += delta / 2;
        if (delta > p.aspirationFullWindowAt) alpha = -kInfinite, beta = kInfinite;
    }
    std::stable_sort(m_rootMoves.begin(), m_rootMoves.begin() + std::ptrdiff_t(pvIndex) + 1, byScore);
}

bool PvsWorker::timeToStop(const RootMove& best, int stableIterations, Value previousBestScore,
                           std::int64_t now) const {
    if (m_shared.softMs <= 0 || m_shared.control->pondering() || m_shared.limits.infinite) return false;
    double scale = stableIterations >= 4 ? 0.8 : stableIterations >= 2 ? 1.0 : 1.4;
    // A best move that takes nearly all the effort is rarely overturned; one that shares it
    // with others is contested and worth more time.
    const double share = m_nodes ? double(best.nodes) / double(m_nodes) : 1.0;
    scale *= std::clamp(0.4 + 1.5 * (1.0 - share), 0.6, 1.5);
    // A falling score means trouble found late: think longer.
    if (previousBestScore != -kInfinite && best.score < previousBestScore)
        scale *= std::clamp(1.0 + double(previousBestScore - best.score) / 200.0, 1.0, 1.5);
    if (m_rootMoves.size() == 1) scale = 0.05;
    return double(now) >= double(m_shared.softMs) * scale * m_params.iterationStartFraction;
}

// best is the last completed iteration's, or the first root move when stopped inside the first.
void PvsWorker::fillResult(SearchResult& result, const RootMove& best, int completedDepth,
                           const std::vector<RootMove>& completedLines) const {
    result.bestMove = best.move;
    result.ponderMove = best.pv.size() > 1 ? best.pv[1] : Move::none();
    result.score = best.score == -kInfinite ? 0 : best.score;
    result.depth = completedDepth;
    result.pv = best.pv;
    for (const RootMove& rm : completedLines) result.rootScores.emplace_back(rm.move, rm.score);
}

SearchInfo PvsWorker::makeInfo(int depth, std::size_t line) const {
    return makeInfo(depth, line, m_rootMoves[line], m_nodes + m_shared.helperNodes.load(std::memory_order_relaxed));
}

SearchInfo PvsWorker::makeInfo(int depth, std::size_t line, const RootMove& rm, std::uint64_t nodes) const {
    SearchInfo info;
    info.depth = depth;
    info.seldepth = std::max(rm.seldepth, depth);
    info.multiPv = int(line) + 1;
    info.score = rm.score == -kInfinite ? rm.previousScore : rm.score;
    info.nodes = nodes;
    info.timeMs = m_shared.control->elapsedMs();
    info.nps = info.timeMs > 0 ? info.nodes * 1000 / std::uint64_t(info.timeMs) : 0;
    info.hashfull = m_shared.tt->hashfull();
    info.pv = rm.pv;
    return info;
}

void PvsWorker::report(int depth, const DepthStats& stats, std::size_t lines) {
    if (!m_shared.callbacks || !m_shared.callbacks->onInfo) return;
    for (std::size_t i = 0; i < lines; ++i) {
        SearchInfo info = makeInfo(depth, i);
        info.stats = stats;
        m_reportedNodes = info.nodes;
        m_shared.callbacks->onInfo(info);
    }
}

void PvsWorker::reportFinal(std::uint64_t totalNodes) {
    if (!m_shared.callbacks || !m_shared.callbacks->onInfo) return;
    if (m_completedDepth == 0 || (totalNodes <= m_reportedNodes && !m_playedUnfinished)) return;
    for (std::size_t i = 0; i < m_completedLines.size(); ++i) {
        const bool unfinished = i == 0 && m_playedUnfinished;
        SearchInfo info = makeInfo(unfinished ? m_unfinishedBest.depth : m_completedDepth, i,
                                   m_completedLines[i], totalNodes);
        if (unfinished) info.bound = m_unfinishedBest.bound;
        // That iteration's counters, not the unfinished one's; a line of the unfinished one comes
        // with its counters so far, as its fail-high reports do.
        info.stats = unfinished ? m_stats : m_completedStats;
        info.repeatsLastIteration = true;
        m_shared.callbacks->onInfo(info);
    }
    m_reportedNodes = totalNodes;
}

void PvsWorker::reportBound(int depth, Value score, Bound bound) {
    if (!m_shared.callbacks || !m_shared.callbacks->onInfo) return;
    if (m_shared.control->elapsedMs() < 1000) return; // only worth showing in long searches
    SearchInfo info = makeInfo(depth, 0);
    info.score = score;
    info.bound = bound;
    info.stats = m_stats;
    m_reportedNodes = info.nodes;
    m_shared.callbacks->onInfo(info);
}

Value PvsWorker::rootSearch(int depth, Value alpha, Value beta, std::size_t pvIndex) {
    ++m_nodes;
    ++m_stats.nodes;
    m_pvLength[0] = 0;
    Value best = -kInfinite;
    // The explorer shows the last root search (an aspiration re-search replaces the first try).
    int rootNode = -1;
    const Value rootAlpha = alpha;
    if (m_tree && pvIndex == 0) {
        m_tree->clear();
        rootNode = m_tree->enter(-1, Move::none(), 0, alpha, beta, false, m_pos.sideToMove() == White);
        m_treeNode[0] = rootNode;
    }
    std::size_t cutAt = m_rootMoves.size();
    for (std::size_t i = pvIndex; i < m_rootMoves.size(); ++i) {
        RootMove& rm = m_rootMoves[i];
        const Value v = searchRootMove(i, pvIndex, depth, alpha, beta);
        if (m_stop) return 0;
        if (i == pvIndex || v > alpha) {
            rm.score = v;
            rm.seldepth = m_seldepth;
            rm.pv.assign(1, rm.move);
            for (int k = 1; k < m_pvLength[1]; ++k) rm.pv.push_back(pvRow(1)[k]);
            if (i != pvIndex && pvIndex == 0)
                m_unfinishedBest = {true, rm, depth, v >= beta ? Bound::Lower : Bound::Exact};
        } else {
            rm.score = -kInfinite;
        }
        if (v > best) {
            best = v;
            if (v > alpha) {
                alpha = v;
                if (v >= beta) {
                    ++m_stats.betaCutoffs;
                    if (i == pvIndex) ++m_stats.firstMoveCutoffs;
                    cutAt = i;
                    break;
                }
            }
        }
    }
    if (rootNode >= 0) {
        for (std::size_t i = cutAt + 1; i < m_rootMoves.size(); ++i) m_tree->notSearched(rootNode, m_rootMoves[i].move, 1);
        const NodeType type = best >= beta ? NodeType::Cut : best <= rootAlpha ? NodeType::All : NodeType::Pv;
        m_tree->leave(rootNode, best, type, cutAt < m_rootMoves.size() ? m_rootMoves[cutAt].move : Move::none());
    }
    return best;
}

// The i-th root move: the line's first move with the full window, the others with a null
// window (reduced when late and quiet), re-searched when they beat alpha.
Value PvsWorker::searchRootMove(std::size_t i, std::size_t pvIndex, int depth, Value alpha, Value beta) {
    const PvsSwitches& sw = m_shared.switches;
    RootMove& rm = m_rootMoves[i];
    const Move m = rm.move;
    if (m_id == 0 && m_shared.callbacks && m_shared.callbacks->onCurrMove && m_shared.control->elapsedMs() > 3000)
        m_shared.callbacks->onCurrMove(m, int(i + 1), depth);
    const bool givesCheck = m_pos.givesCheck(m);
    const bool quiet = !m_pos.isCaptureOrPromotion(m);
    const int newDepth = depth - 1 + (sw.checkExtension && givesCheck ? 1 : 0);
    // A quiet root move's history shortens its reduction as it does in the tree (switch).
    int history = 0;
    if (sw.rootHistoryReduction && quiet) {
        const Color us = m_pos.sideToMove();
        history = m_history->quietScore(us, sw.threatHistory ? threatsBy(m_pos, ~us).all : 0, m);
    }
    Frame* ss = frameAt(0);
    ss->move = m;
    ss->piece = m_pos.movedPiece(m);
    makeMove(m);
    const std::uint64_t nodesBefore = m_nodes;
    Value v;
    if (i == pvIndex) {
        v = -search(-beta, -alpha, newDepth, 1, false);
    } else {
        int reduction = 0;
        if (sw.lmr && depth >= m_params.lmrMinDepth && quiet && !givesCheck &&
            i - pvIndex >= std::size_t(m_params.lmrRootMinMoves))
            reduction = std::max(0, m_reduction(depth, int(i - pvIndex + 1)) - 1 -
                                        history / m_params.lmrHistoryDivisor);
        if (reduction) ++m_stats.reductions;
        v = -search(-alpha - 1, -alpha, newDepth - reduction, 1, true);
        if (v > alpha && reduction) {
            ++m_stats.researches;
            v = -search(-alpha - 1, -alpha, newDepth, 1, true);
        }
        if (v > alpha && v < beta) v = -search(-beta, -alpha, newDepth, 1, false);
    }
    unmakeMove();
    rm.nodes += m_nodes - nodesBefore;
    return v;
}

bool PvsWorker::enterNode(int ply) {
    m_pvLength[ply] = ply;
    ++m_nodes;
    ++m_stats.nodes;
    if (stopped()) return false;
    m_seldepth = std::max(m_seldepth, ply);
    return true;
}

bool PvsWorker::isDraw() const {
    return m_pos.isRepetition() || m_pos.halfmoveClock() >= 100 || m_pos.hasInsufficientMaterial();
}

PvsWorker::TableHit PvsWorker::probeTable(Key key, int ply) {
    ++m_stats.ttProbes;
    TableHit hit;
    const TTEntry* tte = m_shared.tt->probe(key);
    if (!tte) return hit;
    hit.found = true;
    hit.entry = *tte;
    hit.score = scoreFromTT(hit.entry.score, ply);
    ++m_stats.ttHits;
    if (m_tree) m_treeTTHit[ply] = 1;
    return hit;
}

// The table's score answers a node (never a PV node: its line must be searched) when the
// entry is deep enough and its bound is on the right side of the window.
bool PvsWorker::tableCutoff(const TableHit& tt, int depth, Value alpha, Value beta) {
    if (!tt.found || !m_shared.switches.ttCutoffs || tt.entry.searchDepth() < depth) return false;
    const Bound b = tt.entry.bound();
    if (b == Bound::Exact || (b == Bound::Lower && tt.score >= beta) || (b == Bound::Upper && tt.score <= alpha)) {
        ++m_stats.ttCutoffs;
        return true;
    }
    return false;
}

// The one place the search chooses its evaluator: the NNUE when the searcher has one in use,
// else the hand-written tapered evaluation.
Value PvsWorker::evaluatePosition() {
    // Kept clear of the mate range, which the search reserves for proven mates.
    const Value v = m_shared.network ? std::clamp(m_nnue.evaluate(m_pos), -kMateBound + 1, kMateBound - 1)
                                     : evaluate(m_pos);
    if (!m_shared.switches.rule50Damping) return v;
    // An advantage that has not been turned into a capture or a pawn move for many moves is
    // less and less likely to be turned into a win before the 50-move rule: halved at 100
    // plies, where the game is drawn. It also steers the search towards the moves that reset
    // the count (Stockfish damps its evaluation the same way).
    const int clock = std::min(m_pos.halfmoveClock(), 100);
    return Value(v * (200 - clock) / 200);
}

void PvsWorker::makeMove(Move m) {
    if (m_shared.network) m_nnue.push(m_pos, m);
    m_pos.makeMove(m);
}

void PvsWorker::unmakeMove() {
    m_pos.unmakeMove();
    if (m_shared.network) m_nnue.pop();
}

void PvsWorker::makeNullMove() {
    if (m_shared.network) m_nnue.pushNull();
    m_pos.makeNullMove();
}

void PvsWorker::unmakeNullMove() {
    m_pos.unmakeNullMove();
    if (m_shared.network) m_nnue.pop();
}

Value PvsWorker::staticEvaluation(const TableHit& tt) {
    if (tt.found && tt.entry.eval != kNoEval) return tt.entry.eval;
    ++m_stats.evaluations;
    return evaluatePosition();
}

// What searches of this pawn structure found the evaluation to miss, added to it; kept clear
// of the mate range.
Value PvsWorker::corrected(Value rawEval, int ply) {
    if (!m_shared.switches.correctionHistory) return rawEval;
    return std::clamp(rawEval + m_history->correctionOf(m_pos, m_shared.switches.minorCorrection,
                                                        continuationCorrectionEntry(ply)),
                      -kMateBound + 1, kMateBound - 1);
}

// The continuation-correction entry of the two moves that led to the node at ply; null with the
// switch off, and unless both are real moves (not the null move, not before the root).
std::int16_t* PvsWorker::continuationCorrectionEntry(int ply) {
    if (!m_shared.switches.continuationCorrection || ply < 2) return nullptr;
    const Frame& last = *frameAt(ply - 1);
    const Frame& before = *frameAt(ply - 2);
    if (last.piece == NoPiece || before.piece == NoPiece || !last.move || !before.move ||
        last.move == Move::nullMove() || before.move == Move::nullMove())
        return nullptr;
    return &m_history->continuationCorrection[before.piece][before.move.to()][last.piece][last.move.to()];
}

Value PvsWorker::searchNode(Value alpha, Value beta, int depth, int ply, bool cutNode) {
    const bool pvNode = beta - alpha > 1;
    if (!enterNode(ply)) return 0;
    if (isDraw()) return kDraw;
    if (ply >= kMaxPly - 4) return m_pos.inCheck() ? kDraw : evaluatePosition();
    if (m_shared.switches.mateDistance) {
        alpha = std::max(alpha, matedIn(ply));
        beta = std::min(beta, mateIn(ply + 1));
        if (alpha >= beta) return alpha;
    }

    Node n{};
    n.alpha = alpha;
    n.beta = beta;
    n.depth = depth;
    n.ply = ply;
    n.cutNode = cutNode;
    n.pvNode = pvNode;
    n.ss = frameAt(ply);
    n.excluded = n.ss->excluded;
    (n.ss + 2)->cutoffCount = 0;
    n.key = m_pos.key();
    // A search that excludes a move is not this node's real result: it neither reads nor
    // writes the table.
    if (n.excluded) ++m_stats.ttProbes;
    else n.tt = probeTable(n.key, ply);
    if (!pvNode && tableCutoff(n.tt, depth, alpha, beta)) return n.tt.score;

    evaluateNode(n);
    if (!pvNode && !n.inCheck && !n.excluded)
        if (const std::optional<Value> pruned = pruneNode(n)) return *pruned;

    // No hash move on an important node: search a little shallower (internal iterative reduction).
    if ((pvNode || cutNode) && !n.tt.move() && !n.excluded && n.depth >= m_params.iirMinDepth) --n.depth;
    return searchMoves(n);
}

// The static evaluation, refined by the table's score where its bound allows, and whether
// it improved on ours two plies ago.
void PvsWorker::evaluateNode(Node& n) {
    n.inCheck = m_pos.inCheck();
    n.us = m_pos.sideToMove();
    n.staticEval = n.eval = kNoEval;
    n.improving = false;
    n.rawEval = kNoEval;
    n.correction = 0;
    if (!n.inCheck) {
        n.rawEval = staticEvaluation(n.tt);
        n.staticEval = n.eval = corrected(n.rawEval, n.ply);
        n.correction = std::abs(n.staticEval - n.rawEval);
        const Bound b = n.tt.entry.bound();
        if (n.tt.found && !isMateScore(n.tt.score) &&
            (b == Bound::Exact || (b == Bound::Lower && n.tt.score > n.eval) || (b == Bound::Upper && n.tt.score < n.eval)))
            n.eval = n.tt.score;
        const Value before = (n.ss - 2)->staticEval;
        n.improving = before != kNoEval && n.staticEval > before;
    }
    n.ss->staticEval = n.staticEval;
    (n.ss + 1)->nullAllowed = true;
}

// Whole-node pruning before any move is searched: the node's value, or nothing.
std::optional<Value> PvsWorker::pruneNode(Node& n) {
    const PvsSwitches& sw = m_shared.switches;
    const PvsParameters& p = m_params;
    // Reverse futility: far above beta with little depth left, a quiet position holds.
    const Value parentEval = (n.ss - 1)->staticEval;
    const bool worsening = sw.opponentWorsening && parentEval != kNoEval && n.staticEval + parentEval > 2;
    const Value rfpMargin = p.reverseFutilityMargin * (n.depth - (n.improving ? 1 : 0)) -
                            (worsening ? p.reverseFutilityMargin / 3 : 0) +
                            n.correctionShare(p.rfpCorrectionPercent);
    if (sw.reverseFutility && n.depth <= p.reverseFutilityDepth && n.eval - rfpMargin >= n.beta &&
        n.eval < kMateBound && n.beta > -kMateBound) {
        ++m_stats.prunedMoves;
        return n.eval;
    }
    // Razoring: hopelessly below alpha near the horizon, only captures can save the node (not
    // when alpha is a mate found: quiescence cannot tell a shorter one). The margin grows with
    // the square of the depth left: two or three plies leave room for a quiet attack to win back
    // a sacrificed piece (Bratko-Kopec's BK.07, Nf6, was razored away with a margin linear in
    // depth), one ply does not.
    if (sw.razoring && n.depth <= p.razorDepth &&
        n.eval + p.razorMargin * n.depth * n.depth + n.correctionShare(p.razorCorrectionPercent) <= n.alpha &&
        n.alpha < kMateBound) {
        ++m_treeSuspended;
        const Value v = qsearch(n.alpha, n.alpha + 1, n.ply);
        --m_treeSuspended;
        if (m_stop) return 0;
        if (v <= n.alpha) {
            ++m_stats.prunedMoves;
            return v;
        }
    }
    if (sw.nullMove && n.ss->nullAllowed && n.ply >= m_nmpMinPly && n.depth >= p.nullMinDepth &&
        n.eval >= n.beta &&
        n.staticEval >= n.beta - p.nullStaticEvalMargin + n.correctionShare(p.nullCorrectionPercent) &&
        m_pos.hasNonPawnMaterial(n.us) && n.beta > -kMateBound)
        return nullMove(n);
    return std::nullopt;
}

// Null move: give the opponent a free move; if we still beat beta, this node is a cut.
std::optional<Value> PvsWorker::nullMove(Node& n) {
    const PvsParameters& p = m_params;
    ++m_stats.nullMoveTries;
    const int r = p.nullBaseReduction + n.depth / p.nullDepthDivisor +
                  std::min(p.nullEvalMaxReduction, (n.eval - n.beta) / p.nullEvalDivisor);
    n.ss->move = Move::nullMove();
    n.ss->piece = NoPiece;
    (n.ss + 1)->nullAllowed = false;
    makeNullMove();
    ++m_treeSuspended;
    Value v = -search(-n.beta, -n.beta + 1, n.depth - r, n.ply + 1, !n.cutNode);
    --m_treeSuspended;
    unmakeNullMove();
    (n.ss + 1)->nullAllowed = true;
    if (m_stop) return 0;
    if (v < n.beta) return std::nullopt;
    if (v >= kMateBound) v = n.beta;
    // Zugzwang-prone (few pieces) or deep: verify with a reduced search without null moves.
    const int pieces = popCount(m_pos.pieces(n.us) & ~m_pos.pieces(Pawn, King));
    if (pieces > 1 && n.depth < p.nullVerifyDepth) {
        ++m_stats.nullMoveCutoffs;
        return v;
    }
    const int saved = m_nmpMinPly;
    m_nmpMinPly = n.ply + 3 * (n.depth - r) / 4 + 1;
    ++m_treeSuspended;
    const Value verified = search(n.beta - 1, n.beta, n.depth - r, n.ply, false);
    --m_treeSuspended;
    m_nmpMinPly = saved;
    if (m_stop) return 0;
    if (verified < n.beta) return std::nullopt;
    ++m_stats.nullMoveCutoffs;
    return v;
}

History::Continuation* PvsWorker::continuationOf(const Frame& f) const {
    return f.piece != NoPiece && f.move && f.move != Move::nullMove() ? &m_history->continuation[f.piece][f.move.to()]
                                                                      : nullptr;
}

int PvsWorker::quietHistory(const Node& n, Move m) const {
    const Piece p = m_pos.movedPiece(m);
    return m_history->quietScore(n.us, n.attacked, m) + (n.cont1 ? (*n.cont1)[p][m.to()] : 0) +
           (n.cont2 ? (*n.cont2)[p][m.to()] : 0);
}

// The move loop: each move pruned, extended or searched (reduced when late), then the
// histories learn from a quiet cut-off and the table stores the result.
Value PvsWorker::searchMoves(Node& n) {
    const Move prev = (n.ss - 1)->move;
    n.cont1 = continuationOf(*(n.ss - 1));
    n.cont2 = continuationOf(*(n.ss - 2));
    const PvsSwitches& sw = m_shared.switches;
    const Threats threats = threatsBy(m_pos, ~n.us);
    n.attacked = sw.threatHistory ? threats.all : 0;
    const History::LowPlyRow* lowPly =
        sw.lowPlyHistory && n.ply < History::kLowPlies ? &m_history->lowPly[n.ply] : nullptr;
    MovePicker picker(m_pos, n.tt.move(), *m_history, sw.captureHistory, n.ply, prev,
                      {threats, n.attacked, sw.pawnHistory, lowPly, n.ply}, n.cont1, n.cont2);
    Value best = -kInfinite;
    Move bestMove = Move::none();
    int moveCount = 0;
    Move quietsTried[64], capturesTried[32];
    int quietCount = 0, captureCount = 0;
    const Value originalAlpha = n.alpha;
    n.ttNoisy = n.tt.move() && m_pos.isCaptureOrPromotion(n.tt.move());

    while (Move m = picker.next()) {
        if (m == n.excluded) continue;
        MoveInfo mi;
        mi.move = m;
        mi.number = ++moveCount;
        mi.quiet = !m_pos.isCaptureOrPromotion(m);
        mi.special = picker.lastWasKillerOrCounter();
        mi.givesCheck = m_pos.givesCheck(m);
        mi.history = mi.quiet ? quietHistory(n, m) : 0;
        mi.pawnThreat = mi.quiet && isPawnThreat(m_pos, m);
        if (best > -kMateBound && m_pos.hasNonPawnMaterial(n.us) && pruneMove(n, mi)) {
            ++m_stats.prunedMoves;
            continue;
        }
        int extension = 0;
        if (const std::optional<Value> cut = extend(n, mi, extension)) return *cut;
        const int newDepth = n.depth - 1 + extension;
        (n.ss + 1)->doubleExtensions = n.ss->doubleExtensions + (extension >= 2 ? 1 : 0);
        n.ss->move = m;
        n.ss->piece = m_pos.movedPiece(m);
        // Prefetched before the move is made, so the memory load overlaps makeMove's work.
        m_shared.tt->prefetch(m_pos.keyAfter(m));
        makeMove(m);
        const Value v = searchMove(n, mi, newDepth);
        unmakeMove();
        if (m_stop) return 0;

        const Value alphaBefore = n.alpha;
        if (improveBest(v, m, {n.ply, moveCount, n.pvNode, false}, best, n.alpha, n.beta, bestMove)) {
            n.ss->cutoffCount += n.tt.move() ? 1 : 2;
            break;
        }
        // A move raised alpha without a cut-off (so this is a PV node): the later moves only have
        // to beat it, which a ply less tells well enough (+12 Elo by SPRT, docs/strength.md).
        if (n.alpha > alphaBefore && n.depth >= m_params.alphaRaiseMinDepth &&
            n.depth <= m_params.alphaRaiseMaxDepth && !isMateScore(v))
            --n.depth;
        if (m != bestMove) {
            if (mi.quiet && quietCount < 64) quietsTried[quietCount++] = m;
            else if (!mi.quiet && captureCount < 32) capturesTried[captureCount++] = m;
        }
    }

    if (moveCount == 0) return n.excluded ? n.alpha : n.inCheck ? matedIn(n.ply) : kDraw;
    if (best >= n.beta) {
        // A cut-off by a wide margin is a clearer lesson: rewarded as if a ply deeper (Stockfish).
        const bool wide = m_shared.switches.wideCutBonus && best > n.beta + m_params.wideCutMargin;
        const int bonus = historyBonus(n.depth + (wide ? 1 : 0));
        if (!m_pos.isCaptureOrPromotion(bestMove))
            updateHistories(n, bestMove, quietsTried, quietCount, bonus);
        updateCaptureHistory(bestMove, capturesTried, captureCount, bonus);
    }
    if (n.excluded) return best;
    const Bound bound = best >= n.beta ? Bound::Lower : (n.pvNode && best > originalAlpha ? Bound::Exact : Bound::Upper);
    updateCorrection(n, best, bound, bestMove);
    m_shared.tt->store(n.key, bestMove, scoreToTT(best, n.ply), n.rawEval, n.depth, bound);
    ++m_stats.ttStores;
    return best;
}

// Moves not worth searching (the node has a non-losing best and pieces besides pawns).
bool PvsWorker::pruneMove(const Node& n, const MoveInfo& mi) const {
    const PvsSwitches& sw = m_shared.switches;
    const PvsParameters& p = m_params;
    const int depth = n.depth;
    // Alpha is a mate already found: only a shorter mate beats it, and a shorter mate is found
    // by searching, not told by the evaluation or a move's number. Pruned quiet moves here hid
    // mates one move shorter for every later iteration.
    if (n.alpha >= kMateBound) return false;
    if (!mi.quiet) {
        // Capture futility: near the horizon, a capture that cannot lift the node to alpha.
        if (sw.futility && !n.inCheck && !mi.givesCheck && depth <= p.captureFutilityDepth &&
            captureIsFutile(mi.move, n.staticEval, p.captureFutilityBase + p.captureFutilityPerDepth * depth,
                            n.alpha))
            return true;
        return sw.seePruning && depth <= p.seeNoisyDepth && !m_pos.seeGE(mi.move, -p.seeNoisyMargin * depth);
    }
    if (mi.givesCheck || mi.pawnThreat) return false;
    if (sw.lateMovePruning && !n.inCheck && depth <= p.lateMoveDepth && mi.number > p.lateMoveLimit(depth, n.improving))
        return true;
    if (sw.lateMovePruning && depth <= p.historyPruneDepth && !mi.special && mi.history < -p.historyPruneMargin * depth)
        return true;
    if (sw.futility && !n.inCheck && depth <= p.futilityDepth &&
        n.staticEval + p.futilityBase + p.futilityPerDepth * depth +
                n.correctionShare(p.futilityCorrectionPercent) <=
            n.alpha)
        return true;
    return sw.seePruning && depth <= p.seeQuietDepth && !m_pos.seeGE(mi.move, -p.seeQuietMargin * depth * depth);
}

bool PvsWorker::captureIsFutile(Move m, Value staticEval, Value margin, Value alpha) const {
    return !m.isPromotion() && staticEval + kCaptureValue[typeOf(m_pos.capturedPiece(m))] + margin <= alpha;
}

// Sets extension (3, 2, 1, 0 or -1 plies); returns the node's value when the singular test cuts it.
std::optional<Value> PvsWorker::extend(Node& n, const MoveInfo& mi, int& extension) {
    const PvsSwitches& sw = m_shared.switches;
    const PvsParameters& p = m_params;
    const TTEntry& entry = n.tt.entry;
    if (sw.singularExtension && mi.move == n.tt.move() && !n.excluded && n.depth >= p.singularMinDepth &&
        n.ply < 2 * m_rootDepth && entry.searchDepth() >= n.depth - p.singularTableDepthSlack &&
        entry.bound() != Bound::Upper && !isMateScore(n.tt.score)) {
        if (const std::optional<Value> cut = singularTest(n, mi.move, extension)) return cut;
    }
    if (!extension && sw.checkExtension && mi.givesCheck && n.ply < 2 * m_rootDepth &&
        (n.depth <= p.checkExtensionSeeDepth || m_pos.seeGE(mi.move, 0))) {
        extension = 1;
        ++m_stats.extensions;
    }
    return std::nullopt;
}

// Singular extension: when every alternative to the hash move falls well short of its score,
// the hash move is forced and deserves a deeper look. If even the alternatives beat beta,
// several moves refute this node (multi-cut) and it is cut at once.
std::optional<Value> PvsWorker::singularTest(Node& n, Move ttMove, int& extension) {
    const PvsParameters& p = m_params;
    const Value singularBeta = n.tt.score - p.singularBetaPerDepth * n.depth;
    n.ss->excluded = ttMove;
    ++m_treeSuspended;
    const Value v = search(singularBeta - 1, singularBeta, (n.depth - 1) / 2, n.ply, n.cutNode);
    --m_treeSuspended;
    n.ss->excluded = Move::none();
    if (m_stop) return 0;
    if (v < singularBeta) {
        // Far below: the hash move is the only move here, look at it two plies deeper (three
        // when farther still; a limited number of times along one line, so the search still
        // ends). "Far" is nearer where the correction history says the evaluation misses.
        const Value margin = p.doubleExtensionMargin - n.correctionShare(p.doubleExtCorrectionPercent);
        extension = 1;
        if (!n.pvNode && v < singularBeta - margin && n.ss->doubleExtensions < p.maxDoubleExtensions)
            extension = p.tripleExtensionMargin > 0 && v < singularBeta - p.tripleExtensionMargin ? 3 : 2;
        ++m_stats.extensions;
    } else if (singularBeta >= n.beta) {
        ++m_stats.prunedMoves;
        return singularBeta;
    } else if (n.tt.score >= n.beta) {
        // Not singular, and the hash move alone already beats beta: alternatives exist, so
        // the hash move is searched a ply shallower.
        extension = -1;
    }
    return std::nullopt;
}

// How many plies a late move's null-window search is reduced (called with the move made).
// Counted in 1/1024 ply. With FractionalLmr the table's and the history's shares keep their
// fractions and the sum is rounded once (Stockfish's reductions); without it each share is cut
// to whole plies on its own, so the sum is whole.
int PvsWorker::reduction(const Node& n, const MoveInfo& mi) const {
    constexpr int kPly = ReductionTable::kPly;
    const bool fine = m_shared.switches.fractionalLmr;
    int r = fine ? m_reduction.fine(n.depth, mi.number) : m_reduction(n.depth, mi.number) * kPly;
    if (!mi.quiet) r = fine ? r / 2 : r / (2 * kPly) * kPly;
    const PvsParameters& p = m_params;
    // The whole-ply search keeps each adjustment at one ply, as it was measured.
    auto share = [fine](int fraction) { return fine ? fraction : kPly; };
    if (!n.pvNode) r += share(p.lmrNonPv);
    if (n.cutNode) r += share(p.lmrCutNode);
    if (m_shared.switches.cutoffCount && (n.ss + 1)->cutoffCount > 3) r += kPly;
    if (mi.quiet && n.ttNoisy) r += p.noisyHashReduction * kPly;
    if (n.improving) r -= share(p.lmrImproving);
    if (mi.special || mi.pawnThreat) r -= share(p.lmrSpecial);
    if (m_pos.inCheck()) r -= share(p.lmrInCheck);
    if (fine) r -= p.lmrCorrectionWeight * n.correction;
    if (mi.quiet)
        r -= fine ? int(std::int64_t(mi.history) * kPly / p.lmrHistoryDivisor) : mi.history / p.lmrHistoryDivisor * kPly;
    if (!fine) return r / kPly; // exact: every share is whole
    const int rounded = r + p.lmrRoundOffset;
    return rounded >= 0 ? rounded / kPly : -1; // the caller treats any negative as none
}

// The made move's score: principal-variation search, with late moves first reduced.
Value PvsWorker::searchMove(const Node& n, const MoveInfo& mi, int newDepth) {
    const Value alpha = n.alpha, beta = n.beta;
    const int ply = n.ply;
    Value v;
    if (m_shared.switches.lmr && n.depth >= m_params.lmrMinDepth && mi.number > 1 + (n.pvNode ? 1 : 0) &&
        (mi.quiet || !m_pos.inCheck())) {
        const int reduced = std::clamp(newDepth - std::max(reduction(n, mi), 0), 1, newDepth);
        if (reduced < newDepth) ++m_stats.reductions;
        v = -search(-alpha - 1, -alpha, reduced, ply + 1, true);
        if (v > alpha && reduced < newDepth) {
            ++m_stats.researches;
            v = -search(-alpha - 1, -alpha, newDepth, ply + 1, !n.cutNode);
            if (m_shared.switches.postLmrHistory && mi.quiet && !m_stop) {
                const int bonus = v <= alpha  ? -historyBonus(newDepth)
                                  : v >= beta ? historyBonus(newDepth)
                                              : 0;
                for (History::Continuation* c : {n.cont1, n.cont2})
                    if (c && bonus) History::nudge((*c)[n.ss->piece][mi.move.to()], bonus);
            }
        }
    } else if (!n.pvNode || mi.number > 1) {
        v = -search(-alpha - 1, -alpha, newDepth, ply + 1, !n.cutNode);
    } else {
        v = alpha + 1; // forces the full-window search below for the first move of a PV node
    }
    if (n.pvNode && (mi.number == 1 || v > alpha)) v = -search(-beta, -alpha, newDepth, ply + 1, false);
    return v;
}

// A cut-off's reward (and the moves tried before it, their penalty): grows with depth squared.
int PvsWorker::historyBonus(int depth) const {
    const PvsParameters& p = m_params;
    return std::min(depth * depth * p.historyBonusPerDepth2 + p.historyBonusBase, p.historyBonusMax);
}

// After a quiet cut-off: the cutting move gains history, the quiet moves tried before it lose,
// and it becomes a killer and the counter to the previous move.
void PvsWorker::updateHistories(const Node& n, Move bestMove, const Move* quietsTried, int quietCount,
                                int bonus) {
    History::PawnRow* pawnRow = m_shared.switches.pawnHistory ? &m_history->pawnRow(m_pos) : nullptr;
    History::LowPlyRow* lowPly =
        m_shared.switches.lowPlyHistory && n.ply < History::kLowPlies ? &m_history->lowPly[n.ply] : nullptr;
    auto reward = [&](Move m, int b) {
        m_history->update(n.us, n.attacked, m, b);
        if (lowPly) History::nudge((*lowPly)[m.from()][m.to()], b * 3 / 4);
        const Piece piece = m_pos.movedPiece(m);
        if (pawnRow) History::nudge((*pawnRow)[piece][m.to()], b);
        if (n.cont1) History::nudge((*n.cont1)[piece][m.to()], b);
        if (n.cont2) History::nudge((*n.cont2)[piece][m.to()], b);
    };
    reward(bestMove, bonus);
    for (int i = 0; i < quietCount; ++i) reward(quietsTried[i], -bonus);
    m_history->addKiller(n.ply, bestMove);
    const Move prev = (n.ss - 1)->move;
    if (prev && prev != Move::nullMove()) {
        const Piece piece = m_pos.pieceOn(prev.to());
        if (piece != NoPiece) m_history->counter[piece][prev.to()] = bestMove;
    }
}

// After a cut-off: the cutting capture gains, the captures tried before it lose.
void PvsWorker::updateCaptureHistory(Move bestMove, const Move* capturesTried, int captureCount, int bonus) {
    if (!m_shared.switches.captureHistory) return;
    if (m_pos.isCaptureOrPromotion(bestMove)) History::nudge(m_history->captureEntry(m_pos, bestMove), bonus);
    for (int i = 0; i < captureCount; ++i) History::nudge(m_history->captureEntry(m_pos, capturesTried[i]), -bonus);
}

// The searched score teaches the correction history how far the static evaluation missed,
// when the score is a real figure on the side of the evaluation its bound allows, and the
// best move is quiet (a capture's gain is the search's tactics, not the evaluation's error).
void PvsWorker::updateCorrection(const Node& n, Value best, Bound bound, Move bestMove) {
    if (!m_shared.switches.correctionHistory || n.inCheck || std::abs(best) >= kMateBound ||
        (bestMove && m_pos.isCaptureOrPromotion(bestMove)))
        return;
    if ((bound == Bound::Lower && best <= n.staticEval) || (bound == Bound::Upper && best >= n.staticEval)) return;
    m_history->updateCorrection(m_pos, n.depth, best - n.staticEval, m_shared.switches.minorCorrection,
                                continuationCorrectionEntry(n.ply));
}

Value PvsWorker::qsearchNode(Value alpha, Value beta, int ply) {
    ++m_stats.qnodes;
    if (!enterNode(ply)) return 0;
    if (isDraw()) return kDraw;
    const bool inCheck = m_pos.inCheck();
    if (ply >= kMaxPly - 4) return inCheck ? kDraw : evaluatePosition();
    const bool pvNode = beta - alpha > 1;

    const Key key = m_pos.key();
    const TableHit tt = probeTable(key, ply);
    if (!pvNode && tableCutoff(tt, kAnyDepth, alpha, beta)) return tt.score;

    Value best = -kInfinite, staticEval = kNoEval, rawEval = kNoEval;
    if (!inCheck) {
        rawEval = staticEvaluation(tt);
        staticEval = best = corrected(rawEval, ply);
        if (best >= beta) return best;
        alpha = std::max(alpha, best);
    }

    // Evasions in check are ordered by the pawn structure's history too, not by the threat split.
    MovePicker picker(m_pos, tt.move(), *m_history, m_shared.switches.captureHistory,
                      {Threats{}, 0, m_shared.switches.pawnHistory});
    Move bestMove = Move::none();
    int moveCount = 0;
    const Value originalAlpha = alpha;
    while (Move m = picker.next()) {
        ++moveCount;
        if (!inCheck) {
            // Delta pruning: even winning the piece cannot lift us to alpha.
            if (captureIsFutile(m, staticEval, m_params.qsearchDeltaMargin, alpha)) {
                ++m_stats.prunedMoves;
                continue;
            }
            if (m_shared.switches.seePruning && !m_pos.seeGE(m, 0)) {
                ++m_stats.prunedMoves;
                continue;
            }
        }
        // The child's continuation correction (and the tree recorder) read the move leading to it here.
        frameAt(ply)->move = m;
        frameAt(ply)->piece = m_pos.movedPiece(m);
        m_shared.tt->prefetch(m_pos.keyAfter(m));
        makeMove(m);
        const Value v = -qsearch(-beta, -alpha, ply + 1);
        unmakeMove();
        if (m_stop) return 0;
        if (improveBest(v, m, {ply, moveCount, pvNode, true}, best, alpha, beta, bestMove)) break;
    }
    if (inCheck && moveCount == 0) return matedIn(ply);
    const Bound bound = best >= beta ? Bound::Lower : (pvNode && best > originalAlpha ? Bound::Exact : Bound::Upper);
    m_shared.tt->store(key, bestMove, scoreToTT(best, ply), rawEval, 0, bound);
    ++m_stats.ttStores;
    return best;
}

} // namespace eschess
