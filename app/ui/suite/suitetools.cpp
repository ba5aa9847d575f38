#include "app/ui/suite/suitetools.h"

#include "app/core/enginecatalog.h"
#include "app/core/enginefactory.h"
#include "app/core/enginespec.h"
#include "app/core/enginestore.h"
#include "app/core/settings.h"
#include "app/ui/suite/suitepanel.h"

#include <QAction>
#include <QCoreApplication>
#include <QDockWidget>
#include <QMainWindow>
#include <QMenu>
#include <QMessageBox>

#include <algorithm>
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
    const Settings settings;
    SuiteSetup s;
    s.suiteSource = settings.suiteSource();
    s.engineSpecs = settings.suiteEngines();
    s.limit.kind = SuiteLimit::Kind(settings.suiteLimitKind());
    s.limit.moveTimeMs = settings.suiteMoveTimeMs();
    s.limit.depth = settings.suiteDepth();
    s.limit.sweepTimeoutMs = settings.suiteSweepTimeoutMs();
    s.limit.nodes = quint64(settings.suiteNodes());
    s.jobs = settings.suiteJobs();
    s.bkScale = settings.suiteBkScale();
    s.missMargins = settings.suiteMissMargins();
    return s;
}

void saveSuiteSetup(const SuiteSetup& s) {
    Settings settings;
    settings.setSuiteSource(s.suiteSource);
    settings.setSuiteEngines(s.engineSpecs);
    settings.setSuiteLimitKind(int(s.limit.kind));
    settings.setSuiteMoveTimeMs(s.limit.moveTimeMs);
    settings.setSuiteDepth(s.limit.depth);
    settings.setSuiteSweepTimeoutMs(s.limit.sweepTimeoutMs);
    settings.setSuiteNodes(int(std::min<quint64>(s.limit.nodes, 2000000000)));
    settings.setSuiteJobs(s.jobs);
    settings.setSuiteBkScale(s.bkScale);
    settings.setSuiteMissMargins(s.missMargins);
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
        // Our own searchers, then the external engines as specs (configured, then installed ones).
        QStringList choices = familySearcherNames();
        for (const ExternalEngine& e : EngineStore::available(Settings().externalEngines()))
            choices << e.toSpec().toString();
        SuiteSetupDialog dialog(choices, window);
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
