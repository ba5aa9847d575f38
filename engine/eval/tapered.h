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
    Score knightMobility = {11, 5};  // per reachable square above the expected count
    Score bishopMobility = {3, 8};
    Score rookMobility = {5, 6};
    Score queenMobility = {0, 8};
    Score passed[8] = {{0, 0}, {-35, 0}, {-43, -11}, {-7, -5}, {11, 22}, {26, 51}, {94, 108}, {0, 0}}; // by relative rank
    Score passedFreePath = {-7, 20}; // the square in front of a passer is empty
    // A pawn beside (phalanx) or defended by an own pawn, by relative rank; counted once for each.
    Score connected[8] = {{0, 0}, {3, 5}, {11, -1}, {15, -7}, {28, -8}, {97, 12}, {-90, -10}, {0, 0}};
    Score isolated = {-9, -9};
    Score doubled = {-10, -15};
    Score backward = {4, -7};
    Score bishopPair = {49, 98};
    Score rookOpenFile = {21, 4};
    Score rookHalfOpenFile = {8, 0};
    Score rookOnSeventh = {71, 21};
    Score knightOutpost = {16, 28};    // on ranks 4-6, defended by a pawn, no enemy pawn can chase it
    Score bishopOutpost = {-16, 29};
    Score badBishop = {-3, -3};       // per own pawn on the bishop's square colour
    Score kingShelter = {10, -14};      // per own pawn in front of the king
    Score kingOpenFile = {-6, -11};    // no pawn at all on a file next to or at the king
    Score kingHalfOpenFile = {-3, 10}; // only an enemy pawn there: half open towards our king
    Score pawnStorm = {19, 0};        // an enemy pawn on those files, on our 3rd to 5th rank
    Score space = {-3, -4};             // per safe square behind the middle, own half, files c-f
    int kingAttackWeight[PieceTypeCount] = {0, 0, -23, 6, 19, 64, 0}; // per attacked king-zone square
    int safeCheckWeight[PieceTypeCount] = {0, 0, 39, 34, 103, 153, 0};   // per square giving a safe check
    Score threatByPawn = {24, 38};    // our pawn attacks an enemy piece
    Score hangingPiece = {2, 14};    // an enemy piece attacked and undefended
    Score threatByMinor = {32, 8};   // a knight or bishop attacks an enemy rook or queen
    Score threatByRook = {31, 16};    // a rook attacks an enemy queen
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
