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

// Magic multipliers found once by the trial search below (initMagics with known == nullptr)
// and kept here, because the search costs a few hundred milliseconds at every start-up.
constexpr Bitboard kRookMagics[64] = {
    0x1080004008801020ULL,    0x004002422003B000ULL,    0x0100200100104008ULL,    0x018008008010010CULL,
    0x6D80040002802800ULL,    0x1E00900400084200ULL,    0x0200440810812200ULL,    0x0100008042002100ULL,
    0x2080802080004000ULL,    0x8004402010044000ULL,    0x0008802002100680ULL,    0x2210801000800804ULL,
    0x0000800800040080ULL,    0x0904800200040080ULL,    0x0102808002000100ULL,    0x0120800880104100ULL,
    0x0040008000209040ULL,    0x2200810040002100ULL,    0x0020044010004800ULL,    0x0400848010000800ULL,
    0x8222020020081004ULL,    0x8504808004000201ULL,    0x0094040059821008ULL,    0x04004A0000840041ULL,
    0x0080004240002000ULL,    0x0280400180200088ULL,    0x0040100080200080ULL,    0x0000100100210008ULL,
    0x2020080080040080ULL,    0x8000040080020080ULL,    0x0064040101000200ULL,    0x0013800080004100ULL,
    0x0010400020801080ULL,    0x00A0004020401000ULL,    0x1022801004802002ULL,    0x0000081001002100ULL,
    0x0088800400800800ULL,    0x0400040080800200ULL,    0x0000800100800200ULL,    0xA810204082000104ULL,
    0x0000800040048020ULL,    0x0820500020004000ULL,    0x0004200302110040ULL,    0x0410100008008080ULL,
    0x9004000800808005ULL,    0x0101000204010008ULL,    0x0811000200010004ULL,    0x2408105100820004ULL,
    0x0040210080005100ULL,    0x0000200080400080ULL,    0x8810008020001080ULL,    0x0000801000080080ULL,
    0x9040040080080080ULL,    0x0100040002008080ULL,    0x0341000200040100ULL,    0x8081042080410200ULL,
    0x0801800A20110141ULL,    0x00828A5300A04001ULL,    0xA000081041002001ULL,    0x0144050010000821ULL,
    0x9202002004100902ULL,    0x800100080A240005ULL,    0x0000408108100204ULL,    0x1082040040211082ULL,
};
constexpr Bitboard kBishopMagics[64] = {
    0x10102002004A1420ULL,    0x4020220401002250ULL,    0x401001484108B002ULL,    0x2804104A00002404ULL,
    0x0044050401C02206ULL,    0x00048804C1000000ULL,    0x0010841009048820ULL,    0x0100120210020898ULL,
    0x0220050808180080ULL,    0x0000180911040111ULL,    0x4904220081020000ULL,    0x00C00404108022A0ULL,
    0x9080084840804080ULL,    0x0000610120101800ULL,    0x4008184814042204ULL,    0x000A188208014480ULL,
    0x0230002420120444ULL,    0x05100044500A2060ULL,    0x1881006802022A00ULL,    0x10142042020200B0ULL,
    0x0223000490400084ULL,    0x8243400808021008ULL,    0x40040C009E011004ULL,    0x010A00C50080C428ULL,
    0x1404900020031002ULL,    0x00022040101406B0ULL,    0x00281800010200A0ULL,    0x0009040000440080ULL,
    0x0002040006008222ULL,    0x003C51000203010AULL,    0x8498088001008804ULL,    0x04C22200048C4101ULL,
    0x0802309000052002ULL,    0x4018082401030408ULL,    0x8820C50248100400ULL,    0x8009020080080080ULL,
    0x4040050200090048ULL,    0x1008080020811004ULL,    0x2001061280021829ULL,    0x0004044202029084ULL,
    0x00C0A20821404000ULL,    0x0446025004404209ULL,    0x0810082808018400ULL,    0x4030045144000800ULL,
    0x8070040408200400ULL,    0x0021020881000600ULL,    0x5C04012404114100ULL,    0x4088184042438084ULL,
    0x2021480411580200ULL,    0x0202012101102000ULL,    0x3001102084101402ULL,    0x0881020084045100ULL,
    0x0020001002022044ULL,    0x18402114505C8200ULL,    0x8004100218431000ULL,    0x0010100327006100ULL,
    0x0008220510280208ULL,    0x0420260212024204ULL,    0x0010002044022100ULL,    0x0003910220840448ULL,
    0x0001080006104400ULL,    0x0082C84084080082ULL,    0x0200108C48880540ULL,    0x0051011004008024ULL,
};

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

// Fills the attack table for every square. With known magics each is verified while filling;
// a square whose magic does not work (or every square, with known == nullptr) is searched for.
void initMagics(const int (*dirs)[2], Magic* magics, Bitboard* table, const Bitboard* known) {
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
        bool tryKnown = known != nullptr;
        for (int i = 0; i < size;) {
            if (tryKnown) {
                m.magic = known[s];
                tryKnown = false;
            } else {
                for (m.magic = 0; popCount((m.magic * m.mask) >> 56) < 6;) m.magic = rng.sparse();
            }
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
        pawn[White][s] = pawnAttacks(White, b);
        pawn[Black][s] = pawnAttacks(Black, b);
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

    initMagics(kRookDirs, rookMagic, rookTable, kRookMagics);
    initMagics(kBishopDirs, bishopMagic, bishopTable, kBishopMagics);

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
