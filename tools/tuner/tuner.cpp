// eschess-tuner: Texel-style tuning of the tapered evaluation's weights.
//
// Reads the games of PGN files (as `eschess-cli match --pgn` writes them) and labels each quiet
// position after the opening with its game's result: not in check, and the move played from it
// is neither a capture nor a promotion, so its static evaluation is what the search would see.
// Fits the scaling constant K of the logistic that turns an evaluation into an expected score,
// then walks each weight in steps of 1 while the mean squared error between results and
// predictions falls (coordinate descent). Prints the tuned weights.
//
// With --lambda L below 1, each label blends the result (weight L) with the expected score of the
// search that moved from the position, read from the PGN's move comments: less noisy than results
// alone when the games are short.
//
// With --psq EPOCHS the piece-square tables are fitted first, by gradient steps (see
// fitSquareBonuses; --psq-prior sets how many positions' weight holds each entry near its start,
// 2000 by default), and --psq-out writes them as engine/eval/square_bonus.h. With --holdout every
// tenth game is kept out of the fit and its error is reported after each stage.
//
//   eschess-tuner [--passes N] [--skip PLIES] [--threads N] [--material] [--lambda L]
//                 [--psq EPOCHS] [--psq-prior POSITIONS] [--psq-out HEADER] [--holdout]
//                 GAMES.pgn [MORE.pgn ...]
#include "core/position.h"
#include "eval/tapered.h"
#include "notation/pgn.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <optional>
#include <sstream>
#include <iostream>
#include <iterator>
#include <string>
#include <thread>
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

// Material values are left out unless asked for: fitted on fast games they drift to odd values
// (the pawn's middlegame value turned negative on 23,000 positions) that the other terms mask.
std::vector<Param> parameters(bool withMaterial) {
    EvalWeights& w = gEvalWeights;
    std::vector<Param> ps;
    auto score = [&](const std::string& n, Score& s) {
        ps.push_back({n + ".mg", &s.mg});
        ps.push_back({n + ".eg", &s.eg});
    };
    const char* pieceNames[] = {"", "pawn", "knight", "bishop", "rook", "queen"};
    if (withMaterial)
        for (int pt = Pawn; pt <= Queen; ++pt) score(std::string("material.") + pieceNames[pt], w.material[pt]);
    auto table = [&](const std::string& n, auto& entries) {
        for (std::size_t i = 0; i < std::size(entries); ++i) score(n + "[" + std::to_string(i) + "]", entries[i]);
    };
    table("knightMobility", w.knightMobility);
    table("bishopMobility", w.bishopMobility);
    table("rookMobility", w.rookMobility);
    table("queenMobility", w.queenMobility);
    for (int r = 1; r < 7; ++r) score("passed[" + std::to_string(r) + "]", w.passed[r]);
    score("passedFreePath", w.passedFreePath);
    for (int r = 1; r < 7; ++r) score("connected[" + std::to_string(r) + "]", w.connected[r]);
    score("isolated", w.isolated);
    score("doubled", w.doubled);
    score("backward", w.backward);
    score("bishopPair", w.bishopPair);
    score("rookOpenFile", w.rookOpenFile);
    score("rookHalfOpenFile", w.rookHalfOpenFile);
    score("rookOnSeventh", w.rookOnSeventh);
    score("knightOutpost", w.knightOutpost);
    score("bishopOutpost", w.bishopOutpost);
    score("badBishop", w.badBishop);
    score("kingShelter", w.kingShelter);
    score("kingOpenFile", w.kingOpenFile);
    score("kingHalfOpenFile", w.kingHalfOpenFile);
    score("pawnStorm", w.pawnStorm);
    score("space", w.space);
    for (int pt = Knight; pt <= Queen; ++pt)
        ps.push_back({std::string("kingAttackWeight.") + pieceNames[pt], &w.kingAttackWeight[pt]});
    score("threatByPawn", w.threatByPawn);
    score("hangingPiece", w.hangingPiece);
    for (int pt = Pawn; pt <= Queen; ++pt) {
        score(std::string("threatByMinor.") + pieceNames[pt], w.threatByMinor[pt]);
        score(std::string("threatByRook.") + pieceNames[pt], w.threatByRook[pt]);
    }
    score("threatByKing", w.threatByKing);
    for (int pt = Knight; pt <= Queen; ++pt)
        ps.push_back({std::string("safeCheckWeight.") + pieceNames[pt], &w.safeCheckWeight[pt]});
    return ps;
}

double sigmoid(double k, double eval) { return 1.0 / (1.0 + std::pow(10.0, -k * eval / 400.0)); }

int gThreads = 1;

