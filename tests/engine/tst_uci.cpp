// The UCI session, driven line by line without a process: handshake, options, positions,
// perft, searches with stop/ponder/infinite, MultiPV, and malformed input.
#include "core/position.h"
#include "nnue/network.h"
#include "search/searcher.h"
#include "search/wdl.h"
#include "uci/session.h"

#include <QtTest>

#include "../addressspacecap.h"

#include <chrono>
#include <sstream>
#include <thread>

using namespace eschess;
using namespace std::chrono_literals;

namespace {

// A stream buffer that several threads may write to and the test may read from.
class SafeBuffer : public std::stringbuf {
public:
    std::string text() {
        std::lock_guard<std::recursive_mutex> lock(m_mutex);
        return str();
    }

protected:
    std::streamsize xsputn(const char* s, std::streamsize n) override {
        std::lock_guard<std::recursive_mutex> lock(m_mutex);
        return std::stringbuf::xsputn(s, n);
    }
    int_type overflow(int_type c) override {
        std::lock_guard<std::recursive_mutex> lock(m_mutex);
        return std::stringbuf::overflow(c);
    }

private:
    std::recursive_mutex m_mutex;
};

struct Harness {
    SafeBuffer buffer;
    std::ostream out{&buffer};
    uci::Session session{out};

    std::string run(std::initializer_list<const char*> lines) {
        for (const char* l : lines) session.handle(l);
        session.waitForSearch();
        return buffer.text();
    }
    // Waits until text appears in the output (or the timeout passes).
    bool waitFor(const std::string& text, std::chrono::milliseconds timeout) {
        const auto end = std::chrono::steady_clock::now() + timeout;
        while (std::chrono::steady_clock::now() < end) {
            if (buffer.text().find(text) != std::string::npos) return true;
            std::this_thread::sleep_for(5ms);
        }
        return false;
    }
};

int countOf(const std::string& text, const std::string& what) {
    int n = 0;
    for (std::size_t p = text.find(what); p != std::string::npos; p = text.find(what, p + 1)) ++n;
    return n;
}

// How many `info string stats` lines the output has for one depth.
int statsLinesFor(const std::string& text, int depth) {
    return countOf(text, "info string stats depth " + std::to_string(depth) + " ");
}

// The last `info depth …` line before the final bestmove (stats lines skipped).
std::string lastInfoBeforeBestmove(const std::string& text) {
    std::istringstream in(text);
    std::vector<std::string> lines;
    for (std::string l; std::getline(in, l);) lines.push_back(l);
    std::string found;
    for (const std::string& l : lines) {
        if (l.rfind("info depth", 0) == 0) found = l;
        if (l.rfind("bestmove", 0) == 0) return found;
    }
    return {};
}

} // namespace

class TestUci : public QObject {
    Q_OBJECT
private slots:
    void handshake() {
        Harness h;
        const std::string out = h.run({"uci"});
        QVERIFY(out.find("id name Eschess") != std::string::npos);
        QVERIFY(out.find("option name Searcher type combo default " + defaultSearcherName()) != std::string::npos);
        for (const char* o : {"option name Hash type spin", "option name Threads type spin", "option name MultiPV",
                              "option name Ponder type check", "option name UCI_LimitStrength type check",
                              "option name UCI_Elo type spin default 1500 min 800 max 2400", "option name NullMove type check",
                              "option name LMR type check", "option name Move Overhead",
                              "option name Use NNUE type check default true"})
            QVERIFY2(out.find(o) != std::string::npos, o);
        QVERIFY(out.rfind("uciok\n") == out.size() - 6);
        QCOMPARE(h.run({"isready"}).substr(out.size()), std::string("readyok\n"));
    }

    // `setoption name Hash` beyond the machine's memory: an `info string error`, the old table
    // kept, the session alive.
    void hashTooLargeIsAnError() {
        Harness h;
        std::string out;
        {
            eschess::test::AddressSpaceCap cap(512);
            QVERIFY(cap.ok());
            out = h.run({"setoption name Searcher value eschess", "setoption name Hash value 4096"});
        }
        QVERIFY2(out.find("info string error: ") != std::string::npos && out.find("Hash") != std::string::npos, out.c_str());
        out = h.run({"position startpos", "go depth 3"});
        QVERIFY(out.find("bestmove ") != std::string::npos);
    }

