// Settings: values round-trip; junk in the file gives the defaults, never a crash.

#include "app/core/playerchoice.h"
#include "app/core/settings.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace eschess::app;

class TestSettings : public QObject {
    Q_OBJECT
private slots:
    void roundTrip() {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("s.ini"));
        {
            Settings s(file);
            s.setBoardTheme(QStringLiteral("green"));
            s.setLanguage(QStringLiteral("de"));
            s.setMultiPv(3);
            s.setMoveDelayMs(750);
            s.setShowCoordinates(false);
            s.setLastPlayer(1, QStringLiteral("engine:alphabeta"));
            s.setWindowGeometry(QByteArray("\x01\x02\x00\x03", 4));
            s.sync();
        }
        Settings s(file);
        QCOMPARE(s.boardTheme(), QStringLiteral("green"));
        QCOMPARE(s.language(), QStringLiteral("de"));
        QCOMPARE(s.multiPv(), 3);
        QCOMPARE(s.moveDelayMs(), 750);
        QCOMPARE(s.showCoordinates(), false);
        QCOMPARE(s.lastPlayer(1), QStringLiteral("engine:alphabeta"));
        QCOMPARE(s.lastPlayer(0), QStringLiteral("human"));
        QCOMPARE(s.windowGeometry(), QByteArray("\x01\x02\x00\x03", 4));
    }

    void playerChoiceRoundTrips() {
        PlayerChoice c;
        c.kind = PlayerChoice::Kind::Family;
        c.engine = QStringLiteral("alphabeta");
        c.strength.mode = EngineStrength::Mode::Depth;
        c.strength.depth = 4;
        QCOMPARE(c.toString(), QStringLiteral("engine:alphabeta|depth=4"));
        const PlayerChoice back = PlayerChoice::fromString(c.toString());
        QCOMPARE(back.kind, PlayerChoice::Kind::Family);
        QCOMPARE(back.engine, QStringLiteral("alphabeta"));
        QCOMPARE(back.strength.mode, EngineStrength::Mode::Depth);
        QCOMPARE(back.strength.depth, 4);
        const PlayerChoice uci = PlayerChoice::fromString(QStringLiteral("uci:/usr/games/stockfish,Hash=16|elo=2000"));
        QCOMPARE(uci.kind, PlayerChoice::Kind::External);
        QCOMPARE(uci.engine, QStringLiteral("/usr/games/stockfish,Hash=16"));
        QCOMPARE(uci.strength.elo, 2000);
        // Junk: a human, and an unknown strength suffix stays part of the (then failing) spec.
        QCOMPARE(PlayerChoice::fromString(QStringLiteral("robot")).kind, PlayerChoice::Kind::Human);
        QCOMPARE(PlayerChoice::fromString(QStringLiteral("engine:")).kind, PlayerChoice::Kind::Human);
        QCOMPARE(PlayerChoice::fromString(QStringLiteral("engine:x|depth=999")).engine, QStringLiteral("x|depth=999"));
    }

    void junkIsIgnored() {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("junk.ini"));
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("[General]\nversion=banana\nlanguage=klingon\n"
                "[analysis]\nmultipv=99\nengine=a, b, c\n"
                "[game]\nmoveDelayMs=-5\nwhite=rm -rf\n"
                "[board]\ncoordinates=perhaps\nanimations=0\ntheme=@Variant(garbage)\n"
                "[window]\ngeometry=not bytes\nstate=@ByteArray(\\0\\x1)\n");
        f.close();
        Settings s(file);
        QCOMPARE(s.language(), QString());
        QCOMPARE(s.multiPv(), 1);
        QCOMPARE(s.analysisEngine(), QString()); // a list, not a name
        QCOMPARE(s.moveDelayMs(), 300);
        QCOMPARE(s.lastPlayer(0), QStringLiteral("human"));
        QCOMPARE(s.showCoordinates(), true);
        QCOMPARE(s.animations(), false);
        QVERIFY(s.windowGeometry().isEmpty());
        s.windowState(); // whatever it is, reading it is safe
        s.boardTheme();
    }
};

QTEST_GUILESS_MAIN(TestSettings)
#include "tst_settings.moc"
