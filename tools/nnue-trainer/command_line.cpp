// eschess-nnue-trainer's command line (trainerMain, docs/nnue.md): reads the options, checks
// them against each other, then runs one of three modes — train a net, rewrite a net's output
// scale, or score a net on a check set.
#include "trainer.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <limits>
#include <optional>

namespace eschess::nnue::training {

namespace {

using Log = std::function<void(const std::string&)>;

constexpr int kRunFailed = 1;  // a file could not be read or written
constexpr int kBadCommand = 2; // the command line itself is wrong

// Everything the command line says, as given.
struct CommandLine {
    Options options;
    std::string out, best, resume, init, matchScale, check;
    float matchWindow = 1000;
    std::vector<std::string> files;
    // Given on the command line rather than left to the defaults or to the --init net.
    bool scaleGiven = false, bucketsGiven = false, kingBucketsGiven = false;
};

// --epochs 0 trains nothing: it rewrites the --init net with the output scale of --scale or
// --match-scale (Rescale), or, with --check and nothing to write, only scores it (Score).
enum class Mode { Train, Rescale, Score };

// The network's file (header, weights, checksum) at path; false when it cannot be written.
bool writeNetworkFile(const NetworkImage& net, const std::string& path) {
    const std::vector<std::uint8_t> bytes = net.serialize();
    std::ofstream file(path, std::ios::binary);
    file.write(reinterpret_cast<const char*>(bytes.data()), std::streamsize(bytes.size()));
    file.close();
    return bool(file);
}

// --match-scale: the output scale that puts net's scores in the units of the network at
// referencePath, fitted on the positions of the data files (both nets evaluate each of them),
// with the table of mean |score| by band in the log; 0 when it cannot be fitted (said in the log).
std::uint32_t fittedScale(const NetworkImage& net, const std::string& referencePath,
                          const std::vector<std::string>& files, float window, int threads, const Log& log) {
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
        log("eschess-nnue-trainer: --match-scale: no position of the data lies within ±" +
            std::to_string(int(window)) + " cp of the reference's scores");
        return 0;
    }
    if (!(fit.factor > 0)) {
        log("eschess-nnue-trainer: --match-scale: the two nets' scores do not go the same way (fitted "
            "factor " +
            std::to_string(fit.factor) + "); is the reference a net of this engine?");
        return 0;
    }
    log("eschess-nnue-trainer: mean |score| by band of the reference's score (cp): band, positions, "
        "reference, "
        "candidate, ratio");
    for (const ScaleComparison::Band& b : fit.bands) {
        char line[160];
        std::snprintf(line, sizeof line, "  %5.0f-%-5.0f %9zu %7.0f %7.0f %6.3f", b.from, b.to, b.positions,
                      b.meanAbsReference, b.meanAbsCandidate,
                      b.meanAbsCandidate / std::max(1e-9, b.meanAbsReference));
        log(line);
    }
    char line[200];
    std::snprintf(line, sizeof line, "fit over %zu positions within ±%.0f cp: reference = %.4f × candidate",
                  fit.positions, double(window), fit.factor);
    log(line);
    return std::uint32_t(std::clamp(std::lround(double(net.outputScale) * fit.factor), 1L, long(kMaxScale)));
}

// Reads args into cl; false, said in the log, for an unknown option, a missing value or a value
// out of its range. Arguments that are not options are data files.
bool parseArguments(const std::vector<std::string>& args, CommandLine& cl, const Log& log) {
    Options& o = cl.options;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        if (a.rfind("--", 0) != 0) {
            cl.files.push_back(a);
            continue;
        }
        if (i + 1 >= args.size()) {
            log("eschess-nnue-trainer: " + a + " needs a value");
            return false;
        }
        const std::string v = args[++i];
        char* end = nullptr;
        const double x = std::strtod(v.c_str(), &end);
        const bool number = end && *end == 0 && !v.empty();
        auto need = [&](double lo, double hi) {
            if (number && x >= lo && x <= hi) return true;
            log("eschess-nnue-trainer: " + a + " must be a number from " + std::to_string(lo) + " to " +
                std::to_string(hi) + ", got '" + v.substr(0, 20) + "'");
            return false;
        };
        if (a == "--out")
            cl.out = v;
        else if (a == "--best")
            cl.best = v;
        else if (a == "--resume")
            cl.resume = v;
        else if (a == "--init")
            cl.init = v;
        else if (a == "--match-scale")
            cl.matchScale = v;
        else if (a == "--check")
            cl.check = v;
        else if (a == "--match-window") {
            if (!need(1, 100000)) return false;
            cl.matchWindow = float(x);
        } else if (a == "--epochs") {
            if (!need(0, 100000)) return false;
            o.epochs = int(x);
        } else if (a == "--batch") {
            if (!need(1, 1 << 20)) return false;
            o.batchSize = int(x);
        } else if (a == "--lr") {
            if (!need(1e-7, 1)) return false;
            o.lr = float(x);
        } else if (a == "--final-lr") {
            if (!need(0, 1)) return false;
            o.finalLrFraction = float(x);
        } else if (a == "--wd") {
            if (!need(0, 1)) return false;
            o.weightDecay = float(x);
        } else if (a == "--lambda") {
            if (!need(0, 1)) return false;
            o.lambda = float(x);
        } else if (a == "--scale") {
            if (!need(1, kMaxScale)) return false;
            o.scoreScale = float(std::lround(x)); // a whole number: the file stores it as one
            cl.scaleGiven = true;
        } else if (a == "--validation") {
            if (!need(0, 0.9)) return false;
            o.validationFraction = float(x);
        } else if (a == "--threads") {
            if (!need(1, 64)) return false;
            o.threads = int(x);
        } else if (a == "--seed") {
            if (!need(0, 1e15)) return false;
            o.seed = std::uint64_t(x);
        } else if (a == "--mirror") {
            if (!need(0, 1)) return false;
            o.mirror = x != 0;
        } else if (a == "--output-buckets") {
            if (!need(1, kMaxOutputBuckets)) return false;
            if (x != std::floor(x)) {
                log("eschess-nnue-trainer: --output-buckets must be a whole number, got '" + v.substr(0, 20) +
                    "'");
                return false;
            }
            o.outputBuckets = int(x);
            cl.bucketsGiven = true;
        } else if (a == "--king-buckets") {
            const std::optional<KingBucketLayout> layout = kingBucketLayout(v);
            if (!layout) {
                log("eschess-nnue-trainer: --king-buckets must be none, wings or ranks, got '" +
                    v.substr(0, 20) + "'");
                return false;
            }
            o.kingBuckets = *layout;
            cl.kingBucketsGiven = true;
        } else {
            log("eschess-nnue-trainer: unknown option '" + a.substr(0, 40) + "'");
            return false;
        }
    }
    return true;
}

