#pragma once
// Training data for the NNUE: the strong searcher plays itself from varied starts with a soft
// node limit per move, and every quiet position it passes through is written with its search
// score and the game's result (docs/nnue.md). It is `eschess-engine datagen`, not an
// eschess-cli command, so that a plain engine build on a headless machine can make data.

#include "core/position.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace eschess::nnue {

struct DatagenOptions {
    std::string outPath;             // records are appended here (packed_board.h)
    int threads = 1;                 // one game per thread
    std::uint64_t seed = 1;
    std::uint64_t softNodes = 5000;  // no new iteration once a move has searched this many nodes
    std::uint64_t hardNodes = 0;     // a move never searches more; 0 = 20 × softNodes
    int randomPlies = 8;             // uniformly random legal moves after the start
    std::uint64_t games = 0;         // stop after this many games; 0 = until stopped
    // Stop once the file holds this many records, those written before included (0 = no
    // target): a run that spans sessions is the same command each time, and ends by itself.
    // Games in progress when the target is reached are finished, so a file ends a little past it.
    std::uint64_t positions = 0;
    std::string openingsPath;        // EPD starts (random plies follow); empty = start position
    // The share of games (0–100%) that start instead from a random Chess960 start (random plies
    // follow): placements the standard start never leads to, for a net that has seen only those.
    int chess960Percent = 0;
    int hashMb = 8;                  // per thread
    // The evaluation the games are played with: "nnue" (the compiled-in network, the engine's
    // default; the bootstrap plays with the newest network), "hce" (the hand-written one, which
    // made gen0) or a network file.
    std::string eval = "nnue";
    int reportSeconds = 10;          // how often a progress line is printed
};

// A position worth training on, given the searched best move and score (side to move's view):
// not in check, a quiet best move (the score of a capture sits on a tactic the net cannot
// see), and no mate score (mates are search, not evaluation).
bool keepForTraining(const Position& pos, Move bestMove, int score);

// Parses `datagen` arguments (--out FILE --threads N --seed S --nodes N --hard-nodes N
// --random-plies N --games N --positions N --openings FILE.epd --chess960 PERCENT --hash MB
// --eval nnue|hce|FILE);
// an empty error means fine.
std::string parseDatagenArgs(const std::vector<std::string>& args, DatagenOptions& options);

// Runs until options.games are played, the file holds options.positions records, or stop
// becomes true; progress lines go to log.
// Returns 0, or 1 with a message on log when the output, the openings or the network cannot
// be used.
int runDatagen(const DatagenOptions& options, const std::atomic<bool>& stop,
               const std::function<void(const std::string&)>& log);

// True when the arguments of an `eschess-engine` data command ask for its usage (--help or -h,
// anywhere, so that a mistyped command line followed by --help still shows it).
bool asksForHelp(const std::vector<std::string>& args);

// `eschess-engine datagen …`: parses, installs SIGINT/SIGTERM handlers that finish the games
// in progress cleanly, runs.
int datagenMain(const std::vector<std::string>& args);

} // namespace eschess::nnue
