// Fuzzes PGN reading: no input may crash or hang, and the games read must survive writePgn and a
// second reading with the same moves, start and result and no errors.
#include "notation/pgn.h"

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

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const PgnReadResult first = readPgn(text);
    for (const std::string& e : first.errors)
        if (e.rfind("game ", 0) != 0) std::abort();
    std::string written;
    for (const PgnGame& g : first.games) {
        if (g.comments.size() != g.moves.size()) std::abort();
        written += writePgn(g);
    }
    const PgnReadResult second = readPgn(written);
    if (!second.errors.empty() || second.games.size() != first.games.size()) std::abort();
    for (std::size_t i = 0; i < first.games.size(); ++i) {
        const PgnGame &a = first.games[i], &b = second.games[i];
        if (a.moves != b.moves || a.result != b.result || a.start.fen() != b.start.fen()) std::abort();
    }
    return 0;
}
