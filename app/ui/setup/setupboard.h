#pragma once

#include "app/core/positionsetup.h"
#include "app/ui/boardgeometry.h"
#include "app/ui/boardtheme.h"
#include "app/ui/pieceset.h"

#include <QWidget>

namespace eschess::app {

// The position editor's board. A click puts the chosen piece (the brush) on a square, or
// empties it when the same piece already stands there or the brush is the eraser; a drag
// moves a piece, and a drag off the board takes it away; a right click empties a square.
// It edits a PositionSetup and says so through edited(); it knows no chess rules.
class SetupBoard : public QWidget {
    Q_OBJECT
  public:
    explicit SetupBoard(QWidget* parent = nullptr);

    void setSetup(const PositionSetup& setup);
    const PositionSetup& setup() const { return m_setup; }

    // The piece a click puts down; NoPiece is the eraser.
    void setBrush(eschess::Piece piece) { m_brush = piece; }
    eschess::Piece brush() const { return m_brush; }

    void setFlipped(bool flipped);
    bool isFlipped() const { return m_flipped; }
    void setThemeName(const QString& name);

    // For tests and overlays: a square's cell in widget coordinates.
    QRect squareRect(eschess::Square sq) const { return geometry().squareRect(sq); }
    eschess::Square squareAt(const QPoint& pos) const { return geometry().squareAt(pos); }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

  signals:
    void edited();

  protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;

  private:
    BoardGeometry geometry() const { return BoardGeometry{size(), m_flipped, true}; }
    void clickSquare(eschess::Square sq);

    PositionSetup m_setup;
    BoardTheme m_theme;
    PieceSet m_pieces;
    eschess::Piece m_brush = eschess::WhitePawn;
    bool m_flipped = false;

    eschess::Square m_pressed = eschess::SqNone; // left button down here
    QPoint m_pressPos;
    bool m_dragging = false;
    QPoint m_dragPos;
};

} // namespace eschess::app