// The mode the options ask for, or nullopt, said in the log, when they contradict each other or
// leave out what the mode needs.
std::optional<Mode> chooseMode(const CommandLine& cl, const Log& log) {
    const bool trainsNothing = cl.options.epochs == 0;
    const bool scoreOnly =
        trainsNothing && !cl.check.empty() && cl.out.empty() && cl.matchScale.empty() && !cl.scaleGiven;
    if (trainsNothing && !cl.check.empty() && !scoreOnly) {
        log("eschess-nnue-trainer: --check with --epochs 0 scores the --init net alone: give no --out, "
            "--scale or --match-scale");
        return std::nullopt;
    }
    if (trainsNothing && cl.init.empty()) {
        log("eschess-nnue-trainer: --epochs 0 trains nothing: it rewrites an --init network (--scale, "
            "--match-scale) or scores one (--check)");
        return std::nullopt;
    }
    if (!cl.matchScale.empty() && (!trainsNothing || cl.scaleGiven)) {
        log("eschess-nnue-trainer: --match-scale chooses the output scale of an --init network without "
            "training it: "
            "give --epochs 0 and no --scale");
        return std::nullopt;
    }
    if ((cl.out.empty() && !scoreOnly) || (cl.files.empty() && (!trainsNothing || !cl.matchScale.empty()))) {
        log("usage: eschess-nnue-trainer --out NET.nnue [--epochs N --batch N --lr X --final-lr F --wd X "
            "--lambda L "
            "--scale S --validation F --threads N --seed S --mirror 0|1 --output-buckets B "
            "--king-buckets none|wings|ranks --best NET.nnue --check DATA "
            "--resume CHECKPOINT | --init NET.nnue] DATA…\n"
            "       eschess-nnue-trainer --epochs 0 --init NET.nnue (--scale S | --match-scale REF.nnue "
            "[--match-window CP] DATA…) --out NEW.nnue\n"
            "       eschess-nnue-trainer --epochs 0 --init NET.nnue --check DATA");
        return std::nullopt;
    }
    if (!cl.best.empty() && (trainsNothing || cl.options.validationFraction <= 0)) {
        log("eschess-nnue-trainer: --best keeps the net with the lowest validation loss, so it needs "
            "training and "
            "held-out games (--epochs and --validation above 0)");
        return std::nullopt;
    }
    if (!cl.resume.empty() && !cl.init.empty()) {
        log("eschess-nnue-trainer: --resume and --init both set the starting weights; give one");
        return std::nullopt;
    }
    return scoreOnly ? Mode::Score : trainsNothing ? Mode::Rescale : Mode::Train;
}

