// Game review arithmetic: Lichess's win percentage and move accuracy, the classification of a
// prepared game with a known blunder (3... Nf6?? allowing Qxf7#), the players' summaries and the
// annotations written into the game. Reference values are from an independent Python
// transcription of Lichess's formulas (WinPercent.scala, AccuracyPercent.scala).
#include "game/review.h"
#include "notation/pgn.h"
#include "notation/uci_move.h"

#include <QtTest>

using namespace eschess;

namespace {

std::vector<Move> line(const Position& start, std::initializer_list<const char*> uci) {
    std::vector<Move> moves;
    Position pos = start;
    for (const char* u : uci) {
        const auto m = parseUciMove(pos, u);
        if (!m) qFatal("bad move %s", u);
        moves.push_back(*m);
        pos.makeMove(*m);
    }
    return moves;
}

PositionEval eval(const Position& pos, int cp, std::initializer_list<const char*> pv, int mate = 0) {
    PositionEval e;
    e.cp = cp;
    e.mate = mate;
    e.pv = line(pos, pv);
    return e;
}

// 1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7#, with verdicts an engine could give (side to move's view).
struct Prepared {
    Position start;
    std::vector<Move> moves;
    std::vector<PositionEval> evals;
    Prepared() {
        moves = line(start, {"e2e4", "e7e5", "d1h5", "b8c6", "f1c4", "g8f6", "h5f7"});
        const int cps[] = {30, -30, 25, 80, -15, 10, kReviewMateCp};
        const std::initializer_list<const char*> pvs[] = {{"e2e4"}, {"e7e5"}, {"g1f3", "b8c6"}, {"b8c6"},
                                                          {"f1c4"}, {"g7g6"}, {"h5f7"}};
        Position pos = start;
        for (int i = 0; i < 7; ++i) {
            evals.push_back(eval(pos, cps[i], pvs[i], i == 6 ? 1 : 0));
            pos.makeMove(moves[size_t(i)]);
        }
        PositionEval mated;
        mated.cp = -kReviewMateCp;
        mated.over = true;
        evals.push_back(mated);
    }
};

} // namespace

