#include "search/treesearch.h"

#include "search/score.h"

#include <algorithm>

namespace eschess {

namespace {

constexpr Value kWindow = kInfinite;

// Victim first, then the cheaper attacker: 10 * victim - attacker, by piece type. Ranks by the
// PieceType order, not by a value table (core/piece_values.h), on purpose: the seed searchers'
// node counts (docs/seeds.md) were measured with this order.
int mvvLvaScore(const Position& pos, Move m) {
    const PieceType victim = m.kind() == MoveKind::EnPassant ? Pawn : typeOf(pos.pieceOn(m.to()));
    int score = 10 * int(victim) - int(typeOf(pos.movedPiece(m)));
    if (m.isPromotion()) score += 10 * int(m.promotion());
    return score;
}

} // namespace

TreeSearch::TreeSearch(Position& pos, const Evaluator& eval, const TreeSearchConfig& config, SearchControl& control,
                       SeedTT* tt, TreeRecorder* tree)
    : m_pos(pos), m_eval(eval), m_config(config), m_control(control), m_tt(tt), m_tree(tree),
      m_pvTable(kMaxDepth + 2) {}

bool TreeSearch::enterNode(int ply) {
    if (m_stopped || m_control.shouldStop(m_totalNodes)) {
        m_stopped = true;
        return false;
    }
    ++m_totalNodes;
    ++m_stats.nodes;
    m_stats.seldepth = std::max(m_stats.seldepth, ply);
    return true;
}

Value TreeSearch::evaluate() {
    ++m_stats.evaluations;
    return m_eval.heuristic(m_pos);
}

int TreeSearch::record(int parent, Move move, int ply, Value alpha, Value beta, bool quiescence) {
    if (!m_tree) return -1;
    return m_tree->enter(parent, move, ply, alpha, beta, quiescence, m_pos.sideToMove() == White);
}

void TreeSearch::recordLeave(int node, Value score, NodeType type, Move cutMove, bool ttHit) {
    if (m_tree) m_tree->leave(node, score, type, cutMove, ttHit);
}

void TreeSearch::recordSkipped(int node, const MoveList& moves, int from, int ply) {
    if (!m_tree || node < 0) return;
    for (int i = from; i < moves.size(); ++i) m_tree->notSearched(node, moves[i], ply);
}

void TreeSearch::updatePv(int ply, Move m) {
    if (ply > kMaxDepth) return;
    auto& line = m_pvTable[std::size_t(ply)];
    line[0] = m;
    const int childLength = ply + 1 <= kMaxDepth ? m_pvLength[std::size_t(ply + 1)] : 0;
    for (int i = 0; i < childLength; ++i) line[std::size_t(i + 1)] = m_pvTable[std::size_t(ply + 1)][std::size_t(i)];
    m_pvLength[std::size_t(ply)] = childLength + 1;
}

void TreeSearch::orderMoves(MoveList& moves, Move ttMove) const {
    if (m_config.mvvLva) {
        std::array<int, MoveList::kCapacity> keys{};
        for (int i = 0; i < moves.size(); ++i) {
            const Move m = moves[i];
            keys[std::size_t(i)] = m == ttMove ? 1 << 20 : m_pos.isCaptureOrPromotion(m) ? 1000 + mvvLvaScore(m_pos, m) : 0;
        }
        // Insertion sort keeps generation order among equals (lists are short).
        for (int i = 1; i < moves.size(); ++i) {
            const Move m = moves[i];
            const int k = keys[std::size_t(i)];
            int j = i - 1;
            for (; j >= 0 && keys[std::size_t(j)] < k; --j) {
                moves[j + 1] = moves[j];
                keys[std::size_t(j + 1)] = keys[std::size_t(j)];
            }
            moves[j + 1] = m;
            keys[std::size_t(j + 1)] = k;
        }
    } else if (ttMove) {
        Move* found = std::find(moves.begin(), moves.end(), ttMove);
        if (found != moves.end()) std::rotate(moves.begin(), found, found + 1);
    }
}

bool TreeSearch::beginIteration() {
    m_stats = DepthStats{};
    m_rootPv.clear();
    if (m_tree) m_tree->clear();
    if (!enterNode(0)) return false;
    m_rootNode = record(-1, Move::none(), 0, -kWindow, kWindow, false);
    return true;
}

void TreeSearch::endIteration(Value score) { recordLeave(m_rootNode, score, NodeType::Pv); }

Value TreeSearch::scoreRootMove(Move m, int depth) {
    const Color us = m_pos.sideToMove();
    m_pos.makeMove(m);
    Value v = 0;
    m_pvLength[1] = 0;
    switch (m_config.form) {
    case TreeSearchConfig::Form::Minimax: v = minimax(depth - 1, 1, m_rootNode, m); break;
    case TreeSearchConfig::Form::AlphaBeta: v = alphaBeta(depth - 1, 1, -kWindow, kWindow, m_rootNode, m); break;
    case TreeSearchConfig::Form::Negamax: v = -negamax(depth - 1, 1, -kWindow, kWindow, m_rootNode, m); break;
    }
    m_pos.unmakeMove();
    // The max/min forms answer from White's view.
    if (m_config.form != TreeSearchConfig::Form::Negamax && us == Black) v = -v;
    updatePv(0, m);
    m_rootPv.assign(m_pvTable[0].begin(), m_pvTable[0].begin() + m_pvLength[0]);
    return v;
}

Value TreeSearch::searchRoot(const std::vector<Move>& moves, int depth, Move& bestMove,
                             const std::function<void(Move, int, int)>& onCurrMove) {
    Value alpha = -kWindow, best = -kWindow;
    bestMove = Move::none();
    for (std::size_t i = 0; i < moves.size(); ++i) {
        const Move m = moves[i];
        if (onCurrMove) onCurrMove(m, int(i) + 1, depth);
        m_pos.makeMove(m);
        const Value v = -negamax(depth - 1, 1, -kWindow, -alpha, m_rootNode, m);
        m_pos.unmakeMove();
        if (m_stopped) break;
        if (v > best) {
            best = v;
            bestMove = m;
            updatePv(0, m);
            m_rootPv.assign(m_pvTable[0].begin(), m_pvTable[0].begin() + m_pvLength[0]);
        }
        alpha = std::max(alpha, v);
    }
    return best;
}

Value TreeSearch::minimax(int depth, int ply, int parent, Move move) {
    if (!enterNode(ply)) return 0;
    const int node = record(parent, move, ply, -kWindow, kWindow, false);
    const bool white = m_pos.sideToMove() == White;
    m_pvLength[std::size_t(ply)] = 0;
    MoveList moves;
    generate<GenType::All>(m_pos, moves);
    const Terminal t = terminalState(m_pos, !moves.empty());
    if (t != Terminal::None || depth <= 0 || ply >= kMaxDepth) {
        const Value v = t != Terminal::None ? terminalValue(t, ply) : evaluate();
        recordLeave(node, v, NodeType::Leaf);
        return white ? v : -v;
    }
    Value best = white ? -kWindow : kWindow;
    for (const Move m : moves) {
        m_pos.makeMove(m);
        const Value v = minimax(depth - 1, ply + 1, node, m);
        m_pos.unmakeMove();
        if (m_stopped) return 0;
        if (white ? v > best : v < best) {
            best = v;
            updatePv(ply, m);
        }
    }
    recordLeave(node, stmView(best), NodeType::Pv);
    return best;
}

Value TreeSearch::alphaBeta(int depth, int ply, Value alpha, Value beta, int parent, Move move) {
    if (!enterNode(ply)) return 0;
    const int node = record(parent, move, ply, stmView(m_pos.sideToMove() == White ? alpha : beta),
                            stmView(m_pos.sideToMove() == White ? beta : alpha), false);
    const bool white = m_pos.sideToMove() == White;
    m_pvLength[std::size_t(ply)] = 0;
    MoveList moves;
    generate<GenType::All>(m_pos, moves);
    const Terminal t = terminalState(m_pos, !moves.empty());
    if (t != Terminal::None || depth <= 0 || ply >= kMaxDepth) {
        const Value v = t != Terminal::None ? terminalValue(t, ply) : evaluate();
        recordLeave(node, v, NodeType::Leaf);
        return white ? v : -v;
    }
    if (m_config.mvvLva) orderMoves(moves, Move::none());
    const Value alphaIn = alpha, betaIn = beta;
    Value best = white ? -kWindow : kWindow;
    for (int i = 0; i < moves.size(); ++i) {
        const Move m = moves[i];
        m_pos.makeMove(m);
        const Value v = alphaBeta(depth - 1, ply + 1, alpha, beta, node, m);
        m_pos.unmakeMove();
        if (m_stopped) return 0;
        if (white ? v > best : v < best) best = v;
        // White raises alpha and cuts at beta; Black lowers beta and cuts at alpha.
        if (white ? v >= beta : v <= alpha) {
            ++m_stats.betaCutoffs;
            if (i == 0) ++m_stats.firstMoveCutoffs;
            recordSkipped(node, moves, i + 1, ply + 1);
            recordLeave(node, stmView(best), NodeType::Cut, m);
            return best;
        }
        if (white && v > alpha) {
            alpha = v;
            updatePv(ply, m);
        } else if (!white && v < beta) {
            beta = v;
            updatePv(ply, m);
        }
    }
    const bool failedLow = white ? best <= alphaIn : best >= betaIn;
    recordLeave(node, stmView(best), failedLow ? NodeType::All : NodeType::Pv);
    return best;
}

Value TreeSearch::negamax(int depth, int ply, Value alpha, Value beta, int parent, Move move) {
    if (!enterNode(ply)) return 0;
    const int node = record(parent, move, ply, alpha, beta, false);
    m_pvLength[std::size_t(ply)] = 0;

    // The table may answer outright or narrow the window (the seed's cache decorator).
    Move ttMove;
    bool ttHit = false;
    if (m_tt) {
        ++m_stats.ttProbes;
        if (const SeedTTEntry* e = m_tt->probe(m_pos.key())) {
            ++m_stats.ttHits;
            ttHit = true;
            ttMove = e->move;
            if (e->depth >= depth) {
                const Value v = valueFromTable(e->value, ply);
                if (e->bound == TTBound::Exact) alpha = beta = v;
                else if (e->bound == TTBound::Lower) alpha = std::max(alpha, v);
                else beta = std::min(beta, v);
                if (alpha >= beta) {
                    ++m_stats.ttCutoffs;
                    recordLeave(node, v, NodeType::Leaf, Move::none(), true);
                    return v;
                }
            }
        }
    }

    MoveList moves;
    generate<GenType::All>(m_pos, moves);
    const Terminal t = terminalState(m_pos, !moves.empty());
    if (t != Terminal::None) {
        const Value v = terminalValue(t, ply);
        recordLeave(node, v, NodeType::Leaf, Move::none(), ttHit);
        return v;
    }
    const Value alphaIn = alpha;
    Value best = -kWindow;
    Move bestMove, cutMove;
    NodeType type = NodeType::Leaf;
    if (depth <= 0 || ply >= kMaxDepth) {
        best = m_config.quiescence ? quiescenceBody(ply, alpha, beta, node, type, cutMove) : evaluate();
    } else {
        if (m_config.ttMoveFirst || m_config.mvvLva) orderMoves(moves, ttMove);
        for (int i = 0; i < moves.size(); ++i) {
            const Move m = moves[i];
            m_pos.makeMove(m);
            const Value v = -negamax(depth - 1, ply + 1, -beta, -alpha, node, m);
            m_pos.unmakeMove();
            if (m_stopped) return 0;
            if (v > best) {
                best = v;
                bestMove = m;
            }
            if (v >= beta) {
                ++m_stats.betaCutoffs;
                if (i == 0) ++m_stats.firstMoveCutoffs;
                recordSkipped(node, moves, i + 1, ply + 1);
                cutMove = m;
                break;
            }
            if (v > alpha) {
                alpha = v;
                updatePv(ply, m);
            }
        }
        type = best >= beta ? NodeType::Cut : best <= alphaIn ? NodeType::All : NodeType::Pv;
    }
    if (m_tt) {
        const TTBound bound = best >= beta ? TTBound::Lower : best <= alphaIn ? TTBound::Upper : TTBound::Exact;
        if (m_tt->store(m_pos.key(), valueToTable(best, ply), std::max(depth, 0), bound, bestMove)) ++m_stats.ttStores;
    }
    recordLeave(node, best, type, cutMove, ttHit);
    return best;
}

Value TreeSearch::quiescence(int ply, Value alpha, Value beta, int parent, Move move) {
    if (!enterNode(ply)) return 0;
    ++m_stats.qnodes;
    const int node = record(parent, move, ply, alpha, beta, true);
    NodeType type = NodeType::Leaf;
    Move cutMove;
    const Value v = quiescenceBody(ply, alpha, beta, node, type, cutMove);
    recordLeave(node, v, type, cutMove);
    return v;
}

Value TreeSearch::quiescenceBody(int ply, Value alpha, Value beta, int node, NodeType& type, Move& cutMove) {
    const Value standPat = evaluate();
    type = NodeType::Leaf;
    if (standPat >= beta || ply >= kMaxPly - 2) return standPat;
    const Value alphaIn = alpha;
    alpha = std::max(alpha, standPat);
    Value best = standPat;

    MoveList moves;
    generate<GenType::Noisy>(m_pos, moves);
    orderMoves(moves, Move::none()); // captures are worth ordering even in the plain searchers
    int searched = 0;
    for (int i = 0; i < moves.size(); ++i) {
        const Move m = moves[i];
        if (!m.isPromotion()) {
            // Delta pruning: even winning this piece and a positional bonus cannot reach alpha.
            const PieceType victim = m.kind() == MoveKind::EnPassant ? Pawn : typeOf(m_pos.pieceOn(m.to()));
            if (standPat + m_eval.pieceValue(victim) + kDeltaMargin < alpha || !m_pos.seeGE(m, 0)) {
                ++m_stats.prunedMoves;
                continue;
            }
        }
        m_pos.makeMove(m);
        const Value v = -quiescence(ply + 1, -beta, -alpha, node, m);
        m_pos.unmakeMove();
        if (m_stopped) return 0;
        ++searched;
        best = std::max(best, v);
        if (v >= beta) {
            ++m_stats.betaCutoffs;
            if (searched == 1) ++m_stats.firstMoveCutoffs;
            recordSkipped(node, moves, i + 1, ply + 1);
            type = NodeType::Cut;
            cutMove = m;
            return v;
        }
        alpha = std::max(alpha, v);
    }
    if (searched) type = best <= alphaIn ? NodeType::All : NodeType::Pv;
    return best;
}

} // namespace eschess
