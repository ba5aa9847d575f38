// eschess-cli: the headless harness — perft, test suites, matches, Elo arithmetic, ACPL.
#include "app/cli/commands.h"
#include "core/version.h"

#include <QCoreApplication>
#include <QTextStream>

#include <functional>

namespace {

struct Command {
    const char* name;
    const char* usage;
    std::function<int(const QStringList&)> run;
};

const Command kCommands[] = {
    {"perft", "perft FEN DEPTH [--divide]", eschess::cli::runPerft},
    {"suite", "suite FILE.epd|bk --engine SPEC... (--movetime MS | --depth D | --sweep MAXD --timeout S) [--jobs N] [--csv F] [--json F]", eschess::cli::runSuite},
    {"match", "match --engine1 SPEC --engine2 SPEC --games N (--tc 10+0.1 | --movetime MS | --depth D | --nodes N) [--openings FILE] [--concurrency N] [--pgn FILE] [--sprt e0,e1,a,b] [--seed S]", eschess::cli::runMatch},
    {"elo", "elo W D L [--sprt elo0,elo1,alpha,beta]", eschess::cli::runElo},
    {"ladder", "ladder --engine SPEC [--levels 1400,1600,1800] [--games N] (--tc T | --movetime MS | --depth D | --nodes N)", eschess::cli::runLadder},
    {"acpl", "acpl FILE.pgn [--referee SPEC] [--depth D | --movetime MS] [--cap CP]", eschess::cli::runAcpl},
};

int usage(QTextStream& err) {
    err << "usage: eschess-cli COMMAND [ARGS]\ncommands:\n";
    for (const Command& c : kCommands) err << "  " << c.usage << "\n";
    return 2;
}

} // namespace

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("eschess-cli"));
    QCoreApplication::setApplicationVersion(QString::fromLatin1(eschess::versionString()));
    QTextStream err(stderr);
    QStringList args = QCoreApplication::arguments().mid(1);
    if (args == QStringList{QStringLiteral("--version")}) {
        QTextStream(stdout) << "eschess-cli " << eschess::versionString() << "\n";
        return 0;
    }
    if (args.isEmpty() || args.first() == QLatin1String("--help") || args.first() == QLatin1String("-h"))
        return usage(err);
    const QString name = args.takeFirst();
    for (const Command& c : kCommands)
        if (name == QLatin1String(c.name)) return c.run(args);
    err << "eschess-cli: unknown command '" << name << "'\n";
    return usage(err);
}
