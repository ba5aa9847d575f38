#include "app/core/gameclock.h"

#include <algorithm>
#include <limits>

namespace eschess::app {

GameClock::GameClock(QObject* parent) : QObject(parent) {
    m_ticker.setInterval(100);
    m_ticker.setTimerType(Qt::PreciseTimer);
    connect(&m_ticker, &QTimer::timeout, this, &GameClock::onTick);
    m_flagTimer.setSingleShot(true);
    m_flagTimer.setTimerType(Qt::PreciseTimer);
    connect(&m_flagTimer, &QTimer::timeout, this, &GameClock::onTick);
}

void GameClock::reset(const TimeControl& tc) {
    stop();
    m_tc = tc;
    m_remaining[0] = m_remaining[1] = tc.timed() ? tc.baseMs : 0;
    m_movesMade[0] = m_movesMade[1] = 0;
    m_flagged[0] = m_flagged[1] = false;
    m_active = eschess::White;
    emit changed();
}

void GameClock::start(eschess::Color c) {
    if (!m_tc.timed()) return;
    if (m_running) stop();
    m_active = c;
    m_running = true;
    m_elapsed.start();
    m_ticker.start();
    armFlagTimer();
    emit changed();
}

// The flag timer fires just after the moment the running side's time plus margin is spent.
void GameClock::armFlagTimer() {
    const qint64 left = m_remaining[m_active] + m_marginMs - elapsedSinceStart();
    m_flagTimer.start(int(std::clamp<qint64>(left + 1, 0, std::numeric_limits<int>::max())));
}

bool GameClock::moved(eschess::Color c) {
    if (!m_tc.timed()) return true;
    qint64 elapsed = 0;
    if (m_running && m_active == c) {
        elapsed = elapsedSinceStart();
        m_running = false;
        m_ticker.stop();
        m_flagTimer.stop();
    }
    if (m_flagged[c]) return false;
    if (!charge(c, elapsed)) {
        fall(c);
        return false;
    }
    start(~c);
    return true;
}

bool GameClock::charge(eschess::Color side, qint64 elapsedMs) {
    if (!m_tc.timed()) return true;
    m_remaining[side] -= elapsedMs;
    if (m_remaining[side] < -m_marginMs) return false;
    m_remaining[side] = std::max<qint64>(0, m_remaining[side]);
    m_remaining[side] += m_tc.incMs;
    ++m_movesMade[side];
    if (m_tc.movesPerPeriod > 0 && m_movesMade[side] % m_tc.movesPerPeriod == 0) m_remaining[side] += m_tc.baseMs;
    return true;
}

void GameClock::stop() {
    if (!m_running) return;
    m_remaining[m_active] -= elapsedSinceStart();
    m_running = false;
    m_ticker.stop();
    m_flagTimer.stop();
    emit changed();
}

qint64 GameClock::elapsedSinceStart() const { return m_running ? m_elapsed.elapsed() : 0; }

qint64 GameClock::remainingMs(eschess::Color c) const {
    qint64 ms = m_remaining[c];
    if (m_running && c == m_active) ms -= elapsedSinceStart();
    return std::max<qint64>(ms, 0);
}

void GameClock::setRemainingMs(eschess::Color c, qint64 ms) {
    m_remaining[c] = ms;
    if (m_running && c == m_active) {
        m_elapsed.restart();
        armFlagTimer();
    }
    emit changed();
}

SearchLimits GameClock::limits(Color side) const {
    SearchLimits l;
    switch (m_tc.kind) {
    case TimeControl::Kind::Clock:
        for (Color c : {White, Black}) {
            l.timeMs[c] = remainingMs(c);
            l.incMs[c] = m_tc.incMs;
        }
        if (m_tc.movesPerPeriod > 0) l.movesToGo = m_tc.movesPerPeriod - m_movesMade[side] % m_tc.movesPerPeriod;
        break;
    case TimeControl::Kind::MoveTime: l.movetimeMs = m_tc.moveTimeMs; break;
    case TimeControl::Kind::Depth: l.depth = m_tc.depth; break;
    case TimeControl::Kind::Nodes: l.nodes = m_tc.nodes; break;
    case TimeControl::Kind::None: break;
    }
    return l;
}

void GameClock::fall(eschess::Color side) {
    m_remaining[side] = 0;
    m_flagged[side] = true;
    emit changed();
    emit flagFell(side);
}

void GameClock::onTick() {
    if (!m_running) return;
    const eschess::Color side = m_active;
    if (m_remaining[side] - elapsedSinceStart() < -m_marginMs || (m_marginMs == 0 && remainingMs(side) <= 0)) {
        stop();
        fall(side);
        return;
    }
    if (!m_flagTimer.isActive()) armFlagTimer();
    emit changed();
}

QString GameClock::format(qint64 ms) {
    ms = std::max<qint64>(ms, 0);
    const qint64 totalSeconds = ms / 1000;
    const qint64 hours = totalSeconds / 3600;
    const qint64 minutes = (totalSeconds / 60) % 60;
    const qint64 seconds = totalSeconds % 60;
    if (hours > 0)
        return QStringLiteral("%1:%2:%3").arg(hours).arg(minutes, 2, 10, QLatin1Char('0')).arg(seconds, 2, 10, QLatin1Char('0'));
    if (totalSeconds < 10)
        return QStringLiteral("%1:%2.%3").arg(minutes).arg(seconds, 2, 10, QLatin1Char('0')).arg((ms % 1000) / 100);
    return QStringLiteral("%1:%2").arg(minutes).arg(seconds, 2, 10, QLatin1Char('0'));
}

} // namespace eschess::app
