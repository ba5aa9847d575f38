#pragma once
// The search statistics table: one row per completed depth with the counters that show how
// a search works (cut-offs, move-ordering quality, table hits, pruning, branching factor).
// In-process searchers give all of them; for an external engine only what its `info` lines
// give is known and the rest is shown as "—".

#include "app/core/engine.h"
#include "app/core/search/iterationlog.h"

#include <QAbstractTableModel>

namespace eschess::app {

class StatsModel : public QAbstractTableModel {
    Q_OBJECT
  public:
    enum Column {
        DepthColumn,
        SelDepthColumn,
        NodesColumn,
        QNodesColumn,
        BetaCutoffsColumn,
        FirstMoveCutColumn,
        TtHitColumn,
        NullCutsColumn,
        ReductionsColumn,
        BranchingColumn,
        TimeColumn,
        NpsColumn,
        ColumnCount
    };
    // The number behind a cell (quint64, qint64, int or double); invalid when not given.
    static constexpr int RawValueRole = Qt::UserRole + 1;

    using QAbstractTableModel::QAbstractTableModel;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    const IterationLog& log() const { return m_log; }

    // The text shown for a cell that the engine does not give.
    static QString missingText() { return QStringLiteral("\u2014"); }

  public slots:
    void addInfo(const eschess::app::EngineInfo& info);
    void clear();

  private:
    QVariant rawValue(int row, int column) const;
    QString displayText(int row, int column) const;

    IterationLog m_log;
};

} // namespace eschess::app
