#pragma once

#include "app/core/timecontrol.h"

#include "core/types.h"
#include "search/limits.h"

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>

namespace eschess::app {

// The two clocks of one game under a TimeControl — the only clock type, for a game on the board
// and a match game alike. Only the side to move's clock runs; the mover pays its thinking time
// when it hands the move over and then gets the increment (and, with moves per period, a new
// period's time). A flag falls when a side has used more than its time plus the margin (a
// match lets a clock run a little below zero so that process latency does not lose games); a
// timer watches for that while the clock runs, so the game hears of it even from a player that
// never answers, and flagFell() is reported once. Untimed controls (movetime, depth, nodes,
// none) never run a clock; limits() then carries the fixed limit instead.
class GameClock : public QObject {
    Q_OBJECT
public:
    explicit GameClock(QObject* parent = nullptr);

    void reset(const TimeControl& tc);
    const TimeControl& timeControl() const { return m_tc; }
    bool enabled() const { return m_tc.timed(); }
    // How far below zero a clock may run before its flag falls.
    void setMarginMs(qint64 ms) { m_marginMs = std::max<qint64>(0, ms); }
    qint64 marginMs() const { return m_marginMs; }

    // Starts (or resumes) the clock of side c.
    void start(eschess::Color c);
    // c has moved: its clock stops and it pays for the move (see charge()); the other side's
    // clock starts. False when c's flag fell on this move (the other clock does not start).
    bool moved(eschess::Color c);
    // Charges side elapsedMs of thinking (without any clock running): false when that puts it
    // more than the margin below zero, else the increment and period time are added.
    bool charge(eschess::Color side, qint64 elapsedMs);
    // Stops whatever runs (pause, game end).
    void stop();
    bool running() const { return m_running; }
    eschess::Color active() const { return m_active; }

    // Never below zero (a clock within its margin shows 0).
    qint64 remainingMs(eschess::Color c) const;
    bool flagged(eschess::Color c) const { return m_flagged[c]; }
    // For loading a saved state and for tests.
    void setRemainingMs(eschess::Color c, qint64 ms);

    // The limits for side's next search: both clocks and moves to go, or the fixed limit of an
    // untimed control (movetime, depth, nodes); empty for TimeControl::Kind::None.
    eschess::SearchLimits limits(eschess::Color side) const;

    // "4:59", "0:09.5" under ten seconds, "1:02:03" past an hour.
    static QString format(qint64 ms);

signals:
    void changed(); // about ten times a second while running, and on every state change
    void flagFell(eschess::Color side);

private:
    void onTick();
    void armFlagTimer();
    void fall(eschess::Color side);
    qint64 elapsedSinceStart() const;

    TimeControl m_tc;
    qint64 m_marginMs = 0;
    qint64 m_remaining[2] = {0, 0}; // at the last start/stop; may be below zero within the margin
    int m_movesMade[2] = {0, 0};
    bool m_flagged[2] = {false, false};
    eschess::Color m_active = eschess::White;
    bool m_running = false;
    QElapsedTimer m_elapsed;
    QTimer m_ticker;
    QTimer m_flagTimer;
};

} // namespace eschess::app
