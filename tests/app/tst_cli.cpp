// eschess-cli's command lines: every command's parser on good values (parsed exactly, the ends of
// each range included) and bad ones (out of range, overflowing, negative, not a number, malformed:
// refused with status 2 and a message naming the option and its range), each command's --help,
// and SIGINT/SIGTERM: a running match stops at once, leaves no engine process behind, keeps the
// finished games in a well-formed PGN and exits with 128 + the signal number.
#include "app/cli/commands.h"
#include "app/cli/stopsignals.h"

#include "core/movegen.h"
#include "game/review.h"
#include "notation/pgn.h"
#include "search/pvsparams.h"
#include "search/searcher.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QtTest>

#include <csignal>

using namespace eschess;
using namespace eschess::app;
using namespace eschess::cli;

namespace {

// Runs only the parse step of `command`; the CliStop it reports (status -1: it would run).
CliStop parseOnly(const QString& command, const QStringList& args) {
    CliStop stop{-1, {}};
    if (command == QLatin1String("perft"))
        parsePerftOptions(args, stop);
    else if (command == QLatin1String("suite"))
        parseSuiteOptions(args, stop);
    else if (command == QLatin1String("elo"))
        parseEloOptions(args, stop);
    else if (command == QLatin1String("match"))
        parseMatchOptions(args, stop);
    else if (command == QLatin1String("ladder"))
        parseLadderOptions(args, stop);
    else if (command == QLatin1String("acpl"))
        parseAcplOptions(args, stop);
    else if (command == QLatin1String("review"))
        parseReviewOptions(args, stop);
    else if (command == QLatin1String("book"))
        parseBookOptions(args, stop);
    else if (command == QLatin1String("tournament"))
        parseTournamentOptions(args, stop);
    else if (command == QLatin1String("spsa"))
        parseSpsaOptions(args, stop);
    else if (command == QLatin1String("explore"))
        parseExploreOptions(args, stop);
    else
        qFatal("no command %s", qPrintable(command));
    return stop;
}

QStringList words(const char* text) {
    return QString::fromUtf8(text).split(QLatin1Char(' '), Qt::SkipEmptyParts);
}

// The child processes of pid (all its threads), from /proc.
QList<qint64> childrenOf(qint64 pid) {
    QList<qint64> out;
    const QDir tasks(QStringLiteral("/proc/%1/task").arg(pid));
    for (const QString& task : tasks.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        QFile f(tasks.filePath(task + QStringLiteral("/children")));
        if (!f.open(QIODevice::ReadOnly)) continue;
        for (const QByteArray& word : f.readAll().split(' '))
            if (!word.trimmed().isEmpty()) out << word.trimmed().toLongLong();
    }
    return out;
}

// True while pid names a live (not zombie) fakeuci process.
bool fakeEngineAlive(qint64 pid) {
    QFile cmdline(QStringLiteral("/proc/%1/cmdline").arg(pid));
    if (!cmdline.open(QIODevice::ReadOnly) || !cmdline.readAll().contains("fakeuci")) return false;
    QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!stat.open(QIODevice::ReadOnly)) return false;
    const QByteArray text = stat.readAll();
    const qsizetype paren = text.lastIndexOf(')');
    return paren < 0 || text.mid(paren + 2, 1) != "Z";
}

const char* const kFen = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"; // Kiwipete

// Six short openings in an EPD file in dir, for runs that must differ game to game; the path, or
// empty when it cannot be written.
QString writeSixOpenings(const QTemporaryDir& dir) {
    const QString path = dir.filePath(QStringLiteral("openings.epd"));
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly)) return {};
    f.write("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1 id \"e4\";\n"
            "rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR b KQkq - 0 1 id \"d4\";\n"
            "rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2 id \"c5\";\n"
            "rnbqkb1r/pppppppp/5n2/8/2P5/8/PP1PPPPP/RNBQKBNR w KQkq - 1 2 id \"c4\";\n"
            "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2 id \"e5\";\n"
            "rnbqkbnr/pppppp1p/6p1/8/3P4/8/PPP1PPPP/RNBQKBNR w KQkq - 0 2 id \"g6\";\n");
    return f.error() == QFile::NoError ? path : QString();
}

// eschess-cli with args, run to its end (three minutes at most): what it printed and its status.
struct CliRun {
    QByteArray out, err;
    int exitCode = -1;
};
CliRun runCli(const QStringList& args) {
    QProcess p;
    p.start(QStringLiteral(ESCHESS_CLI_PATH), args);
    if (!p.waitForFinished(180000)) qWarning("eschess-cli did not finish");
    return {p.readAllStandardOutput(), p.readAllStandardError(), p.exitCode()};
}

} // namespace

class TstCli : public QObject {
    Q_OBJECT
private slots:
    void matchParsesEveryOptionExactly() {
        QTemporaryDir dir;
        const QString pgn = dir.filePath(QStringLiteral("m.pgn"));
        CliStop stop;
        const auto o =
            parseMatchOptions(QStringList{"--engine1",  "minimax",    "--engine2",     "alphabeta",
                                          "--games",    "7",          "--tc",          "40/60+0.6",
                                          "--seed",     "42",         "--concurrency", "3",
                                          "--pgn",      pgn,          "--sprt",        "0,10,0.05,0.1",
                                          "--draw",     "40,8,10",    "--resign",      "3,900",
                                          "--maxmoves", "200",        "--margin",      "50",
                                          "--name1",    "Alpha One",  "--name2",       "B",
                                          "--event",    "Test event", "--openings",    "book.epd"},
                              stop);
        QVERIFY2(o, qPrintable(stop.text));
        const MatchSettings& s = o->settings;
        QCOMPARE(s.engine[0].searcher, QStringLiteral("minimax"));
        QCOMPARE(s.engine[1].searcher, QStringLiteral("alphabeta"));
        QCOMPARE(s.games, 7);
        QCOMPARE(s.timeControl.kind, TimeControl::Kind::Clock);
        QCOMPARE(s.timeControl.movesPerPeriod, 40);
        QCOMPARE(s.timeControl.baseMs, qint64(60000));
        QCOMPARE(s.timeControl.incMs, qint64(600));
        QCOMPARE(s.seed, quint64(42));
        QVERIFY(s.randomOpenings); // a seed asks for the shuffled order
        QCOMPARE(s.concurrency, 3);
        QCOMPARE(s.pgnPath, pgn);
        QVERIFY(s.sprt);
        QCOMPARE(s.sprt->elo0, 0.0);
        QCOMPARE(s.sprt->elo1, 10.0);
        QCOMPARE(s.sprt->alpha, 0.05);
        QCOMPARE(s.sprt->beta, 0.1);
        QCOMPARE(s.adjudication.drawMoveNumber, 40);
        QCOMPARE(s.adjudication.drawMoveCount, 8);
        QCOMPARE(s.adjudication.drawScoreCp, 10);
        QCOMPARE(s.adjudication.resignMoveCount, 3);
        QCOMPARE(s.adjudication.resignScoreCp, 900);
        QCOMPARE(s.adjudication.maxMoves, 200);
        QCOMPARE(s.timeMarginMs, qint64(50));
        QCOMPARE(s.name[0], QStringLiteral("Alpha One"));
        QCOMPARE(s.name[1], QStringLiteral("B"));
        QCOMPARE(s.event, QStringLiteral("Test event"));
        QCOMPARE(o->openingsPath, QStringLiteral("book.epd"));
    }

    void matchDefaultsAndRangeEnds() {
        CliStop stop;
        auto o = parseMatchOptions(words("--engine1 minimax --engine2 minimax --movetime 86400000"), stop);
        QVERIFY2(o, qPrintable(stop.text));
        QCOMPARE(o->settings.games, 2);
        QCOMPARE(o->settings.timeControl.kind, TimeControl::Kind::MoveTime);
        QCOMPARE(o->settings.timeControl.moveTimeMs, qint64(86400000));
        QCOMPARE(o->settings.randomOpenings, false);
        QCOMPARE(o->settings.concurrency, 1);
        QCOMPARE(o->settings.adjudication.maxMoves, 0);
        QCOMPARE(o->settings.timeMarginMs, qint64(100));
        QVERIFY(!o->settings.sprt);

        o = parseMatchOptions(
            words("--engine1 minimax --engine2 minimax --nodes 1000000000000 --games 1000000 "
                  "--maxmoves 10000 --concurrency 64 --random --seed 9223372036854775807"),
            stop);
        QVERIFY2(o, qPrintable(stop.text));
        QCOMPARE(o->settings.timeControl.kind, TimeControl::Kind::Nodes);
        QCOMPARE(o->settings.timeControl.nodes, quint64(1000000000000));
        QCOMPARE(o->settings.games, 1000000);
        QCOMPARE(o->settings.adjudication.maxMoves, 10000);
        QCOMPARE(o->settings.concurrency, 64);
        QCOMPARE(o->settings.seed, quint64(9223372036854775807));

        // A value that looks like an option is still the value ("--help" as an event name).
        o = parseMatchOptions(
            words("--engine1=minimax --engine2=minimax --depth=100 --games=1 --margin=0 --event --help"), stop);
        QVERIFY2(o, qPrintable(stop.text));
        QCOMPARE(o->settings.timeControl.kind, TimeControl::Kind::Depth);
        QCOMPARE(o->settings.timeControl.depth, 100);
        QCOMPARE(o->settings.games, 1);
        QCOMPARE(o->settings.timeMarginMs, qint64(0));
        QCOMPARE(o->settings.event, QStringLiteral("--help"));
    }

