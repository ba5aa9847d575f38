#include "rating/sprt.h"

#include "rating/commafields.h"
#include "rating/elo.h"
#include "rating/scoremoments.h"

#include <cstdlib>
#include <cmath>
#include <string>
#include <vector>

namespace eschess {

namespace {

bool parseDouble(std::string_view text, double& out) {
    text = withoutSpaces(text);
    if (text.empty()) return false;
    const std::string s(text);
    char* end = nullptr;
    out = std::strtod(s.c_str(), &end);
    return end == s.c_str() + s.size() && std::isfinite(out);
}

} // namespace

bool parseSprtParams(std::string_view text, SprtParams& out, std::string& error) {
    const std::vector<std::string_view> fields = commaFields(text);
    if (fields.size() != 4) {
        error = "SPRT needs four comma-separated values elo0,elo1,alpha,beta; got " + std::to_string(fields.size()) +
                " in '" + std::string(text) + "'";
        return false;
    }
    static const char* const kNames[] = {"elo0", "elo1", "alpha", "beta"};
    double v[4];
    for (int i = 0; i < 4; ++i) {
        if (!parseDouble(fields[i], v[i])) {
            error = std::string("SPRT field ") + std::to_string(i + 1) + " (" + kNames[i] + ") is not a number: '" +
                    std::string(fields[i]) + "'";
            return false;
        }
    }
    if (v[1] <= v[0]) {
        error = "SPRT elo1 must be greater than elo0";
        return false;
    }
    for (int i = 2; i < 4; ++i) {
        if (!(v[i] > 0 && v[i] < 0.5)) {
            error = std::string("SPRT ") + kNames[i] + " must be between 0 and 0.5, not " + std::string(fields[i]);
            return false;
        }
    }
    out = SprtParams{v[0], v[1], v[2], v[3]};
    return true;
}

double sprtLowerBound(const SprtParams& p) { return std::log(p.beta / (1.0 - p.alpha)); }
double sprtUpperBound(const SprtParams& p) { return std::log((1.0 - p.beta) / p.alpha); }

namespace {

double llrOf(const SprtParams& p, const ScoreMoments& m) {
    if (m.count <= 0 || m.variance <= 0) return 0;
    const double s0 = eloToScore(p.elo0), s1 = eloToScore(p.elo1);
    return m.count * (s1 - s0) * (2 * m.mean - s0 - s1) / (2 * m.variance);
}

SprtStatus statusOf(const SprtParams& p, double llr) {
    SprtStatus st;
    st.llr = llr;
    st.lowerBound = sprtLowerBound(p);
    st.upperBound = sprtUpperBound(p);
    if (st.llr >= st.upperBound) st.decision = SprtDecision::AcceptH1;
    else if (st.llr <= st.lowerBound) st.decision = SprtDecision::AcceptH0;
    return st;
}

} // namespace

double sprtLlr(const SprtParams& p, int wins, int draws, int losses) {
    return llrOf(p, scoreMoments(wins, draws, losses, true));
}

SprtStatus sprtStatus(const SprtParams& p, int wins, int draws, int losses) {
    return statusOf(p, sprtLlr(p, wins, draws, losses));
}

double sprtLlr(const SprtParams& p, const Pentanomial& pairs) {
    return llrOf(p, scoreMoments(pairs, true));
}

SprtStatus sprtStatus(const SprtParams& p, const Pentanomial& pairs) {
    return statusOf(p, sprtLlr(p, pairs));
}

const char* sprtDecisionName(SprtDecision d) {
    switch (d) {
    case SprtDecision::AcceptH0: return "H0 accepted";
    case SprtDecision::AcceptH1: return "H1 accepted";
    case SprtDecision::Continue: break;
    }
    return "continue";
}

} // namespace eschess
