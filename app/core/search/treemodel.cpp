#include "app/core/search/treemodel.h"

#include "app/core/search/searchtext.h"

namespace eschess::app {

TreeModel::TreeModel(QObject* parent) : QAbstractItemModel(parent) {}

void TreeModel::setTree(std::shared_ptr<const RecordedTree> tree) {
    beginResetModel();
    m_tree = std::move(tree);
    const std::size_t n = m_tree ? m_tree->nodes.size() : 0;
    m_childStart.assign(n + 1, 0);
    m_childList.assign(n, -1);
    m_rowInParent.assign(n, 0);
    m_moveText.assign(n, QString());
    // Counting sort by parent keeps each node's children in recording order.
    for (std::size_t i = 1; i < n; ++i) {
        const int p = m_tree->nodes[i].parent;
        if (p >= 0 && std::size_t(p) < n) ++m_childStart[std::size_t(p) + 1];
    }
    for (std::size_t i = 0; i < n; ++i) m_childStart[i + 1] += m_childStart[i];
    std::vector<int> fill(m_childStart.begin(), m_childStart.end() - 1);
    for (std::size_t i = 1; i < n; ++i) {
        const int p = m_tree->nodes[i].parent;
        if (p < 0 || std::size_t(p) >= n) continue;
        const int slot = fill[std::size_t(p)]++;
        m_childList[std::size_t(slot)] = int(i);
        m_rowInParent[i] = slot - m_childStart[std::size_t(p)];
    }
    endResetModel();
}

int TreeModel::childCount(int node) const {
    if (node < 0 || node >= nodeCount()) return 0;
    return m_childStart[std::size_t(node) + 1] - m_childStart[std::size_t(node)];
}

std::vector<int> TreeModel::children(int node) const {
    if (node < 0 || node >= nodeCount()) return {};
    return std::vector<int>(m_childList.begin() + m_childStart[std::size_t(node)],
                            m_childList.begin() + m_childStart[std::size_t(node) + 1]);
}

int TreeModel::nodeOf(const QModelIndex& index) const {
    return index.isValid() ? int(index.internalId()) : -1;
}

QModelIndex TreeModel::indexOfNode(int node, int column) const {
    if (node < 0 || node >= nodeCount()) return {};
    return createIndex(node == 0 ? 0 : m_rowInParent[std::size_t(node)], column, quintptr(node));
}

QModelIndex TreeModel::index(int row, int column, const QModelIndex& parent) const {
    if (row < 0 || column < 0 || column >= ColumnCount) return {};
    if (!parent.isValid())
        return row == 0 && nodeCount() > 0 ? createIndex(0, column, quintptr(0)) : QModelIndex();
    const int p = nodeOf(parent);
    if (row >= childCount(p)) return {};
    return createIndex(row, column, quintptr(m_childList[std::size_t(m_childStart[std::size_t(p)] + row)]));
}

QModelIndex TreeModel::parent(const QModelIndex& child) const {
    const int n = nodeOf(child);
    if (n <= 0 || n >= nodeCount()) return {};
    return indexOfNode(m_tree->nodes[std::size_t(n)].parent);
}

int TreeModel::rowCount(const QModelIndex& parent) const {
    if (!parent.isValid()) return nodeCount() > 0 ? 1 : 0;
    if (parent.column() != 0) return 0;
    return childCount(nodeOf(parent));
}

int TreeModel::columnCount(const QModelIndex&) const {
    return ColumnCount;
}

std::vector<Move> TreeModel::pathTo(int node) const {
    std::vector<Move> path;
    while (node > 0 && node < nodeCount()) {
        path.push_back(m_tree->nodes[std::size_t(node)].move);
        node = m_tree->nodes[std::size_t(node)].parent;
    }
    return {path.rbegin(), path.rend()};
}

Position TreeModel::positionAt(int node) const {
    if (!m_tree) return Position();
    Position pos = m_tree->root;
    for (Move m : pathTo(node)) {
        if (!m || m == Move::nullMove()) {
            pos.makeNullMove();
            continue;
        }
        pos.makeMove(m);
    }
    return pos;
}

QString TreeModel::pathText(int node) const {
    return m_tree ? lineText(m_tree->root, pathTo(node)) : QString();
}

QString TreeModel::moveTextOf(int node) const {
    if (node <= 0 || node >= nodeCount()) return {};
    QString& cached = m_moveText[std::size_t(node)];
    if (cached.isNull()) {
        const TreeNode& n = m_tree->nodes[std::size_t(node)];
        cached = n.move == Move::nullMove() ? tr("(null)") : moveText(positionAt(n.parent), n.move);
    }
    return cached;
}

QString TreeModel::typeName(NodeType type) {
    switch (type) {
    case NodeType::Pv:
        return tr("PV");
    case NodeType::Cut:
        return tr("cut");
    case NodeType::All:
        return tr("all");
    case NodeType::Leaf:
        return tr("leaf");
    case NodeType::NotSearched:
        return tr("not searched");
    }
    return {};
}

namespace {
QString boundText(Value v) {
    if (v >= kInfinite) return QStringLiteral("+\u221E");
    if (v <= -kInfinite) return QStringLiteral("\u2212\u221E");
    return scoreText(v);
}
} // namespace

QVariant TreeModel::data(const QModelIndex& index, int role) const {
    const int node = nodeOf(index);
    if (node < 0 || node >= nodeCount()) return {};
    const TreeNode& n = m_tree->nodes[std::size_t(node)];
    const bool skipped = n.type == NodeType::NotSearched;
    if (role == NodeRole) return node;
    if (role == Qt::ToolTipRole) {
        if (skipped) return tr("Not searched: a cut-off above made this move irrelevant");
        return pathText(node).isEmpty() ? tr("Root position") : pathText(node);
    }
    if (role != Qt::DisplayRole) return {};
    switch (index.column()) {
    case MoveColumn:
        return node == 0 ? tr("root") : moveTextOf(node);
    case ScoreColumn:
        return skipped ? QStringLiteral("?") : scoreText(n.score);
    case WindowColumn:
        return skipped ? QString() : QStringLiteral("[%1, %2]").arg(boundText(n.alpha), boundText(n.beta));
    case TypeColumn:
        return typeName(n.type);
    case CutMoveColumn:
        return n.cutMove ? moveText(positionAt(node), n.cutMove) : QString();
    case FlagsColumn: {
        QStringList flags;
        if (n.ttHit) flags << tr("TT");
        if (n.quiescence) flags << tr("Q");
        return flags.join(QLatin1Char(' '));
    }
    default:
        return {};
    }
}

Qt::ItemFlags TreeModel::flags(const QModelIndex& index) const {
    const int node = nodeOf(index);
    if (node < 0 || node >= nodeCount()) return Qt::NoItemFlags;
    // Unsearched siblings are shown disabled (greyed) but stay selectable.
    if (m_tree->nodes[std::size_t(node)].type == NodeType::NotSearched) return Qt::ItemIsSelectable;
    return Qt::ItemIsEnabled | Qt::ItemIsSelectable;
}

QVariant TreeModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal) return {};
    if (role == Qt::DisplayRole) {
        switch (section) {
        case MoveColumn:
            return tr("Move");
        case ScoreColumn:
            return tr("Score");
        case WindowColumn:
            return tr("α, β");
        case TypeColumn:
            return tr("Type");
        case CutMoveColumn:
            return tr("Cut by");
        case FlagsColumn:
            return tr("Flags");
        default:
            return {};
        }
    }
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case ScoreColumn:
            return tr("Score from the view of the side to move at the node");
        case WindowColumn:
            return tr("Alpha-beta window on entry, side to move's view");
        case TypeColumn:
            return tr("PV: score inside the window; cut: failed high; all: failed low");
        case CutMoveColumn:
            return tr("The move that caused the beta cut-off");
        case FlagsColumn:
            return tr("TT: transposition-table hit; Q: quiescence search");
        default:
            return {};
        }
    }
    return {};
}

} // namespace eschess::app
