#include "notation/san.h"

#include "notation/text.h"

#include "core/movegen.h"
#include "notation/uci_move.h"

namespace eschess {

namespace {

using text::isSpace;
using text::quoted;

constexpr std::string_view kPieceLetters = " PNBRQK";


PieceType pieceFromLetter(char c) {
    switch (c) {
    case 'N':
        return Knight;
    case 'B':
        return Bishop;
    case 'R':
        return Rook;
    case 'Q':
        return Queen;
    case 'K':
        return King;
    default:
        return NoPieceType;
    }
}

PieceType promotionFromLetter(char c) {
    switch (c) {
    case 'N':
    case 'n':
        return Knight;
    case 'B':
    case 'b':
        return Bishop;
    case 'R':
    case 'r':
        return Rook;
    case 'Q':
    case 'q':
        return Queen;
    default:
        return NoPieceType;
    }
}

// SAN without the check suffix.
std::string sanBody(const Position& pos, Move m, const MoveList& legal) {
    if (m.kind() == MoveKind::Castling) return fileOf(m.to()) == 6 ? "O-O" : "O-O-O";
    const PieceType pt = typeOf(pos.movedPiece(m));
    const bool capture = pos.isCapture(m);
    std::string out;
    if (pt == Pawn) {
        if (capture) out += char('a' + fileOf(m.from())), out += 'x';
        out += squareName(m.to());
        if (m.isPromotion()) out += '=', out += kPieceLetters[m.promotion()];
        return out;
    }
    out += kPieceLetters[pt];
    // Disambiguate by file if that suffices, else by rank, else by both.
    bool others = false, sameFile = false, sameRank = false;
    for (Move o : legal) {
        if (o == m || o.to() != m.to() || o.from() == m.from() || o.kind() == MoveKind::Castling) continue;
        if (typeOf(pos.movedPiece(o)) != pt) continue;
        others = true;
        sameFile |= fileOf(o.from()) == fileOf(m.from());
        sameRank |= rankOf(o.from()) == rankOf(m.from());
    }
    if (others) {
        if (!sameFile)
            out += char('a' + fileOf(m.from()));
        else if (!sameRank)
            out += char('1' + rankOf(m.from()));
        else
            out += squareName(m.from());
    }
    if (capture) out += 'x';
    out += squareName(m.to());
    return out;
}

// Appends "+" or "#" after playing m on pos (which is restored).
std::string checkSuffix(Position& pos, Move m) {
    pos.makeMove(m);
    // A char, not string literals assigned to a string: GCC 12 at -O3 warns falsely (-Wrestrict) on the latter.
    const char suffix = !pos.inCheck() ? 0 : legalMoves(pos).empty() ? '#' : '+';
    pos.unmakeMove();
    return suffix ? std::string(1, suffix) : std::string();
}

std::string colorName(Color c) {
    return c == White ? "white" : "black";
}

std::string pieceName(PieceType pt) {
    switch (pt) {
    case Pawn:
        return "pawn";
    case Knight:
        return "knight";
    case Bishop:
        return "bishop";
    case Rook:
        return "rook";
    case Queen:
        return "queen";
    case King:
        return "king";
    default:
        return "piece";
    }
}

} // namespace

std::string toSan(const Position& pos, Move m) {
    if (m.isNull() || m == Move::nullMove()) return "--";
    if (!pos.isLegal(m)) return toUci(m) + "?"; // not SAN: there is no SAN for an illegal move
    const MoveList legal = legalMoves(pos);
    std::string san = sanBody(pos, m, legal);
    // The move is tried on a copy made from the FEN, not on a copy of pos: check and mate do not
    // depend on the moves before, and copying those (a long game's whole history, for every
    // move written) made writing a game's PGN quadratic in its length.
    Position copy = *Position::fromFen(pos.fen(), pos.isChess960());
    return san + checkSuffix(copy, m);
}

std::string toSanOnBoard(Position& pos, Move m) {
    if (m.isNull() || m == Move::nullMove() || !pos.isLegal(m)) return toSan(pos, m);
    const MoveList legal = legalMoves(pos);
    return sanBody(pos, m, legal) + checkSuffix(pos, m);
}

Parsed<Move> parseSan(const Position& pos, std::string_view san) {
    auto notLegal = [&](const std::string& why) {
        return Parsed<Move>::failure(quoted(san) + " is not a legal move here (" + why + ")");
    };

    // Trim blanks, then the annotation and check glyphs that may trail a move.
    std::string_view text = san;
    while (!text.empty() && isSpace(text.front())) text.remove_prefix(1);
    while (!text.empty() && (isSpace(text.back()) || text.back() == '+' || text.back() == '#' ||
                             text.back() == '!' || text.back() == '?'))
        text.remove_suffix(1);
    if (text.size() > 4 && text.substr(text.size() - 4) == "e.p.") text.remove_suffix(4);
    while (!text.empty() && isSpace(text.back())) text.remove_suffix(1);
    if (text.empty()) {
        std::string message = "empty move text";
        if (!san.empty()) message.append(" ").append(quoted(san));
        return Parsed<Move>::failure(message);
    }

    const MoveList legal = legalMoves(pos);
    const Color us = pos.sideToMove();

    // Castling, with letter O or digit zero.
    if (text == "O-O" || text == "0-0" || text == "O-O-O" || text == "0-0-0" || text == "o-o" ||
        text == "o-o-o") {
        const int file = text.size() == 3 ? 6 : 2;
        for (Move m : legal)
            if (m.kind() == MoveKind::Castling && fileOf(m.to()) == file) return m;
        return notLegal(std::string(file == 6 ? "king" : "queen") + "side castling is not possible for " +
                        colorName(us));
    }

    // Promotion piece at the end: "=Q", "Q" or "q" after a last-rank square.
    PieceType promo = NoPieceType;
    if (text.size() >= 3 && promotionFromLetter(text.back()) != NoPieceType &&
        (text[text.size() - 2] == '=' || text[text.size() - 2] == '1' || text[text.size() - 2] == '8')) {
        promo = promotionFromLetter(text.back());
        text.remove_suffix(1);
        if (text.back() == '=') text.remove_suffix(1);
    }
    if (text.size() < 2) return notLegal("cannot read it as SAN");
    const Square to = parseSquare(text.substr(text.size() - 2));
    if (to == SqNone) return notLegal("cannot read it as SAN: no destination square at the end");
    text.remove_suffix(2);

    PieceType pt = Pawn;
    if (!text.empty() && pieceFromLetter(text.front()) != NoPieceType) {
        pt = pieceFromLetter(text.front());
        text.remove_prefix(1);
    } else if (!text.empty() && text.front() == 'P') {
        return notLegal("pawn moves are written without a P, e.g. e4 or exd5");
    }
    int fromFile = -1, fromRank = -1;
    bool captureMark = false;
    if (!text.empty() && text.front() >= 'a' && text.front() <= 'h')
        fromFile = text.front() - 'a', text.remove_prefix(1);
    if (!text.empty() && text.front() >= '1' && text.front() <= '8')
        fromRank = text.front() - '1', text.remove_prefix(1);
    if (!text.empty() && (text.front() == 'x' || text.front() == ':' || text.front() == '-')) {
        captureMark = text.front() != '-';
        text.remove_prefix(1);
    }
    if (!text.empty()) return notLegal("cannot read it as SAN: unexpected " + quoted(text));
    if (promo != NoPieceType && pt != Pawn) return notLegal("only a pawn can promote");
    if (promo == King || promo == Pawn) return notLegal("a pawn promotes to Q, R, B or N");

    std::vector<Move> candidates;
    bool needsPromotion = false;
    for (Move m : legal) {
        if (m.kind() == MoveKind::Castling || m.to() != to || typeOf(pos.movedPiece(m)) != pt) continue;
        if (fromFile >= 0 && fileOf(m.from()) != fromFile) continue;
        if (fromRank >= 0 && rankOf(m.from()) != fromRank) continue;
        if (m.isPromotion() != (promo != NoPieceType)) {
            needsPromotion |= m.isPromotion();
            continue;
        }
        if (m.isPromotion() && m.promotion() != promo) continue;
        candidates.push_back(m);
    }
    if (candidates.size() == 1) {
        if (captureMark && !pos.isCapture(candidates[0]))
            return notLegal("it marks a capture but " + squareName(to) + " is empty");
        return candidates[0];
    }
    if (candidates.size() > 1) {
        std::string list;
        for (Move m : candidates) list += (list.empty() ? "" : ", ") + sanBody(pos, m, legal);
        return Parsed<Move>::failure(quoted(san) + " is ambiguous here (could be " + list + ")");
    }
    if (needsPromotion)
        return notLegal("a pawn reaching " + squareName(to) + " must promote, e.g. " + squareName(to) + "=Q");
    if (promo != NoPieceType && pt == Pawn && relativeRank(us, to) != 7)
        return notLegal(squareName(to) + " is not on the last rank");
    if (!pos.pieces(us, pt)) return notLegal(colorName(us) + " has no " + pieceName(pt));
    return notLegal("no " + colorName(us) + " " + pieceName(pt) + " can move to " + squareName(to) +
                    (pos.inCheck() ? " while in check" : ""));
}

std::vector<std::string> toSanList(const Position& pos, const std::vector<Move>& moves) {
    std::vector<std::string> out;
    Position p = pos;
    for (Move m : moves) {
        if (!p.isLegal(m)) break;
        const MoveList legal = legalMoves(p);
        std::string san = sanBody(p, m, legal);
        san += checkSuffix(p, m);
        out.push_back(std::move(san));
        p.makeMove(m);
    }
    return out;
}

std::string toSanLine(const Position& pos, const std::vector<Move>& moves, bool withNumbers) {
    const std::vector<std::string> sans = toSanList(pos, moves);
    std::string out;
    int number = pos.fullmoveNumber();
    Color side = pos.sideToMove();
    for (size_t i = 0; i < sans.size(); ++i) {
        if (!out.empty()) out += ' ';
        if (withNumbers) {
            if (side == White)
                out += std::to_string(number) + ". ";
            else if (i == 0)
                out += std::to_string(number) + "... ";
        }
        out += sans[i];
        if (side == Black) ++number;
        side = ~side;
    }
    return out;
}

} // namespace eschess
