// Display SAN: the piece letters of the interface's language in the move list and engine lines,
// English everywhere a program reads the moves.

#include "app/core/displaysan.h"
#include "app/core/search/searchtext.h"
#include "app/ui/movelistwidget.h"

#include "core/position.h"
#include "notation/san.h"

#include <QApplication>
#include <QTest>

using namespace eschess::app;

class TestDisplaySan : public QObject {
    Q_OBJECT
private slots:
    void cleanup() { setSanLanguage(QLocale::English); }

    void lettersPerLanguage_data() {
        QTest::addColumn<QLocale::Language>("language");
        QTest::addColumn<QString>("san");
        QTest::addColumn<QString>("shown");
        const QString line = QStringLiteral("1. Nf3 d5 2. Bb5+ Kd7 3. O-O Qxh2 4. Rxh2 e1=Q#");
        QTest::newRow("English") << QLocale::English << line << line;
        QTest::newRow("German") << QLocale::German << line << QStringLiteral("1. Sf3 d5 2. Lb5+ Kd7 3. O-O Dxh2 4. Txh2 e1=D#");
        QTest::newRow("French") << QLocale::French << line << QStringLiteral("1. Cf3 d5 2. Fb5+ Rd7 3. O-O Dxh2 4. Txh2 e1=D#");
        QTest::newRow("Spanish") << QLocale::Spanish << line << QStringLiteral("1. Cf3 d5 2. Ab5+ Rd7 3. O-O Dxh2 4. Txh2 e1=D#");
        QTest::newRow("Russian") << QLocale::Russian << line
                                 << QStringLiteral("1. Кf3 d5 2. Сb5+ Крd7 3. O-O Фxh2 4. Лxh2 e1=Ф#");
        QTest::newRow("Chinese keeps English") << QLocale::Chinese << line << line;
        QTest::newRow("Italian: none of ours") << QLocale::Italian << line << line;
        QTest::newRow("German 1... and NAG") << QLocale::German << QStringLiteral("12... Nxe5!?") << QStringLiteral("12... Sxe5!?");
        QTest::newRow("empty") << QLocale::German << QString() << QString();
    }
    void lettersPerLanguage() {
        QFETCH(QLocale::Language, language);
        QFETCH(QString, san);
        QFETCH(QString, shown);
        QCOMPARE(displaySan(san, language), shown);
    }

    void englishUntilSet() {
        QCOMPARE(sanLanguage(), QLocale::English);
        QCOMPARE(displaySan(QStringLiteral("Nf3")), QStringLiteral("Nf3"));
        setSanLanguage(QLocale::French);
        QCOMPARE(displaySan(QStringLiteral("Nf3")), QStringLiteral("Cf3"));
    }

    // The views show the language's letters; the SAN they are given, which PGN is written from,
    // stays English.
    void moveListAndEngineLinesShowTheLanguage() {
        setSanLanguage(QLocale::German);
        const QStringList san = {QStringLiteral("e4"), QStringLiteral("e5"), QStringLiteral("Nf3"), QStringLiteral("Nc6"),
                                 QStringLiteral("Bb5")};
        MoveListWidget list;
        list.setMoves(san, 1, false);
        QCOMPARE(list.cellText(1, 1), QStringLiteral("Sf3"));
        QCOMPARE(list.cellText(1, 2), QStringLiteral("Sc6"));
        QCOMPARE(list.cellText(2, 1), QStringLiteral("Lb5"));
        QCOMPARE(san[2], QStringLiteral("Nf3"));

        const eschess::Position start; // the starting position
        const auto nf3 = eschess::parseSan(start, "Nf3");
        QVERIFY(nf3.ok());
        QCOMPARE(moveText(start, nf3.value()), QStringLiteral("Sf3"));
        QCOMPARE(QString::fromStdString(eschess::toSan(start, nf3.value())), QStringLiteral("Nf3"));
    }
};

QTEST_MAIN(TestDisplaySan)
#include "tst_displaysan.moc"
