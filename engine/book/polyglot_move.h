#pragma once
// Moves as the Polyglot format stores them: 16 bits of to-file, to-rank, from-file, from-rank
// (three bits each, from bit 0 up) and a promotion piece (bits 12-14: 0 none, 1 knight,
// 2 bishop, 3 rook, 4 queen). Castling is written as the king taking its own rook (e1h1, e1a1,
// e8h8, e8a8), not as the king's two-square step the engine uses.

#include "core/position.h"

#include <cstdint>

namespace eschess {

// The Polyglot code of m (a move of the engine, castling as the king's two-square step) in
// standard chess; the second form finds the castling rook in pos, which Chess960 needs.
std::uint16_t toPolyglotMove(Move m);
std::uint16_t toPolyglotMove(const Position& pos, Move m);
// The legal move of pos the code names; Move::none() when there is none (a stale or corrupt entry).
Move fromPolyglotMove(const Position& pos, std::uint16_t code);

} // namespace eschess