class TestReview : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase() { Position::init(); }

    void winPercentIsLichessCurve() {
        QCOMPARE(winPercent(0), 50.0);
        QVERIFY(qAbs(winPercent(100) - 59.10258971916128) < 1e-9);
        QVERIFY(qAbs(winPercent(-300) - 24.88744990616516) < 1e-9);
        QCOMPARE(winPercent(5000), winPercent(1000)); // clamped, so mates do not dominate
        QCOMPARE(winPercent(-kReviewMateCp), winPercent(-1000));
    }

    void thresholds() {
        QCOMPARE(classifyDrop(4.99), MoveClass::Good);
        QCOMPARE(classifyDrop(5.0), MoveClass::Inaccuracy);
        QCOMPARE(classifyDrop(9.99), MoveClass::Inaccuracy);
        QCOMPARE(classifyDrop(10.0), MoveClass::Mistake);
        QCOMPARE(classifyDrop(15.0), MoveClass::Blunder);
        QCOMPARE(moveAccuracy(60, 70), 100.0);
        QVERIFY(qAbs(moveAccuracy(52.29967635676993, 42.68863060981179) - 65.71992458082842) < 1e-9);
        QCOMPARE(moveAccuracy(90, 0), 0.0);
    }

    void preparedGameWithABlunder() {
        const Prepared p;
        const GameReview r = reviewMoves(p.start, p.moves, p.evals);
        QCOMPARE(int(r.moves.size()), 7);
        const MoveClass expected[] = {MoveClass::Best, MoveClass::Best, MoveClass::Inaccuracy, MoveClass::Best,
                                      MoveClass::Best, MoveClass::Blunder, MoveClass::Best};
        for (int i = 0; i < 7; ++i) QCOMPARE(r.moves[size_t(i)].moveClass, expected[i]);
        QCOMPARE(r.moves[5].cpLoss, 1000); // capped as eschess-cli acpl caps it
        QCOMPARE(r.moves[2].cpLoss, 105);
        QVERIFY(qAbs(r.moves[5].winBefore - r.moves[5].winAfter - 48.46515964702409) < 1e-9);
        // 2... Nc6 loses 5.9 % by the numbers but is the engine's own move: best, not an inaccuracy.
        QVERIFY(r.moves[3].winBefore - r.moves[3].winAfter > kInaccuracyDrop);

        const PlayerReview& white = r.players[White];
        const PlayerReview& black = r.players[Black];
        QCOMPARE(white.moves, 4);
        QCOMPARE(black.moves, 3);
        QCOMPARE(white.counts, (std::array<int, kMoveClassCount>{3, 0, 1, 0, 0}));
        QCOMPARE(black.counts, (std::array<int, kMoveClassCount>{2, 0, 0, 0, 1}));
        QCOMPARE(white.averageCpLoss, 26.25);
        QCOMPARE(black.averageCpLoss, 355.0);
        QVERIFY2(qAbs(white.accuracy - 81.16939567559828) < 1e-9, qPrintable(QString::number(white.accuracy, 'g', 16)));
        QVERIFY2(qAbs(black.accuracy - 25.59530172038099) < 1e-9, qPrintable(QString::number(black.accuracy, 'g', 16)));
    }

    // A review stopped after four positions reviews the three moves between them, no more.
    void partialReview() {
        const Prepared p;
        const std::vector<PositionEval> first(p.evals.begin(), p.evals.begin() + 4);
        const GameReview r = reviewMoves(p.start, p.moves, first);
        QCOMPARE(int(r.moves.size()), 3);
        QCOMPARE(r.moves[2].moveClass, MoveClass::Inaccuracy);
        QCOMPARE(r.players[White].moves, 2);
        QCOMPARE(r.players[Black].moves, 1);
        QCOMPARE(int(reviewMoves(p.start, p.moves, {}).moves.size()), 0);
    }

    void evalText() {
        PositionEval e;
        e.cp = 25;
        QCOMPARE(pgnEvalText(e, White), std::string("0.25"));
        QCOMPARE(pgnEvalText(e, Black), std::string("-0.25"));
        e.cp = -130;
        QCOMPARE(pgnEvalText(e, White), std::string("-1.30"));
        e.cp = 5;
        QCOMPARE(pgnEvalText(e, Black), std::string("-0.05"));
        e.mate = 3;
        QCOMPARE(pgnEvalText(e, White), std::string("#3"));
        QCOMPARE(pgnEvalText(e, Black), std::string("#-3"));
        QCOMPARE(*pgnEvalCp(pgnEvalText(e, Black)), -(kPgnMateCp - 3));
    }

    void annotations() {
        const Prepared p;
        PgnGame game;
        game.moves = p.moves;
        game.result = "1-0";
        GameTree tree = GameTree::fromPgn(game);
        const GameReview r = reviewMoves(p.start, p.moves, p.evals);
        annotateReview(tree, p.evals, r);
        tree.writeTo(game);
        const std::string text = writePgn(game);
        const QString movetext = QString::fromStdString(text.substr(text.find("\n\n") + 2)).simplified();
        QCOMPARE(movetext, QStringLiteral("1. e4 {[%eval 0.30]} 1... e5 {[%eval 0.25]} 2. Qh5?! {[%eval -0.80]} "
                                          "(2. Nf3 {[%eval 0.25]} 2... Nc6) 2... Nc6 {[%eval -0.15]} 3. Bc4 "
                                          "{[%eval -0.10]} 3... Nf6?? {[%eval #1]} (3... g6 {[%eval -0.10]}) "
                                          "4. Qxf7# 1-0"));
        // Reviewing again changes nothing: the evaluations are replaced, the variations reused.
        GameTree again = GameTree::fromPgn(game);
        annotateReview(again, p.evals, r);
        PgnGame second;
        second.result = "1-0";
        again.writeTo(second);
        QCOMPARE(writePgn(second), writePgn(game));
        // A player's own "!" on a blunder gives way to "??"; other NAGs stay.
        GameTree marked = GameTree::fromPgn(game);
        const auto nf6 = marked.mainLine()[5];
        marked.setNags(nf6, {1, 18});
        annotateReview(marked, p.evals, r);
        QCOMPARE(marked.nags(nf6), (std::vector<int>{4, 18}));
    }
};

QTEST_APPLESS_MAIN(TestReview)
#include "tst_review.moc"
