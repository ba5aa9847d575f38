#pragma once
// The NNUE accumulators of one search thread, one entry per ply. push() before a move records
// which inputs the move turns on and off; the accumulators themselves are brought up to date
// lazily, when a position is evaluated, from the nearest entry below that is (most nodes are
// cut before they are evaluated, so eager updates would mostly be wasted). pop() after the
// unmake is just a step down. A side's accumulator is rebuilt from the board instead when its
// king has moved into another king bucket since the entry it would be updated from.

#include "nnue/network.h"

#include <vector>

namespace eschess::nnue {

class AccumulatorStack {
public:
    // Starts over at pos (the search's root) with a full refresh; simd is the path of every
    // accumulator update and evaluation until the next reset.
    void reset(const Network& net, const Position& pos, Simd simd = bestSimd());
    // Call before pos.makeMove(m), with pos still before the move.
    void push(const Position& pos, Move m);
    void pushNull();
    void pop() { --m_top; }

    // The current position's evaluation (centipawns, side to move's view); pos is that position
    // (its side to move and piece count pick the accumulators' order and the output bucket).
    int evaluate(const Position& pos);
    // The current position's accumulator for perspective, brought up to date (tests); pos is that
    // position.
    const Accumulator& accumulator(const Position& pos, Color perspective);

private:
    struct Change {
        Piece piece;
        Square square;
    };
    struct Entry {
        Accumulator acc[ColorCount];
        Change added[2], removed[2];
        int addedCount = 0, removedCount = 0;
        std::uint8_t kingBucket[ColorCount] = {0, 0}; // each perspective's, after the move
        bool computed[ColorCount] = {false, false};
    };

    Entry& pushEntry();
    void update(const Position& pos, Color perspective);

    const Network* m_net = nullptr;
    Simd m_simd = Simd::Portable;
    std::vector<Entry> m_entries;
    int m_top = 0;
};

} // namespace eschess::nnue
