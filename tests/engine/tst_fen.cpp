// FEN in and out: exact round trips, and every rejection names the field and the reason.
// Random and mutated text must never crash the parser nor yield a position that cannot be
// written back and read again.
#include "core/movegen.h"
#include "core/perft.h"
#include "core/position.h"

#include <QtTest>

#include <random>
#include <string>

using namespace eschess;

namespace {

// Positions with every FEN feature: castling subsets, en passant for either side, clocks.
const char* const kCanonicalFens[] = {
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
    "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
    "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
    "rnbqkbnr/pppp1ppp/8/8/3Pp3/4P3/PPP2PPP/RNBQKBNR b Kq d3 0 3",
    "r1bqrnk1/pp2bppp/2p2n2/3p2B1/3P4/2NBPN2/PPQ2PPP/R4RK1 w - - 7 11",
    "8/8/8/8/8/8/8/K6k b - - 99 200",
    "4k3/8/8/8/8/8/8/4K2R w K - 12 40",
    "r3k3/8/8/8/8/8/8/4K3 b q - 0 1",
};

Move randomLegalMove(const Position& pos, std::mt19937_64& rng) {
    const MoveList moves = legalMoves(pos);
    if (moves.empty()) return Move::none();
    return moves[int(rng() % std::uint64_t(moves.size()))];
}

} // namespace

