#include "rating/ladder.h"

#include "rating/elo.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace eschess {

LadderFit fitRating(const std::vector<LadderResult>& results) {
    LadderFit fit;
    double weightedOpp = 0;
    for (const LadderResult& r : results) {
        fit.games += r.games();
        fit.points += r.wins + 0.5 * r.draws;
        weightedOpp += r.opponentElo * r.games();
    }
    if (fit.games == 0) return fit;
    const double inf = std::numeric_limits<double>::infinity();
    if (fit.points <= 0 || fit.points >= fit.games) {
        fit.elo = fit.points <= 0 ? -inf : inf;
        fit.low = fit.points <= 0 ? -inf : weightedOpp / fit.games;
        fit.high = fit.points <= 0 ? weightedOpp / fit.games : inf;
        fit.margin = inf;
        return fit;
    }

    // Newton's method on the log-likelihood L(R) = Σ s ln E + (n - s) ln(1 - E); it is concave,
    // so starting from the performance rating against the average opponent converges fast.
    double rating = weightedOpp / fit.games + scoreToElo(fit.points / fit.games);
    double information = 0;
    for (int it = 0; it < 100; ++it) {
        double gradient = 0;
        information = 0;
        for (const LadderResult& r : results) {
            const double e = eloToScore(rating - r.opponentElo);
            gradient += kEloSlope * ((r.wins + 0.5 * r.draws) - r.games() * e);
            information += kEloSlope * kEloSlope * r.games() * e * (1 - e);
        }
        fit.iterations = it + 1;
        if (information <= 0) break;
        const double step = std::clamp(gradient / information, -400.0, 400.0);
        rating += step;
        if (std::fabs(step) < 1e-9) break;
    }
    fit.elo = rating;
    fit.bounded = information > 0;
    const double sd = information > 0 ? 1.0 / std::sqrt(information) : inf;
    fit.margin = kZ95 * sd;
    fit.low = rating - fit.margin;
    fit.high = rating + fit.margin;
    return fit;
}

} // namespace eschess
