#pragma once
// The NNUE trainer's core (eschess-nnue-trainer, docs/nnue.md): the network of
// engine/nnue/network.h in floating point, trained on marlinformat records with AdamW.
//
// Target: λ · sigmoid(score / scale) + (1 − λ) · result, both from the side to move's view;
// prediction sigmoid(output), where output · scale is the evaluation in centipawns; loss the mean
// squared error. Weights are clipped so that quantisation fits the engine's int16 layout.

#include "nnue/network.h"
#include "nnue/packed_board.h"

#include <array>
#include <cstdint>
#include <functional>
#include <optional>
#include <random>
#include <string>
#include <vector>

namespace eschess::nnue::training {

// One position as the trainer needs it: the active inputs from both perspectives.
struct Sample {
    std::uint8_t count = 0;                 // pieces on the board
    std::uint16_t features[2][32];          // [side to move / other side][piece]
    float score = 0;                        // centipawns, side to move's view
    float result = 0.5f;                    // 1 won, 0.5 drawn, 0 lost, side to move's view
    bool castling = false;                  // a side may still castle
    // Each perspective's own king's square as it sees it (relativeSquare), which picks its
    // feature set in a net with king buckets.
    std::uint8_t king[2] = {0, 0};
};

// The king bucket maps the trainer knows by name (--king-buckets): "none", one feature set;
// "wings", four: the king on its first two ranks on the queen's side (a–c), in the centre (d–e)
// or on the king's side (f–h), or anywhere further up; "ranks", ten, each inside one of wings'
// (so a wings net refines into it): on the first rank a–b, c, d–e, f and g–h (where the king
// stands after each castling, or has stepped aside from it), on the second a–c, d–e and f–h,
// further up the queen's side (a–d) and the king's side (e–h). Unknown names give nullopt.
struct KingBucketLayout {
    int buckets = 1;
    std::array<std::uint8_t, 64> bucketOf{};
};
std::optional<KingBucketLayout> kingBucketLayout(const std::string& name);

// For a net whose king buckets are coarseOf (coarseBuckets of them), the coarse bucket each of
// fine's buckets lies in: fine refines it when every square of a fine bucket is in the same
// coarse bucket (one coarse bucket always is). Nullopt when fine does not refine it.
std::optional<std::vector<int>> refinedFrom(const KingBucketLayout& fine, int coarseBuckets,
                                            const std::array<std::uint8_t, 64>& coarseOf);

// The same position with files a–h swapped, for positions where no side may castle: the rules
// are then symmetric left to right, so the mirror has the same evaluation. Adds about three
// quarters to the data the net learns from (gen0: 1,404,850 images of 1,837,161 positions) at
// no cost in self-play (--mirror).
Sample mirrorFiles(const Sample& s);

// Decodes a record straight from its bytes (no Position: fast, and a position the rules would
// refuse still trains). False for a record that is not valid marlinformat.
bool decodeSample(const PackedBoard& record, Sample& out);

struct Options {
    int hidden = kHidden;       // the engine's width; another only for an image (quantiseImage)
    // Output layers chosen by the piece count (outputBucket), 1 to kMaxOutputBuckets
    // (--output-buckets; with --init, the starting net's unless given).
    int outputBuckets = 1;
    // Feature sets chosen by the perspective's king square (--king-buckets; with --init, the
    // starting net's unless given).
    KingBucketLayout kingBuckets;
    int epochs = 20;
    int batchSize = 4096;
    float lr = 0.002f;          // 0.00299 validation loss against 0.00311 at 0.001 (gen0, 1.2 M)
    float finalLrFraction = 0.05f; // cosine decay from lr to lr · this by the last epoch
    float weightDecay = 0.01f;
    // Weight of the search score against the game's result. 1 (scores only) because a blend
    // inflates the net's centipawns (λ 0.5 put a queen at about 2,300 cp) while the search's
    // margins are tuned in the hand-written evaluation's units, and because a few thousand
    // games' results are learnt by heart: on 1.2 M positions of gen0, λ 0.5 lost about 500 Elo
    // more than λ 1 against the hand-written evaluation (docs/nnue.md).
    float lambda = 1.0f;
    // The sigmoid's scale, and so the output scale written into the net (--scale; with --init,
    // the starting net's unless given).
    float scoreScale = float(kScale);
    float validationFraction = 0.05f;
    // Add each castling-free training position's mirror image: on 1.2 M positions of gen0 the
    // validation loss fell from 0.00299 to 0.00264 (docs/nnue.md).
    bool mirror = true;
    int threads = 1;
    std::uint64_t seed = 1;
};

// Clipped so the int16 quantisation cannot overflow: |w| · QB ≤ kMaxOutputWeight.
constexpr float kOutputClip = float(kMaxOutputWeight) / float(kQB);
constexpr float kFeatureClip = 1.98f;

class Trainer {
public:
    explicit Trainer(const Options& options);

    // The network's output × scale: centipawns from the side to move's view.
    float evaluateCp(const Sample& s) const;
    // Mean loss over samples with the current weights.
    double loss(const std::vector<Sample>& samples) const;
    // One pass over train (shuffled); returns the mean training loss.
    double trainEpoch(std::vector<Sample>& train, int epoch);

