// The seed progression, one step per searcher. Each step is the previous one plus one idea,
// as in the seed chapters "AI Engine", "Evaluation" and "Prototype 1" (docs/seeds.md):
//
//   random      any legal move (seeded)
//   material    one ply, material evaluation, ties broken by a seeded shuffle
//   minimax     full-width minimax (max/min form), every root move scored
//   alphabeta   + alpha-beta pruning, max/min form, full window per root move; captures are
//                 searched first (MVV-LVA). The seed had no ordering but python-chess happens to
//                 generate the seed position's Bxf6 first; our generator does not, and unordered
//                 alpha-beta visits 53% of minimax's nodes there instead of the seed's 10.6%.
//   negamax     the same search in negamax form (same nodes, same scores)
//   iterative   + iterative deepening and a transposition table (exact/lower/upper entries,
//                 depth-preferred replacement); the table's move is searched first
//   simplified  + the simplified piece-square evaluation, summed incrementally by Position
//   quiescence  + quiescence search on captures (delta pruning 200 cp, SEE drops losing captures)
//   prototype   + one alpha-beta window over the root, as the seed's play(): only the best
//                 move is scored exactly, the others are cut; the mate tests of "Prototype 1"
//
// Tree recording (TreeRecorder): every searcher but random records its nodes; the
// iterative ones clear the recorder at each iteration, so it holds the last one.
//
// Statistics: searchers without iterative deepening (random, material, minimax, alphabeta,
// negamax) report a single entry for the depth they searched; the others one per iteration.
// Every searcher scores a mate as kMate minus its distance in plies, so a mate found by any of
// them is reported with the right length.

#include "search/seeds.h"

#include "search/seedsearcher.h"

namespace eschess {

namespace {

using Form = TreeSearchConfig::Form;
using Traits = SeedSearcher::Traits;

// The traits of each step, built from the previous step's where there is one, so that the
// code says what the table above says: one idea per step.
Traits randomTraits() {
    Traits t;
    t.name = "random";
    t.description = "Plays a random legal move";
    t.root = SeedSearcher::RootMode::Random;
    t.defaultDepth = 1;
    t.fixedDepth = true;
    return t;
}

Traits materialTraits() {
    Traits t;
    t.name = "material";
    t.description = "Looks one move ahead and counts material (1/3/3/5/9)";
    t.defaultDepth = 1;
    t.fixedDepth = true;
    return t;
}

Traits minimaxTraits() {
    Traits t;
    t.name = "minimax";
    t.description = "Full-width minimax with material evaluation";
    t.config.form = Form::Minimax;
    t.defaultDepth = 3;
    t.maxOptionDepth = 8;
    return t;
}

Traits alphaBetaTraits() {
    Traits t;
    t.name = "alphabeta";
    t.description = "Minimax with alpha-beta pruning (max/min form), material evaluation";
    t.config.form = Form::AlphaBeta;
    t.config.mvvLva = true;
    t.defaultDepth = 4;
    t.maxOptionDepth = 10;
    return t;
}

Traits negamaxTraits() {
    Traits t;
    t.name = "negamax";
    t.description = "Alpha-beta in negamax form, material evaluation";
    t.config.form = Form::Negamax;
    t.config.mvvLva = true;
    t.defaultDepth = 4;
    t.maxOptionDepth = 10;
    return t;
}

Traits iterativeTraits() {
    Traits t = negamaxTraits();
    t.name = "iterative";
    t.description = "Negamax alpha-beta with iterative deepening and a transposition table";
    t.config.ttMoveFirst = true;
    t.defaultDepth = 5;
    t.maxOptionDepth = 20;
    t.iterative = true;
    t.usesTable = true;
    return t;
}

Traits simplifiedTraits() {
    Traits t = iterativeTraits();
    t.name = "simplified";
    t.description = "Iterative deepening with the simplified piece-square evaluation";
    t.simplifiedEval = true;
    return t;
}

Traits quiescenceTraits() {
    Traits t = simplifiedTraits();
    t.name = "quiescence";
    t.description = "Simplified evaluation with quiescence search, delta pruning and SEE";
    t.config.quiescence = true;
    t.defaultDepth = 4;
    return t;
}

Traits prototypeTraits() {
    Traits t = quiescenceTraits();
    t.name = "prototype";
    t.description = "The seeds' complete prototype: quiescence, transposition table, mate distances";
    t.root = SeedSearcher::RootMode::OneWindow;
    t.defaultDepth = 6;
    t.maxOptionDepth = 30;
    return t;
}

} // namespace

const std::vector<SeedSearcher::Traits>& seedTraits() {
    static const std::vector<Traits> kSeeds = {randomTraits(),     materialTraits(),   minimaxTraits(),
                                               alphaBetaTraits(),  negamaxTraits(),    iterativeTraits(),
                                               simplifiedTraits(), quiescenceTraits(), prototypeTraits()};
    return kSeeds;
}

} // namespace eschess
