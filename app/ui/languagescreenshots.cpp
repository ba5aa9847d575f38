#include "app/ui/languagescreenshots.h"

#include "app/core/analysiscontroller.h"
#include "app/core/enginecatalog.h"
#include "app/core/playerchoice.h"
#include "app/core/settings.h"
#include "app/ui/mainwindow.h"
#include "app/ui/match/matchdialog.h"
#include "app/ui/newgamedialog.h"
#include "app/ui/preferencesdialog.h"
#include "app/ui/screenshotfiles.h"
#include "app/ui/setup/setuppositiondialog.h"
#include "app/ui/suite/suitesetupdialog.h"

#include <QDir>

namespace eschess::app {

namespace {

bool saveWidget(QWidget& widget, const QString& dir, const char* name) {
    return writeScreenshot(widget.grab().toImage(), dir, name);
}

// A dialog as it first opens: shown at its own size, laid out, then grabbed.
bool saveDialog(QWidget& dialog, const QString& dir, const char* name) {
    dialog.show();
    settleFor(300);
    return saveWidget(dialog, dir, name);
}

} // namespace

int renderLanguageScreenshots(MainWindow& window, const QString& dir) {
    QDir().mkpath(dir);
    window.resize(1440, 1000);
    window.show();
    settleFor(500);

    // The same game as the English analysis.png.
    window.loadText(screenshotGamePgn());
    window.analysis()->setMultiPv(3);
    window.analysis()->start();
    settleFor(4000);
    bool ok = saveWidget(window, dir, "main.png");
    window.analysis()->stop();

    {
        NewGameDialog dialog(&window);
        NewGameSetup setup;
        setup.players[1] = PlayerChoice::fromString(QStringLiteral("engine:eschess"));
        setup.timeControl.kind = TimeControl::Kind::Clock;
        dialog.setSetup(setup);
        ok = saveDialog(dialog, dir, "newgame.png") && ok;
    }
    {
        MatchDialog dialog(MatchDialog::Mode::New, &window);
        ok = saveDialog(dialog, dir, "match.png") && ok;
    }
    {
        SuiteSetupDialog dialog(familySearcherNames(), &window);
        ok = saveDialog(dialog, dir, "suite.png") && ok;
    }
    {
        // The English setup-position.png's endgame.
        SetupPositionDialog dialog(*eschess::Position::fromFen("8/8/8/8/1k6/8/1PK5/8 w - - 0 1"), &window);
        ok = saveDialog(dialog, dir, "setup.png") && ok;
    }
    {
        Settings settings; // the screenshots' scratch settings (see main.cpp)
        PreferencesDialog dialog(settings, &window);
        ok = saveDialog(dialog, dir, "preferences.png") && ok;
    }
    return ok ? 0 : 1;
}

} // namespace eschess::app
