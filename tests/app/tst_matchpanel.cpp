// The match dock and the engines dialog, offscreen: a short fake-engine match fills the results
// table, the games list and every chart; the engines dialog reads a UCI engine's options and
// builds a fitting widget for each, and keeps the list in the settings.
#include "app/ui/match/acpldialog.h"
#include "app/ui/match/enginesdialog.h"
#include "app/ui/match/matchpanel.h"
#include "matchtesthelpers.h"

#include <QAbstractSeries>
#include <QApplication>
#include <QChart>
#include <QTemporaryDir>
#include <QChartView>
#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QLineSeries>
#include <QListWidget>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableWidget>
#include <QtTest>

using namespace eschess;
using namespace eschess::app;
using namespace eschess::app::testing;

class TestMatchPanel : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        Position::init();
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("EschessTests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_matchpanel"));
        QSettings().clear();
    }

    void panelShowsAMatch() {
        MatchPanel panel;
        panel.resize(700, 700);
        panel.show();
        MatchSettings s;
        s.engine[0] = fake(QStringLiteral("normal --name Good"));
        s.engine[1] = fake(QStringLiteral("crash 3 --name Bad"));
        s.games = 8;
        s.concurrency = 2;
        s.timeControl = TimeControl::fixedDepth(1);
        s.sprt = SprtParams{0, 200, 0.05, 0.05};
        auto* runner = new MatchRunner(s);
        QSignalSpy finished(runner, &MatchRunner::finished);
        panel.setRunner(runner);
        QVERIFY(finished.wait(30000));
        UciEngine::waitForQuitProcesses(2000);
        auto* results = panel.findChildren<QTableWidget*>().at(0);
        QCOMPARE(results->item(2, 0)->text(), QStringLiteral("8")); // total wins
        QCOMPARE(results->item(0, 0)->text(), QStringLiteral("4")); // as White
        QCOMPARE(results->item(2, 3)->text(), QStringLiteral("1.000"));
        auto* games = panel.findChildren<QTableWidget*>().at(1);
        QCOMPARE(games->rowCount(), 8);
        int seriesWithFourPoints = 0;
        for (QChartView* view : panel.findChildren<QChartView*>())
            for (QAbstractSeries* series : view->chart()->series())
                if (auto* line = qobject_cast<QLineSeries*>(series); line && line->count() >= 4) ++seriesWithFourPoints;
        QVERIFY(seriesWithFourPoints >= 5); // elo, low, high, score, llr (+ bounds)
        bool summarised = false, decided = false;
        for (QLabel* l : panel.findChildren<QLabel*>()) {
            summarised |= l->text().contains(QStringLiteral("Score of Good vs Bad: 8 - 0 - 0")) &&
                          l->text().contains(QStringLiteral("Ptnml(0-2): [0, 0, 0, 0, 4]"));
            // The fourth pair won decides; no game was left running, so no second LLR line.
            decided |= l->text().contains(
                           QStringLiteral("SPRT: H1 accepted after game 8 – LLR 3.90 [-2.94, 2.94]")) &&
                       !l->text().contains(QStringLiteral("LLR over all"));
        }
        QVERIFY(summarised);
        QVERIFY(decided);
        panel.grab().save(QDir::temp().filePath(QStringLiteral("eschess_matchpanel.png")));
    }

    // A match resumed with more games: the results table counts the games of the state file, the
    // games list has the new ones, and the score chart goes on from the resumed score.
    void resumedMatchGoesOnFromTheStateFile() {
        QTemporaryDir dir;
        MatchSettings s;
        s.engine[0] = fake(QStringLiteral("normal --name Good"));
        s.engine[1] = fake(QStringLiteral("crash 3 --name Bad"));
        s.games = 2;
        s.timeControl = TimeControl::fixedDepth(1);
        s.pgnPath = dir.filePath(QStringLiteral("m.pgn"));
        s.statePath = dir.filePath(QStringLiteral("m.state"));
        {
            MatchRunner first(s);
            QSignalSpy finished(&first, &MatchRunner::finished);
            first.start();
            QVERIFY(finished.wait(30000));
            QCOMPARE(first.score().wins, 2);
        }
        s.games = 4;
        s.resume = true;
        MatchPanel panel;
        auto* runner = new MatchRunner(s);
        QSignalSpy finished(runner, &MatchRunner::finished);
        panel.setRunner(runner);
        QVERIFY(finished.wait(30000));
        UciEngine::waitForQuitProcesses(2000);
        QCOMPARE(runner->gamesResumed(), 2);
        QCOMPARE(runner->score().pairs,
                 (Pentanomial{{0, 0, 0, 0, 2}})); // the state file's pair and the new one
        auto* results = panel.findChildren<QTableWidget*>().at(0);
        QCOMPARE(results->item(2, 0)->text(), QStringLiteral("4"));
        QCOMPARE(panel.findChildren<QTableWidget*>().at(1)->rowCount(), 2);
        QLineSeries* score = nullptr;
        for (QChartView* view : panel.findChildren<QChartView*>())
            for (QAbstractSeries* series : view->chart()->series())
                if (series->objectName() == QLatin1String("scoreSeries")) score = qobject_cast<QLineSeries*>(series);
        QVERIFY(score);
        QCOMPARE(score->count(), 3);
        QCOMPARE(score->at(0), QPointF(2, 1.0)); // two wins: 2 points less 2/2
        QCOMPARE(score->at(2), QPointF(4, 2.0));
    }

    void enginesDialogReadsOptions() {
        {
            QSettings settings;
            EngineStore::save(settings, {ExternalEngine{QStringLiteral("fakeuci"), QStringLiteral(FAKEUCI_PATH), {}, {}, {}}});
        }
        EnginesDialog dialog;
        dialog.show();
        QCOMPARE(dialog.engines().size(), 1);
        auto* read = dialog.findChild<QPushButton*>();
        QVERIFY(read);
        QPushButton* readButton = nullptr;
        for (QPushButton* b : dialog.findChildren<QPushButton*>())
            if (b->text().contains(QStringLiteral("options"))) readButton = b;
        QVERIFY(readButton);
        readButton->click();
        auto* table = dialog.findChildren<QTableWidget*>().at(0);
        QTRY_COMPARE_WITH_TIMEOUT(table->rowCount(), 5, 5000);
        QVERIFY(qobject_cast<QSpinBox*>(table->cellWidget(0, 1)));  // Hash
        QVERIFY(qobject_cast<QCheckBox*>(table->cellWidget(1, 1))); // Ponder
        QVERIFY(qobject_cast<QComboBox*>(table->cellWidget(2, 1))); // Style
        QCOMPARE(dialog.engines().first().name, QStringLiteral("FakeUci")); // from `id name`
        qobject_cast<QSpinBox*>(table->cellWidget(0, 1))->setValue(64);
        dialog.accept();
        UciEngine::waitForQuitProcesses(2000);
        QSettings settings;
        const QList<ExternalEngine> saved = EngineStore::load(settings);
        QCOMPARE(saved.size(), 1);
        QCOMPARE(int(saved.first().options.size()), 1);
        QCOMPARE(saved.first().options[0].first, QStringLiteral("Hash"));
        QCOMPARE(saved.first().options[0].second, QStringLiteral("64"));
        QCOMPARE(saved.first().toSpec().toString(), QStringLiteral(FAKEUCI_PATH ",Hash=64"));
    }

    // Runs after enginesDialogReadsOptions: the fake engine is in the saved list as "FakeUci".
    void acplDialogShowsPlayers() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("g.pgn"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("[White \"Anna\"]\n[Black \"Bert\"]\n\n1. e4 e5 2. Nf3 Nc6 *\n");
        f.close();
        AcplDialog dialog;
        auto* referee = dialog.findChild<QComboBox*>();
        QVERIFY(referee);
        const int fakeIndex = referee->findText(QStringLiteral("FakeUci"));
        QVERIFY(fakeIndex >= 0);
        referee->setCurrentIndex(fakeIndex);
        QVERIFY(dialog.run(path));
        auto* table = dialog.findChild<QTableWidget*>();
        QTRY_COMPARE_WITH_TIMEOUT(table->rowCount(), 2, 10000);
        QCOMPARE(table->item(0, 0)->text(), QStringLiteral("Anna"));
        QVERIFY(table->item(0, 1)->text().endsWith(QStringLiteral("(2)")));
        QCOMPARE(dialog.findChild<QChartView*>()->chart()->series().size(), 1);
        AcplDialog other;
        QVERIFY(!other.run(dir.filePath(QStringLiteral("missing.pgn"))));
        bool said = false;
        for (QLabel* l : other.findChildren<QLabel*>()) said |= l->text().startsWith(QStringLiteral("Cannot read"));
        QVERIFY(said);
        UciEngine::waitForQuitProcesses(2000);
    }
};

QTEST_MAIN(TestMatchPanel)
#include "tst_matchpanel.moc"
