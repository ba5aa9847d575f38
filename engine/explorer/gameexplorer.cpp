#include "explorer/gameexplorer.h"

#include "core/movegen.h"

#include <algorithm>
#include <utility>

namespace eschess {

namespace {

std::uint8_t resultCode(const std::string& result) {
    if (result == "1-0") return 0;
    if (result == "1/2-1/2") return 1;
    if (result == "0-1") return 2;
    return 3;
}

} // namespace

std::vector<ExplorerMove> ExplorerIndex::moves(const Position& pos) const {
    std::vector<ExplorerMove> out;
    const Key key = pos.key();
    auto it = std::lower_bound(m_entries.begin(), m_entries.end(), key,
                               [](const Entry& e, Key k) { return e.key < k; });
    for (; it != m_entries.end() && it->key == key; ++it) {
        const Move m(it->move);
        if (!pos.isLegal(m)) continue;
        out.push_back({m, it->games, it->white, it->draws, it->black});
    }
    std::stable_sort(out.begin(), out.end(),
                     [](const ExplorerMove& a, const ExplorerMove& b) { return a.games > b.games; });
    return out;
}

ExplorerBuilder::ExplorerBuilder(int maxPlies, std::size_t mergeEvery)
    : m_maxPlies(std::max(1, maxPlies)), m_mergeEvery(std::max<std::size_t>(1, mergeEvery)) {}

void ExplorerBuilder::add(const PgnGame& game) {
    ++m_index.m_games;
    const std::uint8_t result = resultCode(game.result);
    Position pos = game.start;
    const int plies = std::min<int>(m_maxPlies, int(game.moves.size()));
    const std::size_t first = m_visits.size();
    for (int ply = 0; ply < plies; ++ply) {
        const Move m = game.moves[ply];
        if (!pos.isLegal(m)) break; // the reader keeps only legal moves; this guards hand-made games
        const Visit v{pos.key(), m.raw(), result};
        // Once per game: a repetition inside the game is not another game.
        const bool seen = std::any_of(m_visits.begin() + std::ptrdiff_t(first), m_visits.end(),
                                      [&](const Visit& o) { return o.key == v.key && o.move == v.move; });
        if (!seen) m_visits.push_back(v);
        pos.makeMove(m);
    }
    if (m_visits.size() >= m_mergeEvery) mergeVisits();
}

void ExplorerBuilder::mergeVisits() {
    if (m_visits.empty()) return;
    std::sort(m_visits.begin(), m_visits.end(), [](const Visit& a, const Visit& b) {
        return a.key != b.key ? a.key < b.key : a.move < b.move;
    });
    std::vector<ExplorerIndex::Entry> fresh;
    for (const Visit& v : m_visits) {
        if (fresh.empty() || fresh.back().key != v.key || fresh.back().move != v.move)
            fresh.push_back({v.key, v.move, 0, 0, 0, 0});
        ExplorerIndex::Entry& e = fresh.back();
        ++e.games;
        if (v.result == 0)
            ++e.white;
        else if (v.result == 1)
            ++e.draws;
        else if (v.result == 2)
            ++e.black;
    }
    m_visits.clear();

    // Both are sorted: one pass adds the fresh counts to the entries so far.
    std::vector<ExplorerIndex::Entry>& old = m_index.m_entries;
    std::vector<ExplorerIndex::Entry> merged;
    merged.reserve(old.size() + fresh.size());
    const auto less = [](const ExplorerIndex::Entry& a, const ExplorerIndex::Entry& b) {
        return a.key != b.key ? a.key < b.key : a.move < b.move;
    };
    std::size_t i = 0, j = 0;
    while (i < old.size() || j < fresh.size()) {
        if (j == fresh.size() || (i < old.size() && less(old[i], fresh[j])))
            merged.push_back(old[i++]);
        else if (i == old.size() || less(fresh[j], old[i]))
            merged.push_back(fresh[j++]);
        else {
            ExplorerIndex::Entry e = old[i++];
            const ExplorerIndex::Entry& f = fresh[j++];
            e.games += f.games;
            e.white += f.white;
            e.draws += f.draws;
            e.black += f.black;
            merged.push_back(e);
        }
    }
    old = std::move(merged);
}

ExplorerIndex ExplorerBuilder::build() {
    mergeVisits();
    m_visits.shrink_to_fit();
    ExplorerIndex index = std::move(m_index);
    m_index = ExplorerIndex();
    return index;
}

} // namespace eschess
