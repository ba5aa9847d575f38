// The tree explorer's model mirrors the recorded tree exactly: one root row, each node's
// children as recorded (searched ones first, then the "?" siblings), positions and SAN right.
#include "app/core/search/treemodel.h"
#include "app/core/search/treerunner.h"
#include "app/ui/search/miniboard.h"
#include "app/ui/search/treeexplorer.h"
#include "app/ui/search/treegraphview.h"
#include "core/movegen.h"
#include "core/piece_values.h"
#include "notation/san.h"

#include <QElapsedTimer>
#include <QLabel>
#include <QTreeView>
#include <QtTest>

using namespace eschess;
using namespace eschess::app;

namespace {
const char* kMiddlegame = "r1bqrnk1/pp2bppp/2p2n2/3p2B1/3P4/2NBPN2/PPQ2PPP/R4RK1 w - - 7 11";

// A small alpha-beta (negamax, material only) that records its tree the way the family does:
// enter/leave per node, notSearched for the siblings after a cut-off.
class RecordingAlphaBeta : public Searcher {
  public:
    std::string name() const override { return "test-alphabeta"; }
    std::string description() const override { return "test"; }
    SearchResult search(const Position& root, const SearchLimits& limits, const SearchCallbacks&) override {
        Position pos = root;
        m_nodes = 0;
        SearchResult r;
        r.score = negamax(pos, limits.depth, -kInfinite, kInfinite, 0, -1, Move::none());
        r.nodes = m_nodes;
        r.depth = limits.depth;
        return r;
    }

  private:
    static Value material(const Position& pos) {
        int v = 0;
        for (int pt = Pawn; pt <= Queen; ++pt)
            v += kTextbookValue[pt] *
                 (pos.count(pos.sideToMove(), PieceType(pt)) - pos.count(~pos.sideToMove(), PieceType(pt)));
        return v;
    }
    Value negamax(Position& pos, int depth, Value alpha, Value beta, int ply, int parent, Move move) {
        ++m_nodes;
        const int idx =
            m_tree ? m_tree->enter(parent, move, ply, alpha, beta, false, pos.sideToMove() == White) : -1;
        const MoveList moves = legalMoves(pos);
        if (depth == 0 || moves.empty()) {
            const Value v = moves.empty() ? (pos.inCheck() ? matedIn(ply) : kDraw) : material(pos);
            if (m_tree) m_tree->leave(idx, v, NodeType::Leaf);
            return v;
        }
        const Value alpha0 = alpha;
        Value best = -kInfinite;
        for (int i = 0; i < moves.size(); ++i) {
            pos.makeMove(moves[i]);
            const Value v = -negamax(pos, depth - 1, -beta, -alpha, ply + 1, idx, moves[i]);
            pos.unmakeMove();
            best = std::max(best, v);
            alpha = std::max(alpha, v);
            if (alpha >= beta) {
                for (int j = i + 1; j < moves.size() && m_tree; ++j)
                    m_tree->notSearched(idx, moves[j], ply + 1);
                if (m_tree) m_tree->leave(idx, best, NodeType::Cut, moves[i]);
                return best;
            }
        }
        if (m_tree) m_tree->leave(idx, best, best <= alpha0 ? NodeType::All : NodeType::Pv);
        return best;
    }
    std::uint64_t m_nodes = 0;
};

std::shared_ptr<RecordedTree> recordTestTree(const Position& root, int depth, std::size_t budget = 200000) {
    auto tree = std::make_shared<RecordedTree>();
    tree->root = root;
    tree->depth = depth;
    tree->spec = {QStringLiteral("test-alphabeta"), {}};
    RecordingAlphaBeta searcher;
    TreeRecorder recorder(budget);
    searcher.setTreeRecorder(&recorder);
    SearchLimits limits;
    limits.depth = depth;
    tree->result = searcher.search(root, limits, {});
    tree->nodes = recorder.nodes();
    tree->overflowed = recorder.overflowed();
    tree->budget = budget;
    return tree;
}

// Walks the whole model; checks every node's rows against the recorded children; returns the count.
int walk(const TreeModel& m, const QModelIndex& index, const std::vector<int>& expectedChildren) {
    const int node = m.nodeOf(index);
    const int rows = m.rowCount(index);
    if (rows != expectedChildren[std::size_t(node)]) {
        qWarning("node %d: %d rows, %d recorded children", node, rows, expectedChildren[std::size_t(node)]);
        return -1;
    }
    int total = 1;
    for (int r = 0; r < rows; ++r) {
        const QModelIndex child = m.index(r, 0, index);
        if (m.parent(child) != index || m.tree()->nodes[std::size_t(m.nodeOf(child))].parent != node)
            return -1;
        const int sub = walk(m, child, expectedChildren);
        if (sub < 0) return -1;
        total += sub;
    }
    return total;
}

std::vector<int> childCounts(const RecordedTree& t) {
    std::vector<int> counts(t.nodes.size(), 0);
    for (std::size_t i = 1; i < t.nodes.size(); ++i) ++counts[std::size_t(t.nodes[i].parent)];
    return counts;
}
} // namespace