class TestFen : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { Position::init(); }

    void startPositionEqualsDefault() {
        const Position standard;
        QCOMPARE(QString::fromStdString(standard.fen()), QString::fromLatin1(Position::kStartFen.data()));
        auto parsed = Position::fromFen(Position::kStartFen);
        QVERIFY(parsed.ok());
        QCOMPARE(parsed->key(), standard.key());
    }

    void canonicalRoundTrip_data() {
        QTest::addColumn<QString>("fen");
        for (const char* fen : kCanonicalFens) QTest::newRow(fen) << QString::fromLatin1(fen);
    }
    void canonicalRoundTrip() {
        QFETCH(QString, fen);
        auto pos = Position::fromFen(fen.toStdString());
        QVERIFY2(pos.ok(), pos.error().c_str());
        QCOMPARE(QString::fromStdString(pos->fen()), fen);
    }

    // Leading, trailing and repeated blanks are accepted; EPD-style four fields get default clocks.
    void lenientSpacingAndMissingClocks() {
        auto spaced = Position::fromFen("  rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR   w\tKQkq -  0 1 \n");
        QVERIFY2(spaced.ok(), spaced.error().c_str());
        QCOMPARE(QString::fromStdString(spaced->fen()), QString::fromLatin1(Position::kStartFen.data()));
        auto four = Position::fromFen("8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 b - -");
        QVERIFY2(four.ok(), four.error().c_str());
        QCOMPARE(QString::fromStdString(four->fen()), QStringLiteral("8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 b - - 0 1"));
    }

    // An en-passant square no pawn can use is dropped, so equal positions have equal text and keys.
    void uselessEnPassantSquareIsDropped() {
        auto withEp = Position::fromFen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
        auto without = Position::fromFen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
        QVERIFY2(withEp.ok(), withEp.error().c_str());
        QVERIFY(without.ok());
        QCOMPARE(QString::fromStdString(withEp->fen()),
                 QStringLiteral("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"));
        QCOMPARE(withEp->key(), without->key());
    }

    // Thousands of positions from random games: fen() → fromFen() → fen() is the identity and
    // the key, side, clocks and board survive.
    void randomGameRoundTrip() {
        std::mt19937_64 rng(20261122);
        int checked = 0;
        for (const char* start : kCanonicalFens) {
            for (int game = 0; game < 8; ++game) {
                auto pos = Position::fromFen(start);
                QVERIFY(pos.ok());
                for (int ply = 0; ply < 120; ++ply) {
                    const Move m = randomLegalMove(*pos, rng);
                    if (!m) break;
                    pos->makeMove(m);
                    const std::string text = pos->fen();
                    auto again = Position::fromFen(text);
                    QVERIFY2(again.ok(), (text + ": " + again.error()).c_str());
                    QCOMPARE(QString::fromStdString(again->fen()), QString::fromStdString(text));
                    QCOMPARE(again->key(), pos->key());
                    QCOMPARE(again->pawnKey(), pos->pawnKey());
                    QCOMPARE(again->checkers(), pos->checkers());
                    ++checked;
                }
            }
        }
        QVERIFY(checked > 5000);
    }

    void errors_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("message");
        const char* const rest = " w - - 0 1";
        auto row = [&](const char* name, QString fen, const char* message) {
            QTest::newRow(name) << fen << QString::fromLatin1(message);
        };
        row("empty", QString(), "FEN: empty text");
        row("blank", QStringLiteral("   \t "), "FEN: empty text");
        row("too few fields", QStringLiteral("8/8/8/8/8/8/8/K6k w"),
            "FEN: expected at least 4 fields (placement, side, castling, en passant), found 2");
        row("too many fields", QStringLiteral("8/8/8/8/8/8/8/K6k w - - 0 1 extra"),
            "FEN: expected at most 6 fields, found 7");
        row("rank with 9 squares", QStringLiteral("4k3/8/8/8/8/4P4/8/4K3") + rest,
            "FEN: piece placement: rank 3 has 9 squares");
        row("rank with 7 squares", QStringLiteral("4k3/8/8/8/7/8/8/4K3") + rest,
            "FEN: piece placement: rank 4 has 7 squares");
        row("piece after full rank", QStringLiteral("4k3/8/8/8/8/8/8/4K3Q") + rest,
            "FEN: piece placement: rank 1 has more than 8 squares");
        row("nine ranks", QStringLiteral("4k3/8/8/8/8/8/8/8/4K3") + rest, "FEN: piece placement: more than 8 ranks");
        row("seven ranks", QStringLiteral("4k3/8/8/8/8/8/4K3") + rest, "FEN: piece placement: 7 ranks instead of 8");
        row("bad piece letter", QStringLiteral("4k3/8/8/8/3X4/8/8/4K3") + rest,
            "FEN: piece placement: invalid character 'X' in rank 4");
        row("digit 9", QStringLiteral("4k3/9/8/8/8/8/8/4K3") + rest,
            "FEN: piece placement: invalid character '9' in rank 7");
        row("two white kings", QStringLiteral("4k3/8/8/8/8/8/8/3KK3") + rest, "FEN: piece placement: two white kings");
        row("no black king", QStringLiteral("8/8/8/8/8/8/8/4K3") + rest, "FEN: piece placement: no black king");
        row("nine pawns", QStringLiteral("4k3/8/8/8/P7/8/PPPPPPPP/4K3") + rest,
            "FEN: piece placement: white has 9 pawns");
        row("pawn on last rank", QStringLiteral("3Pk3/8/8/8/8/8/8/4K3") + rest,
            "FEN: piece placement: pawn on d8 (pawns cannot stand on the first or last rank)");
        row("side x", QStringLiteral("4k3/8/8/8/8/8/8/4K3 x - - 0 1"), "FEN: side to move not w/b: 'x'");
        row("side White", QStringLiteral("4k3/8/8/8/8/8/8/4K3 White - - 0 1"), "FEN: side to move not w/b: 'White'");
        row("castling K without rook", QStringLiteral("4k3/8/8/8/8/8/8/R3K3 w KQ - 0 1"),
            "FEN: castling right K without a rook on h1");
        row("castling q without rook", QStringLiteral("4k2r/8/8/8/8/8/8/4K3 w q - 0 1"),
            "FEN: castling right q without a rook on a8");
        row("castling without king", QStringLiteral("r2k3r/8/8/8/8/8/8/4K3 w k - 0 1"),
            "FEN: castling right k without the king on e8");
        row("castling letter", QStringLiteral("4k3/8/8/8/8/8/8/R3K2R w KX - 0 1"),
            "FEN: castling: invalid character 'X' (expected K, Q, k, q or -)");
        row("castling twice", QStringLiteral("4k3/8/8/8/8/8/8/R3K2R w KK - 0 1"), "FEN: castling: right K given twice");
        row("en passant not a square", QStringLiteral("4k3/8/8/8/8/8/8/4K3 w - e9 0 1"),
            "FEN: en passant: 'e9' is not a square or -");
        row("en passant wrong rank", QStringLiteral("4k3/8/8/8/4p3/8/8/4K3 w - e4 0 1"),
            "FEN: en passant: square e4 is not on rank 6");
        row("en passant without pawn", QStringLiteral("4k3/8/8/8/8/8/8/4K3 w - d6 0 1"),
            "FEN: en passant: square d6 without a pawn on d5 that could have just moved there");
        row("en passant square occupied", QStringLiteral("4k3/3n4/8/3p4/8/8/8/4K3 w - d6 0 1"),
            "FEN: en passant: square d6 or the square behind it is occupied");
        row("halfmove clock letters", QStringLiteral("4k3/8/8/8/8/8/8/4K3 w - - x 1"),
            "FEN: halfmove clock: 'x' is not a non-negative number");
        row("halfmove clock negative", QStringLiteral("4k3/8/8/8/8/8/8/4K3 w - - -3 1"),
            "FEN: halfmove clock: '-3' is not a non-negative number");
        row("halfmove clock huge", QStringLiteral("4k3/8/8/8/8/8/8/4K3 w - - 99999999999 1"),
            "FEN: halfmove clock: '99999999999' is not a non-negative number");
        row("fullmove number", QStringLiteral("4k3/8/8/8/8/8/8/4K3 w - - 0 1.5"),
            "FEN: fullmove number: '1.5' is not a number");
        row("side not to move in check", QStringLiteral("4k3/8/8/8/8/8/8/4R1K1 w - - 0 1"),
            "FEN: the side not to move (black) is in check");
        row("triple check", QStringLiteral("R3k3/8/3N4/8/8/8/8/4R1K1 b - - 0 1"),
            "FEN: the side to move is in check from more than two pieces");
        QTest::newRow("control byte") << QString::fromLatin1("4k3/8/8/8/8/8/8/4K2\x01 w - - 0 1")
                                      << QStringLiteral("FEN: piece placement: invalid character byte 0x01 in rank 1");
    }
    void errors() {
        QFETCH(QString, fen);
        QFETCH(QString, message);
        const auto pos = Position::fromFen(fen.toLatin1().toStdString());
        QVERIFY2(!pos.ok(), qPrintable(QStringLiteral("accepted: ") + fen));
        QCOMPARE(QString::fromStdString(pos.error()), message);
    }

    // Bytes of every value, including NUL and non-ASCII, are rejected with a message, never a crash.
    void garbageBytes() {
        std::string nulInside = "4k3/8/8/8/8/8/8/4K2";
        nulInside += '\0';
        nulInside += " w - - 0 1";
        const auto withNul = Position::fromFen(nulInside);
        QVERIFY(!withNul.ok());
        QCOMPARE(QString::fromStdString(withNul.error()),
                 QStringLiteral("FEN: piece placement: invalid character byte 0x00 in rank 1"));
        const auto utf8 = Position::fromFen("4k3/8/8/8/8/8/8/4K3 w - - 0 \xC2\xBD");
        QVERIFY(!utf8.ok());
        QCOMPARE(QString::fromStdString(utf8.error()),
                 QString::fromUtf8("FEN: fullmove number: '\xC2\xBD' is not a number"));

        std::mt19937_64 rng(7);
        int rejected = 0;
        for (int i = 0; i < 20000; ++i) {
            std::string text(rng() % 80, '\0');
            for (char& c : text) c = char(rng() & 0xFF);
            const auto pos = Position::fromFen(text);
            if (!pos.ok()) {
                ++rejected;
                QVERIFY(pos.error().rfind("FEN: ", 0) == 0);
            }
        }
        QCOMPARE(rejected, 20000);
    }

    // Valid FENs with a few characters changed: each is either rejected with a message or gives a
    // position that writes, reads back identically and supports move generation and perft.
    void mutatedFens() {
        std::mt19937_64 rng(99);
        const std::string alphabet = "pnbrqkPNBRQK12345678/ wb-KQkqabcdefgh0123456789";
        int accepted = 0, rejected = 0;
        for (int i = 0; i < 40000; ++i) {
            std::string text = kCanonicalFens[rng() % std::size(kCanonicalFens)];
            const int edits = 1 + int(rng() % 3);
            for (int e = 0; e < edits; ++e) {
                const size_t at = rng() % text.size();
                switch (rng() % 3) {
                case 0: text[at] = alphabet[rng() % alphabet.size()]; break;
                case 1: text.erase(at, 1); break;
                default: text.insert(text.begin() + long(at), alphabet[rng() % alphabet.size()]); break;
                }
            }
            auto pos = Position::fromFen(text);
            if (!pos.ok()) {
                ++rejected;
                QVERIFY2(pos.error().size() > 6, text.c_str());
                continue;
            }
            ++accepted;
            const std::string written = pos->fen();
            auto again = Position::fromFen(written);
            QVERIFY2(again.ok(), (text + " -> " + written + ": " + again.error()).c_str());
            QCOMPARE(QString::fromStdString(again->fen()), QString::fromStdString(written));
            QCOMPARE(again->key(), pos->key());
            perft(*pos, 2);
            QCOMPARE(QString::fromStdString(pos->fen()), QString::fromStdString(written));
        }
        QVERIFY(accepted > 1000);
        QVERIFY(rejected > 1000);
    }
};

QTEST_APPLESS_MAIN(TestFen)
#include "tst_fen.moc"
