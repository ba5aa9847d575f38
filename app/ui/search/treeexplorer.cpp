#include "app/ui/search/treeexplorer.h"

#include "app/ui/search/miniboard.h"
#include "app/ui/search/treegraphview.h"

#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QSpinBox>
#include <QSplitter>
#include <QTreeView>
#include <QVBoxLayout>

namespace eschess::app {

TreeExplorer::TreeExplorer(QWidget* parent)
    : QWidget(parent), m_model(new TreeModel(this)), m_runner(new TreeRunner(this)) {
    m_searcher = new QComboBox(this);
    m_searcher->addItems(TreeRunner::recordingSearchers());
    if (m_searcher->count() == 0) m_searcher->setPlaceholderText(tr("no recording searcher available"));
    m_options = new QLineEdit(this);
    m_options->setPlaceholderText(tr("options, e.g. Hash=16"));
    m_depth = new QSpinBox(this);
    m_depth->setRange(1, 12);
    m_depth->setValue(3);
    m_depth->setPrefix(tr("depth "));
    m_budget = new QSpinBox(this);
    m_budget->setRange(100, 5'000'000);
    m_budget->setSingleStep(10'000);
    m_budget->setValue(int(TreeRunner::kDefaultBudget));
    m_budget->setGroupSeparatorShown(true);
    m_budget->setToolTip(tr("Recording stops after this many nodes"));
    m_budget->setSuffix(tr(" nodes"));
    m_runButton = new QPushButton(tr("Record"), this);
    m_status = new QLabel(tr("Record a shallow search to explore its tree."), this);
    m_status->setWordWrap(true);

    auto* controls = new QHBoxLayout;
    controls->addWidget(m_searcher);
    controls->addWidget(m_options, 1);
    controls->addWidget(m_depth);
    controls->addWidget(m_budget);
    controls->addWidget(m_runButton);

    m_view = new QTreeView(this);
    m_view->setModel(m_model);
    m_view->setUniformRowHeights(true);
    m_view->setAlternatingRowColors(true);
    m_view->header()->setSectionResizeMode(QHeaderView::ResizeToContents);

    m_graph = new TreeGraphView(this);
    m_graph->setMinimumHeight(140);
    m_board = new MiniBoard(this);
    m_board->setFixedSize(168, 168);
    m_path = new QLabel(this);
    m_path->setWordWrap(true);
    m_path->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_path->setAlignment(Qt::AlignLeft | Qt::AlignTop);

    auto* nodeBox = new QWidget(this);
    auto* nodeLayout = new QHBoxLayout(nodeBox);
    nodeLayout->setContentsMargins(0, 0, 0, 0);
    nodeBox->setMaximumHeight(180);
    nodeLayout->addWidget(m_board, 0, Qt::AlignTop);
    nodeLayout->addWidget(m_path, 1);

    auto* right = new QSplitter(Qt::Vertical, this);
    right->addWidget(m_graph);
    right->addWidget(nodeBox);
    right->setStretchFactor(0, 1);
    right->setStretchFactor(1, 0);

    auto* split = new QSplitter(Qt::Horizontal, this);
    split->addWidget(m_view);
    split->addWidget(right);
    split->setStretchFactor(0, 2);
    split->setStretchFactor(1, 3);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(controls);
    layout->addWidget(m_status);
    layout->addWidget(split, 1);

    connect(m_runButton, &QPushButton::clicked, this, &TreeExplorer::runClicked);
    connect(m_runner, &TreeRunner::finished, this, &TreeExplorer::showTree);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentChanged, this,
            [this](const QModelIndex& current) { selectNode(m_model->nodeOf(current)); });
    connect(m_graph, &TreeGraphView::nodeClicked, this, &TreeExplorer::selectNode);
    connect(m_graph, &TreeGraphView::nodeClicked, this, [this](int node) {
        // A drawn node whose children are hidden: draw the tree from it.
        const auto kids = m_model->children(node);
        if (!kids.empty() && !m_graph->hasNode(kids.front())) m_graph->showTree(m_model, node);
    });
    m_board->setPosition(m_position);
}

void TreeExplorer::setPosition(const Position& pos) {
    m_position = pos;
}

void TreeExplorer::runClicked() {
    if (m_runner->isRunning()) {
        stop();
        return;
    }
    if (m_positionSource) m_position = m_positionSource();
    run({m_searcher->currentText(), m_options->text()}, m_depth->value(), m_budget->value());
}

void TreeExplorer::run(const SearcherSpec& spec, int depth, int budget) {
    if (!m_runner->start(m_position, spec, depth, std::size_t(std::max(1, budget)))) {
        m_status->setText(m_runner->errorString());
        return;
    }
    m_runButton->setText(tr("Stop"));
    m_status->setText(tr("Recording %1 to depth %2…").arg(spec.label()).arg(depth));
}

void TreeExplorer::stop() {
    m_runner->cancel();
}

void TreeExplorer::showTree(std::shared_ptr<const RecordedTree> tree) {
    m_runButton->setText(tr("Record"));
    if (!tree) return;
    if (!tree->error.isEmpty()) {
        m_status->setText(tree->error);
        return;
    }
    if (tree->nodes.empty()) {
        m_status->setText(tr("%1 recorded no tree: this searcher does not support the tree recorder.")
                              .arg(tree->spec.label()));
        return;
    }
    m_model->setTree(tree);
    m_searcher->setCurrentText(tree->spec.name);
    m_options->setText(tree->spec.options);
    m_depth->setValue(tree->depth);
    m_budget->setValue(int(std::min<std::size_t>(tree->budget, std::size_t(m_budget->maximum()))));
    const QLocale locale;
    std::size_t skipped = 0;
    for (const TreeNode& n : tree->nodes) skipped += n.type == NodeType::NotSearched ? 1 : 0;
    QString status =
        tr("%1, depth %2: %3 nodes recorded (%4 not searched), search %5 nodes, %6 s.")
            .arg(tree->spec.label())
            .arg(tree->depth)
            .arg(locale.toString(qulonglong(tree->nodes.size() - skipped)),
                 locale.toString(qulonglong(skipped)), locale.toString(qulonglong(tree->result.nodes)),
                 locale.toString(double(tree->timeMs) / 1000.0, 'f', 2));
    if (tree->overflowed)
        status +=
            QLatin1Char(' ') + tr("The node budget of %1 ran out: only the start of the search is shown.")
                                   .arg(locale.toString(qulonglong(tree->budget)));
    m_status->setText(status);
    m_view->expand(m_model->indexOfNode(0));
    m_graph->showTree(m_model, 0);
    selectNode(0);
}

void TreeExplorer::selectNode(int node) {
    if (node < 0 || node >= m_model->nodeCount() || node == m_selected) return;
    m_selected = node;
    const QModelIndex index = m_model->indexOfNode(node);
    if (m_view->currentIndex() != index) {
        m_view->setCurrentIndex(index);
        m_view->scrollTo(index);
    }
    const Position pos = m_model->positionAt(node);
    const auto path = m_model->pathTo(node);
    m_board->setPosition(pos, path.empty() ? Move::none() : path.back());
    const TreeNode& n = m_model->tree()->nodes[std::size_t(node)];
    QString text = node == 0 ? tr("Root position") : m_model->pathText(node);
    if (n.type == NodeType::NotSearched) {
        text += QLatin1Char('\n') + tr("Not searched: a cut-off above made it irrelevant.");
    } else {
        text += QLatin1Char('\n') +
                tr("%1 node, score %2 (side to move), %3 children")
                    .arg(TreeModel::typeName(n.type),
                         m_model->data(m_model->indexOfNode(node, TreeModel::ScoreColumn)).toString())
                    .arg(m_model->childCount(node));
    }
    m_path->setText(text);
    // A node outside the drawing: draw from its parent so that it and its siblings show.
    if (!m_graph->hasNode(node)) m_graph->showTree(m_model, std::max(0, int(n.parent)));
    m_graph->setSelectedNode(node);
    emit nodePositionSelected(pos);
}

} // namespace eschess::app
