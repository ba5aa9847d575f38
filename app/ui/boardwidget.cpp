#include "app/ui/boardwidget.h"

#include "app/ui/promotionchooser.h"

#include <QApplication>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QRadialGradient>
#include <QVariantAnimation>

#include <algorithm>
#include <cmath>
#include <utility>

namespace eschess::app {

namespace {

constexpr int kMinSquare = BoardGeometry::kMinSquare;
constexpr int kDefaultSquare = BoardGeometry::kDefaultSquare;

// The rook's journey in castling move m of pos (Chess960 puts the rook anywhere on the rank).
Position::RookMove castlingRook(const Position& pos, Move m) {
    return pos.castlingRookMove(colorOf(pos.pieceOn(m.from())), m);
}

bool isCastling(Move m) {
    return m.kind() == MoveKind::Castling;
}

} // namespace

BoardWidget::BoardWidget(QWidget* parent) : QWidget(parent), m_theme(BoardTheme::byId(QString())) {
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    setMouseTracking(true);
    setFocusPolicy(Qt::ClickFocus);
    setAccessibleName(tr("Chess board"));

    m_chooser = new PromotionChooser(m_pieces, this);
    connect(m_chooser, &PromotionChooser::chosen, this, &BoardWidget::onPromotionChosen);
    connect(m_chooser, &PromotionChooser::cancelled, this, [this] {
        m_pendingPromotions.clear();
        clearSelection();
    });

    m_animation = new QVariantAnimation(this);
    m_animation->setStartValue(0.0);
    m_animation->setEndValue(1.0);
    m_animation->setEasingCurve(QEasingCurve::InOutQuad);
    connect(m_animation, &QVariantAnimation::valueChanged, this, [this](const QVariant& v) {
        m_progress = v.toReal();
        update();
    });
    connect(m_animation, &QVariantAnimation::finished, this, [this] {
        m_slides.clear();
        m_captured = Slide();
        m_progress = 1.0;
        update();
    });
}

BoardWidget::~BoardWidget() = default;

// --- state ------------------------------------------------------------------------------------

void BoardWidget::setPosition(const Position& pos, Move lastMove) {
    stopAnimation();
    if (m_chooser->isOpen()) {
        m_chooser->hide();
        m_pendingPromotions.clear();
    }
    m_position = pos;
    m_lastMove = lastMove ? lastMove : pos.lastMove();
    m_droppedMove = Move();
    clearSelection();
    emit positionShown();
}

void BoardWidget::playMove(const Position& before, Move move) {
    if (!move || !before.isLegal(move)) {
        // Not a move of this position: show the position as it is rather than guess.
        setPosition(before);
        return;
    }
    Position after = before;
    after.makeMove(move);
    const bool animate = m_animationsEnabled && m_animationMs > 0 && move != m_droppedMove && isVisible();
    setPosition(after, move);
    if (!animate) return;

    QVector<Slide> slides{{before.pieceOn(move.from()), move.from(), move.to()}};
    if (isCastling(move)) {
        const Position::RookMove rook = castlingRook(before, move);
        slides.push_back({before.pieceOn(rook.from), rook.from, rook.to});
    }
    // A captured piece stays in place until the capturing piece arrives.
    const Square capturedOn =
        move.kind() == MoveKind::EnPassant ? move.to() - pawnPush(before.sideToMove()) : move.to();
    m_captured = isCastling(move) ? Slide() : Slide{before.pieceOn(capturedOn), capturedOn, capturedOn};
    startAnimation(slides);
}

void BoardWidget::setLegalMoves(const QVector<Move>& moves) {
    m_legal = moves;
    if (m_chooser->isOpen() && m_legal.isEmpty()) m_chooser->cancel();
    if (m_selected != SqNone && !canPick(m_selected)) clearSelection();
    update();
}

void BoardWidget::setFlipped(bool flipped) {
    if (m_flipped == flipped) return;
    m_flipped = flipped;
    if (m_chooser->isOpen()) m_chooser->cancel();
    update();
}

void BoardWidget::setThemeName(const QString& name) {
    if (!BoardTheme::exists(name)) return;
    m_theme = BoardTheme::byId(name);
    update();
}

QStringList BoardWidget::themeNames() {
    return BoardTheme::ids();
}

QString BoardWidget::themeDisplayName(const QString& name) {
    return BoardTheme::displayName(name);
}

void BoardWidget::setShowCoordinates(bool on) {
    if (m_showCoordinates == on) return;
    m_showCoordinates = on;
    if (m_chooser->isOpen()) m_chooser->cancel(); // the squares moved
    update();
}

void BoardWidget::setAnimationsEnabled(bool on) {
    m_animationsEnabled = on;
    if (!on) stopAnimation();
}

void BoardWidget::setAnimationMs(int ms) {
    m_animationMs = std::clamp(ms, 0, 2000);
}

bool BoardWidget::isAnimating() const {
    return m_animation->state() == QAbstractAnimation::Running;
}

void BoardWidget::setArrows(const QVector<BoardArrow>& arrows) {
    m_arrows = arrows;
    update();
}

void BoardWidget::setPreviewPosition(const std::optional<Position>& pos) {
    stopAnimation();
    m_preview = pos;
    if (m_preview) cancelInteraction();
    update();
}

// --- geometry ---------------------------------------------------------------------------------

BoardGeometry BoardWidget::geometry() const {
    return BoardGeometry{size(), m_flipped, m_showCoordinates};
}

int BoardWidget::squareSize() const {
    return geometry().squareSize();
}

QRect BoardWidget::squareRect(Square sq) const {
    return geometry().squareRect(sq);
}

Square BoardWidget::squareAt(const QPoint& pos) const {
    return geometry().squareAt(pos);
}

QSize BoardWidget::sizeHint() const {
    return QSize(8 * kDefaultSquare + 18, 8 * kDefaultSquare + 18);
}
QSize BoardWidget::minimumSizeHint() const {
    return QSize(8 * kMinSquare, 8 * kMinSquare);
}

// --- interaction ------------------------------------------------------------------------------

bool BoardWidget::isInteractive() const {
    return !m_legal.isEmpty() && !m_preview && !m_chooser->isOpen();
}

bool BoardWidget::canPick(Square sq) const {
    if (!isValid(sq) || !isInteractive()) return false;
    for (Move m : m_legal)
        if (m.from() == sq) return true;
    return false;
}

QVector<Move> BoardWidget::movesFor(Square from, Square to) const {
    QVector<Move> result;
    if (!isValid(from) || !isValid(to)) return result;
    // Castling is the king dropped on its castled square or on its own rook. In Chess960 the
    // castled square may also be a one-step king move (f1g1): the drop there means the step,
    // and castling is the drop on the rook.
    bool normalMoveThere = false;
    for (Move m : m_legal)
        if (m.from() == from && m.to() == to && !isCastling(m)) normalMoveThere = true;
    for (Move m : m_legal) {
        if (m.from() != from) continue;
        if (!isCastling(m) ? m.to() == to
                           : (m.to() == to && !normalMoveThere) || castlingRook(m_position, m).from == to)
            result.push_back(m);
    }
    return result;
}

bool BoardWidget::tryMove(Square from, Square to, bool dropped) {
    const QVector<Move> moves = movesFor(from, to);
    if (moves.isEmpty()) return false;
    bool promotions = moves.size() > 1;
    for (Move m : moves) promotions = promotions && m.isPromotion();
    if (promotions) {
        m_pendingPromotions = moves;
        m_pressed = m_dragging = false;
        m_hover = SqNone;
        const QRect first = squareRect(moves.first().to());
        const int s = squareSize();
        const int step = first.top() < geometry().boardRect().center().y() ? s : -s; // towards the centre
        QVector<QRect> cells;
        for (int i = 0; i < 4; ++i) cells.push_back(first.translated(0, i * step));
        m_chooser->open(colorOf(m_position.pieceOn(from)), cells);
        m_droppedMove = dropped ? moves.first() : Move();
        update();
        return true;
    }
    const Move move = moves.first();
    clearSelection();
    m_droppedMove = dropped ? move : Move();
    emit moveRequested(move);
    return true;
}

void BoardWidget::onPromotionChosen(PieceType type) {
    const QVector<Move> pending = std::exchange(m_pendingPromotions, {});
    const bool dropped =
        m_droppedMove && !pending.isEmpty() && m_droppedMove.from() == pending.first().from();
    clearSelection();
    for (Move m : pending)
        if (m.promotion() == type) {
            m_droppedMove = dropped ? m : Move();
            emit moveRequested(m);
            return;
        }
}

void BoardWidget::select(Square sq) {
    m_selected = sq;
    update();
}

void BoardWidget::clearSelection() {
    m_selected = SqNone;
    m_pressed = m_dragging = false;
    m_hover = SqNone;
    unsetCursor();
    update();
}

void BoardWidget::cancelInteraction() {
    if (m_chooser->isOpen()) m_chooser->cancel();
    clearSelection();
}

void BoardWidget::mousePressEvent(QMouseEvent* event) {
    if (event->button() == Qt::RightButton) {
        cancelInteraction();
        m_drawFrom = squareAt(event->position().toPoint());
        return;
    }
    if (event->button() != Qt::LeftButton) return;
    if (isAnimating()) stopAnimation();
    if (!isInteractive()) {
        clearSelection();
        return;
    }
    const QPoint pos = event->position().toPoint();
    const Square sq = squareAt(pos);
    // Second click of click-click: a target of the picked piece (its own rook castles).
    if (m_selected != SqNone && sq != m_selected && tryMove(m_selected, sq, false)) return;
    if (canPick(sq)) {
        m_wasSelected = sq == m_selected;
        select(sq);
        m_pressed = true;
        m_pressPos = m_dragPos = pos;
        return;
    }
    clearSelection();
}

void BoardWidget::mouseMoveEvent(QMouseEvent* event) {
    const QPoint pos = event->position().toPoint();
    if (m_pressed && !m_dragging && (pos - m_pressPos).manhattanLength() >= QApplication::startDragDistance())
        m_dragging = true;
    if (m_dragging) {
        m_dragPos = pos;
        m_hover = squareAt(pos);
        setCursor(Qt::ClosedHandCursor);
        update();
        return;
    }
    if (canPick(squareAt(pos)))
        setCursor(Qt::OpenHandCursor);
    else if (m_selected != SqNone && !movesFor(m_selected, squareAt(pos)).isEmpty())
        setCursor(Qt::PointingHandCursor);
    else
        unsetCursor();
}

void BoardWidget::mouseReleaseEvent(QMouseEvent* event) {
    if (event->button() == Qt::RightButton) {
        const Square from = std::exchange(m_drawFrom, SqNone);
        const Square to = squareAt(event->position().toPoint());
        if (!isValid(from) || !isValid(to)) return;
        const QChar colour = drawingColour(event->modifiers());
        if (from == to) emit squareMarked(from, colour);
        else emit arrowDrawn(from, to, colour);
        return;
    }
    if (event->button() != Qt::LeftButton || !m_pressed) return;
    m_pressed = false;
    if (m_dragging) {
        m_dragging = false;
        m_hover = SqNone;
        unsetCursor();
        const Square to = squareAt(event->position().toPoint());
        if (to != m_selected && tryMove(m_selected, to, true)) return;
        update(); // an illegal drop: the piece snaps back, still picked
        return;
    }
    if (m_wasSelected) clearSelection(); // a second click on the picked piece puts it down
}

void BoardWidget::keyPressEvent(QKeyEvent* event) {
    if (event->key() == Qt::Key_Escape && (m_selected != SqNone || m_chooser->isOpen())) {
        cancelInteraction();
        return;
    }
    QWidget::keyPressEvent(event);
}

void BoardWidget::leaveEvent(QEvent* event) {
    if (!m_dragging) unsetCursor();
    QWidget::leaveEvent(event);
}

void BoardWidget::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    if (m_chooser->isOpen()) m_chooser->cancel(); // its cells belong to the old geometry
}

