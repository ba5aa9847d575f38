#include "app/core/gamecontroller.h"

#include "app/core/humanplayer.h"
#include "app/core/localengine.h"

#include "core/movegen.h"
#include "notation/san.h"
#include "search/searcher.h"

#include <QDate>
#include <QTimer>

#include <algorithm>

namespace eschess::app {

using eschess::Color;
using eschess::GameResult;
using eschess::Move;
using eschess::Outcome;
using eschess::Position;
using eschess::Termination;

namespace {

GameResult winFor(Color c) { return c == eschess::White ? GameResult::WhiteWins : GameResult::BlackWins; }

} // namespace

GameController::GameController(QObject* parent) : QObject(parent) {
    m_positions.emplace_back();
    connect(&m_clock, &GameClock::flagFell, this, [this](Color side) {
        if (isOver()) return;
        // A flag fall against a lone king cannot be lost: the opponent has no mating material.
        const Position& pos = position();
        const bool opponentBare = pos.pieces(~side) == pos.pieces(~side, eschess::King);
        finish(Outcome{opponentBare ? GameResult::Draw : winFor(~side), Termination::TimeForfeit});
    });
    setPlayers(new HumanPlayer(tr("White")), new HumanPlayer(tr("Black")));
    beginTurn();
}

GameController::~GameController() { clearPlayers(); }

QString GameController::describe(const Outcome& o) {
    const bool white = o.result == GameResult::WhiteWins;
    const QString side = white ? tr("White") : tr("Black");
    const QString loser = white ? tr("Black") : tr("White");
    switch (o.termination) {
    case Termination::Checkmate: return tr("%1 wins by checkmate.").arg(side);
    case Termination::Stalemate: return tr("Draw by stalemate.");
    case Termination::FiftyMoveRule: return tr("Draw by the fifty-move rule.");
    case Termination::ThreefoldRepetition: return tr("Draw by threefold repetition.");
    case Termination::InsufficientMaterial: return tr("Draw by insufficient material.");
    case Termination::FivefoldRepetition: return tr("Draw by fivefold repetition.");
    case Termination::SeventyFiveMoveRule: return tr("Draw by the seventy-five-move rule.");
    case Termination::TimeForfeit:
        if (o.result == GameResult::Draw) return tr("Draw: a flag fell, but the opponent cannot mate.");
        return tr("%1 wins on time.").arg(side);
    case Termination::Resignation: return tr("%1 resigns; %2 wins.").arg(loser, side);
    case Termination::DrawAgreed: return tr("Draw by agreement.");
    case Termination::Adjudication:
        return o.result == GameResult::Draw ? tr("Draw by adjudication.") : tr("%1 wins by adjudication.").arg(side);
    case Termination::IllegalMove: return tr("%1 wins: the opponent played an illegal move.").arg(side);
    case Termination::EngineCrash: return tr("%1 wins: the opposing engine failed.").arg(side);
    case Termination::EngineStall: return tr("%1 wins: the opposing engine stopped answering.").arg(side);
    case Termination::MaxLength: return tr("Draw at the maximum game length.");
    case Termination::Abandoned: return tr("The game was abandoned.");
    case Termination::None: break;
    }
    switch (o.result) {
    case GameResult::WhiteWins: return tr("White wins.");
    case GameResult::BlackWins: return tr("Black wins.");
    case GameResult::Draw: return tr("Draw.");
    case GameResult::None: break;
    }
    return tr("Game in progress.");
}

// --- setup -----------------------------------------------------------------------------

void GameController::clearPlayers() {
    ++m_turnToken;
    for (Player*& p : m_players) {
        if (!p) continue;
        p->disconnect(this);
        p->cancelTurn();
        p->shutdown();
        p->deleteLater();
        p = nullptr;
    }
}

void GameController::setPlayers(Player* white, Player* black) {
    clearPlayers();
    m_players = {white, black};
    for (Player* p : m_players) {
        p->setParent(this);
        connect(p, &Player::moveMade, this, [this, p](Move m) { onPlayerMove(p, m); });
        connect(p, &Player::failed, this, [this, p](const QString& reason) { onPlayerFailed(p, reason); });
        connect(p, &Player::thinking, this, [this, p](const EngineInfo& info) {
            emit playerInfo(p == m_players[eschess::White] ? eschess::White : eschess::Black, info);
        });
    }
}

void GameController::resetRecord(const Position& start) {
    m_game = eschess::Game(start);
    m_positions.clear();
    m_positions.push_back(start);
    m_moves.clear();
    m_san.clear();
    m_outcome = Outcome{};
    m_tags.clear();
    m_viewPly = 0;
    m_paused = false;
}

void GameController::newGame(const Position& start, Player* white, Player* black, const TimeControl& tc) {
    setPlayers(white, black);
    resetRecord(start);
    m_clock.reset(tc);
    for (Player* p : m_players) p->newGame();
    emit gameStarted();
    emit positionChanged();
    emit viewChanged(m_viewPly);
    if (!checkAutomaticEnd()) beginTurn();
    emit turnChanged();
}

bool GameController::loadFen(const QString& fen, QString* error) {
    auto parsed = Position::fromFen(fen.trimmed().toStdString());
    if (!parsed) {
        if (error) *error = QString::fromStdString(parsed.error());
        return false;
    }
    loadPosition(*parsed);
    return true;
}

void GameController::loadPosition(const Position& start) {
    newGame(start, new HumanPlayer(tr("White")), new HumanPlayer(tr("Black")));
}

void GameController::loadGame(const eschess::PgnGame& game) {
    auto* white = new HumanPlayer(game.tag("White").empty() ? tr("White") : QString::fromStdString(game.tag("White")));
    auto* black = new HumanPlayer(game.tag("Black").empty() ? tr("Black") : QString::fromStdString(game.tag("Black")));
    setPlayers(white, black);
    resetRecord(game.start);
    m_clock.reset(TimeControl{});
    for (Move m : game.moves) {
        if (!position().isLegal(m)) break;
        const QString san = QString::fromStdString(eschess::toSan(position(), m));
        Position next = position();
        next.makeMove(m);
        m_positions.push_back(std::move(next));
        m_moves.push_back(m);
        m_san.append(san);
        m_game.play(m);
    }
    for (const auto& [name, value] : game.tags) m_tags.emplace_back(QString::fromStdString(name), QString::fromStdString(value));
    m_viewPly = plyCount();
    const GameResult result = eschess::parseResult(game.result);
    emit gameStarted();
    emit positionChanged();
    emit viewChanged(m_viewPly);
    if (result != GameResult::None) {
        m_outcome = Outcome{result, Termination::None};
        emit turnChanged();
        return;
    }
    if (!checkAutomaticEnd()) beginTurn();
    emit turnChanged();
}

void GameController::setTag(const QString& name, const QString& value) {
    for (auto& [n, v] : m_tags)
        if (n == name) {
            v = value;
            return;
        }
    m_tags.emplace_back(name, value);
}

eschess::PgnGame GameController::toPgn() const {
    eschess::PgnGame game;
    for (const auto& [name, value] : m_tags) game.setTag(name.toStdString(), value.toStdString());
    auto setDefault = [&](const char* name, const QString& value) {
        if (game.tag(name).empty()) game.setTag(name, value.toStdString());
    };
    setDefault("Event", tr("Casual game"));
    setDefault("Site", QStringLiteral("Eschess"));
    setDefault("Date", QDate::currentDate().toString(QStringLiteral("yyyy.MM.dd")));
    setDefault("Round", QStringLiteral("-"));
    game.setTag("White", playerName(eschess::White).toStdString());
    game.setTag("Black", playerName(eschess::Black).toStdString());
    game.result = eschess::resultString(m_outcome.result);
    game.setTag("Result", game.result);
    if (m_clock.enabled()) game.setTag("TimeControl", m_clock.timeControl().pgnText().toStdString());
    if (startPosition().fen() != Position::kStartFen) {
        game.setTag("SetUp", "1");
        game.setTag("FEN", startPosition().fen());
    }
    if (m_outcome.termination != Termination::None)
        game.setTag("Termination", eschess::terminationName(m_outcome.termination));
    game.setTag("PlyCount", std::to_string(plyCount()));
    game.start = startPosition();
    game.moves = m_moves;
    game.comments.assign(m_moves.size(), std::string());
    return game;
}

// --- queries ---------------------------------------------------------------------------

const Position& GameController::positionAt(int ply) const {
    return m_positions[std::clamp(ply, 0, plyCount())];
}

GoRequest GameController::requestAt(int ply) const {
    GoRequest r;
    r.start = startPosition();
    r.moves.assign(m_moves.begin(), m_moves.begin() + std::clamp(ply, 0, plyCount()));
    return r;
}

QString GameController::playerName(Color c) const { return m_players[c] ? m_players[c]->name() : QString(); }

bool GameController::isHumanTurn() const {
    const Player* p = m_players[sideToMove()];
    return p && p->isHuman();
}

bool GameController::hasHuman() const {
    return (m_players[0] && m_players[0]->isHuman()) || (m_players[1] && m_players[1]->isHuman());
}

bool GameController::bothEngines() const {
    return m_players[0] && m_players[1] && !m_players[0]->isHuman() && !m_players[1]->isHuman();
}

Color GameController::humanSide() const {
    if (isHumanTurn()) return sideToMove();
    return ~sideToMove();
}

void GameController::setViewPly(int ply) {
    ply = std::clamp(ply, 0, plyCount());
    if (ply == m_viewPly) return;
    m_viewPly = ply;
    emit viewChanged(ply);
}

QVector<Move> GameController::humanMoves() const {
    QVector<Move> list;
    if (isOver() || m_paused || !viewingLive() || !isHumanTurn()) return list;
    for (Move m : eschess::legalMoves(position())) list.append(m);
    return list;
}

// --- turns -----------------------------------------------------------------------------

void GameController::beginTurn() {
    if (isOver() || m_paused) return;
    const Color side = sideToMove();
    Player* p = m_players[side];
    if (m_clock.enabled() && !(m_clock.running() && m_clock.active() == side)) m_clock.start(side);
    GoRequest request = requestAt(plyCount());
    if (m_clock.enabled()) {
        for (Color c : {eschess::White, eschess::Black}) {
            request.limits.timeMs[c] = m_clock.remainingMs(c);
            request.limits.incMs[c] = m_clock.timeControl().incrementMs;
        }
    }
    const int token = ++m_turnToken;
    if (!p->isHuman() && bothEngines() && m_delayMs > 0 && plyCount() > 0) {
        QTimer::singleShot(m_delayMs, this, [this, token, p, request] {
            if (token == m_turnToken && !isOver() && !m_paused) p->startTurn(request);
        });
        return;
    }
    p->startTurn(request);
}

void GameController::cancelTurns() {
    ++m_turnToken;
    for (Player* p : m_players)
        if (p) p->cancelTurn();
}

bool GameController::humanMove(Move move) {
    if (isOver() || m_paused || !viewingLive()) return false;
    auto* human = qobject_cast<HumanPlayer*>(m_players[sideToMove()]);
    if (!human || !position().isLegal(move)) return false;
    return human->submit(move); // comes back through onPlayerMove
}

void GameController::onPlayerMove(Player* sender, Move move) {
    if (isOver() || sender != m_players[sideToMove()]) return;
    if (!position().isLegal(move)) {
        const Color side = sideToMove();
        emit errorOccurred(tr("%1 sent an illegal move.").arg(sender->name()));
        finish(Outcome{winFor(~side), Termination::IllegalMove});
        return;
    }
    applyMove(move);
}

void GameController::onPlayerFailed(Player* sender, const QString& reason) {
    emit errorOccurred(tr("%1 failed: %2").arg(sender->name(), reason));
    if (isOver()) return;
    const Color side = sender == m_players[eschess::White] ? eschess::White : eschess::Black;
    finish(Outcome{winFor(~side), Termination::EngineCrash});
}

void GameController::applyMove(Move move) {
    const Color mover = sideToMove();
    const QString san = QString::fromStdString(eschess::toSan(position(), move));
    Position next = position();
    next.makeMove(move);
    m_positions.push_back(std::move(next));
    m_moves.push_back(move);
    m_san.append(san);
    m_game.play(move);
    m_clock.moved(mover);
    const bool followed = m_viewPly == plyCount() - 1;
    if (followed) m_viewPly = plyCount();
    emit moveMade(move, san);
    emit positionChanged();
    if (followed) emit viewChanged(m_viewPly);
    if (!checkAutomaticEnd()) beginTurn();
    emit turnChanged();
}

void GameController::undoMove() {
    if (m_moves.empty()) return;
    m_game.undo();
    m_positions.pop_back();
    m_moves.pop_back();
    m_san.removeLast();
}

bool GameController::checkAutomaticEnd() {
    Outcome o = m_game.automaticOutcome();
    if (Player* p = m_players[sideToMove()]; !o.decided() && p && !p->isHuman() && claimableDraw() != Termination::None)
        o = m_game.claimableDraw(); // an engine claims what it may
    if (!o.decided()) return false;
    finish(o);
    return true;
}

// --- actions ---------------------------------------------------------------------------

bool GameController::canTakeBack() const {
    if (!hasHuman() || plyCount() == 0) return false;
    if (m_outcome.termination == Termination::TimeForfeit) return false;
    if (isHumanTurn() && !m_players[~sideToMove()]->isHuman()) return plyCount() >= 2; // my move and the reply
    return true;
}

void GameController::takeBack() {
    if (!canTakeBack()) return;
    cancelTurns();
    const bool bothHuman = m_players[0]->isHuman() && m_players[1]->isHuman();
    const Color human = humanSide();
    undoMove();
    while (!bothHuman && sideToMove() != human && plyCount() > 0) undoMove();
    m_outcome = Outcome{};
    m_viewPly = plyCount();
    emit positionChanged();
    emit viewChanged(m_viewPly);
    beginTurn();
    emit turnChanged();
}

bool GameController::canResign() const { return !isOver() && hasHuman(); }

void GameController::resign() {
    if (!canResign()) return;
    finish(Outcome{winFor(~humanSide()), Termination::Resignation});
}

eschess::Termination GameController::claimableDraw() const {
    if (isOver()) return Termination::None;
    return m_game.claimableDraw().termination;
}

bool GameController::claimDraw() {
    const Termination t = claimableDraw();
    if (t == Termination::None || !isHumanTurn()) return false;
    finish(Outcome{GameResult::Draw, t});
    return true;
}

void GameController::finish(const Outcome& outcome) {
    if (isOver()) return;
    cancelTurns();
    m_clock.stop();
    m_outcome = outcome;
    emit gameOver(outcome);
    emit turnChanged();
}

void GameController::setPaused(bool paused) {
    if (paused == m_paused) return;
    m_paused = paused;
    if (paused) {
        cancelTurns();
        m_clock.stop();
    } else {
        beginTurn();
    }
    emit turnChanged();
}

void GameController::requestHint(const QString& searcherName) {
    QString name = searcherName.isEmpty() ? QString::fromStdString(eschess::defaultSearcherName()) : searcherName;
    if (name.isEmpty()) {
        emit errorOccurred(tr("No engine is available for a hint."));
        return;
    }
    if (!m_hintEngine || m_hintSearcher != name) {
        delete m_hintEngine;
        m_hintEngine = new LocalEngine(name, this);
        m_hintSearcher = name;
        connect(m_hintEngine, &Engine::bestMove, this, [this](Move best, Move) {
            if (m_hintEngine->state() == Engine::State::Idle && position().key() == m_hintKey && position().isLegal(best))
                emit hintReady(best);
        });
        connect(m_hintEngine, &Engine::failed, this, &GameController::errorOccurred);
        m_hintEngine->start();
    }
    m_hintKey = position().key();
    GoRequest r = requestAt(plyCount());
    r.limits.movetimeMs = 700;
    m_hintEngine->stop();
    m_hintEngine->go(r);
}

} // namespace eschess::app
