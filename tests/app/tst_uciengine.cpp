// UciEngine against the fake engine (tests/tools/fakeuci): the handshake, options, a search,
// and every failure — no uciok, start-up failure, crash, stall, garbage, illegal move — ends
// in a clear failed() and no process left behind.
#include "app/core/engineplayer.h"
#include "app/core/uciengine.h"

#include "core/movegen.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

#include <csignal>
#include <sys/types.h>

using namespace eschess;
using namespace eschess::app;

namespace {

UciEngine* makeFake(QObject* parent, QStringList args) {
    UciEngineConfig config;
    config.program = QStringLiteral(FAKEUCI_PATH);
    config.arguments = std::move(args);
    auto* e = new UciEngine(config, parent);
    e->setHandshakeTimeout(8000);
    e->setSearchGrace(500);
    e->setUntimedStallTimeout(800);
    e->setQuitGrace(300);
    return e;
}

// Gone, or a zombie waiting for whoever adopted it (an orphaned grandchild) to reap it.
bool processGone(qint64 pid) {
    if (pid <= 0 || (::kill(pid_t(pid), 0) != 0 && errno == ESRCH)) return true;
    QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!stat.open(QIODevice::ReadOnly)) return true;
    const QByteArray text = stat.readAll();
    const int paren = text.lastIndexOf(')');
    return paren >= 0 && text.mid(paren + 2, 1) == "Z";
}

GoRequest depthOne() {
    GoRequest r;
    r.limits.depth = 1;
    return r;
}

} // namespace

