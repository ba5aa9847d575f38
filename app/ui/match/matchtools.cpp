#include "app/ui/match/matchtools.h"

#include "app/core/uciengine.h"
#include "app/ui/mainwindow.h"
#include "app/ui/match/acpldialog.h"
#include "app/ui/match/ladderdialog.h"
#include "app/ui/match/enginesdialog.h"
#include "app/ui/match/followwatched.h"
#include "app/ui/match/matchdialog.h"
#include "app/ui/match/matchpanel.h"

#include <QCoreApplication>
#include <QDockWidget>
#include <QMenu>

namespace eschess::app {

void installMatchTools(MainWindow* window) {
    auto* panel = new MatchPanel;
    QDockWidget* dock = window->addHiddenPanel(panel, QCoreApplication::translate("MatchTools", "Match"),
                                               QStringLiteral("matchDock"), Qt::RightDockWidgetArea);
    followWatchedGames(window, panel, &MatchPanel::watchedGameChanged);

    QMenu* tools = window->toolsMenu();
    tools->addSeparator();
    tools->addAction(QCoreApplication::translate("MatchTools", "&Engines…"), window, [window] {
        EnginesDialog dialog(window);
        dialog.exec();
    });
    auto open = [window, dock, panel](MatchDialog::Mode mode) {
        MatchDialog dialog(mode, window);
        if (dialog.exec() != QDialog::Accepted) return;
        panel->setRunner(new MatchRunner(dialog.settings()));
        dock->show();
        dock->raise();
    };
    tools->addAction(QCoreApplication::translate("MatchTools", "&Match…"), window,
                     [open] { open(MatchDialog::Mode::New); });
    tools->addAction(QCoreApplication::translate("MatchTools", "Res&ume match…"), window,
                     [open] { open(MatchDialog::Mode::Resume); });
    tools->addAction(QCoreApplication::translate("MatchTools", "Move &quality (ACPL)…"), window, [window] {
        auto* dialog = new AcplDialog(window);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->show();
    });
    tools->addAction(QCoreApplication::translate("MatchTools", "Elo &ladder…"), window, [window] {
        auto* dialog = new LadderDialog(window);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->show();
    });
    // Closing the application ends every game at once and leaves no engine process behind.
    QObject::connect(qApp, &QCoreApplication::aboutToQuit, panel, [panel] {
        if (panel->runner()) panel->runner()->stopNow();
        UciEngine::waitForQuitProcesses(1500);
    });
}

} // namespace eschess::app
