#pragma once
// Hands out a node's moves best-first, lazily: the hash move before generating anything, then
// winning captures (by SEE, most valuable victim first, then by capture history), killers and
// the countermove, quiet moves by history (butterfly, continuation and pawn structure), and
// losing captures last. Generation is legal, so
// every move handed out is legal.

#include "core/movegen.h"
#include "search/history.h"

namespace eschess {

// A capture's or promotion's place among its kind before history: the most valuable victim
// first, the cheapest attacker first among equal victims. The root's order uses it too.
int victimFirstScore(const Position& pos, Move m);

// The squares a side attacks: with pawns, with pieces worth at most a minor, with pieces worth
// at most a rook, and with anything. Quiet moves are ordered by the first three (a piece
// stepping out of a cheaper attacker's reach) and their history is split by the last.
struct Threats {
    Bitboard byPawn = 0, byMinor = 0, byRook = 0, all = 0;
};
Threats threatsBy(const Position& pos, Color c);

// What orders quiet moves besides the butterfly and continuation histories.
struct QuietOrder {
    Threats threats;           // the opponent's (threatsBy); none in quiescence
    Bitboard historySplit = 0; // the attacked squares the butterfly history is read by (threats.all, or none)
    bool pawnHistory = false;  // add the pawn structure's history
    // The low-ply history's row of this node's ply (null: none), weighted less as the ply grows.
    const History::LowPlyRow* lowPly = nullptr;
    int ply = 0;
};

class MovePicker {
public:
    // For the main search. prev is the opponent's last move (for the countermove).
    // cont1/cont2: continuation tables of the previous two moves (may be null).
    // useCaptureHistory: order captures by the capture history too, not by victim and attacker
    // alone. quiet: what else orders the quiet moves.
    MovePicker(const Position& pos, Move ttMove, const History& history, bool useCaptureHistory, int ply,
               Move prev, QuietOrder quiet, const History::Continuation* cont1 = nullptr,
               const History::Continuation* cont2 = nullptr);
    // For quiescence: captures and promotions only, or every evasion when in check.
    MovePicker(const Position& pos, Move ttMove, const History& history, bool useCaptureHistory,
               QuietOrder quiet = {});

    Move next();
    // Score class of the last move returned (for LMR decisions).
    bool lastWasKillerOrCounter() const { return m_lastSpecial; }

private:
    int threatBonus(const Threats& t, Move m) const;
    void generateAndScore();

    const Position& m_pos;
    const History& m_history;
    Move m_ttMove;
    Move m_killers[2];
    Move m_counter;
    const History::Continuation* m_cont[2] = {nullptr, nullptr};
    QuietOrder m_quiet;
    bool m_quiescence = false;
    bool m_useCaptureHistory = false;
    bool m_ttTried = false;
    bool m_generated = false;
    bool m_lastSpecial = false;
    MoveList m_moves;
    int m_scores[MoveList::kCapacity];
    int m_index = 0;
};

} // namespace eschess
