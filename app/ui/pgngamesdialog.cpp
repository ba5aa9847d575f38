#include "app/ui/pgngamesdialog.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace eschess::app {

namespace {

enum Column { NumberColumn, WhiteColumn, BlackColumn, ResultColumn, EventColumn, DateColumn, MovesColumn };
constexpr int kIndexRole = Qt::UserRole;

// Sorts the number and move columns as numbers ("10" after "9"), the others as text.
class GameItem : public QTreeWidgetItem {
  public:
    using QTreeWidgetItem::QTreeWidgetItem;
    bool operator<(const QTreeWidgetItem& other) const override {
        const int column = treeWidget() ? treeWidget()->sortColumn() : NumberColumn;
        if (column == NumberColumn || column == MovesColumn)
            return text(column).toInt() < other.text(column).toInt();
        return QTreeWidgetItem::operator<(other);
    }
};

} // namespace

PgnGamesDialog::PgnGamesDialog(const std::vector<eschess::PgnGame>& games, const QStringList& errors, QWidget* parent)
    : QDialog(parent) {
    setWindowTitle(tr("Choose a Game"));
    m_list = new QTreeWidget(this);
    m_list->setRootIsDecorated(false);
    m_list->setUniformRowHeights(true);
    m_list->setHeaderLabels({tr("No."), tr("White"), tr("Black"), tr("Result"), tr("Event"), tr("Date"), tr("Moves")});
    m_list->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    auto text = [](const eschess::PgnGame& g, const char* tag) { return QString::fromStdString(g.tag(tag)); };
    QList<QTreeWidgetItem*> items;
    items.reserve(qsizetype(games.size()));
    for (size_t i = 0; i < games.size(); ++i) {
        const eschess::PgnGame& g = games[i];
        auto* item = new GameItem(QStringList{QString::number(i + 1), text(g, "White"), text(g, "Black"),
                                              QString::fromStdString(g.result), text(g, "Event"),
                                              text(g, "Date"), QString::number((g.moves.size() + 1) / 2)});
        item->setData(NumberColumn, kIndexRole, int(i));
        items << item;
    }
    m_list->addTopLevelItems(items); // at once: thousands of games insert far faster than one by one
    // A click on a column's header sorts by it; file order first.
    m_list->setSortingEnabled(true);
    m_list->sortByColumn(NumberColumn, Qt::AscendingOrder);
    if (!games.empty()) m_list->setCurrentItem(m_list->topLevelItem(0));

    m_filter = new QLineEdit(this);
    m_filter->setPlaceholderText(tr("Filter: a player, an event, a date…"));
    m_filter->setClearButtonEnabled(true);
    m_filter->setToolTip(tr("Shows the games with this text in any column, in any case"));
    m_count = new QLabel(this);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(new QLabel(tr("The file holds %n game(s). Pick one to open:", nullptr, int(games.size())), this));
    layout->addWidget(m_filter);
    layout->addWidget(m_list, 1);
    layout->addWidget(m_count);
    m_count->hide();
    if (!errors.isEmpty()) {
        auto* problems = new QLabel(errors.mid(0, 8).join(QLatin1Char('\n')), this);
        problems->setWordWrap(true);
        problems->setStyleSheet(QStringLiteral("color: #b71c1c;"));
        problems->setTextInteractionFlags(Qt::TextSelectableByMouse);
        layout->addWidget(problems);
    }
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Open | QDialogButtonBox::Cancel, this);
    m_openButton = buttons->button(QDialogButtonBox::Open);
    connect(buttons, &QDialogButtonBox::accepted, this, [this] {
        if (selectedIndex() >= 0) accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_list, &QTreeWidget::itemDoubleClicked, this, &QDialog::accept);
    // Enter in the filter presses Open, the dialog's default button: the first game shown,
    // unless another was picked.
    connect(m_filter, &QLineEdit::textChanged, this, &PgnGamesDialog::setFilterText);
    layout->addWidget(buttons);
    resize(680, 400);
}

void PgnGamesDialog::setFilterText(const QString& text) {
    if (m_filter->text() != text) {
        m_filter->setText(text); // which calls back here with it
        return;
    }
    const QString wanted = text.trimmed();
    int shown = 0;
    QTreeWidgetItem* first = nullptr;
    for (int row = 0; row < m_list->topLevelItemCount(); ++row) {
        QTreeWidgetItem* item = m_list->topLevelItem(row);
        bool match = wanted.isEmpty();
        for (int c = WhiteColumn; !match && c <= DateColumn; ++c)
            match = item->text(c).contains(wanted, Qt::CaseInsensitive);
        item->setHidden(!match);
        if (match && !first) first = item;
        shown += match;
    }
    QTreeWidgetItem* current = m_list->currentItem();
    if (!current || current->isHidden()) m_list->setCurrentItem(first); // nullptr when none is left
    m_openButton->setEnabled(first != nullptr);
    m_count->setVisible(!wanted.isEmpty());
    m_count->setText(tr("%1 of %n game(s) shown", nullptr, m_list->topLevelItemCount()).arg(shown));
}

int PgnGamesDialog::selectedIndex() const {
    const QTreeWidgetItem* item = m_list->currentItem();
    return item && !item->isHidden() ? item->data(NumberColumn, kIndexRole).toInt() : -1;
}

void PgnGamesDialog::selectIndex(int index) {
    for (int row = 0; row < m_list->topLevelItemCount(); ++row) {
        QTreeWidgetItem* item = m_list->topLevelItem(row);
        if (item->data(NumberColumn, kIndexRole).toInt() == index && !item->isHidden()) {
            m_list->setCurrentItem(item);
            return;
        }
    }
}

} // namespace eschess::app
