#pragma once
// Game review: what an engine's verdicts on every position of a game say about each move played.
// A move is judged by how much it lowers the mover's expected score (win probability, from the
// centipawns by Lichess's logistic curve), not by raw centipawns, so that losing 200 cp in a
// position that stays won is not called a blunder while losing 200 cp in a level one is.
// The review then annotates the game the way Lichess does: NAGs ?!, ?, ??, an [%eval] comment
// after every move, and the engine's better line as a variation (docs/analysis.md has the
// thresholds, the formulas and the reasons).
//
// The engine's searches are not done here (engine/ has no engine runner): the caller scores the
// positions (app/core/reviewrunner, eschess-cli review) and hands the verdicts in.

#include "core/position.h"
#include "game/gametree.h"

#include <array>
#include <string>
#include <vector>

namespace eschess {

enum class MoveClass { Best, Good, Inaccuracy, Mistake, Blunder };
constexpr int kMoveClassCount = 5;
const char* moveClassName(MoveClass c); // "best", "good", "inaccuracy", "mistake", "blunder"

// An engine's verdict on one position, from the side to move's view.
struct PositionEval {
    int cp = 0;     // centipawns; a mate score as ±kReviewMateCp
    int mate = 0;   // > 0: the side to move mates in N; < 0: it is mated in N; 0: no mate score
    bool over = false;      // the game is over here (mate or stalemate): no search was needed
    std::vector<Move> pv;   // the engine's line from here (empty when over)
};
constexpr int kReviewMateCp = 10000;

// Lichess's win percentage for a score from one side's view, 0 to 100 (50 at 0 cp):
// 50 + 50 * (2 / (1 + exp(-0.00368208 * cp)) - 1), cp clamped to ±1000.
double winPercent(int cp);

// Drops in win percentage (mover's view) from which a move is an inaccuracy, a mistake, a
// blunder. Lichess's thresholds (0.1, 0.2, 0.3 in winning chances from -1 to 1).
constexpr double kInaccuracyDrop = 5.0;
constexpr double kMistakeDrop = 10.0;
constexpr double kBlunderDrop = 15.0;
MoveClass classifyDrop(double winDrop);

// Lichess's accuracy of one move from the mover's win percentage before and after it:
// 103.1668 * exp(-0.04354 * drop) - 3.1669 + 1, in 0..100 (100 when the move does not lose).
double moveAccuracy(double winBefore, double winAfter);

struct MoveReview {
    MoveClass moveClass = MoveClass::Good;
    int cpLoss = 0;        // mover's view, 0..kDefaultLossCap (as eschess-cli acpl counts it)
    double winBefore = 50; // mover's win percentage before the move and after it
    double winAfter = 50;
    double accuracy = 100;
};

struct PlayerReview {
    std::array<int, kMoveClassCount> counts{};
    int moves = 0;
    double averageCpLoss = 0;
    double accuracy = 0; // Lichess's game accuracy (see reviewMoves)
};

struct GameReview {
    std::vector<MoveReview> moves;       // the first moves.size() moves of the game
    std::array<PlayerReview, 2> players; // indexed by Color: White, Black
};

// Reviews the moves played from `start`. evals[i] is the verdict on the position before move i
// (evals[moves.size()] on the final one); with fewer verdicts (a review stopped early) only the
// moves with a verdict before and after them are reviewed.
//
// A move is Best when it is the engine's first move there, else classified by its drop in win
// percentage. A player's accuracy is Lichess's: the mean of the volatility-weighted mean and the
// harmonic mean of their moves' accuracies, each move weighted by the standard deviation
// (clamped 0.5..12) of White's win percentages in a window of positions around it.
GameReview reviewMoves(const Position& start, const std::vector<Move>& moves, const std::vector<PositionEval>& evals);

// The [%eval] value of a verdict, from White's view: "0.25", "-1.30", "#3", "#-2".
std::string pgnEvalText(const PositionEval& e, Color sideToMove);

// How many moves of the engine's line a review adds as a variation.
constexpr int kReviewLineMoves = 8;

// Writes a review into the tree's main line (review.moves.size() moves of it): every move gets
// an [%eval] comment command (none after a mating move: the result says it); an inaccuracy, a
// mistake or a blunder gets the NAG ?!, ? or ?? (replacing any of ! ? !! ?? !? ?!) and the engine's
// line from the position before it as a variation, its first move carrying that line's [%eval].
// Reviewing again replaces the evaluations and reuses the variations already there.
void annotateReview(GameTree& tree, const std::vector<PositionEval>& evals, const GameReview& review);

} // namespace eschess
