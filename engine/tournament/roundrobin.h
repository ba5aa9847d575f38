#pragma once
// Round-robin and gauntlet schedules. Both play every pairing as a series of encounters in which
// the two players swap colours on the same opening, so neither gets the better side of an opening
// (with an odd number of games per pair the last game has no return game).

#include "tournament/scheduledgame.h"

#include <vector>

namespace eschess {

// Everyone against everyone, gamesPerPair games each. The rounds come from the circle method
// (Berger tables), so nobody plays twice in a round; with an odd field one player per round has a
// bye, which is not listed. A cycle of n - 1 rounds (n even; n rounds when odd) is played with
// the table's colours, the next cycle is the same with colours reversed and the same openings,
// and so on. Every game of a round uses the same opening: the cycle pair's number times the
// cycle length plus the round within the cycle.
std::vector<ScheduledGame> roundRobin(int players, int gamesPerPair);

// Player `gauntletPlayer` against each of the others, gamesPerPair games each; round k holds the k-th
// game of every match, and every match uses the same openings in the same order (game k uses
// opening k / 2), so the opponents are compared on equal terms.
std::vector<ScheduledGame> gauntlet(int players, int gauntletPlayer, int gamesPerPair);

} // namespace eschess
