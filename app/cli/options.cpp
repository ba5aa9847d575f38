#include "app/cli/options.h"

#include <QTextStream>

#include <cmath>
#include <cstdio>

namespace eschess::cli {

using eschess::app::EngineSpec;
using eschess::app::TimeControl;

QString describeRange(IntRange range) {
    return QStringLiteral("%1 to %2").arg(range.min).arg(range.max);
}

QString describeRange(DecimalRange range) {
    return QStringLiteral("%1 to %2")
        .arg(QString::number(range.min, 'g', 10), QString::number(range.max, 'g', 10));
}

int report(const CliStop& stop) {
    QTextStream stream(stop.status == 0 ? stdout : stderr);
    stream << stop.text;
    return stop.status;
}

bool loadOpenings(const QString& command, const QString& path, eschess::app::OpeningSuite& suite,
                  QTextStream& err, bool chess960) {
    QString why;
    if (!suite.loadForRun(path, chess960, &why)) {
        err << "eschess-cli " << command << ": --openings: " << why << "\n";
        return false;
    }
    for (const QString& w : suite.warnings()) err << "eschess-cli " << command << ": warning: " << w << "\n";
    return true;
}

CommandLine::CommandLine(QString command, QString synopsis, QString description)
    : m_command(std::move(command)), m_synopsis(std::move(synopsis)) {
    m_parser.setApplicationDescription(description);
    // Our own help option: addHelpOption() would also offer --help-all, which only adds Qt's
    // generic options, none of which mean anything here.
    m_parser.addOption(
        QCommandLineOption({QStringLiteral("h"), QStringLiteral("help")}, QStringLiteral("Show this help.")));
}

void CommandLine::addValue(const QString& name, const QString& valueName, const QString& description) {
    m_parser.addOption(QCommandLineOption(name, description, valueName));
}

void CommandLine::addValue(const QString& name, const QString& valueName, const QString& description,
                           IntRange range) {
    addValue(name, valueName, QStringLiteral("%1 (%2).").arg(description, describeRange(range)));
}

void CommandLine::addValue(const QString& name, const QString& valueName, const QString& description,
                           DecimalRange range) {
    addValue(name, valueName, QStringLiteral("%1 (%2).").arg(description, describeRange(range)));
}

void CommandLine::addFlag(const QString& name, const QString& description) {
    m_parser.addOption(QCommandLineOption(name, description));
}

void CommandLine::addPositional(const QString& name, const QString& description) {
    m_parser.addPositionalArgument(name, description);
}

void CommandLine::addLimitOptions(int which) {
    if (which & kLimitTc)
        addValue(QStringLiteral("tc"), QStringLiteral("TC"),
                 QStringLiteral("A clock: [MOVES/]SECONDS[+INC], e.g. 10+0.1 or 40/60+0.6."));
    if (which & kLimitMoveTime)
        addValue(QStringLiteral("movetime"), QStringLiteral("MS"), QStringLiteral("Milliseconds per move"),
                 kMoveTimeRange);
    if (which & kLimitDepth)
        addValue(QStringLiteral("depth"), QStringLiteral("D"), QStringLiteral("A fixed search depth"),
                 kDepthRange);
    if (which & kLimitNodes)
        addValue(QStringLiteral("nodes"), QStringLiteral("N"), QStringLiteral("Nodes per move"), kNodesRange);
}

QString CommandLine::helpText() const {
    // QCommandLineParser's first line names the executable only; ours names the command.
    QString text = m_parser.helpText();
    const qsizetype eol = text.indexOf(QLatin1Char('\n'));
    return QStringLiteral("Usage: eschess-cli %1 %2").arg(m_command, m_synopsis) +
           (eol >= 0 ? text.mid(eol) : QString());
}

bool CommandLine::fail(const QString& message) {
    if (!m_stop)
        m_stop =
            CliStop{2, QStringLiteral("eschess-cli %1: %2\nTry 'eschess-cli %1 --help' for its options.\n")
                           .arg(m_command, message)};
    return false;
}

bool CommandLine::parse(const QStringList& args) {
    const bool parsed = m_parser.parse(QStringList{QStringLiteral("eschess-cli")} + args);
    // --help wins over errors elsewhere on the line (but "--event --help" names an event).
    const bool help = parsed ? m_parser.isSet(QStringLiteral("help"))
                             : args.contains(QStringLiteral("--help")) || args.contains(QStringLiteral("-h"));
    if (help) {
        m_stop = CliStop{0, helpText()};
        return false;
    }
    if (parsed) return true;
    // "-5" where a number was meant reads as an unknown option "5": say what it really is.
    const QStringList unknown = m_parser.unknownOptionNames();
    if (!unknown.isEmpty() && !unknown.first().isEmpty() && unknown.first().front().isDigit())
        return fail(QStringLiteral("'-%1': negative numbers are not accepted").arg(unknown.first()));
    return fail(m_parser.errorText());
}

std::optional<qint64> CommandLine::integerArgument(const QString& text, const QString& label,
                                                   IntRange range) {
    bool ok = false;
    const qint64 v = text.trimmed().toLongLong(&ok);
    if (!ok || v < range.min || v > range.max) {
        fail(QStringLiteral("%1 must be a whole number from %2, not '%3'")
                 .arg(label, describeRange(range), text));
        return std::nullopt;
    }
    return v;
}

std::optional<qint64> CommandLine::integer(const QString& name, IntRange range, qint64 fallback) {
    if (!isSet(name)) return fallback;
    return integerArgument(value(name), QStringLiteral("--") + name, range);
}

std::optional<double> CommandLine::decimal(const QString& name, DecimalRange range, double fallback) {
    if (!isSet(name)) return fallback;
    const QString text = value(name);
    bool ok = false;
    const double v = text.trimmed().toDouble(&ok);
    if (!ok || !std::isfinite(v) || v < range.min || v > range.max) {
        fail(QStringLiteral("--%1 must be a number from %2, not '%3'").arg(name, describeRange(range), text));
        return std::nullopt;
    }
    return v;
}

std::optional<std::vector<qint64>> CommandLine::integerList(const QString& name, const QString& fields,
                                                            const std::vector<IntRange>& ranges) {
    const QString text = value(name);
    const QStringList parts = text.split(QLatin1Char(','));
    std::vector<qint64> out;
    bool ok = parts.size() == qsizetype(ranges.size());
    for (qsizetype i = 0; ok && i < parts.size(); ++i) {
        const qint64 v = parts[i].trimmed().toLongLong(&ok);
        ok = ok && v >= ranges[std::size_t(i)].min && v <= ranges[std::size_t(i)].max;
        out.push_back(v);
    }
    if (ok) return out;
    const QStringList names = fields.split(QLatin1Char(','));
    QStringList accepted;
    for (std::size_t i = 0; i < ranges.size() && qsizetype(i) < names.size(); ++i)
        accepted << QStringLiteral("%1 %2").arg(names[qsizetype(i)], describeRange(ranges[i]));
    fail(QStringLiteral("--%1 needs %2 (%3), not '%4'")
             .arg(name, fields, accepted.join(QStringLiteral(", ")), text));
    return std::nullopt;
}

std::optional<std::vector<qint64>> CommandLine::integerSeries(const QString& name, IntRange range) {
    const QString text = value(name);
    std::vector<qint64> out;
    for (const QString& part : text.split(QLatin1Char(','))) {
        bool ok = false;
        const qint64 v = part.trimmed().toLongLong(&ok);
        if (!ok || v < range.min || v > range.max) {
            fail(QStringLiteral("--%1 needs comma-separated whole numbers from %2; '%3' is not one")
                     .arg(name, describeRange(range), part));
            return std::nullopt;
        }
        out.push_back(v);
    }
    return out;
}

std::optional<EngineSpec> CommandLine::engineSpec(const QString& name) {
    if (!isSet(name)) {
        fail(QStringLiteral("--%1 is missing").arg(name));
        return std::nullopt;
    }
    if (values(name).size() > 1) {
        fail(QStringLiteral("--%1 is given more than once").arg(name));
        return std::nullopt;
    }
    QString why;
    auto spec = eschess::app::parseEngineSpec(value(name), &why);
    if (!spec) fail(QStringLiteral("--%1: %2").arg(name, why));
    return spec;
}

std::optional<EngineSpec> CommandLine::engineSpec(const QString& name, const QString& fallback) {
    if (isSet(name)) return engineSpec(name);
    QString why;
    auto spec = eschess::app::parseEngineSpec(fallback, &why);
    if (!spec) fail(QStringLiteral("--%1 (default '%2'): %3").arg(name, fallback, why));
    return spec;
}

std::optional<std::vector<EngineSpec>> CommandLine::engineSpecs(const QString& name) {
    std::vector<EngineSpec> specs;
    for (const QString& text : values(name)) {
        QString why;
        auto spec = eschess::app::parseEngineSpec(text, &why);
        if (!spec) {
            fail(QStringLiteral("--%1: %2").arg(name, why));
            return std::nullopt;
        }
        specs.push_back(*spec);
    }
    if (specs.empty()) {
        fail(QStringLiteral("--%1 is missing").arg(name));
        return std::nullopt;
    }
    return specs;
}

bool CommandLine::sprt(const QString& name, std::optional<eschess::SprtParams>& out) {
    out.reset();
    if (!isSet(name)) return true;
    eschess::SprtParams p;
    std::string why;
    if (!eschess::parseSprtParams(value(name).toStdString(), p, why))
        return fail(QStringLiteral("--%1: %2").arg(name, QString::fromStdString(why)));
    out = p;
    return true;
}

QString CommandLine::limitNames(int which) {
    QStringList names;
    if (which & kLimitTc) names << QStringLiteral("--tc");
    if (which & kLimitMoveTime) names << QStringLiteral("--movetime");
    if (which & kLimitDepth) names << QStringLiteral("--depth");
    if (which & kLimitNodes) names << QStringLiteral("--nodes");
    return names.join(QStringLiteral(", "));
}

bool CommandLine::limit(int which, std::optional<TimeControl>& out) {
    out.reset();
    qsizetype given = 0;
    const std::pair<int, QString> kinds[] = {{kLimitTc, QStringLiteral("tc")},
                                             {kLimitMoveTime, QStringLiteral("movetime")},
                                             {kLimitDepth, QStringLiteral("depth")},
                                             {kLimitNodes, QStringLiteral("nodes")}};
    for (const auto& [bit, name] : kinds)
        if (which & bit) given += values(name).size();
    if (given > 1) return fail(QStringLiteral("give only one of %1").arg(limitNames(which)));
    if ((which & kLimitTc) && isSet(QStringLiteral("tc"))) {
        QString why;
        out = TimeControl::parseClock(value(QStringLiteral("tc")), &why);
        if (!out) return fail(QStringLiteral("--tc: %1").arg(why));
    } else if ((which & kLimitMoveTime) && isSet(QStringLiteral("movetime"))) {
        const auto ms = integer(QStringLiteral("movetime"), kMoveTimeRange);
        if (!ms) return false;
        out = TimeControl::moveTime(*ms);
    } else if ((which & kLimitDepth) && isSet(QStringLiteral("depth"))) {
        const auto depth = integer(QStringLiteral("depth"), kDepthRange);
        if (!depth) return false;
        out = TimeControl::fixedDepth(int(*depth));
    } else if ((which & kLimitNodes) && isSet(QStringLiteral("nodes"))) {
        const auto nodes = integer(QStringLiteral("nodes"), kNodesRange);
        if (!nodes) return false;
        out = TimeControl::fixedNodes(quint64(*nodes));
    }
    return true;
}

bool CommandLine::analysisLimit(eschess::SearchLimits& out, int defaultDepth) {
    std::optional<TimeControl> tc;
    if (!limit(kLimitDepth | kLimitMoveTime, tc)) return false;
    if (!tc)
        out.depth = defaultDepth;
    else if (tc->kind == TimeControl::Kind::Depth)
        out.depth = tc->depth;
    else
        out.movetimeMs = tc->moveTimeMs;
    return true;
}

void CommandLine::addVariantOption() {
    addValue(QStringLiteral("variant"), QStringLiteral("standard|chess960"),
             QStringLiteral("The game: standard chess (the default) or Chess960, whose games start from the\n"
                            "960 starting positions in an order drawn by --seed, or from --openings read\n"
                            "as Chess960."));
}

bool CommandLine::chess960() {
    const QString variant = value(QStringLiteral("variant"));
    if (variant.isEmpty() || variant == QLatin1String("standard")) return false;
    if (variant == QLatin1String("chess960")) return true;
    return fail(QStringLiteral("--variant must be standard or chess960, not '%1'").arg(variant));
}

void CommandLine::addAdjudicationOptions() {
    addValue(
        QStringLiteral("draw"), QStringLiteral("MOVE,COUNT,CP"),
        QStringLiteral("Adjudicate a draw after MOVE when both scores stay within CP for COUNT moves\n"
                       "(MOVE %1, COUNT %2, CP %3).")
            .arg(describeRange(kMoveNumberRange), describeRange(kMoveCountRange),
                 describeRange(kDrawScoreRange)));
    addValue(QStringLiteral("resign"), QStringLiteral("COUNT,CP"),
                QStringLiteral("Adjudicate a loss when a side's score stays at or below -CP for COUNT moves\n"
                               "(COUNT %1, CP %2).")
                    .arg(describeRange(kMoveCountRange), describeRange(kResignScoreRange)));
    addValue(QStringLiteral("maxmoves"), QStringLiteral("N"),
                QStringLiteral("Adjudicate a draw after N full moves"), kMaxMovesRange);
}

bool CommandLine::adjudication(eschess::app::AdjudicationSettings& a) {
    const auto maxMoves = integer(QStringLiteral("maxmoves"), kMaxMovesRange, a.maxMoves);
    if (!maxMoves) return false;
    a.maxMoves = int(*maxMoves);
    if (isSet(QStringLiteral("draw"))) {
        const auto v = integerList(QStringLiteral("draw"), QStringLiteral("MOVE,COUNT,CP"),
                                      {kMoveNumberRange, kMoveCountRange, kDrawScoreRange});
        if (!v) return false;
        a.drawMoveNumber = int((*v)[0]);
        a.drawMoveCount = int((*v)[1]);
        a.drawScoreCp = int((*v)[2]);
    }
    if (isSet(QStringLiteral("resign"))) {
        const auto v = integerList(QStringLiteral("resign"), QStringLiteral("COUNT,CP"),
                                      {kMoveCountRange, kResignScoreRange});
        if (!v) return false;
        a.resignMoveCount = int((*v)[0]);
        a.resignScoreCp = int((*v)[1]);
    }
    return true;
}

} // namespace eschess::cli
