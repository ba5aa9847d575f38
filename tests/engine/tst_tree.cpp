// Tree recording: the recorded tree of a shallow search has one node per visited position,
// the right windows and types, and the moves a cut-off skipped.
#include "core/movegen.h"
#include "search/searcher.h"

#include <QtTest>

#include <map>

using namespace eschess;

namespace {

const char* kMiddlegame = "r1bqrnk1/pp2bppp/2p2n2/3p2B1/3P4/2NBPN2/PPQ2PPP/R4RK1 w - - 7 11";

SearchResult searchWithTree(const std::string& name, int depth, TreeRecorder& tree, const char* fen = kMiddlegame) {
    auto searcher = makeSearcher(name);
    if (!searcher) qFatal("no searcher %s", name.c_str());
    searcher->setTreeRecorder(&tree);
    SearchLimits limits;
    limits.depth = depth;
    return searcher->search(*Position::fromFen(fen), limits, {});
}

// The position at a recorded node, replayed from the root.
Position positionAt(const std::vector<TreeNode>& nodes, int index, const char* fen = kMiddlegame) {
    std::vector<Move> path;
    for (int i = index; nodes[std::size_t(i)].parent >= 0; i = nodes[std::size_t(i)].parent)
        path.push_back(nodes[std::size_t(i)].move);
    Position pos = *Position::fromFen(fen);
    for (auto it = path.rbegin(); it != path.rend(); ++it) pos.makeMove(*it);
    return pos;
}

} // namespace

