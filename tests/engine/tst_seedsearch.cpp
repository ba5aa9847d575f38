// The seed searchers reproduce the seed notebooks' checks (docs/seeds.md): node counts, equal scores across
// minimax / alpha-beta / negamax / iterative deepening, alpha-beta's pruning ratio, the
// material searcher's root order, the prototype's mate distances, and quiescence with SEE.
#include "core/movegen.h"
#include "notation/uci_move.h"
#include "search/score.h"
#include "search/searcher.h"
#include "search/seedtt.h"

#include "addressspacecap.h"

#include <QtTest>

#include <bit>
#include <map>
#include <set>

using namespace eschess;

namespace {

const char* kMiddlegame = "r1bqrnk1/pp2bppp/2p2n2/3p2B1/3P4/2NBPN2/PPQ2PPP/R4RK1 w - - 7 11";

Position fromFen(const QString& fen) {
    auto pos = Position::fromFen(fen.toStdString());
    if (!pos.ok()) qFatal("bad test FEN %s: %s", qPrintable(fen), pos.error().c_str());
    return *pos;
}

SearchResult searchDepth(const char* name, const Position& pos, int depth, std::uint64_t seed = 1) {
    auto searcher = makeSearcher(name);
    if (!searcher) qFatal("no searcher %s", name);
    searcher->setSeed(seed);
    SearchLimits limits;
    limits.depth = depth;
    return searcher->search(pos, limits, {});
}

std::map<std::string, Value> scoresByMove(const SearchResult& r) {
    std::map<std::string, Value> out;
    for (const auto& [m, v] : r.rootScores) out[toUci(m)] = v;
    return out;
}

} // namespace

