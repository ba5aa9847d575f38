// The tapered evaluation: colour symmetry, the incremental table sum, and a few terms.
#include "core/movegen.h"
#include "eval/tapered.h"
#include "search/bench.h"

#include <QtTest>

#include <cctype>
#include <random>
#include <sstream>

using namespace eschess;

namespace {

// The same position with colours swapped and the board turned upside down.
std::string mirrorFen(const std::string& fen) {
    std::istringstream in(fen);
    std::string board, side, castling, ep, half = "0", full = "1";
    in >> board >> side >> castling >> ep >> half >> full;
    std::vector<std::string> ranks;
    std::string cur;
    for (char c : board) {
        if (c == '/') {
            ranks.push_back(cur);
            cur.clear();
        } else {
            cur += std::isupper(static_cast<unsigned char>(c)) ? char(std::tolower(c)) : char(std::toupper(c));
        }
    }
    ranks.push_back(cur);
    std::string out;
    for (auto it = ranks.rbegin(); it != ranks.rend(); ++it) out += (out.empty() ? "" : "/") + *it;
    std::string cas;
    if (castling == "-") cas = "-";
    else {
        for (char c : std::string("KQkq"))
            if (castling.find(c) != std::string::npos) cas += std::isupper(static_cast<unsigned char>(c)) ? char(std::tolower(c)) : char(std::toupper(c));
        std::string ordered;
        for (char c : std::string("KQkq"))
            if (cas.find(c) != std::string::npos) ordered += c;
        cas = ordered;
    }
    if (ep != "-") ep = std::string(1, ep[0]) + (ep[1] == '3' ? "6" : "3");
    return out + " " + (side == "w" ? "b" : "w") + " " + cas + " " + ep + " " + half + " " + full;
}

std::vector<std::string> samplePositions() {
    std::vector<std::string> fens = benchPositions();
    // Random playouts from each bench position add many more ordinary positions.
    std::mt19937 rng(12345);
    const std::size_t base = fens.size();
    for (std::size_t i = 0; i < base; ++i) {
        auto pos = Position::fromFen(fens[i]);
        for (int ply = 0; ply < 40; ++ply) {
            MoveList moves = legalMoves(*pos);
            if (moves.empty()) break;
            pos->makeMove(moves[int(rng() % unsigned(moves.size()))]);
            if (ply % 4 == 3) fens.push_back(pos->fen());
        }
    }
    return fens;
}

} // namespace

class TestTapered : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        Position::init();
        initTaperedEval();
    }

    void mirrorHelper() {
        QCOMPARE(mirrorFen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"),
                 std::string("rnbqkbnr/pppp1ppp/8/4p3/8/8/PPPPPPPP/RNBQKBNR w KQkq e6 0 1"));
    }

    void symmetricUnderColourFlip() {
        const auto fens = samplePositions();
        QVERIFY(fens.size() > 100);
        for (const std::string& fen : fens) {
            auto a = Position::fromFen(fen);
            auto b = Position::fromFen(mirrorFen(fen));
            QVERIFY2(a.ok() && b.ok(), fen.c_str());
            QVERIFY2(evaluate(*a) == evaluate(*b), (fen + " vs " + mirrorFen(fen)).c_str());
            QCOMPARE(evaluateWhite(*a), -evaluateWhite(*b));
        }
    }

    void startIsBalanced() {
        Position start;
        start.refreshPsq();
        QCOMPARE(evaluateWhite(start), 0);
        QCOMPARE(evaluate(start), gEvalWeights.tempo);
    }

    void incrementalSumMatches() {
        std::mt19937 rng(7);
        auto pos = Position::fromFen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
        pos->refreshPsq();
        for (int i = 0; i < 3000; ++i) {
            MoveList moves = legalMoves(*pos);
            if (moves.empty() || pos->halfmoveClock() > 60) {
                pos = Position::fromFen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
                pos->refreshPsq();
                continue;
            }
            pos->makeMove(moves[int(rng() % unsigned(moves.size()))]);
            QCOMPARE(pos->psq(PsqTapered), pos->computePsq(PsqTapered));
        }
    }

    void materialAndTerms() {
        // A queen up is worth far more than a pawn up; the side to move's view flips the sign.
        auto queenUp = Position::fromFen("4k3/8/8/8/8/8/3Q4/4K3 w - - 0 1");
        queenUp->refreshPsq();
        QVERIFY(evaluate(*queenUp) > 800);
        auto black = Position::fromFen("4k3/8/8/8/8/8/3Q4/4K3 b - - 0 1");
        black->refreshPsq();
        QVERIFY(evaluate(*black) < -800);
        // A passed pawn on the seventh beats one on the second.
        auto far = Position::fromFen("4k3/P7/8/8/8/8/8/4K3 w - - 0 1");
        auto near = Position::fromFen("4k3/8/8/8/8/8/P7/4K3 w - - 0 1");
        far->refreshPsq();
        near->refreshPsq();
        QVERIFY(evaluateWhite(*far) > evaluateWhite(*near) + 50);
        // The bishop pair counts: two bishops beat bishop and knight, all else equal.
        auto pair = Position::fromFen("4k3/pppp4/8/8/8/8/PPPP4/2B1KB2 w - - 0 1");
        auto mixed = Position::fromFen("4k3/pppp4/8/8/8/8/PPPP4/2B1KN2 w - - 0 1");
        pair->refreshPsq();
        mixed->refreshPsq();
        QVERIFY(evaluateWhite(*pair) > evaluateWhite(*mixed));
    }

    void traceNamesTerms() {
        Position start;
        const std::string t = evalTrace(start);
        for (const char* term : {"Material+PSQ", "Mobility", "Pawns", "Passed", "King safety", "Pieces", "Threats",
                                 "Final evaluation: 0 cp"})
            QVERIFY2(t.find(term) != std::string::npos, term);
    }
};

QTEST_APPLESS_MAIN(TestTapered)
#include "tst_tapered.moc"
