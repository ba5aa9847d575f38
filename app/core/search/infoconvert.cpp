#include "app/core/search/infoconvert.h"

#include "app/core/search/searchtext.h"

namespace eschess::app {

EngineInfo engineInfoFrom(const SearchInfo& in) {
    EngineInfo out;
    out.depth = in.depth;
    out.seldepth = in.seldepth;
    out.multiPv = in.multiPv;
    out.isMate = isMateScore(in.score);
    out.mateMoves = mateMoves(in.score);
    out.scoreCp = out.isMate ? 0 : in.score;
    out.bound = in.bound;
    out.nodes = in.nodes;
    out.nps = in.nps;
    out.timeMs = in.timeMs;
    out.hashfull = in.hashfull;
    out.pv = QVector<Move>(in.pv.begin(), in.pv.end());
    out.hasStats = true;
    out.stats = in.stats;
    return out;
}

} // namespace eschess::app
