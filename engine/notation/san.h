#pragma once
// Standard Algebraic Notation, the move text of PGN, EPD and every move list a person reads.
// Writing gives the minimal disambiguation and the check/mate suffix; reading is lenient about
// what other programs write (0-0, e8Q, e8=Q, annotation glyphs) but never guesses between moves.

#include "core/parsed.h"
#include "core/position.h"

#include <string>
#include <string_view>
#include <vector>

namespace eschess {

// SAN of a legal move in pos: "Nbd7", "exd6", "O-O", "e8=Q+", "Qh4#"; "--" for the null move;
// an illegal move comes back as its UCI text with a question mark ("e2e5?") rather than a crash.
std::string toSan(const Position& pos, Move m);
// The same, trying the move on pos itself and taking it back: no copy at all, for writers that
// walk a game move by move with a position of their own (writePgn).
std::string toSanOnBoard(Position& pos, Move m);
// The legal move that san names in pos. Errors quote the text and say why: not SAN, no such
// legal move, ambiguous (listing the candidates), or a missing promotion piece.
Parsed<Move> parseSan(const Position& pos, std::string_view san);
// "12. Nf3 Nc6 13. Bb5" (or "12... Nc6 13. Bb5" when black starts); stops at the first move
// that is not legal. Without numbers when withNumbers is false.
std::string toSanLine(const Position& pos, const std::vector<Move>& moves, bool withNumbers = true);
// The moves played one after another from pos as SAN; stops at the first move that is not legal.
std::vector<std::string> toSanList(const Position& pos, const std::vector<Move>& moves);

} // namespace eschess
