#pragma once
// The "time control" field of the match and tournament set-up dialogs: a choice of kind (clock,
// time per move, fixed depth, nodes per move) and the value typed for it, read through
// TimeControl::parse so that a dialog accepts exactly what eschess-cli accepts. Choosing another
// kind puts a sensible value for it in the field.

#include "app/core/timecontrol.h"

#include <QWidget>

#include <optional>

class QComboBox;
class QLineEdit;

namespace eschess::app {

class TimeControlEdit : public QWidget {
    Q_OBJECT
public:
    explicit TimeControlEdit(QWidget* parent = nullptr);

    // The setting, or nothing with *error saying what is wrong and the accepted range.
    std::optional<TimeControl> timeControl(QString* error) const;

    // What a dialog remembers between uses: the kind's position in the list, and the text.
    int kindIndex() const;
    QString text() const;
    void restore(int kindIndex, const QString& text);

private:
    QComboBox* m_kind;
    QLineEdit* m_value;
};

} // namespace eschess::app
