#include "app/ui/screenshots.h"

#include "app/core/analysiscontroller.h"
#include "app/core/gamecontroller.h"
#include "app/core/gamethinking.h"
#include "app/ui/analysispanel.h"
#include "app/ui/explorer/explorerpanel.h"
#include "app/ui/loadpositiondialog.h"
#include "app/ui/mainwindow.h"
#include "app/ui/match/matchdialog.h"
#include "app/ui/newgamedialog.h"
#include "app/ui/screenshotfiles.h"
#include "app/ui/setup/setuppositiondialog.h"
#include "app/ui/suite/suitepanel.h"
#include "app/ui/suite/suiteresultsmodel.h"
#include "app/ui/tournament/tournamentdialog.h"
#include "app/ui/tournament/tournamenttools.h"

#include "core/chess960.h"
#include "notation/uci_move.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QDockWidget>
#include <QMessageBox>
#include <QPainter>
#include <QPushButton>
#include <QTableView>

namespace eschess::app {

namespace {

// The window with any visible message box painted where it would sit (centred).
QImage grabWithDialogs(MainWindow& window) {
    QImage image = window.grab().toImage();
    QPainter p(&image);
    for (QMessageBox* box : window.findChildren<QMessageBox*>()) {
        if (!box->isVisible()) continue;
        const QPixmap dialog = box->grab();
        const QPoint at((image.width() - dialog.width()) / 2, (image.height() - dialog.height()) / 2);
        p.fillRect(QRect(at + QPoint(4, 4), dialog.size()), QColor(0, 0, 0, 60)); // a soft shadow
        p.drawPixmap(at, dialog);
        p.setPen(QColor(0x60, 0x60, 0x60));
        p.drawRect(QRect(at, dialog.size()).adjusted(0, 0, -1, -1));
    }
    return image;
}

// Bratko-Kopec at 300,000 nodes a position with the miss margins: the results table's last
// column says by how many centipawns each miss trailed.
bool shootSuiteMargins(MainWindow& window, const QString& dir) {
    auto* panel = window.findChild<SuitePanel*>();
    auto* dock = window.findChild<QDockWidget*>(QStringLiteral("suiteDock"));
    if (!panel || !dock) return false;
    SuiteSetup setup;
    setup.suiteName = QStringLiteral("bk");
    setup.suiteSource = QStringLiteral("bk");
    setup.engineSpecs = {QStringLiteral("eschess")};
    setup.limit.kind = SuiteLimit::Kind::Nodes;
    setup.limit.nodes = 300000;
    setup.jobs = 2;
    setup.missMargins = true;
    if (!panel->run(setup)) return false;
    dock->show();
    for (int i = 0; i < 1200 && panel->runner()->isRunning(); ++i) settleFor(100);
    if (auto* table = panel->findChild<QTableView*>(QStringLiteral("suiteResultsTable"))) // the misses first
        table->sortByColumn(SuiteResultsModel::Margin, Qt::DescendingOrder);
    dock->setFloating(true);
    dock->resize(1400, 520);
    settleFor(500);
    const bool ok = writeScreenshot(dock->grab().toImage(), dir, "suite-margins.png");
    dock->setFloating(false);
    dock->hide();
    return ok;
}

// The games explorer on a database named by ESCHESS_SCREENSHOT_DATABASE (tools/screenshots.sh
// gives it 2,717 games of an SPRT from docs/matches), after 1. e4 as the board shows it, with
// the moves and the top games of one engine's games as White.
// Without the variable there is no such picture.
bool shootExplorer(MainWindow& window, const QString& dir) {
    const QString database = qEnvironmentVariable("ESCHESS_SCREENSHOT_DATABASE");
    if (database.isEmpty()) return true;
    auto* panel = window.findChild<ExplorerPanel*>();
    auto* dock = window.findChild<QDockWidget*>(QStringLiteral("explorerDock"));
    if (!panel || !dock) return false;
    window.loadText(QStringLiteral("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"));
    // The games of one side of the match, as a player's own games are looked at.
    ExplorerFilter filter;
    filter.player = QStringLiteral("new");
    filter.side = ExplorerFilter::AsWhite;
    panel->setFilter(filter);
    panel->openDatabase(database);
    panel->loader()->waitForFinished();
    dock->show();
    dock->setFloating(true);
    dock->resize(720, 560); // the moves and a dozen of the top games
    settleFor(500);
    const bool ok = writeScreenshot(dock->grab().toImage(), dir, "explorer.png");
    dock->setFloating(false);
    dock->hide();
    return ok;
}

} // namespace

int renderScreenshots(MainWindow& window, const QString& dir) {
    QDir().mkpath(dir);
    window.resize(1440, 1000);
    window.show();
    settleFor(800);
    bool ok = writeScreenshot(grabWithDialogs(window), dir, "start.png");

    // A game in progress: a Ruy Lopez after twelve moves, analysed with three lines.
    window.loadText(screenshotGamePgn());
    window.analysis()->setMultiPv(3);
    window.analysis()->start();
    settleFor(5000);
    ok = writeScreenshot(grabWithDialogs(window), dir, "analysis.png") && ok;
    window.analysis()->stop();

    // The same position analysed by Stockfish, where one is installed: the dock offers the
    // well-known engines it finds in /usr/games beside those of Tools ▸ Engines.
    const QString stockfish = QStringLiteral("uci:Stockfish");
    if (auto* panel = window.findChild<AnalysisPanel*>()) {
        const QString previous = panel->chosenEngine();
        panel->chooseEngine(stockfish);
        if (panel->chosenEngine() == stockfish) {
            panel->startButton()->click();
            settleFor(5000);
            ok = writeScreenshot(grabWithDialogs(window), dir, "analysis-stockfish.png") && ok;
            panel->startButton()->click();
            panel->chooseEngine(previous);
            window.analysis()->setSearcher(previous); // our own again for the rest
        }
    }

    // A game over: the scholar's mate.
    window.loadText(QStringLiteral("1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 *"));
    auto mate = eschess::parseUciMove(window.game()->position(), "h5f7");
    if (mate) window.game()->humanMove(*mate);
    settleFor(800);
    ok = writeScreenshot(grabWithDialogs(window), dir, "gameover.png") && ok;
    for (QMessageBox* box : window.findChildren<QMessageBox*>()) box->close();

    // Chess960: a game from start number 779 (Eschess against Stockfish), White castled on
    // move 9 with the king from c1 to g1 and the rook staying on f1.
    window.loadText(QStringLiteral("[Variant \"Chess960\"]\n[SetUp \"1\"]\n"
                                   "[FEN \"qrknbrnb/pppppppp/8/8/8/8/PPPPPPPP/QRKNBRNB w KQkq - 0 1\"]\n\n"
                                   "1. Nc3 b5 2. b4 f5 3. a4 a5 4. axb5 g5 5. bxa5 d6 6. d4 Bxd4 7. Nf3 Bxc3 "
                                   "8. Bxc3 Ne6 9. O-O Bxb5 10. Qa2 Qe4 *"));
    settleFor(800);
    ok = writeScreenshot(grabWithDialogs(window), dir, "chess960.png") && ok;
    {
        NewGameDialog dialog(&window);
        NewGameSetup setup;
        setup.players[1] = PlayerChoice::fromString(QStringLiteral("engine:eschess"));
        setup.start = *eschess::Position::fromFen(eschess::chess960StartFen(779), true);
        dialog.setSetup(setup);
        dialog.show();
        settleFor(300);
        ok = writeScreenshot(dialog.grab().toImage(), dir, "newgame-chess960.png") && ok;
    }

    // A timed game against the engine: the clocks run, the engine answers on its own thread.
    {
        NewGameSetup setup;
        setup.players[1] = PlayerChoice::fromString(QStringLiteral("engine:eschess|movetime=700"));
        setup.timeControl = TimeControl::clock(3 * 60 * 1000, 2000);
        window.startGame(setup);
        for (const char* uci : {"d2d4", "c2c4", "g1f3"}) {
            settleFor(400);
            if (auto m = eschess::parseUciMove(window.game()->position(), uci)) window.game()->humanMove(*m);
            for (int i = 0; i < 50 && !window.game()->isHumanTurn(); ++i) settleFor(100);
        }
        settleFor(1500);
        ok = writeScreenshot(grabWithDialogs(window), dir, "clock.png") && ok;
    }

    // Watching engines think (issue 25): a person against the engine with its thinking shown
    // (Preferences), then two engines, each with its engine-output pane.
    QDockWidget* analysisDock = window.findChild<QDockWidget*>(QStringLiteral("analysisDock"));
    if (analysisDock) analysisDock->hide(); // not used here: the output panes get its room
    {
        QList<QDockWidget*> bottom;
        for (const char* name : {"searchStatsDock", "engineOutputWhiteDock", "engineOutputBlackDock"})
            if (auto* dock = window.findChild<QDockWidget*>(QLatin1String(name))) bottom << dock;
        if (bottom.size() == 3) window.resizeDocks(bottom, {380, 530, 530}, Qt::Horizontal);
    }
    {
        window.thinking()->setShowToHuman(true);
        NewGameSetup setup;
        setup.players[1] = PlayerChoice::fromString(QStringLiteral("engine:eschess|movetime=4000"));
        window.startGame(setup);
        for (const char* uci : {"e2e4", "g1f3"}) {
            for (int i = 0; i < 100 && !window.game()->isHumanTurn(); ++i) settleFor(100);
            if (auto m = eschess::parseUciMove(window.game()->position(), uci)) window.game()->humanMove(*m);
        }
        settleFor(2500); // the engine is thinking about its second move
        ok = writeScreenshot(grabWithDialogs(window), dir, "engine-game-panels.png") && ok;
        window.thinking()->setShowToHuman(false);
    }
    {
        NewGameSetup setup;
        setup.players[0] = PlayerChoice::fromString(QStringLiteral("engine:eschess|movetime=900"));
        setup.players[1] = PlayerChoice::fromString(QStringLiteral("engine:prototype|movetime=900"));
        window.startGame(setup);
        window.game()->setMoveDelayMs(0);
        for (int i = 0; i < 200 && window.game()->plyCount() < 9 && !window.game()->isOver(); ++i) settleFor(100);
        settleFor(600); // White is half-way through its search
        ok = writeScreenshot(grabWithDialogs(window), dir, "engine-vs-engine.png") && ok;
        window.game()->setPaused(true);
    }
    if (analysisDock) analysisDock->show();

    // The two dialogs a person meets first.
    {
        NewGameDialog dialog(&window);
        NewGameSetup setup;
        setup.players[1] = PlayerChoice::fromString(QStringLiteral("engine:eschess"));
        setup.players[1].strength.mode = EngineStrength::Mode::Elo; // a level, in eschess's range
        setup.players[1].strength.elo = 1800;
        setup.timeControl.kind = TimeControl::Kind::Clock;
        dialog.setSetup(setup);
        dialog.show();
        settleFor(300);
        ok = writeScreenshot(dialog.grab().toImage(), dir, "newgame.png") && ok;
    }
    {
        LoadPositionDialog dialog(&window);
        dialog.setText(QStringLiteral("rnbqkbnr/ppppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"));
        dialog.show();
        settleFor(300);
        ok = writeScreenshot(dialog.grab().toImage(), dir, "loadposition-error.png") && ok;
    }
    {
        // The editor with an endgame being set up.
        auto study = eschess::Position::fromFen("8/8/8/8/1k6/8/1PK5/8 w - - 0 1");
        SetupPositionDialog dialog(*study, &window);
        dialog.resize(760, 640);
        dialog.show();
        settleFor(300);
        ok = writeScreenshot(dialog.grab().toImage(), dir, "setup-position.png") && ok;
    }
    ok = shootExplorer(window, dir) && ok;
    ok = shootTournament(window, dir) && ok;
    ok = shootSuiteMargins(window, dir) && ok;
    // The resume dialogs, for their notes on what may change between the runs.
    {
        MatchDialog dialog(MatchDialog::Mode::Resume, &window);
        dialog.show();
        settleFor(300);
        ok = writeScreenshot(dialog.grab().toImage(), dir, "match-resume.png") && ok;
    }
    {
        TournamentDialog dialog(TournamentDialog::Mode::Resume, &window);
        dialog.show();
        settleFor(300);
        ok = writeScreenshot(dialog.grab().toImage(), dir, "tournament-resume.png") && ok;
    }
    return ok ? 0 : 1;
}

} // namespace eschess::app
