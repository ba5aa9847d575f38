#include "book/book_pick.h"

namespace eschess {

Move pickBookMove(const PolyglotBook& book, const Position& pos, int ply, const BookPickOptions& options,
                  std::mt19937_64& rng) {
    if (ply >= options.maxPly) return Move::none();
    const std::vector<BookMove> moves = book.moves(pos);
    std::uint64_t total = 0;
    const BookMove* best = nullptr;
    for (const BookMove& m : moves) {
        total += m.weight;
        if (m.weight > 0 && (!best || m.weight > best->weight)) best = &m;
    }
    if (total == 0) return Move::none();
    if (options.mode == BookPickMode::Best) return best->move;
    // rng() % total, not std::uniform_int_distribution: the latter differs between standard
    // libraries, and a seed must pick the same openings on every machine. The bias of the modulo is
    // below total / 2^64, far too small to matter.
    std::uint64_t r = rng() % total;
    for (const BookMove& m : moves) {
        if (r < m.weight) return m.move;
        r -= m.weight;
    }
    return best->move; // unreachable: r < total
}

} // namespace eschess
