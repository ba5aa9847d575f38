#pragma once
// Axes that count things (plies, games, depths, positions solved) label whole numbers. Qt's
// default of five evenly spaced ticks puts them at fractions (0, 2.25, 4.5 … over nine plies),
// which "%d" prints as "0 2 4 6 9" with each label off its tick, or as "0 0 1 2 3" over three.
// One helper so that every counting axis steps by 1, 2, 5, 10, 20 … and each label sits on its
// own whole number.

class QValueAxis;

namespace eschess::app {

// The smallest step of 1, 2 or 5 times a power of ten that cuts span into at most maxIntervals.
int integerTickStep(double span, int maxIntervals);

// Sets the axis to [lo, hi] with a label on each whole multiple of integerTickStep inside it.
void setIntegerAxisRange(QValueAxis* axis, double lo, double hi, int maxIntervals = 6);

} // namespace eschess::app
