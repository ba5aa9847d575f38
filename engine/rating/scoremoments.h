#pragma once
// Mean and variance of a per-game or per-pair score from a tally of outcomes: what the Elo
// interval and the SPRT's log-likelihood ratio are both computed from, for games counted one
// by one (the trinomial W/D/L) or two by two (the pentanomial pairs).

#include <cstddef>

namespace eschess {

struct ScoreMoments {
    double count = 0;    // outcomes counted (games or pairs), after any regularisation
    double mean = 0.5;   // the average score, 0..1
    double variance = 0; // of one outcome's score
};

// scores[i] (0..1) happened counts[i] times. With every outcome alike the variance is zero and
// no ratio can be formed; regularise then adds half of the worst and half of the best outcome,
// so that a test of all wins still moves (the SPRT asks for it, the Elo interval does not).
ScoreMoments scoreMoments(const double* scores, const int* counts, std::size_t kinds, bool regularise);
// Games one by one: a loss 0, a draw ½, a win 1.
ScoreMoments scoreMoments(int wins, int draws, int losses, bool regularise);

} // namespace eschess
