#include "app/ui/search/miniboard.h"

#include <QPainter>
#include <QPainterPath>

namespace eschess::app {

MiniBoard::MiniBoard(QWidget* parent) : QWidget(parent) {
    setMinimumSize(120, 120);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Preferred);
}

void MiniBoard::setPosition(const Position& pos, Move lastMove) {
    m_position = pos;
    m_lastMove = lastMove;
    update();
}

void MiniBoard::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const int side = std::min(width(), height());
    const qreal sq = side / 8.0;
    const QPointF origin((width() - side) / 2.0, (height() - side) / 2.0);
    // Filled glyphs for both colours, drawn with a contrasting outline: readable at any size.
    static const QString kGlyphs = QStringLiteral(" \u265F\u265E\u265D\u265C\u265B\u265A");
    QFont font = p.font();
    font.setPixelSize(std::max(6, int(sq * 0.8)));
    for (int r = 0; r < 8; ++r)
        for (int f = 0; f < 8; ++f) {
            const Square s = makeSquare(f, r);
            const QRectF rect(origin.x() + f * sq, origin.y() + (7 - r) * sq, sq, sq);
            QColor fill = (r + f) % 2 ? QColor(0xEE, 0xD8, 0xB4) : QColor(0xB0, 0x86, 0x62);
            if (m_lastMove && (s == m_lastMove.from() || s == m_lastMove.to()))
                fill = (r + f) % 2 ? QColor(0xF4, 0xE8, 0x7C) : QColor(0xCB, 0xB3, 0x4C);
            p.fillRect(rect, fill);
            const Piece pc = m_position.pieceOn(s);
            if (pc == NoPiece) continue;
            QPainterPath path;
            const QString glyph = kGlyphs.mid(typeOf(pc), 1);
            const QRectF bounds = QFontMetricsF(font).boundingRect(glyph);
            path.addText(rect.center().x() - bounds.width() / 2, rect.center().y() + sq * 0.3, font, glyph);
            const bool white = colorOf(pc) == White;
            p.setPen(QPen(white ? QColor(0x20, 0x20, 0x20) : QColor(0xF0, 0xF0, 0xF0), std::max(1.0, sq / 28)));
            p.setBrush(white ? QColor(0xFA, 0xFA, 0xFA) : QColor(0x18, 0x18, 0x18));
            p.drawPath(path);
        }
    p.setPen(QColor(0x50, 0x40, 0x30));
    p.setBrush(Qt::NoBrush);
    p.drawRect(QRectF(origin, QSizeF(side - 1, side - 1)));
}

} // namespace eschess::app
