// MainWindow smoke test (offscreen): the actions and panels exist, a bad FEN shows an error and
// changes nothing, a good one loads, moves on the board reach the game, PGN saves and opens,
// analysis follows the shown position, and the public API for other panels works.

#include "app/core/analysiscontroller.h"
#include "app/core/enginecatalog.h"
#include "app/core/enginespec.h"
#include "app/core/enginestore.h"
#include "app/core/gamecontroller.h"
#include "app/core/gametreemodel.h"
#include "app/core/settings.h"
#include "app/core/textinput.h"
#include "app/core/tournamentrunner.h"
#include "app/core/uciengine.h"
#include "app/ui/analysispanel.h"
#include "app/ui/boardwidget.h"
#include "app/ui/evalgraph.h"
#include "app/ui/explorer/explorerpanel.h"
#include "app/ui/loadpositiondialog.h"
#include "app/ui/mainwindow.h"
#include "app/ui/movelistwidget.h"
#include "app/ui/newgamedialog.h"
#include "app/ui/pgngamesdialog.h"
#include "app/ui/preferencesdialog.h"
#include "app/ui/tournament/tournamentpanel.h"

#include "core/chess960.h"
#include "notation/pgn.h"
#include "notation/uci_move.h"
#include "search/searcher.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDockWidget>
#include <QLabel>
#include <QLineEdit>
#include <QLineSeries>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QRadioButton>
#include <QScatterSeries>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

using namespace eschess;
using namespace eschess::app;

namespace {

QAction* action(MainWindow& w, const char* name) { return w.findChild<QAction*>(QStringLiteral("action") + QLatin1String(name)); }

void closeBoxes(MainWindow& w) {
    for (QMessageBox* box : w.findChildren<QMessageBox*>()) box->close();
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
}

QMessageBox* visibleBox(MainWindow& w, const char* objectName) {
    for (QMessageBox* box : w.findChildren<QMessageBox*>(QLatin1String(objectName)))
        if (box->isVisible()) return box;
    return nullptr;
}

bool play(GameController* game, const char* uci) {
    auto m = parseUciMove(game->position(), uci);
    return m && game->humanMove(*m);
}

} // namespace

