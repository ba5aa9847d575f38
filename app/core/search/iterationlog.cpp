#include "app/core/search/iterationlog.h"

namespace eschess::app {

IterationLog::Change IterationLog::add(const EngineInfo& info) {
    if (info.multiPv != 1 || info.depth <= 0) return Change::None;
    int row = 0;
    while (row < m_rows.size() && m_rows[row].depth < info.depth) ++row;
    m_lastRow = row;
    if (row < m_rows.size() && m_rows[row].depth == info.depth) {
        m_rows[row] = info;
        return Change::Updated;
    }
    m_rows.insert(row, info);
    return Change::Appended;
}

std::optional<double> IterationLog::branchingFactor(int row) const {
    if (row < 0 || row >= m_rows.size()) return std::nullopt;
    const EngineInfo& info = m_rows[row];
    if (info.hasStats && info.stats.branchingFactor > 0.0) return info.stats.branchingFactor;
    if (row == 0 || m_rows[row - 1].depth != info.depth - 1) return std::nullopt;
    const quint64 previous = nodesOf(m_rows[row - 1]);
    if (previous == 0) return std::nullopt;
    return double(nodesOf(info)) / double(previous);
}

} // namespace eschess::app
