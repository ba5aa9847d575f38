// Matches against the fake UCI engine in each of its bad moods: crash, stall, illegal move,
// time forfeit, garbage flood — the right termination every time, the other engine wins with
// either colour, no process left behind; a merely noisy engine still plays; an engine that
// does not start stops the match with a clear error.
#include "app/core/matchrunner.h"
#include "matchtesthelpers.h"

#include <QtTest>

using namespace eschess;
using namespace eschess::app;
using namespace eschess::app::testing;

class TestMatchFailures : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        Position::init();
    }

    void terminations_data() {
        QTest::addColumn<QString>("faulty");
        QTest::addColumn<int>("tc"); // 0: depth 1, else a clock of tc ms
        QTest::addColumn<int>("termination");
        QTest::newRow("crash") << "crash 4" << 0 << int(Termination::EngineCrash);
        QTest::newRow("stall") << "stall 4" << 0 << int(Termination::EngineStall);
        QTest::newRow("illegal") << "illegal 4" << 0 << int(Termination::IllegalMove);
        QTest::newRow("time") << "slow 400" << 1000 << int(Termination::TimeForfeit);
        QTest::newRow("flood") << "flood 3" << 0 << int(Termination::EngineStall);
    }
    void terminations() {
        QFETCH(QString, faulty);
        QFETCH(int, tc);
        QFETCH(int, termination);
        MatchSettings s;
        s.engine[0] = fake(QStringLiteral("normal --name Good"));
        s.engine[1] = fake(faulty + QStringLiteral(" --name Bad"));
        s.games = 2;
        s.concurrency = 2;
        s.stallMs = 1500;
        s.timeMarginMs = 50;
        if (tc > 0) {
            s.timeControl.kind = TimeControl::Kind::Clock;
            s.timeControl.baseMs = tc;
        } else {
            s.timeControl = TimeControl::fixedDepth(1);
        }
        MatchRunner runner(s);
        const Played p = play(runner);
        QVERIFY2(p.errors.isEmpty(), qPrintable(p.errors.join(QLatin1Char('\n'))));
        QCOMPARE(int(p.records.size()), 2);
        QCOMPARE(p.score.wins, 2);
        QCOMPARE(p.score.winsAs[White], 1);
        QCOMPARE(p.score.winsAs[Black], 1);
        for (const MatchGameRecord& r : p.records) {
            QVERIFY2(int(r.outcome.termination) == termination, qPrintable(r.reason));
            QVERIFY(r.reason.contains(QStringLiteral("Bad")));
        }
        QCOMPARE(runner.engineName(0), QStringLiteral("Good"));
        QCOMPARE(runner.scoreLine(), QStringLiteral("Score of Good vs Bad: 2 - 0 - 0  [1.000]  2"));
        QCOMPARE(liveChildren(), 0);
    }

    void garbageEngineStillPlays() {
        MatchSettings s;
        s.engine[0] = fake(QStringLiteral("normal"));
        s.engine[1] = fake(QStringLiteral("garbage"));
        s.games = 2;
        s.concurrency = 2;
        s.timeControl = TimeControl::fixedDepth(1);
        s.adjudication.maxMoves = 15;
        MatchRunner runner(s);
        const Played p = play(runner);
        QCOMPARE(int(p.records.size()), 2);
        for (const MatchGameRecord& r : p.records) {
            const Termination t = r.outcome.termination;
            QVERIFY2(t != Termination::EngineCrash && t != Termination::EngineStall && t != Termination::IllegalMove,
                     qPrintable(r.reason));
            QVERIFY(r.game.ply() <= 30);
        }
    }

    void startFailureStopsMatch() {
        MatchSettings s;
        s.engine[0] = fake(QStringLiteral("normal"));
        s.engine[1] = fake(QStringLiteral("exit"));
        s.games = 4;
        s.timeControl = TimeControl::fixedDepth(1);
        MatchRunner runner(s);
        const Played p = play(runner);
        QCOMPARE(int(p.records.size()), 0);
        QCOMPARE(p.errors.size(), 1);
        QVERIFY2(p.errors.first().contains(QStringLiteral("could not be started")), qPrintable(p.errors.first()));
        QCOMPARE(runner.state(), MatchRunner::State::Finished);
        QCOMPARE(liveChildren(), 0);
    }

};

QTEST_GUILESS_MAIN(TestMatchFailures)
#include "tst_matchfailures.moc"
