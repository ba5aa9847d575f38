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
    Score knightMobility = {9, 3};  // per reachable square above the expected count
    Score bishopMobility = {4, 5};
    Score rookMobility = {2, 5};
    Score queenMobility = {2, 5};
    Score passed[8] = {{0, 0}, {-23, -2}, {1, -18}, {11, -3}, {28, 21}, {64, 38}, {115, 75}, {0, 0}}; // by relative rank
    Score passedFreePath = {-8, 14}; // the square in front of a passer is empty
    // A pawn beside (phalanx) or defended by an own pawn, by relative rank; counted once for each.
    Score connected[8] = {{0, 0}, {1, -4}, {7, -4}, {10, -5}, {16, 6}, {40, 23}, {69, 25}, {0, 0}};
    Score isolated = {-7, -6};
    Score doubled = {-6, -28};
    Score backward = {-7, -5};
    Score bishopPair = {20, 73};
    Score rookOpenFile = {21, -6};
    Score rookHalfOpenFile = {9, -1};
    Score rookOnSeventh = {15, 11};
    Score knightOutpost = {7, 19};    // on ranks 4-6, defended by a pawn, no enemy pawn can chase it
    Score bishopOutpost = {12, 11};
    Score badBishop = {0, -4};       // per own pawn on the bishop's square colour
    Score kingShelter = {16, -11};      // per own pawn in front of the king
    Score kingOpenFile = {-23, 0};    // no pawn at all on a file next to or at the king
    Score kingHalfOpenFile = {-13, 11}; // only an enemy pawn there: half open towards our king
    Score pawnStorm = {11, -1};        // an enemy pawn on those files, on our 3rd to 5th rank
    Score space = {-3, -5};             // per safe square behind the middle, own half, files c-f
    int kingAttackWeight[PieceTypeCount] = {0, 0, 17, 7, 17, 42, 0}; // per attacked king-zone square
    int safeCheckWeight[PieceTypeCount] = {0, 0, 45, 101, 64, 138, 0};   // per square giving a safe check
    Score threatByPawn = {32, 37};    // our pawn attacks an enemy piece
    Score hangingPiece = {-1, -11};    // an enemy piece attacked and undefended
    // By the victim's type. A knight or bishop attacks any enemy piece, or a weak pawn; a rook or
    // the king attacks a weak enemy, pawns included. Weak: not held by a pawn, nor defended twice
    // where we attack only once.
    Score threatByMinor[PieceTypeCount] = {{0, 0}, {1, 19}, {20, 6}, {26, 11}, {44, 20}, {31, 3}, {0, 0}};
    Score threatByRook[PieceTypeCount] = {{0, 0}, {10, 16}, {12, 27}, {25, 23}, {-6, 15}, {39, -6}, {0, 0}};
    Score threatByKing = {18, 38};
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
