#pragma once

// engine.h declares eschess::Move as a Qt metatype; it must be seen before moc uses the type.
#include "app/core/engine.h"
#include "app/ui/boardgeometry.h"
#include "app/ui/boardtheme.h"
#include "app/ui/pieceset.h"
#include "core/position.h"

#include <QColor>
#include <QPointer>
#include <QVector>
#include <QWidget>

#include <optional>

class QVariantAnimation;

namespace eschess::app {

class PromotionChooser;

// An arrow drawn over the board (a hint, a PV move under the mouse).
struct BoardArrow {
    eschess::Square from = eschess::SqNone;
    eschess::Square to = eschess::SqNone;
    QColor color;
    qreal width = 1.0; // relative thickness: analysis draws its second and later lines thinner
};

// A square marked by the user or a [%csl] command (drawn as a coloured ring).
struct BoardMark {
    eschess::Square square = eschess::SqNone;
    QColor color;
};

// The chess board: draws a position and lets a person pick moves. It holds no chess rules —
// it offers exactly the moves the controller gives it (setLegalMoves) and emits moveRequested
// for the one the user makes; the controller decides what happens next. Moves are made by
// drag-and-drop or click-click; the picked piece's targets are shown; castling works by moving
// the king two squares or onto its own rook; a pawn move with several promotions opens a
// chooser. The board keeps square cells at any size and renders pieces as vectors at the
// exact pixel size (see PieceSet).
class BoardWidget : public QWidget {
    Q_OBJECT
  public:
    explicit BoardWidget(QWidget* parent = nullptr);
    ~BoardWidget() override;

    // Shows a position at once; lastMove defaults to the position's own last move, if any.
    void setPosition(const eschess::Position& pos, eschess::Move lastMove = {});
    // Shows `before` after `move`, sliding the piece (and the rook when castling) when
    // animations are on. A move the user just dropped by hand is not animated again.
    void playMove(const eschess::Position& before, eschess::Move move);
    const eschess::Position& position() const { return m_position; }
    eschess::Move lastMove() const { return m_lastMove; }

    // What the human may play now; empty makes the board read-only.
    void setLegalMoves(const QVector<eschess::Move>& moves);
    const QVector<eschess::Move>& legalMoves() const { return m_legal; }

    void setFlipped(bool flipped);
    bool isFlipped() const { return m_flipped; }

    // Themes are named by stable ids (see BoardTheme); an unknown name is ignored.
    void setThemeName(const QString& name);
    QString themeName() const { return m_theme.id; }
    static QStringList themeNames();
    // The translated name to show for a theme id ("wood" → "Wood"/"Holz").
    static QString themeDisplayName(const QString& name);

    // Coordinates are drawn in a strip left of and below the board (which shrinks to make room).
    void setShowCoordinates(bool on);
    bool showCoordinates() const { return m_showCoordinates; }
    void setAnimationsEnabled(bool on);
    bool animationsEnabled() const { return m_animationsEnabled; }
    void setAnimationMs(int ms);
    int animationMs() const { return m_animationMs; }
    bool isAnimating() const;

    void setArrows(const QVector<BoardArrow>& arrows);
    const QVector<BoardArrow>& arrows() const { return m_arrows; }
    void setMarks(const QVector<BoardMark>& marks);
    const QVector<BoardMark>& marks() const { return m_marks; }
    // The Lichess colour letter of the modifiers held while drawing: none G(reen), Shift R(ed),
    // Alt or Ctrl B(lue), Shift with Alt or Ctrl Y(ellow).
    static QChar drawingColour(Qt::KeyboardModifiers modifiers);
    // Temporarily shows another position (a PV under the mouse); nullopt restores the game.
    // The board is read-only while a preview is shown.
    void setPreviewPosition(const std::optional<eschess::Position>& pos);
    bool isPreviewing() const { return m_preview.has_value(); }
    // What the board shows: the preview if there is one, else the game's position.
    const eschess::Position& shownPosition() const { return m_preview ? *m_preview : m_position; }

    // Geometry, for tests and overlays: a square's cell in widget coordinates, and the square
    // under a point (SqNone off the board).
    QRect squareRect(eschess::Square sq) const;
    eschess::Square squareAt(const QPoint& pos) const;
    int squareSize() const;
    // The picked piece's square (SqNone when nothing is picked).
    eschess::Square selectedSquare() const { return m_selected; }
    PromotionChooser* promotionChooser() const { return m_chooser; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

  signals:
    // setPosition or playMove showed a new position (not a preview): panels that follow the board
    // read position().
    void positionShown();
    // A legal move the user made (promotion piece chosen, castling as the king's two-square move).
    void moveRequested(eschess::Move move);
    // The user right-dragged from one square to another (colour: G, R, B or Y, see drawingColour).
    void arrowDrawn(eschess::Square from, eschess::Square to, QChar colour);
    // The user right-clicked a square.
    void squareMarked(eschess::Square square, QChar colour);

  protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void leaveEvent(QEvent* event) override;

  private:
    // A piece sliding during an animation.
    struct Slide {
        eschess::Piece piece = eschess::NoPiece;
        eschess::Square from = eschess::SqNone;
        eschess::Square to = eschess::SqNone;
    };

    bool isInteractive() const;
    bool canPick(eschess::Square sq) const;
    // The legal moves from `from` that a drop on `to` means (several for a promotion).
    QVector<eschess::Move> movesFor(eschess::Square from, eschess::Square to) const;
    // Tries the user's move from → to: emits it, opens the promotion chooser, or refuses.
    bool tryMove(eschess::Square from, eschess::Square to, bool dropped);
    void select(eschess::Square sq);
    void clearSelection();
    void cancelInteraction();
    void onPromotionChosen(eschess::PieceType type);
    void startAnimation(const QVector<Slide>& slides);
    void stopAnimation();

    BoardGeometry geometry() const;
    void paintSquares(QPainter& p) const;
    void paintPieces(QPainter& p) const;
    void paintTargets(QPainter& p) const;
    void paintArrows(QPainter& p) const;
    void paintMarks(QPainter& p) const;

    eschess::Position m_position;
    eschess::Move m_lastMove;
    std::optional<eschess::Position> m_preview;
    QVector<eschess::Move> m_legal;
    QVector<BoardArrow> m_arrows;
    QVector<BoardMark> m_marks;
    eschess::Square m_drawFrom = eschess::SqNone; // right button down here (drawing an arrow or mark)
    BoardTheme m_theme;
    PieceSet m_pieces;
    bool m_flipped = false;
    bool m_showCoordinates = true;
    bool m_animationsEnabled = true;
    int m_animationMs = 150;

    // Interaction state.
    eschess::Square m_selected = eschess::SqNone;
    bool m_wasSelected = false; // the pressed piece was already picked (a second click drops it)
    bool m_pressed = false;     // left button down on a pickable piece
    bool m_dragging = false;
    QPoint m_pressPos;
    QPoint m_dragPos;
    eschess::Square m_hover = eschess::SqNone;
    QVector<eschess::Move> m_pendingPromotions;
    eschess::Move m_droppedMove; // the last move made by drag-and-drop (not animated again)
    PromotionChooser* m_chooser = nullptr;

    // Animation state.
    QVariantAnimation* m_animation = nullptr;
    QVector<Slide> m_slides;
    Slide m_captured; // the piece taken by the sliding move, shown until it lands
    qreal m_progress = 1.0;
};

} // namespace eschess::app
