#include "book/polyglot_move.h"

#include "core/movegen.h"

namespace eschess {

namespace {

std::uint16_t encode(Square from, Square to, int promotion) {
    return std::uint16_t(fileOf(to) | (rankOf(to) << 3) | (fileOf(from) << 6) | (rankOf(from) << 9) |
                         (promotion << 12));
}

std::uint16_t codeOf(Move m, Square castlingRook) {
    const Square to = m.kind() == MoveKind::Castling ? castlingRook : m.to();
    const int promotion = m.isPromotion() ? int(m.promotion()) - int(Knight) + 1 : 0;
    return encode(m.from(), to, promotion);
}

} // namespace

std::uint16_t toPolyglotMove(Move m) {
    // g-file step → h-file rook, c-file step → a-file rook
    return codeOf(m, makeSquare(isKingSideCastling(m.to()) ? 7 : 0, rankOf(m.to())));
}

std::uint16_t toPolyglotMove(const Position& pos, Move m) {
    if (m.kind() != MoveKind::Castling) return toPolyglotMove(m);
    return codeOf(m, pos.castlingRookMove(pos.sideToMove(), m).from);
}

Move fromPolyglotMove(const Position& pos, std::uint16_t code) {
    // Few legal moves per position, so matching every one is simpler than rebuilding the move kind.
    for (Move m : legalMoves(pos))
        if (toPolyglotMove(pos, m) == code) return m;
    return Move::none();
}

} // namespace eschess