double meanError(std::vector<Sample>& samples, double k) {
    initTaperedEval();
    // Each thread sums a contiguous share of the samples; the weights are only read meanwhile.
    std::vector<double> sums(std::size_t(gThreads), 0.0);
    std::vector<std::thread> threads;
    const std::size_t share = (samples.size() + std::size_t(gThreads) - 1) / std::size_t(gThreads);
    for (int t = 0; t < gThreads; ++t)
        threads.emplace_back([&, t] {
            const std::size_t begin = std::size_t(t) * share, end = std::min(samples.size(), begin + share);
            double sum = 0;
            for (std::size_t i = begin; i < end; ++i) {
                Sample& s = samples[i];
                s.pos.refreshPsq();
                const double e = sigmoid(k, evaluateWhite(s.pos)) - s.result;
                sum += e * e;
            }
            sums[std::size_t(t)] = sum;
        });
    for (std::thread& t : threads) t.join();
    double sum = 0;
    for (double x : sums) sum += x;
    return sum / double(samples.size());
}

// The search score in a move comment as eschess-cli writes it ("+0.43/9 0.013s"), in
// centipawns for the side that moved; nothing for mate scores, book moves and other comments.
std::optional<int> commentScore(const std::string& comment) {
    if (comment.empty() || (comment[0] != '+' && comment[0] != '-')) return std::nullopt;
    char* end = nullptr;
    const double pawns = std::strtod(comment.c_str(), &end);
    if (end == comment.c_str() || *end != '/') return std::nullopt;
    return int(std::lround(pawns * 100));
}

// The quiet positions of one game from ply `skip` on, labelled from White's view with the game's
// result, blended (weight 1 - lambda) with the expected score of the search that moved from the
// position, when its comment has one. Each position is rebuilt from its FEN so that it carries
// no game history.
void collect(const PgnGame& game, int skip, double lambda, std::vector<Sample>& samples) {
    double result = 0;
    if (game.result == "1-0") result = 1;
    else if (game.result == "1/2-1/2") result = 0.5;
    else if (game.result != "0-1") return; // unfinished games say nothing
    Position pos = game.start;
    for (std::size_t ply = 0; ply < game.moves.size(); ++ply) {
        pos.makeMove(game.moves[ply]);
        if (int(ply) + 1 < skip || pos.inCheck() || ply + 1 >= game.moves.size()) continue;
        if (pos.isCaptureOrPromotion(game.moves[ply + 1])) continue;
        double label = result;
        if (lambda < 1) {
            const std::optional<int> score = commentScore(game.comments[ply + 1]);
            if (!score) continue;
            const int white = pos.sideToMove() == White ? *score : -*score;
            label = lambda * result + (1 - lambda) * sigmoid(1.0, white);
        }
        if (auto fresh = Position::fromFen(pos.fen())) samples.push_back({*fresh, label});
    }
}

// --- Piece-square tables -----------------------------------------------------------------------
// The square bonuses enter the evaluation linearly: each piece adds its entry, blended by the
// phase, so for a fixed rest of the evaluation a sample's score is base + sum(coef * entry). That
// makes 768 entries cheap to fit together by gradient steps, where coordinate descent over the
// full evaluation would take hours. Each step is scaled per entry by the curvature of the error
// plus a prior that holds entries seen in few positions near their start (a ridge towards it),
// and each table keeps its mean, so the material values stay as they are.

struct PsqSample {
    double base = 0;   // the evaluation without the square bonuses
    double label = 0;
    int phase = 0;
    std::vector<std::int16_t> entries; // (piece type - 1) * 64 + White's-view square; negative for Black
};

constexpr int kPsqEntries = 6 * 64;

std::size_t psqIndex(int pt, int sq) { return std::size_t((pt - 1) * 64 + sq); }
// A PsqSample entry is the index for a White piece and -index - 1 for a Black one.
std::size_t entryIndex(std::int16_t e) { return std::size_t(e >= 0 ? e : -e - 1); }
double entrySign(std::int16_t e) { return e >= 0 ? 1 : -1; }

bool validSquare(int pt, int sq) { return pt != Pawn || (sq >= 8 && sq < 56); }

double squarePart(const PsqSample& s, const std::vector<double>& mg, const std::vector<double>& eg) {
    double sum = 0;
    for (std::int16_t e : s.entries) {
        const std::size_t i = entryIndex(e);
        sum += entrySign(e) * (mg[i] * s.phase + eg[i] * (24 - s.phase)) / 24.0;
    }
    return sum;
}

