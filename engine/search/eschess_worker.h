#pragma once
// One thread of the strong search: iterative deepening with aspiration windows over a
// principal-variation negamax and a quiescence search. The main worker reports and decides
// when to stop; helper workers (Lazy SMP) search the same root at varied depths and only
// share what they learn through the transposition table.

#include "core/position.h"
#include "search/history.h"
#include "search/searcher.h"
#include "search/tt.h"

#include <atomic>
#include <cstdint>
#include <memory>
#include <vector>

namespace eschess {

// The technique switches (UCI check options), all on by default.
struct EschessSwitches {
    bool nullMove = true;
    bool lmr = true;
    bool lateMovePruning = true;
    bool futility = true;
    bool reverseFutility = true;
    bool razoring = true;
    bool aspiration = true;
    bool checkExtension = true;
    bool singularExtension = true;
    bool mateDistance = true;
    bool seePruning = true;
    bool ttCutoffs = true;
};

// What all workers of one search share.
struct EschessShared {
    TranspositionTable* tt = nullptr;
    SearchControl* control = nullptr;
    EschessSwitches switches;
    SearchLimits limits;
    std::atomic<bool> abort{false};          // the main worker is done: helpers stop
    std::atomic<std::uint64_t> helperNodes{0};
    std::int64_t softMs = 0;                 // 0 = no soft limit (depth, nodes, infinite…)
    const SearchCallbacks* callbacks = nullptr;
    TreeRecorder* tree = nullptr;            // record the main worker's tree (explorer), or none
};

struct RootMove {
    Move move;
    Value score = -kInfinite;
    Value previousScore = -kInfinite;
    int seldepth = 0;
    std::uint64_t nodes = 0; // spent below this move since the search began (time management)
    std::vector<Move> pv;
};

class EschessWorker {
public:
    EschessWorker(EschessShared& shared, int id, History& history);

    // Runs iterative deepening on pos; the main worker (id 0) fills result.
    void run(const Position& pos, SearchResult* result);
    std::uint64_t nodes() const { return m_nodes; }

private:
    struct Frame {
        Move move;
        Piece piece = NoPiece;
        Value staticEval = 0;
        bool nullAllowed = true;
        int doubleExtensions = 0; // double singular extensions on the path to this ply
        Move excluded;            // a singular-extension search of this node skips this move
    };

    Value rootSearch(int depth, Value alpha, Value beta, std::size_t pvIndex);
    // search/qsearch record the node when a tree recorder is set, then run searchNode/qsearchNode.
    Value search(Value alpha, Value beta, int depth, int ply, bool cutNode);
    Value qsearch(Value alpha, Value beta, int ply);
    Value searchNode(Value alpha, Value beta, int depth, int ply, bool cutNode);
    Value qsearchNode(Value alpha, Value beta, int ply);
    bool recording() const { return m_tree && m_treeSuspended == 0; }
    template <class Body> Value recorded(Value alpha, Value beta, int ply, bool quiescence, Body&& body);
    // After a cut-off at ply: the legal moves not searched there are marked for the explorer.
    void recordCut(int ply, Move cutMove, bool quiescence);
    bool stopped();
    void updatePv(int ply, Move m);

    // Where a move's score was found, for improveBest's bookkeeping.
    struct MoveContext {
        int ply;
        int moveCount;
        bool pvNode;
        bool quiescence;
    };
    // The one place a searched move's score updates best, alpha and the PV; true on a beta
    // cut-off (counted, and recorded for the tree explorer).
    bool improveBest(Value v, Move m, MoveContext where, Value& best, Value& alpha, Value beta, Move& bestMove) {
        if (v <= best) return false;
        best = v;
        if (v <= alpha) return false;
        bestMove = m;
        if (where.pvNode) updatePv(where.ply, m);
        if (v >= beta) {
            ++m_stats.betaCutoffs;
            if (where.moveCount == 1) ++m_stats.firstMoveCutoffs;
            if (recording()) recordCut(where.ply, m, where.quiescence);
            return true;
        }
        alpha = v;
        return false;
    }
    void report(int depth, const DepthStats& stats, std::size_t lines);
    void reportBound(int depth, Value score, Bound bound);
    SearchInfo makeInfo(int depth, std::size_t line) const;

    EschessShared& m_shared;
    int m_id;
    Position m_pos;
    History* m_history;
    std::vector<RootMove> m_rootMoves;
    std::vector<Frame> m_stack;
    std::vector<std::vector<Move>> m_pv;
    std::vector<int> m_pvLength;
    std::uint64_t m_nodes = 0;
    DepthStats m_stats; // the current iteration's counters
    int m_rootDepth = 0;
    int m_seldepth = 0;
    int m_nmpMinPly = 0; // null move is off below this ply during a verification search
    bool m_stop = false;
    // Tree recording (main worker only): the recorded node at each ply, its cut move and TT hit.
    // Null-move, verification and razoring searches are not recorded: they revisit a node
    // rather than play a move, which the explorer could not show as a path.
    TreeRecorder* m_tree = nullptr;
    int m_treeSuspended = 0;
    std::vector<int> m_treeNode;
    std::vector<Move> m_treeCut;
    std::vector<char> m_treeTTHit;
};

} // namespace eschess