    void spsaParsesExactly() {
        CliStop stop;
        auto o = parseSpsaOptions(words("--engine eschess,Hash=8 --param razorMargin,150,350,10 "
                                        "--param lmrBase,0.4,1.2,0.05,0.9 --iterations 5000 --nodes 25000 "
                                        "--r-end 0.01 --seed 7 --concurrency 2 --report 50 --state s.json --resume"),
                                  stop);
        QVERIFY2(o, qPrintable(stop.text));
        const SpsaRunSettings& s = o->settings;
        QCOMPARE(s.engine.toString(), QStringLiteral("eschess,Hash=8"));
        QCOMPARE(int(s.parameters.size()), 2);
        QCOMPARE(QString::fromStdString(s.parameters[0].name), QStringLiteral("razorMargin"));
        QCOMPARE(s.parameters[0].value, double(eschess::PvsParameters{}.razorMargin)); // the default
        QCOMPARE(s.parameters[0].min, 150.0);
        QCOMPARE(s.parameters[0].max, 350.0);
        QCOMPARE(s.parameters[0].cEnd, 10.0);
        QVERIFY(s.parameters[0].integer);
        QCOMPARE(s.parameters[1].value, 0.9); // START given
        QCOMPARE(s.parameters[1].cEnd, 0.05);
        QVERIFY(!s.parameters[1].integer);
        QCOMPARE(s.spsa.iterations, 5000);
        QCOMPARE(s.spsa.rEnd, 0.01);
        QCOMPARE(s.timeControl.kind, TimeControl::Kind::Nodes);
        QCOMPARE(s.timeControl.nodes, quint64(25000));
        QCOMPARE(s.seed, quint64(7));
        QCOMPARE(s.concurrency, 2);
        QCOMPARE(o->reportEvery, 50);
        QCOMPARE(s.statePath, QStringLiteral("s.json"));
        QVERIFY(s.resume);
        o = parseSpsaOptions(words("--param razorMargin,150,350,10 --iterations 1 --depth 2"), stop);
        QVERIFY2(o, qPrintable(stop.text));
        QCOMPARE(o->settings.engine.toString(), QStringLiteral("eschess"));
        QCOMPARE(o->settings.spsa.rEnd, 0.002);
        QCOMPARE(o->reportEvery, 100);
    }

    // A short run of the in-process engine: every pair is applied and saved, the values stay in
    // their ranges, a finished run resumes to nothing more, and other settings are refused.
    void spsaRunsSavesAndResumes() {
        QTemporaryDir dir;
        const QString openings = writeSixOpenings(dir);
        QVERIFY(!openings.isEmpty());
        const QString state = dir.filePath(QStringLiteral("spsa.json"));
        const QStringList args{"spsa", "--engine", "eschess", "--param", "razorMargin,150,350,10", "--param",
                               "lmrBase,0.4,1.2,0.05", "--iterations", "4", "--nodes", "300", "--maxmoves", "40",
                               "--concurrency", "2", "--report", "2", "--openings", openings, "--state", state};
        const CliRun run = runCli(args);
        QVERIFY2(run.exitCode == 0, run.err.constData());
        QVERIFY2(run.out.contains("Started SPSA of 4 pairs: eschess, nodes 300, 2 parameter(s), from pair 1"),
                 run.out.constData());
        QVERIFY2(run.out.contains("Pairs 2/4 (theta+ won "), run.out.constData());
        QVERIFY2(run.out.contains("Pairs 4/4 (theta+ won "), run.out.constData());
        const QRegularExpression last(QStringLiteral("SearchParams=razorMargin=(\\d+) lmrBase=([0-9.]+)\n"));
        const auto m = last.match(QString::fromUtf8(run.out));
        QVERIFY2(m.hasMatch(), run.out.constData());
        QVERIFY(m.captured(1).toInt() >= 150 && m.captured(1).toInt() <= 350);
        QVERIFY(m.captured(2).toDouble() >= 0.4 && m.captured(2).toDouble() <= 1.2);
        QFile f(state);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QJsonObject saved = QJsonDocument::fromJson(f.readAll()).object();
        QCOMPARE(saved.value(QStringLiteral("finished")).toInt(), 4);
        QCOMPARE(saved.value(QStringLiteral("searchParams")).toString(),
                 m.captured(0).mid(13).trimmed());

        const CliRun again = runCli(args + QStringList{QStringLiteral("--resume")});
        QVERIFY2(again.exitCode == 0, again.err.constData());
        QVERIFY2(again.out.contains("from pair 5"), again.out.constData());
        QVERIFY2(again.out.contains(m.captured(0).toUtf8()), again.out.constData());

        QStringList other = args;
        other[other.indexOf(QStringLiteral("4"))] = QStringLiteral("8");
        const CliRun refused = runCli(other + QStringList{QStringLiteral("--resume")});
        QCOMPARE(refused.exitCode, 2);
        QVERIFY2(refused.err.contains("the run was started with other settings: iterations differs"),
                 refused.err.constData());

        // An engine without the option would tune nothing: refused before any game.
        QStringList fake = args;
        fake[fake.indexOf(QStringLiteral("eschess"))] = QStringLiteral(FAKEUCI_PATH);
        const CliRun noOption = runCli(fake);
        QCOMPARE(noOption.exitCode, 2);
        QVERIFY2(noOption.err.contains("has no SearchParams option"), noOption.err.constData());
    }

