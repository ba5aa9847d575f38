#pragma once

#include <QString>

namespace eschess::app {

class MainWindow;

// The screenshots of one language, for docs/screenshots/<lang>/ (tools/screenshots.sh --lang):
// the main window with a game and three analysis lines (its SAN in the language's piece
// letters), and the new-game, match, test-suite and preferences dialogs — the places where long
// words clip first. Returns 0 on success.
int renderLanguageScreenshots(MainWindow& window, const QString& dir);

} // namespace eschess::app
