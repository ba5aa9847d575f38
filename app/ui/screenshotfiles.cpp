#include "app/ui/screenshotfiles.h"

#include <QDir>
#include <QEventLoop>
#include <QImage>
#include <QTextStream>
#include <QTimer>

namespace eschess::app {

void settleFor(int ms) {
    QEventLoop loop;
    QTimer::singleShot(ms, &loop, &QEventLoop::quit);
    loop.exec();
}

bool writeScreenshot(const QImage& image, const QString& dir, const char* name) {
    const QString path = QDir(dir).filePath(QLatin1String(name));
    const bool ok = image.save(path);
    QTextStream(stdout) << (ok ? "wrote " : "FAILED ") << path << "\n";
    return ok;
}

} // namespace eschess::app
