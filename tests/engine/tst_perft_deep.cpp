// Deep perft on the six standard positions: the full published counts, hundreds of millions of
// leaves each. Labelled `slow` (minutes on two cores); CI runs the shallow tst_perft instead.
#include "core/perft.h"

#include <QtTest>

using namespace eschess;

class TestPerftDeep : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { Position::init(); }

    void counts_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<int>("depth");
        QTest::addColumn<qulonglong>("nodes");
        QTest::newRow("startpos d6") << QString::fromLatin1(Position::kStartFen.data()) << 6 << 119060324ULL;
        QTest::newRow("kiwipete d5")
            << QStringLiteral("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1") << 5
            << 193690690ULL;
        QTest::newRow("pos3 d6") << QStringLiteral("8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1") << 6 << 11030083ULL;
        QTest::newRow("pos4 d5")
            << QStringLiteral("r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1") << 5
            << 15833292ULL;
        QTest::newRow("pos5 d5") << QStringLiteral("rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8") << 5
                                 << 89941194ULL;
        QTest::newRow("pos6 d5")
            << QStringLiteral("r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10") << 5
            << 164075551ULL;
    }
    void counts() {
        QFETCH(QString, fen);
        QFETCH(int, depth);
        QFETCH(qulonglong, nodes);
        auto pos = Position::fromFen(fen.toStdString());
        QVERIFY2(pos.ok(), pos.error().c_str());
        const std::string before = pos->fen();
        QCOMPARE(qulonglong(perft(*pos, depth)), nodes);
        QCOMPARE(pos->fen(), before); // perft leaves the position as it found it
    }

    // The divide adds up to the total and lists each legal root move once.
    void divideSumsToTotal() {
        auto pos = Position::fromFen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
        QVERIFY(pos.ok());
        const auto divide = perftDivide(*pos, 4);
        QCOMPARE(int(divide.size()), 48);
        qulonglong sum = 0;
        for (const auto& [move, count] : divide) sum += count;
        QCOMPARE(sum, 4085603ULL);
    }
};

QTEST_APPLESS_MAIN(TestPerftDeep)
#include "tst_perft_deep.moc"
