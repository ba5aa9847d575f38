// "Review Game…" in the main window: the dialog reviews the shown game with Eschess's own
// searcher in the background, the annotations appear in the move list (Nf6?? and the engine's
// line), the review's scores in the evaluation graph, the summary per player in the Game Review
// panel; Cancel keeps the part already reviewed.
#include "app/core/gametreemodel.h"
#include "app/ui/evalgraph.h"
#include "app/ui/mainwindow.h"
#include "app/ui/review/reviewdialog.h"
#include "app/ui/review/reviewsummary.h"

#include "notation/pgn.h"

#include <QAction>
#include <QDockWidget>
#include <QLineSeries>
#include <QMenu>
#include <QProgressBar>
#include <QRadioButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTest>

using namespace eschess;
using namespace eschess::app;

namespace {

const char* kBlunderGame = "[White \"Anna\"]\n[Black \"Bert\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n";

ReviewDialog* openDialog(MainWindow& w) {
    QAction* review = w.findChild<QAction*>(QStringLiteral("actionReviewGame"));
    if (!review || !w.analysisMenu()->actions().contains(review)) return nullptr;
    review->trigger();
    return w.findChild<ReviewDialog*>();
}

} // namespace

class TestReviewGui : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        Position::init();
    }

    void reviewFromTheMenu() {
        MainWindow w;
        QVERIFY(w.loadText(QString::fromLatin1(kBlunderGame)));
        ReviewDialog* dialog = openDialog(w);
        QVERIFY(dialog);
        dialog->depthButton()->setChecked(true);
        dialog->depthBox()->setValue(8); // deep enough not to call 3. Bc4 a blunder (tst_reviewrunner)
        QSignalSpy reviewed(dialog, &ReviewDialog::reviewed);
        QVERIFY(dialog->start());
        QVERIFY(dialog->isRunning());
        QVERIFY(!dialog->start()); // one review at a time
        QVERIFY(reviewed.wait(60000));
        QVERIFY2(dialog->statusText().contains(QStringLiteral("Review done")), qPrintable(dialog->statusText()));
        QCOMPARE(dialog->progressBar()->value(), 8);

        // The move list: 3... Nf6?? with the engine's line under it.
        const QStringList san = w.gameTree()->mainLineSan();
        QCOMPARE(san.value(5), QStringLiteral("Nf6??"));
        QCOMPARE(san.value(6), QStringLiteral("Qxf7#"));
        const auto variations = w.gameTree()->variationTexts();
        bool underNf6 = false;
        for (const auto& v : variations) underNf6 |= v.first == 6;
        QVERIFY(underNf6);
        // The graph: the review's score after each move but the mate; after Nf6?? White mates.
        auto* graph = w.findChild<EvalGraph*>();
        const QList<QPointF> points = graph->series()->points();
        QCOMPARE(points.size(), 6);
        QCOMPARE(points.last(), QPointF(6, 10.0));
        // The summary per player, in the panel that opened.
        auto* summary = w.findChild<ReviewSummary*>();
        QVERIFY(summary);
        QVERIFY(!w.findChild<QDockWidget*>(QStringLiteral("reviewDock"))->isHidden());
        QCOMPARE(summary->table()->verticalHeaderItem(0)->text(), QStringLiteral("Anna"));
        QCOMPARE(summary->table()->verticalHeaderItem(1)->text(), QStringLiteral("Bert"));
        QCOMPARE(summary->cell(int(MoveClass::Blunder), Black), QStringLiteral("1"));
        QCOMPARE(summary->cell(int(MoveClass::Blunder), White), QStringLiteral("0"));
        QVERIFY(summary->cell(6, White).endsWith(QLatin1Char('%')));
        // Saved, the game keeps the review.
        PgnGame pgn;
        w.gameTree()->writeMovetext(pgn);
        QVERIFY(pgnCommand(pgn.comments[5], "eval") == "#1");
        QCOMPARE(pgn.nags[5], std::vector<int>{4});
    }

    // Cancel after two positions: the first move is reviewed, the rest of the game is untouched.
    void cancelKeepsTheReviewedPart() {
        MainWindow w;
        QVERIFY(w.loadText(QString::fromLatin1(kBlunderGame)));
        ReviewDialog* dialog = openDialog(w);
        QVERIFY(dialog);
        dialog->timeButton()->setChecked(true);
        dialog->timeBox()->setValue(300);
        connect(dialog->progressBar(), &QProgressBar::valueChanged, dialog, [dialog](int done) {
            if (done == 2) dialog->cancel();
        });
        QSignalSpy reviewed(dialog, &ReviewDialog::reviewed);
        QVERIFY(dialog->start());
        QVERIFY(reviewed.wait(30000));
        QVERIFY(!dialog->isRunning());
        QCOMPARE(int(reviewed.first().first().value<GameReview>().moves.size()), 1);
        QVERIFY2(dialog->statusText().contains(QStringLiteral("cancelled: 1 of 7")), qPrintable(dialog->statusText()));
        PgnGame pgn;
        w.gameTree()->writeMovetext(pgn);
        QVERIFY(!pgnCommand(pgn.comments[0], "eval").empty());
        for (std::size_t i = 1; i < pgn.moves.size(); ++i) QVERIFY(pgn.comments[i].empty());
        QCOMPARE(w.findChild<EvalGraph*>()->series()->points().size(), 1);
    }
};

QTEST_MAIN(TestReviewGui)
#include "tst_reviewgui.moc"
