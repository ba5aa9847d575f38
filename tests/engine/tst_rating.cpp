// Elo, LOS, SPRT, ladder fit and ACPL arithmetic against known values (the "Rook" chapter's
// 54/72/34 example, Wald's bounds, closed-form performance ratings, fastchess's pentanomial
// SPRT test cases).
#include "rating/acpl.h"
#include "rating/elo.h"
#include "rating/ladder.h"
#include "rating/pentanomial.h"
#include "rating/sprt.h"

#include <QtTest>

#include <cmath>

using namespace eschess;

class TestRating : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { Position::init(); }

    void rookChapterExample() {
        const EloEstimate e = estimateElo(54, 72, 34);
        QCOMPARE(e.games, 160);
        QCOMPARE(e.score, 0.5625);
        QCOMPARE(e.drawRatio, 0.45);
        QCOMPARE(QString::fromStdString(formatElo(e.elo)), QStringLiteral("+43.7"));
        QCOMPARE(QString::asprintf("%.1f", e.margin), QStringLiteral("40.2"));
        QCOMPARE(QString::fromStdString(formatElo(e.eloLow)), QStringLiteral("+4.1"));
        QCOMPARE(QString::fromStdString(formatElo(e.eloHigh)), QStringLiteral("+84.4"));
        QCOMPARE(QString::asprintf("%.1f", e.los * 100), QStringLiteral("98.3"));
        QVERIFY(std::fabs(e.elo - 43.65778777002724) < 1e-9);
    }

    void scoreToEloKnown() {
        QCOMPARE(scoreToElo(0.5), 0.0);
        QVERIFY(std::fabs(scoreToElo(0.75) - 190.8485) < 1e-4); // 400 log10(3)
        QVERIFY(std::fabs(scoreToElo(0.25) + 190.8485) < 1e-4);
        QVERIFY(std::fabs(eloToScore(scoreToElo(0.64)) - 0.64) < 1e-12);
        QVERIFY(std::isinf(scoreToElo(1.0)) && scoreToElo(1.0) > 0);
        QVERIFY(std::isinf(scoreToElo(0.0)) && scoreToElo(0.0) < 0);
    }

    void edgeCases() {
        const EloEstimate none = estimateElo(0, 0, 0);
        QCOMPARE(none.games, 0);
        QCOMPARE(none.elo, 0.0);
        QCOMPARE(none.los, 0.5);
        const EloEstimate allWon = estimateElo(10, 0, 0);
        QVERIFY(!allWon.finite());
        QCOMPARE(QString::fromStdString(formatElo(allWon.elo)), QStringLiteral("inf"));
        const EloEstimate even = estimateElo(10, 20, 10);
        QCOMPARE(even.elo, 0.0);
        QCOMPARE(even.los, 0.5);
        QVERIFY(std::fabs(even.eloLow + even.eloHigh) < 1e-9); // symmetric interval
        QCOMPARE(likelihoodOfSuperiority(0, 0), 0.5);
        // 0.5 (1 + erf(2 / sqrt(8))) = Phi(1)
        QVERIFY(std::fabs(likelihoodOfSuperiority(3, 1) - 0.8413447460685429) < 1e-12);
    }

    void sprtBounds() {
        const SprtParams p{0, 5, 0.05, 0.05};
        QVERIFY(std::fabs(sprtLowerBound(p) + 2.9444389791664403) < 1e-12); // ln(0.05/0.95)
        QVERIFY(std::fabs(sprtUpperBound(p) - 2.9444389791664403) < 1e-12);
        const SprtParams q{0, 10, 0.05, 0.1};
        QVERIFY(std::fabs(sprtLowerBound(q) - std::log(0.1 / 0.95)) < 1e-12);
        QVERIFY(std::fabs(sprtUpperBound(q) - std::log(0.9 / 0.05)) < 1e-12);
    }

    void sprtLlrKnown_data() {
        QTest::addColumn<double>("elo0");
        QTest::addColumn<double>("elo1");
        QTest::addColumn<int>("w");
        QTest::addColumn<int>("d");
        QTest::addColumn<int>("l");
        QTest::addColumn<double>("llr");
        QTest::newRow("54/72/34 [0,5]") << 0.0 << 5.0 << 54 << 72 << 34 << 0.5075782439411993;
        QTest::newRow("1000/2000/950 [0,10]") << 0.0 << 10.0 << 1000 << 2000 << 950 << -0.3981900294564892;
        QTest::newRow("5000/10000/5100 [-1.75,0.25]") << -1.75 << 0.25 << 5000 << 10000 << 5100 << -0.6485598514250637;
        QTest::newRow("no games") << 0.0 << 5.0 << 0 << 0 << 0 << 0.0;
        QTest::newRow("all draws") << 0.0 << 5.0 << 0 << 10 << 0 << -0.012528146593581976;
        QTest::newRow("all won [0,200]") << 0.0 << 200.0 << 4 << 0 << 0 << 3.8980298726474074;
    }
    void sprtLlrKnown() {
        QFETCH(double, elo0);
        QFETCH(double, elo1);
        QFETCH(int, w);
        QFETCH(int, d);
        QFETCH(int, l);
        QFETCH(double, llr);
        QVERIFY2(std::fabs(sprtLlr({elo0, elo1, 0.05, 0.05}, w, d, l) - llr) < 1e-9,
                 qPrintable(QString::number(sprtLlr({elo0, elo1, 0.05, 0.05}, w, d, l), 'g', 17)));
    }

    void sprtDecides() {
        const SprtParams p{0, 5, 0.05, 0.05};
        QCOMPARE(sprtStatus(p, 54, 72, 34).decision, SprtDecision::Continue);
        QCOMPARE(sprtStatus(p, 300, 400, 100).decision, SprtDecision::AcceptH1);
        QCOMPARE(sprtStatus(p, 100, 400, 300).decision, SprtDecision::AcceptH0);
    }

    void sprtParse() {
        SprtParams p;
        std::string error;
        QVERIFY(parseSprtParams("0,5,0.05,0.1", p, error));
        QCOMPARE(p.elo1, 5.0);
        QCOMPARE(p.beta, 0.1);
        QVERIFY(!parseSprtParams("0,5,0.05", p, error));
        QVERIFY(error.find("four") != std::string::npos);
        QVERIFY(!parseSprtParams("0,x,0.05,0.05", p, error));
        QVERIFY(error.find("elo1") != std::string::npos);
        QVERIFY(!parseSprtParams("5,0,0.05,0.05", p, error));
        QVERIFY(!parseSprtParams("0,5,0.7,0.05", p, error));
        QVERIFY(error.find("alpha") != std::string::npos);
    }

    // fastchess's own test cases for its logistic pentanomial SPRT (app/tests/sprt_test.cpp),
    // which it gives to two decimals; its Stats(LL, LD, WL, DD, WD, WW) has the two kinds of
    // level pair apart, here they are one count.
    void pentanomialLlrAsFastchess_data() {
        QTest::addColumn<double>("elo0");
        QTest::addColumn<double>("elo1");
        QTest::addColumn<QString>("pairs");
        QTest::addColumn<int>("llrHundredths");
        QTest::newRow("logistic pentanomial 1") << 0.5 << 2.5 << "223,9863,21279,10037,246" << -307;
        QTest::newRow("logistic pentanomial 2") << 0.0 << 2.0 << "871,26175,55983,26678,821" << -498;
    }
    void pentanomialLlrAsFastchess() {
        QFETCH(double, elo0);
        QFETCH(double, elo1);
        QFETCH(QString, pairs);
        QFETCH(int, llrHundredths);
        Pentanomial p;
        std::string error;
        QVERIFY2(parsePentanomial(pairs.toStdString(), p, error), error.c_str());
        const double llr = sprtLlr({elo0, elo1, 0.05, 0.05}, p);
        QVERIFY2(std::lround(llr * 100) == llrHundredths, qPrintable(QString::number(llr, 'g', 17)));
        QCOMPARE(sprtStatus({elo0, elo1, 0.05, 0.05}, p).decision, SprtDecision::AcceptH0);
    }

    // The same formula as the trinomial test, over pairs (figures from the formula in Python).
    void pentanomialLlrKnown() {
        const SprtParams p{0, 10, 0.05, 0.05};
        QVERIFY(std::fabs(sprtLlr(p, Pentanomial{{3, 20, 61, 25, 4}}) - 0.3359200485698674) < 1e-9);
        QCOMPARE(sprtLlr(p, Pentanomial{}), 0.0);
        // Every pair alike: half a lost and half a won pair are added, as half a loss and half
        // a win are to a tally of one kind of game. Four pairs won then weigh as four games won.
        const SprtParams wide{0, 200, 0.05, 0.05};
        QVERIFY(std::fabs(sprtLlr(wide, Pentanomial{{0, 0, 0, 0, 4}}) - 3.8980298726474074) < 1e-9);
        QVERIFY(std::fabs(sprtLlr(wide, Pentanomial{{0, 0, 0, 0, 3}}) - 2.328534474658903) < 1e-9);
        QCOMPARE(sprtStatus(wide, Pentanomial{{0, 0, 0, 0, 4}}).decision, SprtDecision::AcceptH1);
        QCOMPARE(sprtStatus(wide, Pentanomial{{0, 0, 0, 0, 3}}).decision, SprtDecision::Continue);
        QVERIFY(std::fabs(sprtLlr({0, 5, 0.05, 0.05}, Pentanomial{{0, 0, 7, 0, 0}}) + 0.006626457702390466) <
                1e-9);
    }

    // Pairs whose games split (a win each way: the opening decided) carry no information on
    // who is stronger; counted game by game they look like a coin toss with a wide interval.
    void pentanomialIntervalIsTheRealOne() {
        const EloEstimate e = estimateElo(Pentanomial{{3, 20, 61, 25, 4}});
        QCOMPARE(e.games, 226);
        QVERIFY(std::fabs(e.score - 58.25 / 113) < 1e-12);
        QCOMPARE(QString::fromStdString(formatElo(e.elo)), QStringLiteral("+10.8"));
        QCOMPARE(QString::fromStdString(formatElo(e.eloLow)), QStringLiteral("-14.9"));
        QCOMPARE(QString::fromStdString(formatElo(e.eloHigh)), QStringLiteral("+36.6"));
        QVERIFY(std::fabs(e.los - 0.7943853519249233) < 1e-9);
        QVERIFY(std::fabs(e.drawRatio - 61.0 / 113) < 1e-12);

        const EloEstimate split = estimateElo(Pentanomial{{0, 0, 40, 0, 0}});
        QCOMPARE(split.elo, 0.0);
        QCOMPARE(split.margin, 0.0);
        QCOMPARE(split.los, 0.5);
        const EloEstimate games = estimateElo(40, 0, 40); // the same 80 games one by one
        QVERIFY(games.margin > 70);
        const EloEstimate none = estimateElo(Pentanomial{});
        QCOMPARE(none.games, 0);
        QCOMPARE(none.los, 0.5);
        const EloEstimate allWon = estimateElo(Pentanomial{{0, 0, 0, 0, 5}});
        QCOMPARE(QString::fromStdString(formatElo(allWon.elo)), QStringLiteral("inf"));
        QCOMPARE(allWon.los, 1.0);
    }

    void pentanomialCounting() {
        Pentanomial p;
        for (int h : {0, 1, 2, 2, 3, 4, 4, 4, 5, -1}) p.add(h); // 5 and -1 are not a pair's score
        QCOMPARE(p.pairs(), 8);
        QCOMPARE(p, (Pentanomial{{1, 1, 2, 1, 3}}));
        QCOMPARE(formatPentanomial(p), std::string("[1, 1, 2, 1, 3]"));
    }

    void pentanomialParse_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("error"); // empty: accepted
        QTest::newRow("good") << "1,2,3,4,5"
                              << "";
        QTest::newRow("spaces") << " 1, 2 ,3,4, 5"
                                << "";
        QTest::newRow("four") << "1,2,3,4"
                              << "five comma-separated counts LL,LD,DD,WD,WW; got 4 in '1,2,3,4'";
        QTest::newRow("six") << "1,2,3,4,5,6"
                             << "'1,2,3,4,5,6' has more";
        QTest::newRow("negative") << "1,2,-3,4,5"
                                  << "pair count 3 (DD) is not a whole number from 0: '-3'";
        QTest::newRow("word") << "1,2,3,x,5"
                              << "pair count 4 (WD) is not a whole number from 0: 'x'";
        QTest::newRow("empty field") << "1,,3,4,5"
                                     << "pair count 2 (LD) is not a whole number from 0: ''";
        QTest::newRow("fraction") << "1,2,3,4,5.5"
                                  << "pair count 5 (WW) is not a whole number from 0: '5.5'";
        QTest::newRow("too large") << "1,2,3,4,99999999999"
                                   << "pair count 5 (WW) is not a whole number from 0";
        QTest::newRow("empty") << ""
                               << "pair count 1 (LL) is not a whole number from 0: ''";
    }
    void pentanomialParse() {
        QFETCH(QString, text);
        QFETCH(QString, error);
        Pentanomial p{{9, 9, 9, 9, 9}};
        std::string why;
        const bool ok = parsePentanomial(text.toStdString(), p, why);
        QCOMPARE(ok, error.isEmpty());
        if (ok) {
            QCOMPARE(p.pairs(), 15);
            QCOMPARE(p.counts[4], 5);
        } else {
            QVERIFY2(QString::fromStdString(why).contains(error), why.c_str());
            QCOMPARE(p.pairs(), 45); // untouched
        }
    }

    void ladderSingleOpponent() {
        // 7.5/10 against a 1500 opponent: the closed form 1500 + 400 log10(3).
        const LadderFit fit = fitRating({{1500, 6, 3, 1}});
        QVERIFY(fit.bounded);
        QVERIFY(std::fabs(fit.elo - 1690.848501887865) < 1e-6);
        QVERIFY(std::fabs(fit.margin - 248.651885974392) < 1e-6);
    }

    void ladderSeveral() {
        const LadderFit fit = fitRating({{1400, 5, 2, 3}, {1600, 3, 4, 3}, {1800, 1, 2, 7}});
        QVERIFY(fit.bounded);
        QCOMPARE(fit.games, 30);
        QCOMPARE(fit.points, 13.0);
        QVERIFY(std::fabs(fit.elo - 1543.2507088891357) < 1e-6);
        QVERIFY(std::fabs(fit.margin - 138.24520425270617) < 1e-6);
        QVERIFY(std::fabs(fit.low - (fit.elo - fit.margin)) < 1e-9);
        // Symmetric results around 1500 fit exactly 1500.
        QVERIFY(std::fabs(fitRating({{1400, 2, 2, 6}, {1600, 6, 2, 2}}).elo - 1500) < 1e-6);
    }

    void ladderUnbounded() {
        const LadderFit won = fitRating({{1400, 5, 0, 0}, {1600, 3, 0, 0}});
        QVERIFY(!won.bounded);
        QVERIFY(std::isinf(won.elo) && won.elo > 0);
        QVERIFY(!fitRating({}).bounded);
    }

    void acplLoss() {
        QCOMPARE(moveLoss(50, 20), 30);
        QCOMPARE(moveLoss(20, 50), 0);       // never negative
        QCOMPARE(moveLoss(300, -2000), 1000); // capped
        QCOMPARE(moveLoss(300, -2000, 500), 500);
    }

    void acplTally() {
        AcplTally t(1000);
        t.add("A", GamePhase::Opening, 30, 10);
        t.add("A", GamePhase::Opening, 10, 10);
        t.add("A", GamePhase::Endgame, 100, -2000);
        t.add("B", GamePhase::Middlegame, 0, -40);
        const AcplPlayer* a = t.find("A");
        QVERIFY(a);
        QCOMPARE(a->total.moves, 3);
        QCOMPARE(a->total.loss, 1020LL);
        QCOMPARE(a->total.average(), 340.0);
        QCOMPARE(a->byPhase[int(GamePhase::Opening)].average(), 10.0);
        QCOMPARE(a->byPhase[int(GamePhase::Middlegame)].moves, 0);
        QCOMPARE(a->byPhase[int(GamePhase::Endgame)].average(), 1000.0);
        QCOMPARE(t.find("B")->total.average(), 40.0);
        QVERIFY(!t.find("C"));
    }

    void phases() {
        QCOMPARE(acplPhase(Position()), GamePhase::Opening);
        QCOMPARE(acplMaterial(Position()), 24);
        auto middle = Position::fromFen("r1bqrnk1/pp2bppp/2p2n2/3p2B1/3P4/2NBPN2/PPQ2PPP/R4RK1 w - - 7 11");
        QVERIFY(middle.ok());
        QCOMPARE(acplMaterial(*middle), 24);
        QCOMPARE(acplPhase(*middle), GamePhase::Opening); // move 11, all pieces on: still the opening
        auto later = Position::fromFen("r1bqrnk1/pp2bppp/2p2n2/3p2B1/3P4/2NBPN2/PPQ2PPP/R4RK1 w - - 7 25");
        QCOMPARE(acplPhase(*later), GamePhase::Middlegame);
        auto rookEnding = Position::fromFen("8/5pk1/6p1/8/3R4/6P1/r4PK1/8 w - - 0 40");
        QVERIFY(rookEnding.ok());
        QCOMPARE(acplMaterial(*rookEnding), 4);
        QCOMPARE(acplPhase(*rookEnding), GamePhase::Endgame);
    }
};

QTEST_APPLESS_MAIN(TestRating)
#include "tst_rating.moc"
