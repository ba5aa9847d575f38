// Fuzzes UCI move text as it arrives in "position startpos moves …": the words are played one by
// one from the start position while legal; no input may crash, and each accepted move's own
// UCI text must name it again.
#include "core/movegen.h"
#include "notation/uci_move.h"

#include <algorithm>
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
    std::string_view text(reinterpret_cast<const char*>(data), size);
    Position pos;
    while (!text.empty()) {
        const std::size_t start = text.find_first_not_of(" \t\r\n");
        if (start == std::string_view::npos) break;
        text.remove_prefix(start);
        const std::size_t end = std::min(text.find_first_of(" \t\r\n"), text.size());
        const std::string_view word = text.substr(0, end);
        text.remove_prefix(end);
        auto m = parseUciMove(pos, word);
        if (!m) {
            if (m.error().empty()) std::abort();
            continue;
        }
        if (!legalMoves(pos).contains(*m)) std::abort();
        auto again = parseUciMove(pos, toUci(*m));
        if (!again || *again != *m) std::abort();
        pos.makeMove(*m);
    }
    return 0;
}
