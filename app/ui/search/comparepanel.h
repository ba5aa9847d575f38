#pragma once
// Compare mode of the statistics panel: pick two searchers (with options), a depth, and see
// their node counts per depth side by side as a table and as bars on a log axis.

#include "app/core/search/comparerunner.h"

#include <QWidget>

#include <functional>

class QBarSet;
class QBarSeries;
class QBarCategoryAxis;
class QChart;
class QChartView;
class QComboBox;
class QLabel;
class QLineEdit;
class QLogValueAxis;
class QPushButton;
class QSpinBox;
class QTableWidget;

namespace eschess::app {

class ComparePanel : public QWidget {
    Q_OBJECT
  public:
    explicit ComparePanel(QWidget* parent = nullptr);

    CompareRunner* runner() const { return m_runner; }
    QTableWidget* table() const { return m_table; }
    QChart* chart() const { return m_chart; }

    // Where Run takes its position from (e.g. the main board); without one, setPosition's.
    void setPositionSource(std::function<eschess::Position()> source) {
        m_positionSource = std::move(source);
    }

  public slots:
    // The position the next comparison searches (normally the board's).
    void setPosition(const eschess::Position& pos);
    // Starts a comparison with the given settings (also what the Run button does).
    void run(const eschess::app::SearcherSpec& a, const eschess::app::SearcherSpec& b, int depth);
    void stop();

  private:
    void runClicked();
    void onProgress(int side, int depth, quint64 nodes);
    void onFinished();
    void refresh();

    CompareRunner* m_runner;
    Position m_position;
    std::function<Position()> m_positionSource;
    QVector<quint64> m_nodes[2];
    QString m_labels[2];
    QComboBox* m_name[2];
    QLineEdit* m_options[2];
    QSpinBox* m_depth;
    QPushButton* m_runButton;
    QLabel* m_status;
    QTableWidget* m_table;
    QChart* m_chart;
    QBarSeries* m_series;
    QBarCategoryAxis* m_depthAxis;
    QLogValueAxis* m_nodesAxis;
    QChartView* m_chartView;
};

} // namespace eschess::app
