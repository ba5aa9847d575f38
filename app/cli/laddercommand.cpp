// eschess-cli ladder --engine SPEC [--stockfish PATH] [--levels 1400,1600,1800] [--games N]
//   (--tc T | --movetime MS | --depth D | --nodes N) [--openings FILE] [--concurrency N] [--pgn FILE]
// Plays the engine against Stockfish limited to each UCI_Elo level and fits one rating (maximum
// likelihood, 95% interval) from all results — the seed's "Performance" chapter.
#include "app/cli/commands.h"

#include "app/cli/stopsignals.h"

#include "app/core/ladderrunner.h"
#include "app/core/matchrunner.h"
#include "app/core/uciengine.h"

#include "rating/ladder.h"

#include <QCoreApplication>
#include <QTextStream>

namespace eschess::cli {

using namespace eschess::app;

std::optional<LadderOptions> parseLadderOptions(const QStringList& args, CliStop& stop) {
    CommandLine cl(
        QStringLiteral("ladder"),
        QStringLiteral("--engine SPEC [--levels 1400,1600,1800] [--games N]\n"
                       "       (--tc TC | --movetime MS | --depth D | --nodes N) [options]"),
        QStringLiteral("Plays the engine against Stockfish limited to each UCI_Elo level and fits one\n"
                       "rating with its 95% interval from all results. Stockfish's UCI_Elo is calibrated\n"
                       "at 60+0.6; ratings at other time controls are rough."));
    cl.addValue(QStringLiteral("engine"), QStringLiteral("SPEC"), QStringLiteral("The engine to rate."));
    cl.addValue(QStringLiteral("stockfish"), QStringLiteral("PATH"),
                QStringLiteral("Stockfish; default /usr/games/stockfish."));
    cl.addValue(QStringLiteral("levels"), QStringLiteral("ELO,..."),
                QStringLiteral("Stockfish's UCI_Elo levels; default 1400,1600,1800"), kEloLevelRange);
    cl.addValue(QStringLiteral("games"), QStringLiteral("N"), QStringLiteral("Games per level; default 10"),
                kGamesRange);
    cl.addLimitOptions(kAllLimits);
    cl.addValue(QStringLiteral("openings"), QStringLiteral("FILE"),
                QStringLiteral("Openings from an EPD or PGN file."));
    cl.addValue(QStringLiteral("concurrency"), QStringLiteral("N"),
                QStringLiteral("Games played at once; default 1"), kJobsRange);
    cl.addValue(QStringLiteral("pgn"), QStringLiteral("FILE"),
                QStringLiteral("Append every finished game to FILE."));
    return parseWith(cl, args, stop, [&]() -> std::optional<LadderOptions> {
        if (!cl.positional().isEmpty())
            return cl.refuse(QStringLiteral("unexpected argument '%1'").arg(cl.positional().first()));
        LadderOptions o;
        MatchSettings& base = o.base;
        base.games = 10;
        base.event = QStringLiteral("Eschess ladder");
        const auto spec = cl.engineSpec(QStringLiteral("engine"));
        if (!spec) return std::nullopt;
        base.engine[0] = *spec;
        std::optional<TimeControl> tc;
        if (!cl.limit(kAllLimits, tc)) return std::nullopt;
        if (!tc) return cl.refuse(QStringLiteral("give one of %1").arg(CommandLine::limitNames(kAllLimits)));
        base.timeControl = *tc;
        if (cl.isSet(QStringLiteral("levels"))) {
            const auto levels = cl.integerSeries(QStringLiteral("levels"), kEloLevelRange);
            if (!levels) return std::nullopt;
            o.levels.clear();
            for (qint64 l : *levels) o.levels << int(l);
        }
        const auto games = cl.integer(QStringLiteral("games"), kGamesRange, base.games);
        const auto concurrency = cl.integer(QStringLiteral("concurrency"), kJobsRange, base.concurrency);
        if (!games || !concurrency) return std::nullopt;
        base.games = int(*games);
        base.concurrency = int(*concurrency);
        base.pgnPath = cl.value(QStringLiteral("pgn"));
        if (cl.isSet(QStringLiteral("stockfish"))) o.stockfish = cl.value(QStringLiteral("stockfish"));
        o.openingsPath = cl.value(QStringLiteral("openings"));
        return o;
    });
}

int runLadder(const QStringList& args) {
    CliStop stop;
    auto o = parseLadderOptions(args, stop);
    if (!o) return report(stop);
    QTextStream out(stdout), err(stderr);
    if (!loadOpenings(QStringLiteral("ladder"), o->openingsPath, o->base.openings, err)) return 2;

    LadderRunner ladder(o->base, o->stockfish, o->levels);
    bool failed = false;
    QObject::connect(&ladder, &LadderRunner::levelStarted, &ladder, [&](int level, MatchRunner* match) {
        QObject::connect(match, &MatchRunner::gameFinished, match,
                         [&out, level](int round, const MatchGameRecord& r, double) {
                             out << QStringLiteral("  Stockfish %1 game %2: %3 vs %4 %5 {%6}")
                                        .arg(level)
                                        .arg(round)
                                        .arg(r.white, r.black,
                                             QString::fromStdString(resultString(r.outcome.result)), r.reason)
                                 << "\n";
                             out.flush();
                         });
        QObject::connect(match, &MatchRunner::finished, match,
                         [&out, match] { out << match->scoreLine() << "\n"; });
    });
    QObject::connect(&ladder, &LadderRunner::error, &ladder, [&](const QString& e) {
        err << "eschess-cli ladder: " << e << "\n";
        failed = true;
    });
    QObject::connect(&ladder, &LadderRunner::finished, qApp, &QCoreApplication::quit, Qt::QueuedConnection);
    // A signal abandons the games in progress; the levels played so far are still rated.
    StopSignals stopSignals([&ladder](int) { ladder.stopNow(); });
    ladder.start();
    QCoreApplication::exec();
    UciEngine::waitForQuitProcesses(2000);
    const std::vector<LadderResult>& results = ladder.results();
    const int signal = StopSignals::received();
    if (failed && results.empty()) return signal ? StopSignals::exitStatus(signal) : 1;

    out << "\n"
        << QStringLiteral("%1 %2 %3 %4 %5\n")
               .arg(QStringLiteral("opponent"), -16)
               .arg(QStringLiteral("W"), 5)
               .arg(QStringLiteral("D"), 5)
               .arg(QStringLiteral("L"), 5)
               .arg(QStringLiteral("score"), 7);
    for (const LadderResult& r : results)
        out << QStringLiteral("%1 %2 %3 %4 %5\n")
                   .arg(QStringLiteral("Stockfish %1").arg(r.opponentElo), -16)
                   .arg(r.wins, 5)
                   .arg(r.draws, 5)
                   .arg(r.losses, 5)
                   .arg(QString::number(r.games() ? (r.wins + 0.5 * r.draws) / r.games() : 0.0, 'f', 3), 7);
    const LadderFit fit = ladder.fit();
    if (fit.bounded)
        out << QStringLiteral("Rating: %1 ± %2 (95%: [%3, %4]) from %5 games")
                   .arg(fit.elo, 0, 'f', 0)
                   .arg(fit.margin, 0, 'f', 0)
                   .arg(fit.low, 0, 'f', 0)
                   .arg(fit.high, 0, 'f', 0)
                   .arg(fit.games)
            << "\n";
    else
        out << QStringLiteral("Rating: no finite estimate (%1 of %2 points): add stronger or weaker levels")
                   .arg(fit.points)
                   .arg(fit.games)
            << "\n";
    if (signal) {
        out << QStringLiteral("Ladder stopped by signal %1").arg(signal) << "\n";
        return StopSignals::exitStatus(signal);
    }
    return 0;
}

} // namespace eschess::cli
