#include "app/core/search/engineoutputmodel.h"

#include "app/core/search/searchtext.h"
#include "app/core/wdltext.h"

#include <QLocale>

#include <vector>

namespace eschess::app {

int EngineOutputModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : int(m_rows.size()); }

int EngineOutputModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QString EngineOutputModel::whiteScoreText(const EngineInfo& info, eschess::Color side) {
    EngineInfo white = info;
    if (side == eschess::Black) {
        white.scoreCp = -info.scoreCp;
        white.mateMoves = -info.mateMoves;
    }
    return scoreText(white);
}

EngineOutputModel::Row EngineOutputModel::makeRow(const EngineInfo& info) const {
    return Row{info, lineText(m_root, std::vector<Move>(info.pv.begin(), info.pv.end()))};
}

void EngineOutputModel::setSearch(int ply, const eschess::Position& root, const QVector<EngineInfo>& rows) {
    if (ply != m_ply || root.key() != m_key || rows.size() < m_rows.size()) {
        beginResetModel();
        m_ply = ply;
        m_key = root.key();
        m_root = root;
        m_rows.clear();
        for (const EngineInfo& info : rows) m_rows.append(makeRow(info));
        endResetModel();
        return;
    }
    // The same search, grown: iterations only ever get added or replaced (a fail-high, then the
    // exact score of the same depth).
    for (int i = 0; i < m_rows.size(); ++i) {
        const EngineInfo& now = rows[i];
        const EngineInfo& was = m_rows[i].info;
        if (now.depth == was.depth && now.nodes == was.nodes && now.timeMs == was.timeMs && now.pv == was.pv &&
            now.scoreCp == was.scoreCp && now.seldepth == was.seldepth)
            continue;
        m_rows[i] = makeRow(now);
        emit dataChanged(index(i, 0), index(i, ColumnCount - 1));
    }
    if (rows.size() > m_rows.size()) {
        beginInsertRows({}, int(m_rows.size()), int(rows.size()) - 1);
        for (int i = int(m_rows.size()); i < rows.size(); ++i) m_rows.append(makeRow(rows[i]));
        endInsertRows();
    }
}

void EngineOutputModel::clear() {
    beginResetModel();
    m_ply = -1;
    m_key = 0;
    m_rows.clear();
    endResetModel();
}

QVariant EngineOutputModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= m_rows.size()) return {};
    const EngineInfo& info = m_rows[index.row()].info;
    const QLocale locale;
    if (role == Qt::TextAlignmentRole)
        return int((index.column() == PvColumn ? Qt::AlignLeft : Qt::AlignRight) | Qt::AlignVCenter);
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole) return {};
    switch (index.column()) {
    case DepthColumn:
        return info.seldepth > 0 ? QStringLiteral("%1/%2").arg(info.depth).arg(info.seldepth) : QString::number(info.depth);
    case ScoreColumn:
        if (role == Qt::ToolTipRole && info.hasWdl) return wdlTooltip(whiteView(info.wdl, m_root.sideToMove()));
        return whiteScoreText(info, m_root.sideToMove());
    case TimeColumn:
        return tr("%1 s").arg(locale.toString(double(info.timeMs) / 1000.0, 'f', 2));
    case NodesColumn:
        return locale.toString(qulonglong(info.nodes));
    case NpsColumn:
        return info.nps > 0 ? locale.toString(qulonglong(info.nps)) : QStringLiteral("\u2014");
    case PvColumn:
        return m_rows[index.row()].pv;
    default:
        return {};
    }
}

QVariant EngineOutputModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal) return {};
    if (role == Qt::DisplayRole) {
        switch (section) {
        case DepthColumn: return tr("Depth");
        case ScoreColumn: return tr("Score");
        case TimeColumn: return tr("Time");
        case NodesColumn: return tr("Nodes");
        case NpsColumn: return tr("NPS");
        case PvColumn: return tr("Principal variation");
        default: return {};
        }
    }
    // A long line makes its column far wider than the pane; a centred title would sit out of
    // sight in its middle, so it starts where the moves start.
    if (role == Qt::TextAlignmentRole && section == PvColumn) return int(Qt::AlignLeft | Qt::AlignVCenter);
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case DepthColumn: return tr("Depth / selective depth of the iteration");
        case ScoreColumn: return tr("Score in pawns from White's view");
        case TimeColumn: return tr("Time since the search started");
        case NodesColumn: return tr("Positions searched so far");
        case NpsColumn: return tr("Nodes per second");
        case PvColumn: return tr("The line the engine expects");
        default: return {};
        }
    }
    return {};
}

} // namespace eschess::app
