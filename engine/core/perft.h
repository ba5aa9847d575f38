#pragma once
// Perft: counts the leaf nodes of the legal move tree, the standard check of move generation.

#include "core/position.h"

#include <cstdint>
#include <utility>
#include <vector>

namespace eschess {

std::uint64_t perft(Position& pos, int depth);
// Per root move counts, in generation order.
std::vector<std::pair<Move, std::uint64_t>> perftDivide(Position& pos, int depth);

} // namespace eschess
