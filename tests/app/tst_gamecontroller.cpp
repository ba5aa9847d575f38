// GameController: moves and SAN, takeback against humans and engines, the engine replying on
// its own thread, clocks running out, draw claims, a bad FEN changing nothing, PGN export.

#include "app/core/engineplayer.h"
#include "app/core/gamecontroller.h"
#include "app/core/humanplayer.h"
#include "app/core/localengine.h"

#include "core/movegen.h"
#include "notation/pgn.h"
#include "notation/uci_move.h"
#include "search/searcher.h"

#include <QSignalSpy>
#include <QTest>

#include <atomic>
#include <thread>

using namespace eschess;
using namespace eschess::app;

namespace {

// Plays the first legal move after thinking thinkMs (or until stopped), noting its thread.
class FirstMoveSearcher : public Searcher {
public:
    explicit FirstMoveSearcher(int thinkMs) : m_thinkMs(thinkMs) {}
    std::string name() const override { return "first"; }
    std::string description() const override { return "test searcher"; }
    SearchResult search(const Position& pos, const SearchLimits& limits, const SearchCallbacks& cb) override {
        thread = std::this_thread::get_id();
        ++searches;
        m_control.start(limits);
        std::uint64_t nodes = 0;
        while (m_control.elapsedMs() < m_thinkMs && !m_control.shouldStop(++nodes)) {
        }
        SearchResult r;
        const MoveList moves = legalMoves(pos);
        if (!moves.empty()) r.bestMove = moves[0];
        SearchInfo info;
        info.depth = 1;
        if (r.bestMove) info.pv.push_back(r.bestMove);
        if (cb.onInfo) cb.onInfo(info);
        return r;
    }
    std::atomic<std::thread::id> thread{};
    std::atomic<int> searches{0};

private:
    int m_thinkMs;
};

EnginePlayer* enginePlayer(int thinkMs, FirstMoveSearcher** out = nullptr) {
    auto searcher = std::make_unique<FirstMoveSearcher>(thinkMs);
    if (out) *out = searcher.get();
    EngineStrength strength;
    strength.mode = EngineStrength::Mode::Clock;
    return new EnginePlayer(new LocalEngine(std::move(searcher)), strength);
}

Move uci(const GameController& game, const char* text) {
    auto m = parseUciMove(game.position(), text);
    return m ? *m : Move();
}

bool play(GameController& game, std::initializer_list<const char*> moves) {
    for (const char* m : moves)
        if (!game.humanMove(uci(game, m))) return false;
    return true;
}

} // namespace

