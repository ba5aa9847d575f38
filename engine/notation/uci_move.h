#pragma once
// Long algebraic move text as UCI uses it: e2e4, e7e8q, e1g1 for castling.

#include "core/parsed.h"
#include "core/position.h"

#include <string>
#include <string_view>

namespace eschess {

std::string toUci(Move m);
// Finds the legal move that the text names in pos; an error says why there is none.
Parsed<Move> parseUciMove(const Position& pos, std::string_view text);

} // namespace eschess
