#pragma once
// Ends match games that the rules or good sense end: the rules (checkmate, stalemate, fifty
// moves, threefold repetition, insufficient material — engines never claim, so the match does)
// and the optional adjudications that save time in engine testing: a draw when both engines
// have seen a level score for long enough, a resignation when one has seen itself lost for
// long enough, and a maximum length. Engine failures (time, illegal move, crash, stall) are
// the game's business, not this class's: they are not about the position.

#include "game/game.h"

namespace eschess::app {

struct AdjudicationSettings {
    // Draw: after move drawMoveNumber, both engines' scores within ±drawScoreCp for drawMoveCount
    // consecutive moves each. Off when drawMoveCount is 0.
    int drawMoveNumber = 40;
    int drawMoveCount = 0;
    int drawScoreCp = 10;
    // Resign: a side's own score at or below −resignScoreCp for resignMoveCount consecutive moves
    // (and, with twoSided, the opponent's at or above +resignScoreCp). Off when resignMoveCount is 0.
    int resignMoveCount = 0;
    int resignScoreCp = 1000;
    bool resignTwoSided = false;
    // Draw once this many full moves have been played. Off when 0.
    int maxMoves = 0;
};

class Adjudicator {
public:
    explicit Adjudicator(AdjudicationSettings settings = {}) : m_settings(settings) {}

    // Call after each move with the mover's last reported score (mover's view, centipawns,
    // mates as large values); hasScore false when the engine gave none (a book move).
    // Returns the outcome that ends the game, or an undecided one.
    eschess::Outcome afterMove(const eschess::Game& game, bool hasScore, int scoreCp);
    // The rules alone (no scores): what a match ends a game for.
    static eschess::Outcome byRules(const eschess::Game& game);

    const AdjudicationSettings& settings() const { return m_settings; }

private:
    AdjudicationSettings m_settings;
    int m_drawStreak = 0;        // consecutive plies with |score| <= drawScoreCp
    int m_resignStreak[2] = {0, 0}; // per colour: consecutive own moves at or below −resignScoreCp
    int m_winStreak[2] = {0, 0};    // per colour: consecutive own moves at or above +resignScoreCp
};

} // namespace eschess::app
