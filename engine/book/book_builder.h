#pragma once
// Writing a Polyglot book from games: every position of the first plies of each finished game,
// with the move played, weighted by how the games went for the side that played it.
//
// Weight: 2 points per win and 1 per draw of the mover, summed over the games (Polyglot's own
// book-making scheme); a position whose largest sum exceeds 65535 has all its weights scaled down
// in proportion so they fit the 16-bit field (a move that scored is never scaled to 0). A move is
// kept when it was played in at least `minGames` different games; moves that only lost stay in the
// book with weight 0, so they are listed but never picked. Unfinished games ("*") are skipped.

#include "book/polyglot_book.h"
#include "notation/pgn.h"

#include <string>
#include <vector>

namespace eschess {

struct BookBuildOptions {
    int maxPly = 16;  // positions before ply maxPly of each game (the first maxPly moves)
    int minGames = 1; // keep a move played in at least this many games
};

struct BookBuild {
    std::vector<PolyglotEntry> entries; // sorted, ready to write
    int gamesUsed = 0;
    int gamesSkipped = 0; // without a result
    int positions = 0;    // distinct keys in the written book
};

BookBuild buildBook(const std::vector<PgnGame>& games, const BookBuildOptions& options);

} // namespace eschess
