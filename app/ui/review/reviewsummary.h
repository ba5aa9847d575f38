#pragma once
// The "Game Review" panel: per player, how many moves were best, good, inaccuracies, mistakes
// and blunders, the average centipawn loss and the accuracy (Lichess's formula), as a table with
// one row per player.

#include "game/review.h"

#include <QWidget>

class QLabel;
class QTableWidget;

namespace eschess::app {

class MainWindow;

class ReviewSummary : public QWidget {
    Q_OBJECT
public:
    explicit ReviewSummary(QWidget* parent = nullptr);

    void setReview(const eschess::GameReview& review, const QString& white, const QString& black);
    void clear();
    QTableWidget* table() const { return m_table; }
    // A figure's text: `what` is a MoveClass, or 5 = average centipawn loss, 6 = accuracy;
    // color: 0 White, 1 Black (the table has a row per player).
    QString cell(int what, int color) const;

private:
    void fitTable();
    QLabel* m_note;
    QTableWidget* m_table;
};

// Adds "Review Game…" to the Analysis menu (Ctrl+Shift+R) and the Game Review panel, which
// opens when a review has been written.
ReviewSummary* installReviewTools(MainWindow* window);

} // namespace eschess::app
