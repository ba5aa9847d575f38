// eschess-cli spsa [--engine SPEC] --param NAME,MIN,MAX,CEND[,START]… --iterations N
//   (--tc TC | --movetime MS | --depth D | --nodes N) [--r-end X] [--openings FILE] [--seed S]
//   [--concurrency N] [--report K] [--draw …] [--resign …] [--maxmoves N] [--state FILE [--resume]]
// Tunes the strong engine's search parameters by SPSA (app/core/spsarunner.h): prints the
// current values every K pairs and, at the end, the SearchParams value to try in an SPRT.
#include "app/cli/commands.h"

#include "app/cli/stopsignals.h"
#include "app/cli/spsarunner.h"
#include "app/core/uciengine.h"

#include "search/pvsparams.h"

#include <QCoreApplication>
#include <QTextStream>

namespace eschess::cli {

using namespace eschess::app;

namespace {

constexpr IntRange kIterationsRange{1, 10'000'000};
constexpr DecimalRange kREndRange{1e-6, 1.0};

// "lmrBase,0.4,1.2,0.05" or "razorMargin,150,350,10,250": a parameter of search/pvsparams.h,
// the range the run keeps it in (inside the parameter's own), its perturbation at the end of the
// run and, optionally, its start (else its default).
std::optional<eschess::SpsaParameter> parseParam(const QString& text, QString* error) {
    const QStringList f = text.split(QLatin1Char(','));
    if (f.size() != 4 && f.size() != 5) {
        *error = QStringLiteral("--param '%1': expected NAME,MIN,MAX,CEND[,START]").arg(text);
        return std::nullopt;
    }
    const std::string name = f[0].trimmed().toStdString();
    const eschess::PvsParameterInfo* info = eschess::findPvsParameter(name);
    if (!info) {
        QStringList names;
        for (const auto& p : eschess::pvsParameterTable()) names << QString::fromLatin1(p.name);
        *error = QStringLiteral("--param '%1': no search parameter is called '%2' (there are: %3)")
                     .arg(text, f[0].trimmed(), names.join(QStringLiteral(", ")));
        return std::nullopt;
    }
    double v[4] = {0, 0, 0, info->get(eschess::PvsParameters{})};
    const char* what[4] = {"MIN", "MAX", "CEND", "START"};
    for (int i = 0; i + 1 < f.size(); ++i) {
        bool ok = false;
        v[i] = f[i + 1].trimmed().toDouble(&ok);
        if (!ok || !std::isfinite(v[i])) {
            *error = QStringLiteral("--param '%1': %2 '%3' is not a number").arg(text, QLatin1String(what[i]), f[i + 1]);
            return std::nullopt;
        }
    }
    eschess::SpsaParameter p;
    p.name = name;
    p.min = v[0];
    p.max = v[1];
    p.cEnd = v[2];
    p.value = v[3];
    p.integer = info->isInteger();
    if (p.min < info->min || p.max > info->max || !(p.min < p.max)) {
        *error = QStringLiteral("--param '%1': MIN and MAX must be in order and within %2 to %3")
                     .arg(text)
                     .arg(info->min)
                     .arg(info->max);
        return std::nullopt;
    }
    if (!(p.cEnd > 0) || p.cEnd > p.max - p.min) {
        *error = QStringLiteral("--param '%1': CEND must be above 0 and at most MAX - MIN").arg(text);
        return std::nullopt;
    }
    if (p.value < p.min || p.value > p.max) {
        *error = QStringLiteral("--param '%1': START %2 is outside MIN to MAX").arg(text).arg(p.value);
        return std::nullopt;
    }
    return p;
}

} // namespace

std::optional<SpsaOptions> parseSpsaOptions(const QStringList& args, CliStop& stop) {
    CommandLine cl(QStringLiteral("spsa"),
                   QStringLiteral("--param NAME,MIN,MAX,CEND[,START]... --iterations N (--tc TC | --movetime MS | "
                                  "--depth D | --nodes N) [options]"),
                   QStringLiteral(
                       "Tunes the strong engine's search parameters (engine/search/pvsparams.h) by SPSA:\n"
                       "each iteration is a game pair between the engine with every parameter pushed up or\n"
                       "down at random (theta+) and pushed the other way (theta-), through its\n"
                       "SearchParams option; the values move towards whichever side won. CEND is a\n"
                       "parameter's perturbation at the end of the run (about a twentieth of its range);\n"
                       "a pair won 2-0 then moves it by 2 * r-end * CEND. Prints the values every\n"
                       "--report pairs and the SearchParams value to try by SPRT at the end."));
    cl.addValue(QStringLiteral("engine"), QStringLiteral("SPEC"),
                QStringLiteral("The engine tuned (the strong engine, in-process or its UCI program); default eschess."));
    cl.addValue(QStringLiteral("param"), QStringLiteral("NAME,MIN,MAX,CEND[,START]"),
                QStringLiteral("A parameter to tune (repeat the option for more); START defaults to its default."));
    cl.addValue(QStringLiteral("iterations"), QStringLiteral("N"), QStringLiteral("Game pairs to play"),
                kIterationsRange);
    cl.addLimitOptions(kAllLimits);
    cl.addValue(QStringLiteral("r-end"), QStringLiteral("X"),
                QStringLiteral("The learning rate at the end of the run; default 0.002"), kREndRange);
    cl.addValue(QStringLiteral("openings"), QStringLiteral("FILE"),
                QStringLiteral("Openings from an EPD or PGN file, a random one per pair."));
    cl.addValue(QStringLiteral("seed"), QStringLiteral("S"), QStringLiteral("Signs and openings; default 1"),
                kSeedRange);
    cl.addValue(QStringLiteral("concurrency"), QStringLiteral("N"),
                QStringLiteral("Pairs played at once; default 1"), kJobsRange);
    cl.addValue(QStringLiteral("report"), QStringLiteral("K"),
                QStringLiteral("Print the values every K pairs; default 100"), kReportRange);
    cl.addAdjudicationOptions();
    cl.addValue(QStringLiteral("state"), QStringLiteral("FILE"),
                QStringLiteral("Save the values after every pair in FILE, so a killed run can be resumed."));
    cl.addFlag(QStringLiteral("resume"),
               QStringLiteral("Continue the run saved in --state FILE: the same command line plus --resume."));
    return parseWith(cl, args, stop, [&]() -> std::optional<SpsaOptions> {
        if (!cl.positional().isEmpty())
            return cl.refuse(QStringLiteral("unexpected argument '%1'").arg(cl.positional().first()));
        SpsaOptions o;
        SpsaRunSettings& s = o.settings;
        const auto spec = cl.engineSpec(QStringLiteral("engine"), QStringLiteral("eschess"));
        if (!spec) return std::nullopt;
        s.engine = *spec;
        const QStringList params = cl.values(QStringLiteral("param"));
        if (params.isEmpty()) return cl.refuse(QStringLiteral("give at least one --param"));
        for (const QString& text : params) {
            QString why;
            auto p = parseParam(text, &why);
            if (!p) return cl.refuse(why);
            for (const auto& q : s.parameters)
                if (q.name == p->name) return cl.refuse(QStringLiteral("--param %1 is given twice").arg(QString::fromStdString(q.name)));
            s.parameters.push_back(*p);
        }
        if (!cl.isSet(QStringLiteral("iterations"))) return cl.refuse(QStringLiteral("give --iterations N"));
        std::optional<TimeControl> tc;
        if (!cl.limit(kAllLimits, tc)) return std::nullopt;
        if (!tc) return cl.refuse(QStringLiteral("give one of %1").arg(CommandLine::limitNames(kAllLimits)));
        s.timeControl = *tc;
        const auto iterations = cl.integer(QStringLiteral("iterations"), kIterationsRange);
        const auto rEnd = cl.decimal(QStringLiteral("r-end"), kREndRange, s.spsa.rEnd);
        const auto seed = cl.integer(QStringLiteral("seed"), kSeedRange, qint64(s.seed));
        const auto concurrency = cl.integer(QStringLiteral("concurrency"), kJobsRange, s.concurrency);
        const auto report = cl.integer(QStringLiteral("report"), kReportRange, o.reportEvery);
        if (!iterations || !rEnd || !seed || !concurrency || !report) return std::nullopt;
        s.spsa.iterations = int(*iterations);
        s.spsa.rEnd = *rEnd;
        s.seed = quint64(*seed);
        s.concurrency = int(*concurrency);
        o.reportEvery = int(*report);
        if (!cl.adjudication(s.adjudication)) return std::nullopt;
        s.statePath = cl.value(QStringLiteral("state"));
        s.resume = cl.isSet(QStringLiteral("resume"));
        if (s.resume && s.statePath.isEmpty()) return cl.refuse(QStringLiteral("--resume needs --state FILE"));
        o.openingsPath = cl.value(QStringLiteral("openings"));
        return o;
    });
}

int runSpsa(const QStringList& args) {
    CliStop stop;
    auto o = parseSpsaOptions(args, stop);
    if (!o) return report(stop);
    QTextStream out(stdout), err(stderr);
    SpsaRunSettings& settings = o->settings;
    if (!loadOpenings(QStringLiteral("spsa"), o->openingsPath, settings.openings, err)) return 2;
    SpsaRunner runner(settings);
    QString why;
    if (!runner.prepare(&why)) {
        err << "eschess-cli spsa: " << why << "\n";
        return 2;
    }
    const int total = settings.spsa.iterations;
    int wins = 0, draws = 0, losses = 0; // pairs, from theta+'s side
    bool failed = false;
    auto line = [&](const QString& head) {
        out << head << QStringLiteral(" (theta+ won %1, drew %2, lost %3 pairs): ").arg(wins).arg(draws).arg(losses)
            << runner.currentSearchParams() << "\n";
        out.flush();
    };
    QObject::connect(&runner, &SpsaRunner::pairFinished, &runner, [&](int, double result) {
        (result > 0 ? wins : result < 0 ? losses : draws)++;
        const int done = runner.spsa().finished();
        if (done % o->reportEvery == 0 || done == total) line(QStringLiteral("Pairs %1/%2").arg(done).arg(total));
    });
    QObject::connect(&runner, &SpsaRunner::error, &runner, [&](const QString& message) {
        err << "eschess-cli spsa: " << message << "\n";
        failed = true;
    });
    QObject::connect(&runner, &SpsaRunner::finished, qApp, &QCoreApplication::quit, Qt::QueuedConnection);
    StopSignals stopSignals([&runner](int) { runner.stopNow(); });
    out << QStringLiteral("Started SPSA of %1 pairs: %2, %3, %4 parameter(s), from pair %5")
               .arg(total)
               .arg(settings.engine.toString(), settings.timeControl.toString())
               .arg(settings.parameters.size())
               .arg(runner.spsa().finished() + 1)
        << "\n";
    line(QStringLiteral("Start"));
    runner.start();
    QCoreApplication::exec();
    UciEngine::waitForQuitProcesses(2000);
    out << "SearchParams=" << runner.currentSearchParams() << "\n";
    if (const int signal = StopSignals::received()) {
        out << QStringLiteral("SPSA stopped by signal %1 after %2 pairs").arg(signal).arg(runner.spsa().finished())
            << "\n";
        return StopSignals::exitStatus(signal);
    }
    out << "Finished SPSA\n";
    out.flush();
    return failed ? 1 : 0;
}

} // namespace eschess::cli
