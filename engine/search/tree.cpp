#include "search/tree.h"

namespace eschess {

int TreeRecorder::enter(int parent, Move move, int ply, Value alpha, Value beta, bool quiescence, bool maximizing) {
    if (m_nodes.size() >= m_budget) {
        m_overflow = true;
        return -1;
    }
    if (parent < 0 && !m_nodes.empty()) return -1; // a child of a node that was not recorded
    TreeNode n;
    n.parent = parent;
    n.move = move;
    n.ply = std::int16_t(ply);
    n.alpha = alpha;
    n.beta = beta;
    n.quiescence = quiescence;
    n.maximizing = maximizing;
    m_nodes.push_back(n);
    return int(m_nodes.size()) - 1;
}

void TreeRecorder::leave(int index, Value score, NodeType type, Move cutMove, bool ttHit) {
    if (index < 0 || std::size_t(index) >= m_nodes.size()) return;
    TreeNode& n = m_nodes[std::size_t(index)];
    n.score = score;
    n.type = type;
    n.cutMove = cutMove;
    n.ttHit = ttHit;
}

void TreeRecorder::notSearched(int parent, Move move, int ply) {
    if (parent < 0) return;
    if (m_nodes.size() >= m_budget) {
        m_overflow = true;
        return;
    }
    TreeNode n;
    n.parent = parent;
    n.move = move;
    n.ply = std::int16_t(ply);
    n.type = NodeType::NotSearched;
    m_nodes.push_back(n);
}

void TreeRecorder::clear() {
    m_nodes.clear();
    m_overflow = false;
}

} // namespace eschess
