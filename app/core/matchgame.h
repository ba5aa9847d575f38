#pragma once
// One game of a match between two engines: it starts them, plays the opening's book moves,
// asks each engine for its moves with the clock running, and ends the game by the rules, by
// adjudication, or because an engine lost on time, played an illegal move, crashed or
// stalled (the other side wins, the reason is recorded). It owns both engines and quits them
// when the game ends, so a finished game leaves no process behind.

#include "app/core/adjudicator.h"
#include "app/core/engine.h"
#include "app/core/openingsuite.h"
#include "app/core/matchtimecontrol.h"

#include "game/game.h"
#include "notation/pgn.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QObject>
#include <QPointer>
#include <QTimer>

#include <vector>

namespace eschess::app {

struct MatchGameSetup {
    int round = 1;              // 1-based game number in the match
    Opening opening;
    MatchTimeControl timeControl;
    AdjudicationSettings adjudication;
    qint64 timeMarginMs = 100;  // a clock may run this far below zero before the flag falls
    qint64 stallMs = 60000;     // untimed searches (depth, nodes): longest wait for a move
    qint64 startTimeoutMs = 15000;
};

// One move of the game as the match saw it.
struct PlayedMove {
    eschess::Move move;
    bool book = false;
    bool hasScore = false;
    int scoreCp = 0;   // mover's view; mates as ±(kMate − plies)
    bool isMate = false;
    int mateMoves = 0;
    int depth = 0;
    qint64 timeMs = 0;
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
    MatchTimeControl timeControl;
    QDateTime started;

    // A PGN game with the tags Event, Site, Date, Round, White, Black, Result, SetUp/FEN,
    // MatchTimeControl, Termination, PlyCount and a {score/depth time} comment on each move.
    eschess::PgnGame toPgn(const QString& event, const QString& site) const;
};

// "+0.31/12 0.125s", "-M3/20 1.5s", "book".
QString moveComment(const PlayedMove& m);

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
    const eschess::Game& game() const { return m_record.game; }
    Engine* engine(eschess::Color c) const { return m_engines[c]; }

signals:
    // Each move, book moves included: the position after it is game().current().
    void moveMade(eschess::Move move, const QString& san, const eschess::app::PlayedMove& details);
    void info(eschess::Color side, const eschess::app::EngineInfo& info);
    // An engine could not be started: the game did not take place (no result).
    void startFailed(const QString& reason);
    void finished();

private:
    void onReady(eschess::Color side);
    void onBestMove(eschess::Color side, eschess::Move move);
    void onFailed(eschess::Color side, const QString& reason);
    void onWatchdog();
    void playBookMoves();
    void requestMove();
    void finish(eschess::Outcome outcome, const QString& reason);
    void shutDownEngines();
    bool hasMatingMaterial(eschess::Color side) const;

    MatchGameSetup m_setup;
    MatchGameRecord m_record;
    QPointer<Engine> m_engines[2];
    bool m_ready[2] = {false, false};
    bool m_playing = false;
    bool m_finished = false;
    bool m_aborted = false;
    MatchClock m_clock;
    Adjudicator m_adjudicator;
    QElapsedTimer m_thinkTimer;
    QTimer m_watchdog;
    EngineInfo m_lastInfo;
    bool m_haveInfo = false;
};

} // namespace eschess::app

Q_DECLARE_METATYPE(eschess::app::PlayedMove)
