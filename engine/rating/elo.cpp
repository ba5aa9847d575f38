#include "rating/elo.h"

#include <algorithm>
#include <cstdio>
#include <limits>

namespace eschess {

double scoreToElo(double score) {
    if (score <= 0) return -std::numeric_limits<double>::infinity();
    if (score >= 1) return std::numeric_limits<double>::infinity();
    return -400.0 * std::log10(1.0 / score - 1.0);
}

double eloToScore(double elo) { return 1.0 / (1.0 + std::pow(10.0, -elo / 400.0)); }

double likelihoodOfSuperiority(int wins, int losses) {
    const int decisive = wins + losses;
    if (decisive <= 0) return 0.5;
    return 0.5 * (1.0 + std::erf(double(wins - losses) / std::sqrt(2.0 * decisive)));
}

double setEloAndInterval(EloEstimate& e, const ScoreMoments& m) {
    const double stderror = std::sqrt(m.variance / m.count);
    e.score = m.mean;
    e.elo = scoreToElo(m.mean);
    e.eloLow = scoreToElo(m.mean - kZ95 * stderror);
    e.eloHigh = scoreToElo(m.mean + kZ95 * stderror);
    e.margin = (e.eloHigh - e.eloLow) / 2.0;
    if (std::isnan(e.margin)) e.margin = std::numeric_limits<double>::infinity(); // both ends infinite
    return stderror;
}

EloEstimate estimateElo(int wins, int draws, int losses) {
    EloEstimate e;
    wins = std::max(0, wins);
    draws = std::max(0, draws);
    losses = std::max(0, losses);
    e.games = wins + draws + losses;
    e.los = likelihoodOfSuperiority(wins, losses);
    if (e.games == 0) return e;

    setEloAndInterval(e, scoreMoments(wins, draws, losses, false));
    e.drawRatio = double(draws) / e.games;
    return e;
}

std::string formatElo(double elo) {
    if (std::isnan(elo)) return "nan";
    if (std::isinf(elo)) return elo > 0 ? "inf" : "-inf";
    char buf[32];
    std::snprintf(buf, sizeof buf, "%+.1f", elo);
    return buf;
}

} // namespace eschess
