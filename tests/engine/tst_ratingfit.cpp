// The tournament rating fit: a three-player field whose results fit the logistic curve exactly
// (so the maximum is known in closed form), its intervals and LOS against an independent
// computation, agreement with the two-engine Elo of rating/elo, anchoring, players with no finite
// rating, and fields that cannot be fitted.
#include "rating/elo.h"
#include "rating/ratingfit.h"

#include <QtTest>

#include <cmath>

using namespace eschess;

namespace {

const double kLog3 = 400.0 * std::log10(3.0); // the Elo difference of a 3:1 score, 190.8485…

// A beat B 3:1, B beat C 3:1 (two wins, two draws), A beat C 9:1 (eight wins, two draws). 9:1 is
// exactly the expected score of a 2 * kLog3 difference (10^(2 kLog3 / 400) = 9), so every pair
// scores what the curve predicts and the maximum is A = +kLog3, B = 0, C = -kLog3 (mean 0).
ResultTable closedForm() {
    ResultTable t({"A", "B", "C"});
    t.add(0, 1, 3, 0, 1);
    t.add(1, 2, 2, 2, 0);
    t.add(0, 2, 8, 2, 0);
    return t;
}

bool near(double a, double b, double tolerance) { return std::fabs(a - b) <= tolerance; }

} // namespace

class TestRatingFit : public QObject {
    Q_OBJECT
  private slots:
    void closedFormThreePlayers() {
        const Parsed<RatingFit> fit = fitRatings(closedForm());
        QVERIFY2(fit.ok(), fit.error().c_str());
        QVERIFY(near(fit->players[0].elo, kLog3, 1e-6));
        QVERIFY(near(fit->players[1].elo, 0.0, 1e-6));
        QVERIFY(near(fit->players[2].elo, -kLog3, 1e-6));
        QCOMPARE(fit->ranking, (std::vector<int>{0, 1, 2}));
        QCOMPARE(fit->players[0].games, 14);
        QCOMPARE(fit->players[0].points, 12.0);
        // 95% margins and LOS from the sandwich covariance, computed independently (plain Python,
        // the same formulas on 2x2 matrices, reference player C).
        QVERIFY(near(fit->players[0].margin, 149.5470772032238, 1e-6));
        QVERIFY(near(fit->players[1].margin, 151.32471879375214, 1e-6));
        QVERIFY(near(fit->players[2].margin, 110.73280034160597, 1e-6));
        QVERIFY(near(fit->players[0].low, kLog3 - 149.5470772032238, 1e-6));
        QVERIFY(near(fit->losOverNext(0), 0.9093992155241006, 1e-9));
        QVERIFY(near(fit->losOverNext(1), 0.9561893544580693, 1e-9));
        for (int i = 0; i < 3; ++i)
            for (int j = 0; j < 3; ++j)
                if (i != j) QVERIFY(near(fit->los[i][j] + fit->los[j][i], 1.0, 1e-12));
    }

    // Anchoring moves the list, not the differences or the LOS.
    void anchoredOnAPlayer() {
        const Parsed<RatingFit> fit = fitRatings(closedForm(), {RatingAnchor::Player, 2, 2000});
        QVERIFY2(fit.ok(), fit.error().c_str());
        QVERIFY(near(fit->players[0].elo, 2000 + 2 * kLog3, 1e-6));
        QVERIFY(near(fit->players[1].elo, 2000 + kLog3, 1e-6));
        QCOMPARE(fit->players[2].elo, 2000.0);
        QCOMPARE(fit->players[2].margin, 0.0); // the anchor is fixed by definition
        QVERIFY(near(fit->players[0].margin, 215.29745057718114, 1e-6));
        QVERIFY(near(fit->players[1].margin, 218.99205209088586, 1e-6));
        QVERIFY(near(fit->losOverNext(0), 0.9093992155241006, 1e-9));

        const Parsed<RatingFit> mean1500 = fitRatings(closedForm(), {RatingAnchor::Mean, -1, 1500});
        QVERIFY(near(mean1500->players[1].elo, 1500, 1e-6));
    }

    // Two players: the same point estimate as rating/elo and its delta-method interval.
    void twoPlayersAgreeWithElo_data() {
        QTest::addColumn<int>("wins");
        QTest::addColumn<int>("draws");
        QTest::addColumn<int>("losses");
        QTest::newRow("rook chapter") << 54 << 72 << 34;
        QTest::newRow("even") << 10 << 20 << 10;
        QTest::newRow("lopsided") << 70 << 25 << 5;
        QTest::newRow("no draws") << 12 << 0 << 30;
    }
    void twoPlayersAgreeWithElo() {
        QFETCH(int, wins);
        QFETCH(int, draws);
        QFETCH(int, losses);
        ResultTable t({"new", "old"});
        t.add(0, 1, wins, draws, losses);
        const EloEstimate head = estimateElo(wins, draws, losses);
        const Parsed<RatingFit> fit = fitRatings(t, {RatingAnchor::Player, 1, 0});
        QVERIFY2(fit.ok(), fit.error().c_str());
        QVERIFY2(near(fit->players[0].elo, head.elo, 0.1), qPrintable(QString::number(fit->players[0].elo)));
        QVERIFY(near(fit->players[0].elo, head.elo, 1e-6)); // in fact the same number
        // Delta method on the trinomial standard error: 1.96 sd(score) 400 / (ln 10 s (1 - s)).
        const double n = head.games, s = head.score;
        const double var = (wins * (1 - s) * (1 - s) + draws * (0.5 - s) * (0.5 - s) + losses * s * s) / n;
        const double delta = kZ95 * std::sqrt(var / n) * 400 / (std::log(10.0) * s * (1 - s));
        QVERIFY(near(fit->players[0].margin, delta, 1e-6));

        const Parsed<RatingFit> mean = fitRatings(t);
        QVERIFY(near(mean->players[0].elo, head.elo / 2, 1e-6));
        QVERIFY(near(mean->players[1].elo, -head.elo / 2, 1e-6));
        QVERIFY(near(mean->players[0].margin, delta / 2, 1e-6));
    }

