#pragma once
// Installs the test-suite tools into a main window: a "Run test suite…" action and the
// suite results dock (hidden until the first run).

#include "app/ui/suite/suitesetupdialog.h"
#include "notation/epd.h"

#include <functional>

class QMainWindow;
class QMenu;

namespace eschess::app {

class SuitePanel;

// The last setup from QSettings (through Settings: junk values fall back to defaults or are clamped), and saving it.
SuiteSetup loadSuiteSetup();
void saveSuiteSetup(const SuiteSetup& setup);

// openPosition is called when the user double-clicks a result (analyse it on the board).
SuitePanel* installSuiteTools(QMainWindow* window, QMenu* toolsMenu, QMenu* viewMenu,
                              std::function<void(const eschess::EpdRecord&)> openPosition);

} // namespace eschess::app
