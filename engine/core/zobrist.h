#pragma once
// Zobrist hashing keys: one random number per (piece, square), castling state, en-passant file
// and side to move. Fixed seed, so keys are the same on every run and machine.

#include "core/types.h"

namespace eschess::zobrist {

extern Key psq[PieceCount][SquareCount];
extern Key castling[16];
extern Key enPassantFile[8];
extern Key sideToMove;

void init();

} // namespace eschess::zobrist
