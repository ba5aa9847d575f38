// PGN reading and writing: tags, SetUp/FEN, both comment kinds, NAGs, nested variations,
// several games, errors naming game and line, and write -> read round trips.
#include "notation/pgn.h"
#include "notation/san.h"
#include "notation/uci_move.h"

#include <QtTest>

using namespace eschess;

namespace {

QString qs(const std::string& s) {
    return QString::fromStdString(s);
}

QString sanLine(const PgnGame& g) {
    return qs(toSanLine(g.start, g.moves));
}

const char* const kThreeGames =
    "[Event \"Test \\\"quoted\\\"\"]\n"
    "[Site \"Here\"]\n"
    "[Date \"2024.01.02\"]\n"
    "[Round \"1\"]\n"
    "[White \"A\"]\n"
    "[Black \"B\"]\n"
    "[Result \"1-0\"]\n"
    "[ECO \"C60\"]\n"
    "\n"
    "1. e4 {best by test} e5 2. Nf3 $1 Nc6 (2... d6 3. d4 (3. Bc4 {nested (not a\n"
    "variation)} Be7) exd4) 3. Bb5 ; a line comment\n"
    "a6 4. Ba4!? Nf6 5. O-O 1-0\n"
    "\n"
    "[Event \"Second\"]\n"
    "[SetUp \"1\"]\n"
    "[FEN \"4k3/8/8/8/8/8/4P3/4K3 w - - 0 40\"]\n"
    "\n"
    "40. e4 Kd7 41. e5 1/2-1/2\n"
    "\n"
    "% an escaped line [Event \"not a tag\"]\n"
    "[Event \"Third\"]\n"
    "1.e4 e5 2.Qh5 Nc6 3.Bc4 Nf6 4.Qxf7# 1-0\n";

} // namespace

class TestPgn : public QObject {
    Q_OBJECT
  private slots:
    void readGames() {
        const PgnReadResult r = readPgn(kThreeGames);
        QVERIFY2(r.errors.empty(), r.errors.empty() ? "" : r.errors.front().c_str());
        QCOMPARE(r.games.size(), size_t(3));

        const PgnGame& a = r.games[0];
        QCOMPARE(a.tags.size(), size_t(8));
        QCOMPARE(qs(a.tag("Event")), QStringLiteral("Test \"quoted\""));
        QCOMPARE(qs(a.tag("ECO")), QStringLiteral("C60"));
        QCOMPARE(qs(a.tag("Annotator")), QString());
        QCOMPARE(qs(a.tags[6].first), QStringLiteral("Result"));
        QCOMPARE(sanLine(a), QStringLiteral("1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O"));
        QCOMPARE(a.comments.size(), a.moves.size());
        QCOMPARE(qs(a.comments[0]), QStringLiteral("best by test"));
        QCOMPARE(qs(a.comments[4]), QStringLiteral("a line comment"));
        QCOMPARE(qs(a.comments[3]), QString());
        QCOMPARE(qs(a.result), QStringLiteral("1-0"));

        const PgnGame& b = r.games[1];
        QCOMPARE(qs(b.start.fen()), QStringLiteral("4k3/8/8/8/8/8/4P3/4K3 w - - 0 40"));
        QCOMPARE(sanLine(b), QStringLiteral("40. e4 Kd7 41. e5"));
        QCOMPARE(qs(b.result), QStringLiteral("1/2-1/2"));

        const PgnGame& c = r.games[2];
        QCOMPARE(c.tags.size(), size_t(1));
        QCOMPARE(qs(c.tag("Event")), QStringLiteral("Third"));
        QCOMPARE(qs(c.start.fen()), QString::fromLatin1(Position::kStartFen.data()));
        QCOMPARE(c.moves.size(), size_t(7));
        QCOMPARE(qs(toSanList(c.start, c.moves).back()), QStringLiteral("Qxf7#"));
        QCOMPARE(qs(c.result), QStringLiteral("1-0"));
    }