    void rookChapterNumbers() {
        ResultTable t({"new", "old"});
        t.add(0, 1, 54, 72, 34);
        const Parsed<RatingFit> fit = fitRatings(t, {RatingAnchor::Player, 1, 0});
        QCOMPARE(QString::fromStdString(formatElo(fit->players[0].elo)), QStringLiteral("+43.7"));
        QVERIFY(near(fit->players[0].margin, 39.978352094037774, 1e-6));
        QVERIFY(near(fit->players[0].margin, 40.2, 0.3)); // rating/elo's, from the transformed ends
        // LOS from the fit's covariance against rating/elo's from wins and losses: both normal
        // approximations, 98.4% and 98.3%.
        QVERIFY(near(fit->los[0][1], estimateElo(54, 72, 34).los, 0.002));
    }

    void symmetricCycleIsEven() {
        ResultTable t({"A", "B", "C"});
        t.add(0, 1, 2, 1, 1);
        t.add(1, 2, 2, 1, 1);
        t.add(2, 0, 2, 1, 1);
        const Parsed<RatingFit> fit = fitRatings(t);
        QVERIFY(fit.ok());
        for (const PlayerRating& p : fit->players) QVERIFY(near(p.elo, 0, 1e-9));
        QVERIFY(near(fit->los[0][1], 0.5, 1e-9));
    }

    // Won or lost everything: ±infinity, and the rest is fitted without them.
    void perfectScoresLeftOut() {
        ResultTable t = closedForm();
        const int d = t.player("D"), e = t.player("E"), f = t.player("F");
        t.add(d, 0, 2, 0, 0);
        t.add(d, 2, 1, 0, 0);
        t.add(e, 2, 0, 0, 3); // E lost everything…
        t.add(f, e, 1, 0, 0); // …and F's only game was against E: nothing left to compare F with
        const Parsed<RatingFit> fit = fitRatings(t);
        QVERIFY2(fit.ok(), fit.error().c_str());
        QCOMPARE(fit->players[d].status, RatingStatus::AllWon);
        QVERIFY(std::isinf(fit->players[d].elo) && fit->players[d].elo > 0);
        QCOMPARE(fit->players[e].status, RatingStatus::AllLost);
        QVERIFY(std::isinf(fit->players[e].elo) && fit->players[e].elo < 0);
        QCOMPARE(fit->players[f].status, RatingStatus::Unrated);
        QVERIFY(std::isnan(fit->players[f].elo));
        QVERIFY(near(fit->players[0].elo, kLog3, 1e-6)); // the rated three are untouched
        QCOMPARE(fit->ranking.front(), d);
        QCOMPARE(fit->ranking.back(), f);
        QCOMPARE(fit->los[d][0], 1.0);
        QCOMPARE(fit->los[e][2], 0.0);

        const Parsed<RatingFit> anchoredOnD = fitRatings(t, {RatingAnchor::Player, d, 0});
        QVERIFY(!anchoredOnD.ok());
        QVERIFY2(anchoredOnD.error().find("the anchor D has no finite rating") == 0, anchoredOnD.error().c_str());
    }

    void unfittableFieldsRefused() {
        ResultTable swept({"A", "B", "C", "D"});
        swept.add(0, 1, 1, 1, 1);
        swept.add(2, 3, 0, 2, 0);
        swept.add(0, 2, 2, 0, 0); // A won every game between the pairs
        const Parsed<RatingFit> a = fitRatings(swept);
        QVERIFY(!a.ok());
        QCOMPARE(QString::fromStdString(a.error()),
                 QStringLiteral("no finite ratings: A, B won every game against C, D; more games are needed"));

        ResultTable apart({"A", "B", "C", "D"});
        apart.add(0, 1, 1, 1, 1);
        apart.add(2, 3, 1, 0, 1);
        const Parsed<RatingFit> b = fitRatings(apart);
        QVERIFY(!b.ok());
        QVERIFY2(b.error().find("A and C are not connected by games") == 0, b.error().c_str());

        const Parsed<RatingFit> badAnchor = fitRatings(apart, {RatingAnchor::Player, 7, 0});
        QVERIFY(!badAnchor.ok());
    }

    void fromPgnTags() {
        PgnGame g;
        g.setTag("White", "X");
        g.setTag("Black", "Y");
        g.result = "1-0";
        PgnGame h = g;
        h.result = "1/2-1/2";
        PgnGame u = g;
        u.result = std::string("*"); // not = "*": GCC 12 warns falsely there (-Wrestrict, its bug 105329)
        ResultTable t;
        QCOMPARE(t.addPgnGames({g, h, u}), 1);
        QCOMPARE(t.size(), 2);
        QCOMPARE(t.tally(0, 1).wins, 1);
        QCOMPARE(t.tally(1, 0).losses, 1);
        QCOMPARE(t.tally(1, 0).draws, 1);
        QCOMPARE(t.points(0), 1.5);
    }
};

QTEST_APPLESS_MAIN(TestRatingFit)
#include "tst_ratingfit.moc"
