#pragma once
// Sequential probability ratio test for engine matches: decides, as games come in, whether the
// first engine is elo1 stronger (H1) rather than elo0 (H0), with error rates alpha and beta.
//
// Model: the logistic Elo model with the normal approximation of the generalised SPRT,
// LLR = N (s1 - s0) (2 s - s0 - s1) / (2 var), where s0, s1 are the expected scores of
// elo0/elo1 and s, var the observed mean score and its variance over the N outcomes (the
// "logistic" approximation of fishtest's stat_util). The outcomes are games (W/D/L, as Cute
// Chess counts) or game pairs (pentanomial, as fishtest and fastchess count: see pentanomial.h).
// Bounds are Wald's: lower = ln(beta / (1 - alpha)), upper = ln((1 - beta) / alpha). When every
// outcome was the same the variance is zero; half of the worst and half of the best outcome are
// then added so the test can decide.

#include "rating/pentanomial.h"

#include <string>
#include <string_view>

namespace eschess {

struct SprtParams {
    double elo0 = 0;
    double elo1 = 5;
    double alpha = 0.05;
    double beta = 0.05;
};

enum class SprtDecision { Continue, AcceptH0, AcceptH1 };

struct SprtStatus {
    double llr = 0;
    double lowerBound = 0;
    double upperBound = 0;
    SprtDecision decision = SprtDecision::Continue;
};

// Parses "elo0,elo1,alpha,beta"; the error says which field is wrong.
bool parseSprtParams(std::string_view text, SprtParams& out, std::string& error);

double sprtLowerBound(const SprtParams& p);
double sprtUpperBound(const SprtParams& p);
// The log-likelihood ratio after wins/draws/losses of the first engine; 0 before any game.
double sprtLlr(const SprtParams& p, int wins, int draws, int losses);
SprtStatus sprtStatus(const SprtParams& p, int wins, int draws, int losses);
// The same over game pairs; 0 before any pair is complete.
double sprtLlr(const SprtParams& p, const Pentanomial& pairs);
SprtStatus sprtStatus(const SprtParams& p, const Pentanomial& pairs);

const char* sprtDecisionName(SprtDecision d); // "continue", "H0 accepted", "H1 accepted"

} // namespace eschess
