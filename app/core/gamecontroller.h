#pragma once

#include "app/core/adjudicator.h"
#include "app/core/engine.h"
#include "app/core/gameclock.h"
#include "app/core/playedmove.h"
#include "app/core/player.h"

#include "core/position.h"
#include "game/game.h"
#include "game/outcome.h"
#include "notation/pgn.h"

#include <QElapsedTimer>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QStringList>
#include <QTimer>
#include <QVector>

#include <array>
#include <vector>

namespace eschess::app {

class LocalEngine;

// How a game is played beyond who plays it: where it starts, opening moves played for both
// sides before the players take over, the time control, and the arbiter's settings. The
// defaults are a casual game on the board; a match sets the rest.
struct GameSetup {
    eschess::Position start;
    std::vector<eschess::Move> bookMoves; // played from start (until one is illegal)
    TimeControl timeControl;
    AdjudicationSettings adjudication; // score adjudication, for engine-vs-engine games
    qint64 timeMarginMs = 0;           // a clock may run this far below zero before its flag falls
    qint64 stallMs = 0;                // > 0: an engine on an untimed control loses after this long without a move
    qint64 startTimeoutMs = 0;         // > 0: every player must be ready within this, or the game does not take place
};

// The one game loop of the application: a game in progress, whoever plays it — a person at
// the board, an engine in a GUI game, both engines of a match game (MatchGame is a thin user
// of this class, and so will a tournament's games be). It keeps the record (start position,
// moves, their SAN, how each was played), the two players (humans and engines alike behind
// Player), the one clock (GameClock under a TimeControl), whose turn it is, and ends the game
// in one place: the rules, claims engines make, adjudication, flag fall, illegal moves, failed
// and stalled engines, resignation. The player whose turn it is reports its thinking through
// playerInfo(), so whatever shows an engine's search follows the game.
//
// For the board it also holds takeback, draw claims and which ply is shown, so the move list,
// the board and the analysis all follow one cursor. Widgets only ask it. Engines answer on
// their own threads through queued signals, so nothing here ever blocks.
class GameController : public QObject {
    Q_OBJECT
public:
    explicit GameController(QObject* parent = nullptr);
    ~GameController() override;

    // Starts a game; takes ownership of both players (white first).
    void newGame(const GameSetup& setup, Player* white, Player* black);
    void newGame(const eschess::Position& start, Player* white, Player* black, const TimeControl& tc = {});
    // Loads a position for study: two human players, no clock. On a bad FEN returns false, sets
    // *error to the engine library's message, and changes nothing.
    bool loadFen(const QString& fen, QString* error = nullptr);
    void loadPosition(const eschess::Position& start);
    // Loads a game to step through (both sides human, so play can go on from its end).
    void loadGame(const eschess::PgnGame& game);
    eschess::PgnGame toPgn() const;

    // The record.
    const eschess::Position& startPosition() const { return m_positions.front(); }
    const eschess::Position& position() const { return m_positions.back(); }
    const eschess::Position& positionAt(int ply) const;
    int plyCount() const { return int(m_moves.size()); }
    const std::vector<eschess::Move>& moves() const { return m_moves; }
    const QStringList& sanMoves() const { return m_san; }
    const std::vector<PlayedMove>& playedMoves() const { return m_played; } // one per move, book moves included
    const eschess::Game& game() const { return m_game; }
    GoRequest requestAt(int ply) const; // the game up to ply, for engines
    eschess::Color sideToMove() const { return position().sideToMove(); }

    Player* player(eschess::Color c) const { return m_players[c]; }
    QString playerName(eschess::Color c) const;
    bool isHumanTurn() const;
    bool hasHuman() const;
    bool bothEngines() const;
    GameClock* clock() { return &m_clock; }
    const GameClock* clock() const { return &m_clock; }

    const eschess::Outcome& outcome() const { return m_outcome; }
    // Decided, or ended without a result (abandoned, a player that never started).
    bool isOver() const { return m_outcome.decided() || m_outcome.termination != eschess::Termination::None; }
    // What ended the game beyond its termination: "Bad (Black) lost on time"; empty if nothing more.
    const QString& endReason() const { return m_reason; }
    // A translated sentence such as "White wins by checkmate."
    static QString describe(const eschess::Outcome& outcome);

    // The shown ply (0 = the start position); plyCount() is the live position.
    int viewPly() const { return m_viewPly; }
    void setViewPly(int ply);
    bool viewingLive() const { return m_viewPly == plyCount(); }

