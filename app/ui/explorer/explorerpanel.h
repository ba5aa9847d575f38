#pragma once
// The games-explorer dock: for the position on the board, the moves played in it across a PGN
// database of the user's (a club's games, a master collection, one's own games), with how
// often, each move's share, the results as a bar and the score for the side that played it —
// the opening explorer of Lichess and En Croissant, offline. The database is indexed on a
// worker thread with a progress bar and Cancel; a double-click plays the move on the board.
// Below the moves, the best-rated games that reached the position; a double-click opens one
// at that position.

#include "app/core/explorerloader.h"
#include "core/position.h"
#include "notation/pgn.h"

#include <QWidget>

#include <memory>

class QComboBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QSplitter;
class QTimer;
class QTreeWidget;

namespace eschess::app {

class BoardWidget;
class MainWindow;

class ExplorerPanel : public QWidget {
    Q_OBJECT
  public:
    explicit ExplorerPanel(BoardWidget* board, QWidget* parent = nullptr);

    // Starts indexing a database; the previous one stays shown until the new one is ready.
    void openDatabase(const QString& path);
    // The remembered database, indexed when the panel is first shown (not at start-up, so a
    // large file costs nothing until the explorer is wanted).
    void openRememberedDatabase();
    ExplorerLoader* loader() const { return m_loader; }
    // Which games count: the filter row's. Setting it indexes the database again at once; a
    // change made in the row does so half a second after the last keystroke.
    ExplorerFilter filter() const;
    void setFilter(const ExplorerFilter& filter);

    // For tests.
    int moveCount() const;
    QString moveText(int row, int column) const; // columns: move, games, share, results, score
    QString statusText() const;
    QString databaseText() const;
    void chooseRow(int row); // as a double-click on it
    int gameCount() const;
    QString gameText(int row, int column) const; // columns: move, white, black, result, date, event
    void chooseGame(int row);                    // as a double-click on it

  signals:
    void moveChosen(eschess::Move move);
    // A game of the database read again from its file, and the position it was listed for.
    void gameChosen(const eschess::PgnGame& game, const eschess::Position& reached);

  protected:
    void showEvent(QShowEvent* event) override;

  private:
    void chooseDatabase();
    void loaded(const std::shared_ptr<const ExplorerLoad>& load);
    void refresh();
    void refreshGames(const eschess::Position& pos);
    void applyFilter();

    BoardWidget* m_board;
    ExplorerLoader* m_loader;
    std::shared_ptr<const ExplorerLoad> m_load; // the database shown
    QPushButton* m_open;
    QPushButton* m_cancel;
    QLabel* m_database;
    QLineEdit* m_player;
    QComboBox* m_side;
    QSpinBox* m_minElo;
    QTimer* m_filterTimer;
    QProgressBar* m_progress;
    QTreeWidget* m_moves;
    QLabel* m_gamesTitle;
    QTreeWidget* m_games;
    QLabel* m_status;
    QLabel* m_problems;
    bool m_triedRemembered = false;
    QString m_next;    // asked for while another file was being read
    QString m_reading; // the file being read
};

// The dock in the View menu; a double-click on a move plays it as if made on the board.
ExplorerPanel* installExplorerPanel(MainWindow* window);

} // namespace eschess::app
