#include "rating/sprt.h"

#include "rating/elo.h"

#include <cstdlib>
#include <cmath>
#include <string>
#include <vector>

namespace eschess {

namespace {

bool parseDouble(std::string_view text, double& out) {
    while (!text.empty() && text.front() == ' ') text.remove_prefix(1);
    while (!text.empty() && text.back() == ' ') text.remove_suffix(1);
    if (text.empty()) return false;
    const std::string s(text);
    char* end = nullptr;
    out = std::strtod(s.c_str(), &end);
    return end == s.c_str() + s.size() && std::isfinite(out);
}

} // namespace

bool parseSprtParams(std::string_view text, SprtParams& out, std::string& error) {
    std::vector<std::string_view> fields;
    std::size_t start = 0;
    while (true) {
        const std::size_t comma = text.find(',', start);
        fields.push_back(text.substr(start, comma == std::string_view::npos ? std::string_view::npos : comma - start));
        if (comma == std::string_view::npos) break;
        start = comma + 1;
    }
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

double sprtLlr(const SprtParams& p, int wins, int draws, int losses) {
    if (wins + draws + losses <= 0) return 0;
    double w = wins, d = draws, l = losses;
    // All results alike (e.g. every game won) give a zero variance and no ratio at all; half a
    // win and half a loss more keep the test moving instead of never deciding.
    if ((w == 0) + (d == 0) + (l == 0) == 2) {
        w += 0.5;
        l += 0.5;
    }
    const double n = w + d + l;
    const double pw = w / n, pd = d / n, pl = l / n;
    const double s = pw + 0.5 * pd;
    const double var = pw * (1 - s) * (1 - s) + pd * (0.5 - s) * (0.5 - s) + pl * s * s;
    const double s0 = eloToScore(p.elo0), s1 = eloToScore(p.elo1);
    return n * (s1 - s0) * (2 * s - s0 - s1) / (2 * var);
}

SprtStatus sprtStatus(const SprtParams& p, int wins, int draws, int losses) {
    SprtStatus st;
    st.llr = sprtLlr(p, wins, draws, losses);
    st.lowerBound = sprtLowerBound(p);
    st.upperBound = sprtUpperBound(p);
    if (st.llr >= st.upperBound) st.decision = SprtDecision::AcceptH1;
    else if (st.llr <= st.lowerBound) st.decision = SprtDecision::AcceptH0;
    return st;
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
