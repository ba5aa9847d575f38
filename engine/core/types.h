#pragma once
// Small strong types shared by the whole engine: colours, pieces, squares and moves.
// Squares are numbered a1 = 0 … h8 = 63 (little-endian rank-file mapping).

#include <array>
#include <bit>
#include <cstdint>
#include <string>
#include <string_view>

namespace eschess {

using Bitboard = std::uint64_t;
using Key = std::uint64_t;

enum Color : std::uint8_t { White, Black, ColorCount = 2 };
constexpr Color operator~(Color c) { return Color(c ^ 1); }

enum PieceType : std::uint8_t { NoPieceType, Pawn, Knight, Bishop, Rook, Queen, King, PieceTypeCount = 7 };

// Piece = colour * 8 + type; 0 is the empty square.
enum Piece : std::uint8_t {
    NoPiece = 0,
    WhitePawn = 1, WhiteKnight, WhiteBishop, WhiteRook, WhiteQueen, WhiteKing,
    BlackPawn = 9, BlackKnight, BlackBishop, BlackRook, BlackQueen, BlackKing,
    PieceCount = 16
};
constexpr Piece makePiece(Color c, PieceType pt) { return Piece((c << 3) | pt); }
constexpr PieceType typeOf(Piece p) { return PieceType(p & 7); }
constexpr Color colorOf(Piece p) { return Color(p >> 3); }

enum Square : std::int8_t {
    SqA1, SqB1, SqC1, SqD1, SqE1, SqF1, SqG1, SqH1,
    SqA2, SqB2, SqC2, SqD2, SqE2, SqF2, SqG2, SqH2,
    SqA3, SqB3, SqC3, SqD3, SqE3, SqF3, SqG3, SqH3,
    SqA4, SqB4, SqC4, SqD4, SqE4, SqF4, SqG4, SqH4,
    SqA5, SqB5, SqC5, SqD5, SqE5, SqF5, SqG5, SqH5,
    SqA6, SqB6, SqC6, SqD6, SqE6, SqF6, SqG6, SqH6,
    SqA7, SqB7, SqC7, SqD7, SqE7, SqF7, SqG7, SqH7,
    SqA8, SqB8, SqC8, SqD8, SqE8, SqF8, SqG8, SqH8,
    SqNone = 64, SquareCount = 64
};
constexpr Square makeSquare(int file, int rank) { return Square(rank * 8 + file); }
constexpr int fileOf(Square s) { return s & 7; }
constexpr int rankOf(Square s) { return s >> 3; }
constexpr bool isValid(Square s) { return s >= SqA1 && s <= SqH8; }
// The rank as seen from colour c (rank 0 is c's back rank).
constexpr int relativeRank(Color c, Square s) { return c == White ? rankOf(s) : 7 - rankOf(s); }
constexpr Square relativeSquare(Color c, Square s) { return Square(s ^ (c * 56)); }
constexpr Square operator+(Square s, int d) { return Square(int(s) + d); }
constexpr Square operator-(Square s, int d) { return Square(int(s) - d); }
inline Square& operator++(Square& s) { return s = Square(int(s) + 1); }

enum Direction : int { North = 8, South = -8, East = 1, West = -1 };
constexpr int pawnPush(Color c) { return c == White ? North : South; }

// Castling rights as four bits.
enum CastlingRight : std::uint8_t {
    NoCastling = 0, WhiteKingSide = 1, WhiteQueenSide = 2, BlackKingSide = 4, BlackQueenSide = 8,
    AnyCastling = 15
};

constexpr CastlingRight castlingRight(Color c, bool kingSide) {
    return CastlingRight((kingSide ? WhiteKingSide : WhiteQueenSide) << (2 * c));
}
// 0 to 3 in K, Q, k, q order: the index of per-right tables.
constexpr int castlingIndex(CastlingRight r) {
    return std::countr_zero(unsigned(r)) & 3;
}
// Where king and rook stand after castling, in standard chess and Chess960 alike: the king on
// the g- or c-file, the rook beside it on the f- or d-file.
constexpr Square castlingKingTo(Color c, bool kingSide) {
    return relativeSquare(c, kingSide ? SqG1 : SqC1);
}
constexpr Square castlingRookTo(Color c, bool kingSide) {
    return relativeSquare(c, kingSide ? SqF1 : SqD1);
}
constexpr bool isKingSideCastling(Square kingTo) {
    return fileOf(kingTo) == 6;
}

// Each right of standard chess with its FEN letter and where its king and rook must stand, in
// FEN order (K, Q, k, q): the FEN reader and writer and the position editor read this one table.
struct CastlingPlacement {
    CastlingRight right;
    char fenLetter;
    Color side;
    Square king;
    Square rook;
};
inline constexpr std::array<CastlingPlacement, 4> kCastlingPlacements{{
    {WhiteKingSide, 'K', White, SqE1, SqH1},
    {WhiteQueenSide, 'Q', White, SqE1, SqA1},
    {BlackKingSide, 'k', Black, SqE8, SqH8},
    {BlackQueenSide, 'q', Black, SqE8, SqA8},
}};

// A move in 16 bits: from (6), to (6), kind (2), promotion piece (2).
// Castling is encoded as the king's move to its castled square, g1 or c1 (g8, c8): e1g1 in
// standard chess. In Chess960 the king may already stand there, so from may equal to; the rook's
// square comes from the position (Position::castlingRookMove).
enum class MoveKind : std::uint8_t { Normal = 0, Promotion = 1, EnPassant = 2, Castling = 3 };

class Move {
public:
    constexpr Move() = default;
    constexpr explicit Move(std::uint16_t raw) : m_raw(raw) {}
    constexpr Move(Square from, Square to) : m_raw(std::uint16_t(from | (to << 6))) {}
    constexpr Move(Square from, Square to, MoveKind kind, PieceType promo = Knight)
        : m_raw(std::uint16_t(from | (to << 6) | (int(kind) << 12) | ((promo - Knight) << 14))) {}

    constexpr Square from() const { return Square(m_raw & 63); }
    constexpr Square to() const { return Square((m_raw >> 6) & 63); }
    constexpr MoveKind kind() const { return MoveKind(m_raw >> 12 & 3); }
    constexpr PieceType promotion() const { return PieceType(((m_raw >> 14) & 3) + Knight); }
    constexpr bool isPromotion() const { return kind() == MoveKind::Promotion; }
    constexpr std::uint16_t raw() const { return m_raw; }
    constexpr bool isNull() const { return m_raw == 0; }
    constexpr explicit operator bool() const { return m_raw != 0; }
    constexpr bool operator==(const Move&) const = default;

    static constexpr Move none() { return Move(); }
    // A "null move" for null-move pruning: from == to == b1, never a legal move.
    static constexpr Move nullMove() { return Move(std::uint16_t(65)); }

private:
    std::uint16_t m_raw = 0;
};

// Scores in centipawns; mates are encoded as kMate - plies.
using Value = int;
constexpr Value kDraw = 0;
constexpr Value kMate = 32000;
constexpr Value kInfinite = 32001;
constexpr Value kMateBound = kMate - 1000; // anything above is a mate score
constexpr int kMaxPly = 246;

constexpr Value mateIn(int ply) { return kMate - ply; }
constexpr Value matedIn(int ply) { return -kMate + ply; }
constexpr bool isMateScore(Value v) { return v >= kMateBound || v <= -kMateBound; }

char pieceChar(Piece p);          // "PNBRQK" / "pnbrqk", ' ' for none
std::string squareName(Square s); // "e4"
Square parseSquare(std::string_view text); // SqNone when not a square

} // namespace eschess
