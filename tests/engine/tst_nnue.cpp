// NNUE inference: the file format refuses bad files with a message; the accumulators kept
// incrementally through make/unmake equal a full refresh; the portable and AVX2 output paths
// agree exactly; a position and its colour-mirrored twin evaluate the same; the searcher uses
// the network only when asked, and EvalFile reports a bad file.
#include "core/movegen.h"
#include "core/position.h"
#include "nnue/accumulator_stack.h"
#include "nnue/network.h"
#include "search/pvssearcher.h"

#include <QTemporaryDir>
#include <QtTest>

#include <cctype>
#include <fstream>
#include <random>

using namespace eschess;
using namespace eschess::nnue;

namespace {

// King buckets by the king's file pair (a–b, c–d, e–f, g–h): random kings change bucket often, so
// the incremental test sees many rebuilds and many plain updates.
std::array<std::uint8_t, 64> kingBucketsByFilePair() {
    std::array<std::uint8_t, 64> map{};
    for (int sq = 0; sq < 64; ++sq) map[std::size_t(sq)] = std::uint8_t((sq % 8) / 2);
    return map;
}

// Every output bucket random by default, and four king buckets, so the incremental, SIMD and
// mirror tests cover the choice of both kinds of bucket too.
std::shared_ptr<Network> randomNetwork(std::uint64_t seed, int buckets = kMaxOutputBuckets,
                                       int kingBuckets = 4) {
    std::mt19937_64 rng(seed);
    auto net = std::make_shared<Network>();
    net->outputBuckets = buckets;
    net->kingBuckets = kingBuckets;
    if (kingBuckets == 4)
        net->kingBucketOf = kingBucketsByFilePair();
    else if (kingBuckets != 1)
        qFatal("randomNetwork: 1 or 4 king buckets");
    net->featureWeights.assign(std::size_t(kingBuckets) * kInputs * kHidden, 0);
    auto pick = [&](int lo, int hi) { return std::int16_t(lo + int(rng() % std::uint64_t(hi - lo + 1))); };
    for (auto& w : net->featureWeights) w = pick(-40, 40);
    for (auto& b : net->featureBias) b = pick(0, 120);
    for (auto& w : net->outputWeights) w = pick(-kMaxOutputWeight, kMaxOutputWeight);
    for (auto& b : net->outputBias) b = pick(-500, 500);
    // The unused buckets as a file would leave them, so that a round trip compares equal.
    std::fill(net->outputWeights.begin() + buckets * 2 * kHidden, net->outputWeights.end(), 0);
    std::fill(net->outputBias.begin() + buckets, net->outputBias.end(), 0);
    return net;
}

Position fromFen(const std::string& fen) {
    Parsed<Position> p = Position::fromFen(fen);
    if (!p) qFatal("bad test FEN %s: %s", fen.c_str(), p.error().c_str());
    return *p;
}

// The same position with the colours swapped (board flipped top to bottom).
std::string mirroredFen(const std::string& fen) {
    std::istringstream in(fen);
    std::string board, side, castling, ep, half, full;
    in >> board >> side >> castling >> ep >> half >> full;
    std::vector<std::string> ranks;
    std::string rank;
    for (char c : board + "/") {
        if (c == '/') {
            ranks.push_back(rank);
            rank.clear();
        } else rank += std::isalpha(static_cast<unsigned char>(c)) ? char(std::isupper(c) ? std::tolower(c) : std::toupper(c)) : c;
    }
    std::string out;
    for (auto it = ranks.rbegin(); it != ranks.rend(); ++it) out += (out.empty() ? "" : "/") + *it;
    std::string rights;
    for (char c : std::string("KQkq"))
        if (castling.find(char(std::isupper(c) ? std::tolower(c) : std::toupper(c))) != std::string::npos) rights += c;
    if (ep != "-") ep[1] = ep[1] == '3' ? '6' : '3';
    return out + (side == "w" ? " b " : " w ") + (rights.empty() ? "-" : rights) + " " + ep + " " + half + " " + full;
}

const char* const kRichFens[] = {
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", // castling both ways
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",     // promotions
    "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",         // en passant
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
};

} // namespace

