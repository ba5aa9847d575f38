// eschess-cli match --engine1 SPEC --engine2 SPEC --games N (--tc 10+0.1 | --movetime MS |
//   --depth D | --nodes N) [--openings FILE] [--random] [--seed S] [--concurrency N] [--pgn FILE]
//   [--sprt elo0,elo1,alpha,beta] [--draw MOVE,COUNT,CP] [--resign COUNT,CP] [--maxmoves N]
//   [--name1 NAME] [--name2 NAME] [--event TEXT]
// Prints a line per finished game and the Cute Chess summary lines at the end.
#include "app/cli/commands.h"

#include "app/core/matchrunner.h"
#include "app/core/uciengine.h"

#include <QCoreApplication>
#include <QTextStream>

namespace eschess::cli {

namespace {

using namespace eschess::app;

QString tr(const char* text) { return QCoreApplication::translate("MatchCommand", text); }

const char* const kUsage =
    "usage: eschess-cli match --engine1 SPEC --engine2 SPEC --games N\n"
    "         (--tc [MOVES/]SECONDS[+INC] | --movetime MS | --depth D | --nodes N)\n"
    "         [--openings FILE.epd|FILE.pgn] [--random] [--seed S] [--concurrency N]\n"
    "         (openings in file order; --random or --seed S: shuffled with seed S, default 1)\n"
    "         [--pgn FILE] [--sprt elo0,elo1,alpha,beta] [--draw MOVE,COUNT,CP]\n"
    "         [--resign COUNT,CP] [--maxmoves N] [--margin MS] [--name1 NAME] [--name2 NAME] [--event TEXT]\n"
    "  SPEC: a searcher (eschess, minimax, …) or a program, then comma-separated options:\n"
    "        eschess,Hash=64   /usr/games/stockfish,UCI_LimitStrength=true,UCI_Elo=2000\n";

// Comma-separated whole numbers, exactly n of them.
bool parseInts(const QString& text, int n, std::vector<int>& out) {
    const QStringList parts = text.split(QLatin1Char(','));
    if (parts.size() != n) return false;
    out.clear();
    for (const QString& p : parts) {
        bool ok = false;
        out.push_back(p.trimmed().toInt(&ok));
        if (!ok) return false;
    }
    return true;
}

} // namespace

int runMatch(const QStringList& args) {
    QTextStream out(stdout), err(stderr);
    auto usageError = [&](const QString& why) {
        err << "eschess-cli match: " << why << "\n" << kUsage;
        return 2;
    };
    MatchSettings settings;
    QString specText[2], openingsPath;
    int limitsGiven = 0;
    for (int i = 0; i < args.size(); ++i) {
        const QString& a = args[i];
        auto value = [&](QString& v) {
            if (i + 1 >= args.size()) return false;
            v = args[++i];
            return true;
        };
        auto number = [&](qint64& v, qint64 min) {
            QString text;
            if (!value(text)) return false;
            bool ok = false;
            v = text.toLongLong(&ok);
            return ok && v >= min;
        };
        QString text;
        qint64 n = 0;
        if (a == QLatin1String("--engine1") || a == QLatin1String("--engine2")) {
            if (!value(specText[a.back() == QLatin1Char('1') ? 0 : 1])) return usageError(tr("%1 needs a SPEC").arg(a));
        } else if (a == QLatin1String("--games")) {
            if (!number(n, 1)) return usageError(tr("--games needs a number of at least 1"));
            settings.games = int(n);
        } else if (a == QLatin1String("--tc")) {
            if (!value(text)) return usageError(tr("--tc needs a time control like 10+0.1"));
            QString why;
            auto tc = TimeControl::parseClock(text, &why);
            if (!tc) return usageError(why);
            settings.timeControl = *tc;
            ++limitsGiven;
        } else if (a == QLatin1String("--movetime")) {
            if (!number(n, 1)) return usageError(tr("--movetime needs milliseconds (at least 1)"));
            settings.timeControl = TimeControl::moveTime(n);
            ++limitsGiven;
        } else if (a == QLatin1String("--depth")) {
            if (!number(n, 1) || n > 100) return usageError(tr("--depth needs a depth from 1 to 100"));
            settings.timeControl = TimeControl::fixedDepth(int(n));
            ++limitsGiven;
        } else if (a == QLatin1String("--nodes")) {
            if (!number(n, 1)) return usageError(tr("--nodes needs a node count (at least 1)"));
            settings.timeControl = TimeControl::fixedNodes(quint64(n));
            ++limitsGiven;
        } else if (a == QLatin1String("--openings")) {
            if (!value(openingsPath)) return usageError(tr("--openings needs a file"));
        } else if (a == QLatin1String("--random")) {
            settings.randomOpenings = true;
        } else if (a == QLatin1String("--seed")) {
            if (!number(n, 0)) return usageError(tr("--seed needs a whole number"));
            settings.seed = quint64(n);
            settings.randomOpenings = true; // a seed asks for the shuffled order
        } else if (a == QLatin1String("--concurrency")) {
            if (!number(n, 1) || n > 64) return usageError(tr("--concurrency needs a number from 1 to 64"));
            settings.concurrency = int(n);
        } else if (a == QLatin1String("--pgn")) {
            if (!value(settings.pgnPath)) return usageError(tr("--pgn needs a file"));
        } else if (a == QLatin1String("--sprt")) {
            if (!value(text)) return usageError(tr("--sprt needs elo0,elo1,alpha,beta"));
            SprtParams p;
            std::string why;
            if (!parseSprtParams(text.toStdString(), p, why)) return usageError(QString::fromStdString(why));
            settings.sprt = p;
        } else if (a == QLatin1String("--draw")) {
            std::vector<int> v;
            if (!value(text) || !parseInts(text, 3, v) || v[0] < 0 || v[1] < 1 || v[2] < 0)
                return usageError(tr("--draw needs MOVE,COUNT,CP (e.g. 40,8,10)"));
            settings.adjudication.drawMoveNumber = v[0];
            settings.adjudication.drawMoveCount = v[1];
            settings.adjudication.drawScoreCp = v[2];
        } else if (a == QLatin1String("--resign")) {
            std::vector<int> v;
            if (!value(text) || !parseInts(text, 2, v) || v[0] < 1 || v[1] < 1)
                return usageError(tr("--resign needs COUNT,CP (e.g. 3,1000)"));
            settings.adjudication.resignMoveCount = v[0];
            settings.adjudication.resignScoreCp = v[1];
        } else if (a == QLatin1String("--maxmoves")) {
            if (!number(n, 1)) return usageError(tr("--maxmoves needs a number of moves"));
            settings.adjudication.maxMoves = int(n);
        } else if (a == QLatin1String("--margin")) {
            if (!number(n, 0)) return usageError(tr("--margin needs milliseconds"));
            settings.timeMarginMs = n;
        } else if (a == QLatin1String("--name1") || a == QLatin1String("--name2")) {
            if (!value(settings.name[a.back() == QLatin1Char('1') ? 0 : 1])) return usageError(tr("%1 needs a name").arg(a));
        } else if (a == QLatin1String("--event")) {
            if (!value(settings.event)) return usageError(tr("--event needs a text"));
        } else {
            return usageError(tr("unknown argument '%1'").arg(a));
        }
    }
    for (int k = 0; k < 2; ++k) {
        if (specText[k].isEmpty()) return usageError(tr("--engine%1 is missing").arg(k + 1));
        QString why;
        auto spec = parseEngineSpec(specText[k], &why);
        if (!spec) return usageError(why);
        settings.engine[k] = *spec;
    }
    if (limitsGiven != 1) return usageError(tr("give exactly one of --tc, --movetime, --depth, --nodes"));
    if (!openingsPath.isEmpty()) {
        QString why;
        if (!settings.openings.load(openingsPath, &why)) {
            err << "eschess-cli match: " << why << "\n";
            return 2;
        }
        for (const QString& w : settings.openings.warnings()) err << tr("warning: %1").arg(w) << "\n";
    }

    MatchRunner runner(settings);
    QString why;
    if (!runner.validate(&why)) {
        err << "eschess-cli match: " << why << "\n";
        return 2;
    }
    bool failed = false;
    QObject::connect(&runner, &MatchRunner::gameFinished, &runner,
                     [&](int round, const MatchGameRecord& r, double) {
                         out << tr("Finished game %1 (%2 vs %3): %4 {%5}")
                                    .arg(round)
                                    .arg(r.white, r.black, QString::fromStdString(resultString(r.outcome.result)), r.reason)
                             << "\n";
                         out << runner.scoreLine() << "\n";
                         out.flush();
                     });
    QObject::connect(&runner, &MatchRunner::error, &runner, [&](const QString& message) {
        err << "eschess-cli match: " << message << "\n";
        failed = true;
    });
    QObject::connect(&runner, &MatchRunner::finished, qApp, &QCoreApplication::quit, Qt::QueuedConnection);
    out << tr("Started match of %1 games: %2 vs %3, %4").arg(settings.games).arg(runner.engineName(0), runner.engineName(1),
                                                                                settings.timeControl.toString())
        << "\n";
    out.flush();
    runner.start();
    QCoreApplication::exec();
    UciEngine::waitForQuitProcesses(2000);

    out << runner.scoreLine() << "\n";
    out << runner.eloLine() << "\n";
    if (auto st = runner.sprtStatus()) {
        out << QStringLiteral("SPRT: llr %1, lbound %2, ubound %3 - %4")
                   .arg(st->llr, 0, 'f', 3)
                   .arg(st->lowerBound, 0, 'f', 3)
                   .arg(st->upperBound, 0, 'f', 3)
                   .arg(QString::fromLatin1(sprtDecisionName(st->decision)))
            << "\n";
    }
    out << tr("Finished match") << "\n";
    out.flush();
    return failed && runner.gamesPlayed() == 0 ? 1 : 0;
}

} // namespace eschess::cli
