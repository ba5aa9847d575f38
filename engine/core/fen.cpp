// FEN reading and writing for Position. Every rejection names the field and the reason.

#include "core/position.h"
#include "core/zobrist.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cstdio>
#include <cstring>
#include <vector>

namespace eschess {

namespace {

std::vector<std::string_view> splitFields(std::string_view text) {
    std::vector<std::string_view> fields;
    size_t i = 0;
    while (i < text.size()) {
        while (i < text.size() && (text[i] == ' ' || text[i] == '\t' || text[i] == '\r' || text[i] == '\n')) ++i;
        size_t start = i;
        while (i < text.size() && !(text[i] == ' ' || text[i] == '\t' || text[i] == '\r' || text[i] == '\n')) ++i;
        if (i > start) fields.push_back(text.substr(start, i - start));
    }
    return fields;
}

bool parseCount(std::string_view text, int& out) {
    if (text.empty() || text.size() > 6) return false;
    auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), out);
    return ec == std::errc() && ptr == text.data() + text.size() && out >= 0;
}

const char* colorName(Color c) { return c == White ? "white" : "black"; }

std::string printable(char c) {
    if (c >= 32 && c < 127) return std::string("'") + c + "'";
    char buf[16];
    std::snprintf(buf, sizeof buf, "byte 0x%02X", unsigned(static_cast<unsigned char>(c)));
    return buf;
}

// X-FEN's K or Q: the rook of `side` furthest from its king towards that corner; SqNone if none.
Square outermostRook(const Position& pos, Color side, Square king, bool kingSide) {
    const int step = kingSide ? -1 : 1;
    for (int f = kingSide ? 7 : 0; f != fileOf(king); f += step)
        if (pos.pieceOn(makeSquare(f, rankOf(king))) == makePiece(side, Rook)) return makeSquare(f, rankOf(king));
    return SqNone;
}

} // namespace

Position::Position(EmptyTag) {
    std::memset(m_board, 0, sizeof m_board);
    std::memset(m_byType, 0, sizeof m_byType);
    std::memset(m_byColor, 0, sizeof m_byColor);
    m_states.reserve(256);
    m_states.emplace_back();
}

Parsed<Position> Position::fromFen(std::string_view fen, bool chess960) {
    init();
    return parseFen(fen, chess960);
}

Parsed<Position> Position::fromFenDetectingChess960(std::string_view fen) {
    Parsed<Position> standard = fromFen(fen, false);
    if (standard) return standard;
    Parsed<Position> chess960 = fromFen(fen, true);
    return chess960 ? chess960 : standard;
}

