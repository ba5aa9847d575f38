#include "app/core/engineplayer.h"

#include "app/core/uciengine.h"

#include <QTimer>

#include <algorithm>

namespace eschess::app {

EnginePlayer::EnginePlayer(Engine* engine, const EngineStrength& strength, QObject* parent)
    : Player(parent), m_engine(engine), m_strength(strength) {
    m_engine->setParent(this);
    connect(m_engine, &Engine::ready, this, &EnginePlayer::onReady);
    connect(m_engine, &Engine::ready, this, &Player::ready);
    connect(m_engine, &Engine::bestMove, this, [this](eschess::Move best, eschess::Move) { onBestMove(best); });
    connect(m_engine, &Engine::info, this, &Player::thinking);
    connect(m_engine, &Engine::progress, this, &Player::progress);
    connect(m_engine, &Engine::failed, this, [this](const QString& reason) {
        m_awaiting = false;
        emit failed(reason);
    });
    if (m_strength.mode == EngineStrength::Mode::Elo) {
        m_engine->setOption(QStringLiteral("UCI_LimitStrength"), QStringLiteral("true"));
        m_engine->setOption(QStringLiteral("UCI_Elo"), QString::number(m_strength.elo));
    }
    if (m_engine->state() == Engine::State::NotStarted) m_engine->start();
}

EnginePlayer::~EnginePlayer() { shutdown(); }

QString EnginePlayer::name() const { return m_engine->name(); }

bool EnginePlayer::isReady() const {
    return m_engine->state() == Engine::State::Idle || m_engine->state() == Engine::State::Thinking;
}

eschess::Termination EnginePlayer::failureTermination() const {
    if (const auto* uci = qobject_cast<const UciEngine*>(m_engine)) {
        switch (uci->failure()) {
        case UciEngine::Failure::IllegalMove: return eschess::Termination::IllegalMove;
        case UciEngine::Failure::Stall:
        case UciEngine::Failure::Handshake:
        case UciEngine::Failure::Garbage: return eschess::Termination::EngineStall;
        default: break;
        }
    }
    return eschess::Termination::EngineCrash;
}

eschess::SearchLimits EnginePlayer::limitsFor(const EngineStrength& strength, const eschess::SearchLimits& clocks) {
    eschess::SearchLimits limits;
    switch (strength.mode) {
    case EngineStrength::Mode::Depth:
        limits.depth = std::max(1, strength.depth);
        return limits;
    case EngineStrength::Mode::MoveTime:
        limits.movetimeMs = std::max(1, strength.moveTimeMs);
        return limits;
    case EngineStrength::Mode::Clock:
    case EngineStrength::Mode::Elo:
        break;
    }
    if (!clocks.untimed() || clocks.depth > 0 || clocks.nodes > 0) {
        limits = clocks;
        return limits;
    }
    limits.movetimeMs = 1000;
    return limits;
}

void EnginePlayer::setBook(std::shared_ptr<const eschess::PolyglotBook> book, const eschess::BookPickOptions& options,
                           quint64 seed) {
    m_book = std::move(book);
    m_bookOptions = options;
    m_bookRng.seed(seed);
}

void EnginePlayer::startTurn(const GoRequest& request) {
    ++m_turn;
    if (m_book) {
        const eschess::Move m =
            eschess::pickBookMove(*m_book, request.current(), int(request.moves.size()), m_bookOptions, m_bookRng);
        if (m != eschess::Move::none()) {
            // From the event loop, like an engine's answer: the controller is still inside startTurn.
            m_awaiting = true;
            QTimer::singleShot(0, this, [this, m, turn = m_turn] {
                if (!m_awaiting || turn != m_turn) return;
                m_awaiting = false;
                emit moveMade(m);
            });
            return;
        }
    }
    GoRequest r = request;
    r.limits = limitsFor(m_strength, request.limits);
    m_awaiting = true;
    if (m_engine->state() == Engine::State::Idle || m_engine->state() == Engine::State::Thinking)
        sendGo(r);
    else
        m_queued = r;
}

void EnginePlayer::sendGo(const GoRequest& request) {
    ++m_outstanding;
    m_engine->go(request);
}

void EnginePlayer::onReady() {
    if (!m_queued) return;
    GoRequest r = *m_queued;
    m_queued.reset();
    if (m_awaiting) sendGo(r);
}

void EnginePlayer::cancelTurn() {
    m_queued.reset();
    if (!m_awaiting) return;
    m_awaiting = false;
    if (m_outstanding > 0) m_engine->stop();
}

void EnginePlayer::onBestMove(eschess::Move best) {
    if (m_outstanding > 0) --m_outstanding;
    // Only the answer to the latest go() counts, and only while its turn is still live.
    if (m_outstanding > 0 || !m_awaiting) return;
    m_awaiting = false;
    emit moveMade(best);
}

void EnginePlayer::newGame() { m_engine->newGame(); }

void EnginePlayer::shutdown() {
    m_awaiting = false;
    m_queued.reset();
    if (m_engine->state() != Engine::State::Quit) m_engine->quit();
}

} // namespace eschess::app
