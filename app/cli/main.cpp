// eschess-cli: the headless harness — perft, test suites, matches, Elo arithmetic, ACPL.
//
// The command line is English on purpose, and so is everything the CLI prints: it is a tool for
// scripts and logs, whose output is compared, grepped and pasted into bug reports and
// docs/strength.md, so it must read the same on every machine. No translator is loaded and
// app/cli has no tr() calls (messages that come from app/core stay untranslated here too).
#include "app/cli/commands.h"
#include "core/version.h"

#include <QCoreApplication>
#include <QTextStream>

#include <functional>

namespace {

struct Command {
    const char* name;
    const char* summary;
    std::function<int(const QStringList&)> run;
};

const Command kCommands[] = {
    {"perft", "count leaf nodes below a position (move generator check)", eschess::cli::runPerft},
    {"suite", "run an EPD test suite over one or more engines", eschess::cli::runSuite},
    {"match", "play a match between two engines (PGN, Elo, SPRT)", eschess::cli::runMatch},
    {"tournament", "play a round robin, gauntlet or Swiss of many engines (crosstable, ratings)",
     eschess::cli::runTournament},
    {"elo", "Elo difference, interval, LOS and SPRT of a W/D/L tally", eschess::cli::runElo},
    {"ladder", "rate an engine against Stockfish's UCI_Elo levels", eschess::cli::runLadder},
    {"acpl", "average centipawn loss of the games in a PGN file", eschess::cli::runAcpl},
    {"review", "annotate the games of a PGN file: mistakes, evaluations, accuracy", eschess::cli::runReview},
    {"book", "write a Polyglot opening book from games, or list a book's moves", eschess::cli::runBook},
    {"explore", "the moves and top games of a position across a PGN database", eschess::cli::runExplore},
    {"spsa", "tune the strong engine's search parameters by SPSA", eschess::cli::runSpsa},
};

void usage(QTextStream& stream) {
    stream << "Usage: eschess-cli COMMAND [OPTIONS]\n\nCommands:\n";
    for (const Command& c : kCommands)
        stream << "  " << QString::fromLatin1(c.name).leftJustified(11) << c.summary << "\n";
    stream << "\n'eschess-cli COMMAND --help' lists a command's options and their ranges.\n"
              "Exit status: 0 done, 1 the run failed, 2 a usage error or unusable input,\n"
              "130/143 stopped by SIGINT/SIGTERM (engines shut down, finished games kept).\n";
}

} // namespace

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("eschess-cli"));
    QCoreApplication::setApplicationVersion(QString::fromLatin1(eschess::versionString()));
    QStringList args = QCoreApplication::arguments().mid(1);
    if (args == QStringList{QStringLiteral("--version")}) {
        QTextStream(stdout) << "eschess-cli " << eschess::versionString() << "\n";
        return 0;
    }
    if (!args.isEmpty() && (args.first() == QLatin1String("--help") || args.first() == QLatin1String("-h"))) {
        QTextStream out(stdout);
        usage(out);
        return 0;
    }
    QTextStream err(stderr);
    if (args.isEmpty()) {
        usage(err);
        return 2;
    }
    const QString name = args.takeFirst();
    for (const Command& c : kCommands)
        if (name == QLatin1String(c.name)) return c.run(args);
    err << "eschess-cli: unknown command '" << name << "'\n";
    usage(err);
    return 2;
}
