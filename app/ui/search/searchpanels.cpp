#include "app/ui/search/searchpanels.h"

#include "app/core/analysiscontroller.h"
#include "app/core/gamecontroller.h"
#include "app/core/gamethinking.h"
#include "app/ui/boardwidget.h"
#include "app/ui/mainwindow.h"
#include "app/ui/search/comparepanel.h"
#include "app/ui/search/depthchart.h"
#include "app/ui/search/pvpanel.h"
#include "app/ui/search/statspanel.h"
#include "app/ui/search/treeexplorer.h"

#include <QAction>
#include <QCoreApplication>
#include <QDockWidget>
#include <QScrollArea>
#include <QMenu>
#include <QTabWidget>

namespace eschess::app {

namespace {

QDockWidget* makePanelDock(MainWindow* window, QWidget* panel, const QString& title, const char* objectName) {
    auto* dock = new QDockWidget(title, window);
    dock->setObjectName(QString::fromLatin1(objectName));
    // Inside a scroll area the panel's minimum size does not become the dock's: the bottom
    // tab group can then shrink and leave the board most of the window.
    auto* scroll = new QScrollArea;
    scroll->setWidget(panel);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    dock->setWidget(scroll);
    return dock;
}

// Sends each analysis update to the panels; a new search (another position, or the depth
// starting over) clears them first. Without analysis, the panels follow the game's engine whose
// turn it is, in the batches GameThinking sends (at most ten a second), unless its thinking is
// hidden from the person playing it — in the window's own game, or a match or tournament game
// the board follows.
class SearchFeed : public QObject {
  public:
    SearchFeed(MainWindow* window, const SearchPanels& panels)
        : QObject(window), m_analysis(window->analysis()), m_thinking(window->thinking()), m_panels(panels) {
        connect(m_analysis, &AnalysisController::engineInfo, this, &SearchFeed::onInfo);
        connect(m_analysis, &AnalysisController::runningChanged, this, [this](bool running) {
            if (running) reset();
        });
        // A new or loaded game in the window: the last search was of another game, so the
        // panels start over (a running analysis starts over by itself).
        connect(window->game(), &GameController::gameStarted, this, [this, window] {
            if (!m_thinking || m_thinking->game() == window->game()) startOverWith(window->game());
        });
        if (!m_thinking) return;
        connect(m_thinking, &GameThinking::batch, this, &SearchFeed::onGameBatch);
        // The board follows another game (a match or tournament game, or the window's own
        // again): the panels start over and fill with that game's next batch.
        connect(m_thinking, &GameThinking::gameChanged, this, [this] { startOverWith(m_thinking->game()); });
    }

  private:
    void reset() {
        const Position& root = m_analysis->position();
        m_key = root.key();
        m_lastDepth = 0;
        m_gameSearch = 0;
        resetPanels(root);
    }
    // The panels empty, waiting for the game's next search (unless an analysis fills them).
    void startOverWith(const GameController* game) {
        if (m_analysis->isRunning()) return;
        m_gameSearch = 0;
        resetPanels(game->position());
    }
    void resetPanels(const Position& root) {
        m_panels.stats->reset(root);
        m_panels.pv->reset(root);
        m_panels.chart->reset(root);
    }
    void add(const EngineInfo& info) {
        m_panels.stats->addInfo(info);
        m_panels.pv->addInfo(info);
        m_panels.chart->addInfo(info);
    }
    void onInfo(const EngineInfo& info) {
        if (m_gameSearch != 0 || m_analysis->position().key() != m_key || (info.multiPv == 1 && info.depth < m_lastDepth))
            reset();
        if (info.multiPv == 1) m_lastDepth = info.depth;
        add(info);
    }
    void onGameBatch(int ply, eschess::Color, const QVector<EngineInfo>& infos) {
        if (m_analysis->isRunning() || m_thinking->hidden()) return;
        const GameThinking::Search* search = m_thinking->searchAt(ply);
        if (!search) return;
        if (search->id != m_gameSearch) {
            // Another search: start from what it has done so far (the panels may join it late,
            // when analysis stopped or the thinking became visible).
            m_gameSearch = search->id;
            resetPanels(search->root);
            for (const EngineInfo& info : search->log.rows()) add(info);
            if (search->hasLatest && (search->log.size() == 0 || search->latest.depth > search->log.rows().last().depth))
                add(search->latest);
            return;
        }
        for (const EngineInfo& info : infos) add(info);
    }

    AnalysisController* m_analysis;
    GameThinking* m_thinking;
    SearchPanels m_panels;
    Key m_key = 0;
    int m_lastDepth = 0;
    int m_gameSearch = 0; // GameThinking's id of the game's search shown; 0: analysis or nothing
};

} // namespace

SearchPanels installSearchPanels(MainWindow* window) {
    SearchPanels panels;
    panels.stats = new StatsPanel;
    panels.pv = new PvPanel;
    panels.chart = new DepthChart;
    panels.tree = new TreeExplorer;

    auto* pvDock = makePanelDock(window, panels.pv,
                                 QCoreApplication::translate("SearchPanels", "Principal variation"), "pvDock");
    auto* statsDock =
        makePanelDock(window, panels.stats, QCoreApplication::translate("SearchPanels", "Search statistics"),
                      "searchStatsDock");
    auto* chartDock =
        makePanelDock(window, panels.chart, QCoreApplication::translate("SearchPanels", "Depth progression"),
                      "depthChartDock");
    auto* treeDock = makePanelDock(window, panels.tree, QCoreApplication::translate("SearchPanels", "Search tree"),
                                   "searchTreeDock");
    // One tab group at the bottom, so the board and the game's own panels keep their room.
    window->addPanel(statsDock, Qt::BottomDockWidgetArea);
    window->addPanel(pvDock, Qt::BottomDockWidgetArea);
    window->addPanel(chartDock, Qt::BottomDockWidgetArea);
    window->addPanel(treeDock, Qt::BottomDockWidgetArea);
    window->tabifyDockWidget(statsDock, pvDock);
    window->tabifyDockWidget(pvDock, chartDock);
    window->tabifyDockWidget(chartDock, treeDock);
    statsDock->raise();

    const auto boardPosition = [window] { return window->board()->position(); };
    panels.stats->comparePanel()->setPositionSource(boardPosition);
    panels.tree->setPositionSource(boardPosition);
    QObject::connect(panels.pv, &PvPanel::previewPosition, window, &MainWindow::previewPosition);

    if (window->analysis()) new SearchFeed(window, panels);

    if (QMenu* tools = window->toolsMenu()) {
        tools->addSeparator();
        QAction* compare =
            tools->addAction(QCoreApplication::translate("SearchPanels", "Compare searchers…"));
        compare->setObjectName(QStringLiteral("actionCompareSearchers"));
        QObject::connect(compare, &QAction::triggered, window, [statsDock, panels] {
            statsDock->show();
            statsDock->raise();
            panels.stats->tabs()->setCurrentWidget(panels.stats->comparePanel());
        });
        QAction* explore =
            tools->addAction(QCoreApplication::translate("SearchPanels", "Explore search tree…"));
        explore->setObjectName(QStringLiteral("actionExploreSearchTree"));
        QObject::connect(explore, &QAction::triggered, window, [treeDock] {
            treeDock->show();
            treeDock->raise();
        });
    }
    return panels;
}

} // namespace eschess::app
