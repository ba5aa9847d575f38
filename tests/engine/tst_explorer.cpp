// The games explorer's index (counts and results per position and move, transpositions merged,
// the ply limit, repetitions counted once) and the PGN stream reader that feeds it a piece at a
// time (the same games and the same messages, with the whole file's game and line numbers,
// however the text is cut).
#include "core/bytes.h"
#include "explorer/gameexplorer.h"
#include "notation/pgn.h"
#include "notation/pgnstream.h"
#include "notation/san.h"

#include <QtTest>

using namespace eschess;

namespace {

QString qs(const std::string& s) {
    return QString::fromStdString(s);
}

std::string game(const char* tags, const char* moves, const char* result) {
    return std::string(tags) + "[Result \"" + result + "\"]\n\n" + moves + " " + result + "\n\n";
}

// Five games: 1. e4 twice (a win and a draw), 1. d4 Nf6 2. c4 and 1. c4 Nf6 2. d4 (the same
// position after three plies), and one unfinished 1. e4.
std::string fiveGames() {
    return game("[Event \"a\"]\n", "1. e4 e5 2. Nf3 Nc6", "1-0") +
           game("[Event \"b\"]\n", "1. e4 c5", "1/2-1/2") +
           game("[Event \"c\"]\n", "1. d4 Nf6 2. c4 e6", "0-1") +
           game("[Event \"d\"]\n", "1. c4 Nf6 2. d4 g6", "1-0") + game("[Event \"e\"]\n", "1. e4 e6", "*");
}

ExplorerIndex indexOf(const std::string& text, int maxPlies = ExplorerBuilder::kDefaultMaxPlies) {
    const PgnReadResult read = readPgn(text);
    if (!read.errors.empty()) qFatal("test PGN: %s", read.errors.front().c_str());
    ExplorerBuilder builder(maxPlies);
    for (const PgnGame& g : read.games) builder.add(g);
    return builder.build();
}

Position after(const char* sanMoves) {
    Position pos;
    const QStringList moves = QString::fromLatin1(sanMoves).split(QLatin1Char(' '), Qt::SkipEmptyParts);
    for (const QString& san : moves) {
        auto m = parseSan(pos, san.toStdString());
        if (!m) qFatal("bad test move %s", qPrintable(san));
        pos.makeMove(*m);
    }
    return pos;
}

// "e4 3 (1/1/0)" for each move: SAN, games, white wins / draws / black wins.
QStringList describe(const ExplorerIndex& index, const Position& pos) {
    QStringList out;
    for (const ExplorerMove& m : index.moves(pos))
        out << QStringLiteral("%1 %2 (%3/%4/%5)")
                   .arg(qs(toSan(pos, m.move)))
                   .arg(m.games)
                   .arg(m.whiteWins)
                   .arg(m.draws)
                   .arg(m.blackWins);
    return out;
}

} // namespace

class TestExplorer : public QObject {
    Q_OBJECT

  private slots:
    void initTestCase() { Position::init(); }

    void countsMovesAndResults() {
        const ExplorerIndex index = indexOf(fiveGames());
        QCOMPARE(index.gamesIndexed(), std::uint64_t(5));
        // Most played first (ties in the order of the moves' codes); the unfinished game counts
        // in games but in no result.
        QCOMPARE(describe(index, Position()), (QStringList{"e4 3 (1/1/0)", "c4 1 (1/0/0)", "d4 1 (0/0/1)"}));
        QCOMPARE(describe(index, after("e4")), (QStringList{"c5 1 (0/1/0)", "e5 1 (1/0/0)", "e6 1 (0/0/0)"}));
        QCOMPARE(describe(index, after("e4 e5 Nf3")), QStringList{"Nc6 1 (1/0/0)"});
        QVERIFY(describe(index, after("a3")).isEmpty()); // never reached
    }

    // 1. d4 Nf6 2. c4 and 1. c4 Nf6 2. d4 reach one position: its moves are both games'.
    void transpositionsMeet() {
        const ExplorerIndex index = indexOf(fiveGames());
        QCOMPARE(after("d4 Nf6 c4").key(), after("c4 Nf6 d4").key());
        QCOMPARE(describe(index, after("d4 Nf6 c4")), (QStringList{"e6 1 (0/0/1)", "g6 1 (1/0/0)"}));
    }

