#pragma once
// The strong evaluation: every term has a middlegame and an endgame weight, blended by the
// game phase (how much non-pawn material is left). Material and piece-square tables live in
// Position's incrementally summed PsqTapered set; the rest is computed per call.
//
// The weights are ours, in one struct so that the Texel tuner (tools/tuner) can fit them and the
// `eval` command can print each term. Material values are still hand-set; every other weight,
// the piece-square tables in square_bonus.h included, was fitted on 508,786 quiet positions from
// our own games (docs/strength.md, "Tuning").

#include "core/position.h"
#include "eval/square_bonus.h"

#include <array>
#include <string>

namespace eschess {

// A weight pair (middlegame, endgame) in centipawns.
struct Score {
    int mg = 0;
    int eg = 0;
};

using SquareBonusTable = std::array<std::array<Score, SquareCount>, PieceTypeCount>;

// kSquareBonus as Scores, indexed by piece type (NoPieceType's row stays zero).
constexpr SquareBonusTable squareBonusTable() {
    SquareBonusTable t{};
    for (int pt = Pawn; pt <= King; ++pt)
        for (int s = 0; s < SquareCount; ++s) t[pt][s] = {kSquareBonus[pt - 1][s][0], kSquareBonus[pt - 1][s][1]};
    return t;
}

struct EvalWeights {
    Score material[PieceTypeCount] = {{0, 0}, {85, 110}, {320, 300}, {335, 320}, {470, 530}, {960, 990}, {0, 0}};
    SquareBonusTable square = squareBonusTable(); // added to material; White's view, a1 first
    Score knightMobility = {10, 3};  // per reachable square above the expected count
    Score bishopMobility = {4, 5};
    Score rookMobility = {2, 5};
    Score queenMobility = {2, 5};
    Score passed[8] = {{0, 0}, {-20, -2}, {-3, -18}, {9, -3}, {24, 20}, {53, 33}, {91, 77}, {0, 0}}; // by relative rank
    Score passedFreePath = {-6, 15}; // the square in front of a passer is empty
    // A pawn beside (phalanx) or defended by an own pawn, by relative rank; counted once for each.
    Score connected[8] = {{0, 0}, {0, -2}, {6, -2}, {10, -5}, {22, 5}, {50, 23}, {62, 25}, {0, 0}};
    Score isolated = {-8, -7};
    Score doubled = {-5, -28};
    Score backward = {-6, -5};
    Score bishopPair = {26, 83};
    Score rookOpenFile = {26, -5};
    Score rookHalfOpenFile = {13, 8};
    Score rookOnSeventh = {28, 18};
    Score knightOutpost = {10, 23};    // on ranks 4-6, defended by a pawn, no enemy pawn can chase it
    Score bishopOutpost = {12, 12};
    Score badBishop = {-1, -4};       // per own pawn on the bishop's square colour
    Score kingShelter = {15, -11};      // per own pawn in front of the king
    Score kingOpenFile = {-19, -3};    // no pawn at all on a file next to or at the king
    Score kingHalfOpenFile = {-13, 10}; // only an enemy pawn there: half open towards our king
    Score pawnStorm = {11, -1};        // an enemy pawn on those files, on our 3rd to 5th rank
    Score space = {-3, -5};             // per safe square behind the middle, own half, files c-f
    int kingAttackWeight[PieceTypeCount] = {0, 0, 19, 7, 17, 46, 0}; // per attacked king-zone square
    int safeCheckWeight[PieceTypeCount] = {0, 0, 39, 99, 76, 138, 0};   // per square giving a safe check
    Score threatByPawn = {26, 33};    // our pawn attacks an enemy piece
    Score hangingPiece = {-1, 10};    // an enemy piece attacked and undefended
    Score threatByMinor = {37, 4};   // a knight or bishop attacks an enemy rook or queen
    Score threatByRook = {32, -10};    // a rook attacks an enemy queen
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
