#include "app/ui/setup/piecepalette.h"

#include <QButtonGroup>
#include <QGridLayout>
#include <QStyle>
#include <QToolButton>

namespace eschess::app {

namespace {
constexpr int kIconSize = 36;
constexpr PieceType kTypes[] = {King, Queen, Rook, Bishop, Knight, Pawn};
} // namespace

PiecePalette::PiecePalette(QWidget* parent) : QWidget(parent), m_group(new QButtonGroup(this)) {
    auto* grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->setSpacing(2);
    const qreal ratio = devicePixelRatioF();
    for (Color c : {White, Black}) {
        int column = 0;
        for (PieceType type : kTypes) {
            const Piece piece = makePiece(c, type);
            auto* b = new QToolButton(this);
            b->setCheckable(true);
            b->setAutoRaise(true);
            b->setIconSize(QSize(kIconSize, kIconSize));
            b->setIcon(QIcon(m_pieces.pixmap(piece, kIconSize, ratio)));
            b->setToolTip(pieceName(piece));
            b->setAccessibleName(pieceName(piece));
            b->setObjectName(QStringLiteral("brush") + QLatin1Char(pieceChar(piece)));
            m_group->addButton(b, piece);
            grid->addWidget(b, int(c), column++);
        }
    }
    auto* eraser = new QToolButton(this);
    eraser->setCheckable(true);
    eraser->setAutoRaise(true);
    eraser->setIconSize(QSize(kIconSize, kIconSize));
    eraser->setIcon(style()->standardIcon(QStyle::SP_TrashIcon));
    eraser->setToolTip(tr("Eraser: a click empties the square"));
    eraser->setAccessibleName(tr("Eraser"));
    eraser->setObjectName(QStringLiteral("brushEraser"));
    m_group->addButton(eraser, NoPiece);
    grid->addWidget(eraser, 0, 6, 2, 1);
    m_group->button(WhitePawn)->setChecked(true);
    connect(m_group, &QButtonGroup::idClicked, this, [this](int id) { emit brushChosen(Piece(id)); });
}

Piece PiecePalette::brush() const {
    return Piece(m_group->checkedId());
}

void PiecePalette::setBrush(Piece piece) {
    if (QAbstractButton* b = m_group->button(piece)) b->setChecked(true);
}

QToolButton* PiecePalette::button(Piece piece) const {
    return qobject_cast<QToolButton*>(m_group->button(piece));
}

QString PiecePalette::pieceName(Piece piece) {
    const bool white = colorOf(piece) == White;
    switch (typeOf(piece)) {
    case King:
        return white ? tr("White king") : tr("Black king");
    case Queen:
        return white ? tr("White queen") : tr("Black queen");
    case Rook:
        return white ? tr("White rook") : tr("Black rook");
    case Bishop:
        return white ? tr("White bishop") : tr("Black bishop");
    case Knight:
        return white ? tr("White knight") : tr("Black knight");
    case Pawn:
        return white ? tr("White pawn") : tr("Black pawn");
    default:
        return tr("Eraser");
    }
}

} // namespace eschess::app
