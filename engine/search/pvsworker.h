#pragma once
// One thread of the principal-variation search: iterative deepening with aspiration windows
// over a principal-variation negamax and a quiescence search. The main worker reports and
// decides when to stop; helper workers (Lazy SMP) search the same root at varied depths and
// only share what they learn through the transposition table.

#include "core/position.h"
#include "nnue/accumulator_stack.h"
#include "search/history.h"
#include "search/pvsparams.h"
#include "search/searcher.h"
#include "search/tt.h"
#include "search/zeroedpages.h"

#include <array>
#include <atomic>
#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

namespace eschess {

// The technique switches (UCI check options), all on by default.
struct PvsSwitches {
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
    bool captureHistory = true;    // captures ordered by what they did before, not by victim alone
    bool correctionHistory = true; // the static evaluation corrected per pawn structure
    // A search stopped inside an iteration plays a move that beat that iteration's first move
    // (its search finished), not the last completed iteration's choice.
    bool unfinishedIteration = true;
    // Root moves without a score ordered by captures and history, not the generator's order.
    bool rootHistoryOrder = true;
    // Quiet moves' history split by whether the opponent attacks their origin and destination.
    bool threatHistory = true;
    // Quiet moves ordered also by what they did in the same pawn structure.
    bool pawnHistory = true;
    // The correction history also per placement of the knights, bishops and kings.
    bool minorCorrection = true;
    // The static evaluation shrinks towards a draw as the 50-move counter grows.
    bool rule50Damping = false;
    // A cut-off far above beta (PvsParameters::wideCutMargin) teaches the histories as if a ply deeper.
    bool wideCutBonus = false;
    // The correction history also per pair of last two moves (History::continuationCorrection).
    bool continuationCorrection = false;
    // A quiet root move's reduction shortened by its butterfly history, as in the tree.
    bool rootHistoryReduction = false;
    // More than three cut-offs among a node's children (two each without a hash move) reduce its
    // later moves a ply more (Stockfish's cutoffCnt).
    bool cutoffCount = false;
    // Quiet moves near the root also ordered by a history of the first plies of this search
    // only (History::lowPly).
    bool lowPlyHistory = false;
    // A reduced quiet move re-searched at full depth teaches its continuation histories what
    // the full search found: a bonus when it beat beta, a malus when it fell back to alpha.
    bool postLmrHistory = false;
    // Reverse futility prunes with a third of a ply's margin less when the opponent's static
    // evaluation, a ply up, was worse for them than ours is good for us (Stockfish's
    // opponentWorsening): their last move made things worse on their own count.
    bool opponentWorsening = false;
    // Late-move reductions summed in 1/1024 ply (the table's fraction, the adjustments and the
    // history's share) and rounded once at the end, instead of each part rounded on its own
    // (Stockfish's reductions): a history worth half a ply then counts as half a ply. On since
    // session 100 (SPRT at 25,000 nodes, docs/strength.md); the levels keep it off.
    bool fractionalLmr = true;
};

// What all workers of one search share.
struct PvsShared {
    TranspositionTable* tt = nullptr;
    SearchControl* control = nullptr;
    PvsSwitches switches;
    PvsParameters params;
    SearchLimits limits;
    std::atomic<bool> abort{false};          // the main worker is done: helpers stop
    std::atomic<std::uint64_t> helperNodes{0};
    std::int64_t softMs = 0;                 // 0 = no soft limit (depth, nodes, infinite…)
    const SearchCallbacks* callbacks = nullptr;
    TreeRecorder* tree = nullptr;            // record the main worker's tree (explorer), or none
    const nnue::Network* network = nullptr;  // the NNUE in use, or none: the tapered evaluation
};

struct RootMove {
    Move move;
    Value score = -kInfinite;
    Value previousScore = -kInfinite;
    int seldepth = 0;
    std::uint64_t nodes = 0; // spent below this move since the search began (time management)
    std::vector<Move> pv;
};

class PvsWorker {
public:
    PvsWorker(PvsShared& shared, int id, History& history);

