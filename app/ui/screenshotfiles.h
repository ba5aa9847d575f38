#pragma once
// What both screenshot runs (--screenshots and the per-language set) do around each picture:
// let the window settle, then write the image and say where it went.

#include <QString>

class QImage;

namespace eschess::app {

// Runs a local event loop for ms milliseconds, so that layouts, timers and repaints settle
// before a grab.
void settleFor(int ms);

// The game both runs show analysed (a Ruy Lopez after twelve moves), so that the languages'
// pictures can be laid beside the English ones.
QString screenshotGamePgn();

// Writes image to dir/name and prints "wrote PATH" (or "FAILED PATH") on standard output.
bool writeScreenshot(const QImage& image, const QString& dir, const char* name);

} // namespace eschess::app
