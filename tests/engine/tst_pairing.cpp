// Tournament schedules: round robin and gauntlet (every pair the right number of times, nobody
// twice in a round, colours balanced, each opening played with both colours) and Swiss rounds
// (score groups, no repeated pairings while possible, colour balance, one bye per player).
#include "tournament/roundrobin.h"
#include "tournament/swiss.h"

#include <QtTest>

#include <map>
#include <random>
#include <set>

using namespace eschess;

namespace {

using Pair = std::pair<int, int>;
Pair unordered(int a, int b) { return {std::min(a, b), std::max(a, b)}; }

// Nobody plays twice in one round.
bool roundsAreClean(const std::vector<ScheduledGame>& games, int rounds) {
    for (int r = 0; r < rounds; ++r) {
        std::set<int> seen;
        for (const ScheduledGame& g : games) {
            if (g.round != r) continue;
            if (!seen.insert(g.white).second) return false;
            if (!g.isBye() && !seen.insert(g.black).second) return false;
        }
    }
    return true;
}

} // namespace

class TestPairing : public QObject {
    Q_OBJECT
  private slots:
    void roundRobinSchedules_data() {
        QTest::addColumn<int>("players");
        QTest::addColumn<int>("perPair");
        for (int n = 2; n <= 9; ++n)
            for (int k = 1; k <= 4; ++k)
                QTest::addRow("%d players, %d games", n, k) << n << k;
        QTest::addRow("16 players, 2 games") << 16 << 2;
        QTest::addRow("15 players, 1 game") << 15 << 1;
    }
    void roundRobinSchedules() {
        QFETCH(int, players);
        QFETCH(int, perPair);
        const std::vector<ScheduledGame> games = roundRobin(players, perPair);
        QCOMPARE(int(games.size()), players * (players - 1) / 2 * perPair);
        const int cycle = players % 2 == 0 ? players - 1 : players;
        QVERIFY(roundsAreClean(games, perPair * cycle));
        std::map<Pair, int> count;
        std::map<Pair, int> whites;                     // games the lower index had White
        std::map<std::pair<Pair, int>, int> byOpening; // (pair, opening) -> +1 per lower-index White, -1 per Black
        std::vector<int> colour(players, 0);            // whites - blacks
        for (const ScheduledGame& g : games) {
            QVERIFY(g.white != g.black && g.white >= 0 && g.black >= 0 && g.white < players && g.black < players);
            QVERIFY(g.round >= 0 && g.round < perPair * cycle);
            const Pair p = unordered(g.white, g.black);
            ++count[p];
            if (g.white == p.first) ++whites[p];
            byOpening[{p, g.opening}] += g.white == p.first ? 1 : -1;
            ++colour[g.white], --colour[g.black];
        }
        QCOMPARE(int(count.size()), players * (players - 1) / 2);
        for (const auto& [pair, n] : count) {
            QCOMPARE(n, perPair);
            QVERIFY(whites[pair] == perPair / 2 || whites[pair] == (perPair + 1) / 2);
        }
        // Each opening with both colours: only the last game of an odd series lacks its return game.
        int unbalanced = 0;
        for (const auto& [key, balance] : byOpening) {
            QVERIFY(std::abs(balance) <= 1);
            if (balance != 0) ++unbalanced;
        }
        QCOMPARE(unbalanced, perPair % 2 == 1 ? players * (players - 1) / 2 : 0);
        // Over the whole event everyone is within one game of even colours (exactly even for an
        // even number of games per pair).
        for (int c : colour) QVERIFY2(std::abs(c) <= (perPair % 2 == 1 ? 1 : 0), qPrintable(QString::number(c)));
    }

    // A double round robin of four: the first cycle from the table, the second reversed, the same
    // opening for both games of a pair.
    void roundRobinOfFour() {
        const std::vector<ScheduledGame> games = roundRobin(4, 2);
        QCOMPARE(int(games.size()), 12);
        for (const ScheduledGame& g : games) {
            const auto ret = std::find_if(games.begin(), games.end(), [&](const ScheduledGame& h) {
                return h.white == g.black && h.black == g.white;
            });
            QVERIFY(ret != games.end());
            QCOMPARE(ret->opening, g.opening);
            QCOMPARE(std::abs(ret->round - g.round), 3);
        }
        QVERIFY(roundRobin(1, 2).empty());
        QVERIFY(roundRobin(4, 0).empty());
    }

    void gauntletSchedule() {
        const std::vector<ScheduledGame> games = gauntlet(5, 2, 4);
        QCOMPARE(int(games.size()), 16);
        std::map<int, std::vector<std::pair<int, bool>>> byOpponent; // opponent -> (opening, gauntlet White)
        for (const ScheduledGame& g : games) {
            QVERIFY(g.white == 2 || g.black == 2);
            const int opponent = g.white == 2 ? g.black : g.white;
            byOpponent[opponent].emplace_back(g.opening, g.white == 2);
        }
        QCOMPARE(int(byOpponent.size()), 4);
        const std::vector<std::pair<int, bool>> expected{{0, true}, {0, false}, {1, true}, {1, false}};
        for (const auto& [opponent, list] : byOpponent) QCOMPARE(list, expected);
        QVERIFY(gauntlet(5, 5, 2).empty());
    }

