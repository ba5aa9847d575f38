#pragma once
// The games explorer: for a position, the moves played in it across a database of games, how
// often, and how those games ended — the opening explorer of Lichess and En Croissant, over a
// PGN file of the user's own. Built once from the games' main lines, then asked position by
// position in logarithmic time, so it can follow the board at every move.
//
// Positions are matched by their Zobrist key, so transpositions meet: 1. d4 Nf6 2. c4 and
// 1. c4 Nf6 2. d4 share their statistics, as in every explorer.

#include "core/parsed.h"
#include "core/position.h"
#include "notation/pgn.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace eschess {

// One game of the database as the games list shows it, and where to find it again: the games
// come from the file a piece of text at a time, and readPgn on the same bytes gives them back in
// the same order, so a piece's byte range and the game's place in it name the game.
struct ExplorerGameSource {
    std::uint64_t textOffset = 0; // the piece of text the game was read from
    std::uint64_t textLength = 0;
    std::uint32_t indexInText = 0; // the game's index among the games readPgn gives for that text
    bool operator==(const ExplorerGameSource&) const = default;
};

struct ExplorerGame {
    std::string white, black, event, date, result; // the tags as written ("" when absent)
    int whiteElo = 0, blackElo = 0;                // 0 when absent or not a number
    // "Tal (2600)", the name alone when unrated, "?" for a missing name: as the lists show them.
    std::string whiteLabel() const;
    std::string blackLabel() const;
    int plies = 0;                                 // of the main line, read or only counted
    int indexedPlies = 0;                          // of those, the ones indexed
    Key reached = 0; // the position after the indexed plies: the game read again must reach it
    ExplorerGameSource source;
    bool operator==(const ExplorerGame&) const = default;
};

// A game in a position's list, and what it did there.
struct ExplorerListedGame {
    std::uint32_t id = 0; // for ExplorerIndex::game()
    Move move;            // the move the game played here; none when the game ended here
};

// The mean of the known ratings of a game's two players (0 for an unknown one); 0 when neither is
// known. The top games are ordered by it and the explorer's rating filter reads it.
int meanElo(int whiteElo, int blackElo);

struct ExplorerMove {
    Move move;
    std::uint32_t games = 0; // games in which this move was played here
    std::uint32_t whiteWins = 0;
    std::uint32_t draws = 0;
    std::uint32_t blackWins = 0; // an unfinished game ("*") counts in games only

    std::uint32_t decided() const { return whiteWins + draws + blackWins; } // finished games
    // The points of the side that played the move over the finished games: a win 1, a draw 1/2.
    double points(Color mover) const { return (mover == White ? whiteWins : blackWins) + 0.5 * draws; }
};

struct ExplorerIndexFile;

class ExplorerIndex {
  public:
    // The moves played in pos, most played first (ties in move order); only moves legal in pos,
    // so a key collision can never offer an impossible move.
    std::vector<ExplorerMove> moves(const Position& pos) const;
    // The games that ended in pos within the indexed plies (a mate, a resignation, an agreed
    // draw), with their results; move is none.
    ExplorerMove endedIn(const Position& pos) const;
    // The games that reached pos (within the indexed plies, or by ending there), at most
    // kGamesPerPosition of them: the best rated first (the mean of the players' Elo ratings),
    // then the most recent, then in file order — Lichess's "top games".
    static constexpr std::size_t kGamesPerPosition = 50;
    std::vector<ExplorerListedGame> games(const Position& pos) const;
    const ExplorerGame& game(std::uint32_t id) const { return m_gameList[id]; }
    std::uint64_t gamesIndexed() const { return m_games; }
    // Distinct (position, move) pairs, and a position's games that ended there as one more.
    std::size_t entries() const { return m_entries.size(); }

    // The index as a file (explorerfile.cpp), so that a large database is indexed once: a
    // versioned header, the caller's note (what the index was made from, for it to check), the
    // tables, and a checksum. parse() refuses a short, corrupt or inconsistent file with a
    // message and gives back an index equal to the one written.
    std::vector<std::uint8_t> serialize(std::string_view note) const;
    static Parsed<ExplorerIndexFile> parse(std::string_view bytes);
    bool operator==(const ExplorerIndex&) const = default;

  private:
    friend class ExplorerBuilder;
    struct Entry {
        Key key = 0;
        std::uint16_t move = 0;
        std::uint32_t games = 0, white = 0, draws = 0, black = 0;
        bool operator==(const Entry&) const = default;
    };
    struct GameRef {
        Key key = 0;
        std::uint32_t game = 0;
        std::uint16_t move = 0; // in the padding: 16 bytes with or without it
        bool operator==(const GameRef&) const = default;
    };
    std::vector<Entry> m_entries;    // sorted by key, then move
    std::vector<GameRef> m_gameRefs; // sorted by key, then best game first; capped per key
    std::vector<ExplorerGame> m_gameList;
    std::uint64_t m_games = 0;
};

struct ExplorerIndexFile {
    ExplorerIndex index;
    std::string note;
};

// Collects the games, then builds the index. Memory stays near 32 bytes per distinct
// (position, move) pair, 16 per (position, game) listed and the tags shown of each game: the raw
// visits are merged into the sorted entries every few million.
class ExplorerBuilder {
  public:
    static constexpr int kDefaultMaxPlies = 30;
    static constexpr std::size_t kDefaultMergeEvery = std::size_t(1) << 22; // visits: 64 MiB
    explicit ExplorerBuilder(int maxPlies = kDefaultMaxPlies, std::size_t mergeEvery = kDefaultMergeEvery);

    // The first maxPlies moves of the game's main line, from its own start position. A position
    // and move repeated within one game count once. source says where the game can be read again.
    void add(const PgnGame& game, const ExplorerGameSource& source = {});
    std::uint64_t games() const { return m_index.m_games; }

    ExplorerIndex build();

  private:
    struct Visit {
        Key key;
        std::uint16_t move;
        std::uint8_t result; // 0 White won, 1 draw, 2 Black won, 3 no result
    };
    void mergeVisits();
    void mergeGameRefs();

    int m_maxPlies;
    std::size_t m_mergeEvery;
    std::vector<Visit> m_visits;
    std::vector<ExplorerIndex::GameRef> m_newRefs; // not yet merged into the index's
    std::vector<std::uint64_t> m_rank;             // per game: higher is listed first (Elo, then date)
    ExplorerIndex m_index;
};

} // namespace eschess
