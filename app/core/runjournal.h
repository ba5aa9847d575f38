#pragma once
// Crash survival for long runs, shared by matches and tournaments. Every finished game is
// appended to the PGN file and then to a state file (the journal), each written, flushed and
// synced before the next game may start, so a killed process or a power cut loses at most the
// games that were in progress. `--resume` reads the journal back: the run skips the games it
// lists and plays the rest, and because every game's pairing, colours and opening follow from
// its place in the schedule (and the seed), the final tables equal an uninterrupted run's.
//
// The journal is JSON Lines: a header, then one line per finished game.
//   {"format":"eschess-run","version":1,"kind":"tournament","settings":{…},"pgn":"games.pgn","pgnBytes":0}
//   {"game":3,"white":0,"black":2,"result":"1-0","pgnBytes":2817}
// `settings` is what decides the games (engines, limit, number of games, openings, seed); a
// resumed run must have the same, or it would mix two different runs. `pgnBytes` is the PGN
// file's size after the game was written: a game written to the PGN but killed before its journal
// line (or written halfway) is cut off on resume and played again, so no game is ever doubled.
// A torn last journal line (killed while writing it) is dropped the same way.

#include "app/core/adjudicator.h"
#include "game/outcome.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <vector>

namespace eschess::app {

// Appends bytes to a file and makes them durable (written, flushed, fsync'ed) before returning.
bool appendDurably(const QString& path, const QByteArray& bytes, QString* error);

// The adjudication rules as the state file's settings record them, one text for matches and
// tournaments, so that resuming with other rules is refused the same way in both.
QString adjudicationRecord(const AdjudicationSettings& a);

struct JournalGame {
    int index = 0;            // the game's place in the run's schedule, 0-based
    int white = 0, black = 0; // player indices (a match: 0 is engine 1)
    eschess::GameResult result = eschess::GameResult::None;
};

class RunJournal {
  public:
    // kind: "match" or "tournament"; settings: what decides the games. An empty statePath keeps
    // no journal (record() then only appends to the PGN); an empty pgnPath writes no PGN.
    RunJournal(QString statePath, QString kind, QJsonObject settings, QString pgnPath);

    bool keepsState() const { return !m_statePath.isEmpty(); }

    // A setting (a number) that a resumed run may raise: the run is extended, not changed. For a
    // match's number of games, whose colours and openings follow from each game's index alone, so
    // the games already played are the first games of the longer run (an SPRT that reached its
    // game limit undecided goes on with the same games).
    void allowGrowth(const QString& key) { m_growable.append(key); }

    // A new run: refuses when the state file exists and is not empty (a run to resume, or to
    // delete), else writes the header atomically with the PGN's current size.
    bool create(QString* error);
    // A resumed run: reads the journal, checks its kind and settings, drops a torn last line and
    // cuts the PGN back to the size after the last recorded game. games() then lists them.
    bool resume(QString* error);
    const std::vector<JournalGame>& games() const { return m_games; }

    // One finished game: its PGN text is appended and synced, then its journal line.
    bool record(const JournalGame& game, const QByteArray& pgnText, QString* error);

  private:
    bool fail(QString* error, const QString& why) const;

    QString m_statePath, m_kind, m_pgnPath;
    QJsonObject m_settings;
    QStringList m_growable;
    std::vector<JournalGame> m_games;
};

} // namespace eschess::app