class TestMainWindow : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true); // settings go to a test location
        Position::init();
    }

    void actionsExist() {
        MainWindow w;
        for (const char* name : {"NewGame", "Open", "Save", "SaveAs", "LoadPosition", "CopyFen", "CopyPgn", "Paste", "Quit",
                                 "Flip", "TakeBack", "Hint", "Resign", "ClaimDraw", "Pause", "Analyse", "First", "Back",
                                 "Forward", "Last", "Preferences", "About", "RestoreLayout"})
            QVERIFY2(action(w, name), name);
        QCOMPARE(action(w, "NewGame")->shortcut(), QKeySequence(QKeySequence::New));
        QCOMPARE(action(w, "Open")->shortcut(), QKeySequence(QKeySequence::Open));
        QCOMPARE(action(w, "Save")->shortcut(), QKeySequence(QKeySequence::Save));
        QCOMPARE(action(w, "CopyFen")->shortcut(), QKeySequence(QKeySequence::Copy));
        QCOMPARE(action(w, "Paste")->shortcut(), QKeySequence(QKeySequence::Paste));
        QCOMPARE(action(w, "Quit")->shortcut(), QKeySequence(QKeySequence::Quit));
        QCOMPARE(action(w, "Back")->shortcut(), QKeySequence(Qt::Key_Left));
        QVERIFY(w.board());
        QVERIFY(w.game());
        QVERIFY(w.analysis());
        QVERIFY(w.viewMenu());
        QVERIFY(w.toolsMenu());
        QVERIFY(w.findChild<QDockWidget*>(QStringLiteral("movesDock")));
        QVERIFY(w.findChild<QDockWidget*>(QStringLiteral("analysisDock")));
    }

    // The window's Analyse action analyses with the engine chosen in the dock, an external one
    // too; a hint is still our own engine's (an external one gives none), and the choice is
    // kept by name when the window closes.
    void analyseActionUsesTheDocksEngine() {
        ExternalEngine fake;
        fake.name = QStringLiteral("Fake");
        fake.program = QStringLiteral(FAKEUCI_PATH);
        fake.arguments = {QStringLiteral("normal"), QStringLiteral("--multipv")};
        Settings().setExternalEngines({fake});
        {
            MainWindow w;
            auto* panel = w.findChild<AnalysisPanel*>();
            QVERIFY(panel);
            panel->chooseEngine(QStringLiteral("uci:Fake"));
            action(w, "Analyse")->setChecked(true);
            QVERIFY(w.analysis()->isRunning());
            QVERIFY(qobject_cast<const UciEngine*>(w.analysis()->engine()));
            QTRY_VERIFY_WITH_TIMEOUT(!w.analysis()->lines().isEmpty(), 10000);
            QSignalSpy hint(w.game(), &GameController::hintReady);
            QSignalSpy error(w.game(), &GameController::errorOccurred);
            action(w, "Hint")->trigger();
            QVERIFY(hint.wait(10000));
            QVERIFY(error.isEmpty());
            action(w, "Analyse")->setChecked(false);
            QVERIFY(!w.analysis()->isRunning());
            w.close();
        }
        QCOMPARE(Settings().analysisEngine(), QStringLiteral("uci:Fake"));
        {
            MainWindow again;
            QCOMPARE(again.findChild<AnalysisPanel*>()->chosenEngine(), QStringLiteral("uci:Fake"));
        }
        Settings().setExternalEngines({});
        Settings().setAnalysisEngine(QString());
        UciEngine::waitForQuitProcesses(2000);
    }

    void badFenShowsErrorAndChangesNothing() {
        MainWindow w;
        w.show();
        QVERIFY(play(w.game(), "e2e4"));
        const std::string before = w.game()->position().fen();
        QVERIFY(!w.loadText(QStringLiteral("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1")));
        QMessageBox* box = visibleBox(w, "errorBox");
        QVERIFY(box);
        QVERIFY2(box->text().startsWith(QStringLiteral("Invalid FEN: ")), qPrintable(box->text()));
        QVERIFY(box->text().size() > 14); // the engine's own message follows
        QCOMPARE(w.game()->position().fen(), before);
        QCOMPARE(w.game()->plyCount(), 1);
        QCOMPARE(w.board()->position().fen(), before);
        closeBoxes(w);
    }

    void goodFenLoads() {
        MainWindow w;
        QVERIFY(w.loadText(QStringLiteral("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1")));
        QCOMPARE(w.game()->position().fen(), std::string("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"));
        QCOMPARE(w.board()->position().fen(), std::string("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"));
        QCOMPARE(w.board()->legalMoves().size(), 6); // e3, e4 and four king moves
    }

    void pasteFenFromClipboard() {
        MainWindow w;
        QApplication::clipboard()->setText(QStringLiteral("8/8/8/4k3/8/8/4P3/4K3 b - - 0 1"));
        action(w, "Paste")->trigger();
        QCOMPARE(w.game()->position().fen(), std::string("8/8/8/4k3/8/8/4P3/4K3 b - - 0 1"));
        action(w, "CopyFen")->trigger();
        QCOMPARE(QApplication::clipboard()->text(), QStringLiteral("8/8/8/4k3/8/8/4P3/4K3 b - - 0 1"));
    }

    void boardMovesReachTheGame() {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        BoardWidget* board = w.board();
        emit board->moveRequested(Move(SqE2, SqE4));
        QCOMPARE(w.game()->plyCount(), 1);
        QCOMPARE(w.game()->sanMoves(), QStringList({"e4"}));
        auto* list = w.findChild<MoveListWidget*>();
        QVERIFY(list);
        QCOMPARE(list->rowCount(), 1);
        QCOMPARE(list->cellText(0, 1), QStringLiteral("e4"));
        // Step back with the keyboard's action and forward again.
        action(w, "Back")->trigger();
        QCOMPARE(w.game()->viewPly(), 0);
        QCOMPARE(w.board()->position().fen(), std::string(Position::kStartFen));
        QCOMPARE(w.board()->legalMoves().size(), 20); // looking back, a move starts a variation
        action(w, "Last")->trigger();
        QCOMPARE(w.game()->viewPly(), 1);
        action(w, "TakeBack")->trigger();
        QCOMPARE(w.game()->plyCount(), 0);
    }

    // Hundreds of bad games: the error box lists a hundred and counts the rest.
    void pasteCapsItsMessages() {
        MainWindow w;
        QString text;
        for (int i = 0; i < 300; ++i) text += QStringLiteral("[FEN \"bad\"]\n\n*\n\n");
        QVERIFY(!w.loadText(text));
        const QStringList lines = w.lastError().split(QLatin1Char('\n'));
        QVERIFY2(lines.size() <= 102, qPrintable(QString::number(lines.size())));
        QVERIFY2(lines.last().startsWith(QStringLiteral("… and ")) || lines.last().contains(QStringLiteral("more")),
                 qPrintable(lines.last()));
        closeBoxes(w);
    }

    // The clipboard has the same size limit as files.
    void pasteTooLarge() {
        MainWindow w;
        QVERIFY(!w.loadText(QString(int(kMaxTextInputBytes) + 1, QLatin1Char('['))));
        QVERIFY2(w.lastError().contains(QStringLiteral("the limit is 64 MiB")), qPrintable(w.lastError()));
        QCOMPARE(w.game()->plyCount(), 0);
        closeBoxes(w);
    }

    // The user's arrows and square marks go into the shown move's comment as [%cal]/[%csl],
    // drawing one again removes it, and they are saved and drawn again after opening the file.
    void drawnArrowsAndMarksAreKeptInPgn() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("drawn.pgn"));
        MainWindow w;
        for (const char* m : {"e2e4", "e7e5"}) QVERIFY(play(w.game(), m));
        BoardWidget* board = w.board();
        emit board->arrowDrawn(SqG1, SqF3, QLatin1Char('G'));
        emit board->arrowDrawn(SqD1, SqH5, QLatin1Char('R'));
        emit board->arrowDrawn(SqB1, SqC3, QLatin1Char('B'));
        emit board->arrowDrawn(SqB1, SqC3, QLatin1Char('B')); // again: removed
        emit board->squareMarked(SqF7, QLatin1Char('Y'));
        QCOMPARE(w.gameTree()->currentComment(), QStringLiteral("[%csl Yf7] [%cal Gg1f3,Rd1h5]"));
        QCOMPARE(board->arrows().size(), 2);
        QCOMPARE(board->arrows().at(1).from, SqD1);
        QCOMPARE(board->arrows().at(1).to, SqH5);
        QCOMPARE(board->marks().size(), 1);
        QCOMPARE(board->marks().front().square, SqF7);
        QVERIFY(w.savePgnFile(path));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray saved = file.readAll();
        QVERIFY2(saved.contains("1. e4 e5 {[%csl Yf7] [%cal Gg1f3,Rd1h5]}"), saved.constData());
        MainWindow other;
        QVERIFY(other.openPgnFile(path)); // shows the last move, e5, whose comment holds the drawings
        QCOMPARE(other.board()->arrows().size(), 2);
        QCOMPARE(other.board()->arrows().at(0).from, SqG1);
        QCOMPARE(other.board()->arrows().at(0).to, SqF3);
        QCOMPARE(other.board()->marks().size(), 1);
        QCOMPARE(other.board()->marks().front().square, SqF7);
        // Removing the last mark drops the whole command from the comment.
        emit other.board()->squareMarked(SqF7, QLatin1Char('Y'));
        QCOMPARE(other.gameTree()->currentComment(), QStringLiteral("[%cal Gg1f3,Rd1h5]"));
        QVERIFY(other.board()->marks().isEmpty());
    }

    void pgnSavesAndOpens() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("game.pgn"));
        MainWindow w;
        for (const char* m : {"e2e4", "c7c5", "g1f3"}) QVERIFY(play(w.game(), m));
        QVERIFY(w.savePgnFile(path));
        MainWindow other;
        QVERIFY(other.openPgnFile(path));
        QCOMPARE(other.game()->sanMoves(), QStringList({"e4", "c5", "Nf3"}));
        QVERIFY(!other.openPgnFile(dir.filePath(QStringLiteral("missing.pgn"))));
        QVERIFY(visibleBox(other, "errorBox") || !other.lastError().isEmpty());
        QCOMPARE(other.game()->plyCount(), 3); // unchanged
        closeBoxes(other);
    }

    // A move played while looking back starts a variation instead of cutting the game; it shows
    // in the move list, is annotated, promoted into the main line of a study, deleted, and saved.
    void variationsFromTheBoard() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("tree.pgn"));
        MainWindow w;
        for (const char* m : {"e2e4", "e7e5", "g1f3"}) QVERIFY(play(w.game(), m));
        auto* list = w.findChild<MoveListWidget*>();
        action(w, "Back")->trigger();
        action(w, "Back")->trigger();
        QCOMPARE(w.game()->viewPly(), 1);
        emit w.board()->moveRequested(Move(SqD7, SqD5));
        QCOMPARE(w.game()->plyCount(), 3); // the game is untouched
        QVERIFY(w.gameTree()->inVariation());
        QCOMPARE(w.board()->position().fen(), std::string("rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"));
        emit w.board()->moveRequested(Move(SqE4, SqD5));
        action(w, "NagBlunder")->trigger();
        QCOMPARE(list->variationTexts(), QStringList({"(1... d5 2. exd5?\?)"}));
        // Back in the variation, then forward again; the main line's moves are unchanged.
        action(w, "Back")->trigger();
        QCOMPARE(w.board()->position().fen(), std::string("rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"));
        action(w, "Forward")->trigger();
        QCOMPARE(list->cellText(2, 1), QStringLiteral("Nf3")); // under the variation row
        QVERIFY(w.savePgnFile(path));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(file.readAll().contains("1. e4 e5 (1... d5 2. exd5?\?) 2. Nf3 *"));
        // Opening the file brings the variation back.
        MainWindow other;
        QVERIFY(other.openPgnFile(path));
        auto* otherList = other.findChild<MoveListWidget*>();
        QCOMPARE(otherList->variationTexts(), QStringList({"(1... d5 2. exd5?\?)"}));
        // Promote it into the main line (a study: two people, no clock), then delete the old line.
        action(w, "PromoteVariation")->trigger();
        QCOMPARE(w.game()->sanMoves(), QStringList({"e4", "d5", "exd5"}));
        QCOMPARE(w.game()->viewPly(), 3);
        QCOMPARE(list->variationTexts(), QStringList({"(1... e5 2. Nf3)"}));
        w.gameTree()->show(w.gameTree()->tree().children(w.gameTree()->tree().mainLineNode(1))[1]);
        action(w, "DeleteVariation")->trigger();
        QVERIFY(list->variationTexts().isEmpty());
        QCOMPARE(w.game()->plyCount(), 3);
    }

    // The evaluation graph shows the main line's evaluations ([%eval] comments, analysis) and
    // follows the game as moves are added, taken back and varied; a click shows that move.
    void evaluationGraphFollowsTheGame() {
        MainWindow w;
        QVERIFY(w.loadText(QStringLiteral("1. e4 {[%eval 0.3]} e5 {[%eval 0.25]} 2. Qh5 {[%eval -0.5]} Nc6 "
                                          "{[%eval -0.45]} 3. Bc4 {[%eval -0.4]} Nf6 {[%eval #3]} *")));
        auto* graph = w.findChild<EvalGraph*>();
        QVERIFY(graph);
        auto points = [&] { return graph->series()->points(); };
        QCOMPARE(points().size(), 6);
        QCOMPARE(points()[0], QPointF(1, 0.3));
        QCOMPARE(points()[2], QPointF(3, -0.5));
        QCOMPARE(points()[5], QPointF(6, 10.0)); // mate, clamped
        QCOMPARE(graph->marker()->points(), QList<QPointF>({QPointF(6, 10.0)})); // the shown move
        // Taken back: the point goes. Played again (no comment): no point until it is evaluated.
        action(w, "TakeBack")->trigger();
        QCOMPARE(points().size(), 5);
        QVERIFY(play(w.game(), "g8f6"));
        QCOMPARE(points().size(), 5);
        w.gameTree()->setEvaluation(w.gameTree()->current(), 150);
        QCOMPARE(points().size(), 6);
        QCOMPARE(points()[5], QPointF(6, 1.5));
        // A variation leaves the main line's graph as it is, and marks no move.
        w.game()->setViewPly(2);
        emit w.board()->moveRequested(Move(SqD2, SqD4));
        QVERIFY(w.gameTree()->inVariation());
        QCOMPARE(points().size(), 6);
        QVERIFY(graph->marker()->points().isEmpty());
        // Clicking a point shows that ply.
        emit graph->plyClicked(3);
        QCOMPARE(w.game()->viewPly(), 3);
        QVERIFY(!w.gameTree()->inVariation());
        QCOMPARE(graph->marker()->points(), QList<QPointF>({QPointF(3, -0.5)}));
    }

    // [%cal] arrows of the shown move are drawn in their colours.
    void commentArrowsAreDrawn() {
        MainWindow w;
        QVERIFY(w.loadText(QStringLiteral("1. e4 {[%cal Gd2d4,Rd8h4]} e5 *")));
        QCOMPARE(w.board()->arrows().size(), 0); // the shown move is e5
        action(w, "Back")->trigger();
        QCOMPARE(w.board()->arrows().size(), 2);
        QCOMPARE(w.board()->arrows()[0].from, SqD2);
        QCOMPARE(w.board()->arrows()[1].to, SqH4);
        QCOMPARE(w.board()->arrows()[1].color.red(), 0xe0);
    }

    // The status bar names the opening of the shown position, by transposition too, and a saved
    // new game carries it in its ECO and Opening tags.
    void openingIsNamed() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("ruy.pgn"));
        MainWindow w;
        auto* label = w.findChild<QLabel*>(QStringLiteral("openingLabel"));
        QVERIFY(label);
        for (const char* m : {"g1f3", "b8c6", "e2e4", "e7e5", "f1b5"}) QVERIFY(play(w.game(), m));
        QCOMPARE(label->text(), QStringLiteral("C60 Ruy Lopez"));
        w.game()->setViewPly(2);
        QCOMPARE(label->text(), QStringLiteral("A04 Zukertort Opening: Black Mustang Defense"));
        w.game()->setViewPly(0);
        QCOMPARE(label->text(), QString());
        QVERIFY(w.savePgnFile(path));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray text = file.readAll();
        QVERIFY(text.contains("[ECO \"C60\"]\n[Opening \"Ruy Lopez\"]\n"));
    }

    // A match or tournament game followed on the board: the status bar names that game's
    // opening, not the window's own game's (it once kept the own game's name beside another
    // game's position), also when the own game moves meanwhile, and the own game's again after.
    // A principal variation's move under the mouse is shown over the followed game and gives
    // it back (it once gave the board back to the own game).
    void watchedGameNamesItsOpening() {
        MainWindow w;
        auto* label = w.findChild<QLabel*>(QStringLiteral("openingLabel"));
        QVERIFY(label);
        for (const char* m : {"d2d4", "d7d5", "c2c4"}) QVERIFY(play(w.game(), m));
        QCOMPARE(label->text(), QStringLiteral("D06 Queen's Gambit"));

        Game watched;
        for (const char* san : {"e4", "e5", "Nf3", "Nc6", "Bb5"}) QVERIFY(watched.playSan(san).ok());
        w.showWatchedGame(&watched);
        QCOMPARE(label->text(), QStringLiteral("C60 Ruy Lopez"));
        QCOMPARE(w.board()->shownPosition().key(), watched.current().key());
        QVERIFY(play(w.game(), "e7e6")); // the own game goes on behind the followed one
        QCOMPARE(label->text(), QStringLiteral("C60 Ruy Lopez"));
        QCOMPARE(w.board()->shownPosition().key(), watched.current().key());
        QVERIFY(watched.playSan("a6").ok());
        w.showWatchedGame(&watched);
        QCOMPARE(label->text(), QStringLiteral("C70 Ruy Lopez: Morphy Defense"));

        Game hovered = watched;
        QVERIFY(hovered.playSan("Ba4").ok());
        w.previewPosition(hovered.current());
        QCOMPARE(w.board()->shownPosition().key(), hovered.current().key());
        w.previewPosition(std::nullopt);
        QCOMPARE(w.board()->shownPosition().key(), watched.current().key());

        w.showWatchedGame(nullptr);
        QVERIFY(!w.board()->isPreviewing());
        QCOMPARE(w.board()->shownPosition().key(), w.game()->game().current().key());
        QCOMPARE(label->text(), QStringLiteral("D30 Queen's Gambit Declined"));
        w.previewPosition(hovered.current());
        w.previewPosition(std::nullopt);
        QVERIFY(!w.board()->isPreviewing());

        // Opening another game of one's own while a game is followed asks the panels to stop.
        QSignalSpy turned(&w, &MainWindow::ownGameShown);
        QVERIFY(w.loadText(QStringLiteral("1. e4 e5 *")));
        QCOMPARE(turned.size(), 0); // nothing was followed
        w.showWatchedGame(&watched);
        QVERIFY(w.loadText(QStringLiteral("1. d4 d5 *")));
        QCOMPARE(turned.size(), 1);
    }

    // Moving through the window's own game while the board follows a tournament game ends the
    // following: the board, the status bar and the watch box turn to the own game (the board
    // once kept showing the followed game, read-only, while the move list moved on its own).
    void ownGameMovesEndWatching() {
        MainWindow w;
        auto* panel = w.findChild<TournamentPanel*>();
        QVERIFY(panel);
        auto* label = w.findChild<QLabel*>(QStringLiteral("openingLabel"));
        for (const char* m : {"d2d4", "d7d5", "c2c4"}) QVERIFY(play(w.game(), m));
        TournamentSettings s;
        for (const char* name : {"material", "alphabeta"}) {
            QString error;
            s.engines.push_back(*parseEngineSpec(QString::fromLatin1(name), &error));
        }
        s.gamesPerPair = 2;
        s.timeControl = TimeControl::moveTime(200); // games that last while the test looks
        auto* runner = new TournamentRunner(s);
        panel->setRunner(runner);
        QTRY_VERIFY_WITH_TIMEOUT(panel->watchedGame() && w.board()->isPreviewing(), 10000);

        action(w, "Back")->trigger();
        QVERIFY(!panel->watchedGame());
        QVERIFY(!w.board()->isPreviewing());
        QCOMPARE(w.board()->shownPosition().key(), w.game()->positionAt(2).key());
        QCOMPARE(label->text(), QStringLiteral("D00 Queen's Pawn Game"));
        // The next game of the tournament is not shown either, until the user chooses one.
        QTest::qWait(600);
        QVERIFY(!panel->watchedGame());
        QVERIFY(!w.board()->isPreviewing());
        runner->stopNow();
    }

    void gameOverShowsItsReason() {
        MainWindow w;
        w.show();
        for (const char* m : {"f2f3", "e7e5", "g2g4", "d8h4"}) QVERIFY(play(w.game(), m));
        QMessageBox* box = visibleBox(w, "gameOverBox");
        QVERIFY(box);
        QCOMPARE(box->text(), QStringLiteral("Black wins by checkmate."));
        closeBoxes(w);
    }

    // A finished game opened from a file says in the status bar how it ended, not whose move it is.
    void openedFinishedGameSaysHowItEnded() {
        QTemporaryDir dir;
        const auto open = [&](const char* name, const char* text) {
            const QString path = dir.filePath(QString::fromLatin1(name));
            QFile f(path);
            if (!f.open(QIODevice::WriteOnly)) return QString();
            f.write(text);
            f.close();
            MainWindow w;
            if (!w.openPgnFile(path)) return QString();
            return w.findChild<QLabel*>(QStringLiteral("statusText"))->text();
        };
        QCOMPARE(open("mate.pgn", "[Result \"0-1\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n"), QStringLiteral("Black wins by checkmate."));
        QCOMPARE(open("resigned.pgn", "[Result \"1-0\"]\n\n1. e4 e5 2. Qh5 Nc6 1-0\n"), QStringLiteral("White wins."));
        QCOMPARE(open("going.pgn", "1. e4 e5 2. Nf3 *\n"), QStringLiteral("Black to move."));
        // A problem found while reading stays in view after the load.
        QVERIFY(open("flawed.pgn", "[Result \"1-0\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# Zz9 1-0\n").contains(QLatin1String("Zz9")));
    }

    void newGameDialogValidatesFen() {
        NewGameDialog dialog;
        QVERIFY(dialog.isAcceptable());
        dialog.fenEdit()->setText(QStringLiteral("not a fen"));
        QVERIFY(!dialog.isAcceptable());
        dialog.fenEdit()->setText(QStringLiteral("8/8/8/4k3/8/8/4P3/4K3 w - - 0 1"));
        QVERIFY(dialog.isAcceptable());
        QCOMPARE(dialog.setup().start.fen(), std::string("8/8/8/4k3/8/8/4P3/4K3 w - - 0 1"));
        QCOMPARE(dialog.playerCombo(0)->itemData(0).toString(), QStringLiteral("human"));
        QCOMPARE(dialog.playerCombo(0)->count(), int(searcherNames().size()) + 2);
    }

    // An Elo is offered only for an engine that has levels, in that engine's range: eschess's
    // 800–2400; a searcher without levels has the choice greyed out (and leaves it if chosen);
    // an external engine's range is unknown until it runs, so the box takes 500–3500.
    void newGameDialogEloFollowsTheEngine() {
        if (searcherNames().empty()) QSKIP("no searcher of the family is registered yet");
        NewGameDialog dialog;
        QComboBox* player = dialog.playerCombo(0);
        QComboBox* strength = dialog.strengthCombo(0);
        QCOMPARE(strength->itemData(3).toInt(), int(EngineStrength::Mode::Elo));
        auto* model = qobject_cast<QStandardItemModel*>(strength->model());
        QVERIFY(model);
        QSpinBox* value = dialog.strengthValue(0);

        player->setCurrentIndex(player->findData(QStringLiteral("engine:eschess")));
        QVERIFY(model->item(3)->isEnabled());
        strength->setCurrentIndex(3);
        QCOMPARE(value->minimum(), 800);
        QCOMPARE(value->maximum(), 2400);
        QCOMPARE(value->value(), 1500);
        value->setValue(800);
        // Another engine with levels keeps the chosen level (it is not reset to 1500).
        player->setCurrentIndex(player->count() - 1); // External UCI engine…
        player->setCurrentIndex(player->findData(QStringLiteral("engine:eschess")));
        QCOMPARE(strength->currentIndex(), 3);
        QCOMPARE(value->value(), 800);
        QCOMPARE(dialog.setup().players[0].strength.elo, 800);

        QString without;
        for (const std::string& n : searcherNames())
            if (!familyEloRange(QString::fromStdString(n))) without = QString::fromStdString(n);
        QVERIFY2(!without.isEmpty(), "every searcher has levels; the greyed-out case is untested");
        player->setCurrentIndex(player->findData(QStringLiteral("engine:") + without));
        QVERIFY(!model->item(3)->isEnabled());
        QCOMPARE(dialog.setup().players[0].strength.mode, EngineStrength::Mode::MoveTime);

        player->setCurrentIndex(player->count() - 1); // External UCI engine…
        QVERIFY(model->item(3)->isEnabled());
        strength->setCurrentIndex(3);
        QCOMPARE(value->minimum(), 500);
        QCOMPARE(value->maximum(), 3500);

        // A saved Elo game against a searcher without levels comes back by the time per move.
        NewGameSetup saved;
        saved.players[0] = PlayerChoice::fromString(QStringLiteral("engine:") + without);
        saved.players[0].strength.mode = EngineStrength::Mode::Elo;
        saved.players[0].strength.elo = 2000;
        NewGameDialog again;
        again.setSetup(saved);
        QCOMPARE(again.setup().players[0].strength.mode, EngineStrength::Mode::MoveTime);
        QVERIFY(again.setup().players[0].strength.moveTimeMs != 2000);
    }

    // A Chess960 start by number (its first rank shown beside it), drawn at random, and kept
    // by setSetup for the next game.
    void newGameDialogChess960() {
        NewGameDialog dialog;
        dialog.chess960Number()->setValue(0);
        QVERIFY(dialog.chess960Choice()->isChecked());
        const Position start = dialog.setup().start;
        QVERIFY(start.isChess960());
        QCOMPARE(start.fen(), std::string("bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1"));
        QVERIFY(dialog.findChild<QLabel*>()); // the rank's label exists
        bool shown = false;
        for (QLabel* l : dialog.findChildren<QLabel*>())
            shown |= l->text() == QStringLiteral("<tt>B B Q N N R K R</tt>");
        QVERIFY(shown);
        for (QPushButton* b : dialog.findChildren<QPushButton*>())
            if (b->text() == QStringLiteral("Random")) b->click();
        QVERIFY(dialog.chess960Number()->value() >= 0 && dialog.chess960Number()->value() < 960);

        NewGameSetup again;
        again.start = *Position::fromFen(chess960StartFen(777), true);
        NewGameDialog next;
        next.setSetup(again);
        QVERIFY(next.chess960Choice()->isChecked());
        QCOMPARE(next.chess960Number()->value(), 777);
        // A Chess960 FEN typed in is read as Chess960.
        next.fenEdit()->setText(QStringLiteral("rk5r/pppppppp/8/8/8/8/PPPPPPPP/RK5R w HAha - 0 1"));
        QVERIFY(next.isAcceptable());
        QVERIFY(next.setup().start.isChess960());
    }

    void loadPositionDialogListsEpd() {
        LoadPositionDialog dialog;
        dialog.setEpdText(QStringLiteral("1k1r4/pp1b1R2/3q2pp/4p3/2B5/4Q3/PPP2B2/2K5 b - - bm Qd1+; id \"BK.01\";\n"
                                         "garbage line\n"
                                         "3r1k2/4npp1/1ppr3p/p6P/P2PPPP1/1NR5/5K2/2R5 w - - bm d5; id \"BK.02\";\n"),
                          QStringLiteral("test.epd"));
        QCOMPARE(dialog.epdCount(), 2);
        QCOMPARE(dialog.epdList()->topLevelItem(0)->text(1), QStringLiteral("BK.01"));
        QCOMPARE(dialog.epdList()->topLevelItem(0)->text(2), QStringLiteral("Qd1+"));
        dialog.selectEpd(1);
        QVERIFY(dialog.hasPosition());
        QCOMPARE(dialog.position().fen(), std::string("3r1k2/4npp1/1ppr3p/p6P/P2PPPP1/1NR5/5K2/2R5 w - - 0 1"));
        dialog.setText(QStringLiteral("8/8/8/8/8/8/8/8 w - - 0 1")); // no kings
        QVERIFY(!dialog.hasPosition());
        QVERIFY(dialog.errorText().startsWith(QStringLiteral("Invalid FEN: ")));
    }

    void analysisFollowsTheShownPosition() {
        if (searcherNames().empty()) QSKIP("no searcher of the family is registered yet");
        MainWindow w;
        w.show();
        QVERIFY(play(w.game(), "e2e4"));
        action(w, "Analyse")->trigger();
        QVERIFY(w.analysis()->isRunning());
        QTRY_VERIFY_WITH_TIMEOUT(!w.analysis()->lines().isEmpty() && w.analysis()->lines().first().depth > 0, 5000);
        QCOMPARE(w.analysis()->position().fen(), w.game()->position().fen());
        action(w, "Back")->trigger();
        QCOMPARE(w.analysis()->position().fen(), std::string(Position::kStartFen));
        QTRY_VERIFY_WITH_TIMEOUT(!w.analysis()->lines().isEmpty() && w.analysis()->lines().first().depth > 0, 5000);
        const AnalysisLine line = w.analysis()->lines().first();
        QVERIFY(!line.pvSan.isEmpty());
        QVERIFY(!line.pv.isEmpty());
        QVERIFY(Position().isLegal(line.pv.first())); // a move of the start position
        // The score's chances of a win, a draw and a loss, in the line and in its tooltip.
        QVERIFY(line.wdlWhite && line.wdlWhite->win + line.wdlWhite->draw + line.wdlWhite->loss == 1000);
        auto* tree = w.findChild<QDockWidget*>(QStringLiteral("analysisDock"))->findChild<QTreeWidget*>();
        QVERIFY(tree && tree->topLevelItemCount() > 0);
        QVERIFY2(tree->topLevelItem(0)->toolTip(0).startsWith(QStringLiteral("White wins ")),
                 qPrintable(tree->topLevelItem(0)->toolTip(0)));
        action(w, "Analyse")->trigger();
        QVERIFY(!w.analysis()->isRunning());
    }

    void engineGameRunsLive() {
        if (searcherNames().empty()) QSKIP("no searcher of the family is registered yet");
        MainWindow w;
        w.show();
        NewGameSetup setup;
        for (PlayerChoice& p : setup.players) {
            p = PlayerChoice::fromString(QStringLiteral("engine:") + QString::fromStdString(searcherNames().front()));
            p.strength.mode = EngineStrength::Mode::MoveTime;
            p.strength.moveTimeMs = 20;
        }
        w.startGame(setup);
        w.game()->setMoveDelayMs(0);
        QVERIFY(w.game()->bothEngines());
        QVERIFY(action(w, "Pause")->isEnabled());
        QTRY_VERIFY_WITH_TIMEOUT(w.game()->plyCount() >= 6 || w.game()->isOver(), 10000);
        action(w, "Pause")->trigger();
        QVERIFY(w.game()->paused());
        QTest::qWait(100);
        QCOMPARE(w.board()->position().fen(), w.game()->position().fen());
        QVERIFY(w.board()->legalMoves().isEmpty()); // nobody may move for the engines
        closeBoxes(w);
    }

    void severalGamesAreListed() {
        const auto read = readPgn("[White \"A\"]\n[Black \"B\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Qh5 Nc6 1-0\n\n"
                                  "[White \"C\"]\n[Black \"D\"]\n[Event \"Club\"]\n\n1. d4 d5 *\n");
        QCOMPARE(read.games.size(), size_t(2));
        PgnGamesDialog dialog(read.games, {});
        QCOMPARE(dialog.list()->topLevelItemCount(), 2);
        QCOMPARE(dialog.list()->topLevelItem(0)->text(1), QStringLiteral("A"));
        QCOMPARE(dialog.list()->topLevelItem(0)->text(3), QStringLiteral("1-0"));
        QCOMPARE(dialog.list()->topLevelItem(0)->text(6), QStringLiteral("2"));
        QCOMPARE(dialog.list()->topLevelItem(1)->text(4), QStringLiteral("Club"));
        QCOMPARE(dialog.selectedIndex(), 0);
        dialog.selectIndex(1);
        QCOMPARE(dialog.selectedIndex(), 1);
    }

    // Many games: sorted by a column (numbers as numbers), narrowed by a filter in any case;
    // a filter that hides every game leaves nothing to open.
    void gameListSortsAndFilters() {
        std::string text;
        for (int i = 1; i <= 12; ++i)
            text += "[White \"P" + std::to_string(i) + "\"]\n[Black \"Q\"]\n[Event \"" +
                    (i % 4 == 0 ? "Club" : "Open") + "\"]\n[Result \"*\"]\n\n" +
                    (i == 10 ? "1. e4 e5 2. Nf3 *" : "1. d4 *") + "\n\n";
        const auto read = readPgn(text);
        QCOMPARE(read.games.size(), size_t(12));
        PgnGamesDialog dialog(read.games, {});
        QTreeWidget* list = dialog.list();
        QCOMPARE(list->topLevelItem(9)->text(0), QStringLiteral("10")); // file order, 10 after 9
        list->sortByColumn(6, Qt::DescendingOrder);                     // by moves, longest first
        QCOMPARE(list->topLevelItem(0)->text(1), QStringLiteral("P10"));
        list->sortByColumn(0, Qt::AscendingOrder);

        dialog.selectIndex(5);
        dialog.setFilterText(QStringLiteral("club"));
        int shown = 0;
        for (int row = 0; row < list->topLevelItemCount(); ++row)
            shown += !list->topLevelItem(row)->isHidden();
        QCOMPARE(shown, 3);                  // games 4, 8 and 12
        QCOMPARE(dialog.selectedIndex(), 3); // the chosen game was hidden: the first shown instead
        dialog.selectIndex(7);
        QCOMPARE(dialog.selectedIndex(), 7);
        dialog.selectIndex(0); // hidden: cannot be chosen
        QCOMPARE(dialog.selectedIndex(), 7);
        dialog.setFilterText(QStringLiteral("p1"));
        QCOMPARE(dialog.selectedIndex(), 0); // P1, P10, P11, P12: game 8 is gone
        dialog.setFilterText(QStringLiteral("nobody"));
        QCOMPARE(dialog.selectedIndex(), -1);
        QVERIFY(!dialog.openButton()->isEnabled());
        dialog.setFilterText(QString());
        QVERIFY(dialog.openButton()->isEnabled());
        QCOMPARE(dialog.selectedIndex(), 0);
    }

    // A game picked in the games explorer opens on the board where it reached the explorer's
    // position (the first time), with the game's players; a position it never reached shows it
    // from its end.
    void explorerGameOpensAtItsPosition() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("db.pgn"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(
            "[White \"Tal\"]\n[Black \"Smyslov\"]\n[Result \"1-0\"]\n\n1. e4 c6 2. d4 d5 3. Nc3 1-0\n\n");
        file.close();
        MainWindow w;
        auto* panel = w.findChild<ExplorerPanel*>();
        QVERIFY(panel);
        panel->openDatabase(path);
        panel->loader()->waitForFinished();
        QVERIFY(play(w.game(), "e2e4"));
        QCOMPARE(panel->gameCount(), 1);
        panel->chooseGame(0);
        QCOMPARE(w.game()->plyCount(), 5);
        QCOMPARE(w.game()->viewPly(), 1);
        QCOMPARE(w.board()->position().key(), w.game()->positionAt(1).key());
        QCOMPARE(w.game()->playerName(White), QStringLiteral("Tal"));

        const auto read = readPgn("[Result \"*\"]\n\n1. d4 d5 *\n");
        w.openGameAt(read.games.at(0), Position());
        QCOMPARE(w.game()->viewPly(), 0);
        Position elsewhere;
        elsewhere.makeMove(*parseUciMove(elsewhere, "a2a3"));
        w.openGameAt(read.games.at(0), elsewhere);
        QCOMPARE(w.game()->viewPly(), 2);
    }

    void germanIsSelectable() {
        QTemporaryDir dir;
        Settings settings(dir.filePath(QStringLiteral("prefs.ini")));
        PreferencesDialog dialog(settings);
        QComboBox* language = dialog.languageCombo();
        const int german = language->findData(QStringLiteral("de"));
        QVERIFY(german > 0);
        QCOMPARE(language->itemText(german), QStringLiteral("Deutsch"));
        language->setCurrentIndex(german);
        QVERIFY(dialog.apply()); // the language changed
        QCOMPARE(settings.language(), QStringLiteral("de"));
        QVERIFY(!dialog.apply()); // and not again
        QVERIFY(dialog.themeCombo()->count() >= 2);
    }

    void addPanelAddsToViewMenu() {
        MainWindow w;
        auto* dock = new QDockWidget(QStringLiteral("Extra"));
        dock->setObjectName(QStringLiteral("extraDock"));
        const int before = int(w.viewMenu()->actions().size());
        w.addPanel(dock, Qt::LeftDockWidgetArea);
        QCOMPARE(int(w.viewMenu()->actions().size()), before + 1);
        QCOMPARE(w.dockWidgetArea(dock), Qt::LeftDockWidgetArea);
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
