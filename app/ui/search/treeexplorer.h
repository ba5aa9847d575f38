#pragma once
// The search-tree explorer dock: runs a shallow search with a tree recorder (searcher, depth,
// node budget) on a worker thread and shows the recorded tree as an expandable tree view and
// as a drawing; selecting a node shows its position on a mini board and the path to it.

#include "app/core/search/treemodel.h"
#include "app/core/search/treerunner.h"

#include <QWidget>

#include <functional>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QTreeView;

namespace eschess::app {

class MiniBoard;
class TreeGraphView;

class TreeExplorer : public QWidget {
    Q_OBJECT
  public:
    explicit TreeExplorer(QWidget* parent = nullptr);

    TreeModel* model() const { return m_model; }
    TreeRunner* runner() const { return m_runner; }
    QTreeView* treeView() const { return m_view; }
    TreeGraphView* graphView() const { return m_graph; }
    MiniBoard* miniBoard() const { return m_board; }
    QLabel* pathLabel() const { return m_path; }
    QLabel* statusLabel() const { return m_status; }
    int selectedNode() const { return m_selected; }

    // Where Run takes its position from (e.g. the main board); without one, setPosition's.
    void setPositionSource(std::function<eschess::Position()> source) {
        m_positionSource = std::move(source);
    }

  public slots:
    // The position the next run searches (normally the board's).
    void setPosition(const eschess::Position& pos);
    // Starts a recording run with these settings (also what Run does).
    void run(const eschess::app::SearcherSpec& spec, int depth, int budget);
    void stop();
    // Shows a finished recording (also used by tests and screenshots).
    void showTree(std::shared_ptr<const eschess::app::RecordedTree> tree);
    void selectNode(int node);

  signals:
    // The position at the selected node, e.g. for the main board's preview.
    void nodePositionSelected(const eschess::Position& pos);

  private:
    void runClicked();

    TreeModel* m_model;
    TreeRunner* m_runner;
    Position m_position;
    std::function<Position()> m_positionSource;
    QComboBox* m_searcher;
    QLineEdit* m_options;
    QSpinBox* m_depth;
    QSpinBox* m_budget;
    QPushButton* m_runButton;
    QLabel* m_status;
    QTreeView* m_view;
    TreeGraphView* m_graph;
    MiniBoard* m_board;
    QLabel* m_path;
    int m_selected = -1;
};

} // namespace eschess::app
