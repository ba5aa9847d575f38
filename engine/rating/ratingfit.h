#pragma once
// Ratings of a whole tournament field, fitted at once by maximum likelihood over every game (the
// approach of Ordo and BayesElo, rather than chaining head-to-head results).
//
// Model: the logistic Elo curve, E(i beats j) = 1 / (1 + 10^((Rj - Ri) / 400)), with a draw
// counted as half a point (as Ordo does; there is no separate draw parameter and no white
// advantage). The maximum makes every player's expected total equal to their actual total.
// Only differences are determined, so the list is anchored: the mean of the rated players, or one
// player, is set to a given value.
//
// Intervals: 95% from the sandwich (robust) covariance I⁻¹ J I⁻¹, where I is the Fisher
// information of the model and J the observed spread of the game scores around the fitted
// expectations. With no draws J = I and this is the plain inverse Fisher information; with many
// draws — usual between engines — the plain one would be far too wide, because a half-point model
// thinks a draw as uncertain as a coin toss. For two players it is the delta-method interval of the
// trinomial standard error that rating/elo uses. LOS between two players is Φ(d / σ_d) with σ_d from
// the same covariance.
//
// A player who won (or lost) every game against the rated field has no finite rating: they are
// listed at ±infinity and left out, repeatedly, until every remaining player both scored and
// conceded. When the rest still splits into groups that one group swept, or into groups that never
// met, there is no finite fit and the fit fails with a message naming the players.

#include "core/parsed.h"
#include "rating/resulttable.h"

#include <vector>

namespace eschess {

enum class RatingAnchor { Mean, Player };

struct RatingFitOptions {
    RatingAnchor anchor = RatingAnchor::Mean;
    int anchorPlayer = -1; // with RatingAnchor::Player: the index in the table
    double anchorElo = 0;  // the rated players' mean, or the anchored player's rating
};

enum class RatingStatus {
    Rated,
    AllWon,  // won every game against the rated field: +infinity
    AllLost, // lost every game against it: -infinity
    Unrated  // no games against the rated field: NaN
};

struct PlayerRating {
    RatingStatus status = RatingStatus::Unrated;
    double elo = 0;
    double low = 0, high = 0; // 95% interval (equal to elo for the anchored player)
    double margin = 0;        // (high - low) / 2
    int games = 0;            // all of the player's games, as in the table
    double points = 0;
    bool rated() const { return status == RatingStatus::Rated; }
};

struct RatingFit {
    std::vector<PlayerRating> players;    // in table order
    std::vector<int> ranking;             // table indices, best first
    std::vector<std::vector<double>> los; // los[i][j]: probability that i is stronger than j
    int iterations = 0;
    // LOS of the player at `rank` over the next one in the ranking.
    double losOverNext(int rank) const { return los[ranking[rank]][ranking[rank + 1]]; }
};

Parsed<RatingFit> fitRatings(const ResultTable& table, const RatingFitOptions& options = {});

} // namespace eschess
