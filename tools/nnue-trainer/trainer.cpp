#include "trainer.h"

#include <algorithm>
#include <array>
#include <cassert>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <iterator>
#include <limits>
#include <memory>
#include <numeric>
#include <optional>
#include <thread>

namespace eschess::nnue::training {

namespace {

constexpr float kBeta1 = 0.9f, kBeta2 = 0.999f, kEpsilon = 1e-8f;
// "ESNK": the checkpoint with king buckets (header: hidden, step, output buckets, king buckets,
// then the king bucket map); the earlier "ESNC" and "ESNB" ones are refused by name.
constexpr char kCheckpointMagic[4] = {'E', 'S', 'N', 'K'};

float sigmoid(float x) { return 1.0f / (1.0f + std::exp(-x)); }

float target(const Sample& s, const Options& o) {
    return o.lambda * sigmoid(s.score / o.scoreScale) + (1.0f - o.lambda) * s.result;
}

// The three wings of a back rank: the queen's side (a–c) 0, the centre (d–e) 1, the king's side
// (f–h) 2. wings splits both home ranks so, ranks its second rank (its first rank is cut finer,
// each part inside one wing).
int wingOf(int file) {
    return file <= 2 ? 0 : file <= 4 ? 1 : 2;
}

} // namespace

bool decodeSample(const PackedBoard& record, Sample& out) {
    const std::uint8_t* b = record.bytes.data();
    std::uint64_t occupied = 0;
    for (int i = 0; i < 8; ++i) occupied |= std::uint64_t(b[i]) << (8 * i);
    if (std::popcount(occupied) > 32 || b[30] > 2 || (b[24] & 0x7f) > 64) return false;
    const Color stm = (b[24] & 0x80) ? Black : White;
    int index = 0, kings[2] = {0, 0};
    out.castling = false;
    for (std::uint64_t bb = occupied; bb; bb &= bb - 1, ++index) {
        const Square s = Square(std::countr_zero(bb));
        const std::uint8_t code = (b[8 + index / 2] >> (4 * (index % 2))) & 15;
        int type = code & 7;
        if (type > 6) return false;
        if (type == 6) { // a rook that may castle is a rook to the network
            type = 3;
            out.castling = true;
        }
        const Color c = (code & 8) ? Black : White;
        if (type == 5) {
            ++kings[c];
            out.king[c == stm ? 0 : 1] = std::uint8_t(relativeSquare(c, s));
        }
        const Piece p = makePiece(c, PieceType(type + Pawn));
        out.features[0][index] = std::uint16_t(featureIndex(stm, p, s));
        out.features[1][index] = std::uint16_t(featureIndex(~stm, p, s));
    }
    if (kings[0] != 1 || kings[1] != 1) return false;
    out.count = std::uint8_t(index);
    const int whiteScore = std::int16_t(std::uint16_t(b[28] | b[29] << 8));
    out.score = float(stm == White ? whiteScore : -whiteScore);
    const float whiteResult = float(b[30]) / 2.0f;
    out.result = stm == White ? whiteResult : 1.0f - whiteResult;
    return true;
}

std::optional<KingBucketLayout> kingBucketLayout(const std::string& name) {
    KingBucketLayout layout;
    if (name == "none") return layout;
    if (name == "wings") {
        layout.buckets = 4;
        for (int sq = 0; sq < 64; ++sq) {
            const int rank = sq / 8, file = sq % 8;
            layout.bucketOf[std::size_t(sq)] = std::uint8_t(rank >= 2 ? 3 : wingOf(file));
        }
        return layout;
    }
    if (name == "ranks") {
        // Files a..h on the first rank: a–b, c, d–e, f, g–h.
        static constexpr std::uint8_t firstRank[8] = {0, 0, 1, 2, 2, 3, 4, 4};
        layout.buckets = 10;
        for (int sq = 0; sq < 64; ++sq) {
            const int rank = sq / 8, file = sq % 8;
            layout.bucketOf[std::size_t(sq)] = std::uint8_t(rank == 0   ? firstRank[file]
                                                            : rank == 1 ? 5 + wingOf(file)
                                                                        : 8 + (file <= 3 ? 0 : 1));
        }
        return layout;
    }
    return std::nullopt;
}

std::optional<std::vector<int>> refinedFrom(const KingBucketLayout& fine, int coarseBuckets,
                                            const std::array<std::uint8_t, 64>& coarseOf) {
    std::vector<int> source(std::size_t(fine.buckets), -1);
    for (std::size_t sq = 0; sq < 64; ++sq) {
        const int coarse = coarseBuckets == 1 ? 0 : coarseOf[sq];
        int& s = source[fine.bucketOf[sq]];
        if (s != -1 && s != coarse) return std::nullopt;
        s = coarse;
    }
    for (int& s : source)
        if (s == -1) s = 0; // a bucket no square maps to is never read
    return source;
}

Sample mirrorFiles(const Sample& s) {
    // An input's low three bits are its square's file (featureIndex), in either perspective; so
    // are a king square's.
    Sample m = s;
    for (int side = 0; side < 2; ++side) {
        for (int i = 0; i < s.count; ++i) m.features[side][i] = std::uint16_t(s.features[side][i] ^ 7);
        m.king[side] = std::uint8_t(s.king[side] ^ 7);
    }
    return m;
}

void Trainer::Params::resize(int hidden, int buckets, int kingBuckets) {
    w1.assign(std::size_t(kingBuckets) * std::size_t(kInputs) * std::size_t(hidden), 0.0f);
    b1.assign(std::size_t(hidden), 0.0f);
    w2.assign(std::size_t(buckets) * 2 * std::size_t(hidden), 0.0f);
    b2.assign(std::size_t(buckets), 0.0f);
}

Trainer::Trainer(const Options& options)
    : m_options(options), m_hidden(options.hidden),
      m_buckets(std::clamp(options.outputBuckets, 1, kMaxOutputBuckets)), m_rng(options.seed) {
    m_options.outputBuckets = m_buckets;
    for (Params* p : {&m_p, &m_m, &m_v}) p->resize(m_hidden, m_buckets, m_options.kingBuckets.buckets);
    std::uniform_real_distribution<float> feature(-0.15f, 0.15f);
    std::uniform_real_distribution<float> output(-0.0625f, 0.0625f);
    for (float& w : m_p.w1) w = feature(m_rng);
    for (float& w : m_p.w2) w = output(m_rng);
}

float Trainer::forward(const Sample& s, std::vector<float>& acc) const {
    const int h = m_hidden;
    acc.resize(2 * std::size_t(h));
    const int bucket = outputBucket(s.count, m_buckets);
    float out = m_p.b2[std::size_t(bucket)];
    for (int side = 0; side < 2; ++side) {
        float* a = acc.data() + side * h;
        std::copy(m_p.b1.begin(), m_p.b1.end(), a);
        const std::size_t base = featureBase(s, side);
        for (int i = 0; i < s.count; ++i) {
            const float* row = m_p.w1.data() + (base + s.features[side][i]) * std::size_t(h);
            for (int j = 0; j < h; ++j) a[j] += row[j];
        }
        const float* w = m_p.w2.data() + outputRow(bucket, side);
        for (int j = 0; j < h; ++j) {
            const float c = std::clamp(a[j], 0.0f, 1.0f);
            out += w[j] * c * c;
        }
    }
    return out;
}

float Trainer::evaluateCp(const Sample& s) const {
    std::vector<float> acc;
    return forward(s, acc) * m_options.scoreScale;
}

double Trainer::loss(const std::vector<Sample>& samples) const {
    if (samples.empty()) return 0;
    std::vector<float> acc;
    double sum = 0;
    for (const Sample& s : samples) {
        const float d = sigmoid(forward(s, acc)) - target(s, m_options);
        sum += double(d) * d;
    }
    return sum / double(samples.size());
}

void Trainer::accumulateGradient(const Sample& s, Params& g, std::vector<float>& acc, double& lossSum) const {
    const int h = m_hidden;
    const float out = forward(s, acc);
    const float pred = sigmoid(out);
    const float diff = pred - target(s, m_options);
    lossSum += double(diff) * diff;
    const float dOut = 2.0f * diff * pred * (1.0f - pred);
    const int bucket = outputBucket(s.count, m_buckets);
    g.b2[std::size_t(bucket)] += dOut;
    for (int side = 0; side < 2; ++side) {
        const float* a = acc.data() + side * h;
        const float* w = m_p.w2.data() + outputRow(bucket, side);
        float* gw = g.w2.data() + outputRow(bucket, side);
        float dAcc[512];
        for (int j = 0; j < h; ++j) {
            const float c = std::clamp(a[j], 0.0f, 1.0f);
            gw[j] += dOut * c * c;
            dAcc[j] = (a[j] > 0.0f && a[j] < 1.0f) ? dOut * w[j] * 2.0f * a[j] : 0.0f;
            g.b1[std::size_t(j)] += dAcc[j];
        }
        const std::size_t base = featureBase(s, side);
        for (int i = 0; i < s.count; ++i) {
            float* row = g.w1.data() + (base + s.features[side][i]) * std::size_t(h);
            for (int j = 0; j < h; ++j) row[j] += dAcc[j];
        }
    }
}

float Trainer::learningRate(int epoch) const {
    const int last = std::max(1, m_options.epochs - 1);
    const float t = std::min(1.0f, float(epoch) / float(last));
    const float floor = m_options.finalLrFraction;
    return m_options.lr * (floor + (1.0f - floor) * 0.5f * (1.0f + std::cos(3.14159265f * t)));
}

double Trainer::trainEpoch(std::vector<Sample>& train, int epoch) {
    std::shuffle(train.begin(), train.end(), m_rng);
    const int threads = std::max(1, m_options.threads);
    std::vector<Params> grads(static_cast<std::size_t>(threads));
    for (Params& g : grads) g.resize(m_hidden, m_buckets, m_options.kingBuckets.buckets);
    const float lr = learningRate(epoch);
    double lossSum = 0;
    for (std::size_t start = 0; start < train.size(); start += std::size_t(m_options.batchSize)) {
        const std::size_t end = std::min(train.size(), start + std::size_t(m_options.batchSize));
        std::vector<double> losses(static_cast<std::size_t>(threads), 0.0);
        auto work = [&](int t) {
            Params& g = grads[std::size_t(t)];
            std::fill(g.w1.begin(), g.w1.end(), 0.0f);
            std::fill(g.b1.begin(), g.b1.end(), 0.0f);
            std::fill(g.w2.begin(), g.w2.end(), 0.0f);
            std::fill(g.b2.begin(), g.b2.end(), 0.0f);
            std::vector<float> acc;
            for (std::size_t i = start + std::size_t(t); i < end; i += std::size_t(threads))
                accumulateGradient(train[i], g, acc, losses[std::size_t(t)]);
        };
        std::vector<std::thread> pool;
        for (int t = 1; t < threads; ++t) pool.emplace_back(work, t);
        work(0);
        for (std::thread& th : pool) th.join();
        for (int t = 1; t < threads; ++t) {
            const Params& g = grads[std::size_t(t)];
            for (std::size_t i = 0; i < g.w1.size(); ++i) grads[0].w1[i] += g.w1[i];
            for (std::size_t i = 0; i < g.b1.size(); ++i) grads[0].b1[i] += g.b1[i];
            for (std::size_t i = 0; i < g.w2.size(); ++i) grads[0].w2[i] += g.w2[i];
            for (std::size_t i = 0; i < g.b2.size(); ++i) grads[0].b2[i] += g.b2[i];
        }
        lossSum += std::accumulate(losses.begin(), losses.end(), 0.0);

        // AdamW on the batch's mean gradient, then the clips that keep quantisation exact.
        ++m_step;
        const float n = float(end - start);
        const float c1 = 1.0f - std::pow(kBeta1, float(m_step)), c2 = 1.0f - std::pow(kBeta2, float(m_step));
        auto adam = [&](float& p, float& m, float& v, float g, float clip, float decay) {
            g /= n;
            m = kBeta1 * m + (1 - kBeta1) * g;
            v = kBeta2 * v + (1 - kBeta2) * g * g;
            p -= lr * ((m / c1) / (std::sqrt(v / c2) + kEpsilon) + decay * p);
            p = std::clamp(p, -clip, clip);
        };
        const Params& g = grads[0];
        const float wd = m_options.weightDecay;
        for (std::size_t i = 0; i < m_p.w1.size(); ++i) adam(m_p.w1[i], m_m.w1[i], m_v.w1[i], g.w1[i], kFeatureClip, wd);
        for (std::size_t i = 0; i < m_p.b1.size(); ++i) adam(m_p.b1[i], m_m.b1[i], m_v.b1[i], g.b1[i], kFeatureClip, 0);
        for (std::size_t i = 0; i < m_p.w2.size(); ++i) adam(m_p.w2[i], m_m.w2[i], m_v.w2[i], g.w2[i], kOutputClip, wd);
        for (std::size_t i = 0; i < m_p.b2.size(); ++i)
            adam(m_p.b2[i], m_m.b2[i], m_v.b2[i], g.b2[i], 100.0f, 0);
    }
    return train.empty() ? 0 : lossSum / double(train.size());
}

NetworkImage Trainer::quantiseImage() const {
    NetworkImage image;
    image.hidden = std::uint32_t(m_hidden);
    image.outputBuckets = std::uint32_t(m_buckets);
    image.kingBuckets = std::uint32_t(m_options.kingBuckets.buckets);
    image.kingBucketOf = m_options.kingBuckets.bucketOf;
    auto q = [](const std::vector<float>& from, std::vector<std::int16_t>& to, float scale, int limit) {
        to.resize(from.size());
        for (std::size_t i = 0; i < from.size(); ++i)
            to[i] = std::int16_t(std::clamp(int(std::lround(from[i] * scale)), -limit, limit));
    };
    q(m_p.w1, image.featureWeights, kQA, 32767);
    q(m_p.b1, image.featureBias, kQA, 32767);
    q(m_p.w2, image.outputWeights, kQB, kMaxOutputWeight);
    q(m_p.b2, image.outputBias, kQA * kQB, 32767);
    // The engine's centipawns are the output times the scale the net was trained at.
    image.outputScale = std::uint32_t(std::lround(m_options.scoreScale));
    return image;
}

Network Trainer::quantise() const {
    return *Network::fromImage(quantiseImage());
}

void Trainer::initFrom(const Network& net) {
    initFrom(net.image());
}

void Trainer::initFrom(const NetworkImage& image) {
    const int narrow = int(image.hidden);
    const int imageBuckets = int(image.outputBuckets);
    const int kingBuckets = m_options.kingBuckets.buckets;
    // Each of our king buckets starts as a copy of the image's bucket it lies in.
    const std::optional<std::vector<int>> source =
        refinedFrom(m_options.kingBuckets, int(image.kingBuckets), image.kingBucketOf);
    assert(narrow <= m_hidden && (imageBuckets == 1 || imageBuckets == m_buckets) && source);
    for (int input = 0; input < kingBuckets * kInputs; ++input) {
        const std::size_t from =
            std::size_t((*source)[std::size_t(input / kInputs)] * kInputs + input % kInputs);
        for (int j = 0; j < narrow; ++j)
            m_p.w1[std::size_t(input) * m_hidden + j] =
                float(image.featureWeights[from * narrow + j]) / float(kQA);
    }
    for (int j = 0; j < m_hidden; ++j)
        m_p.b1[j] = j < narrow ? float(image.featureBias[j]) / float(kQA) : 0.0f;
    for (int bucket = 0; bucket < m_buckets; ++bucket) {
        const int from = imageBuckets == 1 ? 0 : bucket;
        for (int side = 0; side < 2; ++side)
            for (int j = 0; j < m_hidden; ++j)
                m_p.w2[outputRow(bucket, side) + std::size_t(j)] =
                    j < narrow
                        ? float(image.outputWeights[std::size_t((from * 2 + side) * narrow + j)]) / float(kQB)
                        : 0.0f;
        m_p.b2[std::size_t(bucket)] = float(image.outputBias[std::size_t(from)]) / float(kQA * kQB);
    }
    for (Params* p : {&m_m, &m_v}) p->resize(m_hidden, m_buckets, kingBuckets);
    m_step = 0;
}

bool Trainer::saveCheckpoint(const std::string& path) const {
    std::ofstream out(path + ".tmp", std::ios::binary);
    const std::int64_t header[4] = {m_hidden, m_step, m_buckets, m_options.kingBuckets.buckets};
    out.write(kCheckpointMagic, 4);
    out.write(reinterpret_cast<const char*>(header), sizeof header);
    out.write(reinterpret_cast<const char*>(m_options.kingBuckets.bucketOf.data()), 64);
    for (const Params* p : {&m_p, &m_m, &m_v}) {
        for (const std::vector<float>* v : {&p->w1, &p->b1, &p->w2, &p->b2})
            out.write(reinterpret_cast<const char*>(v->data()), std::streamsize(v->size() * sizeof(float)));
    }
    out.close();
    if (!out) return false;
    return std::rename((path + ".tmp").c_str(), path.c_str()) == 0;
}

std::string Trainer::loadCheckpoint(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) return "cannot read checkpoint " + path;
    char magic[4];
    std::int64_t header[4];
    std::array<std::uint8_t, 64> kingMap{};
    in.read(magic, 4);
    if (in && std::memcmp(magic, "ESNC", 4) == 0)
        return path + " is a checkpoint of a trainer before output buckets; start from its .nnue with --init";
    if (in && std::memcmp(magic, "ESNB", 4) == 0)
        return path + " is a checkpoint of a trainer before king buckets; start from its .nnue with --init";
    in.read(reinterpret_cast<char*>(header), sizeof header);
    in.read(reinterpret_cast<char*>(kingMap.data()), 64);
    if (!in || std::memcmp(magic, kCheckpointMagic, 4) != 0) return path + " is not a trainer checkpoint";
    if (header[0] != m_hidden) return path + ": hidden size " + std::to_string(header[0]) + ", expected " + std::to_string(m_hidden);
    if (header[2] != m_buckets)
        return path + ": " + std::to_string(header[2]) + " output buckets, expected " +
               std::to_string(m_buckets) + " (--output-buckets)";
    if (header[3] != m_options.kingBuckets.buckets || kingMap != m_options.kingBuckets.bucketOf)
        return path + ": another king bucket layout (" + std::to_string(header[3]) +
               " buckets) than --king-buckets";
    for (Params* p : {&m_p, &m_m, &m_v}) {
        for (std::vector<float>* v : {&p->w1, &p->b1, &p->w2, &p->b2})
            in.read(reinterpret_cast<char*>(v->data()), std::streamsize(v->size() * sizeof(float)));
    }
    if (!in) return path + " is truncated";
    m_step = long(header[1]);
    return {};
}