// --- animation --------------------------------------------------------------------------------

void BoardWidget::startAnimation(const QVector<Slide>& slides) {
    m_slides = slides;
    m_progress = 0.0;
    m_animation->setDuration(m_animationMs);
    m_animation->start();
}

void BoardWidget::stopAnimation() {
    if (m_animation->state() == QAbstractAnimation::Running) m_animation->stop();
    m_slides.clear();
    m_captured = Slide();
    m_progress = 1.0;
    update();
}

// --- painting ---------------------------------------------------------------------------------

void BoardWidget::paintEvent(QPaintEvent*) {
    QPainter p(this);
    paintSquares(p);
    if (m_showCoordinates) paintBoardCoordinates(p, geometry(), palette().color(QPalette::WindowText));
    p.setRenderHint(QPainter::Antialiasing);
    paintTargets(p);
    paintPieces(p);
    paintMarks(p);
    paintArrows(p);
    if (m_dragging && m_selected != SqNone) {
        const int s = squareSize();
        m_pieces.paint(p, m_position.pieceOn(m_selected),
                       QRect(m_dragPos - QPoint(s / 2, s / 2), QSize(s, s)));
    }
}

void BoardWidget::paintSquares(QPainter& p) const {
    paintBoardSquares(p, geometry(), m_theme);
    const Move last = m_preview ? m_preview->lastMove() : m_lastMove;
    if (last) {
        p.fillRect(squareRect(last.from()), m_theme.lastMove);
        p.fillRect(squareRect(last.to()), m_theme.lastMove);
    }
    if (m_selected != SqNone && !m_chooser->isOpen()) p.fillRect(squareRect(m_selected), m_theme.selected);
    if (m_dragging && m_hover != SqNone && m_hover != m_selected &&
        !movesFor(m_selected, m_hover).isEmpty()) {
        QColor c = m_theme.selected;
        c.setAlpha(c.alpha() / 2);
        p.fillRect(squareRect(m_hover), c);
    }

    const Position& pos = shownPosition();
    const Color side = pos.sideToMove();
    if (pos.inCheck() && pos.pieces(side, King)) {
        const QRectF r = squareRect(pos.kingSquare(side));
        // Red under the king, fading out towards the square's corners.
        QRadialGradient glow(r.center(), r.width() * 0.75);
        QColor c = m_theme.check;
        glow.setColorAt(0.0, c);
        glow.setColorAt(0.45, c);
        c.setAlpha(150);
        glow.setColorAt(0.7, c);
        c.setAlpha(0);
        glow.setColorAt(1.0, c);
        p.fillRect(r, glow);
    }
}

