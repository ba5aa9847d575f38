// Settings: values round-trip; junk in the file gives the defaults, never a crash.

#include "app/core/playerchoice.h"
#include "app/core/settings.h"

#include <QFile>
#include <QSettings>
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

    // The dialogs' keys moved into Settings unchanged: a file written under the old raw keys
    // reads back the same, and junk is clamped or replaced by the default.
    void dialogKeysKeepTheirNames() {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("d.ini"));
        {
            QSettings raw(file, QSettings::IniFormat);
            raw.setValue(QStringLiteral("match/engine2"), QStringLiteral("uci:0"));
            raw.setValue(QStringLiteral("match/options1"), QStringLiteral("Hash=16"));
            raw.setValue(QStringLiteral("match/games"), 250000);
            raw.setValue(QStringLiteral("match/tcKind"), 2);
            raw.setValue(QStringLiteral("match/tcValue"), QStringLiteral("40/60+0.6"));
            raw.setValue(QStringLiteral("match/pgn"), QStringLiteral("/tmp/m.pgn"));
            raw.setValue(QStringLiteral("suite/source"), QStringLiteral("wac"));
            raw.setValue(QStringLiteral("suite/limitKind"), 7);
            raw.setValue(QStringLiteral("suite/depth"), 99);
            raw.setValue(QStringLiteral("suite/jobs"), QStringLiteral("many"));
            raw.setValue(QStringLiteral("suite/bkScale"), 0.5);
            raw.beginWriteArray(QStringLiteral("engines"), 1);
            raw.setArrayIndex(0);
            raw.setValue(QStringLiteral("name"), QStringLiteral("Fish"));
            raw.setValue(QStringLiteral("program"), QStringLiteral("/usr/games/stockfish"));
            raw.endArray();
        }
        Settings s(file);
        QCOMPARE(s.lastMatchEngine(1), QStringLiteral("uci:0"));
        QCOMPARE(s.lastMatchEngine(0), QString());
        QCOMPARE(s.lastMatchOptions(0), QStringLiteral("Hash=16"));
        QCOMPARE(s.lastMatchGames(), 100000);
        QCOMPARE(s.lastMatchTimeControlKind(), 2);
        QCOMPARE(s.lastMatchTimeControlValue(), QStringLiteral("40/60+0.6"));
        QCOMPARE(s.lastMatchConcurrency(), 1);
        QCOMPARE(s.lastMatchPgn(), QStringLiteral("/tmp/m.pgn"));
        QCOMPARE(s.suiteSource(), QStringLiteral("wac"));
        QCOMPARE(s.suiteLimitKind(), 0);
        QCOMPARE(s.suiteDepth(), 64);
        QCOMPARE(s.suiteJobs(), 1);
        QCOMPARE(s.suiteMoveTimeMs(), 1000);
        QCOMPARE(s.suiteBkScale(), 0.5);
        const QList<ExternalEngine> engines = s.externalEngines();
        QCOMPARE(engines.size(), 1);
        QCOMPARE(engines.front().name, QStringLiteral("Fish"));
        QCOMPARE(engines.front().program, QStringLiteral("/usr/games/stockfish"));
        s.setLastMatchGames(12);
        s.setSuiteJobs(3);
        s.sync();
        QSettings raw(file, QSettings::IniFormat);
        QCOMPARE(raw.value(QStringLiteral("match/games")).toInt(), 12);
        QCOMPARE(raw.value(QStringLiteral("suite/jobs")).toInt(), 3);
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
