#pragma once
// The fixed random numbers of the Polyglot opening-book format. Polyglot books key positions with
// these exact values, so they cannot be generated: they are copied from the format's definition.

#include <cstdint>

namespace eschess::polyglot {

constexpr int kRandomCount = 781;
constexpr int kRandomPiece = 0;       // 768 keys: 64 * kind + 8 * rank + file
constexpr int kRandomCastle = 768;    // white short, white long, black short, black long
constexpr int kRandomEnPassant = 772; // + file of the pawn that just moved two squares
constexpr int kRandomTurn = 780;      // xor-ed in when white is to move

extern const std::uint64_t kRandom64[kRandomCount];

} // namespace eschess::polyglot
