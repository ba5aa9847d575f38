#pragma once

#include "app/core/gameclock.h"
#include "app/core/playerchoice.h"

#include "core/position.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QRadioButton;
class QSpinBox;

namespace eschess::app {

// Everything a new game needs.
struct NewGameSetup {
    PlayerChoice players[2];
    eschess::Position start;
    TimeControl timeControl;
};

// The new-game dialog: each side a person, a searcher of the family (by clock, fixed depth,
// time per move or Elo), or an external UCI engine; the standard start, a Chess960 start (by
// number, or drawn at random) or a FEN (checked as you type); a time control or none.
class NewGameDialog : public QDialog {
    Q_OBJECT
public:
    explicit NewGameDialog(QWidget* parent = nullptr);

    void setSetup(const NewGameSetup& setup);
    NewGameSetup setup() const;

    // The side's widgets, for tests.
    QComboBox* playerCombo(int side) const { return m_side[side].player; }
    QComboBox* strengthCombo(int side) const { return m_side[side].strength; }
    QSpinBox* strengthValue(int side) const { return m_side[side].value; }
    QLineEdit* fenEdit() const { return m_fen; }
    QRadioButton* chess960Choice() const { return m_chess960; }
    QSpinBox* chess960Number() const { return m_chess960Number; }
    bool isAcceptable() const;

private:
    struct SideWidgets {
        QComboBox* player = nullptr;
        QLineEdit* external = nullptr;
        QComboBox* strength = nullptr;
        QSpinBox* value = nullptr;
        QLabel* valueLabel = nullptr;
        int shownMode = -1; // the EngineStrength::Mode the value box was last set up for
    };
    QWidget* makeSide(int side);
    void updateSide(int side);
    void validate();

    SideWidgets m_side[2];
    QRadioButton* m_standard;
    QRadioButton* m_chess960;
    QSpinBox* m_chess960Number;
    QLabel* m_chess960Rank;
    QRadioButton* m_fromFen;
    QLineEdit* m_fen;
    QLabel* m_fenError;
    QCheckBox* m_timed;
    QSpinBox* m_baseMinutes;
    QSpinBox* m_increment;
    QDialogButtonBox* m_buttons;
};

} // namespace eschess::app
