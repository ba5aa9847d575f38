// The editable game tree: a move away from the line starts a variation, variations are promoted
// and deleted, NAGs toggle, and a PGN tree survives GameTree and back exactly.
#include "game/gametree.h"
#include "notation/pgn.h"
#include "notation/san.h"

#include <QtTest>

using namespace eschess;

namespace {

Move san(const GameTree& tree, GameTree::NodeId at, const char* text) {
    return *parseSan(tree.positionAt(at), text);
}

QString movetext(const GameTree& tree) {
    PgnGame g;
    tree.writeTo(g);
    const std::string text = writePgn(g);
    return QString::fromStdString(text.substr(text.find("\n\n") + 2)).trimmed();
}

} // namespace

class TestGameTree : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase() { Position::init(); }

    void pgnRoundTrip() {
        const char* text = "{Start} 1. e4 {[%eval 0.25]} 1... e5!? 2. Nf3 $14 Nc6 (2... d6 {Philidor} 3. d4 "
                           "(3. Bc4? {[%cal Gf1c4]} 3... Be7) 3... exd4) (2... Nf6 {Petrov}) 3. Bb5 a6?! "
                           "({Or} 3... Nf6 4. O-O!! (4. d3)) *";
        const PgnReadResult r = readPgn(text);
        QCOMPARE(r.games.size(), size_t(1));
        const GameTree tree = GameTree::fromPgn(r.games[0]);
        QCOMPARE(int(tree.mainLine().size()), 6);
        const std::string original = writePgn(r.games[0]);
        QCOMPARE(movetext(tree), QString::fromStdString(original.substr(original.find("\n\n") + 2)).trimmed());
    }

    void playingAwayStartsAVariation() {
        GameTree tree;
        GameTree::NodeId at = GameTree::kRoot;
        for (const char* m : {"e4", "e5", "Nf3", "Nc6"}) at = tree.addMove(at, san(tree, at, m));
        const GameTree::NodeId e5 = tree.mainLineNode(2);
        // The same move again follows the line; another one branches.
        QCOMPARE(tree.addMove(e5, san(tree, e5, "Nf3")), tree.mainLineNode(3));
        const GameTree::NodeId bc4 = tree.addMove(e5, san(tree, e5, "Bc4"));
        const GameTree::NodeId nf6 = tree.addMove(bc4, san(tree, bc4, "Nf6"));
        QVERIFY(!tree.isMainLine(nf6));
        QCOMPARE(tree.variationStart(nf6), bc4);
        QCOMPARE(tree.ply(nf6), 4);
        QCOMPARE(tree.addMove(nf6, Move(SqA1, SqA8)), GameTree::kNone); // illegal
        QCOMPARE(movetext(tree), QStringLiteral("1. e4 e5 2. Nf3 (2. Bc4 Nf6) 2... Nc6 *"));

        tree.toggleMoveNag(bc4, 1);
        tree.toggleMoveNag(bc4, 5); // replaces "!"
        tree.setComment(bc4, "the bishop");
        QCOMPARE(movetext(tree), QStringLiteral("1. e4 e5 2. Nf3 (2. Bc4!? {the bishop} 2... Nf6) 2... Nc6 *"));
        tree.toggleMoveNag(bc4, 5); // the same again clears it
        QVERIFY(tree.nags(bc4).empty());

        QVERIFY(tree.promote(nf6));
        QVERIFY(tree.isMainLine(nf6));
        QCOMPARE(movetext(tree), QStringLiteral("1. e4 e5 2. Bc4 {the bishop} (2. Nf3 Nc6) 2... Nf6 *"));
        QVERIFY(!tree.promote(nf6)); // already the main line

        const GameTree::NodeId nf3 = tree.children(e5)[1];
        QCOMPARE(tree.variationStart(tree.children(nf3)[0]), nf3);
        QVERIFY(tree.remove(tree.variationStart(tree.children(nf3)[0])));
        QVERIFY(!tree.contains(nf3));
        QCOMPARE(movetext(tree), QStringLiteral("1. e4 e5 2. Bc4 {the bishop} 2... Nf6 *"));
        QVERIFY(!tree.remove(GameTree::kRoot));
    }
};

QTEST_APPLESS_MAIN(TestGameTree)
#include "tst_gametree.moc"
