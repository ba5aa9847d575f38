#include "eval/evaluator.h"

#include "core/movegen.h"

namespace eschess {

Terminal terminalState(const Position& pos, bool hasLegalMove) {
    if (!hasLegalMove) return pos.inCheck() ? Terminal::Checkmate : Terminal::Stalemate;
    if (pos.hasInsufficientMaterial()) return Terminal::InsufficientMaterial;
    if (pos.halfmoveClock() >= 150) return Terminal::SeventyFiveMoves;
    if (pos.halfmoveClock() >= 16 && pos.repetitionCount() >= 4) return Terminal::FivefoldRepetition;
    return Terminal::None;
}

Terminal terminalState(const Position& pos) {
    MoveList moves;
    generate<GenType::All>(pos, moves);
    return terminalState(pos, !moves.empty());
}

Value Evaluator::evaluate(const Position& pos) const {
    const Terminal t = terminalState(pos);
    return t == Terminal::None ? heuristic(pos) : terminalValue(t);
}

} // namespace eschess