    void otherCommandsParseExactly() {
        CliStop stop;
        const auto suite =
            parseSuiteOptions(words("bk --engine minimax --engine alphabeta,Depth=3 --sweep 6 --timeout 2.5 "
                                    "--jobs 64 --csv a.csv --json b.json --bk-scale 0.5"),
                              stop);
        QVERIFY2(suite, qPrintable(stop.text));
        QCOMPARE(suite->suite, QStringLiteral("bk"));
        QCOMPARE(int(suite->engines.size()), 2);
        QCOMPARE(suite->engines[1].searcher, QStringLiteral("alphabeta"));
        QCOMPARE(suite->limit.kind, SuiteLimit::Kind::Sweep);
        QCOMPARE(suite->limit.depth, 6);
        QCOMPARE(suite->limit.sweepTimeoutMs, 2500);
        QCOMPARE(suite->jobs, 64);
        QCOMPARE(suite->bkScale, 0.5);
        QCOMPARE(suite->csvPath, QStringLiteral("a.csv"));
        QCOMPARE(suite->jsonPath, QStringLiteral("b.json"));

        QVERIFY(!suite->margins);

        const auto byNodes = parseSuiteOptions(words("bk --engine eschess --nodes 13000000 --margins"), stop);
        QVERIFY2(byNodes, qPrintable(stop.text));
        QCOMPARE(byNodes->limit.kind, SuiteLimit::Kind::Nodes);
        QCOMPARE(byNodes->limit.nodes, quint64(13000000));
        QVERIFY(byNodes->margins);

        const auto timed = parseSuiteOptions(words("x.epd --engine minimax --movetime 1500"), stop);
        QVERIFY2(timed, qPrintable(stop.text));
        QCOMPARE(timed->limit.kind, SuiteLimit::Kind::MoveTime);
        QCOMPARE(timed->limit.moveTimeMs, 1500);
        QCOMPARE(timed->jobs, 1);
        QCOMPARE(timed->bkScale, 1.0);

        const auto ladder =
            parseLadderOptions(words("--engine minimax --levels 1400,2000 --games 4 --nodes 5000 "
                                     "--concurrency 2 --pgn l.pgn --stockfish /opt/sf"),
                               stop);
        QVERIFY2(ladder, qPrintable(stop.text));
        QCOMPARE(ladder->levels, (QList<int>{1400, 2000}));
        QCOMPARE(ladder->base.games, 4);
        QCOMPARE(ladder->base.timeControl.kind, TimeControl::Kind::Nodes);
        QCOMPARE(ladder->base.timeControl.nodes, quint64(5000));
        QCOMPARE(ladder->base.concurrency, 2);
        QCOMPARE(ladder->base.pgnPath, QStringLiteral("l.pgn"));
        QCOMPARE(ladder->stockfish, QStringLiteral("/opt/sf"));
        QCOMPARE(ladder->base.engine[0].searcher, QStringLiteral("minimax"));

        const auto ladderDefaults = parseLadderOptions(words("--engine minimax --tc 5+0.05"), stop);
        QVERIFY2(ladderDefaults, qPrintable(stop.text));
        QCOMPARE(ladderDefaults->levels, (QList<int>{1400, 1600, 1800}));
        QCOMPARE(ladderDefaults->base.games, 10);
        QCOMPARE(ladderDefaults->base.timeControl.baseMs, qint64(5000));
        QCOMPARE(ladderDefaults->base.timeControl.incMs, qint64(50));

        const auto acpl =
            parseAcplOptions(words("games.pgn --referee minimax --movetime 250 --cap 500"), stop);
        QVERIFY2(acpl, qPrintable(stop.text));
        QCOMPARE(acpl->pgnPath, QStringLiteral("games.pgn"));
        QCOMPARE(acpl->referee.searcher, QStringLiteral("minimax"));
        QCOMPARE(acpl->limits.movetimeMs, std::int64_t(250));
        QCOMPARE(acpl->limits.depth, 0);
        QCOMPARE(acpl->cap, 500);
        const auto review = parseReviewOptions(words("games.pgn --out r.pgn --engine minimax --movetime 250"), stop);
        QVERIFY2(review, qPrintable(stop.text));
        QCOMPARE(review->pgnPath, QStringLiteral("games.pgn"));
        QCOMPARE(review->outPath, QStringLiteral("r.pgn"));
        QCOMPARE(review->engine.searcher, QStringLiteral("minimax"));
        QCOMPARE(review->limits.movetimeMs, std::int64_t(250));
        QCOMPARE(review->limits.depth, 0);
        const auto reviewDefaults = parseReviewOptions(words("games.pgn --out r.pgn"), stop);
        QVERIFY2(reviewDefaults, qPrintable(stop.text));
        QCOMPARE(reviewDefaults->engine.searcher, QString::fromStdString(defaultSearcherName()));
        QCOMPARE(reviewDefaults->limits.depth, 10);
        const auto reviewDepth = parseReviewOptions(words("games.pgn --out r.pgn --depth 100"), stop);
        QVERIFY2(reviewDepth, qPrintable(stop.text));
        QCOMPARE(reviewDepth->limits.depth, 100);
        const auto acplDefaults = parseAcplOptions(words("games.pgn --referee minimax"), stop);
        QVERIFY2(acplDefaults, qPrintable(stop.text));
        QCOMPARE(acplDefaults->limits.depth, 10);
        QCOMPARE(acplDefaults->limits.movetimeMs, std::int64_t(0));
        QCOMPARE(acplDefaults->cap, 1000);

        const auto elo = parseEloOptions(words("10 5 3 --sprt 0,5,0.05,0.05"), stop);
        QVERIFY2(elo, qPrintable(stop.text));
        QCOMPARE(elo->wins, 10);
        QCOMPARE(elo->draws, 5);
        QCOMPARE(elo->losses, 3);
        QVERIFY(elo->sprt);
        QCOMPARE(elo->sprt->elo1, 5.0);
        const auto eloMax = parseEloOptions(words("100000000 0 0"), stop);
        QVERIFY2(eloMax, qPrintable(stop.text));
        QCOMPARE(eloMax->wins, 100000000);

        const auto explore = parseExploreOptions(QStringList{"g.pgn", "--moves", "e4 c7c5 Nf3", "--player",
                                                             " Tal ", "--as", "Black", "--min-elo", "2400",
                                                             "--plies", "12", "--games", "0", "--no-cache"},
                                                 stop);
        QVERIFY2(explore, qPrintable(stop.text));
        QCOMPARE(explore->path, QStringLiteral("g.pgn"));
        QCOMPARE(explore->position.fen(),
                 std::string("rnbqkbnr/pp1ppppp/8/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2"));
        QCOMPARE(explore->filter.player, QStringLiteral("Tal"));
        QCOMPARE(explore->filter.side, eschess::app::ExplorerFilter::AsBlack);
        QCOMPARE(explore->filter.minElo, 2400);
        QCOMPARE(explore->plies, 12);
        QCOMPARE(explore->games, 0);
        QVERIFY(!explore->useCache);
        const auto exploreDefaults = parseExploreOptions(QStringList{"g.pgn"}, stop);
        QVERIFY2(exploreDefaults, qPrintable(stop.text));
        QCOMPARE(exploreDefaults->position.fen(), Position().fen());
        QVERIFY(!exploreDefaults->filter.active());
        QCOMPARE(exploreDefaults->plies, 30);
        QCOMPARE(exploreDefaults->games, 10);
        QVERIFY(exploreDefaults->useCache);

        const auto book = parseBookOptions(words("--from g.pgn --out b.bin --max-ply 200 --min-games 1000000"), stop);
        QVERIFY2(book, qPrintable(stop.text));
        QCOMPARE(book->fromPath, QStringLiteral("g.pgn"));
        QCOMPARE(book->outPath, QStringLiteral("b.bin"));
        QVERIFY(book->probePath.isEmpty());
        QCOMPARE(book->maxPly, 200);
        QCOMPARE(book->minGames, 1000000);
        const auto bookDefaults = parseBookOptions(words("--from g.pgn --out b.bin"), stop);
        QVERIFY2(bookDefaults, qPrintable(stop.text));
        QCOMPARE(bookDefaults->maxPly, 16);
        QCOMPARE(bookDefaults->minGames, 1);
        const auto bookLow = parseBookOptions(words("--from g.pgn --out b.bin --max-ply 1 --min-games 1"), stop);
        QVERIFY2(bookLow, qPrintable(stop.text));
        QCOMPARE(bookLow->maxPly, 1);
        const auto probe = parseBookOptions(QStringList{"--probe", "b.bin", "--moves", "e2e4 e7e5"}, stop);
        QVERIFY2(probe, qPrintable(stop.text));
        QCOMPARE(probe->probePath, QStringLiteral("b.bin"));
        QCOMPARE(probe->position.fen(),
                 std::string("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"));

        const auto perft = parsePerftOptions(QStringList{QString::fromLatin1(kFen), "3", "--divide"}, stop);
        QVERIFY2(perft, qPrintable(stop.text));
        QCOMPARE(perft->depth, 3);
        QVERIFY(perft->divide);
        QCOMPARE(perft->position.fen(), std::string(kFen));
    }

