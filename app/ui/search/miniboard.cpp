#include "app/ui/search/miniboard.h"

#include "app/ui/pieceset.h"

#include <QPainter>

namespace eschess::app {

MiniBoard::MiniBoard(QWidget* parent) : QWidget(parent), m_pieces(std::make_unique<PieceSet>()) {
    setMinimumSize(120, 120);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Preferred);
}

MiniBoard::~MiniBoard() = default;

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
            m_pieces->paint(p, pc, rect.toAlignedRect());
        }
    p.setPen(QColor(0x50, 0x40, 0x30));
    p.setBrush(Qt::NoBrush);
    p.drawRect(QRectF(origin, QSizeF(side - 1, side - 1)));
}

} // namespace eschess::app