class TestSeedSearch : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { Position::init(); }

    void registryOrder() {
        const std::vector<std::string> expected = {"random",    "material",  "minimax",    "alphabeta", "negamax",
                                                   "iterative", "simplified", "quiescence", "prototype"};
        const std::vector<std::string> names = searcherNames();
        QVERIFY(names.size() >= expected.size());
        for (std::size_t i = 0; i < expected.size(); ++i) {
            QCOMPARE(names[i], expected[i]);
            auto s = makeSearcher(expected[i]);
            QVERIFY(s);
            QCOMPARE(s->name(), expected[i]);
        }
        QVERIFY(!makeSearcher("no such searcher"));
    }

    // The seed: "at a depth of three, the number of nodes increases to 2'342'944" (its depth
    // counts the plies after the root move; ours counts all of them).
    void minimaxNodeCounts_data() {
        QTest::addColumn<int>("depth");
        QTest::addColumn<qulonglong>("nodes");
        QTest::newRow("3 plies") << 3 << 70119ULL;
        QTest::newRow("4 plies") << 4 << 2342944ULL;
    }
    void minimaxNodeCounts() {
        QFETCH(int, depth);
        QFETCH(qulonglong, nodes);
        const SearchResult r = searchDepth("minimax", fromFen(kMiddlegame), depth);
        QCOMPARE(qulonglong(r.nodes), nodes);
        QCOMPARE(r.depth, depth);
        QCOMPARE(int(r.rootScores.size()), 48);
    }

    void sameScoresEverySearcher() {
        const Position pos = fromFen(kMiddlegame);
        const SearchResult minimax = searchDepth("minimax", pos, 3);
        const SearchResult alphabeta = searchDepth("alphabeta", pos, 3);
        const SearchResult negamax = searchDepth("negamax", pos, 3);
        const SearchResult iterative = searchDepth("iterative", pos, 3);
        QCOMPARE(minimax.score, 300); // Bxf6 wins a knight within the horizon
        QCOMPARE(scoresByMove(minimax).size(), std::size_t(48));
        QCOMPARE(scoresByMove(alphabeta), scoresByMove(minimax));
        QCOMPARE(scoresByMove(negamax), scoresByMove(minimax));
        QCOMPARE(iterative.score, negamax.score);
        QCOMPARE(scoresByMove(iterative), scoresByMove(negamax));
        // The best move is one of the best-scored moves, and the result's move heads the list.
        for (const SearchResult* r : {&minimax, &alphabeta, &negamax, &iterative}) {
            QCOMPARE(r->bestMove, r->rootScores.front().first);
            QCOMPARE(r->score, r->rootScores.front().second);
        }
    }

    void iterativeMatchesNegamaxAtFour() {
        const Position pos = fromFen(kMiddlegame);
        QCOMPARE(searchDepth("iterative", pos, 4).score, searchDepth("negamax", pos, 4).score);
    }

    // The seed saw 10.6% at 3 plies and 4.6% at 4.
    void alphaBetaPrunes_data() {
        QTest::addColumn<int>("depth");
        QTest::addColumn<double>("maxShare");
        QTest::newRow("3 plies") << 3 << 0.15;
        QTest::newRow("4 plies") << 4 << 0.08;
    }
    void alphaBetaPrunes() {
        QFETCH(int, depth);
        QFETCH(double, maxShare);
        const Position pos = fromFen(kMiddlegame);
        const double full = depth == 3 ? 70119.0 : 2342944.0; // checked in minimaxNodeCounts
        for (const char* name : {"alphabeta", "negamax"}) {
            const SearchResult r = searchDepth(name, pos, depth);
            QVERIFY2(double(r.nodes) <= maxShare * full,
                     qPrintable(QStringLiteral("%1: %2 nodes").arg(QLatin1String(name)).arg(r.nodes)));
        }
    }

    void materialRootOrder_data() {
        QTest::addColumn<qulonglong>("seed");
        for (qulonglong seed : {1ULL, 42ULL, 7ULL, 123456789ULL}) QTest::newRow(qPrintable(QString::number(seed))) << seed;
    }
    void materialRootOrder() {
        QFETCH(qulonglong, seed);
        const SearchResult r = searchDepth("material", fromFen("Kn2rn1k/1p2P3/8/8/8/8/8/8 w - - 0 1"), 1, seed);
        QCOMPARE(int(r.rootScores.size()), 6);
        const std::vector<Value> scores = {0, -400, -600, -600, -1000, -1100};
        for (std::size_t i = 0; i < scores.size(); ++i) QCOMPARE(r.rootScores[i].second, scores[i]);
        QCOMPARE(toUci(r.rootScores[0].first), std::string("e7f8q"));
        QCOMPARE(toUci(r.rootScores[1].first), std::string("e7f8r"));
        const std::set<std::string> minors = {toUci(r.rootScores[2].first), toUci(r.rootScores[3].first)};
        QCOMPARE(minors, (std::set<std::string>{"e7f8b", "e7f8n"}));
        QCOMPARE(toUci(r.rootScores[4].first), std::string("a8b7"));
        QCOMPARE(toUci(r.rootScores[5].first), std::string("a8a7"));
        QCOMPARE(r.nodes, std::uint64_t(7)); // the root and its six children
    }

    // Equal scores come out in a seeded order: the same seed, the same order.
    void materialTiesFollowSeed() {
        const Position pos;
        auto order = [&](std::uint64_t seed) {
            std::vector<std::string> out;
            for (const auto& [m, v] : searchDepth("material", pos, 1, seed).rootScores) out.push_back(toUci(m));
            return out;
        };
        QCOMPARE(order(5), order(5));
        bool differs = false;
        for (std::uint64_t seed = 6; seed < 12 && !differs; ++seed) differs = order(seed) != order(5);
        QVERIFY(differs);
    }

    void randomFollowsSeed() {
        const Position pos;
        auto moves = [&](std::uint64_t seed) {
            auto s = makeSearcher("random");
            s->setSeed(seed);
            std::vector<Move> out;
            for (int i = 0; i < 12; ++i) out.push_back(s->search(pos, SearchLimits{}, {}).bestMove);
            return out;
        };
        const auto a = moves(3);
        QCOMPARE(moves(3), a);
        QVERIFY(moves(4) != a);
        const MoveList legal = legalMoves(pos);
        for (Move m : a) QVERIFY(legal.contains(m));
    }

    void prototypeMates_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QStringList>("best");
        QTest::addColumn<int>("moves");
        QTest::newRow("two rooks") << "3k4/6R1/8/4R3/8/8/8/7K w - - 0 1"
                                   << QStringList{"g7h7", "g7f7", "g7b7", "g7a7", "e5e7", "e5e6", "e5c5",
                                                  "e5e4", "e5e3", "e5e2", "e5e1", "h1h2", "h1g2", "h1g1"}
                                   << 2;
        QTest::newRow("h2h8") << "2q3k1/2p1npp1/8/3N4/8/8/2Q4R/1B4K1 w - - 0 1" << QStringList{"h2h8"} << 2;
        QTest::newRow("a8c8 or c2h7") << "R1q3k1/2p1npp1/4P3/3N4/8/8/2Q5/1B4K1 w - - 0 1"
                                      << QStringList{"a8c8", "c2h7"} << 3;
        QTest::newRow("mated in 3") << "2k5/8/2K2R2/8/8/8/8/8 b - - 0 1" << QStringList{"c8b8"} << -3;
    }
    void prototypeMates() {
        QFETCH(QString, fen);
        QFETCH(QStringList, best);
        QFETCH(int, moves);
        const SearchResult r = searchDepth("prototype", fromFen(fen), 6);
        QVERIFY2(best.contains(QString::fromStdString(toUci(r.bestMove))), toUci(r.bestMove).c_str());
        QCOMPARE(mateMoves(r.score), moves);
        QVERIFY(!r.perDepth.empty());
    }

    // c8d8 walks into a mate in 2 — the prototype scores the root moves it searched that way.
    void mateDistances() {
        QCOMPARE(mateMoves(mateIn(1)), 1);
        QCOMPARE(mateMoves(mateIn(3)), 2);
        QCOMPARE(mateMoves(matedIn(0)), 0);
        QCOMPARE(mateMoves(matedIn(2)), -1);
        QCOMPARE(mateMoves(matedIn(6)), -3);
        QCOMPARE(mateMoves(250), 0);
        Position pos = fromFen("2k5/8/2K2R2/8/8/8/8/8 b - - 0 1");
        pos.makeMove(*parseUciMove(pos, "c8d8"));
        const SearchResult r = searchDepth("prototype", pos, 4);
        QCOMPARE(mateMoves(r.score), 2); // White to move mates in 2 after c8d8
    }

    // Static exchange evaluation on a few exchanges (quiescence drops captures that lose).
    void staticExchange_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("move");
        QTest::addColumn<int>("see");
        QTest::newRow("free pawn") << "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1" << "e4d5" << 100;
        QTest::newRow("pawn for pawn") << "4k3/8/2p5/3p4/4P3/8/8/4K3 w - - 0 1" << "e4d5" << 0;
        QTest::newRow("queen takes guarded pawn") << "4k3/8/2p5/3p4/8/8/8/3QK3 w - - 0 1" << "d1d5" << -800;
        QTest::newRow("knight takes guarded pawn") << "4k3/4p3/3p4/8/4N3/8/8/4K3 w - - 0 1" << "e4d6" << -200;
        QTest::newRow("doubled rooks on a knight") << "4k3/8/2p5/3n4/8/8/3R4/3RK3 w - - 0 1" << "d2d5" << -100;
        QTest::newRow("rook behind rook (x-ray)") << "3rk3/8/8/3p4/8/8/3R4/3RK3 w - - 0 1" << "d2d5" << 100;
        QTest::newRow("rook behind queen (x-ray)") << "3rk3/8/8/3p4/8/8/3Q4/3RK3 w - - 0 1" << "d2d5" << -300;
        QTest::newRow("en passant") << "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1" << "e5d6" << 0;
    }
    void staticExchange() {
        QFETCH(QString, fen);
        QFETCH(QString, move);
        QFETCH(int, see);
        const Position pos = fromFen(fen);
        auto m = parseUciMove(pos, move.toStdString());
        QVERIFY2(m.ok(), m.error().c_str());
        QCOMPARE(pos.see(*m), see);
        QCOMPARE(pos.seeGE(*m, 0), see >= 0);
        QCOMPARE(pos.seeGE(*m, see), true);
        QCOMPARE(pos.seeGE(*m, see + 1), false);
    }

    // One ply plus quiescence sees the recapture that the material searcher walks into.
    void quiescenceSeesRecapture() {
        const Position pos = fromFen("4k3/8/2p5/3p4/8/8/8/3QK3 w - - 0 1");
        QCOMPARE(toUci(searchDepth("material", pos, 1).bestMove), std::string("d1d5"));
        const SearchResult q = searchDepth("quiescence", pos, 1);
        QVERIFY(toUci(q.bestMove) != "d1d5");
        // The queen is lost for a pawn: from about +7 pawns to below zero, the worst move.
        QCOMPARE(toUci(q.rootScores.back().first), std::string("d1d5"));
        QVERIFY(q.rootScores.back().second < 0);
        QVERIFY(q.score > 500);
        QVERIFY(q.perDepth.back().qnodes > 0);
    }

    void quiescencePrunes() {
        const SearchResult r = searchDepth("quiescence", fromFen(kMiddlegame), 3);
        const DepthStats& s = r.perDepth.back();
        QVERIFY(s.qnodes > 0);
        QVERIFY(s.prunedMoves > 0); // delta or SEE pruning happened
        QVERIFY(s.qnodes < s.nodes);
    }

    // Each searcher plays a short game against itself: legal moves only, until the game ends.
    void selfPlay() {
        for (const std::string& name : searcherNames()) {
            if (name == "eschess") continue; // not one of the seeds
            auto s = makeSearcher(name);
            s->setSeed(11);
            Position pos;
            SearchLimits limits;
            limits.depth = 2;
            for (int ply = 0; ply < 60; ++ply) {
                const MoveList legal = legalMoves(pos);
                const SearchResult r = s->search(pos, limits, {});
                if (legal.empty()) {
                    QVERIFY(!r.bestMove);
                    break;
                }
                QVERIFY2(legal.contains(r.bestMove), (name + " at " + pos.fen()).c_str());
                pos.makeMove(r.bestMove);
            }
        }
    }

    void options() {
        for (const std::string name : {"minimax", "iterative", "prototype"}) {
            auto s = makeSearcher(name);
            bool hasDepth = false, hasHash = false;
            for (const OptionSpec& o : s->options()) {
                hasDepth |= o.name == "Depth";
                hasHash |= o.name == "Hash";
            }
            QVERIFY(hasDepth);
            QCOMPARE(hasHash, name != "minimax");
            QVERIFY(s->setOption("Depth", "2").empty());
            QVERIFY(!s->setOption("Depth", "zwei").empty());
            QVERIFY(!s->setOption("Depth", "0").empty());
            QVERIFY(!s->setOption("Depth", "2x").empty());
            QVERIFY(!s->setOption("NoSuchOption", "1").empty());
            // Without a depth limit the Depth option decides.
            const SearchResult r = s->search(fromFen(kMiddlegame), SearchLimits{}, {});
            QCOMPARE(r.depth, 2);
        }
        auto it = makeSearcher("iterative");
        QVERIFY(it->setOption("hash", "1").empty());
        QVERIFY(!it->setOption("Hash", "100000").empty());
    }

    // A table that cannot be had is refused with false (resize used to throw std::bad_alloc
    // out of the search); a one-entry table stays, and works.
    void tableTooLargeIsRefused() {
        SeedTT tt(1);
        QVERIFY(tt.resize(2));
        QCOMPARE(tt.entryCount(), std::bit_floor(std::size_t(2) * 1024 * 1024 / sizeof(SeedTTEntry)));
        QVERIFY(!tt.resize(std::size_t(-1))); // the byte count would overflow
        QCOMPARE(tt.entryCount(), std::size_t(1));
        {
            eschess::test::AddressSpaceCap cap(256);
            QVERIFY(cap.ok());
            QVERIFY(!tt.resize(4096));
        }
        QCOMPARE(tt.entryCount(), std::size_t(1));
        QVERIFY(tt.store(Key(42), Value(17), 3, TTBound::Exact, Move::none()));
        const SeedTTEntry* e = tt.probe(Key(42));
        QVERIFY(e);
        QCOMPARE(int(e->value), 17);
    }
};

QTEST_APPLESS_MAIN(TestSeedSearch)
#include "tst_seedsearch.moc"
