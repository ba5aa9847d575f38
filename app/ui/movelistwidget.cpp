#include "app/ui/movelistwidget.h"

#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>

namespace eschess::app {

MoveListWidget::MoveListWidget(QWidget* parent) : QWidget(parent) {
    m_table = new QTableWidget(0, 3, this);
    m_table->setHorizontalHeaderLabels({tr("No."), tr("White"), tr("Black")});
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setSelectionBehavior(QAbstractItemView::SelectItems);
    m_table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
    m_table->horizontalHeader()->setSectionResizeMode(2, QHeaderView::Stretch);
    m_table->setFocusPolicy(Qt::NoFocus); // arrow keys belong to the window's navigation
    m_result = new QLabel(this);
    m_result->setAlignment(Qt::AlignCenter);
    m_result->setWordWrap(true);
    m_result->hide();
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_table);
    layout->addWidget(m_result);
    connect(m_table, &QTableWidget::cellClicked, this, [this](int row, int column) {
        const int ply = plyAt(row, column);
        if (ply > 0) emit plyClicked(ply);
    });
}

int MoveListWidget::plyAt(int row, int column) const {
    if (column == 0) column = 1;
    const int index = row * 2 + (column - 1) - (m_blackFirst ? 1 : 0); // 0-based move index
    return index >= 0 && index < m_plies ? index + 1 : 0;
}

void MoveListWidget::cellOf(int ply, int* row, int* column) const {
    const int slot = ply - 1 + (m_blackFirst ? 1 : 0);
    *row = slot / 2;
    *column = 1 + slot % 2;
}

void MoveListWidget::setMoves(const QStringList& san, int firstMoveNumber, bool blackFirst) {
    m_updating = true;
    m_plies = int(san.size());
    m_blackFirst = blackFirst;
    const int slotCount = m_plies + (blackFirst ? 1 : 0);
    const int rows = (slotCount + 1) / 2;
    m_table->setRowCount(rows);
    for (int r = 0; r < rows; ++r) {
        auto* number = new QTableWidgetItem(QStringLiteral("%1.").arg(firstMoveNumber + r));
        number->setFlags(Qt::ItemIsEnabled);
        number->setForeground(palette().color(QPalette::PlaceholderText));
        m_table->setItem(r, 0, number);
        for (int c = 1; c <= 2; ++c) {
            const int ply = plyAt(r, c);
            QString text;
            if (ply > 0) text = san[ply - 1];
            else if (r == 0 && c == 1 && blackFirst) text = QStringLiteral("…");
            m_table->setItem(r, c, new QTableWidgetItem(text));
        }
    }
    m_updating = false;
}

void MoveListWidget::setCurrentPly(int ply) {
    if (ply <= 0 || ply > m_plies) {
        m_table->clearSelection();
        m_table->scrollToTop();
        return;
    }
    int row = 0, column = 0;
    cellOf(ply, &row, &column);
    m_table->setCurrentCell(row, column);
    m_table->scrollToItem(m_table->item(row, column));
}

void MoveListWidget::setResult(const QString& text) {
    m_result->setText(text);
    m_result->setVisible(!text.isEmpty());
}

int MoveListWidget::rowCount() const { return m_table->rowCount(); }

QString MoveListWidget::cellText(int row, int column) const {
    const QTableWidgetItem* item = m_table->item(row, column);
    return item ? item->text() : QString();
}

} // namespace eschess::app
