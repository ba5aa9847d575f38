#pragma once

#include <QPair>
#include <QStringList>
#include <QVector>
#include <QWidget>

class QLabel;
class QTableWidget;

namespace eschess::app {

// The game's moves in SAN, a numbered row per move pair ("12. Nf3  Nc6"), and under a move its
// variations as a line of text whose moves are links. Clicking a move asks to show the position
// after it; the shown ply is highlighted. It knows no rules: the window gives it the text, the
// numbering and the variations (rich text with links "node:ID").
class MoveListWidget : public QWidget {
    Q_OBJECT
public:
    explicit MoveListWidget(QWidget* parent = nullptr);

    // san[i] is ply i + 1; the first move has number firstMoveNumber and is Black's when blackFirst.
    void setMoves(const QStringList& san, int firstMoveNumber, bool blackFirst);
    // Highlights the move that led to ply (0 = the start: nothing highlighted).
    void setCurrentPly(int ply);
    void setResult(const QString& text);
    // Variation lines, each shown under the row of the main-line move at `ply` it replaces.
    // Call after setMoves.
    void setVariations(const QVector<QPair<int, QString>>& variations);
    QStringList variationTexts() const; // the plain text of the variation rows, for tests

    int rowCount() const;
    QString cellText(int row, int column) const; // for tests

signals:
    void plyClicked(int ply);
    void nodeClicked(int node);                  // a move of a variation
    void contextMenuRequested(const QPoint& globalPos);

private:
    int plyAt(int row, int column) const;
    void cellOf(int ply, int* row, int* column) const;
    int tableRow(int moveRow) const; // the table row of a row of moves, variation rows counted

    QTableWidget* m_table;
    QLabel* m_result;
    int m_plies = 0;
    bool m_blackFirst = false;
    bool m_updating = false;
    QVector<int> m_moveRowOf; // per table row: its row of moves, or -1 for a variation row
};

} // namespace eschess::app
