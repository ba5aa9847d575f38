#include "search/tree.h"

namespace eschess {

int TreeRecorder::enter(int parent, Move move, int ply, Value alpha, Value beta, bool quiescence, bool maximizing) {
    if (m_nodes.size() >= m_budget) {
        m_overflow = true;
        return -1;
    }
    if (parent < 0 && !m_nodes.empty()) return -1; // a child of a node that was not recorded
    if (ply >= 0 && std::size_t(ply) < m_lastAtPly.size()) {
        // Entered after the parent opened, so a child of it; the same move again is a re-search,
        // and everything recorded since that attempt is its subtree.
        const int last = m_lastAtPly[std::size_t(ply)];
        if (last > parent && std::size_t(last) < m_nodes.size() && m_nodes[std::size_t(last)].parent == parent &&
            m_nodes[std::size_t(last)].move == move)
            m_nodes.resize(std::size_t(last));
    }
    TreeNode n;
    n.parent = parent;
    n.move = move;
    n.ply = std::int16_t(ply);
    n.alpha = alpha;
    n.beta = beta;
    n.quiescence = quiescence;
    n.maximizing = maximizing;
    m_nodes.push_back(n);
    if (ply >= 0) {
        if (std::size_t(ply) >= m_lastAtPly.size()) m_lastAtPly.resize(std::size_t(ply) + 1, -1);
        m_lastAtPly[std::size_t(ply)] = int(m_nodes.size()) - 1;
    }
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
    m_lastAtPly.clear();
    m_overflow = false;
}

} // namespace eschess
