#pragma once
// The UCI protocol's text, both ways, as free functions: parsing what an engine writes (`id`,
// `option`, `info`, `bestmove`) and writing what we send (`position …`, `go …`). Kept apart
// from UciEngine so that every line form can be tested, and fuzzed, without a process.
// Nothing here crashes or loops on bad input: a line that cannot be used says why.

#include "app/core/engine.h"

#include <QString>
#include <QStringList>

#include <optional>
#include <span>

namespace eschess::app {

// The first word of an engine's line, as far as a GUI cares.
enum class UciLineKind { Empty, Id, UciOk, ReadyOk, Option, Info, BestMove, Other };
UciLineKind uciLineKind(const QString& line);

// `id name Stockfish 16` -> ("name", "Stockfish 16"); nullopt when not an id line.
std::optional<std::pair<QString, QString>> parseUciId(const QString& line);

// `option name Hash type spin default 16 min 1 max 33554432` and the other four types.
// On failure returns nullopt and sets *error.
std::optional<eschess::OptionSpec> parseUciOption(const QString& line, QString* error = nullptr);

// One `info` line searched from pos. Fields the line lacks keep their defaults; the PV is kept
// up to the first move that is not legal (an error names it, but the rest is still usable).
struct UciInfoLine {
    EngineInfo info;
    // Score, pv or nodes present: worth showing as a search update. Depth alone is not: engines
    // send 'info depth 21 currmove e2e4 currmovenumber 3' as progress, and taking that as the
    // latest result would wipe the nodes and score of the last real one.
    bool hasSearchData = false;
    bool hasScore = false;
    // A legal currmove or an in-range currmovenumber: progress to show (Engine::progress) when
    // the line has no search data.
    bool hasProgress = false;
    QString text;               // `info string …`, else empty
    QString error;              // what was wrong (unknown values are skipped, not fatal)
};
// The ranges an info field may take; a value outside is an error and the field is not used
// (a mate in 500 moves is already far beyond what any engine can see).
constexpr int kMaxInfoDepth = 1000;
constexpr int kMaxInfoMultiPv = 256;
constexpr int kMaxInfoMate = 500;
constexpr int kMaxInfoCurrMoveNumber = 256; // no position has more than 218 legal moves
UciInfoLine parseUciInfo(const QString& line, const eschess::Position& pos);

// `bestmove e2e4 ponder e7e5` checked against the legal moves of pos. `bestmove (none)` and
// `bestmove 0000` give a null move, which is acceptable only when pos has no legal move.
struct UciBestMove {
    eschess::Move best;
    eschess::Move ponder; // null when absent or illegal (a bad ponder move is not an error)
    QString error;        // non-empty: the move is missing, malformed or illegal
    bool ok() const { return error.isEmpty(); }
};
UciBestMove parseUciBestMove(const QString& line, const eschess::Position& pos);

// `position startpos moves e2e4 e7e5` or `position fen <fen> moves …`; a Chess960 start writes
// castling as the king taking its rook (the engine has been told UCI_Chess960).
QString uciPositionCommand(const eschess::Position& start, const std::vector<eschess::Move>& moves);
// `go wtime 60000 btime 60000 winc 0 binc 0 movestogo 40`, `go movetime 100`, `go depth 5`,
// `go nodes 10000`, `go infinite`; limits combine as UCI allows. game: a position of the game,
// for castling among the searchmoves of a Chess960 game.
QString uciGoCommand(const eschess::SearchLimits& limits, const eschess::Position* game = nullptr);
// `setoption name Hash value 64` (`setoption name Clear Hash` for a button: empty value).
// CR and LF become spaces, so that a value can never start a second command.
QString uciSetOptionCommand(const QString& name, const QString& value);
// A CR or LF in an option name or value: what specs and settings refuse.
bool hasLineBreak(const QString& text);

// The option of that name among those an engine (or a searcher of the family) announced, or
// nullptr. Names ignore letter case, as UCI says.
const eschess::OptionSpec* findUciOption(std::span<const eschess::OptionSpec> options, std::string_view name);
// What is wrong with setting option `name` to `value` on an engine that announced `options`
// (no such option, not true/false, a number outside its range, not one of its choices), or
// empty. A string or a button takes anything. The one check of both external engines (at
// uciok) and the family's specs (their spin bounds), so the two say it in the same words.
QString uciOptionValueProblem(std::span<const eschess::OptionSpec> options, const QString& name, const QString& value);

// Option type names as UCI writes them ("check", "spin", "combo", "string", "button").
QString uciOptionTypeName(eschess::OptionSpec::Type type);

} // namespace eschess::app
