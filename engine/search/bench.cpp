#include "search/bench.h"

#include "core/position.h"
#include "search/pvssearcher.h"

#include <chrono>

namespace eschess {

const std::vector<std::string>& benchPositions() {
    static const std::vector<std::string> kPositions = {
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
        "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
        "r1bqrnk1/pp2bppp/2p2n2/3p2B1/3P4/2NBPN2/PPQ2PPP/R4RK1 w - - 7 11",
        "1k1r4/pp1b1R2/3q2pp/4p3/2B5/4Q3/PPP2B2/2K5 b - - 0 1",
        "3r1k2/4npp1/1ppr3p/p6P/P2PPPP1/1NR5/5K2/2R5 w - - 0 1",
        "2q1rr1k/3bbnnp/p2p1pp1/2pPp3/PpP1P1P1/1P2BNNP/2BQ1PRK/7R b - - 0 1",
        "rnbqkb1r/p3pppp/1p6/2ppP3/3N4/2P5/PPP1QPPP/R1B1KB1R w KQkq - 0 1",
        "r1b2rk1/2q1b1pp/p2ppn2/1p6/3QP3/1BN1B3/PPP3PP/R4RK1 w - - 0 1",
        "2r3k1/pppR1pp1/4p3/4P1P1/5P2/1P4K1/P1P5/8 w - - 0 1",
        "8/8/1p1k4/p1p1p3/P1P1P3/1P3K2/8/8 w - - 0 1",
        "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1",
        "8/8/8/4k3/8/8/3QK3/8 w - - 0 1",
    };
    return kPositions;
}

BenchResult runBench(int depth, std::ostream* log, const std::string& evaluation) {
    using Clock = std::chrono::steady_clock;
    PvsSearcher::initOnce();
    PvsSearcher searcher;
    searcher.setOption("Hash", "16");
    searcher.setOption("Threads", "1");
    BenchResult r;
    r.error = searcher.chooseEvaluation(evaluation);
    if (!r.error.empty()) return r;
    const auto start = Clock::now();
    int index = 0;
    for (const std::string& fen : benchPositions()) {
        ++index;
        auto pos = Position::fromFen(fen);
        if (!pos) continue;
        searcher.newGame();
        SearchLimits limits;
        limits.depth = depth;
        const SearchResult res = searcher.search(*pos, limits, SearchCallbacks{});
        r.nodes += res.nodes;
        if (log)
            *log << "Position " << index << '/' << benchPositions().size() << ": " << fen << " -> nodes " << res.nodes
                 << '\n';
    }
    r.timeMs = std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - start).count();
    r.nps = r.nodes * 1000 / std::uint64_t(std::max<std::int64_t>(1, r.timeMs));
    return r;
}

} // namespace eschess
