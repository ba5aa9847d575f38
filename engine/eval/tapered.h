#pragma once
// The strong evaluation: every term has a middlegame and an endgame weight, blended by the
// game phase (how much non-pawn material is left). Material and piece-square tables live in
// Position's incrementally summed PsqTapered set; the rest is computed per call.
//
// The weights are ours, in one struct so that the Texel tuner (tools/tuner) can fit them and the
// `eval` command can print each term. Material values are still hand-set; every other weight was
// fitted on 379,176 quiet positions from our own games (docs/strength.md, "Tuning").

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
    Score knightMobility = {9, 4};  // per reachable square above the expected count
    Score bishopMobility = {4, 5};
    Score rookMobility = {3, 5};
    Score queenMobility = {1, 6};
    Score passed[8] = {{0, 0}, {-11, -2}, {-7, -11}, {17, -1}, {25, 23}, {42, 48}, {88, 91}, {0, 0}}; // by relative rank
    Score passedFreePath = {-9, 16}; // the square in front of a passer is empty
    // A pawn beside (phalanx) or defended by an own pawn, by relative rank; counted once for each.
    Score connected[8] = {{0, 0}, {3, 4}, {10, 0}, {13, -5}, {25, -1}, {77, 12}, {53, 15}, {0, 0}};
    Score isolated = {-8, -8};
    Score doubled = {-11, -24};
    Score backward = {1, -6};
    Score bishopPair = {31, 80};
    Score rookOpenFile = {21, -1};
    Score rookHalfOpenFile = {14, 1};
    Score rookOnSeventh = {40, 20};
    Score knightOutpost = {5, 27};    // on ranks 4-6, defended by a pawn, no enemy pawn can chase it
    Score bishopOutpost = {2, 14};
    Score badBishop = {-1, -3};       // per own pawn on the bishop's square colour
    Score kingShelter = {14, -11};      // per own pawn in front of the king
    Score kingOpenFile = {-15, -6};    // no pawn at all on a file next to or at the king
    Score kingHalfOpenFile = {-14, 7}; // only an enemy pawn there: half open towards our king
    Score pawnStorm = {9, 1};        // an enemy pawn on those files, on our 3rd to 5th rank
    Score space = {-2, -4};             // per safe square behind the middle, own half, files c-f
    int kingAttackWeight[PieceTypeCount] = {0, 0, 13, 7, 17, 56, 0}; // per attacked king-zone square
    int safeCheckWeight[PieceTypeCount] = {0, 0, 39, 63, 100, 138, 0};   // per square giving a safe check
    Score threatByPawn = {23, 36};    // our pawn attacks an enemy piece
    Score hangingPiece = {-1, 8};    // an enemy piece attacked and undefended
    Score threatByMinor = {39, 3};   // a knight or bishop attacks an enemy rook or queen
    Score threatByRook = {33, -8};    // a rook attacks an enemy queen
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
