#include "app/core/search/statsmodel.h"

#include <QLocale>

namespace eschess::app {

int StatsModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : m_log.size();
}

int StatsModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

void StatsModel::addInfo(const EngineInfo& info) {
    const int before = m_log.size();
    int row = 0;
    for (; row < before && m_log.at(row).depth < info.depth; ++row) {
    }
    const bool inserts =
        info.multiPv == 1 && info.depth > 0 && (row == before || m_log.at(row).depth != info.depth);
    if (inserts) beginInsertRows({}, row, row);
    const IterationLog::Change change = m_log.add(info);
    if (inserts) endInsertRows();
    if (change == IterationLog::Change::None) return;
    // The branching factor of the row after depends on this one.
    const int last = std::min(m_log.lastRow() + 1, m_log.size() - 1);
    emit dataChanged(index(m_log.lastRow(), 0), index(last, ColumnCount - 1));
}

void StatsModel::clear() {
    beginResetModel();
    m_log.clear();
    endResetModel();
}

QVariant StatsModel::rawValue(int row, int column) const {
    const EngineInfo& info = m_log.at(row);
    const DepthStats& s = info.stats;
    const bool st = info.hasStats;
    switch (column) {
    case DepthColumn:
        return info.depth;
    case SelDepthColumn:
        return info.seldepth > 0 ? QVariant(info.seldepth) : QVariant();
    case NodesColumn:
        return QVariant::fromValue<quint64>(IterationLog::nodesOf(info));
    case QNodesColumn:
        return st ? QVariant::fromValue<quint64>(s.qnodes) : QVariant();
    case BetaCutoffsColumn:
        return st ? QVariant::fromValue<quint64>(s.betaCutoffs) : QVariant();
    case FirstMoveCutColumn:
        return st && s.betaCutoffs > 0 ? QVariant(100.0 * double(s.firstMoveCutoffs) / double(s.betaCutoffs))
                                       : QVariant();
    case TtHitColumn:
        return st && s.ttProbes > 0 ? QVariant(100.0 * double(s.ttHits) / double(s.ttProbes)) : QVariant();
    case NullCutsColumn:
        return st && s.nullMoveTries > 0 ? QVariant::fromValue<quint64>(s.nullMoveCutoffs) : QVariant();
    case ReductionsColumn:
        return st ? QVariant::fromValue<quint64>(s.reductions) : QVariant();
    case BranchingColumn: {
        const auto ebf = m_log.branchingFactor(row);
        return ebf ? QVariant(*ebf) : QVariant();
    }
    case TimeColumn:
        return QVariant::fromValue<qint64>(info.timeMs);
    case NpsColumn:
        return QVariant::fromValue<quint64>(info.nps);
    default:
        return {};
    }
}

QString StatsModel::displayText(int row, int column) const {
    const QVariant raw = rawValue(row, column);
    if (!raw.isValid()) return missingText();
    const QLocale locale;
    const EngineInfo& info = m_log.at(row);
    switch (column) {
    case FirstMoveCutColumn:
    case TtHitColumn:
        return tr("%1%").arg(locale.toString(raw.toDouble(), 'f', 1));
    case BranchingColumn:
        return locale.toString(raw.toDouble(), 'f', 2);
    case ReductionsColumn:
        return tr("%1 / %2").arg(locale.toString(qulonglong(info.stats.reductions)),
                                 locale.toString(qulonglong(info.stats.researches)));
    case TimeColumn:
        return tr("%1 s").arg(locale.toString(double(info.timeMs) / 1000.0, 'f', 3));
    case DepthColumn:
    case SelDepthColumn:
        return locale.toString(raw.toInt());
    default:
        return locale.toString(raw.toULongLong());
    }
}

QVariant StatsModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= m_log.size() || index.column() >= ColumnCount) return {};
    switch (role) {
    case Qt::DisplayRole:
        return displayText(index.row(), index.column());
    case RawValueRole:
        return rawValue(index.row(), index.column());
    case Qt::TextAlignmentRole:
        return int(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::ToolTipRole:
        if (index.column() == ReductionsColumn && m_log.at(index.row()).hasStats)
            return tr("Late-move reductions applied / re-searches after a reduced or null-window search "
                      "failed high");
        return {};
    default:
        return {};
    }
}

QVariant StatsModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal) return {};
    if (role == Qt::DisplayRole) {
        switch (section) {
        case DepthColumn:
            return tr("Depth");
        case SelDepthColumn:
            return tr("Sel");
        case NodesColumn:
            return tr("Nodes");
        case QNodesColumn:
            return tr("Q-nodes");
        case BetaCutoffsColumn:
            return tr("β-cuts");
        case FirstMoveCutColumn:
            return tr("1st cut");
        case TtHitColumn:
            return tr("TT hit");
        case NullCutsColumn:
            return tr("Null cuts");
        case ReductionsColumn:
            return tr("Red. / re-s.");
        case BranchingColumn:
            return tr("EBF");
        case TimeColumn:
            return tr("Time");
        case NpsColumn:
            return tr("NPS");
        default:
            return {};
        }
    }
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case DepthColumn:
            return tr("Nominal depth of the iteration (plies)");
        case SelDepthColumn:
            return tr("Selective depth: the deepest ply reached, quiescence included");
        case NodesColumn:
            return tr("Positions visited in this iteration (external engines: total so far)");
        case QNodesColumn:
            return tr("Of which in the quiescence search");
        case BetaCutoffsColumn:
            return tr("Beta cut-offs: moves that refuted the opponent's previous move");
        case FirstMoveCutColumn:
            return tr("Share of cut-offs made by the first move searched: move-ordering quality");
        case TtHitColumn:
            return tr("Share of transposition-table probes that found the position");
        case NullCutsColumn:
            return tr("Cut-offs by null-move pruning");
        case ReductionsColumn:
            return tr("Late-move reductions / re-searches");
        case BranchingColumn:
            return tr("Effective branching factor: nodes of this depth / nodes of the previous one");
        case TimeColumn:
            return tr("Time since the search started");
        case NpsColumn:
            return tr("Nodes per second");
        default:
            return {};
        }
    }
    return {};
}

} // namespace eschess::app
