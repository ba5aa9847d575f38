#include "rating/pentanomial.h"

#include "rating/commafields.h"

#include <charconv>
#include <cmath>

namespace eschess {

int Pentanomial::pairs() const {
    return counts[0] + counts[1] + counts[2] + counts[3] + counts[4];
}

void Pentanomial::add(int halfPoints) {
    if (halfPoints >= 0 && halfPoints <= 4) ++counts[std::size_t(halfPoints)];
}

ScoreMoments scoreMoments(const Pentanomial& pairs, bool regularise) {
    static constexpr double kPairScores[5] = {0.0, 0.25, 0.5, 0.75, 1.0};
    return scoreMoments(kPairScores, pairs.counts.data(), 5, regularise);
}

bool parsePentanomial(std::string_view text, Pentanomial& out, std::string& error) {
    const std::vector<std::string_view> fields = commaFields(text);
    Pentanomial p;
    // Field by field, so that a bad count is named even when the count of fields is wrong too.
    for (std::size_t field = 0; field < fields.size(); ++field) {
        if (field == 5) {
            error =
                "pairs need five comma-separated counts LL,LD,DD,WD,WW; '" + std::string(text) + "' has more";
            return false;
        }
        const std::string_view part = withoutSpaces(fields[field]);
        int value = -1;
        const auto [end, ec] = std::from_chars(part.data(), part.data() + part.size(), value);
        if (part.empty() || ec != std::errc() || end != part.data() + part.size() || value < 0) {
            static const char* const kNames[] = {"LL", "LD", "DD", "WD", "WW"};
            error = "pair count " + std::to_string(field + 1) + " (" + kNames[field] +
                    ") is not a whole number from 0: '" + std::string(part) + "'";
            return false;
        }
        p.counts[field] = value;
    }
    if (fields.size() != 5) {
        error = "pairs need five comma-separated counts LL,LD,DD,WD,WW; got " +
                std::to_string(fields.size()) + " in '" + std::string(text) + "'";
        return false;
    }
    out = p;
    return true;
}

EloEstimate estimateElo(const Pentanomial& pairs) {
    EloEstimate e;
    const int n = pairs.pairs();
    e.games = 2 * n;
    if (n == 0) return e;
    const ScoreMoments m = scoreMoments(pairs, false);
    const double stderror = setEloAndInterval(e, m);
    e.drawRatio = double(pairs.counts[2]) / n;
    // The normal approximation of the mean's distribution; with no spread at all the sign decides.
    e.los = stderror > 0 ? 0.5 * (1.0 + std::erf((m.mean - 0.5) / (stderror * std::sqrt(2.0))))
                         : (m.mean > 0.5   ? 1.0
                            : m.mean < 0.5 ? 0.0
                                           : 0.5);
    return e;
}

std::string formatPentanomial(const Pentanomial& pairs) {
    std::string s = "[";
    for (std::size_t i = 0; i < 5; ++i) s += (i ? ", " : "") + std::to_string(pairs.counts[i]);
    return s + "]";
}

} // namespace eschess
