#include "app/core/gamecontroller.h"

#include "app/core/humanplayer.h"
#include "app/core/localengine.h"

#include "core/movegen.h"
#include "notation/san.h"
#include "search/searcher.h"

#include <QDate>
#include <QTimer>

#include <algorithm>
#include <limits>

namespace eschess::app {

using eschess::Color;
using eschess::GameResult;
using eschess::Move;
using eschess::Outcome;
using eschess::Position;
using eschess::Termination;

namespace {

GameResult winFor(Color c) { return c == eschess::White ? GameResult::WhiteWins : GameResult::BlackWins; }

QString sideName(Color c) { return c == eschess::White ? GameController::tr("White") : GameController::tr("Black"); }

} // namespace

GameController::GameController(QObject* parent) : QObject(parent) {
    m_positions.emplace_back();
    connect(&m_clock, &GameClock::flagFell, this, &GameController::timeForfeit);
    m_stallTimer.setSingleShot(true);
    connect(&m_stallTimer, &QTimer::timeout, this, &GameController::onStall);
    m_startTimer.setSingleShot(true);
    connect(&m_startTimer, &QTimer::timeout, this, &GameController::onStartTimeout);
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
    for (Color c : {eschess::White, eschess::Black}) {
        Player* p = m_players[c];
        p->setParent(this);
        m_everReady[c] = p->isReady();
        connect(p, &Player::ready, this, [this, p] { onPlayerReady(p); });
        connect(p, &Player::moveMade, this, [this, p](Move m) { onPlayerMove(p, m); });
        connect(p, &Player::failed, this, [this, p](const QString& reason) { onPlayerFailed(p, reason); });
        connect(p, &Player::thinking, this, [this, p](const EngineInfo& info) { onPlayerThinking(p, info); });
        connect(p, &Player::progress, this, [this, p](const EngineInfo& info) {
            if (!isOver() && p == m_players[sideToMove()]) emit playerProgress(sideToMove(), info);
        });
    }
}

Color GameController::sideOf(const Player* p) const {
    return p == m_players[eschess::White] ? eschess::White : eschess::Black;
}

QString GameController::playerLabel(Color side) const {
    return tr("%1 (%2)").arg(playerName(side), sideName(side));
}

void GameController::resetRecord(const Position& start) {
    m_game = eschess::Game(start);
    m_positions.clear();
    m_positions.push_back(start);
    m_moves.clear();
    m_san.clear();
    m_played.clear();
    m_outcome = Outcome{};
    m_reason.clear();
    m_turnPending = false;
    m_stallTimer.stop();
    m_startTimer.stop();
    m_tags.clear();
    m_viewPly = 0;
    m_paused = false;
}

void GameController::newGame(const Position& start, Player* white, Player* black, const TimeControl& tc) {
    GameSetup setup;
    setup.start = start;
    setup.timeControl = tc;
    newGame(setup, white, black);
}

void GameController::newGame(const GameSetup& setup, Player* white, Player* black) {
    setPlayers(white, black);
    m_setup = setup;
    resetRecord(setup.start);
    m_adjudicator = Adjudicator(setup.adjudication);
    m_clock.reset(setup.timeControl);
    m_clock.setMarginMs(setup.timeMarginMs);
    for (Player* p : m_players) p->newGame();
    if (setup.startTimeoutMs > 0 && !(m_everReady[0] && m_everReady[1])) m_startTimer.start(int(setup.startTimeoutMs));
    emit gameStarted();
    for (Move m : setup.bookMoves) {
        if (!position().isLegal(m) || m_game.automaticOutcome().decided()) break;
        PlayedMove played;
        played.move = m;
        played.book = true;
        recordMove(m, played);
    }
    m_viewPly = plyCount();
    emit positionChanged();
    emit viewChanged(m_viewPly);
    if (!checkAutomaticEnd()) beginTurn();
    emit turnChanged();
}

bool GameController::loadFen(const QString& fen, QString* error) {
    auto parsed = Position::fromFenDetectingChess960(fen.trimmed().toStdString());
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
    m_setup = GameSetup{};
    m_setup.start = game.start;
    resetRecord(game.start);
    m_clock.reset(TimeControl{});
    m_clock.setMarginMs(0);
    for (Move m : game.moves) {
        if (!position().isLegal(m)) break;
        const QString san = QString::fromStdString(eschess::toSan(position(), m));
        Position next = position();
        next.makeMove(m);
        m_positions.push_back(std::move(next));
        m_moves.push_back(m);
        m_san.append(san);
        m_game.play(m);
        PlayedMove played;
        played.move = m;
        m_played.push_back(played);
    }
    for (const auto& [name, value] : game.tags) m_tags.emplace_back(QString::fromStdString(name), QString::fromStdString(value));
    m_viewPly = plyCount();
    const GameResult result = eschess::parseResult(game.result);
    emit gameStarted();
    emit positionChanged();
    emit viewChanged(m_viewPly);
    if (result != GameResult::None) {
        // The rules name how the game ended when they agree with the recorded result (a mate,
        // a stalemate); otherwise the record's result alone (a resignation, a time forfeit).
        const Outcome byRules = m_game.automaticOutcome();
        m_outcome = byRules.decided() && byRules.result == result ? byRules : Outcome{result, Termination::None};
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
    if (m_clock.enabled()) game.setTag("TimeControl", m_clock.timeControl().pgnTag().toStdString());
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
    // A side's clock runs only once it can think: an engine still starting loses no time.
    m_turnPending = !p->isReady();
    if (m_turnPending) {
        m_clock.stop();
        return;
    }
    if (m_clock.enabled() && !(m_clock.running() && m_clock.active() == side)) m_clock.start(side);
    GoRequest request = requestAt(plyCount());
    request.limits = m_clock.limits(side);
    const int token = ++m_turnToken;
    if (!p->isHuman() && bothEngines() && m_delayMs > 0 && plyCount() > 0) {
        QTimer::singleShot(m_delayMs, this, [this, token, p, request] {
            if (token == m_turnToken && !isOver() && !m_paused) startTurnNow(p, request);
        });
        return;
    }
    startTurnNow(p, request);
}

void GameController::startTurnNow(Player* p, const GoRequest& request) {
    m_haveInfo = false;
    m_lastInfo = EngineInfo();
    m_thinkTimer.start();
    // A flag falls by the clock; without one, an engine that never answers would hang the game.
    if (m_setup.stallMs > 0 && !p->isHuman() && !m_clock.enabled()) {
        const TimeControl& tc = m_setup.timeControl;
        const qint64 wait = tc.kind == TimeControl::Kind::MoveTime ? tc.moveTimeMs + m_setup.stallMs / 4 + 1000 : m_setup.stallMs;
        m_stallTimer.start(int(std::min<qint64>(wait, std::numeric_limits<int>::max())));
    }
    p->startTurn(request);
}

void GameController::cancelTurns() {
    ++m_turnToken;
    m_turnPending = false;
    m_stallTimer.stop();
    for (Player* p : m_players)
        if (p) p->cancelTurn();
}

bool GameController::humanMove(Move move) {
    if (isOver() || m_paused || !viewingLive()) return false;
    auto* human = qobject_cast<HumanPlayer*>(m_players[sideToMove()]);
    if (!human || !position().isLegal(move)) return false;
    return human->submit(move); // comes back through onPlayerMove
}

void GameController::onPlayerReady(Player* sender) {
    const Color side = sideOf(sender);
    m_everReady[side] = true;
    if (m_everReady[0] && m_everReady[1]) m_startTimer.stop();
    if (m_turnPending && sender == m_players[sideToMove()]) beginTurn();
}

void GameController::onStartTimeout() {
    if (isOver()) return;
    QString who;
    for (Color c : {eschess::White, eschess::Black})
        if (!m_everReady[c]) who = playerName(c);
    if (who.isEmpty()) return;
    const QString reason = tr("%1 was not ready within %2 s").arg(who).arg(m_setup.startTimeoutMs / 1000.0);
    emit errorOccurred(reason);
    emit startFailed(reason);
    abandon(reason);
}

void GameController::onPlayerThinking(Player* sender, const EngineInfo& info) {
    // Only the player whose turn it is speaks for the game: late output of an earlier search
    // (after a takeback, or the reply to a stop) is not the game's.
    if (isOver() || sender != m_players[sideToMove()]) return;
    if (info.multiPv <= 1) {
        m_lastInfo = info;
        m_haveInfo = true;
    }
    emit playerInfo(sideToMove(), info);
}

void GameController::onPlayerMove(Player* sender, Move move) {
    if (isOver() || sender != m_players[sideToMove()]) return;
    const Color side = sideToMove();
    m_stallTimer.stop();
    PlayedMove played;
    played.move = move;
    played.timeMs = m_thinkTimer.isValid() ? m_thinkTimer.elapsed() : 0;
    if (!m_clock.moved(side)) return; // its flag fell: timeForfeit() has ended the game
    if (m_clock.enabled()) played.clockMs = m_clock.remainingMs(side); // for [%clk]
    if (move.isNull() || !position().isLegal(move)) {
        emit errorOccurred(tr("%1 sent an illegal move.").arg(sender->name()));
        finish(Outcome{winFor(~side), Termination::IllegalMove}, tr("%1 played an illegal move").arg(playerLabel(side)));
        return;
    }
    if (m_haveInfo) {
        played.hasScore = true;
        played.scoreCp = m_lastInfo.scoreCp;
        played.isMate = m_lastInfo.isMate;
        played.mateMoves = m_lastInfo.mateMoves;
        played.depth = m_lastInfo.depth;
    }
    applyMove(move, played);
}

void GameController::onPlayerFailed(Player* sender, const QString& reason) {
    emit errorOccurred(tr("%1 failed: %2").arg(sender->name(), reason));
    if (isOver()) return;
    const Color side = sideOf(sender);
    if (!m_everReady[side]) {
        emit startFailed(reason);
        abandon(reason);
        return;
    }
    finish(Outcome{winFor(~side), sender->failureTermination()}, tr("%1: %2").arg(playerLabel(side), reason));
}

void GameController::onStall() {
    if (isOver()) return;
    const Color side = sideToMove();
    finish(Outcome{winFor(~side), Termination::EngineStall},
           tr("%1 stalled: no move within %2 s").arg(playerLabel(side)).arg(m_stallTimer.interval() / 1000.0));
}

void GameController::timeForfeit(Color side) {
    if (isOver()) return;
    // A flag fall is no loss when the opponent has no mating material.
    const GameResult result = hasMatingMaterial(~side) ? winFor(~side) : GameResult::Draw;
    finish(Outcome{result, Termination::TimeForfeit}, tr("%1 lost on time").arg(playerLabel(side)));
}

bool GameController::hasMatingMaterial(Color side) const {
    const Position& pos = position();
    if (pos.pieces(side, eschess::Pawn) || pos.pieces(side, eschess::Rook) || pos.pieces(side, eschess::Queen)) return true;
    return pos.count(side, eschess::Knight) + pos.count(side, eschess::Bishop) >= 2;
}

// Adds a move to the record and tells the views; the caller decides what follows.
void GameController::recordMove(Move move, const PlayedMove& played) {
    const QString san = QString::fromStdString(eschess::toSan(position(), move));
    Position next = position();
    next.makeMove(move);
    m_positions.push_back(std::move(next));
    m_moves.push_back(move);
    m_san.append(san);
    m_played.push_back(played);
    m_game.play(move);
    emit moveMade(move, san);
}

void GameController::applyMove(Move move, const PlayedMove& played) {
    const bool followed = m_viewPly == plyCount();
    recordMove(move, played);
    if (followed) m_viewPly = plyCount();
    emit positionChanged();
    if (followed) emit viewChanged(m_viewPly);
    if (!checkAutomaticEnd(&played)) beginTurn();
    emit turnChanged();
}

void GameController::undoMove() {
    if (m_moves.empty()) return;
    m_game.undo();
    m_positions.pop_back();
    m_moves.pop_back();
    m_san.removeLast();
    m_played.pop_back();
}

bool GameController::checkAutomaticEnd(const PlayedMove* engineMove) {
    Outcome o;
    if (bothEngines()) {
        // Engines never claim draws themselves: the arbiter claims for them and, after their
        // moves, adjudicates by their scores.
        o = engineMove ? m_adjudicator.afterMove(m_game, engineMove->hasScore, engineMove->scoreCp)
                       : Adjudicator::byRules(m_game);
    } else {
        o = m_game.automaticOutcome();
        if (Player* p = m_players[sideToMove()]; !o.decided() && p && !p->isHuman() && claimableDraw() != Termination::None)
            o = m_game.claimableDraw(); // an engine claims what it may; people claim for themselves
    }
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
    m_reason.clear();
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

void GameController::finish(const Outcome& outcome, const QString& reason) {
    if (isOver()) return;
    cancelTurns();
    m_clock.stop();
    m_startTimer.stop();
    m_outcome = outcome;
    m_reason = reason;
    emit gameOver(outcome);
    emit turnChanged();
}

void GameController::abandon(const QString& reason) { finish(Outcome{GameResult::None, Termination::Abandoned}, reason); }

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
