#include "app/core/search/pvtracker.h"

#include "app/core/search/searchtext.h"
#include "core/movegen.h"

namespace eschess::app {

void PvTracker::reset(const Position& pos) {
    m_root = pos;
    m_lines.clear();
    m_history.clear();
    emit changed();
}

int PvTracker::bestMoveChanges() const {
    int n = 0;
    for (const Iteration& it : m_history) n += it.changed ? 1 : 0;
    return n;
}

void PvTracker::addInfo(const EngineInfo& info) {
    if (info.multiPv < 1 || info.pv.isEmpty()) return;
    // A deeper main line starts a new set of lines; stale deeper-than-MultiPV lines are dropped.
    if (info.multiPv == 1 && !m_lines.isEmpty() && info.depth > m_lines.first().depth) {
        for (auto it = m_lines.begin(); it != m_lines.end();)
            it = it.key() > 1 && it->depth < info.depth - 1 ? m_lines.erase(it) : std::next(it);
    }
    m_lines[info.multiPv] = info;
    if (info.multiPv == 1 && info.bound == Bound::Exact) {
        Iteration it;
        it.depth = info.depth;
        it.bestMove = info.pv.first();
        it.bestMoveText = moveText(m_root, it.bestMove);
        it.scoreText = scoreText(info);
        it.timeMs = info.timeMs;
        if (!m_history.isEmpty() && m_history.last().depth == info.depth) {
            it.changed = m_history.size() > 1 && m_history[m_history.size() - 2].bestMove != it.bestMove;
            // An engine stopped inside the next iteration repeats this one with its final node
            // count (Eschess, Stockfish): the move was found when it was first reported.
            if (m_history.last().bestMove == it.bestMove) it.timeMs = m_history.last().timeMs;
            m_history.last() = it;
        } else {
            it.changed = !m_history.isEmpty() && m_history.last().bestMove != it.bestMove;
            m_history.append(it);
        }
    }
    emit changed();
}

std::optional<Position> PvTracker::previewPosition(int multiPv, int ply) const {
    const auto line = m_lines.constFind(multiPv);
    if (line == m_lines.cend() || ply < 0 || ply >= line->pv.size()) return std::nullopt;
    Position pos = m_root;
    for (int i = 0; i <= ply; ++i) {
        const Move m = line->pv[i];
        if (!legalMoves(pos).contains(m)) return std::nullopt;
        pos.makeMove(m);
    }
    return pos;
}

} // namespace eschess::app
