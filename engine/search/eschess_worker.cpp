#include "search/eschess_worker.h"

#include "core/movegen.h"
#include "core/piece_values.h"
#include "eval/tapered.h"
#include "search/movepick.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace eschess {

namespace {

constexpr Value kNoEval = 32100;

// Late-move reductions by depth and move number: grows with the logarithm of both.
struct ReductionTable {
    std::array<std::array<int, 64>, 64> r{};
    ReductionTable() {
        for (int d = 1; d < 64; ++d)
            for (int m = 1; m < 64; ++m) r[d][m] = int(0.75 + std::log(double(d)) * std::log(double(m)) / 2.3);
    }
    int operator()(int depth, int moveNumber) const { return r[std::min(depth, 63)][std::min(moveNumber, 63)]; }
};
const ReductionTable kReduction;

// A pawn push that attacks enemy pawns or pieces (a lever or a threat) is never "just quiet".
bool isPawnThreat(const Position& pos, Move m) {
    const Color us = pos.sideToMove();
    return typeOf(pos.movedPiece(m)) == Pawn && !m.isPromotion() &&
           (attacks::pawn[us][m.to()] & pos.pieces(~us) & ~pos.pieces(King));
}

constexpr int lateMoveLimit(int depth, bool improving) { return (3 + depth * depth) / (improving ? 1 : 2) + 2; }

} // namespace

EschessWorker::EschessWorker(EschessShared& shared, int id, History& history)
    : m_shared(shared), m_id(id), m_history(&history), m_stack(kMaxPly + 8),
      m_pv(kMaxPly + 4, std::vector<Move>(kMaxPly + 4)), m_pvLength(kMaxPly + 4, 0),
      m_tree(id == 0 ? shared.tree : nullptr), m_treeNode(kMaxPly + 8, -1), m_treeCut(kMaxPly + 8),
      m_treeTTHit(kMaxPly + 8, 0) {}

