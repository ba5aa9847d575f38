#include "search/wdl.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>

namespace eschess {

namespace {

constexpr int kMinMaterial = 10; // less is counted as this much (the fit lumps it together)

// tools/fit-wdl.py on gen4 (2,899,513 positions within ±2,000 cp), for material 10 to 78: a
// (the score that wins half the games) and b
constexpr std::array<std::int16_t, 69> kWdlA = {
    691, 621, 595, 362, 331, 310, 302, 272, 255, 240, 226, 211, 192, 182, 173, 165,
    159, 158, 153, 148, 145, 141, 136, 134, 130, 128, 125, 124, 121, 119, 118, 115,
    113, 110, 108, 107, 106, 103, 102, 101, 100, 99, 97, 97, 95, 93, 90, 87,
    86, 84, 82, 80, 77, 74, 72, 71, 70, 69, 69, 68, 66, 65, 62, 59,
    59, 59, 57, 57, 57,
};
constexpr std::array<std::int16_t, 69> kWdlB = {
    208, 186, 182, 119, 119, 113, 121, 112, 103, 98, 94, 91, 85, 85, 84, 85,
    85, 86, 84, 84, 82, 82, 82, 83, 83, 83, 82, 83, 83, 83, 83, 84,
    85, 86, 87, 88, 86, 86, 86, 86, 85, 88, 87, 89, 89, 90, 88, 90,
    89, 90, 89, 89, 87, 86, 84, 83, 82, 82, 83, 84, 83, 83, 82, 79,
    79, 80, 77, 78, 78,
};

// The chance that a score of x wins: a is the score that wins half the games, b how quickly
// the chance grows with it.
double winChance(double x, double a, double b) { return 1.0 / (1.0 + std::exp((a - x) / b)); }

} // namespace

int wdlMaterial(const Position& pos) {
    return popCount(pos.pieces(Pawn)) + 3 * popCount(pos.pieces(Knight, Bishop)) + 5 * popCount(pos.pieces(Rook)) +
           9 * popCount(pos.pieces(Queen));
}

Wdl wdlFromScore(Value score, int material) {
    if (score >= kMateBound) return {1000, 0, 0};
    if (score <= -kMateBound) return {0, 0, 1000};
    const std::size_t i = std::size_t(std::clamp(material, kMinMaterial, kMinMaterial + int(kWdlA.size()) - 1) - kMinMaterial);
    const double a = kWdlA[i], b = kWdlB[i];
    Wdl w;
    w.win = int(std::lround(1000 * winChance(score, a, b)));
    w.loss = int(std::lround(1000 * winChance(-score, a, b)));
    w.draw = 1000 - w.win - w.loss;
    return w;
}

} // namespace eschess
