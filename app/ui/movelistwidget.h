#pragma once

#include <QStringList>
#include <QWidget>

class QLabel;
class QTableWidget;

namespace eschess::app {

// The game's moves in SAN, a numbered row per move pair ("12. Nf3  Nc6"). Clicking a move
// asks to show the position after it; the shown ply is highlighted. It knows no rules: the
// controller gives it the text and the numbering.
class MoveListWidget : public QWidget {
    Q_OBJECT
public:
    explicit MoveListWidget(QWidget* parent = nullptr);

    // san[i] is ply i + 1; the first move has number firstMoveNumber and is Black's when blackFirst.
    void setMoves(const QStringList& san, int firstMoveNumber, bool blackFirst);
    // Highlights the move that led to ply (0 = the start: nothing highlighted).
    void setCurrentPly(int ply);
    void setResult(const QString& text);

    int rowCount() const;
    QString cellText(int row, int column) const; // for tests

signals:
    void plyClicked(int ply);

private:
    int plyAt(int row, int column) const;
    void cellOf(int ply, int* row, int* column) const;

    QTableWidget* m_table;
    QLabel* m_result;
    int m_plies = 0;
    bool m_blackFirst = false;
    bool m_updating = false;
};

} // namespace eschess::app
