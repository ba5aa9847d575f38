#pragma once
// Training data from games already played: every scored move of a PGN file (a match's
// "[%eval 0.25]" or Cute Chess's "+0.25/12" after the move) gives the position before the move,
// the score of the search that chose it and the game's result, as datagen's records do
// (packed_board.h). The repository's match archive (docs/matches) is some 120,000 games of
// Eschess at 25,000 nodes a move: labels deeper than datagen's, kept with the code, so that a
// new machine has data without hours of self-play (docs/nnue.md).

#include "nnue/packed_board.h"
#include "notation/pgn.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_set>
#include <vector>

namespace eschess::nnue {

// The searched score in a move's comment, in centipawns from the mover's view: "[%eval …]"
// (White's view) when there is one, else Cute Chess's "±x.xx/depth" (the mover's view).
// nullopt when the comment has neither (a book move), or for a mate (mates are search, not
// evaluation) or a value that does not parse.
std::optional<int> moverScoreInComment(std::string_view comment, Color mover);

struct PgnDataOptions {
    std::string outPath;             // a new file; an existing one is never overwritten
    std::vector<std::string> inputs; // PGN files, "-" for standard input
    // Moves of players whose name contains one of these (any case) are not used: another
    // engine's scores are in its own units (Stockfish's, Ethereal's).
    std::vector<std::string> excludedPlayers;
    // Games whose play began at one of these positions (after their "book" moves) are left out
    // whole: the final positions of the openings a match will be played from
    // (--exclude-openings), so that a net trained on this data is not measured on the games it
    // learnt (docs/nnue.md, "Session 88").
    std::unordered_set<Key> excludedPositions;
    std::vector<std::string> excludedOpeningFiles;
};

// What one game gave, and why the rest was left out.
struct PgnDataCounts {
    std::uint64_t games = 0;        // games with a result whose moves were read
    std::uint64_t gamesLeftOut = 0; // no result ("*") or Chess960 (the record is standard chess)
    std::uint64_t gamesExcluded = 0; // begun at an excluded opening's position
    std::uint64_t records = 0;      // positions written
    std::uint64_t unscored = 0;     // moves without a usable score (book, mate, another engine)
    std::uint64_t notQuiet = 0;     // in check, or the move was a capture or promotion
    PgnDataCounts& operator+=(const PgnDataCounts& o);
};

// Appends game's records to out (keepForTraining's filter, scores from the mover's view turned
// to White's, the game's result) and returns what it counted.
PgnDataCounts recordsOfGame(const PgnGame& game, const PgnDataOptions& options,
                            std::vector<PackedBoard>& out);

// Adds the final position of every opening in text (PGN: each game's main line; EPD: each
// record) to keys. An empty error means fine; else what is wrong and where.
std::string addOpeningPositions(std::string_view text, bool epd, std::unordered_set<Key>& keys);

// Parses `pgn-data` arguments (--out FILE [--exclude-player NAME]… [--exclude-openings FILE]…
// INPUT…); an empty error means fine. The openings files are only named here (pgnDataMain reads them).
std::string parsePgnDataArgs(const std::vector<std::string>& args, PgnDataOptions& options);

// `eschess-engine pgn-data …`: reads every input a piece at a time, writes the records, prints
// the counts and the first parse errors of each input. 0 on success, 1 when an input cannot be
// read or the output cannot be written, 2 for bad arguments.
int pgnDataMain(const std::vector<std::string>& args);

} // namespace eschess::nnue
