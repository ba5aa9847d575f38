// The GUI flow of test suites: Tools menu → setup dialog → run → results table, summary and
// chart; junk in the saved settings does not break the dialog.
#include "app/core/enginecatalog.h"
#include "app/ui/suite/suitepanel.h"
#include "app/ui/suite/suiteresultsmodel.h"
#include "app/ui/suite/suitesetupdialog.h"
#include "app/ui/suite/suitetools.h"

#include <QAction>
#include <QApplication>
#include <QDockWidget>
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
