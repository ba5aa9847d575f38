#pragma once

#include <QDialog>

namespace eschess::app {

// The About box: the icon, the version, what Eschess is, its engines and its licence.
class AboutDialog : public QDialog {
    Q_OBJECT
public:
    explicit AboutDialog(QWidget* parent = nullptr);
};

} // namespace eschess::app
