#pragma once
// Swiss pairings for fields too large for a round robin: a fixed number of rounds, each pairing
// players with equal (or the nearest) scores, never the same two players twice while another
// pairing exists, with colours kept balanced and a bye for an odd field.
//
// A simplified Dutch system: players are ranked by score, then by seed (their index: list the
// strongest first). The top unpaired player is paired first, preferring an opponent from the same
// score group — and in it the one half a group further down (top half against bottom half), so
// leaders do not meet too early — then the nearest lower groups. A depth-first search with
// backtracking finds a complete pairing without repeats when one exists; only when none exists are
// repeats allowed. Among equally good opponents one whose colour preference complements is taken.
// Colours: the player with more Blacks so far gets White; on a tie the one who had Black last; on
// a tie again the higher ranked gets the colour opposite to his last (White in round one for the
// higher ranked of each pair when the round number is even, Black when odd).
// The bye goes to the lowest-ranked player who has not had one (each player at most once while
// possible); it is listed as a game against ScheduledGame::kBye, and the runner scores it.

#include "tournament/scheduledgame.h"

#include <vector>

namespace eschess {

// The next round's games. `scores[i]` is player i's score so far (bye points included); `played`
// is every earlier game and bye of the tournament. Everyone in `scores` is paired.
std::vector<ScheduledGame> swissRound(const std::vector<double>& scores, const std::vector<ScheduledGame>& played,
                                      int round, int opening);

} // namespace eschess
