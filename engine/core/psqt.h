#pragma once
// Piece-square tables that Position keeps summed incrementally on every make/unmake.
// Set 0 holds the seeds' "simplified evaluation" (docs/seeds.md) (material + square bonus, one value);
// set 1 holds the strong evaluation's packed middlegame/endgame pair (see packScore).
// The evaluators fill their set at start-up; Position only adds and subtracts entries.

#include "core/types.h"

#include <cstdint>

namespace eschess {

enum PsqSet { PsqSimplified = 0, PsqTapered = 1, PsqSetCount = 2 };

// Two 16-bit halves in one int so both phases update with a single add.
constexpr std::int32_t packScore(int mg, int eg) { return std::int32_t(std::uint32_t(eg) << 16) + mg; }
constexpr int mgPart(std::int32_t s) { return std::int16_t(std::uint16_t(unsigned(s))); }
constexpr int egPart(std::int32_t s) { return std::int16_t(std::uint16_t(unsigned(s + 0x8000) >> 16)); }

// Entry for a piece (its colour included) on a square, from White's point of view.
extern std::int32_t psqTable[PsqSetCount][PieceCount][SquareCount];

} // namespace eschess
