#include "app/ui/suite/suiteresultsmodel.h"

#include "notation/san.h"
#include "search/score.h"

#include <QBrush>
#include <QColor>
#include <QFont>
#include <QLocale>

#include <limits>

namespace eschess::app {

QString formatDuration(qint64 ms) {
    if (ms < 1000) return SuiteResultsModel::tr("%1 ms").arg(ms);
    return SuiteResultsModel::tr("%1 s").arg(QLocale().toString(ms / 1000.0, 'f', ms < 10000 ? 2 : 1));
}

namespace {

QString sanList(const Position& pos, const std::vector<Move>& moves, const QString& separator) {
    QStringList out;
    for (Move m : moves) out << QString::fromStdString(toSan(pos, m));
    return out.join(separator);
}

QString categoryText(SuiteCategory c) {
    switch (c) {
    case SuiteCategory::Lever: return SuiteResultsModel::tr("lever");
    case SuiteCategory::Tactical: return SuiteResultsModel::tr("tactical");
    default: return QString();
    }
}

QString scoreText(Value v) {
    if (isMateScore(v)) return SuiteResultsModel::tr("mate %1").arg(mateMoves(v));
    return QString::asprintf("%+.2f", v / 100.0);
}

// "+33 cp vs f5": the played move's score minus the best expected move's (SuiteResult::missMarginCp).
QString marginText(const SuiteResult& r, const EpdRecord* record) {
    if (!r.missMarginCp) return QString();
    const QString cp = SuiteResultsModel::tr("%1 cp").arg(QString::asprintf("%+d", *r.missMarginCp));
    if (!record || !r.missBestExpected) return cp;
    return SuiteResultsModel::tr("%1 vs %2")
        .arg(cp, QString::fromStdString(toSan(record->position, r.missBestExpected)));
}

QString marginToolTip(const SuiteResult& r, const EpdRecord* record) {
    if (!r.missMarginCp || !record || !r.played || !r.missBestExpected) return QString();
    const QString played = QString::fromStdString(toSan(record->position, r.played));
    const QString expected = QString::fromStdString(toSan(record->position, r.missBestExpected));
    if (*r.missMarginCp >= 0)
        return SuiteResultsModel::tr("Searched again side by side, %1 scored %2 cp above %3 at depth %4: "
                                     "the evaluation prefers the played move.")
            .arg(played)
            .arg(*r.missMarginCp)
            .arg(expected)
            .arg(r.missMarginDepth);
    return SuiteResultsModel::tr("Searched again side by side, %1 scored %2 cp above %3 at depth %4: "
                                 "the full search passed over a move it rates higher when it looks at it.")
        .arg(expected)
        .arg(-*r.missMarginCp)
        .arg(played)
        .arg(r.missMarginDepth);
}

} // namespace

SuiteResultsModel::SuiteResultsModel(QObject* parent) : QAbstractTableModel(parent) {}

void SuiteResultsModel::setRecords(std::vector<EpdRecord> records) {
    beginResetModel();
    m_records = std::move(records);
    m_rows.clear();
    endResetModel();
}

void SuiteResultsModel::clear() {
    beginResetModel();
    m_rows.clear();
    endResetModel();
}

void SuiteResultsModel::addResult(const SuiteResult& result, int recordIndex) {
    const int row = int(m_rows.size());
    beginInsertRows({}, row, row);
    m_rows.push_back({result, recordIndex});
    endInsertRows();
}

const EpdRecord* SuiteResultsModel::recordAt(int row) const {
    if (row < 0 || row >= int(m_rows.size())) return nullptr;
    const int r = m_rows[std::size_t(row)].record;
    return r >= 0 && r < int(m_records.size()) ? &m_records[std::size_t(r)] : nullptr;
}

QString SuiteResultsModel::expectedText(const EpdRecord& record) {
    QStringList parts;
    if (!record.bestMoves().empty()) parts << sanList(record.position, record.bestMoves(), tr(" or "));
    if (!record.avoidMoves().empty()) parts << tr("not %1").arg(sanList(record.position, record.avoidMoves(), tr(", ")));
    if (record.directMate() > 0) parts << tr("mate in %1").arg(record.directMate());
    return parts.join(QStringLiteral("; "));
}

int SuiteResultsModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : int(m_rows.size()); }
int SuiteResultsModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant SuiteResultsModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= int(m_rows.size())) return {};
    const Row& row = m_rows[std::size_t(index.row())];
    const SuiteResult& r = row.result;
    const EpdRecord* record = recordAt(index.row());
    if (role == Qt::ForegroundRole && index.column() == Solved)
        return QBrush(r.solved ? QColor(0x1E, 0x88, 0x3A) : QColor(0xC6, 0x28, 0x28));
    if (role == Qt::ToolTipRole && index.column() == Margin) return marginToolTip(r, record);
    if (role == Qt::TextAlignmentRole && index.column() >= SolvedTime)
        return int(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::UserRole) { // sort keys
        switch (index.column()) {
        case SolvedTime: return r.solvedTimeMs ? qlonglong(*r.solvedTimeMs) : -1;
        case SolvedDepth: return r.solvedDepth ? *r.solvedDepth : -1;
        case Nodes: return qulonglong(r.nodes);
        case Score: return r.score;
        case Margin: return r.missMarginCp ? *r.missMarginCp : std::numeric_limits<int>::min();
        case Time: return qlonglong(r.timeMs);
        default: return data(index, Qt::DisplayRole);
        }
    }
    if (role != Qt::DisplayRole) return {};
    switch (index.column()) {
    case Id: return QString::fromStdString(r.id);
    case Category: return categoryText(r.category);
    case Engine: return QString::fromStdString(r.engine);
    case Limit: return QString::fromStdString(r.limit);
    case Expected: return record ? expectedText(*record) : QString();
    case Played:
        if (!r.played) return tr("(none)");
        return record ? QString::fromStdString(toSan(record->position, r.played)) : QString();
    case Solved: return r.solved ? tr("yes") : tr("no");
    case SolvedTime: return r.solvedTimeMs ? formatDuration(*r.solvedTimeMs) : QString();
    case SolvedDepth: return r.solvedDepth ? QString::number(*r.solvedDepth) : QString();
    case Nodes: return QLocale().toString(qulonglong(r.nodes));
    case Score: return scoreText(r.score);
    case Margin: return marginText(r, record);
    case Time: return formatDuration(r.timeMs);
    }
    return {};
}