    void perftDivide() {
        Harness h;
        std::string out = h.run({"position startpos", "go perft 5"});
        QVERIFY(out.find("Nodes searched: 4865609\n") != std::string::npos);
        QVERIFY(out.find("e2e4: 405385\n") != std::string::npos);
        out = h.run({"position fen r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", "perft 3"});
        QVERIFY(out.find("Nodes searched: 97862\n") != std::string::npos);
        QVERIFY(out.find("e1g1: ") != std::string::npos);
    }

    void positionWithMoves() {
        Harness h;
        const std::string out = h.run({"position startpos moves e2e4 e7e5 g1f3", "d"});
        QVERIFY(out.find("Fen: rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2") != std::string::npos);
    }

    void malformedInputIsReportedAndIgnored() {
        Harness h;
        h.run({"position startpos moves e2e4"});
        const std::string fenBefore = h.session.position().fen();
        const char* bad[] = {"position fen xyz",
                             "position fen 8/8/8/8/8/8/8/8 w - - 0 1",
                             "position startpos moves e2e5",
                             "position startpos moves e2e4 zz",
                             "position",
                             "position banana",
                             "go depth abc",
                             "go wtime",
                             "go nodes -3",
                             "go perft x",
                             "go frobnicate 3",
                             "setoption name Hash value -5",
                             "setoption name Threads value many",
                             "setoption name NoSuchOption value 1",
                             "setoption value 3",
                             "setoption name Searcher value nonexistent",
                             "setoption name MultiPV value 11",
                             "perft 99",
                             "bench abc",
                             "bench 3 /nonexistent/net.nnue",
                             "bench 3 hce extra",
                             "\x01\x02\x03",
                             "xyzzy 1 2 3"};
        int n = 0;
        for (const char* line : bad) {
            h.session.handle(line);
            h.session.waitForSearch();
            ++n;
            QCOMPARE(countOf(h.buffer.text(), "info string error: "), n);
        }
        QCOMPARE(h.session.position().fen(), fenBefore);
        // A very long line of junk is refused too, and the session still answers.
        h.session.handle(std::string(100000, 'x'));
        QCOMPARE(countOf(h.buffer.text(), "info string error: "), n + 1);
        const std::string out = h.run({"isready"});
        QVERIFY(out.size() >= 8 && out.substr(out.size() - 8) == "readyok\n");
    }

    // An illegal move in searchmoves ends the list, so it reads as the next go parameter: the
    // message names it as an illegal move, and no search starts.
    void illegalSearchMoveIsNamed() {
        Harness h;
        const std::string out = h.run({"position startpos", "go nodes 1000 searchmoves e2e4 a1a8"});
        QVERIFY2(out.find("info string error: go: 'a1a8' is not a legal move in this position") != std::string::npos,
                 out.c_str());
        QVERIFY(out.find("bestmove") == std::string::npos);
        const std::string other = h.run({"go nodes 1000 frobnicate"});
        QVERIFY2(other.find("info string error: go: unknown parameter 'frobnicate'") != std::string::npos, other.c_str());
    }

    void depthSearchReportsAndMoves() {
        Harness h;
        const std::string out = h.run({"position startpos", "go depth 6"});
        QVERIFY(out.find("info depth 6 ") != std::string::npos);
        QVERIFY(out.find("info string stats depth 6 nodes ") != std::string::npos);
        QVERIFY(out.find(" qnodes ") != std::string::npos && out.find(" ttprobes ") != std::string::npos &&
                out.find(" ebf ") != std::string::npos);
        QCOMPARE(countOf(out, "bestmove "), 1);
        QVERIFY(out.find("score cp ") != std::string::npos);
        QVERIFY(out.find(" hashfull ") != std::string::npos);
    }

