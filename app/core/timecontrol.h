#pragma once
// How long a player may think, for every game the application runs (a game on the board, a
// match game, a tournament game): untimed, a clock (`40/60+0.6` — moves per period / seconds
// + increment — or `10+0.1` for the whole game), a fixed time per move, a fixed depth or a
// node budget. TimeControl is the setting, parsed and written here only; GameClock
// (gameclock.h) runs it for one game.

#include <QString>

#include <optional>

namespace eschess::app {

struct TimeControl {
    enum class Kind { None, Clock, MoveTime, Depth, Nodes };

    // The largest settings every front end accepts (set-up dialogs and eschess-cli alike): wide
    // enough for any real use, small enough that no later sum (a move's time plus its grace)
    // can overflow.
    static constexpr qint64 kMaxMoveTimeMs = 86'400'000; // a day per move
    static constexpr int kMaxDepth = 100;
    static constexpr quint64 kMaxNodes = 1'000'000'000'000;

    Kind kind = Kind::None; // None: an untimed game (engines fall back to their strength setting)
    int movesPerPeriod = 0; // Clock: 0 = the whole game
    qint64 baseMs = 5 * 60 * 1000; // Clock (kept under None: what a game on the board offers next)
    qint64 incMs = 0;       // Clock
    qint64 moveTimeMs = 0;  // MoveTime
    int depth = 0;          // Depth
    quint64 nodes = 0;      // Nodes

    // "40/60+0.6", "10+0.1", "60" (seconds; fractions allowed). Errors say which part is wrong.
    static std::optional<TimeControl> parseClock(const QString& text, QString* error);
    // A setting of the given kind as typed into a form: a clock as parseClock reads it, or a
    // whole number of milliseconds per move, of plies, of nodes per move, from 1 to the largest
    // above. Errors say what and the range. Kind::None needs no text and always parses.
    static std::optional<TimeControl> parse(Kind kind, const QString& text, QString* error);
    static TimeControl clock(qint64 baseMs, qint64 incMs = 0, int movesPerPeriod = 0);
    static TimeControl moveTime(qint64 ms);
    static TimeControl fixedDepth(int depth);
    static TimeControl fixedNodes(quint64 nodes);

    // Clocks run (and flags fall) only under Kind::Clock.
    bool timed() const { return kind == Kind::Clock; }

    // PGN's TimeControl tag: "40/60+0.6", "10+0.1", "0.1/move" for movetime, "-" otherwise.
    QString pgnTag() const;
    // For people: "10+0.1", "movetime 100 ms", "depth 5", "nodes 10000", "untimed".
    QString toString() const;
};

} // namespace eschess::app