    // Runs iterative deepening on pos; the main worker (id 0) fills result.
    void run(const Position& pos, SearchResult* result);
    std::uint64_t nodes() const { return m_nodes; }
    // Main worker, after the helpers stopped: a search stopped inside an iteration has searched
    // more than its last report says, so the last completed iteration's lines (what the result
    // holds) are reported again with the search's total nodes, time and speed, as Stockfish
    // does; a GUI's node count and nodes per second are then the whole search's. When the
    // result is a move of the unfinished iteration (switch UnfinishedIteration), its line is
    // reported instead, at that iteration's depth. Nothing when the last report already counted
    // every node and said the result's line.
    void reportFinal(std::uint64_t totalNodes);

private:
    // What the search keeps per ply. A node's frame is ss; ss - 1 is its parent's (whose move
    // led here), ss - 2 its grandparent's, ss + 1 its child's. Two frames stand before the root.
    struct Frame {
        Move move;                // the move being searched from this node
        Piece piece = NoPiece;    // the piece that makes it
        Value staticEval = 0;
        bool nullAllowed = true;
        int doubleExtensions = 0; // double singular extensions on the path to this ply
        Move excluded;            // a singular-extension search of this node skips this move
        // Beta cut-offs at this ply since the grandparent's node began (two without a hash
        // move): when the children of a node keep failing high, its later moves are reduced more.
        int cutoffCount = 0;
    };
    static constexpr int kRootFrame = 2;
    Frame* frameAt(int ply) { return &m_stack[std::size_t(ply + kRootFrame)]; }

    // The table entry of a node, copied (other threads may overwrite the slot).
    struct TableHit {
        bool found = false;
        TTEntry entry;
        Move move() const { return found ? Move(entry.move) : Move::none(); }
        Value score = 0; // entry.score, adjusted to this ply
    };

    // One node of the main search: its window and what the steps before the move loop found.
    struct Node {
        Value alpha, beta;
        int depth, ply;
        bool cutNode, pvNode, inCheck;
        Color us;
        Frame* ss;
        Move excluded;
        Key key;
        TableHit tt;
        Value rawEval;          // the evaluator's own figure, what the table keeps
        Value staticEval, eval; // staticEval: rawEval corrected (correction history);
                                // eval: staticEval refined by the table's bound
        Value correction;       // |staticEval − rawEval|: how far the evaluation is known to miss (0 in check)
        // That share of the correction, the widening a margin gets from a *CorrectionPercent parameter.
        Value correctionShare(int percent) const { return correction * percent / 100; }
        bool improving;
        bool ttNoisy = false; // the hash move captures or promotes: quiet moves are less likely to matter
        History::Continuation* cont1; // the continuation histories of the last two moves
        History::Continuation* cont2;
        Bitboard attacked = 0; // the squares the opponent attacks (the quiet history's split)
    };

    // Late-move reductions by depth and move number: grows with the logarithm of both.
    // Kept in 1/1024 ply; whole plies are that rounded down (the table is never negative).
    struct ReductionTable {
        static constexpr int kPly = 1024;
        std::array<std::array<int, 64>, 64> r1024{};
        explicit ReductionTable(const PvsParameters& p);
        int fine(int depth, int moveNumber) const { return r1024[std::min(depth, 63)][std::min(moveNumber, 63)]; }
        int operator()(int depth, int moveNumber) const { return fine(depth, moveNumber) / kPly; }
    };

    // A move of the move loop and what the loop learned about it before searching it.
    struct MoveInfo {
        Move move;
        int number = 0; // 1 for the first move searched
        bool quiet = false, special = false, givesCheck = false, pawnThreat = false;
        int history = 0; // quiet moves only
    };

    // Iterative deepening's steps.
    void aspirationSearch(int depth, std::size_t pvIndex);
    void orderUnscoredRootMoves();
    Value rootSearch(int depth, Value alpha, Value beta, std::size_t pvIndex);
    Value searchRootMove(std::size_t i, std::size_t pvIndex, int depth, Value alpha, Value beta);
    // True when the main worker should not start another iteration.
    bool timeToStop(const RootMove& best, int stableIterations, Value previousBestScore, std::int64_t now) const;
    void fillResult(SearchResult& result, const RootMove& best, int completedDepth,
                    const std::vector<RootMove>& completedLines) const;

    // search/qsearch record the node when a tree recorder is set, then run searchNode/qsearchNode.
    Value search(Value alpha, Value beta, int depth, int ply, bool cutNode);
    Value qsearch(Value alpha, Value beta, int ply);
    Value searchNode(Value alpha, Value beta, int depth, int ply, bool cutNode);
    Value qsearchNode(Value alpha, Value beta, int ply);

