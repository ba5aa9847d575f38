// eschess-cli suite FILE.epd --engine SPEC [--engine SPEC]… (--movetime MS | --depth D |
//   --sweep MAXD --timeout S) [--jobs N] [--csv FILE] [--json FILE] [--bk-scale F]
#include "app/cli/commands.h"

#include "app/core/builtinsuites.h"
#include "app/core/enginefactory.h"
#include "app/core/enginespec.h"
#include "app/core/suiteexport.h"
#include "app/core/suiterunner.h"
#include "app/core/uciengine.h"
#include "notation/san.h"
#include "notation/uci_move.h"

#include <QEventLoop>
#include <QFile>
#include <QFileInfo>
#include <QTextStream>

#include <map>
#include <utility>

namespace eschess::cli {

namespace {

constexpr const char* kUsage =
    "usage: eschess-cli suite FILE.epd|bk --engine SPEC [--engine SPEC]... (--movetime MS | --depth D |\n"
    "       --sweep MAXD --timeout S) [--jobs N] [--csv FILE] [--json FILE] [--bk-scale F]\n"
    "  SPEC: a searcher of the family (e.g. alphabeta, eschess,Hash=64) or a program path with options\n"
    "        (e.g. /usr/games/stockfish,Threads=1); 'bk' is the built-in Bratko-Kopec suite.\n";

bool readNumber(const QStringList& args, int& i, const char* flag, double& out, QTextStream& err) {
    if (i + 1 >= args.size()) {
        err << "eschess-cli suite: " << flag << " needs a value\n";
        return false;
    }
    bool ok = false;
    out = args[++i].toDouble(&ok);
    if (!ok || out <= 0) {
        err << "eschess-cli suite: " << flag << " needs a positive number, not '" << args[i] << "'\n";
        return false;
    }
    return true;
}

} // namespace

int runSuite(const QStringList& args) {
    using namespace eschess::app;
    QTextStream out(stdout), err(stderr);
    QString suitePath, csvPath, jsonPath;
    QStringList specs;
    SuiteLimit limit;
    bool haveLimit = false, sweep = false, haveTimeout = false;
    int jobs = 1;
    double bkScale = 1.0;

    for (int i = 0; i < args.size(); ++i) {
        const QString& a = args[i];
        double value = 0;
        if (a == QLatin1String("--engine")) {
            if (i + 1 >= args.size()) return err << "eschess-cli suite: --engine needs a SPEC\n" << kUsage, 2;
            specs << args[++i];
        } else if (a == QLatin1String("--movetime")) {
            if (!readNumber(args, i, "--movetime", value, err)) return 2;
            limit.kind = SuiteLimit::Kind::MoveTime, limit.moveTimeMs = int(value), haveLimit = true;
        } else if (a == QLatin1String("--depth")) {
            if (!readNumber(args, i, "--depth", value, err)) return 2;
            limit.kind = SuiteLimit::Kind::Depth, limit.depth = int(value), haveLimit = true;
        } else if (a == QLatin1String("--sweep")) {
            if (!readNumber(args, i, "--sweep", value, err)) return 2;
            limit.kind = SuiteLimit::Kind::Sweep, limit.depth = int(value), haveLimit = true, sweep = true;
        } else if (a == QLatin1String("--timeout")) {
            if (!readNumber(args, i, "--timeout", value, err)) return 2;
            limit.sweepTimeoutMs = int(value * 1000), haveTimeout = true;
        } else if (a == QLatin1String("--jobs")) {
            if (!readNumber(args, i, "--jobs", value, err)) return 2;
            jobs = int(value);
        } else if (a == QLatin1String("--bk-scale")) {
            if (!readNumber(args, i, "--bk-scale", value, err)) return 2;
            bkScale = value;
        } else if (a == QLatin1String("--csv") || a == QLatin1String("--json")) {
            if (i + 1 >= args.size()) return err << "eschess-cli suite: " << a << " needs a file name\n", 2;
            (a == QLatin1String("--csv") ? csvPath : jsonPath) = args[++i];
        } else if (a.startsWith(QLatin1String("--"))) {
            err << "eschess-cli suite: unknown option '" << a << "'\n" << kUsage;
            return 2;
        } else if (suitePath.isEmpty()) {
            suitePath = a;
        } else {
            err << "eschess-cli suite: unexpected argument '" << a << "'\n" << kUsage;
            return 2;
        }
    }
    if (suitePath.isEmpty() || specs.isEmpty() || !haveLimit) {
        err << kUsage;
        return 2;
    }
    if (sweep && !haveTimeout) {
        err << "eschess-cli suite: --sweep needs --timeout S (the time after which the sweep stops)\n";
        return 2;
    }

    QString text = builtinSuiteText(suitePath);
    QString suiteName = suitePath;
    if (text.isEmpty()) {
        QFile file(suitePath);
        if (!file.open(QIODevice::ReadOnly)) {
            err << "eschess-cli suite: cannot read '" << suitePath << "': " << file.errorString() << "\n";
            return 2;
        }
        text = QString::fromUtf8(file.readAll());
        suiteName = QFileInfo(suitePath).completeBaseName();
    }
    EpdFile parsed = parseEpdFile(text.toStdString());
    for (const std::string& e : parsed.errors) err << suitePath << ": " << QString::fromStdString(e) << " (skipped)\n";
    if (parsed.records.empty()) {
        err << "eschess-cli suite: no usable positions in '" << suitePath << "'\n";
        return 2;
    }

    std::vector<SuiteEngine> engines;
    for (const QString& specText : specs) {
        QString error;
        auto spec = parseEngineSpec(specText, &error);
        if (!spec) {
            err << "eschess-cli suite: " << error << "\n";
            return 2;
        }
        const EngineSpec s = *spec;
        engines.push_back({s.label(), [s](QObject* parent) { return createEngine(s, parent); }});
    }

    const std::vector<EpdRecord> records = parsed.records;
    SuiteRunner runner;
    runner.setPositions(std::move(parsed.records));
    runner.setEngines(engines);
    runner.setLimit(limit);
    runner.setJobs(jobs);
    runner.setBratkoKopecScale(bkScale);

    QObject::connect(&runner, &SuiteRunner::resultReady, [&](const SuiteResult& r, int index) {
        const Position& pos = records[std::size_t(index)].position;
        const QString played = r.played ? QString::fromStdString(toSan(pos, r.played)) : QStringLiteral("(none)");
        out << QString::fromStdString(r.engine) << "  " << QString::fromStdString(r.limit) << "  "
            << QString::fromStdString(r.id) << "  " << (r.solved ? "solved  " : "failed  ") << played;
        if (r.solvedTimeMs) out << "  found at " << *r.solvedTimeMs << " ms depth " << r.solvedDepth.value_or(0);
        out << "  nodes " << r.nodes << "  time " << r.timeMs << " ms\n";
        out.flush();
    });
    QObject::connect(&runner, &SuiteRunner::engineFailed, [&](const QString& engine, const QString& reason) {
        err << "eschess-cli suite: engine " << engine << " failed: " << reason << "\n";
    });
    QEventLoop loop;
    QObject::connect(&runner, &SuiteRunner::finished, &loop, &QEventLoop::quit);
    runner.start();
    if (runner.isRunning()) loop.exec();
    // Engines sent `quit` get a moment to exit, so no process outlives the command.
    runner.quitEngines();
    UciEngine::waitForQuitProcesses(2000);

    const auto& results = runner.results();
    if (!csvPath.isEmpty()) {
        QFile f(csvPath);
        if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate)) err << "eschess-cli suite: cannot write " << csvPath << "\n";
        else f.write(suiteResultsToCsv(results).toUtf8());
    }
    if (!jsonPath.isEmpty()) {
        QFile f(jsonPath);
        if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate)) err << "eschess-cli suite: cannot write " << jsonPath << "\n";
        else f.write(suiteResultsToJson(suiteName, limit.describe(), results).toJson());
    }

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
    for (const SuiteEngine& e : engines) {
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
    return 0;
}

} // namespace eschess::cli
