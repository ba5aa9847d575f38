#pragma once

#include <QStyledItemDelegate>

namespace eschess::app {

// Draws a row's results as one bar split into White's wins, draws and Black's wins (white, grey
// and black, each with its percentage where it fits), as the Lichess explorer does: the shape of
// a move's results reads at a glance. The cell's data (Qt::UserRole) is a QList<int> of the three
// counts; its text stays the plain "45% / 30% / 25%" for copying and for screen readers.
class ResultBarDelegate : public QStyledItemDelegate {
    Q_OBJECT
  public:
    using QStyledItemDelegate::QStyledItemDelegate;
    void paint(QPainter* painter, const QStyleOptionViewItem& option,
               const QModelIndex& index) const override;
    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override;
};

} // namespace eschess::app
