#include "eval/material.h"

namespace eschess {

Value MaterialEvaluator::heuristic(const Position& pos) const {
    Value white = 0;
    for (int pt = Pawn; pt <= Queen; ++pt)
        white += kTextbookValue[pt] * (pos.count(White, PieceType(pt)) - pos.count(Black, PieceType(pt)));
    return pos.sideToMove() == White ? white : -white;
}

} // namespace eschess
