#include "search/strength.h"

#include <algorithm>
#include <iterator>

namespace eschess {

namespace {

// Knob value → rating measured on Stockfish 15.1's UCI_Elo scale at 5+0.05 (docs/strength.md,
// "Calibration"). Ratings must rise with the knob; the last point is full strength.
struct Measured {
    int knob;
    int rating;
};
constexpr Measured kMeasured[] = {
    {kStrengthKnobMin, 838}, {800, 1049}, {1142, 1242}, {1752, 1665}, {2187, 1988}, {2400, 2165},
};

} // namespace

int strengthKnobFor(int label) {
    label = std::clamp(label, kEloLabelMin, kEloLabelMax);
    if (label <= kMeasured[0].rating) return kMeasured[0].knob;
    for (auto it = std::begin(kMeasured) + 1; it != std::end(kMeasured); ++it) {
        const Measured lo = *(it - 1), hi = *it;
        if (label <= hi.rating)
            return lo.knob + (label - lo.rating) * (hi.knob - lo.knob) / (hi.rating - lo.rating);
    }
    return kEloLabelMax;
}

} // namespace eschess
