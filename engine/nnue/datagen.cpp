#include "nnue/datagen.h"

#include "core/chess960.h"
#include "core/movegen.h"
#include "nnue/network.h"
#include "nnue/packed_board.h"
#include "notation/epd.h"
#include "search/pvssearcher.h"

#include <algorithm>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <mutex>
#include <random>
#include <sstream>
#include <stop_token>
#include <thread>

namespace eschess::nnue {

namespace {

constexpr int kMaxGamePlies = 400;     // longer games are called drawn
constexpr int kOpeningScoreLimit = 1000; // a start this unbalanced teaches little: played again
constexpr int kWinAdjudication = 2000; // both sides see a win this big for kWinPlies plies
constexpr int kWinPlies = 8;
constexpr int kDrawAdjudicationPly = 120; // after this ply, kDrawPlies plies within ±kDrawScore
constexpr int kDrawPlies = 12;
constexpr int kDrawScore = 10;

std::uint64_t splitMix(std::uint64_t x) {
    x += 0x9e3779b97f4a7c15ULL;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
    return x ^ (x >> 31);
}

struct Record {
    PackedBoard board; // the result byte is filled in when the game ends
};

// Shared between the game threads: the output file and the counters.
struct Sink {
    std::mutex mutex;
    std::FILE* file = nullptr;
    std::atomic<std::uint64_t> games{0};
    std::atomic<std::uint64_t> positions{0};
    std::atomic<std::uint64_t> nextGame{0};
    std::uint64_t positionsWanted = 0; // records still to write for --positions; 0 = no target
    bool writeFailed = false;
};

std::optional<std::uint64_t> parseNumber(const std::string& text) {
    if (text.empty() || text.size() > 19) return std::nullopt;
    std::uint64_t v = 0;
    for (char c : text) {
        if (c < '0' || c > '9') return std::nullopt;
        v = v * 10 + std::uint64_t(c - '0');
    }
    return v;
}

// Plays one game from a random start and returns its records (empty when the start was unfit).
std::vector<Record> playGame(const DatagenOptions& options, const std::vector<Position>& starts, std::uint64_t gameSeed,
                             PvsSearcher& searcher, const std::atomic<bool>& stop) {
    std::mt19937_64 rng(gameSeed);
    // Without Chess960 starts no number is drawn for them, so earlier runs' games replay.
    const bool chess960 = options.chess960Percent > 0 && int(rng() % 100) < options.chess960Percent;
    Position pos = chess960 ? *Position::fromFen(chess960StartFen(int(rng() % kChess960Positions)), true)
                   : starts.empty() ? Position()
                                    : starts[rng() % starts.size()];
    for (int i = 0; i < options.randomPlies; ++i) {
        const MoveList moves = legalMoves(pos);
        if (moves.size() == 0) return {};
        pos.makeMove(moves[int(rng() % std::uint64_t(moves.size()))]);
    }
    if (legalMoves(pos).size() == 0) return {};

    searcher.newGame();
    std::vector<Record> records;
    SearchLimits limits;
    limits.nodes = options.hardNodes ? options.hardNodes : options.softNodes * 20;
    WhiteResult result = WhiteResult::Draw;
    int winStreak = 0, drawStreak = 0;
    for (int ply = 0;; ++ply) {
        if (stop) return {};
        const MoveList moves = legalMoves(pos);
        if (moves.size() == 0) {
            if (pos.inCheck()) result = pos.sideToMove() == White ? WhiteResult::BlackWin : WhiteResult::WhiteWin;
            break;
        }
        if (pos.isRepetition(false) || pos.halfmoveClock() >= 100 || pos.hasInsufficientMaterial() ||
            ply >= kMaxGamePlies)
            break;
        std::stop_source soft;
        SearchCallbacks callbacks;
        callbacks.onInfo = [&](const SearchInfo& info) {
            if (info.bound == Bound::Exact && info.nodes >= options.softNodes) soft.request_stop();
        };
        const SearchResult sr = searcher.search(pos, limits, callbacks, soft.get_token());
        if (!sr.bestMove) return {};
        const int score = sr.score;
        if (ply == 0 && std::abs(score) > kOpeningScoreLimit) return {};
        const int whiteScore = pos.sideToMove() == White ? score : -score;
        if (keepForTraining(pos, sr.bestMove, score))
            records.push_back({packBoard(pos, whiteScore, WhiteResult::Draw)});

        // Adjudication keeps long won or dead-drawn endings from filling the data.
        winStreak = std::abs(whiteScore) >= kWinAdjudication && (winStreak == 0 || (whiteScore > 0) == (winStreak > 0))
                        ? (whiteScore > 0 ? std::max(winStreak, 0) + 1 : std::min(winStreak, 0) - 1)
                        : 0;
        if (std::abs(winStreak) >= kWinPlies) {
            result = winStreak > 0 ? WhiteResult::WhiteWin : WhiteResult::BlackWin;
            break;
        }
        drawStreak = ply >= kDrawAdjudicationPly && std::abs(score) <= kDrawScore ? drawStreak + 1 : 0;
        if (drawStreak >= kDrawPlies) break;
        pos.makeMove(sr.bestMove);
    }
    for (Record& r : records) r.board.bytes[30] = std::uint8_t(result);
    return records;
}

// Sets up a game thread's searcher as the options say; returns why it cannot be (a network
// file that does not load), or empty.
std::string configure(PvsSearcher& searcher, const DatagenOptions& options) {
    searcher.setOption("Hash", std::to_string(options.hashMb));
    searcher.setOption("Threads", "1");
    return searcher.chooseEvaluation(options.eval);
}

void gameThread(const DatagenOptions& options, const std::vector<Position>& starts, std::uint64_t runSeed, Sink& sink,
                const std::atomic<bool>& stop) {
    PvsSearcher searcher;
    configure(searcher, options); // runDatagen has checked that it works
    while (!stop) {
        if (sink.positionsWanted && sink.positions >= sink.positionsWanted) return;
        const std::uint64_t game = sink.nextGame.fetch_add(1);
        if (options.games && game >= options.games) return;
        const std::vector<Record> records = playGame(options, starts, splitMix(runSeed ^ splitMix(game)), searcher, stop);
        if (stop) return;
        std::lock_guard lock(sink.mutex);
        for (const Record& r : records)
            if (std::fwrite(r.board.bytes.data(), 1, PackedBoard::kSize, sink.file) != PackedBoard::kSize)
                sink.writeFailed = true;
        if (std::fflush(sink.file) != 0) sink.writeFailed = true;
        if (sink.writeFailed) return;
        sink.positions += records.size();
        ++sink.games;
    }
}

std::atomic<bool> gSignalled{false};
// extern "C" gives the handler a C name, which an unnamed namespace does not make private to this
// file (GCC): a second onSignal in the CLI once clashed at link time. Hence the specific name.
extern "C" void onDatagenSignal(int) { gSignalled = true; }

} // namespace

bool keepForTraining(const Position& pos, Move bestMove, int score) {
    return !pos.inCheck() && !pos.isCaptureOrPromotion(bestMove) && !isMateScore(score);
}

std::string parseDatagenArgs(const std::vector<std::string>& args, DatagenOptions& options) {
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        if (i + 1 >= args.size()) return "datagen: " + a + " needs a value";
        const std::string& v = args[++i];
        auto number = [&](std::uint64_t lo, std::uint64_t hi, std::uint64_t& out) -> std::string {
            const std::optional<std::uint64_t> n = parseNumber(v);
            if (!n || *n < lo || *n > hi)
                return "datagen: " + a + " must be a number from " + std::to_string(lo) + " to " + std::to_string(hi) +
                       ", got '" + v.substr(0, 20) + "'";
            out = *n;
            return {};
        };
        std::uint64_t n = 0;
        std::string error;
        if (a == "--out") options.outPath = v;
        else if (a == "--openings") options.openingsPath = v;
        else if (a == "--threads") { error = number(1, 64, n); options.threads = int(n); }
        else if (a == "--seed") error = number(0, 999999999999999999ULL, options.seed);
        else if (a == "--nodes") error = number(100, 100000000, options.softNodes);
        else if (a == "--hard-nodes") error = number(0, 1000000000, options.hardNodes);
        else if (a == "--random-plies") { error = number(0, 40, n); options.randomPlies = int(n);
        } else if (a == "--chess960") {
            error = number(0, 100, n);
            options.chess960Percent = int(n);
        } else if (a == "--games")
            error = number(0, 1000000000000ULL, options.games);
        else if (a == "--positions") error = number(0, 1000000000000ULL, options.positions);
        else if (a == "--hash") { error = number(1, 1024, n); options.hashMb = int(n); }
        else if (a == "--eval") options.eval = v;
        else return "datagen: unknown option '" + a.substr(0, 40) + "'";
        if (!error.empty()) return error;
    }
    if (options.outPath.empty()) return "datagen: --out FILE is required";
    return {};
}

