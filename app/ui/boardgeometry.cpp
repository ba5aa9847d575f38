#include "app/ui/boardgeometry.h"

#include <QPainter>

#include <algorithm>

namespace eschess::app {

int BoardGeometry::coordinateMargin() const {
    const int side = std::min(widgetSize.width(), widgetSize.height());
    if (!showCoordinates || side < 8 * kMinSquare + 12) return 0;
    return std::clamp(side / 28, 12, 28);
}

int BoardGeometry::squareSize() const {
    return std::max(1, (std::min(widgetSize.width(), widgetSize.height()) - coordinateMargin()) / 8);
}

QRect BoardGeometry::boardRect() const {
    const int margin = coordinateMargin();
    const int side = squareSize() * 8;
    const int block = side + margin;
    return QRect((widgetSize.width() - block) / 2 + margin, (widgetSize.height() - block) / 2, side, side);
}

QRect BoardGeometry::squareRect(Square sq) const {
    if (!isValid(sq)) return {};
    const int s = squareSize();
    const int col = flipped ? 7 - fileOf(sq) : fileOf(sq);
    const int row = flipped ? rankOf(sq) : 7 - rankOf(sq);
    const QRect board = boardRect();
    return QRect(board.left() + col * s, board.top() + row * s, s, s);
}

Square BoardGeometry::squareAt(const QPoint& pos) const {
    const QRect board = boardRect();
    if (!board.contains(pos)) return SqNone;
    const int s = squareSize();
    const int col = (pos.x() - board.left()) / s;
    const int row = (pos.y() - board.top()) / s;
    if (col < 0 || col > 7 || row < 0 || row > 7) return SqNone;
    return flipped ? makeSquare(7 - col, row) : makeSquare(col, 7 - row);
}

void paintBoardSquares(QPainter& p, const BoardGeometry& geometry, const BoardTheme& theme) {
    for (int sq = SqA1; sq <= SqH8; ++sq) {
        const Square s = Square(sq);
        const bool light = (fileOf(s) + rankOf(s)) % 2 != 0;
        p.fillRect(geometry.squareRect(s), light ? theme.light : theme.dark);
    }
}

void paintBoardCoordinates(QPainter& p, const BoardGeometry& geometry, const QColor& textColor) {
    // Outside the squares, so a letter never hides under a piece.
    const int margin = geometry.coordinateMargin();
    if (margin == 0) return;
    const int s = geometry.squareSize();
    const QRect board = geometry.boardRect();
    QFont font = p.font();
    font.setPixelSize(std::max(9, margin * 64 / 100));
    p.setFont(font);
    p.setPen(textColor);
    for (int i = 0; i < 8; ++i) {
        const int file = geometry.flipped ? 7 - i : i;
        const int rank = geometry.flipped ? i : 7 - i; // of the i-th row from the top
        p.drawText(QRect(board.left() + i * s, board.top() + 8 * s, s, margin), Qt::AlignCenter,
                   QString(QLatin1Char(char('a' + file))));
        p.drawText(QRect(board.left() - margin, board.top() + i * s, margin, s), Qt::AlignCenter,
                   QString::number(rank + 1));
    }
}

} // namespace eschess::app
