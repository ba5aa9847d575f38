#pragma once
// The sub-commands of eschess-cli. Each has a parse step (the command line to options, or a
// CliStop: --help or a usage error) that the tests drive directly, and a run step that returns the
// process exit status: 0 done, 1 the run failed, 2 a usage error or unusable input, 128 + N
// stopped by signal N (130 SIGINT, 143 SIGTERM; see stopsignals.h).

#include "app/cli/options.h"
#include "app/cli/spsarunner.h"
#include "app/core/enginespec.h"
#include "app/core/explorerloader.h"
#include "app/core/matchrunner.h"
#include "app/core/suiterunner.h"
#include "app/core/tournamentrunner.h"

#include "core/position.h"
#include "rating/sprt.h"
#include "search/limits.h"

#include <QList>
#include <QStringList>

#include <optional>
#include <vector>

namespace eschess::cli {

// perft FEN DEPTH [--divide]
struct PerftOptions {
    eschess::Position position;
    int depth = 0;
    bool divide = false;
};
std::optional<PerftOptions> parsePerftOptions(const QStringList& args, CliStop& stop);
int runPerft(const QStringList& args);

// suite FILE.epd|bk --engine SPEC… (--movetime MS | --depth D | --sweep MAXD --timeout S) …
struct SuiteOptions {
    QString suite; // a file or a built-in suite's name ("bk")
    std::vector<eschess::app::EngineSpec> engines;
    eschess::app::SuiteLimit limit;
    int jobs = 1;
    double bkScale = 1.0;
    QString csvPath, jsonPath;
    bool margins = false; // --margins: each miss searched again, the played and expected moves side by side
};
std::optional<SuiteOptions> parseSuiteOptions(const QStringList& args, CliStop& stop);
int runSuite(const QStringList& args);

// elo WINS DRAWS LOSSES [--sprt elo0,elo1,alpha,beta]
struct EloOptions {
    int wins = 0, draws = 0, losses = 0;
    std::optional<eschess::Pentanomial> pairs; // --pairs, instead of WINS DRAWS LOSSES
    std::optional<eschess::SprtParams> sprt;
};
std::optional<EloOptions> parseEloOptions(const QStringList& args, CliStop& stop);
int runElo(const QStringList& args);

// match --engine1 SPEC --engine2 SPEC --games N (--tc … | --movetime MS | --depth D | --nodes N) …
struct MatchOptions {
    eschess::app::MatchSettings settings;
    QString openingsPath; // loaded by the run step (it reads the file and reports warnings)
    bool chess960 = false; // --variant chess960
    int reportEvery = 0;   // --report K: Elo, pairs and LLR every K games; 0: only at the end
};
std::optional<MatchOptions> parseMatchOptions(const QStringList& args, CliStop& stop);
int runMatch(const QStringList& args);

// tournament --engine SPEC --engine SPEC… [--format round-robin|gauntlet|swiss] [--games N] (--tc … | …) …
struct TournamentOptions {
    eschess::app::TournamentSettings settings;
    QString openingsPath; // loaded by the run step
    bool chess960 = false; // --variant chess960
    QString anchorName;   // empty: the rating list is anchored on the mean
    double anchorElo = 0;
};
std::optional<TournamentOptions> parseTournamentOptions(const QStringList& args, CliStop& stop);
int runTournament(const QStringList& args);

// ladder --engine SPEC [--levels 1400,1600,1800] [--games N] (--tc … | --movetime MS | …) …
struct LadderOptions {
    eschess::app::MatchSettings base; // engine[0], games per level, limit, concurrency, PGN
    QString stockfish = QStringLiteral("/usr/games/stockfish");
    QList<int> levels{1400, 1600, 1800};
    QString openingsPath;
};
std::optional<LadderOptions> parseLadderOptions(const QStringList& args, CliStop& stop);
int runLadder(const QStringList& args);

// acpl FILE.pgn [--referee SPEC] [--depth D | --movetime MS] [--cap CP]
struct AcplOptions {
    QString pgnPath;
    eschess::app::EngineSpec referee;
    eschess::SearchLimits limits; // depth or movetime
    int cap = 0;
};
std::optional<AcplOptions> parseAcplOptions(const QStringList& args, CliStop& stop);
int runAcpl(const QStringList& args);

// review GAMES.pgn --out ANNOTATED.pgn [--engine SPEC] [--depth D | --movetime MS]
struct ReviewOptions {
    QString pgnPath, outPath;
    eschess::app::EngineSpec engine;
    eschess::SearchLimits limits; // depth or movetime
};
std::optional<ReviewOptions> parseReviewOptions(const QStringList& args, CliStop& stop);
int runReview(const QStringList& args);

// spsa --param NAME,MIN,MAX,CEND[,START]… --iterations N (--nodes N | …) [options]
struct SpsaOptions {
    SpsaRunSettings settings;
    QString openingsPath; // loaded by the run step
    int reportEvery = 100;
};
std::optional<SpsaOptions> parseSpsaOptions(const QStringList& args, CliStop& stop);
int runSpsa(const QStringList& args);

// book --from GAMES.pgn --out BOOK.bin [--max-ply N] [--min-games K]
// book --probe BOOK.bin [--fen FEN] [--moves "e2e4 e7e5 …"]
struct BookOptions {
    QString probePath;        // set: list the book's moves; empty: write a book
    QString fromPath, outPath; // writing
    int maxPly = 16;
    int minGames = 1;
    eschess::Position position; // probing: --fen with --moves played
};
std::optional<BookOptions> parseBookOptions(const QStringList& args, CliStop& stop);
int runBook(const QStringList& args);

// explore GAMES.pgn [--fen FEN] [--moves "e4 e5 …"] [--player NAME] [--as white|black|either]
//         [--min-elo N] [--plies N] [--games K]
struct ExploreOptions {
    QString path;
    eschess::Position position; // --fen with --moves played
    eschess::app::ExplorerFilter filter;
    int plies = eschess::ExplorerBuilder::kDefaultMaxPlies;
    int games = 10; // top games listed
    bool useCache = true; // --no-cache: index the file even when its index was saved
};
std::optional<ExploreOptions> parseExploreOptions(const QStringList& args, CliStop& stop);
int runExplore(const QStringList& args);

} // namespace eschess::cli
