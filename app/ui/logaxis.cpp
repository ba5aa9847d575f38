#include "app/ui/logaxis.h"

#include <QLogValueAxis>

#include <algorithm>
#include <cmath>

namespace eschess::app {

QLogValueAxis* makeLogAxis(const QString& title) {
    auto* axis = new QLogValueAxis;
    axis->setBase(10);
    axis->setLabelFormat(QStringLiteral("%.0e"));
    axis->setTitleText(title);
    return axis;
}

void fitLogAxis(QLogValueAxis* axis, double maxValue) {
    const double decades = std::max(1.0, std::ceil(std::log10(std::max(maxValue, 0.0) + 1)));
    const double base = decades > 5 ? 100 : 10;
    axis->setBase(base);
    axis->setRange(1, std::pow(base, std::ceil(decades / std::log10(base))));
}

} // namespace eschess::app
