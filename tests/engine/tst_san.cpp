// SAN writing and reading: disambiguation, captures, castling, promotions, suffixes, errors.
#include "core/movegen.h"
#include "notation/san.h"
#include "notation/uci_move.h"

#include <QElapsedTimer>
#include <QtTest>

using namespace eschess;

namespace {

Position fromFen(const QString& fen) {
    auto pos = Position::fromFen(fen.toStdString());
    if (!pos) qFatal("bad test FEN %s: %s", qPrintable(fen), pos.error().c_str());
    return *pos;
}

Move uci(const Position& pos, const QString& text) {
    auto m = parseUciMove(pos, text.toStdString());
    if (!m) qFatal("bad test move %s: %s", qPrintable(text), m.error().c_str());
    return *m;
}

const QString kTwoKnights = QStringLiteral("4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1");
const QString kTwoRooks = QStringLiteral("4k3/8/8/R7/8/8/8/R3K3 w - - 0 1");
const QString kThreeQueens = QStringLiteral("8/2k5/8/8/4Q2Q/8/8/K6Q w - - 0 1");
const QString kCastling = QStringLiteral("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
const QString kPromotion = QStringLiteral("3n4/4P3/8/k7/8/8/8/4K3 w - - 0 1");

} // namespace

class TestSan : public QObject {
    Q_OBJECT
  private slots:
    // Writing: each row is a position, a legal move in UCI and its exact SAN.
    void write_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("move");
        QTest::addColumn<QString>("san");
        const QString start =
            QString::fromLatin1(Position::kStartFen.data(), int(Position::kStartFen.size()));
        QTest::newRow("pawn push") << start << "e2e4"
                                   << "e4";
        QTest::newRow("knight") << start << "g1f3"
                                << "Nf3";
        QTest::newRow("by file b") << kTwoKnights << "b1d2"
                                   << "Nbd2";
        QTest::newRow("by file f") << kTwoKnights << "f1d2"
                                   << "Nfd2";
        QTest::newRow("no need") << kTwoKnights << "b1c3"
                                 << "Nc3";
        QTest::newRow("by rank 1") << kTwoRooks << "a1a3"
                                   << "R1a3";
        QTest::newRow("by rank 5") << kTwoRooks << "a5a3"
                                   << "R5a3";
        QTest::newRow("by both") << kThreeQueens << "h4e1"
                                 << "Qh4e1";
        QTest::newRow("queen by file") << kThreeQueens << "e4e1"
                                       << "Qee1";
        QTest::newRow("queen by rank") << kThreeQueens << "h1e1"
                                       << "Q1e1";
        QTest::newRow("piece capture") << "4k3/8/8/4p3/8/5N2/8/4K3 w - - 0 1"
                                       << "f3e5"
                                       << "Nxe5";
        QTest::newRow("pawn capture") << "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1"
                                      << "e4d5"
                                      << "exd5";
        QTest::newRow("en passant") << "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1"
                                    << "e5d6"
                                    << "exd6";
        QTest::newRow("O-O") << kCastling << "e1g1"
                             << "O-O";
        QTest::newRow("O-O-O") << kCastling << "e1c1"
                               << "O-O-O";
        QTest::newRow("black O-O-O") << "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1"
                                     << "e8c8"
                                     << "O-O-O";
        QTest::newRow("promotion") << "8/4P3/8/8/8/8/k7/4K3 w - - 0 1"
                                   << "e7e8q"
                                   << "e8=Q";
        QTest::newRow("underpromotion") << "8/4P3/8/8/8/8/k7/4K3 w - - 0 1"
                                        << "e7e8n"
                                        << "e8=N";
        QTest::newRow("capture promotion check") << kPromotion << "e7d8q"
                                                 << "exd8=Q+";
        QTest::newRow("check") << "4k3/8/8/8/8/8/8/4K2R w - - 0 1"
                               << "h1h8"
                               << "Rh8+";
        QTest::newRow("mate") << "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2"
                              << "d8h4"
                              << "Qh4#";
        QTest::newRow("pinned knight needs no file") << "4k3/4r3/8/8/8/8/4N3/1N2K3 w - - 0 1"
                                                     << "b1c3"
                                                     << "Nc3";
    }
    void write() {
        QFETCH(QString, fen);
        QFETCH(QString, move);
        QFETCH(QString, san);
        const Position pos = fromFen(fen);
        QCOMPARE(QString::fromStdString(toSan(pos, uci(pos, move))), san);
    }

