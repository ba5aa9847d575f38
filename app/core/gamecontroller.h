#pragma once

#include "app/core/engine.h"
#include "app/core/gameclock.h"
#include "app/core/player.h"

#include "core/position.h"
#include "game/game.h"
#include "game/outcome.h"
#include "notation/pgn.h"

#include <QObject>
#include <QPointer>
#include <QString>
#include <QStringList>
#include <QVector>

#include <array>
#include <vector>

namespace eschess::app {

class LocalEngine;

// A game in progress, whoever plays it: the record (start position, moves, their SAN), the
// two players, the clocks, whose turn it is, takeback, resignation, draw claims and the result.
// Also which ply is shown, so the move list, the board and the analysis all follow one cursor.
//
// The controller holds the rules (through the engine library); widgets only ask it. Engines
// answer on their own threads through queued signals, so nothing here ever blocks.
class GameController : public QObject {
    Q_OBJECT
public:
    explicit GameController(QObject* parent = nullptr);
    ~GameController() override;

    // Starts a game; takes ownership of both players (white first).
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
    bool isOver() const { return m_outcome.decided(); }
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
    void finish(const eschess::Outcome& outcome);

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
    void hintReady(eschess::Move move);
    void playerInfo(eschess::Color side, const eschess::app::EngineInfo& info);
    void errorOccurred(const QString& message);

private:
    void setPlayers(Player* white, Player* black);
    void clearPlayers();
    void resetRecord(const eschess::Position& start);
    void beginTurn();
    void cancelTurns();
    void onPlayerMove(Player* sender, eschess::Move move);
    void onPlayerFailed(Player* sender, const QString& reason);
    void applyMove(eschess::Move move);
    void undoMove();
    bool checkAutomaticEnd();
    eschess::Color humanSide() const;

    eschess::Game m_game;                       // the rules of the game level (draws, mates)
    std::vector<eschess::Position> m_positions; // one per ply, the start first
    std::vector<eschess::Move> m_moves;
    QStringList m_san;
    std::array<Player*, 2> m_players = {nullptr, nullptr};
    GameClock m_clock;
    eschess::Outcome m_outcome;
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
