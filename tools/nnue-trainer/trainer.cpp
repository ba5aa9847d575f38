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

// The network's file (header, weights, checksum) at path; false when it cannot be written.
bool writeNetworkFile(const NetworkImage& net, const std::string& path) {
    const std::vector<std::uint8_t> bytes = net.serialize();
    std::ofstream file(path, std::ios::binary);
    file.write(reinterpret_cast<const char*>(bytes.data()), std::streamsize(bytes.size()));
    file.close();
    return bool(file);
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

namespace {

// --match-scale: the output scale that puts net's scores in the units of the network at
// referencePath, fitted on the positions of the data files (both nets evaluate each of them),
// with the table of mean |score| by band in the log; 0 when it cannot be fitted (said in the log).
std::uint32_t fittedScale(const NetworkImage& net, const std::string& referencePath, const std::vector<std::string>& files,
                          float window, int threads, const std::function<void(const std::string&)>& log) {
    auto reference = NetworkImage::load(referencePath);
    if (!reference.ok()) {
        log("eschess-nnue-trainer: --match-scale: " + reference.error());
        return 0;
    }
    const LoadedData data = loadSamples(files);
    if (!data.error.empty()) {
        log("eschess-nnue-trainer: " + data.error);
        return 0;
    }
    const ScaleComparison fit = compareScales(*reference, net, data.samples, window, threads);
    if (fit.positions == 0) {
        log("eschess-nnue-trainer: --match-scale: no position of the data lies within ±" + std::to_string(int(window)) +
            " cp of the reference's scores");
        return 0;
    }
    if (!(fit.factor > 0)) {
        log("eschess-nnue-trainer: --match-scale: the two nets' scores do not go the same way (fitted factor " +
            std::to_string(fit.factor) + "); is the reference a net of this engine?");
        return 0;
    }
    log("eschess-nnue-trainer: mean |score| by band of the reference's score (cp): band, positions, reference, "
        "candidate, ratio");
    for (const ScaleComparison::Band& b : fit.bands) {
        char line[160];
        std::snprintf(line, sizeof line, "  %5.0f-%-5.0f %9zu %7.0f %7.0f %6.3f", b.from, b.to, b.positions,
                      b.meanAbsReference, b.meanAbsCandidate, b.meanAbsCandidate / std::max(1e-9, b.meanAbsReference));
        log(line);
    }
    char line[200];
    std::snprintf(line, sizeof line, "fit over %zu positions within ±%.0f cp: reference = %.4f × candidate", fit.positions,
                  double(window), fit.factor);
    log(line);
    return std::uint32_t(std::clamp(std::lround(double(net.outputScale) * fit.factor), 1L, long(kMaxScale)));
}

} // namespace

int trainerMain(const std::vector<std::string>& args, const std::function<void(const std::string&)>& log) {
    Options o;
    std::string out, best, resume, init, matchScale, check;
    float matchWindow = 1000;
    std::vector<std::string> files;
    bool scaleGiven = false, bucketsGiven = false, kingBucketsGiven = false;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        if (a.rfind("--", 0) != 0) {
            files.push_back(a);
            continue;
        }
        if (i + 1 >= args.size()) {
            log("eschess-nnue-trainer: " + a + " needs a value");
            return 2;
        }
        const std::string v = args[++i];
        char* end = nullptr;
        const double x = std::strtod(v.c_str(), &end);
        const bool number = end && *end == 0 && !v.empty();
        auto need = [&](double lo, double hi) {
            if (number && x >= lo && x <= hi) return true;
            log("eschess-nnue-trainer: " + a + " must be a number from " + std::to_string(lo) + " to " + std::to_string(hi) +
                ", got '" + v.substr(0, 20) + "'");
            return false;
        };
        if (a == "--out") out = v;
        else if (a == "--best") best = v;
        else if (a == "--resume") resume = v;
        else if (a == "--init") init = v;
        else if (a == "--match-scale") matchScale = v;
        else if (a == "--check")
            check = v;
        else if (a == "--match-window") { if (!need(1, 100000)) return 2; matchWindow = float(x); }
        else if (a == "--epochs") { if (!need(0, 100000)) return 2; o.epochs = int(x); }
        else if (a == "--batch") { if (!need(1, 1 << 20)) return 2; o.batchSize = int(x); }
        else if (a == "--lr") { if (!need(1e-7, 1)) return 2; o.lr = float(x); }
        else if (a == "--final-lr") { if (!need(0, 1)) return 2; o.finalLrFraction = float(x); }
        else if (a == "--wd") { if (!need(0, 1)) return 2; o.weightDecay = float(x); }
        else if (a == "--lambda") { if (!need(0, 1)) return 2; o.lambda = float(x); }
        else if (a == "--scale") {
            if (!need(1, kMaxScale)) return 2;
            o.scoreScale = float(std::lround(x)); // a whole number: the file stores it as one
            scaleGiven = true;
        }
        else if (a == "--validation") { if (!need(0, 0.9)) return 2; o.validationFraction = float(x); }
        else if (a == "--threads") { if (!need(1, 64)) return 2; o.threads = int(x); }
        else if (a == "--seed") { if (!need(0, 1e15)) return 2; o.seed = std::uint64_t(x); }
        else if (a == "--mirror") { if (!need(0, 1)) return 2; o.mirror = x != 0; }
        else if (a == "--output-buckets") {
            if (!need(1, kMaxOutputBuckets)) return 2;
            if (x != std::floor(x)) {
                log("eschess-nnue-trainer: --output-buckets must be a whole number, got '" + v.substr(0, 20) + "'");
                return 2;
            }
            o.outputBuckets = int(x);
            bucketsGiven = true;
        }
        else if (a == "--king-buckets") {
            const std::optional<KingBucketLayout> layout = kingBucketLayout(v);
            if (!layout) {
                log("eschess-nnue-trainer: --king-buckets must be none, wings or ranks, got '" +
                    v.substr(0, 20) + "'");
                return 2;
            }
            o.kingBuckets = *layout;
            kingBucketsGiven = true;
        }
        else {
            log("eschess-nnue-trainer: unknown option '" + a.substr(0, 40) + "'");
            return 2;
        }
    }
    // --epochs 0 trains nothing: it rewrites the --init net, with the output scale of --scale,
    // and needs no data.
    const bool rescaleOnly = o.epochs == 0;
    // --epochs 0 --init NET --check FILE without --out only scores the net on that file.
    const bool checkOnly = rescaleOnly && !check.empty() && out.empty() && matchScale.empty() && !scaleGiven;
    if (rescaleOnly && !check.empty() && !checkOnly) {
        log("eschess-nnue-trainer: --check with --epochs 0 scores the --init net alone: give no --out, "
            "--scale or --match-scale");
        return 2;
    }
    if (rescaleOnly && init.empty()) {
        log("eschess-nnue-trainer: --epochs 0 trains nothing: it rewrites an --init network (--scale, "
            "--match-scale) or scores one (--check)");
        return 2;
    }
    if (!matchScale.empty() && (!rescaleOnly || scaleGiven)) {
        log("eschess-nnue-trainer: --match-scale chooses the output scale of an --init network without training it: "
            "give --epochs 0 and no --scale");
        return 2;
    }
    if ((out.empty() && !checkOnly) || (files.empty() && (!rescaleOnly || !matchScale.empty()))) {
        log("usage: eschess-nnue-trainer --out NET.nnue [--epochs N --batch N --lr X --final-lr F --wd X "
            "--lambda L "
            "--scale S --validation F --threads N --seed S --mirror 0|1 --output-buckets B "
            "--king-buckets none|wings|ranks --best NET.nnue --check DATA "
            "--resume CHECKPOINT | --init NET.nnue] DATA…\n"
            "       eschess-nnue-trainer --epochs 0 --init NET.nnue (--scale S | --match-scale REF.nnue "
            "[--match-window CP] DATA…) --out NEW.nnue\n"
            "       eschess-nnue-trainer --epochs 0 --init NET.nnue --check DATA");
        return 2;
    }
    if (!best.empty() && (rescaleOnly || o.validationFraction <= 0)) {
        log("eschess-nnue-trainer: --best keeps the net with the lowest validation loss, so it needs training and "
            "held-out games (--epochs and --validation above 0)");
        return 2;
    }
    if (!resume.empty() && !init.empty()) {
        log("eschess-nnue-trainer: --resume and --init both set the starting weights; give one");
        return 2;
    }
    // The starting network is read before the data, so a bad file is told at once.
    // A narrower one is widened (Trainer::initFrom); a rescale needs this build's width.
    std::optional<NetworkImage> initialImage;
    if (!init.empty()) {
        auto loaded = NetworkImage::load(init);
        if (!loaded.ok()) {
            log("eschess-nnue-trainer: --init: " + loaded.error());
            return 1;
        }
        if (loaded->hidden > std::uint32_t(kHidden) ||
            (rescaleOnly && loaded->hidden != std::uint32_t(kHidden))) {
            log("eschess-nnue-trainer: --init: " + init + " has " + std::to_string(loaded->hidden) +
                " hidden neurons and this build " + std::to_string(kHidden) +
                (rescaleOnly
                     ? "; a net is rescaled by a build of its own width"
                     : "; a net can be widened, not narrowed (cmake -DESCHESS_NNUE_HIDDEN=…, docs/nnue.md)"));
            return 1;
        }
        // Fine-tuning goes on in the starting net's units unless told otherwise: its scores are
        // what the next data will hold, so training at another scale would shrink or stretch
        // every evaluation by the ratio, round after round.
        if (!scaleGiven) o.scoreScale = float(loaded->outputScale);
        // A one-output net may be split into buckets (each starts as its copy); a bucketed one
        // keeps its count.
        if (!bucketsGiven)
            o.outputBuckets = int(loaded->outputBuckets);
        else if (loaded->outputBuckets != 1 && int(loaded->outputBuckets) != o.outputBuckets) {
            log("eschess-nnue-trainer: --init: " + init + " has " + std::to_string(loaded->outputBuckets) +
                " output buckets; only a net with one output can be given " +
                std::to_string(o.outputBuckets));
            return 1;
        }
        // King buckets alike: a net keeps its map, or is split into a layout that refines it
        // (a net without them into any; a "wings" net into "ranks").
        if (!kingBucketsGiven) {
            o.kingBuckets.buckets = int(loaded->kingBuckets);
            o.kingBuckets.bucketOf = loaded->kingBucketOf;
        } else if (!refinedFrom(o.kingBuckets, int(loaded->kingBuckets), loaded->kingBucketOf)) {
            log("eschess-nnue-trainer: --init: " + init + " has its own " +
                std::to_string(loaded->kingBuckets) +
                " king buckets, and the layout given splits some of them across others; give a layout "
                "whose every bucket lies inside one of the net's");
            return 1;
        }
        initialImage = std::move(*loaded);
    }
    // The check set: positions of another kind than the training data's (random starts, say),
    // scored whole at the start and after each epoch. The held-out games share the training
    // games' openings, so a net that learns those by heart looks better on them than it plays.
    LoadedData checkData;
    if (!check.empty()) {
        checkData = loadSamples({check});
        if (!checkData.error.empty() || checkData.samples.empty()) {
            log("eschess-nnue-trainer: --check: " +
                (checkData.error.empty() ? check + " holds no usable record" : checkData.error));
            return 1;
        }
    }
    auto checkLoss = [&](const Trainer& trainer) {
        if (check.empty()) return std::string();
        char text[64];
        std::snprintf(text, sizeof text, " check loss %.6f", trainer.loss(checkData.samples));
        return std::string(text);
    };
    if (checkOnly) {
        Trainer trainer(o);
        trainer.initFrom(*initialImage);
        char units[64];
        std::snprintf(units, sizeof units, " (scale %.0f, lambda %.2f)", double(o.scoreScale),
                      double(o.lambda));
        log(init + ":" + checkLoss(trainer) + " over " + std::to_string(checkData.samples.size()) +
            " positions of " + check + units);
        return 0;
    }
    if (rescaleOnly) {
        NetworkImage net = *initialImage;
        net.outputScale = std::uint32_t(o.scoreScale);
        if (!matchScale.empty()) {
            net.outputScale = fittedScale(*initialImage, matchScale, files, matchWindow, o.threads, log);
            if (net.outputScale == 0) return 1;
        }
        if (!writeNetworkFile(net, out)) {
            log("eschess-nnue-trainer: cannot write " + out);
            return 1;
        }
        log("eschess-nnue-trainer: wrote " + init + " with output scale " + std::to_string(net.outputScale) + " (was " +
            std::to_string(initialImage->outputScale) + ") to " + out);
        return 0;
    }
    LoadedData data = loadSamples(files);
    if (!data.error.empty()) {
        log("eschess-nnue-trainer: " + data.error);
        return 1;
    }
    if (data.samples.size() < 2) {
        log("eschess-nnue-trainer: fewer than two usable records");
        return 1;
    }
    // The held-out games are chosen once, by the seed, before any training.
    std::vector<Sample> validation = splitValidationByGame(data, o.validationFraction, o.seed);
    if (data.samples.empty() || (o.validationFraction > 0 && validation.empty())) {
        log("eschess-nnue-trainer: too few games to hold out " + std::to_string(o.validationFraction) +
            " of them for validation and train on the rest");
        return 1;
    }
    // Mirrors after the split, so no held-out game has its image in training.
    std::size_t mirrored = 0;
    if (o.mirror) {
        const std::size_t original = data.samples.size();
        for (std::size_t i = 0; i < original; ++i)
            if (!data.samples[i].castling) {
                data.samples.push_back(mirrorFiles(data.samples[i]));
                ++mirrored;
            }
    }
    log("eschess-nnue-trainer: " + std::to_string(data.samples.size()) + " training (" + std::to_string(mirrored) +
        " of them mirrored) and " +
        std::to_string(validation.size()) + " validation positions, from whole games (" + std::to_string(data.badRecords) +
        " bad records skipped)");

    Trainer trainer(o);
    if (!resume.empty()) {
        if (std::string error = trainer.loadCheckpoint(resume); !error.empty()) {
            log("eschess-nnue-trainer: " + error);
            return 1;
        }
    }
    // --best: the net with the lowest validation loss so far, the starting net included. On
    // little data the loss on held-out games turns up after an epoch or two while the training
    // loss keeps falling (net4b in docs/nnue.md was such a last epoch); the file --out always
    // holds the last epoch, so that --resume goes on from it.
    double bestLoss = std::numeric_limits<double>::infinity();
    if (initialImage) {
        trainer.initFrom(*initialImage);
        if (initialImage->hidden != std::uint32_t(kHidden))
            log("eschess-nnue-trainer: widened " + init + " from " + std::to_string(initialImage->hidden) +
                " to " + std::to_string(kHidden) +
                " hidden neurons (the new ones with output weights 0: the same evaluations)");
        if (initialImage->outputBuckets != std::uint32_t(trainer.options().outputBuckets))
            log("eschess-nnue-trainer: split " + init + "'s output into " +
                std::to_string(trainer.options().outputBuckets) +
                " buckets by piece count, each a copy of it");
        if (initialImage->kingBuckets != std::uint32_t(trainer.options().kingBuckets.buckets))
            log("eschess-nnue-trainer: split " + init + "'s feature weights into " +
                std::to_string(trainer.options().kingBuckets.buckets) +
                " king buckets, each a copy of the set it lies in");
        const double validationLoss = trainer.loss(validation);
        char line[400]; // the --init path is the long part
        std::snprintf(line, sizeof line, "start (%s) train loss %.6f validation loss %.6f%s", init.c_str(),
                      trainer.loss(data.samples), validationLoss, checkLoss(trainer).c_str());
        log(line);
        if (!best.empty()) {
            if (!writeNetworkFile(trainer.quantiseImage(), best)) {
                log("eschess-nnue-trainer: cannot write " + best);
                return 1;
            }
            bestLoss = validationLoss;
        }
    }
    for (int epoch = 0; epoch < o.epochs; ++epoch) {
        const auto start = std::chrono::steady_clock::now();
        const double trainLoss = trainer.trainEpoch(data.samples, epoch);
        const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        const double validationLoss = trainer.loss(validation);
        const NetworkImage net = trainer.quantiseImage();
        const bool improved = !best.empty() && validationLoss < bestLoss;
        const bool saved = writeNetworkFile(net, out) && trainer.saveCheckpoint(out + ".checkpoint") &&
                           (!improved || writeNetworkFile(net, best));
        if (improved) bestLoss = validationLoss;
        char line[200];
        // The check loss beside the validation loss, before the epoch's remarks.
        std::snprintf(line, sizeof line,
                      "epoch %d train loss %.6f validation loss %.6f%s positions/s %.0f%s%s", epoch + 1,
                      trainLoss, validationLoss, checkLoss(trainer).c_str(),
                      secs > 0 ? double(data.samples.size()) / secs : 0.0,
                      improved ? ", the best so far" : "", saved ? "" : " (saving failed)");
        log(line);
        if (!saved) return 1;
    }
    return 0;
}

} // namespace eschess::nnue::training
