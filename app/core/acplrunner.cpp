#include "app/core/acplrunner.h"

#include "core/movegen.h"

#include <QTimer>

namespace eschess::app {

AcplRunner::AcplRunner(Engine* referee, std::vector<PgnGame> games, SearchLimits limits, int cap, QObject* parent)
    : QObject(parent), m_referee(referee), m_games(std::move(games)), m_limits(limits), m_tally(cap) {
    referee->setParent(this);
    for (const PgnGame& g : m_games) m_total += int(g.moves.size()) + 1;
    connect(referee, &Engine::ready, this, [this] { next(); });
    connect(referee, &Engine::info, this, [this](const EngineInfo& i) {
        if (i.multiPv > 1 || i.bound != Bound::Exact) return;
        m_last = i;
        m_haveScore = true;
    });
    connect(referee, &Engine::bestMove, this, [this] { onBestMove(); });
    connect(referee, &Engine::failed, this, [this](const QString& why) { fail(tr("referee failed: %1").arg(why)); });
}

AcplRunner::~AcplRunner() {
    if (m_referee) {
        m_referee->disconnect(this);
        m_referee->quit();
    }
}

int AcplRunner::scoreOf(const EngineInfo& info) {
    if (info.isMate) return info.mateMoves > 0 ? kMateCp : -kMateCp;
    return std::clamp(info.scoreCp, -kMateCp, kMateCp);
}

void AcplRunner::start() {
    if (m_running) return;
    m_running = true;
    m_referee->start();
}

void AcplRunner::stop() {
    if (!m_running) return;
    m_running = false;
    m_referee->disconnect(this);
    m_referee->quit();
    emit finished(false);
}

void AcplRunner::next() {
    while (m_running && m_game < m_games.size()) {
        const PgnGame& g = m_games[m_game];
        if (m_ply > g.moves.size()) {
            finishGame();
            continue;
        }
        Position pos = g.start;
        for (std::size_t i = 0; i < m_ply; ++i) pos.makeMove(g.moves[i]);
        if (legalMoves(pos).empty()) {
            // The game is over here: no need to ask. Mated scores as the worst, stalemate as 0.
            m_scores.push_back(pos.inCheck() ? -kMateCp : 0);
            ++m_ply;
            ++m_scored;
            continue;
        }
        GoRequest request;
        request.start = g.start;
        request.moves.assign(g.moves.begin(), g.moves.begin() + std::ptrdiff_t(m_ply));
        request.limits = m_limits;
        m_haveScore = false;
        m_referee->go(request);
        return;
    }
    if (m_running && m_game >= m_games.size()) {
        m_running = false;
        m_referee->disconnect(this);
        m_referee->quit();
        emit finished(true);
    }
}

void AcplRunner::onBestMove() {
    if (!m_running) return;
    m_scores.push_back(m_haveScore ? scoreOf(m_last) : 0);
    ++m_ply;
    ++m_scored;
    emit progress(m_scored, m_total);
    QTimer::singleShot(0, this, &AcplRunner::next);
}

void AcplRunner::finishGame() {
    const PgnGame& g = m_games[m_game];
    const std::string white = g.tag("White"), black = g.tag("Black");
    const std::string names[2] = {white.empty() ? std::string(1, '?') : white, black.empty() ? std::string(1, '?') : black};
    std::vector<int> losses;
    Position pos = g.start;
    for (std::size_t i = 0; i < g.moves.size() && i + 1 < m_scores.size(); ++i) {
        const Color mover = pos.sideToMove();
        const GamePhase phase = acplPhase(pos);
        losses.push_back(m_tally.add(names[mover], phase, m_scores[i], -m_scores[i + 1]));
        pos.makeMove(g.moves[i]);
    }
    emit gameScored(int(m_game), losses);
    ++m_game;
    m_ply = 0;
    m_scores.clear();
}

void AcplRunner::fail(const QString& reason) {
    if (!m_running) return;
    m_error = reason;
    m_running = false;
    if (m_referee) m_referee->disconnect(this);
    emit finished(false);
}

} // namespace eschess::app
