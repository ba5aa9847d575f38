#include "nnue/network.h"

#include "core/bytes.h"

#include <algorithm>
#include <cassert>
#include <cstring>
#include <fstream>
#include <sstream>

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#include <immintrin.h>
#define ESCHESS_NNUE_AVX2 1
#endif

namespace eschess::nnue {

namespace {

constexpr char kMagic[4] = {'E', 'S', 'N', 'N'};
// Magic and five u32 fields; version 2 adds the number of output buckets, version 3 the number
// of king buckets and their map.
constexpr std::size_t kHeaderSizeV1 = 4 + 5 * 4;
constexpr std::size_t headerSize(std::uint32_t version) {
    return kHeaderSizeV1 + (version >= 2 ? 4 : 0) + (version >= 3 ? 4 + 64 : 0);
}

// The lowest version that holds a net of these bucket counts (the one it is written in).
std::uint32_t formatVersionFor(std::uint32_t outputBuckets, std::uint32_t kingBuckets) {
    if (kingBuckets > 1) return kFormatVersion;
    return outputBuckets > 1 ? kFormatVersionOutputBuckets : kFormatVersionSingleOutput;
}

int screlu(int x) {
    const int c = std::clamp(x, 0, kQA);
    return c * c;
}

int outputPortable(const std::int16_t* weights, const Accumulator& us, const Accumulator& them) {
    std::int32_t sum = 0;
    for (int i = 0; i < kHidden; ++i) {
        sum += screlu(us.values[i]) * weights[i];
        sum += screlu(them.values[i]) * weights[kHidden + i];
    }
    return sum;
}

static_assert(kHidden % 16 == 0, "the AVX2 paths take 16 neurons a step");

void changesPortable(const Network& net, const std::int16_t* in, std::int16_t* out, const int* added, int addedCount,
                     const int* removed, int removedCount) {
    std::int16_t sum[kHidden];
    std::copy(in, in + kHidden, sum);
    for (int a = 0; a < addedCount; ++a) {
        const std::int16_t* row = net.featureWeights.data() + std::size_t(added[a]) * kHidden;
        for (int k = 0; k < kHidden; ++k) sum[k] = std::int16_t(sum[k] + row[k]);
    }
    for (int r = 0; r < removedCount; ++r) {
        const std::int16_t* row = net.featureWeights.data() + std::size_t(removed[r]) * kHidden;
        for (int k = 0; k < kHidden; ++k) sum[k] = std::int16_t(sum[k] - row[k]);
    }
    std::copy(sum, sum + kHidden, out);
}

#ifdef ESCHESS_NNUE_AVX2
// The largest number of 16-neuron registers, at most 8, that divides the hidden layer: a chunk
// that stays in registers (x86-64 has 16 of them) while every row is added or subtracted.
constexpr int chunkRegisters() {
    int r = 8;
    while ((kHidden / 16) % r != 0) --r;
    return r;
}

// A chunk of the accumulator stays in registers while every row is added or subtracted, and
// is stored once; a 128-neuron net is one chunk.
__attribute__((target("avx2"))) void changesAvx2(const Network& net, const std::int16_t* in, std::int16_t* out,
                                                 const int* added, int addedCount, const int* removed, int removedCount) {
    constexpr int kRegisters = chunkRegisters();
    for (int base = 0; base < kHidden; base += 16 * kRegisters) {
        __m256i sum[kRegisters];
        for (int i = 0; i < kRegisters; ++i)
            sum[i] = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(in + base + 16 * i));
        for (int a = 0; a < addedCount; ++a) {
            const std::int16_t* row = net.featureWeights.data() + std::size_t(added[a]) * kHidden + base;
            for (int i = 0; i < kRegisters; ++i)
                sum[i] = _mm256_add_epi16(sum[i], _mm256_loadu_si256(reinterpret_cast<const __m256i*>(row + 16 * i)));
        }
        for (int r = 0; r < removedCount; ++r) {
            const std::int16_t* row = net.featureWeights.data() + std::size_t(removed[r]) * kHidden + base;
            for (int i = 0; i < kRegisters; ++i)
                sum[i] = _mm256_sub_epi16(sum[i], _mm256_loadu_si256(reinterpret_cast<const __m256i*>(row + 16 * i)));
        }
        for (int i = 0; i < kRegisters; ++i)
            _mm256_storeu_si256(reinterpret_cast<__m256i*>(out + base + 16 * i), sum[i]);
    }
}

// The same sum with 16 neurons per step: clamp, multiply by the weight in 16 bits (exact, as
// |weight| ≤ kMaxOutputWeight), then multiply by the clamped value again and add pairs in 32 bits.
__attribute__((target("avx2"))) int outputAvx2(const std::int16_t* weights, const Accumulator& us,
                                               const Accumulator& them) {
    const __m256i zero = _mm256_setzero_si256();
    const __m256i qa = _mm256_set1_epi16(kQA);
    __m256i sum = _mm256_setzero_si256();
    const Accumulator* sides[2] = {&us, &them};
    for (int side = 0; side < 2; ++side) {
        const std::int16_t* acc = sides[side]->values.data();
        const std::int16_t* w = weights + side * kHidden;
        // Unaligned loads: as fast on aligned data, and safe however the network was allocated.
        for (int i = 0; i < kHidden; i += 16) {
            const __m256i v = _mm256_min_epi16(_mm256_max_epi16(_mm256_loadu_si256(reinterpret_cast<const __m256i*>(acc + i)), zero), qa);
            const __m256i wv = _mm256_mullo_epi16(v, _mm256_loadu_si256(reinterpret_cast<const __m256i*>(w + i)));
            sum = _mm256_add_epi32(sum, _mm256_madd_epi16(wv, v));
        }
    }
    const __m128i s = _mm_add_epi32(_mm256_castsi256_si128(sum), _mm256_extracti128_si256(sum, 1));
    const __m128i s2 = _mm_add_epi32(s, _mm_shuffle_epi32(s, 0x4E));
    const __m128i s3 = _mm_add_epi32(s2, _mm_shuffle_epi32(s2, 0xB1));
    return _mm_cvtsi128_si32(s3);
}
#endif

} // namespace

