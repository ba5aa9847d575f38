#include "book/polyglot_move.h"

#include "core/movegen.h"

namespace eschess {

namespace {

std::uint16_t encode(Square from, Square to, int promotion) {
    return std::uint16_t(fileOf(to) | (rankOf(to) << 3) | (fileOf(from) << 6) | (rankOf(from) << 9) |
                         (promotion << 12));
}

} // namespace

std::uint16_t toPolyglotMove(Move m) {
    Square to = m.to();
    if (m.kind() == MoveKind::Castling) // g-file step → h-file rook, c-file step → a-file rook
        to = makeSquare(fileOf(to) > fileOf(m.from()) ? 7 : 0, rankOf(to));
    const int promotion = m.isPromotion() ? int(m.promotion()) - int(Knight) + 1 : 0;
    return encode(m.from(), to, promotion);
}

Move fromPolyglotMove(const Position& pos, std::uint16_t code) {
    // Few legal moves per position, so matching every one is simpler than rebuilding the move kind.
    for (Move m : legalMoves(pos))
        if (toPolyglotMove(m) == code) return m;
    return Move::none();
}

} // namespace eschess
