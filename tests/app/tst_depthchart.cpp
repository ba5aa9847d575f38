// Depth progression charts: one point per completed depth in each chart, mates clamped and
// marked, the best move of each depth as a label, PNG export; the log axis every node chart uses
// and the whole-number axis every counting chart uses.
#include "app/ui/evalgraph.h"
#include "app/ui/integeraxis.h"
#include "app/ui/logaxis.h"
#include "app/ui/search/depthchart.h"

#include <QChart>
#include <QChartView>
#include <QImage>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QScatterSeries>
#include <QTemporaryDir>
#include <QValueAxis>
#include <QtTest>

#include <cmath>

using namespace eschess;
using namespace eschess::app;

namespace {
EngineInfo iteration(int depth, int cp, quint64 nodes, qint64 ms, Move best) {
    EngineInfo info;
    info.depth = depth;
    info.scoreCp = cp;
    info.nodes = nodes;
    info.timeMs = ms;
    info.pv = {best};
    info.hasStats = true;
    info.stats.depth = depth;
    info.stats.nodes = nodes;
    return info;
}
} // namespace

class TestDepthChart : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase() { Position::init(); }

    void pointsLabelsAndMates() {
        DepthChart chart;
        chart.resize(700, 500);
        chart.reset(Position());
        chart.addInfo(iteration(1, 30, 21, 1, Move(SqE2, SqE4)));
        chart.addInfo(iteration(2, 5, 400, 3, Move(SqE2, SqE4)));
        chart.addInfo(iteration(3, 25, 3000, 20, Move(SqD2, SqD4)));
        EngineInfo mate = iteration(4, 0, 24000, 250, Move(SqG1, SqF3));
        mate.isMate = true;
        mate.mateMoves = 3;
        chart.addInfo(mate);
        EngineInfo second = iteration(4, -50, 1, 1, Move(SqA2, SqA3));
        second.multiPv = 2; // not the main line: ignored
        chart.addInfo(second);
        chart.refreshNow();

        QCOMPARE(chart.scoreSeries()->count(), 4);
        QCOMPARE(chart.scoreSeries()->at(0), QPointF(1, 0.30));
        QCOMPARE(chart.scoreSeries()->at(3).y(), DepthChart::kMateClampCp / 100.0);
        QCOMPARE(chart.mateSeries()->count(), 1);
        QCOMPARE(chart.mateSeries()->at(0), QPointF(4, 10.0));
        QCOMPARE(chart.nodesSeries()->count(), 4);
        QCOMPARE(chart.nodesSeries()->at(2), QPointF(3, 3000));
        QCOMPARE(chart.timeSeries()->at(3), QPointF(4, 0.25));
        // Branching factor from depth 2 on: 400/21, 3000/400, 24000/3000.
        QCOMPARE(chart.branchingSeries()->count(), 3);
        QCOMPARE(chart.branchingSeries()->at(1), QPointF(3, 7.5));
        QCOMPARE(chart.moveLabels(), QStringList({"e4", "e4", "d4", "Nf3 (#3)"}));
        // The nodes chart's axis is the shared log axis, fitted to 24,000 nodes: 1 to 10^5.
        QLogValueAxis* nodesAxis = nullptr;
        for (QAbstractAxis* a : chart.nodesSeries()->attachedAxes())
            if (auto* log = qobject_cast<QLogValueAxis*>(a)) nodesAxis = log;
        QVERIFY(nodesAxis);
        QCOMPARE(nodesAxis->labelFormat(), QStringLiteral("%.0e"));
        QCOMPARE(nodesAxis->base(), 10.0);
        QCOMPARE(nodesAxis->min(), 1.0);
        QCOMPARE(nodesAxis->max(), 1e5);

        EngineInfo mated = mate;
        mated.mateMoves = -2;
        QCOMPARE(DepthChart::plottedScore(mated), -10.0);
        EngineInfo huge = iteration(5, 4000, 1, 1, Move(SqE2, SqE4));
        QCOMPARE(DepthChart::plottedScore(huge), 10.0);

        chart.reset(Position());
        QCOMPARE(chart.scoreSeries()->count(), 0);
        QVERIFY(chart.moveLabels().isEmpty());
    }

    void logAxisCoversWholePowers_data() {
        QTest::addColumn<double>("maxValue");
        QTest::addColumn<double>("base");
        QTest::addColumn<double>("top");
        QTest::newRow("nothing yet") << 0.0 << 10.0 << 10.0;
        QTest::newRow("nine") << 9.0 << 10.0 << 10.0;
        QTest::newRow("ten") << 10.0 << 10.0 << 100.0;
        QTest::newRow("minimax depth 3 (70,119)") << 70119.0 << 10.0 << 1e5;
        QTest::newRow("six decades: base 100") << 100000.0 << 100.0 << 1e6;
        QTest::newRow("minimax depth 4 (2,342,944)") << 2342944.0 << 100.0 << 1e8;
    }

    void logAxisCoversWholePowers() {
        QFETCH(double, maxValue);
        QFETCH(double, base);
        QFETCH(double, top);
        QLogValueAxis* axis = makeLogAxis(QStringLiteral("Nodes"));
        QCOMPARE(axis->titleText(), QStringLiteral("Nodes"));
        fitLogAxis(axis, maxValue);
        QCOMPARE(axis->base(), base);
        QCOMPARE(axis->min(), 1.0);
        QCOMPARE(axis->max(), top);
        delete axis;
    }

    void integerAxisStepsByOneTwoFive_data() {
        QTest::addColumn<double>("span");
        QTest::addColumn<int>("maxIntervals");
        QTest::addColumn<int>("step");
        QTest::newRow("three plies") << 3.0 << 6 << 1;
        QTest::newRow("six plies") << 6.0 << 6 << 1;
        QTest::newRow("nine plies") << 9.0 << 6 << 2;
        QTest::newRow("37 games") << 37.0 << 8 << 5;
        QTest::newRow("depths 1-20 padded") << 20.0 << 8 << 5;
        QTest::newRow("100 moves") << 100.0 << 6 << 20;
        QTest::newRow("1,000 games") << 1000.0 << 8 << 200;
        QTest::newRow("empty") << 0.0 << 6 << 1;
        QTest::newRow("nonsense span") << double(INFINITY) << 6 << 1000000000;
    }

    void integerAxisStepsByOneTwoFive() {
        QFETCH(double, span);
        QFETCH(int, maxIntervals);
        QFETCH(int, step);
        QCOMPARE(integerTickStep(span, maxIntervals), step);
    }

    // What the user saw before: nine plies got ticks at 0, 2.25, 4.5, 6.75 and 9, labelled
    // "0 2 4 6 9". Now each tick is a whole number, so each label names the ply under it.
    void evalGraphLabelsWholePlies() {
        EvalGraph graph;
        QVector<QPointF> points;
        for (int ply = 1; ply <= 9; ++ply) points.append(QPointF(ply, 0.1 * ply));
        graph.setData(points, 9, 9);
        auto* view = graph.findChild<QChartView*>();
        QVERIFY(view);
        auto* x = qobject_cast<QValueAxis*>(view->chart()->axes(Qt::Horizontal).value(0));
        QVERIFY(x);
        QCOMPARE(x->min(), 0.0);
        QCOMPARE(x->max(), 9.0);
        QCOMPARE(x->tickType(), QValueAxis::TicksDynamic);
        QCOMPARE(x->tickInterval(), 2.0);
        QCOMPARE(std::fmod(x->tickAnchor(), x->tickInterval()), 0.0);
        QCOMPARE(x->labelFormat(), QStringLiteral("%d"));
    }

    void exportsPng() {
        DepthChart chart;
        chart.resize(600, 400);
        chart.addInfo(iteration(1, 30, 21, 1, Move(SqE2, SqE4)));
        chart.addInfo(iteration(2, 10, 400, 3, Move(SqE2, SqE4)));
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("chart.png"));
        QVERIFY(chart.exportPng(file));
        QImage image(file);
        QVERIFY(!image.isNull());
        QCOMPARE(image.size(), QSize(1200, 800));
        QVERIFY(!chart.exportPng(dir.filePath(QStringLiteral("no/such/dir/chart.png"))));
    }
};

QTEST_MAIN(TestDepthChart)
#include "tst_depthchart.moc"
