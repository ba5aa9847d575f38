// The NNUE trainer on a small synthetic set: records decode to the engine's own inputs, the
// loss goes down on training and held-out positions, the quantised network the engine loads
// agrees with the float network within a few centipawns, and checkpoints restore exactly.
#include "core/movegen.h"
#include "eval/tapered.h"
#include "nnue/network.h"
#include "nnue/packed_board.h"
#include "search/pvssearcher.h"
#include "trainer.h"

#include <cmath>
#include <QTemporaryDir>
#include <QtTest>

#include <algorithm>
#include <cstring>
#include <fstream>
#include <random>
#include <set>
#include <sstream>

using namespace eschess;
using namespace eschess::nnue;
using namespace eschess::nnue::training;

namespace {

// Positions from random games, labelled by the hand-written evaluation: a smooth target a
// small net can learn quickly.
std::vector<std::pair<Position, PackedBoard>> syntheticSet(int count, std::uint64_t seed) {
    std::mt19937_64 rng(seed);
    std::vector<std::pair<Position, PackedBoard>> out;
    Position pos;
    while (int(out.size()) < count) {
        const MoveList moves = legalMoves(pos);
        if (moves.size() == 0 || pos.halfmoveClock() >= 60 || pos.gamePly() > 120) {
            pos = Position();
            continue;
        }
        pos.makeMove(moves[int(rng() % std::uint64_t(moves.size()))]);
        if (pos.inCheck()) continue;
        const int stmScore = eschess::evaluate(pos);
        const int white = pos.sideToMove() == White ? stmScore : -stmScore;
        const WhiteResult result = white > 150 ? WhiteResult::WhiteWin : white < -150 ? WhiteResult::BlackWin : WhiteResult::Draw;
        out.push_back({pos, packBoard(pos, white, result)});
    }
    return out;
}

// A network file's bytes (Network::serialize, NetworkImage::serialize) written to path.
void writeFile(const std::string& path, const std::vector<std::uint8_t>& bytes) {
    std::ofstream file(path, std::ios::binary);
    file.write(reinterpret_cast<const char*>(bytes.data()), std::streamsize(bytes.size()));
}

// syntheticSet's records as a data file, as datagen writes one.
void writeSyntheticData(const std::string& path, int count, std::uint64_t seed) {
    std::ofstream out(path, std::ios::binary);
    for (const auto& [pos, record] : syntheticSet(count, seed))
        out.write(reinterpret_cast<const char*>(record.bytes.data()), PackedBoard::kSize);
}

// syntheticSet's records decoded for the trainer, each beside its position.
struct DecodedSet {
    std::vector<Sample> samples;
    std::vector<Position> positions;
};
DecodedSet decodedSet(int count, std::uint64_t seed) {
    DecodedSet out;
    for (const auto& [pos, record] : syntheticSet(count, seed)) {
        Sample s;
        if (!decodeSample(record, s)) qFatal("a record of the synthetic set does not decode: %s", pos.fen().c_str());
        out.samples.push_back(s);
        out.positions.push_back(pos);
    }
    return out;
}

// The largest difference in centipawns between a trainer's float net and the engine's evaluation
// of net (positions[i] is samples[i]'s position).
double maxEngineDifference(const Trainer& floatNet, const Network& net, const std::vector<Sample>& samples,
                           const std::vector<Position>& positions) {
    double maxDiff = 0;
    for (std::size_t i = 0; i < samples.size(); ++i)
        maxDiff = std::max(
            maxDiff, std::abs(double(floatNet.evaluateCp(samples[i])) - evaluateFull(net, positions[i])));
    return maxDiff;
}
// The engine's integer arithmetic truncates twice: by less than 400 / (QA · QB) cp, then by less
// than one; so a net whose float weights are its int16 ones scaled evaluates within this of it.
constexpr double kEngineRoundingBound = 1.0 + 400.0 / (kQA * kQB) + 1e-3;

// The FEN of the position with files a–h swapped (no castling rights; en passant mirrored).
std::string mirroredFen(const Position& pos) {
    std::istringstream fields(pos.fen());
    std::string board, side, castling, ep, rest;
    fields >> board >> side >> castling >> ep;
    std::getline(fields, rest);
    std::string out, rank;
    for (char c : board + "/") {
        if (c != '/') { rank.insert(rank.begin(), c); continue; }
        out += rank + "/";
        rank.clear();
    }
    out.pop_back();
    if (ep != "-") ep[0] = char('h' - (ep[0] - 'a'));
    return out + " " + side + " - " + ep + rest;
}

// A trainer split from net (initFrom, another layout of king buckets) evaluates every sample as
// a trainer with net's own options does, and its quantised net, kept in splitNet, evaluates
// every position in the engine as net does.
void expectSplitEvaluatesAlike(Trainer& split, const Options& own, const Network& net,
                               const std::vector<Sample>& samples, const std::vector<Position>& positions,
                               Network& splitNet) {
    split.initFrom(net);
    Trainer same(own);
    same.initFrom(net);
    for (const Sample& s : samples) QCOMPARE(split.evaluateCp(s), same.evaluateCp(s));
    splitNet = split.quantise();
    for (const Position& pos : positions) QCOMPARE(evaluateFull(splitNet, pos), evaluateFull(net, pos));
}

// The trainer's command line as a user splits a net: the net written to a folder, then
// `--init NET OPTION VALUE` for one epoch on synthetic data, every line it logs kept; run()
// goes on with the same data and log.
struct SplitRun {
    std::string init, data, out;
    std::vector<std::string> log;
    int status = -1;

    SplitRun(const QTemporaryDir& dir, const Network& net, const std::string& option,
             const std::string& value, const std::string& outName, std::uint64_t dataSeed)
        : init(dir.filePath("init.nnue").toStdString()), data(dir.filePath("d.data").toStdString()),
          out(dir.filePath(QString::fromStdString(outName)).toStdString()) {
        writeFile(init, net.serialize());
        writeSyntheticData(data, 400, dataSeed);
        status = run({"--out", out, "--init", init, option, value, "--epochs", "1", "--batch", "128", data});
    }
    int run(const std::vector<std::string>& args) {
        return trainerMain(args, [this](const std::string& line) { log.push_back(line); });
    }
    bool logged(const std::string& line) const {
        return std::find(log.begin(), log.end(), line) != log.end();
    }
};

} // namespace

