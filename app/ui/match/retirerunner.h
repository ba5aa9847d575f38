#pragma once
// The match and tournament panels own the runner they show. When the panel is destroyed, or
// shows another run, the old runner is stopped unheard: its last signals would otherwise reach a
// half-destroyed panel and, through it, the window being destroyed (its followers of the
// watched game), or mix the old run's games into the new one's tables.

#include <QObject>
#include <QPointer>

namespace eschess::app {

// Stops `runner` (if any) without `listener` hearing from it again; with `discard`, the runner
// is deleted once its own pending events are done.
template <class Runner>
void retireRunner(QObject* listener, const QPointer<Runner>& runner, bool discard) {
    if (!runner) return;
    runner->disconnect(listener);
    runner->stopNow();
    if (discard) runner->deleteLater();
}

} // namespace eschess::app
