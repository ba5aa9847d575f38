// Fuzzes what the app reads from external engines (app/core/uciparser): every line form, from
// the start position and from one reached by a legal PV. No input may crash, overflow or leave a
// number outside the range the rest of the app relies on.
#include "app/core/uciparser.h"

#include "core/movegen.h"

#include <QString>

#include <cstdint>
#include <cstdlib>

using namespace eschess;
using namespace eschess::app;

extern "C" int LLVMFuzzerInitialize(int*, char***) {
    Position::init();
    return 0;
}

namespace {

void check(const QString& line, const Position& pos) {
    (void)uciLineKind(line);
    (void)parseUciId(line);
    QString error;
    if (auto spec = parseUciOption(line, &error)) {
        if (spec->name.empty()) std::abort();
        if (spec->type == OptionSpec::Type::Spin && spec->min > spec->max) std::abort();
    } else if (error.isEmpty()) {
        std::abort(); // a refusal always says why
    }
    const UciInfoLine info = parseUciInfo(line, pos);
    const EngineInfo& i = info.info;
    if (i.depth < 0 || i.depth > kMaxInfoDepth || i.seldepth < 0 || i.seldepth > kMaxInfoDepth) std::abort();
    if (i.multiPv < 1 || i.multiPv > kMaxInfoMultiPv) std::abort();
    if (i.hashfull < -1 || i.hashfull > 1000 || i.timeMs < 0) std::abort();
    if (i.isMate && (i.mateMoves > kMaxInfoMate || i.mateMoves < -kMaxInfoMate || std::abs(i.scoreCp) < kMateBound))
        std::abort();
    if (!i.isMate && std::abs(i.scoreCp) >= kMateBound) std::abort();
    Position p = pos; // the PV is legal move by move
    for (Move m : i.pv) {
        bool legal = false;
        for (Move l : legalMoves(p)) legal = legal || l == m;
        if (!legal) std::abort();
        p.makeMove(m);
    }
    const UciBestMove best = parseUciBestMove(line, pos);
    if (best.ok() && !best.best.isNull()) {
        bool legal = false;
        for (Move l : legalMoves(pos)) legal = legal || l == best.best;
        if (!legal) std::abort();
    }
    // Whatever the value, the command we would write is one line.
    if (uciSetOptionCommand(line, line).contains(QLatin1Char('\n'))) std::abort();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const QString text = QString::fromUtf8(reinterpret_cast<const char*>(data), qsizetype(size));
    static const Position start;
    static const Position middle = *Position::fromFen("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3");
    for (const QString& line : text.split(QLatin1Char('\n'))) {
        check(line.trimmed(), start);
        check(line.trimmed(), middle);
    }
    return 0;
}
