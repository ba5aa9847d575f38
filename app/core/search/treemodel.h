#pragma once
// The recorded search tree as an item model for the tree explorer: one top-level row (the
// root position), each node's children in the order the search visited them, followed by the
// siblings a cut-off left unsearched (the seeds' "?" nodes, docs/seeds.md; shown disabled).
//
// Children lists are built once (a few bytes per node); move text and positions are computed
// only for the rows a view asks for, so a 200,000-node tree opens at once.

#include "app/core/search/treerunner.h"

#include <QAbstractItemModel>

#include <memory>
#include <vector>

namespace eschess::app {

class TreeModel : public QAbstractItemModel {
    Q_OBJECT
  public:
    enum Column {
        MoveColumn,
        ScoreColumn,
        WindowColumn,
        TypeColumn,
        CutMoveColumn,
        FlagsColumn,
        ColumnCount
    };
    // The node index in the recorded tree (int) behind any cell.
    static constexpr int NodeRole = Qt::UserRole + 1;

    explicit TreeModel(QObject* parent = nullptr);

    void setTree(std::shared_ptr<const RecordedTree> tree);
    const RecordedTree* tree() const { return m_tree.get(); }
    int nodeCount() const { return m_tree ? int(m_tree->nodes.size()) : 0; }

    QModelIndex index(int row, int column, const QModelIndex& parent = {}) const override;
    QModelIndex parent(const QModelIndex& child) const override;
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;

    // Node <-> index.
    int nodeOf(const QModelIndex& index) const;
    QModelIndex indexOfNode(int node, int column = 0) const;
    // The recorded children of a node, in display order.
    std::vector<int> children(int node) const;
    int childCount(int node) const;

    // The position at a node (the root position after the moves of its path).
    Position positionAt(int node) const;
    // The moves from the root to the node.
    std::vector<Move> pathTo(int node) const;
    // The path in SAN with move numbers ("11. Bxf6 Bxf6 12. …"); empty for the root.
    QString pathText(int node) const;
    // The move leading to the node in SAN; "" for the root.
    QString moveTextOf(int node) const;
    static QString typeName(NodeType type);

  private:
    std::shared_ptr<const RecordedTree> m_tree;
    std::vector<int> m_childStart; // children of n: m_childList[m_childStart[n] .. m_childStart[n + 1])
    std::vector<int> m_childList;
    std::vector<int> m_rowInParent;
    mutable std::vector<QString> m_moveText; // filled on demand
};

} // namespace eschess::app
