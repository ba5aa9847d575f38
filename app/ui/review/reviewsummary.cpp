#include "app/ui/review/reviewsummary.h"

#include "app/core/gamecontroller.h"
#include "app/core/gametreemodel.h"
#include "app/ui/mainwindow.h"
#include "app/ui/review/reviewdialog.h"

#include <QAction>
#include <QDockWidget>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QPointer>
#include <QTableWidget>
#include <QVBoxLayout>

namespace eschess::app {

ReviewSummary::ReviewSummary(QWidget* parent) : QWidget(parent) {
    m_note = new QLabel;
    m_note->setWordWrap(true);
    m_table = new QTableWidget(7, 2);
    m_table->setVerticalHeaderLabels({tr("Best"), tr("Good"), tr("Inaccuracies ?!"), tr("Mistakes ?"), tr("Blunders ??"),
                                      tr("Average loss (cp)"), tr("Accuracy")});
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionMode(QAbstractItemView::NoSelection);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_note);
    layout->addWidget(m_table, 1);
    clear();
}

void ReviewSummary::clear() {
    m_table->setHorizontalHeaderLabels({tr("White"), tr("Black")});
    for (int r = 0; r < m_table->rowCount(); ++r)
        for (int c = 0; c < 2; ++c) m_table->setItem(r, c, new QTableWidgetItem(QStringLiteral("–")));
    m_note->setText(tr("No review yet: Analysis ▸ Review Game…"));
}

void ReviewSummary::setReview(const eschess::GameReview& review, const QString& white, const QString& black) {
    m_table->setHorizontalHeaderLabels({white.isEmpty() ? tr("White") : white, black.isEmpty() ? tr("Black") : black});
    for (int c = 0; c < 2; ++c) {
        const eschess::PlayerReview& p = review.players[std::size_t(c)];
        for (int r = 0; r < eschess::kMoveClassCount; ++r)
            m_table->setItem(r, c, new QTableWidgetItem(QString::number(p.counts[std::size_t(r)])));
        const bool any = p.moves > 0;
        m_table->setItem(5, c, new QTableWidgetItem(any ? QString::number(p.averageCpLoss, 'f', 1) : QStringLiteral("–")));
        m_table->setItem(6, c, new QTableWidgetItem(any ? tr("%1%").arg(p.accuracy, 0, 'f', 1) : QStringLiteral("–")));
        for (int r = 0; r < m_table->rowCount(); ++r) m_table->item(r, c)->setTextAlignment(Qt::AlignCenter);
    }
    m_note->setText(tr("%1 moves reviewed. A move is an inaccuracy, a mistake or a blunder when it lowers the "
                       "mover's winning chances by 5, 10 or 15 points.")
                        .arg(review.moves.size()));
}

QString ReviewSummary::cell(int row, int column) const {
    const QTableWidgetItem* item = m_table->item(row, column);
    return item ? item->text() : QString();
}

ReviewSummary* installReviewTools(MainWindow* window) {
    auto* summary = new ReviewSummary;
    auto* dock = new QDockWidget(ReviewSummary::tr("Game Review"), window);
    dock->setObjectName(QStringLiteral("reviewDock"));
    dock->setWidget(summary);
    window->addPanel(dock, Qt::BottomDockWidgetArea);
    // Beside the analysis lines, as a tab: the wide bottom area has room for both players.
    if (auto* analysis = window->findChild<QDockWidget*>(QStringLiteral("analysisDock"))) window->tabifyDockWidget(analysis, dock);
    dock->hide(); // shown when a review is written, or from the View menu

    auto* action = new QAction(ReviewSummary::tr("&Review Game…"), window);
    action->setObjectName(QStringLiteral("actionReviewGame"));
    action->setShortcut(QKeySequence(ReviewSummary::tr("Ctrl+Shift+R")));
    window->addAction(action);
    if (QMenu* menu = window->analysisMenu()) menu->addAction(action);

    auto dialog = std::make_shared<QPointer<ReviewDialog>>();
    QObject::connect(action, &QAction::triggered, window, [window, summary, dock, dialog] {
        if (!*dialog) {
            *dialog = new ReviewDialog(window->gameTree(), window);
            QObject::connect(*dialog, &ReviewDialog::reviewed, summary, [window, summary, dock](const eschess::GameReview& r) {
                const eschess::PgnGame pgn = window->game()->toPgn();
                summary->setReview(r, QString::fromStdString(pgn.tag("White")), QString::fromStdString(pgn.tag("Black")));
                dock->show();
                dock->raise();
            });
        }
        (*dialog)->show();
        (*dialog)->raise();
        (*dialog)->activateWindow();
    });
    // A new game makes the old summary wrong.
    QObject::connect(window->game(), &GameController::gameStarted, summary, &ReviewSummary::clear);
    return summary;
}

} // namespace eschess::app
