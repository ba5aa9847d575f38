#pragma once
// The strong evaluation: every term has a middlegame and an endgame weight, blended by the
// game phase (how much non-pawn material is left). Material and piece-square tables live in
// Position's incrementally summed PsqTapered set; the rest is computed per call.
//
// The weights are ours, in one struct so that the Texel tuner (tools/tuner) can fit them and the
// `eval` command can print each term. Material values are still hand-set; every other weight was
// fitted on quiet positions from our own games: the piece-square tables in square_bonus.h on
// 508,786, the rest on 656,534 (docs/strength.md, "Tuning"). The pawn-structure terms are cached
// per thread by pawn hash.

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
    // Tuned, so apart from the fixed tables in core/piece_values.h (which the search orders by).
    Score material[PieceTypeCount] = {{0, 0}, {85, 110}, {320, 300}, {335, 320}, {470, 530}, {960, 990}, {0, 0}};
    SquareBonusTable square = squareBonusTable(); // added to material; White's view, a1 first
    // Mobility by the number of reachable squares not held by enemy pawns nor taken by our own
    // pawns or king.
    Score knightMobility[9] = {{-38, -41}, {-32, 8}, {-16, -14}, {-5, 6}, {0, 9},
                               {9, 15},    {21, 14}, {32, 7},    {30, 9}};
    Score bishopMobility[14] = {{-73, -24}, {-28, -26}, {-12, -18}, {-9, -11}, {-3, -7}, {5, 5},   {4, 14},
                                {4, 18},    {9, 14},    {17, 19},   {12, 19},  {30, 23}, {35, 30}, {32, 33}};
    Score rookMobility[15] = {{-67, -43}, {-29, -30}, {-12, -26}, {-5, -23}, {-3, -10},
                              {-9, 3},    {-1, -1},   {1, 3},     {2, 8},    {3, 17},
                              {6, 20},    {8, 28},    {12, 28},   {5, 33},   {9, 39}};
    Score queenMobility[28] = {{14, -60}, {-38, -183}, {2, -43},  {-14, -48}, {-27, -39}, {-13, -41},
                               {-8, -25}, {-6, -25},   {-8, -15}, {-3, -11},  {1, -9},    {-1, 6},
                               {5, 11},   {9, 15},     {4, 32},   {10, 29},   {15, 36},   {14, 32},
                               {17, 37},  {21, 37},    {2, 42},   {11, 42},   {15, 37},   {1, 35},
                               {2, 13},   {33, 17},    {-41, 52}, {33, 70}};
    // A passed pawn, by relative rank.
    Score passed[8] = {{0, 0}, {-21, -2}, {1, -18}, {11, -3}, {28, 21}, {57, 40}, {116, 73}, {0, 0}};
    Score passedFreePath = {-8, 14}; // the square in front of a passer is empty
    // A pawn beside (phalanx) or defended by an own pawn, by relative rank; counted once for each.
    Score connected[8] = {{0, 0}, {1, -4}, {7, -4}, {10, -5}, {14, 7}, {31, 25}, {69, 23}, {0, 0}};
    Score isolated = {-8, -5};
    Score doubled = {-5, -28};
    Score backward = {-7, -5};
    Score bishopPair = {19, 70};
    Score rookOpenFile = {21, -6};
    Score rookHalfOpenFile = {9, -2};
    Score rookOnSeventh = {16, 11};
    Score knightOutpost = {7, 18}; // on ranks 4-6, defended by a pawn, no enemy pawn can chase it
    Score bishopOutpost = {12, 8};
    Score badBishop = {0, -4};       // per own pawn on the bishop's square colour
    Score kingShelter = {16, -11};      // per own pawn in front of the king
    Score kingOpenFile = {-23, 0};    // no pawn at all on a file next to or at the king
    Score kingHalfOpenFile = {-13, 11}; // only an enemy pawn there: half open towards our king
    Score pawnStorm = {11, -1};        // an enemy pawn on those files, on our 3rd to 5th rank
    Score space = {-3, -5};             // per safe square behind the middle, own half, files c-f
    int kingAttackWeight[PieceTypeCount] = {0, 0, 15, 4, 17, 36, 0}; // per attacked king-zone square
    int safeCheckWeight[PieceTypeCount] = {0, 0, 52, 108, 62, 138, 0};   // per square giving a safe check
    Score threatByPawn = {30, 37};    // our pawn attacks an enemy piece
    Score hangingPiece = {3, -14};    // an enemy piece attacked and undefended
    // By the victim's type. A knight or bishop attacks any enemy piece, or a weak pawn; a rook or
    // the king attacks a weak enemy, pawns included. Weak: not held by a pawn, nor defended twice
    // where we attack only once.
    Score threatByMinor[PieceTypeCount] = {{0, 0}, {1, 17}, {20, 6}, {25, 12}, {39, 21}, {29, 1}, {0, 0}};
    Score threatByRook[PieceTypeCount] = {{0, 0}, {8, 18}, {13, 27}, {23, 25}, {-10, 19}, {35, 0}, {0, 0}};
    Score threatByKing = {6, 41};
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
