#pragma once

#include "core/types.h"

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>

namespace eschess::app {

// Base time and increment per move; disabled means an untimed game.
struct TimeControl {
    bool enabled = false;
    qint64 baseMs = 5 * 60 * 1000;
    qint64 incrementMs = 0;

    // "300+2" in PGN's TimeControl form (seconds), "-" when untimed.
    QString pgnText() const;
};

// The two clocks of a game. Only the side to move's clock runs; the mover gets the increment
// when it hands the move over. Flag fall is detected by a timer while a clock runs (and checked
// again whenever the time is read), and reported once.
class GameClock : public QObject {
    Q_OBJECT
public:
    explicit GameClock(QObject* parent = nullptr);

    void reset(const TimeControl& tc);
    const TimeControl& timeControl() const { return m_tc; }
    bool enabled() const { return m_tc.enabled; }

    // Starts (or resumes) the clock of side c.
    void start(eschess::Color c);
    // c has moved: its clock stops and gains the increment; the other side's clock starts.
    void moved(eschess::Color c);
    // Stops whatever runs (pause, game end).
    void stop();
    bool running() const { return m_running; }
    eschess::Color active() const { return m_active; }

    qint64 remainingMs(eschess::Color c) const;
    bool flagged(eschess::Color c) const { return m_flagged[c]; }
    // For loading a saved state and for tests.
    void setRemainingMs(eschess::Color c, qint64 ms);

    // "4:59", "0:09.5" under ten seconds, "1:02:03" past an hour.
    static QString format(qint64 ms);

signals:
    void changed(); // about ten times a second while running, and on every state change
    void flagFell(eschess::Color side);

private:
    void onTick();
    qint64 elapsedSinceStart() const;

    TimeControl m_tc;
    qint64 m_remaining[2] = {0, 0};
    bool m_flagged[2] = {false, false};
    eschess::Color m_active = eschess::White;
    bool m_running = false;
    QElapsedTimer m_elapsed;
    QTimer m_ticker;
};

} // namespace eschess::app
