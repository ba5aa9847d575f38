#pragma once
// One training record in the 32-byte "marlinformat" layout (marlinflow's PackedBoard), the
// format bullet and most other NNUE trainers read, so that data made here can be trained
// elsewhere and data made elsewhere can be trained here (docs/nnue.md).
//
//   bytes  0-7   occupancy, a bit per square, a1 = bit 0 (little-endian)
//   bytes  8-23  one 4-bit code per occupied square in occupancy order, lower nibble first:
//                colour << 3 | type, type 0 pawn … 5 king, 6 a rook that may still castle
//   byte  24     side to move << 7 | en-passant square (64 = none)
//   byte  25     halfmove clock
//   bytes 26-27  fullmove number (little-endian)
//   bytes 28-29  score in centipawns from White's view (signed, little-endian)
//   byte  30     result from White's view: 0 Black won, 1 draw, 2 White won
//   byte  31     unused, 0
//
// Stored as raw bytes, so the layout does not depend on the compiler's struct padding or the
// machine's byte order.

#include "core/parsed.h"
#include "core/position.h"

#include <array>
#include <cstdint>

namespace eschess::nnue {

enum class WhiteResult : std::uint8_t { BlackWin = 0, Draw = 1, WhiteWin = 2 };

struct PackedBoard {
    static constexpr std::size_t kSize = 32;
    std::array<std::uint8_t, kSize> bytes{};
};

// Packs pos with its score (White's view, clamped to ±32767) and the game's result.
PackedBoard packBoard(const Position& pos, int whiteScore, WhiteResult result);

// A record read back: the position, White's score and the result.
struct UnpackedBoard {
    Position position;
    int whiteScore = 0;
    WhiteResult result = WhiteResult::Draw;
};

// Refuses records that do not describe a legal standard-chess position (corrupt or foreign data)
// with a message naming what is wrong.
Parsed<UnpackedBoard> unpackBoard(const PackedBoard& packed);

} // namespace eschess::nnue
