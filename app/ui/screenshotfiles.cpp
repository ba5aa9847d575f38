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

QString screenshotGamePgn() {
    return QStringLiteral("[Event \"Screenshot\"]\n[White \"Kasparov\"]\n[Black \"Karpov\"]\n\n"
                          "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O "
                          "9. h3 Nb8 10. d4 Nbd7 11. c4 c6 12. cxb5 axb5 *\n");
}

bool writeScreenshot(const QImage& image, const QString& dir, const char* name) {
    const QString path = QDir(dir).filePath(QLatin1String(name));
    const bool ok = image.save(path);
    QTextStream(stdout) << (ok ? "wrote " : "FAILED ") << path << "\n";
    return ok;
}

} // namespace eschess::app
