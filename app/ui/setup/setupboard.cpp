#include "app/ui/setup/setupboard.h"

#include <QApplication>
#include <QMouseEvent>
#include <QPainter>

namespace eschess::app {

SetupBoard::SetupBoard(QWidget* parent) : QWidget(parent), m_theme(BoardTheme::byId(QString())) {
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    setAccessibleName(tr("Board to set up"));
}

void SetupBoard::setSetup(const PositionSetup& setup) {
    m_setup = setup;
    m_pressed = SqNone;
    m_dragging = false;
    update();
}

void SetupBoard::setFlipped(bool flipped) {
    m_flipped = flipped;
    update();
}

void SetupBoard::setThemeName(const QString& name) {
    if (!BoardTheme::exists(name)) return;
    m_theme = BoardTheme::byId(name);
    update();
}

QSize SetupBoard::sizeHint() const {
    return QSize(8 * 52 + 18, 8 * 52 + 18);
}

QSize SetupBoard::minimumSizeHint() const {
    return QSize(8 * BoardGeometry::kMinSquare, 8 * BoardGeometry::kMinSquare);
}

void SetupBoard::clickSquare(Square sq) {
    const Piece before = m_setup.pieceOn(sq);
    // Clicking a piece with its own brush takes it away again, as on Lichess's editor: one
    // tool both puts pieces down and corrects a misplaced one.
    m_setup.setPiece(sq, before == m_brush ? NoPiece : m_brush);
    if (m_setup.pieceOn(sq) != before) emit edited();
    update();
}

void SetupBoard::mousePressEvent(QMouseEvent* event) {
    const Square sq = squareAt(event->position().toPoint());
    if (event->button() == Qt::RightButton) {
        if (sq != SqNone && m_setup.pieceOn(sq) != NoPiece) {
            m_setup.setPiece(sq, NoPiece);
            emit edited();
            update();
        }
        return;
    }
    if (event->button() != Qt::LeftButton) return;
    m_pressed = sq;
    m_pressPos = event->position().toPoint();
    m_dragging = false;
}

void SetupBoard::mouseMoveEvent(QMouseEvent* event) {
    if (m_pressed == SqNone || !(event->buttons() & Qt::LeftButton)) return;
    const QPoint at = event->position().toPoint();
    if (!m_dragging && m_setup.pieceOn(m_pressed) != NoPiece &&
        (at - m_pressPos).manhattanLength() >= QApplication::startDragDistance())
        m_dragging = true;
    if (!m_dragging) return;
    m_dragPos = at;
    update();
}

void SetupBoard::mouseReleaseEvent(QMouseEvent* event) {
    if (event->button() != Qt::LeftButton || m_pressed == SqNone) return;
    const Square from = m_pressed;
    const bool dragged = m_dragging;
    m_pressed = SqNone;
    m_dragging = false;
    const Square to = squareAt(event->position().toPoint());
    if (!dragged) {
        if (to == from) clickSquare(from);
        return;
    }
    if (to == from) {
        update();
        return;
    }
    // Dropped on another square: the piece moves there; dropped off the board: it is gone.
    if (to == SqNone)
        m_setup.setPiece(from, NoPiece);
    else
        m_setup.movePiece(from, to);
    emit edited();
    update();
}

void SetupBoard::paintEvent(QPaintEvent*) {
    QPainter p(this);
    const BoardGeometry g = geometry();
    paintBoardSquares(p, g, m_theme);
    paintBoardCoordinates(p, g, palette().color(QPalette::WindowText));
    p.setRenderHint(QPainter::Antialiasing);
    for (int sq = SqA1; sq <= SqH8; ++sq) {
        const Piece piece = m_setup.pieceOn(Square(sq));
        if (piece == NoPiece) continue;
        // The dragged piece's ghost marks where it came from.
        p.setOpacity(m_dragging && sq == m_pressed ? 0.3 : 1.0);
        m_pieces.paint(p, piece, g.squareRect(Square(sq)));
    }
    p.setOpacity(1.0);
    if (m_dragging) {
        const int s = g.squareSize();
        m_pieces.paint(p, m_setup.pieceOn(m_pressed), QRect(m_dragPos - QPoint(s / 2, s / 2), QSize(s, s)));
    }
}

} // namespace eschess::app
