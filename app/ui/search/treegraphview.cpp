#include "app/ui/search/treegraphview.h"

#include "app/core/search/searchtext.h"
#include "app/core/search/treemodel.h"

#include <QGraphicsRectItem>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QMouseEvent>
#include <QResizeEvent>
#include <QWheelEvent>

#include <algorithm>
#include <functional>

namespace eschess::app {

namespace {
constexpr double kBoxW = 46, kBoxH = 22, kGapX = 10, kRowH = 70;
constexpr int kNodeKey = 0;

QColor typeColor(NodeType t) {
    switch (t) {
    case NodeType::Pv:
        return QColor(0xC8, 0xE6, 0xC9);
    case NodeType::Cut:
        return QColor(0xFF, 0xCD, 0xD2);
    case NodeType::All:
        return QColor(0xBB, 0xDE, 0xFB);
    case NodeType::Leaf:
        return QColor(0xF5, 0xF5, 0xF5);
    case NodeType::NotSearched:
        return QColor(0xE0, 0xE0, 0xE0);
    }
    return Qt::white;
}

QGraphicsSimpleTextItem* centredText(QGraphicsScene* scene, const QString& text, QPointF centre,
                                     double pointSize, const QColor& color) {
    auto* item = scene->addSimpleText(text);
    QFont f = item->font();
    f.setPointSizeF(pointSize);
    item->setFont(f);
    item->setBrush(color);
    const QRectF b = item->boundingRect();
    item->setPos(centre.x() - b.width() / 2, centre.y() - b.height() / 2);
    return item;
}
} // namespace

TreeGraphView::TreeGraphView(QWidget* parent) : QGraphicsView(parent) {
    setScene(new QGraphicsScene(this));
    setRenderHint(QPainter::Antialiasing);
    setDragMode(QGraphicsView::ScrollHandDrag);
    setBackgroundBrush(Qt::white);
}

// What the drawing shows under a node: the searched children, then one box standing for all
// the siblings a cut-off left unsearched (an item of -(parent + 2)).
std::vector<int> TreeGraphView::drawnChildren(int node) const {
    std::vector<int> out;
    bool skipped = false;
    for (int c : m_model->children(node)) {
        if (m_model->tree()->nodes[std::size_t(c)].type == NodeType::NotSearched)
            skipped = true;
        else
            out.push_back(c);
    }
    if (skipped) out.push_back(-(node + 2));
    return out;
}

void TreeGraphView::showTree(const TreeModel* model, int top) {
    scene()->clear();
    m_items.clear();
    m_highlight = nullptr;
    m_model = model;
    m_top = top;
    m_drawn = 0;
    resetTransform();
    if (!model || top < 0 || top >= model->nodeCount()) return;

    // Whole plies below top while they fit (the first ply always, cut to kMaxNodes).
    std::vector<std::vector<int>> levels{{top}};
    int total = 1;
    for (;;) {
        std::vector<int> next;
        for (int n : levels.back())
            if (n >= 0)
                for (int c : drawnChildren(n)) next.push_back(c);
        if (next.empty()) break;
        if (total + int(next.size()) > kMaxNodes || (levels.size() > 1 && int(next.size()) > kMaxWidth)) {
            if (levels.size() == 1) {
                next.resize(std::min(next.size(), std::size_t(kMaxNodes - 1)));
                levels.push_back(next);
                total += int(next.size());
            }
            break;
        }
        total += int(next.size());
        levels.push_back(std::move(next));
    }
    m_drawn = total;
    QHash<int, int> levelOf;
    for (std::size_t l = 0; l < levels.size(); ++l)
        for (int n : levels[l]) levelOf.insert(n, int(l));

    // Tidy layout: leaves of the drawing side by side, parents centred over their children.
    QHash<int, double> x;
    double nextX = 0;
    std::function<void(int)> place = [&](int n) {
        std::vector<int> kids;
        if (n >= 0)
            for (int c : drawnChildren(n))
                if (levelOf.contains(c)) kids.push_back(c);
        if (kids.empty()) {
            x.insert(n, nextX);
            nextX += kBoxW + kGapX;
            return;
        }
        for (int c : kids) place(c);
        x.insert(n, (x.value(kids.front()) + x.value(kids.back())) / 2);
    };
    place(top);

    const TreeNode* nodes = model->tree()->nodes.data();
    const QPen edgePen(QColor(0x90, 0x90, 0x90));
    for (auto it = levelOf.cbegin(); it != levelOf.cend(); ++it) {
        const int n = it.key();
        const bool group = n < 0;
        const int parent = group ? -n - 2 : nodes[n].parent;
        const QPointF centre(x.value(n) + kBoxW / 2, it.value() * kRowH + kBoxH / 2);
        int skippedCount = 0;
        if (group)
            for (int c : model->children(parent))
                skippedCount += nodes[c].type == NodeType::NotSearched ? 1 : 0;
        if (n != top) {
            const QPointF pc(x.value(parent) + kBoxW / 2, levelOf.value(parent) * kRowH + kBoxH);
            QPen pen = edgePen;
            if (group) pen.setStyle(Qt::DashLine);
            scene()->addLine(QLineF(pc, centre - QPointF(0, kBoxH / 2)), pen)->setZValue(-1);
            const QString move = group ? tr("%n more", nullptr, skippedCount) : model->moveTextOf(n);
            auto* label =
                centredText(scene(), move, centre - QPointF(0, kBoxH / 2 + 7), 7, QColor(0x33, 0x33, 0x33));
            const QRectF lb = label->sceneBoundingRect().adjusted(-1, 0, 1, 0);
            scene()->addRect(lb, Qt::NoPen, QColor(255, 255, 255, 230))->setZValue(label->zValue() - 0.5);
        }
        const NodeType type = group ? NodeType::NotSearched : nodes[n].type;
        const QRectF box(centre.x() - kBoxW / 2, centre.y() - kBoxH / 2, kBoxW, kBoxH);
        QPen pen(group ? QColor(0xA0, 0xA0, 0xA0) : QColor(0x40, 0x40, 0x40));
        if (group) pen.setStyle(Qt::DashLine);
        auto* rect = scene()->addRect(box, pen, typeColor(type));
        if (group) {
            rect->setToolTip(tr("Moves not searched because of a cut-off: %1").arg(skippedCount));
            centredText(scene(), QStringLiteral("?"), centre, 9, QColor(0x70, 0x70, 0x70));
            continue;
        }
        rect->setData(kNodeKey, n);
        rect->setToolTip(QStringLiteral("%1\n%2").arg(model->pathText(n), TreeModel::typeName(type)));
        m_items.insert(n, rect);
        centredText(scene(), scoreText(nodes[n].score), centre, 8, Qt::black);
        const std::vector<int> kids = drawnChildren(n);
        const auto hidden =
            std::count_if(kids.begin(), kids.end(), [&](int c) { return !levelOf.contains(c); });
        if (hidden > 0)
            centredText(scene(), QStringLiteral("+%1").arg(model->childCount(n)),
                        centre + QPointF(0, kBoxH / 2 + 7), 6.5, QColor(0x60, 0x60, 0x60));
    }
    scene()->setSceneRect(scene()->itemsBoundingRect().adjusted(-10, -10, 10, 10));
    const QRectF r = sceneRect();
    const double fit = std::min(viewport()->width() / r.width(), viewport()->height() / r.height());
    const double s = std::clamp(fit, 0.7, 1.0);
    scale(s, s);
    m_focus = QPointF(x.value(top) + kBoxW / 2, r.top() + viewport()->height() / (2 * s) - 10);
    centerOn(m_focus);
    setSelectedNode(m_selected);
}

void TreeGraphView::resizeEvent(QResizeEvent* event) {
    QGraphicsView::resizeEvent(event);
    if (!m_model) return;
    centerOn(m_focus);
    if (QGraphicsItem* item = m_items.value(m_selected)) ensureVisible(item, 60, 40);
}

void TreeGraphView::setSelectedNode(int node) {
    m_selected = node;
    if (m_highlight) {
        scene()->removeItem(m_highlight);
        delete m_highlight;
        m_highlight = nullptr;
    }
    QGraphicsItem* item = m_items.value(node);
    if (!item) return;
    QPen pen(QColor(0xFF, 0x8F, 0x00));
    pen.setWidthF(3);
    m_highlight = scene()->addRect(item->sceneBoundingRect().adjusted(-3, -3, 3, 3), pen);
    m_highlight->setZValue(5);
    ensureVisible(item, 60, 40);
}

void TreeGraphView::mousePressEvent(QMouseEvent* event) {
    for (QGraphicsItem* item : items(event->pos())) {
        const QVariant v = item->data(kNodeKey);
        if (v.isValid()) {
            emit nodeClicked(v.toInt());
            return;
        }
    }
    QGraphicsView::mousePressEvent(event);
}

void TreeGraphView::wheelEvent(QWheelEvent* event) {
    if (event->modifiers() & Qt::ControlModifier) {
        const double f = event->angleDelta().y() > 0 ? 1.15 : 1 / 1.15;
        scale(f, f);
        return;
    }
    QGraphicsView::wheelEvent(event);
}

} // namespace eschess::app
