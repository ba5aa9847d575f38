#pragma once
// Every margin, depth limit and reduction constant of the principal-variation search, named
// in one place so that they can be tuned (and a tuner can set them) without reading the search.
// The defaults are the values the search was measured with (Bench: 611165 with the network,
// 546381 with `bench 11 hce`, session 110); eighteen of them come from session 69's SPSA run
// (docs/tuning.md, +41 Elo by SPRT at 25,000 nodes), four depth limits from session 70's
// (+46 Elo), the nine late-move-reduction values below from session 101's (+8.5 Elo),
// lmrCorrectionWeight from two SPRTs (4: +6.9 Elo, then 8: +6.1), rfpCorrectionPercent from
// one (100: +5.8), doubleExtCorrectionPercent from one (50: +4.8); the rest were set by hand.

#include <span>
#include <string>
#include <string_view>

namespace eschess {

struct PvsParameters {
    // Aspiration windows: the first window's half-width (widened by threadStep per helper
    // thread, so that threads disagree), from minDepth on; wider than fullWindowAt: no window.
    int aspirationDelta = 11;
    int aspirationThreadStep = 4;
    int aspirationMinDepth = 4;
    int aspirationFullWindowAt = 800;

    // Late-move reductions: log(depth) * log(moveNumber) / lmrDivisor + lmrBase plies.
    double lmrBase = 0.911807;
    double lmrDivisor = 2.09187;
    int lmrMinDepth = 3;
    int lmrRootMinMoves = 3;          // root: moves after the first before any is reduced
    int lmrHistoryDivisor = 7666;     // a quiet move's history shortens its reduction per this much
    int lmrRoundOffset = 246;         // switch FractionalLmr: added in 1/1024 ply before rounding down
    int noisyHashReduction = 1;       // more for a quiet move when the hash move captures or promotes
    // With FractionalLmr, the reduction's ±1-ply adjustments in 1/1024 ply (1024: one ply, the
    // whole-ply search's values), so that a tuner can set them between whole plies.
    int lmrNonPv = 986;               // more at a node off the principal variation
    int lmrCutNode = 1114;            // more at an expected cut node
    int lmrImproving = 981;           // less when the side to move's evaluation is improving
    int lmrSpecial = 1006;            // less for a killer, the counter move, or a pawn move that attacks a piece
    int lmrInCheck = 890;             // less for a move that gives check
    // With FractionalLmr, less per centipawn that the correction history moved the node's static
    // evaluation (Stockfish 17's use of the correction): where the evaluation is known to miss,
    // its pruning and reductions deserve less trust. 0: off; 4 won +6.9 Elo over 0
    // by SPRT (session 105), then 8 +6.1 over 4 (session 106's SPRT, decided in session 107).
    int lmrCorrectionWeight = 8;

    // Node pruning (non-PV nodes, not in check).
    int reverseFutilityDepth = 5;
    int reverseFutilityMargin = 86;   // per ply of depth left
    // The margin grows by this percentage of how far the correction history moved the node's
    // static evaluation (Stockfish 17 adds the whole correction): an evaluation known to miss
    // here is trusted less far above beta. 0: off; 100 won +5.8 ± 4.6 Elo over 0 by SPRT
    // (sessions 107–108).
    int rfpCorrectionPercent = 100;
    int razorDepth = 3;
    int razorMargin = 251;            // times the square of the depth left
    // Razoring's margin grows by this percentage of how far the correction history moved the
    // node's static evaluation: where the evaluation is known to miss, a node is not given up
    // to quiescence as readily. 0: off; 200 lost −16.2 ± 11.0 Elo to 0 by SPRT (session 112),
    // the razored nodes it spares do not repay their search.
    int razorCorrectionPercent = 0;
    int nullMinDepth = 3;
    int nullStaticEvalMargin = 20;    // the static evaluation may fall this short of beta
    // … less this percentage of how far the correction history moved it: a null move is tried
    // only where the evaluation that invites it is trusted. 0: off (until an SPRT says otherwise).
    int nullCorrectionPercent = 0;
    int nullBaseReduction = 4;
    int nullDepthDivisor = 4;         // one more ply of reduction per this much depth
    int nullEvalDivisor = 180;        // and per this much evaluation above beta …
    int nullEvalMaxReduction = 3;     // … up to this many plies
    int nullVerifyDepth = 12;         // from this depth on, a null-move cut-off is verified
    int iirMinDepth = 4;              // internal iterative reduction without a hash move
    int alphaRaiseMinDepth = 3;       // after a move raises alpha, the rest of a PV node's moves
    int alphaRaiseMaxDepth = 11;      // are searched a ply shallower at these depths