class TestUciEngine : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        Position::init();
    }

    void handshakeAndOptions() {
        QObject owner;
        UciEngine* e = makeFake(&owner, {QStringLiteral("normal"), QStringLiteral("--name"), QStringLiteral("Fake One")});
        QSignalSpy ready(e, &Engine::ready);
        QSignalSpy messages(e, &Engine::message);
        e->setOption(QStringLiteral("Hash"), QStringLiteral("64"));
        e->start();
        QVERIFY(ready.wait(10000));
        QCOMPARE(e->state(), Engine::State::Idle);
        QCOMPARE(e->idName(), QStringLiteral("Fake One"));
        QCOMPARE(e->name(), QStringLiteral("Fake One"));
        QCOMPARE(e->idAuthor(), QStringLiteral("Eschess tests"));
        const QList<OptionSpec> options = e->options();
        QCOMPARE(options.size(), 5);
        QCOMPARE(options[0].name, std::string("Hash"));
        QCOMPARE(options[0].max, 1024);
        QCOMPARE(options[2].type, OptionSpec::Type::Combo);
        QCOMPARE(options[3].name, std::string("Book File"));
        QCOMPARE(options[4].type, OptionSpec::Type::Button);
        QTRY_VERIFY_WITH_TIMEOUT(!messages.isEmpty(), 2000);
        QCOMPARE(messages.first().first().toString(), QStringLiteral("setoption name Hash value 64"));
        const qint64 pid = e->processId();
        QVERIFY(pid > 0);
        e->quit();
        QCOMPARE(e->state(), Engine::State::Quit);
        QTRY_VERIFY_WITH_TIMEOUT(processGone(pid), 3000);
    }

    // What a spec asks for must hold, or the games measure another engine: an option the
    // engine lacks, a value outside what it announced, or an `info string error` in answer to
    // a setoption ends the start with a message naming the option; good settings start.
    void settingsTheEngineRefusesEndTheStart_data() {
        QTest::addColumn<QString>("option");
        QTest::addColumn<QString>("value");
        QTest::addColumn<QString>("expected"); // empty: starts
        QTest::newRow("unknown") << "Bogus" << "3" << "Fake cannot be set up as asked: it has no option 'Bogus'";
        QTest::newRow("spin range") << "Hash" << "4096"
                                    << "Fake cannot be set up as asked: Hash must be a whole number from 1 to 1024, not '4096'";
        QTest::newRow("spin text") << "hash" << "abc"
                                   << "Fake cannot be set up as asked: Hash must be a whole number from 1 to 1024, not 'abc'";
        QTest::newRow("check") << "Ponder" << "maybe" << "Fake cannot be set up as asked: Ponder must be true or false, not 'maybe'";
        QTest::newRow("combo") << "Style" << "Wild"
                               << "Fake cannot be set up as asked: Style must be one of Solid, Normal, Risky, not 'Wild'";
        QTest::newRow("refused") << "Book File" << "missing.bin"
                                 << "Fake refused its settings: error: Book File: cannot open 'missing.bin'";
        QTest::newRow("good spin") << "HASH" << "1024" << "";
        QTest::newRow("good combo") << "Style" << "risky" << "";
        QTest::newRow("good string") << "Book File" << "book.bin" << "";
        QTest::newRow("good check") << "Ponder" << "TRUE" << "";
    }
    // Each row both ways: in the engine's configuration (a spec) and by setOption before the
    // start (what EnginePlayer does with a level's UCI_LimitStrength and UCI_Elo).
    void settingsTheEngineRefusesEndTheStart() {
        QFETCH(QString, option);
        QFETCH(QString, value);
        QFETCH(QString, expected);
        for (const bool viaSetOption : {false, true}) {
            QObject owner;
            UciEngineConfig config;
            config.program = QStringLiteral(FAKEUCI_PATH);
            config.arguments = {QStringLiteral("normal"), QStringLiteral("--name"), QStringLiteral("Fake")};
            if (!viaSetOption) config.options = {{option, value}};
            auto* e = new UciEngine(config, &owner);
            if (viaSetOption) e->setOption(option, value);
            e->setHandshakeTimeout(8000);
            QSignalSpy ready(e, &Engine::ready);
            QSignalSpy failed(e, &Engine::failed);
            e->start();
            QTRY_VERIFY_WITH_TIMEOUT(!ready.isEmpty() || !failed.isEmpty(), 10000);
            if (expected.isEmpty()) {
                QVERIFY(failed.isEmpty());
                QCOMPARE(e->state(), Engine::State::Idle);
                e->quit();
                continue;
            }
            QVERIFY2(ready.isEmpty(), viaSetOption ? "by setOption" : "by configuration");
            QCOMPARE(failed.first().first().toString(), expected);
            QCOMPARE(e->state(), Engine::State::Failed);
            QCOMPARE(e->failure(), UciEngine::Failure::Protocol);
        }
    }

    // A player's level is a setting like a spec's: an engine without UCI_LimitStrength, or one
    // whose UCI_Elo range does not hold the level, fails the player with the reason instead of
    // playing at full strength while the game says "1000".
    void aLevelTheEngineCannotPlayFailsThePlayer_data() {
        QTest::addColumn<bool>("offersLevels");
        QTest::addColumn<int>("elo");
        QTest::addColumn<QString>("expected"); // empty: the player becomes ready
        QTest::newRow("no levels") << false << 2000 << "Fake cannot be set up as asked: it has no option 'UCI_LimitStrength'";
        QTest::newRow("below range") << true << 1000
                                     << "Fake cannot be set up as asked: UCI_Elo must be a whole number from 1320 to 3190, not '1000'";
        QTest::newRow("in range") << true << 2000 << "";
    }
    void aLevelTheEngineCannotPlayFailsThePlayer() {
        QFETCH(bool, offersLevels);
        QFETCH(int, elo);
        QFETCH(QString, expected);
        UciEngineConfig config;
        config.program = QStringLiteral(FAKEUCI_PATH);
        config.arguments = {QStringLiteral("normal"), QStringLiteral("--name"), QStringLiteral("Fake")};
        if (offersLevels) config.arguments << QStringLiteral("--levels");
        auto* engine = new UciEngine(config);
        engine->setHandshakeTimeout(8000);
        EngineStrength strength;
        strength.mode = EngineStrength::Mode::Elo;
        strength.elo = elo;
        EnginePlayer player(engine, strength);
        QSignalSpy ready(&player, &Player::ready);
        QSignalSpy failed(&player, &Player::failed);
        QTRY_VERIFY_WITH_TIMEOUT(!ready.isEmpty() || !failed.isEmpty(), 10000);
        if (expected.isEmpty()) {
            QVERIFY(failed.isEmpty());
            QVERIFY(player.isReady());
            return;
        }
        QVERIFY(ready.isEmpty());
        QCOMPARE(failed.first().first().toString(), expected);
    }

    void searchGivesLegalMove() {
        QObject owner;
        UciEngine* e = makeFake(&owner, {QStringLiteral("normal")});
        QSignalSpy ready(e, &Engine::ready);
        QSignalSpy best(e, &Engine::bestMove);
        QSignalSpy infos(e, &Engine::info);
        e->start();
        QVERIFY(ready.wait(10000));
        GoRequest r = depthOne();
        auto after = Position::fromFen("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3");
        r.start = *after;
        e->go(r);
        QCOMPARE(e->state(), Engine::State::Thinking);
        QVERIFY(best.wait(10000));
        const Move m = best.first().first().value<eschess::Move>();
        QVERIFY(legalMoves(*after).contains(m));
        QCOMPARE(infos.size(), 1);
        const EngineInfo info = infos.first().first().value<EngineInfo>();
        QCOMPARE(info.depth, 1);
        QCOMPARE(info.pv.size(), 1);
        QCOMPARE(info.pv.first(), m);
        QCOMPARE(e->state(), Engine::State::Idle);
        // A second game after ucinewgame/isready.
        e->newGame();
        e->go(depthOne());
        QVERIFY(best.wait(10000));
        QCOMPARE(best.size(), 2);
        e->quit();
    }

    // MultiPV is a UCI option, not a `go` parameter: a request for K lines sets it before its
    // search (at most the engine's maximum), a request for one line restores the engine's own
    // value (the spec's here), and nothing is sent while the value already holds.
    void multiPvIsSetForTheSearch() {
        QObject owner;
        UciEngine* e = makeFake(&owner, {QStringLiteral("normal"), QStringLiteral("--multipv")});
        QSignalSpy ready(e, &Engine::ready);
        QSignalSpy best(e, &Engine::bestMove);
        QSignalSpy infos(e, &Engine::info);
        QSignalSpy messages(e, &Engine::message);
        e->setOption(QStringLiteral("multipv"), QStringLiteral("2")); // names ignore case
        e->start();
        QVERIFY(ready.wait(10000));
        // One search with `lines` asked for: the MultiPV lines it reported and the setoption
        // commands the engine echoed back.
        auto search = [&](int lines, QList<int>* reported, QStringList* sent) {
            infos.clear();
            messages.clear();
            best.clear();
            GoRequest r = depthOne();
            r.limits.multiPv = lines;
            e->go(r);
            if (!best.wait(10000)) return false;
            reported->clear();
            for (const QList<QVariant>& args : infos)
                reported->append(args.first().value<EngineInfo>().multiPv);
            sent->clear();
            for (const QList<QVariant>& args : messages) sent->append(args.first().toString());
            return true;
        };
        QList<int> reported;
        QStringList sent;
        QVERIFY(search(1, &reported, &sent));
        QCOMPARE(reported, (QList<int>{1, 2})); // the spec's value, already sent after uciok
        QCOMPARE(sent, QStringList());
        QVERIFY(search(3, &reported, &sent));
        QCOMPARE(reported, (QList<int>{1, 2, 3}));
        QCOMPARE(sent, QStringList{QStringLiteral("setoption name MultiPV value 3")});
        QVERIFY(search(3, &reported, &sent));
        QCOMPARE(sent, QStringList());
        QVERIFY(search(20, &reported, &sent));
        QCOMPARE(reported, (QList<int>{1, 2, 3, 4, 5, 6, 7, 8}));
        QCOMPARE(sent, QStringList{QStringLiteral("setoption name MultiPV value 8")});
        QVERIFY(search(1, &reported, &sent));
        QCOMPARE(reported, (QList<int>{1, 2}));
        QCOMPARE(sent, QStringList{QStringLiteral("setoption name MultiPV value 2")});
        e->quit();
    }

    // A request during a search replaces it (analysis following the shown position): the old
    // search is stopped, its move still reported, its later lines dropped, and the new search
    // starts once that move is in; no protocol failure.
    void aNewRequestReplacesTheSearch() {
        QObject owner;
        UciEngine* e = makeFake(&owner, {QStringLiteral("normal")});
        QSignalSpy ready(e, &Engine::ready);
        QSignalSpy best(e, &Engine::bestMove);
        QSignalSpy infos(e, &Engine::info);
        QSignalSpy failed(e, &Engine::failed);
        e->start();
        QVERIFY(ready.wait(10000));
        GoRequest first;
        first.limits.infinite = true;
        first.moves = {Move(SqE2, SqE4)};
        GoRequest second = first;
        second.moves = {Move(SqD2, SqD4)};
        e->go(first);
        QVERIFY(infos.wait(10000));
        QCOMPARE(best.size(), 0); // infinite: the fake holds its move until stop
        infos.clear();
        e->go(second);
        QTRY_VERIFY_WITH_TIMEOUT(best.size() == 1 && infos.size() == 1, 10000);
        QVERIFY(first.current().isLegal(best.first().first().value<Move>()));
        QVERIFY(second.current().isLegal(infos.first().first().value<EngineInfo>().pv.first()));
        QCOMPARE(e->state(), Engine::State::Thinking);
        e->stop();
        QTRY_COMPARE_WITH_TIMEOUT(best.size(), 2, 10000);
        QVERIFY(second.current().isLegal(best.at(1).first().value<Move>()));
        QCOMPARE(e->state(), Engine::State::Idle);
        QCOMPARE(infos.size(), 1);
        QVERIFY(failed.isEmpty());
        e->quit();
    }

    // A request made before the handshake ends waits for it; stopped meanwhile, it starts and
    // stops at once, so its bestMove still comes and nothing keeps searching.
    void aRequestWaitsForTheHandshake() {
        QObject owner;
        UciEngine* e = makeFake(&owner, {QStringLiteral("normal")});
        QSignalSpy ready(e, &Engine::ready);
        QSignalSpy best(e, &Engine::bestMove);
        GoRequest r;
        r.limits.infinite = true;
        e->start();
        e->go(r);
        e->stop();
        QVERIFY(ready.wait(10000));
        QTRY_COMPARE_WITH_TIMEOUT(best.size(), 1, 10000);
        QVERIFY(Position().isLegal(best.first().first().value<Move>()));
        QCOMPARE(e->state(), Engine::State::Idle);
        e->go(depthOne());
        QVERIFY(best.wait(10000)); // and the engine takes the next request as usual
        e->quit();
    }

    // An option announced twice is one option, the later announcement's, for every use: the
    // list shown, the check of the settings at uciok (Hash 2000 is beyond the first
    // announcement's 1024) and MultiPV's limit (4, not the first announcement's 8).
    void anOptionAnnouncedTwiceIsTheLaterOne() {
        QObject owner;
        UciEngine* e = makeFake(&owner, {QStringLiteral("normal"), QStringLiteral("--multipv"), QStringLiteral("--again")});
        QSignalSpy ready(e, &Engine::ready);
        QSignalSpy failed(e, &Engine::failed);
        QSignalSpy best(e, &Engine::bestMove);
        QSignalSpy infos(e, &Engine::info);
        QSignalSpy messages(e, &Engine::message);
        e->setOption(QStringLiteral("Hash"), QStringLiteral("2000"));
        e->start();
        QVERIFY2(ready.wait(10000), failed.isEmpty() ? "" : qPrintable(failed.first().first().toString()));
        const QList<OptionSpec> options = e->options();
        QCOMPARE(options.size(), 6);
        QCOMPARE(options[0].name, std::string("HASH")); // in the first announcement's place
        QCOMPARE(options[0].max, 2048);
        QCOMPARE(options[5].name, std::string("MultiPV"));
        QCOMPARE(options[5].max, 4);
        QStringList said;
        for (const QList<QVariant>& m : messages) said.append(m.first().toString());
        QVERIFY2(said.contains(QStringLiteral("FakeUci announced the option 'HASH' twice; the later announcement counts")),
                 qPrintable(said.join(QLatin1Char('|'))));
        QVERIFY(said.contains(QStringLiteral("setoption name Hash value 2000")));
        infos.clear();
        GoRequest r = depthOne();
        r.limits.multiPv = 20;
        e->go(r);
        QVERIFY(best.wait(10000));
        QCOMPARE(infos.size(), 4);
        QVERIFY(failed.isEmpty());
        e->quit();
    }

    // An engine that does not offer MultiPV is never sent it, and gives its one line.
    void multiPvIsNotSentToAnEngineWithoutIt() {
        QObject owner;
        UciEngine* e = makeFake(&owner, {QStringLiteral("normal")});
        QSignalSpy ready(e, &Engine::ready);
        QSignalSpy best(e, &Engine::bestMove);
        QSignalSpy infos(e, &Engine::info);
        QSignalSpy messages(e, &Engine::message);
        e->start();
        QVERIFY(ready.wait(10000));
        GoRequest r = depthOne();
        r.limits.multiPv = 3;
        e->go(r);
        QVERIFY(best.wait(10000));
        QCOMPARE(infos.size(), 1);
        QCOMPARE(messages.size(), 0); // the fake echoes every setoption it gets
        e->quit();
    }

    // A Chess960 game sets UCI_Chess960 once, and castling comes back as the king taking its
    // rook; an engine without the option is refused with the reason, not fed moves it misreads.
    void chess960() {
        QObject owner;
        UciEngine* e = makeFake(&owner, {QStringLiteral("normal"), QStringLiteral("--chess960")});
        QSignalSpy ready(e, &Engine::ready);
        QSignalSpy best(e, &Engine::bestMove);
        QSignalSpy messages(e, &Engine::message);
        e->start();
        QVERIFY(ready.wait(10000));
        GoRequest r = depthOne();
        r.start = *Position::fromFen("rk5r/pppppppp/8/8/8/8/PPPPPPPP/RK5R w HAha - 0 1", true);
        for (int game = 0; game < 2; ++game) {
            e->go(r);
            QVERIFY(best.wait(10000));
            QVERIFY(legalMoves(r.start).contains(best.last().first().value<eschess::Move>()));
        }
        int told = 0;
        for (const QList<QVariant>& m : messages)
            told += m.first().toString() == QStringLiteral("setoption name UCI_Chess960 value true");
        QCOMPARE(told, 1);

        UciEngine* plain = makeFake(&owner, {QStringLiteral("normal")});
        QSignalSpy plainReady(plain, &Engine::ready);
        QSignalSpy failed(plain, &Engine::failed);
        plain->start();
        QVERIFY(plainReady.wait(10000));
        plain->go(r);
        QTRY_COMPARE_WITH_TIMEOUT(failed.size(), 1, 10000);
        QVERIFY2(failed.first().first().toString().contains(QStringLiteral("cannot play Chess960")),
                 qPrintable(failed.first().first().toString()));
        e->quit();
        plain->quit();
    }

    void failures_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<bool>("search");
        QTest::addColumn<QString>("expected");
        QTest::newRow("no uciok") << QStringList{QStringLiteral("nouciok")} << false << "uciok";
        QTest::newRow("exits at start") << QStringList{QStringLiteral("exit")} << false << "exit code 4";
        QTest::newRow("crash") << QStringList{QStringLiteral("crash"), QStringLiteral("0")} << true << "exit code 3";
        QTest::newRow("stall") << QStringList{QStringLiteral("stall"), QStringLiteral("0")} << true << "stalled";
        QTest::newRow("illegal") << QStringList{QStringLiteral("illegal"), QStringLiteral("0")} << true << "illegal bestmove";
        QTest::newRow("flood") << QStringList{QStringLiteral("flood"), QStringLiteral("0")} << true << "unusable lines";
    }
    void failures() {
        QFETCH(QStringList, args);
        QFETCH(bool, search);
        QFETCH(QString, expected);
        QObject owner;
        UciEngine* e = makeFake(&owner, args);
        // Long enough for a loaded CI machine to start the fake engine, short enough for the test.
        if (!search) e->setHandshakeTimeout(8000);
        QSignalSpy ready(e, &Engine::ready);
        QSignalSpy failed(e, &Engine::failed);
        QSignalSpy best(e, &Engine::bestMove);
        e->start();
        if (search) {
            QVERIFY(ready.wait(10000));
            e->go(depthOne());
        }
        QTRY_VERIFY_WITH_TIMEOUT(!failed.isEmpty(), 15000);
        const QString reason = failed.first().first().toString();
        QVERIFY2(reason.contains(expected), qPrintable(reason));
        QCOMPARE(e->state(), Engine::State::Failed);
        QCOMPARE(e->errorString(), reason);
        QCOMPARE(best.size(), 0);
        QCOMPARE(failed.size(), 1);
        QCOMPARE(e->processId(), qint64(0)); // killed and gone
    }

    void garbageIsTolerated() {
        QObject owner;
        UciEngine* e = makeFake(&owner, {QStringLiteral("garbage")});
        QSignalSpy ready(e, &Engine::ready);
        QSignalSpy best(e, &Engine::bestMove);
        QSignalSpy failed(e, &Engine::failed);
        e->start();
        QVERIFY(ready.wait(10000));
        QCOMPARE(e->options().size(), 5); // the broken option line is skipped
        e->go(depthOne());
        QVERIFY(best.wait(10000));
        QVERIFY(failed.isEmpty());
        e->quit();
    }

    void missingProgram() {
        UciEngineConfig config;
        config.program = QStringLiteral("/nonexistent/engine");
        UciEngine e(config);
        QSignalSpy failed(&e, &Engine::failed);
        e.start();
        QTRY_VERIFY_WITH_TIMEOUT(!failed.isEmpty(), 3000);
        QVERIFY2(failed.first().first().toString().contains(QStringLiteral("could not be started")),
                 qPrintable(failed.first().first().toString()));
    }

    // A search without a clock (a node or depth limit) that keeps reporting is alive, however
    // long it takes: the silence allowed restarts at each info line, up to the cap. With a clock
    // the deadline stands whatever the engine says. The fake reports for 3 s, 300 ms apart.
    void longSearchesThatReport_data() {
        QTest::addColumn<bool>("timed");
        QTest::addColumn<int>("capMs");
        QTest::addColumn<bool>("stalls");
        QTest::newRow("nodes, reporting") << false << 3600000 << false;
        QTest::newRow("nodes, past the cap") << false << 2000 << true;
        QTest::newRow("movetime, reporting") << true << 3600000 << true;
    }
    void longSearchesThatReport() {
        QFETCH(bool, timed);
        QFETCH(int, capMs);
        QFETCH(bool, stalls);
        QObject owner;
        UciEngine* e = makeFake(&owner, {QStringLiteral("deep"), QStringLiteral("300")});
        e->setUntimedStallTimeout(1500);
        e->setUntimedCap(capMs);
        QSignalSpy ready(e, &Engine::ready);
        QSignalSpy failed(e, &Engine::failed);
        QSignalSpy best(e, &Engine::bestMove);
        QSignalSpy infos(e, &Engine::info);
        e->start();
        QVERIFY(ready.wait(10000));
        GoRequest r;
        if (timed)
            r.limits.movetimeMs = 100; // with the grace of makeFake: 600 ms
        else
            r.limits.nodes = 1000000;
        e->go(r);
        QTRY_VERIFY_WITH_TIMEOUT(!failed.isEmpty() || !best.isEmpty(), 15000);
        if (stalls) {
            QVERIFY(best.isEmpty());
            QVERIFY2(failed.first().first().toString().contains(QStringLiteral("stalled")),
                     qPrintable(failed.first().first().toString()));
            QVERIFY(infos.size() < 11);
        } else {
            QVERIFY2(failed.isEmpty(), failed.isEmpty() ? "" : qPrintable(failed.first().first().toString()));
            QCOMPARE(best.size(), 1);
            QCOMPARE(infos.size(), 11); // depth 1, then 2 to 11
        }
        e->quit();
    }

    // A hung engine ignores `quit`; quit() still leaves no process behind.
    void quitKillsHungEngine() {
        QObject owner;
        UciEngine* e = makeFake(&owner, {QStringLiteral("stall"), QStringLiteral("0")});
        e->setUntimedStallTimeout(60000);
        QSignalSpy ready(e, &Engine::ready);
        QSignalSpy failed(e, &Engine::failed);
        e->start();
        QVERIFY(ready.wait(10000));
        e->go(depthOne());
        QTest::qWait(100);
        const qint64 pid = e->processId();
        QVERIFY(pid > 0);
        e->quit();
        QTRY_VERIFY_WITH_TIMEOUT(processGone(pid), 3000);
        QVERIFY(failed.isEmpty()); // no signals after quit
    }

    // Unusable lines count while idle and before uciok too, not only during a search: an
    // engine that floods bad option lines or bad info lines between searches fails as garbage.
    void garbageCountsOutsideSearches_data() {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("bad options before uciok") << QStringList{QStringLiteral("badoptions"), QStringLiteral("5000")};
        QTest::newRow("bad info while idle") << QStringList{QStringLiteral("idlejunk"), QStringLiteral("5000")};
    }
    void garbageCountsOutsideSearches() {
        QFETCH(QStringList, args);
        QObject owner;
        UciEngine* e = makeFake(&owner, args);
        QSignalSpy ready(e, &Engine::ready);
        QSignalSpy failed(e, &Engine::failed);
        QSignalSpy messages(e, &Engine::message);
        e->start();
        QTRY_VERIFY_WITH_TIMEOUT(!failed.isEmpty(), 10000);
        QVERIFY(ready.isEmpty());
        QCOMPARE(e->failure(), UciEngine::Failure::Garbage);
        QVERIFY(messages.size() <= UciEngine::kMaxGarbageLines + 1); // no message per bad line beyond the limit
    }

    // The option list an engine announces is bounded.
    void optionLinesAreBounded() {
        QObject owner;
        UciEngine* e = makeFake(&owner, {QStringLiteral("manyoptions"), QStringLiteral("5000")});
        QSignalSpy ready(e, &Engine::ready);
        QSignalSpy failed(e, &Engine::failed);
        e->start();
        QTRY_VERIFY_WITH_TIMEOUT(!failed.isEmpty() || !ready.isEmpty(), 10000);
        QVERIFY(!failed.isEmpty());
        QCOMPARE(e->failure(), UciEngine::Failure::Protocol);
        QVERIFY2(failed.first().first().toString().contains(QString::number(UciEngine::kMaxOptions)),
                 qPrintable(failed.first().first().toString()));
        QCOMPARE(e->options().size(), UciEngine::kMaxOptions);
    }

    // An option value with a line break is sent as one line: `x\nquit` must not quit the engine.
    void optionValueCannotInjectCommands() {
        QObject owner;
        UciEngine* e = makeFake(&owner, {QStringLiteral("normal")});
        QSignalSpy ready(e, &Engine::ready);
        QSignalSpy messages(e, &Engine::message);
        QSignalSpy failed(e, &Engine::failed);
        e->setOption(QStringLiteral("Book File"), QStringLiteral("x\nquit"));
        e->start();
        QVERIFY(ready.wait(10000));
        QTRY_VERIFY_WITH_TIMEOUT(!messages.isEmpty(), 2000);
        QCOMPARE(messages.first().first().toString(), QStringLiteral("setoption name Book File value x quit"));
        e->setOption(QStringLiteral("Book File"), QStringLiteral("y\r\nquit"));
        QTRY_VERIFY_WITH_TIMEOUT(messages.size() >= 2, 2000);
        QCOMPARE(messages.at(1).first().toString(), QStringLiteral("setoption name Book File value y quit"));
        e->go(depthOne());
        QSignalSpy best(e, &Engine::bestMove);
        QVERIFY(best.wait(5000)); // still running: quit was never a command of its own
        QVERIFY(failed.isEmpty());
        e->quit();
    }

    // An engine started through a wrapper script: quit() and failures end the whole process
    // group, not just the script, so the real engine does not survive.
    void wrapperChildIsKilled_data() {
        QTest::addColumn<bool>("viaQuit");
        QTest::newRow("quit") << true;
        QTest::newRow("stall failure") << false;
    }
    void wrapperChildIsKilled() {
        QFETCH(bool, viaQuit);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString pidFile = dir.filePath(QStringLiteral("engine.pid"));
        const QString script = dir.filePath(QStringLiteral("wrapper.sh"));
        {
            QFile f(script);
            QVERIFY(f.open(QIODevice::WriteOnly));
            // Not exec: the shell stays the direct child and the engine is its child.
            f.write(QStringLiteral("#!/bin/sh\n\"%1\" hang 0 --pidfile \"%2\"\necho done\n")
                        .arg(QStringLiteral(FAKEUCI_PATH), pidFile).toUtf8());
        }
        QFile::setPermissions(script, QFile::permissions(script) | QFileDevice::ExeOwner);
        QObject owner;
        UciEngineConfig config;
        config.program = script;
        auto* e = new UciEngine(config, &owner);
        e->setHandshakeTimeout(8000);
        e->setUntimedStallTimeout(viaQuit ? 60000 : 500);
        e->setQuitGrace(300);
        QSignalSpy ready(e, &Engine::ready);
        QSignalSpy failed(e, &Engine::failed);
        e->start();
        QVERIFY(ready.wait(10000));
        QFile pf(pidFile);
        QVERIFY(pf.open(QIODevice::ReadOnly));
        const qint64 child = pf.readAll().trimmed().toLongLong();
        QVERIFY(child > 0);
        const qint64 wrapper = e->processId();
        QVERIFY(wrapper > 0 && wrapper != child);
        e->go(depthOne());
        QTest::qWait(100);
        if (viaQuit) e->quit();
        else QTRY_VERIFY_WITH_TIMEOUT(!failed.isEmpty(), 5000);
        QTRY_VERIFY_WITH_TIMEOUT(processGone(wrapper), 3000);
        QTRY_VERIFY_WITH_TIMEOUT(processGone(child), 3000);
    }

    // Destroying an engine mid-search kills its process at once.
    void destructorKills() {
        qint64 pid = 0;
        {
            UciEngine* e = makeFake(nullptr, {QStringLiteral("stall"), QStringLiteral("0")});
            QSignalSpy ready(e, &Engine::ready);
            e->start();
            QVERIFY(ready.wait(10000));
            e->go(depthOne());
            pid = e->processId();
            delete e;
        }
        QTRY_VERIFY_WITH_TIMEOUT(processGone(pid), 2000);
    }
};

QTEST_GUILESS_MAIN(TestUciEngine)
#include "tst_uciengine.moc"
