#pragma once
// Turning internal scores into what people read: a mate score (kMate - plies) becomes a
// distance in moves, as UCI's `score mate N` and the GUI show it.

#include "core/types.h"

namespace eschess {

// Moves to mate for a mate score: +N when the side to move mates in N moves, -N when it is
// mated in N; 0 for an ordinary score. mateIn(3 plies) -> 2, matedIn(6 plies) -> -3.
constexpr int mateMoves(Value v) {
    if (v >= kMateBound) return (kMate - v + 1) / 2;
    if (v <= -kMateBound) return -((kMate + v) / 2);
    return 0;
}

// Mate scores are stored in hash tables relative to the node, not the root.
constexpr Value valueToTable(Value v, int ply) { return v >= kMateBound ? v + ply : v <= -kMateBound ? v - ply : v; }
constexpr Value valueFromTable(Value v, int ply) { return v >= kMateBound ? v - ply : v <= -kMateBound ? v + ply : v; }

} // namespace eschess
