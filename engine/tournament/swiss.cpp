#include "tournament/swiss.h"

#include <algorithm>
#include <numeric>

namespace eschess {

namespace {

struct History {
    int whites = 0, blacks = 0;
    int last = 0; // +1 White, -1 Black, 0 none yet
    int byes = 0;
    // The colour this player should get next: +1 White, -1 Black, 0 either.
    int wants() const {
        if (whites != blacks) return whites < blacks ? 1 : -1;
        return -last;
    }
};

// A search for a complete pairing of `left` (in rank order) with a node budget, so a hopeless
// search for a repeat-free pairing gives up in time and the caller allows repeats instead.
class Pairer {
  public:
    Pairer(const std::vector<double>& scores, const std::vector<History>& history,
           const std::vector<std::vector<int>>& met, bool allowRepeats)
        : m_scores(scores), m_history(history), m_met(met), m_allowRepeats(allowRepeats) {}

    bool pair(std::vector<int> left, std::vector<std::pair<int, int>>& pairs) {
        if (left.empty()) return true;
        if (++m_nodes > kBudget) return false;
        const int p = left.front();
        left.erase(left.begin());
        for (int c : candidates(p, left)) {
            if (!m_allowRepeats && m_met[p][c] > 0) continue;
            std::vector<int> rest = left;
            rest.erase(std::find(rest.begin(), rest.end(), c));
            pairs.emplace_back(p, c);
            if (pair(rest, pairs)) return true;
            pairs.pop_back();
            if (m_nodes > kBudget) return false;
        }
        return false;
    }

  private:
    static constexpr long kBudget = 200000;

    // p's opponents in order of preference: p's own score group from half-way down (top half
    // against bottom half), then each lower group; inside each group, fewer earlier meetings and
    // complementary colour wishes first.
    std::vector<int> candidates(int p, const std::vector<int>& left) const {
        std::vector<int> same, lower;
        for (int c : left) (m_scores[c] == m_scores[p] ? same : lower).push_back(c);
        std::vector<int> ordered;
        // p heads a group of same.size() + 1; the player half a group down is at index g / 2 - 1 of `same`.
        const int half = int(same.size() + 1) / 2 - 1;
        const int start = std::clamp(half, 0, std::max(0, int(same.size()) - 1));
        for (int i = start; i < int(same.size()); ++i) ordered.push_back(same[i]);
        for (int i = start - 1; i >= 0; --i) ordered.push_back(same[i]);
        const auto rank = [&](int c) {
            const int wish = m_history[p].wants() * m_history[c].wants();
            return std::make_pair(m_met[p][c], wish > 0 ? 1 : 0);
        };
        std::stable_sort(ordered.begin(), ordered.end(), [&](int a, int b) { return rank(a) < rank(b); });
        // Lower groups one by one, each in rank order with the same tie-breaks.
        for (std::size_t i = 0; i < lower.size();) {
            std::size_t j = i;
            while (j < lower.size() && m_scores[lower[j]] == m_scores[lower[i]]) ++j;
            std::vector<int> group(lower.begin() + long(i), lower.begin() + long(j));
            std::stable_sort(group.begin(), group.end(), [&](int a, int b) { return rank(a) < rank(b); });
            ordered.insert(ordered.end(), group.begin(), group.end());
            i = j;
        }
        return ordered;
    }

    const std::vector<double>& m_scores;
    const std::vector<History>& m_history;
    const std::vector<std::vector<int>>& m_met;
    bool m_allowRepeats;
    long m_nodes = 0;
};

} // namespace

std::vector<ScheduledGame> swissRound(const std::vector<double>& scores, const std::vector<ScheduledGame>& played,
                                      int round, int opening) {
    const int n = int(scores.size());
    std::vector<History> history(n);
    std::vector<std::vector<int>> met(n, std::vector<int>(n, 0));
    std::vector<ScheduledGame> past = played;
    std::stable_sort(past.begin(), past.end(), [](const auto& a, const auto& b) { return a.round < b.round; });
    for (const ScheduledGame& g : past) {
        if (g.white < 0 || g.white >= n) continue;
        if (g.isBye()) {
            ++history[g.white].byes;
            continue;
        }
        if (g.black < 0 || g.black >= n) continue;
        ++history[g.white].whites, history[g.white].last = 1;
        ++history[g.black].blacks, history[g.black].last = -1;
        ++met[g.white][g.black], ++met[g.black][g.white];
    }

    // Rank: score, then seed.
    std::vector<int> ranked(n);
    std::iota(ranked.begin(), ranked.end(), 0);
    std::stable_sort(ranked.begin(), ranked.end(), [&](int a, int b) { return scores[a] > scores[b]; });

    std::vector<ScheduledGame> games;
    int bye = -1;
    if (n % 2 == 1) {
        // The lowest-ranked of those with the fewest byes.
        for (int i = n - 1; i >= 0; --i)
            if (bye < 0 || history[ranked[i]].byes < history[bye].byes) bye = ranked[i];
        ranked.erase(std::find(ranked.begin(), ranked.end(), bye));
    }

    std::vector<std::pair<int, int>> pairs;
    if (!Pairer(scores, history, met, false).pair(ranked, pairs)) {
        pairs.clear();
        Pairer(scores, history, met, true).pair(ranked, pairs); // always succeeds: anyone may meet anyone
    }

    for (int board = 0; board < int(pairs.size()); ++board) {
        const auto [a, b] = pairs[board]; // a is ranked higher
        const History& ha = history[a];
        const History& hb = history[b];
        bool aWhite;
        const int da = ha.whites - ha.blacks, db = hb.whites - hb.blacks;
        if (da != db) aWhite = da < db;
        else if (ha.last != hb.last) aWhite = ha.last < hb.last;
        else if (ha.last != 0) aWhite = ha.last < 0;
        else aWhite = (board + round) % 2 == 0; // nobody has played: alternate down the boards
        games.push_back({aWhite ? a : b, aWhite ? b : a, opening, round});
    }
    if (bye >= 0) games.push_back({bye, ScheduledGame::kBye, opening, round});
    return games;
}

} // namespace eschess
