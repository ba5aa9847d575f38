#include "app/ui/match/gamewatchbox.h"

#include <QSignalBlocker>

namespace eschess::app {

GameWatchBox::GameWatchBox(const QString& noneText, Label label, bool followFromStart, QWidget* parent)
    : QComboBox(parent), m_noneText(noneText), m_label(std::move(label)), m_followFromStart(followFromStart),
      m_following(followFromStart) {
    addItem(m_noneText);
    // Only the user's choices (activated, not currentIndexChanged) set or end following.
    connect(this, &QComboBox::activated, this, [this](int index) {
        m_following = index > 0;
        watch(index);
    });
}

void GameWatchBox::setRunningGames(const QList<MatchGame*>& games) {
    int current = 0;
    {
        // Refilling is not a choice; watch() below says what changed (unblocked: it signals).
        const QSignalBlocker block(this);
        clear();
        addItem(m_noneText);
        for (MatchGame* g : games) {
            addItem(m_label(g->record()), QVariant::fromValue<QObject*>(g));
            if (g == m_watched) current = count() - 1;
        }
        if (current == 0 && m_following && count() > 1) current = 1; // the watched game ended, or none yet
        setCurrentIndex(current);
    }
    if ((current ? itemData(current).value<QObject*>() : nullptr) != m_watched.data()) watch(current);
}

void GameWatchBox::restart() {
    stopWatching();
    m_following = m_followFromStart;
}

void GameWatchBox::stopWatching() {
    m_following = false;
    setCurrentIndex(0);
    if (m_watched) watch(0);
}

void GameWatchBox::watch(int index) {
    if (m_watched) m_watched->disconnect(this);
    m_watched = index > 0 ? qobject_cast<MatchGame*>(itemData(index).value<QObject*>()) : nullptr;
    emit watchedGameChanged(m_watched);
    if (!m_watcher) return;
    if (!m_watched) {
        m_watcher(nullptr);
        return;
    }
    m_watcher(&m_watched->game());
    connect(m_watched, &MatchGame::moveMade, this, [this] {
        if (m_watched && m_watcher) m_watcher(&m_watched->game());
    });
}

} // namespace eschess::app
