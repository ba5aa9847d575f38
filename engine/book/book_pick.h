#pragma once
// Choosing a move from an opening book: at random in proportion to the weights (the usual way to
// vary openings in a match, repeatable from a seed) or always the heaviest move, and only within
// the first plies of a game, so a long book does not play deep into the middlegame.

#include "book/polyglot_book.h"

#include <cstdint>
#include <random>

namespace eschess {

enum class BookPickMode { Weighted, Best };

struct BookPickOptions {
    BookPickMode mode = BookPickMode::Weighted;
    int maxPly = 16; // book moves only while fewer than this many plies were played
};

// A book move for pos at `ply` (plies played since the start of the game), or Move::none() when the
// book has none, the ply limit is reached or every weight is zero. Weighted picks draw one number
// from rng (std::mt19937_64 gives the same sequence everywhere, so a seed replays a match).
// Best picks the first of the heaviest moves in file order.
Move pickBookMove(const PolyglotBook& book, const Position& pos, int ply, const BookPickOptions& options,
                  std::mt19937_64& rng);

} // namespace eschess
