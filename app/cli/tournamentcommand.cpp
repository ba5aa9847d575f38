// eschess-cli tournament --engine SPEC --engine SPEC … [--format round-robin|gauntlet|swiss]
//   [--games N] [--rounds N] (--tc TC | --movetime MS | --depth D | --nodes N)
//   [--openings FILE [--random] | --book FILE.bin [--book-mode weighted|best] [--book-depth N]]
//   [--seed S] [--variant standard|chess960] [--concurrency N] [--pgn FILE] [--state FILE [--resume]]
//   [--anchor NAME [--anchor-elo E]]
// Prints a line per finished game and the standings after it; at the end the crosstable, the
// rating list fitted over all games, and the LOS matrix.
#include "app/cli/commands.h"

#include "app/cli/stopsignals.h"
#include "app/core/tournamenttables.h"
#include "app/core/uciengine.h"

#include <QCoreApplication>
#include <QTextStream>

namespace eschess::cli {

using namespace eschess::app;

namespace {

constexpr IntRange kRoundsRange{1, 1000};
constexpr IntRange kAnchorEloRange{-10'000, 10'000};

} // namespace

std::optional<TournamentOptions> parseTournamentOptions(const QStringList& args, CliStop& stop) {
    CommandLine cl(
        QStringLiteral("tournament"),
        QStringLiteral("--engine SPEC --engine SPEC… [--format F] [--games N] (--tc TC | --movetime MS | "
                       "--depth D | --nodes N) [options]"),
        QStringLiteral(
            "Plays a tournament of engines: round robin (everyone against everyone), gauntlet\n"
            "(the first engine against each other one) or Swiss. Each pairing plays every opening\n"
            "with both colours. A standings line after each game; at the end the crosstable and a\n"
            "rating list fitted over all games by maximum likelihood, with 95% intervals and LOS.\n"
            "With --state a killed tournament continues with the same command plus --resume.\n"
            "SPEC: as for match (eschess,Hash=64   "
            "/usr/games/stockfish,UCI_Elo=2000,UCI_LimitStrength=true)."));
    cl.addValue(QStringLiteral("engine"), QStringLiteral("SPEC"),
                QStringLiteral("An engine (give two or more)."));
    cl.addValue(QStringLiteral("name"), QStringLiteral("NAME"),
                QStringLiteral("Names for the engines in order (repeat; default: the spec's label)."));
    cl.addValue(QStringLiteral("format"), QStringLiteral("F"),
                QStringLiteral("round-robin (default), gauntlet or swiss."));
    cl.addValue(QStringLiteral("games"), QStringLiteral("N"),
                QStringLiteral("Games per pairing (colours alternate); default 2"), kGamesRange);
    cl.addValue(QStringLiteral("rounds"), QStringLiteral("N"),
                QStringLiteral("Swiss rounds; default ceil(log2(engines)) + 1"), kRoundsRange);
    cl.addLimitOptions(kAllLimits);
    cl.addValue(QStringLiteral("openings"), QStringLiteral("FILE"),
                QStringLiteral("Openings from an EPD or PGN file, in file order."));
    cl.addFlag(QStringLiteral("random"), QStringLiteral("Shuffle the openings (with --seed)."));
    cl.addVariantOption();
    cl.addValue(QStringLiteral("book"), QStringLiteral("FILE.bin"),
                QStringLiteral("Openings from a Polyglot book (when no --openings)."));
    cl.addValue(QStringLiteral("book-mode"), QStringLiteral("MODE"),
                QStringLiteral("weighted (default: at random by weight) or best (the heaviest move)."));
    cl.addValue(QStringLiteral("book-depth"), QStringLiteral("N"),
                QStringLiteral("Book moves up to this many plies; default 16"), kBookPlyRange);
    cl.addValue(QStringLiteral("seed"), QStringLiteral("S"),
                QStringLiteral("Seed of shuffled openings and weighted book picks; default 1"), kSeedRange);
    cl.addValue(QStringLiteral("concurrency"), QStringLiteral("N"),
                QStringLiteral("Games played at once; default 1"), kJobsRange);
    cl.addValue(QStringLiteral("pgn"), QStringLiteral("FILE"),
                QStringLiteral("Append every finished game to FILE."));
    cl.addValue(
        QStringLiteral("state"), QStringLiteral("FILE"),
        QStringLiteral("Record every finished game in FILE (synced), so a killed run can be resumed."));
    cl.addFlag(
        QStringLiteral("resume"),
        QStringLiteral("Continue the run recorded in --state FILE: the same command line plus --resume."));
    cl.addValue(QStringLiteral("anchor"), QStringLiteral("NAME"),
                QStringLiteral("Anchor the rating list on this engine (default: the mean)."));
    cl.addValue(QStringLiteral("anchor-elo"), QStringLiteral("E"),
                QStringLiteral("The anchor's rating (or the mean's); default 0"), kAnchorEloRange);
    cl.addAdjudicationOptions();
    cl.addValue(QStringLiteral("margin"), QStringLiteral("MS"),
                QStringLiteral("Time a clock may overrun before the flag falls; default 100"), kMarginRange);
    cl.addValue(QStringLiteral("event"), QStringLiteral("TEXT"), QStringLiteral("The PGN Event tag."));
    return parseWith(cl, args, stop, [&]() -> std::optional<TournamentOptions> {
        if (!cl.positional().isEmpty())
            return cl.refuse(QStringLiteral("unexpected argument '%1'").arg(cl.positional().first()));
        TournamentOptions o;
        TournamentSettings& s = o.settings;
        const auto engines = cl.engineSpecs(QStringLiteral("engine"));
        if (!engines) return std::nullopt;
        if (engines->size() < 2) return cl.refuse(QStringLiteral("give at least two --engine"));
        s.engines = *engines;
        s.names = cl.values(QStringLiteral("name"));
        if (s.names.size() > int(s.engines.size()))
            return cl.refuse(
                QStringLiteral("%1 --name for %2 engines").arg(s.names.size()).arg(s.engines.size()));
        if (cl.isSet(QStringLiteral("format"))) {
            const auto format = parseTournamentFormat(cl.value(QStringLiteral("format")));
            if (!format)
                return cl.refuse(QStringLiteral("--format must be round-robin, gauntlet or swiss, not '%1'")
                                     .arg(cl.value(QStringLiteral("format"))));
            s.format = *format;
        }
        if (s.format == TournamentFormat::Swiss && s.engines.size() < 3)
            return cl.refuse(QStringLiteral("--format swiss needs at least three engines"));
        if (cl.isSet(QStringLiteral("rounds")) && s.format != TournamentFormat::Swiss)
            return cl.refuse(QStringLiteral("--rounds is for --format swiss"));
        std::optional<TimeControl> tc;
        if (!cl.limit(kAllLimits, tc)) return std::nullopt;
        if (!tc) return cl.refuse(QStringLiteral("give one of %1").arg(CommandLine::limitNames(kAllLimits)));
        s.timeControl = *tc;
        const auto games = cl.integer(QStringLiteral("games"), kGamesRange, s.gamesPerPair);
        const auto rounds = cl.integer(QStringLiteral("rounds"), kRoundsRange, 1);
        const auto seed = cl.integer(QStringLiteral("seed"), kSeedRange, qint64(s.seed));
        const auto concurrency = cl.integer(QStringLiteral("concurrency"), kJobsRange, s.concurrency);
        const auto margin = cl.integer(QStringLiteral("margin"), kMarginRange, s.timeMarginMs);
        const auto bookDepth = cl.integer(QStringLiteral("book-depth"), kBookPlyRange, s.bookPick.maxPly);
        const auto anchorElo = cl.integer(QStringLiteral("anchor-elo"), kAnchorEloRange, 0);
        if (!games || !rounds || !seed || !concurrency || !margin || !bookDepth || !anchorElo)
            return std::nullopt;
        s.gamesPerPair = int(*games);
        if (cl.isSet(QStringLiteral("rounds"))) s.swissRounds = int(*rounds);
        s.seed = quint64(*seed);
        s.concurrency = int(*concurrency);
        s.timeMarginMs = *margin;
        s.bookPick.maxPly = int(*bookDepth);
        if (!cl.adjudication(s.adjudication)) return std::nullopt;
        // A total that does not fit the game numbers is refused before anything starts.
        const qint64 n = qint64(s.engines.size());
        if (n * (n - 1) / 2 * s.gamesPerPair > kGamesRange.max)
            return cl.refuse(QStringLiteral("%1 engines with --games %2 are more than %3 games")
                                 .arg(n)
                                 .arg(s.gamesPerPair)
                                 .arg(kGamesRange.max));
        o.openingsPath = cl.value(QStringLiteral("openings"));
        s.bookPath = cl.value(QStringLiteral("book"));
        if (!o.openingsPath.isEmpty() && !s.bookPath.isEmpty())
            return cl.refuse(QStringLiteral("give --openings or --book, not both"));
        o.chess960 = cl.chess960();
        if (cl.failed()) return std::nullopt;
        if (o.chess960 && !s.bookPath.isEmpty())
            return cl.refuse(
                QStringLiteral("--book holds standard chess's openings; not with --variant chess960"));
        s.randomOpenings = OpeningSuite::shuffledForRun(cl.isSet(QStringLiteral("random")), o.openingsPath, o.chess960);
        if (cl.isSet(QStringLiteral("book-mode"))) {
            const QString mode = cl.value(QStringLiteral("book-mode"));
            if (mode == QLatin1String("best"))
                s.bookPick.mode = eschess::BookPickMode::Best;
            else if (mode != QLatin1String("weighted"))
                return cl.refuse(QStringLiteral("--book-mode must be weighted or best, not '%1'").arg(mode));
        }
        if ((cl.isSet(QStringLiteral("book-mode")) || cl.isSet(QStringLiteral("book-depth"))) &&
            s.bookPath.isEmpty())
            return cl.refuse(QStringLiteral("--book-mode and --book-depth need --book"));
        s.pgnPath = cl.value(QStringLiteral("pgn"));
        s.statePath = cl.value(QStringLiteral("state"));
        s.resume = cl.isSet(QStringLiteral("resume"));
        if (s.resume && s.statePath.isEmpty())
            return cl.refuse(QStringLiteral("--resume needs --state FILE"));
        if (cl.isSet(QStringLiteral("event"))) s.event = cl.value(QStringLiteral("event"));
        o.anchorName = cl.value(QStringLiteral("anchor"));
        o.anchorElo = double(*anchorElo);
        return o;
    });
}

int runTournament(const QStringList& args) {
    CliStop stop;
    auto o = parseTournamentOptions(args, stop);
    if (!o) return report(stop);
    QTextStream out(stdout), err(stderr);
    TournamentSettings& settings = o->settings;
    if (!loadOpenings(QStringLiteral("tournament"), o->openingsPath, settings.openings, err, o->chess960))
        return 2;
    TournamentRunner runner(settings);
    eschess::RatingFitOptions fitOptions;
    fitOptions.anchorElo = o->anchorElo;
    if (!o->anchorName.isEmpty()) {
        const int anchor = int(runner.playerNames().indexOf(o->anchorName));
        if (anchor < 0) {
            err << "eschess-cli tournament: --anchor: no engine is named '" << o->anchorName
                << "' (the engines: " << runner.playerNames().join(QStringLiteral(", ")) << ")\n";
            return 2;
        }
        fitOptions.anchor = eschess::RatingAnchor::Player;
        fitOptions.anchorPlayer = anchor;
    }
    QString why;
    if (!runner.validate(&why)) {
        err << "eschess-cli tournament: " << why << "\n";
        return 2;
    }
    bool failed = false;
    QObject::connect(&runner, &TournamentRunner::gameFinished, &runner,
                     [&](int index, const MatchGameRecord& r) {
                         out << QStringLiteral("Finished game %1 (%2 vs %3): %4 {%5}")
                                    .arg(index + 1)
                                    .arg(r.white, r.black,
                                         QString::fromStdString(resultString(r.outcome.result)), r.reason)
                             << "\n";
                         out << standingsLine(runner) << "\n";
                         out.flush();
                     });
    QObject::connect(&runner, &TournamentRunner::error, &runner, [&](const QString& message) {
        err << "eschess-cli tournament: " << message << "\n";
        failed = true;
    });
    QObject::connect(&runner, &TournamentRunner::finished, qApp, &QCoreApplication::quit,
                     Qt::QueuedConnection);
    StopSignals stopSignals([&runner](int) { runner.stopNow(); });
    out << QStringLiteral("Started %1 tournament of %2 games: %3, %4")
               .arg(formatName(settings.format))
               .arg(runner.totalGames())
               .arg(runner.playerNames().join(QStringLiteral(", ")), settings.timeControl.toString())
        << "\n";
    out.flush();
    runner.start();
    if (runner.state() == TournamentRunner::State::Running && settings.resume) {
        out << QStringLiteral("Resumed from %1: %2 games already played")
                   .arg(settings.statePath)
                   .arg(runner.gamesResumed())
            << "\n";
        out << standingsLine(runner) << "\n";
        out.flush();
    }
    QCoreApplication::exec();
    UciEngine::waitForQuitProcesses(2000);

    out << "\n";
    for (const QString& line : crosstable(runner)) out << line << "\n";
    out << "\n";
    for (const QString& line : ratingList(runner.resultTable(), fitOptions)) out << line << "\n";
    if (const int signal = StopSignals::received()) {
        out << QStringLiteral("Tournament stopped by signal %1 after %2 of %3 games")
                   .arg(signal)
                   .arg(runner.gamesPlayed())
                   .arg(runner.totalGames())
            << "\n";
        out.flush();
        return StopSignals::exitStatus(signal);
    }
    out << QStringLiteral("Finished tournament: %1 of %2 games")
               .arg(runner.gamesPlayed())
               .arg(runner.totalGames())
        << "\n";
    out.flush();
    return failed && runner.gamesPlayed() < runner.totalGames() ? 1 : 0;
}

} // namespace eschess::cli