    void stoppedSearchSendsEachDepthsStatsOnce() {
        // 30,000 nodes end the search inside an iteration, so its closing report repeats the
        // last completed depth with the total nodes. The counters of that depth were sent once
        // already; a GUI listing them per depth must not get them twice. An unfinished
        // iteration whose best move changed reports that move under its own depth instead, so
        // the test leaves that off to be sure of a repeated depth whatever the node count ends.
        Harness h;
        const std::string out =
            h.run({"setoption name UnfinishedIteration value false", "position startpos", "go nodes 30000"});
        const std::string last = lastInfoBeforeBestmove(out);
        QVERIFY2(last.find(" nodes 30000 ") != std::string::npos, last.c_str());
        const std::string depthWord = last.substr(0, last.find(" seldepth")); // "info depth D"
        const int depth = std::stoi(depthWord.substr(depthWord.rfind(' ') + 1));
        QCOMPARE(countOf(out, depthWord + " "), 2); // its own report and the closing one
        // Each depth's stats line once, the closing depth's too (its report was not repeated).
        for (int d = 1; d <= depth; ++d) QCOMPARE(statsLinesFor(out, d), 1);
    }

    // The same with UnfinishedIteration on (the default), over node counts that end in
    // different places: the closing report names either the last completed depth or the
    // unfinished one whose move it plays, and in neither case sends counters again; every
    // completed depth's counters come exactly once, and the unfinished depth's never. Most
    // counts end with the last completed depth's move (in one middlegame about one count in
    // fifty does not, hence its finer steps); the sweep must meet both closings.
    void stoppedSearchByDefaultSendsEachDepthsStatsOnce() {
        struct Sweep {
            const char* position;
            int first, last, step;
        };
        const Sweep sweeps[] = {
            {"position startpos", 10000, 100000, 10000},
            {"position fen r1bqrnk1/pp2bppp/2p2n2/3p2B1/3P4/2NBPN2/PPQ2PPP/R4RK1 w - - 7 11", 10000, 40000, 2000}};
        int closedOnCompleted = 0, closedOnUnfinished = 0;
        for (const Sweep& sweep : sweeps) {
            for (int nodes = sweep.first; nodes <= sweep.last; nodes += sweep.step) {
                Harness h;
                const std::string go = "go nodes " + std::to_string(nodes);
                const std::string out = h.run({sweep.position, go.c_str()});
                const std::string last = lastInfoBeforeBestmove(out);
                QVERIFY2(last.find(" nodes " + std::to_string(nodes) + " ") != std::string::npos, last.c_str());
                const std::string depthWord = last.substr(0, last.find(" seldepth"));
                const int closingDepth = std::stoi(depthWord.substr(depthWord.rfind(' ') + 1));
                int completed = 0;
                while (statsLinesFor(out, completed + 1) > 0) ++completed;
                QVERIFY2(completed >= 3, out.c_str());
                for (int d = 1; d <= completed; ++d) QCOMPARE(statsLinesFor(out, d), 1);
                QVERIFY2(closingDepth == completed || closingDepth == completed + 1, last.c_str());
                // A completed depth closing the search was reported before: its line comes twice.
                if (closingDepth == completed) QVERIFY2(countOf(out, depthWord + " ") >= 2, out.c_str());
                (closingDepth == completed ? closedOnCompleted : closedOnUnfinished) += 1;
            }
        }
        // If a change to the search makes this fail, choose counts that end in both ways again.
        QVERIFY2(closedOnCompleted > 0 && closedOnUnfinished > 0,
                 ("completed " + std::to_string(closedOnCompleted) + ", unfinished " +
                  std::to_string(closedOnUnfinished)).c_str());
    }