// Reads the --init net into image and takes its output scale, output buckets and king buckets
// into cl's options where the command line left them open. False, said in the log, for a bad
// file or a net this build cannot start from: a narrower one is widened (Trainer::initFrom), a
// rescale needs this build's width.
bool readInitialNet(CommandLine& cl, Mode mode, NetworkImage& image, const Log& log) {
    auto loaded = NetworkImage::load(cl.init);
    if (!loaded.ok()) {
        log("eschess-nnue-trainer: --init: " + loaded.error());
        return false;
    }
    const bool rescale = mode != Mode::Train;
    if (loaded->hidden > std::uint32_t(kHidden) || (rescale && loaded->hidden != std::uint32_t(kHidden))) {
        log("eschess-nnue-trainer: --init: " + cl.init + " has " + std::to_string(loaded->hidden) +
            " hidden neurons and this build " + std::to_string(kHidden) +
            (rescale ? "; a net is rescaled by a build of its own width"
                     : "; a net can be widened, not narrowed (cmake -DESCHESS_NNUE_HIDDEN=…, docs/nnue.md)"));
        return false;
    }
    Options& o = cl.options;
    // Fine-tuning goes on in the starting net's units unless told otherwise: its scores are
    // what the next data will hold, so training at another scale would shrink or stretch
    // every evaluation by the ratio, round after round.
    if (!cl.scaleGiven) o.scoreScale = float(loaded->outputScale);
    // A one-output net may be split into buckets (each starts as its copy); a bucketed one
    // keeps its count.
    if (!cl.bucketsGiven)
        o.outputBuckets = int(loaded->outputBuckets);
    else if (loaded->outputBuckets != 1 && int(loaded->outputBuckets) != o.outputBuckets) {
        log("eschess-nnue-trainer: --init: " + cl.init + " has " + std::to_string(loaded->outputBuckets) +
            " output buckets; only a net with one output can be given " + std::to_string(o.outputBuckets));
        return false;
    }
    // King buckets alike: a net keeps its map, or is split into a layout that refines it
    // (a net without them into any; a "wings" net into "ranks").
    if (!cl.kingBucketsGiven) {
        o.kingBuckets.buckets = int(loaded->kingBuckets);
        o.kingBuckets.bucketOf = loaded->kingBucketOf;
    } else if (!refinedFrom(o.kingBuckets, int(loaded->kingBuckets), loaded->kingBucketOf)) {
        log("eschess-nnue-trainer: --init: " + cl.init + " has its own " +
            std::to_string(loaded->kingBuckets) +
            " king buckets, and the layout given splits some of them across others; give a layout "
            "whose every bucket lies inside one of the net's");
        return false;
    }
    image = std::move(*loaded);
    return true;
}

