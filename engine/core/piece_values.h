#pragma once
// Every table of piece values in the engine, in centipawns and indexed by PieceType
// (NoPieceType first, then Pawn … King). Places that mean the same thing read the same table
// here, so they cannot drift apart; the tables differ from one another on purpose, and each
// says why. Changing any of them changes node counts: the seeds' figures (docs/seeds.md) or
// the `bench` signature.
//
// Not here: the strong evaluation's material (EvalWeights::material in eval/tapered.h), a
// middlegame/endgame pair per piece that the tuner moves with every other weight.

#include "core/types.h"

namespace eschess {

// The textbook 1/3/3/5/9. The seeds' material evaluator counts with it, and static exchange
// evaluation (Position::see, seeGE) weighs exchanges with it: SEE only needs the order of the
// pieces, and Position::see's binary search relies on every value being a multiple of 100.
inline constexpr Value kTextbookValue[PieceTypeCount] = {0, 100, 300, 300, 500, 900, 0};

// The seeds' "simplified evaluation function": a bishop a little above a knight, both a little
// above three pawns. Only SimplifiedEvaluator uses it (plus its square bonus).
inline constexpr Value kSimplifiedValue[PieceTypeCount] = {0, 100, 320, 330, 500, 900, 0};

// What a capture wins, for the strong searcher's move ordering (most valuable victim first) and
// its quiescence delta pruning. Fixed rather than read from the tuned evaluation, so that
// retuning the evaluation does not reorder the search. The queen's 950 (not the simplified
// 900) is what the search was written and measured with; `bench` depends on it.
inline constexpr Value kCaptureValue[PieceTypeCount] = {0, 100, 320, 330, 500, 950, 0};

} // namespace eschess
