// eschess-cli: the headless harness — perft, test suites, matches, Elo arithmetic, ACPL.
#include "app/cli/commands.h"

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
    QTextStream err(stderr);
    QStringList args = QCoreApplication::arguments().mid(1);
    if (args.isEmpty() || args.first() == QLatin1String("--help") || args.first() == QLatin1String("-h"))
        return usage(err);
    const QString name = args.takeFirst();
    for (const Command& c : kCommands)
        if (name == QLatin1String(c.name)) return c.run(args);
    err << "eschess-cli: unknown command '" << name << "'\n";
    return usage(err);
}