std::vector<std::uint8_t> NetworkImage::serialize() const {
    std::vector<std::uint8_t> out;
    const std::uint32_t version = formatVersionFor(outputBuckets, kingBuckets);
    out.reserve(headerSize(version) +
                (featureWeights.size() + featureBias.size() + outputWeights.size() + outputBias.size()) * 2 +
                8);
    for (char c : kMagic) out.push_back(std::uint8_t(c)); // not insert(): GCC 12 warns falsely of an overflow
    for (std::uint32_t v : {version, hidden, std::uint32_t(kQA), std::uint32_t(kQB), outputScale})
        put32(out, v);
    if (version >= 2) put32(out, outputBuckets);
    if (version >= 3) {
        put32(out, kingBuckets);
        out.insert(out.end(), kingBucketOf.begin(), kingBucketOf.end());
    }
    auto putWeights = [&](const std::int16_t* w, std::size_t n) {
        for (std::size_t i = 0; i < n; ++i) {
            out.push_back(std::uint8_t(std::uint16_t(w[i])));
            out.push_back(std::uint8_t(std::uint16_t(w[i]) >> 8));
        }
    };
    putWeights(featureWeights.data(), featureWeights.size());
    putWeights(featureBias.data(), featureBias.size());
    putWeights(outputWeights.data(), outputWeights.size());
    putWeights(outputBias.data(), outputBias.size());
    put64(out, fnv1a(out.data(), out.size()));
    return out;
}

std::vector<std::uint8_t> Network::serialize() const {
    return image().serialize();
}

NetworkImage Network::image() const {
    NetworkImage image;
    image.hidden = kHidden;
    image.outputScale = outputScale;
    image.kingBuckets = std::uint32_t(kingBuckets);
    image.kingBucketOf = kingBucketOf;
    image.featureWeights.assign(featureWeights.begin(), featureWeights.end());
    image.featureBias.assign(featureBias.begin(), featureBias.end());
    image.outputBuckets = std::uint32_t(outputBuckets);
    image.outputWeights.assign(outputWeights.begin(), outputWeights.begin() + outputBuckets * 2 * kHidden);
    image.outputBias.assign(outputBias.begin(), outputBias.begin() + outputBuckets);
    return image;
}