class TestTreeModel : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase() { Position::init(); }

    void mirrorsRecordedTree() {
        auto pos = Position::fromFen(kMiddlegame);
        QVERIFY(pos.ok());
        const auto tree = recordTestTree(*pos, 2);
        QVERIFY(!tree->overflowed);
        TreeModel m;
        m.setTree(tree);
        QCOMPARE(m.rowCount(), 1);
        QCOMPARE(walk(m, m.index(0, 0), childCounts(*tree)), int(tree->nodes.size()));
        // The root has every legal move: searched ones, no "?" (a full window at the root).
        QCOMPARE(m.rowCount(m.index(0, 0)), legalMoves(*pos).size());

        int skipped = 0, visited = 0;
        for (std::size_t i = 0; i < tree->nodes.size(); ++i) {
            const bool ns = tree->nodes[i].type == NodeType::NotSearched;
            (ns ? skipped : visited)++;
            const QModelIndex idx = m.indexOfNode(int(i));
            QCOMPARE(m.nodeOf(idx), int(i));
            if (ns) {
                QVERIFY(!(m.flags(idx) & Qt::ItemIsEnabled));
                QCOMPARE(m.data(m.index(idx.row(), TreeModel::ScoreColumn, idx.parent())).toString(),
                         QStringLiteral("?"));
            }
        }
        QVERIFY(skipped > 0);
        QCOMPARE(quint64(visited), quint64(tree->result.nodes)); // recorded visits == reported nodes

        // A node two plies down: its position, SAN and path.
        const QModelIndex first = m.index(0, 0, m.index(0, 0));
        const QModelIndex grand = m.index(0, 0, first);
        const int node = m.nodeOf(grand);
        Position expected = *pos;
        const Move m1 = tree->nodes[std::size_t(m.nodeOf(first))].move;
        const Move m2 = tree->nodes[std::size_t(node)].move;
        const std::string san1 = toSan(expected, m1);
        expected.makeMove(m1);
        const std::string san2 = toSan(expected, m2);
        expected.makeMove(m2);
        QCOMPARE(m.positionAt(node).fen(), expected.fen());
        QCOMPARE(m.data(first).toString(), QString::fromStdString(san1));
        QCOMPARE(m.pathText(node),
                 QStringLiteral("11. %1 %2").arg(QString::fromStdString(san1), QString::fromStdString(san2)));
        QCOMPARE(m.data(m.index(0, 0)).toString(), QStringLiteral("root"));
    }

    void budgetOverflow() {
        const auto tree = recordTestTree(Position(), 3, 500);
        QVERIFY(tree->overflowed);
        QCOMPARE(tree->nodes.size(), std::size_t(500));
        TreeModel m;
        m.setTree(tree);
        QCOMPARE(walk(m, m.index(0, 0), childCounts(*tree)), 500);
    }

    void explorerShowsSelection() {
        auto pos = Position::fromFen(kMiddlegame);
        QVERIFY(pos.ok());
        TreeExplorer explorer;
        explorer.resize(900, 600);
        explorer.showTree(recordTestTree(*pos, 2));
        QVERIFY(explorer.graphView()->drawnNodes() > 1);
        QVERIFY(explorer.graphView()->drawnNodes() <= TreeGraphView::kMaxNodes);
        const int child = explorer.model()->children(0).at(3);
        explorer.selectNode(child);
        QCOMPARE(explorer.selectedNode(), child);
        QCOMPARE(explorer.miniBoard()->position().fen(), explorer.model()->positionAt(child).fen());
        QVERIFY(explorer.pathLabel()->text().startsWith(explorer.model()->pathText(child)));
        QCOMPARE(explorer.model()->nodeOf(explorer.treeView()->currentIndex()), child);
        // A grandchild outside the drawing: the drawing follows.
        const int deep = explorer.model()->children(child).at(0);
        explorer.selectNode(deep);
        QVERIFY(explorer.graphView()->hasNode(deep));
    }

    // The seeds' figure (docs/seeds.md): full-width minimax to 3 plies visits 70,119 nodes.
    void minimaxThreePlies() {
        if (!makeSearcher("minimax")) QSKIP("minimax is not registered yet");
        auto pos = Position::fromFen(kMiddlegame);
        QVERIFY(pos.ok());
        const auto tree = TreeRunner::record(*pos, {QStringLiteral("minimax"), {}}, 3, 200000);
        QVERIFY2(tree->error.isEmpty(), qPrintable(tree->error));
        QVERIFY(!tree->overflowed);
        TreeModel m;
        m.setTree(tree);
        QCOMPARE(walk(m, m.index(0, 0), childCounts(*tree)), 70119);
    }

    // Every recording searcher of the family gives a tree that the model mirrors.
    void familyTrees_data() {
        QTest::addColumn<QString>("name");
        for (const char* n :
             {"minimax", "alphabeta", "negamax", "iterative", "quiescence", "prototype", "eschess"})
            QTest::newRow(n) << QString::fromLatin1(n);
    }
    void familyTrees() {
        QFETCH(QString, name);
        if (!TreeRunner::recordingSearchers().contains(name)) QSKIP("not registered");
        auto pos = Position::fromFen(kMiddlegame);
        QVERIFY(pos.ok());
        const auto tree = TreeRunner::record(*pos, {name, {}}, 2, 200000);
        QVERIFY2(tree->error.isEmpty(), qPrintable(tree->error));
        if (tree->nodes.empty()) QSKIP("this searcher does not record its tree yet");
        TreeModel m;
        m.setTree(tree);
        QCOMPARE(walk(m, m.index(0, 0), childCounts(*tree)), int(tree->nodes.size()));
        QVERIFY(m.rowCount(m.index(0, 0)) > 0);
    }

    // A deep recording run stops promptly on cancel, keeping what it recorded up to the budget.
    void runnerCancel() {
        if (!makeSearcher("minimax")) QSKIP("minimax is not registered yet");
        auto pos = Position::fromFen(kMiddlegame);
        QVERIFY(pos.ok());
        TreeRunner runner;
        QSignalSpy done(&runner, &TreeRunner::finished);
        QVERIFY(runner.start(*pos, {QStringLiteral("minimax"), {}}, 6, 1000));
        QTest::qWait(50);
        QElapsedTimer t;
        t.start();
        runner.cancel();
        QVERIFY(done.wait(3000));
        QVERIFY2(t.elapsed() < 1000, qPrintable(QString::number(t.elapsed())));
        const auto tree = done.at(0).at(0).value<std::shared_ptr<const RecordedTree>>();
        QVERIFY(tree->overflowed);
        QCOMPARE(tree->nodes.size(), std::size_t(1000));
    }

    void runnerReportsBadSearcher() {
        TreeRunner runner;
        QSignalSpy done(&runner, &TreeRunner::finished);
        QVERIFY(runner.start(Position(), {QStringLiteral("no-such-searcher"), {}}, 2));
        QVERIFY(done.wait(5000));
        const auto tree = done.at(0).at(0).value<std::shared_ptr<const RecordedTree>>();
        QVERIFY(tree->error.contains(QStringLiteral("no-such-searcher")));
        QVERIFY(!runner.start(Position(), {QStringLiteral("minimax"), {}}, 0));
    }
};

QTEST_MAIN(TestTreeModel)
#include "tst_treemodel.moc"
