// Fuzzes the engine's own UCI session (engine/uci/session): any sequence of lines — position,
// setoption, go, stop, ucinewgame … — must be answered without a crash or a hang. A `go` line
// reaches the session's parser whole (clocks, movetime, searchmoves, mate …) with a tiny depth
// and node limit added at its end, which the parser takes last, so each input finishes fast; an
// infinite or ponder search is then stopped, as a GUI would. Commands whose cost is the point
// (perft, bench, a huge Hash) are left out: they are not what is tested here.
// Each input gets a new session (so that a failure replays from its input alone): what a new
// searcher costs before its first node is paid per input, and is kept small in the engine
// itself (engine/search/tt.cpp, history.h). An input runs at most kMaxSearches `go` lines (the
// rest are left out): each search costs a thread and a searcher's setup, far more than any
// other line, and as libFuzzer lets inputs grow, inputs of dozens of searches had cut the rate
// from 900 to 270 a second per worker in the first half hour of the long run. Four searches
// still mix with every other command, before, between and after them.
#include "uci/session.h"

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <sstream>
#include <string>
#include <string_view>

using namespace eschess;

extern "C" int LLVMFuzzerInitialize(int*, char***) {
    Position::init();
    return 0;
}

namespace {

std::string lower(std::string_view s) {
    std::string out(s);
    std::transform(out.begin(), out.end(), out.begin(), [](unsigned char c) { return char(std::tolower(c)); });
    return out;
}

// A line as the harness sends it (empty to leave it out), and whether a stop must follow it:
// bestmove waits for stop after an infinite or ponder search; a line that only looks like one
// gets a harmless extra stop.
struct TamedLine {
    std::string text;
    bool stopAfter = false;
    bool search = false; // a go line
};

constexpr int kMaxSearches = 4;

TamedLine tame(std::string_view line) {
    const std::string l = lower(line);
    if (l.find("perft") != std::string::npos || l.find("bench") != std::string::npos) return {};
    const bool stopAfter = l.find("infinite") != std::string::npos || l.find("ponder") != std::string::npos;
    // The first word as the session splits it: any std::isspace character separates words, so a
    // line "\f go" is a go command too (found by this target: an untamed infinite search).
    const auto notBlank = [](unsigned char c) { return !std::isspace(c); };
    const std::size_t first = std::size_t(std::find_if(l.begin(), l.end(), notBlank) - l.begin());
    if (first == l.size()) return {std::string(line), stopAfter};
    if (l.compare(first, 2, "go") == 0) return {std::string(line) + " depth 2 nodes 64", stopAfter, true};
    // Memory and threads are bounded by the harness, not by what the fuzzer picks.
    if (l.find("setoption") != std::string::npos &&
        (l.find("hash") != std::string::npos || l.find("threads") != std::string::npos))
        return {"setoption name Hash value 1", false};
    return {std::string(line), stopAfter};
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    std::ostringstream out;
    uci::Session session(out);
    // The smallest table: its pages are zeroed by the kernel as probes first touch them (2 MB
    // at a time), and a short search's probes reach every part of 16 MB; the size changes
    // nothing the session parses or answers. An input's own Hash lines go through as Hash 1.
    session.handle("setoption name Hash value 1");
    std::size_t start = 0;
    int commands = 0, searches = 0;
    while (start <= text.size() && commands++ < 64) {
        std::size_t nl = text.find('\n', start);
        if (nl == std::string_view::npos) nl = text.size();
        const TamedLine line = tame(text.substr(start, nl - start));
        start = nl + 1;
        if (line.search && ++searches > kMaxSearches) continue;
        if (!session.handle(line.text)) break;
        if (line.stopAfter) session.handle("stop");
        session.waitForSearch();
    }
    return 0;
}