template <class Body> Value EschessWorker::recorded(Value alpha, Value beta, int ply, bool quiescence, Body&& body) {
    const int index = m_tree->enter(m_treeNode[ply - 1], m_stack[ply + 1].move, ply, alpha, beta, quiescence,
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

Value EschessWorker::search(Value alpha, Value beta, int depth, int ply, bool cutNode) {
    // Once stopped, no new node is entered (or counted): a re-search after an interrupted
    // child must not run past an exact node limit.
    if (m_stop) return 0;
    if (depth <= 0) return qsearch(alpha, beta, ply);
    if (!recording()) return searchNode(alpha, beta, depth, ply, cutNode);
    return recorded(alpha, beta, ply, false, [&] { return searchNode(alpha, beta, depth, ply, cutNode); });
}

Value EschessWorker::qsearch(Value alpha, Value beta, int ply) {
    if (m_stop) return 0;
    if (!recording()) return qsearchNode(alpha, beta, ply);
    return recorded(alpha, beta, ply, true, [&] { return qsearchNode(alpha, beta, ply); });
}

void EschessWorker::recordCut(int ply, Move cutMove, bool quiescence) {
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

bool EschessWorker::stopped() {
    if (m_stop) return true;
    if (m_id == 0) {
        m_stop = m_shared.control->shouldStop(m_nodes);
    } else {
        if ((m_nodes & 1023) == 0) m_shared.helperNodes.fetch_add(1024, std::memory_order_relaxed);
        m_stop = m_shared.abort.load(std::memory_order_relaxed) || m_shared.control->stopRequested();
    }
    return m_stop;
}

void EschessWorker::updatePv(int ply, Move m) {
    std::vector<Move>& row = m_pv[ply];
    row[ply] = m;
    const int childLength = m_pvLength[ply + 1];
    for (int i = ply + 1; i < childLength; ++i) row[i] = m_pv[ply + 1][i];
    m_pvLength[ply] = std::max(childLength, ply + 1);
}

void EschessWorker::run(const Position& pos, SearchResult* result) {
    m_pos = pos;
    m_pos.refreshPsq();
    m_nodes = 0;
    m_stop = false;
    m_nmpMinPly = 0;
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
    // Order the first iteration by a quick look: captures by value, then the generator's order.
    const std::size_t multiPv = std::clamp<std::size_t>(m_id == 0 ? std::size_t(std::max(1, limits.multiPv)) : 1, 1,
                                                        std::min<std::size_t>(10, m_rootMoves.size()));
    int maxDepth = limits.depth > 0 ? std::min(limits.depth, kMaxPly - 10) : kMaxPly - 10;
    if (limits.mate > 0) maxDepth = std::min(maxDepth, 2 * limits.mate + 1 + (limits.depth > 0 ? 0 : 8));

    RootMove best = m_rootMoves[0];
    std::vector<RootMove> completedLines;
    int completedDepth = 0;
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

        for (std::size_t pvIndex = 0; pvIndex < multiPv && !m_stop; ++pvIndex) {
            m_seldepth = 0;
            const Value previous = m_rootMoves[pvIndex].previousScore;
            Value delta = 12 + (m_id % 3) * 4;
            Value alpha = -kInfinite, beta = kInfinite;
            if (m_shared.switches.aspiration && depth >= 4 && previous != -kInfinite && !isMateScore(previous)) {
                alpha = std::max(previous - delta, -kInfinite);
                beta = std::min(previous + delta, kInfinite);
            }
            while (true) {
                const Value v = rootSearch(depth, alpha, beta, pvIndex);
                std::stable_sort(m_rootMoves.begin() + std::ptrdiff_t(pvIndex), m_rootMoves.end(),
                                 [](const RootMove& a, const RootMove& b) { return a.score > b.score; });
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
                if (delta > 800) alpha = -kInfinite, beta = kInfinite;
            }
            std::stable_sort(m_rootMoves.begin(), m_rootMoves.begin() + std::ptrdiff_t(pvIndex) + 1,
                             [](const RootMove& a, const RootMove& b) { return a.score > b.score; });
        }
        if (m_stop) break;

        completedDepth = depth;
        best = m_rootMoves[0];
        completedLines.assign(m_rootMoves.begin(), m_rootMoves.begin() + std::ptrdiff_t(multiPv));
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
        report(depth, m_stats, multiPv);

        // When to stop: mate found for `go mate`, or the time for this move is used up.
        if (limits.mate > 0 && best.score >= mateIn(2 * limits.mate)) break;
        if (best.move == lastBest) ++stableIterations;
        else stableIterations = 0;
        lastBest = best.move;
        if (m_shared.softMs > 0 && !control.pondering() && !limits.infinite) {
            double scale = stableIterations >= 4 ? 0.8 : stableIterations >= 2 ? 1.0 : 1.4;
            // A best move that takes nearly all the effort is rarely overturned; one that
            // shares it with others is contested and worth more time.
            const double share = m_nodes ? double(best.nodes) / double(m_nodes) : 1.0;
            scale *= std::clamp(0.4 + 1.5 * (1.0 - share), 0.6, 1.5);
            // A falling score means trouble found late: think longer.
            if (previousBestScore != -kInfinite && best.score < previousBestScore)
                scale *= std::clamp(1.0 + double(previousBestScore - best.score) / 200.0, 1.0, 1.5);
            if (m_rootMoves.size() == 1) scale = 0.05;
            if (double(now) >= double(m_shared.softMs) * scale * 0.6) break;
        }
        if (!isMateScore(best.score)) previousBestScore = best.score;
    }

    if (result) {
        if (completedDepth == 0) best = m_rootMoves[0]; // stopped inside the first iteration
        result->bestMove = best.move;
        result->ponderMove = best.pv.size() > 1 ? best.pv[1] : Move::none();
        result->score = best.score == -kInfinite ? 0 : best.score;
        result->depth = completedDepth;
        result->pv = best.pv;
        for (const RootMove& rm : completedLines) result->rootScores.emplace_back(rm.move, rm.score);
    }
}

SearchInfo EschessWorker::makeInfo(int depth, std::size_t line) const {
    const RootMove& rm = m_rootMoves[line];
    SearchInfo info;
    info.depth = depth;
    info.seldepth = std::max(rm.seldepth, depth);
    info.multiPv = int(line) + 1;
    info.score = rm.score == -kInfinite ? rm.previousScore : rm.score;
    info.nodes = m_nodes + m_shared.helperNodes.load(std::memory_order_relaxed);
    info.timeMs = m_shared.control->elapsedMs();
    info.nps = info.timeMs > 0 ? info.nodes * 1000 / std::uint64_t(info.timeMs) : 0;
    info.hashfull = m_shared.tt->hashfull();
    info.pv = rm.pv;
    return info;
}

void EschessWorker::report(int depth, const DepthStats& stats, std::size_t lines) {
    if (!m_shared.callbacks || !m_shared.callbacks->onInfo) return;
    for (std::size_t i = 0; i < lines; ++i) {
        SearchInfo info = makeInfo(depth, i);
        info.stats = stats;
        m_shared.callbacks->onInfo(info);
    }
}

void EschessWorker::reportBound(int depth, Value score, Bound bound) {
    if (!m_shared.callbacks || !m_shared.callbacks->onInfo) return;
    if (m_shared.control->elapsedMs() < 1000) return; // only worth showing in long searches
    SearchInfo info = makeInfo(depth, 0);
    info.score = score;
    info.bound = bound;
    info.stats = m_stats;
    m_shared.callbacks->onInfo(info);
}

Value EschessWorker::rootSearch(int depth, Value alpha, Value beta, std::size_t pvIndex) {
    ++m_nodes;
    ++m_stats.nodes;
    m_pvLength[0] = 0;
    Value best = -kInfinite;
    const EschessSwitches& sw = m_shared.switches;
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
        const Move m = rm.move;
        if (m_id == 0 && m_shared.callbacks && m_shared.callbacks->onCurrMove && m_shared.control->elapsedMs() > 3000)
            m_shared.callbacks->onCurrMove(m, int(i + 1), depth);
        const bool givesCheck = m_pos.givesCheck(m);
        const bool quiet = !m_pos.isCaptureOrPromotion(m);
        const int newDepth = depth - 1 + (sw.checkExtension && givesCheck ? 1 : 0);
        m_stack[2].move = m;
        m_stack[2].piece = m_pos.movedPiece(m);
        m_pos.makeMove(m);
        const std::uint64_t nodesBefore = m_nodes;
        Value v;
        if (i == pvIndex) {
            v = -search(-beta, -alpha, newDepth, 1, false);
        } else {
            int reduction = 0;
            if (sw.lmr && depth >= 3 && quiet && !givesCheck && i - pvIndex >= 3)
                reduction = std::max(0, kReduction(depth, int(i - pvIndex + 1)) - 1);
            if (reduction) ++m_stats.reductions;
            v = -search(-alpha - 1, -alpha, newDepth - reduction, 1, true);
            if (v > alpha && reduction) {
                ++m_stats.researches;
                v = -search(-alpha - 1, -alpha, newDepth, 1, true);
            }
            if (v > alpha && v < beta) v = -search(-beta, -alpha, newDepth, 1, false);
        }
        m_pos.unmakeMove();
        rm.nodes += m_nodes - nodesBefore;
        if (m_stop) return 0;
        if (i == pvIndex || v > alpha) {
            rm.score = v;
            rm.seldepth = m_seldepth;
            rm.pv.assign(1, m);
            for (int k = 1; k < m_pvLength[1]; ++k) rm.pv.push_back(m_pv[1][k]);
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

Value EschessWorker::searchNode(Value alpha, Value beta, int depth, int ply, bool cutNode) {
    m_pvLength[ply] = ply;
    const bool pvNode = beta - alpha > 1;
    const EschessSwitches& sw = m_shared.switches;
    ++m_nodes;
    ++m_stats.nodes;
    if (stopped()) return 0;
    m_seldepth = std::max(m_seldepth, ply);

    if (m_pos.isRepetition() || m_pos.halfmoveClock() >= 100 || m_pos.hasInsufficientMaterial()) return kDraw;
    if (ply >= kMaxPly - 4) return m_pos.inCheck() ? kDraw : evaluate(m_pos);

    if (sw.mateDistance) {
        alpha = std::max(alpha, matedIn(ply));
        beta = std::min(beta, mateIn(ply + 1));
        if (alpha >= beta) return alpha;
    }

    // Transposition table. A search that excludes a move is not this node's real result: it
    // neither reads nor writes the table.
    Frame& frame = m_stack[ply + 2];
    const Move excluded = frame.excluded;
    ++m_stats.ttProbes;
    const Key key = m_pos.key();
    const TTEntry* tte = excluded ? nullptr : m_shared.tt->probe(key);
    TTEntry entry;
    if (tte) {
        entry = *tte;
        ++m_stats.ttHits;
        if (m_tree) m_treeTTHit[ply] = 1;
    }
    const Move ttMove = tte ? Move(entry.move) : Move::none();
    const Value ttScore = tte ? scoreFromTT(entry.score, ply) : 0;
    if (tte && sw.ttCutoffs && !pvNode && entry.searchDepth() >= depth) {
        const Bound b = entry.bound();
        if (b == Bound::Exact || (b == Bound::Lower && ttScore >= beta) || (b == Bound::Upper && ttScore <= alpha)) {
            ++m_stats.ttCutoffs;
            return ttScore;
        }
    }

    const bool inCheck = m_pos.inCheck();
    const Color us = m_pos.sideToMove();
    Value staticEval = kNoEval, eval = kNoEval;
    bool improving = false;
    if (!inCheck) {
        if (tte && entry.eval != kNoEval) staticEval = entry.eval;
        else {
            staticEval = evaluate(m_pos);
            ++m_stats.evaluations;
        }
        eval = staticEval;
        if (tte && std::abs(ttScore) < kMateBound &&
            (entry.bound() == Bound::Exact || (entry.bound() == Bound::Lower && ttScore > eval) ||
             (entry.bound() == Bound::Upper && ttScore < eval)))
            eval = ttScore;
        const Value before = m_stack[ply].staticEval;
        improving = before != kNoEval && staticEval > before;
    }
    frame.staticEval = staticEval;
    m_stack[ply + 3].nullAllowed = true;

    if (!pvNode && !inCheck && !excluded) {
        // Reverse futility: far above beta with little depth left, a quiet position holds.
        if (sw.reverseFutility && depth <= 7 && eval - 80 * (depth - (improving ? 1 : 0)) >= beta && eval < kMateBound) {
            ++m_stats.prunedMoves;
            return eval;
        }
        // Razoring: hopelessly below alpha near the horizon, only captures can save the node.
        if (sw.razoring && depth <= 3 && eval + 250 * depth <= alpha) {
            ++m_treeSuspended;
            const Value v = qsearch(alpha, alpha + 1, ply);
            --m_treeSuspended;
            if (m_stop) return 0;
            if (v <= alpha) {
                ++m_stats.prunedMoves;
                return v;
            }
        }
        // Null move: give the opponent a free move; if we still beat beta, this node is a cut.
        if (sw.nullMove && frame.nullAllowed && ply >= m_nmpMinPly && depth >= 3 && eval >= beta &&
            staticEval >= beta - 20 && m_pos.hasNonPawnMaterial(us) && beta > -kMateBound) {
            ++m_stats.nullMoveTries;
            const int r = 3 + depth / 4 + std::min(3, (eval - beta) / 200);
            frame.move = Move::nullMove();
            frame.piece = NoPiece;
            m_stack[ply + 3].nullAllowed = false;
            m_pos.makeNullMove();
            ++m_treeSuspended;
            Value v = -search(-beta, -beta + 1, depth - r, ply + 1, !cutNode);
            --m_treeSuspended;
            m_pos.unmakeNullMove();
            m_stack[ply + 3].nullAllowed = true;
            if (m_stop) return 0;
            if (v >= beta) {
                if (v >= kMateBound) v = beta;
                // Zugzwang-prone (few pieces) or deep: verify with a reduced search without null moves.
                const int pieces = popCount(m_pos.pieces(us) & ~m_pos.pieces(Pawn, King));
                if (pieces > 1 && depth < 12) {
                    ++m_stats.nullMoveCutoffs;
                    return v;
                }
                const int saved = m_nmpMinPly;
                m_nmpMinPly = ply + 3 * (depth - r) / 4 + 1;
                ++m_treeSuspended;
                const Value verified = search(beta - 1, beta, depth - r, ply, false);
                --m_treeSuspended;
                m_nmpMinPly = saved;
                if (m_stop) return 0;
                if (verified >= beta) {
                    ++m_stats.nullMoveCutoffs;
                    return v;
                }
            }
        }
    }

    // No hash move on an important node: search a little shallower (internal iterative reduction).
    if ((pvNode || cutNode) && !ttMove && !excluded && depth >= 4) --depth;

    const Move prev = m_stack[ply + 1].move;
    auto continuationOf = [&](const Frame& f) -> History::Continuation* {
        return f.piece != NoPiece && f.move && f.move != Move::nullMove() ? &m_history->continuation[f.piece][f.move.to()]
                                                                          : nullptr;
    };
    History::Continuation* cont1 = continuationOf(m_stack[ply + 1]);
    History::Continuation* cont2 = continuationOf(m_stack[ply]);
    auto quietHistory = [&](Move m) {
        const Piece p = m_pos.movedPiece(m);
        return m_history->quietScore(us, m) + (cont1 ? (*cont1)[p][m.to()] : 0) + (cont2 ? (*cont2)[p][m.to()] : 0);
    };
    MovePicker picker(m_pos, ttMove, *m_history, ply, prev, cont1, cont2);
    Value best = -kInfinite;
    Move bestMove = Move::none();
    int moveCount = 0;
    Move quietsTried[64];
    int quietCount = 0;
    const Value originalAlpha = alpha;

    while (Move m = picker.next()) {
        if (m == excluded) continue;
        ++moveCount;
        const bool quiet = !m_pos.isCaptureOrPromotion(m);
        const bool special = picker.lastWasKillerOrCounter();
        const bool givesCheck = m_pos.givesCheck(m);
        const int history = quiet ? quietHistory(m) : 0;
        const bool pawnThreat = quiet && isPawnThreat(m_pos, m);
        if (best > -kMateBound && m_pos.hasNonPawnMaterial(us)) {
            if (quiet && !givesCheck && !pawnThreat) {
                if (sw.lateMovePruning && !inCheck && depth <= 8 && moveCount > lateMoveLimit(depth, improving)) {
                    ++m_stats.prunedMoves;
                    continue;
                }
                if (sw.lateMovePruning && depth <= 3 && !special && history < -3000 * depth) {
                    ++m_stats.prunedMoves;
                    continue;
                }
                if (sw.futility && !inCheck && depth <= 7 && staticEval + 120 + 90 * depth <= alpha) {
                    ++m_stats.prunedMoves;
                    continue;
                }
                if (sw.seePruning && depth <= 7 && !m_pos.seeGE(m, -25 * depth * depth)) {
                    ++m_stats.prunedMoves;
                    continue;
                }
            } else if (!quiet && sw.seePruning && depth <= 6 && !m_pos.seeGE(m, -100 * depth)) {
                ++m_stats.prunedMoves;
                continue;
            }
        }

        int extension = 0;
        // Singular extension: when every alternative to the hash move falls well short of its
        // score, the hash move is forced and deserves a deeper look. If even the alternatives
        // beat beta, several moves refute this node (multi-cut) and it is cut at once.
        if (sw.singularExtension && m == ttMove && !excluded && depth >= 8 && ply < 2 * m_rootDepth &&
            entry.searchDepth() >= depth - 3 && entry.bound() != Bound::Upper && std::abs(ttScore) < kMateBound) {
            const Value singularBeta = ttScore - 2 * depth;
            frame.excluded = m;
            ++m_treeSuspended;
            const Value v = search(singularBeta - 1, singularBeta, (depth - 1) / 2, ply, cutNode);
            --m_treeSuspended;
            frame.excluded = Move::none();
            if (m_stop) return 0;
            if (v < singularBeta) {
                // Far below: the hash move is the only move here, look at it two plies deeper
                // (a limited number of times along one line, so the search still ends).
                extension = !pvNode && v < singularBeta - 20 && frame.doubleExtensions < 6 ? 2 : 1;
                ++m_stats.extensions;
            } else if (singularBeta >= beta) {
                ++m_stats.prunedMoves;
                return singularBeta;
            } else if (ttScore >= beta) {
                // Not singular, and the hash move alone already beats beta: alternatives
                // exist, so the hash move is searched a ply shallower.
                extension = -1;
            }
        }
        if (!extension && sw.checkExtension && givesCheck && ply < 2 * m_rootDepth &&
            (depth <= 4 || m_pos.seeGE(m, 0))) {
            extension = 1;
            ++m_stats.extensions;
        }
        const int newDepth = depth - 1 + extension;
        m_stack[ply + 3].doubleExtensions = frame.doubleExtensions + (extension == 2 ? 1 : 0);
        frame.move = m;
        frame.piece = m_pos.movedPiece(m);
        // Prefetched before the move is made, so the memory load overlaps makeMove's work.
        m_shared.tt->prefetch(m_pos.keyAfter(m));
        m_pos.makeMove(m);
        Value v;
        if (sw.lmr && depth >= 3 && moveCount > 1 + (pvNode ? 1 : 0) && (quiet || !m_pos.inCheck())) {
            int r = kReduction(depth, moveCount);
            if (!quiet) r = r / 2;
            if (!pvNode) ++r;
            if (cutNode) ++r;
            if (improving) --r;
            if (special || pawnThreat) --r;
            if (m_pos.inCheck()) --r;
            if (quiet) r -= history / 8000;
            const int reduced = std::clamp(newDepth - std::max(r, 0), 1, newDepth);
            if (reduced < newDepth) ++m_stats.reductions;
            v = -search(-alpha - 1, -alpha, reduced, ply + 1, true);
            if (v > alpha && reduced < newDepth) {
                ++m_stats.researches;
                v = -search(-alpha - 1, -alpha, newDepth, ply + 1, !cutNode);
            }
        } else if (!pvNode || moveCount > 1) {
            v = -search(-alpha - 1, -alpha, newDepth, ply + 1, !cutNode);
        } else {
            v = alpha + 1; // forces the full-window search below for the first move of a PV node
        }
        if (pvNode && (moveCount == 1 || v > alpha)) v = -search(-beta, -alpha, newDepth, ply + 1, false);
        m_pos.unmakeMove();
        if (m_stop) return 0;

        if (improveBest(v, m, {ply, moveCount, pvNode, false}, best, alpha, beta, bestMove)) break;
        if (quiet && m != bestMove && quietCount < 64) quietsTried[quietCount++] = m;
    }

    if (moveCount == 0) return excluded ? alpha : inCheck ? matedIn(ply) : kDraw;

    if (best >= beta && !m_pos.isCaptureOrPromotion(bestMove)) {
        const int bonus = std::min(depth * depth * 16 + 32, 1600);
        auto reward = [&](Move m, int b) {
            m_history->update(us, m, b);
            const Piece p = m_pos.movedPiece(m);
            if (cont1) History::nudge((*cont1)[p][m.to()], b);
            if (cont2) History::nudge((*cont2)[p][m.to()], b);
        };
        reward(bestMove, bonus);
        for (int i = 0; i < quietCount; ++i) reward(quietsTried[i], -bonus);
        m_history->addKiller(ply, bestMove);
        if (prev && prev != Move::nullMove()) {
            const Piece p = m_pos.pieceOn(prev.to());
            if (p != NoPiece) m_history->counter[p][prev.to()] = bestMove;
        }
    }

    if (excluded) return best;
    const Bound bound = best >= beta ? Bound::Lower : (pvNode && best > originalAlpha ? Bound::Exact : Bound::Upper);
    m_shared.tt->store(key, bestMove, scoreToTT(best, ply), staticEval, depth, bound);
    ++m_stats.ttStores;
    return best;
}

Value EschessWorker::qsearchNode(Value alpha, Value beta, int ply) {
    m_pvLength[ply] = ply;
    ++m_nodes;
    ++m_stats.nodes;
    ++m_stats.qnodes;
    if (stopped()) return 0;
    m_seldepth = std::max(m_seldepth, ply);
    if (m_pos.isRepetition() || m_pos.halfmoveClock() >= 100 || m_pos.hasInsufficientMaterial()) return kDraw;
    const bool inCheck = m_pos.inCheck();
    if (ply >= kMaxPly - 4) return inCheck ? kDraw : evaluate(m_pos);
    const bool pvNode = beta - alpha > 1;

    ++m_stats.ttProbes;
    const Key key = m_pos.key();
    const TTEntry* tte = m_shared.tt->probe(key);
    TTEntry entry;
    if (tte) {
        entry = *tte;
        ++m_stats.ttHits;
        if (m_tree) m_treeTTHit[ply] = 1;
        const Value s = scoreFromTT(entry.score, ply);
        const Bound b = entry.bound();
        if (!pvNode && m_shared.switches.ttCutoffs &&
            (b == Bound::Exact || (b == Bound::Lower && s >= beta) || (b == Bound::Upper && s <= alpha))) {
            ++m_stats.ttCutoffs;
            return s;
        }
    }

    Value best = -kInfinite, staticEval = kNoEval;
    if (!inCheck) {
        if (tte && entry.eval != kNoEval) staticEval = entry.eval;
        else {
            staticEval = evaluate(m_pos);
            ++m_stats.evaluations;
        }
        best = staticEval;
        if (best >= beta) return best;
        alpha = std::max(alpha, best);
    }

    MovePicker picker(m_pos, tte ? Move(entry.move) : Move::none(), *m_history);
    Move bestMove = Move::none();
    int moveCount = 0;
    const Value originalAlpha = alpha;
    while (Move m = picker.next()) {
        ++moveCount;
        if (!inCheck) {
            // Delta pruning: even winning the piece cannot lift us to alpha.
            const PieceType victim = m.kind() == MoveKind::EnPassant ? Pawn : typeOf(m_pos.pieceOn(m.to()));
            if (!m.isPromotion() && staticEval + kCaptureValue[victim] + 200 <= alpha) {
                ++m_stats.prunedMoves;
                continue;
            }
            if (m_shared.switches.seePruning && !m_pos.seeGE(m, 0)) {
                ++m_stats.prunedMoves;
                continue;
            }
        }
        if (m_tree) m_stack[ply + 2].move = m; // the recorder reads the move leading to the child here
        m_shared.tt->prefetch(m_pos.keyAfter(m));
        m_pos.makeMove(m);
        const Value v = -qsearch(-beta, -alpha, ply + 1);
        m_pos.unmakeMove();
        if (m_stop) return 0;
        if (improveBest(v, m, {ply, moveCount, pvNode, true}, best, alpha, beta, bestMove)) break;
    }
    if (inCheck && moveCount == 0) return matedIn(ply);
    const Bound bound = best >= beta ? Bound::Lower : (pvNode && best > originalAlpha ? Bound::Exact : Bound::Upper);
    m_shared.tt->store(key, bestMove, scoreToTT(best, ply), staticEval, 0, bound);
    ++m_stats.ttStores;
    return best;
}

} // namespace eschess