    void stopsAtThePlyLimit() {
        const ExplorerIndex index = indexOf(fiveGames(), 2);
        QCOMPARE(describe(index, after("e4")).size(), 3);   // ply 2 is indexed
        QVERIFY(describe(index, after("e4 e5")).isEmpty()); // ply 3 is not
    }

    // A position and move that come back within one game (a repetition) count once.
    void repetitionsCountOnce() {
        const ExplorerIndex index =
            indexOf(game("", "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. e4", "1/2-1/2"));
        // The start position comes back twice; Nf3 was played from it twice, e4 once.
        QCOMPARE(after("Nf3 Nf6 Ng1 Ng8").key(), Position().key());
        QCOMPARE(describe(index, Position()), (QStringList{"Nf3 1 (0/1/0)", "e4 1 (0/1/0)"}));
    }

    // A game from a FEN is indexed from its own start.
    void gamesFromAPosition() {
        const ExplorerIndex index =
            indexOf(game("[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 w - - 0 40\"]\n", "40. e4 Kd7", "1-0"));
        const Position start = *Position::fromFen("4k3/8/8/8/8/8/4P3/4K3 w - - 0 40");
        QCOMPARE(describe(index, start), QStringList{"e4 1 (1/0/0)"});
        QVERIFY(describe(index, Position()).isEmpty());
    }

    // Counts add up across the builder's periodic merges (every 7 visits here, so about 860 of
    // them): 3,000 games of two openings.
    void largeCountsAddUp() {
        ExplorerBuilder builder(ExplorerBuilder::kDefaultMaxPlies, 7);
        const PgnReadResult read = readPgn(game("", "1. e4 e5", "1-0") + game("", "1. d4 d5", "0-1"));
        for (int i = 0; i < 1500; ++i)
            for (const PgnGame& g : read.games) builder.add(g);
        const ExplorerIndex index = builder.build();
        QCOMPARE(describe(index, Position()), (QStringList{"d4 1500 (0/0/1500)", "e4 1500 (1500/0/0)"}));
        QCOMPARE(index.entries(), std::size_t(6)); // four moves, and the two last positions
        QCOMPARE(index.endedIn(after("e4 e5")).games, 1500u);
        QCOMPARE(index.endedIn(after("d4 d5")).blackWins, 1500u);
    }

    // --- the games that reached a position ----------------------------------------------------

    // Listed best rated first (the players' mean; one rating counts alone), then the most recent
    // (unknown parts of a date as 0), then in file order; each with its tags and source.
    void listsTheGamesThatReachedAPosition() {
        const std::string text =
            game("[White \"A\"]\n[Black \"B\"]\n[Date \"2001.??.??\"]\n", "1. e4 e5", "1-0") +
            game("[White \"C\"]\n[Black \"D\"]\n[WhiteElo \"2700\"]\n[BlackElo \"2500\"]\n", "1. e4 c5",
                 "0-1") +
            game("[White \"E\"]\n[WhiteElo \"2650\"]\n[Date \"1999.01.01\"]\n", "1. d4 d5", "1/2-1/2") +
            game("[White \"F\"]\n[WhiteElo \"2650\"]\n[BlackElo \"x\"]\n[Date \"2003.05.??\"]\n",
                 "1. e4 e5 2. Nf3", "*") +
            game("[White \"G\"]\n[Date \"2002.01.01\"]\n", "1. e4 e5", "1-0") +
            game("[White \"H\"]\n", "1. e4 e5", "0-1");
        const PgnReadResult read = readPgn(text);
        ExplorerBuilder builder;
        for (std::size_t i = 0; i < read.games.size(); ++i)
            builder.add(read.games[i], {100, 5000, std::uint32_t(i)});
        const ExplorerIndex index = builder.build();
        const auto whites = [&](const Position& pos) {
            QStringList out;
            for (const ExplorerListedGame& g : index.games(pos))
                out << qs(index.game(g.id).white) +
                           (g.move == Move::none() ? QString() : " " + qs(toSan(pos, g.move)));
            return out;
        };
        // C 2600; F 2650 and E 2650 (F more recent); then unrated: G 2002, A 2001, H undated.
        QCOMPARE(whites(Position()), (QStringList{"F e4", "E d4", "C e4", "G e4", "A e4", "H e4"}));
        QCOMPARE(whites(after("e4")), (QStringList{"F e5", "C c5", "G e5", "A e5", "H e5"}));
        QCOMPARE(whites(after("e4 e5")), (QStringList{"F Nf3", "G", "A", "H"})); // three ended there
        QCOMPARE(whites(after("e4 e5 Nf3")), QStringList{"F"}); // its last position: the game ended there
        QVERIFY(whites(after("a3")).isEmpty());
        const ExplorerGame& c = index.game(index.games(after("e4 c5")).at(0).id);
        QCOMPARE(qs(c.black), QStringLiteral("D"));
        QCOMPARE(c.whiteElo, 2700);
        QCOMPARE(c.blackElo, 2500);
        QCOMPARE(qs(c.result), QStringLiteral("0-1"));
        QCOMPARE(c.plies, 2);
        QCOMPARE(c.source.textOffset, std::uint64_t(100));
        QCOMPARE(c.source.textLength, std::uint64_t(5000));
        QCOMPARE(c.source.indexInText, std::uint32_t(1));
        QCOMPARE(index.game(index.games(after("e4 e5 Nf3")).at(0).id).blackElo, 0); // "x" is no rating
    }

