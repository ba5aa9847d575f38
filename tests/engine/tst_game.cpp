// Game records: every outcome kind, claimable versus automatic draws, material draws, undo, PGN.
#include "game/game.h"
#include "notation/pgn.h"
#include "notation/uci_move.h"

#include <QtTest>

using namespace eschess;

namespace {

QString qs(const std::string& s) {
    return QString::fromStdString(s);
}

Game fromFen(const char* fen) {
    auto pos = Position::fromFen(fen);
    if (!pos) qFatal("bad test FEN %s: %s", fen, pos.error().c_str());
    return Game(*pos);
}

bool playAll(Game& g, std::initializer_list<const char*> sans) {
    for (const char* san : sans) {
        auto m = g.playSan(san);
        if (!m) {
            qWarning("%s: %s", san, m.error().c_str());
            return false;
        }
    }
    return true;
}

} // namespace

class TestGame : public QObject {
    Q_OBJECT
  private slots:
    void checkmate() {
        Game g;
        QVERIFY(playAll(g, {"f3", "e5", "g4"}));
        QVERIFY(!g.outcome().decided());
        QCOMPARE(qs(g.outcome().reason()), QStringLiteral("Game in progress"));
        QVERIFY(playAll(g, {"Qh4#"}));
        const Outcome o = g.outcome();
        QCOMPARE(o.result, GameResult::BlackWins);
        QCOMPARE(o.termination, Termination::Checkmate);
        QCOMPARE(qs(o.reason()), QStringLiteral("Black wins by checkmate"));
        QCOMPARE(g.ply(), 4);
        // Nothing more can be played once the game is over.
        const Move any = *parseUciMove(g.positionAt(0), "e2e4");
        QVERIFY(!g.play(any));
        QCOMPARE(qs(g.playSan("a3").error()), QStringLiteral("the game is over (Black wins by checkmate)"));
        QCOMPARE(g.ply(), 4);

        const PgnGame pgn = g.toPgn();
        QCOMPARE(qs(pgn.result), QStringLiteral("0-1"));
        QCOMPARE(qs(pgn.tag("Termination")), QStringLiteral("checkmate"));
        QCOMPARE(pgn.moves, g.moves());
        QVERIFY(writePgn(pgn).find("\n1. f3 e5 2. g4 Qh4# 0-1\n") != std::string::npos);
    }

    void stalemate() {
        Game g = fromFen("7k/8/6K1/8/8/8/8/5Q2 w - - 0 1");
        QVERIFY(playAll(g, {"Qf7"}));
        QCOMPARE(g.outcome(), (Outcome{GameResult::Draw, Termination::Stalemate}));
        QCOMPARE(qs(g.outcome().reason()), QStringLiteral("Draw by stalemate"));
    }

