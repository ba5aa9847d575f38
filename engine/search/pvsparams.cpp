#include "search/pvsparams.h"

#include "search/searcher.h"

#include <array>
#include <charconv>
#include <cmath>
#include <vector>

namespace eschess {

namespace {

using P = PvsParameters;

PvsParameterInfo intParam(const char* name, int P::*member, int min, int max) {
    return {name, member, nullptr, double(min), double(max)};
}

PvsParameterInfo doubleParam(const char* name, double P::*member, double min, double max) {
    return {name, nullptr, member, min, max};
}

// The order of pvsparams.h. Divisors start at 1 (or 0.5 for the LMR table's), depth limits at
// 0 or 1, margins at 0: anything inside keeps the search terminating and free of traps.
const std::vector<PvsParameterInfo>& table() {
    static const std::vector<PvsParameterInfo> t = {
        intParam("aspirationDelta", &P::aspirationDelta, 1, 1000),
        intParam("aspirationThreadStep", &P::aspirationThreadStep, 0, 1000),
        intParam("aspirationMinDepth", &P::aspirationMinDepth, 1, 64),
        intParam("aspirationFullWindowAt", &P::aspirationFullWindowAt, 1, 32000),
        doubleParam("lmrBase", &P::lmrBase, -2.0, 4.0),
        doubleParam("lmrDivisor", &P::lmrDivisor, 0.5, 10.0),
        intParam("lmrMinDepth", &P::lmrMinDepth, 1, 64),
        intParam("lmrRootMinMoves", &P::lmrRootMinMoves, 0, 256),
        intParam("lmrHistoryDivisor", &P::lmrHistoryDivisor, 1, 1000000),
        intParam("lmrRoundOffset", &P::lmrRoundOffset, 0, 1023),
        intParam("noisyHashReduction", &P::noisyHashReduction, 0, 8),
        intParam("lmrNonPv", &P::lmrNonPv, 0, 4096),
        intParam("lmrCutNode", &P::lmrCutNode, 0, 4096),
        intParam("lmrImproving", &P::lmrImproving, 0, 4096),
        intParam("lmrSpecial", &P::lmrSpecial, 0, 4096),
        intParam("lmrInCheck", &P::lmrInCheck, 0, 4096),
        intParam("lmrCorrectionWeight", &P::lmrCorrectionWeight, 0, 256),
        intParam("reverseFutilityDepth", &P::reverseFutilityDepth, 0, 64),
        intParam("reverseFutilityMargin", &P::reverseFutilityMargin, 0, 2000),
        intParam("rfpCorrectionPercent", &P::rfpCorrectionPercent, 0, 1000),
        intParam("razorDepth", &P::razorDepth, 0, 64),
        intParam("razorMargin", &P::razorMargin, 0, 5000),
        intParam("razorCorrectionPercent", &P::razorCorrectionPercent, 0, 1000),
        intParam("nullMinDepth", &P::nullMinDepth, 1, 64),
        intParam("nullStaticEvalMargin", &P::nullStaticEvalMargin, -1000, 1000),
        intParam("nullCorrectionPercent", &P::nullCorrectionPercent, 0, 1000),
        intParam("nullBaseReduction", &P::nullBaseReduction, 1, 16),
        intParam("nullDepthDivisor", &P::nullDepthDivisor, 1, 64),
        intParam("nullEvalDivisor", &P::nullEvalDivisor, 1, 10000),
        intParam("nullEvalMaxReduction", &P::nullEvalMaxReduction, 0, 16),
        intParam("nullVerifyDepth", &P::nullVerifyDepth, 1, 128),
        intParam("iirMinDepth", &P::iirMinDepth, 1, 64),
        intParam("alphaRaiseMinDepth", &P::alphaRaiseMinDepth, 0, 64),
        intParam("alphaRaiseMaxDepth", &P::alphaRaiseMaxDepth, 0, 64),
        intParam("lateMoveDepth", &P::lateMoveDepth, 0, 64),
        intParam("historyPruneDepth", &P::historyPruneDepth, 0, 64),
        intParam("historyPruneMargin", &P::historyPruneMargin, 0, 100000),
        intParam("futilityDepth", &P::futilityDepth, 0, 64),
        intParam("futilityBase", &P::futilityBase, 0, 2000),
        intParam("futilityPerDepth", &P::futilityPerDepth, 0, 2000),
        intParam("futilityCorrectionPercent", &P::futilityCorrectionPercent, 0, 1000),
        intParam("captureFutilityDepth", &P::captureFutilityDepth, 0, 64),
        intParam("captureFutilityBase", &P::captureFutilityBase, 0, 5000),
        intParam("captureFutilityPerDepth", &P::captureFutilityPerDepth, 0, 5000),
        intParam("seeQuietDepth", &P::seeQuietDepth, 0, 64),
        intParam("seeQuietMargin", &P::seeQuietMargin, 0, 1000),
        intParam("seeNoisyDepth", &P::seeNoisyDepth, 0, 64),
        intParam("seeNoisyMargin", &P::seeNoisyMargin, 0, 2000),
        intParam("qsearchDeltaMargin", &P::qsearchDeltaMargin, 0, 5000),
        intParam("singularMinDepth", &P::singularMinDepth, 1, 64),
        intParam("singularTableDepthSlack", &P::singularTableDepthSlack, 0, 64),
        intParam("singularBetaPerDepth", &P::singularBetaPerDepth, 0, 64),
        intParam("doubleExtensionMargin", &P::doubleExtensionMargin, 0, 1000),
        intParam("doubleExtCorrectionPercent", &P::doubleExtCorrectionPercent, 0, 1000),
        intParam("tripleExtensionMargin", &P::tripleExtensionMargin, 0, 1000),
        intParam("maxDoubleExtensions", &P::maxDoubleExtensions, 0, 64),
        intParam("checkExtensionSeeDepth", &P::checkExtensionSeeDepth, 0, 64),
        intParam("historyBonusPerDepth2", &P::historyBonusPerDepth2, 0, 1000),
        intParam("historyBonusBase", &P::historyBonusBase, 0, 10000),
        intParam("historyBonusMax", &P::historyBonusMax, 0, 16384),
        intParam("wideCutMargin", &P::wideCutMargin, 0, 2000),
        doubleParam("iterationStartFraction", &P::iterationStartFraction, 0.1, 1.0),
    };
    return t;
}

std::string formatNumber(double v, bool integer) {
    if (integer) return std::to_string(std::llround(v));
    std::array<char, 32> buf{};
    auto [end, ec] = std::to_chars(buf.data(), buf.data() + buf.size(), v);
    return ec == std::errc() ? std::string(buf.data(), end) : std::to_string(v);
}

std::string shown(std::string_view text) {
    return std::string(text.substr(0, 40)) + (text.size() > 40 ? "…" : "");
}

} // namespace

std::span<const PvsParameterInfo> pvsParameterTable() { return table(); }

PvsParameters calibratedLevelParameters() {
    PvsParameters p;
    p.aspirationDelta = 12;
    p.lmrBase = 0.75;
    p.lmrDivisor = 2.3;
    p.lmrHistoryDivisor = 8000;
    p.reverseFutilityMargin = 80;
    p.razorMargin = 250;
    p.nullEvalDivisor = 200;
    p.historyPruneMargin = 3000;
    p.futilityBase = 120;
    p.futilityPerDepth = 90;
    p.captureFutilityBase = 120;
    p.captureFutilityPerDepth = 120;
    p.seeQuietMargin = 25;
    p.seeNoisyMargin = 100;
    p.qsearchDeltaMargin = 200;
    p.doubleExtensionMargin = 20;
    p.historyBonusPerDepth2 = 16;
    p.historyBonusBase = 32;
    p.reverseFutilityDepth = 7;
    p.nullBaseReduction = 3;
    p.lateMoveDepth = 8;
    p.checkExtensionSeeDepth = 4;
    // Added after the calibration: iterations then started until 0.6 of the soft limit, PV
    // nodes' moves after an alpha raise were not searched shallower, quiet moves were not reduced
    // more behind a noisy hash move, futile captures were not pruned, and reductions did not
    // weigh the correction history (it acts through FractionalLmr, which the levels leave off,
    // but a level must not change if they ever turn it on), nor did reverse futility's margin
    // or the double extension's or quiet futility's or razoring's, nor the null move's condition,
    // and nothing was extended three plies.
    p.iterationStartFraction = 0.6;
    p.alphaRaiseMaxDepth = 0;
    p.noisyHashReduction = 0;
    p.captureFutilityDepth = 0;
    p.lmrCorrectionWeight = 0;
    p.rfpCorrectionPercent = 0;
    p.doubleExtCorrectionPercent = 0;
    p.futilityCorrectionPercent = 0;
    p.razorCorrectionPercent = 0;
    p.nullCorrectionPercent = 0;
    p.tripleExtensionMargin = 0;
    return p;
}

const PvsParameterInfo* findPvsParameter(std::string_view name) {
    for (const PvsParameterInfo& info : table())
        if (sameOptionName(name, info.name)) return &info;
    return nullptr;
}

std::string setPvsParameter(PvsParameters& params, const PvsParameterInfo& info, std::string_view value) {
    const std::string name = info.name;
    double v = 0;
    if (info.isInteger()) {
        long long n = 0;
        auto [p, ec] = std::from_chars(value.data(), value.data() + value.size(), n);
        if (ec != std::errc() || p != value.data() + value.size()) return name + " takes a whole number";
        v = double(n);
    } else {
        auto [p, ec] = std::from_chars(value.data(), value.data() + value.size(), v);
        if (ec != std::errc() || p != value.data() + value.size() || !std::isfinite(v))
            return name + " takes a number";
    }
    if (v < info.min || v > info.max)
        return name + " must be from " + formatNumber(info.min, info.isInteger()) + " to " +
               formatNumber(info.max, info.isInteger());
    if (info.isInteger()) params.*(info.intMember) = int(v);
    else params.*(info.doubleMember) = v;
    return {};
}

std::string formatPvsParameter(const PvsParameterInfo& info, const PvsParameters& params) {
    return formatNumber(info.get(params), info.isInteger());
}

std::string applyPvsParameters(PvsParameters& params, std::string_view text) {
    PvsParameters result = params;
    int pair = 0;
    std::size_t pos = 0;
    while (pos < text.size()) {
        if (text[pos] == ' ' || text[pos] == '\t') {
            ++pos;
            continue;
        }
        std::size_t end = text.find_first_of(" \t", pos);
        if (end == std::string_view::npos) end = text.size();
        const std::string_view item = text.substr(pos, end - pos);
        pos = end;
        ++pair;
        const std::string where = "pair " + std::to_string(pair) + " '" + shown(item) + "'";
        const std::size_t eq = item.find('=');
        if (eq == std::string_view::npos) return where + ": expected name=value";
        const std::string_view name = item.substr(0, eq);
        const PvsParameterInfo* info = findPvsParameter(name);
        if (!info) return where + ": no parameter is called '" + shown(name) + "'";
        if (std::string error = setPvsParameter(result, *info, item.substr(eq + 1)); !error.empty())
            return where + ": " + error;
    }
    params = result;
    return {};
}

std::string changedPvsParameters(const PvsParameters& params) {
    const PvsParameters defaults;
    std::string out;
    for (const PvsParameterInfo& info : table()) {
        const double v = info.get(params);
        if (v == info.get(defaults)) continue;
        if (!out.empty()) out += ' ';
        out += std::string(info.name) + '=' + formatNumber(v, info.isInteger());
    }
    return out;
}

} // namespace eschess
