#include "app/ui/chartclear.h"

#include <QAbstractAxis>
#include <QChart>

namespace eschess::app {

void clearChart(QChart* chart) {
    chart->removeAllSeries();
    for (QAbstractAxis* axis : chart->axes()) {
        chart->removeAxis(axis);
        delete axis;
    }
}

} // namespace eschess::app
