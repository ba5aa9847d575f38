// The tournament dock with a real (short) tournament of family searchers: the standings, the
// crosstable and the games table fill in as games finish, the rating chart gets a point per rated
// engine and game, a double-clicked game reaches the opener as PGN, and the dialog refuses a field
// of one engine and a state file that holds a run already. The board follows the tournament
// from its first game until the user chooses "none".
#include "app/ui/match/matchdialog.h"
#include "app/ui/timecontroledit.h"
#include "app/ui/tournament/tournamentdialog.h"
#include "app/ui/tournament/tournamentpanel.h"

#include "notation/pgn.h"

#include <QApplication>
#include <QComboBox>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QPointer>
#include <QScopeGuard>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QtTest>

using namespace eschess;
using namespace eschess::app;

namespace {

// A round robin of three family searchers at a fixed depth: seconds, not minutes.
TournamentSettings threeSearchers(int gamesPerPair, int depth, int maxMoves) {
    TournamentSettings s;
    for (const char* name : {"quiescence", "material", "alphabeta"}) {
        QString error;
        s.engines.push_back(*parseEngineSpec(QString::fromLatin1(name), &error));
    }
    s.gamesPerPair = gamesPerPair;
    s.timeControl = TimeControl::fixedDepth(depth);
    s.adjudication.maxMoves = maxMoves;
    return s;
}

} // namespace

class TestTournamentPanel : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase() {
        Position::init();
        QCoreApplication::setOrganizationName(QStringLiteral("eschess-test"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_tournamentpanel"));
        QStandardPaths::setTestModeEnabled(true);
    }

    void panelFollowsATournament() {
        const TournamentSettings s = threeSearchers(2, 1, 30);
        TournamentPanel panel;
        QString opened;
        panel.setOpener([&](const QString& pgn) { opened = pgn; });
        auto* runner = new TournamentRunner(s);
        QSignalSpy finished(runner, &TournamentRunner::finished);
        panel.setRunner(runner);
        QVERIFY(finished.wait(60000));
        QCOMPARE(runner->gamesPlayed(), 6);
        QCOMPARE(panel.standingsTable()->rowCount(), 3);
        QCOMPARE(panel.crosstableTable()->rowCount(), 3);
        QCOMPARE(panel.crosstableTable()->columnCount(), 5);
        QCOMPARE(panel.gamesTable()->rowCount(), 6);
        // The standings' points add up to the games played, and the first row has the most.
        double total = 0, first = panel.standingsTable()->item(0, 2)->text().toDouble();
        for (int r = 0; r < 3; ++r) {
            const double p = panel.standingsTable()->item(r, 2)->text().toDouble();
            QVERIFY(p <= first);
            total += p;
        }
        QCOMPARE(total, 6.0);
        // Each crosstable row: the player's points against each other one, 2 games each.
        for (int r = 0; r < 3; ++r) {
            int games = 0;
            for (int c = 2; c < 5; ++c) {
                const QString text = panel.crosstableTable()->item(r, c)->text();
                if (!text.isEmpty()) games += text.section(QLatin1Char('/'), 1).toInt();
            }
            QCOMPARE(games, 4);
        }
        // A chart point per rated engine and game at which the fit had finite ratings.
        for (const auto& points : panel.ratingHistory())
            for (const QPointF& p : points) QVERIFY(p.x() >= 1 && p.x() <= 6);
        emit panel.gamesTable()->cellDoubleClicked(2, 0);
        QVERIFY(opened.contains(QStringLiteral("[White \"")));
        QCOMPARE(int(readPgn(opened.toStdString()).games.size()), 1);
    }

    // The board follows a tournament from its first game; "none" is the user's word until a
    // game is chosen again (the panel once took the board back at the next game), and then the
    // next game in progress is shown when the chosen one ends.
    void watchingFollowsUntilNone() {
        const TournamentSettings s = threeSearchers(4, 2, 40);
        TournamentPanel panel;
        int positions = 0, cleared = 0;
        panel.setWatcher([&](const Game* game) { game ? ++positions : ++cleared; });
        GameWatchBox* box = panel.watchBox();
        auto* runner = new TournamentRunner(s);
        QSignalSpy finished(runner, &TournamentRunner::finished);
        panel.setRunner(runner);
        QTRY_VERIFY_WITH_TIMEOUT(panel.watchedGame(), 20000);
        QVERIFY(positions > 0);
        QVERIFY(box->following());

        box->setCurrentIndex(0);
        emit box->activated(0);
        QVERIFY(!panel.watchedGame());
        QCOMPARE(cleared, 1);
        QSignalSpy changed(&panel, &TournamentPanel::watchedGameChanged);
        const int playedAtNone = runner->gamesPlayed();
        QTRY_VERIFY_WITH_TIMEOUT(runner->gamesPlayed() >= playedAtNone + 2, 60000);
        QVERIFY2(changed.isEmpty(), "a game was shown again after the user chose none");
        QVERIFY(!panel.watchedGame());

        QTRY_VERIFY_WITH_TIMEOUT(box->count() > 1 || runner->gamesPlayed() == 12, 20000);
        QVERIFY2(box->count() > 1, "the tournament ended before a game could be chosen again");
        box->setCurrentIndex(1);
        emit box->activated(1);
        const QPointer<MatchGame> chosen = panel.watchedGame();
        QVERIFY(chosen);
        QCOMPARE(changed.size(), 1);
        QTRY_VERIFY_WITH_TIMEOUT(panel.watchedGame() && panel.watchedGame() != chosen.data(), 60000);
        // Each game followed is announced, so that the window's panels follow its engines.
        QCOMPARE(changed.last().at(0).value<MatchGame*>(), panel.watchedGame());
        QVERIFY(finished.wait(120000));
        QTRY_VERIFY_WITH_TIMEOUT(!panel.watchedGame(), 5000);
        QCOMPARE(runner->gamesPlayed(), 12);
    }

    void dialogRefusesBadSetups() {
        QTemporaryDir dir;
        TournamentDialog dialog(TournamentDialog::Mode::New);
        auto* error = dialog.findChild<QLabel*>(QStringLiteral("error"));
        QVERIFY(error);
        dialog.setEngines({QStringLiteral("minimax")});
        dialog.accept();
        QCOMPARE(dialog.result(), int(QDialog::Rejected));
        QVERIFY2(error->text().contains(QStringLiteral("two engines")), qPrintable(error->text()));
        // A state file that holds a run is not overwritten by a new tournament.
        const QString state = dir.filePath(QStringLiteral("t.state"));
        QFile f(state);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\"format\":\"eschess-run\"}\n");
        f.close();
        dialog.setEngines({QStringLiteral("minimax"), QStringLiteral("material")});
        const auto edits = dialog.findChildren<QLineEdit*>();
        for (QLineEdit* e : edits)
            if (e->placeholderText().contains(QStringLiteral(".state"))) e->setText(state);
        dialog.accept();
        QCOMPARE(dialog.result(), int(QDialog::Rejected));
        QVERIFY2(error->text().contains(QStringLiteral("holds a tournament already")),
                 qPrintable(error->text()));
    }

