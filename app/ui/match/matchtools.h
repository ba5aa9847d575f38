#pragma once
// Installs the match tools into the main window: Tools ▸ Engines… (external UCI engines),
// Tools ▸ Match… (set-up dialog) and the match dock with live charts. One line in MainWindow.

namespace eschess::app {

class MainWindow;

void installMatchTools(MainWindow* window);

} // namespace eschess::app
