// Chess960: the starting positions, castling with the king and rook anywhere on the first rank
// (FEN letters, move generation, make/unmake, keys), the UCI and Polyglot spellings of castling,
// and the UCI option. Node counts are the published Chess960 perft values (Stockfish agrees).
#include "book/polyglot_move.h"
#include "core/chess960.h"
#include "core/movegen.h"
#include "core/perft.h"
#include "notation/epd.h"
#include "notation/pgn.h"
#include "notation/san.h"
#include "notation/uci_move.h"
#include "uci/session.h"

#include <QtTest>

#include <random>
#include <set>
#include <sstream>

using namespace eschess;

namespace {

Position fen960(const char* fen) {
    Parsed<Position> p = Position::fromFen(fen, true);
    if (!p) qFatal("%s: %s", fen, p.error().c_str());
    return *p;
}

Move castling(const Position& pos, bool kingSide) {
    for (Move m : legalMoves(pos))
        if (m.kind() == MoveKind::Castling && isKingSideCastling(m.to()) == kingSide) return m;
    return Move::none();
}

} // namespace

class TestChess960 : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase() { Position::init(); }

    void startPositions() {
        QCOMPARE(chess960BackRank(kChess960Standard), std::string("RNBQKBNR"));
        QCOMPARE(chess960BackRank(0), std::string("BBQNNRKR"));
        QCOMPARE(chess960BackRank(959), std::string("RKRNNQBB"));
        std::set<std::string> seen;
        for (int n = 0; n < kChess960Positions; ++n) {
            const std::string rank = chess960BackRank(n);
            seen.insert(rank);
            const auto b1 = rank.find('B'), b2 = rank.rfind('B');
            QVERIFY2(b1 != b2 && (b1 + b2) % 2 == 1, rank.c_str()); // bishops on squares of both colours
            const auto r1 = rank.find('R'), k = rank.find('K'), r2 = rank.rfind('R');
            QVERIFY2(r1 < k && k < r2, rank.c_str());
            const Parsed<Position> pos = Position::fromFen(chess960StartFen(n), true);
            QVERIFY2(pos.ok(), pos.error().c_str());
            QCOMPARE(pos->castlingRights(), int(AnyCastling));
            QCOMPARE(pos->castlingRookSquare(WhiteQueenSide), Square(r1));
            QCOMPARE(pos->castlingRookSquare(BlackKingSide), Square(SqA8 + int(r2)));
        }
        QCOMPARE(int(seen.size()), kChess960Positions);
        // The standard start read as Chess960 moves as the standard one does.
        Position standard = fen960(chess960StartFen(kChess960Standard).c_str());
        QCOMPARE(perft(standard, 4), std::uint64_t(197281));
    }

    void perftCounts_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<int>("depth");
        QTest::addColumn<qulonglong>("nodes");
        QTest::newRow("1") << "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9" << 4
                           << 326672ULL;
        QTest::newRow("2") << "2nnrbkr/p1qppppp/8/1ppb4/6PP/3PP3/PPP2P2/BQNNRBKR w HEhe - 1 9" << 4
                           << 667366ULL;
        QTest::newRow("3") << "b1q1rrkb/pppppppp/3nn3/8/P7/1PPP4/4PPPP/BQNNRKRB w GE - 1 9" << 4 << 273318ULL;
        QTest::newRow("4") << "qbbnnrkr/2pp2pp/p7/1p2pp2/8/P3PP2/1PPP1KPP/QBBNNR1R w hf - 0 9" << 4
                           << 382958ULL;
    }
    void perftCounts() {
        QFETCH(QString, fen);
        QFETCH(int, depth);
        QFETCH(qulonglong, nodes);
        Parsed<Position> pos = Position::fromFen(fen.toStdString(), true);
        QVERIFY2(pos.ok(), pos.error().c_str());
        QCOMPARE(qulonglong(perft(*pos, depth)), nodes);
    }

    // Shredder-FEN letters are read, and written back as X-FEN: K/Q for the outermost rook,
    // the file for an inner one.
    void fenLetters() {
        const Position shredder = fen960("bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9");
        QCOMPARE(shredder.fen(),
                 std::string("bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w KQkq - 2 9"));
        QCOMPARE(fen960(shredder.fen().c_str()).key(), shredder.key());
        // Two white rooks on the king's side: the right belongs to the inner one (g1).
        const Position inner = fen960("rk4rr/8/8/8/8/8/8/RK4RR w GAha - 0 1");
        QCOMPARE(inner.castlingRookSquare(WhiteKingSide), SqG1);
        QCOMPARE(inner.castlingRookSquare(BlackKingSide), SqH8);
        QCOMPARE(inner.fen(), std::string("rk4rr/8/8/8/8/8/8/RK4RR w GQkq - 0 1"));
        QCOMPARE(fen960(inner.fen().c_str()).castlingRookSquare(WhiteKingSide), SqG1);
    }

    void fenErrors_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<bool>("chess960");
        QTest::addColumn<QString>("message");
        QTest::newRow("file letter in standard chess")
            << "rk4rr/8/8/8/8/8/8/RK4RR w GA - 0 1" << false
            << "castling: invalid character 'G' (expected K, Q, k, q or -)";
        QTest::newRow("no rook on that file")
            << "rk4rr/8/8/8/8/8/8/RK4RR w F - 0 1" << true << "castling right F without a white rook on f1";
        QTest::newRow("no rook on that side")
            << "1k4rr/8/8/8/8/8/8/1K4RR w Q - 0 1" << true
            << "castling right Q without a white rook on the queen's side of b1";
        QTest::newRow("king off its first rank")
            << "rk5r/8/8/8/8/8/1K6/R6R w K - 0 1" << true
            << "castling right K without the white king on its first rank";
        QTest::newRow("two rights on one side")
            << "rk4rr/8/8/8/8/8/8/RK4RR w GH - 0 1" << true << "castling: right H given twice";
        QTest::newRow("bad letter") << "rk4rr/8/8/8/8/8/8/RK4RR w X - 0 1" << true
                                    << "expected K, Q, k, q, a file letter A-H or a-h, or -";
    }
    void fenErrors() {
        QFETCH(QString, fen);
        QFETCH(bool, chess960);
        QFETCH(QString, message);
        const Parsed<Position> pos = Position::fromFen(fen.toStdString(), chess960);
        QVERIFY(!pos.ok());
        QVERIFY2(QString::fromStdString(pos.error()).contains(message), pos.error().c_str());
    }

    // King and rook trade squares (f1 and g1), and the king that stays where it is (g1).
    void castlingOverlaps_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("uci");
        QTest::addColumn<QString>("after");
        QTest::newRow("king and rook swap") << "1r3kr1/pppppppp/8/8/8/8/PPPPPPPP/1R3KR1 w KQkq - 0 1"
                                            << "f1g1"
                                            << "1r3kr1/pppppppp/8/8/8/8/PPPPPPPP/1R3RK1 b kq - 1 1";
        QTest::newRow("king stays") << "r5kr/8/8/8/8/8/8/R5KR w KQkq - 0 1"
                                    << "g1h1"
                                    << "r5kr/8/8/8/8/8/8/R4RK1 b kq - 1 1";
        QTest::newRow("queen side from b1") << "rk5r/8/8/8/8/8/8/RK5R w KQkq - 0 1"
                                            << "b1a1"
                                            << "rk5r/8/8/8/8/8/8/2KR3R b kq - 1 1";
    }
    void castlingOverlaps() {
        QFETCH(QString, fen);
        QFETCH(QString, uci);
        QFETCH(QString, after);
        Position pos = fen960(fen.toLatin1().constData());
        const Parsed<Move> m = parseUciMove(pos, uci.toStdString());
        QVERIFY2(m.ok(), m.error().c_str());
        QCOMPARE(m->kind(), MoveKind::Castling);
        QCOMPARE(QString::fromStdString(toUci(pos, *m)), uci);
        QVERIFY(toSan(pos, *m).rfind("O-O", 0) == 0);
        const Key before = pos.key();
        pos.makeMove(*m);
        QCOMPARE(QString::fromStdString(pos.fen()), after);
        QCOMPARE(pos.key(), pos.computeKey());
        QCOMPARE(pos.psq(PsqTapered), pos.computePsq(PsqTapered));
        pos.unmakeMove();
        QCOMPARE(QString::fromStdString(pos.fen()), fen);
        QCOMPARE(pos.key(), before);
    }

    // In Chess960 f1g1 is the king's step and f1h1 castling, both legal here.
    void stepAndCastlingShareSquares() {
        const Position pos = fen960("4k3/8/8/8/8/8/8/5K1R w K - 0 1");
        const Parsed<Move> step = parseUciMove(pos, "f1g1"), castle = parseUciMove(pos, "f1h1");
        QVERIFY(step.ok() && castle.ok());
        QCOMPARE(step->kind(), MoveKind::Normal);
        QCOMPARE(castle->kind(), MoveKind::Castling);
        QCOMPARE(castle->to(), SqG1);
        QCOMPARE(toSan(pos, *step), std::string("Kg1"));
        QCOMPARE(toSan(pos, *castle), std::string("O-O"));
        QCOMPARE(*parseSan(pos, "O-O"), *castle);
        QCOMPARE(*parseSan(pos, "Kg1"), *step);
        // Standard chess's spelling of the same castling (the king's two-square step) is not
        // this move: from f1 the king's castled square is one step away.
        QCOMPARE(toUci(*castle), std::string("f1g1"));
    }

    // The castling rook on b1 hides the queen on a1 from the king's square c1: castling that
    // moves the rook away would leave the king in check.
    void rookHidesAChecker() {
        const Position pos = fen960("4k3/8/8/8/8/8/8/qRK5 w B - 0 1");
        QVERIFY(castling(pos, false).isNull());
        const Position open = fen960("4k3/8/8/8/8/8/8/nRK5 w B - 0 1");
        QVERIFY(!castling(open, false).isNull());
    }

    void polyglotCastlingIsKingTakesRook() {
        const Position pos = fen960("rk5r/8/8/8/8/8/8/RK5R w KQkq - 0 1");
        const Move longCastle = castling(pos, false), shortCastle = castling(pos, true);
        QCOMPARE(int(toPolyglotMove(pos, longCastle)), (1 << 6) | 0);  // b1a1
        QCOMPARE(int(toPolyglotMove(pos, shortCastle)), (1 << 6) | 7); // b1h1
        QCOMPARE(fromPolyglotMove(pos, (1 << 6) | 7), shortCastle);
    }

    // Keys, piece-square sums and the FEN survive long random games from random starts, and
    // unmaking them all gives the start back.
    void randomGamesKeepState() {
        std::mt19937 rng(960);
        int castles = 0;
        for (int game = 0; game < 40; ++game) {
            Position pos = fen960(chess960StartFen(int(rng() % kChess960Positions)).c_str());
            const std::string start = pos.fen();
            int plies = 0;
            for (; plies < 120; ++plies) {
                const MoveList moves = legalMoves(pos);
                if (moves.size() == 0) break;
                Move m = moves[int(rng() % unsigned(moves.size()))];
                for (Move c : moves)
                    if (c.kind() == MoveKind::Castling && rng() % 2) m = c;
                castles += m.kind() == MoveKind::Castling;
                pos.makeMove(m);
                QCOMPARE(pos.key(), pos.computeKey());
                QCOMPARE(pos.psq(PsqTapered), pos.computePsq(PsqTapered));
                const Position reread = fen960(pos.fen().c_str());
                QCOMPARE(reread.key(), pos.key());
                QCOMPARE(reread.fen(), pos.fen());
            }
            while (plies-- > 0) pos.unmakeMove();
            QCOMPARE(pos.fen(), start);
        }
        QVERIFY2(castles > 20, qPrintable(QString::number(castles)));
    }

    // A PGN names the variant; castling is O-O in either game. Written back, the tag and the
    // FEN stay, even for the standard start (number 518) played as Chess960.
    void pgnVariantTag() {
        const std::string text =
            "[Event \"?\"]\n[Variant \"Chess960\"]\n[SetUp \"1\"]\n"
            "[FEN \"rk5r/pppppppp/8/8/8/8/PPPPPPPP/RK5R w KQkq - 0 1\"]\n\n1. O-O-O O-O *\n";
        const PgnReadResult read = readPgn(text);
        QCOMPARE(int(read.games.size()), 1);
        QVERIFY(read.errors.empty());
        const PgnGame& game = read.games[0];
        QVERIFY(game.start.isChess960());
        QCOMPARE(int(game.moves.size()), 2);
        Position end = game.start;
        for (Move m : game.moves) end.makeMove(m);
        QCOMPARE(end.fen(), std::string("r4rk1/pppppppp/8/8/8/8/PPPPPPPP/2KR3R w - - 2 2"));
        const std::string written = writePgn(game);
        QVERIFY2(written.find("[Variant \"Chess960\"]") != std::string::npos, written.c_str());
        QVERIFY(written.find("1. O-O-O O-O") != std::string::npos);
        const PgnReadResult again = readPgn(written);
        QCOMPARE(int(again.games.size()), 1);
        QCOMPARE(again.games[0].moves, game.moves);

        PgnGame standardStart;
        standardStart.start = *Position::fromFen(Position::kStartFen, true);
        const std::string start518 = writePgn(standardStart);
        QVERIFY(start518.find("[Variant \"Chess960\"]") != std::string::npos);
        QVERIFY(start518.find("[FEN \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\"]") !=
                std::string::npos);
        QVERIFY(readPgn(start518).games.at(0).start.isChess960());
    }

    void pgnVariantsOtherwise() {
        // No Variant tag: a castling field only Chess960 has makes it Chess960.
        const PgnReadResult guessed =
            readPgn("[FEN \"rk5r/pppppppp/8/8/8/8/PPPPPPPP/RK5R w HAha - 0 1\"]\n\n1. O-O *\n");
        QCOMPARE(int(guessed.games.size()), 1);
        QVERIFY(guessed.games[0].start.isChess960());
        QVERIFY(pgnVariantIsChess960("Fischer Random").value_or(false));
        QVERIFY(!pgnVariantIsChess960("From Position").value_or(true));
        const PgnReadResult other = readPgn("[Event \"x\"]\n[Variant \"Crazyhouse\"]\n\n1. e4 *\n");
        QVERIFY(other.games.empty());
        QCOMPARE(int(other.errors.size()), 1);
        QVERIFY2(other.errors[0].find("line 2") != std::string::npos &&
                     other.errors[0].find("'Crazyhouse' is not a game Eschess plays") != std::string::npos,
                 other.errors[0].c_str());
    }

    void epdDetectsChess960() {
        const Parsed<EpdRecord> record = parseEpd("rk5r/pppppppp/8/8/8/8/PPPPPPPP/RK5R w HAha - id \"x\";");
        QVERIFY2(record.ok(), record.error().c_str());
        QVERIFY(record->position.isChess960());
        QVERIFY(!parseEpd("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -;")->position.isChess960());
    }

    void uciOption() {
        std::ostringstream out;
        uci::Session session(out);
        session.handle("uci");
        QVERIFY(out.str().find("option name UCI_Chess960 type check default false") != std::string::npos);
        session.handle("setoption name UCI_Chess960 value maybe");
        QVERIFY(out.str().find("UCI_Chess960 must be true or false") != std::string::npos);
        // Without the option, Shredder-FEN is refused; with it, read, and castling is written
        // as the king taking its rook.
        session.handle("position fen rk5r/8/8/8/8/8/8/RK5R w HAha - 0 1");
        QVERIFY(out.str().find("bad FEN") != std::string::npos);
        session.handle("setoption name UCI_Chess960 value true");
        session.handle("position fen rk5r/8/8/8/8/8/8/RK5R w HAha - 0 1 moves b1a1 b8a8");
        QCOMPARE(session.position().fen(), std::string("2kr3r/8/8/8/8/8/8/2KR3R w - - 2 2"));
        session.handle("position fen rk5r/8/8/8/8/8/8/RK5R w HAha - 0 1");
        session.handle("go perft 1");
        session.waitForSearch();
        QVERIFY(out.str().find("b1a1: 1\n") != std::string::npos);
        QVERIFY(out.str().find("b1h1: 1\n") != std::string::npos);
    }
};

QTEST_APPLESS_MAIN(TestChess960)
#include "tst_chess960.moc"
