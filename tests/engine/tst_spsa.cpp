// SPSA (tuning/spsa.h): the gain schedule's end points, one pair's step, the perturbations'
// bounds and rounding, and that it finds the best value of a simulated engine whose strength
// peaks at a known setting. The `SearchParams` parser (search/pvsparams.h) it tunes through.
#include "core/position.h"
#include "search/pvsparams.h"
#include "search/pvssearcher.h"
#include "tuning/spsa.h"

#include <QtTest>

#include <cmath>

using namespace eschess;

namespace {

SpsaParameter param(const char* name, double start, double min, double max, double cEnd, bool integer = true) {
    SpsaParameter p;
    p.name = name;
    p.value = start;
    p.min = min;
    p.max = max;
    p.cEnd = cEnd;
    p.integer = integer;
    return p;
}

// A simulated pair between theta+ and theta-: the engine's Elo is -(x - best)^2 / 2 per
// parameter, each game a win or a loss by the logistic expectation of the Elo difference.
double simulatedPair(const SpsaStep& s, const std::vector<double>& best, std::mt19937_64& rng) {
    auto elo = [&](const std::vector<double>& x) {
        double e = 0;
        for (std::size_t i = 0; i < x.size(); ++i) e -= (x[i] - best[i]) * (x[i] - best[i]) / 2;
        return e;
    };
    const double p = 1 / (1 + std::pow(10.0, -(elo(s.plus) - elo(s.minus)) / 400));
    std::bernoulli_distribution win(p);
    double result = 0;
    for (int game = 0; game < 2; ++game) result += win(rng) ? 1 : -1;
    return result;
}

} // namespace

