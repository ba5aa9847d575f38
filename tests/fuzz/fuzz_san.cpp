// Fuzzes SAN reading on a few fixed positions (castling, en passant, promotions, many pieces):
// no input may crash, and a move that is read must write back to SAN that reads as the same move.
#include "notation/san.h"

#include <cstdint>
#include <cstdlib>
#include <string_view>
#include <vector>

using namespace eschess;

namespace {

const std::vector<Position>& positions() {
    static const std::vector<Position> all = [] {
        std::vector<Position> v;
        for (const char* fen : {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                                "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
                                "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
                                "8/2k5/8/8/4Q2Q/8/8/K6Q w - - 0 1", "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1",
                                "3n4/4P3/8/k7/8/8/1p6/4K3 b - - 0 1"})
            v.push_back(*Position::fromFen(fen));
        return v;
    }();
    return all;
}

} // namespace

// The attack tables are built once before fuzzing starts, so that their (slow, instrumented)
// construction is not charged to the first input's time limit.
extern "C" int LLVMFuzzerInitialize(int*, char***) {
    Position::init();
    (void)positions();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    for (const Position& pos : positions()) {
        auto m = parseSan(pos, text);
        if (!m) {
            if (m.error().empty()) std::abort();
            continue;
        }
        if (!pos.isLegal(*m)) std::abort();
        auto back = parseSan(pos, toSan(pos, *m));
        if (!back || *back != *m) std::abort();
    }
    return 0;
}
