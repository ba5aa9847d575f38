#include "app/ui/runstatepath.h"

#include <QDateTime>
#include <QDir>
#include <QStandardPaths>

namespace eschess::app {

QString defaultStatePath(const QString& pgnPath, const QString& kind) {
    if (!pgnPath.isEmpty()) return pgnPath + QStringLiteral(".state");
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    QDir().mkpath(dir);
    const QString stamp = QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"));
    return QDir(dir).filePath(QStringLiteral("%1-%2.state").arg(kind, stamp));
}

} // namespace eschess::app
