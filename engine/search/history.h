#pragma once
// Move-ordering memory of the strong searcher, learned while searching: killer moves per ply,
// a butterfly history of quiet moves that caused cut-offs, and the reply that refuted each move
// (countermoves). One set per search thread.

#include "core/position.h"
#include "search/zeroedpages.h"

#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <new>

namespace eschess {

struct History {
    static constexpr int kMax = 16384;

    // Indexed by the moved piece and its destination.
    using Continuation = std::int16_t[PieceCount][SquareCount];

    std::int16_t butterfly[ColorCount][SquareCount][SquareCount];
    // How good a quiet move was as a reply to (or follow-up of) a given piece's move.
    Continuation continuation[PieceCount][SquareCount];
    Move counter[PieceCount][SquareCount];
    Move killers[kMaxPly + 2][2];

    // A cleared set, made from zeroed pages (zero is the cleared state: Move::none() is 0): the
    // 1.2 MB are not written before the search uses the few it needs (search/zeroedpages.h).
    static std::unique_ptr<History> create() { return std::unique_ptr<History>(new History); }
    static void* operator new(std::size_t size) {
        if (void* p = allocateZeroedPages(size, 4096)) return p;
        throw std::bad_alloc();
    }
    static void operator delete(void* p, std::size_t size) { freeZeroedPages(p, size); }

    void clear() {
        std::memset(butterfly, 0, sizeof butterfly);
        std::memset(continuation, 0, sizeof continuation);
        for (auto& row : counter)
            for (Move& m : row) m = Move::none();
        for (auto& k : killers) k[0] = k[1] = Move::none();
    }

    int quietScore(Color c, Move m) const { return butterfly[c][m.from()][m.to()]; }

    // Moves an entry towards +/-kMax; big bonuses move it faster, saturated entries slower.
    static void nudge(std::int16_t& h, int bonus) {
        bonus = bonus > kMax ? kMax : bonus < -kMax ? -kMax : bonus;
        h = std::int16_t(h + bonus - h * std::abs(bonus) / kMax);
    }
    void update(Color c, Move m, int bonus) { nudge(butterfly[c][m.from()][m.to()], bonus); }

    void addKiller(int ply, Move m) {
        if (killers[ply][0] != m) {
            killers[ply][1] = killers[ply][0];
            killers[ply][0] = m;
        }
    }

private:
    History() = default; // leaves the memory as create() got it: zero; only create() makes one
};

} // namespace eschess
