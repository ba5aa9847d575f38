#pragma once
// Installs the tournament tools into the main window: Tools ▸ Tournament… and Tools ▸ Resume
// tournament… (the set-up dialog) and the tournament dock. One line in MainWindow.

class QString;

namespace eschess::app {

class MainWindow;
void installTournamentTools(MainWindow* window);

// For the screenshots: runs a short tournament of family searchers in the window's tournament
// dock, waits for it to finish and saves the window as DIR/tournament.png.
bool shootTournament(MainWindow& window, const QString& dir);

} // namespace eschess::app
