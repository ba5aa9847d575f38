#pragma once
// Lazy SMP: which thread's move the search plays. The threads search the same root with
// different windows and depths, so when time runs out one of the helpers may have completed a
// deeper iteration, or found a better move, than the main thread. Each thread votes for its
// move, weighted by how deep it searched and how good it found it; the move with the most
// votes is played, in the line of the thread that voted for it most strongly. This is the
// scheme Stockfish uses since 2017 (get_best_thread); the weights here are our own reading of
// it, checked by tst_threadvote.

#include "core/types.h"

#include <cstddef>
#include <span>

namespace eschess {

// One thread's answer: the move it would play, its score (side to move's view) and the depth
// of its last completed iteration (0: it completed none, and it takes no part in the vote).
struct ThreadAnswer {
    Move move;
    Value score = 0;
    int depth = 0;
};

// The index of the thread whose answer to play: 0, the main thread, when no other is better
// (or when none completed an iteration). A thread that proves a mate is chosen over any that does not, the
// shortest mate first; a thread that sees itself mated never outvotes one that does not.
std::size_t chooseThread(std::span<const ThreadAnswer> answers);

} // namespace eschess
