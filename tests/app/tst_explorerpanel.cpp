// The games explorer in the app: a PGN database indexed on a worker thread (any size, read in
// pieces; cancel; a file that cannot be read), and its dock following the board, with each
// move's games, share, results and score, a double-click playing the move.

#include "app/core/explorercache.h"
#include "app/core/explorerloader.h"
#include "app/ui/boardwidget.h"
#include "app/ui/explorer/explorerpanel.h"
#include "core/position.h"
#include "notation/san.h"

#include <QLabel>
#include <QLineEdit>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace eschess;
using eschess::app::BoardWidget;
using eschess::app::ExplorerLoad;
using eschess::app::ExplorerLoader;
using eschess::app::ExplorerPanel;

namespace {

QByteArray game(const char* moves, const char* result) {
    return QByteArray("[Event \"t\"]\n[Result \"") + result + "\"]\n\n" + moves + " " + result + "\n\n";
}

// 1. e4 in three games (two wins for White, a draw), 1. d4 in one (a win for Black), and a
// game with an illegal move that still gives its first move.
QByteArray database() {
    return game("1. e4 e5 2. Nf3", "1-0") + game("1. e4 c5", "1-0") + game("1. e4 e5 2. Bc4", "1/2-1/2") +
           game("1. d4 d5", "0-1") + game("1. d4 Ke7", "0-1");
}

Position after(const char* san) {
    Position pos;
    pos.makeMove(*parseSan(pos, san));
    return pos;
}

} // namespace

