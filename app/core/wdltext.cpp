#include "app/core/wdltext.h"

#include <QCoreApplication>

namespace eschess::app {

eschess::Wdl whiteView(const eschess::Wdl& sideToMove, eschess::Color side) {
    if (side == eschess::White) return sideToMove;
    return {sideToMove.loss, sideToMove.draw, sideToMove.win};
}

QString wdlTooltip(const eschess::Wdl& white) {
    const auto percent = [](int permille) { return QString::number(permille / 10.0, 'f', 1); };
    return QCoreApplication::translate("WdlText", "White wins %1%, draw %2%, Black wins %3%")
        .arg(percent(white.win), percent(white.draw), percent(white.loss));
}

} // namespace eschess::app
