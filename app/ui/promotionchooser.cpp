#include "app/ui/promotionchooser.h"

#include "app/ui/pieceset.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>

namespace eschess::app {

PromotionChooser::PromotionChooser(const PieceSet& pieces, QWidget* board)
    : QWidget(board), m_pieces(pieces) {
    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(true);
    setAccessibleName(tr("Promotion"));
    hide();
}

void PromotionChooser::open(Color color, const QVector<QRect>& cells) {
    m_color = color;
    m_cells = cells.mid(0, 4);
    m_hover = -1;
    if (parentWidget()) setGeometry(parentWidget()->rect());
    show();
    raise();
    setFocus(Qt::PopupFocusReason);
    update();
}

void PromotionChooser::cancel() {
    if (!isVisible()) return;
    hide();
    emit cancelled();
}

QRect PromotionChooser::pieceRect(PieceType type) const {
    if (!isVisible()) return {};
    for (int i = 0; i < m_cells.size(); ++i)
        if (kOrder[i] == type) return m_cells[i];
    return {};
}

int PromotionChooser::cellAt(const QPoint& pos) const {
    for (int i = 0; i < m_cells.size(); ++i)
        if (m_cells[i].contains(pos)) return i;
    return -1;
}

void PromotionChooser::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(rect(), QColor(0, 0, 0, 90)); // dims the board: the choice is the only thing to do
    for (int i = 0; i < m_cells.size(); ++i) {
        const QRect cell = m_cells[i];
        const bool hover = i == m_hover;
        p.setPen(Qt::NoPen);
        p.setBrush(hover ? QColor(255, 170, 40) : QColor(245, 245, 245));
        const qreal inset = cell.width() * (hover ? 0.02 : 0.06);
        p.drawEllipse(QRectF(cell).adjusted(inset, inset, -inset, -inset));
        const int pad = cell.width() / 12;
        const QRect inner = cell.adjusted(pad, pad, -pad, -pad);
        m_pieces.paint(p, makePiece(m_color, kOrder[i]),
                       QRect(inner.topLeft(), QSize(inner.width(), inner.width())));
    }
}

void PromotionChooser::mousePressEvent(QMouseEvent* event) {
    const int cell = event->button() == Qt::LeftButton ? cellAt(event->position().toPoint()) : -1;
    hide();
    if (cell >= 0)
        emit chosen(kOrder[cell]);
    else
        emit cancelled();
}

void PromotionChooser::mouseMoveEvent(QMouseEvent* event) {
    const int cell = cellAt(event->position().toPoint());
    if (cell != m_hover) {
        m_hover = cell;
        setCursor(cell >= 0 ? Qt::PointingHandCursor : Qt::ArrowCursor);
        update();
    }
}

void PromotionChooser::keyPressEvent(QKeyEvent* event) {
    switch (event->key()) {
    case Qt::Key_Escape:
        cancel();
        break;
    case Qt::Key_Q:
        hide();
        emit chosen(Queen);
        break;
    case Qt::Key_N:
        hide();
        emit chosen(Knight);
        break;
    case Qt::Key_R:
        hide();
        emit chosen(Rook);
        break;
    case Qt::Key_B:
        hide();
        emit chosen(Bishop);
        break;
    default:
        QWidget::keyPressEvent(event);
    }
}

} // namespace eschess::app
