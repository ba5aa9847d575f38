// Polyglot opening books: the format's published key check values (start, 1.e4, 1.e4 d5 and the
// rest of the format's test sequence with castling rights and en passant), move codes for castling
// and promotions, the byte layout, refusal of truncated and unsorted files, and a book written
// from known games read back with the expected moves and weights.
#include "book/book_builder.h"
#include "book/book_pick.h"
#include "book/polyglot_book.h"
#include "book/polyglot_key.h"
#include "book/polyglot_move.h"
#include "notation/pgn.h"
#include "notation/uci_move.h"

#include <QTemporaryDir>
#include <QtTest>

using namespace eschess;

namespace {

Position afterUci(const QString& moves, const Position& start = Position()) {
    Position pos = start;
    for (const QString& text : moves.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        const Parsed<Move> m = parseUciMove(pos, text.toStdString());
        if (!m) qFatal("bad move %s", qPrintable(text));
        pos.makeMove(*m);
    }
    return pos;
}

Position fromFen(const char* fen) {
    const Parsed<Position> p = Position::fromFen(fen);
    if (!p) qFatal("bad FEN %s", fen);
    return *p;
}

// "e2e4:3 d2d4:1" for comparing move lists.
QString describe(const std::vector<BookMove>& moves) {
    QStringList parts;
    for (const BookMove& m : moves)
        parts << QStringLiteral("%1:%2").arg(QString::fromStdString(toUci(m.move))).arg(m.weight);
    return parts.join(QLatin1Char(' '));
}

const char* const kGames = "[Result \"1-0\"]\n\n1. e4 e5 2. Nf3 1-0\n\n"
                           "[Result \"0-1\"]\n\n1. e4 c5 0-1\n\n"
                           "[Result \"1/2-1/2\"]\n\n1. d4 d5 1/2-1/2\n\n"
                           "[Result \"1/2-1/2\"]\n\n1. e4 e5 2. Nf3 Nc6 1/2-1/2\n\n"
                           "[Result \"*\"]\n\n1. c4 *\n\n";

std::vector<PgnGame> knownGames() {
    PgnReadResult r = readPgn(kGames);
    if (!r.errors.empty() || r.games.size() != 5) qFatal("test PGN did not read");
    return r.games;
}

} // namespace

