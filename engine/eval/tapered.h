#pragma once
// The strong evaluation: every term has a middlegame and an endgame weight, blended by the
// game phase (how much non-pawn material is left). Material and piece-square tables live in
// Position's incrementally summed PsqTapered set; the rest is computed per call.
//
// The weights are ours: hand-set from chess principles, in one struct so the Texel tuner
// (tools/tuner) can adjust them and the `eval` command can print each term.

#include "core/position.h"

#include <string>

namespace eschess {

// A weight pair (middlegame, endgame) in centipawns.
struct Score {
    int mg = 0;
    int eg = 0;
};

struct EvalWeights {
    Score material[PieceTypeCount] = {{0, 0}, {85, 110}, {320, 300}, {335, 320}, {470, 530}, {960, 990}, {0, 0}};
    Score knightMobility = {5, 5};  // per reachable square above the expected count
    Score bishopMobility = {5, 6};
    Score rookMobility = {2, 4};
    Score queenMobility = {1, 3};
    Score passed[8] = {{0, 0}, {5, 12}, {8, 18}, {15, 32}, {30, 55}, {55, 95}, {90, 150}, {0, 0}}; // by relative rank
    Score passedFreePath = {5, 20}; // the square in front of a passer is empty
    Score isolated = {-10, -14};
    Score doubled = {-8, -20};
    Score backward = {-6, -8};
    Score bishopPair = {30, 55};
    Score rookOpenFile = {28, 10};
    Score rookHalfOpenFile = {12, 8};
    Score rookOnSeventh = {10, 25};
    Score kingShelter = {12, 0};      // per own pawn in front of the king
    Score kingOpenFile = {-18, 0};    // no own pawn on a file next to or at the king
    int kingAttackWeight[PieceTypeCount] = {0, 0, 20, 20, 40, 80, 0}; // per attacked king-zone square
    Score threatByPawn = {45, 35};    // our pawn attacks an enemy piece
    Score hangingPiece = {20, 15};    // an enemy piece attacked and undefended
    int tempo = 12;
};

extern EvalWeights gEvalWeights;

// Fills psqTable[PsqTapered] from the weights (material + square bonus); safe to call again
// after changing the weights. Positions made before must call refreshPsq().
void initTaperedEval();

// The evaluation from the side to move's point of view, in centipawns.
Value evaluate(const Position& pos);
// White's-view evaluation before the side-to-move flip (for symmetry tests and tuning).
Value evaluateWhite(const Position& pos);
// 0 (bare kings and pawns) … 24 (all pieces): the blend between endgame and middlegame.
int gamePhase(const Position& pos);

// A table of the terms for `eval`.
std::string evalTrace(const Position& pos);

} // namespace eschess
