#pragma once

#include "app/ui/boardtheme.h"
#include "core/types.h"

#include <QPoint>
#include <QRect>
#include <QSize>

class QPainter;

namespace eschess::app {

// Where a board drawn in a widget of some size puts its squares: the eight-by-eight board and
// its coordinate strips (ranks to the left, files below) form one block centred in the widget.
// The game board and the position editor both draw and hit-test through it, so a square is
// where the user sees it in either.
struct BoardGeometry {
    static constexpr int kMinSquare = 20;
    static constexpr int kDefaultSquare = 60;

    QSize widgetSize;
    bool flipped = false;
    bool showCoordinates = true;

    // Width of the coordinate strips; 0 when coordinates are off or the board is too small
    // for them (a tree explorer's mini board).
    int coordinateMargin() const;
    int squareSize() const;
    QRect boardRect() const;
    QRect squareRect(eschess::Square sq) const;        // empty for SqNone
    eschess::Square squareAt(const QPoint& pos) const; // SqNone off the board
};

// The light and dark squares in the theme's colours.
void paintBoardSquares(QPainter& p, const BoardGeometry& geometry, const BoardTheme& theme);
// File letters below the board and rank numbers to its left, as the viewer sees them.
void paintBoardCoordinates(QPainter& p, const BoardGeometry& geometry, const QColor& textColor);

} // namespace eschess::app
