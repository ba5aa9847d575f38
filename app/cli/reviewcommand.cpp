// eschess-cli review GAMES.pgn --out ANNOTATED.pgn [--engine SPEC] [--depth D | --movetime MS]
// Reviews every game of a file: each position's verdict from the engine, each move classified
// by its drop in win percentage, the games written annotated (NAGs, [%eval], the engine's
// lines) and a summary per player printed. Games are written as they are finished, so a stop
// by signal keeps them.
#include "app/cli/commands.h"

#include "app/cli/stopsignals.h"

#include "app/core/enginefactory.h"
#include "app/core/reviewrunner.h"
#include "app/core/textinput.h"
#include "app/core/uciengine.h"

#include "search/searcher.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QTextStream>

namespace eschess::cli {

using namespace eschess::app;

namespace {

QString nameOf(const std::string& tag) { return tag.empty() ? QStringLiteral("?") : QString::fromStdString(tag); }

QString playerLine(const char* side, const std::string& name, const PlayerReview& p) {
    return QStringLiteral("  %1 %2: accuracy %3%, average centipawn loss %4, best %5, good %6, "
                          "inaccuracies %7, mistakes %8, blunders %9")
        .arg(QLatin1String(side), nameOf(name))
        .arg(p.accuracy, 0, 'f', 1)
        .arg(p.averageCpLoss, 0, 'f', 1)
        .arg(p.counts[0])
        .arg(p.counts[1])
        .arg(p.counts[2])
        .arg(p.counts[3])
        .arg(p.counts[4]);
}

// "review [##########----------] 45/120 positions, game 2/3" on one line, redrawn in place.
QString progressBar(int done, int total, int game, int games) {
    constexpr int kWidth = 30;
    const int filled = total > 0 ? int(qint64(done) * kWidth / total) : kWidth;
    return QStringLiteral("\rreview [%1%2] %3/%4 positions, game %5/%6")
        .arg(QString(filled, QLatin1Char('#')), QString(kWidth - filled, QLatin1Char('-')))
        .arg(done)
        .arg(total)
        .arg(game)
        .arg(games);
}

} // namespace

std::optional<ReviewOptions> parseReviewOptions(const QStringList& args, CliStop& stop) {
    CommandLine cl(QStringLiteral("review"),
                   QStringLiteral("GAMES.pgn --out ANNOTATED.pgn [--engine SPEC] [--depth D | --movetime MS]"),
                   QStringLiteral("Game review: the engine scores every position of each game's main line, each move "
                                  "is classified by its drop in win percentage (best, good, inaccuracy ?!, mistake ?, "
                                  "blunder ??; docs/analysis.md), and the games are written with NAGs, [%eval] "
                                  "comments and the engine's better lines as variations. A summary per player "
                                  "(accuracy, average centipawn loss, counts) goes to stdout, a progress bar to "
                                  "stderr. Finished games are written at once, so a stop by signal keeps them."));
    cl.addPositional(QStringLiteral("GAMES"), QStringLiteral("The games, as PGN ('-' for stdin)."));
    cl.addValue(QStringLiteral("out"), QStringLiteral("FILE"), QStringLiteral("Where to write the annotated games."));
    cl.addValue(QStringLiteral("engine"), QStringLiteral("SPEC"),
                QStringLiteral("The reviewing engine; default Eschess's own strongest searcher."));
    cl.addLimitOptions(kLimitDepth | kLimitMoveTime);
    return parseWith(cl, args, stop, [&]() -> std::optional<ReviewOptions> {
        const QStringList rest = cl.positional();
        if (rest.isEmpty()) return cl.refuse(QStringLiteral("no PGN file"));
        if (rest.size() > 1) return cl.refuse(QStringLiteral("only one PGN file, please"));
        ReviewOptions o;
        o.pgnPath = rest[0];
        if (!cl.isSet(QStringLiteral("out")) || cl.value(QStringLiteral("out")).isEmpty())
            return cl.refuse(QStringLiteral("--out FILE is required (where the annotated games go)"));
        o.outPath = cl.value(QStringLiteral("out"));
        if (o.pgnPath != QLatin1String("-") && QFileInfo(o.outPath).absoluteFilePath() == QFileInfo(o.pgnPath).absoluteFilePath())
            return cl.refuse(QStringLiteral("--out '%1' is the input file; write the review to another file").arg(o.outPath));
        const auto engine = cl.engineSpec(QStringLiteral("engine"), QString::fromStdString(eschess::defaultSearcherName()));
        if (!engine) return std::nullopt;
        o.engine = *engine;
        if (!cl.analysisLimit(o.limits, 10)) return std::nullopt;
        return o;
    });
}

int runReview(const QStringList& args) {
    CliStop stop;
    auto o = parseReviewOptions(args, stop);
    if (!o) return report(stop);
    QTextStream out(stdout), err(stderr);
    QString why;
    const std::optional<QByteArray> text = readTextInput(o->pgnPath, &why);
    if (!text) {
        err << "eschess-cli review: " << why << "\n";
        return 2;
    }
    PgnReadResult read = readPgn(text->toStdString());
    for (const std::string& e : read.errors) err << "eschess-cli review: warning: " << QString::fromStdString(e) << "\n";
    if (read.games.empty()) {
        err << "eschess-cli review: " << QStringLiteral("no game in '%1'").arg(o->pgnPath) << "\n";
        return 2;
    }
    QFile file(o->outPath);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate | QIODevice::Text)) {
        err << "eschess-cli review: " << QStringLiteral("cannot write '%1': %2").arg(o->outPath, file.errorString()) << "\n";
        return 2;
    }
    const QString limitText = o->limits.depth ? QStringLiteral("depth %1").arg(o->limits.depth)
                                              : QStringLiteral("%1 ms per position").arg(o->limits.movetimeMs);
    const std::string annotator = QStringLiteral("Eschess review: %1, %2").arg(o->engine.label(), limitText).toStdString();
    const int games = int(read.games.size());
    ReviewRunner runner(createEngine(o->engine), std::move(read.games), o->limits);
    int written = 0;
    bool writeFailed = false;
    QObject::connect(&runner, &ReviewRunner::progress, &runner, [&](int done, int total) {
        err << progressBar(done, total, std::min(written + 1, games), games);
        err.flush();
    });
    QObject::connect(&runner, &ReviewRunner::gameReviewed, &runner, [&](int index) {
        PgnGame g = runner.annotated(index);
        g.setTag("Annotator", annotator);
        const QByteArray pgn = QByteArray::fromStdString(writePgn(g)) + "\n";
        if (file.write(pgn) != pgn.size() || !file.flush()) {
            writeFailed = true;
            runner.stop();
            return;
        }
        ++written;
        const GameReview r = runner.review(index);
        err << "\n";
        err.flush();
        out << QStringLiteral("game %1/%2: %3 - %4 %5, %6 moves reviewed")
                   .arg(index + 1)
                   .arg(games)
                   .arg(nameOf(g.tag("White")), nameOf(g.tag("Black")), QString::fromStdString(g.result))
                   .arg(r.moves.size())
            << "\n"
            << playerLine("White", g.tag("White"), r.players[White]) << "\n"
            << playerLine("Black", g.tag("Black"), r.players[Black]) << "\n";
        out.flush();
    });
    bool complete = false;
    QObject::connect(
        &runner, &ReviewRunner::finished, qApp,
        [&](bool done) {
            complete = done;
            QCoreApplication::quit();
        },
        Qt::QueuedConnection);
    // A signal stops the engine; the games already written stay in the file.
    StopSignals stopSignals([&runner](int) { runner.stop(); });
    runner.start();
    QCoreApplication::exec();
    file.close();
    UciEngine::waitForQuitProcesses(1000);
    err << "\n";
    const int signal = StopSignals::received();
    if (writeFailed) {
        err << "eschess-cli review: " << QStringLiteral("cannot write '%1': %2").arg(o->outPath, file.errorString()) << "\n";
        return 1;
    }
    if (signal) {
        out << QStringLiteral("review stopped by signal %1 after %2 of %3 games; they are in '%4'")
                   .arg(signal)
                   .arg(written)
                   .arg(games)
                   .arg(o->outPath)
            << "\n";
        return StopSignals::exitStatus(signal);
    }
    if (!complete) {
        err << "eschess-cli review: " << runner.errorString() << QStringLiteral(" (%1 of %2 games written)").arg(written).arg(games)
            << "\n";
        return 1;
    }
    out << QStringLiteral("%1 games reviewed by %2 (%3), written to '%4'")
               .arg(games)
               .arg(o->engine.label(), limitText, o->outPath)
        << "\n";
    return 0;
}

} // namespace eschess::cli
