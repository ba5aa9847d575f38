#pragma once
// How long an engine may think in a match: a clock (`40/60+0.6` — moves per period / seconds
// + increment — or `10+0.1` for the whole game), a fixed time per move, a fixed depth or a
// node budget. MatchTimeControl is the setting; MatchClock runs it for one game, so the match can
// flag a time forfeit itself instead of trusting the engines.

#include "search/limits.h"

#include <QString>

#include <optional>

namespace eschess::app {

struct MatchTimeControl {
    enum class Kind { Clock, MoveTime, Depth, Nodes };
    Kind kind = Kind::Clock;
    int movesPerPeriod = 0; // Clock: 0 = the whole game
    qint64 baseMs = 60000;  // Clock
    qint64 incMs = 0;       // Clock
    qint64 moveTimeMs = 0;  // MoveTime
    int depth = 0;          // Depth
    quint64 nodes = 0;      // Nodes

    // "40/60+0.6", "10+0.1", "60" (seconds; fractions allowed). Errors say which part is wrong.
    static std::optional<MatchTimeControl> parseClock(const QString& text, QString* error);
    static MatchTimeControl moveTime(qint64 ms);
    static MatchTimeControl fixedDepth(int depth);
    static MatchTimeControl fixedNodes(quint64 nodes);

    // PGN's MatchTimeControl tag: "40/60+0.6", "10+0.1", "0.1/move" for movetime, "-" otherwise.
    QString pgnTag() const;
    // For people: "10+0.1", "movetime 100 ms", "depth 5", "nodes 10000".
    QString toString() const;
};

// Both clocks of one game under a MatchTimeControl.
class MatchClock {
public:
    explicit MatchClock(const MatchTimeControl& tc = {});
    // The limits for the side to move's next search (clocks for both sides, moves to go).
    eschess::SearchLimits limits(eschess::Color side) const;
    // Charges a move's thinking time to side; false when its flag fell (time remaining < 0 − margin).
    bool charge(eschess::Color side, qint64 elapsedMs);
    qint64 remainingMs(eschess::Color side) const { return m_remaining[side]; }
    bool timed() const { return m_tc.kind == MatchTimeControl::Kind::Clock; }
    // How long side may think from now before its flag falls (timed games only).
    qint64 allowanceMs(eschess::Color side) const { return m_remaining[side] + m_marginMs; }
    void setMarginMs(qint64 ms) { m_marginMs = ms; }

private:
    MatchTimeControl m_tc;
    qint64 m_remaining[2];
    int m_movesMade[2] = {0, 0};
    qint64 m_marginMs = 0;
};

} // namespace eschess::app
