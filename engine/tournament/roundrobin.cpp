#include "tournament/roundrobin.h"

namespace eschess {

std::vector<ScheduledGame> roundRobin(int players, int gamesPerPair) {
    std::vector<ScheduledGame> games;
    if (players < 2 || gamesPerPair < 1) return games;
    // An odd field gets a dummy player; whoever meets it has the bye.
    const int n = players % 2 == 0 ? players : players + 1;
    const int rounds = n - 1;
    const int fixed = n - 1;
    for (int encounter = 0; encounter < gamesPerPair; ++encounter) {
        const bool reversed = encounter % 2 == 1;
        for (int r = 0; r < rounds; ++r) {
            const int round = encounter * rounds + r;
            const int opening = (encounter / 2) * rounds + r;
            // Circle method: the fixed player meets r, and r ± k meet each other. Alternating the
            // fixed player's colour by round, and giving White to r + k for odd k and to r - k for
            // even k, keeps every player within one game of even colours over a cycle.
            auto add = [&](int white, int black) {
                if (white >= players || black >= players) return; // the dummy: a bye
                if (reversed) std::swap(white, black);
                games.push_back({white, black, opening, round});
            };
            if (r % 2 == 0) add(r, fixed);
            else add(fixed, r);
            for (int k = 1; k < n / 2; ++k) {
                const int a = (r + k) % rounds, b = (r - k + rounds) % rounds;
                if (k % 2 == 1) add(a, b);
                else add(b, a);
            }
        }
    }
    return games;
}

std::vector<ScheduledGame> gauntlet(int players, int gauntletPlayer, int gamesPerPair) {
    std::vector<ScheduledGame> games;
    if (players < 2 || gauntletPlayer < 0 || gauntletPlayer >= players) return games;
    for (int k = 0; k < gamesPerPair; ++k)
        for (int opponent = 0; opponent < players; ++opponent) {
            if (opponent == gauntletPlayer) continue;
            if (k % 2 == 0) games.push_back({gauntletPlayer, opponent, k / 2, k});
            else games.push_back({opponent, gauntletPlayer, k / 2, k});
        }
    return games;
}

} // namespace eschess
