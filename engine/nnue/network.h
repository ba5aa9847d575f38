#pragma once
// The NNUE: a perspective network, 768 inputs (colour relative to the perspective × piece type
// × square, mirrored vertically for Black) in one of up to kMaxKingBuckets feature sets chosen by
// where the perspective's own king stands → kHidden neurons per side → SCReLU → one output from
// the side to move's accumulator followed by the other side's, by one of up to
// kMaxOutputBuckets output layers chosen by the number of pieces on the board. Weights are int16,
// quantised with kQA (inputs) and kQB (output); the output is scaled to centipawns by the
// network's own output scale (kScale unless the net was rescaled).
//
// The file format (docs/nnue.md), all integers little-endian:
//   magic "ESNN", u32 format version (1, 2 or 3), u32 hidden size, u32 QA, u32 QB, u32 output
//   scale, from version 2 u32 output buckets (version 1 has one), in version 3 only u32 king
//   buckets (2–kMaxKingBuckets; versions 1 and 2 have one) and u8 [64] the king bucket of each
//   square (relative to the perspective, as featureIndex sees it), int16 feature weights
//   [king buckets][768][hidden], feature biases [hidden], output weights [buckets][2·hidden],
//   output biases [buckets], then u64 FNV-1a of every byte before it.
// Each net is written in the lowest version that holds it (one output and one king bucket:
// version 1, byte for byte what the first builds wrote; several outputs and one king bucket:
// version 2), and a file in a higher version than it needs is refused, so that a file says each
// net one way and what is read is written back the same. A file that differs in version, shape,
// QA or QB, whose output scale or bucket counts are out of range, whose king bucket map leaves a
// bucket unused, or whose length or checksum is wrong, is refused with a message.

#include "core/parsed.h"
#include "core/position.h"

#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace eschess::nnue {

constexpr int kInputs = 768;
// Hidden neurons per side: the CMake cache variable ESCHESS_NNUE_HIDDEN (default 128), so that
// a wider candidate can be trained and played from its own build directory; the compiled-in
// net and every file loaded must have this width.
#ifndef ESCHESS_NNUE_HIDDEN
#define ESCHESS_NNUE_HIDDEN 128
#endif
constexpr int kHidden = ESCHESS_NNUE_HIDDEN;
static_assert(kHidden >= 16 && kHidden <= 1024 && kHidden % 16 == 0, "ESCHESS_NNUE_HIDDEN: a multiple of 16, 16 to 1024");
constexpr int kQA = 255;
constexpr int kQB = 64;
// Centipawns per unit of output: the trainer's sigmoid scale, and a net's output scale unless
// it is rescaled (eschess-nnue-trainer --epochs 0 --init NET --scale S).
constexpr int kScale = 400;
constexpr std::uint32_t kMaxScale = 10000; // keeps the output's arithmetic inside 64 bits and an int
// The format versions: the newest (king buckets), and the two a net without them is written in.
constexpr std::uint32_t kFormatVersion = 3;
constexpr std::uint32_t kFormatVersionOutputBuckets = 2;
constexpr std::uint32_t kFormatVersionSingleOutput = 1;
// Output layers chosen by material: the weight of each hidden neuron is not the same with 30
// pieces on the board as with 6, and one layer per band of piece counts lets the net say so at
// the cost of nothing but a few kilobytes (docs/nnue.md, "The network" and "Round 7: output
// buckets").
constexpr int kMaxOutputBuckets = 8;
// Feature sets chosen by the square of the perspective's own king: a knight on f6 does not mean
// the same with one's king on g1 as on c1 or e4 (docs/nnue.md, "King buckets"). When the king
// crosses into another bucket, that side's accumulator is rebuilt from the board.
constexpr int kMaxKingBuckets = 16;
// |output weight| above this could overflow the SIMD path's int16 product (255 · 127 < 32768).
constexpr int kMaxOutputWeight = 127;

// The input index of piece p on square s as seen from perspective (relativeSquare: mirrored
// vertically for Black; the king bucket maps are indexed by it too).
constexpr int featureIndex(Color perspective, Piece p, Square s) {
    const int relativeColour = colorOf(p) == perspective ? 0 : 1;
    return relativeColour * 384 + (typeOf(p) - Pawn) * 64 + int(relativeSquare(perspective, s));
}

// The output bucket of a position with `pieces` pieces (kings included) for a net of `buckets`
// buckets: equal bands of the piece counts 2 to 33, so with 8 buckets 2–5 pieces use the first
// and 30–32 the last.
constexpr int outputBucket(int pieces, int buckets) {
    const int band = (pieces < 2 ? 0 : pieces - 2) * buckets / 32;
    return band < buckets ? band : buckets - 1;
}

