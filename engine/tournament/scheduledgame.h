#pragma once
// One game of a tournament schedule: who plays White and Black, from which opening (an index into
// the tournament's opening list, taken modulo its size by the runner), and in which round. The
// pairing functions produce these; the tournament runner plays them.

namespace eschess {

struct ScheduledGame {
    static constexpr int kBye = -1; // as `black`: `white` sits the round out (and gets the bye point)

    int white = 0;
    int black = 0;
    int opening = 0;
    int round = 0; // 0-based; in one round nobody plays twice (a gauntlet's first player aside)
    bool isBye() const { return black == kBye; }
    bool operator==(const ScheduledGame&) const = default;
};

} // namespace eschess
