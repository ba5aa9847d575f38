// Fuzzes EPD reading: no input may crash, every error names its line, and each accepted record
// reads back from its own toEpd() text with the same operations.
#include "notation/epd.h"

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
    const EpdFile file = parseEpdFile(text);
    for (const std::string& e : file.errors)
        if (e.rfind("line ", 0) != 0) std::abort();
    for (const EpdRecord& r : file.records) {
        (void)r.bestMoves();
        (void)r.avoidMoves();
        (void)r.directMate();
        (void)r.id();
        auto again = parseEpd(toEpd(r));
        if (!again || again->operations != r.operations || again->fen != r.fen) std::abort();
    }
    return 0;
}
