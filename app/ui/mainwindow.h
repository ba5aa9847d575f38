#pragma once

#include <QMainWindow>

namespace eschess::app {

class BoardWidget;

// The main window: the board in the centre, dock panels around it.
class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);

private:
    BoardWidget* m_board = nullptr;
};

} // namespace eschess::app
