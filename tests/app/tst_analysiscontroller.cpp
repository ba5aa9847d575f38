// AnalysisController: MultiPV lines with scores turned to White's view, PV in SAN, following a
// new position at once (old reports never show), stopping at once.

#include "app/core/analysiscontroller.h"
#include "app/core/localengine.h"
#include "app/core/uciengine.h"

#include "core/movegen.h"
#include "notation/uci_move.h"
#include "search/searcher.h"

#include <QSignalSpy>
#include <QTest>

using namespace eschess;
using namespace eschess::app;

namespace {

// Reports, each 5 ms, one line per MultiPV index with score 40 - 10 * (index - 1) for the side to
// move and the index-th legal move as its PV, until stopped. A mate score when asked.
class LinesSearcher : public Searcher {
public:
    explicit LinesSearcher(bool mate = false) : m_mate(mate) {}
    std::string name() const override { return "lines"; }
    std::string description() const override { return "test searcher"; }
    SearchResult search(const Position& pos, const SearchLimits& limits, const SearchCallbacks& cb) override {
        m_control.start(limits);
        const MoveList moves = legalMoves(pos);
        std::uint64_t nodes = 0;
        for (int depth = 1; depth < 100; ++depth) {
            const std::int64_t until = m_control.elapsedMs() + 5;
            while (m_control.elapsedMs() < until)
                if (m_control.shouldStop(++nodes)) return result(moves);
            for (int line = 1; line <= std::min(limits.multiPv, moves.size()); ++line) {
                SearchInfo info;
                info.depth = depth;
                info.multiPv = line;
                info.score = m_mate ? mateIn(3) : 40 - 10 * (line - 1);
                info.nodes = nodes;
                info.pv = {moves[line - 1]};
                if (cb.onInfo) cb.onInfo(info);
            }
        }
        return result(moves);
    }

private:
    SearchResult result(const MoveList& moves) const {
        SearchResult r;
        if (!moves.empty()) r.bestMove = moves[0];
        return r;
    }
    bool m_mate;
};

GoRequest gameAfter(std::initializer_list<const char*> uci) {
    GoRequest r;
    Position pos = r.start;
    for (const char* text : uci) {
        auto m = parseUciMove(pos, text);
        r.moves.push_back(*m);
        pos.makeMove(*m);
    }
    return r;
}

} // namespace