    // The model behind UCI_ShowWDL: a level score is as likely to win as to lose, more score
    // wins more and loses less, the same score is more often a draw in an endgame, a mate is
    // certain, and the score the fit calls `a` wins half the games (with all the material on
    // the board, a = 57 cp: tools/fit-wdl.py on gen4).
    void wdlModel() {
        for (int material : {0, 10, 30, 50, 78, 100}) {
            const Wdl level = wdlFromScore(0, material);
            QCOMPARE(level.win, level.loss);
            QCOMPARE(level.win + level.draw + level.loss, 1000);
            int lastWin = -1, lastLoss = 1001;
            for (Value v = -1500; v <= 1500; v += 50) {
                const Wdl w = wdlFromScore(v, material);
                QCOMPARE(w.win + w.draw + w.loss, 1000);
                QVERIFY(w.draw >= 0 && w.win >= lastWin && w.loss <= lastLoss);
                lastWin = w.win;
                lastLoss = w.loss;
            }
        }
        QVERIFY(wdlFromScore(150, 20).draw > wdlFromScore(150, 78).draw);
        QCOMPARE(wdlFromScore(57, 78).win, 500);
        const Wdl mate = wdlFromScore(mateIn(5), 40), mated = wdlFromScore(-mateIn(4), 40);
        QVERIFY(mate.win == 1000 && mate.draw == 0 && mated.loss == 1000 && mated.draw == 0);
        // Material: pawns 1, minor pieces 3, rooks 5, queens 9 (the start position: 78).
        QCOMPARE(wdlMaterial(Position()), 78);
        auto kqk = Position::fromFen("8/8/8/4k3/8/8/8/3QK3 w - - 0 1");
        QVERIFY(kqk.ok());
        QCOMPARE(wdlMaterial(*kqk), 9);
    }

    // UCI_ShowWDL adds `wdl W D L` after the score of every info line; off by default.
    void showWdlOption() {
        Harness h;
        QVERIFY(h.run({"uci"}).find("option name UCI_ShowWDL type check default false") != std::string::npos);
        const std::string plain = h.run({"position startpos", "go depth 5"});
        QVERIFY(plain.find(" wdl ") == std::string::npos);
        const std::string out =
            h.run({"setoption name UCI_ShowWDL value true", "go depth 5"}).substr(plain.size()); // this search's
        QVERIFY(out.find("info string error") == std::string::npos);
        int lines = 0;
        std::istringstream in(out);
        for (std::string l; std::getline(in, l);) {
            if (l.rfind("info depth", 0) != 0 || l.find(" score ") == std::string::npos) continue;
            ++lines;
            const std::size_t at = l.find(" wdl ");
            QVERIFY2(at != std::string::npos && at > l.find(" score "), l.c_str());
            std::istringstream nums(l.substr(at + 5));
            int w = -1, d = -1, loss = -1;
            nums >> w >> d >> loss;
            QVERIFY2(w >= 0 && d >= 0 && loss >= 0 && w + d + loss == 1000, l.c_str());
        }
        QVERIFY(lines >= 5);
        const std::string bad = h.run({"setoption name UCI_ShowWDL value maybe"});
        QVERIFY(bad.find("info string error: UCI_ShowWDL must be true or false, got 'maybe'") != std::string::npos);
    }

    void minimaxNodeCount() {
        if (!makeSearcher("minimax")) QSKIP("the minimax searcher is not in this build yet");
        Harness h;
        const std::string out =
            h.run({"setoption name Searcher value minimax",
                   "position fen r1bqrnk1/pp2bppp/2p2n2/3p2B1/3P4/2NBPN2/PPQ2PPP/R4RK1 w - - 7 11", "go depth 3"});
        const std::string info = lastInfoBeforeBestmove(out);
        QVERIFY2(info.find(" nodes 70119 ") != std::string::npos, info.c_str());
    }

    void mateSearch() {
        Harness h;
        const std::string out = h.run({"position fen 2q3k1/2p1npp1/8/3N4/8/8/2Q4R/1B4K1 w - - 0 1", "go mate 2"});
        QVERIFY(out.find("score mate 2 ") != std::string::npos);
        QVERIFY(out.find("bestmove h2h8") != std::string::npos);
        // The defender sees mate in 3 by depth 9 (depth 8 before the minor-piece correction history).
        const std::string mated = h.run({"position fen 2k5/8/2K2R2/8/8/8/8/8 b - - 0 1", "go depth 10"});
        QVERIFY(mated.find("score mate -3 ") != std::string::npos);
        QVERIFY(mated.find("bestmove c8b8") != std::string::npos);
    }

