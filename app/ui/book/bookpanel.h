#pragma once
// The opening-book dock: the Polyglot moves and weights of the position on the board, from a
// book file chosen in the panel (remembered across sessions). Useful to see what a match's book
// would play, and to check a book written with `eschess-cli book`.

#include "book/polyglot_book.h"

#include <QWidget>

class QLabel;
class QPushButton;
class QTreeWidget;

namespace eschess::app {

class GameController;
class MainWindow;

class BookPanel : public QWidget {
    Q_OBJECT
  public:
    explicit BookPanel(GameController* game, QWidget* parent = nullptr);

    // Loads a book (a few megabytes at most are read at once); false and a message in the panel
    // when the file cannot be read or is not a Polyglot book. Remembered on success.
    bool openBook(const QString& path);
    QString bookPath() const { return m_path; }

    int moveCount() const;                   // rows shown (for tests)
    QString moveText(int row, int column) const; // columns: move, weight, share
    QString statusText() const;

  private:
    void chooseBook();
    void refresh();

    GameController* m_game;
    eschess::PolyglotBook m_book;
    QString m_path;
    QPushButton* m_choose;
    QLabel* m_file;
    QTreeWidget* m_moves;
    QLabel* m_status;
};

// The dock in the View menu, with the book of the last session opened.
BookPanel* installBookPanel(MainWindow* window);

} // namespace eschess::app
