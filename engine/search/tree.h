#pragma once
// Records the search tree of a shallow search for the tree explorer: every visited node with
// its window, score and type, plus the moves that were never searched because of a cut-off
// (the seeds' "?" nodes, docs/seeds.md). Bounded by a node budget; past it, recording stops and says so.

#include "core/types.h"

#include <cstdint>
#include <vector>

namespace eschess {

enum class NodeType : std::uint8_t {
    Pv,        // score strictly inside the window
    Cut,       // failed high (beta cut-off)
    All,       // failed low: every move searched, none raised alpha
    Leaf,      // evaluated without expansion (horizon, terminal, hash cut)
    NotSearched // a sibling skipped after a cut-off
};

struct TreeNode {
    std::int32_t parent = -1;  // index in TreeRecorder::nodes(), -1 for the root
    Move move;                 // the move that led here (none for the root)
    std::int16_t ply = 0;
    Value alpha = 0, beta = 0; // window on entry, from the side to move's view at this node
    Value score = 0;           // from the side to move's view at this node
    NodeType type = NodeType::Leaf;
    Move cutMove;              // the move that caused a cut-off here
    bool ttHit = false;
    bool quiescence = false;
    bool maximizing = true;    // for max/min searchers: White to move at this node
};

class TreeRecorder {
public:
    explicit TreeRecorder(std::size_t budget = 200000) : m_budget(budget) {}

    // Opens a node; returns its index, or -1 once the budget is spent (then all calls are no-ops).
    // A move searched again under the same parent (a re-search after a reduced or null-window
    // try) replaces its earlier attempt, so each node shows one child per move, as searched last.
    int enter(int parent, Move move, int ply, Value alpha, Value beta, bool quiescence, bool maximizing = true);
    void leave(int index, Value score, NodeType type, Move cutMove = Move::none(), bool ttHit = false);
    // Records a move skipped by a cut-off under parent.
    void notSearched(int parent, Move move, int ply);

    void clear();
    const std::vector<TreeNode>& nodes() const { return m_nodes; }
    bool overflowed() const { return m_overflow; }
    std::size_t budget() const { return m_budget; }
    void setBudget(std::size_t budget) { m_budget = budget; }

private:
    std::vector<TreeNode> m_nodes;
    std::vector<int> m_lastAtPly; // index of the node entered last at each ply
    std::size_t m_budget;
    bool m_overflow = false;
};

} // namespace eschess