    // Move pruning.
    int lateMoveDepth = 9;
    int historyPruneDepth = 3;
    int historyPruneMargin = 2889;    // per ply of depth left
    int futilityDepth = 7;
    int futilityBase = 123;
    int futilityPerDepth = 81;
    // A quiet move's futility margin grows by this percentage of how far the correction history
    // moved the node's static evaluation, as reverse futility's does (rfpCorrectionPercent): an
    // evaluation known to miss here is not trusted to say a quiet move cannot reach alpha.
    // 0: off (the default until an SPRT says otherwise). 100 ran four SPRTs against 0 (bounds 0/5,
    // 25,000 nodes, sessions 111-114), each stopped undecided (two lost with their machines, two
    // for want of time); pooled +3.1 +/- 3.2 Elo by pairs over 23,414 games: likely a small gain,
    // not yet proven.
    int futilityCorrectionPercent = 0;
    // A capture (not a promotion, not a check) is futile when the static evaluation plus its
    // victim's value and base + perDepth · depth still stays at or below alpha; 0 turns it off.
    int captureFutilityDepth = 7;
    int captureFutilityBase = 117;
    int captureFutilityPerDepth = 123;
    int seeQuietDepth = 7;
    int seeQuietMargin = 24;          // times depth squared
    int seeNoisyDepth = 6;
    int seeNoisyMargin = 84;          // per ply of depth left
    int qsearchDeltaMargin = 238;

    // Extensions.
    int singularMinDepth = 8;
    int singularTableDepthSlack = 3;  // the hash entry may be this much shallower
    int singularBetaPerDepth = 2;
    int doubleExtensionMargin = 19;
    // The double extension's margin shrinks by this percentage of the correction the node's
    // static evaluation got (Stockfish 17 subtracts about half of it): where the evaluation is
    // known to miss, a forced-looking hash move earns the deeper look sooner. 0: off; 50 won
    // +4.8 ± 3.8 Elo over 0 by SPRT (sessions 108–110, 16,204 games at 25,000 nodes).
    int doubleExtCorrectionPercent = 50;
    // Farther still below, three plies (Stockfish 17 extends so far, mostly for quiet hash
    // moves); a triple extension counts against maxDoubleExtensions like a double. 0: off (a
    // triple margin must be wider than the double's to mean anything); 60 lost to 0 by SPRT,
    // −5.1 ± 7.0 Elo (sessions 110–111, H0 after 5,264 games at 25,000 nodes).
    int tripleExtensionMargin = 0;
    int maxDoubleExtensions = 6;      // along one line, so that the search still ends
    int checkExtensionSeeDepth = 3;   // deeper, only checks that do not lose material extend

    // History updates after a quiet cut-off.
    int historyBonusPerDepth2 = 20;
    int historyBonusBase = 33;
    int historyBonusMax = 1600;
    int wideCutMargin = 80; // a cut-off this far above beta rewards as a ply deeper (switch)

    // Time management: a new iteration starts only before this fraction of the soft limit (as
    // scaled by the best move's stability, its share of the nodes and a falling score). With 0.6
    // games at 10+0.1 ended with 2.3 s unused; 0.9 won a timed SPRT (docs/strength.md).
    double iterationStartFraction = 0.9;

    // The late-move limit: how many quiet moves are searched at a depth.
    constexpr int lateMoveLimit(int depth, bool improving) const {
        return (3 + depth * depth) / (improving ? 1 : 2) + 2;
    }
};

// The parameters the strength levels (UCI_LimitStrength) were calibrated with: the values from
// before the SPSA runs of sessions 69 and 70 retuned twenty-two of them (docs/tuning.md), and
// the later features off (see PvsSearcher::searchFull). A level must keep meaning what its
// label says.
PvsParameters calibratedLevelParameters();

// The parameters by name, for the `SearchParams` option and the SPSA tuner (`eschess-cli spsa`):
// each with the range a setting must stay in. The ranges only keep the search sound (no
// division by zero, no negative depth); a tuning run gives its own, narrower ones.
struct PvsParameterInfo {
    const char* name;
    int PvsParameters::*intMember = nullptr;       // one of the two is set
    double PvsParameters::*doubleMember = nullptr;
    double min = 0, max = 0;
    bool isInteger() const { return intMember != nullptr; }
    double get(const PvsParameters& p) const { return isInteger() ? double(p.*intMember) : p.*doubleMember; }
};

std::span<const PvsParameterInfo> pvsParameterTable();
const PvsParameterInfo* findPvsParameter(std::string_view name); // any letter case

// Sets one parameter from its text; returns why it cannot be (not a number, out of range, naming
// the parameter), leaving params as it was, or empty.
std::string setPvsParameter(PvsParameters& params, const PvsParameterInfo& info, std::string_view value);

// The parameter's value in params, as a setting would write it ("86", "0.871892").
std::string formatPvsParameter(const PvsParameterInfo& info, const PvsParameters& params);

// Applies "name=value name=value …" (spaces between pairs; an integer parameter takes a whole
// number). Returns what is wrong and where (pair k, unknown name, not a number, out of range),
// leaving *params as it was, or empty when every pair applied.
std::string applyPvsParameters(PvsParameters& params, std::string_view text);

// Every parameter of params that differs from the defaults, in applyPvsParameters' form.
std::string changedPvsParameters(const PvsParameters& params);

} // namespace eschess
