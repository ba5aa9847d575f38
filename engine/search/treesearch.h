#pragma once
// The recursive part shared by the seed searchers (docs/seeds.md): full-width minimax, alpha-beta in the
// max/min form and in the negamax form (optionally with the seed transposition table,
// quiescence search and move ordering). One class, configured per searcher, so the steps of
// the seed progression differ only in the switches they turn on — and count nodes, cut-offs
// and table use the same way, which is what makes their statistics comparable.
//
// Scores are from the side to move's view at the root; mates are kMate - plies from the root.

#include "core/movegen.h"
#include "core/position.h"
#include "eval/evaluator.h"
#include "search/limits.h"
#include "search/seedtt.h"
#include "search/stats.h"
#include "search/tree.h"

#include <array>
#include <functional>
#include <vector>

namespace eschess {

struct TreeSearchConfig {
    enum class Form { Minimax, AlphaBeta, Negamax };
    Form form = Form::Negamax;
    bool quiescence = false; // captures-only search at the horizon (delta and SEE pruning)
    bool ttMoveFirst = false; // search the table's best move first
    bool mvvLva = false;      // then captures, most valuable victim / least valuable attacker first
};

class TreeSearch {
public:
    static constexpr int kMaxDepth = 64;
    static constexpr Value kDeltaMargin = 200; // the seeds' "potential position advantage"

    TreeSearch(Position& pos, const Evaluator& eval, const TreeSearchConfig& config, SearchControl& control,
               SeedTT* tt, TreeRecorder* tree);

    // Starts counting a new iteration and records its root; false when the search must stop.
    bool beginIteration();
    // Scores root move m searched to depth plies in total (m included) with a full window,
    // from the root side's view. Check stopped() afterwards: then the value means nothing.
    Value scoreRootMove(Move m, int depth);
    // One alpha-beta window over all root moves (in the given order); returns the best score
    // and sets bestMove. With stopped() the result is incomplete.
    Value searchRoot(const std::vector<Move>& moves, int depth, Move& bestMove,
                     const std::function<void(Move, int, int)>& onCurrMove = {});
    // Closes the root node of the recorded tree.
    void endIteration(Value score);

    bool stopped() const { return m_stopped; }
    // The principal variation found by the last scoreRootMove / searchRoot (root move first).
    const std::vector<Move>& pv() const { return m_rootPv; }
    DepthStats& stats() { return m_stats; }
    std::uint64_t totalNodes() const { return m_totalNodes; }

private:
    Value minimax(int depth, int ply, int parent, Move move);                           // White's view
    Value alphaBeta(int depth, int ply, Value alpha, Value beta, int parent, Move move); // White's view
    Value negamax(int depth, int ply, Value alpha, Value beta, int parent, Move move);   // side to move's view
    Value quiescence(int ply, Value alpha, Value beta, int parent, Move move);
    // Stand pat and captures for the position at ply; type/cutMove describe the node.
    Value quiescenceBody(int ply, Value alpha, Value beta, int node, NodeType& type, Move& cutMove);

    bool enterNode(int ply); // counts the node; false when the search must stop
    Value evaluate();
    void orderMoves(MoveList& moves, Move ttMove) const;
    void updatePv(int ply, Move m);
    int record(int parent, Move move, int ply, Value alpha, Value beta, bool quiescence);
    void recordLeave(int node, Value score, NodeType type, Move cutMove = Move::none(), bool ttHit = false);
    void recordSkipped(int node, const MoveList& moves, int from, int ply);
    // Converts a White's-view window/score to the side to move's view for the recorder.
    Value stmView(Value whiteView) const { return m_pos.sideToMove() == White ? whiteView : -whiteView; }

    Position& m_pos;
    const Evaluator& m_eval;
    TreeSearchConfig m_config;
    SearchControl& m_control;
    SeedTT* m_tt;
    TreeRecorder* m_tree;
    int m_rootNode = -1;
    bool m_stopped = false;
    std::uint64_t m_totalNodes = 0;
    DepthStats m_stats;
    std::vector<std::array<Move, kMaxDepth + 2>> m_pvTable;
    std::array<int, kMaxDepth + 2> m_pvLength{};
    std::vector<Move> m_rootPv;
};

} // namespace eschess