void fitSquareBonuses(const std::vector<Sample>& samples, double k, int epochs, double priorPositions) {
    EvalWeights& w = gEvalWeights;
    std::vector<double> mg(kPsqEntries), eg(kPsqEntries);
    for (int pt = Pawn; pt <= King; ++pt)
        for (int sq = 0; sq < 64; ++sq) {
            mg[psqIndex(pt, sq)] = w.square[pt][sq].mg;
            eg[psqIndex(pt, sq)] = w.square[pt][sq].eg;
        }
    const std::vector<double> mg0 = mg, eg0 = eg;

    // Positions where the evaluation is not linear in the tables (drawish scaling, mop-up: a side
    // without pawns) are left out of this fit.
    std::vector<PsqSample> linear;
    initTaperedEval();
    for (const Sample& smp : samples) {
        const Position& pos = smp.pos;
        if (!pos.pieces(White, Pawn) || !pos.pieces(Black, Pawn)) continue;
        PsqSample p;
        p.label = smp.result;
        p.phase = gamePhase(pos);
        for (Bitboard b = pos.pieces(); b;) {
            const Square sq = popLsb(b);
            const Piece pc = pos.pieceOn(sq);
            const int index = int(psqIndex(typeOf(pc), relativeSquare(colorOf(pc), sq)));
            p.entries.push_back(std::int16_t(colorOf(pc) == White ? index : -index - 1));
        }
        Position copy = pos;
        copy.refreshPsq();
        p.base = evaluateWhite(copy) - squarePart(p, mg, eg);
        linear.push_back(std::move(p));
    }
    const double n = double(linear.size());
    const double slope = k * std::log(10.0) / 400.0;
    // The prior weighs like priorPositions positions that hold the entry at full phase weight.
    const double prior = priorPositions / n * 2 * (slope * 0.25) * (slope * 0.25);

    for (int epoch = 0; epoch < epochs; ++epoch) {
        std::vector<double> gmg(kPsqEntries, 0), geg(kPsqEntries, 0), hmg(kPsqEntries, 0), heg(kPsqEntries, 0);
        double loss = 0;
        for (const PsqSample& p : linear) {
            const double e = p.base + squarePart(p, mg, eg);
            const double sig = 1.0 / (1.0 + std::exp(-slope * e));
            const double err = sig - p.label;
            loss += err * err;
            const double d = sig * (1 - sig) * slope; // d sigmoid / d eval
            const double g = 2 * err * d, h = 2 * d * d;
            const double cm = p.phase / 24.0, ce = (24 - p.phase) / 24.0;
            for (std::int16_t en : p.entries) {
                const std::size_t i = entryIndex(en);
                const double sign = entrySign(en);
                gmg[i] += sign * g * cm, geg[i] += sign * g * ce;
                hmg[i] += h * cm * cm, heg[i] += h * ce * ce;
            }
        }
        for (int pt = Pawn; pt <= King; ++pt) {
            double shiftMg = 0, shiftEg = 0;
            int valid = 0;
            for (int sq = 0; sq < 64; ++sq) {
                if (!validSquare(pt, sq)) continue;
                const std::size_t i = psqIndex(pt, sq);
                const double stepMg = (gmg[i] / n + prior * (mg[i] - mg0[i])) / (hmg[i] / n + prior);
                const double stepEg = (geg[i] / n + prior * (eg[i] - eg0[i])) / (heg[i] / n + prior);
                mg[i] -= 0.5 * stepMg, eg[i] -= 0.5 * stepEg;
                shiftMg += mg[i] - mg0[i], shiftEg += eg[i] - eg0[i];
                ++valid;
            }
            for (int sq = 0; sq < 64; ++sq) {
                if (!validSquare(pt, sq)) continue;
                const std::size_t i = psqIndex(pt, sq);
                mg[i] -= shiftMg / valid, eg[i] -= shiftEg / valid;
            }
        }
        if (epoch % 10 == 0 || epoch + 1 == epochs)
            std::cerr << "psq epoch " << epoch << ": error " << loss / n << " (" << linear.size() << " positions)\n";
    }
    for (int pt = Pawn; pt <= King; ++pt)
        for (int sq = 0; sq < 64; ++sq) {
            const std::size_t i = psqIndex(pt, sq);
            w.square[pt][sq] = {int(std::lround(mg[i])), int(std::lround(eg[i]))};
        }
}