    void insufficientMaterial_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<bool>("dead");
        QTest::newRow("K v K") << "4k3/8/8/8/8/8/8/4K3 w - - 0 1" << true;
        QTest::newRow("K+N v K") << "4k3/8/8/8/8/8/8/4KN2 w - - 0 1" << true;
        QTest::newRow("K v K+B") << "4kb2/8/8/8/8/8/8/4K3 w - - 0 1" << true;
        QTest::newRow("KB v KB same colour") << "4kb2/8/8/8/8/8/8/2B1K3 w - - 0 1" << true;
        QTest::newRow("KB v KB opposite colours") << "2b1k3/8/8/8/8/8/8/2B1K3 w - - 0 1" << false;
        QTest::newRow("K+N v K+N") << "4kn2/8/8/8/8/8/8/4KN2 w - - 0 1" << false;
        QTest::newRow("K+NN v K") << "4k3/8/8/8/8/8/8/3NKN2 w - - 0 1" << false;
        QTest::newRow("K+P v K") << "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1" << false;
    }
    void insufficientMaterial() {
        QFETCH(QString, fen);
        QFETCH(bool, dead);
        const Game g = fromFen(fen.toLatin1().constData());
        const Outcome expected =
            dead ? Outcome{GameResult::Draw, Termination::InsufficientMaterial} : Outcome{};
        QCOMPARE(g.automaticOutcome(), expected);
    }

    // Capturing the last piece ends the game at once.
    void captureToBareKings() {
        Game g = fromFen("4k3/8/8/8/8/8/3q4/4K3 w - - 0 1");
        QVERIFY(!g.outcome().decided());
        QVERIFY(playAll(g, {"Kxd2"}));
        QCOMPARE(qs(g.outcome().reason()), QStringLiteral("Draw by insufficient material"));
    }

    // Threefold may be claimed; fivefold ends the game by itself.
    void repetition() {
        Game g;
        QVERIFY(playAll(g, {"Nf3", "Nf6", "Ng1", "Ng8"})); // start position, second time
        QVERIFY(!g.canClaimDraw());
        QVERIFY(playAll(g, {"Nf3", "Nf6", "Ng1"}));
        QVERIFY(!g.canClaimDraw());
        QVERIFY(playAll(g, {"Ng8"})); // third time
        QVERIFY(g.canClaimDraw());
        QCOMPARE(g.claimableDraw(), (Outcome{GameResult::Draw, Termination::ThreefoldRepetition}));
        QVERIFY(!g.outcome().decided());
        QVERIFY(playAll(g, {"Nf3", "Nf6", "Ng1", "Ng8"})); // fourth
        QVERIFY(!g.outcome().decided());
        QVERIFY(playAll(g, {"Nf3", "Nf6", "Ng1", "Ng8"})); // fifth
        QCOMPARE(g.outcome(), (Outcome{GameResult::Draw, Termination::FivefoldRepetition}));
        QVERIFY(!g.canClaimDraw()); // the game is already over
        QVERIFY(!g.playSan("e4").ok());
        QCOMPARE(g.ply(), 16);
        // Taking back a move undoes the automatic draw.
        QVERIFY(g.undo());
        QVERIFY(!g.outcome().decided());
        QVERIFY(playAll(g, {"Ng8"}));
        const PgnGame pgn = g.toPgn();
        QCOMPARE(qs(pgn.result), QStringLiteral("1/2-1/2"));
        QCOMPARE(qs(pgn.tag("Termination")), QStringLiteral("fivefold repetition"));
    }

    // Fifty moves may be claimed; seventy-five end the game by themselves.
    void moveCounts() {
        Game fifty = fromFen("4k3/8/8/8/8/8/8/R3K3 w - - 98 60");
        QVERIFY(playAll(fifty, {"Ra2"}));
        QVERIFY(!fifty.canClaimDraw());
        QVERIFY(playAll(fifty, {"Kd8"}));
        QCOMPARE(fifty.claimableDraw(), (Outcome{GameResult::Draw, Termination::FiftyMoveRule}));
        QVERIFY(!fifty.outcome().decided());
        QVERIFY(playAll(fifty, {"Ra3"}));
        QVERIFY(fifty.canClaimDraw());
        // A pawn move resets the count.
        Game reset = fromFen("4k3/8/8/8/8/8/P7/R3K3 w - - 99 60");
        QVERIFY(playAll(reset, {"a3"}));
        QVERIFY(!reset.canClaimDraw());

        Game seventyFive = fromFen("4k3/8/8/8/8/8/8/R3K3 w - - 148 80");
        QVERIFY(playAll(seventyFive, {"Ra2"}));
        QVERIFY(!seventyFive.outcome().decided());
        QVERIFY(playAll(seventyFive, {"Kd8"}));
        QCOMPARE(seventyFive.outcome(), (Outcome{GameResult::Draw, Termination::SeventyFiveMoveRule}));
        QCOMPARE(qs(seventyFive.outcome().reason()), QStringLiteral("Draw by the seventy-five-move rule"));
    }

    // Mate on the move that reaches the limit is still mate.
    void mateBeatsMoveCount() {
        Game g = fromFen("6k1/5ppp/8/8/8/8/8/R5K1 w - - 149 80");
        QVERIFY(playAll(g, {"Ra8#"}));
        QCOMPARE(g.outcome().termination, Termination::Checkmate);
        QCOMPARE(g.outcome().result, GameResult::WhiteWins);
    }

    void setOutcome() {
        Game g;
        QVERIFY(playAll(g, {"e4", "e5"}));
        g.setOutcome({GameResult::WhiteWins, Termination::Resignation});
        QCOMPARE(qs(g.outcome().reason()), QStringLiteral("White wins by resignation"));
        QVERIFY(!g.playSan("Nf3").ok());
        QCOMPARE(qs(g.toPgn().tag("Termination")), QStringLiteral("resignation"));
        QCOMPARE(qs(g.toPgn().result), QStringLiteral("1-0"));
        QVERIFY(g.undo()); // clears the set outcome
        QVERIFY(!g.outcome().decided());
        QCOMPARE(g.ply(), 1);
        QVERIFY(playAll(g, {"e5", "Nf3"}));
        g.setOutcome({GameResult::Draw, Termination::DrawAgreed});
        QCOMPARE(qs(g.outcome().reason()), QStringLiteral("Draw by agreement"));
        g.setOutcome({GameResult::BlackWins, Termination::TimeForfeit});
        QCOMPARE(qs(g.outcome().reason()), QStringLiteral("Black wins on time"));
        QCOMPARE(qs(g.toPgn().tag("Termination")), QStringLiteral("time forfeit"));
    }

    void fromPgn() {
        Game g;
        QVERIFY(playAll(g, {"e4", "e5", "Nf3"}));
        g.setOutcome({GameResult::BlackWins, Termination::TimeForfeit});
        auto back = Game::fromPgn(g.toPgn());
        QVERIFY2(back.ok(), back.error().c_str());
        QCOMPARE(back->moves(), g.moves());
        QCOMPARE(back->outcome(), g.outcome());

        Game mate;
        QVERIFY(playAll(mate, {"f3", "e5", "g4", "Qh4#"}));
        auto mated = Game::fromPgn(mate.toPgn());
        QVERIFY(mated.ok());
        QCOMPARE(mated->outcome(), (Outcome{GameResult::BlackWins, Termination::Checkmate}));

        PgnGame broken = mate.toPgn();
        broken.moves.push_back(broken.moves.front());
        QCOMPARE(qs(Game::fromPgn(broken).error()),
                 QStringLiteral("PGN: move 5 (f2f3) cannot be played: the game is already over"));
        broken.moves.erase(broken.moves.begin() + 3, broken.moves.end() - 1);
        QCOMPARE(qs(Game::fromPgn(broken).error()),
                 QStringLiteral("PGN: move 4 (f2f3) cannot be played: it is illegal"));
        QCOMPARE(terminationFromName("seventy-five-move rule"), Termination::SeventyFiveMoveRule);
        QCOMPARE(terminationFromName("normal"), Termination::None);
    }

    void names() {
        QCOMPARE(qs(resultString(GameResult::WhiteWins)), QStringLiteral("1-0"));
        QCOMPARE(qs(resultString(GameResult::BlackWins)), QStringLiteral("0-1"));
        QCOMPARE(qs(resultString(GameResult::Draw)), QStringLiteral("1/2-1/2"));
        QCOMPARE(qs(resultString(GameResult::None)), QStringLiteral("*"));
        QCOMPARE(parseResult("1/2-1/2"), GameResult::Draw);
        QCOMPARE(parseResult("1-1"), GameResult::None);
        QCOMPARE(qs(terminationName(Termination::ThreefoldRepetition)),
                 QStringLiteral("threefold repetition"));
        QCOMPARE(qs(terminationName(Termination::FiftyMoveRule)), QStringLiteral("fifty-move rule"));
        QCOMPARE(qs(terminationName(Termination::EngineCrash)), QStringLiteral("engine crash"));
        QCOMPARE(qs(Outcome{GameResult::WhiteWins, Termination::EngineCrash}.reason()),
                 QStringLiteral("White wins: Black's engine crashed"));
        QCOMPARE(qs(Outcome{GameResult::BlackWins, Termination::IllegalMove}.reason()),
                 QStringLiteral("Black wins: White played an illegal move"));
        QCOMPARE(qs(Outcome{GameResult::Draw, Termination::Adjudication}.reason()),
                 QStringLiteral("Draw by adjudication"));
        QCOMPARE(qs(Outcome{GameResult::Draw, Termination::FiftyMoveRule}.reason()),
                 QStringLiteral("Draw by the fifty-move rule"));
    }

    void record() {
        Game g = fromFen("4k3/8/8/8/8/8/4P3/4K3 b - - 3 20");
        QVERIFY(playAll(g, {"Kd7", "e4", "Ke6"}));
        QCOMPARE(g.ply(), 3);
        QCOMPARE(qs(g.sanAt(1)), QStringLiteral("e4"));
        QCOMPARE(qs(g.sanAt(3)), QString());
        QCOMPARE(qs(g.positionAt(0).fen()), QStringLiteral("4k3/8/8/8/8/8/4P3/4K3 b - - 3 20"));
        QCOMPARE(qs(g.positionAt(2).fen()), QStringLiteral("8/3k4/8/8/4P3/8/8/4K3 b - - 0 21"));
        QCOMPARE(qs(g.current().fen()), QStringLiteral("8/8/4k3/8/4P3/8/8/4K3 w - - 1 22"));
        QVERIFY(!g.playSan("Kf7").ok()); // white to move
        QCOMPARE(g.ply(), 3);
        QVERIFY(g.undo() && g.undo() && g.undo());
        QVERIFY(!g.undo());
        QCOMPARE(qs(g.current().fen()), QStringLiteral("4k3/8/8/8/8/8/4P3/4K3 b - - 3 20"));
        QVERIFY(!g.play(Move::none()));

        const PgnGame pgn = g.toPgn();
        QCOMPARE(qs(pgn.tag("FEN")), QStringLiteral("4k3/8/8/8/8/8/4P3/4K3 b - - 3 20"));
        QCOMPARE(qs(pgn.tag("SetUp")), QStringLiteral("1"));
        QCOMPARE(qs(pgn.result), QStringLiteral("*"));
    }
};

QTEST_APPLESS_MAIN(TestGame)
#include "tst_game.moc"
