#pragma once
// Bitboard helpers and precomputed attack tables (magic bitboards for sliders).
// Call attacks::init() once before use; Position::init() does it for you.

#include "core/types.h"

#include <bit>

namespace eschess {

constexpr Bitboard kFileA = 0x0101010101010101ULL;
constexpr Bitboard kRank1 = 0xFFULL;
constexpr Bitboard fileBB(int f) { return kFileA << f; }
constexpr Bitboard rankBB(int r) { return kRank1 << (8 * r); }
constexpr Bitboard squareBB(Square s) { return Bitboard(1) << s; }
constexpr Bitboard kDarkSquares = 0xAA55AA55AA55AA55ULL;

inline int popCount(Bitboard b) { return std::popcount(b); }
inline Square lsb(Bitboard b) { return Square(std::countr_zero(b)); }
inline Square msb(Bitboard b) { return Square(63 - std::countl_zero(b)); }
inline Square popLsb(Bitboard& b) {
    Square s = lsb(b);
    b &= b - 1;
    return s;
}
constexpr bool moreThanOne(Bitboard b) { return (b & (b - 1)) != 0; }

template <int D> constexpr Bitboard shift(Bitboard b) {
    if constexpr (D == North) return b << 8;
    else if constexpr (D == South) return b >> 8;
    else if constexpr (D == East) return (b & ~fileBB(7)) << 1;
    else if constexpr (D == West) return (b & ~kFileA) >> 1;
    else if constexpr (D == North + East) return (b & ~fileBB(7)) << 9;
    else if constexpr (D == North + West) return (b & ~kFileA) << 7;
    else if constexpr (D == South + East) return (b & ~fileBB(7)) >> 7;
    else if constexpr (D == South + West) return (b & ~kFileA) >> 9;
    else return 0;
}

// Every square the pawns (of colour c) attack.
inline Bitboard pawnAttacks(Color c, Bitboard pawns) {
    return c == White ? shift<North + East>(pawns) | shift<North + West>(pawns)
                      : shift<South + East>(pawns) | shift<South + West>(pawns);
}

namespace attacks {

struct Magic {
    Bitboard mask;
    Bitboard magic;
    const Bitboard* table;
    unsigned shift;
    unsigned index(Bitboard occupied) const { return unsigned(((occupied & mask) * magic) >> shift); }
};

extern Bitboard pawn[ColorCount][SquareCount];
extern Bitboard knight[SquareCount];
extern Bitboard king[SquareCount];
extern Magic bishopMagic[SquareCount];
extern Magic rookMagic[SquareCount];
extern Bitboard between[SquareCount][SquareCount]; // squares strictly between, 0 if not aligned
extern Bitboard line[SquareCount][SquareCount];    // the full line through both, 0 if not aligned

void init();

inline Bitboard bishop(Square s, Bitboard occupied) {
    const Magic& m = bishopMagic[s];
    return m.table[m.index(occupied)];
}
inline Bitboard rook(Square s, Bitboard occupied) {
    const Magic& m = rookMagic[s];
    return m.table[m.index(occupied)];
}
inline Bitboard queen(Square s, Bitboard occupied) { return bishop(s, occupied) | rook(s, occupied); }

// Attacks of a non-pawn piece type from s.
inline Bitboard of(PieceType pt, Square s, Bitboard occupied) {
    switch (pt) {
    case Knight: return knight[s];
    case Bishop: return bishop(s, occupied);
    case Rook: return rook(s, occupied);
    case Queen: return queen(s, occupied);
    case King: return king[s];
    default: return 0;
    }
}

} // namespace attacks

inline bool aligned(Square a, Square b, Square c) { return attacks::line[a][b] & squareBB(c); }

} // namespace eschess
