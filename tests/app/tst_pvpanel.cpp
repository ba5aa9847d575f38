// The PV panel: lines in SAN with numbers, the best-move history with its changes, and the
// preview position a hovered move asks for.
#include "app/core/analysiscontroller.h"
#include "app/core/gamecontroller.h"
#include "app/core/search/pvtracker.h"
#include "app/ui/boardwidget.h"
#include "app/ui/mainwindow.h"
#include "app/ui/search/pvpanel.h"
#include "app/ui/search/statspanel.h"
#include "notation/uci_move.h"

#include <QAction>
#include <QDockWidget>
#include <QLabel>
#include <QStandardPaths>
#include <QTableWidget>
#include <QtTest>

using namespace eschess;
using namespace eschess::app;

Q_DECLARE_METATYPE(std::optional<eschess::Position>)

namespace {
EngineInfo line(const Position& root, int depth, int multiPv, int cp,
                std::initializer_list<const char*> moves) {
    EngineInfo info;
    info.depth = depth;
    info.seldepth = depth;
    info.multiPv = multiPv;
    info.scoreCp = cp;
    info.timeMs = depth * 100;
    info.nodes = quint64(depth) * 1000;
    Position p = root;
    for (const char* m : moves) {
        auto mv = parseUciMove(p, m);
        if (!mv.ok()) qFatal("bad test move %s", m);
        info.pv.append(*mv);
        p.makeMove(*mv);
    }
    return info;
}
} // namespace