// " check loss X" for a log line, or nothing without a check set.
std::string checkLossText(const Trainer& trainer, const LoadedData& checkData) {
    if (checkData.samples.empty()) return {};
    char text[64];
    std::snprintf(text, sizeof text, " check loss %.6f", trainer.loss(checkData.samples));
    return text;
}

// Mode::Score: the --init net's loss on the check set, in its own units.
int scoreNet(const CommandLine& cl, const NetworkImage& net, const LoadedData& checkData, const Log& log) {
    Trainer trainer(cl.options);
    trainer.initFrom(net);
    char units[64];
    std::snprintf(units, sizeof units, " (scale %.0f, lambda %.2f)", double(cl.options.scoreScale),
                  double(cl.options.lambda));
    log(cl.init + ":" + checkLossText(trainer, checkData) + " over " +
        std::to_string(checkData.samples.size()) + " positions of " + cl.check + units);
    return 0;
}

// Mode::Rescale: the --init net written to --out with another output scale, given or fitted.
int rescaleNet(const CommandLine& cl, const NetworkImage& initial, const Log& log) {
    NetworkImage net = initial;
    net.outputScale = std::uint32_t(cl.options.scoreScale);
    if (!cl.matchScale.empty()) {
        net.outputScale =
            fittedScale(initial, cl.matchScale, cl.files, cl.matchWindow, cl.options.threads, log);
        if (net.outputScale == 0) return kRunFailed;
    }
    if (!writeNetworkFile(net, cl.out)) {
        log("eschess-nnue-trainer: cannot write " + cl.out);
        return kRunFailed;
    }
    log("eschess-nnue-trainer: wrote " + cl.init + " with output scale " + std::to_string(net.outputScale) +
        " (was " + std::to_string(initial.outputScale) + ") to " + cl.out);
    return 0;
}

