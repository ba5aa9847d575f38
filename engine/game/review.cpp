#include "game/review.h"

#include "notation/pgn.h"
#include "rating/acpl.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace eschess {

const char* moveClassName(MoveClass c) {
    switch (c) {
    case MoveClass::Best: return "best";
    case MoveClass::Good: return "good";
    case MoveClass::Inaccuracy: return "inaccuracy";
    case MoveClass::Mistake: return "mistake";
    case MoveClass::Blunder: return "blunder";
    }
    return "?";
}

double winPercent(int cp) {
    const double x = std::clamp(cp, -1000, 1000);
    return 50.0 + 50.0 * (2.0 / (1.0 + std::exp(-0.00368208 * x)) - 1.0);
}

MoveClass classifyDrop(double winDrop) {
    if (winDrop >= kBlunderDrop) return MoveClass::Blunder;
    if (winDrop >= kMistakeDrop) return MoveClass::Mistake;
    if (winDrop >= kInaccuracyDrop) return MoveClass::Inaccuracy;
    return MoveClass::Good;
}

double moveAccuracy(double winBefore, double winAfter) {
    if (winAfter >= winBefore) return 100.0;
    const double raw = 103.1668100711649 * std::exp(-0.04354415386753951 * (winBefore - winAfter)) - 3.166924740191411;
    return std::clamp(raw + 1.0, 0.0, 100.0); // +1: Lichess's allowance for imperfect analysis
}

namespace {

double standardDeviation(const double* first, const double* last) {
    const double n = double(last - first);
    double mean = 0;
    for (const double* p = first; p != last; ++p) mean += *p;
    mean /= n;
    double sum = 0;
    for (const double* p = first; p != last; ++p) sum += (*p - mean) * (*p - mean);
    return std::sqrt(sum / n);
}

// One weight per move: the volatility of White's win percentage around it (Lichess's windows:
// the first windowSize - 2 moves share the first window, then one sliding window per move).
std::vector<double> volatilityWeights(const std::vector<double>& whiteWin, std::size_t moves) {
    const std::size_t windowSize = std::clamp<std::size_t>(moves / 10, 2, 8);
    std::vector<double> weights;
    const double* data = whiteWin.data();
    const std::size_t size = whiteWin.size();
    const std::size_t firstEnd = std::min(windowSize, size);
    for (std::size_t i = 0; i + 2 < windowSize; ++i) weights.push_back(standardDeviation(data, data + firstEnd));
    if (size <= windowSize) weights.push_back(standardDeviation(data, data + size));
    else
        for (std::size_t start = 0; start + windowSize <= size; ++start)
            weights.push_back(standardDeviation(data + start, data + start + windowSize));
    for (double& w : weights) w = std::clamp(w, 0.5, 12.0);
    weights.resize(moves, 0.5); // never shorter in practice; keeps the indexing safe
    return weights;
}

} // namespace

GameReview reviewMoves(const Position& start, const std::vector<Move>& moves, const std::vector<PositionEval>& evals) {
    GameReview review;
    if (evals.empty()) return review;
    const std::size_t n = std::min(moves.size(), evals.size() - 1);
    std::vector<double> whiteWin; // White's win percentage at positions 0..n
    Position pos = start;
    std::vector<Color> movers;
    for (std::size_t i = 0; i <= n; ++i) {
        const int whiteCp = pos.sideToMove() == White ? evals[i].cp : -evals[i].cp;
        whiteWin.push_back(winPercent(whiteCp));
        if (i == n) break;
        movers.push_back(pos.sideToMove());
        MoveReview m;
        const int before = evals[i].cp, after = -evals[i + 1].cp; // both from the mover's view
        m.cpLoss = moveLoss(before, after);
        m.winBefore = winPercent(before);
        m.winAfter = winPercent(after);
        const bool best = !evals[i].pv.empty() && evals[i].pv.front() == moves[i];
        m.moveClass = best ? MoveClass::Best : classifyDrop(m.winBefore - m.winAfter);
        m.accuracy = moveAccuracy(m.winBefore, m.winAfter);
        review.moves.push_back(m);
        pos.makeMove(moves[i]);
    }

    const std::vector<double> weights = volatilityWeights(whiteWin, n);
    for (int c = 0; c < 2; ++c) {
        PlayerReview& p = review.players[std::size_t(c)];
        long long loss = 0;
        double weighted = 0, weightSum = 0, inverseSum = 0;
        for (std::size_t i = 0; i < n; ++i) {
            if (movers[i] != Color(c)) continue;
            const MoveReview& m = review.moves[i];
            ++p.moves;
            ++p.counts[std::size_t(m.moveClass)];
            loss += m.cpLoss;
            weighted += m.accuracy * weights[i];
            weightSum += weights[i];
            inverseSum += 1.0 / std::max(1.0, m.accuracy);
        }
        if (p.moves == 0) continue;
        p.averageCpLoss = double(loss) / p.moves;
        p.accuracy = (weighted / weightSum + p.moves / inverseSum) / 2.0;
    }
    return review;
}

std::string pgnEvalText(const PositionEval& e, Color sideToMove) {
    const int sign = sideToMove == White ? 1 : -1;
    char text[32];
    if (e.mate != 0) {
        std::snprintf(text, sizeof text, "#%d", sign * e.mate);
    } else {
        const int cp = sign * e.cp;
        std::snprintf(text, sizeof text, "%s%d.%02d", cp < 0 ? "-" : "", std::abs(cp) / 100, std::abs(cp) % 100);
    }
    return text;
}

void annotateReview(GameTree& tree, const std::vector<PositionEval>& evals, const GameReview& review) {
    const std::vector<GameTree::NodeId> line = tree.mainLine();
    const std::size_t n = std::min({review.moves.size(), line.size(), evals.empty() ? 0 : evals.size() - 1});
    Position pos = tree.start();
    for (std::size_t i = 0; i < n; ++i) {
        const GameTree::NodeId node = line[i];
        const Color mover = pos.sideToMove();
        const PositionEval& after = evals[i + 1];
        if (!(after.over && after.mate == 0 && after.cp != 0)) // a mated position: the result says it
            tree.setComment(node, withPgnCommand(tree.comment(node), "eval", pgnEvalText(after, ~mover)));
        const MoveClass c = review.moves[i].moveClass;
        if (c >= MoveClass::Inaccuracy) {
            const int nag = c == MoveClass::Blunder ? 4 : c == MoveClass::Mistake ? 2 : 6;
            std::vector<int> nags = tree.nags(node);
            nags.erase(std::remove_if(nags.begin(), nags.end(), [](int x) { return x >= 1 && x <= 6; }), nags.end());
            nags.insert(nags.begin(), nag);
            tree.setNags(node, std::move(nags));

            const std::vector<Move>& pv = evals[i].pv;
            if (!pv.empty() && pv.front() != tree.move(node)) {
                GameTree::NodeId at = tree.parent(node);
                for (std::size_t k = 0; k < pv.size() && k < std::size_t(kReviewLineMoves); ++k) {
                    const GameTree::NodeId next = tree.addMove(at, pv[k]);
                    if (next == GameTree::kNone) break; // an engine's illegal line: keep what was legal
                    if (k == 0) tree.setComment(next, withPgnCommand(tree.comment(next), "eval", pgnEvalText(evals[i], mover)));
                    at = next;
                }
            }
        }
        pos.makeMove(tree.move(node));
    }
}

} // namespace eschess
