// eschess-cli book --from GAMES.pgn --out BOOK.bin [--max-ply N] [--min-games K]
// eschess-cli book --probe BOOK.bin [--fen FEN] [--moves "e2e4 e7e5 …"]
// Writes a Polyglot opening book from games, or lists a book's moves and weights for a position.
#include "app/cli/commands.h"

#include "book/book_builder.h"
#include "book/polyglot_book.h"
#include "book/polyglot_key.h"
#include "notation/pgn.h"
#include "notation/san.h"
#include "notation/uci_move.h"

#include <QCoreApplication>
#include <QFile>
#include <QTextStream>

namespace eschess::cli {

namespace {

QString tr(const char* text) { return QCoreApplication::translate("BookCommand", text); }

const char* const kUsage =
    "usage: eschess-cli book --from GAMES.pgn --out BOOK.bin [--max-ply N] [--min-games K]\n"
    "       eschess-cli book --probe BOOK.bin [--fen FEN] [--moves \"e2e4 e7e5 ...\"]\n"
    "  Writing: every position of the first N plies (default 16) of each finished game, with the move\n"
    "  played, kept when seen in at least K games (default 1); weight 2 per win and 1 per draw.\n";

int writeBook(const QString& from, const QString& outPath, int maxPly, int minGames) {
    QTextStream out(stdout), err(stderr);
    QFile f(from);
    if (!f.open(QIODevice::ReadOnly)) {
        err << "eschess-cli book: " << tr("cannot read '%1': %2").arg(from, f.errorString()) << "\n";
        return 2;
    }
    const PgnReadResult read = readPgn(f.readAll().toStdString());
    for (const std::string& e : read.errors) err << tr("warning: %1").arg(QString::fromStdString(e)) << "\n";
    if (read.games.empty()) {
        err << "eschess-cli book: " << tr("no game in '%1'").arg(from) << "\n";
        return 2;
    }
    const BookBuild build = buildBook(read.games, {maxPly, minGames});
    std::string why;
    if (!savePolyglotBook(outPath.toStdString(), build.entries, why)) {
        err << "eschess-cli book: " << QString::fromStdString(why) << "\n";
        return 1;
    }
    out << tr("Games: %1 used, %2 skipped (no result)").arg(build.gamesUsed).arg(build.gamesSkipped) << "\n";
    out << tr("Wrote %1 entries for %2 positions to %3 (max ply %4, min games %5)")
               .arg(build.entries.size())
               .arg(build.positions)
               .arg(outPath)
               .arg(maxPly)
               .arg(minGames)
        << "\n";
    return 0;
}

int probeBook(const QString& path, const QString& fen, const QString& moves) {
    QTextStream out(stdout), err(stderr);
    const Parsed<PolyglotBook> book = PolyglotBook::load(path.toStdString());
    if (!book) {
        err << "eschess-cli book: " << QString::fromStdString(book.error()) << "\n";
        return 2;
    }
    Position pos;
    if (!fen.isEmpty()) {
        const Parsed<Position> parsed = Position::fromFen(fen.toStdString());
        if (!parsed) {
            err << "eschess-cli book: " << tr("bad --fen: %1").arg(QString::fromStdString(parsed.error())) << "\n";
            return 2;
        }
        pos = *parsed;
    }
    for (const QString& text : moves.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        const Parsed<Move> m = parseUciMove(pos, text.toStdString());
        if (!m) {
            err << "eschess-cli book: " << tr("bad move in --moves: %1").arg(QString::fromStdString(m.error()))
                << "\n";
            return 2;
        }
        pos.makeMove(*m);
    }
    out << tr("Book: %1 (%2 entries)").arg(path).arg(book->size()) << "\n";
    out << tr("Position: %1").arg(QString::fromStdString(pos.fen())) << "\n";
    out << tr("Polyglot key: %1").arg(QStringLiteral("%1").arg(polyglotKey(pos), 16, 16, QLatin1Char('0'))) << "\n";
    const std::vector<BookMove> list = book->moves(pos);
    if (list.empty()) {
        out << tr("No book moves for this position.") << "\n";
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

int runBook(const QStringList& args) {
    QTextStream err(stderr);
    auto usageError = [&](const QString& why) {
        err << "eschess-cli book: " << why << "\n" << kUsage;
        return 2;
    };
    QString from, outPath, probe, fen, moves;
    int maxPly = 16, minGames = 1;
    for (int i = 0; i < args.size(); ++i) {
        const QString& a = args[i];
        const bool hasValue = i + 1 < args.size();
        bool ok = true;
        if (a == QLatin1String("--from") || a == QLatin1String("--out") || a == QLatin1String("--probe") ||
            a == QLatin1String("--fen") || a == QLatin1String("--moves")) {
            if (!hasValue) return usageError(tr("%1 needs a value").arg(a));
            QString& target = a == QLatin1String("--from")    ? from
                              : a == QLatin1String("--out")   ? outPath
                              : a == QLatin1String("--probe") ? probe
                              : a == QLatin1String("--fen")   ? fen
                                                              : moves;
            target = args[++i];
        } else if (a == QLatin1String("--max-ply")) {
            maxPly = hasValue ? args[++i].toInt(&ok) : 0;
            if (!ok || maxPly < 1 || maxPly > 1000) return usageError(tr("--max-ply needs plies from 1 to 1000"));
        } else if (a == QLatin1String("--min-games")) {
            minGames = hasValue ? args[++i].toInt(&ok) : 0;
            if (!ok || minGames < 1) return usageError(tr("--min-games needs a number of at least 1"));
        } else {
            return usageError(tr("unknown argument '%1'").arg(a));
        }
    }
    if (!probe.isEmpty()) {
        if (!from.isEmpty() || !outPath.isEmpty()) return usageError(tr("--probe cannot be combined with --from/--out"));
        return probeBook(probe, fen, moves);
    }
    if (from.isEmpty() || outPath.isEmpty()) return usageError(tr("writing a book needs --from and --out"));
    if (!fen.isEmpty() || !moves.isEmpty()) return usageError(tr("--fen and --moves are for --probe"));
    return writeBook(from, outPath, maxPly, minGames);
}

} // namespace eschess::cli
