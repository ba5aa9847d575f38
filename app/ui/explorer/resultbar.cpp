#include "app/ui/explorer/resultbar.h"

#include <QApplication>
#include <QPainter>

namespace eschess::app {

void ResultBarDelegate::paint(QPainter* painter, const QStyleOptionViewItem& option,
                              const QModelIndex& index) const {
    const QList<int> counts = index.data(Qt::UserRole).value<QList<int>>();
    int total = 0;
    for (int c : counts) total += c;
    if (counts.size() != 3 || total == 0) {
        QStyledItemDelegate::paint(painter, option, index);
        return;
    }
    // The cell without its text first, so a selected row still shows as selected around the bar.
    QStyleOptionViewItem plain = option;
    initStyleOption(&plain, index);
    plain.text.clear();
    const QWidget* widget = plain.widget;
    (widget ? widget->style() : QApplication::style())
        ->drawControl(QStyle::CE_ItemViewItem, &plain, painter, widget);

    const QRect bar = option.rect.adjusted(2, 2, -2, -2);
    const QColor fills[] = {QColor(0xf0, 0xf0, 0xf0), QColor(0x9a, 0x9a, 0x9a), QColor(0x30, 0x30, 0x30)};
    const QColor inks[] = {Qt::black, Qt::black, Qt::white};
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing, false);
    int x = bar.left();
    for (int i = 0; i < 3; ++i) {
        // The last segment takes the rounding remainder so the bar always fills its cell.
        const int width = i == 2 ? bar.right() + 1 - x : int(qint64(bar.width()) * counts[i] / total);
        const QRect segment(x, bar.top(), width, bar.height());
        painter->fillRect(segment, fills[i]);
        const QString percent = QStringLiteral("%1%").arg(qRound(100.0 * counts[i] / total));
        if (option.fontMetrics.horizontalAdvance(percent) + 4 <= width) {
            painter->setPen(inks[i]);
            painter->drawText(segment, Qt::AlignCenter, percent);
        }
        x += width;
    }
    painter->setPen(QColor(0x60, 0x60, 0x60));
    painter->drawRect(bar.adjusted(0, 0, -1, -1));
    painter->restore();
}

QSize ResultBarDelegate::sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const {
    QSize size = QStyledItemDelegate::sizeHint(option, index);
    size.setWidth(std::max(size.width(), 180));
    size.setHeight(std::max(size.height(), option.fontMetrics.height() + 6)); // the percentages fit inside
    return size;
}

} // namespace eschess::app
