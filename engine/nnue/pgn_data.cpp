#include "nnue/pgn_data.h"

#include "nnue/datagen.h"
#include "notation/epd.h"
#include "notation/pgnstream.h"

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <memory>
#include <sstream>

namespace eschess::nnue {

namespace {

std::string lowered(std::string_view text) {
    std::string out(text);
    std::transform(out.begin(), out.end(), out.begin(),
                   [](unsigned char c) { return char(std::tolower(c)); });
    return out;
}

// Cute Chess's "+0.25/12" (or "-M5/14" for a mate) among a comment's words: the part before the
// slash, when a whole number of plies follows it.
std::optional<std::string_view> cuteChessScoreWord(std::string_view comment) {
    std::size_t at = 0;
    while (at < comment.size()) {
        const std::size_t begin = comment.find_first_not_of(" \t\r\n,", at);
        if (begin == std::string_view::npos) break;
        const std::size_t end = std::min(comment.find_first_of(" \t\r\n,", begin), comment.size());
        const std::string_view word = comment.substr(begin, end - begin);
        at = end;
        const std::size_t slash = word.find('/');
        if (slash == std::string_view::npos || slash == 0 || slash + 1 == word.size()) continue;
        if (word.front() != '+' && word.front() != '-') continue;
        const std::string_view depth = word.substr(slash + 1);
        if (!std::all_of(depth.begin(), depth.end(), [](char c) { return c >= '0' && c <= '9'; })) continue;
        return word.substr(0, slash);
    }
    return std::nullopt;
}

bool playerExcluded(const std::string& name, const std::vector<std::string>& excluded) {
    const std::string lower = lowered(name);
    return std::any_of(excluded.begin(), excluded.end(),
                       [&](const std::string& e) { return lower.find(lowered(e)) != std::string::npos; });
}

std::optional<WhiteResult> whiteResult(const std::string& result) {
    if (result == "1-0") return WhiteResult::WhiteWin;
    if (result == "0-1") return WhiteResult::BlackWin;
    if (result == "1/2-1/2") return WhiteResult::Draw;
    return std::nullopt;
}

std::string countsLine(const PgnDataCounts& c) {
    return "pgn-data: " + std::to_string(c.games) + " games, " + std::to_string(c.records) +
           " records written; left out: " + std::to_string(c.gamesLeftOut) +
           " games (no result or Chess960), " + std::to_string(c.gamesExcluded) +
           " games from an excluded opening, " + std::to_string(c.unscored) +
           " unscored moves (book, mate, excluded player), " + std::to_string(c.notQuiet) +
           " in check or capturing or promoting";
}

} // namespace

PgnDataCounts& PgnDataCounts::operator+=(const PgnDataCounts& o) {
    games += o.games;
    gamesLeftOut += o.gamesLeftOut;
    gamesExcluded += o.gamesExcluded;
    records += o.records;
    unscored += o.unscored;
    notQuiet += o.notQuiet;
    return *this;
}

std::optional<int> moverScoreInComment(std::string_view comment, Color mover) {
    if (const std::string eval = pgnCommand(comment, "eval"); !eval.empty()) {
        const std::optional<int> white = pgnEvalCp(eval);
        if (!white || isMateScore(*white)) return std::nullopt;
        return mover == White ? *white : -*white;
    }
    const std::optional<std::string_view> word = cuteChessScoreWord(comment);
    if (!word || word->find('M') != std::string_view::npos) return std::nullopt;
    const std::optional<int> cp = pgnEvalCp(*word);
    if (!cp || isMateScore(*cp)) return std::nullopt;
    return *cp;
}

PgnDataCounts recordsOfGame(const PgnGame& game, const PgnDataOptions& options,
                            std::vector<PackedBoard>& out) {
    PgnDataCounts counts;
    const std::optional<WhiteResult> result = whiteResult(game.result);
    if (!result || game.start.isChess960()) {
        ++counts.gamesLeftOut;
        return counts;
    }
    if (!options.excludedPositions.empty()) {
        // Where play began: after the moves marked "book" (a match's opening), or the game's
        // start. Only that position counts: a longer opening that passes through a shorter
        // one's end gives no record there (book moves are unscored), and leaving such games
        // out too would cost three quarters of the archive, whose lines nest.
        Position began = game.start;
        for (std::size_t i = 0;
             i < game.moves.size() && i < game.comments.size() && game.comments[i] == "book"; ++i)
            began.makeMove(game.moves[i]);
        if (options.excludedPositions.count(began.key()) != 0) {
            ++counts.gamesExcluded;
            return counts;
        }
    }
    ++counts.games;
    const bool excluded[ColorCount] = {playerExcluded(game.tag("White"), options.excludedPlayers),
                                       playerExcluded(game.tag("Black"), options.excludedPlayers)};
    Position pos = game.start;
    for (std::size_t i = 0; i < game.moves.size(); ++i) {
        const Move move = game.moves[i];
        const Color mover = pos.sideToMove();
        const std::optional<int> score = excluded[mover] || i >= game.comments.size()
                                             ? std::nullopt
                                             : moverScoreInComment(game.comments[i], mover);
        if (!score) {
            ++counts.unscored;
        } else if (!keepForTraining(pos, move, *score)) {
            ++counts.notQuiet;
        } else {
            out.push_back(packBoard(pos, mover == White ? *score : -*score, *result));
            ++counts.records;
        }
        pos.makeMove(move);
    }
    return counts;
}

std::string addOpeningPositions(std::string_view text, bool epd, std::unordered_set<Key>& keys) {
    if (epd) {
        const EpdFile file = parseEpdFile(text);
        if (!file.errors.empty()) return file.errors.front();
        for (const EpdRecord& r : file.records) keys.insert(r.position.key());
        return {};
    }
    const PgnReadResult read = readPgn(text);
    if (!read.errors.empty()) return read.errors.front();
    for (const PgnGame& g : read.games) {
        Position pos = g.start;
        for (const Move m : g.moves) pos.makeMove(m);
        keys.insert(pos.key());
    }
    return {};
}

std::string parsePgnDataArgs(const std::vector<std::string>& args, PgnDataOptions& options) {
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        if (a == "--out" || a == "--exclude-player" || a == "--exclude-openings") {
            if (i + 1 >= args.size()) return "pgn-data: " + a + " needs a value";
            const std::string& value = args[++i];
            if (a == "--out")
                options.outPath = value;
            else
                (a == "--exclude-player" ? options.excludedPlayers : options.excludedOpeningFiles)
                    .push_back(value);
        } else if (a.size() > 1 && a.front() == '-' && a != "-") {
            return "pgn-data: unknown option '" + a.substr(0, 40) + "'";
        } else {
            options.inputs.push_back(a);
        }
    }
    if (options.outPath.empty()) return "pgn-data: --out FILE is required";
    if (options.inputs.empty()) return "pgn-data: name at least one PGN file (or - for standard input)";
    return {};
}

