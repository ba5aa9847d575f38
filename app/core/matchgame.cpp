#include "app/core/matchgame.h"

#include "app/core/uciengine.h"

#include "core/movegen.h"
#include "notation/san.h"

#include <QCoreApplication>

#include <cmath>

namespace eschess::app {

namespace {

QString sideName(Color c) {
    return c == White ? QCoreApplication::translate("MatchGame", "White")
                      : QCoreApplication::translate("MatchGame", "Black");
}

GameResult winFor(Color c) { return c == White ? GameResult::WhiteWins : GameResult::BlackWins; }

Termination terminationFor(const Engine* engine) {
    if (const auto* uci = qobject_cast<const UciEngine*>(engine)) {
        switch (uci->failure()) {
        case UciEngine::Failure::IllegalMove: return Termination::IllegalMove;
        case UciEngine::Failure::Stall:
        case UciEngine::Failure::Handshake:
        case UciEngine::Failure::Garbage: return Termination::EngineStall;
        default: break;
        }
    }
    return Termination::EngineCrash;
}

} // namespace

QString moveComment(const PlayedMove& m) {
    if (m.book) return QStringLiteral("book");
    QString score;
    if (!m.hasScore) score = QStringLiteral("?");
    else if (m.isMate) score = (m.mateMoves >= 0 ? QStringLiteral("+M") : QStringLiteral("-M")) + QString::number(std::abs(m.mateMoves));
    else score = (m.scoreCp >= 0 ? QStringLiteral("+") : QString()) + QString::number(m.scoreCp / 100.0, 'f', 2);
    return QStringLiteral("%1/%2 %3s").arg(score).arg(m.depth).arg(QString::number(m.timeMs / 1000.0, 'f', 3));
}

PgnGame MatchGameRecord::toPgn(const QString& event, const QString& site) const {
    PgnGame pgn = game.toPgn();
    pgn.result = resultString(outcome.result);
    pgn.setTag("Event", event.toStdString());
    pgn.setTag("Site", site.toStdString());
    pgn.setTag("Date", started.date().toString(QStringLiteral("yyyy.MM.dd")).toStdString());
    pgn.setTag("Round", std::to_string(round));
    pgn.setTag("White", white.toStdString());
    pgn.setTag("Black", black.toStdString());
    pgn.setTag("Result", pgn.result);
    pgn.setTag("TimeControl", timeControl.pgnTag().toStdString());
    if (!openingLabel.isEmpty()) pgn.setTag("Opening", openingLabel.toStdString());
    pgn.setTag("Termination", outcome.termination == Termination::None ? std::string("unterminated")
                                                                       : terminationName(outcome.termination));
    pgn.setTag("PlyCount", std::to_string(game.moves().size()));
    pgn.comments.assign(game.moves().size(), std::string());
    for (std::size_t i = 0; i < moves.size() && i < pgn.comments.size(); ++i)
        pgn.comments[i] = moveComment(moves[i]).toStdString();
    if (!reason.isEmpty()) {
        if (pgn.comments.empty()) pgn.preComment = reason.toStdString();
        else pgn.comments.back() += ", " + reason.toStdString();
    }
    return pgn;
}

MatchGame::MatchGame(Engine* white, Engine* black, MatchGameSetup setup, QObject* parent)
    : QObject(parent), m_setup(std::move(setup)), m_clock(m_setup.timeControl), m_adjudicator(m_setup.adjudication) {
    m_engines[White] = white;
    m_engines[Black] = black;
    m_clock.setMarginMs(m_setup.timeMarginMs);
    m_record.round = m_setup.round;
    m_record.openingLabel = m_setup.opening.label;
    m_record.game = Game(m_setup.opening.start);
    m_record.timeControl = m_setup.timeControl;
    m_watchdog.setSingleShot(true);
    connect(&m_watchdog, &QTimer::timeout, this, &MatchGame::onWatchdog);
    for (Color c : {White, Black}) {
        Engine* e = m_engines[c];
        e->setParent(this);
        connect(e, &Engine::ready, this, [this, c] { onReady(c); });
        connect(e, &Engine::bestMove, this, [this, c](Move m, Move) { onBestMove(c, m); });
        connect(e, &Engine::failed, this, [this, c](const QString& why) { onFailed(c, why); });
        connect(e, &Engine::info, this, [this, c](const EngineInfo& i) {
            if (m_finished || !m_playing || m_record.game.current().sideToMove() != c) return;
            if (i.multiPv <= 1) {
                m_lastInfo = i;
                m_haveInfo = true;
            }
            emit info(c, i);
        });
    }
}

MatchGame::~MatchGame() { shutDownEngines(); }

void MatchGame::start() {
    m_record.started = QDateTime::currentDateTime();
    m_record.white = m_engines[White]->name();
    m_record.black = m_engines[Black]->name();
    m_watchdog.start(int(m_setup.startTimeoutMs));
    for (Color c : {White, Black}) {
        Engine* e = m_engines[c];
        if (e->state() == Engine::State::Idle) {
            m_ready[c] = true;
            e->newGame();
        } else {
            e->start();
        }
    }
    if (m_ready[White] && m_ready[Black]) QTimer::singleShot(0, this, [this] { onReady(White); });
}

void MatchGame::onReady(Color side) {
    if (m_finished) return;
    m_ready[side] = true;
    if (!m_ready[White] || !m_ready[Black] || m_playing) return;
    m_watchdog.stop();
    m_playing = true;
    // Names may be known only now (a UCI engine's `id name`).
    m_record.white = m_engines[White]->name();
    m_record.black = m_engines[Black]->name();
    playBookMoves();
    if (m_finished) return;
    requestMove();
}

void MatchGame::playBookMoves() {
    Game& game = m_record.game;
    for (Move m : m_setup.opening.moves) {
        const std::string san = toSan(game.current(), m);
        if (!game.play(m)) break;
        PlayedMove pm;
        pm.move = m;
        pm.book = true;
        m_record.moves.push_back(pm);
        emit moveMade(m, QString::fromStdString(san), pm);
    }
    const Outcome o = Adjudicator::byRules(game);
    if (o.decided()) finish(o, QString::fromStdString(o.reason()));
}

void MatchGame::requestMove() {
    const Color side = m_record.game.current().sideToMove();
    GoRequest request;
    request.start = m_record.game.start();
    request.moves = m_record.game.moves();
    request.limits = m_clock.limits(side);
    m_haveInfo = false;
    m_lastInfo = EngineInfo();
    m_thinkTimer.start();
    if (m_clock.timed()) m_watchdog.start(int(std::max<qint64>(1, m_clock.allowanceMs(side) + 1)));
    else if (m_setup.timeControl.kind == MatchTimeControl::Kind::MoveTime)
        m_watchdog.start(int(m_setup.timeControl.moveTimeMs + m_setup.stallMs / 4 + 1000));
    else m_watchdog.start(int(m_setup.stallMs));
    m_engines[side]->go(request);
}

void MatchGame::onBestMove(Color side, Move move) {
    if (m_finished || !m_playing) return;
    Game& game = m_record.game;
    if (game.current().sideToMove() != side) return; // a late answer to a stop: ignore
    m_watchdog.stop();
    const qint64 elapsed = m_thinkTimer.elapsed();
    const QString who = m_engines[side]->name();
    if (!m_clock.charge(side, elapsed)) {
        const bool draw = !hasMatingMaterial(~side);
        finish({draw ? GameResult::Draw : winFor(~side), Termination::TimeForfeit},
               tr("%1 (%2) lost on time").arg(who, sideName(side)));
        return;
    }
    const std::string san = game.current().isLegal(move) ? toSan(game.current(), move) : std::string();
    if (move.isNull() || !game.play(move)) {
        finish({winFor(~side), Termination::IllegalMove},
               tr("%1 (%2) played an illegal move").arg(who, sideName(side)));
        return;
    }
    PlayedMove pm;
    pm.move = move;
    pm.timeMs = elapsed;
    if (m_haveInfo) {
        pm.hasScore = true;
        pm.scoreCp = m_lastInfo.scoreCp;
        pm.isMate = m_lastInfo.isMate;
        pm.mateMoves = m_lastInfo.mateMoves;
        pm.depth = m_lastInfo.depth;
    }
    m_record.moves.push_back(pm);
    emit moveMade(move, QString::fromStdString(san), pm);
    const Outcome o = m_adjudicator.afterMove(game, pm.hasScore, pm.scoreCp);
    if (o.decided()) {
        finish(o, QString::fromStdString(o.reason()));
        return;
    }
    requestMove();
}

void MatchGame::onFailed(Color side, const QString& reason) {
    if (m_finished) return;
    if (!m_playing) {
        m_finished = true;
        m_aborted = true;
        m_watchdog.stop();
        shutDownEngines();
        emit startFailed(reason);
        emit finished();
        return;
    }
    const Termination t = terminationFor(m_engines[side]);
    finish({winFor(~side), t}, tr("%1 (%2): %3").arg(m_engines[side]->name(), sideName(side), reason));
}

void MatchGame::onWatchdog() {
    if (m_finished) return;
    if (!m_playing) {
        QString who;
        for (Color c : {White, Black})
            if (!m_ready[c]) who = m_engines[c]->name();
        onFailed(White, tr("%1 was not ready within %2 s").arg(who).arg(m_setup.startTimeoutMs / 1000.0));
        return;
    }
    const Color side = m_record.game.current().sideToMove();
    const QString who = m_engines[side]->name();
    if (m_clock.timed()) {
        const bool draw = !hasMatingMaterial(~side);
        finish({draw ? GameResult::Draw : winFor(~side), Termination::TimeForfeit},
               tr("%1 (%2) lost on time").arg(who, sideName(side)));
    } else {
        finish({winFor(~side), Termination::EngineStall},
               tr("%1 (%2) stalled: no move within %3 s").arg(who, sideName(side)).arg(m_watchdog.interval() / 1000.0));
    }
}

bool MatchGame::hasMatingMaterial(Color side) const {
    const Position& pos = m_record.game.current();
    if (pos.pieces(side, Pawn) || pos.pieces(side, Rook) || pos.pieces(side, Queen)) return true;
    return pos.count(side, Knight) + pos.count(side, Bishop) >= 2;
}

void MatchGame::finish(Outcome outcome, const QString& reason) {
    if (m_finished) return;
    m_finished = true;
    m_watchdog.stop();
    m_record.outcome = outcome;
    m_record.game.setOutcome(outcome);
    QString text = QString::fromStdString(outcome.reason());
    if (!reason.isEmpty() && reason != text) text += QStringLiteral(": ") + reason;
    m_record.reason = text;
    shutDownEngines();
    emit finished();
}

void MatchGame::abort() {
    if (m_finished) return;
    m_finished = true;
    m_aborted = true;
    m_watchdog.stop();
    m_record.outcome = {GameResult::None, Termination::Abandoned};
    m_record.reason = tr("stopped");
    shutDownEngines();
    emit finished();
}

void MatchGame::shutDownEngines() {
    for (Color c : {White, Black}) {
        if (!m_engines[c]) continue;
        m_engines[c]->disconnect(this);
        if (m_engines[c]->state() == Engine::State::Thinking) m_engines[c]->stop();
        m_engines[c]->quit();
    }
}

} // namespace eschess::app