    // Tools ▸ Match… keeps a state file beside the PGN when the field is left empty; a second new
    // match to it is refused, and Tools ▸ Resume match… opens with everything that decides the
    // games (engines, limit, adjudication, the file) and plays only the games added.
    void matchDialogResumesTheLastMatch() {
        // The dialogs remember the last match; this test's must not reach the others.
        QSettings().remove(QStringLiteral("match"));
        const auto forget = qScopeGuard([] { QSettings().remove(QStringLiteral("match")); });
        QTemporaryDir dir;
        const QString pgn = dir.filePath(QStringLiteral("m.pgn"));
        auto play = [](const MatchSettings& s, QString* error) {
            auto runner = std::make_unique<MatchRunner>(s);
            int games = 0;
            QObject::connect(runner.get(), &MatchRunner::gameFinished, runner.get(), [&] { ++games; });
            QObject::connect(runner.get(), &MatchRunner::error, runner.get(), [&](const QString& e) { *error = e; });
            QSignalSpy finished(runner.get(), &MatchRunner::finished);
            runner->start();
            if (!finished.wait(60000)) *error = QStringLiteral("the match did not finish");
            return games;
        };
        {
            MatchDialog dialog(MatchDialog::Mode::New);
            for (const char* name : {"engine1", "engine2"}) {
                auto* combo = dialog.findChild<QComboBox*>(QLatin1String(name));
                QVERIFY(combo);
                combo->setCurrentIndex(combo->findData(name == QLatin1String("engine1") ? QStringLiteral("family:minimax")
                                                                                        : QStringLiteral("family:material")));
                QVERIFY(combo->currentIndex() >= 0);
            }
            auto* field = dialog.findChild<TimeControlEdit*>();
            QVERIFY(field);
            field->findChild<QComboBox*>()->setCurrentIndex(2); // a fixed depth…
            field->findChild<QLineEdit*>()->setText(QStringLiteral("1")); // … of one ply
            dialog.findChild<QSpinBox*>(QStringLiteral("games"))->setValue(2);
            dialog.findChild<QLineEdit*>(QStringLiteral("pgn"))->setText(pgn);
            QVERIFY(dialog.findChild<QLineEdit*>(QStringLiteral("state"))->text().isEmpty());
            dialog.findChild<QGroupBox*>(QStringLiteral("draw"))->setChecked(true);
            dialog.accept();
            QCOMPARE(dialog.result(), int(QDialog::Accepted));
            QCOMPARE(dialog.settings().statePath, pgn + QStringLiteral(".state"));
            QVERIFY(!dialog.settings().resume);
            QString error;
            QCOMPARE(play(dialog.settings(), &error), 2);
            QVERIFY2(error.isEmpty(), qPrintable(error));
        }
        {
            // A state file named that holds a run is refused for a new match …
            MatchDialog dialog(MatchDialog::Mode::New);
            auto* state = dialog.findChild<QLineEdit*>(QStringLiteral("state"));
            QVERIFY(state->text().isEmpty());
            state->setText(pgn + QStringLiteral(".state"));
            dialog.accept();
            QCOMPARE(dialog.result(), int(QDialog::Rejected));
            auto* error = dialog.findChild<QLabel*>(QStringLiteral("error"));
            QVERIFY2(error->text().contains(QStringLiteral("holds a match already")), qPrintable(error->text()));
            // … but with the field left empty, a new match into the same PGN file gets a state
            // file of its own beside it (not played here: Resume below wants the first one).
            MatchDialog again(MatchDialog::Mode::New);
            again.accept();
            QCOMPARE(again.result(), int(QDialog::Accepted));
            const QString other = again.settings().statePath;
            QVERIFY2(other.startsWith(pgn + QLatin1Char('-')) && other.endsWith(QLatin1String(".state")), qPrintable(other));
        }
        // The last dialog accepted above recorded its own state file; the first match's is
        // the one to resume.
        QSettings().setValue(QStringLiteral("match/state"), pgn + QStringLiteral(".state"));
        MatchDialog dialog(MatchDialog::Mode::Resume);
        QCOMPARE(dialog.findChild<QLineEdit*>(QStringLiteral("state"))->text(), pgn + QStringLiteral(".state"));
        QVERIFY(dialog.findChild<QGroupBox*>(QStringLiteral("draw"))->isChecked());
        dialog.findChild<QSpinBox*>(QStringLiteral("games"))->setValue(4);
        dialog.accept();
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        QVERIFY(dialog.settings().resume);
        QString error;
        QCOMPARE(play(dialog.settings(), &error), 2); // games 3 and 4; 1 and 2 are in the state file
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QFile f(pgn);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(int(readPgn(f.readAll().toStdString()).games.size()), 4);
    }