class TestPolyglot : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase() { Position::init(); }

    // The sequence published with the format (the first three are also in the project's notes).
    void keys_data() {
        QTest::addColumn<QString>("moves");
        QTest::addColumn<quint64>("key");
        QTest::newRow("start") << QString() << quint64(0x463B96181691FC9CULL);
        QTest::newRow("e4") << "e2e4" << quint64(0x823C9B50FD114196ULL);
        QTest::newRow("e4 d5") << "e2e4 d7d5" << quint64(0x0756B94461C50FB0ULL);
        QTest::newRow("e4 d5 e5") << "e2e4 d7d5 e4e5" << quint64(0x662FAFB965DB29D4ULL);
        // f7f5 beside the e5 pawn: the en-passant file counts.
        QTest::newRow("e4 d5 e5 f5") << "e2e4 d7d5 e4e5 f7f5" << quint64(0x22A48B5A8E47FF78ULL);
        // Ke2 gives up both white castling rights.
        QTest::newRow("... Ke2") << "e2e4 d7d5 e4e5 f7f5 e1e2" << quint64(0x652A607CA3F242C1ULL);
        QTest::newRow("... Ke2 Kf7") << "e2e4 d7d5 e4e5 f7f5 e1e2 e8f7" << quint64(0x00FDD303C946BDD9ULL);
        // c2c4 beside the b4 pawn: en passant on c3 counts.
        QTest::newRow("a4 b5 h4 b4 c4") << "a2a4 b7b5 h2h4 b5b4 c2c4" << quint64(0x3C8123EA7B067637ULL);
        QTest::newRow("... bxc3 Ra3") << "a2a4 b7b5 h2h4 b5b4 c2c4 b4c3 a1a3" << quint64(0x5C3F9B829B279560ULL);
    }
    void keys() {
        QFETCH(QString, moves);
        QFETCH(quint64, key);
        QCOMPARE(quint64(polyglotKey(afterUci(moves))), key);
    }

    // The FEN's en-passant square counts only when a pawn of the side to move stands beside it.
    void enPassantOnlyWhenCapturable() {
        const Position played = afterUci(QStringLiteral("e2e4 d7d5 e4e5 f7f5"));
        const Position withEp = fromFen("rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3");
        const Position noEp = fromFen("rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq - 0 3");
        QCOMPARE(polyglotKey(withEp), polyglotKey(played));
        QVERIFY(polyglotKey(withEp) != polyglotKey(noEp));
        // After 1.e4 no black pawn can take on e3: the square in the FEN changes nothing.
        const Position e4Ep = fromFen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
        QCOMPARE(quint64(polyglotKey(e4Ep)), quint64(0x823C9B50FD114196ULL));
    }

    void castlingRightsChangeTheKey() {
        const Position all = fromFen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
        QSet<quint64> keys;
        for (const char* rights : {"KQkq", "Qkq", "Kkq", "KQq", "KQk", "-"}) {
            const std::string fen = std::string("r3k2r/8/8/8/8/8/8/R3K2R w ") + rights + " - 0 1";
            keys.insert(polyglotKey(fromFen(fen.c_str())));
        }
        QCOMPARE(keys.size(), 6);
        // Each right is one key: removing white's short castling xors out key 768.
        const Position noK = fromFen("r3k2r/8/8/8/8/8/8/R3K2R w Qkq - 0 1");
        QCOMPARE(quint64(polyglotKey(all) ^ polyglotKey(noK)), quint64(0x31D71DCE64B2C310ULL));
    }

    void moveCodes() {
        const Position castles = fromFen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
        const Move shortCastle = *parseUciMove(castles, "e1g1");
        const Move longCastle = *parseUciMove(castles, "e1c1");
        QCOMPARE(int(toPolyglotMove(shortCastle)), (4 << 6) | 7);    // e1h1
        QCOMPARE(int(toPolyglotMove(longCastle)), (4 << 6) | 0);     // e1a1
        QCOMPARE(fromPolyglotMove(castles, (4 << 6) | 7), shortCastle);
        QCOMPARE(fromPolyglotMove(castles, (4 << 6) | 0), longCastle);
        const Position black = fromFen("r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1");
        QCOMPARE(toUci(fromPolyglotMove(black, (4 << 6) | (7 << 9) | 7 | (7 << 3))), std::string("e8g8"));

        const Position promo = fromFen("7k/4P3/8/8/8/8/8/4K3 w - - 0 1");
        const int e7e8 = (4 << 6) | (6 << 9) | 4 | (7 << 3);
        QCOMPARE(int(toPolyglotMove(*parseUciMove(promo, "e7e8q"))), e7e8 | (4 << 12));
        QCOMPARE(int(toPolyglotMove(*parseUciMove(promo, "e7e8n"))), e7e8 | (1 << 12));
        QCOMPARE(toUci(fromPolyglotMove(promo, e7e8 | (3 << 12))), std::string("e7e8r"));
        QCOMPARE(toUci(fromPolyglotMove(promo, e7e8 | (2 << 12))), std::string("e7e8b"));
        QVERIFY(fromPolyglotMove(promo, e7e8).isNull()); // a promotion needs its piece

        QCOMPARE(int(toPolyglotMove(*parseUciMove(Position(), "e2e4"))), 0x031C);
        QVERIFY(fromPolyglotMove(Position(), 0x0000).isNull()); // a1a1
        QVERIFY(fromPolyglotMove(Position(), 0x0324).isNull()); // e2e5: not legal
    }

    void byteLayout() {
        const std::vector<PolyglotEntry> one{{0x463B96181691FC9CULL, 0x031C, 3, 0x01020304}};
        const std::string bytes = polyglotBytes(one);
        QCOMPARE(QByteArray::fromStdString(bytes).toHex(), QByteArray("463b96181691fc9c031c000301020304"));
        const Parsed<PolyglotBook> back = PolyglotBook::fromBytes(bytes);
        QVERIFY(back.ok());
        QCOMPARE(back->size(), std::size_t(1));
        QVERIFY(back->entries()[0] == one[0]);
        QCOMPARE(describe(back->moves(Position())), QStringLiteral("e2e4:3"));
    }

    void truncatedOrCorruptRefused() {
        std::vector<PolyglotEntry> entries{{1, 0x031C, 1, 0}, {2, 0x031C, 1, 0}};
        std::string bytes = polyglotBytes(entries);
        const Parsed<PolyglotBook> truncated = PolyglotBook::fromBytes(bytes.substr(0, 31), "x.bin");
        QVERIFY(!truncated.ok());
        QVERIFY2(truncated.error().find("x.bin: 31 bytes is not a whole number of 16-byte") == 0,
                 truncated.error().c_str());
        std::swap(entries[0], entries[1]);
        const Parsed<PolyglotBook> unsorted = PolyglotBook::fromBytes(polyglotBytes(entries), "y.bin");
        QVERIFY(!unsorted.ok());
        QVERIFY2(unsorted.error().find("y.bin: entry 2 (byte 16) has a smaller key") == 0,
                 unsorted.error().c_str());
        const Parsed<PolyglotBook> missing = PolyglotBook::load("/nonexistent/dir/book.bin");
        QVERIFY(!missing.ok());
        QVERIFY(missing.error().find("cannot open") != std::string::npos);
        const Parsed<PolyglotBook> empty = PolyglotBook::fromBytes("");
        QVERIFY(empty.ok() && empty->empty()); // no entries is a valid (useless) book
    }

    // An entry whose move is not legal in the position (collision or damage) is skipped.
    void illegalEntriesSkipped() {
        const std::uint64_t start = polyglotKey(Position());
        const PolyglotBook book({{start, 0x031C, 5, 0}, {start, 0x0324, 9, 0}, {start, 0x0000, 1, 0}});
        QCOMPARE(describe(book.moves(Position())), QStringLiteral("e2e4:5"));
    }

    // 1.e4 three times (+1 win, +1 draw, +1 loss for White = 2+1+0 = 3), 1.d4 once (a draw = 1);
    // after 1.e4, 1...e5 twice (a loss and a draw for Black = 1), 1...c5 once (a win = 2).
    void bookFromGames() {
        const BookBuild all = buildBook(knownGames(), {2, 1});
        QCOMPARE(all.gamesUsed, 4);
        QCOMPARE(all.gamesSkipped, 1);
        QCOMPARE(all.positions, 3);
        QCOMPARE(all.entries.size(), std::size_t(5));

        QTemporaryDir dir;
        const std::string path = dir.filePath(QStringLiteral("games.bin")).toStdString();
        std::string error;
        QVERIFY2(savePolyglotBook(path, all.entries, error), error.c_str());
        const Parsed<PolyglotBook> book = PolyglotBook::load(path);
        QVERIFY2(book.ok(), book.error().c_str());
        QCOMPARE(QFileInfo(QString::fromStdString(path)).size(), qint64(5 * 16));
        QCOMPARE(describe(book->moves(Position())), QStringLiteral("e2e4:3 d2d4:1"));
        QCOMPARE(describe(book->moves(afterUci(QStringLiteral("e2e4")))), QStringLiteral("c7c5:2 e7e5:1"));
        QCOMPARE(describe(book->moves(afterUci(QStringLiteral("d2d4")))), QStringLiteral("d7d5:1"));
        QCOMPARE(describe(book->moves(afterUci(QStringLiteral("e2e4 e7e5")))), QString()); // beyond max ply

        // At least two games: 1.e4 (3 games) and 1...e5 (2 games) remain.
        const BookBuild common = buildBook(knownGames(), {4, 2});
        const PolyglotBook book2(common.entries);
        QCOMPARE(describe(book2.moves(Position())), QStringLiteral("e2e4:3"));
        QCOMPARE(describe(book2.moves(afterUci(QStringLiteral("e2e4")))), QStringLiteral("e7e5:1"));
        QCOMPARE(describe(book2.moves(afterUci(QStringLiteral("e2e4 e7e5")))), QStringLiteral("g1f3:3"));
        QCOMPARE(describe(book2.moves(afterUci(QStringLiteral("e2e4 e7e5 g1f3")))), QString()); // 1 game
    }

    // Large sums are scaled per position into 16 bits, keeping their proportions.
    void weightsScaledIntoSixteenBits() {
        std::string pgn;
        for (int i = 0; i < 40000; ++i) pgn += "1. e4 1-0\n\n";
        for (int i = 0; i < 20000; ++i) pgn += "1. d4 1-0\n\n";
        pgn += "1. c4 0-1\n\n";
        const PgnReadResult r = readPgn(pgn);
        QCOMPARE(r.games.size(), std::size_t(60001));
        const PolyglotBook book(buildBook(r.games, {1, 1}).entries);
        // 80000 points -> 65535, 40000 -> 32767, 0 stays 0.
        QCOMPARE(describe(book.moves(Position())), QStringLiteral("e2e4:65535 d2d4:32767 c2c4:0"));
    }

    void picking() {
        const PolyglotBook book(buildBook(knownGames(), {2, 1}).entries);
        std::mt19937_64 rng(42);
        const Position start;
        QCOMPARE(toUci(pickBookMove(book, start, 0, {BookPickMode::Best, 8}, rng)), std::string("e2e4"));
        QVERIFY(pickBookMove(book, start, 8, {BookPickMode::Best, 8}, rng).isNull()); // ply limit
        QVERIFY(pickBookMove(book, afterUci(QStringLiteral("c2c4")), 1, {}, rng).isNull()); // not in book

        // Weights 3 : 1, so about three quarters 1.e4; the same seed gives the same picks.
        std::mt19937_64 a(7), b(7);
        int e4 = 0;
        QString first, second;
        for (int i = 0; i < 4000; ++i) {
            const Move m = pickBookMove(book, start, 0, {}, a);
            if (toUci(m) == "e2e4") ++e4;
            if (i < 50) {
                first += QString::fromStdString(toUci(m));
                second += QString::fromStdString(toUci(pickBookMove(book, start, 0, {}, b)));
            }
        }
        QCOMPARE(first, second);
        QVERIFY2(e4 > 2880 && e4 < 3120, qPrintable(QString::number(e4))); // 3000 ± 5.5 sd
    }
};

QTEST_APPLESS_MAIN(TestPolyglot)
#include "tst_polyglot.moc"
