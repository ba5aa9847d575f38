#include "app/ui/pgngamesdialog.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace eschess::app {

PgnGamesDialog::PgnGamesDialog(const std::vector<eschess::PgnGame>& games, const QStringList& errors, QWidget* parent)
    : QDialog(parent) {
    setWindowTitle(tr("Choose a Game"));
    m_list = new QTreeWidget(this);
    m_list->setRootIsDecorated(false);
    m_list->setHeaderLabels({tr("No."), tr("White"), tr("Black"), tr("Result"), tr("Event"), tr("Date"), tr("Moves")});
    m_list->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    auto text = [](const eschess::PgnGame& g, const char* tag) { return QString::fromStdString(g.tag(tag)); };
    for (size_t i = 0; i < games.size(); ++i) {
        const eschess::PgnGame& g = games[i];
        auto* item = new QTreeWidgetItem(m_list, {QString::number(i + 1), text(g, "White"), text(g, "Black"),
                                                  QString::fromStdString(g.result), text(g, "Event"), text(g, "Date"),
                                                  QString::number((g.moves.size() + 1) / 2)});
        item->setData(0, Qt::UserRole, int(i));
    }
    if (!games.empty()) m_list->setCurrentItem(m_list->topLevelItem(0));

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(new QLabel(tr("The file holds %n game(s). Pick one to open:", nullptr, int(games.size())), this));
    layout->addWidget(m_list, 1);
    if (!errors.isEmpty()) {
        auto* problems = new QLabel(errors.mid(0, 8).join(QLatin1Char('\n')), this);
        problems->setWordWrap(true);
        problems->setStyleSheet(QStringLiteral("color: #b71c1c;"));
        problems->setTextInteractionFlags(Qt::TextSelectableByMouse);
        layout->addWidget(problems);
    }
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Open | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_list, &QTreeWidget::itemDoubleClicked, this, &QDialog::accept);
    layout->addWidget(buttons);
    resize(680, 400);
}

int PgnGamesDialog::selectedIndex() const {
    const QTreeWidgetItem* item = m_list->currentItem();
    return item ? item->data(0, Qt::UserRole).toInt() : -1;
}

void PgnGamesDialog::selectIndex(int index) {
    if (index >= 0 && index < m_list->topLevelItemCount()) m_list->setCurrentItem(m_list->topLevelItem(index));
}

} // namespace eschess::app