    // The time control field: choosing a kind offers a value of that kind, and a value beyond
    // what eschess-cli accepts is refused with the range (a huge time per move once reached a
    // grace-time sum that overflowed). The match dialog has the same field.
    void dialogTimeControlField() {
        for (bool tournament : {true, false}) {
            std::unique_ptr<QDialog> dialog;
            if (tournament) {
                auto* t = new TournamentDialog(TournamentDialog::Mode::New);
                t->setEngines({QStringLiteral("minimax"), QStringLiteral("material")});
                dialog.reset(t);
            } else {
                dialog.reset(new MatchDialog);
            }
            auto* field = dialog->findChild<TimeControlEdit*>();
            auto* error = dialog->findChild<QLabel*>(QStringLiteral("error"));
            QVERIFY(field && error);
            auto* kind = field->findChild<QComboBox*>();
            auto* value = field->findChild<QLineEdit*>();
            QVERIFY(kind && value);
            kind->setCurrentIndex(2);
            QCOMPARE(value->text(), QStringLiteral("4")); // a depth, not the clock's "10+0.1"
            QString why;
            QCOMPARE(field->timeControl(&why)->depth, 4);
            kind->setCurrentIndex(1);
            value->setText(QStringLiteral("9223372036854775807"));
            dialog->accept();
            QCOMPARE(dialog->result(), int(QDialog::Rejected));
            QVERIFY2(error->text().contains(QStringLiteral("milliseconds per move must be a whole number from 1 to 86400000")),
                     qPrintable(error->text()));
        }
    }
};

QTEST_MAIN(TestTournamentPanel)
#include "tst_tournamentpanel.moc"