class TestPvPanel : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true); // the main window's settings go to a test location
        Position::init();
        qRegisterMetaType<std::optional<Position>>();
    }

    void history() {
        const Position start;
        PvTracker t;
        t.reset(start);
        t.addInfo(line(start, 1, 1, 20, {"e2e4"}));
        t.addInfo(line(start, 2, 1, 10, {"e2e4", "e7e5"}));
        t.addInfo(line(start, 3, 1, 30, {"d2d4", "d7d5", "c2c4"}));
        EngineInfo failHigh = line(start, 4, 1, 60, {"g1f3"});
        failHigh.bound = Bound::Lower; // not an iteration result
        t.addInfo(failHigh);
        t.addInfo(line(start, 4, 1, 35, {"d2d4", "g8f6"}));
        t.addInfo(line(start, 4, 2, 25, {"e2e4", "c7c5"}));
        QCOMPARE(t.history().size(), 4);
        QCOMPARE(t.history()[0].bestMoveText, QStringLiteral("e4"));
        QCOMPARE(t.history()[2].bestMoveText, QStringLiteral("d4"));
        QCOMPARE(t.history()[2].scoreText, QStringLiteral("+0.30"));
        QVERIFY(!t.history()[1].changed);
        QVERIFY(t.history()[2].changed);
        QVERIFY(!t.history()[3].changed);
        QCOMPARE(t.bestMoveChanges(), 1);
        QCOMPARE(t.lines().size(), 2);

        // The search stopped inside depth 5 repeats depth 4 with its total nodes and time: the
        // history keeps one row, and the time depth 4's move was found.
        EngineInfo final = line(start, 4, 1, 35, {"d2d4", "g8f6"});
        final.nodes = 9000;
        final.timeMs = 950;
        t.addInfo(final);
        QCOMPARE(t.history().size(), 4);
        QCOMPARE(t.history()[3].timeMs, qint64(400));
        QCOMPARE(t.lines().value(1).nodes, quint64(9000));
    }

    void panelShowsSanLinesAndPreviews() {
        auto pos = Position::fromFen("r1bqrnk1/pp2bppp/2p2n2/3p2B1/3P4/2NBPN2/PPQ2PPP/R4RK1 w - - 7 11");
        QVERIFY(pos.ok());
        PvPanel panel;
        panel.resize(500, 400);
        panel.reset(*pos);
        panel.addInfo(line(*pos, 5, 1, 45, {"g5f6", "e7f6", "e3e4"}));
        panel.addInfo(line(*pos, 5, 2, -12, {"a2a3", "f8g6"}));
        panel.refreshNow();
        QCOMPARE(panel.lineLabels().size(), 2);
        QTextDocument doc;
        doc.setHtml(panel.lineLabels()[0]->text());
        QCOMPARE(doc.toPlainText().simplified(), QStringLiteral("+0.45 11. Bxf6 Bxf6 12. e4"));
        doc.setHtml(panel.lineLabels()[1]->text());
        QCOMPARE(doc.toPlainText().simplified(), QStringLiteral("-0.12 11. a3 Ng6"));
        QVERIFY(panel.headerLabel()->text().contains(QStringLiteral("depth 5/5")));
        QCOMPARE(panel.historyTable()->rowCount(), 1);
        QCOMPARE(panel.historyTable()->item(0, 1)->text(), QStringLiteral("Bxf6"));

        QSignalSpy preview(&panel, &PvPanel::previewPosition);
        panel.hoverLink(QStringLiteral("pv:1:1")); // after Bxf6 Bxf6
        QCOMPARE(preview.count(), 1);
        const auto shown = preview.at(0).at(0).value<std::optional<Position>>();
        QVERIFY(shown.has_value());
        QCOMPARE(QString::fromStdString(shown->fen()),
                 QStringLiteral("r1bqrnk1/pp3ppp/2p2b2/3p4/3P4/2NBPN2/PPQ2PPP/R4RK1 w - - 0 12"));
        panel.hoverLink(QString()); // the mouse leaves the move
        QCOMPARE(preview.count(), 2);
        QVERIFY(!preview.at(1).at(0).value<std::optional<Position>>().has_value());
        panel.hoverLink(QStringLiteral("pv:1:9")); // beyond the line: nothing to preview
        QCOMPARE(preview.count(), 2);
    }

    void illegalPvIsCutNotCrashed() {
        const Position start;
        PvPanel panel;
        panel.reset(start);
        EngineInfo info = line(start, 2, 1, 0, {"e2e4"});
        info.pv.append(Move(SqE2, SqE4)); // not legal for Black: the line stops before it
        panel.addInfo(info);
        panel.refreshNow();
        QTextDocument doc;
        doc.setHtml(panel.lineLabels()[0]->text());
        QCOMPARE(doc.toPlainText().simplified(), QStringLiteral("+0.00 1. e4"));
    }

    // In the main window: the analysis feeds the search docks, and hovering a PV move previews
    // it on the main board.
    void mainWindowFeedsPanels() {
        if (searcherNames().empty()) QSKIP("no searcher registered");
        MainWindow w;
        for (const char* name : {"searchStatsDock", "pvDock", "depthChartDock", "searchTreeDock"})
            QVERIFY2(w.findChild<QDockWidget*>(QString::fromLatin1(name)), name);
        QVERIFY(w.findChild<QAction*>(QStringLiteral("actionCompareSearchers")));
        auto* pv = w.findChild<PvPanel*>();
        auto* stats = w.findChild<StatsPanel*>();
        QVERIFY(pv && stats);
        w.analysis()->start();
        QTRY_VERIFY_WITH_TIMEOUT(stats->model()->rowCount() >= 3, 15000);
        w.analysis()->stop();
        pv->refreshNow();
        QVERIFY(!pv->lineLabels().isEmpty());
        QVERIFY(!pv->tracker()->history().isEmpty());
        pv->hoverLink(QStringLiteral("pv:1:0"));
        QVERIFY(w.board()->isPreviewing());
        pv->hoverLink(QString());
        QVERIFY(!w.board()->isPreviewing());
        // The stopped analysis stays to be read until another game starts in the window.
        QVERIFY(stats->model()->rowCount() >= 3);
        w.game()->loadPosition(Position());
        QCOMPARE(stats->model()->rowCount(), 0);
        QVERIFY(pv->tracker()->history().isEmpty());
    }
};

QTEST_MAIN(TestPvPanel)
#include "tst_pvpanel.moc"