    // A person asks for move on the board. Played when a human is to move at the live position.
    bool humanMove(eschess::Move move);
    // Legal moves a person may make now (empty when it is not a human's turn).
    QVector<eschess::Move> humanMoves() const;

    bool canTakeBack() const;
    // One ply between humans; back to the human's move against an engine.
    void takeBack();
    bool canResign() const;
    void resign();
    // The draw the side to move may claim now (fifty moves, threefold), or none.
    eschess::Termination claimableDraw() const;
    bool claimDraw();
    // Ends the game with a result decided elsewhere (adjudication, a failed engine).
    void finish(const eschess::Outcome& outcome, const QString& reason = {});
    // Ends the game without a result (a match being stopped).
    void abandon(const QString& reason);

    // Engine-vs-engine watching.
    bool paused() const { return m_paused; }
    void setPaused(bool paused);
    int moveDelayMs() const { return m_delayMs; }
    void setMoveDelayMs(int ms) { m_delayMs = std::max(0, ms); }

    // Asks an engine for the best move in the live position; hintReady() follows.
    void requestHint(const QString& searcherName = {});

    // Tags kept from a loaded PGN (Event, Site, …) and written back when saving.
    void setTag(const QString& name, const QString& value);

signals:
    void gameStarted();
    void moveMade(eschess::Move move, const QString& san);
    void positionChanged();          // the record changed (move, takeback, load)
    void viewChanged(int ply);       // the shown ply changed
    void turnChanged();              // whose turn, paused, thinking
    void gameOver(const eschess::Outcome& outcome);
    // A player failed before it was ever ready: the game did not take place (gameOver follows,
    // with no result).
    void startFailed(const QString& reason);
    void hintReady(eschess::Move move);
    // The live search output of the player whose turn it is.
    void playerInfo(eschess::Color side, const eschess::app::EngineInfo& info);
    // Its progress within an iteration (the root move it searches now: Engine::progress).
    void playerProgress(eschess::Color side, const eschess::app::EngineInfo& info);
    void errorOccurred(const QString& message);

private:
    void setPlayers(Player* white, Player* black);
    void clearPlayers();
    void resetRecord(const eschess::Position& start);
    void beginTurn();
    void startTurnNow(Player* p, const GoRequest& request);
    void cancelTurns();
    void onPlayerReady(Player* sender);
    void onPlayerMove(Player* sender, eschess::Move move);
    void onPlayerFailed(Player* sender, const QString& reason);
    void onPlayerThinking(Player* sender, const EngineInfo& info);
    void onStartTimeout();
    void onStall();
    void timeForfeit(eschess::Color side);
    void recordMove(eschess::Move move, const PlayedMove& played);
    void applyMove(eschess::Move move, const PlayedMove& played);
    void undoMove();
    // The arbiter after a move (or at the start): the rules, the draws engines claim, and in
    // engine-vs-engine games the adjudication; finishes the game and returns true when it ends.
    bool checkAutomaticEnd(const PlayedMove* engineMove = nullptr);
    bool hasMatingMaterial(eschess::Color side) const;
    eschess::Color sideOf(const Player* p) const;
    QString playerLabel(eschess::Color side) const; // "Name (White)"
    eschess::Color humanSide() const;

    eschess::Game m_game;                       // the rules of the game level (draws, mates)
    std::vector<eschess::Position> m_positions; // one per ply, the start first
    std::vector<eschess::Move> m_moves;
    QStringList m_san;
    std::vector<PlayedMove> m_played;
    std::array<Player*, 2> m_players = {nullptr, nullptr};
    std::array<bool, 2> m_everReady = {false, false};
    GameSetup m_setup;
    GameClock m_clock;
    Adjudicator m_adjudicator;
    eschess::Outcome m_outcome;
    QString m_reason;
    bool m_turnPending = false; // the side to move was not ready; its ready() begins the turn
    QElapsedTimer m_thinkTimer;
    EngineInfo m_lastInfo;      // the mover's last principal line this turn
    bool m_haveInfo = false;
    QTimer m_stallTimer;
    QTimer m_startTimer;
    std::vector<std::pair<QString, QString>> m_tags;
    int m_viewPly = 0;
    bool m_paused = false;
    int m_delayMs = 0;
    int m_turnToken = 0; // invalidates delayed turn starts
    LocalEngine* m_hintEngine = nullptr;
    QString m_hintSearcher;
    eschess::Key m_hintKey = 0;
};

} // namespace eschess::app