std::shared_ptr<const Network> Network::fromImage(const NetworkImage& image) {
    assert(image.hidden == std::uint32_t(kHidden) && image.kingBuckets >= 1 &&
           image.kingBuckets <= std::uint32_t(kMaxKingBuckets) &&
           image.featureWeights.size() == image.kingBuckets * std::size_t(kInputs) * kHidden &&
           image.outputBuckets >= 1 && image.outputBuckets <= std::uint32_t(kMaxOutputBuckets) &&
           image.outputWeights.size() == image.outputBuckets * 2 * std::size_t(kHidden) &&
           image.outputBias.size() == image.outputBuckets);
    auto net = std::make_shared<Network>();
    net->outputScale = image.outputScale;
    net->outputBuckets = int(image.outputBuckets);
    net->kingBuckets = int(image.kingBuckets);
    net->kingBucketOf = image.kingBucketOf;
    net->featureWeights = image.featureWeights;
    std::copy(image.featureBias.begin(), image.featureBias.end(), net->featureBias.begin());
    std::copy(image.outputWeights.begin(), image.outputWeights.end(), net->outputWeights.begin());
    std::copy(image.outputBias.begin(), image.outputBias.end(), net->outputBias.begin());
    return net;
}

Parsed<NetworkImage> NetworkImage::parse(std::string_view text, std::uint32_t requiredHidden) {
    using Result = Parsed<NetworkImage>;
    const auto* p = reinterpret_cast<const std::uint8_t*>(text.data());
    if (text.size() < kHeaderSizeV1 || std::memcmp(p, kMagic, 4) != 0)
        return Result::failure("network: not an Eschess network file (no ESNN header)");
    const std::uint32_t version = get32(p + 4);
    if (version < kFormatVersionSingleOutput || version > kFormatVersion)
        return Result::failure("network: format version is " + std::to_string(version) +
                               ", this build reads " + std::to_string(kFormatVersionSingleOutput) + " to " +
                               std::to_string(kFormatVersion));
    const std::size_t headerBytes = headerSize(version);
    if (text.size() < headerBytes)
        return Result::failure("network: the file ends inside its header (truncated?)");
    const std::uint32_t hidden = get32(p + 8);
    const char* names[3] = {"hidden size", "QA", "QB"};
    const std::uint32_t expected[3] = {requiredHidden ? requiredHidden : hidden, kQA, kQB};
    for (int i = 0; i < 3; ++i) {
        const std::uint32_t v = get32(p + 8 + 4 * i);
        if (v != expected[i])
            return Result::failure("network: " + std::string(names[i]) + " is " + std::to_string(v) +
                                   ", this build reads " + std::to_string(expected[i]));
    }
    if (hidden < 16 || hidden > 1024 || hidden % 16 != 0)
        return Result::failure("network: hidden size is " + std::to_string(hidden) +
                               ", not a multiple of 16 from 16 to 1024");
    const std::uint32_t scale = get32(p + 4 + 4 * 4);
    if (scale < 1 || scale > kMaxScale)
        return Result::failure("network: output scale is " + std::to_string(scale) + ", outside 1 to " +
                               std::to_string(kMaxScale));
    const std::uint32_t buckets = version >= 2 ? get32(p + kHeaderSizeV1) : 1;
    const std::uint32_t minBuckets = version == kFormatVersionOutputBuckets ? 2 : 1;
    if (buckets < minBuckets || buckets > std::uint32_t(kMaxOutputBuckets))
        return Result::failure("network: output buckets are " + std::to_string(buckets) + ", outside " +
                               std::to_string(minBuckets) + " to " + std::to_string(kMaxOutputBuckets) +
                               (minBuckets == 2 ? " (a one-output net is format version 1)" : ""));
    const std::uint32_t kingBuckets = version >= 3 ? get32(p + kHeaderSizeV1 + 4) : 1;
    if (version >= 3 && (kingBuckets < 2 || kingBuckets > std::uint32_t(kMaxKingBuckets)))
        return Result::failure("network: king buckets are " + std::to_string(kingBuckets) +
                               ", outside 2 to " + std::to_string(kMaxKingBuckets) +
                               " (a net without them is format version 1 or 2)");
    std::array<std::uint8_t, 64> kingBucketOf{};
    if (version >= 3) {
        std::copy(p + kHeaderSizeV1 + 8, p + kHeaderSizeV1 + 8 + 64, kingBucketOf.begin());
        std::array<bool, kMaxKingBuckets> used{};
        for (int sq = 0; sq < 64; ++sq) {
            if (kingBucketOf[std::size_t(sq)] >= kingBuckets)
                return Result::failure("network: the king bucket of square " + std::to_string(sq) + " is " +
                                       std::to_string(kingBucketOf[std::size_t(sq)]) + ", the net has " +
                                       std::to_string(kingBuckets));
            used[kingBucketOf[std::size_t(sq)]] = true;
        }
        for (std::uint32_t b = 0; b < kingBuckets; ++b)
            if (!used[b])
                return Result::failure("network: king bucket " + std::to_string(b) + " is on no square");
    }
    const std::size_t fileSize =
        headerBytes +
        (kingBuckets * std::size_t(kInputs) * hidden + hidden + buckets * (2 * std::size_t(hidden) + 1)) * 2 +
        8;
    if (text.size() != fileSize)
        return Result::failure("network: the file has " + std::to_string(text.size()) +
                               " bytes, a network of this shape has " + std::to_string(fileSize) +
                               (text.size() < fileSize ? " (truncated?)" : ""));
    if (get64(p + fileSize - 8) != fnv1a(p, fileSize - 8))
        return Result::failure("network: checksum mismatch (the file is corrupt)");
    NetworkImage image;
    image.hidden = hidden;
    image.outputScale = scale;
    image.outputBuckets = buckets;
    image.kingBuckets = kingBuckets;
    image.kingBucketOf = kingBucketOf;
    const std::uint8_t* q = p + headerBytes;
    auto getWeights = [&](std::vector<std::int16_t>& w, std::size_t n) {
        w.resize(n);
        for (std::size_t i = 0; i < n; ++i, q += 2) w[i] = std::int16_t(std::uint16_t(q[0] | q[1] << 8));
    };
    getWeights(image.featureWeights, kingBuckets * std::size_t(kInputs) * hidden);
    getWeights(image.featureBias, hidden);
    getWeights(image.outputWeights, buckets * 2 * std::size_t(hidden));
    getWeights(image.outputBias, buckets);
    for (std::size_t i = 0; i < image.outputWeights.size(); ++i)
        if (std::abs(image.outputWeights[i]) > kMaxOutputWeight)
            return Result::failure("network: output weight " + std::to_string(i) + " is " +
                                   std::to_string(image.outputWeights[i]) + ", beyond ±" +
                                   std::to_string(kMaxOutputWeight));
    return Result(std::move(image));
}