Parsed<Position> Position::parseFen(std::string_view fen, bool chess960) {
    using Result = Parsed<Position>;
    auto fail = [](std::string message) { return Result::failure("FEN: " + message); };

    const auto fields = splitFields(fen);
    if (fields.empty()) return fail("empty text");
    if (fields.size() < 4)
        return fail("expected at least 4 fields (placement, side, castling, en passant), found " +
                    std::to_string(fields.size()));
    if (fields.size() > 6) return fail("expected at most 6 fields, found " + std::to_string(fields.size()));

    Position pos{EmptyTag{}};

    // Field 1: piece placement, rank 8 first.
    {
        std::string_view placement = fields[0];
        int rank = 7, file = 0;
        for (size_t i = 0; i < placement.size(); ++i) {
            const char c = placement[i];
            if (c == '/') {
                if (file != 8)
                    return fail("piece placement: rank " + std::to_string(rank + 1) + " has " + std::to_string(file) +
                                " squares");
                if (rank == 0) return fail("piece placement: more than 8 ranks");
                --rank;
                file = 0;
            } else if (c >= '1' && c <= '8') {
                file += c - '0';
                if (file > 8)
                    return fail("piece placement: rank " + std::to_string(rank + 1) + " has " + std::to_string(file) +
                                " squares");
            } else {
                const char* found = std::strchr("PNBRQKpnbrqk", c);
                if (!found || c == 0)
                    return fail("piece placement: invalid character " + printable(c) + " in rank " +
                                std::to_string(rank + 1));
                if (file >= 8)
                    return fail("piece placement: rank " + std::to_string(rank + 1) + " has more than 8 squares");
                const int index = int(found - "PNBRQKpnbrqk");
                const Piece p = makePiece(index < 6 ? White : Black, PieceType(index % 6 + 1));
                pos.putPiece(p, makeSquare(file, rank));
                ++file;
            }
        }
        if (file != 8)
            return fail("piece placement: rank " + std::to_string(rank + 1) + " has " + std::to_string(file) +
                        " squares");
        if (rank != 0) return fail("piece placement: " + std::to_string(8 - rank) + " ranks instead of 8");
    }

    for (Color c : {White, Black}) {
        const int kings = pos.count(c, King);
        if (kings == 0) return fail(std::string("piece placement: no ") + colorName(c) + " king");
        if (kings > 1) return fail(std::string("piece placement: ") + (kings == 2 ? "two " : "several ") +
                                   colorName(c) + " kings");
        if (pos.count(c, Pawn) > 8)
            return fail(std::string("piece placement: ") + colorName(c) + " has " + std::to_string(pos.count(c, Pawn)) +
                        " pawns");
        if (popCount(pos.pieces(c)) > 16)
            return fail(std::string("piece placement: ") + colorName(c) + " has " +
                        std::to_string(popCount(pos.pieces(c))) + " pieces");
    }
    if (pos.pieces(Pawn) & (rankBB(0) | rankBB(7)))
        return fail("piece placement: pawn on " + squareName(lsb(pos.pieces(Pawn) & (rankBB(0) | rankBB(7)))) +
                    " (pawns cannot stand on the first or last rank)");

    // Field 2: side to move.
    if (fields[1] == "w") pos.m_side = White;
    else if (fields[1] == "b") pos.m_side = Black;
    else return fail("side to move not w/b: '" + std::string(fields[1]) + "'");

    // Field 3: castling rights.
    State& st = pos.st();
    pos.m_chess960 = chess960;
    if (fields[2] != "-") {
        for (char c : fields[2]) {
            const bool upper = c >= 'A' && c <= 'Z';
            const char lower = upper ? char(c - 'A' + 'a') : c;
            const bool isSide = lower == 'k' || lower == 'q';
            const bool isFile = chess960 && lower >= 'a' && lower <= 'h';
            if (!isSide && !isFile)
                return fail("castling: invalid character " + printable(c) +
                            (chess960 ? " (expected K, Q, k, q, a file letter A-H or a-h, or -)"
                                      : " (expected K, Q, k, q or -)"));
            const Color side = upper ? White : Black;
            const Square king = pos.kingSquare(side);
            Square rook = SqNone;
            if (!chess960) {
                const CastlingPlacement& place =
                    *std::find_if(kCastlingPlacements.begin(), kCastlingPlacements.end(),
                                  [c](const CastlingPlacement& p) { return p.fenLetter == c; });
                if (king != place.king)
                    return fail(std::string("castling right ") + c + " without the king on " +
                                squareName(place.king));
                if (pos.pieceOn(place.rook) != makePiece(side, Rook))
                    return fail(std::string("castling right ") + c + " without a rook on " +
                                squareName(place.rook));
                rook = place.rook;
            } else {
                if (relativeRank(side, king) != 0)
                    return fail(std::string("castling right ") + c + " without the " + colorName(side) +
                                " king on its first rank");
                if (isFile) {
                    rook = makeSquare(lower - 'a', rankOf(king));
                    if (pos.pieceOn(rook) != makePiece(side, Rook))
                        return fail(std::string("castling right ") + c + " without a " + colorName(side) +
                                    " rook on " + squareName(rook));
                } else {
                    rook = outermostRook(pos, side, king, lower == 'k');
                    if (rook == SqNone)
                        return fail(std::string("castling right ") + c + " without a " + colorName(side) +
                                    " rook on the " + (lower == 'k' ? "king's" : "queen's") + " side of " +
                                    squareName(king));
                }
            }
            const bool kingSide = fileOf(rook) > fileOf(king);
            if (st.castling & castlingRight(side, kingSide))
                return fail(
                    std::string("castling: right ") + c + " given twice" +
                    (isFile ? std::string(" (") + colorName(side) + " already castles on that side)" : ""));
            pos.addCastlingRight(side, kingSide, king, rook);
        }
    }

    // Field 4: en-passant target square.
    if (fields[3] != "-") {
        const Square ep = parseSquare(fields[3]);
        if (ep == SqNone) return fail("en passant: '" + std::string(fields[3]) + "' is not a square or -");
        const Color us = pos.m_side;
        const int expectedRank = us == White ? 5 : 2;
        if (rankOf(ep) != expectedRank)
            return fail("en passant: square " + squareName(ep) + " is not on rank " + std::to_string(expectedRank + 1));
        const Square pawnSq = ep - pawnPush(us);
        if (pos.pieceOn(pawnSq) != makePiece(~us, Pawn))
            return fail("en passant: square " + squareName(ep) + " without a pawn on " + squareName(pawnSq) +
                        " that could have just moved there");
        if (!pos.empty(ep) || !pos.empty(ep + pawnPush(us)))
            return fail("en passant: square " + squareName(ep) + " or the square behind it is occupied");
        // Keep it only when a capture is possible, so equal positions get equal keys.
        if (attacks::pawn[~us][ep] & pos.pieces(us, Pawn)) st.epSquare = ep;
    }

    // Fields 5 and 6: clocks (optional, as EPD omits them).
    int halfmove = 0, fullmove = 1;
    if (fields.size() >= 5 && !parseCount(fields[4], halfmove))
        return fail("halfmove clock: '" + std::string(fields[4]) + "' is not a non-negative number");
    if (fields.size() >= 6) {
        if (!parseCount(fields[5], fullmove))
            return fail("fullmove number: '" + std::string(fields[5]) + "' is not a number");
        if (fullmove == 0) fullmove = 1; // common sloppiness; treat as move 1
    }
    st.halfmoveClock = halfmove;
    pos.m_gamePly = 2 * (fullmove - 1) + (pos.m_side == Black);

    // The side that just moved may not have left its king in check.
    if (pos.attackersTo(pos.kingSquare(~pos.m_side)) & pos.pieces(pos.m_side))
        return fail(std::string("the side not to move (") + colorName(~pos.m_side) + ") is in check");
    if (popCount(pos.attackersTo(pos.kingSquare(pos.m_side)) & pos.pieces(~pos.m_side)) > 2)
        return fail("the side to move is in check from more than two pieces");

    st.key = pos.computeKey();
    st.pawnKey = pos.computePawnKey();
    for (Color c : {White, Black}) st.nonPawnKey[c] = pos.computeNonPawnKey(c);
    st.minorKey = pos.computeMinorKey();
    pos.updateCheckInfo();
    return pos;
}

