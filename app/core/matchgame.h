#pragma once
// One game of a match between two engines. The game itself runs in the application's one game
// loop (GameController) with the engines as EnginePlayers, the match's TimeControl on the one
// GameClock, its adjudication and its limits for late starts and stalls; this class only sets
// that up from the match's settings, turns the finished game into a record for the PGN, and
// ends both engines when the game ends, so a finished game leaves no process behind.

#include "app/core/adjudicator.h"
#include "app/core/engine.h"
#include "app/core/gamecontroller.h"
#include "app/core/openingsuite.h"
#include "app/core/playedmove.h"
#include "app/core/timecontrol.h"

#include "game/game.h"
#include "notation/pgn.h"

#include <QDateTime>
#include <QObject>
#include <QPointer>

#include <vector>

namespace eschess::app {

struct MatchGameSetup {
    int round = 1;              // 1-based game number in the match
    Opening opening;
    TimeControl timeControl = TimeControl::clock(60000);
    AdjudicationSettings adjudication;
    qint64 timeMarginMs = 100;  // a clock may run this far below zero before the flag falls
    qint64 stallMs = 60000;     // untimed searches (depth, nodes): longest wait for a move
    qint64 startTimeoutMs = 15000;
};

// Everything about a finished game, enough to write its PGN.
struct MatchGameRecord {
    int round = 0;
    QString white, black;
    QString openingLabel;
    eschess::Game game;
    std::vector<PlayedMove> moves; // same length as game.moves()
    eschess::Outcome outcome;
    QString reason;                // e.g. "Black wins: FakeUci exited unexpectedly (exit code 3)"
    TimeControl timeControl;
    QDateTime started;

    // A PGN game with the tags Event, Site, Date, Round, White, Black, Result, SetUp/FEN,
    // TimeControl, Termination, PlyCount and on each move a comment with its [%eval] (White's
    // view) and [%clk], then Cute Chess's "+0.31/12 0.125s" (matchMoveComment).
    eschess::PgnGame toPgn(const QString& event, const QString& site) const;
};

class MatchGame : public QObject {
    Q_OBJECT
public:
    // Takes ownership of both engines (not started yet, or started and idle).
    MatchGame(Engine* white, Engine* black, MatchGameSetup setup, QObject* parent = nullptr);
    ~MatchGame() override;

    void start();
    // Ends the game now without a result (the match is being stopped); finished() follows.
    void abort();

    bool isFinished() const { return m_finished; }
    bool aborted() const { return m_aborted; }
    const MatchGameRecord& record() const { return m_record; }
    const eschess::Game& game() const { return m_controller->game(); }
    // The game loop this game runs in (to show it on the board).
    GameController* controller() const { return m_controller; }

signals:
    // Each move, book moves included: the position after it is game().current().
    void moveMade(eschess::Move move, const QString& san, const eschess::app::PlayedMove& details);
    // The live search output of the engine whose turn it is.
    void info(eschess::Color side, const eschess::app::EngineInfo& info);
    // An engine could not be started: the game did not take place (no result).
    void startFailed(const QString& reason);
    void finished();

private:
    void begin();
    void onGameOver(const eschess::Outcome& outcome);
    void shutDownPlayers();

    MatchGameSetup m_setup;
    MatchGameRecord m_record;
    GameController* m_controller;
    QPointer<Engine> m_engines[2]; // until start() hands them to their players
    bool m_finished = false;
    bool m_aborted = false;
    bool m_startFailed = false;
};

} // namespace eschess::app
