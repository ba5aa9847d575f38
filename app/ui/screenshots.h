#pragma once

#include <QString>

namespace eschess::app {

class MainWindow;

// Renders the documentation's screenshots (start position, a game in progress with analysis,
// a game-over dialog) into dir as PNGs, driving the window as a person would. Returns 0 on
// success. Used by tools/screenshots.sh under xvfb-run.
int renderScreenshots(MainWindow& window, const QString& dir);

} // namespace eschess::app
