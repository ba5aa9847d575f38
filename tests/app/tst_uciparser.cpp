// The UCI line parsers and command writers on literal lines, including malformed ones.
#include "app/core/uciparser.h"

#include "notation/uci_move.h"

#include <QtTest>

using namespace eschess;
using namespace eschess::app;

class TestUciParser : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { Position::init(); }

    void lineKinds() {
        QCOMPARE(uciLineKind(QStringLiteral("uciok")), UciLineKind::UciOk);
        QCOMPARE(uciLineKind(QStringLiteral("  readyok ")), UciLineKind::ReadyOk);
        QCOMPARE(uciLineKind(QStringLiteral("info depth 3")), UciLineKind::Info);
        QCOMPARE(uciLineKind(QStringLiteral("bestmove e2e4")), UciLineKind::BestMove);
        QCOMPARE(uciLineKind(QStringLiteral("bestmovex e2e4")), UciLineKind::Other);
        QCOMPARE(uciLineKind(QString()), UciLineKind::Empty);
    }

    void ids() {
        auto id = parseUciId(QStringLiteral("id name Stockfish 15.1"));
        QVERIFY(id);
        QCOMPARE(id->first, QStringLiteral("name"));
        QCOMPARE(id->second, QStringLiteral("Stockfish 15.1"));
        QVERIFY(!parseUciId(QStringLiteral("id name")));
    }

    void options() {
        auto spin = parseUciOption(QStringLiteral("option name Hash type spin default 16 min 1 max 33554432"));
        QVERIFY(spin);
        QCOMPARE(QString::fromStdString(spin->name), QStringLiteral("Hash"));
        QCOMPARE(spin->type, OptionSpec::Type::Spin);
        QCOMPARE(spin->defaultValue, std::string("16"));
        QCOMPARE(spin->min, 1);
        QCOMPARE(spin->max, 33554432);

        auto spaced = parseUciOption(QStringLiteral("option name Skill Level type spin default 20 min -20 max 20"));
        QVERIFY(spaced);
        QCOMPARE(spaced->name, std::string("Skill Level"));
        QCOMPARE(spaced->min, -20);

        auto check = parseUciOption(QStringLiteral("option name UCI_LimitStrength type check default false"));
        QVERIFY(check);
        QCOMPARE(check->type, OptionSpec::Type::Check);
        QCOMPARE(check->defaultValue, std::string("false"));

        auto combo = parseUciOption(QStringLiteral("option name Style type combo default Normal var Solid var Normal var Risky"));
        QVERIFY(combo);
        QCOMPARE(combo->choices.size(), std::size_t(3));
        QCOMPARE(combo->choices[2], std::string("Risky"));

        auto str = parseUciOption(QStringLiteral("option name SyzygyPath type string default <empty>"));
        QVERIFY(str);
        QCOMPARE(str->type, OptionSpec::Type::String);
        QCOMPARE(str->defaultValue, std::string());
        auto strSpaces = parseUciOption(QStringLiteral("option name Book type string default my book min.bin"));
        QCOMPARE(strSpaces->defaultValue, std::string("my book min.bin"));

        auto button = parseUciOption(QStringLiteral("option name Clear Hash type button"));
        QVERIFY(button);
        QCOMPARE(button->name, std::string("Clear Hash"));
        QCOMPARE(button->type, OptionSpec::Type::Button);
    }

    void badOptions_data() {
        QTest::addColumn<QString>("line");
        QTest::addColumn<QString>("expected");
        QTest::newRow("no type") << "option name Broken type" << "no type";
        QTest::newRow("unknown type") << "option name X type slider default 1" << "unknown type 'slider'";
        QTest::newRow("no name") << "option type spin default 1 min 0 max 2" << "no name";
        QTest::newRow("bad spin") << "option name X type spin default a min 0 max 2" << "whole numbers";
        QTest::newRow("min > max") << "option name X type spin default 1 min 5 max 2" << "greater than max";
        QTest::newRow("not option") << "id name X" << "does not start";
    }
    void badOptions() {
        QFETCH(QString, line);
        QFETCH(QString, expected);
        QString error;
        QVERIFY(!parseUciOption(line, &error));
        QVERIFY2(error.contains(expected), qPrintable(error));
    }

    void infoFull() {
        const Position start;
        const UciInfoLine l = parseUciInfo(
            QStringLiteral("info depth 12 seldepth 17 multipv 1 score cp 31 nodes 123456 nps 987654 hashfull 12 "
                           "tbhits 0 time 125 pv e2e4 e7e5 g1f3"),
            start);
        QVERIFY2(l.error.isEmpty(), qPrintable(l.error));
        QVERIFY(l.hasSearchData && l.hasScore);
        QCOMPARE(l.info.depth, 12);
        QCOMPARE(l.info.seldepth, 17);
        QCOMPARE(l.info.scoreCp, 31);
        QVERIFY(!l.info.isMate);
        QCOMPARE(l.info.nodes, quint64(123456));
        QCOMPARE(l.info.nps, quint64(987654));
        QCOMPARE(l.info.hashfull, 12);
        QCOMPARE(l.info.timeMs, qint64(125));
        QCOMPARE(l.info.pv.size(), 3);
        QCOMPARE(QString::fromStdString(toUci(l.info.pv[2])), QStringLiteral("g1f3"));
    }

    void infoMateAndBounds() {
        const Position start;
        UciInfoLine l = parseUciInfo(QStringLiteral("info depth 5 score mate 3 pv e2e4"), start);
        QVERIFY(l.info.isMate);
        QCOMPARE(l.info.mateMoves, 3);
        QCOMPARE(l.info.scoreCp, kMate - 5);
        l = parseUciInfo(QStringLiteral("info depth 5 score mate -2"), start);
        QCOMPARE(l.info.mateMoves, -2);
        QCOMPARE(l.info.scoreCp, -kMate + 4);
        l = parseUciInfo(QStringLiteral("info depth 9 score cp -15 lowerbound nodes 10"), start);
        QCOMPARE(l.info.scoreCp, -15);
        QCOMPARE(l.info.bound, Bound::Lower);
        QCOMPARE(l.info.nodes, quint64(10));
        l = parseUciInfo(QStringLiteral("info depth 9 score cp 7 upperbound"), start);
        QCOMPARE(l.info.bound, Bound::Upper);
    }

    // UCI_ShowWDL's three permille figures; a short or out-of-range set is an error and none is kept.
    void infoWdl() {
        const Position start;
        UciInfoLine l = parseUciInfo(QStringLiteral("info depth 10 score cp 35 wdl 250 700 50 nodes 5 pv e2e4"), start);
        QVERIFY2(l.error.isEmpty(), qPrintable(l.error));
        QVERIFY(l.info.hasWdl);
        QCOMPARE(l.info.wdl.win, 250);
        QCOMPARE(l.info.wdl.draw, 700);
        QCOMPARE(l.info.wdl.loss, 50);
        QCOMPARE(l.info.nodes, quint64(5));
        QCOMPARE(l.info.pv.size(), 1);
        for (const char* bad : {"info score cp 35 wdl 250 700", "info score cp 35 wdl 250 700 x", "info score cp 35 wdl 2000 0 0"}) {
            l = parseUciInfo(QString::fromLatin1(bad), start);
            QVERIFY2(!l.error.isEmpty(), bad);
            QVERIFY2(!l.info.hasWdl, bad);
            QCOMPARE(l.info.scoreCp, 35);
        }
        QVERIFY(!parseUciInfo(QStringLiteral("info depth 3 score cp 1"), start).info.hasWdl);
        // The bound after the chances, where Stockfish puts it.
        l = parseUciInfo(QStringLiteral("info depth 9 score cp 20 wdl 300 500 200 lowerbound nodes 10 pv e2e4"), start);
        QVERIFY2(l.error.isEmpty(), qPrintable(l.error));
        QCOMPARE(l.info.bound, Bound::Lower);
        QVERIFY(l.info.hasWdl);
        QCOMPARE(l.info.nodes, quint64(10));
        QCOMPARE(l.info.pv.size(), 1);
    }

    // Numbers an engine may send that do not fit: each is an error, the field keeps its
    // default, and a line whose multipv is unusable carries no search data (a huge multipv
    // would otherwise grow the table of lines without bound).
    void infoNumbersOutOfRange_data() {
        QTest::addColumn<QString>("line");
        QTest::addColumn<bool>("hasScore");
        QTest::addColumn<bool>("hasSearchData");
        QTest::newRow("mate 2^62") << "info score mate 4611686018427387904 pv e2e4" << false << false;
        QTest::newRow("mate -2^62") << "info score mate -4611686018427387904" << false << false;
        QTest::newRow("mate 2^31") << "info score mate 2147483648" << false << false;
        QTest::newRow("mate 100000") << "info score mate 100000" << false << false;
        QTest::newRow("depth 2^40") << "info depth 1099511627776 score cp 5" << true << true;
        QTest::newRow("depth -1") << "info depth -1 score cp 5" << true << true;
        QTest::newRow("seldepth 2^33") << "info seldepth 8589934592 score cp 5" << true << true;
        QTest::newRow("multipv 0") << "info multipv 0 score cp 5 pv e2e4" << true << false;
        QTest::newRow("multipv 2^31") << "info multipv 2147483648 score cp 5 pv e2e4" << true << false;
        QTest::newRow("multipv 100000") << "info multipv 100000 score cp 5 pv e2e4" << true << false;
        QTest::newRow("hashfull 5000") << "info hashfull 5000 score cp 5" << true << true;
        QTest::newRow("hashfull -4294967296") << "info hashfull -4294967296 score cp 5" << true << true;
    }
    void infoNumbersOutOfRange() {
        QFETCH(QString, line);
        QFETCH(bool, hasScore);
        QFETCH(bool, hasSearchData);
        const UciInfoLine l = parseUciInfo(line, Position());
        QVERIFY2(!l.error.isEmpty(), qPrintable(line));
        QCOMPARE(l.hasScore, hasScore);
        QCOMPARE(l.hasSearchData, hasSearchData);
        QCOMPARE(l.info.depth, 0);
        QCOMPARE(l.info.seldepth, 0);
        QCOMPARE(l.info.multiPv, 1);
        QCOMPARE(l.info.hashfull, -1);
        if (hasScore) QCOMPARE(l.info.scoreCp, 5);
        else QCOMPARE(l.info.scoreCp, 0);
        QVERIFY(!l.info.isMate);
    }

    // Two `pv` fields: the second replaces the first, so the PV stays a legal line.
    void infoSecondPvReplacesTheFirst() {
        const UciInfoLine l = parseUciInfo(QStringLiteral("info score cp 3 pv e2e4 e7e5 pv d2d4"), Position());
        QCOMPARE(l.info.pv.size(), 1);
        QCOMPARE(QString::fromStdString(toUci(l.info.pv[0])), QStringLiteral("d2d4"));
    }

    // The largest values that do fit are kept exactly.
    void infoNumbersAtTheLimits() {
        UciInfoLine l = parseUciInfo(QStringLiteral("info depth 1000 seldepth 1000 multipv 256 hashfull 1000 score mate 500"), Position());
        QVERIFY2(l.error.isEmpty(), qPrintable(l.error));
        QCOMPARE(l.info.depth, 1000);
        QCOMPARE(l.info.seldepth, 1000);
        QCOMPARE(l.info.multiPv, 256);
        QCOMPARE(l.info.hashfull, 1000);
        QCOMPARE(l.info.mateMoves, 500);
        QCOMPARE(l.info.scoreCp, kMate - 999);
        QVERIFY(l.info.scoreCp >= kMateBound);
        l = parseUciInfo(QStringLiteral("info score mate -500"), Position());
        QVERIFY(l.error.isEmpty());
        QCOMPARE(l.info.scoreCp, -kMate + 1000);
        QVERIFY(l.info.scoreCp <= -kMateBound);
    }

    // A CR or LF in an option's name or value would end the `setoption` line and start another
    // command: `x\nquit` must never reach the engine as two lines.
    void setOptionHasNoLineBreak() {
        const QString cmd = uciSetOptionCommand(QStringLiteral("Book\rFile"), QStringLiteral("x\nquit"));
        QVERIFY(!cmd.contains(QLatin1Char('\n')));
        QVERIFY(!cmd.contains(QLatin1Char('\r')));
        QCOMPARE(cmd, QStringLiteral("setoption name Book File value x quit"));
    }

    void infoStringAndCurrmove() {
        const Position start;
        UciInfoLine l = parseUciInfo(QStringLiteral("info string NNUE evaluation using nn.bin enabled"), start);
        QCOMPARE(l.text, QStringLiteral("NNUE evaluation using nn.bin enabled"));
        QVERIFY(!l.hasSearchData);
        l = parseUciInfo(QStringLiteral("info currmove e2e4 currmovenumber 1"), start);
        QVERIFY(!l.hasSearchData);
        QVERIFY(l.error.isEmpty());
        // Stockfish and eschess-engine send this after a few seconds; it must not replace the last result.
        l = parseUciInfo(QStringLiteral("info depth 21 currmove f2f3 currmovenumber 2"), start);
        QVERIFY(!l.hasSearchData);
        QVERIFY(l.hasProgress);
        QCOMPARE(l.info.depth, 21);
        QCOMPARE(l.info.currMove, *parseUciMove(start, "f2f3"));
        QCOMPARE(l.info.currMoveNumber, 2);
    }

    // currmove must be a legal root move and currmovenumber a number from 1 to 256; anything
    // else is an error and leaves its field unset (null move, 0), never a crash or a wrapped value.
    void infoCurrmove_data() {
        QTest::addColumn<QString>("line");
        QTest::addColumn<QString>("move");   // the currMove as UCI, "" when null
        QTest::addColumn<int>("number");
        QTest::addColumn<bool>("progress");
        QTest::addColumn<QString>("error"); // a word of the message; "" when none
        QTest::addColumn<bool>("searchData");
        QTest::newRow("both") << "info depth 21 currmove e2e4 currmovenumber 3" << "e2e4" << 3 << true << "" << false;
        QTest::newRow("number first") << "info currmovenumber 20 currmove g1h3" << "g1h3" << 20 << true << "" << false;
        QTest::newRow("move only") << "info currmove b1c3" << "b1c3" << 0 << true << "" << false;
        QTest::newRow("number only") << "info currmovenumber 1" << "" << 1 << true << "" << false;
        QTest::newRow("number 256") << "info currmovenumber 256" << "" << 256 << true << "" << false;
        QTest::newRow("with a result") << "info depth 5 score cp 12 nodes 900 currmove d2d4 currmovenumber 2 pv d2d4"
                                       << "d2d4" << 2 << true << "" << true;
        QTest::newRow("illegal move") << "info depth 3 currmove e2e5 currmovenumber 3" << "" << 3 << true << "currmove" << false;
        QTest::newRow("junk move") << "info currmove banana currmovenumber 4" << "" << 4 << true << "currmove" << false;
        QTest::newRow("no move") << "info currmove currmovenumber 4" << "" << 4 << true << "no move" << false;
        QTest::newRow("move at the end") << "info depth 9 currmove" << "" << 0 << false << "no move" << false;
        QTest::newRow("number 0") << "info currmove e2e4 currmovenumber 0" << "e2e4" << 0 << true << "out of range" << false;
        QTest::newRow("number 257") << "info currmovenumber 257" << "" << 0 << false << "out of range" << false;
        QTest::newRow("number -1") << "info currmovenumber -1" << "" << 0 << false << "out of range" << false;
        QTest::newRow("number 2^32+3") << "info currmovenumber 4294967299" << "" << 0 << false << "out of range" << false;
        QTest::newRow("number 2^70") << "info currmovenumber 1180591620717411303424" << "" << 0 << false << "needs a number" << false;
        QTest::newRow("number junk") << "info currmove e2e4 currmovenumber x" << "e2e4" << 0 << true << "needs a number" << false;
        QTest::newRow("bad multipv slot") << "info multipv 0 currmove e2e4 currmovenumber 1" << "e2e4" << 1 << false << "multipv" << false;
    }
    void infoCurrmove() {
        QFETCH(QString, line);
        QFETCH(QString, move);
        QFETCH(int, number);
        QFETCH(bool, progress);
        QFETCH(QString, error);
        QFETCH(bool, searchData);
        const Position start;
        const UciInfoLine l = parseUciInfo(line, start);
        QCOMPARE(QString::fromStdString(l.info.currMove.isNull() ? std::string() : toUci(l.info.currMove)), move);
        QCOMPARE(l.info.currMoveNumber, number);
        QCOMPARE(l.hasProgress, progress);
        QCOMPARE(l.error.isEmpty(), error.isEmpty());
        QCOMPARE(l.hasSearchData, searchData);
        QVERIFY2(l.error.contains(error), qPrintable(l.error));
    }

    void infoBad() {
        const Position start;
        UciInfoLine l = parseUciInfo(QStringLiteral("info depth x score cp banana pv zz99"), start);
        QVERIFY(!l.error.isEmpty());
        QVERIFY(l.info.pv.isEmpty());
        // An illegal PV move cuts the PV there; the moves before it are kept.
        l = parseUciInfo(QStringLiteral("info depth 3 score cp 5 pv e2e4 e2e4 g1f3"), start);
        QCOMPARE(l.info.pv.size(), 1);
        QVERIFY(l.error.contains(QStringLiteral("e2e4")));
        QCOMPARE(l.info.depth, 3);
        l = parseUciInfo(QStringLiteral("info score"), start);
        QVERIFY(!l.error.isEmpty());
        l = parseUciInfo(QStringLiteral("info depth"), start);
        QVERIFY(!l.error.isEmpty());
    }

    void bestMoves() {
        const Position start;
        UciBestMove b = parseUciBestMove(QStringLiteral("bestmove e2e4 ponder e7e5"), start);
        QVERIFY(b.ok());
        QCOMPARE(QString::fromStdString(toUci(b.best)), QStringLiteral("e2e4"));
        QCOMPARE(QString::fromStdString(toUci(b.ponder)), QStringLiteral("e7e5"));
        b = parseUciBestMove(QStringLiteral("bestmove g1f3 ponder zz"), start);
        QVERIFY(b.ok());
        QVERIFY(b.ponder.isNull());
        b = parseUciBestMove(QStringLiteral("bestmove e2e5"), start);
        QVERIFY(!b.ok());
        QVERIFY(b.error.contains(QStringLiteral("e2e5")));
        b = parseUciBestMove(QStringLiteral("bestmove"), start);
        QVERIFY(!b.ok());
        b = parseUciBestMove(QStringLiteral("bestmove (none)"), start);
        QVERIFY(!b.ok()); // there are legal moves
        auto mated = Position::fromFen("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3");
        QVERIFY(mated.ok());
        b = parseUciBestMove(QStringLiteral("bestmove (none)"), *mated);
        QVERIFY(b.ok());
        QVERIFY(b.best.isNull());
        auto castle = Position::fromFen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
        b = parseUciBestMove(QStringLiteral("bestmove e1g1"), *castle);
        QVERIFY(b.ok());
        QCOMPARE(b.best.kind(), MoveKind::Castling);
    }

    void commands() {
        const Position start;
        QCOMPARE(uciPositionCommand(start, {}), QStringLiteral("position startpos"));
        auto e4 = parseUciMove(start, "e2e4");
        Position after = start;
        after.makeMove(*e4);
        auto e5 = parseUciMove(after, "e7e5");
        QCOMPARE(uciPositionCommand(start, {*e4, *e5}), QStringLiteral("position startpos moves e2e4 e7e5"));
        auto other = Position::fromFen("8/8/8/8/8/8/k7/4K2R w K - 0 1");
        QCOMPARE(uciPositionCommand(*other, {}), QStringLiteral("position fen 8/8/8/8/8/8/k7/4K2R w K - 0 1"));

        // Chess960: castling goes out and comes back as the king taking its rook.
        const Position c960 = *Position::fromFen("rk5r/pppppppp/8/8/8/8/PPPPPPPP/RK5R w HAha - 0 1", true);
        const Move longCastle = *parseUciMove(c960, "b1a1");
        QCOMPARE(longCastle.kind(), MoveKind::Castling);
        QCOMPARE(uciPositionCommand(c960, {longCastle}),
                 QStringLiteral("position fen rk5r/pppppppp/8/8/8/8/PPPPPPPP/RK5R w KQkq - 0 1 moves b1a1"));
        SearchLimits castlingOnly;
        castlingOnly.searchMoves = {longCastle};
        QCOMPARE(uciGoCommand(castlingOnly, &c960), QStringLiteral("go searchmoves b1a1"));
        const UciBestMove reply = parseUciBestMove(QStringLiteral("bestmove b1h1"), c960);
        QVERIFY(reply.ok());
        QCOMPARE(reply.best.kind(), MoveKind::Castling);
        QCOMPARE(reply.best.to(), SqG1);

        SearchLimits clock;
        clock.timeMs[White] = 60000;
        clock.timeMs[Black] = 59000;
        clock.incMs[White] = clock.incMs[Black] = 100;
        clock.movesToGo = 40;
        QCOMPARE(uciGoCommand(clock), QStringLiteral("go wtime 60000 btime 59000 winc 100 binc 100 movestogo 40"));
        SearchLimits depth;
        depth.depth = 5;
        QCOMPARE(uciGoCommand(depth), QStringLiteral("go depth 5"));
        SearchLimits nodes;
        nodes.nodes = 10000;
        QCOMPARE(uciGoCommand(nodes), QStringLiteral("go nodes 10000"));
        SearchLimits movetime;
        movetime.movetimeMs = 250;
        QCOMPARE(uciGoCommand(movetime), QStringLiteral("go movetime 250"));
        QCOMPARE(uciGoCommand(SearchLimits{}), QStringLiteral("go infinite"));
        QCOMPARE(uciSetOptionCommand(QStringLiteral("Hash"), QStringLiteral("64")),
                 QStringLiteral("setoption name Hash value 64"));
        QCOMPARE(uciSetOptionCommand(QStringLiteral("Clear Hash"), QString()), QStringLiteral("setoption name Clear Hash"));
    }

    // Random and truncated lines never crash a parser.
    void fuzz() {
        const Position start;
        const QStringList seeds{QStringLiteral("info depth 12 seldepth 17 score cp 31 nodes 1 pv e2e4 e7e5"),
                                QStringLiteral("option name Hash type spin default 16 min 1 max 1024"),
                                QStringLiteral("bestmove e2e4 ponder e7e5"),
                                QStringLiteral("option name Style type combo default A var A var B")};
        quint32 state = 12345;
        auto next = [&] { return state = state * 1103515245u + 12345u; };
        int checked = 0;
        for (const QString& seed : seeds) {
            for (int n = 0; n <= seed.size(); ++n) {
                const QString cut = seed.left(n);
                parseUciInfo(cut, start);
                parseUciOption(cut);
                parseUciBestMove(cut, start);
                ++checked;
            }
            for (int k = 0; k < 300; ++k) {
                QString s = seed;
                for (int j = 0; j < 3; ++j) s[int(next() % quint32(s.size()))] = QChar(char(32 + next() % 95));
                parseUciInfo(s, start);
                parseUciOption(s);
                parseUciBestMove(s, start);
                ++checked;
            }
        }
        QVERIFY(checked > 1000);
    }
};

QTEST_APPLESS_MAIN(TestUciParser)
#include "tst_uciparser.moc"
