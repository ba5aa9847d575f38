#include "app/ui/evalgraph.h"

#include "app/ui/integeraxis.h"

#include <QChart>
#include <QChartView>
#include <QLineSeries>
#include <QScatterSeries>
#include <QVBoxLayout>
#include <QValueAxis>

#include <cmath>

namespace eschess::app {

EvalGraph::EvalGraph(QWidget* parent) : QWidget(parent) {
    m_chart = new QChart;
    m_chart->legend()->hide();
    m_chart->setMargins(QMargins(2, 2, 2, 2));
    m_line = new QLineSeries(m_chart);
    m_line->setPointsVisible(true);
    m_marker = new QScatterSeries(m_chart);
    m_marker->setMarkerSize(11);
    m_marker->setColor(QColor(0xd0, 0x40, 0x30));
    m_chart->addSeries(m_line);
    m_chart->addSeries(m_marker);
    m_x = new QValueAxis(m_chart);
    setIntegerAxisRange(m_x, 0, 1);
    // No axis titles: in a dock beside the move list they took the room the labels need; what
    // the axes mean is in the tooltip.
    QFont small = m_x->labelsFont();
    small.setPointSizeF(std::max(6.0, small.pointSizeF() * 0.8));
    m_x->setLabelsFont(small);
    m_y = new QValueAxis(m_chart);
    m_y->setRange(-10, 10);
    m_y->setTickCount(5);
    m_y->setLabelFormat(QStringLiteral("%+d"));
    m_y->setLabelsFont(small);
    m_chart->addAxis(m_x, Qt::AlignBottom);
    m_chart->addAxis(m_y, Qt::AlignLeft);
    for (auto* s : {static_cast<QXYSeries*>(m_line), static_cast<QXYSeries*>(m_marker)}) {
        s->attachAxis(m_x);
        s->attachAxis(m_y);
        connect(s, &QXYSeries::clicked, this, [this](const QPointF& p) { emit plyClicked(int(std::lround(p.x()))); });
    }
    m_view = new QChartView(m_chart, this);
    m_view->setRenderHint(QPainter::Antialiasing);
    m_view->setMinimumHeight(140);
    m_view->setToolTip(tr("Evaluation in pawns from White's view after each ply; click a point to show that move."));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_view);
}

void EvalGraph::setData(const QVector<QPointF>& points, int plyCount, int current) {
    m_line->replace(points);
    setIntegerAxisRange(m_x, 0, std::max(plyCount, 1));
    QVector<QPointF> mark;
    for (const QPointF& p : points)
        if (int(std::lround(p.x())) == current) mark.append(p);
    if (mark.isEmpty() && current >= 0) mark.append(QPointF(current, 0)); // no evaluation there yet
    m_marker->replace(mark);
}

} // namespace eschess::app
