// Perft node counts against the published reference values.
#include "core/perft.h"

#include <QtTest>

using namespace eschess;

class TestPerft : public QObject {
    Q_OBJECT
private slots:
    void counts_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<int>("depth");
        QTest::addColumn<qulonglong>("nodes");
        const QString start = QString::fromLatin1(Position::kStartFen.data(), int(Position::kStartFen.size()));
        const QString kiwipete = QStringLiteral("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
        QTest::newRow("start d5") << start << 5 << 4865609ULL;
        QTest::newRow("kiwipete d4") << kiwipete << 4 << 4085603ULL;
        QTest::newRow("pos3 d6") << QStringLiteral("8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1") << 6 << 11030083ULL;
        QTest::newRow("pos4 d5")
            << QStringLiteral("r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1") << 5 << 15833292ULL;
        QTest::newRow("pos5 d4") << QStringLiteral("rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8") << 4
                                 << 2103487ULL;
        QTest::newRow("pos6 d4")
            << QStringLiteral("r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10") << 4
            << 3894594ULL;
    }
    void counts() {
        QFETCH(QString, fen);
        QFETCH(int, depth);
        QFETCH(qulonglong, nodes);
        auto pos = Position::fromFen(fen.toStdString());
        QVERIFY2(pos.ok(), pos.error().c_str());
        QCOMPARE(qulonglong(perft(*pos, depth)), nodes);
    }
};

QTEST_APPLESS_MAIN(TestPerft)
#include "tst_perft.moc"