    // Round one: top half against bottom half, colours alternating down the boards.
    void swissFirstRound() {
        const std::vector<ScheduledGame> round = swissRound(std::vector<double>(8, 0.0), {}, 0, 3);
        const std::vector<ScheduledGame> expected{{0, 4, 3, 0}, {5, 1, 3, 0}, {2, 6, 3, 0}, {7, 3, 3, 0}};
        QCOMPARE(round, expected);
    }

    // Winners meet winners; the odd one out gets the bye, the lowest-ranked first.
    void swissScoreGroupsAndBye() {
        std::vector<double> scores(7, 0.0);
        std::vector<ScheduledGame> played = swissRound(scores, {}, 0, 0);
        QCOMPARE(int(played.size()), 4);
        QVERIFY(played.back().isBye());
        QCOMPARE(played.back().white, 6);
        for (const ScheduledGame& g : played) scores[g.white] += 1; // White won, the bye scores 1
        const std::vector<ScheduledGame> next = swissRound(scores, played, 1, 1);
        QCOMPARE(int(next.size()), 4);
        QVERIFY(next.back().isBye());
        QVERIFY(next.back().white != 6); // not a second bye
        for (const ScheduledGame& g : next) {
            if (g.isBye()) continue;
            // four players on 1 point, three on 0 and one of those has the bye: no mixed pairings
            QCOMPARE(scores[g.white], scores[g.black]);
        }
    }

    // Many rounds with random results: nobody twice per round, no repeats, colours balanced,
    // at most one bye each.
    void swissManyRounds_data() {
        QTest::addColumn<int>("players");
        QTest::addColumn<int>("rounds");
        QTest::addColumn<unsigned>("seed");
        QTest::newRow("20 players, 9 rounds") << 20 << 9 << 1u;
        QTest::newRow("21 players, 9 rounds") << 21 << 9 << 2u;
        QTest::newRow("64 players, 7 rounds") << 64 << 7 << 3u;
        QTest::newRow("9 players, 8 rounds") << 9 << 8 << 4u;
        QTest::newRow("10 players, 9 rounds") << 10 << 9 << 5u;
    }
    void swissManyRounds() {
        QFETCH(int, players);
        QFETCH(int, rounds);
        QFETCH(unsigned, seed);
        std::mt19937 rng(seed);
        std::vector<double> scores(players, 0.0);
        std::vector<ScheduledGame> played;
        for (int r = 0; r < rounds; ++r) {
            const std::vector<ScheduledGame> round = swissRound(scores, played, r, r);
            QCOMPARE(int(round.size()), (players + 1) / 2);
            // Score groups: a pairing across groups only for a group's odd one out (a floater).
            const std::set<double> groups(scores.begin(), scores.end());
            int mixed = 0;
            for (const ScheduledGame& g : round) mixed += !g.isBye() && scores[g.white] != scores[g.black];
            QVERIFY2(mixed <= int(groups.size()), qPrintable(QStringLiteral("round %1: %2 mixed").arg(r).arg(mixed)));
            for (const ScheduledGame& g : round) {
                QCOMPARE(g.round, r);
                if (g.isBye()) {
                    scores[g.white] += 1;
                    continue;
                }
                // The lower index (the stronger seed) wins more often.
                const int strong = std::min(g.white, g.black), weak = std::max(g.white, g.black);
                const unsigned roll = rng() % 100;
                if (roll < 45) scores[strong] += 1;
                else if (roll < 80) scores[strong] += 0.5, scores[weak] += 0.5;
                else scores[weak] += 1;
            }
            played.insert(played.end(), round.begin(), round.end());
        }
        QVERIFY(roundsAreClean(played, rounds));
        std::set<Pair> pairs;
        std::vector<int> colour(players, 0), byes(players, 0), games(players, 0);
        for (const ScheduledGame& g : played) {
            if (g.isBye()) {
                ++byes[g.white];
                continue;
            }
            QVERIFY2(pairs.insert(unordered(g.white, g.black)).second,
                     qPrintable(QStringLiteral("%1-%2 met twice").arg(g.white).arg(g.black)));
            ++colour[g.white], --colour[g.black];
            ++games[g.white], ++games[g.black];
        }
        int off = 0;
        for (int i = 0; i < players; ++i) {
            QVERIFY(byes[i] <= 1);
            QVERIFY2(std::abs(colour[i]) <= 2, qPrintable(QStringLiteral("player %1: %2").arg(i).arg(colour[i])));
            // An even number of games should come out even, an odd number one off.
            if (std::abs(colour[i]) > games[i] % 2) ++off;
        }
        QVERIFY2(off <= 1, qPrintable(QString::number(off)));
    }

    // Four players have only three rounds of new opponents; a fourth round repeats rather than fail.
    void swissRepeatsWhenUnavoidable() {
        std::vector<double> scores(4, 0.0);
        std::vector<ScheduledGame> played;
        for (int r = 0; r < 4; ++r) {
            const std::vector<ScheduledGame> round = swissRound(scores, played, r, 0);
            QCOMPARE(int(round.size()), 2);
            scores[round[0].white] += 1;
            scores[round[1].black] += 1;
            played.insert(played.end(), round.begin(), round.end());
        }
        std::set<Pair> firstThree;
        for (const ScheduledGame& g : played)
            if (g.round < 3) QVERIFY(firstThree.insert(unordered(g.white, g.black)).second);
        QCOMPARE(int(firstThree.size()), 6);
        QVERIFY(roundsAreClean(played, 4));
    }
};

QTEST_APPLESS_MAIN(TestPairing)
#include "tst_pairing.moc"
