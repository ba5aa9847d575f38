#pragma once
// A game record: the start position, the moves played, and how the game ended. It is the one
// place that knows the game-level rules — which draws end a game by themselves (fivefold,
// seventy-five moves, dead positions) and which a player must claim (threefold, fifty moves) —
// so the GUI, the match harness and PGN output agree.

#include "core/parsed.h"
#include "core/position.h"
#include "game/outcome.h"
#include "notation/pgn.h"

#include <string>
#include <string_view>
#include <vector>

namespace eschess {

class Game {
  public:
    explicit Game(Position start = Position());

    const Position& start() const { return m_start; }
    const Position& current() const { return m_current; }
    const std::vector<Move>& moves() const { return m_moves; }
    int ply() const { return int(m_moves.size()); }

    bool play(Move m); // false (and no change) when illegal or the game is over
    Parsed<Move> playSan(std::string_view san);
    bool undo();                        // takes back one ply; clears a set outcome
    Position positionAt(int ply) const; // 0 = start; clamped to [0, ply()]
    std::string sanAt(int ply) const;   // SAN of moves()[ply]; "" when out of range

    Outcome automaticOutcome() const; // checkmate, stalemate, insufficient material, fivefold, 75-move
    bool canClaimDraw() const;        // threefold or fifty-move available to the side to move
    Outcome claimableDraw() const;    // which one (None when none)
    void setOutcome(Outcome o);       // resignation, time, adjudication, agreed draw…
    Outcome outcome() const;          // the set one, else automaticOutcome()

    PgnGame toPgn() const; // moves, start, result + Termination tag
    // Replays a PGN game; an illegal move is an error naming it. When the moves do not end the game
    // by themselves, the PGN result (with its Termination tag if it names one) becomes the set outcome.
    static Parsed<Game> fromPgn(const PgnGame& pgn);

  private:
    Position m_start;
    Position m_current; // m_start with every move made: it holds the repetition history
    std::vector<Move> m_moves;
    Outcome m_set;
};

} // namespace eschess
