#pragma once
// Win/draw/loss chances for a score, as UCI_ShowWDL reports them (`info … score cp 35 wdl 250
// 700 50`): what the score meant in Eschess's own games. The model is the logistic pair most
// engines use, with its two parameters per amount of material fitted by tools/fit-wdl.py to
// 2.9 million positions of self-play (gen4, docs/nnue.md) with their games' results.

#include "core/position.h"
#include "core/types.h"

namespace eschess {

struct Wdl {
    int win = 0, draw = 0, loss = 0; // permille, side to move's view; they sum to 1000
};

// 1 per pawn, 3 per knight or bishop, 5 per rook, 9 per queen, both sides: what the model's
// parameters depend on (the board the search started from).
int wdlMaterial(const Position& pos);

// A score from the side to move's view (a mate score is a sure win or loss).
Wdl wdlFromScore(Value score, int material);

} // namespace eschess
