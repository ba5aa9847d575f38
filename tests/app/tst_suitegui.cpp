// The GUI flow of test suites: Tools menu → setup dialog → run → results table, summary and
// chart; junk in the saved settings does not break the dialog.
#include "app/core/enginecatalog.h"
#include "app/core/enginefactory.h"
#include "app/core/uciengine.h"
#include "app/ui/suite/suitepanel.h"
#include "app/ui/suite/suiteresultsmodel.h"
#include "app/ui/suite/suitesetupdialog.h"
#include "app/ui/suite/suitetools.h"
#include "matchtesthelpers.h"
#include "search/searcher.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QDockWidget>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMainWindow>
#include <QMenuBar>
#include <QRadioButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QtTest>

using namespace eschess;
using namespace eschess::app;

class TestSuiteGui : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        QCoreApplication::setOrganizationName(QStringLiteral("EschessTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_suitegui"));
        QSettings().clear();
    }

    void menuDialogResults() {
        if (familySearcherNames().isEmpty()) QSKIP("no family searcher registered in this build");
        const QString engine = familySearcherNames().contains(QStringLiteral("material"))
                                   ? QStringLiteral("material")
                                   : familySearcherNames().first();
        QMainWindow window;
        QMenu* tools = window.menuBar()->addMenu(QStringLiteral("Tools"));
        QMenu* view = window.menuBar()->addMenu(QStringLiteral("View"));
        EpdRecord opened;
        bool openedAny = false;
        SuitePanel* panel = installSuiteTools(&window, tools, view, [&](const EpdRecord& r) {
            opened = r;
            openedAny = true;
        });
        QAction* run = window.findChild<QAction*>(QStringLiteral("runSuiteAction"));
        QVERIFY(run);

        // Fill in the modal dialog once it is up: the engine, a fixed depth of 1, two jobs.
        bool filled = false;
        QTimer::singleShot(0, this, [&] {
            auto* dialog = qobject_cast<SuiteSetupDialog*>(QApplication::activeModalWidget());
            QVERIFY(dialog);
            auto* list = dialog->findChild<QListWidget*>();
            const auto items = list->findItems(engine, Qt::MatchExactly);
            QCOMPARE(items.size(), 1);
            items.first()->setCheckState(Qt::Checked);
            SuiteSetup s = dialog->setup();
            s.limit.kind = SuiteLimit::Kind::Depth;
            s.limit.depth = 1;
            s.jobs = 2;
            dialog->setSetup(s);
            filled = true;
            dialog->accept();
        });
        QSignalSpy finished(panel, &SuitePanel::runFinished);
        run->trigger();
        QVERIFY(filled);
        QVERIFY(finished.wait(60000));
        QCOMPARE(finished.first().first().toBool(), false);
        QCOMPARE(panel->resultsModel()->rowCount(), 24);
        // Summary: all + lever + tactical for one engine at one depth.
        QCOMPARE(panel->summaryModel()->rowCount(), 3);
        QCOMPARE(panel->summaryModel()->rows().front().positions, 24);
        QCOMPARE(panel->summaryModel()->rows()[1].positions, 12);
        auto* dock = window.findChild<QDockWidget*>(QStringLiteral("suiteDock"));
        QVERIFY(dock && !dock->isHidden());

        // The results model shows SAN for the expected moves of BK.01.
        bool sawBk01 = false;
        for (int row = 0; row < panel->resultsModel()->rowCount(); ++row) {
            const QModelIndex id = panel->resultsModel()->index(row, SuiteResultsModel::Id);
            if (id.data().toString() != QLatin1String("BK.01")) continue;
            sawBk01 = true;
            QCOMPARE(panel->resultsModel()->index(row, SuiteResultsModel::Expected).data().toString(), QStringLiteral("Qd1+"));
            QCOMPARE(panel->resultsModel()->index(row, SuiteResultsModel::Category).data().toString(), QStringLiteral("tactical"));
        }
        QVERIFY(sawBk01);

        // Export round trip.
        QTemporaryDir dir;
        QVERIFY(panel->exportCsv(dir.filePath(QStringLiteral("r.csv"))));
        QFile csv(dir.filePath(QStringLiteral("r.csv")));
        QVERIFY(csv.open(QIODevice::ReadOnly));
        QCOMPARE(csv.readAll().count('\n'), 25); // header + 24 rows
        QVERIFY(panel->exportJson(dir.filePath(QStringLiteral("r.json"))));
        Q_UNUSED(opened);
        Q_UNUSED(openedAny);
    }

    // The setup's "miss margin" box reaches the runner, and the results table shows the margin
    // of a miss: the strong engine takes a free queen where the record expects Ke2, so the
    // played move leads Ke2 by more than 600 cp ("+NNN cp vs Ke2"), with the reading in the
    // tool tip. The solved copy of the position gets no margin.
    void missMarginInTheTable() {
        const QString engine = QString::fromStdString(defaultSearcherName());
        if (engine.isEmpty()) QSKIP("no family searcher registered in this build");
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("queen.epd"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("4k3/8/8/3q4/8/8/3R4/4K3 w - - bm Ke2; id \"free.queen\";\n"
                   "4k3/8/8/3q4/8/8/3R4/4K3 w - - bm Rxd5; id \"take.it\";\n");
        file.close();
        QMainWindow window;
        SuitePanel* panel = installSuiteTools(&window, nullptr, nullptr, nullptr);
        SuiteSetup setup;
        setup.suiteName = QStringLiteral("queen");
        setup.suiteSource = path;
        setup.engineSpecs = {engine};
        setup.limit.kind = SuiteLimit::Kind::Nodes;
        setup.limit.nodes = 20000;
        setup.missMargins = true;
        QSignalSpy finished(panel, &SuitePanel::runFinished);
        QVERIFY2(panel->run(setup), qPrintable(panel->errorString()));
        QVERIFY(finished.wait(60000));
        SuiteResultsModel* model = panel->resultsModel();
        QCOMPARE(model->rowCount(), 2);
        bool sawMiss = false;
        for (int row = 0; row < 2; ++row) {
            const QString id = model->index(row, SuiteResultsModel::Id).data().toString();
            const QModelIndex margin = model->index(row, SuiteResultsModel::Margin);
            if (id == QLatin1String("take.it")) {
                QVERIFY(margin.data().toString().isEmpty());
                continue;
            }
            sawMiss = true;
            const QString text = margin.data().toString();
            QVERIFY2(text.startsWith(QLatin1Char('+')) && text.endsWith(QLatin1String(" cp vs Ke2")),
                     qPrintable(text));
            QVERIFY2(text.section(QLatin1Char(' '), 0, 0).toInt() > 600, qPrintable(text));
            QCOMPARE(margin.data(Qt::UserRole).toInt(), *model->resultAt(row).missMarginCp);
            const QString tip = margin.data(Qt::ToolTipRole).toString();
            QVERIFY2(tip.contains(QLatin1String("Rxd5")) && tip.contains(QLatin1String("evaluation prefers")),
                     qPrintable(tip));
        }
        QVERIFY(sawMiss);
        QCOMPARE(model->headerData(SuiteResultsModel::Margin, Qt::Horizontal, Qt::DisplayRole).toString(),
                 QStringLiteral("Miss margin"));
    }

    // The box is saved with the rest of the setup, and a depth sweep (which measures no
    // margin) greys it out.
    void missMarginSetting() {
        SuiteSetupDialog dialog(familySearcherNames());
        auto* box = dialog.findChild<QCheckBox*>();
        QVERIFY(box);
        SuiteSetup s = loadSuiteSetup();
        QVERIFY(!s.missMargins); // off unless asked for
        s.missMargins = true;
        dialog.setSetup(s);
        QVERIFY(box->isChecked() && box->isEnabled());
        saveSuiteSetup(dialog.setup());
        QVERIFY(loadSuiteSetup().missMargins);
        s.limit.kind = SuiteLimit::Kind::Sweep;
        dialog.setSetup(s);
        QVERIFY(!box->isEnabled());
        s.missMargins = false;
        dialog.setSetup(s);
        saveSuiteSetup(dialog.setup());
        QVERIFY(!loadSuiteSetup().missMargins);
    }

    // An engine that crashes on every second search (fakeuci "crash 1") is restarted for each
    // next position, so the run goes through all 24 positions; its failures stay under the
    // score line at the end instead of flashing by between results.
    void engineFailuresStayInTheScoreLine() {
        SuitePanel panel([](const QString& name, QString*) -> std::optional<SuiteEngine> {
            return SuiteEngine{name, [spec = testing::fake(QStringLiteral("crash 1"))](QObject* parent) {
                                   return createEngine(spec, parent);
                               }};
        });
        SuiteSetup setup;
        setup.suiteName = QStringLiteral("bk");
        setup.suiteSource = QStringLiteral("bk");
        setup.engineSpecs = {QStringLiteral("fake")};
        setup.limit.kind = SuiteLimit::Kind::Depth;
        setup.limit.depth = 1;
        QSignalSpy finished(&panel, &SuitePanel::runFinished);
        QVERIFY2(panel.run(setup), qPrintable(panel.errorString()));
        QVERIFY(finished.wait(60000));
        QCOMPARE(int(panel.runner()->results().size()), 24);
        QString text;
        for (const QLabel* label : panel.findChildren<QLabel*>())
            if (label->text().contains(QStringLiteral("fake: "))) text = label->text();
        QVERIFY2(text.contains(QStringLiteral("Engine fake failed 12 time")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("Restarted for the next position each time.")),
                 qPrintable(text));
        panel.runner()->quitEngines();
        UciEngine::waitForQuitProcesses(2000);
    }

    void junkSettingsAreIgnored() {
        QSettings settings;
        settings.setValue(QStringLiteral("suite/limitKind"), QStringLiteral("banana"));
        settings.setValue(QStringLiteral("suite/depth"), -40);
        settings.setValue(QStringLiteral("suite/bkScale"), QStringLiteral("nan"));
        settings.setValue(QStringLiteral("suite/jobs"), QStringLiteral("\x01\x02"));
        const SuiteSetup loaded = loadSuiteSetup();
        QCOMPARE(loaded.limit.kind, SuiteLimit::Kind::MoveTime); // "banana" reads as 0
        QCOMPARE(loaded.limit.depth, 1);                          // -40 clamped
        QCOMPARE(loaded.jobs, 1);
        QCOMPARE(loaded.bkScale, 1.0); // "nan" is not a scale
        SuiteSetupDialog dialog(familySearcherNames());
        SuiteSetup s = loaded;
        s.limit.kind = SuiteLimit::Kind::Depth;
        s.limit.depth = 999; // out of range: clamped by the widgets
        dialog.setSetup(s);
        QCOMPARE(dialog.setup().limit.depth, 64);
        saveSuiteSetup(dialog.setup());
        QCOMPARE(loadSuiteSetup().limit.depth, 64);

        // The node limit goes through the dialog and the settings; a junk count reads as the
        // default, one beyond the spin box's range is clamped.
        settings.setValue(QStringLiteral("suite/nodes"), QStringLiteral("many"));
        QCOMPARE(loadSuiteSetup().limit.nodes, quint64(1000000));
        s.limit.kind = SuiteLimit::Kind::Nodes;
        s.limit.nodes = 13000000;
        dialog.setSetup(s);
        QCOMPARE(dialog.setup().limit.kind, SuiteLimit::Kind::Nodes);
        QCOMPARE(dialog.setup().limit.nodes, quint64(13000000));
        saveSuiteSetup(dialog.setup());
        QCOMPARE(loadSuiteSetup().limit.kind, SuiteLimit::Kind::Nodes);
        QCOMPARE(loadSuiteSetup().limit.nodes, quint64(13000000));
        s.limit.nodes = 5'000'000'000;
        dialog.setSetup(s);
        QCOMPARE(dialog.setup().limit.nodes, quint64(2000000000));
        settings.setValue(QStringLiteral("suite/limitKind"), 4); // no such kind
        QCOMPARE(loadSuiteSetup().limit.kind, SuiteLimit::Kind::MoveTime);
    }
};

QTEST_MAIN(TestSuiteGui)
#include "tst_suitegui.moc"
