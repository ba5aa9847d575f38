// The strong searcher: mates found with exact distances, every technique switch usable,
// stop from another thread, threads, strength levels, time budgets and statistics.
#include "core/movegen.h"
#include "notation/uci_move.h"
#include "search/pvssearcher.h"
#include "search/strength.h"

#include <QtTest>

#include "../addressspacecap.h"

#include <algorithm>
#include <chrono>
#include <memory>
#include <thread>
#include <vector>

using namespace eschess;
using namespace std::chrono_literals;

namespace {

SearchResult searchFen(PvsSearcher& s, const char* fen, int depth) {
    auto pos = Position::fromFen(fen);
    SearchLimits limits;
    limits.depth = depth;
    return s.search(*pos, limits, SearchCallbacks{});
}

int mateMoves(Value v) { return v > 0 ? (kMate - v + 1) / 2 : -((kMate + v) / 2); }

} // namespace

class TestEschess : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { Position::init(); }

    void registered() {
        auto s = makeSearcher("eschess");
        QVERIFY(s);
        QCOMPARE(s->name(), std::string("eschess"));
        QCOMPARE(defaultSearcherName(), std::string("eschess"));
    }

    void mates_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<int>("moves");
        QTest::addColumn<QString>("best"); // the moves that mate soonest, split by '|'; empty: any
        QTest::newRow("rooks mate in 2") << "3k4/6R1/8/4R3/8/8/8/7K w - - 0 1" << 2 << "";
        QTest::newRow("h2h8 mate in 2") << "2q3k1/2p1npp1/8/3N4/8/8/2Q4R/1B4K1 w - - 0 1" << 2 << "h2h8";
        QTest::newRow("mate in 3") << "R1q3k1/2p1npp1/4P3/3N4/8/8/2Q5/1B4K1 w - - 0 1" << 3 << "a8c8|c2h7";
        QTest::newRow("mated in 3") << "2k5/8/2K2R2/8/8/8/8/8 b - - 0 1" << -3 << "c8b8";
        QTest::newRow("back rank") << "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1" << 1 << "d1d8";
        // Mates in 4 (Rf8+) and in 3 (Rf1 or Rf8+ then Rc8): once the longer one was found, the
        // defender's nodes were cut by reverse futility (beta was a mated score far below the
        // static evaluation), so no later iteration found the shorter one.
        QTest::newRow("shorter mate after a longer one") << "1k6/8/2K2R2/8/8/8/8/8 w - - 1 2" << 3 << "";
    }
    void mates() {
        QFETCH(QString, fen);
        QFETCH(int, moves);
        QFETCH(QString, best);
        PvsSearcher s;
        const SearchResult r = searchFen(s, fen.toLatin1().constData(), 10);
        QVERIFY(isMateScore(r.score));
        QCOMPARE(mateMoves(r.score), moves);
        const QString played = QString::fromStdString(toUci(r.bestMove));
        if (!best.isEmpty()) QVERIFY2(best.split('|').contains(played), qPrintable(played));
    }

    void everySwitchOffStillWorks() {
        PvsSearcher probe;
        for (const OptionSpec& o : probe.options()) {
            if (o.type != OptionSpec::Type::Check || o.name.rfind("UCI_", 0) == 0) continue;
            PvsSearcher s;
            QCOMPARE(s.setOption(o.name, "false"), std::string());
            const SearchResult r = searchFen(s, "2q3k1/2p1npp1/8/3N4/8/8/2Q4R/1B4K1 w - - 0 1", 6);
            QVERIFY2(toUci(r.bestMove) == "h2h8", o.name.c_str());
            QCOMPARE(mateMoves(r.score), 2);
        }
    }

    void nullMoveCounted() {
        PvsSearcher on, off;
        off.setOption("NullMove", "false");
        const char* fen = "r1bqrnk1/pp2bppp/2p2n2/3p2B1/3P4/2NBPN2/PPQ2PPP/R4RK1 w - - 7 11";
        const SearchResult a = searchFen(on, fen, 8), b = searchFen(off, fen, 8);
        std::uint64_t triesOn = 0, triesOff = 0, redOn = 0;
        for (const DepthStats& d : a.perDepth) triesOn += d.nullMoveTries, redOn += d.reductions;
        for (const DepthStats& d : b.perDepth) triesOff += d.nullMoveTries;
        QVERIFY(triesOn > 0);
        QCOMPARE(triesOff, std::uint64_t(0));
        QVERIFY(redOn > 0);
        QCOMPARE(int(a.perDepth.size()), 8);
        QVERIFY(a.perDepth.back().qnodes > 0 && a.perDepth.back().ttHits > 0);
    }

    void optionsRejectJunk() {
        PvsSearcher s;
        QVERIFY(!s.setOption("Hash", "0").empty());
        QVERIFY(!s.setOption("Hash", "12abc").empty());
        QVERIFY(!s.setOption("Threads", "").empty());
        QVERIFY(!s.setOption("UCI_Elo", "5000").empty());
        QVERIFY(!s.setOption("NullMove", "maybe").empty());
        QVERIFY(!s.setOption("Nonsense", "1").empty());
        QCOMPARE(s.setOption("hash", "2"), std::string()); // names are case-insensitive
    }

    // A Hash the machine cannot give is refused with a message; the old table stays and the
    // searcher keeps working (it used to throw std::bad_alloc and end the program).
    void hashTooLargeIsRefused() {
        PvsSearcher s;
        QCOMPARE(s.setOption("Hash", "8"), std::string());
        std::string why;
        {
            eschess::test::AddressSpaceCap cap(512);
            QVERIFY(cap.ok());
            why = s.setOption("Hash", "4096");
        }
        QVERIFY2(why.find("4096") != std::string::npos && why.find("8 MB") != std::string::npos, why.c_str());
        SearchLimits limits;
        limits.depth = 4;
        const SearchResult r = s.search(Position(), limits, {});
        QVERIFY(!r.bestMove.isNull());
        QCOMPARE(s.setOption("Hash", "16"), std::string());
    }

    // A searcher costs no table until it searches or is told its Hash (searchers are built just
    // to list their options or to check an engine spec): 64 of them, which took 1 GiB of tables
    // when each made its 16 MB at once, fit in 64 MB; one then searches with its default table.
    void tableComesWithTheFirstSearch() {
        std::vector<std::unique_ptr<PvsSearcher>> many;
        {
            eschess::test::AddressSpaceCap cap(64);
            QVERIFY(cap.ok());
            for (int i = 0; i < 64; ++i) {
                many.push_back(std::make_unique<PvsSearcher>());
                QCOMPARE(many.back()->options().front().name, std::string("Hash"));
                many.back()->newGame(); // a GUI's ucinewgame before the first go
            }
        }
        SearchLimits limits;
        limits.depth = 3;
        QVERIFY(!many.front()->search(Position(), limits, {}).bestMove.isNull());
    }

    // After a game, newGame forgets the table and the histories: the next search is node for node
    // the one a new searcher makes (a table that no search has written is not cleared again).
    void newGameForgetsEverything() {
        const Position kiwipete =
            *Position::fromFen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
        SearchLimits limits;
        limits.depth = 6;
        PvsSearcher fresh, used;
        const std::uint64_t expected = fresh.search(kiwipete, limits, {}).nodes;
        used.search(Position(), limits, {});
        used.search(kiwipete, limits, {});
        used.newGame();
        QCOMPARE(used.search(kiwipete, limits, {}).nodes, expected);
        used.newGame();
        used.newGame();
        QCOMPARE(used.search(kiwipete, limits, {}).nodes, expected);
    }

    void stopFromAnotherThread() {
        PvsSearcher s;
        Position start;
        SearchLimits limits;
        limits.infinite = true;
        SearchResult r;
        std::thread t([&] { r = s.search(start, limits, SearchCallbacks{}); });
        std::this_thread::sleep_for(200ms);
        const auto t0 = std::chrono::steady_clock::now();
        s.stop();
        t.join();
        QVERIFY(std::chrono::steady_clock::now() - t0 < 200ms);
        QVERIFY(start.isLegal(r.bestMove));
    }

    void lazySmp() {
        PvsSearcher s;
        QCOMPARE(s.setOption("Threads", "2"), std::string());
        const SearchResult r = searchFen(s, "2q3k1/2p1npp1/8/3N4/8/8/2Q4R/1B4K1 w - - 0 1", 7);
        QCOMPARE(toUci(r.bestMove), std::string("h2h8"));
        Position start;
        SearchLimits limits;
        limits.movetimeMs = 200;
        const SearchResult r2 = s.search(start, limits, SearchCallbacks{});
        QVERIFY(start.isLegal(r2.bestMove));
    }

    void nodeLimitIsExact() {
        PvsSearcher s;
        Position start;
        SearchLimits limits;
        limits.nodes = 5000;
        const SearchResult r = s.search(start, limits, SearchCallbacks{});
        QVERIFY(r.nodes <= 5001);
        QVERIFY(start.isLegal(r.bestMove));
    }

    // A limit that stops the search inside an iteration: the last report repeats the last
    // completed iteration (its depth, line, score and counters, which the result holds) with the
    // whole search's nodes, so a GUI or the suite runner shows what was searched, not what the
    // last finished iteration had cost. One and two threads; MultiPV repeats every line.
    void lastReportCountsEveryNode_data() {
        QTest::addColumn<int>("threads");
        QTest::addColumn<int>("lines");
        QTest::newRow("one thread") << 1 << 1;
        QTest::newRow("two threads") << 2 << 1;
        QTest::newRow("MultiPV 3") << 1 << 3;
    }
    void lastReportCountsEveryNode() {
        QFETCH(int, threads);
        QFETCH(int, lines);
        PvsSearcher s;
        QCOMPARE(s.setOption("Threads", std::to_string(threads)), std::string());
        // The line repeated is the completed iteration's (a move of the unfinished one, which
        // this limit could stop at after another search change, has its own test below).
        QCOMPARE(s.setOption("UnfinishedIteration", "false"), std::string());
        const Position pos = *Position::fromFen("r1bqrnk1/pp2bppp/2p2n2/3p2B1/3P4/2NBPN2/PPQ2PPP/R4RK1 w - - 7 11");
        SearchLimits limits;
        limits.nodes = 60000;
        limits.multiPv = lines;
        std::vector<SearchInfo> infos;
        SearchCallbacks callbacks;
        callbacks.onInfo = [&](const SearchInfo& info) { infos.push_back(info); };
        const SearchResult r = s.search(pos, limits, callbacks);
        QVERIFY(r.depth >= 2);
        QVERIFY(int(infos.size()) >= lines);
        const std::vector<SearchInfo> last(infos.end() - lines, infos.end());
        for (int i = 0; i < lines; ++i) {
            const SearchInfo& info = last[std::size_t(i)];
            QCOMPARE(info.multiPv, i + 1);
            QCOMPARE(info.depth, r.depth);
            QCOMPARE(info.bound, Bound::Exact);
            QCOMPARE(info.nodes, r.nodes);
            QCOMPARE(info.stats.depth, r.perDepth.back().depth);
            QCOMPARE(info.stats.nodes, r.perDepth.back().nodes);
            QCOMPARE(info.pv.front(), r.rootScores[std::size_t(i)].first);
            QCOMPARE(info.score, r.rootScores[std::size_t(i)].second);
        }
        QCOMPARE(last.front().pv, r.pv);
        QCOMPARE(last.front().score, r.score);
        // The limit stopped an iteration (else the test proves nothing): the iteration before
        // the repeat was reported with fewer nodes.
        const auto firstOfDepth = std::find_if(infos.begin(), infos.end(), [&](const SearchInfo& info) {
            return info.depth == r.depth && info.bound == Bound::Exact;
        });
        QVERIFY(firstOfDepth->nodes < r.nodes);

        // A search that ends with its iteration says nothing twice: one report per depth and line.
        infos.clear();
        SearchLimits byDepth;
        byDepth.depth = 5;
        byDepth.multiPv = lines;
        s.newGame();
        QCOMPARE(s.setOption("Threads", "1"), std::string());
        const SearchResult full = s.search(pos, byDepth, callbacks);
        const auto exact = std::count_if(infos.begin(), infos.end(),
                                         [](const SearchInfo& info) { return info.bound == Bound::Exact; });
        QCOMPARE(int(exact), 5 * lines);
        QCOMPARE(infos.back().nodes, full.nodes);
    }

    // A node limit that stops an iteration after some move has beaten that iteration's first
    // move: the search plays that move (switch UnfinishedIteration), and its closing report is
    // that move's line at the unfinished depth. Switched off, it plays the last completed
    // iteration's line. The two searches are the same, node for node, up to the stop.
    void stopInsideAnIterationPlaysItsNewBest() {
        // Five positions and thirty node limits each, so that some searches stop after a new best
        // whatever the search's tuning (the SPSA of session 69 left none in the first two).
        // Small limits: under ThreadSanitizer this function ran past Qt's 300 s when it searched
        // up to 90,000 nodes twice for every limit (session 73's CI).
        const char* fens[] = {"r1bqrnk1/pp2bppp/2p2n2/3p2B1/3P4/2NBPN2/PPQ2PPP/R4RK1 w - - 7 11",
                              "1nk1r1r1/pp2n1pp/4p3/q2pPp1N/b1pP1P2/B1P2R2/2P1B1PP/R2Q2K1 w - - 0 1",
                              "3r1k2/4npp1/1ppr3p/p6P/P2PPPP1/1NR5/5K2/2R5 w - - 0 1",
                              "3rr1k1/pp3pp1/1qn2np1/8/3p4/PP1R1P2/2P1NQPP/R1B3K1 b - - 0 1",
                              "2r2rk1/1bqnbpp1/1p1ppn1p/pP6/N1P1P3/P2B1N1P/1B2QPP1/R2R2K1 b - - 0 1"};
        int played = 0, compared = 0;
        for (const char* fen : fens) {
            const Position pos = *Position::fromFen(fen);
            for (std::uint64_t nodes = 1000; nodes <= 30000; nodes += 1000) {
                PvsSearcher on;
                QCOMPARE(on.setOption("Hash", "1"), std::string());
                SearchLimits limits;
                limits.nodes = nodes;
                std::vector<SearchInfo> infos;
                SearchCallbacks callbacks;
                callbacks.onInfo = [&](const SearchInfo& info) { infos.push_back(info); };
                const SearchResult a = on.search(pos, limits, callbacks);
                QVERIFY(!infos.empty());
                const SearchInfo& closing = infos.back();
                QCOMPARE(closing.pv, a.pv);
                QCOMPARE(closing.score, a.score);
                QCOMPARE(closing.nodes, a.nodes);
                // The last completed iteration's line, as it was reported.
                const auto completed =
                    std::find_if(infos.rbegin(), infos.rend(), [&](const SearchInfo& info) {
                        return info.depth == a.depth && info.bound == Bound::Exact &&
                               !info.repeatsLastIteration;
                    });
                QVERIFY(completed != infos.rend());
                const bool newBest = a.bestMove != completed->pv.front();
                if (newBest) {
                    ++played;
                    QCOMPARE(closing.depth, a.depth + 1);
                    QVERIFY(closing.repeatsLastIteration);
                }
                // The search without the switch, for every search that played a new best and for
                // every fifth of the others (each costs a search as long as the first).
                if (!newBest && nodes % 5000 != 0) continue;
                ++compared;
                PvsSearcher off;
                QCOMPARE(off.setOption("Hash", "1"), std::string());
                QCOMPARE(off.setOption("UnfinishedIteration", "false"), std::string());
                const SearchResult b = off.search(pos, limits, SearchCallbacks{});
                QCOMPARE(b.nodes, a.nodes);
                QCOMPARE(b.depth, a.depth);
                QCOMPARE(b.pv, completed->pv);
            }
        }
        qInfo("%d of 150 searches played a move of their unfinished iteration; %d compared with the "
              "switch off",
              played, compared);
        QVERIFY(played > 0);
    }

    void strengthLevels() {
        PvsSearcher s;
        QCOMPARE(s.setOption("UCI_LimitStrength", "true"), std::string());
        QCOMPARE(s.setOption("UCI_Elo", "800"), std::string());
        Position start;
        SearchLimits limits;
        const SearchResult weak = s.search(start, limits, SearchCallbacks{});
        QVERIFY(start.isLegal(weak.bestMove));
        QVERIFY(weak.nodes <= 150);
        // Even the weakest level takes a mate in one.
        const SearchResult mate = searchFen(s, "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1", 0);
        QCOMPARE(toUci(mate.bestMove), std::string("d1d8"));
    }

    // Labels map to the knob through the measured calibration points: monotone, the ends fixed,
    // and labels above the full-strength measurement play at full strength.
    void strengthLabelsFollowTheCalibration() {
        // Labels below the range act as its lowest; the weakest label needs a knob below 800.
        QCOMPARE(strengthKnobFor(700), strengthKnobFor(800));
        QVERIFY(strengthKnobFor(800) >= kStrengthKnobMin && strengthKnobFor(800) < 800);
        QCOMPARE(strengthKnobFor(2400), kEloLabelMax);
        int previous = 0;
        for (int label = 800; label <= 2400; label += 50) {
            const int knob = strengthKnobFor(label);
            QVERIFY2(knob >= previous, qPrintable(QString::number(label)));
            QVERIFY(knob >= kStrengthKnobMin && knob <= kEloLabelMax);
            previous = knob;
        }
        // A label between two measured points lies between their knobs (1242 → 1142, 1665 → 1752).
        const int mid = strengthKnobFor(1340);
        QVERIFY(mid > 1142 && mid < 1752);
        // The measured point itself maps to its knob.
        QCOMPARE(strengthKnobFor(1049), 800);
    }

    void timeBudgets() {
        SearchLimits l;
        l.timeMs[White] = 1000;
        l.incMs[White] = 10;
        auto [soft, hard] = PvsSearcher::timeBudget(l, White, 0);
        QVERIFY(soft > 0 && soft <= 350);
        QVERIFY(hard >= soft && hard <= 500);
        l.timeMs[White] = 20;
        std::tie(soft, hard) = PvsSearcher::timeBudget(l, White, 80);
        QVERIFY(hard <= 10);
        l.movetimeMs = 100;
        QCOMPARE(PvsSearcher::timeBudget(l, White, 0).first, std::int64_t(0));
    }

    // A long game at 1+0.01 whose every move takes its soft limit: the clock must not sink to a
    // few increments (one stall of the machine from a flag), and above the reserve the budget
    // is the plain share of the clock plus 3/4 of the increment.
    void timeBudgetKeepsAReserve() {
        SearchLimits l;
        l.incMs[White] = 10;
        l.timeMs[White] = 1000;
        QCOMPARE(PvsSearcher::timeBudget(l, White, 0).first, std::int64_t(1000 / 28 + 7));
        std::int64_t clock = 1000, lowest = clock;
        for (int ply = 0; ply < 400; ply += 2) {
            l.timeMs[White] = clock;
            const auto [soft, hard] = PvsSearcher::timeBudget(l, White, ply);
            QVERIFY(hard >= soft && hard <= clock / 2);
            clock += l.incMs[White] - soft;
            lowest = std::min(lowest, clock);
        }
        QVERIFY2(lowest >= 11 * l.incMs[White], qPrintable(QString("the clock sank to %1 ms").arg(lowest)));
        // Below the reserve a move gets less than the increment, so the clock climbs back.
        l.timeMs[White] = 100;
        QVERIFY(PvsSearcher::timeBudget(l, White, 120).first < l.incMs[White]);
        // Without an increment there is nothing to keep back.
        l.incMs[White] = 0;
        l.timeMs[White] = 100;
        QCOMPARE(PvsSearcher::timeBudget(l, White, 120).first, std::int64_t(100 / 20));
    }

    // The tree explorer's data: a consistent recorded tree whose paths are legal move sequences.
    void recordsItsTree() {
        PvsSearcher s;
        TreeRecorder tree;
        s.setTreeRecorder(&tree);
        auto pos = Position::fromFen("r1bqrnk1/pp2bppp/2p2n2/3p2B1/3P4/2NBPN2/PPQ2PPP/R4RK1 w - - 7 11");
        SearchLimits limits;
        limits.depth = 4;
        const SearchResult result = s.search(*pos, limits, SearchCallbacks{});
        const auto& nodes = tree.nodes();
        QVERIFY(nodes.size() > 50);
        QCOMPARE(nodes.front().parent, -1);
        std::uint64_t visited = 0;
        int cuts = 0, notSearched = 0, quiescence = 0;
        for (std::size_t i = 0; i < nodes.size(); ++i) {
            const TreeNode& n = nodes[i];
            if (i > 0) QVERIFY(n.parent >= 0 && std::size_t(n.parent) < i);
            if (n.type == NodeType::NotSearched) {
                ++notSearched;
                continue;
            }
            ++visited;
            quiescence += n.quiescence;
            // Replay the path from the root: every move must be legal where it is played.
            std::vector<Move> path;
            for (int k = int(i); k > 0; k = nodes[std::size_t(k)].parent) path.push_back(nodes[std::size_t(k)].move);
            Position p = *pos;
            for (auto it = path.rbegin(); it != path.rend(); ++it) {
                QVERIFY2(p.isLegal(*it), qPrintable(QString::fromStdString(toUci(*it))));
                p.makeMove(*it);
            }
            if (n.type == NodeType::Cut && n.cutMove) {
                ++cuts;
                bool found = false;
                for (std::size_t j = i + 1; j < nodes.size() && !found; ++j)
                    found = nodes[j].parent == int(i) && nodes[j].move == n.cutMove;
                QVERIFY(found);
            }
        }
        // Null-move, verification and razoring searches are not recorded, so at most the reported count.
        QVERIFY(visited <= result.nodes);
        QVERIFY(cuts > 0);
        QVERIFY(notSearched > 0);
        QVERIFY(quiescence > 0);
        // The root has every legal move as a child, searched or not.
        int rootChildren = 0;
        for (const TreeNode& n : nodes) rootChildren += n.parent == 0;
        QCOMPARE(rootChildren, legalMoves(*pos).size());
        QCOMPARE(nodes.front().score, result.score);

        // Recording changes nothing in the search: a fresh searcher without a recorder visits the same nodes.
        PvsSearcher fresh;
        const SearchResult plain = fresh.search(*pos, limits, SearchCallbacks{});
        QCOMPARE(plain.nodes, result.nodes);
        QCOMPARE(plain.bestMove, result.bestMove);
    }
    // Root moves without a score (all of them in the first iteration) are searched as the move
    // picker would order them: captures that do not lose material first, the most valuable
    // victim first, then quiet moves, then losing captures. Switched off, they keep the
    // generator's order. The recorded tree holds the root's children in the order searched.
    void unscoredRootMovesInThePickersOrder() {
        // Kiwipete: captures that win (Bxa6, Qxh3, gxh3), hold (dxe6) and lose (Nxf7, Qxf6).
        const Position pos = *Position::fromFen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
        auto rootOrder = [&](bool on) {
            PvsSearcher s;
            if (!on) s.setOption("RootHistoryOrder", "false");
            TreeRecorder tree;
            s.setTreeRecorder(&tree);
            SearchLimits limits;
            limits.depth = 1;
            s.search(pos, limits, SearchCallbacks{});
            std::vector<Move> order;
            for (const TreeNode& n : tree.nodes())
                if (n.parent == 0) order.push_back(n.move);
            return order;
        };
        auto rank = [&](Move m) { // 2 a capture that does not lose, 1 a quiet move, 0 a losing capture
            return !pos.isCaptureOrPromotion(m) ? 1 : pos.seeGE(m, 0) ? 2 : 0;
        };
        const std::vector<Move> on = rootOrder(true), off = rootOrder(false);
        const MoveList legal = legalMoves(pos);
        QCOMPARE(off, std::vector<Move>(legal.begin(), legal.end()));
        QCOMPARE(int(on.size()), legal.size());
        QVERIFY(on != off);
        int winning = 0, losing = 0;
        for (std::size_t i = 0; i < on.size(); ++i) {
            winning += rank(on[i]) == 2;
            losing += rank(on[i]) == 0;
            if (i == 0) continue;
            QVERIFY2(rank(on[i - 1]) >= rank(on[i]), qPrintable(QString::fromStdString(toUci(on[i]))));
            if (rank(on[i]) == 2 && rank(on[i - 1]) == 2)
                QVERIFY(typeOf(pos.capturedPiece(on[i - 1])) >= typeOf(pos.capturedPiece(on[i])));
        }
        // The position has both kinds of capture, so the test sees each rule at work.
        QVERIFY(winning >= 2);
        QVERIFY(losing >= 1);
    }
    void drawByRepetitionInSearch() {
        // After Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1, Black repeating with Ng8 scores a draw in the search.
        PvsSearcher s;
        auto pos = Position::fromFen(std::string(Position::kStartFen));
        for (const char* m : {"g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1"})
            pos->makeMove(*parseUciMove(*pos, m));
        SearchLimits limits;
        limits.depth = 4;
        limits.searchMoves = {*parseUciMove(*pos, "f6g8")};
        const SearchResult r = s.search(*pos, limits, SearchCallbacks{});
        QCOMPARE(toUci(r.bestMove), std::string("f6g8"));
        QCOMPARE(r.score, 0);
    }
};

QTEST_APPLESS_MAIN(TestEschess)
#include "tst_eschess.moc"
