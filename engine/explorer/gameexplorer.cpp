#include "explorer/gameexplorer.h"

#include "core/movegen.h"

#include <algorithm>
#include <iterator>
#include <span>
#include <utility>

namespace eschess {

namespace {

std::uint8_t resultCode(const std::string& result) {
    if (result == "1-0") return 0;
    if (result == "1/2-1/2") return 1;
    if (result == "0-1") return 2;
    return 3;
}

// "2024.03.??" -> 20240300: comparable as a number, unknown parts as 0.
std::uint32_t dateNumber(const std::string& date) {
    std::uint32_t number = 0;
    int digits = 0;
    for (char c : date) {
        if (c == '.') continue;
        if (++digits > 8) break;
        number = number * 10 + (c >= '0' && c <= '9' ? std::uint32_t(c - '0') : 0);
    }
    for (; digits < 8; ++digits) number *= 10;
    return number;
}

std::uint64_t rankOf(const ExplorerGame& game) {
    return std::uint64_t(meanElo(game.whiteElo, game.blackElo)) << 32 | dateNumber(game.date);
}

// The entries of a vector sorted by key that have this key.
template <class T> std::span<const T> withKey(const std::vector<T>& sorted, Key key) {
    const auto first =
        std::lower_bound(sorted.begin(), sorted.end(), key, [](const T& e, Key k) { return e.key < k; });
    const auto last = std::upper_bound(first, sorted.end(), key, [](Key k, const T& e) { return k < e.key; });
    return {first, last};
}

std::string playerLabel(const std::string& name, int elo) {
    const std::string shown = name.empty() ? "?" : name;
    return elo > 0 ? shown + " (" + std::to_string(elo) + ")" : shown;
}

} // namespace

int meanElo(int whiteElo, int blackElo) {
    const int rated = (whiteElo > 0) + (blackElo > 0);
    return rated == 0 ? 0 : (whiteElo + blackElo) / rated;
}

std::string ExplorerGame::whiteLabel() const {
    return playerLabel(white, whiteElo);
}

std::string ExplorerGame::blackLabel() const {
    return playerLabel(black, blackElo);
}

std::vector<ExplorerListedGame> ExplorerIndex::games(const Position& pos) const {
    std::vector<ExplorerListedGame> out;
    for (const GameRef& r : withKey(m_gameRefs, pos.key())) {
        const Move m(r.move);
        // A key collision cannot show a move impossible here: such a move is left out.
        out.push_back({r.game, m != Move::none() && pos.isLegal(m) ? m : Move::none()});
    }
    return out;
}

std::vector<ExplorerMove> ExplorerIndex::moves(const Position& pos) const {
    std::vector<ExplorerMove> out;
    for (const Entry& e : withKey(m_entries, pos.key())) {
        const Move m(e.move);
        if (m == Move::none() || !pos.isLegal(m)) continue; // none: the games that ended here
        out.push_back({m, e.games, e.white, e.draws, e.black});
    }
    std::stable_sort(out.begin(), out.end(),
                     [](const ExplorerMove& a, const ExplorerMove& b) { return a.games > b.games; });
    return out;
}

ExplorerMove ExplorerIndex::endedIn(const Position& pos) const {
    // The entries of a key are sorted by move, and none is 0: the first one if any.
    const std::span<const Entry> entries = withKey(m_entries, pos.key());
    if (entries.empty() || Move(entries.front().move) != Move::none()) return {};
    const Entry& e = entries.front();
    return {Move::none(), e.games, e.white, e.draws, e.black};
}

ExplorerBuilder::ExplorerBuilder(int maxPlies, std::size_t mergeEvery)
    : m_maxPlies(std::max(1, maxPlies)), m_mergeEvery(std::max<std::size_t>(1, mergeEvery)) {}

void ExplorerBuilder::add(const PgnGame& game, const ExplorerGameSource& source) {
    ++m_index.m_games;
    const auto id = std::uint32_t(m_index.m_gameList.size());
    ExplorerGame& listed = m_index.m_gameList.emplace_back();
    listed.white = game.tag("White");
    listed.black = game.tag("Black");
    listed.event = game.tag("Event");
    listed.date = game.tag("Date");
    listed.result = game.result;
    listed.whiteElo = pgnElo(game.tag("WhiteElo"));
    listed.blackElo = pgnElo(game.tag("BlackElo"));
    listed.plies = int(game.moves.size()) + game.pliesNotRead;
    listed.source = source;
    m_rank.push_back(rankOf(listed));

    const std::uint8_t result = resultCode(game.result);
    Position pos = game.start;
    const int plies = std::min<int>(m_maxPlies, int(game.moves.size()));
    const std::size_t first = m_visits.size(), firstRef = m_newRefs.size();
    // Once per game: a repetition inside the game is not another game.
    const auto reached = [&](Key key, Move move) {
        const bool seen = std::any_of(m_newRefs.begin() + std::ptrdiff_t(firstRef), m_newRefs.end(),
                                      [&](const ExplorerIndex::GameRef& r) { return r.key == key; });
        if (!seen) m_newRefs.push_back({key, id, move.raw()});
    };
    int ply = 0;
    for (; ply < plies; ++ply) {
        const Move m = game.moves[ply];
        if (!pos.isLegal(m)) break; // the reader keeps only legal moves; this guards hand-made games
        const Visit v{pos.key(), m.raw(), result};
        const bool seen = std::any_of(m_visits.begin() + std::ptrdiff_t(first), m_visits.end(),
                                      [&](const Visit& o) { return o.key == v.key && o.move == v.move; });
        if (!seen) m_visits.push_back(v);
        reached(v.key, m);
        pos.makeMove(m);
    }
    // A game that ends within the indexed plies (a quick mate, a resignation) also reached its
    // last position, from which no move was played.
    if (ply == int(game.moves.size()) && game.pliesNotRead == 0 && ply < m_maxPlies) {
        reached(pos.key(), Move::none());
        m_visits.push_back({pos.key(), Move::none().raw(), result}); // counted by endedIn()
    }
    listed.indexedPlies = ply;
    listed.reached = pos.key();
    if (m_visits.size() >= m_mergeEvery || m_newRefs.size() >= m_mergeEvery) mergeVisits();
}

void ExplorerBuilder::mergeGameRefs() {
    const std::vector<std::uint64_t>& rank = m_rank;
    const auto before = [&](const ExplorerIndex::GameRef& a, const ExplorerIndex::GameRef& b) {
        if (a.key != b.key) return a.key < b.key;
        if (rank[a.game] != rank[b.game]) return rank[a.game] > rank[b.game];
        return a.game < b.game;
    };
    std::sort(m_newRefs.begin(), m_newRefs.end(), before);
    std::vector<ExplorerIndex::GameRef>& old = m_index.m_gameRefs;
    std::vector<ExplorerIndex::GameRef> merged;
    merged.reserve(old.size() + m_newRefs.size());
    std::merge(old.begin(), old.end(), m_newRefs.begin(), m_newRefs.end(), std::back_inserter(merged),
               before);
    m_newRefs.clear();
    // Only the best kGamesPerPosition of each position are kept: the list shows no more, and a
    // position of every game (the start) would otherwise hold one reference per game.
    std::size_t kept = 0, run = 0;
    for (std::size_t i = 0; i < merged.size(); ++i) {
        run = i > 0 && merged[i].key == merged[i - 1].key ? run + 1 : 0;
        if (run < ExplorerIndex::kGamesPerPosition) merged[kept++] = merged[i];
    }
    merged.resize(kept);
    old = std::move(merged);
}

void ExplorerBuilder::mergeVisits() {
    mergeGameRefs();
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
    m_newRefs.shrink_to_fit();
    ExplorerIndex index = std::move(m_index);
    m_index = ExplorerIndex();
    m_rank.clear(); // the next games are numbered from 0 again
    return index;
}

} // namespace eschess