int pgnDataMain(const std::vector<std::string>& args) {
    static const char* const usage =
        "usage: eschess-engine pgn-data --out FILE [--exclude-player NAME]… "
        "[--exclude-openings FILE.pgn|.epd]… PGN…|-   (docs/nnue.md, \"Data from played games\")\n";
    if (asksForHelp(args)) {
        std::cout << usage;
        return 0;
    }
    PgnDataOptions options;
    if (const std::string error = parsePgnDataArgs(args, options); !error.empty()) {
        std::cerr << error << '\n' << usage;
        return 2;
    }
    for (const std::string& path : options.excludedOpeningFiles) {
        std::ifstream in(path, std::ios::binary);
        std::ostringstream text;
        if (!(in && text << in.rdbuf())) {
            std::cerr << "pgn-data: cannot read the openings " << path << '\n';
            return 1;
        }
        const bool epd = path.size() >= 4 && lowered(path.substr(path.size() - 4)) == ".epd";
        if (const std::string error = addOpeningPositions(text.str(), epd, options.excludedPositions);
            !error.empty()) {
            std::cerr << "pgn-data: " << path << ": " << error << '\n';
            return 1;
        }
    }
    if (!options.excludedOpeningFiles.empty())
        std::cout << "pgn-data: games begun at any of " << options.excludedPositions.size()
                  << " opening positions left out" << std::endl;
    // Data of hours is never overwritten by a mistyped command.
    if (std::error_code ec; std::filesystem::exists(options.outPath, ec)) {
        std::cerr << "pgn-data: " << options.outPath << " exists; remove it or name another file\n";
        return 1;
    }
    std::unique_ptr<std::FILE, int (*)(std::FILE*)> out(std::fopen(options.outPath.c_str(), "wb"),
                                                        std::fclose);
    if (!out) {
        std::cerr << "pgn-data: cannot create " << options.outPath << '\n';
        return 1;
    }
    // A run that fails leaves no file behind: a part of the records would pass for all of them,
    // and the next run would refuse to overwrite it.
    auto fail = [&](const std::string& message) {
        std::cerr << "pgn-data: " << message << '\n';
        out.reset();
        std::error_code ec;
        std::filesystem::remove(options.outPath, ec);
        return 1;
    };
    PgnDataCounts total;
    std::vector<PackedBoard> records;
    std::vector<char> buffer(std::size_t(1) << 20);
    for (const std::string& input : options.inputs) {
        // Standard input is read, not closed.
        std::unique_ptr<std::FILE, int (*)(std::FILE*)> opened(
            input == "-" ? nullptr : std::fopen(input.c_str(), "rb"), std::fclose);
        std::FILE* const in = input == "-" ? stdin : opened.get();
        if (!in) {
            return fail("cannot read " + input);
        }
        PgnStreamReader reader;
        PgnDataCounts counts;
        int errorsShown = 0;
        auto take = [&](const PgnReadResult& read) -> bool {
            for (const std::string& e : read.errors)
                if (errorsShown++ < 5) std::cerr << "pgn-data: " << input << ": " << e << '\n';
            records.clear();
            for (const PgnGame& game : read.games) counts += recordsOfGame(game, options, records);
            for (const PackedBoard& r : records)
                if (std::fwrite(r.bytes.data(), 1, r.bytes.size(), out.get()) != r.bytes.size()) return false;
            return true;
        };
        for (;;) {
            const std::size_t n = std::fread(buffer.data(), 1, buffer.size(), in);
            if (n == 0) break;
            if (!take(reader.feed(std::string_view(buffer.data(), n)))) {
                return fail("writing " + options.outPath + " failed (disk full?)");
            }
        }
        if (std::ferror(in)) {
            return fail("reading " + input + " failed");
        }
        if (!take(reader.finish())) {
            return fail("writing " + options.outPath + " failed (disk full?)");
        }
        std::cout << input << ": " << countsLine(counts).substr(10) << std::endl;
        total += counts;
    }
    if (std::fflush(out.get()) != 0) {
        return fail("writing " + options.outPath + " failed (disk full?)");
    }
    std::cout << countsLine(total) << std::endl;
    return 0;
}

} // namespace eschess::nnue
