#pragma once
// One rating from results against several rated opponents (the "Performance" seed, docs/seeds.md:
// an engine against Stockfish at several UCI_Elo levels). The maximum-likelihood rating under
// the logistic Elo model, draws counted as half points, with a 95% interval from the Fisher
// information. When every game was won (or lost) no finite maximum exists: the estimate is
// then ±infinity and `bounded` is false.

#include <vector>

namespace eschess {

struct LadderResult {
    double opponentElo = 0;
    int wins = 0, draws = 0, losses = 0; // of the rated player against this opponent
    int games() const { return wins + draws + losses; }
};

struct LadderFit {
    double elo = 0;
    double low = 0, high = 0; // 95% interval
    double margin = 0;        // (high - low) / 2
    int games = 0;
    double points = 0;
    bool bounded = false;     // false: all won or all lost (or no games), elo is ±infinity or 0
    int iterations = 0;
};

LadderFit fitRating(const std::vector<LadderResult>& results);

} // namespace eschess
