// search-screenshots: renders the search views' screenshots into a directory
// (default docs/screenshots). Run under xvfb-run or with QT_QPA_PLATFORM=offscreen.
#include "app/ui/search/searchscreenshots.h"
#include "core/position.h"

#include <QApplication>

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    eschess::Position::init();
    const QStringList args = QApplication::arguments();
    return eschess::app::renderSearchScreenshots(args.size() > 1 ? args[1] : QStringLiteral("docs/screenshots"));
}
