#pragma once
// A small read-only board for the search panels (the tree explorer's selected node): draws a
// position and, optionally, the last move; no interaction, no animation, no rules.

#include "core/position.h"

#include <QWidget>

#include <memory>

namespace eschess::app {

class PieceSet;

class MiniBoard : public QWidget {
    Q_OBJECT
  public:
    explicit MiniBoard(QWidget* parent = nullptr);
    ~MiniBoard() override;

    void setPosition(const Position& pos, Move lastMove = Move::none());
    const Position& position() const { return m_position; }
    QSize sizeHint() const override { return {200, 200}; }
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int w) const override { return w; }

  protected:
    void paintEvent(QPaintEvent* event) override;

  private:
    Position m_position;
    Move m_lastMove;
    std::unique_ptr<PieceSet> m_pieces; // the application's own SVG pieces
};

} // namespace eschess::app
