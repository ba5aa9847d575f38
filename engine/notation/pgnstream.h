#pragma once
// Reading a PGN file of any size a piece at a time: text goes in as it is read, whole games
// come out, and the parser's messages keep the game and line numbers of the whole file. Memory
// stays near one piece plus the games of that piece, where readPgn on the whole text would hold
// every game at once.

#include "notation/pgn.h"

#include <cstdint>
#include <string>
#include <string_view>

namespace eschess {

class PgnStreamReader {
  public:
    // Text without a game boundary is parsed once it grows past this, so that a file of one
    // endless game (or of junk) cannot take all memory; such a game is read in pieces.
    static constexpr std::size_t kMaxPieceBytes = std::size_t(64) << 20;

    // mainLinePlies: as PgnTextOrigin's, how many moves of each main line are read.
    explicit PgnStreamReader(int mainLinePlies = PgnTextOrigin::kAllPlies) {
        m_origin.mainLinePlies = mainLinePlies;
    }

    // Adds text; returns the games that are now complete (the last one may still be growing, so
    // it waits for more text or for finish()).
    PgnReadResult feed(std::string_view text);
    // The games left once the whole file has been fed.
    PgnReadResult finish();

    int gamesSeen() const { return m_origin.gamesBefore; }
    // The bytes, counted from the first one fed, that the last feed() or finish() returning
    // games read them from: readPgn on exactly those bytes gives the same games in the same
    // order, so a game can be found again without reading the whole file.
    std::uint64_t lastTextOffset() const { return m_lastOffset; }
    std::uint64_t lastTextLength() const { return m_lastLength; }

    // Where the last game of text begins: the start of its last tag section that follows
    // movetext, outside comments; 0 when there is none after the first game's.
    static std::size_t lastGameStart(std::string_view text);

  private:
    // Finds game boundaries a line at a time, keeping what it knows between lines (an open
    // comment, movetext since the last tag), so that each byte fed is looked at once.
    struct BoundaryScan {
        bool inComment = false;  // inside { … }, which may span lines
        bool afterMoves = false; // a line of movetext came since the last tag line
        std::size_t lastStart = 0;
        void line(std::string_view line, std::size_t offset);
    };

    PgnReadResult parse(std::size_t length);

    std::string m_pending;      // begins at a game's first tag (or at the file's start)
    std::size_t m_scanned = 0;  // m_pending's whole lines already scanned
    std::size_t m_searched = 0; // how far the unfinished line after them was searched for its end
    BoundaryScan m_scan;        // of those lines; lastStart indexes m_pending
    PgnTextOrigin m_origin;
    std::uint64_t m_consumed = 0; // bytes before m_pending
    std::uint64_t m_lastOffset = 0, m_lastLength = 0;
};

} // namespace eschess
