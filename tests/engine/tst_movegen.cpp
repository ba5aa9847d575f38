// Legal move generation on the classic traps, by exact move lists (checked against Stockfish's
// `go perft 1`): en passant with a pinned pawn or a discovered check along the rank, castling
// through or out of check and with an attacked rook, promotions with capture, double check.
#include "core/movegen.h"
#include "core/position.h"
#include "notation/uci_move.h"

#include <QtTest>

#include <algorithm>
#include <random>

using namespace eschess;

namespace {

QString sortedUciList(const MoveList& moves) {
    QStringList names;
    for (Move m : moves) names << QString::fromStdString(toUci(m));
    names.sort();
    return names.join(QLatin1Char(' '));
}

// Plays `games` random games of up to 80 plies from each start (seeded, so reproducible) and
// calls visit on every position reached; stops at the first failed check. Returns how many
// positions were visited.
template <class Visit> int walkRandomGames(std::uint64_t seed, std::initializer_list<const char*> starts, int games,
                                           Visit visit) {
    std::mt19937_64 rng(seed);
    int positions = 0;
    for (const char* start : starts) {
        for (int game = 0; game < games; ++game) {
            auto pos = Position::fromFen(start);
            if (!pos.ok()) {
                QTest::qFail(pos.error().c_str(), __FILE__, __LINE__);
                return positions;
            }
            for (int ply = 0; ply < 80; ++ply) {
                visit(*pos);
                ++positions;
                if (QTest::currentTestFailed()) return positions;
                const MoveList all = legalMoves(*pos);
                if (all.empty()) break;
                pos->makeMove(all[int(rng() % std::uint64_t(all.size()))]);
            }
        }
    }
    return positions;
}

} // namespace

