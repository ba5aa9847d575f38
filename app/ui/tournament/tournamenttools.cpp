#include "app/ui/tournament/tournamenttools.h"

#include "app/core/uciengine.h"
#include "app/ui/mainwindow.h"
#include "app/ui/match/followwatched.h"
#include "app/ui/screenshotfiles.h"
#include "app/ui/tournament/tournamentdialog.h"
#include "app/ui/tournament/tournamentpanel.h"

#include <QCoreApplication>
#include <QDockWidget>
#include <QEventLoop>
#include <QMenu>
#include <QTabWidget>
#include <QTimer>

namespace eschess::app {

namespace {

QDockWidget* tournamentDock(MainWindow* window) {
    return window->findChild<QDockWidget*>(QStringLiteral("tournamentDock"));
}

} // namespace

void installTournamentTools(MainWindow* window) {
    auto* panel = new TournamentPanel;
    QDockWidget* dock =
        window->addHiddenPanel(panel, QCoreApplication::translate("TournamentTools", "Tournament"),
                               QStringLiteral("tournamentDock"), Qt::RightDockWidgetArea);
    followWatchedGames(window, panel, &TournamentPanel::watchedGameChanged);
    // Loading the game ends any following (MainWindow::ownGameShown).
    panel->setOpener([window](const QString& pgn) { window->loadText(pgn); });
    auto open = [window, dock, panel](TournamentDialog::Mode mode) {
        TournamentDialog dialog(mode, window);
        if (dialog.exec() != QDialog::Accepted) return;
        panel->setRunner(new TournamentRunner(dialog.settings()));
        dock->show();
        dock->raise();
    };
    QMenu* tools = window->toolsMenu();
    tools->addAction(QCoreApplication::translate("TournamentTools", "&Tournament…"), window,
                     [open] { open(TournamentDialog::Mode::New); });
    tools->addAction(QCoreApplication::translate("TournamentTools", "&Resume tournament…"), window,
                     [open] { open(TournamentDialog::Mode::Resume); });
    // Closing the application ends every game at once; the finished ones are in the state file.
    QObject::connect(qApp, &QCoreApplication::aboutToQuit, panel, [panel] {
        if (panel->runner()) panel->runner()->stopNow();
        UciEngine::waitForQuitProcesses(1500);
    });
}

bool shootTournament(MainWindow& window, const QString& dir) {
    QDockWidget* dock = tournamentDock(&window);
    auto* panel = dock ? qobject_cast<TournamentPanel*>(dock->widget()) : nullptr;
    if (!panel) return false;
    TournamentSettings s;
    for (const char* name : {"quiescence", "iterative", "alphabeta", "minimax", "material"}) {
        QString error;
        s.engines.push_back(*parseEngineSpec(QString::fromLatin1(name), &error));
    }
    s.gamesPerPair = 4;
    s.timeControl = TimeControl::fixedDepth(2);
    s.adjudication.maxMoves = 50;
    const char* openings = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1 id \"1.e4\";\n"
                           "rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR b KQkq - 0 1 id \"1.d4\";\n"
                           "rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2 id \"Sicilian\";\n"
                           "rnbqkb1r/pppppppp/5n2/8/2P5/8/PP1PPPPP/RNBQKBNR w KQkq - 1 2 id \"English\";\n";
    QString error;
    s.openings.loadText(QString::fromLatin1(openings), false, QStringLiteral("openings.epd"), &error);
    s.concurrency = 1;
    // The tournament dock alone on the right, wide enough for its tables and chart.
    for (const char* other : {"movesDock", "evalGraphDock"})
        if (auto* d = window.findChild<QDockWidget*>(QLatin1String(other))) d->hide();
    dock->show();
    dock->raise();
    window.resizeDocks({dock}, {640}, Qt::Horizontal);
    auto* tabs = panel->findChild<QTabWidget*>();
    if (tabs) tabs->setCurrentIndex(0);
    auto* runner = new TournamentRunner(s);
    QEventLoop loop;
    QObject::connect(runner, &TournamentRunner::finished, &loop, &QEventLoop::quit);
    // Catch the third-last game in its middlegame, so the board shows a game in progress.
    QObject::connect(runner, &TournamentRunner::gameStarted, &loop, [runner, &loop](int, MatchGame* game) {
        if (runner->gamesPlayed() != runner->totalGames() - 3) return;
        QObject::connect(game, &MatchGame::moveMade, &loop, [game, &loop] {
            if (game->game().moves().size() == 18) loop.quit();
        });
    });
    panel->setRunner(runner);
    QTimer::singleShot(120000, &loop, &QEventLoop::quit);
    loop.exec();
    // Grabbed at once: the games go on in the event loop, which does not run here.
    bool ok = writeScreenshot(window.grab().toImage(), dir, "tournament.png");
    if (tabs) tabs->setCurrentIndex(2);
    ok = writeScreenshot(window.grab().toImage(), dir, "tournament-chart.png") && ok;
    runner->stopNow();
    dock->hide();
    return ok;
}

} // namespace eschess::app
