#include "app/core/reviewrunner.h"

#include "core/movegen.h"

#include <QTimer>

#include <algorithm>

namespace eschess::app {

ReviewRunner::ReviewRunner(Engine* engine, std::vector<PgnGame> games, SearchLimits limits, QObject* parent)
    : QObject(parent), m_engine(engine), m_games(std::move(games)), m_evals(m_games.size()), m_limits(limits) {
    engine->setParent(this);
    for (const PgnGame& g : m_games) m_total += int(g.moves.size()) + 1;
    connect(engine, &Engine::ready, this, [this] { next(); });
    connect(engine, &Engine::info, this, [this](const EngineInfo& i) {
        if (i.multiPv > 1 || i.bound != Bound::Exact) return;
        m_last = i;
        m_haveInfo = true;
    });
    connect(engine, &Engine::bestMove, this, [this](Move best, Move) { onBestMove(best); });
    connect(engine, &Engine::failed, this, [this](const QString& why) { fail(tr("the engine failed: %1").arg(why)); });
}

ReviewRunner::~ReviewRunner() {
    if (m_engine) {
        m_engine->disconnect(this);
        m_engine->quit();
    }
}

PositionEval ReviewRunner::verdictOf(const EngineInfo& info) {
    PositionEval e;
    if (info.isMate) {
        e.mate = info.mateMoves;
        e.cp = info.mateMoves > 0 ? kReviewMateCp : -kReviewMateCp;
    } else {
        e.cp = std::clamp(info.scoreCp, -kReviewMateCp, kReviewMateCp);
    }
    e.pv.assign(info.pv.begin(), info.pv.end());
    return e;
}

void ReviewRunner::start() {
    if (m_running || !m_engine) return;
    m_running = true;
    m_engine->start();
}

void ReviewRunner::stop() {
    if (!m_running) return;
    finish(false);
}

void ReviewRunner::finish(bool complete) {
    m_running = false;
    m_searching = false;
    if (m_engine) {
        m_engine->disconnect(this);
        m_engine->quit();
    }
    emit finished(complete);
}

void ReviewRunner::next() {
    while (m_running && m_game < m_games.size()) {
        const PgnGame& g = m_games[m_game];
        std::vector<PositionEval>& evals = m_evals[m_game];
        const std::size_t ply = evals.size();
        if (ply > g.moves.size()) {
            emit gameReviewed(int(m_game));
            ++m_game;
            continue;
        }
        Position pos = g.start;
        for (std::size_t i = 0; i < ply; ++i) pos.makeMove(g.moves[i]);
        if (legalMoves(pos).empty()) { // the game is over here: nothing to ask
            PositionEval over;
            over.over = true;
            over.cp = pos.inCheck() ? -kReviewMateCp : 0;
            evals.push_back(over);
            ++m_done;
            emit progress(m_done, m_total);
            continue;
        }
        GoRequest request;
        request.start = g.start;
        request.moves.assign(g.moves.begin(), g.moves.begin() + std::ptrdiff_t(ply));
        request.limits = m_limits;
        m_haveInfo = false;
        m_searching = true;
        m_engine->go(request);
        return;
    }
    if (m_running) finish(true);
}

void ReviewRunner::onBestMove(Move best) {
    if (!m_running || !m_searching) return;
    m_searching = false;
    PositionEval e = m_haveInfo ? verdictOf(m_last) : PositionEval();
    // The move played is the engine's choice even when its last report showed another line.
    if (e.pv.empty() || e.pv.front() != best) e.pv.assign(1, best);
    m_evals[m_game].push_back(std::move(e));
    ++m_done;
    emit progress(m_done, m_total);
    QTimer::singleShot(0, this, &ReviewRunner::next); // out of the engine's signal first
}

void ReviewRunner::fail(const QString& reason) {
    if (!m_running) return;
    m_error = reason;
    finish(false);
}

GameReview ReviewRunner::review(int index) const {
    const PgnGame& g = m_games[std::size_t(index)];
    return reviewMoves(g.start, g.moves, m_evals[std::size_t(index)]);
}

PgnGame ReviewRunner::annotated(int index) const {
    PgnGame g = m_games[std::size_t(index)];
    GameTree tree = GameTree::fromPgn(g);
    annotateReview(tree, m_evals[std::size_t(index)], review(index));
    tree.writeTo(g);
    return g;
}

} // namespace eschess::app