    // A missing result token falls back to the Result tag; a new tag section starts a new game.
    void missingResult() {
        const PgnReadResult r = readPgn("[Result \"0-1\"]\n1. f3 e5 2. g4 Qh4#\n[Event \"x\"]\n1. d4\n");
        QVERIFY(r.errors.empty());
        QCOMPARE(r.games.size(), size_t(2));
        QCOMPARE(qs(r.games[0].result), QStringLiteral("0-1"));
        QCOMPARE(r.games[0].moves.size(), size_t(4));
        QCOMPARE(qs(r.games[1].result), QStringLiteral("*"));
        QCOMPARE(r.games[1].moves.size(), size_t(1));
    }

    // Comments before or between tags belong to the game that follows and do not split it.
    void commentsAroundTags() {
        const PgnReadResult r = readPgn("; written by a tool\n{ file header }\n[Event \"a\"]\n{ between }\n"
                                        "[Site \"b\"]\n\n1. e4 1-0 {after}\n[Event \"c\"]\n1. d4 *\n");
        QVERIFY(r.errors.empty());
        QCOMPARE(r.games.size(), size_t(2));
        QCOMPARE(r.games[0].tags.size(), size_t(2));
        QCOMPARE(qs(r.games[0].preComment), QStringLiteral("written by a tool file header between"));
        QCOMPARE(qs(r.games[1].preComment), QStringLiteral("after"));
        QCOMPARE(qs(readPgn("[Event \"a\"]\n1. e4 * {open").errors.at(0)),
                 QStringLiteral("game 2 (line 2): comment '{' not closed before the end of the text"));
    }

    // Names the reader takes are written back as they were: "5-0" and "5_0" stay two tags.
    void tagNamesRoundTrip() {
        const PgnReadResult r = readPgn("[5_0 \"a\"]\n[5-0 \"b\"]\n[Ev+ent:x/y=z#!? \"c\"]\n\n1. e4 *\n");
        QVERIFY(r.errors.empty());
        QCOMPARE(r.games.at(0).tags.size(), size_t(3));
        const std::string written = writePgn(r.games[0]);
        const PgnReadResult again = readPgn(written);
        QVERIFY(again.errors.empty());
        for (const auto& [name, value] : r.games[0].tags) QCOMPARE(again.games.at(0).tag(name), value);
        QCOMPARE(writePgn(again.games[0]), written);
        // A name from elsewhere (an editor, a setting) with a blank still becomes a symbol.
        PgnGame g = r.games[0];
        g.tags = {{"White Elo", "2000"}};
        QVERIFY(writePgn(g).find("[White_Elo \"2000\"]\n") != std::string::npos);
    }

    void errors() {
        const char* text = "[Event \"Good\"]\n"
                           "1. e4 e5 *\n"
                           "\n"
                           "[Event \"Bad move\"]\n"
                           "1. e4 e5\n"
                           "2. Nf3 Nf6\n"
                           "3. Nxe5 Qxe5 4. d4 *\n"
                           "\n"
                           "[Event \"Bad FEN\"]\n"
                           "[FEN \"8/8/8 w - - 0 1\"]\n"
                           "1. e4 *\n"
                           "\n"
                           "[Event \"Broken tag\n"
                           "[Event \"After\"]\n"
                           "1. d4 ) {never closed\n";
        const PgnReadResult r = readPgn(text);
        QCOMPARE(r.games.size(), size_t(3));
        QCOMPARE(qs(r.games[0].tag("Event")), QStringLiteral("Good"));
        QCOMPARE(qs(r.games[1].tag("Event")), QStringLiteral("Bad move"));
        QCOMPARE(sanLine(r.games[1]), QStringLiteral("1. e4 e5 2. Nf3 Nf6 3. Nxe5"));
        QCOMPARE(qs(r.games[1].result), QStringLiteral("*"));
        QCOMPARE(qs(r.games[2].tag("Event")), QStringLiteral("After"));
        QCOMPARE(sanLine(r.games[2]), QStringLiteral("1. d4"));
        const QStringList expected = {
            QStringLiteral("game 2 (line 7): move 3... Qxe5: 'Qxe5' is not a legal move here "
                           "(no black queen can move to e5)"),
            QStringLiteral("game 3 (line 10): FEN tag: FEN: piece placement: 3 ranks instead of 8"),
            QStringLiteral("game 4 (line 13): malformed tag pair (expected [Name \"value\"])"),
            QStringLiteral("game 4 (line 15): ')' without a variation to close"),
            QStringLiteral("game 4 (line 15): comment '{' not closed before the end of the text"),
        };
        QStringList got;
        for (const auto& e : r.errors) got << qs(e);
        QCOMPARE(got, expected);
    }

