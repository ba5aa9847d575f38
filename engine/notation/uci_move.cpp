#include "notation/uci_move.h"

#include "core/movegen.h"

#include <cstdlib>

namespace eschess {

std::string toUci(Move m) {
    if (m.isNull()) return "0000";
    std::string s = squareName(m.from()) + squareName(m.to());
    if (m.isPromotion()) s += "nbrq"[m.promotion() - Knight];
    return s;
}

std::string toUci(const Position& game, Move m) {
    if (!game.isChess960() || m.kind() != MoveKind::Castling) return toUci(m);
    // The mover is the side whose first rank the king stands on; the rook squares are the game's.
    const Color us = rankOf(m.from()) == 0 ? White : Black;
    return squareName(m.from()) + squareName(game.castlingRookMove(us, m).from);
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
    const MoveList legal = legalMoves(pos);
    for (Move m : legal) {
        // Castling is matched below: in Chess960 a king's one-square step and castling may
        // share from and to (f1g1), and the text means the step.
        if (m.kind() == MoveKind::Castling || m.from() != from || m.to() != to) continue;
        if (m.isPromotion() ? m.promotion() == promo : promo == NoPieceType) return m;
    }
    // Castling: the king takes its own rook (e1h1: Chess960's form, which some programs send in
    // standard chess too), or the king's two-square step (e1g1).
    const Piece moving = pos.pieceOn(from);
    if (promo == NoPieceType)
        for (Move m : legal) {
            if (m.kind() != MoveKind::Castling || m.from() != from) continue;
            if (to == pos.castlingRookMove(pos.sideToMove(), m).from) return m;
            if (to == m.to() && std::abs(fileOf(to) - fileOf(from)) == 2) return m;
        }
    if (moving == NoPiece) return fail("no piece on " + squareName(from));
    if (colorOf(moving) != pos.sideToMove()) return fail("the piece on " + squareName(from) + " is not the side to move's");
    if (promo == NoPieceType && typeOf(moving) == Pawn && relativeRank(pos.sideToMove(), to) == 7)
        return fail("a promotion needs the piece letter (q, r, b or n)");
    return fail("illegal in this position");
}

} // namespace eschess
