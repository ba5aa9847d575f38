#include "book/book_builder.h"

#include "book/polyglot_key.h"
#include "book/polyglot_move.h"

#include <algorithm>
#include <map>
#include <set>
#include <utility>

namespace eschess {

namespace {

struct Tally {
    int games = 0;
    std::uint64_t points = 0; // 2 per win, 1 per draw of the side that moved
};

// Points for White: 2, 1 or 0; -1 for a game without a result.
int whitePoints(const std::string& result) {
    if (result == "1-0") return 2;
    if (result == "0-1") return 0;
    if (result == "1/2-1/2") return 1;
    return -1;
}

} // namespace

BookBuild buildBook(const std::vector<PgnGame>& games, const BookBuildOptions& options) {
    BookBuild build;
    std::map<std::pair<std::uint64_t, std::uint16_t>, Tally> tallies;
    for (const PgnGame& game : games) {
        const int white = whitePoints(game.result);
        if (white < 0) {
            ++build.gamesSkipped;
            continue;
        }
        ++build.gamesUsed;
        Position pos = game.start;
        // A position and move repeated within one game count once towards minGames and weight.
        std::set<std::pair<std::uint64_t, std::uint16_t>> seen;
        const int plies = std::min<int>(options.maxPly, int(game.moves.size()));
        for (int ply = 0; ply < plies; ++ply) {
            const Move m = game.moves[ply];
            const auto id = std::make_pair(polyglotKey(pos), toPolyglotMove(pos, m));
            if (seen.insert(id).second) {
                Tally& t = tallies[id];
                ++t.games;
                t.points += pos.sideToMove() == White ? white : 2 - white;
            }
            pos.makeMove(m);
        }
    }

    // tallies is ordered by key, so each position's moves are adjacent.
    for (auto it = tallies.begin(); it != tallies.end();) {
        const std::uint64_t key = it->first.first;
        auto end = it;
        std::uint64_t most = 0;
        for (; end != tallies.end() && end->first.first == key; ++end)
            if (end->second.games >= options.minGames) most = std::max(most, end->second.points);
        bool any = false;
        for (; it != end; ++it) {
            const Tally& t = it->second;
            if (t.games < options.minGames) continue;
            std::uint64_t weight = t.points;
            if (most > 0xFFFF) weight = std::max<std::uint64_t>(t.points > 0 ? 1 : 0, t.points * 0xFFFF / most);
            build.entries.push_back({key, it->first.second, std::uint16_t(weight), 0});
            any = true;
        }
        if (any) ++build.positions;
    }
    sortBookEntries(build.entries);
    return build;
}

} // namespace eschess