// Writes the tables in the form of engine/eval/square_bonus.h.
bool writeSquareBonusHeader(const std::string& path) {
    std::ofstream out(path);
    if (!out) return false;
    const char* names[] = {"", "pawn", "knight", "bishop", "rook", "queen", "king"};
    out << "#pragma once\n"
           "// Piece-square bonuses in centipawns, (middlegame, endgame), for a White piece; Black's squares\n"
           "// are mirrored. Indexed by piece type - 1 (pawn … king) and square (a1, b1, … h8: rank 1 first).\n"
           "// Written by `eschess-tuner --psq --psq-out engine/eval/square_bonus.h` (docs/strength.md,\n"
           "// \"Tuning\"); the first version came from simple rules: pieces towards the centre, pawns forward,\n"
           "// the king castled behind its pawns.\n\nnamespace eschess {\n\ninline constexpr int kSquareBonus[6][64][2] = {\n";
    for (int pt = Pawn; pt <= King; ++pt) {
        out << "    { // " << names[pt] << '\n';
        for (int r = 0; r < 8; ++r) {
            out << "        ";
            for (int f = 0; f < 8; ++f) {
                const Score s = gEvalWeights.square[pt][r * 8 + f];
                out << '{' << s.mg << ", " << s.eg << '}' << (f < 7 ? ", " : ",\n");
            }
        }
        out << "    },\n";
    }
    out << "};\n\n} // namespace eschess\n";
    return bool(out);
}

} // namespace

int main(int argc, char** argv) {
    int passes = 4, skip = 16;
    bool withMaterial = false, holdout = false;
    double lambda = 1.0;
    int psqEpochs = 0;
    double psqPrior = 2000;
    std::string psqOut;
    std::vector<std::string> files;
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        if (a == "--passes" && i + 1 < argc) passes = std::atoi(argv[++i]);
        else if (a == "--skip" && i + 1 < argc) skip = std::atoi(argv[++i]);
        else if (a == "--threads" && i + 1 < argc) gThreads = std::atoi(argv[++i]);
        else if (a == "--material") withMaterial = true;
        else if (a == "--holdout") holdout = true;
        else if (a == "--lambda" && i + 1 < argc) lambda = std::atof(argv[++i]);
        else if (a == "--psq" && i + 1 < argc) psqEpochs = std::atoi(argv[++i]);
        else if (a == "--psq-out" && i + 1 < argc) psqOut = argv[++i];
        else if (a == "--psq-prior" && i + 1 < argc) psqPrior = std::atof(argv[++i]);
        else files.push_back(a);
    }
    if (files.empty() || passes < 0 || skip < 0 || gThreads < 1 || lambda < 0 || lambda > 1 || psqEpochs < 0 || psqPrior < 0) {
        std::cerr << "usage: eschess-tuner [--passes N] [--skip PLIES] [--threads N] [--material] [--lambda L]\n"
                     "                     [--psq EPOCHS] [--psq-prior POSITIONS] [--psq-out HEADER] [--holdout]\n"
                     "                     GAMES.pgn [MORE.pgn ...]\n";
        return 2;
    }
    Position::init();
    initTaperedEval();
    std::vector<Sample> samples, heldOut;
    int gameCount = 0;
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
        // Every tenth game is held out (with --holdout): its positions only measure the fit.
        for (const PgnGame& g : read.games) collect(g, skip, lambda, holdout && ++gameCount % 10 == 0 ? heldOut : samples);
    }
    std::cerr << samples.size() << " positions from " << files.size() << " file(s)";
    if (holdout) std::cerr << ", " << heldOut.size() << " more held out";
    std::cerr << '\n';
    // The error on the held-out games, which the fit never sees: it shows whether a change
    // generalises or only fits the training games' noise.
    auto reportHeldOut = [&](const char* when, double k) {
        if (holdout && !heldOut.empty()) std::cerr << "held-out error " << when << ": " << meanError(heldOut, k) << '\n';
    };
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
    reportHeldOut("at the start", k);

    if (psqEpochs > 0) {
        fitSquareBonuses(samples, k, psqEpochs, psqPrior);
        best = meanError(samples, k);
        std::cerr << "square bonuses fitted: error " << best << '\n';
        reportHeldOut("after the square bonuses", k);
        if (!psqOut.empty() && !writeSquareBonusHeader(psqOut)) {
            std::cerr << "eschess-tuner: cannot write " << psqOut << '\n';
            return 1;
        }
    }

    std::vector<Param> params = parameters(withMaterial);
    for (int pass = 0; pass < passes; ++pass) {
        int changed = 0;
        for (Param& p : params) {
            // Walk in whichever direction helps, as long as it keeps helping.
            for (int delta : {+1, -1}) {
                bool moved = false;
                while (true) {
                    *p.value += delta;
                    const double e = meanError(samples, k);
                    if (e >= best) {
                        *p.value -= delta;
                        break;
                    }
                    best = e;
                    moved = true;
                }
                if (moved) {
                    ++changed;
                    break;
                }
            }
        }
        std::cerr << "pass " << pass + 1 << ": " << changed << " weights changed, error " << best << '\n';
        reportHeldOut("after this pass", k);
        for (const Param& p : params) std::cout << p.name << " = " << *p.value << '\n';
        std::cout << std::flush;
        if (!changed) break;
    }
    return 0;
}
