#pragma once

#include "core/types.h"

#include <QRect>
#include <QVector>
#include <QWidget>

namespace eschess::app {

class PieceSet;

// The promotion chooser: an overlay over the board that shows the four pieces a pawn can
// become, in a column starting at the promotion square (queen first, as on most boards).
// A click on a piece chooses it; Esc, a right click or a click anywhere else cancels.
// It is a child of the board rather than a popup window so it follows the board's geometry,
// needs no window manager and works the same offscreen (tests) as on screen.
class PromotionChooser : public QWidget {
    Q_OBJECT
  public:
    explicit PromotionChooser(const PieceSet& pieces, QWidget* board);

    // Shows the chooser over the whole board; cells are the four board squares (queen first).
    void open(eschess::Color color, const QVector<QRect>& cells);
    void cancel();
    bool isOpen() const { return isVisible(); }
    // Where the piece of this type is shown (empty when closed or not offered).
    QRect pieceRect(eschess::PieceType type) const;

    static constexpr eschess::PieceType kOrder[4] = {eschess::Queen, eschess::Knight, eschess::Rook,
                                                     eschess::Bishop};

  signals:
    void chosen(eschess::PieceType type);
    void cancelled();

  protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;

  private:
    int cellAt(const QPoint& pos) const;

    const PieceSet& m_pieces;
    eschess::Color m_color = eschess::White;
    QVector<QRect> m_cells;
    int m_hover = -1;
};

} // namespace eschess::app
