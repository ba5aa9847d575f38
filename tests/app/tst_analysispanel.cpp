// The analysis dock's engine list: Eschess's own searchers and the external UCI engines of
// Tools ▸ Engines (refreshed when the list opens); analysing with an external one shows its
// lines, as many as asked for, and says so when the engine shows fewer; an engine removed from the
// list is said so, not started.
#include "app/core/analysiscontroller.h"
#include "app/core/enginecatalog.h"
#include "app/core/enginestore.h"
#include "app/core/settings.h"
#include "app/core/uciengine.h"
#include "app/ui/analysispanel.h"

#include <QComboBox>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace eschess;
using namespace eschess::app;

namespace {

ExternalEngine fakeEngine(const QString& name) {
    ExternalEngine e;
    e.name = name;
    e.program = QStringLiteral(FAKEUCI_PATH);
    e.arguments = {QStringLiteral("normal"), QStringLiteral("--multipv")};
    return e;
}

} // namespace

class TestAnalysisPanel : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("EschessTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_analysispanel"));
        QSettings().clear();
        Position::init();
    }

    void cleanupTestCase() { UciEngine::waitForQuitProcesses(2000); }

    // Our own searchers, weakest first, then the configured engines, then the well-known ones
    // installed on this machine (none of them twice).
    void listsOwnAndExternalEngines() {
        Settings().setExternalEngines({fakeEngine(QStringLiteral("Fake"))});
        AnalysisController analysis;
        AnalysisPanel panel(&analysis);
        QComboBox* box = panel.engineBox();
        const QStringList own = familySearcherNames();
        const QList<ExternalEngine> installed = EngineStore::discover();
        QCOMPARE(box->count(), own.size() + 1 + installed.size());
        for (int i = 0; i < own.size(); ++i) QCOMPARE(box->itemText(i), own[i]);
        QCOMPARE(box->itemText(own.size()), QStringLiteral("Fake (UCI)"));
        for (int i = 0; i < installed.size(); ++i)
            QCOMPARE(box->itemText(own.size() + 1 + i), installed[i].name + QStringLiteral(" (UCI)"));
        QCOMPARE(box->currentIndex(), own.size() - 1); // the strongest of our own by default

        // A second engine added meanwhile shows when the list is refreshed (as it opens); the
        // choice stays.
        const ExternalEngine fake = fakeEngine(QStringLiteral("Fake"));
        ExternalEngine other = fakeEngine(QStringLiteral("Other"));
        other.arguments.append(QStringLiteral("--name")); // another spec of the same program
        other.arguments.append(QStringLiteral("Other"));
        Settings().setExternalEngines({fake, other});
        box->setCurrentIndex(own.size());
        panel.refreshEngines();
        QCOMPARE(box->count(), own.size() + 2 + installed.size());
        QCOMPARE(box->currentText(), QStringLiteral("Fake (UCI)"));
        // Removed: back to our strongest.
        Settings().setExternalEngines({other});
        panel.refreshEngines();
        QCOMPARE(box->count(), own.size() + 1 + installed.size());
        QCOMPARE(box->currentIndex(), own.size() - 1);
    }

    // The choice as the settings keep it: a searcher's name, or "uci:" and an external engine's
    // name; a saved engine no longer there leaves the choice alone.
    void theChoiceIsKeptByName() {
        Settings().setExternalEngines({fakeEngine(QStringLiteral("Fake"))});
        AnalysisController analysis;
        AnalysisPanel panel(&analysis);
        const QString strongest = familySearcherNames().last();
        QCOMPARE(panel.chosenEngine(), strongest);
        panel.chooseEngine(QStringLiteral("uci:Fake"));
        QCOMPARE(panel.engineBox()->currentText(), QStringLiteral("Fake (UCI)"));
        QCOMPARE(panel.chosenEngine(), QStringLiteral("uci:Fake"));
        panel.chooseEngine(QStringLiteral("minimax"));
        QCOMPARE(panel.engineBox()->currentText(), QStringLiteral("minimax"));
        QCOMPARE(panel.chosenEngine(), QStringLiteral("minimax"));
        panel.chooseEngine(QStringLiteral("uci:Unknown"));
        QCOMPARE(panel.chosenEngine(), QStringLiteral("minimax"));
        // Only chosen, not started: the engine starts with the analysis.
        QVERIFY(!analysis.engine());
        panel.chooseEngine(QStringLiteral("uci:Fake"));
        QVERIFY(panel.startAnalysis());
        QVERIFY(qobject_cast<const UciEngine*>(analysis.engine()));
        analysis.stop();
    }

    // A configured engine that runs an installed program stands for it: listed once.
    void anInstalledEngineIsListedOnce() {
        QTemporaryDir dir;
        const QString program = dir.filePath(QStringLiteral("stockfish"));
        QVERIFY(QFile::copy(QStringLiteral(FAKEUCI_PATH), program));
        QCOMPARE(EngineStore::discover(dir.path()).size(), 1);
        ExternalEngine mine = fakeEngine(QStringLiteral("My Stockfish"));
        mine.program = program;
        const QList<ExternalEngine> both = EngineStore::available({fakeEngine(QStringLiteral("Fake"))}, dir.path());
        QCOMPARE(both.size(), 2);
        QCOMPARE(both[0].name, QStringLiteral("Fake"));
        QCOMPARE(both[1].name, QStringLiteral("Stockfish"));
        const QList<ExternalEngine> once = EngineStore::available({mine}, dir.path());
        QCOMPARE(once.size(), 1);
        QCOMPARE(once[0].name, QStringLiteral("My Stockfish"));
    }

    void analysesWithAnExternalEngine() {
        Settings().setExternalEngines({fakeEngine(QStringLiteral("Fake"))});
        AnalysisController analysis;
        analysis.setMultiPv(3);
        AnalysisPanel panel(&analysis);
        panel.engineBox()->setCurrentIndex(panel.engineBox()->findText(QStringLiteral("Fake (UCI)")));
        panel.startButton()->click();
        QVERIFY(analysis.isRunning());
        QVERIFY(analysis.engine());
        const auto* engine = qobject_cast<const UciEngine*>(analysis.engine());
        QVERIFY(engine);
        QCOMPARE(engine->config().program, QStringLiteral(FAKEUCI_PATH));
        QTRY_COMPARE_WITH_TIMEOUT(panel.lineCount(), 3, 10000);
        for (int row = 0; row < 3; ++row) QVERIFY(!panel.lineText(row, 4).isEmpty());
        panel.startButton()->click();
        QVERIFY(!analysis.isRunning());
        QTRY_VERIFY_WITH_TIMEOUT(analysis.engine()->state() == Engine::State::Idle, 10000);
    }

    // An engine that shows fewer lines than the Lines box asks for says so above the lines
    // (it used to show fewer without a word): an external engine without the MultiPV option,
    // one whose option allows fewer, and the family's simpler searchers; none when it can.
    void saysWhenTheEngineShowsFewerLines() {
        ExternalEngine single = fakeEngine(QStringLiteral("Single"));
        single.arguments = {QStringLiteral("normal")}; // no MultiPV option
        ExternalEngine four = fakeEngine(QStringLiteral("Four"));
        four.arguments = {QStringLiteral("normal"), QStringLiteral("--multipv"), QStringLiteral("--again")}; // max 4
        Settings().setExternalEngines({single, four});
        AnalysisController analysis;
        analysis.setMultiPv(3);
        AnalysisPanel panel(&analysis);
        QVERIFY(panel.linesNote().isEmpty());

        panel.engineBox()->setCurrentIndex(panel.engineBox()->findText(QStringLiteral("Single (UCI)")));
        panel.startButton()->click();
        QTRY_COMPARE_WITH_TIMEOUT(panel.lineCount(), 1, 10000);
        QTRY_VERIFY_WITH_TIMEOUT(panel.linesNote().contains(QStringLiteral("at most 1 line")), 10000);
        QVERIFY(panel.linesNote().startsWith(analysis.engine()->name()));
        panel.startButton()->click();
        QTRY_VERIFY_WITH_TIMEOUT(analysis.engine()->state() == Engine::State::Idle, 10000);

        panel.engineBox()->setCurrentIndex(panel.engineBox()->findText(QStringLiteral("Four (UCI)")));
        panel.startButton()->click();
        QTRY_COMPARE_WITH_TIMEOUT(panel.lineCount(), 3, 10000);
        QVERIFY(panel.linesNote().isEmpty());
        analysis.setMultiPv(5); // what the Lines box does
        QTRY_COMPARE_WITH_TIMEOUT(panel.lineCount(), 4, 10000);
        QVERIFY(panel.linesNote().contains(QStringLiteral("at most 4 line")));
        panel.startButton()->click();
        QTRY_VERIFY_WITH_TIMEOUT(analysis.engine()->state() == Engine::State::Idle, 10000);

        // Our own: the simple minimax follows one line; the strongest shows all that are asked.
        panel.chooseEngine(QStringLiteral("minimax"));
        panel.startButton()->click();
        QVERIFY(analysis.isRunning());
        QCOMPARE(analysis.engine()->name(), QStringLiteral("minimax"));
        QVERIFY(panel.linesNote().contains(QStringLiteral("at most 1 line")));
        panel.startButton()->click();
        // Another engine chosen while idle: the note no longer speaks of minimax.
        panel.chooseEngine(familySearcherNames().last());
        emit panel.engineBox()->activated(panel.engineBox()->currentIndex());
        QVERIFY(panel.linesNote().isEmpty());
        panel.startButton()->click();
        QVERIFY(panel.linesNote().isEmpty());
        panel.startButton()->click();
    }

    void aRemovedEngineIsNotStarted() {
        Settings().setExternalEngines({fakeEngine(QStringLiteral("Gone"))});
        AnalysisController analysis;
        AnalysisPanel panel(&analysis);
        panel.engineBox()->setCurrentIndex(panel.engineBox()->findText(QStringLiteral("Gone (UCI)")));
        Settings().setExternalEngines({}); // removed in another window, the list not yet reopened
        panel.startButton()->click();
        QVERIFY(!analysis.isRunning());
        QVERIFY(!panel.startButton()->isChecked());
        QVERIFY(!analysis.engine());
    }
};

QTEST_MAIN(TestAnalysisPanel)
#include "tst_analysispanel.moc"
