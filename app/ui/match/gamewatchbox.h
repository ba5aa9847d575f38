#pragma once
// The "show on the board" list of a match or tournament panel: "none" and each game in
// progress. The chosen game goes to a watcher (the main window shows its position and names its
// opening) and the choice to watchedGameChanged (the window's search panels follow that game's
// engines).
//
// Following: once the user has chosen a game — or from the start, for a panel that follows its
// run by default — the first game still in progress is shown when the watched one ends.
// Choosing "none", or showing something else on the board, ends that until a game is chosen
// again; the panels share this one rule (they once had a copy each, and the tournament's
// took the board back after the user chose "none").

#include "app/core/matchgame.h"

#include "game/game.h"

#include <QComboBox>
#include <QList>
#include <QPointer>

#include <functional>

namespace eschess::app {

class GameWatchBox : public QComboBox {
    Q_OBJECT
public:
    using Label = std::function<QString(const MatchGameRecord&)>;
    // Called with the watched game after each of its moves, and with nullptr when nothing is
    // watched any more. The game is only valid during the call.
    using Watcher = std::function<void(const eschess::Game*)>;

    GameWatchBox(const QString& noneText, Label label, bool followFromStart, QWidget* parent = nullptr);

    void setWatcher(Watcher watcher) { m_watcher = std::move(watcher); }
    MatchGame* watchedGame() const { return m_watched; }
    bool following() const { return m_following; }

    // The run's games in progress, after a game started or ended or the run stopped.
    void setRunningGames(const QList<MatchGame*>& games);
    // A new run: nothing watched, following as at the start.
    void restart();
    // Nothing watched and no following: the run is over, or the board shows something else.
    void stopWatching();

signals:
    void watchedGameChanged(eschess::app::MatchGame* game);

private:
    void watch(int index);

    QString m_noneText;
    Label m_label;
    bool m_followFromStart;
    bool m_following;
    QPointer<MatchGame> m_watched;
    Watcher m_watcher;
};

} // namespace eschess::app
