#pragma once
// Results counted by game pairs: one opening played twice, each engine White once. What the
// first engine scores over a pair (0, ½, 1, 1½ or 2 points) is one of five outcomes. The two
// games of a pair share their opening's bias, so their results are not independent: counted
// game by game (W/D/L), a match's variance comes out too large, its Elo interval too wide and
// its SPRT slower than need be. Counted by pairs the variance is the real one; fishtest,
// fastchess and OpenBench decide their SPRTs so.

#include "rating/elo.h"
#include "rating/scoremoments.h"

#include <array>
#include <string>
#include <string_view>

namespace eschess {

struct Pentanomial {
    // counts[k]: pairs in which the first engine scored k half-points: [0] both games lost,
    // [1] a loss and a draw, [2] two draws or a win and a loss, [3] a win and a draw, [4] both won.
    std::array<int, 5> counts{};

    int pairs() const;
    // A finished pair from the first engine's half-points in it (0..4; others are ignored).
    void add(int halfPoints);
    bool operator==(const Pentanomial&) const = default;
};

// The pair scores' mean and variance (a pair's score as a share of its two points).
ScoreMoments scoreMoments(const Pentanomial& pairs, bool regularise);

// "LL,LD,DD,WD,WW": five whole numbers from 0, as fastchess prints them after "Ptnml(0-2)".
bool parsePentanomial(std::string_view text, Pentanomial& out, std::string& error);

// Score, Elo and its 95% interval, LOS from the pairs (games = twice the pairs). drawRatio is
// the share of pairs that ended level (two draws, or a win each).
EloEstimate estimateElo(const Pentanomial& pairs);

// "[LL, LD, DD, WD, WW]"
std::string formatPentanomial(const Pentanomial& pairs);

} // namespace eschess