    // Games that ended in a position are counted there with their results, apart from the
    // moves: a mate, a draw agreed, an unfinished game; not a game cut by the ply limit.
    void countsTheGamesThatEndedInAPosition() {
        const ExplorerIndex index =
            indexOf(game("", "1. f3 e5 2. g4 Qh4#", "0-1") + game("", "1. f3 e5 2. g4 Qh4#", "0-1") +
                    game("", "1. e4 e5", "1/2-1/2") + game("", "1. e4 e5 2. Nf3", "*"));
        const ExplorerMove mated = index.endedIn(after("f3 e5 g4 Qh4#"));
        QCOMPARE(mated.games, 2u);
        QCOMPARE(mated.blackWins, 2u);
        QCOMPARE(mated.move, Move::none());
        QVERIFY(describe(index, after("f3 e5 g4 Qh4#")).isEmpty());
        const ExplorerMove drawn = index.endedIn(after("e4 e5"));
        QCOMPARE(drawn.games, 1u); // and 2. Nf3 was played from it once
        QCOMPARE(drawn.draws, 1u);
        QCOMPARE(describe(index, after("e4 e5")), QStringList{"Nf3 1 (0/0/0)"});
        QCOMPARE(index.endedIn(after("e4 e5 Nf3")).games, 1u); // "*": a game, no result
        QCOMPARE(index.endedIn(Position()).games, 0u);
        QCOMPARE(indexOf(game("", "1. e4 e5", "1-0"), 2).endedIn(after("e4 e5")).games, 0u); // cut at 2 plies
        QCOMPARE(indexOf(game("", "1. e4 e5", "1-0"), 3).endedIn(after("e4 e5")).games, 1u);
    }

    // A game is listed once per position however often it comes back; the ply limit holds for
    // the list as for the moves (and a game cut by it did not end at the last position).
    void listsEachGameOncePerPosition() {
        const ExplorerIndex index =
            indexOf(game("", "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. e4", "1/2-1/2"), 4);
        QCOMPARE(index.games(Position()).size(), std::size_t(1));
        QCOMPARE(index.games(after("Nf3")).size(), std::size_t(1));
        QVERIFY(index.games(after("Nf3 Nf6 Ng1 Ng8 e4")).empty());
        QVERIFY(indexOf(game("", "1. e4 e5", "1-0"), 1).games(after("e4")).empty());
    }

    // The list keeps the best kGamesPerPosition across the builder's merges: 300 games rated
    // 1000–1299 in a shuffled order, merged every 7 visits, keep 1299 down to 1250.
    void keepsTheBestRatedGamesAcrossMerges() {
        ExplorerBuilder builder(ExplorerBuilder::kDefaultMaxPlies, 7);
        for (int i = 0; i < 300; ++i) {
            const int elo = 1000 + (i * 37) % 300; // 37 is prime to 300: every rating once
            const std::string tags = "[WhiteElo \"" + std::to_string(elo) + "\"]\n";
            builder.add(readPgn(game(tags.c_str(), "1. e4 e5", "1-0")).games.at(0));
        }
        const ExplorerIndex index = builder.build();
        const std::vector<ExplorerListedGame> best = index.games(Position());
        QCOMPARE(best.size(), ExplorerIndex::kGamesPerPosition);
        for (std::size_t i = 0; i < best.size(); ++i)
            QCOMPARE(index.game(best[i].id).whiteElo, 1299 - int(i));
        QCOMPARE(index.gamesIndexed(), std::uint64_t(300));
    }

    // --- the index as a file ----------------------------------------------------------------

