// The seed evaluators (docs/seeds.md): the material evaluator on the seeds' named positions, the terminal
// rules, the simplified evaluation's values and its incremental sum.
#include "core/movegen.h"
#include "eval/material.h"
#include "eval/simplified.h"
#include "notation/uci_move.h"

#include <QtTest>

#include <random>

using namespace eschess;

namespace {

Position fromFen(const QString& fen) {
    auto pos = Position::fromFen(fen.toStdString());
    if (!pos.ok()) qFatal("bad test FEN %s: %s", qPrintable(fen), pos.error().c_str());
    return *pos;
}

} // namespace

class TestEvaluation : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { Position::init(); }

    void material_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<int>("terminal");
        QTest::addColumn<int>("score");
        QTest::newRow("scholar's mate") << "r1bqkb1r/pppp1Qpp/2n2n2/4p3/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 0 4"
                                        << int(Terminal::Checkmate) << -kMate;
        QTest::newRow("Korchnoi-Karpov stalemate") << "8/5KBk/8/8/p7/P7/8/8 b - - 34 124" << int(Terminal::Stalemate)
                                                   << 0;
        QTest::newRow("Shirov sacrifice") << "8/8/4kpp1/3p1b2/p6P/2B5/6P1/6K1 b - - 0 47" << int(Terminal::None) << 200;
        QTest::newRow("Vladimirov thunderbolt") << "r4k1r/1b2bPR1/p4n2/3p4/4P2P/1q2B2B/PpP5/1K4R1 w - - 0 26"
                                                << int(Terminal::None) << -1000;
        QTest::newRow("start") << QString::fromLatin1(Position::kStartFen.data()) << int(Terminal::None) << 0;
        QTest::newRow("bare kings") << "8/8/4k3/8/8/3K4/8/8 w - - 0 1" << int(Terminal::InsufficientMaterial) << 0;
        QTest::newRow("king and bishop") << "8/8/4k3/8/8/3KB3/8/8 b - - 0 1" << int(Terminal::InsufficientMaterial)
                                         << 0;
        QTest::newRow("75 moves") << "8/8/4k3/8/8/3K4/8/7R b - - 150 120" << int(Terminal::SeventyFiveMoves) << 0;
        QTest::newRow("74.5 moves") << "8/8/4k3/8/8/3K4/8/7R b - - 149 120" << int(Terminal::None) << -500;
    }
    void material() {
        QFETCH(QString, fen);
        QFETCH(int, terminal);
        QFETCH(int, score);
        const Position pos = fromFen(fen);
        QCOMPARE(int(terminalState(pos)), terminal);
        MaterialEvaluator eval;
        QCOMPARE(eval.evaluate(pos), score);
        if (terminal == int(Terminal::None)) QCOMPARE(eval.heuristic(pos), score);
    }

    void fivefoldRepetition() {
        Position pos;
        const char* shuffle[] = {"g1f3", "g8f6", "f3g1", "f6g8"};
        for (int round = 0; round < 4; ++round) {
            QCOMPARE(int(terminalState(pos)), int(Terminal::None));
            for (const char* text : shuffle) {
                auto m = parseUciMove(pos, text);
                QVERIFY2(m.ok(), m.error().c_str());
                pos.makeMove(*m);
            }
        }
        QCOMPARE(pos.repetitionCount(), 4);
        QCOMPARE(int(terminalState(pos)), int(Terminal::FivefoldRepetition));
        QCOMPARE(MaterialEvaluator().evaluate(pos), 0);
    }

    void simplified_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<int>("score");
        QTest::newRow("start") << QString::fromLatin1(Position::kStartFen.data()) << 0;
        // 1.e4: the pawn leaves e2 (-20) for e4 (+20); Black to move sees -40.
        QTest::newRow("1.e4") << "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1" << -40;
        // 1.Nf3: the knight goes from b1... g1 (-40) to f3 (+10): +50 for White, -50 to move.
        QTest::newRow("1.Nf3") << "rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b KQkq - 1 1" << -50;
        // White: K e1 (0), Q d1 (900-5), pawn a7 (100+50). Black: K e8 (0). White to move.
        QTest::newRow("queen and pawn") << "4k3/P7/8/8/8/8/8/3QK3 w - - 0 1" << 895 + 150;
        // The same mirrored, Black to move: the same score.
        QTest::newRow("mirrored") << "3qk3/8/8/8/8/8/p7/4K3 b - - 0 1" << 895 + 150;
    }
    void simplified() {
        QFETCH(QString, fen);
        QFETCH(int, score);
        const Position pos = fromFen(fen);
        SimplifiedEvaluator eval;
        QCOMPARE(eval.heuristic(pos), score);
        QCOMPARE(pos.psq(PsqSimplified), simplifiedFromScratch(pos));
    }

    // Position adds and subtracts table entries on make/unmake; after thousands of random
    // moves (captures, promotions, castling, en passant included) the sum must equal the one
    // computed from scratch, and unmaking everything must restore the start.
    void incrementalMatchesScratch() {
        SimplifiedEvaluator eval;
        std::mt19937_64 rng(20261122);
        const char* starts[] = {"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
                                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                                "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1"};
        int checked = 0;
        for (const char* fen : starts) {
            for (int game = 0; game < 20; ++game) {
                Position pos = fromFen(QString::fromLatin1(fen));
                const std::int32_t startSum = pos.psq(PsqSimplified);
                int made = 0;
                for (; made < 150; ++made) {
                    const MoveList moves = legalMoves(pos);
                    if (moves.empty()) break;
                    pos.makeMove(moves[int(rng() % unsigned(moves.size()))]);
                    QCOMPARE(pos.psq(PsqSimplified), simplifiedFromScratch(pos));
                    QCOMPARE(pos.psq(PsqSimplified), pos.computePsq(PsqSimplified));
                    ++checked;
                }
                for (; made > 0; --made) {
                    pos.unmakeMove();
                    QCOMPARE(pos.psq(PsqSimplified), simplifiedFromScratch(pos));
                }
                QCOMPARE(pos.psq(PsqSimplified), startSum);
            }
        }
        QVERIFY(checked > 5000);
    }
};

QTEST_APPLESS_MAIN(TestEvaluation)
#include "tst_evaluation.moc"
