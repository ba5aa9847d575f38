#include "core/zobrist.h"

namespace eschess::zobrist {

Key psq[PieceCount][SquareCount];
Key castling[16];
Key enPassantFile[8];
Key sideToMove;

void init() {
    std::uint64_t s = 0x1F2E3D4C5B6A7988ULL; // splitmix64 state
    auto next = [&s] {
        std::uint64_t z = (s += 0x9E3779B97F4A7C15ULL);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        return z ^ (z >> 31);
    };
    for (auto& row : psq)
        for (Key& k : row) k = next();
    for (Key& k : castling) k = next();
    for (Key& k : enPassantFile) k = next();
    sideToMove = next();
}

} // namespace eschess::zobrist
