#pragma once
// The seed family's evaluation interface (docs/seeds.md): a heuristic score for unfinished positions and the
// seeds' terminal rules (checkmate, stalemate, insufficient material, 75 moves, fivefold
// repetition) for finished ones. The searchers call the two parts separately because they
// generate the legal moves anyway; evaluate() combines them for callers that do not.

#include "core/position.h"

#include <string>

namespace eschess {

enum class Terminal { None, Checkmate, Stalemate, InsufficientMaterial, SeventyFiveMoves, FivefoldRepetition };

// Why the game is over in pos, given whether the side to move has a legal move.
Terminal terminalState(const Position& pos, bool hasLegalMove);
// The same, generating the legal moves itself.
Terminal terminalState(const Position& pos);
// The score of a finished game for the side to move: -kMate + ply when mated, else kDraw.
constexpr Value terminalValue(Terminal t, int ply = 0) { return t == Terminal::Checkmate ? matedIn(ply) : kDraw; }

class Evaluator {
public:
    virtual ~Evaluator() = default;

    virtual std::string name() const = 0;
    // The score of an unfinished position from the side to move's view, in centipawns.
    virtual Value heuristic(const Position& pos) const = 0;
    // The piece's material worth (delta pruning uses it); kings are worth 0.
    virtual Value pieceValue(PieceType pt) const = 0;

    // The terminal value when the game is over (mated = -kMate, draws = 0), else the heuristic.
    Value evaluate(const Position& pos) const;
};

} // namespace eschess
