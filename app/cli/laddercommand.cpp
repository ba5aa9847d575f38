// eschess-cli ladder --engine SPEC [--stockfish PATH] [--levels 1400,1600,1800] [--games N]
//   (--tc T | --movetime MS | --depth D | --nodes N) [--openings FILE] [--concurrency N] [--pgn FILE]
// Plays the engine against Stockfish limited to each UCI_Elo level and fits one rating (maximum
// likelihood, 95% interval) from all results — the seed's "Performance" chapter.
#include "app/cli/commands.h"

#include "app/core/ladderrunner.h"
#include "app/core/matchrunner.h"
#include "app/core/uciengine.h"

#include "rating/ladder.h"

#include <QCoreApplication>
#include <QTextStream>

namespace eschess::cli {

namespace {

using namespace eschess::app;

QString tr(const char* text) { return QCoreApplication::translate("LadderCommand", text); }

const char* const kUsage =
    "usage: eschess-cli ladder --engine SPEC [--stockfish PATH] [--levels 1400,1600,1800] [--games N]\n"
    "         (--tc [MOVES/]SECONDS[+INC] | --movetime MS | --depth D | --nodes N)\n"
    "         [--openings FILE] [--concurrency N] [--pgn FILE]\n"
    "  Stockfish's UCI_Elo is calibrated at 60+0.6; ratings at other time controls are rough.\n";

} // namespace

int runLadder(const QStringList& args) {
    QTextStream out(stdout), err(stderr);
    auto usageError = [&](const QString& why) {
        err << "eschess-cli ladder: " << why << "\n" << kUsage;
        return 2;
    };
    QString engineText, stockfish = QStringLiteral("/usr/games/stockfish"), openings;
    QList<int> levels{1400, 1600, 1800};
    MatchSettings base;
    base.games = 10;
    base.event = QStringLiteral("Eschess ladder");
    int limitsGiven = 0;
    for (int i = 0; i < args.size(); ++i) {
        const QString& a = args[i];
        if (i + 1 >= args.size()) return usageError(tr("%1 needs a value").arg(a));
        const QString v = args[++i];
        bool ok = true;
        if (a == QLatin1String("--engine")) engineText = v;
        else if (a == QLatin1String("--stockfish")) stockfish = v;
        else if (a == QLatin1String("--levels")) {
            levels.clear();
            for (const QString& l : v.split(QLatin1Char(','))) {
                levels << l.trimmed().toInt(&ok);
                if (!ok) return usageError(tr("--levels needs Elo numbers like 1400,1600; '%1' is not one").arg(l));
            }
        } else if (a == QLatin1String("--games")) {
            base.games = v.toInt(&ok);
            if (!ok || base.games < 1) return usageError(tr("--games needs a number of at least 1"));
        } else if (a == QLatin1String("--tc")) {
            QString why;
            auto tc = TimeControl::parseClock(v, &why);
            if (!tc) return usageError(why);
            base.timeControl = *tc;
            ++limitsGiven;
        } else if (a == QLatin1String("--movetime")) {
            base.timeControl = TimeControl::moveTime(v.toLongLong(&ok));
            if (!ok || base.timeControl.moveTimeMs < 1) return usageError(tr("--movetime needs milliseconds"));
            ++limitsGiven;
        } else if (a == QLatin1String("--depth")) {
            base.timeControl = TimeControl::fixedDepth(v.toInt(&ok));
            if (!ok || base.timeControl.depth < 1) return usageError(tr("--depth needs a depth of at least 1"));
            ++limitsGiven;
        } else if (a == QLatin1String("--nodes")) {
            base.timeControl = TimeControl::fixedNodes(v.toULongLong(&ok));
            if (!ok || base.timeControl.nodes < 1) return usageError(tr("--nodes needs a node count"));
            ++limitsGiven;
        } else if (a == QLatin1String("--openings")) openings = v;
        else if (a == QLatin1String("--concurrency")) {
            base.concurrency = v.toInt(&ok);
            if (!ok || base.concurrency < 1) return usageError(tr("--concurrency needs a number of at least 1"));
        } else if (a == QLatin1String("--pgn")) base.pgnPath = v;
        else return usageError(tr("unknown argument '%1'").arg(a));
    }
    if (engineText.isEmpty()) return usageError(tr("--engine is missing"));
    if (limitsGiven != 1) return usageError(tr("give exactly one of --tc, --movetime, --depth, --nodes"));
    QString why;
    auto spec = parseEngineSpec(engineText, &why);
    if (!spec) return usageError(why);
    base.engine[0] = *spec;
    if (!openings.isEmpty() && !base.openings.load(openings, &why)) return usageError(why);

    LadderRunner ladder(base, stockfish, levels);
    bool failed = false;
    QObject::connect(&ladder, &LadderRunner::levelStarted, &ladder, [&](int level, MatchRunner* match) {
        QObject::connect(match, &MatchRunner::gameFinished, match, [&out, level](int round, const MatchGameRecord& r, double) {
            out << tr("  Stockfish %1 game %2: %3 vs %4 %5 {%6}")
                       .arg(level)
                       .arg(round)
                       .arg(r.white, r.black, QString::fromStdString(resultString(r.outcome.result)), r.reason)
                << "\n";
            out.flush();
        });
        QObject::connect(match, &MatchRunner::finished, match, [&out, match] { out << match->scoreLine() << "\n"; });
    });
    QObject::connect(&ladder, &LadderRunner::error, &ladder, [&](const QString& e) {
        err << "eschess-cli ladder: " << e << "\n";
        failed = true;
    });
    QObject::connect(&ladder, &LadderRunner::finished, qApp, &QCoreApplication::quit, Qt::QueuedConnection);
    ladder.start();
    QCoreApplication::exec();
    UciEngine::waitForQuitProcesses(2000);
    const std::vector<LadderResult>& results = ladder.results();
    if (failed && results.empty()) return 1;

    out << "\n" << QStringLiteral("%1 %2 %3 %4 %5\n").arg(tr("opponent"), -16).arg(tr("W"), 5).arg(tr("D"), 5).arg(tr("L"), 5).arg(tr("score"), 7);
    for (const LadderResult& r : results)
        out << QStringLiteral("%1 %2 %3 %4 %5\n")
                   .arg(QStringLiteral("Stockfish %1").arg(r.opponentElo), -16)
                   .arg(r.wins, 5)
                   .arg(r.draws, 5)
                   .arg(r.losses, 5)
                   .arg(QString::number(r.games() ? (r.wins + 0.5 * r.draws) / r.games() : 0.0, 'f', 3), 7);
    const LadderFit fit = ladder.fit();
    if (fit.bounded)
        out << tr("Rating: %1 ± %2 (95%: [%3, %4]) from %5 games")
                   .arg(fit.elo, 0, 'f', 0)
                   .arg(fit.margin, 0, 'f', 0)
                   .arg(fit.low, 0, 'f', 0)
                   .arg(fit.high, 0, 'f', 0)
                   .arg(fit.games)
            << "\n";
    else
        out << tr("Rating: no finite estimate (%1 of %2 points): add stronger or weaker levels")
                   .arg(fit.points)
                   .arg(fit.games)
            << "\n";
    return 0;
}

} // namespace eschess::cli