LoadedData loadSamples(const std::vector<std::string>& paths) {
    LoadedData data;
    std::uint32_t game = 0;
    for (const std::string& path : paths) {
        std::ifstream in(path, std::ios::binary);
        if (!in) {
            data.error = "cannot read " + path;
            return data;
        }
        PackedBoard record;
        Sample s;
        int lastMove = -1, lastResult = -1;
        while (in.read(reinterpret_cast<char*>(record.bytes.data()), PackedBoard::kSize)) {
            const int move = record.bytes[26] | record.bytes[27] << 8;
            const int result = record.bytes[30];
            if (lastMove < 0 || move < lastMove || result != lastResult) ++game;
            lastMove = move;
            lastResult = result;
            if (decodeSample(record, s)) {
                data.samples.push_back(s);
                data.gameOf.push_back(game - 1);
            } else {
                ++data.badRecords;
            }
        }
    }
    return data;
}

std::vector<Sample> splitValidationByGame(LoadedData& data, double fraction, std::uint64_t seed) {
    // A game is held out when a hash of (seed, game) falls below the fraction: the same games
    // for the same data and seed, whatever the order of training.
    const auto heldOut = [&](std::uint32_t game) {
        std::uint64_t x = seed * 0x9e3779b97f4a7c15ULL + game + 1;
        x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
        x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
        x ^= x >> 31;
        return double(x >> 11) * 0x1.0p-53 < fraction;
    };
    std::vector<Sample> train, validation;
    for (std::size_t i = 0; i < data.samples.size(); ++i)
        (heldOut(data.gameOf[i]) ? validation : train).push_back(data.samples[i]);
    data.samples = std::move(train);
    // The game numbers serve this split only: training shuffles the samples, which would leave
    // them pointing at the wrong positions.
    data.gameOf.clear();
    return validation;
}