namespace {
// Reads the file at path and parses it with parse(bytes), naming the file in a failure.
template <class T, class ParseBytes> Parsed<T> loadFile(const std::string& path, ParseBytes parse) {
    std::ifstream in(path, std::ios::binary);
    if (!in) return Parsed<T>::failure("network: cannot read " + path);
    std::stringstream buffer;
    buffer << in.rdbuf();
    Parsed<T> parsed = parse(buffer.str());
    if (!parsed) return Parsed<T>::failure(path + ": " + parsed.error());
    return parsed;
}
} // namespace

Parsed<NetworkImage> NetworkImage::load(const std::string& path, std::uint32_t requiredHidden) {
    return loadFile<NetworkImage>(path, [&](std::string_view bytes) { return parse(bytes, requiredHidden); });
}

Parsed<std::shared_ptr<const Network>> Network::parse(std::string_view text) {
    const Parsed<NetworkImage> image = NetworkImage::parse(text, kHidden);
    if (!image) return Parsed<std::shared_ptr<const Network>>::failure(image.error());
    return Parsed<std::shared_ptr<const Network>>(fromImage(*image));
}

Parsed<std::shared_ptr<const Network>> Network::load(const std::string& path) {
    return loadFile<std::shared_ptr<const Network>>(path,
                                                    [](std::string_view bytes) { return parse(bytes); });
}

