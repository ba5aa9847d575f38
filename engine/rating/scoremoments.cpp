#include "rating/scoremoments.h"

#include <algorithm>

namespace eschess {

ScoreMoments scoreMoments(const double* scores, const int* counts, std::size_t kinds, bool regularise) {
    double weight[8] = {};
    std::size_t seen = 0;
    for (std::size_t i = 0; i < kinds && i < 8; ++i) {
        weight[i] = std::max(0, counts[i]);
        seen += weight[i] > 0;
    }
    kinds = std::min<std::size_t>(kinds, 8);
    if (regularise && seen == 1) {
        weight[0] += 0.5;
        weight[kinds - 1] += 0.5;
    }
    ScoreMoments m;
    for (std::size_t i = 0; i < kinds; ++i) m.count += weight[i];
    if (m.count <= 0) return m;
    double sum = 0;
    for (std::size_t i = 0; i < kinds; ++i) sum += weight[i] * scores[i];
    m.mean = sum / m.count;
    double squares = 0;
    for (std::size_t i = 0; i < kinds; ++i)
        squares += weight[i] * (scores[i] - m.mean) * (scores[i] - m.mean);
    m.variance = squares / m.count;
    return m;
}

ScoreMoments scoreMoments(int wins, int draws, int losses, bool regularise) {
    static constexpr double kGameScores[3] = {0.0, 0.5, 1.0};
    const int counts[3] = {losses, draws, wins};
    return scoreMoments(kGameScores, counts, 3, regularise);
}

} // namespace eschess