class TestGameController : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { Position::init(); }

    void movesBecomeSan() {
        GameController game;
        QSignalSpy made(&game, &GameController::moveMade);
        QVERIFY(play(game, {"e2e4", "e7e5", "g1f3", "b8c6", "f1b5"}));
        QCOMPARE(game.sanMoves(), QStringList({"e4", "e5", "Nf3", "Nc6", "Bb5"}));
        QCOMPARE(game.plyCount(), 5);
        QCOMPARE(game.viewPly(), 5);
        QCOMPARE(made.count(), 5);
        QCOMPARE(game.sideToMove(), Black);
        QCOMPARE(QString::fromStdString(game.position().fen()),
                 QStringLiteral("r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3"));
    }

    void illegalMoveIsRefused() {
        GameController game;
        QVERIFY(play(game, {"e2e4"}));
        QVERIFY(!game.humanMove(Move(SqE7, SqE4))); // no such move
        QVERIFY(!game.humanMove(Move(SqD2, SqD4))); // not White's turn
        QCOMPARE(game.plyCount(), 1);
    }

    void browsingShowsEarlierPositions() {
        GameController game;
        QVERIFY(play(game, {"d2d4", "d7d5", "c2c4"}));
        QSignalSpy view(&game, &GameController::viewChanged);
        game.setViewPly(1);
        QCOMPARE(view.count(), 1);
        QCOMPARE(game.positionAt(game.viewPly()).sideToMove(), Black);
        QVERIFY(game.humanMoves().isEmpty()); // no moves while looking at the past
        QVERIFY(!game.humanMove(uci(game, "e7e6")));
        game.setViewPly(99); // clamped
        QCOMPARE(game.viewPly(), 3);
        QCOMPARE(game.humanMoves().size(), int(legalMoves(game.position()).size()));
    }

    void takebackBetweenHumansIsOnePly() {
        GameController game;
        QVERIFY(play(game, {"e2e4", "e7e5"}));
        QVERIFY(game.canTakeBack());
        game.takeBack();
        QCOMPARE(game.plyCount(), 1);
        QCOMPARE(game.sideToMove(), Black);
        QCOMPARE(game.sanMoves(), QStringList({"e4"}));
    }

    void engineRepliesOnItsOwnThread() {
        GameController game;
        FirstMoveSearcher* searcher = nullptr;
        game.newGame(Position(), new HumanPlayer(QStringLiteral("Me")), enginePlayer(30, &searcher));
        QVERIFY(game.isHumanTurn());
        QVERIFY(play(game, {"e2e4"}));
        QVERIFY(!game.isHumanTurn());
        QTRY_COMPARE_WITH_TIMEOUT(game.plyCount(), 2, 3000);
        QVERIFY(searcher->thread.load() != std::this_thread::get_id());
        QCOMPARE(game.sideToMove(), White);
        QCOMPARE(game.playerName(Black), QStringLiteral("first"));
    }

    void takebackAgainstEngineReturnsToYourMove() {
        GameController game;
        game.newGame(Position(), new HumanPlayer(QStringLiteral("Me")), enginePlayer(10));
        QVERIFY(play(game, {"e2e4"}));
        QTRY_COMPARE_WITH_TIMEOUT(game.plyCount(), 2, 3000);
        QVERIFY(play(game, {"d2d4"}));
        QTRY_COMPARE_WITH_TIMEOUT(game.plyCount(), 4, 3000);
        game.takeBack();
        QCOMPARE(game.plyCount(), 2);
        QCOMPARE(game.sideToMove(), White);
        QVERIFY(game.isHumanTurn());
    }

    void takebackWhileEngineThinksDropsItsAnswer() {
        GameController game;
        FirstMoveSearcher* searcher = nullptr;
        game.newGame(Position(), new HumanPlayer(QStringLiteral("Me")), enginePlayer(400, &searcher));
        QVERIFY(play(game, {"e2e4"}));
        QTest::qWait(50);
        game.takeBack();
        QCOMPARE(game.plyCount(), 0);
        QTest::qWait(600); // the cancelled search's bestMove arrives and must be ignored
        QCOMPARE(game.plyCount(), 0);
        QVERIFY(game.isHumanTurn());
        QVERIFY(play(game, {"d2d4"})); // and play goes on normally
        QTRY_COMPARE_WITH_TIMEOUT(game.plyCount(), 2, 3000);
    }

    void whiteEngineCannotBeTakenBackPastItsFirstMove() {
        GameController game;
        game.newGame(Position(), enginePlayer(10), new HumanPlayer(QStringLiteral("Me")));
        QTRY_COMPARE_WITH_TIMEOUT(game.plyCount(), 1, 3000);
        QVERIFY(!game.canTakeBack());
    }

    void clockRunsOut() {
        GameController game;
        const TimeControl tc = TimeControl::clock(300);
        game.newGame(Position(), new HumanPlayer(QStringLiteral("A")), new HumanPlayer(QStringLiteral("B")), tc);
        QSignalSpy over(&game, &GameController::gameOver);
        QVERIFY(play(game, {"e2e4"}));
        QVERIFY(over.wait(2000));
        QCOMPARE(game.outcome().termination, Termination::TimeForfeit);
        QCOMPARE(game.outcome().result, GameResult::WhiteWins); // Black's flag fell
        QCOMPARE(game.clock()->remainingMs(Black), 0);
        QVERIFY(!game.humanMove(uci(game, "e7e5")));
        QCOMPARE(GameController::describe(game.outcome()), QStringLiteral("White wins on time."));
    }

    void flagAgainstBareKingIsADraw() {
        GameController game;
        auto pos = Position::fromFen("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1");
        QVERIFY(pos.ok());
        const TimeControl tc = TimeControl::clock(200);
        game.newGame(*pos, new HumanPlayer(QStringLiteral("A")), new HumanPlayer(QStringLiteral("B")), tc);
        QSignalSpy over(&game, &GameController::gameOver);
        QVERIFY(over.wait(2000)); // White's flag; Black has only the king
        QCOMPARE(game.outcome().result, GameResult::Draw);
        QCOMPARE(game.outcome().termination, Termination::TimeForfeit);
    }

    void checkmateEndsTheGame() {
        GameController game;
        QSignalSpy over(&game, &GameController::gameOver);
        QVERIFY(play(game, {"f2f3", "e7e5", "g2g4", "d8h4"}));
        QCOMPARE(over.count(), 1);
        QCOMPARE(game.outcome().result, GameResult::BlackWins);
        QCOMPARE(game.outcome().termination, Termination::Checkmate);
        QCOMPARE(game.sanMoves().last(), QStringLiteral("Qh4#"));
        QVERIFY(!game.canResign());
        QCOMPARE(game.toPgn().result, std::string("0-1"));
    }

    void threefoldCanBeClaimed() {
        GameController game;
        QVERIFY(play(game, {"g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1"}));
        QCOMPARE(game.claimableDraw(), Termination::None);
        QVERIFY(!game.claimDraw());
        QVERIFY(play(game, {"f6g8"})); // the start position for the third time
        QCOMPARE(game.claimableDraw(), Termination::ThreefoldRepetition);
        QVERIFY(!game.isOver()); // humans must claim
        QVERIFY(game.claimDraw());
        QCOMPARE(game.outcome().result, GameResult::Draw);
        QCOMPARE(game.outcome().termination, Termination::ThreefoldRepetition);
    }

    void resignationByTheHuman() {
        GameController game;
        game.newGame(Position(), enginePlayer(300), new HumanPlayer(QStringLiteral("Me")));
        QVERIFY(game.canResign());
        game.resign(); // while the engine (White) thinks: the human is Black
        QCOMPARE(game.outcome().result, GameResult::WhiteWins);
        QCOMPARE(game.outcome().termination, Termination::Resignation);
        QTest::qWait(400);
        QCOMPARE(game.plyCount(), 0); // the engine's late answer is not played
    }

    void badFenChangesNothing() {
        GameController game;
        QVERIFY(play(game, {"e2e4", "c7c5"}));
        const std::string before = game.position().fen();
        QSignalSpy changed(&game, &GameController::positionChanged);
        QString error;
        QVERIFY(!game.loadFen(QStringLiteral("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1"), &error));
        QVERIFY(!error.isEmpty());
        QCOMPARE(changed.count(), 0);
        QCOMPARE(game.plyCount(), 2);
        QCOMPARE(game.position().fen(), before);
        QVERIFY(game.loadFen(QStringLiteral("8/8/8/4k3/8/8/4P3/4K3 w - - 0 1"), &error));
        QCOMPARE(game.plyCount(), 0);
        QCOMPARE(game.position().fen(), std::string("8/8/8/4k3/8/8/4P3/4K3 w - - 0 1"));
    }

    void engineVersusEngineWithPause() {
        GameController game;
        game.newGame(Position(), enginePlayer(5), enginePlayer(5));
        game.setMoveDelayMs(20);
        QTRY_VERIFY_WITH_TIMEOUT(game.plyCount() >= 4, 5000);
        game.setPaused(true);
        QTest::qWait(100);
        const int plies = game.plyCount();
        QTest::qWait(300);
        QCOMPARE(game.plyCount(), plies);
        game.setPaused(false);
        QTRY_VERIFY_WITH_TIMEOUT(game.plyCount() >= plies + 2, 5000);
    }

    void hintIsALegalMove() {
        if (searcherNames().empty()) QSKIP("no searcher of the family is registered yet");
        GameController game;
        QVERIFY(play(game, {"e2e4", "e7e5"}));
        QSignalSpy hint(&game, &GameController::hintReady);
        game.requestHint(QString::fromStdString(searcherNames().front()));
        QVERIFY(hint.wait(5000));
        QVERIFY(game.position().isLegal(hint.first().at(0).value<Move>()));
        QCOMPARE(game.plyCount(), 2); // a hint plays nothing
    }

    // The loop a match uses: book moves first, then the engines; the arbiter ends the game at
    // the maximum length, and each move records how it was played.
    void engineGameWithBookAndAdjudication() {
        GameController game;
        GameSetup setup;
        Position start;
        const Move e4 = *parseUciMove(start, "e2e4");
        start.makeMove(e4);
        const Move e5 = *parseUciMove(start, "e7e5");
        setup.bookMoves = {e4, e5};
        setup.timeControl = TimeControl::fixedDepth(1);
        setup.adjudication.maxMoves = 2;
        QSignalSpy info(&game, &GameController::playerInfo);
        QSignalSpy over(&game, &GameController::gameOver);
        game.newGame(setup, enginePlayer(5), enginePlayer(5));
        QCOMPARE(game.sanMoves().mid(0, 2), QStringList({"e4", "e5"}));
        QVERIFY(over.wait(5000));
        QCOMPARE(game.outcome(), (Outcome{GameResult::Draw, Termination::MaxLength}));
        QCOMPARE(game.plyCount(), 4);
        QCOMPARE(int(game.playedMoves().size()), 4);
        QVERIFY(game.playedMoves()[0].book && game.playedMoves()[1].book);
        QVERIFY(!game.playedMoves()[2].book && game.playedMoves()[2].hasScore);
        QCOMPARE(game.playedMoves()[3].depth, 1);
        QCOMPARE(info.size(), 2); // one line from each engine, each on its own turn
        QCOMPARE(info.at(0).at(0).value<Color>(), White);
        QCOMPARE(info.at(1).at(0).value<Color>(), Black);
    }

    // Without a clock an engine that never answers loses by stalling, and the other wins.
    void stalledEngineLoses() {
        GameController game;
        GameSetup setup;
        setup.timeControl = TimeControl::fixedDepth(1);
        setup.stallMs = 300;
        QSignalSpy over(&game, &GameController::gameOver);
        game.newGame(setup, enginePlayer(5), enginePlayer(3000));
        QVERIFY(over.wait(3000));
        QCOMPARE(game.outcome(), (Outcome{GameResult::WhiteWins, Termination::EngineStall}));
        QCOMPARE(game.plyCount(), 1);
        QVERIFY2(game.endReason().contains(QStringLiteral("first (Black) stalled")), qPrintable(game.endReason()));
    }

    void pgnRoundTrip() {
        GameController game;
        QVERIFY(play(game, {"e2e4", "e7e5", "g1f3"}));
        game.setTag(QStringLiteral("Event"), QStringLiteral("Test"));
        const std::string text = writePgn(game.toPgn());
        QVERIFY(text.find("[Event \"Test\"]") != std::string::npos);
        QVERIFY(text.find("[White \"White\"]") != std::string::npos);
        QVERIFY(text.find("[Result \"*\"]") != std::string::npos);
        QVERIFY(text.find("1. e4 e5 2. Nf3 *") != std::string::npos);
        auto read = readPgn(text);
        QCOMPARE(read.games.size(), size_t(1));
        GameController loaded;
        loaded.loadGame(read.games.front());
        QCOMPARE(loaded.sanMoves(), game.sanMoves());
        QCOMPARE(loaded.viewPly(), 3);
    }
};

QTEST_GUILESS_MAIN(TestGameController)
#include "tst_gamecontroller.moc"
