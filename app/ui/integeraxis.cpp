#include "app/ui/integeraxis.h"

#include <QValueAxis>

#include <algorithm>

namespace eschess::app {

int integerTickStep(double span, int maxIntervals) {
    // The cap keeps a nonsense span (infinite, or a count past a billion) from looping on.
    const double wanted = std::clamp(span / std::max(1, maxIntervals), 1.0, 1e9);
    for (int magnitude = 1;; magnitude *= 10)
        for (int multiple : {1, 2, 5})
            if (multiple * magnitude >= wanted) return multiple * magnitude;
}

void setIntegerAxisRange(QValueAxis* axis, double lo, double hi, int maxIntervals) {
    if (hi <= lo) hi = lo + 1;
    axis->setRange(lo, hi);
    axis->setTickType(QValueAxis::TicksDynamic);
    axis->setTickAnchor(0);
    axis->setTickInterval(integerTickStep(hi - lo, maxIntervals));
    axis->setMinorTickCount(0);
    axis->setLabelFormat(QStringLiteral("%d"));
}

} // namespace eschess::app
