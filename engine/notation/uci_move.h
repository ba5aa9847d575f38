#pragma once
// Long algebraic move text as UCI uses it: e2e4, e7e8q, e1g1 for castling; in Chess960 castling
// is written as the king taking its own rook (e1h1, or b1a1 from a king on b1).

#include "core/parsed.h"
#include "core/position.h"

#include <string>
#include <string_view>

namespace eschess {

// Standard chess's text; the second form writes castling as the game needs it (game: any position
// of the game, which knows whether it is Chess960 and where the castling rooks started).
std::string toUci(Move m);
std::string toUci(const Position& game, Move m);
// Finds the legal move that the text names in pos; an error says why there is none.
Parsed<Move> parseUciMove(const Position& pos, std::string_view text);

} // namespace eschess
