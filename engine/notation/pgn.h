#pragma once
// Portable Game Notation: the file format of chess games. The reader takes many games per file
// with their whole annotation tree — variations nested to any sensible depth, comments (with
// embedded commands such as [%eval 0.3] or [%cal Ge2e4] kept verbatim), NAGs and the move
// suffixes !, ?, !!, ??, !?, ?! (read as NAGs 1-6) — and skips escape lines safely; a bad game is
// reported with its number and line, and the rest of the file still reads. The writer produces
// the export format (Seven Tag Roster first, lines of at most 80 columns); reading what it wrote
// gives back the same tree.

#include "core/position.h"

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace eschess {

// One line of moves: the main line of a game or a variation. The vectors beside `moves` are
// indexed like it; a shorter one (as code that builds a game by hand leaves them) means "none"
// for the missing entries, and the reader always fills them to the size of `moves`.
struct PgnLine {
    std::string preComment;                          // before the first move ("" when none)
    std::vector<Move> moves;
    std::vector<std::string> comments;               // after each move ("" when none)
    std::vector<std::vector<int>> nags;              // NAGs of each move, in file order
    std::vector<std::vector<PgnLine>> variations;    // alternatives to each move, played from the
                                                     // position before it
};

// The NAG that a move suffix stands for (1 "!", 2 "?", 3 "!!", 4 "??", 5 "!?", 6 "?!"), 0 if none.
int nagFromSuffix(std::string_view suffix);
std::string_view nagSuffix(int nag); // "" for NAGs without a suffix form

struct PgnGame : PgnLine {
    int pliesNotRead = 0; // main-line move words past PgnTextOrigin::mainLinePlies, left unread
    std::vector<std::pair<std::string, std::string>>
        tags;                                     // in file order; Seven Tag Roster first when writing
    std::string tag(std::string_view name) const; // "" when absent
    void setTag(std::string_view name, std::string value); // replaces in place, else appends
    Position start;                                        // from SetUp/FEN, else the standard position
    std::string result = "*";                              // "1-0", "0-1", "1/2-1/2", "*"
};

// The value of a command embedded in a comment, "[%eval 0.25]" -> "0.25" for name "eval"; "" when
// the comment has none.
std::string pgnCommand(std::string_view comment, std::string_view name);
// The comment with the command set to value (replaced in place, else appended).
std::string withPgnCommand(std::string_view comment, std::string_view name, std::string_view value);
// The comment without the command (trimmed); the comment as it is when it has none.
std::string withoutPgnCommand(std::string_view comment, std::string_view name);
// An [%eval] value in centipawns from White's view: "0.25" -> 25, "#-3" -> -(kPgnMateCp - 3).
constexpr int kPgnMateCp = 100000;
std::optional<int> pgnEvalCp(std::string_view value);
// The Variant tag's game: Chess960 for "Chess960", "chess 960", "Fischerandom", "Fischer Random"
// (any case); standard chess for "", "Standard", "Chess" and "From Position" (Lichess's name for
// a standard game from a set-up position); nullopt for any other variant, which Eschess cannot play.
std::optional<bool> pgnVariantIsChess960(std::string_view variant);
// A WhiteElo/BlackElo tag's rating, 1–9999; 0 when absent, "-", "?" or anything but a number.
int pgnElo(std::string_view value);

struct PgnReadResult {
    std::vector<PgnGame> games;
    std::vector<std::string> errors; // "game 3 (line 41): …"; at most kMaxPgnErrors of these, then
                                     // one last line "… N more errors …"
    int gamesSeen = 0; // the number of the last game begun, kept or left out (with PgnTextOrigin's)
    long long errorsLeftOut = 0; // errors beyond kMaxPgnErrors, counted in the last line only
};

// Where a piece of a larger file begins, so that its messages name the file's game and line
// numbers: the games begun and the lines ('\n') before it.
struct PgnTextOrigin {
    int gamesBefore = 0;
    int linesBefore = 0;
    // Moves of a main line past this many are not read — neither checked nor kept, and no
    // comment, NAG or variation from there on — only counted (PgnGame::pliesNotRead). For readers
    // that want a game's opening alone (the games explorer): most of the reading time is spent
    // checking moves.
    int mainLinePlies = kAllPlies;
    static constexpr int kAllPlies = 1 << 30;
};

constexpr int kMaxPgnErrors = 100;
constexpr int kMaxPgnVariationDepth = 64; // deeper variations are left out (with an error)

// Many games, in time linear in the text. A game with a bad move keeps the moves before it (and
// its error is reported); a bad move in a variation ends that variation only; a game with a bad
// FEN is left out.
PgnReadResult readPgn(std::string_view text);
// The same for a piece of a file that starts at a game's tags (see PgnStreamReader).
PgnReadResult readPgn(std::string_view text, const PgnTextOrigin& origin);
// Tags, numbered SAN moves wrapped at 80 columns, comments, result; ends with a blank line.
std::string writePgn(const PgnGame& game);

} // namespace eschess
