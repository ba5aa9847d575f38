// The strong searcher's learned memories beyond the plain quiet-move histories: the correction
// history (what searches found the static evaluation of a pawn structure, of each side's
// placement of its other pieces and of both sides' minor pieces and kings, to miss), the
// capture history (which captures refuted before), the quiet history's split by the opponent's
// attacks, the pawn structure's history of quiet moves and the low-ply history: their arithmetic, their use
// in move ordering, their switches, and the strength levels that stay as they were calibrated.
#include "core/movegen.h"
#include "notation/uci_move.h"
#include "search/history.h"
#include "search/movepick.h"
#include "search/pvssearcher.h"

#include <QtTest>

#include <vector>

using namespace eschess;

namespace {

// A quiet middlegame (Queen's Gambit Declined, Carlsbad structure) where every search feature
// has nodes to act on.
constexpr const char* kMiddlegameFen = "r1bqrnk1/pp2bppp/2p2n2/3p2B1/3P4/2NBPN2/PPQ2PPP/R4RK1 w - - 7 11";

// The depth at which the parameter tests search it: deep enough that each weight they set still
// changes the search. A search change can move the nodes a weight acts on; if one of those
// tests then finds no change, search deeper here.
constexpr int kParameterDepth = 13;

Position fromFen(const char* fen) {
    auto pos = Position::fromFen(fen);
    Q_ASSERT(pos);
    return *pos;
}

std::vector<std::string> pickedMoves(const Position& pos, const History& history, bool useCaptureHistory) {
    MovePicker picker(pos, Move::none(), history, useCaptureHistory);
    std::vector<std::string> moves;
    while (Move m = picker.next()) moves.push_back(toUci(m));
    return moves;
}

std::uint64_t searchNodes(PvsSearcher& s, const Position& pos, int depth) {
    SearchLimits limits;
    limits.depth = depth;
    return s.search(pos, limits, SearchCallbacks{}).nodes;
}

// The quiet moves in the main search's order, with nothing learnt but what history holds.
std::vector<std::string> pickedQuietMoves(const Position& pos, const History& history, QuietOrder quiet) {
    MovePicker picker(pos, Move::none(), history, false, 0, Move::none(), quiet);
    std::vector<std::string> moves;
    while (Move m = picker.next())
        if (!pos.isCaptureOrPromotion(m)) moves.push_back(toUci(m));
    return moves;
}

} // namespace

