#include "book/polyglot_key.h"

#include "book/polyglot_keys.h"

namespace eschess {

namespace {

// Polyglot orders pieces black pawn, white pawn, black knight, white knight, … white king.
int polyglotKind(Piece p) { return 2 * (typeOf(p) - Pawn) + (colorOf(p) == White ? 1 : 0); }

} // namespace

std::uint64_t polyglotKey(const Position& pos) {
    using namespace polyglot;
    std::uint64_t key = 0;
    for (Bitboard b = pos.pieces(); b;) {
        const Square s = popLsb(b);
        key ^= kRandom64[kRandomPiece + 64 * polyglotKind(pos.pieceOn(s)) + 8 * rankOf(s) + fileOf(s)];
    }
    static const CastlingRight kOrder[4] = {WhiteKingSide, WhiteQueenSide, BlackKingSide, BlackQueenSide};
    for (int i = 0; i < 4; ++i)
        if (pos.canCastle(kOrder[i])) key ^= kRandom64[kRandomCastle + i];
    const Square ep = pos.enPassantSquare();
    if (ep != SqNone) {
        const Color us = pos.sideToMove();
        // Our pawns that attack the square behind the double-stepped pawn are exactly those beside it.
        if (attacks::pawn[~us][ep] & pos.pieces(us, Pawn)) key ^= kRandom64[kRandomEnPassant + fileOf(ep)];
    }
    if (pos.sideToMove() == White) key ^= kRandom64[kRandomTurn];
    return key;
}

} // namespace eschess