std::string fenPlacement(std::span<const Piece, SquareCount> board) {
    std::string out;
    for (int r = 7; r >= 0; --r) {
        int emptyRun = 0;
        for (int f = 0; f < 8; ++f) {
            Piece p = board[makeSquare(f, r)];
            if (p == NoPiece) {
                ++emptyRun;
                continue;
            }
            if (emptyRun) out += char('0' + emptyRun), emptyRun = 0;
            out += pieceChar(p);
        }
        if (emptyRun) out += char('0' + emptyRun);
        if (r) out += '/';
    }
    return out;
}

std::string fenCastling(int rights) {
    std::string out;
    for (const CastlingPlacement& p : kCastlingPlacements)
        if (rights & p.right) out += p.fenLetter;
    return out.empty() ? "-" : out;
}

// Standard letters, except in Chess960 for a rook that is not the outermost on its side of the
// king: its file (X-FEN), so that every reader finds the rook without guessing.
std::string Position::castlingField() const {
    if (!m_chess960) return fenCastling(st().castling);
    std::string out;
    for (const CastlingPlacement& p : kCastlingPlacements) {
        if (!canCastle(p.right)) continue;
        const Square rook = castlingRookSquare(p.right), king = kingSquare(p.side);
        const bool outermost = rook == outermostRook(*this, p.side, king, fileOf(rook) > fileOf(king));
        out += outermost ? p.fenLetter : char((p.side == White ? 'A' : 'a') + fileOf(rook));
    }
    return out.empty() ? "-" : out;
}

std::string Position::fen() const {
    std::string out = fenPlacement(m_board);
    out += m_side == White ? " w " : " b ";
    out += castlingField();
    out += ' ';
    out += squareName(st().epSquare);
    out += ' ' + std::to_string(st().halfmoveClock) + ' ' + std::to_string(fullmoveNumber());
    return out;
}

} // namespace eschess
