// eschess-tuner: Texel-style tuning of the tapered evaluation's weights.
//
// Reads the games of PGN files (as `eschess-cli match --pgn` writes them) and labels every
// position after the opening with its game's result, fits the scaling constant K of the logistic
// that turns an evaluation into an expected score, then adjusts each weight by local search
// (+/- step) while the mean squared error between results and predictions falls. Prints the
// tuned weights.
//
//   eschess-tuner [--passes N] [--skip PLIES] GAMES.pgn [MORE.pgn ...]
#include "core/position.h"
#include "eval/tapered.h"
#include "notation/pgn.h"

#include <cmath>
#include <cstdio>
#include <fstream>
#include <sstream>
#include <iostream>
#include <string>
#include <vector>

using namespace eschess;

namespace {

struct Sample {
    Position pos;
    double result; // 1 white won, 0.5 draw, 0 black won
};

struct Param {
    std::string name;
    int* value;
};

std::vector<Param> parameters() {
    EvalWeights& w = gEvalWeights;
    std::vector<Param> ps;
    auto score = [&](const std::string& n, Score& s) {
        ps.push_back({n + ".mg", &s.mg});
        ps.push_back({n + ".eg", &s.eg});
    };
    const char* pieceNames[] = {"", "pawn", "knight", "bishop", "rook", "queen"};
    for (int pt = Pawn; pt <= Queen; ++pt) score(std::string("material.") + pieceNames[pt], w.material[pt]);
    score("knightMobility", w.knightMobility);
    score("bishopMobility", w.bishopMobility);
    score("rookMobility", w.rookMobility);
    score("queenMobility", w.queenMobility);
    for (int r = 1; r < 7; ++r) score("passed[" + std::to_string(r) + "]", w.passed[r]);
    score("passedFreePath", w.passedFreePath);
    score("isolated", w.isolated);
    score("doubled", w.doubled);
    score("backward", w.backward);
    score("bishopPair", w.bishopPair);
    score("rookOpenFile", w.rookOpenFile);
    score("rookHalfOpenFile", w.rookHalfOpenFile);
    score("rookOnSeventh", w.rookOnSeventh);
    score("kingShelter", w.kingShelter);
    score("kingOpenFile", w.kingOpenFile);
    for (int pt = Knight; pt <= Queen; ++pt)
        ps.push_back({std::string("kingAttackWeight.") + pieceNames[pt], &w.kingAttackWeight[pt]});
    score("threatByPawn", w.threatByPawn);
    score("hangingPiece", w.hangingPiece);
    return ps;
}

double sigmoid(double k, double eval) { return 1.0 / (1.0 + std::pow(10.0, -k * eval / 400.0)); }

double meanError(std::vector<Sample>& samples, double k) {
    initTaperedEval();
    double sum = 0;
    for (Sample& s : samples) {
        s.pos.refreshPsq();
        const double e = sigmoid(k, evaluateWhite(s.pos)) - s.result;
        sum += e * e;
    }
    return sum / double(samples.size());
}

// Positions of one game from ply `skip` on, labelled with the game's result from White's view;
// positions in check are left out (their static evaluation means little).
void collect(const PgnGame& game, int skip, std::vector<Sample>& samples) {
    double result = 0;
    if (game.result == "1-0") result = 1;
    else if (game.result == "1/2-1/2") result = 0.5;
    else if (game.result != "0-1") return; // unfinished games say nothing
    Position pos = game.start;
    for (std::size_t ply = 0; ply < game.moves.size(); ++ply) {
        pos.makeMove(game.moves[ply]);
        if (int(ply) + 1 >= skip && !pos.inCheck()) samples.push_back({pos, result});
    }
}

} // namespace

int main(int argc, char** argv) {
    int passes = 4, skip = 16;
    std::vector<std::string> files;
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        if ((a == "--passes" || a == "--skip") && i + 1 < argc) (a == "--passes" ? passes : skip) = std::atoi(argv[++i]);
        else files.push_back(a);
    }
    if (files.empty() || passes < 1 || skip < 0) {
        std::cerr << "usage: eschess-tuner [--passes N] [--skip PLIES] GAMES.pgn [MORE.pgn ...]\n";
        return 2;
    }
    Position::init();
    initTaperedEval();
    std::vector<Sample> samples;
    for (const std::string& file : files) {
        std::ifstream in(file);
        if (!in) {
            std::cerr << "eschess-tuner: cannot read " << file << '\n';
            return 1;
        }
        std::ostringstream text;
        text << in.rdbuf();
        const PgnReadResult read = readPgn(text.str());
        for (const std::string& e : read.errors) std::cerr << file << ": " << e << '\n';
        for (const PgnGame& g : read.games) collect(g, skip, samples);
    }
    std::cerr << samples.size() << " positions from " << files.size() << " file(s)\n";
    if (samples.empty()) return 1;

    // The scaling constant first, by a coarse-to-fine scan.
    double k = 1.0, best = meanError(samples, k);
    for (double step : {0.5, 0.1, 0.02})
        for (bool improved = true; improved;) {
            improved = false;
            for (double cand : {k - step, k + step}) {
                if (cand <= 0) continue;
                const double e = meanError(samples, cand);
                if (e < best) best = e, k = cand, improved = true;
            }
        }
    std::cerr << "K = " << k << ", error " << best << '\n';

    std::vector<Param> params = parameters();
    for (int pass = 0; pass < passes; ++pass) {
        int changed = 0;
        for (Param& p : params) {
            for (int delta : {+2, -2}) {
                *p.value += delta;
                const double e = meanError(samples, k);
                if (e < best) {
                    best = e;
                    ++changed;
                    break;
                }
                *p.value -= delta;
            }
        }
        std::cerr << "pass " << pass + 1 << ": " << changed << " weights changed, error " << best << '\n';
        if (!changed) break;
    }
    for (const Param& p : params) std::cout << p.name << " = " << *p.value << '\n';
    return 0;
}
