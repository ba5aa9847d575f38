// eschess-tuner: Texel-style tuning of the tapered evaluation's weights.
//
// Reads positions labelled with the result of the game they came from ("FEN;1.0|0.5|0.0", as
// uci_match.py --positions writes them), fits the scaling constant K of the logistic that turns
// an evaluation into an expected score, then adjusts each weight by local search (+/- step) while
// the mean squared error between results and predictions falls. Prints the tuned weights.
//
//   eschess-tuner positions.txt [passes]
#include "core/position.h"
#include "eval/tapered.h"

#include <cmath>
#include <cstdio>
#include <fstream>
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

} // namespace

int main(int argc, char** argv) {
    if (argc < 2) {
        std::cerr << "usage: eschess-tuner POSITIONS [PASSES]\n";
        return 2;
    }
    Position::init();
    initTaperedEval();
    std::ifstream in(argv[1]);
    if (!in) {
        std::cerr << "eschess-tuner: cannot read " << argv[1] << '\n';
        return 1;
    }
    const int passes = argc > 2 ? std::max(1, std::atoi(argv[2])) : 4;
    std::vector<Sample> samples;
    std::string line;
    int lineNo = 0, skipped = 0;
    while (std::getline(in, line)) {
        ++lineNo;
        const auto semi = line.rfind(';');
        if (semi == std::string::npos) {
            ++skipped;
            continue;
        }
        auto pos = Position::fromFen(line.substr(0, semi));
        char* end = nullptr;
        const double result = std::strtod(line.c_str() + semi + 1, &end);
        if (!pos || end == line.c_str() + semi + 1 || result < 0 || result > 1 || pos->inCheck()) {
            ++skipped;
            continue;
        }
        samples.push_back({std::move(*pos), result});
    }
    std::cerr << samples.size() << " positions (" << skipped << " lines skipped)\n";
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
