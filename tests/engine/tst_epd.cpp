// EPD reading and writing: operations, quoted strings, SAN operands checked at parse time,
// errors with line numbers, and the Bratko-Kopec suite.
#include "notation/epd.h"
#include "notation/uci_move.h"

#include <QtTest>

#include <fstream>
#include <sstream>

using namespace eschess;

namespace {

QString uciList(const std::vector<Move>& moves) {
    QStringList out;
    for (Move m : moves) out << QString::fromStdString(toUci(m));
    return out.join(QLatin1Char(' '));
}

QString qs(const std::string& s) {
    return QString::fromStdString(s);
}

} // namespace

class TestEpd : public QObject {
    Q_OBJECT
  private slots:
    void operations() {
        auto r = parseEpd("r1b2rk1/2q1b1pp/p2ppn2/1p6/3QP3/1BN1B3/PPP3PP/R4RK1 w - - bm Nd5 a4; am Qd2; "
                          "id \"with spaces\"; c0 \"a comment; with a semicolon\"; dm 3;");
        QVERIFY2(r.ok(), r.error().c_str());
        QCOMPARE(qs(r->fen), QStringLiteral("r1b2rk1/2q1b1pp/p2ppn2/1p6/3QP3/1BN1B3/PPP3PP/R4RK1 w - -"));
        QCOMPARE(r->operations.size(), size_t(5));
        QCOMPARE(uciList(r->bestMoves()), QStringLiteral("c3d5 a2a4"));
        QCOMPARE(uciList(r->avoidMoves()), QStringLiteral("d4d2"));
        QCOMPARE(qs(r->id()), QStringLiteral("with spaces"));
        QCOMPARE(r->operands("c0").size(), size_t(1));
        QCOMPARE(qs(r->operands("c0")[0]), QStringLiteral("a comment; with a semicolon"));
        QCOMPARE(r->directMate(), 3);
        QVERIFY(r->has("am"));
        QVERIFY(!r->has("pv"));
        QVERIFY(r->operands("pv").empty());
        QCOMPARE(r->line, 0);
        QCOMPARE(qs(r->position.fen()),
                 QStringLiteral("r1b2rk1/2q1b1pp/p2ppn2/1p6/3QP3/1BN1B3/PPP3PP/R4RK1 w - - 0 1"));
    }

    void noOperations() {
        auto r = parseEpd("4k3/8/8/8/8/8/8/4K3 b - -");
        QVERIFY2(r.ok(), r.error().c_str());
        QVERIFY(r->operations.empty());
        QCOMPARE(qs(r->id()), QString());
        QCOMPARE(r->directMate(), 0);
        QVERIFY(r->bestMoves().empty());
    }

    // FEN's clock fields after the four EPD fields, and hmvc/fmvn, set the clocks.
    void clocks() {
        auto a = parseEpd("4k3/8/8/8/8/8/8/4K3 w - - 12 40 id \"x\";");
        QVERIFY2(a.ok(), a.error().c_str());
        QCOMPARE(a->position.halfmoveClock(), 12);
        QCOMPARE(a->position.fullmoveNumber(), 40);
        QCOMPARE(qs(a->id()), QStringLiteral("x"));
        auto b = parseEpd("4k3/8/8/8/8/8/8/4K3 w - - hmvc 7; fmvn 31;");
        QVERIFY2(b.ok(), b.error().c_str());
        QCOMPARE(b->position.halfmoveClock(), 7);
        QCOMPARE(b->position.fullmoveNumber(), 31);
    }

    void writing() {
        const std::string line = "1k1r4/pp1b1R2/3q2pp/4p3/2B5/4Q3/PPP2B2/2K5 b - - bm Qd1+; id \"BK.01\"; "
                                 "c0 \"say \\\"hi\\\"\"; am Qb4 Qc5;";
        auto r = parseEpd(line);
        QVERIFY2(r.ok(), r.error().c_str());
        QCOMPARE(qs(r->operands("c0")[0]), QStringLiteral("say \"hi\""));
        QCOMPARE(qs(toEpd(*r)), QString::fromStdString(line));
        auto again = parseEpd(toEpd(*r));
        QVERIFY(again.ok());
        QCOMPARE(again->operations, r->operations);
    }