class TestAnalysisController : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { Position::init(); }

    void scoreText_data() {
        QTest::addColumn<int>("cp");
        QTest::addColumn<bool>("mate");
        QTest::addColumn<int>("mateWhite");
        QTest::addColumn<QString>("text");
        QTest::newRow("plus") << 35 << false << 0 << "+0.35";
        QTest::newRow("zero") << 0 << false << 0 << "+0.00";
        QTest::newRow("minus") << -120 << false << 0 << "-1.20";
        QTest::newRow("white mates") << 0 << true << 3 << "#3";
        QTest::newRow("black mates") << 0 << true << -2 << "#-2";
    }
    void scoreText() {
        QFETCH(int, cp);
        QFETCH(bool, mate);
        QFETCH(int, mateWhite);
        QFETCH(QString, text);
        AnalysisLine line;
        line.scoreWhiteCp = cp;
        line.isMate = mate;
        line.mateWhite = mateWhite;
        QCOMPARE(line.scoreText(), text);
    }

    void linesFromWhitesView() {
        AnalysisController analysis;
        analysis.setEngine(new LocalEngine(std::make_unique<LinesSearcher>()));
        analysis.setMultiPv(3);
        analysis.setPosition(gameAfter({"e2e4"})); // Black to move: scores flip
        analysis.start();
        QTRY_VERIFY_WITH_TIMEOUT(analysis.lines().size() == 3 && analysis.lines()[2].depth > 0, 3000);
        const auto lines = analysis.lines();
        QCOMPARE(lines[0].scoreWhiteCp, -40);
        QCOMPARE(lines[1].scoreWhiteCp, -30);
        QCOMPARE(lines[2].scoreWhiteCp, -20);
        QCOMPARE(lines[0].scoreText(), QStringLiteral("-0.40"));
        // The chances too, from White's view: Black's +0.40 with all the material on the board.
        const Wdl black = wdlFromScore(40, 78);
        QVERIFY(lines[0].wdlWhite.has_value());
        QCOMPARE(lines[0].wdlWhite->win, black.loss);
        QCOMPARE(lines[0].wdlWhite->draw, black.draw);
        QCOMPARE(lines[0].wdlWhite->loss, black.win);
        QVERIFY(lines[0].wdlWhite->loss > lines[0].wdlWhite->win);
        QCOMPARE(analysis.evaluationCp(), std::optional<int>(-40));
        // The PV is the first legal move of the position after 1. e4, written in SAN with numbers.
        Position after = gameAfter({"e2e4"}).current();
        QCOMPARE(lines[0].pv.first(), legalMoves(after)[0]);
        QVERIFY2(lines[0].pvSan.startsWith(QStringLiteral("1... ")), qPrintable(lines[0].pvSan));
        analysis.stop();
        QVERIFY(!analysis.isRunning());
    }

    // An external engine gives as many lines as the dock asks for: MultiPV reaches it as a UCI
    // option (the fake offers it and reports that many lines).
    void externalEngineGivesEveryLine() {
#if defined(__SANITIZE_THREAD__)
        // An engine process started here would blind ThreadSanitizer for the rest of this run
        // (docs/reliability.md, "Sanitizers"); the ASan build runs this test.
        QSKIP("starts an engine process: run under ASan, not TSan");
#endif
        UciEngineConfig config;
        config.program = QStringLiteral(FAKEUCI_PATH);
        config.arguments = QStringList{QStringLiteral("normal"), QStringLiteral("--multipv")};
        AnalysisController analysis;
        analysis.setEngine(new UciEngine(config));
        analysis.setMultiPv(3);
        analysis.setPosition(gameAfter({"e2e4"}));
        analysis.start();
        QTRY_VERIFY_WITH_TIMEOUT(analysis.lines().size() == 3 && analysis.lines()[2].depth > 0, 10000);
        const Position after = gameAfter({"e2e4"}).current();
        for (const AnalysisLine& line : analysis.lines()) QVERIFY(after.isLegal(line.pv.first()));
        QVERIFY(analysis.lines()[0].pv.first() != analysis.lines()[1].pv.first());
        // A new position replaces the search at once: only its lines are shown (White's moves
        // now, none of which is legal for Black in the old one).
        analysis.setPosition(gameAfter({"e2e4", "e7e5"}));
        QTRY_VERIFY_WITH_TIMEOUT(analysis.lines().size() == 3 && analysis.lines()[2].depth > 0, 10000);
        const Position next = gameAfter({"e2e4", "e7e5"}).current();
        for (const AnalysisLine& line : analysis.lines()) QVERIFY(next.isLegal(line.pv.first()));
        QVERIFY(analysis.engine()->state() == Engine::State::Thinking);
        analysis.stop();
        QTRY_VERIFY_WITH_TIMEOUT(analysis.engine()->state() == Engine::State::Idle, 10000);
    }

    void followsANewPositionAtOnce() {
        AnalysisController analysis;
        analysis.setEngine(new LocalEngine(std::make_unique<LinesSearcher>()));
        analysis.setPosition(gameAfter({"e2e4"}));
        analysis.start();
        QTRY_VERIFY_WITH_TIMEOUT(!analysis.lines().isEmpty() && analysis.lines()[0].depth > 0, 3000);
        analysis.setPosition(gameAfter({"e2e4", "e7e5"})); // White to move now
        QVERIFY(analysis.lines().isEmpty());             // old lines gone at once
        QTRY_VERIFY_WITH_TIMEOUT(!analysis.lines().isEmpty() && analysis.lines()[0].depth > 0, 3000);
        QCOMPARE(analysis.lines()[0].scoreWhiteCp, 40);
        QVERIFY(gameAfter({"e2e4", "e7e5"}).current().isLegal(analysis.lines()[0].pv.first()));
        analysis.stop();
    }

    void mateScoresForTheMover() {
        AnalysisController analysis;
        analysis.setEngine(new LocalEngine(std::make_unique<LinesSearcher>(true)));
        analysis.setPosition(gameAfter({"e2e4"}));
        analysis.start();
        QTRY_VERIFY_WITH_TIMEOUT(!analysis.lines().isEmpty() && analysis.lines()[0].depth > 0, 3000);
        QVERIFY(analysis.lines()[0].isMate);
        QCOMPARE(analysis.lines()[0].mateWhite, -2); // Black mates in 2 (3 plies)
        QCOMPARE(analysis.evaluationCp(), std::optional<int>(-10000));
        analysis.stop();
    }
};

QTEST_GUILESS_MAIN(TestAnalysisController)
#include "tst_analysiscontroller.moc"