void BoardWidget::paintTargets(QPainter& p) const {
    if (m_selected == SqNone || m_chooser->isOpen()) return;
    const qreal s = squareSize();
    p.setPen(Qt::NoPen);
    for (Move m : m_legal) {
        if (m.from() != m_selected) continue;
        const QRectF r = squareRect(m.to());
        const bool capture = !m_position.empty(m.to()) || m.kind() == MoveKind::EnPassant;
        if (capture) {
            QPen ring(m_theme.target, s * 0.08);
            p.setPen(ring);
            p.setBrush(Qt::NoBrush);
            const qreal inset = s * 0.06;
            p.drawEllipse(r.adjusted(inset, inset, -inset, -inset));
            p.setPen(Qt::NoPen);
        } else {
            p.setBrush(m_theme.target);
            p.drawEllipse(r.center(), s * 0.15, s * 0.15);
        }
    }
}

void BoardWidget::paintPieces(QPainter& p) const {
    const Position& pos = shownPosition();
    const bool animating = !m_slides.isEmpty() && !m_preview;
    for (int sq = SqA1; sq <= SqH8; ++sq) {
        const Square s = Square(sq);
        const Piece piece = pos.pieceOn(s);
        if (piece == NoPiece) continue;
        bool hidden = false;
        if (animating)
            for (const Slide& slide : m_slides) hidden = hidden || slide.to == s;
        if (hidden) continue;
        if (m_dragging && s == m_selected && !m_preview) {
            p.setOpacity(0.3); // the dragged piece's ghost marks where it came from
            m_pieces.paint(p, piece, squareRect(s));
            p.setOpacity(1.0);
            continue;
        }
        m_pieces.paint(p, piece, squareRect(s));
    }
    if (!animating) return;
    if (m_captured.piece != NoPiece) m_pieces.paint(p, m_captured.piece, squareRect(m_captured.to));
    for (const Slide& slide : m_slides) {
        const QPointF a = squareRect(slide.from).topLeft();
        const QPointF b = squareRect(slide.to).topLeft();
        const QPointF at = a + (b - a) * m_progress;
        const int s = squareSize();
        m_pieces.paint(p, slide.piece, QRect(at.toPoint(), QSize(s, s)));
    }
}

