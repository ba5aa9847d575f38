#pragma once
// Draws a small search tree like the minimax drawings of the seeds (docs/seeds.md): the root at
// the top, each ply a row, boxes with scores coloured by node type, moves on the edges, "?" for
// siblings a cut-off left unsearched. Big trees are drawn from a chosen node down as many whole
// plies as fit in kMaxNodes; nodes with hidden children show "+N". The unsearched siblings of a
// node are drawn as one "?" box.

#include <QGraphicsView>

#include <vector>

namespace eschess::app {

class TreeModel;

class TreeGraphView : public QGraphicsView {
    Q_OBJECT
  public:
    static constexpr int kMaxNodes = 300;
    // Below the first ply, a ply is drawn only if it has at most this many nodes (readable width).
    static constexpr int kMaxWidth = 80;

    explicit TreeGraphView(QWidget* parent = nullptr);

    // Draws the model's tree from node top (0 = the root).
    void showTree(const TreeModel* model, int top = 0);
    void setSelectedNode(int node);
    int topNode() const { return m_top; }
    // How many nodes the drawing holds (for tests).
    int drawnNodes() const { return m_drawn; }
    bool hasNode(int node) const { return m_items.contains(node); }

  signals:
    void nodeClicked(int node);

  protected:
    void mousePressEvent(QMouseEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

  private:
    std::vector<int> drawnChildren(int node) const;

    const TreeModel* m_model = nullptr;
    QPointF m_focus; // kept in view: the top node
    int m_top = 0;
    int m_drawn = 0;
    int m_selected = -1;
    QGraphicsItem* m_highlight = nullptr;
    QHash<int, QGraphicsItem*> m_items;
};

} // namespace eschess::app
