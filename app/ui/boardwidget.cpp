#include "app/ui/boardwidget.h"

#include <QPainter>

namespace eschess::app {

BoardWidget::BoardWidget(QWidget* parent) : QWidget(parent) { setMinimumSize(240, 240); }

void BoardWidget::setPosition(const eschess::Position& pos) {
    m_position = pos;
    update();
}

void BoardWidget::paintEvent(QPaintEvent*) {
    QPainter p(this);
    const int size = std::min(width(), height()) / 8;
    const QString glyphs = QStringLiteral(" \u2659\u2658\u2657\u2656\u2655\u2654  \u265F\u265E\u265D\u265C\u265B\u265A");
    QFont font = p.font();
    font.setPixelSize(size * 3 / 4);
    p.setFont(font);
    for (int r = 0; r < 8; ++r)
        for (int f = 0; f < 8; ++f) {
            QRect rect(f * size, (7 - r) * size, size, size);
            p.fillRect(rect, (r + f) % 2 ? QColor(0xF0, 0xD9, 0xB5) : QColor(0xB5, 0x88, 0x63));
            Piece pc = m_position.pieceOn(makeSquare(f, r));
            if (pc != NoPiece) p.drawText(rect, Qt::AlignCenter, glyphs.mid(pc, 1));
        }
}

} // namespace eschess::app
