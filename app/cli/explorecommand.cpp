// eschess-cli explore GAMES.pgn [--fen FEN] [--moves "e4 e5 …"] [--player NAME]
//                   [--as white|black|either] [--min-elo N] [--plies N] [--games K] [--no-cache]
// The games explorer without a window: indexes a PGN database of any size as the desktop's dock
// does (the same loader), then prints the moves played in one position with their games, share,
// results and score, and its top games; with the time the index took, so it is also how the
// explorer's speed on a large file is measured (--no-cache: always from the file). A large file's
// index is kept in the same cache as the desktop's.
#include "app/cli/commands.h"

#include "app/core/explorercache.h"
#include "notation/san.h"
#include "notation/uci_move.h"

#include <QElapsedTimer>
#include <QTextStream>

namespace eschess::cli {

using namespace eschess::app;

namespace {

QString percent(double part, double whole) {
    return whole > 0 ? QStringLiteral("%1%").arg(100.0 * part / whole, 0, 'f', 1) : QStringLiteral("-");
}

} // namespace

std::optional<ExploreOptions> parseExploreOptions(const QStringList& args, CliStop& stop) {
    CommandLine cl(
        QStringLiteral("explore"),
        QStringLiteral("GAMES.pgn [--fen FEN] [--moves \"e4 e5 ...\"] [--player NAME] "
                       "[--as white|black|either] [--min-elo N] [--plies N] [--games K] [--no-cache]"),
        QStringLiteral("Indexes the first plies of each game of a PGN file (any size, read a piece at a "
                       "time), then lists the moves played in a position across the games, with their "
                       "results and score, and the position's top games, best rated first."));
    cl.addPositional(QStringLiteral("GAMES.pgn"), QStringLiteral("The database."));
    cl.addValue(QStringLiteral("fen"), QStringLiteral("FEN"),
                QStringLiteral("The position; default the start."));
    cl.addValue(QStringLiteral("moves"), QStringLiteral("MOVES"),
                QStringLiteral("Moves played from the position, in SAN or UCI, space-separated."));
    cl.addValue(QStringLiteral("player"), QStringLiteral("NAME"),
                QStringLiteral("Count only this player's games (a part of the name, any case)."));
    cl.addValue(QStringLiteral("as"), QStringLiteral("COLOUR"),
                QStringLiteral("With --player: white, black or either (default)."));
    cl.addValue(QStringLiteral("min-elo"), QStringLiteral("N"),
                QStringLiteral("Count only games whose players' mean rating is at least N; default 0 (all)"),
                kEloRange);
    cl.addValue(QStringLiteral("plies"), QStringLiteral("N"),
                QStringLiteral("Plies of each game indexed; default 30"), kExplorePlyRange);
    cl.addValue(QStringLiteral("games"), QStringLiteral("K"), QStringLiteral("Top games listed; default 10"),
                kExploreGamesRange);
    cl.addFlag(QStringLiteral("no-cache"),
               QStringLiteral("Index the file even when an index of it was saved (files of 4 MB or more "
                              "are saved for the next reading, with the desktop's)."));
    return parseWith(cl, args, stop, [&]() -> std::optional<ExploreOptions> {
        if (cl.positional().size() != 1)
            return cl.refuse(cl.positional().isEmpty()
                                 ? QStringLiteral("GAMES.pgn is missing")
                                 : QStringLiteral("unexpected argument '%1'").arg(cl.positional().at(1)));
        ExploreOptions o;
        o.path = cl.positional().first();
        if (cl.isSet(QStringLiteral("fen"))) {
            const Parsed<Position> parsed = Position::fromFen(cl.value(QStringLiteral("fen")).toStdString());
            if (!parsed)
                return cl.refuse(QStringLiteral("--fen: %1").arg(QString::fromStdString(parsed.error())));
            o.position = *parsed;
        }
        for (const QString& text :
             cl.value(QStringLiteral("moves")).split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
            // SAN as one types it, or UCI as engines print it.
            Parsed<Move> m = parseSan(o.position, text.toStdString());
            if (!m) m = parseUciMove(o.position, text.toStdString());
            if (!m)
                return cl.refuse(QStringLiteral("--moves: '%1' is not a legal move in %2")
                                     .arg(text, QString::fromStdString(o.position.fen())));
            o.position.makeMove(*m);
        }
        o.filter.player = cl.value(QStringLiteral("player")).trimmed();
        const QString side = cl.value(QStringLiteral("as")).toLower();
        if (side == QLatin1String("white"))
            o.filter.side = ExplorerFilter::AsWhite;
        else if (side == QLatin1String("black"))
            o.filter.side = ExplorerFilter::AsBlack;
        else if (!side.isEmpty() && side != QLatin1String("either"))
            return cl.refuse(QStringLiteral("--as must be white, black or either, not '%1'").arg(side));
        if (cl.isSet(QStringLiteral("as")) && o.filter.player.isEmpty())
            return cl.refuse(QStringLiteral("--as needs --player"));
        const auto minElo = cl.integer(QStringLiteral("min-elo"), kEloRange, 0);
        const auto plies =
            cl.integer(QStringLiteral("plies"), kExplorePlyRange, ExplorerBuilder::kDefaultMaxPlies);
        const auto games = cl.integer(QStringLiteral("games"), kExploreGamesRange, 10);
        if (!minElo || !plies || !games) return std::nullopt;
        o.filter.minElo = int(*minElo);
        o.plies = int(*plies);
        o.games = int(*games);
        o.useCache = !cl.isSet(QStringLiteral("no-cache"));
        return o;
    });
}

int runExplore(const QStringList& args) {
    CliStop stop;
    const auto o = parseExploreOptions(args, stop);
    if (!o) return report(stop);
    QTextStream out(stdout), err(stderr);
    std::atomic<bool> cancel{false};
    std::atomic<qint64> bytes{0};
    std::atomic<quint64> read{0};
    QElapsedTimer timer;
    timer.start();
    const ExplorerCache cache;
    const auto load = ExplorerLoader::run(o->path, o->filter, o->plies, cancel, bytes, read,
                                          o->useCache ? &cache : nullptr);
    const double seconds = double(timer.elapsed()) / 1000.0;
    if (!load->failure.isEmpty()) {
        err << "eschess-cli explore: " << load->failure << "\n";
        return 2;
    }
    if (load->errorCount > 0)
        err << QStringLiteral("warning: %1 problem(s) while reading; the first: %2\n")
                   .arg(load->errorCount)
                   .arg(load->errors.value(0));
    const ExplorerIndex& index = *load->index;
    out << QStringLiteral(
               "Database: %1: %2 games read, %3 indexed (%4 plies each), %5 MB %6 in %7 s, %8 entries\n")
               .arg(o->path)
               .arg(load->gamesRead)
               .arg(load->games)
               .arg(o->plies)
               .arg(double(bytes.load()) / 1e6, 0, 'f', 1)
               .arg(load->fromCache ? QStringLiteral("(index from the cache)") : QStringLiteral("read"))
               .arg(seconds, 0, 'f', 2)
               .arg(index.entries());
    const Position& pos = o->position;
    out << QStringLiteral("Position: %1\n").arg(QString::fromStdString(pos.fen()));
    const std::vector<ExplorerMove> moves = index.moves(pos);
    quint64 total = 0;
    for (const ExplorerMove& m : moves) total += m.games;
    if (moves.empty()) {
        out << "No move of the database was played in this position.\n";
    } else {
        out << QStringLiteral("%1 %2 %3 %4 %5 %6 %7\n")
                   .arg(QStringLiteral("Move"), -7)
                   .arg(QStringLiteral("Games"), 8)
                   .arg(QStringLiteral("Share"), 7)
                   .arg(QStringLiteral("White"), 7)
                   .arg(QStringLiteral("Draw"), 7)
                   .arg(QStringLiteral("Black"), 7)
                   .arg(QStringLiteral("Score"), 7);
        for (const ExplorerMove& m : moves) {
            const double decided = m.decided();
            out << QStringLiteral("%1 %2 %3 %4 %5 %6 %7\n")
                       .arg(QString::fromStdString(toSan(pos, m.move)), -7)
                       .arg(m.games, 8)
                       .arg(percent(m.games, double(total)), 7)
                       .arg(percent(m.whiteWins, decided), 7)
                       .arg(percent(m.draws, decided), 7)
                       .arg(percent(m.blackWins, decided), 7)
                       .arg(percent(m.points(pos.sideToMove()), decided), 7);
        }
    }
    const ExplorerMove ended = index.endedIn(pos);
    if (ended.games > 0)
        out << QStringLiteral("Ended here: %1 game(s), %2 White, %3 draw(s), %4 Black\n")
                   .arg(ended.games)
                   .arg(ended.whiteWins)
                   .arg(ended.draws)
                   .arg(ended.blackWins);
    const std::vector<ExplorerListedGame> listed = index.games(pos);
    if (o->games > 0 && !listed.empty()) {
        out << "Top games:\n";
        for (std::size_t i = 0; i < listed.size() && int(i) < o->games; ++i) {
            const ExplorerGame& g = index.game(listed[i].id);
            const QString move = listed[i].move == Move::none()
                                     ? QStringLiteral("-")
                                     : QString::fromStdString(toSan(pos, listed[i].move));
            QStringList fields{
                QStringLiteral("%1 %2 - %3")
                    .arg(move, -6)
                    .arg(QString::fromStdString(g.whiteLabel()), QString::fromStdString(g.blackLabel())),
                QString::fromStdString(g.result)};
            for (const std::string& more : {g.date, g.event})
                if (!more.empty()) fields << QString::fromStdString(more);
            out << "  " << fields.join(QStringLiteral("  ")) << "\n";
        }
    }
    return 0;
}

} // namespace eschess::cli
