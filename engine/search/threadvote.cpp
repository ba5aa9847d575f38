#include "search/threadvote.h"

#include <algorithm>
#include <cstdint>
#include <vector>

namespace eschess {

namespace {

// A bonus so that the worst-scoring thread's vote still counts by its depth.
constexpr std::int64_t kVoteFloor = 14;

bool provesWin(Value v) {
    return v >= kMateBound;
}
bool provesLoss(Value v) {
    return v <= -kMateBound;
}

} // namespace

std::size_t chooseThread(std::span<const ThreadAnswer> answers) {
    if (answers.size() < 2) return 0;
    Value worst = kInfinite;
    for (const ThreadAnswer& a : answers)
        if (a.depth > 0) worst = std::min(worst, a.score);
    auto weight = [worst](const ThreadAnswer& a) {
        return a.depth > 0 ? (std::int64_t(a.score) - worst + kVoteFloor) * a.depth : 0;
    };
    // Votes by move; root moves are few, so a linear list is enough.
    std::vector<std::pair<Move, std::int64_t>> votes;
    for (const ThreadAnswer& a : answers) {
        if (a.depth == 0) continue;
        auto it = std::find_if(votes.begin(), votes.end(), [&](const auto& v) { return v.first == a.move; });
        if (it == votes.end())
            votes.emplace_back(a.move, weight(a));
        else
            it->second += weight(a);
    }
    auto votesFor = [&](Move m) {
        return std::find_if(votes.begin(), votes.end(), [&](const auto& v) { return v.first == m; })->second;
    };

    std::size_t best = 0;
    for (std::size_t i = 1; i < answers.size(); ++i) {
        const ThreadAnswer& a = answers[i];
        const ThreadAnswer& b = answers[best];
        if (a.depth == 0) continue;
        bool better;
        if (b.depth == 0) {
            better = true; // the main thread stopped inside its first iteration
        } else if (provesWin(b.score) || provesLoss(b.score)) {
            // A proven result: the shortest mate, or the longest resistance (a thread that
            // does not see the mate scores higher and is taken).
            better = a.score > b.score;
        } else if (provesWin(a.score)) {
            better = true;
        } else if (provesLoss(a.score)) {
            better = false;
        } else {
            const std::int64_t va = votesFor(a.move), vb = votesFor(b.move);
            better = va > vb || (va == vb && weight(a) > weight(b));
        }
        if (better) best = i;
    }
    return best;
}

} // namespace eschess
