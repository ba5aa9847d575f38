// eschess-cli book --from GAMES.pgn --out BOOK.bin [--max-ply N] [--min-games K]
// eschess-cli book --probe BOOK.bin [--fen FEN] [--moves "e2e4 e7e5 …"]
// Writes a Polyglot opening book from games, or lists a book's moves and weights for a position.
#include "app/cli/commands.h"

#include "app/core/textinput.h"

#include "book/book_builder.h"
#include "book/polyglot_book.h"
#include "book/polyglot_key.h"
#include "notation/pgn.h"
#include "notation/san.h"
#include "notation/uci_move.h"

#include <QTextStream>

namespace eschess::cli {

using namespace eschess::app;

namespace {

int writeBook(const BookOptions& o) {
    QTextStream out(stdout), err(stderr);
    QString why;
    const std::optional<QByteArray> text = readTextInput(o.fromPath, &why);
    if (!text) {
        err << "eschess-cli book: " << why << "\n";
        return 2;
    }
    const PgnReadResult read = readPgn(text->toStdString());
    for (const QString& e : cappedMessages(read.errors)) err << "warning: " << e << "\n";
    if (read.games.empty()) {
        err << "eschess-cli book: " << QStringLiteral("no game in '%1'").arg(o.fromPath) << "\n";
        return 2;
    }
    const BookBuild build = buildBook(read.games, {o.maxPly, o.minGames});
    std::string saveError;
    if (!savePolyglotBook(o.outPath.toStdString(), build.entries, saveError)) {
        err << "eschess-cli book: " << QString::fromStdString(saveError) << "\n";
        return 1;
    }
    out << QStringLiteral("Games: %1 used, %2 skipped (no result)").arg(build.gamesUsed).arg(build.gamesSkipped)
        << "\n";
    out << QStringLiteral("Wrote %1 entries for %2 positions to %3 (max ply %4, min games %5)")
               .arg(build.entries.size())
               .arg(build.positions)
               .arg(o.outPath)
               .arg(o.maxPly)
               .arg(o.minGames)
        << "\n";
    return 0;
}

int probeBook(const BookOptions& o) {
    QTextStream out(stdout), err(stderr);
    const Parsed<PolyglotBook> book = PolyglotBook::load(o.probePath.toStdString());
    if (!book) {
        err << "eschess-cli book: " << QString::fromStdString(book.error()) << "\n";
        return 2;
    }
    const Position& pos = o.position;
    out << QStringLiteral("Book: %1 (%2 entries)").arg(o.probePath).arg(book->size()) << "\n";
    out << QStringLiteral("Position: %1").arg(QString::fromStdString(pos.fen())) << "\n";
    out << QStringLiteral("Polyglot key: %1").arg(polyglotKey(pos), 16, 16, QLatin1Char('0')) << "\n";
    const std::vector<BookMove> list = book->moves(pos);
    if (list.empty()) {
        out << "No book moves for this position.\n";
        return 0;
    }
    double total = 0;
    for (const BookMove& m : list) total += m.weight;
    for (const BookMove& m : list) {
        const double share = total > 0 ? 100.0 * m.weight / total : 0.0;
        out << QStringLiteral("%1 %2 %3 %4%\n")
                   .arg(QString::fromStdString(toSan(pos, m.move)), -8)
                   .arg(QString::fromStdString(toUci(m.move)), -6)
                   .arg(m.weight, 6)
                   .arg(share, 6, 'f', 1);
    }
    return 0;
}

} // namespace

std::optional<BookOptions> parseBookOptions(const QStringList& args, CliStop& stop) {
    CommandLine cl(QStringLiteral("book"),
                   QStringLiteral("--from GAMES.pgn --out BOOK.bin [--max-ply N] [--min-games K]\n"
                                  "       eschess-cli book --probe BOOK.bin [--fen FEN] [--moves \"e2e4 e7e5 ...\"]"),
                   QStringLiteral("Writes a Polyglot opening book: every position of the first N plies of each "
                                  "finished game, with the move played, kept when seen in at least K games; "
                                  "weight 2 per win and 1 per draw. Or lists a book's moves for a position."));
    cl.addValue(QStringLiteral("from"), QStringLiteral("GAMES.pgn"), QStringLiteral("The games to learn from."));
    cl.addValue(QStringLiteral("out"), QStringLiteral("BOOK.bin"), QStringLiteral("The book to write."));
    cl.addValue(QStringLiteral("max-ply"), QStringLiteral("N"),
                QStringLiteral("Plies of each game to use; default 16"), kBookPlyRange);
    cl.addValue(QStringLiteral("min-games"), QStringLiteral("K"),
                QStringLiteral("Least games per move; default 1"), kBookMinGamesRange);
    cl.addValue(QStringLiteral("probe"), QStringLiteral("BOOK.bin"),
                QStringLiteral("List this book's moves and weights for a position."));
    cl.addValue(QStringLiteral("fen"), QStringLiteral("FEN"),
                QStringLiteral("With --probe: the position; default the starting position."));
    cl.addValue(QStringLiteral("moves"), QStringLiteral("MOVES"),
                QStringLiteral("With --probe: UCI moves played from the position, space-separated."));
    return parseWith(cl, args, stop, [&]() -> std::optional<BookOptions> {
        if (!cl.positional().isEmpty())
            return cl.refuse(QStringLiteral("unexpected argument '%1'").arg(cl.positional().first()));
        BookOptions o;
        const bool writing = cl.isSet(QStringLiteral("from")) || cl.isSet(QStringLiteral("out")) ||
                             cl.isSet(QStringLiteral("max-ply")) || cl.isSet(QStringLiteral("min-games"));
        if (cl.isSet(QStringLiteral("probe"))) {
            if (writing)
                return cl.refuse(
                    QStringLiteral("--probe cannot be combined with --from, --out, --max-ply or --min-games"));
            o.probePath = cl.value(QStringLiteral("probe"));
            if (cl.isSet(QStringLiteral("fen"))) {
                const Parsed<Position> parsed = Position::fromFen(cl.value(QStringLiteral("fen")).toStdString());
                if (!parsed) return cl.refuse(QStringLiteral("--fen: %1").arg(QString::fromStdString(parsed.error())));
                o.position = *parsed;
            }
            for (const QString& text : cl.value(QStringLiteral("moves")).split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
                const Parsed<Move> m = parseUciMove(o.position, text.toStdString());
                if (!m) return cl.refuse(QStringLiteral("--moves: %1").arg(QString::fromStdString(m.error())));
                o.position.makeMove(*m);
            }
            return o;
        }
        if (cl.isSet(QStringLiteral("fen")) || cl.isSet(QStringLiteral("moves")))
            return cl.refuse(QStringLiteral("--fen and --moves are for --probe"));
        if (!cl.isSet(QStringLiteral("from"))) return cl.refuse(QStringLiteral("--from is missing"));
        if (!cl.isSet(QStringLiteral("out"))) return cl.refuse(QStringLiteral("--out is missing"));
        o.fromPath = cl.value(QStringLiteral("from"));
        o.outPath = cl.value(QStringLiteral("out"));
        const auto maxPly = cl.integer(QStringLiteral("max-ply"), kBookPlyRange, 16);
        if (!maxPly) return std::nullopt;
        const auto minGames = cl.integer(QStringLiteral("min-games"), kBookMinGamesRange, 1);
        if (!minGames) return std::nullopt;
        o.maxPly = int(*maxPly);
        o.minGames = int(*minGames);
        return o;
    });
}

int runBook(const QStringList& args) {
    CliStop stop;
    const auto o = parseBookOptions(args, stop);
    if (!o) return report(stop);
    return o->probePath.isEmpty() ? writeBook(*o) : probeBook(*o);
}

} // namespace eschess::cli
