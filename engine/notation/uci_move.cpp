#include "notation/uci_move.h"

#include "core/movegen.h"

namespace eschess {

std::string toUci(Move m) {
    if (m.isNull()) return "0000";
    std::string s = squareName(m.from()) + squareName(m.to());
    if (m.isPromotion()) s += "nbrq"[m.promotion() - Knight];
    return s;
}

Parsed<Move> parseUciMove(const Position& pos, std::string_view text) {
    auto fail = [&](const std::string& why) {
        return Parsed<Move>::failure("move '" + std::string(text.substr(0, 16)) + "': " + why);
    };
    if (text.size() < 4 || text.size() > 5) return fail("expected from and to squares like e2e4 or e7e8q");
    const Square from = parseSquare(text.substr(0, 2)), to = parseSquare(text.substr(2, 2));
    if (from == SqNone || to == SqNone) return fail("not a pair of squares");
    PieceType promo = NoPieceType;
    if (text.size() == 5) {
        switch (text[4]) {
        case 'q': case 'Q': promo = Queen; break;
        case 'r': case 'R': promo = Rook; break;
        case 'b': case 'B': promo = Bishop; break;
        case 'n': case 'N': promo = Knight; break;
        default: return fail("promotion piece must be q, r, b or n");
        }
    }
    for (Move m : legalMoves(pos)) {
        if (m.from() != from || m.to() != to) continue;
        if (m.isPromotion() ? m.promotion() == promo : promo == NoPieceType) return m;
    }
    // Castling written as king takes own rook (e1h1), as some programs send it.
    const Piece moving = pos.pieceOn(from);
    if (promo == NoPieceType && moving != NoPiece && typeOf(moving) == King &&
        pos.pieceOn(to) == makePiece(colorOf(moving), Rook)) {
        const Square kingTo = to > from ? from + 2 : from - 2;
        for (Move m : legalMoves(pos))
            if (m.kind() == MoveKind::Castling && m.from() == from && m.to() == kingTo) return m;
    }
    if (moving == NoPiece) return fail("no piece on " + squareName(from));
    if (colorOf(moving) != pos.sideToMove()) return fail("the piece on " + squareName(from) + " is not the side to move's");
    if (promo == NoPieceType && typeOf(moving) == Pawn && relativeRank(pos.sideToMove(), to) == 7)
        return fail("a promotion needs the piece letter (q, r, b or n)");
    return fail("illegal in this position");
}

} // namespace eschess