ScaleComparison compareScales(const NetworkImage& reference, const NetworkImage& candidate,
                              const std::vector<Sample>& samples, float window, int threads) {
    const float edges[] = {0, 50, 150, 300, 600, 1000, 2000, std::numeric_limits<float>::infinity()};
    constexpr std::size_t kBands = std::size(edges) - 1;
    // A Trainer holds a net as floats and evaluates it; its scale is the net's output scale.
    auto evaluator = [](const NetworkImage& net) {
        Options o;
        o.hidden = int(net.hidden);
        o.outputBuckets = int(net.outputBuckets);
        o.kingBuckets.buckets = int(net.kingBuckets);
        o.kingBuckets.bucketOf = net.kingBucketOf;
        o.scoreScale = float(net.outputScale);
        auto t = std::make_unique<Trainer>(o);
        t->initFrom(net);
        return t;
    };
    const auto ref = evaluator(reference);
    const auto cand = evaluator(candidate);
    struct Sums {
        double refCand = 0, candCand = 0;
        std::size_t positions = 0;
        std::array<double, kBands> absRef{}, absCand{};
        std::array<std::size_t, kBands> count{};
    };
    threads = std::max(1, threads);
    std::vector<Sums> sums(static_cast<std::size_t>(threads));
    std::vector<std::thread> pool;
    for (int t = 0; t < threads; ++t)
        pool.emplace_back([&, t] {
            Sums& mine = sums[std::size_t(t)];
            for (std::size_t i = std::size_t(t); i < samples.size(); i += std::size_t(threads)) {
                const double r = ref->evaluateCp(samples[i]), c = cand->evaluateCp(samples[i]);
                const std::size_t band =
                    std::size_t(std::upper_bound(std::begin(edges), std::end(edges), float(std::abs(r))) - std::begin(edges)) - 1;
                mine.absRef[band] += std::abs(r);
                mine.absCand[band] += std::abs(c);
                ++mine.count[band];
                if (std::abs(r) >= window) continue;
                mine.refCand += r * c;
                mine.candCand += c * c;
                ++mine.positions;
            }
        });
    for (std::thread& t : pool) t.join();
    ScaleComparison out;
    double refCand = 0, candCand = 0;
    for (const Sums& s : sums) {
        refCand += s.refCand;
        candCand += s.candCand;
        out.positions += s.positions;
    }
    if (candCand > 0) out.factor = refCand / candCand;
    for (std::size_t b = 0; b < kBands; ++b) {
        ScaleComparison::Band band{edges[b], edges[b + 1]};
        for (const Sums& s : sums) {
            band.positions += s.count[b];
            band.meanAbsReference += s.absRef[b];
            band.meanAbsCandidate += s.absCand[b];
        }
        if (band.positions == 0) continue;
        band.meanAbsReference /= double(band.positions);
        band.meanAbsCandidate /= double(band.positions);
        out.bands.push_back(band);
    }
    return out;
}

} // namespace eschess::nnue::training