QVariant SuiteResultsModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
    switch (section) {
    case Id: return tr("Id");
    case Category: return tr("Category");
    case Engine: return tr("Engine");
    case Limit: return tr("Limit");
    case Expected: return tr("Expected");
    case Played: return tr("Played");
    case Solved: return tr("Solved");
    case SolvedTime: return tr("Time to solution");
    case SolvedDepth: return tr("Depth to solution");
    case Nodes: return tr("Nodes");
    case Score: return tr("Score");
    case Margin: return tr("Miss margin");
    case Time: return tr("Time");
    }
    return {};
}

SuiteSummaryModel::SuiteSummaryModel(QObject* parent) : QAbstractTableModel(parent) {}

void SuiteSummaryModel::setResults(const std::vector<SuiteResult>& results) {
    beginResetModel();
    m_rows = summarize(results);
    endResetModel();
}

int SuiteSummaryModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : int(m_rows.size()); }
int SuiteSummaryModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant SuiteSummaryModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= int(m_rows.size())) return {};
    const SuiteSummaryRow& r = m_rows[std::size_t(index.row())];
    if (role == Qt::TextAlignmentRole && index.column() >= Solved) return int(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::FontRole && r.category == SuiteCategory::None) {
        QFont f;
        f.setBold(true);
        return f;
    }
    if (role != Qt::DisplayRole) return {};
    switch (index.column()) {
    case Engine: return QString::fromStdString(r.engine);
    case Limit: return QString::fromStdString(r.limit);
    case Category: return r.category == SuiteCategory::None ? tr("all") : categoryText(r.category);
    case Solved: return r.solved;
    case Positions: return r.positions;
    case Percent: return QStringLiteral("%1 %").arg(r.positions ? 100.0 * r.solved / r.positions : 0.0, 0, 'f', 1);
    case BkPoints: return QString::number(r.bkPoints, 'f', 2);
    case Nodes: return QLocale().toString(qulonglong(r.nodes));
    case Time: return formatDuration(r.timeMs);
    }
    return {};
}

QVariant SuiteSummaryModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
    switch (section) {
    case Engine: return tr("Engine");
    case Limit: return tr("Limit");
    case Category: return tr("Category");
    case Solved: return tr("Solved");
    case Positions: return tr("Positions");
    case Percent: return tr("Solved %");
    case BkPoints: return tr("BK points");
    case Nodes: return tr("Nodes");
    case Time: return tr("Time");
    }
    return {};
}

} // namespace eschess::app