// Mode::Train: epochs over the data files, from random weights, a checkpoint (--resume) or a
// net (--init); the last epoch's net to --out, the best one on held-out games to --best.
int train(const CommandLine& cl, const std::optional<NetworkImage>& initial, const LoadedData& checkData,
          const Log& log) {
    const Options& o = cl.options;
    LoadedData data = loadSamples(cl.files);
    if (!data.error.empty()) {
        log("eschess-nnue-trainer: " + data.error);
        return kRunFailed;
    }
    if (data.samples.size() < 2) {
        log("eschess-nnue-trainer: fewer than two usable records");
        return kRunFailed;
    }
    // The held-out games are chosen once, by the seed, before any training.
    std::vector<Sample> validation = splitValidationByGame(data, o.validationFraction, o.seed);
    if (data.samples.empty() || (o.validationFraction > 0 && validation.empty())) {
        log("eschess-nnue-trainer: too few games to hold out " + std::to_string(o.validationFraction) +
            " of them for validation and train on the rest");
        return kRunFailed;
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
    log("eschess-nnue-trainer: " + std::to_string(data.samples.size()) + " training (" +
        std::to_string(mirrored) + " of them mirrored) and " + std::to_string(validation.size()) +
        " validation positions, from whole games (" + std::to_string(data.badRecords) +
        " bad records skipped)");

    Trainer trainer(o);
    if (!cl.resume.empty()) {
        if (std::string error = trainer.loadCheckpoint(cl.resume); !error.empty()) {
            log("eschess-nnue-trainer: " + error);
            return kRunFailed;
        }
    }
    // --best: the net with the lowest validation loss so far, the starting net included. On
    // little data the loss on held-out games turns up after an epoch or two while the training
    // loss keeps falling (net4b in docs/nnue.md was such a last epoch); the file --out always
    // holds the last epoch, so that --resume goes on from it.
    double bestLoss = std::numeric_limits<double>::infinity();
    if (initial) {
        trainer.initFrom(*initial);
        if (initial->hidden != std::uint32_t(kHidden))
            log("eschess-nnue-trainer: widened " + cl.init + " from " + std::to_string(initial->hidden) +
                " to " + std::to_string(kHidden) +
                " hidden neurons (the new ones with output weights 0: the same evaluations)");
        if (initial->outputBuckets != std::uint32_t(trainer.options().outputBuckets))
            log("eschess-nnue-trainer: split " + cl.init + "'s output into " +
                std::to_string(trainer.options().outputBuckets) +
                " buckets by piece count, each a copy of it");
        if (initial->kingBuckets != std::uint32_t(trainer.options().kingBuckets.buckets))
            log("eschess-nnue-trainer: split " + cl.init + "'s feature weights into " +
                std::to_string(trainer.options().kingBuckets.buckets) +
                " king buckets, each a copy of the set it lies in");
        const double validationLoss = trainer.loss(validation);
        char line[400]; // the --init path is the long part
        std::snprintf(line, sizeof line, "start (%s) train loss %.6f validation loss %.6f%s", cl.init.c_str(),
                      trainer.loss(data.samples), validationLoss, checkLossText(trainer, checkData).c_str());
        log(line);
        if (!cl.best.empty()) {
            if (!writeNetworkFile(trainer.quantiseImage(), cl.best)) {
                log("eschess-nnue-trainer: cannot write " + cl.best);
                return kRunFailed;
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
        const bool improved = !cl.best.empty() && validationLoss < bestLoss;
        const bool saved = writeNetworkFile(net, cl.out) && trainer.saveCheckpoint(cl.out + ".checkpoint") &&
                           (!improved || writeNetworkFile(net, cl.best));
        if (improved) bestLoss = validationLoss;
        char line[200];
        // The check loss beside the validation loss, before the epoch's remarks.
        std::snprintf(line, sizeof line,
                      "epoch %d train loss %.6f validation loss %.6f%s positions/s %.0f%s%s", epoch + 1,
                      trainLoss, validationLoss, checkLossText(trainer, checkData).c_str(),
                      secs > 0 ? double(data.samples.size()) / secs : 0.0,
                      improved ? ", the best so far" : "", saved ? "" : " (saving failed)");
        log(line);
        if (!saved) return kRunFailed;
    }
    return 0;
}

} // namespace

int trainerMain(const std::vector<std::string>& args, const Log& log) {
    CommandLine cl;
    if (!parseArguments(args, cl, log)) return kBadCommand;
    const std::optional<Mode> mode = chooseMode(cl, log);
    if (!mode) return kBadCommand;
    // The starting network and the check set are read before the data, so a bad file is told
    // at once.
    std::optional<NetworkImage> initial;
    if (!cl.init.empty()) {
        initial.emplace();
        if (!readInitialNet(cl, *mode, *initial, log)) return kRunFailed;
    }
    // The check set: positions of another kind than the training data's (random starts, say),
    // scored whole at the start and after each epoch. The held-out games share the training
    // games' openings, so a net that learns those by heart looks better on them than it plays.
    LoadedData checkData;
    if (!cl.check.empty()) {
        checkData = loadSamples({cl.check});
        if (!checkData.error.empty() || checkData.samples.empty()) {
            log("eschess-nnue-trainer: --check: " +
                (checkData.error.empty() ? cl.check + " holds no usable record" : checkData.error));
            return kRunFailed;
        }
    }
    switch (*mode) {
    case Mode::Score:
        return scoreNet(cl, *initial, checkData, log);
    case Mode::Rescale:
        return rescaleNet(cl, *initial, log);
    case Mode::Train:
        break;
    }
    return train(cl, initial, checkData, log);
}

} // namespace eschess::nnue::training
