#pragma once
// The completed iterations of one search, one entry per depth, as the panels show them.
// Engines send several updates per depth (MultiPV lines, aspiration fail-high/low reports);
// only the main line (multipv 1) counts, and a later update of a depth replaces the earlier.

#include "app/core/engine.h"

#include <QVector>

#include <optional>

namespace eschess::app {

class IterationLog {
  public:
    enum class Change { None, Updated, Appended };

    void clear() { m_rows.clear(); }
    // Takes an update; returns what it did to the rows (None for other MultiPV lines).
    Change add(const EngineInfo& info);
    // The row index of the update add() changed last (valid after Updated/Appended).
    int lastRow() const { return m_lastRow; }

    int size() const { return int(m_rows.size()); }
    const EngineInfo& at(int row) const { return m_rows[row]; }
    const QVector<EngineInfo>& rows() const { return m_rows; }

    // Nodes of the row as the engine counts them: the iteration's own nodes when the engine
    // gives statistics, else its running total.
    static quint64 nodesOf(const EngineInfo& info) { return info.hasStats ? info.stats.nodes : info.nodes; }
    // Effective branching factor: the engine's own figure, else nodes(d) / nodes(d-1) of the
    // previous row when it is one depth less; nullopt when it cannot be known.
    std::optional<double> branchingFactor(int row) const;

  private:
    QVector<EngineInfo> m_rows; // ascending depth
    int m_lastRow = -1;
};

} // namespace eschess::app
