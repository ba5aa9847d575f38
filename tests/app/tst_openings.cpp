// Opening names: the ECO list compiled into the resources names positions, whatever the move
// order that reached them (transpositions), and bad lines are reported, not fatal.
#include "app/core/openingnames.h"
#include "notation/san.h"

#include <QtTest>

using namespace eschess;
using namespace eschess::app;

namespace {

std::vector<Move> sanMoves(const char* const* sans, int count) {
    Position pos;
    std::vector<Move> moves;
    for (int i = 0; i < count; ++i) {
        moves.push_back(*parseSan(pos, sans[i]));
        pos.makeMove(moves.back());
    }
    return moves;
}

} // namespace

class TestOpenings : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase() { Position::init(); }

    void theWholeListLoads() {
        // 3,807 lines; positions reached by more than one line are named once.
        QVERIFY(openingNames().size() > 3000);
        QCOMPARE(openingLabel(Position(), {}), QString());
    }

    void byTransposition_data() {
        QTest::addColumn<QString>("line");
        QTest::addColumn<QString>("label");
        QTest::newRow("ruy lopez") << "e4 e5 Nf3 Nc6 Bb5" << "C60 Ruy Lopez";
        QTest::newRow("ruy lopez by the knights first") << "Nf3 Nc6 e4 e5 Bb5" << "C60 Ruy Lopez";
        QTest::newRow("knights first, before Bb5") << "Nf3 Nc6 e4 e5" << "C44 King's Knight Opening: Normal Variation";
        QTest::newRow("zukertort") << "Nf3 Nc6" << "A04 Zukertort Opening: Black Mustang Defense";
        QTest::newRow("nimzo-indian") << "d4 Nf6 c4 e6 Nc3 Bb4" << "E20 Nimzo-Indian Defense";
        QTest::newRow("nimzo-indian from the english") << "c4 e6 Nc3 Nf6 d4 Bb4" << "E20 Nimzo-Indian Defense";
        // Past the list's last named position the game keeps the deepest name it reached.
        QTest::newRow("beyond the book") << "e4 e5 Nf3 Nc6 Bb5 h6 h3 h5" << "C60 Ruy Lopez";
    }
    void byTransposition() {
        QFETCH(QString, line);
        QFETCH(QString, label);
        std::vector<std::string> words;
        for (const QString& w : line.split(QLatin1Char(' '))) words.push_back(w.toStdString());
        std::vector<const char*> sans;
        for (const std::string& w : words) sans.push_back(w.c_str());
        QCOMPARE(openingLabel(Position(), sanMoves(sans.data(), int(sans.size()))), label);
    }

    void badLinesAreReported() {
        OpeningIndex index;
        const auto errors = index.addTsv("eco\tname\tpgn\nB00\tOwen\t1. e4 b6\nX\tbroken\n"
                                         "A00\tIllegal\t1. e5\n");
        QCOMPARE(index.size(), size_t(1));
        QCOMPARE(int(errors.size()), 2);
        QCOMPARE(QString::fromStdString(errors[0]), QStringLiteral("line 3: expected eco, name and moves separated by tabs"));
        QVERIFY(QString::fromStdString(errors[1]).startsWith(QStringLiteral("line 4: ")));
    }
};

QTEST_APPLESS_MAIN(TestOpenings)
#include "tst_openings.moc"