    void multiPv() {
        Harness h;
        const std::string out = h.run({"setoption name MultiPV value 3", "position startpos", "go depth 5"});
        QVERIFY(out.find("info depth 5 seldepth") != std::string::npos);
        QVERIFY(out.find(" multipv 3 ") != std::string::npos);
        QCOMPARE(countOf(out, " multipv 1 "), countOf(out, " multipv 3 "));
        QVERIFY(out.find("info string MultiPV") == std::string::npos);
        // A searcher of the family that follows one line says so, and gives that one.
        const std::string one =
            h.run({"setoption name Searcher value minimax", "setoption name MultiPV value 3", "go depth 2"}).substr(out.size());
        QVERIFY2(one.find("info string MultiPV 3 asked, but the searcher minimax gives at most 1 line\n") !=
                     std::string::npos,
                 one.c_str());
        QVERIFY(one.find(" multipv 2 ") == std::string::npos);
        QVERIFY(one.find("bestmove ") != std::string::npos);
    }

    void stopAndIsReadyAnswerAtOnce() {
        Harness h;
        h.session.handle("position startpos");
        h.session.handle("go infinite");
        std::this_thread::sleep_for(100ms);
        QVERIFY(h.buffer.text().find("bestmove") == std::string::npos); // infinite: never on its own
        const auto t0 = std::chrono::steady_clock::now();
        h.session.handle("isready");
        QVERIFY(h.waitFor("readyok", 200ms));
        h.session.handle("stop");
        QVERIFY(h.waitFor("bestmove", 500ms));
        QVERIFY(std::chrono::steady_clock::now() - t0 < 700ms);
        // Stop immediately after go (before the search has started) still stops.
        h.session.handle("go infinite");
        h.session.handle("stop");
        h.session.waitForSearch();
        QCOMPARE(countOf(h.buffer.text(), "bestmove"), 2);
    }

    void ponderThenPonderhit() {
        Harness h;
        h.session.handle("position startpos moves e2e4");
        h.session.handle("go ponder wtime 1000 btime 1000");
        std::this_thread::sleep_for(300ms);
        QVERIFY(h.buffer.text().find("bestmove") == std::string::npos);
        h.session.handle("ponderhit");
        QVERIFY(h.waitFor("bestmove", 1000ms));
    }

    void movetimeIsKept() {
        Harness h;
        const auto t0 = std::chrono::steady_clock::now();
        h.run({"position startpos", "go movetime 300"});
        const auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - t0);
        QVERIFY2(ms.count() >= 250 && ms.count() < 800, std::to_string(ms.count()).c_str());
    }

    void clockIsRespected() {
        Harness h;
        const auto t0 = std::chrono::steady_clock::now();
        const std::string out = h.run({"position startpos", "go wtime 200 btime 200 winc 10 binc 10"});
        const auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - t0);
        QVERIFY2(ms.count() < 150, std::to_string(ms.count()).c_str());
        QCOMPARE(countOf(out, "bestmove "), 1);
    }

    void noLegalMoves() {
        Harness h;
        const std::string out =
            h.run({"position fen r1bqkb1r/pppp1Qpp/2n2n2/4p3/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 0 4", "go depth 3"});
        QVERIFY(out.find("bestmove 0000") != std::string::npos);
    }

    // `eval` lists the hand-written terms and, while the search uses the network (the
    // default), the network's evaluation too.
    void evalCommand() {
        Harness h;
        std::string out = h.run({"position startpos moves e2e4", "eval"});
        QVERIFY2(out.find(" Final evaluation: ") != std::string::npos, out.c_str());
        if (nnue::embeddedNetwork()) {
            const int cp = nnue::evaluateFull(*nnue::embeddedNetwork(), *Position::fromFen(
                "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"));
            QVERIFY2(out.find(" NNUE evaluation: " + std::to_string(-cp) + " cp (White's view), " + std::to_string(cp) +
                              " cp for the side to move") != std::string::npos,
                     out.c_str());
        }
        const std::size_t before = out.size();
        out = h.run({"setoption name Use NNUE value false", "eval"});
        QVERIFY(out.substr(before).find("Final evaluation") != std::string::npos);
        QCOMPARE(out.substr(before).find("NNUE evaluation"), std::string::npos);
    }

    void benchCommand() {
        Harness h;
        const std::string out = h.run({"bench 3"});
        QVERIFY(out.find("Nodes searched: ") != std::string::npos);
        QVERIFY(QString::fromStdString(out).contains(QRegularExpression("\\n\\d+ nodes \\d+ nps\\n$")));
    }
};

QTEST_APPLESS_MAIN(TestUci)
#include "tst_uci.moc"
