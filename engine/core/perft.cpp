#include "core/perft.h"

#include "core/movegen.h"

namespace eschess {

// Bulk counting: at depth 1 the number of legal moves is the number of leaves.
std::uint64_t perft(Position& pos, int depth) {
    MoveList list;
    generateLegal(pos, list);
    if (depth <= 1) return depth == 1 ? std::uint64_t(list.size()) : 1;
    std::uint64_t nodes = 0;
    for (Move m : list) {
        pos.makeMove(m);
        nodes += perft(pos, depth - 1);
        pos.unmakeMove();
    }
    return nodes;
}

std::vector<std::pair<Move, std::uint64_t>> perftDivide(Position& pos, int depth) {
    std::vector<std::pair<Move, std::uint64_t>> result;
    for (Move m : legalMoves(pos)) {
        pos.makeMove(m);
        result.emplace_back(m, depth > 1 ? perft(pos, depth - 1) : 1);
        pos.unmakeMove();
    }
    return result;
}

} // namespace eschess
