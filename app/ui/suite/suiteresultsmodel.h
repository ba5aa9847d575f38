#pragma once
// Table models over suite results: one row per position searched, and the summary per engine ×
// limit × category (the "Performance" seed's groupby(['engine','depth']).sum() table,
// docs/seeds.md).

#include "notation/epd.h"
#include "rating/testsuite.h"

#include <QAbstractTableModel>

#include <vector>

namespace eschess::app {

class SuiteResultsModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Id, Category, Engine, Limit, Expected, Played, Solved, SolvedTime, SolvedDepth, Nodes, Score, Margin, Time, ColumnCount };

    explicit SuiteResultsModel(QObject* parent = nullptr);
    void setRecords(std::vector<eschess::EpdRecord> records);
    void clear();
    void addResult(const eschess::SuiteResult& result, int recordIndex);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

    const eschess::SuiteResult& resultAt(int row) const { return m_rows[std::size_t(row)].result; }
    const eschess::EpdRecord* recordAt(int row) const;
    const std::vector<eschess::EpdRecord>& records() const { return m_records; }
    // The expected moves of a record in SAN: "Qd1+ or Nd5", "not Kf1", "mate in 3".
    static QString expectedText(const eschess::EpdRecord& record);

private:
    struct Row {
        eschess::SuiteResult result;
        int record = -1;
    };
    std::vector<eschess::EpdRecord> m_records;
    std::vector<Row> m_rows;
};

class SuiteSummaryModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Engine, Limit, Category, Solved, Positions, Percent, BkPoints, Nodes, Time, ColumnCount };

    explicit SuiteSummaryModel(QObject* parent = nullptr);
    void setResults(const std::vector<eschess::SuiteResult>& results);
    const std::vector<eschess::SuiteSummaryRow>& rows() const { return m_rows; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    std::vector<eschess::SuiteSummaryRow> m_rows;
};

// "4.2 s", "850 ms"
QString formatDuration(qint64 ms);

} // namespace eschess::app
