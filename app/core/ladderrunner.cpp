#include "app/core/ladderrunner.h"

#include <QTimer>

namespace eschess::app {

LadderRunner::LadderRunner(MatchSettings base, QString stockfishPath, QList<int> levels, QObject* parent)
    : QObject(parent), m_base(std::move(base)), m_stockfish(std::move(stockfishPath)), m_levels(std::move(levels)) {}

void LadderRunner::start() { QTimer::singleShot(0, this, &LadderRunner::startLevel); }

void LadderRunner::stopNow() {
    m_stopped = true;
    if (m_match) m_match->stopNow();
}

void LadderRunner::startLevel() {
    if (m_stopped || m_index >= m_levels.size()) {
        emit finished();
        return;
    }
    const int level = m_levels[m_index];
    MatchSettings s = m_base;
    QString why;
    auto sf = parseEngineSpec(
        QStringLiteral("%1,Threads=1,Hash=16,UCI_LimitStrength=true,UCI_Elo=%2").arg(m_stockfish).arg(level), &why);
    if (!sf) {
        emit error(why);
        emit finished();
        return;
    }
    s.engine[1] = *sf;
    s.name[1] = tr("Stockfish %1").arg(level);
    m_match = new MatchRunner(s, this);
    connect(m_match, &MatchRunner::error, this, &LadderRunner::error);
    connect(m_match, &MatchRunner::finished, this, [this, level] {
        MatchRunner* match = m_match;
        const MatchScore& sc = match->score();
        if (sc.games() > 0) {
            m_results.push_back({double(level), sc.wins, sc.draws, sc.losses});
            emit levelFinished(level, m_results.back());
        } else {
            m_stopped = true; // nothing could be played (e.g. an engine does not start)
        }
        match->deleteLater();
        ++m_index;
        QTimer::singleShot(0, this, &LadderRunner::startLevel);
    });
    emit levelStarted(level, m_match);
    m_match->start();
}

} // namespace eschess::app
