// Fuzzes PGN reading: no input may crash or hang, the error list stays capped, and the games read
// must survive writePgn and a second reading with the same tree, start and result and no errors.
// The stream reader (the games explorer's) reads any input in pieces without crashing, and what
// writePgn wrote, fed in pieces of a size taken from the input, gives readPgn's games; the byte
// range it names for each batch of games gives those games again. Read only to a number of plies,
// the games are the whole reading's, cut there. Each game's training records (pgn-data) account for
// every move and read back as legal positions with the game's result.
#include "nnue/pgn_data.h"
#include "notation/pgn.h"
#include "notation/pgnstream.h"

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
    // pgn-data's records: every move counted once, every record a legal position with the game's
    // result and a score that is not a mate.
    for (const PgnGame& g : first.games) {
        std::vector<nnue::PackedBoard> records;
        const nnue::PgnDataCounts c = nnue::recordsOfGame(g, nnue::PgnDataOptions{}, records);
        if (c.games + c.gamesLeftOut != 1 || c.records != records.size()) std::abort();
        if (c.games == 1 && c.records + c.unscored + c.notQuiet != g.moves.size()) std::abort();
        for (const nnue::PackedBoard& r : records) {
            const Parsed<nnue::UnpackedBoard> u = nnue::unpackBoard(r);
            if (!u || isMateScore(u->whiteScore)) std::abort();
        }
    }
    // Read up to a number of main-line plies (1 to 8, from the input's second byte): the same
    // games, tags and results, each main line the whole reading's cut there.
    PgnTextOrigin limited;
    limited.mainLinePlies = size > 1 ? 1 + data[1] % 8 : 1;
    const PgnReadResult head = readPgn(text, limited);
    if (head.games.size() != first.games.size()) std::abort();
    for (std::size_t i = 0; i < head.games.size(); ++i) {
        const PgnGame &a = first.games[i], &h = head.games[i];
        const std::size_t read = std::min(first.games[i].moves.size(), std::size_t(limited.mainLinePlies));
        if (h.tags != a.tags || h.result != a.result || h.start.fen() != a.start.fen() ||
            h.moves.size() != read || !std::equal(h.moves.begin(), h.moves.end(), a.moves.begin()))
            std::abort();
        if (h.pliesNotRead > 0 && h.moves.size() != std::size_t(limited.mainLinePlies)) std::abort();
    }
    // The stream reader, in pieces of 5 to 1,025 bytes (the size chosen by the input's first byte).
    const std::size_t piece = size > 0 ? 5 + 4 * std::size_t(data[0]) : 5;
    const auto streamed = [piece](std::string_view all, bool& anyErrors) {
        PgnStreamReader reader;
        std::vector<PgnGame> games;
        anyErrors = false;
        const auto take = [&](PgnReadResult r) {
            anyErrors = anyErrors || !r.errors.empty();
            // The bytes the reader says these games came from give them again (the explorer
            // finds a game in its file this way).
            if (!r.games.empty()) {
                if (reader.lastTextOffset() + reader.lastTextLength() > all.size()) std::abort();
                const PgnReadResult again =
                    readPgn(all.substr(reader.lastTextOffset(), reader.lastTextLength()));
                if (again.games.size() != r.games.size()) std::abort();
                for (std::size_t i = 0; i < r.games.size(); ++i)
                    if (again.games[i].moves != r.games[i].moves || again.games[i].tags != r.games[i].tags)
                        std::abort();
            }
            for (PgnGame& g : r.games) games.push_back(std::move(g));
        };
        for (std::size_t at = 0; at < all.size(); at += piece) take(reader.feed(all.substr(at, piece)));
        take(reader.finish());
        return games;
    };
    bool rawErrors = false;
    (void)streamed(text, rawErrors); // any input: no crash, no hang
    bool writtenErrors = false;
    const std::vector<PgnGame> pieces = streamed(written, writtenErrors);
    if (writtenErrors || pieces.size() != first.games.size()) std::abort();
    for (std::size_t i = 0; i < pieces.size(); ++i) {
        const PgnGame &a = second.games[i], &b = pieces[i];
        if (a.moves != b.moves || a.result != b.result || a.tags != b.tags || a.start.fen() != b.start.fen())
            std::abort();
    }

    return 0;
}
