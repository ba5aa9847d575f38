#pragma once
// The "simplified evaluation function" of the "Prototype 1" seed (docs/seeds.md): material
// (100/320/330/500/900) plus a bonus per piece and square. It is a pure sum over pieces, so
// Position keeps it incrementally in its PsqSimplified set and evaluating costs one read.

#include "core/piece_values.h"
#include "eval/evaluator.h"

namespace eschess {

class SimplifiedEvaluator : public Evaluator {
public:
    SimplifiedEvaluator(); // makes sure the tables are filled
    std::string name() const override { return "simplified"; }
    Value heuristic(const Position& pos) const override;
    Value pieceValue(PieceType pt) const override { return kSimplifiedValue[pt]; }
};

// Fills psqTable[PsqSimplified] (material + square bonus, White positive). Runs at start-up
// and is safe to call again; positions built before the first fill need refreshPsq().
void initSimplifiedEval();
// The same sum computed piece by piece, White's view (to check the incremental one).
Value simplifiedFromScratch(const Position& pos);

} // namespace eschess
