#include "app/core/enginespec.h"

#include "app/core/uciparser.h"
#include "search/searcher.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>
#include <QThread>

#include <algorithm>
#include <limits>

#include <unistd.h>

namespace eschess::app {

namespace {

// The context lupdate gives this file's tr() calls (it cannot see through this helper),
// so that translations/eschess_de.ts applies at run time.
QString tr(const char* text) { return QCoreApplication::translate("eschess::app", text); }

QString familyList() {
    QStringList names;
    for (const std::string& n : searcherNames()) names << QString::fromStdString(n);
    return names.isEmpty() ? tr("none built in") : names.join(QStringLiteral(", "));
}

// Checks a value for a family searcher. Spin values are checked against the option's bounds
// rather than by setting them, because setting builds what they size (Hash=4096 would allocate
// and zero-fill 4 GiB just to say the spec is fine); everything else the searcher checks itself.
QString checkFamilyOption(Searcher& probe, const std::vector<OptionSpec>& options, const QString& name, const QString& value) {
    if (const OptionSpec* o = findUciOption(options, name.toStdString()); o && o->type == OptionSpec::Type::Spin)
        return uciOptionValueProblem(options, name, value);
    return QString::fromStdString(probe.setOption(name.toStdString(), value.toStdString()));
}

// What the spec sets an option to, or its default: the spec's own value, else the searcher's
// default, else fallback (an external engine's defaults are unknown until it runs).
qint64 optionNumber(const EngineSpec& spec, const QString& name, qint64 fallback) {
    for (const auto& [n, v] : spec.options)
        if (n.compare(name, Qt::CaseInsensitive) == 0) {
            bool ok = false;
            const qint64 x = v.toLongLong(&ok);
            return ok ? x : fallback;
        }
    if (spec.kind == EngineSpec::Kind::Family)
        if (auto probe = makeSearcher(spec.searcher.toStdString())) {
            const std::vector<OptionSpec> options = probe->options();
            if (const OptionSpec* o = findUciOption(options, name.toStdString())) return QString::fromStdString(o->defaultValue).toLongLong();
        }
    return fallback;
}

} // namespace

QString EngineSpec::label() const {
    if (kind == Kind::Family) return searcher;
    return QFileInfo(program).fileName();
}

QString EngineSpec::toString() const {
    QStringList parts;
    if (kind == Kind::Family) {
        parts << searcher;
    } else {
        QStringList cmd{program};
        cmd << arguments;
        for (QString& c : cmd)
            if (c.contains(QLatin1Char(' '))) c = QLatin1Char('"') + c + QLatin1Char('"');
        parts << cmd.join(QLatin1Char(' '));
    }
    for (const auto& [name, value] : options) parts << name + QLatin1Char('=') + value;
    return parts.join(QLatin1Char(','));
}

std::optional<EngineSpec> parseEngineSpec(const QString& text, QString* error) {
    auto fail = [&](const QString& why) -> std::optional<EngineSpec> {
        if (error) *error = tr("engine spec '%1': %2").arg(text, why);
        return std::nullopt;
    };
    EngineSpec spec;
    spec.text = text;
    const QStringList fields = text.split(QLatin1Char(','));
    const QString head = fields.first().trimmed();
    if (head.isEmpty()) return fail(tr("no searcher name or program before the first comma"));

    const std::vector<std::string> family = searcherNames();
    const bool isFamily = std::find(family.begin(), family.end(), head.toStdString()) != family.end();
    std::unique_ptr<Searcher> probe;
    std::vector<OptionSpec> probeOptions;
    if (isFamily) {
        spec.kind = EngineSpec::Kind::Family;
        spec.searcher = head;
        probe = makeSearcher(head.toStdString());
        if (probe) probeOptions = probe->options();
    } else {
        QStringList words = QProcess::splitCommand(head);
        if (words.isEmpty()) return fail(tr("no program"));
        QString program = words.takeFirst();
        // Said here, before Qt's file functions see it: they only print a warning of their own.
        if (program.contains(QChar(0))) return fail(tr("the program name contains a NUL character"));
        QString path = program;
        if (!program.contains(QLatin1Char('/'))) path = QStandardPaths::findExecutable(program);
        const QFileInfo info(path);
        if (path.isEmpty() || !info.exists())
            return fail(tr("'%1' is neither a searcher of the family (%2) nor a program that exists")
                            .arg(program, familyList()));
        if (!info.isFile() || !info.isExecutable()) return fail(tr("'%1' is not an executable file").arg(path));
        spec.kind = EngineSpec::Kind::External;
        spec.program = info.absoluteFilePath();
        spec.arguments = words;
    }

    for (int i = 1; i < fields.size(); ++i) {
        const QString field = fields[i].trimmed();
        if (field.isEmpty()) return fail(tr("option %1 is empty (two commas in a row?)").arg(i));
        const int eq = field.indexOf(QLatin1Char('='));
        if (eq < 0) return fail(tr("option %1 '%2' has no '=value'").arg(i).arg(field));
        const QString name = field.left(eq).trimmed(), value = field.mid(eq + 1).trimmed();
        if (name.isEmpty()) return fail(tr("option %1 '%2' has no name before '='").arg(i).arg(field));
        // A line break would end the `setoption` line and let the rest be a command of its own.
        if (hasLineBreak(name) || hasLineBreak(value))
            return fail(tr("option %1 '%2' has a line break in its name or value").arg(i).arg(name.simplified()));
        if (probe) {
            const QString why = checkFamilyOption(*probe, probeOptions, name, value);
            if (!why.isEmpty()) return fail(tr("option %1 '%2': %3").arg(i).arg(field, why));
        }
        spec.options.emplace_back(name, value);
    }
    return spec;
}

qint64 defaultMemoryBudgetMb() {
    const long pages = sysconf(_SC_PHYS_PAGES), pageSize = sysconf(_SC_PAGESIZE);
    if (pages <= 0 || pageSize <= 0) return 4096;
    return qint64(pages) * pageSize / (1024 * 1024) * 3 / 4;
}

namespace {

// An external engine's Hash or Threads can be any number the spec names (its bounds are only
// known once it runs), so the totals stop at the largest qint64 instead of overflowing: such a
// spec is then refused as too big, as it should be.
qint64 saturatingAdd(qint64 a, qint64 b) {
    qint64 sum = 0;
    return __builtin_add_overflow(a, b, &sum) ? std::numeric_limits<qint64>::max() : sum;
}
qint64 saturatingMul(qint64 a, qint64 b) {
    qint64 product = 0;
    return __builtin_mul_overflow(a, b, &product) ? std::numeric_limits<qint64>::max() : product;
}

} // namespace

bool checkEngineBudget(const std::vector<EngineSpec>& engines, int concurrency, qint64 memoryBudgetMb, QString* error,
                       int cores) {
    concurrency = std::max(1, concurrency);
    cores = std::max(1, cores);
    qint64 hashMb = 0, threads = 0;
    for (const EngineSpec& e : engines) {
        hashMb = saturatingAdd(hashMb, std::max<qint64>(0, optionNumber(e, QStringLiteral("Hash"), 16)));
        threads = saturatingAdd(threads, std::max<qint64>(1, optionNumber(e, QStringLiteral("Threads"), 1)));
    }
    const qint64 totalMb = saturatingMul(hashMb, concurrency), totalThreads = saturatingMul(threads, concurrency);
    if (totalMb > memoryBudgetMb) {
        if (error)
            *error = tr("%1 engine(s) at a time x %2 game(s) at once need %3 MB of hash tables, more than the %4 MB this "
                        "machine can give (lower Hash or the concurrency)")
                         .arg(engines.size()).arg(concurrency).arg(totalMb).arg(memoryBudgetMb);
        return false;
    }
    const qint64 maxThreads = qint64(kMaxThreadsPerCore) * cores;
    if (totalThreads > maxThreads) {
        if (error)
            *error = tr("%1 game(s) at once would run %2 search threads on %3 core(s); at most %4 are allowed "
                        "(lower Threads or the concurrency)")
                         .arg(concurrency).arg(totalThreads).arg(cores).arg(maxThreads);
        return false;
    }
    return true;
}

} // namespace eschess::app