class TestHistory : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { Position::init(); }

    // Repeated updates approach the searched difference; deeper searches move the entries
    // faster; an entry belongs to one side to move and one pawn structure, or one placement of
    // a side's other pieces (those count half each).
    void correctionConvergesPerSideAndStructure() {
        auto h = History::create();
        const Position white = fromFen("4k3/pp6/8/8/8/8/PP6/4K3 w - - 0 1");
        const Position black = fromFen("4k3/pp6/8/8/8/8/PP6/4K3 b - - 0 1");
        const Position otherPawns = fromFen("4k3/p7/8/8/8/8/PP6/4K3 w - - 0 1");
        const Position otherPieces = fromFen("4k3/pp6/8/8/8/8/PP6/3QK3 w - - 0 1");
        QCOMPARE(h->correctionOf(white), 0);

        h->updateCorrection(white, 1, 40); // weight 4/256
        const int afterShallow = h->correctionOf(white);
        QCOMPARE(afterShallow, 1); // 0.6 cp from the pawns, 0.6 from the two halves
        auto deep = History::create();
        deep->updateCorrection(white, 10, 40); // weight 121/256: 18.9 cp in each entry
        QCOMPARE(deep->correctionOf(white), 37);
        for (int i = 0; i < 40; ++i) deep->updateCorrection(white, 10, 40);
        QCOMPARE(deep->correctionOf(white), 79); // each entry converges on 40 from below
        QCOMPARE(deep->correctionOf(black), 0);
        QCOMPARE(deep->correctionOf(otherPawns), 39);  // the pieces' two halves
        QCOMPARE(deep->correctionOf(otherPieces), 59); // the pawns and Black's half

        // The other side's entries move on their own, and a negative difference is learnt too.
        for (int i = 0; i < 40; ++i) deep->updateCorrection(black, 10, -30);
        QCOMPARE(deep->correctionOf(black), -59);
        QCOMPARE(deep->correctionOf(white), 79);
    }

    // With the minor-piece table, a third half-weight entry, per placement of both sides'
    // knights, bishops and kings, learns too; without it, that table is neither read nor taught.
    void minorCorrectionPerMinorPlacement() {
        const Position pos = fromFen("4k3/pp3b2/8/8/8/2N5/PP6/4K3 w - - 0 1");
        const Position otherRooks = fromFen("4k2r/pp3b2/8/8/8/2N5/PP6/R3K3 w - - 0 1"); // the same minors
        const Position otherMinors = fromFen("4k3/pp6/8/4b3/8/2N5/PP6/4K3 w - - 0 1");
        auto h = History::create();
        for (int i = 0; i < 40; ++i) h->updateCorrection(pos, 10, 40);
        QCOMPARE(h->correctionOf(pos, false), 79);
        QCOMPARE(h->correctionOf(pos, true), 79); // not taught: the minor entry is still 0
        auto m = History::create();
        for (int i = 0; i < 40; ++i) m->updateCorrection(pos, 10, 40, true);
        QCOMPARE(m->correctionOf(pos, false), 79);
        QCOMPARE(m->correctionOf(pos, true), 99); // and half the minor entry's 40
        // Rooks added on both sides: the pawns' and the minors' entries still apply.
        QCOMPARE(m->correctionOf(otherRooks, true), 59);
        // Black's bishop elsewhere: the pawns' entry and White's half, not the minors'.
        QCOMPARE(m->correctionOf(otherMinors, true), 59);
        QCOMPARE(m->correctionOf(otherMinors, false), 59);
    }

    // With the continuation table (switch ContinuationCorrection), the entry of the last two
    // moves is a further half-weight entry: it learns and counts only for that pair of moves,
    // and is held to the same bound in its 16 bits.
    void continuationCorrectionPerPairOfMoves() {
        auto h = History::create();
        const Position pos = fromFen("4k3/pp6/8/8/8/8/PP6/4K3 w - - 0 1");
        // 1. ... Bb4 2. Nf3: the bishop came to b4, then the knight to f3.
        std::int16_t* pair = &h->continuationCorrection[BlackBishop][SqB4][WhiteKnight][SqF3];
        std::int16_t* otherPair = &h->continuationCorrection[BlackBishop][SqB4][WhiteKnight][SqD2];
        for (int i = 0; i < 40; ++i) h->updateCorrection(pos, 10, 40, false, pair);
        QCOMPARE(h->correctionOf(pos, false, pair), 99); // 2.5 entries of nearly 40 cp
        QCOMPARE(h->correctionOf(pos), 79);              // the position's own tables alone
        QCOMPARE(h->correctionOf(pos, false, otherPair), 79);
        QCOMPARE(*otherPair, std::int16_t(0));

        const int bound = History::kCorrectionMax / History::kCorrectionGrain;
        for (int i = 0; i < 100; ++i) h->updateCorrection(pos, 20, -5000, false, pair);
        QCOMPARE(*pair, std::int16_t(-History::kCorrectionMax + 1));
        QCOMPARE(h->correctionOf(pos, false, pair), -(5 * bound / 2 - 1));
        h->clear();
        QCOMPARE(h->correctionOf(pos, false, pair), 0);
    }

    // A wild difference (a mate found, a blunder) cannot push an entry past its bound, so the
    // correction stays within twice that.
    void correctionIsBounded() {
        auto h = History::create();
        const Position pos = fromFen("4k3/pp6/8/8/8/8/PP6/4K3 w - - 0 1");
        const int bound = History::kCorrectionMax / History::kCorrectionGrain; // 64 cp an entry
        for (int i = 0; i < 100; ++i) h->updateCorrection(pos, 20, 5000);
        QCOMPARE(h->correctionOf(pos), 2 * bound - 1); // the averages approach it from below
        for (int i = 0; i < 100; ++i) h->updateCorrection(pos, 20, -5000);
        QCOMPARE(h->correctionOf(pos), -(2 * bound - 1));
        h->clear();
        QCOMPARE(h->correctionOf(pos), 0);
    }

    // A quiet move's history is kept apart by whether the opponent attacks its origin and its
    // destination: a knight's retreat from an attacked square learns nothing for the same
    // move played from safety, or onto an attacked square.
    void quietHistorySplitByAttackedSquares() {
        const Position pos = fromFen("4k3/8/8/8/8/8/8/4K1N1 w - - 0 1");
        const Move knight = *parseUciMove(pos, "g1f3");
        const Bitboard fromAttacked = squareBB(knight.from()), toAttacked = squareBB(knight.to());
        auto h = History::create();
        h->update(White, fromAttacked, knight, 4000);
        QCOMPARE(h->quietScore(White, fromAttacked, knight), 4000);
        QCOMPARE(h->quietScore(White, fromAttacked | squareBB(SqA6), knight), 4000); // other squares: same
        QCOMPARE(h->quietScore(White, 0, knight), 0);
        QCOMPARE(h->quietScore(White, toAttacked, knight), 0);
        QCOMPARE(h->quietScore(White, fromAttacked | toAttacked, knight), 0);
        QCOMPARE(h->quietScore(Black, fromAttacked, knight), 0);
        // The split's squares: a knight on e2 attacks g1, not f3; a bishop on b7 adds f3.
        const Bitboard byKnight = threatsBy(fromFen("4k3/8/8/8/8/8/4n3/4K1N1 w - - 0 1"), Black).all;
        QVERIFY(byKnight & fromAttacked);
        QVERIFY(!(byKnight & toAttacked));
        const Bitboard withBishop = threatsBy(fromFen("4k3/1b6/8/8/8/8/4n3/4K1N1 w - - 0 1"), Black).all;
        QVERIFY(withBishop & toAttacked);
        QVERIFY(withBishop & squareBB(SqD7)); // the king on e8 guards d7
    }

    // The pawn structure's history puts first the quiet move that cut off in this structure,
    // only when it is used, and not in another structure.
    void pawnHistoryOrdersQuietMovesPerStructure() {
        const Position pos = fromFen("4k3/pp6/8/8/8/8/PP6/4K1N1 w - - 0 1");
        const Position otherPawns = fromFen("4k3/p7/8/8/8/8/PP6/4K1N1 w - - 0 1");
        auto h = History::create();
        const std::vector<std::string> plain = pickedQuietMoves(pos, *h, {{}, 0, true});
        QVERIFY(plain.size() > 5);
        QVERIFY(plain[0] != "g1h3");
        for (int i = 0; i < 10; ++i) History::nudge(h->pawnRow(pos)[WhiteKnight][SqH3], 2000);
        QCOMPARE(pickedQuietMoves(pos, *h, {{}, 0, true})[0], std::string("g1h3"));
        QCOMPARE(pickedQuietMoves(pos, *h, {{}, 0, false}), plain);
        QCOMPARE(pickedQuietMoves(otherPawns, *h, {{}, 0, true}),
                 pickedQuietMoves(otherPawns, *h, {{}, 0, false}));
    }

    // The low-ply history puts first the quiet move that cut off at this ply of the search,
    // weighted less the deeper the ply, and only when its row is given.
    void lowPlyHistoryOrdersQuietMovesNearTheRoot() {
        const Position pos = fromFen("4k3/pp6/8/8/8/8/PP6/4K1N1 w - - 0 1");
        auto h = History::create();
        const std::vector<std::string> plain = pickedQuietMoves(pos, *h, {});
        QVERIFY(plain[0] != "g1h3");
        History::nudge(h->lowPly[1][SqG1][SqH3], 3000);
        QCOMPARE(pickedQuietMoves(pos, *h, {{}, 0, false, &h->lowPly[1], 1})[0], std::string("g1h3"));
        QCOMPARE(pickedQuietMoves(pos, *h, {}), plain);
        // A butterfly entry of 3,000 for another move outweighs the same entry at ply 4
        // (4 / 9 of it) but not at ply 1 (4 / 3 of it).
        const Move a2a3 = *parseUciMove(pos, "a2a3");
        h->update(White, 0, a2a3, 3000);
        History::nudge(h->lowPly[4][SqG1][SqH3], 3000);
        QCOMPARE(pickedQuietMoves(pos, *h, {{}, 0, false, &h->lowPly[1], 1})[0], std::string("g1h3"));
        QCOMPARE(pickedQuietMoves(pos, *h, {{}, 0, false, &h->lowPly[4], 4})[0], std::string("a2a3"));
    }

    // Two captures of equal victims: by victim and attacker the pawn takes first; a capture
    // history that remembers the knight's capture refuting puts it first, when it is used.
    void captureHistoryOrdersEqualVictims() {
        // White pawn c4 and knight e3 can both take the black knight on d5.
        const Position pos = fromFen("4k3/8/8/3n4/2P5/4N3/8/4K3 w - - 0 1");
        auto h = History::create();
        std::vector<std::string> plain = pickedMoves(pos, *h, true);
        QVERIFY(plain.size() >= 2);
        QCOMPARE(plain[0], std::string("c4d5"));
        QCOMPARE(plain[1], std::string("e3d5"));

        const Move knightTakes = *parseUciMove(pos, "e3d5");
        for (int i = 0; i < 20; ++i) History::nudge(h->captureEntry(pos, knightTakes), 1600);
        QVERIFY(h->captureScore(pos, knightTakes) > 8000);
        const std::vector<std::string> learnt = pickedMoves(pos, *h, true);
        QCOMPARE(learnt[0], std::string("e3d5"));
        QCOMPARE(learnt[1], std::string("c4d5"));
        // Switched off, the history is not read.
        QCOMPARE(pickedMoves(pos, *h, false), plain);
        // Even a saturated history does not lift a knight capture over a queen capture: the
        // victim's value comes first.
        const Position queen = fromFen("4k3/8/8/3n1q2/2P5/4N3/8/4K3 w - - 0 1");
        for (int i = 0; i < 100; ++i) History::nudge(h->captureEntry(queen, knightTakes), 16384);
        QCOMPARE(pickedMoves(queen, *h, true)[0], std::string("e3f5"));
    }

    // Each switch changes the search (the histories are used), and switched off the searcher
    // is still deterministic.
    void switchesChangeTheSearch() {
        const Position pos = fromFen(kMiddlegameFen);
        PvsSearcher on, noCorrection, noCapture, noCorrectionAgain, noThreat, noPawn, noMinor, wholePlies;
        QCOMPARE(noCorrection.setOption("CorrectionHistory", "false"), std::string());
        QCOMPARE(noCorrectionAgain.setOption("CorrectionHistory", "false"), std::string());
        QCOMPARE(noCapture.setOption("CaptureHistory", "false"), std::string());
        QCOMPARE(noThreat.setOption("ThreatHistory", "false"), std::string());
        QCOMPARE(noPawn.setOption("PawnHistory", "false"), std::string());
        QCOMPARE(noMinor.setOption("MinorCorrection", "false"), std::string());
        QCOMPARE(wholePlies.setOption("FractionalLmr", "false"), std::string());
        QVERIFY(!on.setOption("CaptureHistory", "maybe").empty());
        const std::uint64_t all = searchNodes(on, pos, 10);
        const std::uint64_t withoutCorrection = searchNodes(noCorrection, pos, 10);
        QVERIFY(all != withoutCorrection);
        QVERIFY(all != searchNodes(noCapture, pos, 10));
        QVERIFY(all != searchNodes(noThreat, pos, 10));
        QVERIFY(all != searchNodes(noPawn, pos, 10));
        QVERIFY(all != searchNodes(noMinor, pos, 10));
        QVERIFY(all != searchNodes(wholePlies, pos, 10));
        QCOMPARE(searchNodes(noCorrectionAgain, pos, 10), withoutCorrection);
        // And each of the switches that start off changes it when turned on (from the start, at
        // depth 16: the root moves' histories grow large enough to shorten a reduction there).
        const Position start = fromFen(std::string(Position::kStartFen).c_str());
        PvsSearcher plain;
        const std::uint64_t plainNodes = searchNodes(plain, start, 16);
        for (const char* name :
             {"Rule50Damping", "WideCutBonus", "ContinuationCorrection", "RootHistoryReduction",
              "CutoffCount", "LowPlyHistory", "PostLmrHistory", "OpponentWorsening"}) {
            PvsSearcher withIt;
            QCOMPARE(withIt.setOption(name, "true"), std::string());
            QVERIFY2(searchNodes(withIt, start, 16) != plainNodes, name);
        }
    }

    // Reverse futility's, quiet futility's and razoring's margins grow, the double extension's
    // shrinks and the null move asks more, with the correction the node's evaluation got: each
    // parameter changes the search, but with no correction history (the raw evaluation is the
    // static one) nothing, node for node.
    void marginsWeighOnlyTheCorrection() {
        const Position pos = fromFen(kMiddlegameFen);
        PvsSearcher plain, plainUncorrected;
        QCOMPARE(plainUncorrected.setOption("CorrectionHistory", "false"), std::string());
        const std::uint64_t plainNodes = searchNodes(plain, pos, kParameterDepth);
        const std::uint64_t uncorrectedNodes = searchNodes(plainUncorrected, pos, kParameterDepth);
        const char* const weights[] = {"rfpCorrectionPercent=200", "doubleExtCorrectionPercent=200",
                                       "futilityCorrectionPercent=200", "razorCorrectionPercent=200",
                                       "nullCorrectionPercent=200"};
        for (const char* weight : weights) {
            PvsSearcher weighted, weightedUncorrected;
            for (PvsSearcher* s : {&weighted, &weightedUncorrected})
                QCOMPARE(s->setOption("SearchParams", weight), std::string());
            QCOMPARE(weightedUncorrected.setOption("CorrectionHistory", "false"), std::string());
            QVERIFY2(searchNodes(weighted, pos, kParameterDepth) != plainNodes, weight);
            QVERIFY2(searchNodes(weightedUncorrected, pos, kParameterDepth) == uncorrectedNodes, weight);
        }
    }

    // A triple extension is a double extension's deeper case: a margin changes the search, but
    // with no double extensions allowed (maxDoubleExtensions=0) or no singular test, nothing,
    // node for node.
    void tripleExtensionOnlyDeepensDoubleExtensions() {
        const Position pos = fromFen(kMiddlegameFen);
        const char* noDouble = "maxDoubleExtensions=0";
        PvsSearcher plain, plainNoDouble, plainNoSingular;
        QCOMPARE(plainNoDouble.setOption("SearchParams", noDouble), std::string());
        QCOMPARE(plainNoSingular.setOption("SingularExtension", "false"), std::string());
        const std::uint64_t plainNodes = searchNodes(plain, pos, kParameterDepth);
        const std::uint64_t noDoubleNodes = searchNodes(plainNoDouble, pos, kParameterDepth);
        const std::uint64_t noSingularNodes = searchNodes(plainNoSingular, pos, kParameterDepth);
        QVERIFY(noDoubleNodes != plainNodes); // double extensions happen here at all

        PvsSearcher triple, tripleNoDouble, tripleNoSingular;
        QCOMPARE(triple.setOption("SearchParams", "tripleExtensionMargin=60"), std::string());
        QCOMPARE(tripleNoDouble.setOption("SearchParams", std::string("tripleExtensionMargin=60 ") + noDouble),
                 std::string());
        QCOMPARE(tripleNoSingular.setOption("SearchParams", "tripleExtensionMargin=60"), std::string());
        QCOMPARE(tripleNoSingular.setOption("SingularExtension", "false"), std::string());
        QVERIFY(searchNodes(triple, pos, kParameterDepth) != plainNodes);
        QCOMPARE(searchNodes(tripleNoDouble, pos, kParameterDepth), noDoubleNodes);
        QCOMPARE(searchNodes(tripleNoSingular, pos, kParameterDepth), noSingularNodes);
    }

    // The reduction's adjustments in 1/1024 ply move the fractional search only: the whole-ply
    // search (FractionalLmr off, as the levels play) keeps one ply each, node for node.
    void reductionSharesMoveOnlyTheFractionalSearch() {
        const Position pos = fromFen(kMiddlegameFen);
        const char* shares[] = {"lmrNonPv=1536", "lmrCutNode=512", "lmrImproving=1536", "lmrSpecial=512",
                                "lmrInCheck=2048", "lmrCorrectionWeight=16"};
        PvsSearcher fine, whole;
        QCOMPARE(whole.setOption("FractionalLmr", "false"), std::string());
        const std::uint64_t fineNodes = searchNodes(fine, pos, kParameterDepth);
        const std::uint64_t wholeNodes = searchNodes(whole, pos, kParameterDepth);
        for (const char* share : shares) {
            PvsSearcher fineChanged, wholeChanged;
            QCOMPARE(fineChanged.setOption("SearchParams", share), std::string());
            QCOMPARE(wholeChanged.setOption("SearchParams", share), std::string());
            QCOMPARE(wholeChanged.setOption("FractionalLmr", "false"), std::string());
            QVERIFY2(searchNodes(fineChanged, pos, kParameterDepth) != fineNodes, share);
            QVERIFY2(searchNodes(wholeChanged, pos, kParameterDepth) == wholeNodes, share);
        }
    }

    // The strength levels search as they were calibrated: neither history, so the switches do
    // not change a level's search, node for node.
    void levelsIgnoreTheNewHistories() {
        const Position pos = fromFen(kMiddlegameFen);
        for (const char* label : {"1600", "2400"}) {
            PvsSearcher level, levelWithout;
            for (PvsSearcher* s : {&level, &levelWithout}) {
                QCOMPARE(s->setOption("UCI_LimitStrength", "true"), std::string());
                QCOMPARE(s->setOption("UCI_Elo", label), std::string());
            }
            QCOMPARE(levelWithout.setOption("CorrectionHistory", "false"), std::string());
            QCOMPARE(levelWithout.setOption("CaptureHistory", "false"), std::string());
            QCOMPARE(levelWithout.setOption("ThreatHistory", "false"), std::string());
            QCOMPARE(levelWithout.setOption("PawnHistory", "false"), std::string());
            QCOMPARE(levelWithout.setOption("MinorCorrection", "false"), std::string());
            QCOMPARE(levelWithout.setOption("Rule50Damping", "true"), std::string());
            QCOMPARE(levelWithout.setOption("WideCutBonus", "true"), std::string());
            QCOMPARE(levelWithout.setOption("ContinuationCorrection", "true"), std::string());
            QCOMPARE(levelWithout.setOption("RootHistoryReduction", "true"), std::string());
            QCOMPARE(levelWithout.setOption("CutoffCount", "true"), std::string());
            QCOMPARE(levelWithout.setOption("LowPlyHistory", "true"), std::string());
            QCOMPARE(levelWithout.setOption("PostLmrHistory", "true"), std::string());
            QCOMPARE(levelWithout.setOption("OpponentWorsening", "true"), std::string());
            QCOMPARE(levelWithout.setOption("FractionalLmr", "false"), std::string());
            SearchLimits limits;
            limits.depth = 8;
            const SearchResult a = level.search(pos, limits, SearchCallbacks{});
            const SearchResult b = levelWithout.search(pos, limits, SearchCallbacks{});
            QCOMPARE(a.nodes, b.nodes);
            QCOMPARE(toUci(a.bestMove), toUci(b.bestMove));
            QCOMPARE(a.score, b.score);
        }
    }
};

QTEST_APPLESS_MAIN(TestHistory)
#include "tst_history.moc"