class TestTree : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { Position::init(); }

    void minimaxTree() {
        TreeRecorder tree;
        const SearchResult r = searchWithTree("minimax", 3, tree);
        const auto& nodes = tree.nodes();
        QCOMPARE(int(nodes.size()), 70119);
        QVERIFY(!tree.overflowed());
        std::map<int, int> perPly;
        for (const TreeNode& n : nodes) {
            ++perPly[n.ply];
            QVERIFY(n.type != NodeType::NotSearched);
            QCOMPARE(n.type == NodeType::Leaf, n.ply == 3);
        }
        QCOMPARE(perPly[0], 1);
        QCOMPARE(perPly[1], 48);
        QCOMPARE(perPly[2], 1464);
        QCOMPARE(perPly[3], 68606);
        QCOMPARE(nodes[0].parent, -1);
        QCOMPARE(nodes[0].score, r.score);
        // A root child's score is from the child's side to move: the negated root score.
        for (const TreeNode& n : nodes)
            if (n.parent == 0)
                for (const auto& [m, v] : r.rootScores)
                    if (m == n.move) QCOMPARE(n.score, -v);
        // Black to move at ply 1: maximizing is false.
        QCOMPARE(nodes[1].maximizing, false);
        QCOMPARE(nodes[0].maximizing, true);
    }

    void alphaBetaTree_data() {
        QTest::addColumn<QString>("name");
        QTest::newRow("alphabeta") << QStringLiteral("alphabeta");
        QTest::newRow("negamax") << QStringLiteral("negamax");
    }
    void alphaBetaTree() {
        QFETCH(QString, name);
        TreeRecorder tree;
        const SearchResult r = searchWithTree(name.toStdString(), 3, tree);
        const auto& nodes = tree.nodes();
        std::vector<int> searched(nodes.size(), 0), skipped(nodes.size(), 0);
        std::uint64_t visited = 0;
        for (std::size_t i = 1; i < nodes.size(); ++i) {
            const TreeNode& n = nodes[i];
            QVERIFY(n.parent >= 0 && std::size_t(n.parent) < i);
            if (n.type == NodeType::NotSearched) ++skipped[std::size_t(n.parent)];
            else ++searched[std::size_t(n.parent)];
        }
        for (const TreeNode& n : nodes) visited += n.type != NodeType::NotSearched;
        QCOMPARE(visited, r.nodes);
        int cuts = 0;
        for (std::size_t i = 0; i < nodes.size(); ++i) {
            const TreeNode& n = nodes[i];
            if (n.type == NodeType::NotSearched) continue;
            // Skipped moves appear only under a cut node, and the cut move is its last searched child.
            if (skipped[i] > 0) QCOMPARE(n.type, NodeType::Cut);
            if (n.type == NodeType::Cut) {
                ++cuts;
                QVERIFY(n.cutMove);
                QVERIFY(n.score >= n.beta);
                int lastSearched = -1;
                for (std::size_t j = i + 1; j < nodes.size(); ++j)
                    if (nodes[j].parent == int(i) && nodes[j].type != NodeType::NotSearched) lastSearched = int(j);
                QVERIFY(lastSearched > 0);
                QCOMPARE(nodes[std::size_t(lastSearched)].move, n.cutMove);
            }
            if (n.type == NodeType::All) QVERIFY(n.score <= n.alpha);
            if (n.type == NodeType::Pv) QVERIFY(n.score > n.alpha && n.score < n.beta);
            // Interior nodes: searched + skipped children are exactly the legal moves.
            if (n.type == NodeType::Cut || n.type == NodeType::All || n.type == NodeType::Pv) {
                if (n.ply < 2 || n.type == NodeType::Cut)
                    QCOMPARE(searched[i] + skipped[i], legalMoves(positionAt(nodes, int(i))).size());
            }
        }
        QVERIFY(cuts > 1000);
        QCOMPARE(nodes[0].type, NodeType::Pv);
    }

    void tableHitsAndQuiescence() {
        TreeRecorder tree;
        searchWithTree("prototype", 4, tree);
        bool ttHit = false, quiescence = false;
        for (const TreeNode& n : tree.nodes()) {
            ttHit |= n.ttHit;
            quiescence |= n.quiescence;
            if (n.quiescence && n.type != NodeType::NotSearched) {
                // A quiescence node was reached by a capture or a promotion.
                QVERIFY(n.parent >= 0);
            }
        }
        QVERIFY(ttHit);
        QVERIFY(quiescence);
    }

    // Past its budget the recorder stops and says so; the search itself is unaffected.
    void budget() {
        TreeRecorder tree(500);
        const SearchResult r = searchWithTree("minimax", 3, tree);
        QCOMPARE(r.nodes, std::uint64_t(70119));
        QVERIFY(tree.overflowed());
        QCOMPARE(int(tree.nodes().size()), 500);
    }

    // A move searched again under the same parent replaces its earlier attempt and that
    // attempt's subtree; other moves and other parents keep theirs.
    void researchReplacesEarlierAttempt() {
        auto pos = Position::fromFen(kMiddlegame);
        const MoveList moves = legalMoves(*pos);
        const Move a = moves[0], b = moves[1], c = moves[2];
        TreeRecorder tree;
        const int root = tree.enter(-1, Move::none(), 0, -100, 100, false);
        const int first = tree.enter(root, a, 1, -1, 0, false);
        tree.enter(first, c, 2, 0, 1, false);
        tree.leave(first, 5, NodeType::All);
        const int again = tree.enter(root, a, 1, -100, 100, false); // the PV re-search of a
        QCOMPARE(again, first);
        QCOMPARE(int(tree.nodes().size()), 2);
        const int other = tree.enter(root, b, 1, -1, 0, false);
        const int grandchild = tree.enter(other, c, 2, 0, 1, false);
        tree.enter(other, a, 2, 0, 1, false); // a different move under b: kept beside c
        QCOMPARE(int(tree.nodes().size()), 5);
        QCOMPARE(tree.nodes()[std::size_t(grandchild)].move, c);
        int rootChildren = 0;
        for (const TreeNode& n : tree.nodes()) rootChildren += n.parent == root;
        QCOMPARE(rootChildren, 2);
    }
};

QTEST_APPLESS_MAIN(TestTree)
#include "tst_tree.moc"