class TestMovegen : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { Position::init(); }

    void exactLists_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("moves");
        auto row = [](const char* name, const char* fen, const char* moves) {
            QTest::newRow(name) << QString::fromLatin1(fen) << QString::fromLatin1(moves);
        };
        // En passant.
        row("ep exposes king along the rank", "8/8/8/KPp4r/8/8/8/4k3 w - c6 0 1", "a5a4 a5a6 a5b6 b5b6");
        row("ep without the rook", "8/8/8/KPp5/8/8/8/4k3 w - c6 0 1", "a5a4 a5a6 a5b6 b5b6 b5c6");
        row("black ep exposes king along the rank", "4K3/8/8/8/kpP4R/8/8/8 b - c3 0 1", "a4a3 a4a5 a4b3 b4b3");
        row("ep along the pin diagonal", "7k/2b5/8/3pP3/5K2/8/8/8 w - d6 0 1",
            "e5d6 f4e3 f4f3 f4f5 f4g3 f4g4 f4g5");
        row("ep captures the checking pawn", "8/8/8/4k3/3Pp3/8/8/K7 b - d3 0 1",
            "e4d3 e5d4 e5d5 e5d6 e5e6 e5f4 e5f5 e5f6");
        row("ep gives discovered check on the diagonal", "8/6k1/8/3pP3/8/8/1B6/4K3 w - d6 0 1",
            "b2a1 b2a3 b2c1 b2c3 b2d4 e1d1 e1d2 e1e2 e1f1 e1f2 e5d6 e5e6");
        row("ep gives discovered check on the rank", "8/8/8/R2pP2k/8/8/8/4K3 w - d6 0 1",
            "a5a1 a5a2 a5a3 a5a4 a5a6 a5a7 a5a8 a5b5 a5c5 a5d5 e1d1 e1d2 e1e2 e1f1 e1f2 e5d6 e5e6");
        // Castling.
        row("castling through check", "4k3/8/8/8/8/8/5r2/R3K2R w KQ - 0 1",
            "a1a2 a1a3 a1a4 a1a5 a1a6 a1a7 a1a8 a1b1 a1c1 a1d1 e1c1 e1d1 e1f2 "
            "h1f1 h1g1 h1h2 h1h3 h1h4 h1h5 h1h6 h1h7 h1h8");
        row("castling out of check by a rook", "4k3/4r3/8/8/8/8/8/R3K2R w KQ - 0 1", "e1d1 e1d2 e1f1 e1f2");
        row("castling out of check by a knight", "r3k2r/8/8/8/8/8/6n1/R3K2R w KQkq - 0 1",
            "e1d1 e1d2 e1e2 e1f1 e1f2");
        row("castling with attacked rook and b1", "br2k3/8/8/8/8/8/8/R3K2R w KQ - 0 1",
            "a1a2 a1a3 a1a4 a1a5 a1a6 a1a7 a1a8 a1b1 a1c1 a1d1 e1c1 e1d1 e1d2 e1e2 e1f1 e1f2 e1g1 "
            "h1f1 h1g1 h1h2 h1h3 h1h4 h1h5 h1h6 h1h7 h1h8");
        row("castling blocked on b1", "4k3/8/8/8/8/8/8/RN2K2R w KQ - 0 1",
            "a1a2 a1a3 a1a4 a1a5 a1a6 a1a7 a1a8 b1a3 b1c3 b1d2 e1d1 e1d2 e1e2 e1f1 e1f2 e1g1 "
            "h1f1 h1g1 h1h2 h1h3 h1h4 h1h5 h1h6 h1h7 h1h8");
        row("black castles both ways", "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1",
            "a8a1 a8a2 a8a3 a8a4 a8a5 a8a6 a8a7 a8b8 a8c8 a8d8 e8c8 e8d7 e8d8 e8e7 e8f7 e8f8 e8g8 "
            "h8f8 h8g8 h8h1 h8h2 h8h3 h8h4 h8h5 h8h6 h8h7");
        // Promotions.
        row("promotions with capture", "n1n1k3/1P6/8/8/8/8/8/4K3 w - - 0 1",
            "b7a8b b7a8n b7a8q b7a8r b7b8b b7b8n b7b8q b7b8r b7c8b b7c8n b7c8q b7c8r e1d1 e1d2 e1e2 e1f1 e1f2");
        row("black promotes capturing a castling rook", "4k3/8/8/8/8/8/1p6/R3K3 b Q - 0 1",
            "b2a1b b2a1n b2a1q b2a1r b2b1b b2b1n b2b1q b2b1r e8d7 e8d8 e8e7 e8f7 e8f8");
        // Checks and pins.
        row("double check: king moves only", "4k3/8/8/8/8/5n2/8/R3K2r w Q - 0 1", "e1e2 e1f2");
        row("pinned rook moves along the pin, pinned knight not at all", "4k3/4r3/8/b7/8/8/3NR3/4K3 w - - 0 1",
            "e1d1 e1f1 e1f2 e2e3 e2e4 e2e5 e2e6 e2e7");
    }
    void exactLists() {
        QFETCH(QString, fen);
        QFETCH(QString, moves);
        auto pos = Position::fromFen(fen.toStdString());
        QVERIFY2(pos.ok(), pos.error().c_str());
        QCOMPARE(sortedUciList(legalMoves(*pos)), moves);
    }

    // The en-passant captures that uncover a line really give check, and the position after
    // them shows the right checker.
    void discoveredCheckByEnPassant() {
        auto pos = Position::fromFen("8/8/8/R2pP2k/8/8/8/4K3 w - d6 0 1");
        QVERIFY(pos.ok());
        const auto ep = parseUciMove(*pos, "e5d6");
        QVERIFY2(ep.ok(), ep.error().c_str());
        QCOMPARE(ep->kind(), MoveKind::EnPassant);
        QVERIFY(pos->givesCheck(*ep));
        pos->makeMove(*ep);
        QCOMPARE(pos->checkers(), squareBB(SqA5));
        QCOMPARE(QString::fromStdString(pos->fen()), QStringLiteral("8/8/3P4/R6k/8/8/8/4K3 b - - 0 1"));
    }

    // Capturing a rook on its corner removes that castling right.
    void captureOnCornerRemovesCastling() {
        auto pos = Position::fromFen("4k3/8/8/8/8/8/1p6/R3K3 b Q - 0 1");
        QVERIFY(pos.ok());
        const auto m = parseUciMove(*pos, "b2a1q");
        QVERIFY2(m.ok(), m.error().c_str());
        pos->makeMove(*m);
        QCOMPARE(QString::fromStdString(pos->fen()), QStringLiteral("4k3/8/8/8/8/8/8/q3K3 w - - 0 2"));
        QVERIFY(pos->inCheck());
    }

    // Noisy and quiet moves split the legal moves exactly, in positions from random games.
    void noisyPlusQuietIsAll() {
        const int positions = walkRandomGames(
            31337,
            {"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
             "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
             "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"},
            20, [](const Position& pos) {
                MoveList all, noisy, quiet;
                generate<GenType::All>(pos, all);
                generate<GenType::Noisy>(pos, noisy);
                generate<GenType::Quiet>(pos, quiet);
                QCOMPARE(noisy.size() + quiet.size(), all.size());
                for (Move m : noisy) {
                    QVERIFY(all.contains(m));
                    QVERIFY(!quiet.contains(m));
                    QVERIFY(pos.isCapture(m) || m.isPromotion());
                }
                for (Move m : quiet) {
                    QVERIFY(all.contains(m));
                    QVERIFY(!pos.isCapture(m));
                }
                for (Move m : all) QVERIFY(pos.isLegal(m));
            });
        QVERIFY(positions > 2000);
    }

    // givesCheck (decided without making the move) agrees with making it, for every legal move
    // in positions from random games: direct, discovered, promotion, en-passant and castling checks.
    void givesCheckMatchesMakeMove() {
        int checks = 0, moves = 0;
        walkRandomGames(4242,
                        {"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
                         "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
                         "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1"},
                        25, [&](const Position& pos) {
                            for (Move m : legalMoves(pos)) {
                                Position after = pos;
                                after.makeMove(m);
                                QVERIFY2(pos.givesCheck(m) == after.inCheck(), (pos.fen() + " " + toUci(m)).c_str());
                                checks += after.inCheck();
                                ++moves;
                            }
                        });
        QVERIFY(moves > 50000);
        QVERIFY(checks > 1000);
    }

    // isLegal accepts exactly the generated moves among all 65,536 16-bit values.
    void isLegalMatchesGenerator() {
        auto pos = Position::fromFen("r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1");
        QVERIFY(pos.ok());
        const MoveList all = legalMoves(*pos);
        int accepted = 0;
        for (int raw = 0; raw < 65536; ++raw) {
            const Move m{std::uint16_t(raw)};
            if (pos->isLegal(m)) {
                QVERIFY(all.contains(m));
                ++accepted;
            }
        }
        QCOMPARE(accepted, all.size());
        QCOMPARE(accepted, 6);
    }
};

QTEST_APPLESS_MAIN(TestMovegen)
#include "tst_movegen.moc"
