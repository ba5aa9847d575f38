#pragma once

#include "app/core/positionsetup.h"
#include "core/position.h"

#include <QDialog>

#include <array>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace eschess::app {

class PiecePalette;
class SetupBoard;

// Set up a position by hand: pieces put on a board from a palette, the side to move, castling
// rights (offered only where king and rook stand on their squares), the en passant square
// (offered only where a pawn may just have made its double step), and the move counters. The
// FEN is shown as it is built and can be typed or pasted in. Every change is checked by the
// engine's FEN parser: its message says what is wrong, and OK stays disabled until the position
// is legal.
class SetupPositionDialog : public QDialog {
    Q_OBJECT
  public:
    explicit SetupPositionDialog(const eschess::Position& start, QWidget* parent = nullptr);

    void setThemeName(const QString& name);
    void setFlipped(bool flipped);

    // The position set up; only meaningful while hasPosition().
    bool hasPosition() const;
    eschess::Position position() const;
    // What is wrong with the position ("" when it is legal).
    QString errorText() const;

    SetupBoard* board() const { return m_board; }
    PiecePalette* palette() const { return m_palette; }
    QLineEdit* fenEdit() const { return m_fen; }
    QComboBox* sideToMove() const { return m_side; }
    QCheckBox* castlingBox(eschess::CastlingRight right) const;
    QCheckBox* chess960Box() const { return m_chess960; }
    QComboBox* enPassant() const { return m_enPassant; }
    QLabel* status() const { return m_status; }
    QDialogButtonBox* buttons() const { return m_buttons; }

    // Replaces the setup and shows it (Start Position, Clear Board, a typed FEN).
    void showSetup(const PositionSetup& setup);

  private:
    // Brings every control in line with the board's setup; the FEN line too unless the user is
    // typing in it.
    void refresh(bool rewriteFen = true);
    void fenTyped(const QString& text);
    PositionSetup currentSetup() const;

    SetupBoard* m_board;
    PiecePalette* m_palette;
    QComboBox* m_side;
    std::array<QCheckBox*, 4> m_castling{};
    QCheckBox* m_chess960 = nullptr;
    QComboBox* m_enPassant;
    QSpinBox* m_fullmove;
    QSpinBox* m_halfmove;
    QLineEdit* m_fen;
    QLabel* m_status;
    QDialogButtonBox* m_buttons;
    bool m_refreshing = false; // controls being set from the setup, not by the user
    QString m_fenError;        // the typed FEN's error while it does not parse
};

} // namespace eschess::app
