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
    // One row per player, one column per figure: both players fit a short panel.
    m_table = new QTableWidget(2, 7);
    m_table->setHorizontalHeaderLabels({tr("Best"), tr("Good"), tr("?!"), tr("?"), tr("??"), tr("Avg. loss"), tr("Accuracy")});
    const QStringList tips = {tr("The engine's own move"), tr("Lowers the winning chances by less than 5 points"),
                              tr("Inaccuracies: 5 to 10 points"), tr("Mistakes: 10 to 15 points"),
                              tr("Blunders: 15 points or more"), tr("Average centipawn loss per move"),
                              tr("Accuracy as Lichess computes it (docs/analysis.md)")};
    for (int c = 0; c < m_table->columnCount(); ++c) m_table->horizontalHeaderItem(c)->setToolTip(tips[c]);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionMode(QAbstractItemView::NoSelection);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_table->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_table->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_table);
    layout->addWidget(m_note);
    layout->addStretch(1);
    clear();
}

void ReviewSummary::fitTable() {
    int height = m_table->horizontalHeader()->sizeHint().height() + 2 * m_table->frameWidth();
    for (int r = 0; r < m_table->rowCount(); ++r) height += m_table->rowHeight(r);
    m_table->setFixedHeight(height);
}

void ReviewSummary::clear() {
    m_table->setVerticalHeaderLabels({tr("White"), tr("Black")});
    for (int r = 0; r < 2; ++r)
        for (int c = 0; c < m_table->columnCount(); ++c) {
            auto* item = new QTableWidgetItem(QStringLiteral("–"));
            item->setTextAlignment(Qt::AlignCenter);
            m_table->setItem(r, c, item);
        }
    m_note->setText(tr("No review yet: Analysis ▸ Review Game…"));
    fitTable();
}

void ReviewSummary::setReview(const eschess::GameReview& review, const QString& white, const QString& black) {
    m_table->setVerticalHeaderLabels({white.isEmpty() ? tr("White") : white, black.isEmpty() ? tr("Black") : black});
    for (int r = 0; r < 2; ++r) {
        const eschess::PlayerReview& p = review.players[std::size_t(r)];
        QStringList cells;
        for (int k = 0; k < eschess::kMoveClassCount; ++k) cells << QString::number(p.counts[std::size_t(k)]);
        const bool any = p.moves > 0;
        cells << (any ? QString::number(p.averageCpLoss, 'f', 1) : QStringLiteral("–"));
        cells << (any ? tr("%1%").arg(p.accuracy, 0, 'f', 1) : QStringLiteral("–"));
        for (int c = 0; c < cells.size(); ++c) {
            auto* item = new QTableWidgetItem(cells[c]);
            item->setTextAlignment(Qt::AlignCenter);
            m_table->setItem(r, c, item);
        }
    }
    m_note->setText(tr("%1 moves reviewed. A move is an inaccuracy (?!), a mistake (?) or a blunder (?\?) when it lowers the "
                       "mover's winning chances by 5, 10 or 15 points.")
                        .arg(review.moves.size()));
    fitTable();
}

QString ReviewSummary::cell(int what, int color) const {
    const QTableWidgetItem* item = m_table->item(color, what);
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
