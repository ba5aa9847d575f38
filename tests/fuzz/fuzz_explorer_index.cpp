// Fuzzes the games explorer's index file (engine/explorer/explorerfile.cpp), which the app reads
// back from its cache: any input is refused with a message, or is an index that writes back byte
// for byte and answers lookups (moves, games that ended there, top games and their tags) without
// reading outside its tables. Each input is also tried with its checksum made right, so that the
// mutations reach the checks of the tables behind it.
#include "core/bytes.h"
#include "explorer/gameexplorer.h"

#include <cstdint>
#include <cstdlib>
#include <string_view>
#include <vector>

using namespace eschess;

extern "C" int LLVMFuzzerInitialize(int*, char***) {
    Position::init();
    return 0;
}

namespace {

void check(const std::vector<std::uint8_t>& bytes) {
    const auto file =
        ExplorerIndex::parse(std::string_view(reinterpret_cast<const char*>(bytes.data()), bytes.size()));
    if (!file) {
        if (file.error().empty()) std::abort();
        return;
    }
    if (file->index.serialize(file->note) != bytes) std::abort();
    const ExplorerIndex& index = file->index;
    Position pos;
    for (int ply = 0; ply < 4; ++ply) {
        std::size_t shown = index.endedIn(pos).games;
        for (const ExplorerListedGame& g : index.games(pos)) shown += index.game(g.id).whiteLabel().size();
        const std::vector<ExplorerMove> moves = index.moves(pos);
        if (moves.empty()) break;
        for (const ExplorerMove& m : moves)
            if (!pos.isLegal(m.move) || m.decided() > m.games) std::abort();
        pos.makeMove(moves.front().move);
        if (shown == std::size_t(-1)) std::abort(); // keeps the lookups from being optimised away
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::vector<std::uint8_t> bytes(data, data + size);
    check(bytes);
    if (size >= 16) {
        bytes.resize(size - 8);
        put64(bytes, fnv1a(bytes.data(), bytes.size()));
        check(bytes);
    }
    return 0;
}
