#pragma once

#include "app/ui/pieceset.h"
#include "core/types.h"

#include <QWidget>

class QButtonGroup;
class QToolButton;

namespace eschess::app {

// The position editor's pieces: one button for each of the twelve pieces, in a row per colour,
// and an eraser. Exactly one is chosen; the board puts that piece down where it is clicked.
class PiecePalette : public QWidget {
    Q_OBJECT
  public:
    explicit PiecePalette(QWidget* parent = nullptr);

    eschess::Piece brush() const;
    void setBrush(eschess::Piece piece);
    // The button of a piece (NoPiece: the eraser), for tests.
    QToolButton* button(eschess::Piece piece) const;

    // "White queen", "Black knight"…
    static QString pieceName(eschess::Piece piece);

  signals:
    void brushChosen(eschess::Piece piece);

  private:
    PieceSet m_pieces;
    QButtonGroup* m_group;
};

} // namespace eschess::app
