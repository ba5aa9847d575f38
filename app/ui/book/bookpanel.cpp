#include "app/ui/book/bookpanel.h"

#include "app/core/displaysan.h"
#include "app/core/gamecontroller.h"
#include "app/core/settings.h"
#include "app/ui/mainwindow.h"
#include "notation/san.h"

#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace eschess::app {

BookPanel::BookPanel(GameController* game, QWidget* parent) : QWidget(parent), m_game(game) {
    m_choose = new QPushButton(tr("Open Book…"));
    m_choose->setObjectName(QStringLiteral("openBookButton"));
    m_file = new QLabel(tr("No book"));
    m_file->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_moves = new QTreeWidget;
    m_moves->setRootIsDecorated(false);
    m_moves->setHeaderLabels({tr("Move"), tr("Weight"), tr("Share")});
    m_moves->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_status = new QLabel;
    m_status->setWordWrap(true);

    auto* top = new QHBoxLayout;
    top->addWidget(m_choose);
    top->addWidget(m_file, 1);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(top);
    layout->addWidget(m_moves, 1);
    layout->addWidget(m_status);

    connect(m_choose, &QPushButton::clicked, this, &BookPanel::chooseBook);
    connect(m_game, &GameController::positionChanged, this, &BookPanel::refresh);
    connect(m_game, &GameController::viewChanged, this, &BookPanel::refresh);
    refresh();
}

bool BookPanel::openBook(const QString& path) {
    Parsed<PolyglotBook> book = PolyglotBook::load(path.toStdString());
    if (!book) {
        m_status->setText(tr("Cannot use this book: %1").arg(QString::fromStdString(book.error())));
        return false;
    }
    m_book = std::move(*book);
    m_path = path;
    m_file->setText(QFileInfo(path).fileName());
    m_file->setToolTip(path);
    Settings().setBookPath(path);
    refresh();
    return true;
}

void BookPanel::chooseBook() {
    const QString start = m_path.isEmpty() ? QString() : QFileInfo(m_path).absolutePath();
    const QString path =
        QFileDialog::getOpenFileName(this, tr("Open Polyglot Book"), start, tr("Polyglot books (*.bin);;All files (*)"));
    if (!path.isEmpty()) openBook(path);
}

void BookPanel::refresh() {
    m_moves->clear();
    if (m_path.isEmpty()) {
        if (m_status->text().isEmpty()) m_status->setText(tr("Open a Polyglot book (.bin) to see its moves here."));
        return;
    }
    const Position& pos = m_game->positionAt(m_game->viewPly());
    const std::vector<BookMove> moves = m_book.moves(pos);
    double total = 0;
    for (const BookMove& m : moves) total += m.weight;
    for (const BookMove& m : moves) {
        auto* item = new QTreeWidgetItem(m_moves);
        item->setText(0, displaySan(QString::fromStdString(toSan(pos, m.move))));
        item->setText(1, QString::number(m.weight));
        item->setText(2, total > 0 ? QStringLiteral("%1%").arg(100.0 * m.weight / total, 0, 'f', 1) : QStringLiteral("-"));
        item->setTextAlignment(1, Qt::AlignRight);
        item->setTextAlignment(2, Qt::AlignRight);
    }
    m_status->setText(moves.empty() ? tr("No book moves in this position.")
                                    : tr("%n book move(s) in this position.", nullptr, int(moves.size())));
}

int BookPanel::moveCount() const { return m_moves->topLevelItemCount(); }

QString BookPanel::moveText(int row, int column) const {
    const QTreeWidgetItem* item = m_moves->topLevelItem(row);
    return item ? item->text(column) : QString();
}

QString BookPanel::statusText() const { return m_status->text(); }

BookPanel* installBookPanel(MainWindow* window) {
    auto* panel = new BookPanel(window->game());
    window->addHiddenPanel(panel, BookPanel::tr("Opening Book"), QStringLiteral("bookDock"),
                           Qt::RightDockWidgetArea);
    const QString last = Settings().bookPath();
    if (!last.isEmpty() && QFileInfo::exists(last)) panel->openBook(last);
    return panel;
}

} // namespace eschess::app