int runDatagen(const DatagenOptions& options, const std::atomic<bool>& stop,
               const std::function<void(const std::string&)>& log) {
    PvsSearcher::initOnce();
    std::vector<Position> starts;
    if (!options.openingsPath.empty()) {
        std::ifstream in(options.openingsPath);
        if (!in) {
            log("datagen: cannot read openings " + options.openingsPath);
            return 1;
        }
        std::stringstream text;
        text << in.rdbuf();
        const EpdFile epd = parseEpdFile(text.str());
        for (const std::string& e : epd.errors) log("datagen: " + options.openingsPath + ": " + e);
        for (const EpdRecord& r : epd.records) starts.push_back(r.position);
        if (starts.empty()) {
            log("datagen: no usable position in " + options.openingsPath);
            return 1;
        }
    }

    // A network that does not load stops the run before anything is written.
    if (options.eval != "hce" && options.eval != "nnue") {
        if (const Parsed<std::shared_ptr<const Network>> net = Network::load(options.eval); !net) {
            log("datagen: --eval: " + net.error());
            return 1;
        }
    }
    { // e.g. "nnue" in a build without a compiled-in network
        PvsSearcher probe;
        if (const std::string error = configure(probe, options); !error.empty()) {
            log("datagen: --eval " + options.eval.substr(0, 200) + ": " + error);
            return 1;
        }
    }

    // A run stopped part-way may have left half a record: cut it off, then append.
    std::error_code ec;
    std::uint64_t existing = 0;
    if (std::filesystem::exists(options.outPath, ec)) {
        const std::uintmax_t size = std::filesystem::file_size(options.outPath, ec);
        if (ec) {
            log("datagen: cannot read the size of " + options.outPath + ": " + ec.message());
            return 1;
        }
        existing = size / PackedBoard::kSize;
        if (size % PackedBoard::kSize) {
            std::filesystem::resize_file(options.outPath, existing * PackedBoard::kSize, ec);
            log("datagen: cut a partial record off the end of " + options.outPath);
        }
    }
    Sink sink;
    if (options.positions) {
        if (existing >= options.positions) {
            log("datagen: " + options.outPath + " already holds " + std::to_string(existing) + " records (--positions " +
                std::to_string(options.positions) + ")");
            return 0;
        }
        sink.positionsWanted = options.positions - existing;
    }
    sink.file = std::fopen(options.outPath.c_str(), "ab");
    if (!sink.file) {
        log("datagen: cannot open " + options.outPath + " for appending");
        return 1;
    }
    // The records already there go into the seed, so a resumed run plays new games rather than
    // the ones it already wrote, and the same file and seed still give the same data.
    const std::uint64_t runSeed = splitMix(options.seed) ^ splitMix(existing + 0x51ed);
    log("datagen: appending to " + options.outPath + " (" + std::to_string(existing) +
        " records there), seed " + std::to_string(options.seed) + ", " + std::to_string(options.threads) +
        " thread(s), " + std::to_string(options.softNodes) + " nodes per move, evaluation " + options.eval +
        (options.chess960Percent > 0
             ? ", " + std::to_string(options.chess960Percent) + "% of games from Chess960 starts"
             : std::string()));

    // The game threads watch halt; this thread raises it on a stop request or a failed write and
    // prints the progress lines until every game thread has finished.
    std::atomic<bool> halt{false};
    std::atomic<int> running{options.threads};
    std::vector<std::thread> threads;
    for (int t = 0; t < options.threads; ++t)
        threads.emplace_back([&] {
            gameThread(options, starts, runSeed, sink, halt);
            --running;
        });
    const auto start = std::chrono::steady_clock::now();
    auto lastReport = start;
    auto report = [&] {
        const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        // The file's total too: a resumed run counts from zero, and the target is the total.
        char line[200];
        std::snprintf(line, sizeof line, "datagen: games %llu positions %llu positions/s %.0f, %llu in the file",
                      static_cast<unsigned long long>(sink.games.load()),
                      static_cast<unsigned long long>(sink.positions.load()),
                      secs > 0 ? double(sink.positions.load()) / secs : 0.0,
                      static_cast<unsigned long long>(existing + sink.positions.load()));
        log(line);
    };
    while (running > 0) {
        std::this_thread::sleep_for(std::chrono::milliseconds(50));
        if (stop) halt = true;
        {
            std::lock_guard lock(sink.mutex);
            if (sink.writeFailed) halt = true;
        }
        const auto now = std::chrono::steady_clock::now();
        if (now - lastReport >= std::chrono::seconds(options.reportSeconds)) {
            lastReport = now;
            report();
        }
    }
    for (std::thread& t : threads) t.join();
    std::fclose(sink.file);
    report();
    if (sink.writeFailed) {
        log("datagen: writing " + options.outPath + " failed (disk full?)");
        return 1;
    }
    return 0;
}

bool asksForHelp(const std::vector<std::string>& args) {
    return std::find(args.begin(), args.end(), "--help") != args.end() ||
           std::find(args.begin(), args.end(), "-h") != args.end();
}

int datagenMain(const std::vector<std::string>& args) {
    static const char* const usage =
        "usage: eschess-engine datagen --out FILE [--threads N] [--seed S] [--nodes N] [--hard-nodes N]\n"
        "       [--random-plies N] [--games N] [--positions N] [--openings FILE.epd] [--chess960 PERCENT]\n"
        "       [--hash MB] [--eval nnue|hce|FILE]   (docs/nnue.md, \"Data generation\")\n";
    if (asksForHelp(args)) {
        std::cout << usage;
        return 0;
    }
    DatagenOptions options;
    const std::string error = parseDatagenArgs(args, options);
    if (!error.empty()) {
        std::cerr << error << '\n' << usage;
        return 2;
    }
    std::signal(SIGINT, onDatagenSignal);
    std::signal(SIGTERM, onDatagenSignal);
    return runDatagen(options, gSignalled, [](const std::string& line) { std::cout << line << std::endl; });
}

} // namespace eschess::nnue