    void garbage() {
        const PgnReadResult r = readPgn("1. e4 \x01 e5 (((( 2. Nf3");
        QCOMPARE(r.games.size(), size_t(1));
        QCOMPARE(sanLine(r.games[0]), QStringLiteral("1. e4 e5"));
        QCOMPARE(r.errors.size(), size_t(3));
        QCOMPARE(qs(r.errors[0]), QStringLiteral("game 1 (line 1): unexpected '\\x01'"));
        // The first '(' branches from e5; the second has no move to branch from.
        QCOMPARE(qs(r.errors[1]), QStringLiteral("game 1 (line 1): variation before any move"));
        QCOMPARE(qs(r.errors[2]),
                 QStringLiteral("game 1 (line 1): variation not closed before the end of the text"));
        QVERIFY(readPgn("").games.empty());
        QVERIFY(readPgn("  \n\n").errors.empty());
    }

    void writeExact() {
        PgnGame g;
        g.setTag("White", "Me \"the\" player");
        g.setTag("Opening", "Open");
        Position p;
        for (const char* u : {"e2e4", "e7e5", "g1f3"}) {
            g.moves.push_back(*parseUciMove(p, u));
            p.makeMove(g.moves.back());
        }
        g.comments = {"", "a reply {braced}", ""};
        g.result = "1-0";
        QCOMPARE(qs(writePgn(g)),
                 QStringLiteral("[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n"
                                "[White \"Me \\\"the\\\" player\"]\n[Black \"?\"]\n[Result \"1-0\"]\n"
                                "[Opening \"Open\"]\n\n"
                                "1. e4 e5 {a reply {braced)} 2. Nf3 1-0\n\n"));
    }

    void writeFromPosition() {
        const PgnReadResult r = readPgn(kThreeGames);
        QCOMPARE(r.games.size(), size_t(3));
        PgnGame g = r.games[1];
        g.tags.clear();
        const std::string text = writePgn(g);
        QVERIFY(
            text.find(
                "[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 w - - 0 40\"]\n\n40. e4 Kd7 41. e5 1/2-1/2\n") !=
            std::string::npos);
        // Black to move first: the number gets "...".
        PgnGame black;
        black.start = *Position::fromFen("4k3/8/8/8/8/8/4P3/4K3 b - - 0 7");
        black.moves = {*parseUciMove(black.start, "e8d7")};
        black.comments = {""};
        QVERIFY(writePgn(black).find("\n7... Kd7 *\n") != std::string::npos);
    }

    void roundTrip() {
        const PgnReadResult first = readPgn(kThreeGames);
        std::string all;
        for (const PgnGame& g : first.games) all += writePgn(g);
        const PgnReadResult second = readPgn(all);
        QVERIFY(second.errors.empty());
        QCOMPARE(second.games.size(), first.games.size());
        for (size_t i = 0; i < first.games.size(); ++i) {
            const PgnGame &a = first.games[i], &b = second.games[i];
            QCOMPARE(b.moves, a.moves);
            QCOMPARE(b.comments, a.comments);
            QCOMPARE(qs(b.result), qs(a.result));
            QCOMPARE(qs(b.start.fen()), qs(a.start.fen()));
            for (const auto& [name, value] : a.tags) QCOMPARE(qs(b.tag(name)), qs(value));
        }
        // The Seven Tag Roster comes first, in order.
        QCOMPARE(qs(second.games[2].tags[0].first), QStringLiteral("Event"));
        QCOMPARE(qs(second.games[2].tags[6].first), QStringLiteral("Result"));
        QCOMPARE(qs(second.games[2].tag("Date")), QStringLiteral("????.??.??"));
    }

