#pragma once
// The seeds' first evaluation: the textbook piece values 1/3/3/5/9 (in centipawns), the side
// to move's material minus the opponent's. Nothing else, which is what makes the early
// searchers of the family easy to follow.

#include "eval/evaluator.h"

namespace eschess {

class MaterialEvaluator : public Evaluator {
public:
    static constexpr Value kPieceValues[PieceTypeCount] = {0, 100, 300, 300, 500, 900, 0};

    std::string name() const override { return "material"; }
    Value heuristic(const Position& pos) const override;
    Value pieceValue(PieceType pt) const override { return kPieceValues[pt]; }
};

} // namespace eschess