class TestNnueTrainer : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { PvsSearcher::initOnce(); }

    void decodeMatchesEngineInputs() {
        for (const auto& [pos, record] : syntheticSet(300, 1)) {
            Sample s;
            QVERIFY(decodeSample(record, s));
            QCOMPARE(int(s.count), popCount(pos.pieces()));
            const Color stm = pos.sideToMove();
            std::multiset<int> expected[2], actual[2];
            for (Bitboard bb = pos.pieces(); bb; bb &= bb - 1) {
                const Square sq = lsb(bb);
                expected[0].insert(featureIndex(stm, pos.pieceOn(sq), sq));
                expected[1].insert(featureIndex(~stm, pos.pieceOn(sq), sq));
            }
            for (int i = 0; i < s.count; ++i) {
                actual[0].insert(s.features[0][i]);
                actual[1].insert(s.features[1][i]);
            }
            QVERIFY(expected[0] == actual[0]);
            QVERIFY(expected[1] == actual[1]);
            QCOMPARE(int(s.king[0]), int(relativeSquare(stm, pos.kingSquare(stm))));
            QCOMPARE(int(s.king[1]), int(relativeSquare(~stm, pos.kingSquare(~stm))));
            QCOMPARE(s.score, float(eschess::evaluate(pos))); // back to the side to move's view
        }
        PackedBoard bad = packBoard(Position(), 0, WhiteResult::Draw);
        bad.bytes[30] = 7;
        Sample s;
        QVERIFY(!decodeSample(bad, s));
    }

    // A castling-free position's mirror image, made by swapping the features' files, has
    // exactly the inputs the mirrored position's record decodes to; records with castling
    // rights say so, and are the ones --mirror leaves alone.
    void mirrorEqualsMirroredPosition() {
        int mirrored = 0, withCastling = 0;
        for (const auto& [pos, record] : syntheticSet(2000, 5)) {
            Sample s;
            QVERIFY(decodeSample(record, s));
            QCOMPARE(s.castling, pos.castlingRights() != 0);
            if (s.castling) {
                ++withCastling;
                continue;
            }
            const auto image = Position::fromFen(mirroredFen(pos));
            QVERIFY2(image.ok(), mirroredFen(pos).c_str());
            Sample expected;
            QVERIFY(decodeSample(packBoard(image.value(), 0, WhiteResult::Draw), expected));
            const Sample m = mirrorFiles(s);
            for (int side = 0; side < 2; ++side) {
                std::multiset<int> a(m.features[side], m.features[side] + m.count),
                    e(expected.features[side], expected.features[side] + expected.count);
                QVERIFY(a == e);
                QCOMPARE(m.king[side], expected.king[side]);
            }
            QCOMPARE(m.score, s.score);
            QCOMPARE(m.result, s.result);
            ++mirrored;
        }
        QVERIFY(mirrored > 500);
        QVERIFY(withCastling > 100);
    }

    // Validation positions come from whole games that are not trained on: neighbouring positions
    // of one game share its result, so holding out single positions would flatter the net.
    void validationHoldsOutWholeGames() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const std::string path = dir.filePath(QStringLiteral("games.data")).toStdString();
        const int games = 60;
        std::mt19937_64 rng(7);
        int records = 0;
        {
            std::ofstream out(path, std::ios::binary);
            for (int g = 0; g < games; ++g) {
                // The game's number in its score, so that each sample names its game; results of
                // neighbouring games are often equal, so the move number tells them apart.
                const WhiteResult result = g % 3 == 0 ? WhiteResult::Draw : WhiteResult::WhiteWin;
                Position pos;
                for (int ply = 0; ply < 30; ++ply) {
                    const MoveList moves = legalMoves(pos);
                    if (moves.size() == 0) break;
                    pos.makeMove(moves[int(rng() % std::uint64_t(moves.size()))]);
                    if (ply < 4) continue; // a game's first records start after a few moves, as datagen's do
                    const PackedBoard record = packBoard(pos, 10 * (g + 1), result);
                    out.write(reinterpret_cast<const char*>(record.bytes.data()), PackedBoard::kSize);
                    ++records;
                }
            }
        }
        LoadedData data = loadSamples({path});
        QVERIFY(data.error.empty());
        QCOMPARE(int(data.samples.size()), records);
        QCOMPARE(int(data.gameOf.size()), records);
        const auto gameInScore = [](const Sample& s) { return int(std::abs(s.score)) / 10 - 1; };
        for (std::size_t i = 0; i < data.samples.size(); ++i) QCOMPARE(int(data.gameOf[i]), gameInScore(data.samples[i]));

        LoadedData copy = data;
        const std::vector<Sample> validation = splitValidationByGame(data, 0.25, 1);
        QCOMPARE(int(data.samples.size() + validation.size()), records);
        QVERIFY(data.gameOf.empty());
        std::set<int> trained, heldOut;
        for (const Sample& s : data.samples) trained.insert(gameInScore(s));
        for (const Sample& s : validation) heldOut.insert(gameInScore(s));
        for (int g : heldOut) QVERIFY2(!trained.count(g), qPrintable(QStringLiteral("game %1 is in both sets").arg(g)));
        QCOMPARE(int(trained.size() + heldOut.size()), games);
        QVERIFY2(heldOut.size() >= 6 && heldOut.size() <= 26, qPrintable(QString::number(heldOut.size())));

        // The same seed holds out the same games; another seed others.
        LoadedData again = copy;
        std::set<int> sameSeed, otherSeed;
        for (const Sample& s : splitValidationByGame(again, 0.25, 1)) sameSeed.insert(gameInScore(s));
        QVERIFY(sameSeed == heldOut);
        for (const Sample& s : splitValidationByGame(copy, 0.25, 2)) otherSeed.insert(gameInScore(s));
        QVERIFY(otherSeed != heldOut);
    }

    void lossFallsAndQuantisationAgrees() {
        std::vector<Sample> train, validation;
        std::vector<Position> positions;
        const auto set = syntheticSet(3600, 2);
        for (std::size_t i = 0; i < set.size(); ++i) {
            Sample s;
            QVERIFY(decodeSample(set[i].second, s));
            if (i % 6 == 0) {
                validation.push_back(s);
                positions.push_back(set[i].first);
            } else train.push_back(s);
        }
        Options o;
        o.epochs = 8;
        o.batchSize = 256;
        o.lr = 0.005f;
        o.threads = 2;
        Trainer trainer(o);
        const double before = trainer.loss(validation);
        double firstTrain = 0, lastTrain = 0;
        for (int epoch = 0; epoch < o.epochs; ++epoch) {
            lastTrain = trainer.trainEpoch(train, epoch);
            if (epoch == 0) firstTrain = lastTrain;
        }
        const double after = trainer.loss(validation);
        qInfo("validation loss %.5f -> %.5f, training loss %.5f -> %.5f", before, after, firstTrain, lastTrain);
        QVERIFY(after < 0.6 * before);
        QVERIFY(lastTrain < firstTrain);

        // The quantised network, through its file, in the engine.
        const std::vector<std::uint8_t> bytes = trainer.quantise().serialize();
        const auto net = Network::parse(std::string_view(reinterpret_cast<const char*>(bytes.data()), bytes.size()));
        QVERIFY2(net.ok(), net.error().c_str());
        double sumDiff = 0, maxDiff = 0;
        for (std::size_t i = 0; i < validation.size(); ++i) {
            const double diff = std::abs(double(evaluateFull(**net, positions[i])) - double(trainer.evaluateCp(validation[i])));
            sumDiff += diff;
            maxDiff = std::max(maxDiff, diff);
        }
        qInfo("quantised against float: mean %.2f cp, max %.2f cp", sumDiff / double(validation.size()), maxDiff);
        // Mostly the output weights' rounding at QB = 64 (±0.008 each, over 256 neurons); measured
        // 6.8 cp mean and 30 cp at most when this test was written (128 a side). Independent
        // rounding errors grow with the square root of their number: 12.9 and 45 cp at 256 a side.
        const double width = std::sqrt(double(kHidden) / 128.0);
        QVERIFY(sumDiff / double(validation.size()) < 12.0 * width);
        QVERIFY(maxDiff < 60.0 * width);
    }

    void checkpointRestores() {
        QTemporaryDir dir;
        const std::string path = dir.filePath("c.checkpoint").toStdString();
        std::vector<Sample> train;
        for (const auto& [pos, record] : syntheticSet(500, 3)) {
            Sample s;
            QVERIFY(decodeSample(record, s));
            train.push_back(s);
        }
        Options o;
        o.epochs = 2;
        Trainer a(o);
        a.trainEpoch(train, 0);
        QVERIFY(a.saveCheckpoint(path));
        Options other = o;
        other.seed = 99; // other random weights, replaced by the checkpoint's
        Trainer b(other);
        QVERIFY(b.evaluateCp(train[0]) != a.evaluateCp(train[0]));
        QCOMPARE(b.loadCheckpoint(path), std::string());
        for (int i = 0; i < 50; ++i) QCOMPARE(b.evaluateCp(train[std::size_t(i)]), a.evaluateCp(train[std::size_t(i)]));
        QCOMPARE(b.loadCheckpoint(dir.filePath("none").toStdString()),
                 "cannot read checkpoint " + dir.filePath("none").toStdString());
    }

    void widenedNetworkEvaluatesAsTheNarrowOne() {
        // A net half this build's width, stored as a file, starts a trainer of the full width
        // (--init of a narrower net): the new neurons must change no evaluation, and training
        // must reach them.
        auto [train, positions] = decodedSet(600, 6);
        Options narrowOptions;
        narrowOptions.hidden = kHidden / 2;
        narrowOptions.batchSize = 128;
        Trainer narrow(narrowOptions);
        std::vector<Sample> shuffled = train;
        narrow.trainEpoch(shuffled, 0);
        const NetworkImage image = narrow.quantiseImage();
        QCOMPARE(image.hidden, std::uint32_t(kHidden / 2));
        std::vector<std::uint8_t> bytes = image.serialize();
        auto view = [&] {
            return std::string_view(reinterpret_cast<const char*>(bytes.data()), bytes.size());
        };
        // The engine reads its own width only; the image reads any, weight for weight.
        QCOMPARE(QString::fromStdString(Network::parse(view()).error()),
                 QString("network: hidden size is %1, this build reads %2").arg(kHidden / 2).arg(kHidden));
        const auto parsed = NetworkImage::parse(view());
        QVERIFY2(parsed.ok(), parsed.error().c_str());
        QVERIFY(parsed->serialize() == bytes);

        Trainer sameWidth(narrowOptions);
        sameWidth.initFrom(*parsed);
        Options wideOptions;
        wideOptions.batchSize = 128;
        wideOptions.seed = 9;
        Trainer wide(wideOptions);
        wide.initFrom(*parsed);
        for (const Sample& s : train) QCOMPARE(wide.evaluateCp(s), sameWidth.evaluateCp(s));
        const int narrowWidth = kHidden / 2;
        auto newOutputWeights = [&](const Network& net) {
            int nonZero = 0;
            for (int side = 0; side < 2; ++side)
                for (int j = narrowWidth; j < kHidden; ++j)
                    nonZero += net.outputWeights[side * kHidden + j] != 0;
            return nonZero;
        };
        QCOMPARE(newOutputWeights(wide.quantise()), 0);
        const double before = wide.loss(train);
        wide.trainEpoch(train, 0);
        QVERIFY(newOutputWeights(wide.quantise()) > 0);
        QVERIFY(wide.loss(train) < before);

        // The command line does the same for --init with a narrower net, and writes a net of
        // this build's width.
        QTemporaryDir dir;
        const std::string narrowPath = dir.filePath("narrow.nnue").toStdString(),
                          data = dir.filePath("d.data").toStdString(),
                          out = dir.filePath("wide.nnue").toStdString();
        writeFile(narrowPath, bytes);
        writeSyntheticData(data, 400, 12);
        std::vector<std::string> log;
        QCOMPARE(trainerMain({"--out", out, "--init", narrowPath, "--epochs", "1", "--batch", "128",
                              "--threads", "1", data},
                             [&](const std::string& l) { log.push_back(l); }),
                 0);
        const std::string widened =
            "eschess-nnue-trainer: widened " + narrowPath + " from " + std::to_string(kHidden / 2) + " to " +
            std::to_string(kHidden) +
            " hidden neurons (the new ones with output weights 0: the same evaluations)";
        QVERIFY(std::find(log.begin(), log.end(), widened) != log.end());
        QVERIFY2(Network::load(out).ok(), Network::load(out).error().c_str());
        // Its output scale can be fitted to the narrow net's units (--match-scale reads any width).
        const std::string matched = dir.filePath("matched.nnue").toStdString();
        QCOMPARE(
            trainerMain({"--epochs", "0", "--init", out, "--match-scale", narrowPath, "--out", matched, data},
                        [&](const std::string& l) { log.push_back(l); }),
            0);
        QVERIFY(Network::load(matched).ok());

        // A width the format does not have is refused by name.
        bytes[8] = 40;
        QCOMPARE(NetworkImage::parse(view()).error(),
                 std::string("network: hidden size is 40, not a multiple of 16 from 16 to 1024"));
    }

    void initFromNetworkGivesItBack() {
        // A net trained a little, quantised as the engine stores it, is the starting point of
        // another trainer: that trainer's quantised net must be the same file, byte for byte, and
        // its float evaluation the engine's within rounding.
        auto [train, positions] = decodedSet(600, 5);
        Options o;
        o.batchSize = 128;
        const std::vector<Sample> inOrder = train; // training shuffles its argument
        Trainer a(o);
        a.trainEpoch(train, 0);
        const Network original = a.quantise();
        Options other = o;
        other.seed = 7;
        Trainer b(other);
        QVERIFY(b.quantise().serialize() != original.serialize());
        b.initFrom(original);
        QVERIFY(b.quantise().serialize() == original.serialize());
        const double maxDiff = maxEngineDifference(b, original, inOrder, positions);
        qInfo("float from the quantised weights against the engine: %.3f cp at most", maxDiff);
        QVERIFY(maxDiff < kEngineRoundingBound);
        // Training goes on from there, and the optimiser's fresh start does not blow it up.
        const double before = b.loss(train);
        b.trainEpoch(train, 0);
        QVERIFY(b.loss(train) < before * 1.05);
    }

    // A one-output net split into output buckets (--init with --output-buckets) evaluates every
    // position as before; training then moves the buckets apart, the quantised bucketed net is
    // the engine's within rounding, and a checkpoint keeps the buckets.
    void outputBucketsSplitFromOneOutput() {
        auto [train, positions] = decodedSet(800, 14);
        std::set<int> bucketsSeen;
        for (const Sample& s : train) bucketsSeen.insert(outputBucket(s.count, kMaxOutputBuckets));
        QVERIFY2(bucketsSeen.size() >= 3, "the synthetic set should reach several piece-count bands");
        const std::vector<Sample> inOrder = train;
        Options o;
        o.batchSize = 128;
        Trainer single(o);
        single.trainEpoch(train, 0);
        const Network one = single.quantise();
        QCOMPARE(one.outputBuckets, 1);

        Options bucketed = o;
        bucketed.outputBuckets = kMaxOutputBuckets;
        bucketed.seed = 3;
        Trainer split(bucketed);
        split.initFrom(one);
        Trainer same(o);
        same.initFrom(one);
        for (const Sample& s : inOrder) QCOMPARE(split.evaluateCp(s), same.evaluateCp(s));
        const Network splitNet = split.quantise();
        QCOMPARE(splitNet.outputBuckets, kMaxOutputBuckets);
        for (const Position& pos : positions) QCOMPARE(evaluateFull(splitNet, pos), evaluateFull(one, pos));

        // Training reaches each bucket it has positions of (the others see only weight decay).
        split.trainEpoch(train, 0);
        const Network trained = split.quantise();
        auto bucketChanged = [&](int b) {
            const auto* w = trained.outputWeights.data() + b * 2 * kHidden;
            return !std::equal(w, w + 2 * kHidden, one.outputWeights.data()) ||
                   trained.outputBias[std::size_t(b)] != one.outputBias[0];
        };
        for (int b : bucketsSeen) QVERIFY2(bucketChanged(b), qPrintable(QString("bucket %1").arg(b)));
        // The engine's integer arithmetic agrees with the float net in every bucket.
        Trainer back(bucketed);
        back.initFrom(trained);
        QVERIFY(back.quantise().serialize() == trained.serialize());
        const double maxDiff = maxEngineDifference(back, trained, inOrder, positions);
        QVERIFY2(maxDiff < kEngineRoundingBound, qPrintable(QString::number(maxDiff)));

        // Checkpoints keep the buckets, and a trainer of another count refuses them.
        QTemporaryDir dir;
        const std::string checkpoint = dir.filePath("b.checkpoint").toStdString();
        QVERIFY(split.saveCheckpoint(checkpoint));
        Trainer restored(bucketed);
        QCOMPARE(restored.loadCheckpoint(checkpoint), std::string());
        for (int i = 0; i < 50; ++i)
            QCOMPARE(restored.evaluateCp(inOrder[std::size_t(i)]), split.evaluateCp(inOrder[std::size_t(i)]));
        Trainer wrongCount(o);
        QCOMPARE(wrongCount.loadCheckpoint(checkpoint),
                 checkpoint + ": 8 output buckets, expected 1 (--output-buckets)");

        // The command line: --output-buckets splits an --init net and says so; a bucketed net
        // keeps its count without the option and refuses another.
        SplitRun cli(dir, one, "--output-buckets", "8", "eight.nnue", 15);
        QCOMPARE(cli.status, 0);
        QVERIFY(cli.logged("eschess-nnue-trainer: split " + cli.init +
                           "'s output into 8 buckets by piece count, each a copy of it"));
        const auto eight = Network::load(cli.out);
        QVERIFY2(eight.ok(), eight.error().c_str());
        QCOMPARE((*eight)->outputBuckets, 8);
        QCOMPARE(cli.run({"--out", dir.filePath("again.nnue").toStdString(), "--init", cli.out, "--epochs",
                          "1", cli.data}),
                 0);
        QCOMPARE((*Network::load(dir.filePath("again.nnue").toStdString()))->outputBuckets, 8);
        QCOMPARE(cli.run({"--out", "x.nnue", "--init", cli.out, "--output-buckets", "4", cli.data}), 1);
        QCOMPARE(cli.log.back(), "eschess-nnue-trainer: --init: " + cli.out +
                                     " has 8 output buckets; only a net with one output can be given 4");
        QCOMPARE(cli.run({"--out", "x.nnue", "--output-buckets", "9", cli.data}), 2);
        QVERIFY(QString::fromStdString(cli.log.back())
                    .startsWith("eschess-nnue-trainer: --output-buckets must be a number from 1"));
        QCOMPARE(cli.run({"--out", "x.nnue", "--output-buckets", "2.5", cli.data}), 2);
        QCOMPARE(cli.log.back(),
                 std::string("eschess-nnue-trainer: --output-buckets must be a whole number, got '2.5'"));
    }

    // A net without king buckets split into the "wings" layout (--init with --king-buckets)
    // evaluates every position as before, in float and in the engine; training then reaches each
    // king bucket it has positions for, the quantised net is the engine's within rounding, and a
    // checkpoint keeps the layout.
    void kingBucketsSplitFromOneFeatureSet() {
        auto [train, positions] = decodedSet(800, 16);
        const std::optional<KingBucketLayout> wings = kingBucketLayout("wings");
        QVERIFY(wings && wings->buckets == 4);
        QCOMPARE(int(wings->bucketOf[std::size_t(SqG1)]), 2); // castled short
        QCOMPARE(int(wings->bucketOf[std::size_t(SqC1)]), 0); // castled long
        QCOMPARE(int(wings->bucketOf[std::size_t(SqE2)]), 1);
        QCOMPARE(int(wings->bucketOf[std::size_t(SqE3)]), 3);
        QVERIFY(!kingBucketLayout("wing"));
        std::set<int> bucketsSeen;
        for (const Sample& s : train)
            for (int side = 0; side < 2; ++side) bucketsSeen.insert(wings->bucketOf[s.king[side]]);
        QVERIFY2(bucketsSeen.size() >= 3, "the synthetic set should reach several king buckets");
        const std::vector<Sample> inOrder = train;
        Options o;
        o.batchSize = 128;
        o.outputBuckets = 2;
        Trainer plain(o);
        plain.trainEpoch(train, 0);
        const Network one = plain.quantise();
        QCOMPARE(one.kingBuckets, 1);

        Options kinged = o;
        kinged.kingBuckets = *wings;
        kinged.seed = 3;
        Trainer split(kinged);
        Network splitNet;
        expectSplitEvaluatesAlike(split, o, one, inOrder, positions, splitNet);
        if (QTest::currentTestFailed()) return;
        QCOMPARE(splitNet.kingBuckets, 4);
        QVERIFY(splitNet.kingBucketOf == wings->bucketOf);

        // Training reaches each king bucket it has positions for.
        split.trainEpoch(train, 0);
        const Network trained = split.quantise();
        const std::size_t rows = std::size_t(kInputs) * kHidden;
        for (int b : bucketsSeen)
            QVERIFY2(!std::equal(trained.featureWeights.begin() + std::ptrdiff_t(b * rows),
                                 trained.featureWeights.begin() + std::ptrdiff_t((b + 1) * rows),
                                 one.featureWeights.begin()),
                     qPrintable(QString("king bucket %1").arg(b)));
        Trainer back(kinged);
        back.initFrom(trained);
        QVERIFY(back.quantise().serialize() == trained.serialize());
        const double maxDiff = maxEngineDifference(back, trained, inOrder, positions);
        QVERIFY2(maxDiff < kEngineRoundingBound, qPrintable(QString::number(maxDiff)));

        // Checkpoints keep the layout, and a trainer without it refuses them.
        QTemporaryDir dir;
        const std::string checkpoint = dir.filePath("k.checkpoint").toStdString();
        QVERIFY(split.saveCheckpoint(checkpoint));
        Trainer restored(kinged);
        QCOMPARE(restored.loadCheckpoint(checkpoint), std::string());
        for (int i = 0; i < 50; ++i)
            QCOMPARE(restored.evaluateCp(inOrder[std::size_t(i)]), split.evaluateCp(inOrder[std::size_t(i)]));
        Trainer withoutKings(o);
        QCOMPARE(withoutKings.loadCheckpoint(checkpoint),
                 checkpoint + ": another king bucket layout (4 buckets) than --king-buckets");

        // The command line: --king-buckets splits an --init net and says so; a net with king
        // buckets keeps them without the option and refuses another layout.
        SplitRun cli(dir, one, "--king-buckets", "wings", "wings.nnue", 17);
        QCOMPARE(cli.status, 0);
        QVERIFY(cli.logged("eschess-nnue-trainer: split " + cli.init +
                           "'s feature weights into 4 king buckets, each a copy of the set it lies in"));
        const auto loaded = Network::load(cli.out);
        QVERIFY2(loaded.ok(), loaded.error().c_str());
        QCOMPARE((*loaded)->kingBuckets, 4);
        QCOMPARE((*loaded)->outputBuckets, 2);
        QCOMPARE(cli.run({"--out", dir.filePath("again.nnue").toStdString(), "--init", cli.out, "--epochs",
                          "1", cli.data}),
                 0);
        QCOMPARE((*Network::load(dir.filePath("again.nnue").toStdString()))->kingBuckets, 4);
        QCOMPARE(cli.run({"--out", "x.nnue", "--init", cli.out, "--king-buckets", "none", cli.data}), 1);
        QCOMPARE(
            cli.log.back(),
            "eschess-nnue-trainer: --init: " + cli.out +
                " has its own 4 king buckets, and the layout given splits some of them across others; give "
                "a layout whose every bucket lies inside one of the net's");
        QCOMPARE(cli.run({"--out", "x.nnue", "--king-buckets", "8", cli.data}), 2);
        QCOMPARE(cli.log.back(),
                 std::string("eschess-nnue-trainer: --king-buckets must be none, wings or ranks, got '8'"));
    }

    // "ranks" refines "wings": each of its ten sets lies inside one of wings' four, so a wings net
    // split into it evaluates every position as before (in float and in the engine), and the
    // command line does that split; the other way round cuts across sets and is refused.
    void kingBucketsRefineWingsIntoRanks() {
        const std::optional<KingBucketLayout> wings = kingBucketLayout("wings"),
                                              ranks = kingBucketLayout("ranks");
        QVERIFY(wings && ranks);
        QCOMPARE(ranks->buckets, 10);
        QCOMPARE(int(ranks->bucketOf[std::size_t(SqG1)]), 4); // castled short
        QCOMPARE(int(ranks->bucketOf[std::size_t(SqH1)]), 4);
        QCOMPARE(int(ranks->bucketOf[std::size_t(SqF1)]), 3);
        QCOMPARE(int(ranks->bucketOf[std::size_t(SqE1)]), 2); // at home
        QCOMPARE(int(ranks->bucketOf[std::size_t(SqC1)]), 1); // castled long
        QCOMPARE(int(ranks->bucketOf[std::size_t(SqB1)]), 0);
        QCOMPARE(int(ranks->bucketOf[std::size_t(SqG2)]), 7);
        QCOMPARE(int(ranks->bucketOf[std::size_t(SqD3)]), 8);
        QCOMPARE(int(ranks->bucketOf[std::size_t(SqE8)]), 9);
        const std::optional<std::vector<int>> source = refinedFrom(*ranks, wings->buckets, wings->bucketOf);
        QVERIFY(source);
        QCOMPARE(*source, (std::vector<int>{0, 0, 1, 2, 2, 0, 1, 2, 3, 3}));
        QVERIFY(!refinedFrom(*wings, ranks->buckets, ranks->bucketOf));
        const KingBucketLayout none;
        QVERIFY(!refinedFrom(none, wings->buckets, wings->bucketOf));
        QCOMPARE(*refinedFrom(*ranks, 1, {}), std::vector<int>(10, 0));

        auto [train, positions] = decodedSet(800, 18);
        Options o;
        o.batchSize = 128;
        o.kingBuckets = *wings;
        Trainer coarse(o);
        coarse.trainEpoch(train, 0);
        const Network wingsNet = coarse.quantise();
        Options fine = o;
        fine.kingBuckets = *ranks;
        Trainer split(fine);
        Network ranksNet;
        expectSplitEvaluatesAlike(split, o, wingsNet, train, positions, ranksNet);
        if (QTest::currentTestFailed()) return;
        QCOMPARE(ranksNet.kingBuckets, 10);

        QTemporaryDir dir;
        SplitRun cli(dir, wingsNet, "--king-buckets", "ranks", "ranks.nnue", 19);
        QCOMPARE(cli.status, 0);
        QVERIFY(cli.logged("eschess-nnue-trainer: split " + cli.init +
                           "'s feature weights into 10 king buckets, each a copy of the set it lies in"));
        const auto loaded = Network::load(cli.out);
        QVERIFY2(loaded.ok(), loaded.error().c_str());
        QCOMPARE((*loaded)->kingBuckets, 10);
        QVERIFY((*loaded)->kingBucketOf == ranks->bucketOf);
        QCOMPARE(cli.run({"--out", "x.nnue", "--init", cli.out, "--king-buckets", "wings", cli.data}), 1);
    }

    // --epochs 0 rewrites an --init net with another output scale: the same weights, scores times
    // the ratio; a later fine-tuning keeps that scale unless told otherwise.
    void rescaleRewritesOutputScale() {
        QTemporaryDir dir;
        auto [train, positions] = decodedSet(400, 9);
        Options o;
        o.batchSize = 64;
        Trainer trainer(o);
        trainer.trainEpoch(train, 0);
        const Network original = trainer.quantise();
        QCOMPARE(original.outputScale, std::uint32_t(kScale));
        const std::string in = dir.filePath("in.nnue").toStdString(), out = dir.filePath("out.nnue").toStdString();
        writeFile(in, original.serialize());
        std::vector<std::string> log;
        auto logTo = [&](const std::string& l) { log.push_back(l); };
        QCOMPARE(trainerMain({"--out", out, "--init", in, "--epochs", "0", "--scale", "320"}, logTo), 0);
        QCOMPARE(log.back(), "eschess-nnue-trainer: wrote " + in + " with output scale 320 (was 400) to " + out);
        const auto rescaled = Network::load(out);
        QVERIFY2(rescaled.ok(), rescaled.error().c_str());
        QCOMPARE((*rescaled)->outputScale, 320u);
        QVERIFY((*rescaled)->featureWeights == original.featureWeights);
        QVERIFY((*rescaled)->outputWeights == original.outputWeights);
        QVERIFY((*rescaled)->outputBias == original.outputBias);
        int compared = 0;
        for (const Position& pos : positions) {
            const int before = evaluateFull(original, pos), after = evaluateFull(**rescaled, pos);
            // The same integer sum times 320 instead of 400, each truncated toward zero.
            QVERIFY2(std::abs(after - before * 0.8) < 1.0 + 1e-9, qPrintable(QString("%1 -> %2").arg(before).arg(after)));
            compared += before != 0;
        }
        QVERIFY(compared > 300);
        // Without --scale the starting net's scale is kept (a trainer at 320 would write 320).
        const std::string again = dir.filePath("again.nnue").toStdString();
        QCOMPARE(trainerMain({"--out", again, "--init", out, "--epochs", "0"}, logTo), 0);
        QCOMPARE((*Network::load(again))->outputScale, 320u);
        // A trainer at another scale writes it, and its float centipawns use it.
        Options at300 = o;
        at300.scoreScale = 300;
        Trainer other(at300), same(o);
        other.initFrom(original);
        same.initFrom(original);
        QCOMPARE(other.quantise().outputScale, 300u);
        for (int i = 0; i < 20; ++i)
            QVERIFY(std::abs(other.evaluateCp(train[i]) - same.evaluateCp(train[i]) * 0.75f) < 1e-3f);
        QCOMPARE(trainerMain({"--out", again, "--epochs", "0"}, logTo), 2);
        QCOMPARE(log.back(), std::string("eschess-nnue-trainer: --epochs 0 trains nothing: it rewrites an "
                                         "--init network (--scale, --match-scale) or scores one (--check)"));
    }

    // --match-scale fits the output scale that puts an --init net's scores in a reference net's
    // units: a net that is the reference with every score times 250/400 gets 400 back, and each
    // band of the fit's table shows the same ratio.
    void matchScaleRestoresReferenceUnits() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        auto [train, positions] = decodedSet(600, 12);
        Options o;
        o.batchSize = 64;
        Trainer trainer(o);
        trainer.trainEpoch(train, 0);
        const std::string reference = dir.filePath("reference.nnue").toStdString(),
                          shrunk = dir.filePath("shrunk.nnue").toStdString(), data = dir.filePath("data.data").toStdString(),
                          matched = dir.filePath("matched.nnue").toStdString();
        writeFile(reference, trainer.quantise().serialize());
        writeSyntheticData(data, 600, 13);
        std::vector<std::string> log;
        auto logTo = [&](const std::string& l) { log.push_back(l); };
        QCOMPARE(trainerMain({"--out", shrunk, "--init", reference, "--epochs", "0", "--scale", "250"}, logTo), 0);
        log.clear();
        QCOMPARE(trainerMain({"--out", matched, "--init", shrunk, "--epochs", "0", "--match-scale", reference, "--threads", "2",
                              data},
                             logTo),
                 0);
        for (const std::string& line : log) qInfo("%s", line.c_str());
        QCOMPARE(log.back(), "eschess-nnue-trainer: wrote " + shrunk + " with output scale 400 (was 250) to " + matched);
        QCOMPARE((*Network::load(matched))->outputScale, 400u);
        int bands = 0;
        for (const std::string& line : log) {
            if (line.rfind("  ", 0) != 0) continue;
            ++bands;
            QVERIFY2(line.substr(line.size() - 6) == " 0.625", line.c_str());
        }
        QVERIFY(bands >= 2);

        QCOMPARE(trainerMain({"--out", matched, "--init", shrunk, "--epochs", "0", "--match-scale", reference, "--scale", "300",
                              data},
                             logTo),
                 2);
        QCOMPARE(log.back(), std::string("eschess-nnue-trainer: --match-scale chooses the output scale of an --init network "
                                         "without training it: give --epochs 0 and no --scale"));
        QCOMPARE(trainerMain({"--out", matched, "--init", shrunk, "--epochs", "0", "--match-scale", "/nonexistent.nnue", data},
                             logTo),
                 1);
        QCOMPARE(log.back(), std::string("eschess-nnue-trainer: --match-scale: network: cannot read /nonexistent.nnue"));
    }

    // --best holds the net of the epoch with the lowest validation loss (the starting net
    // included), --out the last epoch's. At a constant learning rate (--final-lr 1) a run of k
    // epochs ends with the weights a longer run has after its k-th, so a shorter run gives the
    // best epoch's net to compare with.
    void bestKeepsLowestValidationLoss() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const std::string data = dir.filePath("synthetic.data").toStdString();
        writeSyntheticData(data, 1200, 11);
        const auto readBytes = [](const std::string& path) {
            std::ifstream in(path, std::ios::binary);
            return std::string(std::istreambuf_iterator<char>(in), {});
        };
        const auto lossOn = [](const std::string& line) {
            const auto at = line.find("validation loss ");
            return at == std::string::npos ? -1.0 : std::stod(line.substr(at + 16));
        };
        const std::vector<std::string> common = {"--threads", "1", "--seed", "3", "--batch", "128", "--final-lr", "1",
                                                 "--validation", "0.2", data};
        const auto run = [&](std::vector<std::string> args, std::vector<std::string>& log) {
            args.insert(args.end(), common.begin(), common.end());
            return trainerMain(args, [&](const std::string& l) { log.push_back(l); });
        };
        const int epochs = 5;
        const std::string last = dir.filePath("last.nnue").toStdString(), best = dir.filePath("best.nnue").toStdString();
        std::vector<std::string> log;
        // A learning rate high enough that the held-out loss does not fall every epoch.
        QCOMPARE(run({"--out", last, "--best", best, "--epochs", std::to_string(epochs), "--lr", "0.05"}, log), 0);
        std::vector<double> losses;
        int bestEpoch = 0, marked = 0;
        for (const std::string& line : log) {
            if (line.rfind("epoch ", 0) != 0) continue;
            losses.push_back(lossOn(line));
            if (line.find("the best so far") != std::string::npos) {
                ++marked;
                bestEpoch = int(losses.size());
            }
        }
        QCOMPARE(int(losses.size()), epochs);
        QString seen;
        for (double l : losses) seen += QString::number(l, 'f', 6) + ' ';
        qInfo("validation loss by epoch: %s", qPrintable(seen));
        const int lowest = int(std::min_element(losses.begin(), losses.end()) - losses.begin()) + 1;
        QCOMPARE(bestEpoch, lowest);
        QVERIFY2(marked < epochs, "the loss fell every epoch: the test shows nothing");
        for (int k : std::set<int>{lowest, epochs}) {
            std::vector<std::string> shortLog;
            const std::string path = dir.filePath(QString("epoch%1.nnue").arg(k)).toStdString();
            QCOMPARE(run({"--out", path, "--epochs", std::to_string(k), "--lr", "0.05"}, shortLog), 0);
            QCOMPARE(lossOn(shortLog.back()), losses[std::size_t(k - 1)]);
            if (k == lowest) QVERIFY(readBytes(path) == readBytes(best));
            if (k == epochs) QVERIFY(readBytes(path) == readBytes(last));
        }
        QVERIFY(readBytes(best) != readBytes(last) || lowest == epochs);

        // Fine-tuning at a learning rate that wrecks the net: no epoch beats the start, so --best
        // holds the starting net, byte for byte.
        const std::string wrecked = dir.filePath("wrecked.nnue").toStdString(), kept = dir.filePath("kept.nnue").toStdString();
        log.clear();
        QCOMPARE(run({"--out", wrecked, "--best", kept, "--init", best, "--epochs", "2", "--lr", "1"}, log), 0);
        QVERIFY(lossOn(log[log.size() - 1]) > lossOn(log[log.size() - 3]));
        QVERIFY(lossOn(log[log.size() - 2]) > lossOn(log[log.size() - 3]));
        QVERIFY(readBytes(kept) == readBytes(best));

        QCOMPARE(trainerMain({"--out", wrecked, "--best", kept, "--validation", "0", data},
                             [&](const std::string& l) { log.push_back(l); }),
                 2);
        QCOMPARE(log.back(), std::string("eschess-nnue-trainer: --best keeps the net with the lowest validation loss, so it "
                                         "needs training and held-out games (--epochs and --validation above 0)"));
    }

    // --check scores a second file, whole, at the start and after every epoch, and with
    // --epochs 0 --init NET and no --out it scores that net alone: the loss a trainer holding
    // the net computes on the file's positions.
    void checkSetScoredEachEpochAndAlone() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const std::string data = dir.filePath("train.data").toStdString(),
                          check = dir.filePath("check.data").toStdString();
        writeSyntheticData(data, 2400, 21);
        writeSyntheticData(check, 300, 22);
        Options o;
        o.batchSize = 64;
        Trainer start(o);
        const std::string init = dir.filePath("init.nnue").toStdString(),
                          out = dir.filePath("out.nnue").toStdString();
        writeFile(init, start.quantise().serialize());
        std::vector<std::string> log;
        auto logTo = [&](const std::string& l) { log.push_back(l); };
        const auto checkLossOn = [](const std::string& line) {
            const auto at = line.find(" check loss ");
            return at == std::string::npos ? -1.0 : std::stod(line.substr(at + 12));
        };
        QCOMPARE(trainerMain({"--out", out, "--init", init, "--check", check, "--epochs", "3", "--batch",
                              "64", "--lr", "0.005", "--threads", "1", data},
                             logTo),
                 0);
        std::vector<double> losses;
        for (const std::string& line : log)
            if (line.rfind("start ", 0) == 0 || line.rfind("epoch ", 0) == 0)
                losses.push_back(checkLossOn(line));
        QCOMPARE(int(losses.size()), 4);
        qInfo("check loss: start %.6f, by epoch %.6f %.6f %.6f", losses[0], losses[1], losses[2], losses[3]);
        for (double l : losses) QVERIFY(l > 0 && l < 1);
        QVERIFY2(losses[3] < 0.9 * losses[0],
                 "three epochs of training did not lower the loss on positions of the same kind");

        // Alone: the same number a trainer holding the written net computes from the file.
        std::vector<Sample> checkSamples;
        for (const auto& [pos, record] : syntheticSet(300, 22)) {
            Sample sample;
            QVERIFY(decodeSample(record, sample));
            checkSamples.push_back(sample);
        }
        for (const std::string& net : {init, out}) {
            log.clear();
            QCOMPARE(trainerMain({"--epochs", "0", "--init", net, "--check", check}, logTo), 0);
            Trainer holder(o);
            holder.initFrom(**Network::load(net));
            char expected[32];
            std::snprintf(expected, sizeof expected, "%.6f", holder.loss(checkSamples));
            QCOMPARE(log.back().substr(0, net.size() + 13), net + ": check loss ");
            QCOMPARE(log.back().substr(net.size() + 13, std::strlen(expected)), std::string(expected));
        }

        log.clear();
        QCOMPARE(trainerMain({"--epochs", "0", "--init", init, "--check", "/nonexistent.data"}, logTo), 1);
        QVERIFY2(log.back().rfind("eschess-nnue-trainer: --check: ", 0) == 0, log.back().c_str());
    }

    void commandLineErrors() {
        std::vector<std::string> log;
        auto logTo = [&](const std::string& l) { log.push_back(l); };
        QCOMPARE(trainerMain({"--out", "x.nnue", "--lambda", "2", "d.data"}, logTo), 2);
        QCOMPARE(log.back(), std::string("eschess-nnue-trainer: --lambda must be a number from 0.000000 to 1.000000, got '2'"));
        QCOMPARE(trainerMain({"--out", "x.nnue", "/nonexistent.data"}, logTo), 1);
        QCOMPARE(log.back(), std::string("eschess-nnue-trainer: cannot read /nonexistent.data"));
        QCOMPARE(trainerMain({"--out", "x.nnue", "--init", "/nonexistent.nnue", "d.data"}, logTo), 1);
        QCOMPARE(log.back(), std::string("eschess-nnue-trainer: --init: network: cannot read /nonexistent.nnue"));
        QCOMPARE(trainerMain({"--out", "x.nnue", "--init", "a.nnue", "--resume", "a.checkpoint", "d.data"}, logTo), 2);
        QCOMPARE(log.back(), std::string("eschess-nnue-trainer: --resume and --init both set the starting weights; give one"));
        QCOMPARE(trainerMain({"d.data"}, logTo), 2);
        QVERIFY(QString::fromStdString(log.back()).startsWith("usage: eschess-nnue-trainer --out NET.nnue"));
        QCOMPARE(
            trainerMain({"--epochs", "0", "--init", "a.nnue", "--check", "c.data", "--out", "x.nnue"}, logTo),
            2);
        QCOMPARE(
            log.back(),
            std::string("eschess-nnue-trainer: --check with --epochs 0 scores the --init net alone: give "
                        "no --out, --scale or --match-scale"));
        QCOMPARE(trainerMain({"--epochs", "0", "--check", "c.data"}, logTo), 2);
        QCOMPARE(log.back(), std::string("eschess-nnue-trainer: --epochs 0 trains nothing: it rewrites an "
                                         "--init network (--scale, --match-scale) or scores one (--check)"));

        // A wider net than this build's cannot be a starting point (it would have to be
        // narrowed), and a narrower one is widened for training, not rescaled.
        QTemporaryDir dir;
        auto writeNet = [&](int hidden) {
            NetworkImage image;
            image.hidden = std::uint32_t(hidden);
            image.featureWeights.assign(std::size_t(kInputs) * std::size_t(hidden), 1);
            image.featureBias.assign(std::size_t(hidden), 0);
            image.outputWeights.assign(2 * std::size_t(hidden), 1);
            const std::string path = dir.filePath(QString("h%1.nnue").arg(hidden)).toStdString();
            writeFile(path, image.serialize());
            return path;
        };
        const std::string wide = writeNet(2 * kHidden), narrow = writeNet(kHidden / 2);
        QCOMPARE(trainerMain({"--out", "x.nnue", "--init", wide, "d.data"}, logTo), 1);
        QCOMPARE(log.back(),
                 "eschess-nnue-trainer: --init: " + wide + " has " + std::to_string(2 * kHidden) +
                     " hidden neurons and this build " + std::to_string(kHidden) +
                     "; a net can be widened, not narrowed (cmake -DESCHESS_NNUE_HIDDEN=…, docs/nnue.md)");
        QCOMPARE(trainerMain({"--out", "x.nnue", "--epochs", "0", "--init", narrow, "--scale", "300"}, logTo),
                 1);
        QCOMPARE(log.back(), "eschess-nnue-trainer: --init: " + narrow + " has " +
                                 std::to_string(kHidden / 2) + " hidden neurons and this build " +
                                 std::to_string(kHidden) + "; a net is rescaled by a build of its own width");
    }
};

QTEST_APPLESS_MAIN(TestNnueTrainer)
#include "tst_nnue_trainer.moc"