    // Written and read back, the index is the same (every table, every game's tags and source)
    // and answers the same; the note comes back as written.
    void theIndexFileGivesTheSameIndex() {
        ExplorerBuilder builder(ExplorerBuilder::kDefaultMaxPlies, 3);
        const PgnReadResult read =
            readPgn(fiveGames() + game("[White \"Тал\"]\n[WhiteElo \"2600\"]\n[Date \"1960.??.??\"]\n",
                                       "1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7#", "1-0"));
        for (std::size_t i = 0; i < read.games.size(); ++i)
            builder.add(read.games[i], {100 * i, 90 + i, std::uint32_t(i % 2)});
        const ExplorerIndex index = builder.build();
        const std::vector<std::uint8_t> bytes = index.serialize("made from five games and a mate");
        const auto file =
            ExplorerIndex::parse(std::string_view(reinterpret_cast<const char*>(bytes.data()), bytes.size()));
        QVERIFY2(file.ok(), file.error().c_str());
        QVERIFY(file->index == index);
        QCOMPARE(qs(file->note), QStringLiteral("made from five games and a mate"));
        QCOMPARE(describe(file->index, Position()), describe(index, Position()));
        const Position mated = after("e4 e5 Qh5 Nc6 Bc4 Nf6 Qxf7#");
        QCOMPARE(file->index.endedIn(mated).whiteWins, 1u);
        QCOMPARE(qs(file->index.game(file->index.games(mated).at(0).id).whiteLabel()),
                 QStringLiteral("Тал (2600)"));
        QCOMPARE(file->index.game(5).source.textOffset, std::uint64_t(500));
        QCOMPARE(file->index.game(5).source.indexInText, 1u);
        // An empty index too.
        const std::vector<std::uint8_t> empty = ExplorerIndex().serialize("");
        QVERIFY(
            ExplorerIndex::parse(std::string_view(reinterpret_cast<const char*>(empty.data()), empty.size()))
                .ok());
    }

    // A truncated, corrupt, foreign or inconsistent file is refused with a message that says why.
    void aBadIndexFileIsRefused() {
        const std::vector<std::uint8_t> good = indexOf(fiveGames()).serialize("note");
        const auto parse = [](const std::vector<std::uint8_t>& b) {
            return ExplorerIndex::parse(std::string_view(reinterpret_cast<const char*>(b.data()), b.size()));
        };
        QVERIFY(parse(good).ok());
        const auto refusedWith = [&](const std::vector<std::uint8_t>& b, const char* words) {
            const auto r = parse(b);
            if (r.ok()) return false;
            if (!qs(r.error()).contains(QLatin1String(words))) qWarning("%s", r.error().c_str());
            return qs(r.error()).startsWith(QLatin1String("explorer index: ")) &&
                   qs(r.error()).contains(QLatin1String(words));
        };
        for (std::size_t cut :
             {std::size_t(0), std::size_t(3), std::size_t(12), good.size() / 2, good.size() - 1})
            QVERIFY(refusedWith(std::vector<std::uint8_t>(good.begin(), good.begin() + std::ptrdiff_t(cut)),
                                cut < 8 ? "no ESXI header" : "checksum"));
        std::vector<std::uint8_t> flipped = good;
        flipped[good.size() / 2] ^= 0x10;
        QVERIFY(refusedWith(flipped, "corrupt"));
        std::vector<std::uint8_t> future = good;
        future[4] = 2;
        QVERIFY(refusedWith(future, "format version is 2, this build reads 1"));
        // With a valid checksum, the tables are still checked: a count beyond the file, and the
        // first two entries swapped (no longer sorted).
        const auto resealed = [](const std::vector<std::uint8_t>& b) {
            std::vector<std::uint8_t> out(b.begin(), b.end() - 8); // the checksum made again
            put64(out, fnv1a(out.data(), out.size()));
            return out;
        };
        const std::size_t entryCount = 4 + 4 + (4 + 4) + 8; // magic, version, the note "note", games
        std::vector<std::uint8_t> huge = good;
        huge[entryCount + 6] = 0x7f;
        QVERIFY(refusedWith(resealed(huge), "entry table is cut short"));
        std::vector<std::uint8_t> swapped = good;
        const std::size_t first = entryCount + 8, entry = 26;
        std::swap_ranges(swapped.begin() + std::ptrdiff_t(first),
                         swapped.begin() + std::ptrdiff_t(first + entry),
                         swapped.begin() + std::ptrdiff_t(first + entry));
        QVERIFY(refusedWith(resealed(swapped), "out of order"));
    }

