#pragma once
// A match between two engines, as Cute Chess runs them: games in pairs (each opening once with
// each engine as White), several games at once, every finished game appended to the PGN file
// and flushed at once (a crash of the app or the machine loses at most the games in progress),
// running W/D/L overall and by colour, Elo with its 95% interval, LOS, draw ratio, and an
// optional SPRT that ends the match when it decides. The SPRT counts pairs (pentanomial.h), as
// fishtest and fastchess do: it decides in fewer games than Cute Chess's count of single games. Signals carry
// every result so the CLI prints a line per game and the GUI draws its charts live.

#include "app/core/adjudicator.h"
#include "app/core/enginespec.h"
#include "app/core/matchgame.h"
#include "app/core/openingsuite.h"
#include "app/core/runjournal.h"
#include "app/core/timecontrol.h"

#include "rating/elo.h"
#include "rating/pentanomial.h"
#include "rating/sprt.h"

#include <QObject>
#include <QString>

#include <functional>
#include <memory>
#include <optional>
#include <vector>

namespace eschess::app {

struct MatchSettings {
    EngineSpec engine[2];     // engine 1 and engine 2
    QString name[2];          // empty: the spec's label (a UCI engine's id name once known)
    int games = 2;            // total games (an odd number plays the last pair's first game only)
    TimeControl timeControl = TimeControl::clock(60000);
    OpeningSuite openings;     // empty: every game from the standard position
    bool randomOpenings = false;
    quint64 seed = 1;         // for random openings and searchers that use randomness
    int concurrency = 1;
    AdjudicationSettings adjudication;
    qint64 timeMarginMs = 100;
    qint64 stallMs = 60000;   // untimed searches: the longest wait for one move
    QString pgnPath;          // empty: no PGN file
    QString statePath;        // empty: no state file (see runjournal.h); else each game is journalled
    bool resume = false;      // continue the run recorded in statePath (same settings)
    QString event = QStringLiteral("Eschess match");
    QString site;             // empty: the host name
    std::optional<eschess::SprtParams> sprt;
};

// Results of engine 1 (W/D/L from its side), overall, by the colour it had, and by pairs of
// games (an opening with each engine White once) once both games of a pair are in.
struct MatchScore {
    int wins = 0, draws = 0, losses = 0;
    int winsAs[2] = {0, 0}, drawsAs[2] = {0, 0}, lossesAs[2] = {0, 0}; // index: engine 1's colour
    eschess::Pentanomial pairs;
    int games() const { return wins + draws + losses; }
    double points() const { return wins + 0.5 * draws; }
    eschess::EloEstimate elo() const { return eschess::estimateElo(wins, draws, losses); }
    eschess::EloEstimate pairedElo() const { return eschess::estimateElo(pairs); }
};

// The SPRT's decision as it was reached. The match stops there, but the games in progress
// then still finish and count, and they can move the LLR back inside the bounds: the decision
// stands, with the score it was made on.
struct SprtVerdict {
    eschess::SprtStatus status;
    MatchScore score;
};

class MatchRunner : public QObject {
    Q_OBJECT
public:
    enum class State { Idle, Running, Stopping, Finished };
    Q_ENUM(State)

    explicit MatchRunner(MatchSettings settings, QObject* parent = nullptr);
    ~MatchRunner() override;

    // Checks the settings (PGN file writable, games > 0…); false and *error when not playable.
    bool validate(QString* error) const;
    void start();
    // Plays no new game; the games in progress are finished, then finished() is emitted.
    void finishRunningThenStop();
    // Abandons the games in progress (not counted, not written) and stops at once.
    void stopNow();

    State state() const { return m_state; }
    const MatchSettings& settings() const { return m_settings; }
    const MatchScore& score() const { return m_score; }
    std::optional<eschess::SprtStatus> sprtStatus() const; // over every pair completed so far
    std::optional<SprtVerdict> sprtVerdict() const { return m_sprtVerdict; } // once decided
    int gamesPlayed() const { return m_score.games(); }
    // Games taken over from the state file when resuming (counted in score() and gamesPlayed()).
    int gamesResumed() const { return m_resumed; }
    // What decides the games, as the state file records it (a resumed run must match).
    QJsonObject journalSettings() const;
    QString engineName(int i) const { return m_names[i]; }
    QString errorString() const { return m_error; }
    // The games being played now (to watch one on the board).
    QList<MatchGame*> runningGames() const;
    // "Score of A vs B: 3 - 1 - 2  [0.667]  6"
    QString scoreLine() const;
    // "Elo difference: 120.4 +/- 150.2, LOS: 84.1 %, DrawRatio: 33.3 %" (game by game, as Cute Chess)
    QString eloLine() const;
    // "Ptnml(0-2): [0, 1, 3, 1, 1], Elo by pairs: 57.2 +/- 101.3, LOS: 86.5 %"
    QString pairsLine() const;

    // Tests substitute engines (e.g. the fake UCI program) through this factory.
    using EngineFactory = std::function<Engine*(int index, QObject* parent)>;
    void setEngineFactory(EngineFactory factory) { m_factory = std::move(factory); }

signals:
    void gameStarted(int round, eschess::app::MatchGame* game);
    // A game finished and counted: engine 1's result in it (1, 0.5, 0) and the new totals.
    void gameFinished(int round, const eschess::app::MatchGameRecord& record, double engine1Points);
    void scoreChanged(const eschess::app::MatchScore& score);
    void sprtDecided(eschess::SprtDecision decision);
    void stateChanged(eschess::app::MatchRunner::State state);
    // The match cannot go on (an engine does not start, the PGN file cannot be written).
    void error(const QString& message);
    void finished();

private:
    void scheduleGames();
    void startGame(int index);
    void onGameFinished(MatchGame* game, int index, bool engine1White);
    bool openJournal(QString* error);
    void count(int index, bool engine1White, eschess::GameResult r);
    void checkDone();
    void setState(State s);

    MatchSettings m_settings;
    EngineFactory m_factory;
    State m_state = State::Idle;
    MatchScore m_score;
    QString m_names[2];
    QString m_error;
    int m_nextIndex = 0;
    std::unique_ptr<RunJournal> m_journal;
    // By game index: engine 1's half-points once the game is finished, in this run or an earlier
    // one (resume); -1 until then.
    std::vector<signed char> m_halfPoints;
    int m_resumed = 0;
    std::optional<SprtVerdict> m_sprtVerdict;
    QList<MatchGame*> m_running;
};

} // namespace eschess::app

Q_DECLARE_METATYPE(eschess::app::MatchScore)