    // Reading: text (strict or lenient) and the move it must name.
    void read_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("san");
        QTest::addColumn<QString>("move");
        const QString start =
            QString::fromLatin1(Position::kStartFen.data(), int(Position::kStartFen.size()));
        QTest::newRow("e4") << start << "e4"
                            << "e2e4";
        QTest::newRow("Nf3!") << start << "Nf3!"
                              << "g1f3";
        QTest::newRow("Nf3?!") << start << "Nf3?!"
                               << "g1f3";
        QTest::newRow("Nbd2") << kTwoKnights << "Nbd2"
                              << "b1d2";
        QTest::newRow("Nfd2") << kTwoKnights << "Nfd2"
                              << "f1d2";
        QTest::newRow("R5a3") << kTwoRooks << "R5a3"
                              << "a5a3";
        QTest::newRow("Qh4e1") << kThreeQueens << "Qh4e1"
                               << "h4e1";
        QTest::newRow("Qee1") << kThreeQueens << "Qee1"
                              << "e4e1";
        QTest::newRow("long form") << start << "Ng1-f3"
                                   << "g1f3";
        QTest::newRow("exd6") << "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1"
                              << "exd6"
                              << "e5d6";
        QTest::newRow("exd6 e.p.") << "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1"
                                   << "exd6 e.p."
                                   << "e5d6";
        QTest::newRow("O-O") << kCastling << "O-O"
                             << "e1g1";
        QTest::newRow("0-0") << kCastling << "0-0"
                             << "e1g1";
        QTest::newRow("O-O-O+") << kCastling << "O-O-O+"
                                << "e1c1";
        QTest::newRow("0-0-0") << kCastling << "0-0-0"
                               << "e1c1";
        QTest::newRow("e8=Q") << kPromotion << "exd8=Q+"
                              << "e7d8q";
        QTest::newRow("e8Q") << "8/4P3/8/8/8/8/k7/4K3 w - - 0 1"
                             << "e8Q"
                             << "e7e8q";
        QTest::newRow("e8q") << "8/4P3/8/8/8/8/k7/4K3 w - - 0 1"
                             << "e8q"
                             << "e7e8q";
        QTest::newRow("e8=N") << "8/4P3/8/8/8/8/k7/4K3 w - - 0 1"
                              << "e8=N"
                              << "e7e8n";
        QTest::newRow("Qh4#") << "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2"
                              << "Qh4#"
                              << "d8h4";
    }
    void read() {
        QFETCH(QString, fen);
        QFETCH(QString, san);
        QFETCH(QString, move);
        const Position pos = fromFen(fen);
        auto m = parseSan(pos, san.toStdString());
        QVERIFY2(m.ok(), m.error().c_str());
        QCOMPARE(*m, uci(pos, move));
    }

    // Every legal move of some busy positions reads back from its own SAN.
    void roundTrip() {
        for (const char* fen : {"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
                                "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
                                "8/2k5/8/8/4Q2Q/8/8/K6Q w - - 0 1"}) {
            const Position pos = *Position::fromFen(fen);
            int count = 0;
            for (Move m : legalMoves(pos)) {
                const std::string san = toSan(pos, m);
                auto back = parseSan(pos, san);
                QVERIFY2(back.ok(), (san + ": " + back.error()).c_str());
                QCOMPARE(back->raw(), m.raw());
                ++count;
            }
            QVERIFY(count > 0);
        }
    }

    void errors_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("san");
        QTest::addColumn<QString>("error");
        const QString start =
            QString::fromLatin1(Position::kStartFen.data(), int(Position::kStartFen.size()));
        QTest::newRow("ambiguous") << kTwoKnights << "Nd2"
                                   << "'Nd2' is ambiguous here (could be Nbd2, Nfd2)";
        QTest::newRow("ambiguous rooks") << kTwoRooks << "Ra3"
                                         << "'Ra3' is ambiguous here (could be R1a3, R5a3)";
        QTest::newRow("illegal") << start << "Ke2"
                                 << "'Ke2' is not a legal move here (no white king can move to e2)";
        QTest::newRow("no such piece") << kTwoKnights << "Qd2"
                                       << "'Qd2' is not a legal move here (white has no queen)";
        QTest::newRow("bad square")
            << start << "Qx9"
            << "'Qx9' is not a legal move here (cannot read it as SAN: no destination "
               "square at the end)";
        QTest::newRow("no promotion piece")
            << "8/4P3/8/8/8/8/k7/4K3 w - - 0 1"
            << "e8"
            << "'e8' is not a legal move here (a pawn reaching e8 must promote, e.g. e8=Q)";
        QTest::newRow("promote to king")
            << "8/4P3/8/8/8/8/k7/4K3 w - - 0 1"
            << "e8=K"
            << "'e8=K' is not a legal move here (cannot read it as SAN: no destination "
               "square at the end)";
        QTest::newRow("castling blocked")
            << start << "O-O"
            << "'O-O' is not a legal move here (kingside castling is not possible for white)";
        QTest::newRow("capture of nothing")
            << start << "Nxf3"
            << "'Nxf3' is not a legal move here (it marks a capture but f3 is empty)";
        QTest::newRow("P prefix")
            << start << "Pe4"
            << "'Pe4' is not a legal move here (pawn moves are written without a P, e.g. e4 or exd5)";
        QTest::newRow("empty") << start << ""
                               << "empty move text";
        QTest::newRow("garbage")
            << start << "N?f3zz"
            << "'N?f3zz' is not a legal move here (cannot read it as SAN: no destination square "
               "at the end)";
        QTest::newRow("extra") << start << "Nqf3"
                               << "'Nqf3' is not a legal move here (cannot read it as SAN: unexpected 'q')";
    }
    void errors() {
        QFETCH(QString, fen);
        QFETCH(QString, san);
        QFETCH(QString, error);
        auto m = parseSan(fromFen(fen), san.toStdString());
        QVERIFY(!m.ok());
        QCOMPARE(QString::fromStdString(m.error()), error);
    }

    void lines() {
        const Position start;
        std::vector<Move> moves;
        Position p = start;
        for (const char* u : {"e2e4", "e7e5", "g1f3", "b8c6", "f1b5"}) {
            moves.push_back(uci(p, QString::fromLatin1(u)));
            p.makeMove(moves.back());
        }
        QCOMPARE(QString::fromStdString(toSanLine(start, moves)),
                 QStringLiteral("1. e4 e5 2. Nf3 Nc6 3. Bb5"));
        QCOMPARE(QString::fromStdString(toSanLine(start, moves, false)), QStringLiteral("e4 e5 Nf3 Nc6 Bb5"));

        const Position black =
            fromFen(QStringLiteral("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 12"));
        const std::vector<Move> rest(moves.begin() + 1, moves.end());
        QCOMPARE(QString::fromStdString(toSanLine(black, rest)),
                 QStringLiteral("12... e5 13. Nf3 Nc6 14. Bb5"));

        const std::vector<std::string> list = toSanList(start, moves);
        QCOMPARE(list.size(), size_t(5));
        QCOMPARE(QString::fromStdString(list[3]), QStringLiteral("Nc6"));
        // An illegal move has no SAN and ends a line.
        QCOMPARE(QString::fromStdString(toSan(start, Move(SqE2, SqE5))), QStringLiteral("e2e5?"));
        QCOMPARE(QString::fromStdString(toSan(start, Move::none())), QStringLiteral("--"));
        std::vector<Move> broken = {moves[0], moves[0]};
        QCOMPARE(QString::fromStdString(toSanLine(start, broken)), QStringLiteral("1. e4"));
    }

    // toSan at the end of a long game: it used to copy the game's whole history to try the move
    // for check (now a copy from the FEN), so writing a game's SAN move by move (as writePgn does) took time quadratic in
    // its length — minutes for the 100,000 plies a 1 MiB PGN holds. 40,000 plies of knights
    // going back and forth (no capture or pawn move ends the history) take well under a second
    // now and several seconds before.
    void longGameInLinearTime() {
        Position p;
        const char* shuffle[] = {"g1f3", "g8f6", "f3g1", "f6g8"};
        QElapsedTimer timer;
        timer.start();
        std::string last;
        for (int ply = 0; ply < 40000; ++ply) {
            const Move m = uci(p, QString::fromLatin1(shuffle[ply % 4]));
            last = toSan(p, m);
            p.makeMove(m);
        }
        QCOMPARE(QString::fromStdString(last), QStringLiteral("Ng8"));
        QVERIFY2(timer.elapsed() < 3000, qPrintable(QStringLiteral("%1 ms").arg(timer.elapsed())));
        // The suffixes still come from the position itself.
        const Position mate = fromFen(QStringLiteral("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1"));
        QCOMPARE(QString::fromStdString(toSan(mate, uci(mate, QStringLiteral("a1a8")))), QStringLiteral("Ra8#"));
        QCOMPARE(QString::fromStdString(toSan(mate, uci(mate, QStringLiteral("a1a7")))), QStringLiteral("Ra7"));
        // toSanOnBoard: the same text, and the position given back as it was.
        Position board = p;
        const std::string fenBefore = board.fen();
        QCOMPARE(QString::fromStdString(toSanOnBoard(board, uci(board, QStringLiteral("g1f3")))), QStringLiteral("Nf3"));
        QCOMPARE(board.fen(), fenBefore);
        QCOMPARE(board.repetitionCount(), p.repetitionCount());
        Position mateBoard = mate;
        QCOMPARE(QString::fromStdString(toSanOnBoard(mateBoard, uci(mate, QStringLiteral("a1a8")))), QStringLiteral("Ra8#"));
        QCOMPARE(QString::fromStdString(toSanOnBoard(mateBoard, Move(SqE2, SqE5))), QStringLiteral("e2e5?"));
    }
};

QTEST_APPLESS_MAIN(TestSan)
#include "tst_san.moc"