    // The annotation tree: nested variations, comments before and after moves, suffixes and NAGs,
    // embedded commands; written in the usual export form and read back into the same tree.
    void variationsRoundTrip() {
        const char* text = "[Event \"Tree\"]\n\n"
                           "{Start} 1. e4 {[%eval 0.25] [%clk 0:05:00]} e5!? 2. Nf3 $14 $32 Nc6 "
                           "(2... d6 {Philidor} 3. d4 (3. Bc4? {[%cal Gf1c4,Rd8h4] [%csl Gf7]} Be7) "
                           "3... exd4) (2... Nf6 {Petrov}) 3. Bb5 a6?! (3... Nf6 4. O-O!! (4. d3)) *\n";
        const PgnReadResult r = readPgn(text);
        QVERIFY2(r.errors.empty(), r.errors.empty() ? "" : r.errors[0].c_str());
        QCOMPARE(r.games.size(), size_t(1));
        const PgnGame& g = r.games[0];
        QCOMPARE(sanLine(g), QStringLiteral("1. e4 e5 2. Nf3 Nc6 3. Bb5 a6"));
        QCOMPARE(qs(g.preComment), QStringLiteral("Start"));
        QCOMPARE(qs(g.comments[0]), QStringLiteral("[%eval 0.25] [%clk 0:05:00]"));
        QCOMPARE(g.nags[1], std::vector<int>{5});
        QCOMPARE(g.nags[2], (std::vector<int>{14, 32}));
        QCOMPARE(g.nags[5], std::vector<int>{6});
        QCOMPARE(g.variations[3].size(), size_t(2));
        const PgnLine& philidor = g.variations[3][0];
        QCOMPARE(philidor.moves.size(), size_t(3));
        QCOMPARE(qs(philidor.comments[0]), QStringLiteral("Philidor"));
        QCOMPARE(philidor.variations[1].size(), size_t(1));
        const PgnLine& bc4 = philidor.variations[1][0];
        QCOMPARE(bc4.moves.size(), size_t(2));
        QCOMPARE(bc4.nags[0], std::vector<int>{2});
        QCOMPARE(qs(bc4.comments[0]), QStringLiteral("[%cal Gf1c4,Rd8h4] [%csl Gf7]"));
        QCOMPARE(qs(g.variations[3][1].comments[0]), QStringLiteral("Petrov"));
        QCOMPARE(g.variations[5][0].variations[1][0].moves.size(), size_t(1)); // (4. d3) inside (3... Nf6 …)

        const std::string written = writePgn(g);
        QCOMPARE(qs(written.substr(written.find("\n\n") + 2)),
                 QStringLiteral("{Start} 1. e4 {[%eval 0.25] [%clk 0:05:00]} 1... e5!? 2. Nf3 $14 $32 Nc6 (2...\n"
                                "d6 {Philidor} 3. d4 (3. Bc4? {[%cal Gf1c4,Rd8h4] [%csl Gf7]} 3... Be7) 3...\n"
                                "exd4) (2... Nf6 {Petrov}) 3. Bb5 a6?! (3... Nf6 4. O-O!! (4. d3)) *\n\n"));
        const PgnReadResult back = readPgn(written);
        QVERIFY(back.errors.empty());
        QCOMPARE(back.games.size(), size_t(1));
        QCOMPARE(qs(writePgn(back.games[0])), qs(written)); // exact: the same tree writes the same text
        QCOMPARE(back.games[0].variations[3][0].variations[1][0].moves, bc4.moves);
    }