class TestExplorerPanel : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;

    QString write(const char* name, const QByteArray& bytes) {
        const QString path = m_dir.filePath(QString::fromLatin1(name));
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size()) qFatal("cannot write %s", name);
        return path;
    }

  private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true); // the remembered database goes to a test location
        QDir(app::ExplorerCache::defaultDirectory()).removeRecursively(); // so are the saved indexes
        Position::init();
        QVERIFY(m_dir.isValid());
    }

    // Indexed a piece at a time (1 MiB), a file of 10,000 copies reads as 50,000 games, with the
    // bad games' messages naming their number and line in the whole file.
    void loaderReadsLargeFilesInPieces() {
        QByteArray big;
        for (int i = 0; i < 10000; ++i) big += database();
        QVERIFY(big.size() > 2 * ExplorerLoader::kPieceBytes);
        const QString path = write("big.pgn", big);
        std::atomic<bool> cancel{false};
        std::atomic<qint64> bytes{0};
        std::atomic<quint64> games{0};
        const auto load = ExplorerLoader::run(path, {}, 30, cancel, bytes, games);
        QVERIFY(load->failure.isEmpty());
        QVERIFY(load->index);
        QCOMPARE(load->games, quint64(50000));
        QCOMPARE(bytes.load(), qint64(big.size()));
        QCOMPARE(load->errorCount, qint64(10000));
        QCOMPARE(load->errors.size(), 100); // the first hundred kept
        QVERIFY2(load->errors.at(1).startsWith(QLatin1String("game 10 (line 49): move 1... Ke7")),
                 qPrintable(load->errors.at(1)));
        const auto moves = load->index->moves(Position());
        QCOMPARE(int(moves.size()), 2);
        QCOMPARE(moves[0].games, 30000u);
        QCOMPARE(moves[1].games, 20000u);
        // Any game is read again from its piece of the file: here the 25,004th (1. d4 d5) and the
        // last (1. d4, cut by its bad move), both in later pieces than the first.
        for (const std::uint32_t id : {25003u, 49999u}) {
            const eschess::ExplorerGame& listed = load->index->game(id);
            QVERIFY(listed.source.textOffset > 0);
            QString error;
            const auto again = ExplorerLoader::readGame(path, listed, &error);
            QVERIFY2(again, qPrintable(error));
            QCOMPARE(int(again->moves.size()), id == 25003u ? 2 : 1);
            QCOMPARE(QString::fromStdString(toSan(Position(), again->moves[0])), QStringLiteral("d4"));
        }
    }

    void loaderStopsWhenCancelledOrUnreadable() {
        std::atomic<bool> cancel{true};
        std::atomic<qint64> bytes{0};
        std::atomic<quint64> games{0};
        const auto cancelled = ExplorerLoader::run(write("c.pgn", database()), {}, 30, cancel, bytes, games);
        QVERIFY(cancelled->cancelled);
        QVERIFY(!cancelled->index);
        cancel = false;
        const auto missing =
            ExplorerLoader::run(m_dir.filePath(QStringLiteral("none.pgn")), {}, 30, cancel, bytes, games);
        QVERIFY(!missing->index);
        QVERIFY2(missing->failure.startsWith(QLatin1String("Cannot open none.pgn")),
                 qPrintable(missing->failure));
    }

    // A second reading of the same file with the same filter and plies takes the saved index
    // (the same index, counts and messages); a changed file, another filter or a damaged cache
    // file is indexed again; files below the size limit are not saved; the folder keeps kKept.
    void cacheKeepsTheIndexOfAnUnchangedFile() {
        QTemporaryDir cacheDir;
        const app::ExplorerCache cache(cacheDir.path(), 0);
        const QString path = write("cached.pgn", database());
        std::atomic<bool> cancel{false};
        std::atomic<qint64> bytes{0};
        std::atomic<quint64> games{0};
        const auto read = [&](const app::ExplorerFilter& filter = {}, int plies = 30) {
            return ExplorerLoader::run(path, filter, plies, cancel, bytes, games, &cache);
        };
        const auto first = read();
        QVERIFY(!first->fromCache);
        QVERIFY(QFileInfo::exists(cache.fileFor(path, {}, 30)));
        const auto second = read();
        QVERIFY(second->fromCache);
        QVERIFY(*second->index == *first->index);
        QCOMPARE(second->gamesRead, quint64(5));
        QCOMPARE(second->games, quint64(5));
        QCOMPARE(second->errorCount, qint64(1));
        QCOMPARE(second->errors, first->errors);
        QCOMPARE(bytes.load(), QFileInfo(path).size());

        // Another filter or ply count is another index.
        app::ExplorerFilter onlyRated;
        onlyRated.minElo = 1;
        QVERIFY(!read(onlyRated)->fromCache);
        QVERIFY(read(onlyRated)->fromCache);
        QCOMPARE(read(onlyRated)->games, quint64(0));
        QVERIFY(!read({}, 2)->fromCache);

        // The file changed: one game more. Its modification time may not move within the
        // clock's resolution, but its size does.
        write("cached.pgn", database() + game("1. c4 e5", "1-0"));
        const auto changed = read();
        QVERIFY(!changed->fromCache);
        QCOMPARE(changed->games, quint64(6));
        QVERIFY(read()->fromCache);

        // A damaged cache file is read around, then saved over.
        QFile damaged(cache.fileFor(path, {}, 30));
        QVERIFY(damaged.open(QIODevice::ReadWrite));
        damaged.seek(damaged.size() / 2);
        damaged.write("garbage");
        damaged.close();
        const auto afterDamage = read();
        QVERIFY(!afterDamage->fromCache);
        QCOMPARE(afterDamage->games, quint64(6));
        QVERIFY(read()->fromCache);

        // A file that changes while it is indexed: the index is saved with the file as it was
        // when the reading began, so the next reading does not take it.
        const auto before = read({}, 3);
        write("cached.pgn", database());
        QVERIFY(cache.store(*before, 3));
        QVERIFY(!read({}, 3)->fromCache);
        QVERIFY(read({}, 3)->fromCache);

        // Small files are not saved.
        const app::ExplorerCache bigOnly(cacheDir.filePath(QStringLiteral("big")), 1 << 20);
        QVERIFY(!ExplorerLoader::run(path, {}, 30, cancel, bytes, games, &bigOnly)->fromCache);
        QVERIFY(!ExplorerLoader::run(path, {}, 30, cancel, bytes, games, &bigOnly)->fromCache);
        QVERIFY(!QDir(bigOnly.directory()).exists());

        // The folder keeps the kKept indexes used last.
        for (int plies = 1; plies <= app::ExplorerCache::kKept + 3; ++plies) read({}, plies);
        QCOMPARE(QDir(cacheDir.path()).entryList({QStringLiteral("*.esxi")}, QDir::Files).size(),
                 qsizetype(app::ExplorerCache::kKept));
        QVERIFY(QFileInfo::exists(cache.fileFor(path, {}, app::ExplorerCache::kKept + 3)));
    }

    // The dock follows the board and plays a double-clicked move.
    void panelFollowsTheBoard() {
        BoardWidget board;
        ExplorerPanel panel(&board);
        QVERIFY(panel.statusText().startsWith(QLatin1String("Open a PGN database")));
        QSignalSpy finished(panel.loader(), &ExplorerLoader::finished);
        panel.openDatabase(write("db.pgn", database()));
        panel.loader()->waitForFinished();
        QCOMPARE(finished.count(), 1);
        QCOMPARE(panel.databaseText(), QStringLiteral("db.pgn: 5 game(s)"));
        QCOMPARE(panel.moveCount(), 2);
        QCOMPARE(panel.moveText(0, 0), QStringLiteral("e4"));
        QCOMPARE(panel.moveText(0, 1), QStringLiteral("3"));
        QCOMPARE(panel.moveText(0, 2), QStringLiteral("60.0%"));
        QCOMPARE(panel.moveText(0, 3), QStringLiteral("66.7% / 33.3% / 0.0%"));
        QCOMPARE(panel.moveText(0, 4), QStringLiteral("83.3%")); // White's 2.5 of 3
        QCOMPARE(panel.moveText(1, 0), QStringLiteral("d4"));
        QCOMPARE(panel.moveText(1, 4), QStringLiteral("0.0%"));
        QCOMPARE(panel.statusText(), QStringLiteral("5 game(s) from this position."));
        QVERIFY(panel.findChildren<QLabel*>().size() > 0);

        board.setPosition(after("e4"));
        QCOMPARE(panel.moveCount(), 2);
        QCOMPARE(panel.moveText(0, 0), QStringLiteral("e5"));
        QCOMPARE(panel.moveText(0, 4), QStringLiteral("25.0%")); // Black's half point of 2
        QSignalSpy chosen(&panel, &ExplorerPanel::moveChosen);
        panel.chooseRow(1);
        QCOMPARE(chosen.count(), 1);
        QCOMPARE(QString::fromStdString(toSan(board.position(), chosen.at(0).at(0).value<Move>())),
                 QStringLiteral("c5"));

        board.setPosition(after("a3"));
        QCOMPARE(panel.moveCount(), 0);
        QCOMPARE(panel.statusText(), QStringLiteral("No game of the database reaches this position."));
    }

    // Below the moves, the games that reached the position, best rated first; a double-click
    // reads the game again from the file and hands it over with the position.
    void gamesListOpensAGame() {
        const QByteArray bytes =
            "[White \"Low\"]\n[Black \"B1\"]\n[WhiteElo \"1500\"]\n[Date \"2020.01.02\"]\n[Event \"Club\"]\n"
            "[Result \"1-0\"]\n\n1. e4 e5 2. Nf3 1-0\n\n"
            "[White \"High\"]\n[Black \"B2\"]\n[WhiteElo \"2500\"]\n[BlackElo \"2400\"]\n"
            "[Result \"1/2-1/2\"]\n\n1. e4 c5 1/2-1/2\n\n";
        const QString path = write("top.pgn", bytes);
        BoardWidget board;
        ExplorerPanel panel(&board);
        panel.openDatabase(path);
        panel.loader()->waitForFinished();
        QCOMPARE(panel.gameCount(), 2);
        QCOMPARE(panel.gameText(0, 0), QStringLiteral("e4"));
        QCOMPARE(panel.gameText(0, 1), QStringLiteral("High (2500)"));
        QCOMPARE(panel.gameText(0, 2), QStringLiteral("B2 (2400)"));
        QCOMPARE(panel.gameText(0, 3), QStringLiteral("½-½"));
        QCOMPARE(panel.gameText(1, 1), QStringLiteral("Low (1500)"));
        QCOMPARE(panel.gameText(1, 2), QStringLiteral("B1"));
        QCOMPARE(panel.gameText(0, 4), QStringLiteral("1")); // moves: 1. e4 c5
        QCOMPARE(panel.gameText(1, 4), QStringLiteral("2")); // 1. e4 e5 2. Nf3
        QCOMPARE(panel.gameText(1, 5), QStringLiteral("2020.01.02"));
        QCOMPARE(panel.gameText(1, 6), QStringLiteral("Club"));

        board.setPosition(after("e4"));
        QCOMPARE(panel.gameText(0, 0), QStringLiteral("c5")); // each game's own move here
        QCOMPARE(panel.gameText(1, 0), QStringLiteral("e5"));
        std::vector<std::pair<PgnGame, Position>> chosen;
        connect(&panel, &ExplorerPanel::gameChosen,
                [&](const PgnGame& g, const Position& at) { chosen.emplace_back(g, at); });
        panel.chooseGame(1);
        QCOMPARE(int(chosen.size()), 1);
        QCOMPARE(QString::fromStdString(chosen[0].first.tag("White")), QStringLiteral("Low"));
        QCOMPARE(int(chosen[0].first.moves.size()), 3);
        QCOMPARE(chosen[0].second.key(), after("e4").key());

        // The game ended in 1. e4 e5 2. Nf3: listed there though no move was played from it.
        Position end = after("e4");
        for (const char* san : {"e5", "Nf3"}) end.makeMove(*parseSan(end, san));
        board.setPosition(end);
        QCOMPARE(panel.moveCount(), 0);
        QCOMPARE(panel.gameCount(), 1);
        QCOMPARE(panel.gameText(0, 0), QStringLiteral("–"));
        QCOMPARE(panel.statusText(), QStringLiteral("1 game(s) ended in this position."));

        // Changed after it was indexed: the game is not opened, and the panel says why.
        write("top.pgn", QByteArray(bytes).replace("Low", "Lwo"));
        board.setPosition(Position());
        panel.chooseGame(1);
        QCOMPARE(int(chosen.size()), 1);
        QCOMPARE(panel.statusText(),
                 QStringLiteral("top.pgn has changed since it was indexed; open it again."));
        // The same players and result over other moves: changed too.
        write("top.pgn", QByteArray(bytes).replace("2. Nf3", "2. Nc3"));
        panel.chooseGame(1);
        QCOMPARE(int(chosen.size()), 1);
        write("top.pgn", bytes); // as it was: opens again
        panel.chooseGame(1);
        QCOMPARE(int(chosen.size()), 2);
    }

    // The filter: a part of a player's name in any case (Cyrillic too), with a colour or either,
    // and a minimum mean rating that unrated games do not reach.
    void filterAcceptsByPlayerAndRating() {
        const auto games = readPgn("[White \"Карпов, Анатолий\"]\n[Black \"Kasparov, Garry\"]\n"
                                   "[WhiteElo \"2700\"]\n[BlackElo \"-\"]\n\n1. e4 *\n\n"
                                   "[White \"Kasparov, Garry\"]\n[Black \"X\"]\n\n1. d4 *\n")
                               .games;
        QCOMPARE(int(games.size()), 2);
        using eschess::app::ExplorerFilter;
        const auto accepts = [&](const QString& player, ExplorerFilter::Side side, int minElo) {
            ExplorerFilter f;
            f.player = player;
            f.side = side;
            f.minElo = minElo;
            return QString::number(f.accepts(games[0])) + QString::number(f.accepts(games[1]));
        };
        QCOMPARE(accepts(QString(), ExplorerFilter::EitherSide, 0), QStringLiteral("11"));
        QCOMPARE(accepts(QStringLiteral("kasp"), ExplorerFilter::EitherSide, 0), QStringLiteral("11"));
        QCOMPARE(accepts(QStringLiteral("KASP"), ExplorerFilter::AsWhite, 0), QStringLiteral("01"));
        QCOMPARE(accepts(QStringLiteral("Kasparov"), ExplorerFilter::AsBlack, 0), QStringLiteral("10"));
        QCOMPARE(accepts(QStringLiteral("карпов"), ExplorerFilter::EitherSide, 0), QStringLiteral("10"));
        QCOMPARE(accepts(QStringLiteral("  Garry "), ExplorerFilter::EitherSide, 0), QStringLiteral("11"));
        // 2700 alone (the "-" is no rating) is the mean; the second game has none.
        QCOMPARE(accepts(QString(), ExplorerFilter::EitherSide, 2700), QStringLiteral("10"));
        QCOMPARE(accepts(QString(), ExplorerFilter::EitherSide, 2701), QStringLiteral("00"));
        QVERIFY(!ExplorerFilter().active());
    }

    // Set in the panel, the filter indexes the database again with only the games it accepts,
    // and says how many of all; cleared, every game counts again.
    void panelFilterIndexesAgain() {
        QByteArray bytes;
        for (const char* white : {"Alice", "Bob", "alice"})
            bytes += QByteArray("[White \"") + white + "\"]\n[Black \"Carol\"]\n" + game("1. e4 e5", "1-0");
        bytes += game("1. d4 d5", "0-1");
        BoardWidget board;
        ExplorerPanel panel(&board);
        QSignalSpy finished(panel.loader(), &ExplorerLoader::finished);
        panel.openDatabase(write("filter.pgn", bytes));
        panel.loader()->waitForFinished();
        QCOMPARE(panel.databaseText(), QStringLiteral("filter.pgn: 4 game(s)"));
        eschess::app::ExplorerFilter alice;
        alice.player = QStringLiteral("ALICE");
        panel.setFilter(alice);
        panel.loader()->waitForFinished();
        QCOMPARE(finished.count(), 2);
        QCOMPARE(panel.databaseText(), QStringLiteral("filter.pgn: 2 of 4 game(s)"));
        QCOMPARE(panel.moveCount(), 1);
        QCOMPARE(panel.moveText(0, 1), QStringLiteral("2"));
        QCOMPARE(panel.gameCount(), 2);
        QCOMPARE(panel.filter().player, QStringLiteral("ALICE"));
        panel.setFilter(alice); // the same filter: nothing to read again
        panel.loader()->waitForFinished();
        QCOMPARE(finished.count(), 2);
        panel.setFilter({});
        panel.loader()->waitForFinished();
        QCOMPARE(panel.databaseText(), QStringLiteral("filter.pgn: 4 game(s)"));
        QCOMPARE(panel.moveCount(), 2);
        QCOMPARE(finished.count(), 3);
        // Typed in the row: read again once the typing pauses.
        panel.findChild<QLineEdit*>()->setText(QStringLiteral("bo"));
        panel.findChild<QLineEdit*>()->setText(QStringLiteral("bob"));
        QTRY_COMPARE(finished.count(), 4);
        QCOMPARE(panel.databaseText(), QStringLiteral("filter.pgn: 1 of 4 game(s)"));
    }

    // A second file asked for while the first is read: the first is cancelled, the second read.
    void aNewFileReplacesOneBeingRead() {
        QByteArray big;
        for (int i = 0; i < 20000; ++i) big += database();
        BoardWidget board;
        ExplorerPanel panel(&board);
        QSignalSpy finished(panel.loader(), &ExplorerLoader::finished);
        panel.openDatabase(write("first.pgn", big));
        panel.openDatabase(write("second.pgn", database()));
        QVERIFY(QTest::qWaitFor([&] { return finished.count() == 2; }, 20000));
        QVERIFY(finished.at(0).at(0).value<std::shared_ptr<const ExplorerLoad>>()->cancelled);
        QCOMPARE(panel.databaseText(), QStringLiteral("second.pgn: 5 game(s)"));
        QCOMPARE(panel.moveCount(), 2);
    }

    // A file that cannot be read leaves the database shown as it was and says why.
    void aFailedFileKeepsTheDatabase() {
        BoardWidget board;
        ExplorerPanel panel(&board);
        panel.openDatabase(write("db2.pgn", database()));
        panel.loader()->waitForFinished();
        panel.openDatabase(m_dir.filePath(QStringLiteral("gone.pgn")));
        panel.loader()->waitForFinished();
        QVERIFY(panel.statusText().startsWith(QLatin1String("Cannot open gone.pgn")));
        QCOMPARE(panel.databaseText(), QStringLiteral("db2.pgn: 5 game(s)"));
        board.setPosition(Position());
        QCOMPARE(panel.moveCount(), 2);
    }
};

QTEST_MAIN(TestExplorerPanel)
#include "tst_explorerpanel.moc"
