#include "app/ui/suite/suitetools.h"

#include "app/core/enginecatalog.h"
#include "app/core/enginefactory.h"
#include "app/core/enginespec.h"
#include "app/ui/suite/suitepanel.h"

#include <QAction>
#include <QCoreApplication>
#include <QDockWidget>
#include <QMainWindow>
#include <QMenu>
#include <QMessageBox>
#include <QSettings>

#include <cmath>

namespace eschess::app {

namespace {

std::optional<SuiteEngine> resolveEngine(const QString& text, QString* error) {
    auto spec = parseEngineSpec(text, error);
    if (!spec) return std::nullopt;
    const EngineSpec s = *spec;
    return SuiteEngine{s.label(), [s](QObject* parent) { return createEngine(s, parent); }};
}

} // namespace

SuiteSetup loadSuiteSetup() {
    QSettings settings;
    SuiteSetup s;
    s.suiteSource = settings.value(QStringLiteral("suite/source"), QStringLiteral("bk")).toString();
    s.engineSpecs = settings.value(QStringLiteral("suite/engines")).toStringList();
    const int kind = settings.value(QStringLiteral("suite/limitKind"), 0).toInt();
    s.limit.kind = kind >= 0 && kind <= 2 ? SuiteLimit::Kind(kind) : SuiteLimit::Kind::MoveTime;
    s.limit.moveTimeMs = std::clamp(settings.value(QStringLiteral("suite/moveTimeMs"), 1000).toInt(), 10, 3600000);
    s.limit.depth = std::clamp(settings.value(QStringLiteral("suite/depth"), 4).toInt(), 1, 64);
    s.limit.sweepTimeoutMs = std::clamp(settings.value(QStringLiteral("suite/sweepTimeoutMs"), 10000).toInt(), 100, 3600000);
    s.jobs = std::clamp(settings.value(QStringLiteral("suite/jobs"), 1).toInt(), 1, 256);
    bool ok = false;
    const double scale = settings.value(QStringLiteral("suite/bkScale"), 1.0).toDouble(&ok);
    s.bkScale = ok && std::isfinite(scale) ? std::clamp(scale, 0.001, 100.0) : 1.0;
    return s;
}

void saveSuiteSetup(const SuiteSetup& s) {
    QSettings settings;
    settings.setValue(QStringLiteral("suite/source"), s.suiteSource);
    settings.setValue(QStringLiteral("suite/engines"), s.engineSpecs);
    settings.setValue(QStringLiteral("suite/limitKind"), int(s.limit.kind));
    settings.setValue(QStringLiteral("suite/moveTimeMs"), s.limit.moveTimeMs);
    settings.setValue(QStringLiteral("suite/depth"), s.limit.depth);
    settings.setValue(QStringLiteral("suite/sweepTimeoutMs"), s.limit.sweepTimeoutMs);
    settings.setValue(QStringLiteral("suite/jobs"), s.jobs);
    settings.setValue(QStringLiteral("suite/bkScale"), s.bkScale);
}

SuitePanel* installSuiteTools(QMainWindow* window, QMenu* toolsMenu, QMenu* viewMenu,
                              std::function<void(const EpdRecord&)> openPosition) {
    auto* panel = new SuitePanel(resolveEngine);
    auto* dock = new QDockWidget(QCoreApplication::translate("SuiteTools", "Test suite"), window);
    dock->setObjectName(QStringLiteral("suiteDock"));
    dock->setWidget(panel);
    window->addDockWidget(Qt::BottomDockWidgetArea, dock);
    dock->hide();
    if (viewMenu) viewMenu->addAction(dock->toggleViewAction());
    if (openPosition) QObject::connect(panel, &SuitePanel::openPosition, window, openPosition);

    auto* run = new QAction(QCoreApplication::translate("SuiteTools", "Run &test suite…"), window);
    run->setObjectName(QStringLiteral("runSuiteAction"));
    run->setShortcut(QKeySequence(QStringLiteral("Ctrl+T")));
    if (toolsMenu) toolsMenu->addAction(run);
    QObject::connect(run, &QAction::triggered, window, [window, panel, dock] {
        SuiteSetupDialog dialog(familySearcherNames(), window);
        dialog.setSetup(loadSuiteSetup());
        if (dialog.exec() != QDialog::Accepted) return;
        const SuiteSetup setup = dialog.setup();
        saveSuiteSetup(setup);
        if (!panel->run(setup)) {
            QMessageBox::warning(window, QCoreApplication::translate("SuiteTools", "Test suite"),
                                 panel->errorString());
            return;
        }
        dock->show();
        dock->raise();
    });
    return panel;
}

} // namespace eschess::app