    void commands() {
        const std::string c = "good [%eval -0.35] [%clk 0:01:02] [%evaluation 3]";
        QCOMPARE(qs(pgnCommand(c, "eval")), QStringLiteral("-0.35"));
        QCOMPARE(qs(pgnCommand(c, "clk")), QStringLiteral("0:01:02"));
        QCOMPARE(qs(pgnCommand(c, "cal")), QString());
        QCOMPARE(qs(withPgnCommand(c, "eval", "1.5")), QStringLiteral("good [%eval 1.5] [%clk 0:01:02] [%evaluation 3]"));
        QCOMPARE(qs(withPgnCommand("nice", "eval", "#3")), QStringLiteral("[%eval #3] nice"));
        QCOMPARE(pgnEvalCp("-0.35"), std::optional<int>(-35));
        QCOMPARE(pgnEvalCp("2"), std::optional<int>(200));
        QCOMPARE(pgnEvalCp("0.5"), std::optional<int>(50));
        QCOMPARE(pgnEvalCp("#-3"), std::optional<int>(-(kPgnMateCp - 3)));
        QCOMPARE(pgnEvalCp("x"), std::optional<int>());
        QCOMPARE(pgnEvalCp(""), std::optional<int>());
    }

    // A bad move in a variation ends that variation only; the main line reads on.
    void badMoveInVariation() {
        const PgnReadResult r = readPgn("1. e4 (1. d4 Ke7 2. c4) e5 2. Nf3 *");
        QCOMPARE(r.games.size(), size_t(1));
        QCOMPARE(sanLine(r.games[0]), QStringLiteral("1. e4 e5 2. Nf3"));
        QCOMPARE(r.games[0].variations[0][0].moves.size(), size_t(1));
        QCOMPARE(r.errors.size(), size_t(1));
        QVERIFY(r.errors[0].find("move 1... Ke7") != std::string::npos);
    }

    // With mainLinePlies, a main line is read that far and the rest only counted: the last move
    // read keeps its suffix, NAG, comment and variation; nothing after it is kept or checked.
    // Games, tags and results are those of a whole reading.
    void readsOnlyTheFirstPlies() {
        PgnTextOrigin origin;
        origin.mainLinePlies = 3;
        const std::string text = std::string(kThreeGames) +
                                 "[Event \"Fourth\"]\n\n1. e4 e5 2. Nf3!? $2 {kept} (2. d4 d5) Nc6 {gone} "
                                 "(2... d6) 3. Kxe8 Nf6?! 4. Qh5 1-0\n\n";
        const PgnReadResult whole = readPgn(text);
        const PgnReadResult head = readPgn(text, origin);
        QCOMPARE(head.games.size(), size_t(4));
        QCOMPARE(whole.games.size(), size_t(4));
        QVERIFY(head.errors.empty()); // 3. Kxe8 is past the plies read
        QCOMPARE(whole.errors.size(), size_t(1));
        for (size_t i = 0; i < 4; ++i) {
            QCOMPARE(head.games[i].tags, whole.games[i].tags);
            QCOMPARE(qs(head.games[i].result), qs(whole.games[i].result));
            const size_t read = std::min<size_t>(3, whole.games[i].moves.size());
            QCOMPARE(head.games[i].moves,
                     std::vector<Move>(whole.games[i].moves.begin(),
                                       whole.games[i].moves.begin() + std::ptrdiff_t(read)));
            QCOMPARE(whole.games[i].pliesNotRead, 0);
        }
        QCOMPARE(head.games[0].pliesNotRead, 6); // 2... Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O
        QCOMPARE(head.games[1].pliesNotRead, 0); // three plies: all of them read
        QCOMPARE(head.games[2].pliesNotRead, 4);
        const PgnGame& fourth = head.games[3];
        QCOMPARE(fourth.pliesNotRead, 4); // counted, not checked: 3. Kxe8 is not even legal
        QCOMPARE(fourth.nags[2], (std::vector<int>{5, 2}));
        QCOMPARE(qs(fourth.comments[2]), QStringLiteral("kept"));
        QCOMPARE(fourth.variations[2].size(), size_t(1));
        QCOMPARE(sanLine(fourth), QStringLiteral("1. e4 e5 2. Nf3"));
        // The first game's "(2... d6 …)" replaces its fourth ply, past those read: left out.
        QCOMPARE(whole.games[0].variations[3].size(), size_t(1));
        QCOMPARE(head.games[0].variations.size(), size_t(3));
    }

