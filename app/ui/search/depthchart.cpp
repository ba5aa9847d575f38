#include "app/ui/search/depthchart.h"

#include "app/core/search/searchtext.h"
#include "app/ui/integeraxis.h"
#include "app/ui/logaxis.h"

#include <QChart>
#include <QChartView>
#include <QFileDialog>
#include <QGraphicsSimpleTextItem>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QMessageBox>
#include <QPainter>
#include <QPushButton>
#include <QScatterSeries>
#include <QTimer>
#include <QVBoxLayout>
#include <QValueAxis>

#include <cmath>

namespace eschess::app {

namespace {
constexpr int kRedrawThrottleMs = 150;

QChart* makeDepthChart(const QString& title) {
    auto* chart = new QChart;
    chart->setTitle(title);
    chart->legend()->hide();
    chart->setMargins(QMargins(2, 2, 2, 2));
    return chart;
}

QLineSeries* lineSeries(const QColor& color) {
    auto* s = new QLineSeries;
    s->setPointsVisible(true);
    QPen pen(color);
    pen.setWidthF(2);
    s->setPen(pen);
    return s;
}

// Makes the axis cover [lo, hi] with a little room; integer ticks for the depth axis.
void fitValueAxis(QValueAxis* axis, double lo, double hi, bool integers) {
    if (hi <= lo) hi = lo + 1;
    if (integers) {
        setIntegerAxisRange(axis, lo - 0.5, hi + 0.5, 8); // room for the first and last points' labels
        return;
    }
    const double pad = (hi - lo) * 0.1;
    axis->setRange(lo >= 0 && lo - pad < 0 ? 0 : lo - pad, hi + pad);
    axis->applyNiceNumbers();
}
} // namespace

DepthChart::DepthChart(QWidget* parent) : QWidget(parent), m_throttle(new QTimer(this)) {
    const QString titles[4] = {tr("Score (pawns, side to move)"), tr("Nodes (log)"), tr("Time (s)"),
                               tr("Branching factor")};
    auto* grid = new QGridLayout;
    grid->setSpacing(2);
    for (int i = 0; i < 4; ++i) {
        m_charts[i] = makeDepthChart(titles[i]);
        m_views[i] = new QChartView(m_charts[i], this);
        m_views[i]->setRenderHint(QPainter::Antialiasing);
        m_views[i]->setMinimumSize(160, 130);
        grid->addWidget(m_views[i], i / 2, i % 2);
    }
    m_score = lineSeries(QColor(0x2E, 0x7D, 0x32));
    m_mates = new QScatterSeries;
    m_mates->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
    m_mates->setMarkerSize(11);
    m_mates->setColor(QColor(0xC6, 0x28, 0x28));
    m_nodes = lineSeries(QColor(0x4E, 0x79, 0xA7));
    m_time = lineSeries(QColor(0x8E, 0x44, 0xAD));
    m_branching = lineSeries(QColor(0xE6, 0x7E, 0x22));
    m_charts[0]->addSeries(m_score);
    m_charts[0]->addSeries(m_mates);
    m_charts[1]->addSeries(m_nodes);
    m_charts[2]->addSeries(m_time);
    m_charts[3]->addSeries(m_branching);
    for (int i = 0; i < 4; ++i) {
        auto* x = new QValueAxis;
        x->setTitleText(tr("Depth"));
        m_charts[i]->addAxis(x, Qt::AlignBottom);
        QAbstractAxis* y = nullptr;
        if (i == 1) {
            y = makeLogAxis(QString());
        } else {
            y = new QValueAxis;
        }
        m_charts[i]->addAxis(y, Qt::AlignLeft);
        for (QAbstractSeries* s : m_charts[i]->series()) {
            s->attachAxis(x);
            s->attachAxis(y);
        }
    }
    connect(m_charts[0], &QChart::plotAreaChanged, this, &DepthChart::placeLabels);

    auto* exportButton = new QPushButton(tr("Export PNG…"), this);
    connect(exportButton, &QPushButton::clicked, this, &DepthChart::exportClicked);
    auto* buttons = new QHBoxLayout;
    buttons->addStretch(1);
    buttons->addWidget(exportButton);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addLayout(grid, 1);
    layout->addLayout(buttons);

    m_throttle->setSingleShot(true);
    m_throttle->setInterval(kRedrawThrottleMs);
    connect(m_throttle, &QTimer::timeout, this, &DepthChart::refreshIfShown);
    refreshNow();
}

double DepthChart::plottedScore(const EngineInfo& info) {
    if (info.isMate) return (info.mateMoves > 0 ? kMateClampCp : -kMateClampCp) / 100.0;
    return std::clamp(info.scoreCp, -kMateClampCp, kMateClampCp) / 100.0;
}

void DepthChart::reset(const Position& pos) {
    m_root = pos;
    m_log.clear();
    if (isVisible() || !m_stale) refreshNow(); // hidden and stale already: showEvent refreshes
}

void DepthChart::refreshIfShown() {
    if (isVisible()) refreshNow();
    else m_stale = true;
}

void DepthChart::showEvent(QShowEvent* event) {
    QWidget::showEvent(event);
    if (m_stale) refreshNow();
}

void DepthChart::addInfo(const EngineInfo& info) {
    if (m_log.add(info) != IterationLog::Change::None && !m_throttle->isActive()) m_throttle->start();
}

QStringList DepthChart::moveLabels() const {
    QStringList out;
    for (const auto* l : m_labels) out << l->text();
    return out;
}

void DepthChart::refreshNow() {
    m_throttle->stop();
    m_stale = false;
    QList<QPointF> score, mates, nodes, time, ebf;
    double lo = 0, hi = 0, maxTime = 0, maxEbf = 0;
    quint64 maxNodes = 10;
    for (int r = 0; r < m_log.size(); ++r) {
        const EngineInfo& info = m_log.at(r);
        const double s = plottedScore(info);
        score << QPointF(info.depth, s);
        if (info.isMate) mates << QPointF(info.depth, s);
        lo = std::min(lo, s);
        hi = std::max(hi, s);
        const quint64 n = std::max<quint64>(IterationLog::nodesOf(info), 1);
        nodes << QPointF(info.depth, double(n));
        maxNodes = std::max(maxNodes, n);
        time << QPointF(info.depth, double(info.timeMs) / 1000.0);
        maxTime = std::max(maxTime, double(info.timeMs) / 1000.0);
        if (const auto b = m_log.branchingFactor(r)) {
            ebf << QPointF(info.depth, *b);
            maxEbf = std::max(maxEbf, *b);
        }
    }
    m_score->replace(score);
    m_mates->replace(mates);
    m_nodes->replace(nodes);
    m_time->replace(time);
    m_branching->replace(ebf);
    const double firstDepth = m_log.size() ? m_log.at(0).depth : 1;
    const double lastDepth = m_log.size() ? m_log.at(m_log.size() - 1).depth : 2;
    for (auto* chart : m_charts) {
        auto* x = qobject_cast<QValueAxis*>(chart->axes(Qt::Horizontal).value(0));
        if (x) fitValueAxis(x, firstDepth, std::max(lastDepth, firstDepth + 1), true);
    }
    fitValueAxis(qobject_cast<QValueAxis*>(m_charts[0]->axes(Qt::Vertical).value(0)), lo, hi, false);
    fitLogAxis(qobject_cast<QLogValueAxis*>(m_charts[1]->axes(Qt::Vertical).value(0)), double(maxNodes));
    fitValueAxis(qobject_cast<QValueAxis*>(m_charts[2]->axes(Qt::Vertical).value(0)), 0, maxTime, false);
    fitValueAxis(qobject_cast<QValueAxis*>(m_charts[3]->axes(Qt::Vertical).value(0)), 0,
                 std::max(maxEbf, 1.0), false);

    // Best-move labels: one text item per depth in the score chart's scene.
    while (m_labels.size() > m_log.size()) delete m_labels.takeLast();
    while (m_labels.size() < m_log.size()) {
        auto* item = new QGraphicsSimpleTextItem(m_charts[0]);
        QFont font = item->font();
        font.setPointSizeF(font.pointSizeF() * 0.85);
        item->setFont(font);
        item->setZValue(10);
        m_labels << item;
    }
    for (int r = 0; r < m_log.size(); ++r) {
        const EngineInfo& info = m_log.at(r);
        QString text = info.pv.isEmpty() ? QString() : moveText(m_root, info.pv.first());
        if (info.isMate) text += QStringLiteral(" (%1)").arg(scoreText(info));
        m_labels[r]->setText(text);
    }
    placeLabels();
}

// Puts each best-move label just above its point (below it for points near the top).
void DepthChart::placeLabels() {
    const QRectF area = m_charts[0]->plotArea();
    for (int r = 0; r < m_labels.size() && r < m_log.size(); ++r) {
        const EngineInfo& info = m_log.at(r);
        const QPointF p = m_charts[0]->mapToPosition(QPointF(info.depth, plottedScore(info)), m_score);
        const QRectF box = m_labels[r]->boundingRect();
        double y = p.y() - box.height() - 3;
        if (y < area.top()) y = p.y() + 4;
        // Alternate heights when points are close so neighbouring labels do not overlap.
        if (r % 2 == 1 && m_labels.size() > 6) y += (y < p.y() ? -box.height() : box.height());
        m_labels[r]->setPos(p.x() - box.width() / 2, y);
        m_labels[r]->setVisible(area.adjusted(-20, -20, 20, 20).contains(p));
    }
}

bool DepthChart::exportPng(const QString& fileName) {
    refreshNow();
    QImage image(size() * 2, QImage::Format_ARGB32);
    image.setDevicePixelRatio(2);
    image.fill(Qt::white);
    QPainter painter(&image);
    for (auto* view : m_views) view->render(&painter, QRectF(view->geometry()));
    painter.end();
    return image.save(fileName, "PNG");
}

void DepthChart::exportClicked() {
    const QString file = QFileDialog::getSaveFileName(this, tr("Export charts"), tr("depth-progression.png"),
                                                      tr("PNG images (*.png)"));
    if (file.isEmpty()) return;
    if (!exportPng(file))
        QMessageBox::warning(this, tr("Export charts"), tr("Could not write %1.").arg(file));
}

} // namespace eschess::app
