#include "app/ui/mainwindow.h"

#include "app/ui/boardwidget.h"

namespace eschess::app {

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent) {
    setWindowTitle(tr("Eschess"));
    m_board = new BoardWidget(this);
    setCentralWidget(m_board);
    resize(800, 700);
}

} // namespace eschess::app
