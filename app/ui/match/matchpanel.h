#pragma once
// The match dock: results by colour (the seeds' table, docs/seeds.md), score, Elo with its 95% interval, LOS,
// draw ratio and SPRT state, live charts (Elo with its band against games played, cumulative
// score, SPRT log-likelihood ratio against its bounds, results by colour), a list of finished
// games, and the two ways to stop. A running game can be watched on the main board (and, when it
// ends, the next one), its engines' thinking in the window's search panels.

#include "app/core/matchrunner.h"
#include "app/ui/match/gamewatchbox.h"

#include <QPointer>
#include <QWidget>

#include <functional>

class QAreaSeries;
class QBarSet;
class QChart;
class QLabel;
class QLineSeries;
class QPushButton;
class QTableWidget;
class QValueAxis;

namespace eschess::app {

class MatchPanel : public QWidget {
    Q_OBJECT
public:
    explicit MatchPanel(QWidget* parent = nullptr);
    ~MatchPanel() override;

    // Shows (and owns) a runner; the previous one, if still running, is stopped now.
    void setRunner(MatchRunner* runner);
    MatchRunner* runner() const { return m_runner; }
    // Called with the watched game after each of its moves (nullptr: stop watching).
    void setWatcher(GameWatchBox::Watcher watcher) { m_watchBox->setWatcher(std::move(watcher)); }
    MatchGame* watchedGame() const { return m_watchBox->watchedGame(); }
    // The board shows something else: no game is watched until the user chooses one again.
    void stopWatching() { m_watchBox->stopWatching(); }

signals:
    // Another game is watched (nullptr: none); the window's panels follow its engines.
    void watchedGameChanged(eschess::app::MatchGame* game);

private:
    void onGameFinished(int round, const MatchGameRecord& record, double points);
    void updateSummary();
    void updateWatchList();

    QPointer<MatchRunner> m_runner;
    QLabel* m_title = nullptr;
    QLabel* m_summary = nullptr;
    QTableWidget* m_table = nullptr;
    QTableWidget* m_games = nullptr;
    GameWatchBox* m_watchBox = nullptr;
    QPushButton* m_finishButton = nullptr;
    QPushButton* m_stopButton = nullptr;
    QChart* m_eloChart = nullptr;
    QLineSeries* m_elo = nullptr;
    QLineSeries* m_eloLow = nullptr;
    QLineSeries* m_eloHigh = nullptr;
    QAreaSeries* m_eloBand = nullptr;
    QChart* m_scoreChart = nullptr;
    QLineSeries* m_score = nullptr;
    QChart* m_sprtChart = nullptr;
    QLineSeries* m_llr = nullptr;
    QLineSeries* m_lower = nullptr;
    QLineSeries* m_upper = nullptr;
    QBarSet* m_bars[3] = {nullptr, nullptr, nullptr}; // wins, draws, losses by colour
    QValueAxis* m_barAxis = nullptr;
    double m_cumulative = 0;
};

} // namespace eschess::app
