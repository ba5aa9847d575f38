#pragma once
// The board can follow a running match or tournament game (the panels' "Watch" box). The
// window shows that game's positions and names its opening; so that the search panels, the
// evaluation bar and the engine-output panes show that game's engines too, the window's
// GameThinking follows the watched game's controller, and the window's own game again when the
// panel stops watching it (or the game is gone). The user moving through the own game, or
// opening another, ends the watching (MainWindow::ownGameShown).

#include "app/core/gamethinking.h"
#include "app/core/matchgame.h"
#include "app/ui/mainwindow.h"

#include <QPointer>

namespace eschess::app {

template <class Panel>
void followWatchedGames(MainWindow* window, Panel* panel, void (Panel::*watchedGameChanged)(MatchGame*)) {
    panel->setWatcher([window](const eschess::Game* game) { window->showWatchedGame(game); });
    QObject::connect(window, &MainWindow::ownGameShown, panel, [panel] { panel->stopWatching(); });
    QObject::connect(panel, watchedGameChanged, window, [window, followed = QPointer<GameController>()](MatchGame* game) mutable {
        GameThinking* thinking = window->thinking();
        thinking->unfollow(followed); // only if it still follows this panel's game
        followed = game ? game->controller() : nullptr;
        if (followed) thinking->follow(followed);
    });
}

} // namespace eschess::app