    // The int16 network the engine loads: quantise() needs this build's width (options().hidden
    // == kHidden), quantiseImage() takes any.
    Network quantise() const;
    NetworkImage quantiseImage() const;
    // Starts from a trained network instead of random weights (fine-tuning, --init): its int16
    // weights divided by their quantisation scales, so quantise() gives the same network back
    // exactly. The optimiser starts afresh.
    void initFrom(const Network& net);
    // The same from a file's image, which may also be narrower than this trainer (widening, as
    // in Net2Net): its neurons become the first ones, and each new neuron keeps the random input
    // weights it was made with, a bias of 0 and output weights of 0, so the wider net evaluates
    // every position exactly as the narrow one did and training starts from the narrow net's
    // strength rather than from nothing. Requires image.hidden <= options().hidden.
    // A net with one output layer may start a trainer of several buckets: each bucket starts as
    // a copy of it, so again every evaluation is the same until training moves them apart.
    // Otherwise the bucket counts must be equal. King buckets alike: each of the trainer's sets
    // starts as a copy of the net's set it lies in, so the trainer's layout must refine the
    // net's (refinedFrom: any layout refines a net without king buckets, and every layout itself).
    void initFrom(const NetworkImage& image);

    // Checkpoints: every float weight and the optimiser's state, so training can go on.
    bool saveCheckpoint(const std::string& path) const;
    std::string loadCheckpoint(const std::string& path); // "" or what is wrong

    const Options& options() const { return m_options; }

private:
    struct Params {
        std::vector<float> w1, b1, w2, b2; // w1: [king buckets][768][H]; w2: [buckets][2H]; b2: [buckets]
        void resize(int hidden, int buckets, int kingBuckets);
    };
    // The first w1 row of the feature set one side of s uses (its king's bucket).
    std::size_t featureBase(const Sample& s, int side) const {
        return std::size_t(m_options.kingBuckets.bucketOf[s.king[side]]) * std::size_t(kInputs);
    }
    // Where a bucket's output weights for one side's neurons start in w2 ([buckets][2][H]).
    std::size_t outputRow(int bucket, int side) const {
        return (std::size_t(bucket) * 2 + std::size_t(side)) * std::size_t(m_hidden);
    }
    float forward(const Sample& s, std::vector<float>& acc) const; // acc: [2][H] before activation
    void accumulateGradient(const Sample& s, Params& grad, std::vector<float>& acc, double& lossSum) const;
    float learningRate(int epoch) const;

    Options m_options;
    int m_hidden;
    int m_buckets;
    Params m_p, m_m, m_v; // weights, Adam's first and second moments
    long m_step = 0;
    std::mt19937_64 m_rng;
};

// Reads every record of the files; bad records are counted, not kept.
struct LoadedData {
    std::vector<Sample> samples;
    // The game each sample comes from (0, 1, …), as loadSamples() tells games apart: a data file
    // holds whole games one after another, so a game ends where the next record's move number
    // goes back or its result differs, and at the end of each file.
    std::vector<std::uint32_t> gameOf;
    std::uint64_t badRecords = 0;
    std::string error; // a file that cannot be read
};
LoadedData loadSamples(const std::vector<std::string>& paths);

// Moves the samples of about `fraction` of the games (chosen by seed) out of data.samples into
// the returned validation set. Whole games: neighbouring positions of one game share its result
// and most of their pieces, so positions held out from games that are also trained on would make
// the validation loss look better than the net is. Clears data.gameOf (training reorders the
// samples, so the numbers would no longer match them).
std::vector<Sample> splitValidationByGame(LoadedData& data, double fraction, std::uint64_t seed);

// How a candidate net's centipawns compare with a reference net's on the same positions. Each
// round of fine-tuning on the engine's own scores inflated won positions' scores (rook up: 789 cp
// by net3 at 320, 1,071 by net5 fine-tuned from it), and the search's margins, tuned in the
// hand-written evaluation's centipawns, paid for it (docs/nnue.md, "Output scale").
struct ScaleComparison {
    struct Band {
        float from = 0, to = 0;               // |reference score| in [from, to) centipawns
        std::size_t positions = 0;
        double meanAbsReference = 0, meanAbsCandidate = 0;
    };
    std::vector<Band> bands;
    std::size_t positions = 0;                // those the reference scores within ±window
    // Least squares through the origin over those positions: reference ≈ factor × candidate, so
    // the candidate at output scale × factor speaks the reference's units.
    double factor = 1;
};
// The two nets may have different widths (a widened candidate against its narrow reference).
ScaleComparison compareScales(const NetworkImage& reference, const NetworkImage& candidate,
                              const std::vector<Sample>& samples, float window, int threads);

// The command line: eschess-nnue-trainer [options] DATA… (see main.cpp); returns the exit status.
int trainerMain(const std::vector<std::string>& args, const std::function<void(const std::string&)>& log);

} // namespace eschess::nnue::training
