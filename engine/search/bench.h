#pragma once
// `bench`: the strong searcher on fixed positions at a fixed depth, one thread, a fresh table
// each time. The total node count is the search's signature (OpenBench checks it); any change
// that claims to leave the search alone must leave it unchanged.

#include <cstdint>
#include <ostream>
#include <string>
#include <vector>

namespace eschess {

constexpr int kBenchDepth = 11;

struct BenchResult {
    std::string error; // the evaluation could not be chosen; nothing was searched
    std::uint64_t nodes = 0;
    std::int64_t timeMs = 0;
    std::uint64_t nps = 0;
};

const std::vector<std::string>& benchPositions();
// The evaluation whose node count is the signature: the engine's default, the compiled-in network.
inline constexpr const char* kBenchEvaluation = "nnue";

// Runs the bench; writes one line per position to log when given. evaluation: "nnue" (the
// compiled-in network), "hce" (the hand-written one) or a network file — to compare the nodes
// per second of each evaluation in the same search.
BenchResult runBench(int depth, std::ostream* log = nullptr, const std::string& evaluation = kBenchEvaluation);

} // namespace eschess
