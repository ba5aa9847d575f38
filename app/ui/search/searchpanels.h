#pragma once
// Installs the search views in the main window with one call: the statistics (with compare
// mode), PV, depth-chart and tree-explorer docks, fed from the analysis controller's raw
// `info` updates or, without analysis, from the game's engine that is thinking (GameThinking),
// and the PV hover preview wired to the board.

namespace eschess::app {

class DepthChart;
class MainWindow;
class PvPanel;
class StatsPanel;
class TreeExplorer;

struct SearchPanels {
    StatsPanel* stats = nullptr;
    PvPanel* pv = nullptr;
    DepthChart* chart = nullptr;
    TreeExplorer* tree = nullptr;
};

SearchPanels installSearchPanels(MainWindow* window);

} // namespace eschess::app