QChar BoardWidget::drawingColour(Qt::KeyboardModifiers modifiers) {
    const bool shift = modifiers & Qt::ShiftModifier;
    const bool alt = modifiers & (Qt::AltModifier | Qt::ControlModifier | Qt::MetaModifier);
    return shift && alt ? QLatin1Char('Y') : shift ? QLatin1Char('R') : alt ? QLatin1Char('B') : QLatin1Char('G');
}

void BoardWidget::setMarks(const QVector<BoardMark>& marks) {
    m_marks = marks;
    update();
}

void BoardWidget::paintMarks(QPainter& p) const {
    const qreal s = squareSize();
    for (const BoardMark& mark : m_marks) {
        if (!isValid(mark.square)) continue;
        const qreal pen = s * 0.08;
        QRectF r = QRectF(squareRect(mark.square)).adjusted(pen / 2, pen / 2, -pen / 2, -pen / 2);
        p.setPen(QPen(mark.color.isValid() ? mark.color : m_theme.arrowDefault, pen));
        p.setBrush(Qt::NoBrush);
        p.drawEllipse(r);
    }
}

void BoardWidget::paintArrows(QPainter& p) const {
    const qreal s = squareSize();
    for (const BoardArrow& arrow : m_arrows) {
        if (!isValid(arrow.from) || !isValid(arrow.to) || arrow.from == arrow.to) continue;
        const QPointF a = QRectF(squareRect(arrow.from)).center();
        const QPointF b = QRectF(squareRect(arrow.to)).center();
        const QLineF line(a, b);
        const qreal length = line.length();
        const qreal shaft = s * 0.17 * arrow.width;
        const qreal headLength = std::min(s * 0.5, length * 0.6);
        const qreal headWidth = s * 0.44 * std::max(arrow.width, 0.6);
        const qreal start = s * 0.2; // leaves the piece at the start visible

        // The arrow pointing right along the x axis, then rotated and moved into place.
        QPainterPath path;
        path.moveTo(start, -shaft / 2);
        path.lineTo(length - headLength, -shaft / 2);
        path.lineTo(length - headLength, -headWidth / 2);
        path.lineTo(length, 0);
        path.lineTo(length - headLength, headWidth / 2);
        path.lineTo(length - headLength, shaft / 2);
        path.lineTo(start, shaft / 2);
        path.closeSubpath();
        QTransform t;
        t.translate(a.x(), a.y());
        t.rotate(-line.angle());
        p.setPen(Qt::NoPen);
        p.setBrush(arrow.color.isValid() ? arrow.color : m_theme.arrowDefault);
        p.drawPath(t.map(path));
    }
}

} // namespace eschess::app
