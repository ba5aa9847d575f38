#pragma once
// Emptying a chart before it is drawn again. QChart::removeAllSeries deletes the series, but
// QChart::removeAxis only hands the axis back to the caller: a chart redrawn after every result
// that just removed its axes leaked two of them each time (LeakSanitizer, tst_suitegui). One
// helper so that every redrawn chart lets go of both.

class QChart;

namespace eschess::app {

// Removes and deletes every series and every axis of the chart.
void clearChart(QChart* chart);

} // namespace eschess::app
