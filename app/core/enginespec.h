#pragma once
// An engine as a one-line text, the way `eschess-cli match --engine1 SPEC` and saved settings
// name it: a family searcher's name or an external program, then comma-separated options.
//   eschess,Hash=64
//   minimax,Depth=3
//   /usr/games/stockfish,UCI_LimitStrength=true,UCI_Elo=2000
//   /usr/games/gnuchess --uci            (words after the program are its arguments)
// Parsing checks what can be checked without starting anything: the searcher exists, or the
// program is an executable file; every option is Name=value; a family searcher accepts them.

#include <QString>
#include <QStringList>
#include <QThread>

#include <optional>
#include <utility>
#include <vector>

namespace eschess::app {

struct EngineSpec {
    enum class Kind { Family, External };
    Kind kind = Kind::Family;
    QString searcher;          // Family: the searcher's name
    QString program;           // External: absolute path of the executable
    QStringList arguments;     // External
    QString workingDirectory;  // External; empty: the program's folder
    std::vector<std::pair<QString, QString>> options;
    QString text;              // as written

    // A short name for tables and PGN: the searcher's name or the program's file name.
    QString label() const;
    // Back to the one-line form (program and arguments quoted where needed).
    QString toString() const;
};

// Parses a spec; on failure returns nullopt and sets *error to what is wrong and where
// (e.g. "engine spec 'minimax,Depth': option 1 'Depth' has no '=value'").
std::optional<EngineSpec> parseEngineSpec(const QString& text, QString* error);

// Whether engines that run together (both players of a game, or a suite's engines), run
// `concurrency` times at once, fit the machine: their hash tables (Hash MB each, 16 MB when
// unknown) within memoryBudgetMb, and their search threads within kMaxThreadsPerCore x cores.
// Refuses with a message saying what would not fit, before anything is started.
constexpr int kMaxThreadsPerCore = 8;
qint64 defaultMemoryBudgetMb(); // three quarters of the physical memory
bool checkEngineBudget(const std::vector<EngineSpec>& engines, int concurrency, qint64 memoryBudgetMb, QString* error,
                       int cores = QThread::idealThreadCount());

} // namespace eschess::app