void applyFeatureChanges(const Network& net, const std::int16_t* in, Accumulator& out, const int* added, int addedCount,
                         const int* removed, int removedCount, Simd simd) {
#ifdef ESCHESS_NNUE_AVX2
    if (simd == Simd::Avx2) return changesAvx2(net, in, out.values.data(), added, addedCount, removed, removedCount);
#else
    (void)simd;
#endif
    changesPortable(net, in, out.values.data(), added, addedCount, removed, removedCount);
}

void refreshAccumulator(const Network& net, const Position& pos, Color perspective, Accumulator& acc, Simd simd) {
    // One a square: a FEN may set up more than 32 pieces. Zeroed only so that GCC's release build
    // does not warn that it may be read uninitialised (it is not: count bounds every read).
    int inputs[64] = {};
    int count = 0;
    const int offset = kingBucketOffset(net, perspective, pos.kingSquare(perspective));
    for (Bitboard bb = pos.pieces(); bb; bb &= bb - 1) {
        const Square s = lsb(bb);
        inputs[count++] = offset + featureIndex(perspective, pos.pieceOn(s), s);
    }
    applyFeatureChanges(net, net.featureBias.data(), acc, inputs, count, nullptr, 0, simd);
}

bool simdAvailable(Simd simd) {
    if (simd == Simd::Portable) return true;
#ifdef ESCHESS_NNUE_AVX2
    return __builtin_cpu_supports("avx2");
#else
    return false;
#endif
}

Simd bestSimd() {
    static const Simd best = simdAvailable(Simd::Avx2) ? Simd::Avx2 : Simd::Portable;
    return best;
}

int evaluateOutput(const Network& net, const Accumulator& us, const Accumulator& them, int pieces,
                   Simd simd) {
    const int bucket = outputBucket(pieces, net.outputBuckets);
    const std::int16_t* weights = net.outputWeights.data() + std::size_t(bucket) * 2 * kHidden;
    std::int32_t sum = 0;
#ifdef ESCHESS_NNUE_AVX2
    if (simd == Simd::Avx2)
        sum = outputAvx2(weights, us, them);
    else
        sum = outputPortable(weights, us, them);
#else
    (void)simd;
    sum = outputPortable(weights, us, them);
#endif
    // sum carries QA² · QB; one QA comes off before the bias (QA · QB), the rest with the scale.
    // In 64 bits: with the largest weights and every input at its clamp, (sum / QA + bias) ·
    // scale passes 2³¹ (UBSan: tst_nnue's avx2MatchesPortable); the quotient fits an int.
    return int((std::int64_t(sum / kQA) + net.outputBias[std::size_t(bucket)]) *
               std::int64_t(net.outputScale) / (kQA * kQB));
}

int evaluateFull(const Network& net, const Position& pos, Simd simd) {
    Accumulator white, black;
    refreshAccumulator(net, pos, White, white, simd);
    refreshAccumulator(net, pos, Black, black, simd);
    const int pieces = popCount(pos.pieces());
    return pos.sideToMove() == White ? evaluateOutput(net, white, black, pieces, simd)
                                     : evaluateOutput(net, black, white, pieces, simd);
}

} // namespace eschess::nnue

namespace eschess::nnue {

extern const unsigned char kEmbeddedNetwork[];
extern const std::size_t kEmbeddedNetworkSize;

namespace {

struct Embedded {
    std::shared_ptr<const Network> net;
    std::string error;
};

const Embedded& embedded() {
    static const Embedded e = [] {
        Embedded out;
        if (kEmbeddedNetworkSize == 0) {
            out.error = "this build has no embedded network";
            return out;
        }
        Parsed<std::shared_ptr<const Network>> net =
            Network::parse(std::string_view(reinterpret_cast<const char*>(kEmbeddedNetwork), kEmbeddedNetworkSize));
        if (net) out.net = *net;
        else out.error = "the embedded " + net.error();
        return out;
    }();
    return e;
}

} // namespace

std::shared_ptr<const Network> embeddedNetwork() { return embedded().net; }
std::string embeddedNetworkError() { return embedded().error; }

} // namespace eschess::nnue
