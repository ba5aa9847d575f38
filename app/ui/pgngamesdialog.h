#pragma once

#include "notation/pgn.h"

#include <QDialog>

#include <vector>

class QLabel;
class QTreeWidget;

namespace eschess::app {

// A PGN file with several games: a list (players, result, event, date, length) to pick one
// from, and the reader's complaints about games it could not read fully.
class PgnGamesDialog : public QDialog {
    Q_OBJECT
public:
    PgnGamesDialog(const std::vector<eschess::PgnGame>& games, const QStringList& errors, QWidget* parent = nullptr);
    int selectedIndex() const; // -1 when none
    void selectIndex(int index);
    QTreeWidget* list() const { return m_list; }

private:
    QTreeWidget* m_list;
};

} // namespace eschess::app
