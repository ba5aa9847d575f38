#include "app/core/builtinsuites.h"

#include <QCoreApplication>
#include <QFile>

namespace eschess::app {

QList<BuiltinSuite> builtinSuites() {
    return {{QStringLiteral("bk"), QCoreApplication::translate("BuiltinSuites", "Bratko-Kopec (24 positions)"),
             QStringLiteral(":/suites/bratko-kopec.epd")}};
}

QString builtinSuiteText(const QString& keyOrPath) {
    for (const BuiltinSuite& s : builtinSuites()) {
        if (s.key != keyOrPath && s.resource != keyOrPath) continue;
        QFile file(s.resource);
        if (file.open(QIODevice::ReadOnly)) return QString::fromUtf8(file.readAll());
    }
    return {};
}

} // namespace eschess::app
