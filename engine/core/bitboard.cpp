#include "core/bitboard.h"

#include <array>

namespace eschess {
namespace attacks {

Bitboard pawn[ColorCount][SquareCount];
Bitboard knight[SquareCount];
Bitboard king[SquareCount];
Magic bishopMagic[SquareCount];
Magic rookMagic[SquareCount];
Bitboard between[SquareCount][SquareCount];
Bitboard line[SquareCount][SquareCount];

namespace {

Bitboard rookTable[0x19000];
Bitboard bishopTable[0x1480];

// Slow ray walk used only to fill the tables.
Bitboard slidingAttacks(const int (*dirs)[2], Square s, Bitboard occupied) {
    Bitboard result = 0;
    for (int d = 0; d < 4; ++d) {
        int f = fileOf(s) + dirs[d][0], r = rankOf(s) + dirs[d][1];
        while (f >= 0 && f < 8 && r >= 0 && r < 8) {
            Bitboard b = squareBB(makeSquare(f, r));
            result |= b;
            if (occupied & b) break;
            f += dirs[d][0];
            r += dirs[d][1];
        }
    }
    return result;
}

constexpr int kRookDirs[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
constexpr int kBishopDirs[4][2] = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

// xorshift64* generator; the seeds below are chosen so that magics are found quickly.
struct Rng {
    std::uint64_t s;
    std::uint64_t next() {
        s ^= s >> 12, s ^= s << 25, s ^= s >> 27;
        return s * 2685821657736338717ULL;
    }
    std::uint64_t sparse() { return next() & next() & next(); }
};

// Finds a magic multiplier for every square by trial, filling the shared table as it goes.
void initMagics(const int (*dirs)[2], Magic* magics, Bitboard* table) {
    std::array<Bitboard, 4096> occupancy{}, reference{};
    std::array<int, 4096> epoch{};
    int attempt = 0;
    Bitboard* next = table;
    for (Square s = SqA1; s <= SqH8; ++s) {
        Bitboard edges = ((rankBB(0) | rankBB(7)) & ~rankBB(rankOf(s))) |
                         ((fileBB(0) | fileBB(7)) & ~fileBB(fileOf(s)));
        Magic& m = magics[s];
        m.mask = slidingAttacks(dirs, s, 0) & ~edges;
        m.shift = unsigned(64 - popCount(m.mask));
        m.table = next;
        int size = 0;
        Bitboard b = 0;
        do { // Carry-Rippler enumeration of all subsets of the mask
            occupancy[size] = b;
            reference[size] = slidingAttacks(dirs, s, b);
            ++size;
            b = (b - m.mask) & m.mask;
        } while (b);

        Rng rng{0x9E3779B97F4A7C15ULL ^ (std::uint64_t(s) * 0x2545F4914F6CDD1DULL)};
        Bitboard* entries = next;
        for (int i = 0; i < size;) {
            for (m.magic = 0; popCount((m.magic * m.mask) >> 56) < 6;) m.magic = rng.sparse();
            ++attempt;
            for (i = 0; i < size; ++i) {
                unsigned idx = m.index(occupancy[i]);
                if (epoch[idx] < attempt) {
                    epoch[idx] = attempt;
                    entries[idx] = reference[i];
                } else if (entries[idx] != reference[i]) {
                    break;
                }
            }
        }
        next += size;
    }
}

} // namespace

// Called once, through Position::init().
void init() {

    for (Square s = SqA1; s <= SqH8; ++s) {
        Bitboard b = squareBB(s);
        pawn[White][s] = shift<North + East>(b) | shift<North + West>(b);
        pawn[Black][s] = shift<South + East>(b) | shift<South + West>(b);
        king[s] = shift<North>(b) | shift<South>(b) | shift<East>(b) | shift<West>(b) |
                  shift<North + East>(b) | shift<North + West>(b) | shift<South + East>(b) |
                  shift<South + West>(b);
        Bitboard k = 0;
        constexpr int jumps[8][2] = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
        for (auto& j : jumps) {
            int f = fileOf(s) + j[0], r = rankOf(s) + j[1];
            if (f >= 0 && f < 8 && r >= 0 && r < 8) k |= squareBB(makeSquare(f, r));
        }
        knight[s] = k;
    }

    initMagics(kRookDirs, rookMagic, rookTable);
    initMagics(kBishopDirs, bishopMagic, bishopTable);

    for (Square a = SqA1; a <= SqH8; ++a) {
        for (Square b = SqA1; b <= SqH8; ++b) {
            between[a][b] = line[a][b] = 0;
            if (a == b) continue;
            if (slidingAttacks(kRookDirs, a, 0) & squareBB(b)) {
                line[a][b] = (slidingAttacks(kRookDirs, a, 0) & slidingAttacks(kRookDirs, b, 0)) | squareBB(a) |
                             squareBB(b);
                between[a][b] = slidingAttacks(kRookDirs, a, squareBB(b)) & slidingAttacks(kRookDirs, b, squareBB(a));
            } else if (slidingAttacks(kBishopDirs, a, 0) & squareBB(b)) {
                line[a][b] = (slidingAttacks(kBishopDirs, a, 0) & slidingAttacks(kBishopDirs, b, 0)) | squareBB(a) |
                             squareBB(b);
                between[a][b] =
                    slidingAttacks(kBishopDirs, a, squareBB(b)) & slidingAttacks(kBishopDirs, b, squareBB(a));
            }
        }
    }
}

} // namespace attacks
} // namespace eschess
