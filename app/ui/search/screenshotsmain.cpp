// search-screenshots: renders the search views' screenshots into a directory
// (default docs/screenshots). Run under xvfb-run or with QT_QPA_PLATFORM=offscreen.
#include "app/ui/search/searchscreenshots.h"
#include "core/position.h"

#include <QApplication>
#include <QStandardPaths>

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    eschess::Position::init();
    QStandardPaths::setTestModeEnabled(true); // the main window's settings stay out of the user's
    QApplication::setApplicationName(QStringLiteral("eschess"));
    const QStringList args = QApplication::arguments();
    return eschess::app::renderSearchScreenshots(args.size() > 1 ? args[1]
                                                                 : QStringLiteral("docs/screenshots"));
}
