// Fuzzes FEN reading, as standard chess and as Chess960 (whose castling field names rooks by
// file): no input may crash, and an accepted FEN must survive a write/read round trip and
// make/unmake of every legal move with consistent Zobrist keys.
#include "core/movegen.h"
#include "core/position.h"

#include <cstdint>
#include <cstdlib>
#include <string_view>

using namespace eschess;

// The attack tables are built once before fuzzing starts, so that their (slow, instrumented)
// construction is not charged to the first input's time limit.
extern "C" int LLVMFuzzerInitialize(int*, char***) {
    Position::init();
    return 0;
}

namespace {

void check(std::string_view text, bool chess960) {
    auto pos = Position::fromFen(text, chess960);
    if (!pos) {
        if (pos.error().empty()) std::abort(); // a rejection must say why
        return;
    }
    const std::string fen = pos->fen();
    auto again = Position::fromFen(fen, chess960);
    if (!again || again->fen() != fen || again->key() != pos->key()) std::abort();
    Position& p = *pos;
    for (Move m : legalMoves(p)) {
        const Key before = p.key();
        const std::string fenBefore = p.fen();
        p.makeMove(m);
        if (p.key() != p.computeKey()) std::abort();
        (void)legalMoves(p);
        p.unmakeMove();
        if (p.key() != before || p.fen() != fenBefore) std::abort();
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    check(text, false);
    check(text, true);
    return 0;
}
