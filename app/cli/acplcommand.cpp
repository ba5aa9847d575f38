// eschess-cli acpl FILE.pgn [--referee SPEC] [--depth D | --movetime MS] [--cap CP]
// Average centipawn loss per player and per phase, judged by a referee engine.
#include "app/cli/commands.h"

#include "app/cli/stopsignals.h"

#include "app/core/acplrunner.h"
#include "app/core/enginefactory.h"
#include "app/core/textinput.h"
#include "app/core/uciengine.h"

#include <QCoreApplication>
#include <QTextStream>

namespace eschess::cli {

using namespace eschess::app;

namespace {

QString cell(const AcplBucket& b) {
    return b.moves ? QStringLiteral("%1 (%2)").arg(b.average(), 0, 'f', 1).arg(b.moves) : QStringLiteral("-");
}

} // namespace

std::optional<AcplOptions> parseAcplOptions(const QStringList& args, CliStop& stop) {
    CommandLine cl(
        QStringLiteral("acpl"),
        QStringLiteral("FILE.pgn [--referee SPEC] [--depth D | --movetime MS] [--cap CP]"),
        QStringLiteral("Average centipawn loss per player and per phase, judged by a referee engine."));
    cl.addPositional(QStringLiteral("FILE"), QStringLiteral("The games, as PGN."));
    cl.addValue(QStringLiteral("referee"), QStringLiteral("SPEC"),
                QStringLiteral("The judging engine; default /usr/games/stockfish,Threads=1,Hash=16."));
    cl.addLimitOptions(kLimitDepth | kLimitMoveTime);
    cl.addValue(QStringLiteral("cap"), QStringLiteral("CP"),
                QStringLiteral("Cap each move's loss at CP centipawns; default %1").arg(kDefaultLossCap),
                kLossCapRange);
    return parseWith(cl, args, stop, [&]() -> std::optional<AcplOptions> {
        const QStringList rest = cl.positional();
        if (rest.isEmpty()) return cl.refuse(QStringLiteral("no PGN file"));
        if (rest.size() > 1) return cl.refuse(QStringLiteral("only one PGN file, please"));
        AcplOptions o;
        o.pgnPath = rest[0];
        const auto referee = cl.engineSpec(QStringLiteral("referee"), QStringLiteral("/usr/games/stockfish,Threads=1,Hash=16"));
        if (!referee) return std::nullopt;
        o.referee = *referee;
        if (!cl.analysisLimit(o.limits, 10)) return std::nullopt;
        const auto cap = cl.integer(QStringLiteral("cap"), kLossCapRange, kDefaultLossCap);
        if (!cap) return std::nullopt;
        o.cap = int(*cap);
        return o;
    });
}

int runAcpl(const QStringList& args) {
    CliStop stop;
    auto o = parseAcplOptions(args, stop);
    if (!o) return report(stop);
    QTextStream out(stdout), err(stderr);
    const QString& file = o->pgnPath;
    const SearchLimits limits = o->limits;
    const int cap = o->cap;
    const EngineSpec* spec = &o->referee;
    QString why;
    const std::optional<QByteArray> text = readTextInput(file, &why);
    if (!text) {
        err << "eschess-cli acpl: " << why << "\n";
        return 2;
    }
    PgnReadResult read = readPgn(text->toStdString());
    for (const std::string& e : read.errors)
        err << "eschess-cli acpl: warning: " << QString::fromStdString(e) << "\n";
    if (read.games.empty()) {
        err << "eschess-cli acpl: " << QStringLiteral("no game in '%1'").arg(file) << "\n";
        return 2;
    }
    const int games = int(read.games.size());
    AcplRunner runner(createEngine(*spec), std::move(read.games), limits, cap);
    bool ok = false;
    QObject::connect(
        &runner, &AcplRunner::gameScored, &runner, [&](int index, const std::vector<int>& losses) {
            long long sum = 0;
            for (int l : losses) sum += l;
            out << QStringLiteral("game %1/%2: %3 moves scored, average loss %4")
                       .arg(index + 1)
                       .arg(games)
                       .arg(losses.size())
                       .arg(losses.empty() ? 0.0 : double(sum) / double(losses.size()), 0, 'f', 1)
                << "\n";
            out.flush();
        });
    QObject::connect(
        &runner, &AcplRunner::finished, qApp,
        [&](bool done) {
            ok = done;
            QCoreApplication::quit();
        },
        Qt::QueuedConnection);
    // A signal stops the referee; the games scored so far are still tabulated.
    StopSignals stopSignals([&runner](int) { runner.stop(); });
    runner.start();
    QCoreApplication::exec();
    const int signal = StopSignals::received();
    if (!ok && !signal) {
        err << "eschess-cli acpl: " << runner.errorString() << "\n";
        UciEngine::waitForQuitProcesses(1000);
        return 1;
    }
    out << "\n"
        << QStringLiteral("ACPL by %1 (%2), loss per move capped at %3 cp; average (moves)")
               .arg(spec->label(), limits.depth ? QStringLiteral("depth %1").arg(limits.depth)
                                                : QStringLiteral("%1 ms").arg(limits.movetimeMs))
               .arg(cap)
        << "\n";
    out << QStringLiteral("%1 %2 %3 %4 %5\n")
               .arg(QStringLiteral("player"), -24)
               .arg(QStringLiteral("all"), 14)
               .arg(QStringLiteral("opening"), 14)
               .arg(QStringLiteral("middlegame"), 14)
               .arg(QStringLiteral("endgame"), 14);
    for (const AcplPlayer& p : runner.tally().players()) {
        out << QStringLiteral("%1 %2 %3 %4 %5\n")
                   .arg(QString::fromStdString(p.name).left(24), -24)
                   .arg(cell(p.total), 14)
                   .arg(cell(p.byPhase[0]), 14)
                   .arg(cell(p.byPhase[1]), 14)
                   .arg(cell(p.byPhase[2]), 14);
    }
    UciEngine::waitForQuitProcesses(1000);
    if (signal) {
        out << QStringLiteral("ACPL stopped by signal %1").arg(signal) << "\n";
        return StopSignals::exitStatus(signal);
    }
    return 0;
}

} // namespace eschess::cli