class TestSpsa : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { PvsSearcher::initOnce(); }

    void scheduleEndsAtItsEndValues() {
        SpsaSettings settings;
        settings.iterations = 2000;
        Spsa spsa({param("a", 50, 0, 100, 4)}, settings);
        QVERIFY(std::fabs(spsa.perturbation(0, 2000) - 4) < 1e-12);
        QVERIFY(std::fabs(spsa.gain(0, 2000) - 0.002 * 16) < 1e-12);
        // Both shrink as the run goes on: wide, bold steps first, fine ones at the end.
        QVERIFY(spsa.perturbation(0, 1) > spsa.perturbation(0, 100));
        QVERIFY(spsa.perturbation(0, 100) > spsa.perturbation(0, 2000));
        QVERIFY(spsa.gain(0, 1) > spsa.gain(0, 1000));
        QVERIFY(std::fabs(spsa.perturbation(0, 1) - 4 * std::pow(2000.0, 0.101)) < 1e-9);
    }

    void aWonPairMovesAlongItsSigns() {
        SpsaSettings settings;
        settings.iterations = 10;
        Spsa spsa({param("a", 50, 0, 100, 4, false), param("b", 10, 0, 20, 2, false)}, settings);
        std::mt19937_64 rng(1);
        for (int k = 1; k < 10; ++k) spsa.apply(spsa.next(rng), 0); // drawn pairs change nothing
        QCOMPARE(spsa.parameters()[0].value, 50.0);
        const SpsaStep last = spsa.next(rng);
        QCOMPARE(last.k, 10);
        spsa.apply(last, 2);
        // At the last iteration a 2-0 pair moves a parameter by 2 * rEnd * cEnd along its sign.
        QVERIFY(std::fabs(spsa.parameters()[0].value - (50 + last.sign[0] * 2 * 0.002 * 4)) < 1e-12);
        QVERIFY(std::fabs(spsa.parameters()[1].value - (10 + last.sign[1] * 2 * 0.002 * 2)) < 1e-12);
        QCOMPARE(spsa.finished(), 10);
    }

    void perturbationsStayInRangeAndWhole() {
        SpsaSettings settings;
        settings.iterations = 100;
        Spsa spsa({param("edge", 0, 0, 10, 3), param("mid", 5.3, 0, 10, 0.2)}, settings);
        std::mt19937_64 rng(7);
        bool sawDown = false, sawUp = false;
        for (int k = 0; k < 200; ++k) {
            const SpsaStep s = spsa.next(rng);
            for (std::size_t i = 0; i < 2; ++i) {
                QVERIFY(s.plus[i] >= 0 && s.plus[i] <= 10);
                QVERIFY(s.minus[i] >= 0 && s.minus[i] <= 10);
                QCOMPARE(s.plus[i], std::floor(s.plus[i]));
                QCOMPARE(s.minus[i], std::floor(s.minus[i]));
            }
            // 5.3 +- 0.2..0.3 is sent as 5 or 6, about as often as the fraction says.
            (s.plus[1] == 5 ? sawDown : sawUp) = true;
            QVERIFY(s.plus[1] == 5 || s.plus[1] == 6);
        }
        QVERIFY(sawDown && sawUp);
    }

    void findsTheBestSettingOfASimulatedEngine() {
        // Two parameters, one starting too low and one too high; 3,000 simulated pairs, with a
        // bolder rEnd than real runs use, which have tens of thousands of pairs.
        SpsaSettings settings;
        settings.iterations = 3000;
        settings.rEnd = 0.02;
        const std::vector<double> best = {30, -12};
        for (unsigned seed = 1; seed <= 5; ++seed) {
            Spsa spsa({param("low", 0, -100, 100, 4), param("high", 40, -100, 100, 4)}, settings);
            std::mt19937_64 rng(seed);
            for (int k = 0; k < settings.iterations; ++k) {
                const SpsaStep s = spsa.next(rng);
                spsa.apply(s, simulatedPair(s, best, rng));
            }
            const double low = spsa.parameters()[0].value, high = spsa.parameters()[1].value;
            QVERIFY2(std::fabs(low - 30) < 3, qPrintable(QStringLiteral("seed %1: low ended at %2").arg(seed).arg(low)));
            QVERIFY2(std::fabs(high + 12) < 3, qPrintable(QStringLiteral("seed %1: high ended at %2").arg(seed).arg(high)));
        }
    }

    void restoreContinuesTheCount() {
        SpsaSettings settings;
        settings.iterations = 50;
        Spsa spsa({param("a", 5, 0, 10, 1)}, settings);
        spsa.restore({12}, 20); // clamped into range
        QCOMPARE(spsa.parameters()[0].value, 10.0);
        QCOMPARE(spsa.finished(), 20);
        std::mt19937_64 rng(3);
        QCOMPARE(spsa.next(rng).k, 21);
    }

    void searchParamsApplyByName() {
        PvsParameters p;
        QCOMPARE(QString::fromStdString(applyPvsParameters(p, "  razorMargin=240\tlmrBase=0.5 ")), QString());
        QCOMPARE(p.razorMargin, 240);
        QCOMPARE(p.lmrBase, 0.5);
        QCOMPARE(QString::fromStdString(changedPvsParameters(p)), QStringLiteral("lmrBase=0.5 razorMargin=240"));
        QCOMPARE(QString::fromStdString(changedPvsParameters(PvsParameters{})), QString());
        // Every name in the table is found and reads back its default.
        for (const PvsParameterInfo& info : pvsParameterTable()) {
            QCOMPARE(findPvsParameter(info.name), &info);
            QVERIFY2(info.get(PvsParameters{}) >= info.min && info.get(PvsParameters{}) <= info.max, info.name);
        }
    }

    void badSearchParamsSayWhatAndWhereAndChangeNothing() {
        const struct {
            const char* text;
            const char* message;
        } cases[] = {
            {"razorMargin=240 nullDepthDivisor=0", "pair 2 'nullDepthDivisor=0': nullDepthDivisor must be from 1 to 64"},
            {"razorMargin", "pair 1 'razorMargin': expected name=value"},
            {"razor=1", "pair 1 'razor=1': no parameter is called 'razor'"},
            {"razorMargin=2.5", "pair 1 'razorMargin=2.5': razorMargin takes a whole number"},
            {"lmrBase=nan", "pair 1 'lmrBase=nan': lmrBase takes a number"},
            {"lmrBase=", "pair 1 'lmrBase=': lmrBase takes a number"},
            {"lmrDivisor=0.1", "pair 1 'lmrDivisor=0.1': lmrDivisor must be from 0.5 to 10"},
        };
        for (const auto& c : cases) {
            PvsParameters p;
            QCOMPARE(QString::fromStdString(applyPvsParameters(p, c.text)), QString::fromLatin1(c.message));
            QCOMPARE(QString::fromStdString(changedPvsParameters(p)), QString()); // untouched
        }
    }

    void searchParamsOptionChangesTheSearch() {
        auto nodesAtDepth8 = [](PvsSearcher& s) {
            s.newGame();
            SearchLimits limits;
            limits.depth = 8;
            return s.search(*Position::fromFen(Position::kStartFen), limits, SearchCallbacks{}).nodes;
        };
        PvsSearcher searcher;
        const auto defaults = nodesAtDepth8(searcher);
        QCOMPARE(QString::fromStdString(searcher.setOption("SearchParams", "lmrBase=1.5 futilityBase=40")), QString());
        const auto changed = nodesAtDepth8(searcher);
        QVERIFY(changed != defaults);
        // A bad value is refused with its reason and keeps the parameters in use.
        QCOMPARE(QString::fromStdString(searcher.setOption("SearchParams", "lmrBase=9")),
                 QStringLiteral("SearchParams: pair 1 'lmrBase=9': lmrBase must be from -2 to 4; keeping the parameters in use"));
        QCOMPARE(nodesAtDepth8(searcher), changed);
        // Each setting starts from the defaults; empty is the defaults.
        QCOMPARE(QString::fromStdString(searcher.setOption("SearchParams", "")), QString());
        QCOMPARE(nodesAtDepth8(searcher), defaults);

        // One option per parameter (unlisted, for OpenBench-style tuners), any letter case,
        // changes that parameter of the ones in use: the same search as SearchParams gives.
        QCOMPARE(QString::fromStdString(searcher.setOption("lmrbase", "1.5")), QString());
        QCOMPARE(QString::fromStdString(searcher.setOption("futilityBase", "40")), QString());
        QCOMPARE(nodesAtDepth8(searcher), changed);
        QCOMPARE(QString::fromStdString(searcher.setOption("futilityBase", "x")),
                 QStringLiteral("futilityBase takes a whole number; keeping 40"));
        QCOMPARE(QString::fromStdString(searcher.setOption("razorMargin", "9999")),
                 QStringLiteral("razorMargin must be from 0 to 5000; keeping %1")
                     .arg(eschess::PvsParameters{}.razorMargin));
        QCOMPARE(nodesAtDepth8(searcher), changed);
        for (const OptionSpec& o : searcher.options()) QVERIFY(!findPvsParameter(o.name)); // not listed
    }
};

QTEST_APPLESS_MAIN(TestSpsa)
#include "tst_spsa.moc"
