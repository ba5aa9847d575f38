#pragma once
// Move-ordering memory of the strong searcher, learned while searching: killer moves per ply,
// a butterfly history of quiet moves that caused cut-offs (apart for each of the four ways the
// opponent may attack a move's two squares), the same per pawn structure, a history of
// captures, the reply that refuted each move (countermoves), and how far the static evaluation
// of each pawn structure, placement of pieces and of minor pieces tends to miss the searched
// score (correction history). One set per search thread.

#include "core/position.h"
#include "search/zeroedpages.h"

#include <algorithm>
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

    // Correction history: entries in 1/kCorrectionGrain centipawns, indexed by the pawn key.
    static constexpr int kCorrectionSize = 16384;
    static constexpr int kCorrectionGrain = 256;
    static constexpr int kCorrectionMax = 64 * kCorrectionGrain;

    // Quiet moves by side, by whether the opponent attacks the origin and the destination, and
    // by the squares themselves: leaving an attacked square and stepping onto one are different
    // moves, and one table for both averages a rescue with a blunder.
    std::int16_t butterfly[ColorCount][2][2][SquareCount][SquareCount];
    // Quiet moves by the pawn structure they were played in (its key, folded), the moved piece
    // and its destination: a pawn break or a piece's route that works in one structure is
    // worth trying first wherever that structure recurs in the tree.
    static constexpr int kPawnHistorySize = 512;
    std::int16_t pawnHistory[kPawnHistorySize][PieceCount][SquareCount];
    // Captures and promotions by the moving piece, its destination and the captured type
    // (NoPieceType for a promotion that captures nothing).
    std::int16_t capture[PieceCount][SquareCount][PieceTypeCount];
    std::int32_t correction[ColorCount][kCorrectionSize];
    // The same per side to move, for each side's placement of pieces other than pawns.
    std::int32_t nonPawnCorrection[ColorCount][ColorCount][kCorrectionSize];
    // And for the placement of both sides' knights, bishops and kings (Position::minorKey): an
    // outpost or a bad bishop, whatever the heavy pieces do.
    std::int32_t minorCorrection[ColorCount][kCorrectionSize];
    // And (switch ContinuationCorrection) for the last two moves, in 1/kCorrectionGrain
    // centipawns within a table chosen by the move before the last: how far the evaluation
    // misses after this exchange of moves, whatever the structure (a threat it does not see).
    std::int16_t continuationCorrection[PieceCount][SquareCount][PieceCount][SquareCount];
    static_assert(kCorrectionMax <= 32767, "continuation correction entries are 16-bit");
    // How good a quiet move was as a reply to (or follow-up of) a given piece's move.
    Continuation continuation[PieceCount][SquareCount];
    Move counter[PieceCount][SquareCount];
    Move killers[kMaxPly + 2][2];
    // (Switch LowPlyHistory) quiet moves by origin and destination at each of the first plies
    // below the root, cleared for every search: what refutes the root's moves in this position,
    // not in the positions the game passed through (Stockfish's low-ply history).
    static constexpr int kLowPlies = 5;
    using LowPlyRow = std::int16_t[SquareCount][SquareCount];
    LowPlyRow lowPly[kLowPlies];

    // A cleared set, made from zeroed pages (zero is the cleared state: Move::none() is 0): the
    // 5.7 MB are not written before the search uses the few it needs (search/zeroedpages.h).
    static std::unique_ptr<History> create() { return std::unique_ptr<History>(new History); }
    static void* operator new(std::size_t size) {
        if (void* p = allocateZeroedPages(size, 4096)) return p;
        throw std::bad_alloc();
    }
    static void operator delete(void* p, std::size_t size) { freeZeroedPages(p, size); }

    void clear() {
        std::memset(butterfly, 0, sizeof butterfly);
        std::memset(pawnHistory, 0, sizeof pawnHistory);
        std::memset(continuation, 0, sizeof continuation);
        std::memset(capture, 0, sizeof capture);
        std::memset(correction, 0, sizeof correction);
        std::memset(nonPawnCorrection, 0, sizeof nonPawnCorrection);
        std::memset(minorCorrection, 0, sizeof minorCorrection);
        std::memset(continuationCorrection, 0, sizeof continuationCorrection);
        std::memset(lowPly, 0, sizeof lowPly);
        for (auto& row : counter)
            for (Move& m : row) m = Move::none();
        for (auto& k : killers) k[0] = k[1] = Move::none();
    }

    // threats: the squares the opponent attacks.
    int quietScore(Color c, Bitboard threats, Move m) const { return butterflyEntry(c, threats, m); }

    // Moves an entry towards +/-kMax; big bonuses move it faster, saturated entries slower.
    static void nudge(std::int16_t& h, int bonus) {
        bonus = bonus > kMax ? kMax : bonus < -kMax ? -kMax : bonus;
        h = std::int16_t(h + bonus - h * std::abs(bonus) / kMax);
    }
    void update(Color c, Bitboard threats, Move m, int bonus) { nudge(butterflyEntry(c, threats, m), bonus); }

    // The pawn structure's entries by moved piece and destination: one row serves all of a
    // node's quiet moves, read by the move picker and taught after a cut-off.
    using PawnRow = std::int16_t[PieceCount][SquareCount];
    PawnRow& pawnRow(const Position& pos) { return pawnHistory[pos.pawnKey() % kPawnHistorySize]; }
    const PawnRow& pawnRow(const Position& pos) const { return pawnHistory[pos.pawnKey() % kPawnHistorySize]; }

    std::int16_t& captureEntry(const Position& pos, Move m) {
        return capture[pos.movedPiece(m)][m.to()][typeOf(pos.capturedPiece(m))];
    }
    int captureScore(const Position& pos, Move m) const {
        return capture[pos.movedPiece(m)][m.to()][typeOf(pos.capturedPiece(m))];
    }

    // What searches of this pawn structure, and (at half weight each) of either side's
    // placement of its other pieces, with minor of the minor pieces and kings, and of the last
    // two moves (cont: their entry, or null), found the static evaluation to miss.
    int correctionOf(const Position& pos, bool minor = false, const std::int16_t* cont = nullptr) const {
        const Color us = pos.sideToMove();
        const int halfWeighted = nonPawnCorrection[us][White][pos.nonPawnKey(White) % kCorrectionSize] +
                                 nonPawnCorrection[us][Black][pos.nonPawnKey(Black) % kCorrectionSize] +
                                 (minor ? minorCorrection[us][pos.minorKey() % kCorrectionSize] : 0) +
                                 (cont ? *cont : 0);
        return (correction[us][pos.pawnKey() % kCorrectionSize] + halfWeighted / 2) / kCorrectionGrain;
    }
    // Moves the entries towards the searched score's difference from the (corrected) static
    // evaluation, more for deeper searches (an exponential moving average with weight up to 1/2).
    void updateCorrection(const Position& pos, int depth, int difference, bool minor = false,
                          std::int16_t* cont = nullptr) {
        const Color us = pos.sideToMove();
        const int weight = std::min(depth * depth + 2 * depth + 1, 128);
        const int bound = kCorrectionMax / kCorrectionGrain;
        const int target = std::clamp(difference, -bound, bound) * kCorrectionGrain;
        auto average = [&](std::int32_t& e) {
            e = std::clamp((e * (256 - weight) + target * weight) / 256, -kCorrectionMax, kCorrectionMax);
        };
        average(correction[us][pos.pawnKey() % kCorrectionSize]);
        average(nonPawnCorrection[us][White][pos.nonPawnKey(White) % kCorrectionSize]);
        average(nonPawnCorrection[us][Black][pos.nonPawnKey(Black) % kCorrectionSize]);
        if (minor) average(minorCorrection[us][pos.minorKey() % kCorrectionSize]);
        if (cont) {
            std::int32_t e = *cont;
            average(e);
            *cont = std::int16_t(e); // within ±kCorrectionMax, which 16 bits hold
        }
    }

    void addKiller(int ply, Move m) {
        if (killers[ply][0] != m) {
            killers[ply][1] = killers[ply][0];
            killers[ply][0] = m;
        }
    }

private:
    std::int16_t& butterflyEntry(Color c, Bitboard threats, Move m) {
        return butterfly[c][(threats & squareBB(m.from())) != 0][(threats & squareBB(m.to())) != 0][m.from()][m.to()];
    }
    const std::int16_t& butterflyEntry(Color c, Bitboard threats, Move m) const {
        return const_cast<History*>(this)->butterflyEntry(c, threats, m);
    }

    History() = default; // leaves the memory as create() got it: zero; only create() makes one
};

} // namespace eschess
