// NNUE training data: the 32-byte marlinformat records round-trip exactly and match the
// published layout byte for byte; corrupt records are refused with a message; datagen keeps
// only quiet, unmated, unchecked positions and appends so that a stopped run resumes.
#include "core/movegen.h"
#include "core/position.h"
#include "nnue/datagen.h"
#include "nnue/packed_board.h"
#include "nnue/pgn_data.h"
#include "notation/pgn.h"
#include "search/pvssearcher.h"

#include <QTemporaryDir>
#include <QtTest>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <random>

using namespace eschess;
using namespace eschess::nnue;

namespace {

Position fromFen(const char* fen) {
    Parsed<Position> p = Position::fromFen(fen);
    if (!p) qFatal("bad test FEN %s: %s", fen, p.error().c_str());
    return *p;
}

std::vector<PackedBoard> readRecords(const std::string& path) {
    std::vector<PackedBoard> out;
    std::ifstream in(path, std::ios::binary);
    PackedBoard b;
    while (in.read(reinterpret_cast<char*>(b.bytes.data()), PackedBoard::kSize)) out.push_back(b);
    return out;
}

} // namespace

class TestNnueData : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { PvsSearcher::initOnce(); }

    // The start position, byte by byte as marlinflow lays it out.
    void startPositionBytes() {
        const PackedBoard b = packBoard(Position(), -5, WhiteResult::WhiteWin);
        const std::array<std::uint8_t, 32> expected = {
            0xFF, 0xFF, 0x00, 0x00, 0x00, 0x00, 0xFF, 0xFF, // occupancy
            0x16, 0x42, 0x25, 0x61, 0x00, 0x00, 0x00, 0x00, // R(castling) N B Q K B N R(castling), pawns
            0x88, 0x88, 0x88, 0x88, 0x9E, 0xCA, 0xAD, 0xE9, // black pawns, r n b q k b n r
            0x40, 0x00, 0x01, 0x00, 0xFB, 0xFF, 0x02, 0x00, // white, no ep; clocks; -5; White won
        };
        QCOMPARE(b.bytes, expected);
    }

    void roundTripFixed_data() {
        QTest::addColumn<QString>("fen");
        QTest::newRow("start") << QString::fromLatin1(Position::kStartFen);
        QTest::newRow("kiwipete") << "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
        QTest::newRow("ep black") << "rnbqkbnr/pppp1ppp/8/8/3Pp3/4P3/PPP2PPP/RNBQKBNR b Kq d3 0 3";
        QTest::newRow("ep white") << "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3";
        QTest::newRow("one right") << "r3k3/8/8/8/8/8/8/4K3 b q - 0 1";
        QTest::newRow("clocks") << "8/8/8/8/8/8/8/K6k b - - 99 200";
        QTest::newRow("rook home no right") << "r3k2r/8/8/8/8/8/8/R3K2R w Kq - 3 30";
    }
    void roundTripFixed() {
        QFETCH(QString, fen);
        const Position pos = fromFen(fen.toLatin1().constData());
        for (const auto& [score, result] : {std::pair{0, WhiteResult::Draw}, std::pair{-32767, WhiteResult::BlackWin},
                                            std::pair{1234, WhiteResult::WhiteWin}}) {
            const Parsed<UnpackedBoard> u = unpackBoard(packBoard(pos, score, result));
            QVERIFY2(u.ok(), u.error().c_str());
            QCOMPARE(QString::fromStdString(u->position.fen()), fen);
            QCOMPARE(u->whiteScore, score);
            QCOMPARE(u->result, result);
        }
        // Scores beyond 16 bits are clamped, not wrapped.
        QCOMPARE(unpackBoard(packBoard(pos, 40000, WhiteResult::Draw))->whiteScore, 32767);
        QCOMPARE(unpackBoard(packBoard(pos, -40000, WhiteResult::Draw))->whiteScore, -32767);
    }

    // Thousands of positions from random games (castling lost, en passant, promotions).
    void roundTripRandomGames() {
        std::mt19937_64 rng(19);
        int checked = 0;
        for (int game = 0; game < 60; ++game) {
            Position pos;
            for (int ply = 0; ply < 120; ++ply) {
                const MoveList moves = legalMoves(pos);
                if (moves.size() == 0 || pos.halfmoveClock() > 255) break;
                const int score = int(rng() % 4001) - 2000;
                const Parsed<UnpackedBoard> u = unpackBoard(packBoard(pos, score, WhiteResult(ply % 3)));
                QVERIFY2(u.ok(), u.error().c_str());
                QCOMPARE(u->position.fen(), pos.fen());
                QCOMPARE(u->position.key(), pos.key());
                QCOMPARE(u->whiteScore, score);
                ++checked;
                pos.makeMove(moves[int(rng() % std::uint64_t(moves.size()))]);
            }
        }
        QVERIFY(checked > 3000);
    }

    void corruptRecordsRefused_data() {
        QTest::addColumn<int>("byte");
        QTest::addColumn<int>("value");
        QTest::addColumn<QString>("message");
        QTest::newRow("piece code 7") << 12 << 0x07 << "piece code 7";
        QTest::newRow("result 3") << 30 << 3 << "result byte 3";
        QTest::newRow("ep 65") << 24 << 65 << "en-passant square 65";
        QTest::newRow("no white king") << 10 << 0x20 << "record:"; // e1's king becomes a pawn
        QTest::newRow("castling rook off corner") << 12 << 0x06 << "castling rook on square 8";
    }
    void corruptRecordsRefused() {
        QFETCH(int, byte);
        QFETCH(int, value);
        QFETCH(QString, message);
        PackedBoard b = packBoard(Position(), 0, WhiteResult::Draw);
        b.bytes[std::size_t(byte)] = std::uint8_t(value);
        const Parsed<UnpackedBoard> u = unpackBoard(b);
        QVERIFY(!u.ok());
        QVERIFY2(QString::fromStdString(u.error()).contains(message), u.error().c_str());
    }

    void filter() {
        const Position quiet = fromFen("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3");
        QVERIFY(keepForTraining(quiet, Move(SqF1, SqB5), 30));
        QVERIFY(!keepForTraining(quiet, Move(SqF3, SqE5), 30));     // a capture
        QVERIFY(!keepForTraining(quiet, Move(SqF1, SqB5), mateIn(7))); // a mate score
        QVERIFY(!keepForTraining(quiet, Move(SqF1, SqB5), matedIn(4)));
        QVERIFY(keepForTraining(quiet, Move(SqF1, SqB5), kMateBound - 1)); // a big but real score
        const Position check = fromFen("rnbqkbnr/ppp2ppp/8/1B1pp3/4P3/8/PPPP1PPP/RNBQK1NR b KQkq - 1 3");
        QVERIFY(check.inCheck());
        QVERIFY(!keepForTraining(check, Move(SqC7, SqC6), 0));
        const Position promo = fromFen("8/4P3/8/8/8/8/k7/6K1 w - - 0 1");
        QVERIFY(!keepForTraining(promo, Move(SqE7, SqE8, MoveKind::Promotion, Queen), 800));
        QVERIFY(keepForTraining(promo, Move(SqG1, SqF2), 800));
    }

    void arguments() {
        DatagenOptions o;
        QCOMPARE(parseDatagenArgs({"--out", "x.data", "--threads", "2", "--seed", "7", "--nodes", "3000"}, o), std::string());
        QCOMPARE(o.threads, 2);
        QCOMPARE(o.seed, 7u);
        QCOMPARE(o.softNodes, 3000u);
        DatagenOptions p;
        QCOMPARE(parseDatagenArgs({"--threads", "2"}, p), std::string("datagen: --out FILE is required"));
        QCOMPARE(parseDatagenArgs({"--out", "x", "--threads", "0"}, p),
                 std::string("datagen: --threads must be a number from 1 to 64, got '0'"));
        QCOMPARE(parseDatagenArgs({"--out", "x", "--bogus", "1"}, p), std::string("datagen: unknown option '--bogus'"));
        QCOMPARE(parseDatagenArgs({"--out"}, p), std::string("datagen: --out needs a value"));
        QCOMPARE(p.eval, std::string("nnue")); // the engine's default evaluation
        QCOMPARE(parseDatagenArgs({"--out", "x", "--eval", "hce"}, p), std::string());
        QCOMPARE(p.eval, std::string("hce"));
        QCOMPARE(parseDatagenArgs({"--out", "x", "--chess960", "101"}, p),
                 std::string("datagen: --chess960 must be a number from 0 to 100, got '101'"));
        QCOMPARE(parseDatagenArgs({"--out", "x", "--chess960", "25"}, p), std::string());
        QCOMPARE(p.chess960Percent, 25);
    }

    // --chess960 100: every game from a Chess960 start; the records read back, castling rooks
    // off the corners included, and no game starts as standard chess does.
    void chess960Starts() {
        QTemporaryDir dir;
        DatagenOptions o;
        o.games = 3;
        o.softNodes = 300;
        o.randomPlies = 0;
        o.chess960Percent = 100;
        o.outPath = dir.filePath("c960.data").toStdString();
        std::atomic<bool> stop{false};
        std::vector<std::string> log;
        QCOMPARE(runDatagen(o, stop, [&](const std::string& line) { log.push_back(line); }), 0);
        QVERIFY(QString::fromStdString(log.front()).endsWith("100% of games from Chess960 starts"));
        const std::vector<PackedBoard> records = readRecords(o.outPath);
        QVERIFY(records.size() > 10);
        int chess960 = 0;
        for (const PackedBoard& b : records) {
            const Parsed<UnpackedBoard> u = unpackBoard(b);
            QVERIFY2(u.ok(), u.error().c_str());
            chess960 += u->position.isChess960();
        }
        // The first record comes from the first game's opening: not the standard back rank.
        const Position first = unpackBoard(records.front())->position;
        QVERIFY(first.pieceOn(SqA1) != WhiteRook || first.pieceOn(SqB1) != WhiteKnight ||
                first.pieceOn(SqE1) != WhiteKing || first.pieceOn(SqD1) != WhiteQueen);
        qInfo("%d of %d records with a Chess960 castling rook", chess960, int(records.size()));
        QVERIFY(chess960 > 0);
    }

    // The bootstrap's games: played by the network (compiled in, or a file); a file that is no
    // network stops the run before the output is touched.
    void networkPlays() {
        QTemporaryDir dir;
        DatagenOptions o;
        o.games = 1;
        o.softNodes = 400;
        o.eval = "nnue";
        o.outPath = dir.filePath("net.data").toStdString();
        std::atomic<bool> stop{false};
        std::vector<std::string> log;
        auto logTo = [&](const std::string& line) { log.push_back(line); };
        QCOMPARE(runDatagen(o, stop, logTo), 0);
        QVERIFY(QString::fromStdString(log.front()).endsWith("nodes per move, evaluation nnue"));
        const std::vector<PackedBoard> byNet = readRecords(o.outPath);
        QVERIFY(byNet.size() > 10);

        // The same game with the hand-written evaluation scores differently.
        o.eval = "hce";
        o.outPath = dir.filePath("hce.data").toStdString();
        QCOMPARE(runDatagen(o, stop, logTo), 0);
        const std::vector<PackedBoard> byHce = readRecords(o.outPath);
        QVERIFY(!byHce.empty());
        QVERIFY(byHce.front().bytes != byNet.front().bytes);

        const std::string junk = dir.filePath("junk.nnue").toStdString();
        std::ofstream(junk) << "not a network";
        o.eval = junk;
        o.outPath = dir.filePath("never.data").toStdString();
        QCOMPARE(runDatagen(o, stop, logTo), 1);
        QCOMPARE(log.back(), "datagen: --eval: " + junk + ": network: not an Eschess network file (no ESNN header)");
        QVERIFY(!std::filesystem::exists(o.outPath));
    }

    // Two short runs into one file: every record is a legal, kept position with a consistent
    // result; the second run appends after cutting off a partial record, and plays new games.
    void generateAndResume() {
        QTemporaryDir dir;
        const std::string path = dir.filePath("gen.data").toStdString();
        DatagenOptions o;
        o.outPath = path;
        o.games = 2;
        o.softNodes = 400;
        o.seed = 5;
        std::atomic<bool> stop{false};
        std::vector<std::string> log;
        auto logTo = [&](const std::string& line) { log.push_back(line); };
        QCOMPARE(runDatagen(o, stop, logTo), 0);
        const std::vector<PackedBoard> first = readRecords(path);
        QVERIFY(first.size() > 20);
        QCOMPARE(std::filesystem::file_size(path), first.size() * PackedBoard::kSize);
        QVERIFY(QString::fromStdString(log.back()).startsWith("datagen: games 2 positions "));
        for (const PackedBoard& b : first) {
            const Parsed<UnpackedBoard> u = unpackBoard(b);
            QVERIFY2(u.ok(), u.error().c_str());
            QVERIFY(!u->position.inCheck());
            QVERIFY(!isMateScore(u->whiteScore));
        }

        { // a run killed while writing leaves half a record
            std::ofstream out(path, std::ios::binary | std::ios::app);
            out.write("0123456789", 10);
        }
        QCOMPARE(runDatagen(o, stop, logTo), 0);
        const std::vector<PackedBoard> all = readRecords(path);
        QCOMPARE(std::filesystem::file_size(path), all.size() * PackedBoard::kSize);
        QVERIFY(all.size() > first.size() + 20);
        for (std::size_t i = 0; i < first.size(); ++i) QCOMPARE(all[i].bytes, first[i].bytes);
        QVERIFY(all[first.size()].bytes != first[0].bytes); // new games, not the same ones again
        for (std::size_t i = first.size(); i < all.size(); ++i) QVERIFY(unpackBoard(all[i]).ok());
    }

    // --positions: a run ends by itself once the file holds that many records (finishing the
    // game in progress), and the same command on a file that holds them writes nothing.
    void positionsTarget() {
        QTemporaryDir dir;
        DatagenOptions o;
        o.outPath = dir.filePath("target.data").toStdString();
        o.softNodes = 400;
        o.positions = 30; // no --games: only the target ends this run
        std::atomic<bool> stop{false};
        std::vector<std::string> log;
        auto logTo = [&](const std::string& line) { log.push_back(line); };
        QCOMPARE(runDatagen(o, stop, logTo), 0);
        const std::vector<PackedBoard> first = readRecords(o.outPath);
        QVERIFY(first.size() >= 30);

        log.clear();
        QCOMPARE(runDatagen(o, stop, logTo), 0);
        QCOMPARE(readRecords(o.outPath).size(), first.size());
        QCOMPARE(log.back(), "datagen: " + o.outPath + " already holds " + std::to_string(first.size()) +
                                 " records (--positions 30)");

        // One record short of a higher target: one more game, whole.
        o.positions = first.size() + 1;
        log.clear();
        QCOMPARE(runDatagen(o, stop, logTo), 0);
        QVERIFY(QString::fromStdString(log.back()).startsWith("datagen: games 1 positions "));
        const std::size_t total = readRecords(o.outPath).size();
        QVERIFY(total > first.size());
        // The last progress line counts this run's positions and the file's total.
        const QString last = QString::fromStdString(log.back());
        QVERIFY2(last.contains(QStringLiteral("positions %1 ").arg(total - first.size())), qPrintable(last));
        QVERIFY2(last.endsWith(QStringLiteral(", %1 in the file").arg(total)), qPrintable(last));

        DatagenOptions p;
        QCOMPARE(parseDatagenArgs({"--out", "x", "--positions", "5000000"}, p), std::string());
        QCOMPARE(p.positions, std::uint64_t(5000000));
        QCOMPARE(parseDatagenArgs({"--out", "x", "--positions", "-1"}, p),
                 std::string("datagen: --positions must be a number from 0 to 1000000000000, got '-1'"));
    }

    // pgn-data: the score of a move's comment, from the mover's view.
    void pgnScoreInComment_data() {
        QTest::addColumn<QString>("comment");
        QTest::addColumn<bool>("whiteMoves");
        QTest::addColumn<int>("expected"); // 99999: none
        QTest::newRow("eval, White") << "[%eval 0.25]" << true << 25;
        QTest::newRow("eval, Black: White's view turned") << "[%eval 0.25]" << false << -25;
        QTest::newRow("eval beside text") << "good [%eval -1.50] move" << true << -150;
        QTest::newRow("eval mate") << "[%eval #3]" << true << 99999;
        QTest::newRow("cutechess, White") << "+0.45/14 0.12s" << true << 45;
        QTest::newRow("cutechess, Black: already the mover's") << "-0.30/12 0.1s" << false << -30;
        QTest::newRow("cutechess, words before") << "Nf3 was best, +1.05/9" << true << 105;
        QTest::newRow("cutechess mate") << "+M5/14 0.2s" << true << 99999;
        QTest::newRow("cutechess mated") << "-M2/30" << false << 99999;
        QTest::newRow("book") << "book" << true << 99999;
        QTest::newRow("empty") << "" << false << 99999;
        QTest::newRow("a date, not a score") << "2026/12/03" << true << 99999;
        QTest::newRow("no depth") << "+0.45/ 12" << true << 99999;
        QTest::newRow("eval wins over cutechess") << "+0.45/14 [%eval 0.10]" << false << -10;
    }
    void pgnScoreInComment() {
        QFETCH(QString, comment);
        QFETCH(bool, whiteMoves);
        QFETCH(int, expected);
        const std::optional<int> got = moverScoreInComment(comment.toStdString(), whiteMoves ? White : Black);
        QCOMPARE(got.value_or(99999), expected);
    }

    // A game's records: the position before each scored quiet move, White's score, the result;
    // the excluded player's, book and mate moves, captures, and games without a result left out.
    void pgnGameRecords() {
        const char* text = R"([White "Eschess 1.0"]
[Black "Stockfish 15.1"]
[Result "0-1"]

1. e4 {book} e5 {-0.30/12} 2. Nf3 {+0.45/14 0.1s} Nc6 {+0.20/13} 3. Bb5 {[%eval 0.5]} a6
{[%eval -0.6]} 4. Bxc6 {+0.90/15} dxc6 {-0.80/15} 5. O-O {+M3/20} 0-1

[White "A"]
[Black "B"]
[Result "*"]

1. d4 {+0.20/10} *
)";
        const PgnReadResult read = readPgn(text);
        QVERIFY2(read.errors.empty(), read.errors.empty() ? "" : read.errors.front().c_str());
        QCOMPARE(read.games.size(), std::size_t(2));

        PgnDataOptions options;
        options.excludedPlayers = {"STOCKFISH"};
        std::vector<PackedBoard> out;
        PgnDataCounts counts = recordsOfGame(read.games[0], options, out);
        QCOMPARE(counts.games, std::uint64_t(1));
        QCOMPARE(counts.records, std::uint64_t(2));  // Nf3, Bb5
        QCOMPARE(counts.notQuiet, std::uint64_t(1)); // Bxc6
        QCOMPARE(counts.unscored, std::uint64_t(6)); // e4 (book), Black's five, O-O (mate)
        QCOMPARE(counts.gamesLeftOut, std::uint64_t(0));
        QCOMPARE(out.size(), std::size_t(2));
        const Parsed<UnpackedBoard> nf3 = unpackBoard(out[0]);
        QVERIFY(nf3);
        QCOMPARE(nf3->position.fen(),
                 std::string("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"));
        QCOMPARE(nf3->whiteScore, 45);
        QCOMPARE(nf3->result, WhiteResult::BlackWin);
        const Parsed<UnpackedBoard> bb5 = unpackBoard(out[1]);
        QVERIFY(bb5);
        QCOMPARE(bb5->whiteScore, 50);

        // Without the exclusion Black's scores count, turned to White's view.
        options.excludedPlayers.clear();
        out.clear();
        counts = recordsOfGame(read.games[0], options, out);
        QCOMPARE(counts.records, std::uint64_t(5)); // e5, Nf3, Nc6, Bb5, a6 (dxc6 captures)
        QCOMPARE(counts.notQuiet, std::uint64_t(2));
        QCOMPARE(unpackBoard(out[0])->whiteScore, 30);  // e5's -0.30 for Black
        QCOMPARE(unpackBoard(out[2])->whiteScore, -20); // Nc6's +0.20 for Black
        QCOMPARE(unpackBoard(out[4])->whiteScore, -60); // a6's [%eval -0.6], White's view already
        QCOMPARE(unpackBoard(out[4])->position.sideToMove(), Black);

        // No result: nothing, counted as left out.
        out.clear();
        counts = recordsOfGame(read.games[1], options, out);
        QCOMPARE(counts.gamesLeftOut, std::uint64_t(1));
        QCOMPARE(counts.games, std::uint64_t(0));
        QVERIFY(out.empty());
    }

    // --exclude-openings: a game whose play began (after its "book" moves) at a named opening's
    // final position is left out whole; one that only passes through it is not.
    void pgnDataExcludedOpenings() {
        std::unordered_set<Key> keys;
        QCOMPARE(addOpeningPositions("[Event \"Italian\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bc4 *\n", false, keys),
                 std::string());
        QCOMPARE(addOpeningPositions("rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR b KQkq - c0 \"d4\";\n",
                                     true, keys),
                 std::string());
        QCOMPARE(keys.size(), std::size_t(2));
        QVERIFY(!addOpeningPositions("1. e4 e5 2. Ke3 *\n", false, keys).empty());
        QVERIFY(!addOpeningPositions("not a position\n", true, keys).empty());

        const PgnReadResult read = readPgn(R"([Result "1-0"]

1. e4 {book} e5 {book} 2. Nf3 {book} Nc6 {book} 3. Bc4 {book} Bc5 {+0.10/9} 4. c3 {+0.20/9} 1-0

[Result "1-0"]

1. e4 {book} e5 {book} 2. Nf3 {book} Nc6 {book} 3. Bc4 {book} Bc5 {book} 4. c3 {+0.20/9} Nf6 {-0.15/9} 1-0

[Result "0-1"]

1. d4 {+0.20/9} d5 {-0.10/9} 0-1

[Result "0-1"]

1. d4 {book} Nf6 {book} 2. c4 {+0.30/9} e6 {-0.30/9} 0-1
)");
        QVERIFY(read.errors.empty());
        QCOMPARE(read.games.size(), std::size_t(4));
        PgnDataOptions options;
        options.excludedPositions = keys;
        std::vector<PackedBoard> out;
        PgnDataCounts all;
        for (const PgnGame& g : read.games) all += recordsOfGame(g, options, out);
        // The Italian's own game is left out; the longer line through it, the game that merely
        // begins from the start (d4 is scored, not book) and the one past d4's book are kept.
        QCOMPARE(all.gamesExcluded, std::uint64_t(1));
        QCOMPARE(all.games, std::uint64_t(3));
        QCOMPARE(all.records, std::uint64_t(6));
    }

    void pgnDataArguments() {
        PgnDataOptions o;
        QCOMPARE(parsePgnDataArgs({"--out", "x.data", "--exclude-player", "ethereal", "a.pgn", "-"}, o),
                 std::string());
        QCOMPARE(o.outPath, std::string("x.data"));
        QCOMPARE(o.excludedPlayers, std::vector<std::string>{"ethereal"});
        QCOMPARE(o.inputs, (std::vector<std::string>{"a.pgn", "-"}));
        PgnDataOptions p;
        QCOMPARE(parsePgnDataArgs({"a.pgn"}, p), std::string("pgn-data: --out FILE is required"));
        PgnDataOptions q;
        QCOMPARE(parsePgnDataArgs({"--out", "x"}, q),
                 std::string("pgn-data: name at least one PGN file (or - for standard input)"));
        PgnDataOptions r;
        QCOMPARE(parsePgnDataArgs({"--out"}, r), std::string("pgn-data: --out needs a value"));
        PgnDataOptions u;
        QCOMPARE(parsePgnDataArgs({"--out", "x", "--exclude-openings", "o.pgn", "a.pgn"}, u), std::string());
        QCOMPARE(u.excludedOpeningFiles, std::vector<std::string>{"o.pgn"});
        QCOMPARE(u.inputs, std::vector<std::string>{"a.pgn"});
        PgnDataOptions t;
        QCOMPARE(parsePgnDataArgs({"--out", "x", "--nodes", "5", "a.pgn"}, t),
                 std::string("pgn-data: unknown option '--nodes'"));
    }

    // The command: a file's records, and an existing output left as it was.
    void pgnDataCommand() {
        QTemporaryDir dir;
        const std::string pgn = dir.filePath("g.pgn").toStdString();
        const std::string data = dir.filePath("g.data").toStdString();
        {
            std::ofstream f(pgn);
            f << "[White \"X\"]\n[Black \"Y\"]\n[Result \"1/2-1/2\"]\n\n1. e4 {+0.30/10} e5 {-0.25/10} 2. "
                 "Nf3 {+0.35/10} "
                 "1/2-1/2\n";
        }
        QCOMPARE(pgnDataMain({"--out", data, pgn}), 0);
        const std::vector<PackedBoard> records = readRecords(data);
        QCOMPARE(records.size(), std::size_t(3));
        QCOMPARE(unpackBoard(records[1])->whiteScore, 25);
        QCOMPARE(unpackBoard(records[2])->result, WhiteResult::Draw);
        QCOMPARE(pgnDataMain({"--out", data, pgn}), 1); // exists: refused
        QCOMPARE(readRecords(data).size(), std::size_t(3));
        // An input that cannot be read: no output left behind (the next run would refuse it).
        QCOMPARE(pgnDataMain({"--out", dir.filePath("h.data").toStdString(), pgn,
                              dir.filePath("none.pgn").toStdString()}),
                 1);
        QVERIFY(!std::filesystem::exists(dir.filePath("h.data").toStdString()));
        QCOMPARE(pgnDataMain({"--out"}), 2);
        // --help shows the usage and does nothing else, even after a command line that would run.
        const std::string helpOut = dir.filePath("help.data").toStdString();
        QCOMPARE(pgnDataMain({"--out", helpOut, pgn, "--help"}), 0);
        QVERIFY(!std::filesystem::exists(helpOut));
        QCOMPARE(datagenMain({"-h"}), 0);
    }

    void badOutputReported() {
        DatagenOptions o;
        o.outPath = "/nonexistent-dir/x.data";
        o.games = 1;
        std::atomic<bool> stop{false};
        std::string last;
        QCOMPARE(runDatagen(o, stop, [&](const std::string& l) { last = l; }), 1);
        QCOMPARE(last, std::string("datagen: cannot open /nonexistent-dir/x.data for appending"));
    }
};

QTEST_APPLESS_MAIN(TestNnueData)
#include "tst_nnue_data.moc"
