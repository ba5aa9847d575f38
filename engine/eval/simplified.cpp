#include "eval/simplified.h"

#include <mutex>

namespace eschess {

namespace {

// Square bonuses from White's side, written as the board is seen: first row = rank 8.
// clang-format off
constexpr int kPawn[64] = {
      0,  0,  0,  0,  0,  0,  0,  0,
     50, 50, 50, 50, 50, 50, 50, 50,
     10, 10, 20, 30, 30, 20, 10, 10,
      5,  5, 10, 25, 25, 10,  5,  5,
      0,  0,  0, 20, 20,  0,  0,  0,
      5, -5,-10,  0,  0,-10, -5,  5,
      5, 10, 10,-20,-20, 10, 10,  5,
      0,  0,  0,  0,  0,  0,  0,  0};
constexpr int kKnight[64] = {
    -50,-40,-30,-30,-30,-30,-40,-50,
    -40,-20,  0,  0,  0,  0,-20,-40,
    -30,  0, 10, 15, 15, 10,  0,-30,
    -30,  5, 15, 20, 20, 15,  5,-30,
    -30,  0, 15, 20, 20, 15,  0,-30,
    -30,  5, 10, 15, 15, 10,  5,-30,
    -40,-20,  0,  5,  5,  0,-20,-40,
    -50,-40,-30,-30,-30,-30,-40,-50};
constexpr int kBishop[64] = {
    -20,-10,-10,-10,-10,-10,-10,-20,
    -10,  0,  0,  0,  0,  0,  0,-10,
    -10,  0,  5, 10, 10,  5,  0,-10,
    -10,  5,  5, 10, 10,  5,  5,-10,
    -10,  0, 10, 10, 10, 10,  0,-10,
    -10, 10, 10, 10, 10, 10, 10,-10,
    -10,  5,  0,  0,  0,  0,  5,-10,
    -20,-10,-10,-10,-10,-10,-10,-20};
constexpr int kRook[64] = {
      0,  0,  0,  0,  0,  0,  0,  0,
      5, 10, 10, 10, 10, 10, 10,  5,
     -5,  0,  0,  0,  0,  0,  0, -5,
     -5,  0,  0,  0,  0,  0,  0, -5,
     -5,  0,  0,  0,  0,  0,  0, -5,
     -5,  0,  0,  0,  0,  0,  0, -5,
     -5,  0,  0,  0,  0,  0,  0, -5,
      0,  0,  0,  5,  5,  0,  0,  0};
constexpr int kQueen[64] = {
    -20,-10,-10, -5, -5,-10,-10,-20,
    -10,  0,  0,  0,  0,  0,  0,-10,
    -10,  0,  5,  5,  5,  5,  0,-10,
     -5,  0,  5,  5,  5,  5,  0, -5,
      0,  0,  5,  5,  5,  5,  0, -5,
    -10,  5,  5,  5,  5,  5,  0,-10,
    -10,  0,  5,  0,  0,  0,  0,-10,
    -20,-10,-10, -5, -5,-10,-10,-20};
constexpr int kKing[64] = {
    -30,-40,-40,-50,-50,-40,-40,-30,
    -30,-40,-40,-50,-50,-40,-40,-30,
    -30,-40,-40,-50,-50,-40,-40,-30,
    -30,-40,-40,-50,-50,-40,-40,-30,
    -20,-30,-30,-40,-40,-30,-30,-20,
    -10,-20,-20,-20,-20,-20,-20,-10,
     20, 20,  0,  0,  0,  0, 20, 20,
     20, 30, 10,  0,  0, 10, 30, 20};
// clang-format on
constexpr const int* kBonus[PieceTypeCount] = {nullptr, kPawn, kKnight, kBishop, kRook, kQueen, kKing};

// The entry for piece p on s, White's view (Black's pieces mirrored and negated).
Value entry(Piece p, Square s) {
    const PieceType pt = typeOf(p);
    const Color c = colorOf(p);
    const Square own = relativeSquare(c, s);                // as if the piece were White's
    const int index = (7 - rankOf(own)) * 8 + fileOf(own);  // tables list rank 8 first
    const Value v = kSimplifiedValue[pt] + kBonus[pt][index];
    return c == White ? v : -v;
}

std::once_flag gFillOnce;

void fill() {
    for (int c = White; c <= Black; ++c)
        for (int pt = Pawn; pt <= King; ++pt) {
            const Piece p = makePiece(Color(c), PieceType(pt));
            for (Square s = SqA1; s <= SqH8; ++s) psqTable[PsqSimplified][p][s] = entry(p, s);
        }
}

// Fills the table before main(), so every position built later carries the sum.
const bool gFilledAtStartup = (initSimplifiedEval(), true);

} // namespace

void initSimplifiedEval() { std::call_once(gFillOnce, fill); }

SimplifiedEvaluator::SimplifiedEvaluator() { initSimplifiedEval(); }

Value SimplifiedEvaluator::heuristic(const Position& pos) const {
    const Value white = pos.psq(PsqSimplified);
    return pos.sideToMove() == White ? white : -white;
}

Value simplifiedFromScratch(const Position& pos) {
    Value sum = 0;
    for (Square s = SqA1; s <= SqH8; ++s)
        if (!pos.empty(s)) sum += entry(pos.pieceOn(s), s);
    return sum;
}

} // namespace eschess
