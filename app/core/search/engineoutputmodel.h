#pragma once
// One engine's thinking on one move as Cute Chess and Arena show it: a row per iteration with
// depth/seldepth, the score from White's view, time, nodes, speed and the principal variation
// in SAN. The engine-output panes show one of these per side.

#include "app/core/engine.h"

#include "core/position.h"

#include <QAbstractTableModel>
#include <QStringList>
#include <QVector>

namespace eschess::app {

class EngineOutputModel : public QAbstractTableModel {
    Q_OBJECT
  public:
    enum Column { DepthColumn, ScoreColumn, TimeColumn, NodesColumn, NpsColumn, PvColumn, ColumnCount };

    using QAbstractTableModel::QAbstractTableModel;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // Shows the iterations of the search at ply from root. The same search again only changes the
    // rows that changed and appends the new ones, so a view keeps its selection and scroll
    // position while the engine thinks; another search replaces them all.
    void setSearch(int ply, const eschess::Position& root, const QVector<EngineInfo>& rows);
    void clear();
    int ply() const { return m_ply; }

    // "+0.35" from White's view for an update searched with side to move.
    static QString whiteScoreText(const EngineInfo& info, eschess::Color side);

  private:
    struct Row {
        EngineInfo info;
        QString pv; // SAN, computed once
    };
    Row makeRow(const EngineInfo& info) const;

    int m_ply = -1;
    eschess::Key m_key = 0;
    eschess::Position m_root;
    QVector<Row> m_rows;
};

} // namespace eschess::app
