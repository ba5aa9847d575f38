#pragma once
// The tournament dock: progress and a Stop button, the standings (points, score, the rating fitted
// over all games so far with its 95% interval), the crosstable, a chart of each engine's rating
// after every game, and the finished games, each opening in the main window on a double click.
// A game in progress can be watched on the board.

#include "app/core/tournamentrunner.h"
#include "app/ui/match/gamewatchbox.h"

#include "core/position.h"

#include <QPointer>
#include <QWidget>

#include <functional>
#include <optional>
#include <vector>

class QChart;
class QLabel;
class QLineSeries;
class QPushButton;
class QTableWidget;
class QValueAxis;

namespace eschess::app {

class TournamentPanel : public QWidget {
    Q_OBJECT
  public:
    explicit TournamentPanel(QWidget* parent = nullptr);
    ~TournamentPanel() override;

    // Shows (and owns) a runner and starts it; a previous one still running is stopped now.
    void setRunner(TournamentRunner* runner);
    TournamentRunner* runner() const { return m_runner; }
    // Called with the watched game after each of its moves (nullptr: stop watching).
    void setWatcher(GameWatchBox::Watcher watcher) { m_watchBox->setWatcher(std::move(watcher)); }
    MatchGame* watchedGame() const { return m_watchBox->watchedGame(); }
    // The board shows something else: no game is watched until the user chooses one again.
    void stopWatching() { m_watchBox->stopWatching(); }
    GameWatchBox* watchBox() const { return m_watchBox; }
    // Called with a finished game's PGN text when it is double-clicked.
    void setOpener(std::function<void(const QString& pgn)> opener) { m_opener = std::move(opener); }

    QTableWidget* standingsTable() const { return m_standings; }
    QTableWidget* crosstableTable() const { return m_crosstable; }
    QTableWidget* gamesTable() const { return m_games; }
    // Points of the rating chart: by engine, (games played, Elo).
    const std::vector<std::vector<QPointF>>& ratingHistory() const { return m_history; }

  signals:
    // Another game is watched (nullptr: none); the window's panels follow its engines.
    void watchedGameChanged(eschess::app::MatchGame* game);

  private:
    void onGameFinished(int index, const MatchGameRecord& record);
    void updateTables();
    void updateWatchList();

    QPointer<TournamentRunner> m_runner;
    QLabel* m_summary = nullptr;
    QPushButton* m_stop = nullptr;
    GameWatchBox* m_watchBox = nullptr;
    QTableWidget* m_standings = nullptr;
    QTableWidget* m_crosstable = nullptr;
    QTableWidget* m_games = nullptr;
    QChart* m_chart = nullptr;
    QValueAxis* m_axisX = nullptr;
    QValueAxis* m_axisY = nullptr;
    std::vector<QLineSeries*> m_series;
    std::vector<std::vector<QPointF>> m_history;
    QStringList m_pgnTexts; // by row of the games table
    std::function<void(const QString&)> m_opener;
};

} // namespace eschess::app
