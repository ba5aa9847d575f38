#pragma once
// One way to read an eschess-cli command line. Every sub-command builds a CommandLine (a
// QCommandLineParser with the command's name and synopsis) and reads its values through it, so
// all commands share the same --help, the same error messages and the same numeric ranges; the
// option groups that several commands offer (engine specs, the search limit --tc / --movetime /
// --depth / --nodes, SPRT bounds) are declared and read here once, for the commands to come too.
//
// Numbers are checked, never clamped: a value that is not a whole number, overflows, or lies
// outside the documented range stops the command with exit status 2 and a message naming the
// option and the accepted range ("--jobs must be a whole number from 1 to 64, not '1e9'").

#include "app/core/adjudicator.h"
#include "app/core/enginespec.h"
#include "app/core/openingsuite.h"
#include "app/core/timecontrol.h"

#include "rating/sprt.h"
#include "search/limits.h"

#include <QCommandLineParser>
#include <QString>
#include <QStringList>
#include <QTextStream>

#include <optional>
#include <vector>

namespace eschess::cli {

// The accepted values of a whole-number option, both ends included.
struct IntRange {
    qint64 min;
    qint64 max;
};

// The accepted values of a decimal option (seconds, scale factors), both ends included.
struct DecimalRange {
    double min;
    double max;
};

// The documented ranges (also shown by each command's --help). Wide enough for every real use,
// narrow enough that no later arithmetic (milliseconds × 1000, int fields) can overflow.
inline constexpr IntRange kGamesRange{1, 1'000'000};
inline constexpr IntRange kJobsRange{1, 64};             // suite --jobs, match/ladder --concurrency
// Time per move, depth and nodes: the same bounds as the set-up dialogs (TimeControl::parse).
inline constexpr IntRange kMoveTimeRange{1, app::TimeControl::kMaxMoveTimeMs};
inline constexpr IntRange kDepthRange{1, app::TimeControl::kMaxDepth};
inline constexpr IntRange kNodesRange{1, qint64(app::TimeControl::kMaxNodes)};
inline constexpr IntRange kSeedRange{0, 9'223'372'036'854'775'807};
inline constexpr IntRange kMaxMovesRange{1, 10'000};   // full moves; no legal game is longer
inline constexpr IntRange kMarginRange{0, 60'000};     // milliseconds
inline constexpr IntRange kMoveNumberRange{0, 10'000}; // --draw MOVE
inline constexpr IntRange kMoveCountRange{1, 10'000};  // --draw COUNT, --resign COUNT
inline constexpr IntRange kReportRange{1, 1'000'000};  // spsa --report (pairs), match --report (games)
inline constexpr IntRange kDrawScoreRange{0, 100'000}; // centipawns
inline constexpr IntRange kResignScoreRange{1, 100'000};
inline constexpr IntRange kEloLevelRange{0, 4'000}; // ladder --levels (UCI_Elo)
inline constexpr IntRange kLossCapRange{1, 20'000}; // acpl --cap: a mate swing is 20000 cp
inline constexpr IntRange kPerftDepthRange{0, 20};
inline constexpr IntRange kBookPlyRange{1, 200};         // book --max-ply
inline constexpr IntRange kBookMinGamesRange{1, 1'000'000}; // book --min-games
inline constexpr IntRange kExplorePlyRange{1, 200};         // explore --plies
inline constexpr IntRange kExploreGamesRange{0, 50};        // explore --games (the index keeps 50)
inline constexpr IntRange kEloRange{0, 4000};               // explore --min-elo
inline constexpr IntRange kTallyRange{0, 100'000'000};      // elo WINS DRAWS LOSSES (their sum fits an int)
inline constexpr DecimalRange kTimeoutRange{0.001, 86'400}; // seconds: up to one day
inline constexpr DecimalRange kScaleRange{0.001, 1'000};

// "1 to 64" for messages and --help.
QString describeRange(IntRange range);
QString describeRange(DecimalRange range);

// Why a command does not run: --help (status 0, the text goes to stdout) or a usage error
// (status 2, the text goes to stderr).
struct CliStop {
    int status = 2;
    QString text;
};

// Prints stop.text where it belongs and returns its status, for `return report(stop);`.
int report(const CliStop& stop);

// Loads --openings FILE (a command's `path`; nothing to do when empty) into `suite`. A file that
// cannot be used is an error; skipped records are warnings. Both go to `err` (the command's
// stderr) as "eschess-cli COMMAND: …", so every command that plays openings reports them alike.
// False when the command must stop (exit status 2).
// With chess960, the openings are played as Chess960, and without a file they are the 960
// starting positions.
bool loadOpenings(const QString& command, const QString& path, eschess::app::OpeningSuite& suite,
                  QTextStream& err, bool chess960 = false);

// The search limit options a command offers (bit flags).
enum LimitOption { kLimitTc = 1, kLimitMoveTime = 2, kLimitDepth = 4, kLimitNodes = 8 };
inline constexpr int kAllLimits = kLimitTc | kLimitMoveTime | kLimitDepth | kLimitNodes;

class CommandLine {
public:
    // command: "match"; synopsis: the usage line after "eschess-cli match"; description: a
    // paragraph for --help.
    CommandLine(QString command, QString synopsis, QString description);

    // An option with a value ("--games N"); the description's range, if any, is appended.
    void addValue(const QString& name, const QString& valueName, const QString& description);
    void addValue(const QString& name, const QString& valueName, const QString& description, IntRange range);
    void addValue(const QString& name, const QString& valueName, const QString& description,
                  DecimalRange range);
    void addFlag(const QString& name, const QString& description);
    void addPositional(const QString& name, const QString& description);
    // --tc, --movetime, --depth, --nodes (those in `which`) with their shared descriptions.
    void addLimitOptions(int which);

    // Parses args (without the program and command names). False when the command must not run:
    // --help was asked for or the line is malformed; stop() then says what to print.
    bool parse(const QStringList& args);

    bool isSet(const QString& name) const { return m_parser.isSet(name); }
    QString value(const QString& name) const { return m_parser.value(name); }
    QStringList values(const QString& name) const { return m_parser.values(name); }
    QStringList positional() const { return m_parser.positionalArguments(); }
    QString helpText() const;

    // Value readers: nullopt (and fail() recorded) when the value is bad; `fallback` when unset.
    std::optional<qint64> integer(const QString& name, IntRange range, qint64 fallback = 0);
    std::optional<double> decimal(const QString& name, DecimalRange range, double fallback = 0);
    // A positional argument (label names it in messages, e.g. "DEPTH").
    std::optional<qint64> integerArgument(const QString& text, const QString& label, IntRange range);
    // "COUNT,CP"-style lists: exactly ranges.size() comma-separated whole numbers, each in its range.
    std::optional<std::vector<qint64>> integerList(const QString& name, const QString& fields,
                                                   const std::vector<IntRange>& ranges);
    // Any number (at least one) of comma-separated whole numbers, all in range.
    std::optional<std::vector<qint64>> integerSeries(const QString& name, IntRange range);
    std::optional<eschess::app::EngineSpec> engineSpec(const QString& name);
    std::optional<std::vector<eschess::app::EngineSpec>> engineSpecs(const QString& name);
    // One engine spec that may be left out: `fallback` (a spec text) when --name is not given.
    std::optional<eschess::app::EngineSpec> engineSpec(const QString& name, const QString& fallback);
    // --sprt elo0,elo1,alpha,beta; nullopt inside when not given. False when malformed.
    bool sprt(const QString& name, std::optional<eschess::SprtParams>& out);
    // The one limit given among addLimitOptions(which); `out` stays empty when none is.
    // False (and fail()) when one is malformed or several are given.
    bool limit(int which, std::optional<eschess::app::TimeControl>& out);
    // The per-move limit of a command that analyses games (acpl, review): --depth or --movetime,
    // offered with addLimitOptions(kLimitDepth | kLimitMoveTime); `defaultDepth` plies when
    // neither is given. False (and fail()) when malformed.
    bool analysisLimit(eschess::SearchLimits& out, int defaultDepth);
    // --draw MOVE,COUNT,CP, --resign COUNT,CP and --maxmoves N, as match and tournament take them.
    void addAdjudicationOptions();
    // Reads them into `out` (unset options keep its values); false (and fail()) when malformed.
    bool adjudication(eschess::app::AdjudicationSettings& out);
    // --variant standard|chess960, as match and tournament take it.
    void addVariantOption();
    // True for chess960; false for standard or when absent; false (and fail()) when neither.
    bool chess960();
    // Names the limit options for messages: "--tc, --movetime, --depth, --nodes".
    static QString limitNames(int which);

    // Records a usage error (the first one wins); false, or nullopt for `return cl.refuse(…);`.
    bool fail(const QString& message);
    std::nullopt_t refuse(const QString& message) {
        fail(message);
        return std::nullopt;
    }
    bool failed() const { return m_stop.has_value(); }
    const CliStop& stop() const { return *m_stop; }

private:
    QString m_command, m_synopsis;
    QCommandLineParser m_parser;
    std::optional<CliStop> m_stop;
};

// Parses args with cl, then read() turns the values into a command's options; nullopt and `stop`
// set when the command must not run (read() returns nullopt only after recording a failure).
template <class Read>
auto parseWith(CommandLine& cl, const QStringList& args, CliStop& stop, Read read) -> decltype(read()) {
    decltype(read()) options;
    if (cl.parse(args)) options = read();
    if (!options)
        stop = cl.failed() ? cl.stop() : CliStop{2, QStringLiteral("eschess-cli: invalid arguments\n")};
    return options;
}

} // namespace eschess::cli
