#include "app/ui/movelistwidget.h"

#include "app/core/displaysan.h"

#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QTextDocument>
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
    m_table->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_table, &QWidget::customContextMenuRequested, this, [this](const QPoint& at) {
        const QModelIndex index = m_table->indexAt(at);
        if (index.isValid()) {
            const int ply = plyAt(index.row(), index.column());
            if (ply > 0) emit plyClicked(ply);
        }
        emit contextMenuRequested(m_table->viewport()->mapToGlobal(at));
    });
    connect(m_table, &QTableWidget::cellClicked, this, [this](int row, int column) {
        const int ply = plyAt(row, column);
        if (ply > 0) emit plyClicked(ply);
    });
}

int MoveListWidget::tableRow(int moveRow) const {
    const int at = int(m_moveRowOf.indexOf(moveRow));
    return at < 0 ? moveRow : at;
}

int MoveListWidget::plyAt(int row, int column) const {
    if (row >= 0 && row < m_moveRowOf.size()) row = m_moveRowOf[row];
    if (row < 0) return 0;
    if (column == 0) column = 1;
    const int index = row * 2 + (column - 1) - (m_blackFirst ? 1 : 0); // 0-based move index
    return index >= 0 && index < m_plies ? index + 1 : 0;
}

void MoveListWidget::cellOf(int ply, int* row, int* column) const {
    const int slot = ply - 1 + (m_blackFirst ? 1 : 0);
    *row = tableRow(slot / 2);
    *column = 1 + slot % 2;
}

void MoveListWidget::setMoves(const QStringList& san, int firstMoveNumber, bool blackFirst) {
    m_updating = true;
    m_plies = int(san.size());
    m_blackFirst = blackFirst;
    const int slotCount = m_plies + (blackFirst ? 1 : 0);
    const int rows = (slotCount + 1) / 2;
    m_table->clearSpans();
    m_table->setRowCount(0); // drops the variation rows' label widgets too
    m_table->setRowCount(rows);
    m_moveRowOf.clear();
    for (int r = 0; r < rows; ++r) m_moveRowOf.append(r);
    for (int r = 0; r < rows; ++r) {
        auto* number = new QTableWidgetItem(QStringLiteral("%1.").arg(firstMoveNumber + r));
        number->setFlags(Qt::ItemIsEnabled);
        number->setForeground(palette().color(QPalette::PlaceholderText));
        m_table->setItem(r, 0, number);
        for (int c = 1; c <= 2; ++c) {
            const int ply = plyAt(r, c);
            QString text;
            if (ply > 0) text = displaySan(san[ply - 1]);
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

void MoveListWidget::setVariations(const QVector<QPair<int, QString>>& variations) {
    m_updating = true;
    // From the last so that inserting rows does not move the places still to come.
    for (auto it = variations.crbegin(); it != variations.crend(); ++it) {
        const int slot = it->first - 1 + (m_blackFirst ? 1 : 0);
        const int row = tableRow(slot / 2) + 1;
        m_table->insertRow(row);
        m_moveRowOf.insert(row, -1);
        m_table->setSpan(row, 0, 1, 3);
        auto* label = new QLabel(it->second, m_table);
        label->setObjectName(QStringLiteral("variationLabel"));
        label->setWordWrap(true);
        label->setTextFormat(Qt::RichText);
        label->setContentsMargins(12, 2, 4, 2);
        connect(label, &QLabel::linkActivated, this, [this](const QString& link) {
            if (link.startsWith(QLatin1String("node:"))) emit nodeClicked(link.mid(5).toInt());
        });
        m_table->setCellWidget(row, 0, label);
        m_table->setRowHeight(row, label->sizeHint().height());
    }
    m_updating = false;
}

QStringList MoveListWidget::variationTexts() const {
    QStringList out;
    for (int r = 0; r < m_table->rowCount(); ++r)
        if (auto* label = qobject_cast<QLabel*>(m_table->cellWidget(r, 0))) {
            QTextDocument doc;
            doc.setHtml(label->text());
            out << doc.toPlainText();
        }
    return out;
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
