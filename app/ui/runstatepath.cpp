#include "app/ui/runstatepath.h"

#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>

namespace eschess::app {

QString defaultStatePath(const QString& pgnPath, const QString& kind) {
    const QString stamp = QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"));
    if (!pgnPath.isEmpty()) {
        const QString plain = pgnPath + QStringLiteral(".state");
        return QFileInfo(plain).size() > 0 ? QStringLiteral("%1-%2.state").arg(pgnPath, stamp) : plain;
    }
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    QDir().mkpath(dir);
    return QDir(dir).filePath(QStringLiteral("%1-%2.state").arg(kind, stamp));
}

} // namespace eschess::app
