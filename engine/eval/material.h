#pragma once
// The seeds' first evaluation ("Evaluation", docs/seeds.md): the textbook piece values 1/3/3/5/9
// (in centipawns), the side to move's material minus the opponent's. Nothing else, which is what
// makes the early searchers of the family easy to follow.

#include "core/piece_values.h"
#include "eval/evaluator.h"

namespace eschess {

class MaterialEvaluator : public Evaluator {
public:
    std::string name() const override { return "material"; }
    Value heuristic(const Position& pos) const override;
    Value pieceValue(PieceType pt) const override { return kTextbookValue[pt]; }
};

} // namespace eschess
