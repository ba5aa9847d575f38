// eschess-cli acpl FILE.pgn [--referee SPEC] [--depth D | --movetime MS] [--cap CP]
// Average centipawn loss per player and per phase, judged by a referee engine.
#include "app/cli/commands.h"

#include "app/core/acplrunner.h"
#include "app/core/enginefactory.h"
#include "app/core/uciengine.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QTextStream>

namespace eschess::cli {

namespace {

using namespace eschess::app;

QString tr(const char* text) { return QCoreApplication::translate("AcplCommand", text); }

const char* const kUsage = "usage: eschess-cli acpl FILE.pgn [--referee SPEC] [--depth D | --movetime MS] [--cap CP]\n"
                           "  The referee defaults to /usr/games/stockfish at depth 10; losses are capped at 1000 cp.\n";

QString cell(const AcplBucket& b) {
    return b.moves ? QStringLiteral("%1 (%2)").arg(b.average(), 0, 'f', 1).arg(b.moves) : QStringLiteral("-");
}

} // namespace

int runAcpl(const QStringList& args) {
    QTextStream out(stdout), err(stderr);
    auto usageError = [&](const QString& why) {
        err << "eschess-cli acpl: " << why << "\n" << kUsage;
        return 2;
    };
    QString file, refereeText = QStringLiteral("/usr/games/stockfish,Threads=1,Hash=16");
    SearchLimits limits;
    limits.depth = 10;
    int cap = kDefaultLossCap;
    for (int i = 0; i < args.size(); ++i) {
        const QString& a = args[i];
        const bool hasValue = i + 1 < args.size();
        bool ok = true;
        if (a == QLatin1String("--referee")) {
            if (!hasValue) return usageError(tr("--referee needs a SPEC"));
            refereeText = args[++i];
        } else if (a == QLatin1String("--depth")) {
            limits = SearchLimits();
            limits.depth = hasValue ? args[++i].toInt(&ok) : 0;
            if (!ok || limits.depth < 1 || limits.depth > 60) return usageError(tr("--depth needs a depth from 1 to 60"));
        } else if (a == QLatin1String("--movetime")) {
            limits = SearchLimits();
            limits.movetimeMs = hasValue ? args[++i].toLongLong(&ok) : 0;
            if (!ok || limits.movetimeMs < 1) return usageError(tr("--movetime needs milliseconds"));
        } else if (a == QLatin1String("--cap")) {
            cap = hasValue ? args[++i].toInt(&ok) : 0;
            if (!ok || cap < 1) return usageError(tr("--cap needs centipawns (at least 1)"));
        } else if (a.startsWith(QLatin1String("--"))) {
            return usageError(tr("unknown argument '%1'").arg(a));
        } else if (file.isEmpty()) {
            file = a;
        } else {
            return usageError(tr("only one PGN file, please"));
        }
    }
    if (file.isEmpty()) return usageError(tr("no PGN file"));
    QFile f(file);
    if (!f.open(QIODevice::ReadOnly)) {
        err << "eschess-cli acpl: " << tr("cannot read '%1': %2").arg(file, f.errorString()) << "\n";
        return 2;
    }
    PgnReadResult read = readPgn(f.readAll().toStdString());
    for (const std::string& e : read.errors) err << tr("warning: %1").arg(QString::fromStdString(e)) << "\n";
    if (read.games.empty()) {
        err << "eschess-cli acpl: " << tr("no game in '%1'").arg(file) << "\n";
        return 2;
    }
    QString why;
    auto spec = parseEngineSpec(refereeText, &why);
    if (!spec) return usageError(why);

    const int games = int(read.games.size());
    AcplRunner runner(createEngine(*spec), std::move(read.games), limits, cap);
    bool ok = false;
    QObject::connect(&runner, &AcplRunner::gameScored, &runner, [&](int index, const std::vector<int>& losses) {
        long long sum = 0;
        for (int l : losses) sum += l;
        out << tr("game %1/%2: %3 moves scored, average loss %4")
                   .arg(index + 1)
                   .arg(games)
                   .arg(losses.size())
                   .arg(losses.empty() ? 0.0 : double(sum) / double(losses.size()), 0, 'f', 1)
            << "\n";
        out.flush();
    });
    QObject::connect(&runner, &AcplRunner::finished, qApp, [&](bool done) {
        ok = done;
        QCoreApplication::quit();
    }, Qt::QueuedConnection);
    runner.start();
    QCoreApplication::exec();
    if (!ok) {
        err << "eschess-cli acpl: " << runner.errorString() << "\n";
        UciEngine::waitForQuitProcesses(1000);
        return 1;
    }
    out << "\n" << tr("ACPL by %1 (%2), loss per move capped at %3 cp; average (moves)")
                       .arg(spec->label(), limits.depth ? tr("depth %1").arg(limits.depth) : tr("%1 ms").arg(limits.movetimeMs))
                       .arg(cap)
        << "\n";
    out << QStringLiteral("%1 %2 %3 %4 %5\n")
               .arg(tr("player"), -24)
               .arg(tr("all"), 14)
               .arg(tr("opening"), 14)
               .arg(tr("middlegame"), 14)
               .arg(tr("endgame"), 14);
    for (const AcplPlayer& p : runner.tally().players()) {
        out << QStringLiteral("%1 %2 %3 %4 %5\n")
                   .arg(QString::fromStdString(p.name).left(24), -24)
                   .arg(cell(p.total), 14)
                   .arg(cell(p.byPhase[0]), 14)
                   .arg(cell(p.byPhase[1]), 14)
                   .arg(cell(p.byPhase[2]), 14);
    }
    UciEngine::waitForQuitProcesses(1000);
    return 0;
}

} // namespace eschess::cli
