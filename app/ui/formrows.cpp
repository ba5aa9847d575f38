#include "app/ui/formrows.h"

#include <QCoreApplication>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>

namespace eschess::app {

void addFileRow(QWidget* dialog, QFormLayout* form, const QString& label, QLineEdit* line, FileDialogKind kind,
                const QString& filter) {
    auto* button = new QPushButton(QCoreApplication::translate("FormRows", "Browse…"));
    QObject::connect(button, &QPushButton::clicked, line, [dialog, line, kind, filter] {
        const QString path = kind == FileDialogKind::Save
                                 ? QFileDialog::getSaveFileName(dialog, QString(), line->text(), filter)
                                 : QFileDialog::getOpenFileName(dialog, QString(), line->text(), filter);
        if (!path.isEmpty()) line->setText(path);
    });
    auto* row = new QHBoxLayout;
    row->addWidget(line);
    row->addWidget(button);
    form->addRow(label, row);
    setRowBuddy(form, row, line);
}

void setRowBuddy(QFormLayout* form, QLayout* row, QWidget* input) {
    if (auto* label = qobject_cast<QLabel*>(form->labelForField(row))) label->setBuddy(input);
}

} // namespace eschess::app
