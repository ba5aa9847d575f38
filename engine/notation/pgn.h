#pragma once
// Portable Game Notation: the file format of chess games. The reader takes many games per file,
// keeps comments on the moves of the main line and skips NAGs, variations and escape lines
// safely; a bad game is reported with its number and line, and the rest of the file still reads.
// The writer produces the export format (Seven Tag Roster first, lines of at most 80 columns).

#include "core/position.h"

#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace eschess {

struct PgnGame {
    std::vector<std::pair<std::string, std::string>>
        tags;                                     // in file order; Seven Tag Roster first when writing
    std::string tag(std::string_view name) const; // "" when absent
    void setTag(std::string_view name, std::string value); // replaces in place, else appends
    Position start;                                        // from SetUp/FEN, else the standard position
    std::vector<Move> moves;
    std::vector<std::string> comments; // same size as moves: comment after each move ("" when none)
    std::string result = "*";          // "1-0", "0-1", "1/2-1/2", "*"
    std::string preComment;            // a comment before the first move ("" when none)
};

struct PgnReadResult {
    std::vector<PgnGame> games;
    std::vector<std::string> errors; // "game 3 (line 41): …"
};

// Many games; {} and ; comments, NAGs, variations and % lines skipped safely. A game with a bad
// move keeps the moves before it (and its error is reported); a game with a bad FEN is left out.
PgnReadResult readPgn(std::string_view text);
// Tags, numbered SAN moves wrapped at 80 columns, comments, result; ends with a blank line.
std::string writePgn(const PgnGame& game);

} // namespace eschess
