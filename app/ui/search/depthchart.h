#pragma once
// Depth progression charts: per completed iteration the score (mates clamped to ±kMateClampCp
// and marked), nodes (log axis), time and effective branching factor, with the best move of
// each depth as a label on the score chart. Exportable as one PNG.

#include "app/core/engine.h"
#include "app/core/search/iterationlog.h"

#include <QWidget>

class QChart;
class QChartView;
class QGraphicsSimpleTextItem;
class QLineSeries;
class QScatterSeries;
class QTimer;

namespace eschess::app {

class DepthChart : public QWidget {
    Q_OBJECT
  public:
    static constexpr int kMateClampCp = 1000; // mate scores are drawn at ±10 pawns

    explicit DepthChart(QWidget* parent = nullptr);

    const IterationLog& log() const { return m_log; }
    QLineSeries* scoreSeries() const { return m_score; }
    QScatterSeries* mateSeries() const { return m_mates; }
    QLineSeries* nodesSeries() const { return m_nodes; }
    QLineSeries* timeSeries() const { return m_time; }
    QLineSeries* branchingSeries() const { return m_branching; }
    // The best-move label texts on the score chart, by depth order.
    QStringList moveLabels() const;
    // The score drawn for an update (cp, side to move's view, mates clamped).
    static double plottedScore(const EngineInfo& info);

    // Renders all four charts into one image file; false when it cannot be written.
    bool exportPng(const QString& fileName);
    void refreshNow();

  public slots:
    void reset(const eschess::Position& pos);
    void addInfo(const eschess::app::EngineInfo& info);

  protected:
    void showEvent(QShowEvent* event) override;

  private:
    void exportClicked();
    void refreshIfShown();
    void placeLabels();

    IterationLog m_log;
    Position m_root;
    QChart* m_charts[4];
    QChartView* m_views[4];
    QLineSeries* m_score;
    QScatterSeries* m_mates;
    QLineSeries* m_nodes;
    QLineSeries* m_time;
    QLineSeries* m_branching;
    QList<QGraphicsSimpleTextItem*> m_labels;
    QTimer* m_throttle;
    // A refresh was skipped while the chart was hidden (a tab behind another): the charts are
    // the dearest view to draw, and a game's engines start a new search several times a second.
    bool m_stale = false;
};

} // namespace eschess::app