// A network file as stored, of any width from 16 to 1,024 (a multiple of 16): what the trainer
// widens a narrower net from (eschess-nnue-trainer --init). Network::parse reads only files of
// this build's width, through this.
struct NetworkImage {
    std::uint32_t hidden = 0;
    std::uint32_t outputScale = kScale;
    std::uint32_t outputBuckets = 1;
    std::uint32_t kingBuckets = 1;
    // The king bucket of each square, by relativeSquare (core/types.h) of the perspective's king.
    std::array<std::uint8_t, 64> kingBucketOf{};
    std::vector<std::int16_t> featureWeights; // [kingBuckets][kInputs][hidden]
    std::vector<std::int16_t> featureBias;    // [hidden]
    // [buckets][2·hidden]: in each bucket the side to move's neurons, then the other's
    std::vector<std::int16_t> outputWeights;
    std::vector<std::int16_t> outputBias = {0}; // [buckets]

    // requiredHidden 0 takes any width; otherwise a file of another width is refused ("network:
    // hidden size is …, this build reads …") before its length is looked at.
    static Parsed<NetworkImage> parse(std::string_view bytes, std::uint32_t requiredHidden = 0);
    static Parsed<NetworkImage> load(const std::string& path, std::uint32_t requiredHidden = 0);
    // The file's bytes (header, weights, checksum).
    std::vector<std::uint8_t> serialize() const;
};

struct Network {
    // [kingBuckets][kInputs][kHidden]: a vector, as 16 king buckets would be 3 MB in place.
    std::vector<std::int16_t> featureWeights = std::vector<std::int16_t>(std::size_t(kInputs) * kHidden);
    int kingBuckets = 1;
    std::array<std::uint8_t, 64> kingBucketOf{}; // as NetworkImage's
    alignas(64) std::array<std::int16_t, kHidden> featureBias{};
    // [bucket][2·kHidden]; only the first outputBuckets buckets are used.
    alignas(64) std::array<std::int16_t, kMaxOutputBuckets * 2 * kHidden> outputWeights{};
    std::array<std::int16_t, kMaxOutputBuckets> outputBias{};
    int outputBuckets = 1;
    // The output times this is centipawns. A header field, so that a net's scores can be brought
    // back to the search's units without retraining: each bootstrap round's net scored won
    // endgames higher than the last (K+P against K 320, 482, 526 cp), while the search's margins
    // are in the hand-written evaluation's centipawns (docs/nnue.md, "Output scale").
    std::uint32_t outputScale = kScale;

    // The file's bytes (header, weights, checksum).
    std::vector<std::uint8_t> serialize() const;
    // A message says what is wrong: "network: …".
    static Parsed<std::shared_ptr<const Network>> parse(std::string_view bytes);
    static Parsed<std::shared_ptr<const Network>> load(const std::string& path);

    // The same weights as stored in a file; fromImage needs an image of this build's width.
    NetworkImage image() const;
    static std::shared_ptr<const Network> fromImage(const NetworkImage& image);
};

// The feature set that perspective uses with its king on king.
inline int kingBucket(const Network& net, Color perspective, Square king) {
    return net.kingBucketOf[std::size_t(relativeSquare(perspective, king))];
}
// That set's first input: added to featureIndex to index featureWeights' rows.
inline int kingBucketOffset(const Network& net, Color perspective, Square king) {
    return kingBucket(net, perspective, king) * kInputs;
}

// One side's accumulator: the feature biases plus the weight rows of its active inputs.
struct alignas(64) Accumulator {
    std::array<std::int16_t, kHidden> values;
};

enum class Simd { Portable, Avx2 };
// The best path this processor runs, and whether it runs a given one.
Simd bestSimd();
bool simdAvailable(Simd simd);

// out = in + the weight rows of the inputs added − those of the inputs removed (input indices:
// featureIndex plus kingBucketOffset), in 16-bit arithmetic that wraps alike on every path, so
// the paths agree to the bit. in is kHidden values (an accumulator or the feature biases); it may
// be out.
void applyFeatureChanges(const Network& net, const std::int16_t* in, Accumulator& out, const int* added, int addedCount,
                         const int* removed, int removedCount, Simd simd = bestSimd());

// Builds one perspective's accumulator from scratch.
void refreshAccumulator(const Network& net, const Position& pos, Color perspective, Accumulator& acc,
                        Simd simd = bestSimd());

// The output layer: centipawns from the side to move's view given both accumulators and the
// number of pieces on the board (which picks the output bucket).
int evaluateOutput(const Network& net, const Accumulator& us, const Accumulator& them, int pieces,
                   Simd simd = bestSimd());

// A whole evaluation by full refresh (tests, `eval`, positions outside a search).
int evaluateFull(const Network& net, const Position& pos, Simd simd = bestSimd());

// The network compiled into the program (cmake/EmbedNetwork.cmake), or null when the build has
// none or its bytes do not parse.
std::shared_ptr<const Network> embeddedNetwork();
// Why embeddedNetwork() is null ("" when it is not).
std::string embeddedNetworkError();

} // namespace eschess::nnue