    void badValuesAreRefused_data() {
        QTest::addColumn<QString>("command");
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        const QString match = QStringLiteral("--engine1 minimax --engine2 minimax ");
        const QString suite = QStringLiteral("bk --engine minimax ");
        auto row = [](const char* name, const char* command, const QString& args, const char* message) {
            QTest::newRow(name) << QString::fromLatin1(command)
                                << args.split(QLatin1Char(' '), Qt::SkipEmptyParts)
                                << QString::fromUtf8(message);
        };
        row("suite jobs 1e9", "suite", suite + "--depth 2 --jobs 1e9",
            "--jobs must be a whole number from 1 to 64, not '1e9'");
        row("suite jobs 65", "suite", suite + "--depth 2 --jobs 65",
            "--jobs must be a whole number from 1 to 64, not '65'");
        row("suite jobs 0", "suite", suite + "--depth 2 --jobs 0",
            "--jobs must be a whole number from 1 to 64, not '0'");
        row("suite movetime overflow", "suite", suite + "--movetime 4294967297",
            "--movetime must be a whole number from 1 to 86400000, not '4294967297'");
        row("suite movetime fraction", "suite", suite + "--movetime 0.5",
            "--movetime must be a whole number from 1 to 86400000, not '0.5'");
        row("suite timeout overflow", "suite", suite + "--sweep 5 --timeout 1e300",
            "--timeout must be a number from 0.001 to 86400, not '1e300'");
        row("suite timeout 3e6", "suite", suite + "--sweep 5 --timeout 3000000",
            "--timeout must be a number from 0.001 to 86400, not '3000000'");
        row("suite timeout inf", "suite", suite + "--sweep 5 --timeout inf",
            "--timeout must be a number from 0.001 to 86400, not 'inf'");
        row("suite timeout nan", "suite", suite + "--sweep 5 --timeout nan",
            "--timeout must be a number from 0.001 to 86400, not 'nan'");
        row("suite timeout negative", "suite", suite + "--sweep 5 --timeout -1",
            "--timeout must be a number from 0.001 to 86400, not '-1'");
        row("suite sweep without timeout", "suite", suite + "--sweep 5", "--sweep needs --timeout S");
        row("suite margins in a sweep", "suite", suite + "--sweep 5 --timeout 1 --margins",
            "--margins cannot be combined with --sweep");
        row("suite depth garbage", "suite", suite + "--depth deep",
            "--depth must be a whole number from 1 to 100, not 'deep'");
        row("suite bk-scale 0", "suite", suite + "--depth 2 --bk-scale 0",
            "--bk-scale must be a number from 0.001 to 1000, not '0'");
        row("suite two limits", "suite", suite + "--depth 2 --movetime 100",
            "give only one of --movetime, --depth, --nodes, --sweep");
        row("suite nodes and sweep", "suite", suite + "--nodes 1000 --sweep 5 --timeout 1",
            "give only one of --movetime, --depth, --nodes, --sweep");
        row("suite nodes 0", "suite", suite + "--nodes 0", "--nodes must be a whole number from 1 to");
        row("suite no limit", "suite", suite, "give one of --movetime, --depth, --nodes, --sweep");
        row("review no out", "review", QStringLiteral("g.pgn --depth 2"), "--out FILE is required");
        row("review out is input", "review", QStringLiteral("g.pgn --out g.pgn"), "is the input file");
        row("review no file", "review", QStringLiteral("--out r.pgn"), "no PGN file");
        row("review depth 0", "review", QStringLiteral("g.pgn --out r.pgn --depth 0"),
            "--depth must be a whole number from 1 to 100, not '0'");
        row("review movetime garbage", "review", QStringLiteral("g.pgn --out r.pgn --movetime fast"),
            "--movetime must be a whole number from 1 to 86400000, not 'fast'");
        row("review two limits", "review", QStringLiteral("g.pgn --out r.pgn --depth 2 --movetime 100"), "only one of");
        row("review bad engine", "review", QStringLiteral("g.pgn --out r.pgn --engine nosuchsearcher"), "--engine:");
        row("suite no engine", "suite", QStringLiteral("bk --depth 2"), "--engine is missing");
        row("suite bad engine", "suite", QStringLiteral("bk --engine nosuchsearcher --depth 2"),
            "--engine: ");
        row("match maxmoves 2e9", "match", match + "--depth 1 --maxmoves 2000000000",
            "--maxmoves must be a whole number from 1 to 10000, not '2000000000'");
        row("match movetime overflow", "match", match + "--movetime 9223372036854775808",
            "--movetime must be a whole number from 1 to 86400000, not '9223372036854775808'");
        row("match movetime 0", "match", match + "--movetime 0",
            "--movetime must be a whole number from 1 to 86400000, not '0'");
        row("match report 0", "match", match + "--depth 1 --report 0",
            "--report must be a whole number from 1 to 1000000, not '0'");
        row("match games negative", "match", match + "--depth 1 --games -5",
            "--games must be a whole number from 1 to 1000000, not '-5'");
        row("match games garbage", "match", match + "--depth 1 --games many",
            "--games must be a whole number from 1 to 1000000, not 'many'");
        row("match games 1e9", "match", match + "--depth 1 --games 1e9",
            "--games must be a whole number from 1 to 1000000, not '1e9'");
        row("match depth 101", "match", match + "--depth 101",
            "--depth must be a whole number from 1 to 100, not '101'");
        row("match nodes 0", "match", match + "--nodes 0",
            "--nodes must be a whole number from 1 to 1000000000000, not '0'");
        row("match nodes too many", "match", match + "--nodes 1000000000001",
            "--nodes must be a whole number from 1 to 1000000000000, not '1000000000001'");
        row("match concurrency 65", "match", match + "--depth 1 --concurrency 65",
            "--concurrency must be a whole number from 1 to 64, not '65'");
        row("match seed negative", "match", match + "--depth 1 --seed -1",
            "--seed must be a whole number from 0 to 9223372036854775807, not '-1'");
        row("match margin", "match", match + "--depth 1 --margin 60001",
            "--margin must be a whole number from 0 to 60000, not '60001'");
        row("match draw fields", "match", match + "--depth 1 --draw 40,8",
            "--draw needs MOVE,COUNT,CP (MOVE 0 to 10000, COUNT 1 to 10000, CP 0 to 100000), not '40,8'");
        row("match draw count 0", "match", match + "--depth 1 --draw 40,0,10", "--draw needs MOVE,COUNT,CP");
        row("match resign cp 0", "match", match + "--depth 1 --resign 3,0",
            "--resign needs COUNT,CP (COUNT 1 to 10000, CP 1 to 100000), not '3,0'");
        row("match resign overflow", "match", match + "--depth 1 --resign 3,99999999999999999999",
            "--resign needs COUNT,CP");
        row("match tc garbage", "match", match + "--tc fast", "--tc: time control 'fast'");
        row("match sprt garbage", "match", match + "--depth 1 --sprt 0,10", "--sprt: ");
        row("match no limit", "match", match, "give one of --tc, --movetime, --depth, --nodes");
        row("match two limits", "match", match + "--depth 1 --movetime 100",
            "give only one of --tc, --movetime, --depth, --nodes");
        row("match same limit twice", "match", match + "--depth 1 --depth 2",
            "give only one of --tc, --movetime, --depth, --nodes");
        row("match missing engine", "match", QStringLiteral("--engine1 minimax --depth 1"),
            "--engine2 is missing");
        row("match unknown option", "match", match + "--depth 1 --bogus", "Unknown option 'bogus'");
        row("match missing value", "match", match + "--depth", "Missing value after '--depth'");
        row("match stray argument", "match", match + "--depth 1 extra", "unexpected argument 'extra'");
        row("ladder levels garbage", "ladder", QStringLiteral("--engine minimax --depth 1 --levels 1400,x"),
            "--levels needs comma-separated whole numbers from 0 to 4000; 'x' is not one");
        row("ladder levels too high", "ladder",
            QStringLiteral("--engine minimax --depth 1 --levels 1400,5000"),
            "--levels needs comma-separated whole numbers from 0 to 4000; '5000' is not one");
        row("ladder games 0", "ladder", QStringLiteral("--engine minimax --depth 1 --games 0"),
            "--games must be a whole number from 1 to 1000000, not '0'");
        row("ladder movetime overflow", "ladder",
            QStringLiteral("--engine minimax --movetime 99999999999999999999"),
            "--movetime must be a whole number from 1 to 86400000, not '99999999999999999999'");
        row("acpl cap 0", "acpl", QStringLiteral("g.pgn --referee minimax --cap 0"),
            "--cap must be a whole number from 1 to 20000, not '0'");
        row("acpl depth 0", "acpl", QStringLiteral("g.pgn --referee minimax --depth 0"),
            "--depth must be a whole number from 1 to 100, not '0'");
        row("acpl movetime 1e9", "acpl", QStringLiteral("g.pgn --referee minimax --movetime 1e9"),
            "--movetime must be a whole number from 1 to 86400000, not '1e9'");
        row("acpl two files", "acpl", QStringLiteral("a.pgn b.pgn --referee minimax"), "only one PGN file");
        const QString book = QStringLiteral("--from g.pgn --out b.bin ");
        row("book max-ply 0", "book", book + "--max-ply 0",
            "--max-ply must be a whole number from 1 to 200, not '0'");
        row("book max-ply 201", "book", book + "--max-ply 201",
            "--max-ply must be a whole number from 1 to 200, not '201'");
        row("book max-ply garbage", "book", book + "--max-ply many",
            "--max-ply must be a whole number from 1 to 200, not 'many'");
        row("book min-games 0", "book", book + "--min-games 0",
            "--min-games must be a whole number from 1 to 1000000, not '0'");
        row("book min-games overflow", "book", book + "--min-games 99999999999999999999",
            "--min-games must be a whole number from 1 to 1000000, not '99999999999999999999'");
        row("book missing out", "book", QStringLiteral("--from g.pgn"), "--out is missing");
        row("book probe and from", "book", QStringLiteral("--probe b.bin --from g.pgn"),
            "--probe cannot be combined with --from");
        row("book fen without probe", "book", book + "--fen x", "--fen and --moves are for --probe");
        row("book bad move", "book", QStringLiteral("--probe b.bin --moves e2e5"), "--moves: ");
        row("book unknown option", "book", book + "--bogus", "Unknown option 'bogus'");
        row("explore no file", "explore", QStringLiteral("--plies 3"), "GAMES.pgn is missing");
        row("explore two files", "explore", QStringLiteral("a.pgn b.pgn"), "unexpected argument 'b.pgn'");
        row("explore plies 0", "explore", QStringLiteral("g.pgn --plies 0"),
            "--plies must be a whole number from 1 to 200, not '0'");
        row("explore games 51", "explore", QStringLiteral("g.pgn --games 51"),
            "--games must be a whole number from 0 to 50, not '51'");
        row("explore min-elo", "explore", QStringLiteral("g.pgn --min-elo 4001"),
            "--min-elo must be a whole number from 0 to 4000, not '4001'");
        row("explore colour", "explore", QStringLiteral("g.pgn --player Tal --as purple"),
            "--as must be white, black or either, not 'purple'");
        row("explore colour alone", "explore", QStringLiteral("g.pgn --as white"), "--as needs --player");
        row("explore bad move", "explore",
            QStringLiteral("g.pgn --moves e4\x1f"
                           "e4"),
            "--moves: 'e4' is not a legal move in rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 "
            "1");
        row("explore bad fen", "explore", QStringLiteral("g.pgn --fen nonsense"), "--fen: ");
        const QString tourney = QStringLiteral("--engine minimax --engine alphabeta --depth 2 ");
        row("tournament one engine", "tournament", QStringLiteral("--engine minimax --depth 2"),
            "give at least two --engine");
        row("tournament format", "tournament", tourney + "--format knockout",
            "--format must be round-robin, gauntlet or swiss, not 'knockout'");
        row("tournament games 0", "tournament", tourney + "--games 0",
            "--games must be a whole number from 1 to 1000000, not '0'");
        row("tournament concurrency 65", "tournament", tourney + "--concurrency 65",
            "--concurrency must be a whole number from 1 to 64, not '65'");
        row("tournament rounds without swiss", "tournament", tourney + "--rounds 3", "--rounds is for --format swiss");
        row("tournament swiss of two", "tournament", tourney + "--format swiss",
            "--format swiss needs at least three engines");
        row("tournament resume without state", "tournament", tourney + "--resume", "--resume needs --state FILE");
        row("tournament book and openings", "tournament", tourney + "--book a.bin --openings b.epd",
            "give --openings or --book, not both");
        row("tournament book mode", "tournament", tourney + "--book a.bin --book-mode often",
            "--book-mode must be weighted or best, not 'often'");
        row("tournament book depth without book", "tournament", tourney + "--book-depth 4",
            "--book-mode and --book-depth need --book");
        row("tournament book depth 201", "tournament", tourney + "--book a.bin --book-depth 201",
            "--book-depth must be a whole number from 1 to 200, not '201'");
        row("tournament too many games", "tournament",
            QStringLiteral("--engine minimax --engine minimax --engine minimax --depth 1 --games 1000000"),
            "3 engines with --games 1000000 are more than 1000000 games");
        row("tournament no limit", "tournament", QStringLiteral("--engine minimax --engine alphabeta"),
            "give one of --tc, --movetime, --depth, --nodes");
        row("match resume without state", "match", match + "--depth 2 --resume", "--resume needs --state FILE");
        const QString spsa = QStringLiteral("--nodes 100 --iterations 10 ");
        row("spsa no param", "spsa", spsa, "give at least one --param");
        row("spsa no iterations", "spsa", QStringLiteral("--nodes 100 --param razorMargin,150,350,10"),
            "give --iterations N");
        row("spsa unknown param", "spsa", spsa + "--param razor,1,2,1",
            "--param 'razor,1,2,1': no search parameter is called 'razor' (there are: aspirationDelta,");
        row("spsa short param", "spsa", spsa + "--param razorMargin,150,350", "expected NAME,MIN,MAX,CEND[,START]");
        row("spsa min not a number", "spsa", spsa + "--param razorMargin,x,350,10", "MIN 'x' is not a number");
        row("spsa range reversed", "spsa", spsa + "--param razorMargin,350,150,10",
            "MIN and MAX must be in order and within 0 to 5000");
        row("spsa range outside", "spsa", spsa + "--param nullDepthDivisor,0,8,1",
            "MIN and MAX must be in order and within 1 to 64");
        row("spsa cend zero", "spsa", spsa + "--param razorMargin,150,350,0", "CEND must be above 0");
        row("spsa start outside", "spsa", spsa + "--param razorMargin,150,200,10,300",
            "START 300 is outside MIN to MAX");
        row("spsa twice", "spsa", spsa + "--param razorMargin,150,350,10 --param razorMargin,100,300,5",
            "--param razorMargin is given twice");
        row("spsa r-end", "spsa", spsa + "--param razorMargin,150,350,10 --r-end 2",
            "--r-end must be a number from");
        row("spsa resume without state", "spsa", spsa + "--param razorMargin,150,350,10 --resume",
            "--resume needs --state FILE");
        row("elo negative", "elo", QStringLiteral("-1 2 3"), "'-1': negative numbers are not accepted");
        row("elo garbage", "elo", QStringLiteral("1 x 3"),
            "DRAWS must be a whole number from 0 to 100000000, not 'x'");
        row("elo too many", "elo", QStringLiteral("1 2 100000001"),
            "LOSSES must be a whole number from 0 to 100000000, not '100000001'");
        row("elo missing", "elo", QStringLiteral("1 2"), "needs WINS DRAWS LOSSES");
        row("elo pairs and tally", "elo", QStringLiteral("1 2 3 --pairs 1,2,3,4,5"),
            "--pairs stands instead of WINS DRAWS LOSSES");
        row("elo pairs four", "elo", QStringLiteral("--pairs 1,2,3,4"),
            "--pairs: pairs need five comma-separated counts LL,LD,DD,WD,WW; got 4 in '1,2,3,4'");
        row("elo pairs negative", "elo", QStringLiteral("--pairs 1,2,3,-4,5"),
            "--pairs: pair count 4 (WD) is not a whole number from 0: '-4'");
        row("elo pairs bad sprt", "elo", QStringLiteral("--pairs 1,2,3,4,5 --sprt 5,0,0.05,0.05"),
            "SPRT elo1 must be greater than elo0");
        row("perft depth 21", "perft",
            QString::fromLatin1(kFen).replace(QLatin1Char(' '), QChar(0x1f)) + " 21",
            "DEPTH must be a whole number from 0 to 20, not '21'");
        row("perft depth garbage", "perft",
            QString::fromLatin1(kFen).replace(QLatin1Char(' '), QChar(0x1f)) + " two",
            "DEPTH must be a whole number from 0 to 20, not 'two'");
    }

