#pragma once
// A tournament of many engines: round robin, gauntlet or Swiss, with any mix of engine specs (as a
// match takes them). The schedule comes from engine/tournament (pairings, colours, which opening);
// every game is played by MatchGame in the application's one game loop, several at once. Openings
// come from an EPD/PGN suite or a Polyglot book (weighted or best move up to a depth); each pair
// plays an opening with both colours. Every finished game goes through the same RunJournal as a
// match's (PGN and state file, synced), so a killed tournament resumes where it was, and because a
// game's pairing, colours and opening depend only on its place in the schedule and the seed, the
// final tables equal an uninterrupted run's.

#include "app/core/adjudicator.h"
#include "app/core/enginespec.h"
#include "app/core/matchgame.h"
#include "app/core/openingsuite.h"
#include "app/core/runjournal.h"
#include "app/core/timecontrol.h"

#include "book/book_pick.h"
#include "book/polyglot_book.h"
#include "rating/resulttable.h"
#include "tournament/scheduledgame.h"

#include <QObject>
#include <QString>
#include <QStringList>

#include <functional>
#include <memory>
#include <optional>
#include <vector>

namespace eschess::app {

enum class TournamentFormat { RoundRobin, Gauntlet, Swiss };
QString formatName(TournamentFormat format); // "round-robin", "gauntlet", "swiss"
std::optional<TournamentFormat> parseTournamentFormat(const QString& name);

struct TournamentSettings {
    std::vector<EngineSpec> engines; // at least two
    QStringList names;               // optional, by engine; empty entries: the spec's label
    TournamentFormat format = TournamentFormat::RoundRobin;
    int gamesPerPair = 2;   // per pairing (a Swiss round's pairing too); colours alternate
    int swissRounds = 0;    // Swiss: rounds; 0: ceil(log2(players)) + 1
    int gauntletPlayer = 0; // Gauntlet: the engine that meets all others
    TimeControl timeControl = TimeControl::clock(60000);
    OpeningSuite openings; // used first; empty: the book, else the standard position
    bool randomOpenings = false;
    QString bookPath; // a Polyglot .bin as the opening source when there is no suite
    eschess::BookPickOptions bookPick;
    quint64 seed = 1; // shuffled suites and weighted book picks
    int concurrency = 1;
    AdjudicationSettings adjudication;
    qint64 timeMarginMs = 100;
    qint64 stallMs = 60000;
    QString pgnPath;
    QString statePath;
    bool resume = false;
    QString event = QStringLiteral("Eschess tournament");
    QString site;
};

// One game of the schedule and, once played, its result.
struct TournamentGame {
    int index = 0; // place in the schedule (the journal's game number)
    eschess::ScheduledGame slot;
    eschess::GameResult result = eschess::GameResult::None;
    bool running = false;
    bool finished() const { return result != eschess::GameResult::None; }
};

class TournamentRunner : public QObject {
    Q_OBJECT
  public:
    enum class State { Idle, Running, Stopping, Finished };
    Q_ENUM(State)

    explicit TournamentRunner(TournamentSettings settings, QObject* parent = nullptr);
    ~TournamentRunner() override;

    bool validate(QString* error) const;
    void start();
    void finishRunningThenStop();
    void stopNow();

    State state() const { return m_state; }
    const TournamentSettings& settings() const { return m_settings; }
    int players() const { return int(m_names.size()); }
    QString playerName(int i) const { return m_names[std::size_t(i)]; }
    QStringList playerNames() const;
    // Games planned in all (a Swiss: every round, including rounds not paired yet).
    int totalGames() const { return m_total; }
    int gamesPlayed() const { return m_played; }
    int gamesResumed() const { return m_resumed; }
    // The schedule known so far (a Swiss adds a round when the one before is over).
    const std::vector<TournamentGame>& schedule() const { return m_games; }
    // Swiss byes so far (white sat out and got a point).
    const std::vector<eschess::ScheduledGame>& byes() const { return m_byes; }
    // Every finished game as the rating fit takes them.
    eschess::ResultTable resultTable() const;
    // Points of each player (Swiss bye points included).
    std::vector<double> points() const;
    std::vector<int> gamesOf() const;
    QList<MatchGame*> runningGames() const;
    QString errorString() const { return m_error; }
    QJsonObject journalSettings() const;
    // The opening of schedule game `openingIndex` (a suite entry or a book line).
    Opening opening(int openingIndex) const;

    using EngineFactory = std::function<Engine*(int player, QObject* parent)>;
    void setEngineFactory(EngineFactory factory) { m_factory = std::move(factory); }

  signals:
    void gameStarted(int index, eschess::app::MatchGame* game);
    void gameFinished(int index, const eschess::app::MatchGameRecord& record);
    void stateChanged(eschess::app::TournamentRunner::State state);
    void error(const QString& message);
    void finished();

  private:
    bool openJournal(QString* error);
    bool extendSchedule(QString* error); // Swiss: pair the next round once this one is over
    void appendRound(const std::vector<eschess::ScheduledGame>& round);
    void scheduleGames();
    void startGame(TournamentGame& game);
    void onGameFinished(MatchGame* match, int index);
    void checkDone();
    void setState(State s);
    void fail(const QString& why);
    int swissRounds() const;

    TournamentSettings m_settings;
    EngineFactory m_factory;
    State m_state = State::Idle;
    std::vector<QString> m_names;
    std::vector<TournamentGame> m_games;
    std::vector<eschess::ScheduledGame> m_byes;
    int m_swissRoundsPaired = 0;
    int m_total = 0;
    int m_played = 0;
    int m_resumed = 0;
    QString m_error;
    mutable eschess::PolyglotBook m_book; // loaded by validate()
    std::unique_ptr<RunJournal> m_journal;
    QList<QPair<MatchGame*, int>> m_running;
    std::vector<JournalGame> m_journalled; // resuming: recorded games not yet placed in the schedule
};

} // namespace eschess::app