    // A message names the byte the reader stumbled on: a control byte or a byte that is not
    // UTF-8 as \xNN, a whole UTF-8 character as itself and in one message.
    void unexpectedBytesNamed() {
        static const char kMoves[] = "1. e4 \0 e5 \xC2\xBD 2. Nf3 \xC3 \xED\xA0\x80 Nc6";
        const PgnReadResult r = readPgn(std::string(kMoves, sizeof kMoves - 1));
        QStringList got;
        for (const auto& e : r.errors) got << qs(e);
        QCOMPARE(got, QStringList({QStringLiteral("game 1 (line 1): unexpected '\\x00'"),
                                   QStringLiteral("game 1 (line 1): unexpected '\u00BD'"),
                                   QStringLiteral("game 1 (line 1): unexpected '\\xC3'"),
                                   // a surrogate's encoding is not UTF-8: three bytes, three messages
                                   QStringLiteral("game 1 (line 1): unexpected '\\xED'"),
                                   QStringLiteral("game 1 (line 1): unexpected '\\xA0'"),
                                   QStringLiteral("game 1 (line 1): unexpected '\\x80'")}));
        QCOMPARE(sanLine(r.games[0]), QStringLiteral("1. e4 e5 2. Nf3 Nc6"));
    }

    // Junk makes at most kMaxPgnErrors messages and one line counting the rest; a large input
    // is read in one linear pass (64 MiB of it would otherwise be tens of millions of strings).
    void errorCap() {
        std::string junk(8 << 20, '\x01');
        for (size_t i = 0; i < junk.size(); i += 97) junk[i] = '\n';
        const PgnReadResult r = readPgn(junk);
        QCOMPARE(int(r.errors.size()), kMaxPgnErrors + 1);
        QCOMPARE(qs(r.errors[0]), QStringLiteral("game 1 (line 2): unexpected '\\x01'"));
        const size_t lines = (junk.size() + 96) / 97;
        const size_t total = junk.size() - lines;
        QCOMPARE(qs(r.errors.back()), QStringLiteral("... and %1 more errors (only the first 100 are listed)")
                                          .arg(total - kMaxPgnErrors));
        // Deep nesting is cut off at kMaxPgnVariationDepth with one message, and closes again.
        std::string deep = "1. e4 ";
        for (int i = 0; i < 100000; ++i) deep += "(1. d4 ";
        for (int i = 0; i < 100000; ++i) deep += ") ";
        deep += "e5 *";
        const PgnReadResult d = readPgn(deep);
        QCOMPARE(d.games.size(), size_t(1));
        QCOMPARE(sanLine(d.games[0]), QStringLiteral("1. e4 e5"));
        QCOMPARE(d.errors.size(), size_t(1));
        QVERIFY(d.errors[0].find("nested deeper than 64") != std::string::npos);
        QVERIFY(readPgn(writePgn(d.games[0])).errors.empty());
    }

    // Long games wrap at 80 columns and read back unchanged.
    void wrapping() {
        PgnGame g;
        Position p;
        for (int i = 0; i < 40; ++i)
            for (const char* u : {"g1f3", "g8f6", "f3g1", "f6g8"}) {
                g.moves.push_back(*parseUciMove(p, u));
                p.makeMove(g.moves.back());
            }
        g.comments.assign(g.moves.size(), "");
        g.comments[10] = "a fairly long comment that has to be wrapped somewhere because it is long, "
                         "really quite long, longer than one line of eighty columns";
        const std::string text = writePgn(g);
        size_t start = 0, lines = 0;
        while (start < text.size()) {
            size_t end = text.find('\n', start);
            QVERIFY(end - start <= 80);
            start = end + 1;
            ++lines;
        }
        QCOMPARE(lines, size_t(23)); // 7 tags, a blank line, 14 of moves, the closing blank line
        const PgnReadResult back = readPgn(text);
        QCOMPARE(back.games.size(), size_t(1));
        QCOMPARE(back.games[0].moves, g.moves);
        QCOMPARE(back.games[0].comments, g.comments);
    }
};

QTEST_APPLESS_MAIN(TestPgn)
#include "tst_pgn.moc"
