#include "app/core/gameclock.h"

#include <algorithm>

namespace eschess::app {

QString TimeControl::pgnText() const {
    if (!enabled) return QStringLiteral("-");
    QString text = QString::number(baseMs / 1000);
    if (incrementMs > 0) text += QLatin1Char('+') + QString::number(incrementMs / 1000.0);
    return text;
}

GameClock::GameClock(QObject* parent) : QObject(parent) {
    m_ticker.setInterval(100);
    m_ticker.setTimerType(Qt::PreciseTimer);
    connect(&m_ticker, &QTimer::timeout, this, &GameClock::onTick);
}

void GameClock::reset(const TimeControl& tc) {
    stop();
    m_tc = tc;
    m_remaining[0] = m_remaining[1] = tc.baseMs;
    m_flagged[0] = m_flagged[1] = false;
    m_active = eschess::White;
    emit changed();
}

void GameClock::start(eschess::Color c) {
    if (!m_tc.enabled) return;
    if (m_running) stop();
    m_active = c;
    m_running = true;
    m_elapsed.start();
    m_ticker.start();
    emit changed();
}

void GameClock::moved(eschess::Color c) {
    if (!m_tc.enabled) return;
    if (m_running && m_active == c) {
        m_remaining[c] -= elapsedSinceStart();
        m_running = false;
    }
    if (!m_flagged[c]) m_remaining[c] += m_tc.incrementMs;
    start(~c);
}

void GameClock::stop() {
    if (!m_running) return;
    m_remaining[m_active] -= elapsedSinceStart();
    m_running = false;
    m_ticker.stop();
    emit changed();
}

qint64 GameClock::elapsedSinceStart() const { return m_running ? m_elapsed.elapsed() : 0; }

qint64 GameClock::remainingMs(eschess::Color c) const {
    qint64 ms = m_remaining[c];
    if (m_running && c == m_active) ms -= elapsedSinceStart();
    return std::max<qint64>(ms, 0);
}

void GameClock::setRemainingMs(eschess::Color c, qint64 ms) {
    if (m_running && c == m_active) {
        m_remaining[c] = ms;
        m_elapsed.restart();
    } else {
        m_remaining[c] = ms;
    }
    emit changed();
}

void GameClock::onTick() {
    if (!m_running) return;
    const eschess::Color side = m_active;
    if (remainingMs(side) <= 0 && !m_flagged[side]) {
        stop();
        m_remaining[side] = 0;
        m_flagged[side] = true;
        emit changed();
        emit flagFell(side);
        return;
    }
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