    // Steps shared by both searches.
    bool enterNode(int ply); // counts the node; false when the search must stop
    bool isDraw() const;
    TableHit probeTable(Key key, int ply);
    bool tableCutoff(const TableHit& tt, int depth, Value alpha, Value beta);
    Value staticEvaluation(const TableHit& tt);
    Value corrected(Value rawEval, int ply);
    std::int16_t* continuationCorrectionEntry(int ply);
    Value evaluatePosition();
    // Moves on m_pos, keeping the NNUE accumulators in step when the network is in use.
    void makeMove(Move m);
    void unmakeMove();
    void makeNullMove();
    void unmakeNullMove();

    // The steps of searchNode, in order.
    void evaluateNode(Node& n);
    std::optional<Value> pruneNode(Node& n); // reverse futility, razoring, null move
    std::optional<Value> nullMove(Node& n);
    Value searchMoves(Node& n);              // the move loop
    bool pruneMove(const Node& n, const MoveInfo& mi) const;
    // True when even winning m's victim outright, plus margin, leaves staticEval at or below
    // alpha, so the capture cannot matter; never for a promotion. Capture futility in the main
    // search and delta pruning in quiescence.
    bool captureIsFutile(Move m, Value staticEval, Value margin, Value alpha) const;
    std::optional<Value> extend(Node& n, const MoveInfo& mi, int& extension);
    std::optional<Value> singularTest(Node& n, Move ttMove, int& extension);
    int reduction(const Node& n, const MoveInfo& mi) const;
    Value searchMove(const Node& n, const MoveInfo& mi, int newDepth);
    void updateHistories(const Node& n, Move bestMove, const Move* quietsTried, int quietCount, int bonus);
    int historyBonus(int depth) const;
    void updateCaptureHistory(Move bestMove, const Move* capturesTried, int captureCount, int bonus);
    void updateCorrection(const Node& n, Value best, Bound bound, Move bestMove);
    History::Continuation* continuationOf(const Frame& f) const;
    int quietHistory(const Node& n, Move m) const;

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
    // Line `line` (0-based) at depth: the root move rm's score and PV, with nodes as the count.
    SearchInfo makeInfo(int depth, std::size_t line, const RootMove& rm, std::uint64_t nodes) const;
    // The same for the running iteration's line, counting the nodes searched so far.
    SearchInfo makeInfo(int depth, std::size_t line) const;

    PvsShared& m_shared;
    const PvsParameters& m_params;
    const ReductionTable m_reduction;
    int m_id;
    Position m_pos;
    nnue::AccumulatorStack m_nnue;
    History* m_history;
    std::vector<RootMove> m_rootMoves;
    std::vector<Frame> m_stack;
    // The triangular PV table: row `ply` holds the best line found from that ply on, in its
    // entries ply … m_pvLength[ply] - 1. One block of zeroed pages (search/zeroedpages.h), not
    // 250 vectors written in full for every search: a short search touches a few of its rows.
    static constexpr int kPvRow = kMaxPly + 4;
    struct PvRows {
        Move at[kPvRow][kPvRow];
    };
    Move* pvRow(int ply) { return m_pv->at[ply]; }
    ZeroedPagesPtr<PvRows> m_pv;
    std::vector<int> m_pvLength;
    std::uint64_t m_nodes = 0;
    DepthStats m_stats; // the current iteration's counters
    // The last completed iteration (main worker): its depth, its lines best first, its counters.
    int m_completedDepth = 0;
    std::vector<RootMove> m_completedLines;
    DepthStats m_completedStats;
    // In the iteration now running (one line only), the last move that beat the first move
    // searched, its search finished: a stop before the iteration ends plays it, as it is the
    // deepest knowledge there is. Its depth and bound go into the closing report.
    struct UnfinishedBest {
        bool found = false;
        RootMove line;
        int depth = 0;
        Bound bound = Bound::Exact;
    };
    UnfinishedBest m_unfinishedBest;
    bool m_playedUnfinished = false;   // the result is m_unfinishedBest's move
    std::uint64_t m_reportedNodes = 0; // the node count of the last report sent
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
