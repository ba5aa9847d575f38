#pragma once
// Form rows that several set-up dialogs (match, tournament, ACPL) build the same way.

#include <QString>

class QFormLayout;
class QLayout;
class QLineEdit;
class QWidget;

namespace eschess::app {

enum class FileDialogKind { Open, Save };

// Adds "label: [line] [Browse…]" to form; Browse… opens a file dialog of that kind over dialog
// (filter: QFileDialog's name filter) starting at the line's text and puts the chosen path into
// it. The label's accelerator selects the line.
void addFileRow(QWidget* dialog, QFormLayout* form, const QString& label, QLineEdit* line, FileDialogKind kind,
                const QString& filter);

// A form row whose field is a layout gets a label without a buddy, which shows its '&' as text
// ("Engine &1:"): point the label at the row's input so the accelerator works and is drawn.
void setRowBuddy(QFormLayout* form, QLayout* row, QWidget* input);

} // namespace eschess::app
