#pragma once
// The evaluation graph: the evaluation after every move of the main line (White's view, in
// pawns, mates clamped to the edge), from analysis, review or [%eval] comments. Clicking a point
// asks to show that move; the shown move is marked.

#include <QPointF>
#include <QVector>
#include <QWidget>

class QChart;
class QChartView;
class QLineSeries;
class QScatterSeries;
class QValueAxis;

namespace eschess::app {

class EvalGraph : public QWidget {
    Q_OBJECT
  public:
    explicit EvalGraph(QWidget* parent = nullptr);

    // points: x = ply, y = pawns from White's view; current: the shown ply (-1: none marked).
    void setData(const QVector<QPointF>& points, int plyCount, int current);
    QLineSeries* series() const { return m_line; }
    QScatterSeries* marker() const { return m_marker; }

  signals:
    void plyClicked(int ply);

  private:
    QChart* m_chart;
    QChartView* m_view;
    QLineSeries* m_line;
    QScatterSeries* m_marker;
    QValueAxis* m_x;
    QValueAxis* m_y;
};

} // namespace eschess::app
