#pragma once
// The logarithmic axis every chart of counts uses (nodes per depth in the depth chart and the
// comparison panel): node counts grow by a factor per ply, so only a log scale shows depth 1
// and depth 8 on one chart. One helper so that every such chart labels and scales alike.

class QLogValueAxis;
class QString;

namespace eschess::app {

// A base-10 log axis labelled in powers of ten ("1e+03"), with the given title.
QLogValueAxis* makeLogAxis(const QString& title);

// Makes the axis run from 1 to the first whole power of its base above maxValue. Past five
// decades the base becomes 100, so the labels keep room to be read.
void fitLogAxis(QLogValueAxis* axis, double maxValue);

} // namespace eschess::app
