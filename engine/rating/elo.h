#pragma once
// Elo arithmetic for a head-to-head result: score, Elo difference with a 95% interval from the
// trinomial (win/draw/loss) standard error, likelihood of superiority and draw ratio. The same
// model Cute Chess reports, so numbers can be compared with its output line for line.

#include "rating/scoremoments.h"

#include <cmath>
#include <string>

namespace eschess {

// The 97.5% quantile of the standard normal distribution (two-sided 95%).
constexpr double kZ95 = 1.959963984540054;
// The logistic curve's slope factor: d/dR of ln(10^(R/400)), so dE/dR = kEloSlope * E * (1 - E)
// for the expected score E at a rating difference R (the rating fits' gradients use it).
constexpr double kEloSlope = 2.302585092994046 / 400.0;

// Expected score (0..1) -> Elo difference on the logistic curve; ±infinity at 0 and 1.
double scoreToElo(double score);
// Elo difference -> expected score.
double eloToScore(double elo);
// Likelihood of superiority: the probability that the side with `wins` is the stronger one.
// 0.5 when no game was decisive.
double likelihoodOfSuperiority(int wins, int losses);

struct EloEstimate {
    int games = 0;
    double score = 0.5;     // points per game, 0..1
    double drawRatio = 0;   // draws / games
    double elo = 0;         // may be ±infinity (all won or all lost)
    double eloLow = 0;      // 95% interval
    double eloHigh = 0;
    double margin = 0;      // (eloHigh - eloLow) / 2, the "±" Cute Chess prints
    double los = 0.5;
    bool finite() const { return std::isfinite(elo) && std::isfinite(margin); }
};

// From the first player's wins, draws and losses.
EloEstimate estimateElo(int wins, int draws, int losses);

// Sets e's score, Elo, 95% interval and margin from the mean score and the variance of one
// outcome (a game, or a pair of games) over m.count outcomes; returns the mean's standard error.
double setEloAndInterval(EloEstimate& e, const ScoreMoments& m);

// "+43.7", "-12.0", "inf", "-inf" — signed with one decimal, as the CLI prints Elo.
std::string formatElo(double elo);

} // namespace eschess
