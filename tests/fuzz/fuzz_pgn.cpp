// Fuzzes PGN reading: no input may crash or hang, the error list stays capped, and the games read
// must survive writePgn and a second reading with the same tree, start and result and no errors.
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
    if (first.errors.size() > std::size_t(kMaxPgnErrors) + 1) std::abort();
    for (std::size_t i = 0; i < first.errors.size(); ++i) {
        const bool last = i == std::size_t(kMaxPgnErrors);
        if (first.errors[i].rfind(last ? "... and " : "game ", 0) != 0) std::abort();
    }
    std::string written;
    for (const PgnGame& g : first.games) {
        if (g.comments.size() != g.moves.size() || g.nags.size() != g.moves.size() ||
            g.variations.size() != g.moves.size())
            std::abort();
        written += writePgn(g);
    }
    const PgnReadResult second = readPgn(written);
    if (!second.errors.empty() || second.games.size() != first.games.size()) std::abort();
    for (std::size_t i = 0; i < first.games.size(); ++i) {
        const PgnGame &a = first.games[i], &b = second.games[i];
        if (a.moves != b.moves || a.result != b.result || a.start.fen() != b.start.fen()) std::abort();
        if (writePgn(a) != writePgn(b)) std::abort(); // the whole tree: variations, comments, NAGs
    }
    return 0;
}
