#include "search/stats.h"

#include <algorithm>

namespace eschess {

void DepthStats::accumulate(const DepthStats& o) {
    seldepth = std::max(seldepth, o.seldepth);
    nodes += o.nodes;
    qnodes += o.qnodes;
    betaCutoffs += o.betaCutoffs;
    firstMoveCutoffs += o.firstMoveCutoffs;
    ttProbes += o.ttProbes;
    ttHits += o.ttHits;
    ttCutoffs += o.ttCutoffs;
    ttStores += o.ttStores;
    evaluations += o.evaluations;
    nullMoveTries += o.nullMoveTries;
    nullMoveCutoffs += o.nullMoveCutoffs;
    reductions += o.reductions;
    researches += o.researches;
    extensions += o.extensions;
    prunedMoves += o.prunedMoves;
}

} // namespace eschess
