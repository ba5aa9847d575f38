// GameClock: only the side to move's clock runs, increments, flag fall, formatting.

#include "app/core/gameclock.h"

#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTest>

using namespace eschess;
using namespace eschess::app;

class TestGameClock : public QObject {
    Q_OBJECT
private slots:
    void untimedNeverRuns() {
        GameClock clock;
        clock.reset(TimeControl{});
        clock.start(White);
        QVERIFY(!clock.running());
    }

    void incrementGoesToTheMover() {
        GameClock clock;
        const TimeControl tc = TimeControl::clock(60000, 2000);
        clock.reset(tc);
        QElapsedTimer thinking; // how long White really thought: a loaded machine oversleeps qWait
        clock.start(White);
        thinking.start();
        QTest::qWait(120);
        clock.moved(White);
        const qint64 thought = thinking.elapsed();
        QVERIFY(clock.running());
        QCOMPARE(clock.active(), Black);
        const qint64 white = clock.remainingMs(White);
        // 60 s + 2 s increment - the thinking time, which the clock measured within ours (20 ms
        // for a preemption between the two; qWait may wake a few ms early, hence 61,900).
        QVERIFY2(white >= 62000 - thought - 20 && white <= 61900,
                 qPrintable(QStringLiteral("%1 ms left after %2 ms").arg(white).arg(thought)));
        QVERIFY(clock.remainingMs(Black) <= 60000);
        QTest::qWait(50);
        QCOMPARE(clock.remainingMs(White), white); // stopped while Black thinks
        QCOMPARE(tc.pgnTag(), QStringLiteral("60+2"));
    }

    void flagFallsOnce() {
        GameClock clock;
        const TimeControl tc = TimeControl::clock(150);
        clock.reset(tc);
        QSignalSpy flag(&clock, &GameClock::flagFell);
        clock.start(Black);
        QVERIFY(flag.wait(1000));
        QCOMPARE(flag.first().at(0).value<Color>(), Black);
        QVERIFY(clock.flagged(Black));
        QVERIFY(!clock.running());
        QCOMPARE(clock.remainingMs(Black), 0);
        QTest::qWait(250);
        QCOMPARE(flag.count(), 1);
    }

    // A match lets a clock run a little below zero: within the margin the move counts (and the
    // clock starts again from zero plus the increment); beyond it the flag falls.
    void marginAndPeriods() {
        GameClock clock;
        clock.reset(TimeControl::clock(1000, 100, 2));
        clock.setMarginMs(50);
        QVERIFY(clock.charge(White, 1040));
        QCOMPARE(clock.remainingMs(White), qint64(100));
        QCOMPARE(clock.limits(White).movesToGo, 1);
        QVERIFY(clock.charge(White, 0));
        QCOMPARE(clock.remainingMs(White), qint64(1200)); // increment and the second period
        QVERIFY(!clock.charge(Black, 1051));
        QCOMPARE(clock.limits(Black).timeMs[Black], qint64(0));
        QCOMPARE(TimeControl::fixedDepth(3).pgnTag(), QStringLiteral("-"));
        clock.reset(TimeControl::fixedDepth(3));
        QCOMPARE(clock.limits(White).depth, 3);
        QVERIFY(!clock.enabled());
    }

    void formats() {
        QCOMPARE(GameClock::format(300000), QStringLiteral("5:00"));
        QCOMPARE(GameClock::format(61000), QStringLiteral("1:01"));
        QCOMPARE(GameClock::format(9500), QStringLiteral("0:09.5"));
        QCOMPARE(GameClock::format(3723000), QStringLiteral("1:02:03"));
        QCOMPARE(GameClock::format(-5), QStringLiteral("0:00.0"));
        QCOMPARE(TimeControl{}.pgnTag(), QStringLiteral("-"));
    }
};

QTEST_GUILESS_MAIN(TestGameClock)
#include "tst_gameclock.moc"
