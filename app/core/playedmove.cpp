#include "app/core/playedmove.h"

#include "notation/pgn.h"

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

QString pgnEvalValue(const PlayedMove& m, eschess::Color mover) {
    if (!m.hasScore || m.book) return {};
    const int sign = mover == eschess::White ? 1 : -1;
    if (m.isMate) {
        const int moves = sign * m.mateMoves;
        return moves >= 0 ? QStringLiteral("#%1").arg(moves) : QStringLiteral("#-%1").arg(-moves);
    }
    return QString::number(sign * m.scoreCp / 100.0, 'f', 2);
}

QString pgnClockValue(const PlayedMove& m) {
    if (m.clockMs < 0) return {};
    const qint64 s = m.clockMs / 1000;
    return QStringLiteral("%1:%2:%3").arg(s / 3600).arg(s / 60 % 60, 2, 10, QLatin1Char('0')).arg(s % 60, 2, 10, QLatin1Char('0'));
}

QString pgnClockTenthsValue(const PlayedMove& m) {
    if (m.clockMs < 0) return {};
    const qint64 tenths = m.clockMs / 100;
    const qint64 s = tenths / 10;
    return QStringLiteral("%1:%2:%3.%4")
        .arg(s / 3600)
        .arg(s / 60 % 60, 2, 10, QLatin1Char('0'))
        .arg(s % 60, 2, 10, QLatin1Char('0'))
        .arg(tenths % 10);
}

QString matchMoveComment(const PlayedMove& m, eschess::Color mover) {
    // withPgnCommand puts a new command in front: the clock first, so that the eval leads.
    std::string comment = moveComment(m).toStdString();
    const QString clock = pgnClockTenthsValue(m);
    const QString eval = pgnEvalValue(m, mover);
    if (!clock.isEmpty()) comment = eschess::withPgnCommand(comment, "clk", clock.toStdString());
    if (!eval.isEmpty()) comment = eschess::withPgnCommand(comment, "eval", eval.toStdString());
    return QString::fromStdString(comment);
}

} // namespace eschess::app