    void errors_data() {
        QTest::addColumn<QString>("line");
        QTest::addColumn<QString>("error");
        QTest::newRow("bad bm")
            << "4k3/8/8/8/8/8/8/4K2Q w - - bm Qx9;"
            << "EPD: bm: 'Qx9' is not a legal move here (cannot read it as SAN: no destination "
               "square at the end)";
        QTest::newRow("illegal bm") << "4k3/8/8/8/8/8/8/4K2Q w - - bm Qh8+ Nf3;"
                                    << "EPD: bm: 'Nf3' is not a legal move here (white has no knight)";
        QTest::newRow("ambiguous am") << "4k3/8/8/8/8/8/8/1N2KN2 w - - am Nd2;"
                                      << "EPD: am: 'Nd2' is ambiguous here (could be Nbd2, Nfd2)";
        QTest::newRow("empty bm") << "4k3/8/8/8/8/8/8/4K3 w - - bm;"
                                  << "EPD: bm: no move given";
        QTest::newRow("bad dm") << "4k3/8/8/8/8/8/8/4K3 w - - dm two;"
                                << "EPD: dm: expected one positive number of moves, found 'two'";
        QTest::newRow("few fields")
            << "4k3/8/8/8/8/8/8/4K3 w -"
            << "EPD: expected 4 position fields (placement, side, castling, en passant), found 3";
        QTest::newRow("bad fen") << "4k3/8/8/8/8/8/8/4K3 x - - id \"a\";"
                                 << "EPD: FEN: side to move not w/b: 'x'";
        QTest::newRow("two kings") << "4k3/8/8/8/8/8/8/4KK2 w - - id \"a\";"
                                   << "EPD: FEN: piece placement: two white kings";
        QTest::newRow("open quote") << "4k3/8/8/8/8/8/8/4K3 w - - id \"abc;"
                                    << "EPD: id: string without closing quote";
        QTest::newRow("bad opcode")
            << "4k3/8/8/8/8/8/8/4K3 w - - id \"a\"; 9x 1;"
            << "EPD: operation 2: '9x' is not an opcode (letters, digits and _, starting "
               "with a letter)";
        QTest::newRow("bad hmvc") << "4k3/8/8/8/8/8/8/4K3 w - - hmvc -3;"
                                  << "EPD: hmvc: expected one non-negative number";
    }
    void errors() {
        QFETCH(QString, line);
        QFETCH(QString, error);
        auto r = parseEpd(line.toStdString());
        QVERIFY(!r.ok());
        QCOMPARE(qs(r.error()), error);
    }

    void file() {
        const std::string text = "# a comment line\n"
                                 "\n"
                                 "4k3/8/8/8/8/8/8/4K2R w K - bm O-O; id \"one\";\n"
                                 "4k3/8/8/8/8/8/8/4K2R w K - bm Qh8; id \"two\";\n"
                                 "   \r\n"
                                 "4k3/8/8/8/8/8/8/4K2R w K - bm Rh8+; id \"three\";\r\n"
                                 "garbage\n"
                                 "4k3/8/8/8/8/8/8/4K2R w K - bm 0-0; id \"four\"";
        const EpdFile f = parseEpdFile(text);
        QCOMPARE(f.records.size(), size_t(3));
        QCOMPARE(f.records[0].line, 3);
        QCOMPARE(f.records[1].line, 6);
        QCOMPARE(qs(f.records[1].id()), QStringLiteral("three"));
        QCOMPARE(f.records[2].line, 8);
        QCOMPARE(uciList(f.records[2].bestMoves()), QStringLiteral("e1g1"));
        QCOMPARE(f.errors.size(), size_t(2));
        QCOMPARE(qs(f.errors[0]),
                 QStringLiteral("line 4: EPD: bm: 'Qh8' is not a legal move here (white has no queen)"));
        QCOMPARE(qs(f.errors[1]),
                 QStringLiteral("line 7: EPD: expected 4 position fields (placement, side, castling, "
                                "en passant), found 1"));
    }

    void bratkoKopec() {
        std::ifstream in(ESCHESS_SOURCE_DIR "/resources/suites/bratko-kopec.epd");
        QVERIFY2(in.good(), "cannot open resources/suites/bratko-kopec.epd");
        std::stringstream buffer;
        buffer << in.rdbuf();
        const EpdFile f = parseEpdFile(buffer.str());
        QVERIFY2(f.errors.empty(), f.errors.empty() ? "" : f.errors.front().c_str());
        QCOMPARE(f.records.size(), size_t(24));
        int moves = 0;
        for (size_t i = 0; i < f.records.size(); ++i) {
            const EpdRecord& r = f.records[i];
            QCOMPARE(qs(r.id()), QStringLiteral("BK.%1").arg(int(i) + 1, 2, 10, QLatin1Char('0')));
            QCOMPARE(r.bestMoves().size(), r.operands("bm").size());
            moves += int(r.bestMoves().size());
        }
        QCOMPARE(moves, 26);
        QCOMPARE(uciList(f.records[0].bestMoves()), QStringLiteral("d6d1"));
        QCOMPARE(uciList(f.records[4].bestMoves()), QStringLiteral("c3d5 a2a4"));
        QCOMPARE(uciList(f.records[13].bestMoves()), QStringLiteral("d1d2 d1e1"));
        QCOMPARE(uciList(f.records[14].bestMoves()), QStringLiteral("g4g7"));
        QCOMPARE(uciList(f.records[18].bestMoves()), QStringLiteral("e8e4"));
        QCOMPARE(uciList(f.records[21].bestMoves()), QStringLiteral("b7e4"));
        QCOMPARE(uciList(f.records[22].bestMoves()), QStringLiteral("f7f6"));
    }
};

QTEST_APPLESS_MAIN(TestEpd)
#include "tst_epd.moc"
