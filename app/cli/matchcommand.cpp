// eschess-cli match --engine1 SPEC --engine2 SPEC --games N (--tc 10+0.1 | --movetime MS |
//   --depth D | --nodes N) [--openings FILE] [--random] [--seed S] [--variant standard|chess960]
//   [--concurrency N] [--pgn FILE]
//   [--sprt elo0,elo1,alpha,beta] [--draw MOVE,COUNT,CP] [--resign COUNT,CP] [--maxmoves N]
//   [--margin MS] [--name1 NAME] [--name2 NAME] [--event TEXT] [--state FILE [--resume]] [--report K]
// Prints a line per finished game and the Cute Chess summary lines at the end (with --report K,
// the Elo, pair and SPRT lines every K games too).
#include "app/cli/commands.h"

#include "app/cli/stopsignals.h"
#include "app/core/uciengine.h"

#include <QCoreApplication>
#include <QTextStream>

namespace eschess::cli {

using namespace eschess::app;

std::optional<MatchOptions> parseMatchOptions(const QStringList& args, CliStop& stop) {
    CommandLine cl(
        QStringLiteral("match"),
        QStringLiteral("--engine1 SPEC --engine2 SPEC [--games N] (--tc TC | --movetime MS | --depth D | "
                       "--nodes N) [options]"),
        QStringLiteral(
            "Plays a match between two engines, Cute Chess style: games in pairs (each opening\n"
            "with both colours), a line per game, score, Elo, LOS and SPRT at the end.\n"
            "SPEC: a searcher (eschess, minimax, ...) or a program, then comma-separated\n"
            "options: eschess,Hash=64   /usr/games/stockfish,UCI_LimitStrength=true,UCI_Elo=2000"));
    cl.addValue(QStringLiteral("engine1"), QStringLiteral("SPEC"), QStringLiteral("The first engine."));
    cl.addValue(QStringLiteral("engine2"), QStringLiteral("SPEC"), QStringLiteral("The second engine."));
    cl.addValue(QStringLiteral("games"), QStringLiteral("N"), QStringLiteral("Games to play; default 2"),
                kGamesRange);
    cl.addLimitOptions(kAllLimits);
    cl.addValue(QStringLiteral("openings"), QStringLiteral("FILE"),
                QStringLiteral("Openings from an EPD or PGN file, in file order."));
    cl.addFlag(QStringLiteral("random"), QStringLiteral("Shuffle the openings (seed 1 unless --seed)."));
    cl.addVariantOption();
    cl.addValue(QStringLiteral("seed"), QStringLiteral("S"),
                QStringLiteral("Shuffle the openings with this seed"), kSeedRange);
    cl.addValue(QStringLiteral("concurrency"), QStringLiteral("N"),
                QStringLiteral("Games played at once; default 1"), kJobsRange);
    cl.addValue(QStringLiteral("pgn"), QStringLiteral("FILE"),
                QStringLiteral("Append every finished game to FILE."));
    cl.addValue(QStringLiteral("sprt"), QStringLiteral("elo0,elo1,alpha,beta"),
                QStringLiteral("Stop when the SPRT decides, e.g. 0,10,0.05,0.05."));
    cl.addAdjudicationOptions();
    cl.addValue(QStringLiteral("margin"), QStringLiteral("MS"),
                QStringLiteral("Time a clock may overrun before the flag falls; default 100"), kMarginRange);
    cl.addValue(QStringLiteral("name1"), QStringLiteral("NAME"),
                QStringLiteral("The first engine's name in output and PGN."));
    cl.addValue(QStringLiteral("name2"), QStringLiteral("NAME"),
                QStringLiteral("The second engine's name in output and PGN."));
    cl.addValue(QStringLiteral("event"), QStringLiteral("TEXT"), QStringLiteral("The PGN Event tag."));
    cl.addValue(QStringLiteral("state"), QStringLiteral("FILE"),
                QStringLiteral("Record every finished game in FILE (synced), so a killed match can be resumed."));
    cl.addFlag(QStringLiteral("resume"),
               QStringLiteral("Continue the match recorded in --state FILE: the same command line plus --resume."));
    cl.addValue(QStringLiteral("report"), QStringLiteral("K"),
                QStringLiteral("Every K games, print the Elo, pair and SPRT lines of the end too."),
                kReportRange);
    return parseWith(cl, args, stop, [&]() -> std::optional<MatchOptions> {
        if (!cl.positional().isEmpty())
            return cl.refuse(QStringLiteral("unexpected argument '%1'").arg(cl.positional().first()));
        MatchOptions o;
        MatchSettings& s = o.settings;
        for (int k = 0; k < 2; ++k) {
            const auto spec = cl.engineSpec(QStringLiteral("engine%1").arg(k + 1));
            if (!spec) return std::nullopt;
            s.engine[k] = *spec;
            if (cl.isSet(QStringLiteral("name%1").arg(k + 1)))
                s.name[k] = cl.value(QStringLiteral("name%1").arg(k + 1));
        }
        std::optional<TimeControl> tc;
        if (!cl.limit(kAllLimits, tc)) return std::nullopt;
        if (!tc) return cl.refuse(QStringLiteral("give one of %1").arg(CommandLine::limitNames(kAllLimits)));
        s.timeControl = *tc;
        const auto games = cl.integer(QStringLiteral("games"), kGamesRange, s.games);
        const auto seed = cl.integer(QStringLiteral("seed"), kSeedRange, qint64(s.seed));
        const auto concurrency = cl.integer(QStringLiteral("concurrency"), kJobsRange, s.concurrency);
        const auto margin = cl.integer(QStringLiteral("margin"), kMarginRange, s.timeMarginMs);
        const auto report = cl.integer(QStringLiteral("report"), kReportRange, 0);
        if (!games || !seed || !concurrency || !margin || !report) return std::nullopt;
        o.reportEvery = int(*report);
        s.games = int(*games);
        s.seed = quint64(*seed);
        s.concurrency = int(*concurrency);
        s.timeMarginMs = *margin;
        if (!cl.adjudication(s.adjudication)) return std::nullopt;
        if (!cl.sprt(QStringLiteral("sprt"), s.sprt)) return std::nullopt;
        s.pgnPath = cl.value(QStringLiteral("pgn"));
        if (cl.isSet(QStringLiteral("event"))) s.event = cl.value(QStringLiteral("event"));
        s.statePath = cl.value(QStringLiteral("state"));
        s.resume = cl.isSet(QStringLiteral("resume"));
        if (s.resume && s.statePath.isEmpty()) return cl.refuse(QStringLiteral("--resume needs --state FILE"));
        o.openingsPath = cl.value(QStringLiteral("openings"));
        o.chess960 = cl.chess960();
        if (cl.failed()) return std::nullopt;
        s.randomOpenings = OpeningSuite::shuffledForRun(
            cl.isSet(QStringLiteral("random")) || cl.isSet(QStringLiteral("seed")), // a seed asks for it
            o.openingsPath, o.chess960);
        return o;
    });
}

int runMatch(const QStringList& args) {
    CliStop stop;
    auto o = parseMatchOptions(args, stop);
    if (!o) return report(stop);
    QTextStream out(stdout), err(stderr);
    MatchSettings& settings = o->settings;
    if (!loadOpenings(QStringLiteral("match"), o->openingsPath, settings.openings, err, o->chess960))
        return 2;

    MatchRunner runner(settings);
    QString why;
    if (!runner.validate(&why)) {
        err << "eschess-cli match: " << why << "\n";
        return 2;
    }
    const auto sprtLine = [](const eschess::SprtStatus& st) {
        return QStringLiteral("SPRT: llr %1, lbound %2, ubound %3 - %4")
            .arg(st.llr, 0, 'f', 3)
            .arg(st.lowerBound, 0, 'f', 3)
            .arg(st.upperBound, 0, 'f', 3)
            .arg(QString::fromLatin1(sprtDecisionName(st.decision)));
    };
    bool failed = false;
    QObject::connect(&runner, &MatchRunner::gameFinished, &runner,
                     [&](int round, const MatchGameRecord& r, double) {
                         out << QStringLiteral("Finished game %1 (%2 vs %3): %4 {%5}")
                                    .arg(round)
                                    .arg(r.white, r.black,
                                         QString::fromStdString(resultString(r.outcome.result)), r.reason)
                             << "\n";
                         out << runner.scoreLine() << "\n";
                         // A long run's progress: the pairs cannot be worked out from the score lines.
                         if (o->reportEvery > 0 && runner.gamesPlayed() % o->reportEvery == 0) {
                             out << runner.eloLine() << "\n" << runner.pairsLine() << "\n";
                             if (auto st = runner.sprtStatus()) out << sprtLine(*st) << "\n";
                         }
                         out.flush();
                     });
    QObject::connect(&runner, &MatchRunner::error, &runner, [&](const QString& message) {
        err << "eschess-cli match: " << message << "\n";
        failed = true;
    });
    QObject::connect(&runner, &MatchRunner::finished, qApp, &QCoreApplication::quit, Qt::QueuedConnection);
    // A signal abandons the games in progress (never written) and ends the match as if it were over.
    StopSignals stopSignals([&runner](int) { runner.stopNow(); });
    out << QStringLiteral("Started match of %1 games: %2 vs %3, %4")
               .arg(settings.games)
               .arg(runner.engineName(0), runner.engineName(1), settings.timeControl.toString())
        << "\n";
    out.flush();
    runner.start();
    if (runner.state() == MatchRunner::State::Running && settings.resume) {
        out << QStringLiteral("Resumed from %1: %2 games already played").arg(settings.statePath).arg(runner.gamesResumed())
            << "\n";
        out << runner.scoreLine() << "\n";
        out.flush();
    }
    QCoreApplication::exec();
    UciEngine::waitForQuitProcesses(2000);

    out << runner.scoreLine() << "\n";
    out << runner.eloLine() << "\n";
    out << runner.pairsLine() << "\n";
    if (auto verdict = runner.sprtVerdict()) {
        // The decision is the one reached: games that were in progress then and finished after
        // it may have moved the LLR back inside the bounds.
        const MatchScore& sc = verdict->score;
        out << sprtLine(verdict->status)
            << QStringLiteral(" after game %1 (%2 - %3 - %4, pairs %5)")
                   .arg(sc.games())
                   .arg(sc.wins)
                   .arg(sc.losses)
                   .arg(sc.draws)
                   .arg(QString::fromStdString(formatPentanomial(sc.pairs)))
            << "\n";
        if (runner.gamesPlayed() > sc.games())
            out << QStringLiteral("SPRT over all %1 games, the last ones in progress when it was decided: llr %2")
                       .arg(runner.gamesPlayed())
                       .arg(runner.sprtStatus()->llr, 0, 'f', 3)
                << "\n";
    } else if (auto st = runner.sprtStatus()) {
        out << sprtLine(*st) << "\n";
    }
    if (const int signal = StopSignals::received()) {
        out << QStringLiteral("Match stopped by signal %1 after %2 games")
                   .arg(signal)
                   .arg(runner.gamesPlayed())
            << "\n";
        return StopSignals::exitStatus(signal);
    }
    out << "Finished match\n";
    out.flush();
    return failed && runner.gamesPlayed() == 0 ? 1 : 0;
}

} // namespace eschess::cli
