#pragma once

#include "notation/pgn.h"

#include <QDialog>

#include <vector>

class QLabel;
class QLineEdit;
class QPushButton;
class QTreeWidget;

namespace eschess::app {

// A PGN file with several games: a list (players, result, event, date, length) to pick one
// from, sorted by any column and narrowed by a filter, and the reader's complaints about games
// it could not read fully.
class PgnGamesDialog : public QDialog {
    Q_OBJECT
public:
    PgnGamesDialog(const std::vector<eschess::PgnGame>& games, const QStringList& errors, QWidget* parent = nullptr);
    int selectedIndex() const; // the game's index in the file; -1 when none (or filtered out)
    void selectIndex(int index);
    // Shows only the games with the text in a player, the result, the event or the date.
    void setFilterText(const QString& text);
    QTreeWidget* list() const { return m_list; }
    QPushButton* openButton() const { return m_openButton; }

  private:
    QTreeWidget* m_list;
    QLineEdit* m_filter;
    QLabel* m_count;
    QPushButton* m_openButton;
};

} // namespace eschess::app