    void badValuesAreRefused() {
        QFETCH(QString, command);
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        for (QString& a : args) a.replace(QChar(0x1f), QLatin1Char(' ')); // the FEN is one argument
        const CliStop stop = parseOnly(command, args);
        QCOMPARE(stop.status, 2);
        QVERIFY2(stop.text.startsWith(QStringLiteral("eschess-cli %1: ").arg(command)),
                 qPrintable(stop.text));
        QVERIFY2(stop.text.contains(message), qPrintable(stop.text));
        QVERIFY2(stop.text.contains(QStringLiteral("eschess-cli %1 --help").arg(command)),
                 qPrintable(stop.text));
    }

    // The commands that play openings read --openings through one loader: an unusable file
    // stops the command before any engine starts, naming the command and the option; skipped
    // records are warnings and the rest is kept.
    void openingsLoaderReportsErrorsAndWarnings() {
        QTemporaryDir dir;
        QString text;
        QTextStream err(&text);
        OpeningSuite suite;
        QVERIFY(loadOpenings(QStringLiteral("match"), QString(), suite, err));
        QVERIFY(suite.empty());
        QVERIFY(text.isEmpty());

        const QString missing = dir.filePath(QStringLiteral("missing.epd"));
        QVERIFY(!loadOpenings(QStringLiteral("tournament"), missing, suite, err));
        err.flush();
        QVERIFY2(text.startsWith(
                     QStringLiteral("eschess-cli tournament: --openings: cannot read openings file '%1'")
                         .arg(missing)),
                 qPrintable(text));

        const QString mixed = dir.filePath(QStringLiteral("mixed.epd"));
        QFile f(mixed);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1 id \"e4\";\n"
                "rnbqkbnr/pppppppp/8/8/9/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1 id \"bad\";\n");
        f.close();
        text.clear();
        QVERIFY(loadOpenings(QStringLiteral("ladder"), mixed, suite, err));
        err.flush();
        QCOMPARE(suite.size(), 1);
        QCOMPARE(int(text.count(QLatin1Char('\n'))), 1);
        QVERIFY2(text.startsWith(QStringLiteral("eschess-cli ladder: warning: ")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("mixed.epd: line 2: ")), qPrintable(text));
    }

    // --variant chess960: without a file, the 960 starting positions; with one, its positions
    // read again as Chess960. A misspelt variant and a Polyglot book with Chess960 are refused.
    void chess960Variant() {
        CliStop stop;
        auto match = parseMatchOptions(
            words("--engine1 minimax --engine2 minimax --depth 1 --variant chess960"), stop);
        QVERIFY2(match, qPrintable(stop.text));
        QVERIFY(match->chess960);
        QVERIFY(match->settings.randomOpenings); // not always from number 0
        QVERIFY(
            !parseMatchOptions(words("--engine1 minimax --engine2 minimax --depth 1 --variant shogi"), stop));
        QVERIFY2(stop.text.contains(QStringLiteral("--variant must be standard or chess960, not 'shogi'")),
                 qPrintable(stop.text));
        QVERIFY(!parseTournamentOptions(
            words("--engine minimax --engine alphabeta --depth 1 --variant chess960 --book b.bin"), stop));
        QVERIFY2(stop.text.contains(QStringLiteral("not with --variant chess960")), qPrintable(stop.text));

        QString text;
        QTextStream err(&text);
        OpeningSuite starts;
        QVERIFY(loadOpenings(QStringLiteral("match"), QString(), starts, err, true));
        QCOMPARE(starts.size(), 960);
        QVERIFY(starts.at(518).start.isChess960());
        QCOMPARE(starts.at(518).label, QStringLiteral("Chess960 #518"));
        QCOMPARE(starts.at(518).start.fen(), std::string(Position::kStartFen));

        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("starts.epd"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("rbbqknnr/pppppppp/8/8/8/8/PPPPPPPP/RBBQKNNR w KQkq - id \"standard letters\";\n"
                "rk5r/pppppppp/8/8/8/8/PPPPPPPP/RK5R w HAha - id \"Shredder letters\";\n");
        f.close();
        OpeningSuite file;
        QVERIFY(loadOpenings(QStringLiteral("match"), path, file, err, true));
        QCOMPARE(file.size(), 2);
        QVERIFY(file.at(0).start.isChess960() && file.at(1).start.isChess960());
        QVERIFY(loadOpenings(QStringLiteral("match"), path, file, err, false));
        QVERIFY(!file.at(0).start.isChess960()); // standard chess may start there too
        QVERIFY(file.at(1).start.isChess960());  // only Chess960 has these castling rights
    }

    // Every command with --openings stops with status 2 on a file it cannot read, before a game.
    void everyOpeningsCommandRefusesAMissingFile_data() {
        QTest::addColumn<QStringList>("args");
        const auto row =
            [](const char* command, const QString& rest) {
                QTest::newRow(command)
                    << QString(QLatin1String(command) + QLatin1Char(' ') + rest).split(QLatin1Char(' '));
            };
        row("match", QStringLiteral("--engine1 minimax --engine2 alphabeta --depth 1"));
        row("tournament", QStringLiteral("--engine minimax --engine alphabeta --depth 1"));
        row("ladder", QStringLiteral("--engine minimax --depth 1"));
        row("spsa",
            QStringLiteral("--engine eschess --param razorMargin,150,350,10 --iterations 1 --nodes 100"));
    }

    void everyOpeningsCommandRefusesAMissingFile() {
        QFETCH(QStringList, args);
        QTemporaryDir dir;
        const CliRun run =
            runCli(args + QStringList{"--openings", dir.filePath(QStringLiteral("missing.epd"))});
        QCOMPARE(run.exitCode, 2);
        const QByteArray expected = QStringLiteral("eschess-cli %1: --openings: cannot read openings file")
                                        .arg(args.first())
                                        .toUtf8();
        QVERIFY2(run.err.startsWith(expected), run.err.constData());
        QVERIFY(run.out.isEmpty());
    }

    void helpListsEveryOption_data() {
        QTest::addColumn<QString>("command");
        QTest::addColumn<QStringList>("options");
        QTest::newRow("perft") << "perft" << QStringList{"--divide", "FEN", "DEPTH", "0 to 20"};
        QTest::newRow("suite") << "suite"
                               << QStringList{"--engine",      "--movetime", "--depth",   "--nodes",
                                              "--sweep",       "--timeout",  "--jobs",    "--csv",
                                              "--json",        "--bk-scale", "--margins", "1 to 64",
                                              "0.001 to 86400"};
        QTest::newRow("elo") << "elo"
                             << QStringList{"WINS", "DRAWS", "LOSSES", "--pairs", "--sprt", "0 to 100000000"};
        QTest::newRow("match") << "match"
                               << QStringList{"--engine1",  "--engine2",    "--games",       "--tc",
                                              "--movetime", "--depth",      "--nodes",       "--openings",
                                              "--random",   "--seed",       "--concurrency", "--pgn",
                                              "--sprt",     "--draw",       "--resign",      "--maxmoves",
                                              "--margin",   "--name1",      "--name2",       "--event",
                                              "--state",    "--resume",     "--report",      "1 to 1000000",
                                              "1 to 10000", "1 to 86400000"};
        QTest::newRow("tournament")
            << "tournament"
            << QStringList{"--engine", "--name",        "--format", "--games",     "--rounds",     "--tc",
                           "--movetime", "--depth",     "--nodes",  "--openings",  "--random",     "--book",
                           "--book-mode", "--book-depth", "--seed", "--concurrency", "--pgn",      "--state",
                           "--resume",  "--anchor",     "--anchor-elo", "--draw",  "--resign",     "--maxmoves",
                           "--margin",  "--event",      "1 to 1000"};
        QTest::newRow("ladder") << "ladder"
                                << QStringList{"--engine",   "--stockfish",   "--levels", "--games",
                                               "--tc",       "--movetime",    "--depth",  "--nodes",
                                               "--openings", "--concurrency", "--pgn"};
        QTest::newRow("book") << "book"
                              << QStringList{"--from", "--out",   "--max-ply", "--min-games", "--probe",
                                             "--fen",  "--moves", "1 to 200",  "1 to 1000000"};
        QTest::newRow("spsa") << "spsa"
                              << QStringList{"--engine", "--param", "--iterations", "--nodes", "--tc", "--r-end",
                                             "--openings", "--seed", "--concurrency", "--report", "--draw",
                                             "--resign", "--maxmoves", "--state", "--resume", "1 to 10000000"};
        QTest::newRow("explore") << "explore"
                                 << QStringList{"GAMES.pgn",  "--fen",     "--moves",  "--player",
                                                "--as",       "--min-elo", "--plies",  "--games",
                                                "--no-cache", "0 to 4000", "1 to 200", "0 to 50"};
        QTest::newRow("review") << "review" << QStringList{"--out", "--engine", "--depth", "--movetime", "1 to 100"};
        QTest::newRow("acpl") << "acpl"
                              << QStringList{"--referee", "--depth", "--movetime", "--cap", "20000)"};
    }

    void helpListsEveryOption() {
        QFETCH(QString, command);
        QFETCH(QStringList, options);
        QCOMPARE(parseOnly(command, {QStringLiteral("--bogus"), QStringLiteral("--help")}).status, 0);
        for (const QString& help : {QStringLiteral("--help"), QStringLiteral("-h")}) {
            const CliStop stop = parseOnly(command, {help});
            QCOMPARE(stop.status, 0);
            QVERIFY2(stop.text.startsWith(QStringLiteral("Usage: eschess-cli %1 ").arg(command)),
                     qPrintable(stop.text));
            for (const QString& o : options)
                QVERIFY2(stop.text.contains(o), qPrintable(o + QStringLiteral(" missing in\n") + stop.text));
        }
    }

    // The stop path in-process: a signal reaches the callback through the event loop, once.
    void stopSignalsCallBackInTheEventLoop() {
        int seen = 0, calls = 0;
        {
            StopSignals stop([&](int signal) {
                seen = signal;
                ++calls;
            });
            QCOMPARE(StopSignals::received(), 0);
            std::raise(SIGINT);
            QCOMPARE(calls, 0); // not inside the handler
            QTRY_COMPARE(calls, 1);
            QCOMPARE(seen, SIGINT);
            QCOMPARE(StopSignals::received(), SIGINT);
            QCOMPARE(StopSignals::exitStatus(SIGINT), 130);
            QCOMPARE(StopSignals::exitStatus(SIGTERM), 143);
        }
        StopSignals again([&](int signal) { seen = signal; });
        QCOMPARE(StopSignals::received(), 0); // a new command starts clean
    }

    // kill -9 of a real `eschess-cli match` (or tournament) mid-run, then the same command with
    // --resume: every game exactly once (in the state file and the PGN) and the same final table as
    // an uninterrupted run. Family searchers at a fixed depth over an opening suite are fast and
    // deterministic, so the uninterrupted run's result is exact.
    void killedRunResumes_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QByteArray>("finalLine"); // the start of the lines to compare
        QTest::addColumn<int>("games");
        QTest::newRow("match") << QStringList{"match", "--engine1", "quiescence", "--engine2", "iterative", "--games",
                                              "24", "--depth", "3", "--maxmoves", "60", "--concurrency", "2"}
                               << QByteArray("Score of") << 24;
        QTest::newRow("tournament")
            << QStringList{"tournament", "--engine", "quiescence", "--engine", "iterative", "--engine", "alphabeta",
                           "--games", "4", "--depth", "3", "--maxmoves", "60", "--concurrency", "2"}
            << QByteArray(" #") << 12;
    }

    void killedRunResumes() {
        QFETCH(QStringList, args);
        QFETCH(QByteArray, finalLine);
        QFETCH(int, games);
        QTemporaryDir dir;
        const QString openings = writeSixOpenings(dir);
        QVERIFY(!openings.isEmpty());
        args << QStringLiteral("--openings") << openings;
        auto withFiles = [&](const QString& name) {
            return args + QStringList{QStringLiteral("--pgn"), dir.filePath(name + QStringLiteral(".pgn")),
                                      QStringLiteral("--state"), dir.filePath(name + QStringLiteral(".state"))};
        };
        // The tables at the end: the lines from the last that starts with finalLine on.
        auto tables = [&](const QByteArray& output) {
            const QList<QByteArray> lines = output.split('\n');
            qsizetype from = lines.size();
            for (qsizetype i = 0; i < lines.size(); ++i)
                if (lines[i].startsWith(finalLine)) from = i;
            QList<QByteArray> kept;
            for (qsizetype i = from; i < lines.size(); ++i)
                if (!lines[i].startsWith("Finished")) kept << lines[i];
            return kept;
        };
        auto runToEnd = [&](const QStringList& a) {
            const CliRun run = runCli(a);
            if (run.exitCode != 0) qWarning("%s", run.err.constData());
            return run.out;
        };
        const QByteArray reference = runToEnd(withFiles(QStringLiteral("whole")));
        QVERIFY2(reference.count("Finished game") == games, reference.constData());

        QProcess killed;
        killed.start(QStringLiteral(ESCHESS_CLI_PATH), withFiles(QStringLiteral("killed")));
        QVERIFY(killed.waitForStarted());
        QByteArray output;
        QElapsedTimer waited;
        waited.start();
        while (output.count("Finished game") < 3 && waited.elapsed() < 60000) {
            killed.waitForReadyRead(5);
            output += killed.readAllStandardOutput();
        }
        ::kill(pid_t(killed.processId()), SIGKILL);
        QVERIFY(killed.waitForFinished(10000));
        QCOMPARE(killed.exitStatus(), QProcess::CrashExit);
        output += killed.readAllStandardOutput();
        const int before = int(output.count("Finished game"));
        QVERIFY2(before >= 3 && before < games, output.constData()); // killed mid-run

        const QByteArray resumed = runToEnd(withFiles(QStringLiteral("killed")) << QStringLiteral("--resume"));
        const QRegularExpression resumedLine(QStringLiteral("Resumed from .*: (\\d+) games already played"));
        const auto m = resumedLine.match(QString::fromUtf8(resumed));
        QVERIFY2(m.hasMatch(), resumed.constData());
        const int kept = m.captured(1).toInt();
        QVERIFY(kept >= before); // a game may have been recorded after its line was printed
        QCOMPARE(kept + int(resumed.count("Finished game")), games);
        QCOMPARE(tables(resumed), tables(reference));
        QVERIFY(!tables(reference).isEmpty());

        // Every game exactly once, in the state file and in the PGN.
        QFile state(dir.filePath(QStringLiteral("killed.state")));
        QVERIFY(state.open(QIODevice::ReadOnly));
        const QList<QByteArray> lines = state.readAll().trimmed().split('\n');
        QCOMPARE(int(lines.size()), 1 + games);
        QSet<int> indices;
        for (int i = 1; i < lines.size(); ++i) {
            const QRegularExpression game(QStringLiteral("\"game\":(\\d+)"));
            indices.insert(game.match(QString::fromUtf8(lines[i])).captured(1).toInt());
        }
        QCOMPARE(int(indices.size()), games);
        QFile pgn(dir.filePath(QStringLiteral("killed.pgn")));
        QVERIFY(pgn.open(QIODevice::ReadOnly));
        const PgnReadResult read = readPgn(pgn.readAll().toStdString());
        QVERIFY(read.errors.empty());
        QCOMPARE(int(read.games.size()), games);
        QSet<QString> rounds;
        for (const PgnGame& g : read.games) rounds.insert(QString::fromStdString(g.tag("Round")));
        QCOMPARE(int(rounds.size()), games);
    }

    // A match resumed with a larger --games goes on with the same run: the games already played are
    // kept and the final table is a whole run's of the larger size (an SPRT that reached its game
    // limit undecided can be continued). Fewer games than the state file's is refused.
    void resumedMatchExtendsToMoreGames() {
        QTemporaryDir dir;
        const QString openings = writeSixOpenings(dir);
        QVERIFY(!openings.isEmpty());
        const QStringList common{"match", "--engine1", "quiescence", "--engine2", "iterative", "--depth", "3",
                                 "--maxmoves", "60", "--concurrency", "2", "--openings", openings};
        auto run = [&](const QString& name, int games, bool resume, int* exitCode = nullptr) {
            QStringList a = common;
            a << QStringLiteral("--games") << QString::number(games) << QStringLiteral("--pgn")
              << dir.filePath(name + QStringLiteral(".pgn")) << QStringLiteral("--state")
              << dir.filePath(name + QStringLiteral(".state"));
            if (resume) a << QStringLiteral("--resume");
            const CliRun cli = runCli(a);
            if (exitCode) *exitCode = cli.exitCode;
            return cli.out + cli.err;
        };
        auto finalScore = [](const QByteArray& output) {
            const QList<QByteArray> lines = output.split('\n');
            QByteArray last;
            for (const QByteArray& line : lines)
                if (line.startsWith("Score of")) last = line;
            return last;
        };
        const QByteArray whole = run(QStringLiteral("whole"), 10, false);
        QCOMPARE(int(whole.count("Finished game")), 10);
        const QByteArray first = run(QStringLiteral("grown"), 6, false);
        QCOMPARE(int(first.count("Finished game")), 6);
        const QByteArray more = run(QStringLiteral("grown"), 10, true);
        QVERIFY2(more.contains("Resumed from " + dir.filePath(QStringLiteral("grown.state")).toUtf8() +
                               ": 6 games already played"),
                 more.constData());
        QCOMPARE(int(more.count("Finished game")), 4);
        QVERIFY(!finalScore(whole).isEmpty());
        QCOMPARE(finalScore(more), finalScore(whole));
        // The pairs too: those split between the state file and the resumed run count once.
        auto pairsLine = [](const QByteArray& output) {
            for (const QByteArray& line : output.split('\n'))
                if (line.startsWith("Ptnml(0-2): ")) return line;
            return QByteArray();
        };
        QVERIFY(pairsLine(whole).startsWith("Ptnml(0-2): ["));
        QCOMPARE(pairsLine(more), pairsLine(whole));
        QFile pgn(dir.filePath(QStringLiteral("grown.pgn")));
        QVERIFY(pgn.open(QIODevice::ReadOnly));
        QCOMPARE(int(readPgn(pgn.readAll().toStdString()).games.size()), 10);

        int exitCode = 0;
        const QByteArray fewer = run(QStringLiteral("grown"), 4, true, &exitCode);
        QVERIFY(exitCode != 0);
        QVERIFY2(fewer.contains("the run was started with other settings: games was 6, now 4"), fewer.constData());
    }

    // SIGTERM to a running `eschess-cli match` between two fast external engines (the fake UCI
    // program, so there are child processes to check); the second row has an engine that stops
    // answering and ignores `quit`, which must be killed after the grace period.
    void sigtermStopsARunningMatch_data() {
        QTest::addColumn<QString>("engine2");
        QTest::addColumn<int>("gamesBeforeSignal");
        QTest::newRow("responsive engines") << QStringLiteral("slow 10") << 2;
        QTest::newRow("an engine that ignores quit") << QStringLiteral("stall 2") << 0;
    }

    void sigtermStopsARunningMatch() {
        QFETCH(QString, engine2);
        QFETCH(int, gamesBeforeSignal);
        QTemporaryDir dir;
        const QString pgn = dir.filePath(QStringLiteral("games.pgn"));
        QProcess cli;
        cli.setProgram(QStringLiteral(ESCHESS_CLI_PATH));
        cli.setArguments({"match", "--engine1", QStringLiteral(FAKEUCI_PATH " slow 10"), "--engine2",
                          QStringLiteral(FAKEUCI_PATH " ") + engine2, "--games", "1000", "--movetime", "100",
                          "--maxmoves", "8", "--pgn", pgn});
        cli.start();
        QVERIFY(cli.waitForStarted());
        // Wait for the finished games asked for, then for both engines of the next game.
        QByteArray output;
        QList<qint64> engines;
        QElapsedTimer waited;
        waited.start();
        while (waited.elapsed() < 60000) {
            cli.waitForReadyRead(100);
            output += cli.readAllStandardOutput();
            engines = childrenOf(cli.processId());
            if (output.count("Finished game") >= gamesBeforeSignal && engines.size() == 2) break;
        }
        QVERIFY2(engines.size() == 2, output.constData());
        if (gamesBeforeSignal == 0) QTest::qWait(1000); // let the stalling engine stall

        waited.restart();
        ::kill(pid_t(cli.processId()), SIGTERM);
        QVERIFY2(cli.waitForFinished(15000), "eschess-cli did not stop after SIGTERM");
        const qint64 stopMs = waited.elapsed();
        output += cli.readAllStandardOutput();
        QCOMPARE(cli.exitStatus(), QProcess::NormalExit);
        QCOMPARE(cli.exitCode(), 143);
        QVERIFY2(stopMs < 10000, qPrintable(QStringLiteral("stopping took %1 ms").arg(stopMs)));
        for (qint64 pid : engines)
            QVERIFY2(!fakeEngineAlive(pid), qPrintable(QStringLiteral("engine %1 left running").arg(pid)));
        QVERIFY2(output.contains("Match stopped by signal 15"), output.constData());

        // The PGN holds exactly the games reported finished, each complete and well-formed.
        const int reported = int(output.count("Finished game"));
        QVERIFY(reported >= gamesBeforeSignal);
        QFile file(pgn);
        QByteArray text;
        if (file.open(QIODevice::ReadOnly)) text = file.readAll();
        const PgnReadResult read = readPgn(text.toStdString());
        QVERIFY2(read.errors.empty(), read.errors.empty() ? "" : read.errors.front().c_str());
        QCOMPARE(int(read.games.size()), reported);
        for (const PgnGame& g : read.games) {
            QVERIFY(g.result == "1-0" || g.result == "0-1" || g.result == "1/2-1/2");
            QCOMPARE(g.tag("Result"), g.result);
        }
    }

    // --report K: the Elo, pair and SPRT lines after every K games, before the end's.
    void matchReportsEveryKGames() {
        const CliRun cli = runCli({"match", "--engine1", "quiescence", "--engine2", "alphabeta", "--depth",
                                   "1", "--games", "6", "--report", "2", "--sprt", "0,10,0.05,0.05"});
        QCOMPARE(cli.exitCode, 0);
        const QList<QByteArray> lines = cli.out.split('\n');
        QList<int> reportedAfter; // the games finished when each pairs line came
        int finished = 0;
        for (const QByteArray& line : lines) {
            if (line.startsWith("Finished game")) ++finished;
            if (line.startsWith("Ptnml(0-2): ")) reportedAfter << finished;
        }
        QCOMPARE(reportedAfter, (QList<int>{2, 4, 6, 6})); // every second game, then the end's
        QCOMPARE(int(cli.out.count("\nSPRT: llr ")), 4);
        QCOMPARE(int(cli.out.count("\nElo difference: ")), 4);
    }

    // `elo --pairs`: a match's Ptnml line read back into its Elo, interval, LOS and SPRT.
    void eloFromPairs() {
        const CliRun cli = runCli({"elo", "--pairs", "3,20,61,25,4", "--sprt", "0,10,0.05,0.05"});
        QCOMPARE(cli.exitCode, 0);
        QCOMPARE(QString::fromUtf8(cli.out),
                 QStringLiteral("Pairs: 113 (0: 3, 1/2: 20, 1: 61, 1 1/2: 25, 2: 4), 226 games\n"
                                "Score: 51.5% (level pairs 54.0%)\n"
                                "Elo difference: +10.8 ± 25.7\n"
                                "95% interval: [-14.9, +36.6]\n"
                                "LOS: 79.4%\n"
                                "SPRT: llr 0.336, lbound -2.944, ubound 2.944 - continue\n"));
    }

    // An SPRT decided while another game is running: the summary gives the decision with the
    // score it was made on (four pairs won: 8 games, or 9 when a game of the fifth pair finished
    // before the fourth pair's last), then the LLR over all games, not "continue".
    void matchPrintsTheSprtVerdict() {
        QTemporaryDir dir;
        QProcess cli;
        cli.start(QStringLiteral(ESCHESS_CLI_PATH),
                  {"match", "--engine1", QStringLiteral(FAKEUCI_PATH " normal"), "--engine2",
                   QStringLiteral(FAKEUCI_PATH " crash 0"), "--games", "20", "--depth", "1", "--concurrency", "2",
                   "--sprt", "0,200,0.05,0.05", "--pgn", dir.filePath(QStringLiteral("games.pgn"))});
        QVERIFY(cli.waitForFinished(60000));
        const QString out = QString::fromUtf8(cli.readAllStandardOutput());
        QCOMPARE(cli.exitCode(), 0);
        const QRegularExpression verdict(
            QStringLiteral("\\nSPRT: llr 3\\.898, lbound -2\\.944, ubound 2\\.944 - H1 accepted after game "
                           "([89]) \\(\\1 - 0 - 0, "
                           "pairs \\[0, 0, 0, 0, 4\\]\\)\\n"));
        const QRegularExpressionMatch m = verdict.match(out);
        QVERIFY2(m.hasMatch(), qPrintable(out));
        const int decidedAt = m.captured(1).toInt();
        QCOMPARE(int(out.count(QStringLiteral("Finished game"))), decidedAt + 1);
        // The game still running completes the fifth pair only if its partner was the early one.
        const QString pairs =
            decidedAt == 8 ? QStringLiteral("[0, 0, 0, 0, 4]") : QStringLiteral("[0, 0, 0, 0, 5]");
        const QString llr = decidedAt == 8 ? QStringLiteral("3.898") : QStringLiteral("5.851");
        QVERIFY2(out.contains(
                     QStringLiteral("SPRT over all %1 games, the last ones in progress when it was decided: "
                                    "llr %2\n")
                         .arg(decidedAt + 1)
                         .arg(llr)),
                 qPrintable(out));
        QVERIFY2(out.contains(
                     QStringLiteral("Ptnml(0-2): %1, Elo by pairs: inf +/- inf, LOS: 100.0 %\n").arg(pairs)),
                 qPrintable(out));
    }

    // `eschess-cli review` on a small file with the fake engine: every game written annotated,
    // the [%eval] of each move the fake's score of the position after it (White's view), the
    // progress bar on stderr and a summary per game on stdout.
    // explore prints the moves played in the position with their counts, results and score, and
    // its top games, best rated first; a file that cannot be read is a usage error.
    void exploreListsMovesAndGames() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("db.pgn"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("[White \"Tal\"]\n[Black \"Botvinnik\"]\n[WhiteElo \"2600\"]\n[Date \"1960.03.15\"]\n"
                   "[Result \"1-0\"]\n\n1. e4 c6 2. d4 d5 1-0\n\n"
                   "[White \"Anna\"]\n[Black \"Bert\"]\n[Result \"1/2-1/2\"]\n\n1. e4 e5 1/2-1/2\n\n"
                   "[White \"Bert\"]\n[Black \"Tal\"]\n[Result \"0-1\"]\n\n1. d4 Nf6 0-1\n\n");
        file.close();
        const CliRun run = runCli({"explore", path, "--moves", "e4", "--games", "5"});
        QCOMPARE(run.exitCode, 0);
        const QString out = QString::fromUtf8(run.out);
        QVERIFY2(out.contains("3 games read, 3 indexed (30 plies each)"), qPrintable(out));
        QVERIFY2(out.contains("Position: rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1\n"),
                 qPrintable(out));
        // Ties in the moves' order; the rated game first among the top games.
        QVERIFY2(out.contains("Move       Games   Share   White    Draw   Black   Score\n"
                              "e5             1   50.0%    0.0%  100.0%    0.0%   50.0%\n"
                              "c6             1   50.0%  100.0%    0.0%    0.0%    0.0%\n"),
                 qPrintable(out));
        QVERIFY2(out.contains("Top games:\n  c6     Tal (2600) - Botvinnik  1-0  1960.03.15\n"
                              "  e5     Anna - Bert  1/2-1/2\n"),
                 qPrintable(out));

        const CliRun tal = runCli({"explore", path, "--player", "tal", "--as", "black", "--games", "0"});
        QCOMPARE(tal.exitCode, 0);
        QVERIFY2(tal.out.contains("3 games read, 1 indexed"), tal.out.constData());
        QVERIFY2(tal.out.contains("d4             1  100.0%    0.0%    0.0%  100.0%    0.0%\n"),
                 tal.out.constData());
        QVERIFY2(!tal.out.contains("Top games"), tal.out.constData());

        const CliRun ended = runCli({"explore", path, "--moves", "e4 e5"});
        QCOMPARE(ended.exitCode, 0);
        QVERIFY2(ended.out.contains("No move of the database was played in this position.\n"
                                    "Ended here: 1 game(s), 0 White, 1 draw(s), 0 Black\n"),
                 ended.out.constData());

        const CliRun missing = runCli({"explore", dir.filePath(QStringLiteral("none.pgn"))});
        QCOMPARE(missing.exitCode, 2);
        QVERIFY2(missing.err.contains("eschess-cli explore: Cannot open none.pgn"), missing.err.constData());
    }

    void reviewWritesAnnotatedGames() {
        QTemporaryDir dir;
        const QString in = dir.filePath(QStringLiteral("games.pgn")), out = dir.filePath(QStringLiteral("reviewed.pgn"));
        QFile input(in);
        QVERIFY(input.open(QIODevice::WriteOnly));
        input.write("[White \"Anna\"]\n[Black \"Bert\"]\n\n1. e4 e5 2. Nf3 Nc6 *\n\n"
                    "[White \"Bert\"]\n[Black \"Anna\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n");
        input.close();
        QProcess cli;
        cli.start(QStringLiteral(ESCHESS_CLI_PATH),
                  {"review", in, "--out", out, "--engine", QStringLiteral(FAKEUCI_PATH), "--depth", "1"});
        QVERIFY(cli.waitForFinished(60000));
        const QByteArray stdoutText = cli.readAllStandardOutput(), stderrText = cli.readAllStandardError();
        QCOMPARE(cli.exitCode(), 0);
        QVERIFY2(stderrText.contains("review [##############################] 10/10 positions"), stderrText.constData());
        QVERIFY2(stdoutText.contains("game 1/2: Anna - Bert *, 4 moves reviewed"), stdoutText.constData());
        QVERIFY2(stdoutText.contains("game 2/2: Bert - Anna 0-1, 4 moves reviewed"), stdoutText.constData());
        QVERIFY2(stdoutText.contains("2 games reviewed by fakeuci (depth 1)"), stdoutText.constData());
        QFile file(out);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const PgnReadResult read = readPgn(file.readAll().toStdString());
        QVERIFY(read.errors.empty());
        QCOMPARE(int(read.games.size()), 2);
        for (const PgnGame& g : read.games) {
            QCOMPARE(g.tag("Annotator"), std::string("Eschess review: fakeuci, depth 1"));
            Position pos = g.start;
            for (std::size_t i = 0; i < g.moves.size(); ++i) {
                pos.makeMove(g.moves[i]);
                if (legalMoves(pos).empty()) { // Qh4#: no evaluation after a mate
                    QVERIFY(pgnCommand(g.comments[i], "eval").empty());
                    continue;
                }
                PositionEval e;
                e.cp = int(pos.key() % 41) - 20;
                QCOMPARE(pgnCommand(g.comments[i], "eval"), pgnEvalText(e, pos.sideToMove()));
            }
        }
    }

    // SIGTERM during a review: exit 143, and the file holds exactly the games reported reviewed.
    void sigtermKeepsReviewedGames() {
        QTemporaryDir dir;
        const QString in = dir.filePath(QStringLiteral("games.pgn")), out = dir.filePath(QStringLiteral("reviewed.pgn"));
        QFile input(in);
        QVERIFY(input.open(QIODevice::WriteOnly));
        for (int i = 0; i < 20; ++i) input.write("1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 *\n\n");
        input.close();
        QProcess cli;
        cli.start(QStringLiteral(ESCHESS_CLI_PATH), {"review", in, "--out", out, "--engine",
                                                     QStringLiteral(FAKEUCI_PATH " slow 40"), "--depth", "1"});
        QVERIFY(cli.waitForStarted());
        QByteArray output;
        QElapsedTimer waited;
        waited.start();
        while (waited.elapsed() < 60000 && !output.contains("game 2/20")) {
            cli.waitForReadyRead(100);
            output += cli.readAllStandardOutput();
        }
        QVERIFY2(output.contains("game 2/20"), output.constData());
        ::kill(pid_t(cli.processId()), SIGTERM);
        QVERIFY(cli.waitForFinished(15000));
        output += cli.readAllStandardOutput();
        QCOMPARE(cli.exitCode(), 143);
        const int reported = int(output.count(" moves reviewed"));
        QVERIFY(reported >= 2 && reported < 20);
        QVERIFY2(output.contains(QStringLiteral("review stopped by signal 15 after %1 of 20 games").arg(reported).toUtf8()),
                 output.constData());
        QFile file(out);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const PgnReadResult read = readPgn(file.readAll().toStdString());
        QVERIFY(read.errors.empty());
        QCOMPARE(int(read.games.size()), reported);
        for (const PgnGame& g : read.games) QVERIFY(!pgnCommand(g.comments[5], "eval").empty());
    }
};

QTEST_GUILESS_MAIN(TstCli)
#include "tst_cli.moc"