    // --- the stream reader -------------------------------------------------------------------

    // A game starts at a tag line after movetext: not at the first game's tags, not at a
    // "[%eval]" command that begins a line of a comment, not inside a { } comment.
    void findsWhereTheLastGameStarts() {
        QCOMPARE(PgnStreamReader::lastGameStart("[Event \"a\"]\n[Site \"b\"]\n\n1. e4"), std::size_t(0));
        const std::string two = "[Event \"a\"]\n\n1. e4 *\n\n[Event \"b\"]\n\n1. d4 *\n";
        QCOMPARE(PgnStreamReader::lastGameStart(two), two.find("[Event \"b\"]"));
        QCOMPARE(PgnStreamReader::lastGameStart("[Event \"a\"]\n\n1. e4 {\n[Event \"x\"]\n} e5 *\n"),
                 std::size_t(0));
        QCOMPARE(PgnStreamReader::lastGameStart("[Event \"a\"]\n\n1. e4 {a\n[%eval 0.3]}\n"), std::size_t(0));
        // Any tag name readPgn takes, and tags indented: one tag section, no cut inside it.
        QCOMPARE(PgnStreamReader::lastGameStart("[Event \"a\"]\n[#Site \"b\"]\n  [Date \"c\"]\n\n1. e4 *\n"),
                 std::size_t(0));
        const std::string escaped = "[Event \"a\"]\n\n1. e4 *\n% {\n[Event \"b\"]\n\n1. d4 *\n";
        // Braces in a tag's value are not a comment.
        const std::string braces = "[Event \"a{\"]\n\n1. e4 *\n\n[Event \"b\"]\n\n1. d4 *\n";
        QCOMPARE(PgnStreamReader::lastGameStart(braces), braces.find("[Event \"b\"]"));
        QCOMPARE(PgnStreamReader::lastGameStart(escaped), escaped.find("[Event \"b\"]"));
    }

    // Fed in pieces of every size from 1 byte up, the reader gives the games and messages that
    // readPgn gives for the whole text, game and line numbers included.
    void piecesGiveTheWholeFilesGames() {
        const std::string text = fiveGames() + "[Event \"bad\"]\n\n1. e4 e5 2. Ke3 *\n\n" + fiveGames() +
                                 "[Event \"x\"]\n[SetUp \"1\"]\n[FEN \"junk\"]\n\n1. e4 *\n\n" + fiveGames();
        const PgnReadResult whole = readPgn(text);
        QCOMPARE(int(whole.games.size()), 16);
        QCOMPARE(int(whole.errors.size()), 2);
        for (std::size_t piece : {std::size_t(1), std::size_t(7), std::size_t(64), std::size_t(100000)}) {
            PgnStreamReader reader;
            std::vector<PgnGame> games;
            std::vector<std::string> errors;
            const auto take = [&](PgnReadResult r) {
                // The span the games came from gives them again, read on its own.
                if (!r.games.empty()) {
                    const PgnReadResult again = readPgn(
                        std::string_view(text).substr(reader.lastTextOffset(), reader.lastTextLength()));
                    QCOMPARE(again.games.size(), r.games.size());
                    for (std::size_t i = 0; i < r.games.size(); ++i)
                        QCOMPARE(again.games[i].moves, r.games[i].moves);
                }
                for (PgnGame& g : r.games) games.push_back(std::move(g));
                for (std::string& e : r.errors) errors.push_back(std::move(e));
            };
            for (std::size_t at = 0; at < text.size(); at += piece)
                take(reader.feed(std::string_view(text).substr(at, piece)));
            take(reader.finish());
            QCOMPARE(int(games.size()), int(whole.games.size()));
            for (std::size_t i = 0; i < games.size(); ++i) {
                QCOMPARE(games[i].moves, whole.games[i].moves);
                QCOMPARE(qs(games[i].result), qs(whole.games[i].result));
            }
            QCOMPARE(errors, whole.errors);
            QCOMPARE(reader.gamesSeen(), 17);
        }
        QVERIFY(qs(whole.errors[0]).startsWith(QLatin1String("game 6 (line 28): move 2. Ke3")));
        QVERIFY(qs(whole.errors[1]).startsWith(QLatin1String("game 12 (line 57): FEN tag")));
    }
};

QTEST_APPLESS_MAIN(TestExplorer)
#include "tst_explorer.moc"
