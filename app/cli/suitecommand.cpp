// eschess-cli suite FILE.epd|bk --engine SPEC [--engine SPEC]… (--movetime MS | --depth D |
//   --nodes N | --sweep MAXD --timeout S) [--jobs N] [--csv FILE] [--json FILE] [--bk-scale F]
#include "app/cli/commands.h"

#include "app/cli/stopsignals.h"

#include "app/core/builtinsuites.h"
#include "app/core/enginefactory.h"
#include "app/core/enginespec.h"
#include "app/core/suiteexport.h"
#include "app/core/suiterunner.h"
#include "app/core/textinput.h"
#include "app/core/uciengine.h"
#include "notation/san.h"
#include "notation/uci_move.h"

#include <QEventLoop>
#include <QFileInfo>
#include <QTextStream>

#include <cmath>
#include <map>
#include <utility>

namespace eschess::cli {

using namespace eschess::app;

std::optional<SuiteOptions> parseSuiteOptions(const QStringList& args, CliStop& stop) {
    CommandLine cl(
        QStringLiteral("suite"),
        QStringLiteral("FILE.epd|bk --engine SPEC [--engine SPEC]... (--movetime MS | --depth D |\n"
                       "       --nodes N | --sweep MAXD --timeout S) [options]"),
        QStringLiteral("Runs an EPD test suite over one or more engines and prints a line per position,\n"
                       "a summary table and the solved count per engine.\n"
                       "SPEC: a searcher of the family (e.g. alphabeta, eschess,Hash=64) or a program path\n"
                       "with options (e.g. /usr/games/stockfish,Threads=1); 'bk' is the built-in\n"
                       "Bratko-Kopec suite."));
    cl.addPositional(QStringLiteral("FILE"),
                     QStringLiteral("An EPD file, or bk for the built-in Bratko-Kopec suite."));
    cl.addValue(QStringLiteral("engine"), QStringLiteral("SPEC"),
                QStringLiteral("An engine to test (repeat for more)."));
    cl.addLimitOptions(kLimitMoveTime | kLimitDepth | kLimitNodes);
    cl.addValue(QStringLiteral("sweep"), QStringLiteral("MAXD"),
                QStringLiteral("Search depth 1, 2, ... up to MAXD until a search exceeds --timeout"),
                kDepthRange);
    cl.addValue(QStringLiteral("timeout"), QStringLiteral("S"),
                QStringLiteral("Seconds after which a sweep stops"), kTimeoutRange);
    cl.addValue(QStringLiteral("jobs"), QStringLiteral("N"),
                QStringLiteral("Positions searched at once; default 1"), kJobsRange);
    cl.addValue(QStringLiteral("csv"), QStringLiteral("FILE"), QStringLiteral("Write the results as CSV."));
    cl.addValue(QStringLiteral("json"), QStringLiteral("FILE"), QStringLiteral("Write the results as JSON."));
    cl.addValue(QStringLiteral("bk-scale"), QStringLiteral("F"),
                QStringLiteral("Multiply the Bratko-Kopec checkpoints (30/60/90/120 s); default 1"),
                kScaleRange);
    cl.addFlag(
        QStringLiteral("margins"),
        QStringLiteral("After each miss, search the played and the expected moves side by side (same "
                       "limit, MultiPV, empty hash) and print by how much the expected move trailed: "
                       "above 0 the evaluation prefers the played move, below 0 the search passed over "
                       "a move it scores higher alone. Not with --sweep."));
    return parseWith(cl, args, stop, [&]() -> std::optional<SuiteOptions> {
        const QStringList rest = cl.positional();
        if (rest.isEmpty()) return cl.refuse(QStringLiteral("needs a suite FILE (or bk)"));
        if (rest.size() > 1) return cl.refuse(QStringLiteral("unexpected argument '%1'").arg(rest[1]));
        SuiteOptions o;
        o.suite = rest[0];
        auto engines = cl.engineSpecs(QStringLiteral("engine"));
        if (!engines) return std::nullopt;
        o.engines = std::move(*engines);
        const qsizetype limitsGiven = cl.values(QStringLiteral("movetime")).size() +
                                      cl.values(QStringLiteral("depth")).size() +
                                      cl.values(QStringLiteral("nodes")).size() +
                                      cl.values(QStringLiteral("sweep")).size();
        if (limitsGiven > 1)
            return cl.refuse(QStringLiteral("give only one of --movetime, --depth, --nodes, --sweep"));
        if (cl.isSet(QStringLiteral("sweep"))) {
            const auto depth = cl.integer(QStringLiteral("sweep"), kDepthRange);
            if (!depth) return std::nullopt;
            if (!cl.isSet(QStringLiteral("timeout")))
                return cl.refuse(
                    QStringLiteral("--sweep needs --timeout S (the time after which the sweep stops)"));
            const auto seconds = cl.decimal(QStringLiteral("timeout"), kTimeoutRange);
            if (!seconds) return std::nullopt;
            o.limit.kind = SuiteLimit::Kind::Sweep;
            o.limit.depth = int(*depth);
            o.limit.sweepTimeoutMs = int(std::llround(*seconds * 1000));
        } else {
            std::optional<TimeControl> tc;
            if (!cl.limit(kLimitMoveTime | kLimitDepth | kLimitNodes, tc)) return std::nullopt;
            if (!tc) return cl.refuse(QStringLiteral("give one of --movetime, --depth, --nodes, --sweep"));
            if (tc->kind == TimeControl::Kind::MoveTime) {
                o.limit.kind = SuiteLimit::Kind::MoveTime;
                o.limit.moveTimeMs = int(tc->moveTimeMs);
            } else if (tc->kind == TimeControl::Kind::Nodes) {
                o.limit.kind = SuiteLimit::Kind::Nodes;
                o.limit.nodes = tc->nodes;
            } else {
                o.limit.kind = SuiteLimit::Kind::Depth;
                o.limit.depth = tc->depth;
            }
            if (cl.isSet(QStringLiteral("timeout")) && !cl.decimal(QStringLiteral("timeout"), kTimeoutRange))
                return std::nullopt;
        }
        const auto jobs = cl.integer(QStringLiteral("jobs"), kJobsRange, o.jobs);
        const auto scale = cl.decimal(QStringLiteral("bk-scale"), kScaleRange, o.bkScale);
        if (!jobs || !scale) return std::nullopt;
        o.jobs = int(*jobs);
        o.bkScale = *scale;
        o.csvPath = cl.value(QStringLiteral("csv"));
        o.jsonPath = cl.value(QStringLiteral("json"));
        o.margins = cl.isSet(QStringLiteral("margins"));
        if (o.margins && o.limit.kind == SuiteLimit::Kind::Sweep)
            return cl.refuse(QStringLiteral("--margins cannot be combined with --sweep"));
        return o;
    });
}

int runSuite(const QStringList& args) {
    CliStop stop;
    auto o = parseSuiteOptions(args, stop);
    if (!o) return report(stop);
    QTextStream out(stdout), err(stderr);
    const QString& suitePath = o->suite;
    const QString &csvPath = o->csvPath, &jsonPath = o->jsonPath;
    const SuiteLimit limit = o->limit;
    const bool sweep = limit.kind == SuiteLimit::Kind::Sweep;

    QString text = builtinSuiteText(suitePath);
    QString suiteName = suitePath;
    if (text.isEmpty()) {
        QString why;
        const std::optional<QByteArray> data = readTextInput(suitePath, &why);
        if (!data) {
            err << "eschess-cli suite: " << why << "\n";
            return 2;
        }
        text = QString::fromUtf8(*data);
        suiteName = QFileInfo(suitePath).completeBaseName();
    }
    EpdFile parsed = parseEpdFile(text.toStdString());
    for (const std::string& e : parsed.errors)
        err << suitePath << ": " << QString::fromStdString(e) << " (skipped)\n";
    if (parsed.records.empty()) {
        err << "eschess-cli suite: no usable positions in '" << suitePath << "'\n";
        return 2;
    }

    std::vector<SuiteEngine> engines;
    for (const EngineSpec& s : o->engines)
        engines.push_back({s.label(), [s](QObject* parent) { return createEngine(s, parent); }});

    const std::vector<EpdRecord> records = parsed.records;
    SuiteRunner runner;
    runner.setPositions(std::move(parsed.records));
    runner.setEngines(std::move(engines));
    // The runner numbers engines of one name; these lines say which is which.
    for (std::size_t i = 0; i < o->engines.size(); ++i)
        if (const QString& name = runner.engines()[i].name; name != o->engines[i].label())
            out << "engine " << name << ": " << o->engines[i].toString() << "\n";
    runner.setLimit(limit);
    runner.setJobs(o->jobs);
    runner.setBratkoKopecScale(o->bkScale);
    runner.setMissMargins(o->margins);

    QObject::connect(&runner, &SuiteRunner::resultReady, [&](const SuiteResult& r, int index) {
        const Position& pos = records[std::size_t(index)].position;
        const QString played =
            r.played ? QString::fromStdString(toSan(pos, r.played)) : QStringLiteral("(none)");
        out << QString::fromStdString(r.engine) << "  " << QString::fromStdString(r.limit) << "  "
            << QString::fromStdString(r.id) << "  " << (r.solved ? "solved  " : "failed  ") << played;
        if (r.solvedTimeMs)
            out << "  found at " << *r.solvedTimeMs << " ms depth " << r.solvedDepth.value_or(0);
        out << "  nodes " << r.nodes << "  time " << r.timeMs << " ms\n";
        if (r.missMarginCp)
            out << "    margin " << *r.missMarginCp << " cp at depth " << r.missMarginDepth << ": " << played
                << " over " << QString::fromStdString(toSan(pos, r.missBestExpected)) << "\n";
        out.flush();
    });
    QObject::connect(&runner, &SuiteRunner::engineFailed,
                     [&](const QString& engine, const QString& reason, bool restarting) {
                         err << "eschess-cli suite: engine " << engine << " failed: " << reason
                             << (restarting ? " (its position is lost; restarted for the next one)"
                                            : " (given up: its remaining positions are skipped)")
                             << "\n";
                     });
    QEventLoop loop;
    QObject::connect(&runner, &SuiteRunner::finished, &loop, &QEventLoop::quit);
    // A signal cancels the searches in progress; the results so far are written and summarized.
    StopSignals stopSignals([&runner](int) { runner.cancel(); });
    runner.start();
    if (runner.isRunning()) loop.exec();
    // Engines sent `quit` get a moment to exit, so no process outlives the command.
    runner.quitEngines();
    UciEngine::waitForQuitProcesses(2000);

    const auto& results = runner.results();
    // All or nothing: a failed write leaves an earlier file of the same name as it was, and the
    // run still prints its summary but ends with status 1.
    bool written = true;
    auto write = [&](const QString& path, const QByteArray& data) {
        QString why;
        if (path.isEmpty() || writeFileAtomically(path, data, &why)) return;
        err << "eschess-cli suite: " << why << "\n";
        written = false;
    };
    write(csvPath, suiteResultsToCsv(results).toUtf8());
    write(jsonPath, suiteResultsToJson(suiteName, limit.describe(), results).toJson());

    // The summary table, then one closing line per engine. For sweeps that line is the deepest
    // depth at which no search had to be cut short at the timeout.
    const auto rows = summarize(results);
    out << "\nengine  limit  category  solved/positions  bk-points  nodes  time-ms\n";
    for (const SuiteSummaryRow& row : rows) {
        const std::string cat = row.category == SuiteCategory::None ? "all" : categoryName(row.category);
        out << QString::fromStdString(row.engine) << "  " << QString::fromStdString(row.limit) << "  "
            << QString::fromStdString(cat) << "  " << row.solved << "/" << row.positions << "  "
            << QString::number(row.bkPoints, 'f', 2) << "  " << row.nodes << "  " << row.timeMs << "\n";
    }
    out << "\n";
    for (const SuiteEngine& e : runner.engines()) {
        const std::string name = e.name.toStdString();
        std::map<int, std::pair<int, bool>> byDepth; // limit depth -> solved, any cut short
        for (const SuiteResult& r : results) {
            if (r.engine != name) continue;
            auto& entry = byDepth[r.limitDepth];
            entry.first += r.solved ? 1 : 0;
            entry.second = entry.second || r.timedOut;
        }
        int solved = 0, depth = 0;
        for (const auto& [d, entry] : byDepth) {
            if (entry.second && depth > 0) break;
            solved = entry.first, depth = d;
        }
        out << "solved " << solved << "/" << records.size() << " " << e.name;
        if (sweep && depth > 0) out << " (depth " << depth << ")";
        out << "\n";
    }
    if (const int signal = StopSignals::received()) {
        out << QStringLiteral("Suite stopped by signal %1 after %2 of %3 searches")
                   .arg(signal)
                   .arg(runner.finishedJobs())
                   .arg(runner.totalJobs())
            << "\n";
        return StopSignals::exitStatus(signal);
    }
    return written ? 0 : 1;
}

} // namespace eschess::cli
