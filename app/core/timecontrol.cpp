#include "app/core/timecontrol.h"

#include <QCoreApplication>

#include <cmath>

namespace eschess::app {

namespace {

// The context lupdate gives this file's tr() calls (it cannot see through this helper),
// so that translations/eschess_de.ts applies at run time.
QString tr(const char* text) { return QCoreApplication::translate("eschess::app::TimeControl", text); }

// Seconds (with an optional fraction) to milliseconds; -1 when not a number.
qint64 secondsToMs(const QString& text) {
    bool ok = false;
    const double s = text.trimmed().toDouble(&ok);
    if (!ok || !std::isfinite(s) || s < 0 || s > 1e7) return -1;
    return qint64(std::llround(s * 1000.0));
}

QString msToSeconds(qint64 ms) {
    return QString::number(double(ms) / 1000.0, 'g', 10);
}

} // namespace

std::optional<TimeControl> TimeControl::parseClock(const QString& text, QString* error) {
    auto fail = [&](const QString& why) -> std::optional<TimeControl> {
        if (error) *error = tr("time control '%1': %2").arg(text, why);
        return std::nullopt;
    };
    TimeControl tc;
    tc.kind = Kind::Clock;
    QString rest = text.trimmed();
    if (rest.isEmpty()) return fail(tr("empty; expected e.g. 40/60+0.6 or 10+0.1"));
    const int slash = rest.indexOf(QLatin1Char('/'));
    if (slash >= 0) {
        bool ok = false;
        tc.movesPerPeriod = rest.left(slash).toInt(&ok);
        if (!ok || tc.movesPerPeriod <= 0)
            return fail(tr("moves per period '%1' must be a positive whole number").arg(rest.left(slash)));
        rest = rest.mid(slash + 1);
    }
    const int plus = rest.indexOf(QLatin1Char('+'));
    const QString base = plus >= 0 ? rest.left(plus) : rest;
    tc.baseMs = secondsToMs(base);
    if (tc.baseMs < 0) return fail(tr("time '%1' is not a number of seconds").arg(base));
    if (plus >= 0) {
        tc.incMs = secondsToMs(rest.mid(plus + 1));
        if (tc.incMs < 0) return fail(tr("increment '%1' is not a number of seconds").arg(rest.mid(plus + 1)));
    }
    if (tc.baseMs == 0 && tc.incMs == 0) return fail(tr("no time at all"));
    return tc;
}

std::optional<TimeControl> TimeControl::parse(Kind kind, const QString& text, QString* error) {
    if (kind == Kind::None) return TimeControl();
    if (kind == Kind::Clock) return parseClock(text, error);
    const quint64 max = kind == Kind::MoveTime ? quint64(kMaxMoveTimeMs) : kind == Kind::Depth ? quint64(kMaxDepth) : kMaxNodes;
    bool ok = false;
    const quint64 v = text.trimmed().toULongLong(&ok);
    if (!ok || v < 1 || v > max) {
        const QString why = kind == Kind::MoveTime ? tr("milliseconds per move must be a whole number from 1 to %1")
                            : kind == Kind::Depth  ? tr("the depth must be a whole number from 1 to %1")
                                                   : tr("nodes per move must be a whole number from 1 to %1");
        if (error) *error = tr("time control '%1': %2").arg(text.trimmed(), why.arg(max));
        return std::nullopt;
    }
    if (kind == Kind::MoveTime) return moveTime(qint64(v));
    if (kind == Kind::Depth) return fixedDepth(int(v));
    return fixedNodes(v);
}

TimeControl TimeControl::clock(qint64 baseMs, qint64 incMs, int movesPerPeriod) {
    TimeControl tc;
    tc.kind = Kind::Clock;
    tc.baseMs = baseMs;
    tc.incMs = incMs;
    tc.movesPerPeriod = movesPerPeriod;
    return tc;
}

TimeControl TimeControl::moveTime(qint64 ms) {
    TimeControl tc;
    tc.kind = Kind::MoveTime;
    tc.moveTimeMs = ms;
    return tc;
}

TimeControl TimeControl::fixedDepth(int depth) {
    TimeControl tc;
    tc.kind = Kind::Depth;
    tc.depth = depth;
    return tc;
}

TimeControl TimeControl::fixedNodes(quint64 nodes) {
    TimeControl tc;
    tc.kind = Kind::Nodes;
    tc.nodes = nodes;
    return tc;
}

QString TimeControl::pgnTag() const {
    switch (kind) {
    case Kind::Clock: {
        QString s;
        if (movesPerPeriod > 0) s = QString::number(movesPerPeriod) + QLatin1Char('/');
        s += msToSeconds(baseMs);
        if (incMs > 0) s += QLatin1Char('+') + msToSeconds(incMs);
        return s;
    }
    case Kind::MoveTime: return msToSeconds(moveTimeMs) + QStringLiteral("/move");
    case Kind::None:
    case Kind::Depth:
    case Kind::Nodes: break;
    }
    return QStringLiteral("-");
}

QString TimeControl::toString() const {
    switch (kind) {
    case Kind::None: return tr("untimed");
    case Kind::Clock: return pgnTag();
    case Kind::MoveTime: return tr("movetime %1 ms").arg(moveTimeMs);
    case Kind::Depth: return tr("depth %1").arg(depth);
    case Kind::Nodes: return tr("nodes %1").arg(nodes);
    }
    return QString();
}

} // namespace eschess::app