class TestNnue : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { PvsSearcher::initOnce(); }

    // One output bucket and one king bucket are written as format version 1 (24-byte header), as
    // every earlier build wrote them; more output buckets as version 2, whose header adds their
    // number; king buckets as version 3, which adds their number and map (64 bytes).
    void fileRoundTrip_data() {
        QTest::addColumn<int>("buckets");
        QTest::addColumn<int>("kingBuckets");
        QTest::addColumn<int>("version");
        QTest::addColumn<int>("header");
        QTest::newRow("one output") << 1 << 1 << 1 << 24;
        QTest::newRow("two buckets") << 2 << 1 << 2 << 28;
        QTest::newRow("eight buckets") << kMaxOutputBuckets << 1 << 2 << 28;
        QTest::newRow("king buckets, one output") << 1 << 4 << 3 << 96;
        QTest::newRow("king and output buckets") << kMaxOutputBuckets << 4 << 3 << 96;
    }
    void fileRoundTrip() {
        QFETCH(int, buckets);
        QFETCH(int, kingBuckets);
        QFETCH(int, version);
        QFETCH(int, header);
        const auto net = randomNetwork(1, buckets, kingBuckets);
        net->outputScale = 321;
        const std::vector<std::uint8_t> bytes = net->serialize();
        QCOMPARE(bytes.size(),
                 std::size_t(header +
                             (kingBuckets * 768 * kHidden + kHidden + buckets * (2 * kHidden + 1)) * 2 + 8));
        QCOMPARE(int(bytes[4]), version);
        const auto parsed = Network::parse(std::string_view(reinterpret_cast<const char*>(bytes.data()), bytes.size()));
        QVERIFY2(parsed.ok(), parsed.error().c_str());
        QCOMPARE((*parsed)->outputBuckets, buckets);
        QCOMPARE((*parsed)->kingBuckets, kingBuckets);
        QVERIFY((*parsed)->kingBucketOf == net->kingBucketOf);
        QVERIFY((*parsed)->featureWeights == net->featureWeights);
        QVERIFY((*parsed)->featureBias == net->featureBias);
        QVERIFY((*parsed)->outputWeights == net->outputWeights);
        QVERIFY((*parsed)->outputBias == net->outputBias);
        QCOMPARE((*parsed)->outputScale, 321u);
    }

    // The bucket is the piece count's band; a net whose buckets differ only in their bias
    // evaluates each position with its own bucket's.
    void outputBucketByPieceCount() {
        QCOMPARE(outputBucket(2, 8), 0);
        QCOMPARE(outputBucket(5, 8), 0);
        QCOMPARE(outputBucket(6, 8), 1);
        QCOMPARE(outputBucket(17, 8), 3);
        QCOMPARE(outputBucket(18, 8), 4);
        QCOMPARE(outputBucket(32, 8), 7);
        QCOMPARE(outputBucket(64, 8), 7); // a FEN may set up more than 32 pieces
        QCOMPARE(outputBucket(0, 8), 0);
        QCOMPARE(outputBucket(32, 1), 0);
        QCOMPARE(outputBucket(17, 2), 0);
        QCOMPARE(outputBucket(18, 2), 1);
        Network net;
        net.outputBuckets = kMaxOutputBuckets;
        for (int b = 0; b < kMaxOutputBuckets; ++b)
            net.outputBias[std::size_t(b)] = std::int16_t(kQA * kQB / 16 * b); // b/16
        const std::pair<const char*, int> cases[] = {
            {"4k3/8/8/8/8/8/8/4K3 w - - 0 1", 0},                            // 2 pieces
            {"4k3/8/8/8/8/8/8/R3K2R w - - 0 1", 0},                          // 4 pieces
            {"r3k3/8/8/8/8/8/8/R3K2R b - - 0 1", 0},                         // 5 pieces
            {"r3k2r/8/8/8/8/8/8/R3K2R w - - 0 1", 1},                        // 6 pieces
            {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 7}, // 32 pieces
        };
        for (const auto& [fen, bucket] : cases)
            QCOMPARE(evaluateFull(net, fromFen(fen)), kScale * bucket / 16);
    }

    // The feature set is the one of the perspective's own king's square, seen from that side (so
    // Black's e6 is White's e3). Bucket 0 (ranks 1–2) has zero weights; bucket 1 (ranks 3–8) adds
    // 85 to neuron 0 for every piece, so three pieces put neuron 0 at 1.0 and the output, which
    // reads only the side to move's neuron 0, at 1.0 · scale.
    void featureSetByKingSquare() {
        Network net;
        net.kingBuckets = 2;
        for (int sq = 16; sq < 64; ++sq) net.kingBucketOf[std::size_t(sq)] = 1;
        net.featureWeights.assign(std::size_t(2) * kInputs * kHidden, 0);
        for (int input = 0; input < kInputs; ++input)
            net.featureWeights[(std::size_t(kInputs) + std::size_t(input)) * kHidden] = 85;
        net.outputWeights[0] = 64;
        const std::pair<const char*, int> cases[] = {
            {"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", 0},      // White's king on e1: bucket 0
            {"4k3/8/8/8/8/4K3/4P3/8 w - - 0 1", kScale}, // on e3: bucket 1
            {"8/8/4k3/8/8/8/4P3/4K3 b - - 0 1", kScale}, // Black's on e6: its third rank, e3 as Black sees it
            {"8/4k3/8/8/8/4K3/4P3/8 b - - 0 1", 0},      // Black's on e7, its second rank (White's e3 unread)
        };
        for (const auto& [fen, expected] : cases) {
            QCOMPARE(evaluateFull(net, fromFen(fen), Simd::Portable), expected);
            if (simdAvailable(Simd::Avx2)) QCOMPARE(evaluateFull(net, fromFen(fen), Simd::Avx2), expected);
        }
    }

    void badFilesRefused_data() {
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("message");
        // The messages name this build's width and file size (ESCHESS_NNUE_HIDDEN; 128 by default).
        const QString size = QString::number(24 + (768 * kHidden + kHidden + 2 * kHidden + 1) * 2 + 8);
        QTest::newRow("empty") << 0 << "network: not an Eschess network file (no ESNN header)";
        QTest::newRow("truncated") << 1 << QString("network: the file has 1000 bytes, a network of this shape has %1 (truncated?)").arg(size);
        QTest::newRow("flipped byte") << 2 << "network: checksum mismatch (the file is corrupt)";
        QTest::newRow("version") << 3 << "network: format version is 4, this build reads 1 to 3";
        QTest::newRow("hidden size") << 4 << QString("network: hidden size is %1, this build reads %2").arg(2 * kHidden).arg(kHidden);
        QTest::newRow("output weight") << 5 << "network: output weight 3 is 200, beyond ±127";
        QTest::newRow("too long") << 6 << QString("network: the file has %1 bytes, a network of this shape has %2").arg(size.toLongLong() + 1).arg(size);
        QTest::newRow("output scale 0") << 7 << "network: output scale is 0, outside 1 to 10000";
        QTest::newRow("output scale 10001") << 8 << "network: output scale is 10001, outside 1 to 10000";
        const QString buckets("network: output buckets are %1, outside 2 to 8 (a one-output net is format version 1)");
        QTest::newRow("no output bucket") << 9 << buckets.arg(0);
        QTest::newRow("nine output buckets") << 10 << buckets.arg(9);
        // Each net has one form, so a parsed file writes back byte for byte (fuzz_nnue_files).
        QTest::newRow("version 2, one bucket") << 12 << buckets.arg(1);
        QTest::newRow("header cut") << 11 << "network: the file ends inside its header (truncated?)";
        const QString kingBuckets(
            "network: king buckets are %1, outside 2 to 16 (a net without them is format "
            "version 1 or 2)");
        QTest::newRow("version 3, one king bucket") << 13 << kingBuckets.arg(1);
        QTest::newRow("seventeen king buckets") << 14 << kingBuckets.arg(17);
        QTest::newRow("king bucket beyond the count")
            << 15 << "network: the king bucket of square 5 is 4, the net has 4";
        QTest::newRow("king bucket unused") << 16 << "network: king bucket 3 is on no square";
        QTest::newRow("version 3, no output bucket") << 17 << "network: output buckets are 0, outside 1 to 8";
    }
    void badFilesRefused() {
        QFETCH(int, kind);
        QFETCH(QString, message);
        // Format version 1 (one output) for the messages with its size; version 2 for its own field;
        // version 3 (four king buckets, one output) for the king buckets' fields: its output
        // buckets at bytes 24–27, king buckets at 28–31, their map at 32–95.
        auto net = randomNetwork(2, kind >= 13 ? 1 : kind >= 9 ? 2 : 1, kind >= 13 ? 4 : 1);
        if (kind == 5) net->outputWeights[3] = 200;
        std::vector<std::uint8_t> bytes = net->serialize();
        if (kind == 9 || kind == 10) { // the output buckets, bytes 24–27 of a version 2 header
            for (int i = 0; i < 4; ++i)
                bytes[24 + i] = std::uint8_t(std::uint32_t(kind == 9 ? 0 : 9) >> (8 * i));
        }
        if (kind == 11) bytes.resize(26);
        if (kind == 12) bytes[24] = 1;
        if (kind == 0) bytes.clear();
        if (kind == 1) bytes.resize(1000);
        if (kind == 2) bytes[5000] ^= 1;
        if (kind == 3) bytes[4] = 4;
        if (kind == 13 || kind == 14) {
            for (int i = 0; i < 4; ++i)
                bytes[28 + i] = std::uint8_t(std::uint32_t(kind == 13 ? 1 : 17) >> (8 * i));
        }
        if (kind == 15) bytes[32 + 5] = 4;
        if (kind == 16)
            for (int sq = 0; sq < 64; ++sq)
                bytes[32 + std::size_t(sq)] = std::min<std::uint8_t>(bytes[32 + std::size_t(sq)], 2);
        if (kind == 17) bytes[24] = 0;
        if (kind == 4) { // the hidden size, bytes 8–11, doubled
            for (int i = 0; i < 4; ++i) bytes[8 + i] = std::uint8_t(std::uint32_t(2 * kHidden) >> (8 * i));
        }
        if (kind == 6) bytes.push_back(0);
        if (kind == 7 || kind == 8) { // the output scale, bytes 20–23
            const std::uint32_t scale = kind == 7 ? 0 : 10001;
            for (int i = 0; i < 4; ++i) bytes[20 + i] = std::uint8_t(scale >> (8 * i));
        }
        const auto parsed = Network::parse(std::string_view(reinterpret_cast<const char*>(bytes.data()), bytes.size()));
        QVERIFY(!parsed.ok());
        QCOMPARE(QString::fromStdString(parsed.error()), message);
    }

    // The network compiled in from engine/nnue/default.nnue parses and evaluates; a build
    // without one says so.
    void embeddedNetwork() {
        const auto net = nnue::embeddedNetwork();
        if (!net) {
            QCOMPARE(embeddedNetworkError(), std::string("this build has no embedded network"));
            return;
        }
        QCOMPARE(embeddedNetworkError(), std::string());
        const int start = evaluateFull(*net, Position());
        QVERIFY2(std::abs(start) < 200, qPrintable(QString::number(start))); // any sane net: near equal
        PvsSearcher s;
        QCOMPARE(s.setOption("Use NNUE", "true"), std::string());
        QCOMPARE(s.setOption("EvalFile", PvsSearcher::kEmbeddedEvalFile), std::string());
    }

    void missingFileReported() {
        const auto r = Network::load("/nonexistent/x.nnue");
        QVERIFY(!r.ok());
        QCOMPARE(r.error(), std::string("network: cannot read /nonexistent/x.nnue"));
    }

    // Thousands of positions from random games, with random take-backs, from positions rich in
    // castling, en passant and promotions: the lazily updated accumulators equal a refresh.
    // Each path's incremental updates (the AVX2 one where the processor has it) against the
    // portable full refresh, to the bit.
    void incrementalEqualsRefresh_data() {
        QTest::addColumn<Simd>("simd");
        QTest::newRow("portable") << Simd::Portable;
        QTest::newRow("avx2") << Simd::Avx2;
    }
    void incrementalEqualsRefresh() {
        QFETCH(Simd, simd);
        if (!simdAvailable(simd)) QSKIP("this processor has no AVX2");
        const auto net = randomNetwork(3);
        std::mt19937_64 rng(7);
        int compared = 0, castles = 0, enPassants = 0, promotions = 0;
        // After the standard rounds, Chess960 ones: castling moves the king onto the rook's
        // square, swaps the two, or leaves the king where it is.
        const char* const chess960Fens[] = {"1r3kr1/pppppppp/8/8/8/8/PPPPPPPP/1R3KR1 w KQkq - 0 1",
                                            "r5kr/pp3ppp/8/8/8/8/PP3PPP/R5KR w KQkq - 0 1",
                                            "rk5r/ppp2ppp/8/8/8/8/PPP2PPP/RK5R w KQkq - 0 1"};
        for (int round = 0; round < 36; ++round) {
            Position pos = round >= 30      ? *Position::fromFen(chess960Fens[round % 3], true)
                           : round % 6 == 5 ? Position()
                                            : fromFen(kRichFens[round % 5]);
            AccumulatorStack stack;
            stack.reset(*net, pos, simd);
            int depth = 0;
            for (int step = 0; step < 200; ++step) {
                const MoveList moves = legalMoves(pos);
                const bool back = depth > 0 && (moves.size() == 0 || rng() % 4 == 0);
                if (back) {
                    pos.unmakeMove();
                    stack.pop();
                    --depth;
                } else if (moves.size() == 0) break;
                else if (rng() % 20 == 0 && !pos.inCheck()) {
                    stack.pushNull();
                    pos.makeNullMove();
                    // Null moves are undone at once here, as in the search.
                    QCOMPARE(stack.evaluate(pos), evaluateFull(*net, pos, Simd::Portable));
                    pos.unmakeNullMove();
                    stack.pop();
                    continue;
                } else {
                    Move m = moves[int(rng() % std::uint64_t(moves.size()))];
                    // Special moves are rare at random: taken half the time they are there.
                    for (int i = 0; i < moves.size(); ++i)
                        if (moves[i].kind() != MoveKind::Normal && rng() % 2 == 0) m = moves[i];
                    castles += m.kind() == MoveKind::Castling;
                    enPassants += m.kind() == MoveKind::EnPassant;
                    promotions += m.isPromotion();
                    stack.push(pos, m);
                    pos.makeMove(m);
                    ++depth;
                }
                if (rng() % 3 == 0) continue; // leave some plies unevaluated: lazy updates span several
                for (Color c : {White, Black}) {
                    Accumulator full;
                    refreshAccumulator(*net, pos, c, full, Simd::Portable);
                    if (stack.accumulator(pos, c).values != full.values)
                        QFAIL(qPrintable(QString("accumulator differs after %1").arg(QString::fromStdString(pos.fen()))));
                }
                ++compared;
            }
        }
        qInfo("compared %d, castles %d, en passant %d, promotions %d", compared, castles, enPassants, promotions);
        QVERIFY(compared > 2000);
        QVERIFY(castles > 5);
        QVERIFY(enPassants > 0);
        QVERIFY(promotions > 5);
    }

    void avx2MatchesPortable() {
        if (!simdAvailable(Simd::Avx2)) QSKIP("this processor has no AVX2");
        std::mt19937_64 rng(11);
        int compared = 0;
        for (std::uint64_t seed : {4, 5, 6}) {
            const auto net = randomNetwork(seed);
            Position pos;
            for (int ply = 0; ply < 400; ++ply) {
                const MoveList moves = legalMoves(pos);
                if (moves.size() == 0 || pos.halfmoveClock() >= 100) pos = Position();
                else pos.makeMove(moves[int(rng() % std::uint64_t(moves.size()))]);
                QCOMPARE(evaluateFull(*net, pos, Simd::Avx2), evaluateFull(*net, pos, Simd::Portable));
                ++compared;
            }
        }
        // The extremes: every accumulator value clamped high, and the largest weights.
        auto net = randomNetwork(9);
        for (auto& w : net->outputWeights) w = kMaxOutputWeight;
        Accumulator high, low;
        high.values.fill(32000);
        low.values.fill(-32000);
        for (int pieces : {2, 17, 32}) {
            QCOMPARE(evaluateOutput(*net, high, low, pieces, Simd::Avx2),
                     evaluateOutput(*net, high, low, pieces, Simd::Portable));
            QCOMPARE(evaluateOutput(*net, high, high, pieces, Simd::Avx2),
                     evaluateOutput(*net, high, high, pieces, Simd::Portable));
        }
        QVERIFY(compared >= 1200);
        // Rows of the largest weights: the sums wrap around 16 bits, on both paths alike.
        for (auto& w : net->featureWeights) w = 32767;
        Accumulator avx2, portable;
        refreshAccumulator(*net, Position(), White, avx2, Simd::Avx2);
        refreshAccumulator(*net, Position(), White, portable, Simd::Portable);
        QCOMPARE(avx2.values, portable.values);
        QCOMPARE(portable.values[0], std::int16_t(std::uint16_t(net->featureBias[0] + 32 * 32767))); // modulo 2¹⁶
    }

    // An exact reference: one active neuron, worked out by hand.
    void outputArithmetic() {
        Network net;
        net.outputWeights[0] = 64;           // 1.0 at QB = 64
        net.outputBias[0] = 0;
        Accumulator us{}, them{};
        us.values[0] = kQA;                  // 1.0 at QA: SCReLU 1.0
        QCOMPARE(evaluateOutput(net, us, them, 32, Simd::Portable), kScale); // 1.0 · scale 400
        us.values[0] = 300;                  // clamped to 1.0
        QCOMPARE(evaluateOutput(net, us, them, 32, Simd::Portable), kScale);
        us.values[0] = -5;                   // clamped to 0
        net.outputBias[0] = kQA * kQB / 2;   // 0.5
        QCOMPARE(evaluateOutput(net, us, them, 32, Simd::Portable), kScale / 2);
        net.outputScale = 320;               // a rescaled net: 0.5 · 320
        QCOMPARE(evaluateOutput(net, us, them, 32, Simd::Portable), 160);
        QCOMPARE(evaluateOutput(net, us, them, 32, Simd::Avx2 == bestSimd() ? Simd::Avx2 : Simd::Portable),
                 160);
    }

    void mirroredPositionsEvaluateTheSame() {
        const auto net = randomNetwork(12);
        std::mt19937_64 rng(13);
        Position pos;
        int compared = 0;
        for (int ply = 0; ply < 600; ++ply) {
            const MoveList moves = legalMoves(pos);
            if (moves.size() == 0 || pos.halfmoveClock() >= 100) pos = Position();
            else pos.makeMove(moves[int(rng() % std::uint64_t(moves.size()))]);
            const Position mirror = fromFen(mirroredFen(pos.fen()));
            QCOMPARE(evaluateFull(*net, mirror), evaluateFull(*net, pos));
            ++compared;
        }
        QCOMPARE(mirroredFen("rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3"),
                 std::string("rnbqkbnr/pppp1ppp/8/8/3PpP2/8/PPP1P1PP/RNBQKBNR b KQkq f3 0 3"));
        QCOMPARE(compared, 600);
    }

    // The searcher: the tapered evaluation unless asked; EvalFile loads a file or says why not;
    // a search with the network is deterministic and plays a legal move.
    void searcherOptions() {
        QTemporaryDir dir;
        const std::string good = dir.filePath("net.nnue").toStdString();
        const std::string bad = dir.filePath("bad.nnue").toStdString();
        {
            const std::vector<std::uint8_t> bytes = randomNetwork(14)->serialize();
            std::ofstream(good, std::ios::binary).write(reinterpret_cast<const char*>(bytes.data()), std::streamsize(bytes.size()));
            std::ofstream(bad, std::ios::binary).write(reinterpret_cast<const char*>(bytes.data()), 500);
        }
        PvsSearcher s;
        QCOMPARE(s.setOption("EvalFile", bad),
                 "EvalFile: " + bad + ": network: the file has 500 bytes, a network of this shape has " +
                     std::to_string(randomNetwork(14)->serialize().size()) + " (truncated?); keeping the network in use");
        QCOMPARE(s.setOption("EvalFile", good), std::string());
        SearchLimits limits;
        limits.depth = 6;
        const SearchResult byDefault = s.search(Position(), limits, {}); // the network is the default
        QCOMPARE(s.setOption("Use NNUE", "false"), std::string());
        s.newGame();
        const SearchResult hand = s.search(Position(), limits, {});
        QCOMPARE(s.setOption("Use NNUE", "true"), std::string());
        s.newGame();
        const SearchResult net1 = s.search(Position(), limits, {});
        s.newGame();
        const SearchResult net2 = s.search(Position(), limits, {});
        QCOMPARE(net1.nodes, net2.nodes);
        QCOMPARE(net1.nodes, byDefault.nodes);
        QCOMPARE(net1.bestMove, net2.bestMove);
        QVERIFY(net1.nodes != hand.nodes); // another evaluation, another tree
        QVERIFY(Position().isLegal(net1.bestMove));
        QCOMPARE(s.setOption("Use NNUE", "maybe"), std::string("Use NNUE must be true or false, got 'maybe'"));
        QCOMPARE(s.setOption("Use NNUE", "false"), std::string());
        s.newGame();
        QCOMPARE(s.search(Position(), limits, {}).nodes, hand.nodes);
    }

    // The strength levels were calibrated with the hand-written evaluation and keep it: a level
    // plays the same moves, from the same nodes, whichever evaluation Use NNUE names.
    void levelsKeepTheHandWrittenEvaluation() {
        const auto net = nnue::embeddedNetwork();
        if (!net) QSKIP("built without a network");
        const auto levelSearch = [](const char* elo, const char* useNnue, const Position& pos) {
            PvsSearcher s;
            s.setOption("UCI_LimitStrength", "true");
            s.setOption("UCI_Elo", elo);
            s.setOption("Use NNUE", useNnue);
            SearchLimits limits;
            limits.depth = 8;
            return s.search(pos, limits, {});
        };
        for (const char* fen : {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                                "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3"}) {
            const Position pos = *Position::fromFen(fen);
            for (const char* elo : {"1600", "2400"}) { // a limited search, and the top label's full one
                const SearchResult withNet = levelSearch(elo, "true", pos), without = levelSearch(elo, "false", pos);
                QCOMPARE(withNet.nodes, without.nodes);
                QCOMPARE(withNet.bestMove, without.bestMove);
                QCOMPARE(withNet.score, without.score);
            }
        }
    }
};

QTEST_APPLESS_MAIN(TestNnue)
#include "tst_nnue.moc"
