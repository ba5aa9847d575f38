#include "nnue/packed_board.h"

#include <algorithm>
#include <string>
#include <vector>

namespace eschess::nnue {

namespace {

constexpr std::uint8_t kCastlingRookCode = 6;

// The rook on s keeps a castling right.
bool isCastlingRook(const Position& pos, Square s, Color c) {
    for (const bool kingSide : {true, false}) {
        const CastlingRight r = castlingRight(c, kingSide);
        if (pos.canCastle(r) && pos.castlingRookSquare(r) == s) return true;
    }
    return false;
}

void putLE(std::uint8_t* p, std::uint64_t v, int bytes) {
    for (int i = 0; i < bytes; ++i) p[i] = std::uint8_t(v >> (8 * i));
}

std::uint64_t getLE(const std::uint8_t* p, int bytes) {
    std::uint64_t v = 0;
    for (int i = 0; i < bytes; ++i) v |= std::uint64_t(p[i]) << (8 * i);
    return v;
}

} // namespace

PackedBoard packBoard(const Position& pos, int whiteScore, WhiteResult result) {
    PackedBoard out;
    std::uint8_t* b = out.bytes.data();
    const Bitboard occupied = pos.pieces();
    putLE(b, occupied, 8);
    int index = 0;
    for (Bitboard bb = occupied; bb; bb &= bb - 1) {
        const Square s = Square(lsb(bb));
        const Piece p = pos.pieceOn(s);
        const Color c = colorOf(p);
        std::uint8_t code = std::uint8_t(typeOf(p) - Pawn);
        if (typeOf(p) == Rook && isCastlingRook(pos, s, c)) code = kCastlingRookCode;
        code |= std::uint8_t(c << 3);
        b[8 + index / 2] |= std::uint8_t(code << (4 * (index % 2)));
        ++index;
    }
    const Square ep = pos.enPassantSquare();
    b[24] = std::uint8_t((pos.sideToMove() == Black ? 0x80 : 0) | (ep == SqNone ? 64 : int(ep)));
    b[25] = std::uint8_t(std::min(pos.halfmoveClock(), 255));
    putLE(b + 26, std::uint16_t(std::min(pos.fullmoveNumber(), 65535)), 2);
    putLE(b + 28, std::uint16_t(std::int16_t(std::clamp(whiteScore, -32767, 32767))), 2);
    b[30] = std::uint8_t(result);
    return out;
}

Parsed<UnpackedBoard> unpackBoard(const PackedBoard& packed) {
    const std::uint8_t* b = packed.bytes.data();
    const Bitboard occupied = getLE(b, 8);
    if (popCount(occupied) > 32)
        return Parsed<UnpackedBoard>::failure("record: " + std::to_string(popCount(occupied)) +
                                              " occupied squares, at most 32 fit");
    // Rebuilt through FEN, so the position passes the same checks as any other input.
    char board[64] = {};
    std::string castling;
    std::vector<Square> castlingRooks;
    int index = 0;
    for (Bitboard bb = occupied; bb; bb &= bb - 1) {
        const Square s = Square(lsb(bb));
        const std::uint8_t code = (b[8 + index / 2] >> (4 * (index % 2))) & 15;
        ++index;
        const std::uint8_t type = code & 7;
        if (type > kCastlingRookCode)
            return Parsed<UnpackedBoard>::failure("record: piece code " + std::to_string(code) + " on square " +
                                                  std::to_string(int(s)) + " is not a piece");
        const bool black = code & 8;
        board[s] = "pnbrqkr"[type];
        if (!black) board[s] = char(board[s] - 'a' + 'A');
        if (type == kCastlingRookCode) {
            if (s != relativeSquare(black ? Black : White, makeSquare(fileOf(s), 0)))
                return Parsed<UnpackedBoard>::failure("record: a castling rook on square " +
                                                      std::to_string(int(s)) + ", off its side's first rank");
            castlingRooks.push_back(s);
        }
    }
    // Rooks in their home corners, beside a king on e1 or e8, give standard letters; any other
    // castling rook (Chess960) is named by its file, Shredder-FEN style, and the FEN is read as
    // Chess960, so the position's own checks judge it.
    auto isWhite = [&](Square s) { return board[s] >= 'A' && board[s] <= 'Z'; };
    auto inHomeCorner = [&](Square s) {
        const Color c = isWhite(s) ? White : Black;
        return (s == relativeSquare(c, SqA1) || s == relativeSquare(c, SqH1)) &&
               board[relativeSquare(c, SqE1)] == (c == White ? 'K' : 'k');
    };
    const bool corners = std::all_of(castlingRooks.begin(), castlingRooks.end(), inHomeCorner);
    for (const Square s : castlingRooks) {
        const bool white = isWhite(s);
        if (!corners)
            castling += char((white ? 'A' : 'a') + fileOf(s));
        else
            castling += fileOf(s) == 7 ? (white ? 'K' : 'k') : (white ? 'Q' : 'q');
    }
    std::sort(castling.begin(), castling.end(), [](char x, char y) {
        const bool xw = x < 'a', yw = y < 'a'; // white's rights first, then by the standard order
        if (xw != yw) return xw;
        const std::string order = "KQkq";
        return order.find(x) < order.find(y);
    });
    std::string fen;
    for (int rank = 7; rank >= 0; --rank) {
        int emptyRun = 0;
        for (int file = 0; file < 8; ++file) {
            const char c = board[rank * 8 + file];
            if (!c) {
                ++emptyRun;
                continue;
            }
            if (emptyRun) fen += char('0' + emptyRun);
            emptyRun = 0;
            fen += c;
        }
        if (emptyRun) fen += char('0' + emptyRun);
        if (rank) fen += '/';
    }
    const bool blackToMove = b[24] & 0x80;
    const int ep = b[24] & 0x7f;
    if (ep > 64) return Parsed<UnpackedBoard>::failure("record: en-passant square " + std::to_string(ep) + " is off the board");
    fen += blackToMove ? " b " : " w ";
    fen += castling.empty() ? "-" : castling;
    fen += ' ';
    if (ep == 64)
        fen += '-';
    else {
        fen += char('a' + ep % 8);
        fen += char('1' + ep / 8);
    }
    fen += ' ' + std::to_string(b[25]) + ' ' + std::to_string(std::max<std::uint64_t>(1, getLE(b + 26, 2)));
    if (b[30] > 2)
        return Parsed<UnpackedBoard>::failure("record: result byte " + std::to_string(b[30]) + " is not 0, 1 or 2");
    Parsed<Position> pos = Position::fromFen(fen, !corners);
    if (!pos) return Parsed<UnpackedBoard>::failure("record: " + pos.error());
    UnpackedBoard out;
    out.position = *pos;
    out.whiteScore = std::int16_t(std::uint16_t(getLE(b + 28, 2)));
    out.result = WhiteResult(b[30]);
    return out;
}

} // namespace eschess::nnue
