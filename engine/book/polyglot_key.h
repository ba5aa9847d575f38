#pragma once
// The Polyglot hash of a position. It differs from the engine's own Zobrist key (other random
// numbers, other piece order, white-to-move rather than black), and books are looked up by it.

#include "core/position.h"

#include <cstdint>

namespace eschess {

// En passant counts only when a pawn of the side to move stands next to the pawn that just made a
// double step (the format's rule: a pseudo-legal capture is enough, a pin does not matter).
std::uint64_t polyglotKey(const Position& pos);

} // namespace eschess
