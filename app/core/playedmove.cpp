#include "app/core/playedmove.h"

#include <cstdlib>

namespace eschess::app {

QString moveComment(const PlayedMove& m) {
    if (m.book) return QStringLiteral("book");
    QString score;
    if (!m.hasScore) score = QStringLiteral("?");
    else if (m.isMate) score = (m.mateMoves >= 0 ? QStringLiteral("+M") : QStringLiteral("-M")) + QString::number(std::abs(m.mateMoves));
    else score = (m.scoreCp >= 0 ? QStringLiteral("+") : QString()) + QString::number(m.scoreCp / 100.0, 'f', 2);
    return QStringLiteral("%1/%2 %3s").arg(score).arg(m.depth).arg(QString::number(m.timeMs / 1000.0, 'f', 3));
}

} // namespace eschess::app
