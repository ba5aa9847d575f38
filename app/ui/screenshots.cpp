#include "app/ui/screenshots.h"

#include "app/core/analysiscontroller.h"
#include "app/core/gamecontroller.h"
#include "app/core/gamethinking.h"
#include "app/ui/loadpositiondialog.h"
#include "app/ui/mainwindow.h"
#include "app/ui/newgamedialog.h"
#include "app/ui/tournament/tournamenttools.h"

#include "notation/uci_move.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QDockWidget>
#include <QEventLoop>
#include <QMessageBox>
#include <QPainter>
#include <QTextStream>
#include <QTimer>

namespace eschess::app {

namespace {

void pause(int ms) {
    QEventLoop loop;
    QTimer::singleShot(ms, &loop, &QEventLoop::quit);
    loop.exec();
}

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

bool save(const QImage& image, const QString& dir, const char* name) {
    const QString path = QDir(dir).filePath(QLatin1String(name));
    const bool ok = image.save(path);
    QTextStream(stdout) << (ok ? "wrote " : "FAILED ") << path << "\n";
    return ok;
}

} // namespace

int renderScreenshots(MainWindow& window, const QString& dir) {
    QDir().mkpath(dir);
    window.resize(1440, 1000);
    window.show();
    pause(800);
    bool ok = save(grabWithDialogs(window), dir, "start.png");

    // A game in progress: a Ruy Lopez after twelve moves, analysed with three lines.
    window.loadText(QStringLiteral(
        "[Event \"Screenshot\"]\n[White \"Kasparov\"]\n[Black \"Karpov\"]\n\n"
        "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O "
        "9. h3 Nb8 10. d4 Nbd7 11. c4 c6 12. cxb5 axb5 *\n"));
    window.analysis()->setMultiPv(3);
    window.analysis()->start();
    pause(5000);
    ok = save(grabWithDialogs(window), dir, "analysis.png") && ok;
    window.analysis()->stop();

    // A game over: the scholar's mate.
    window.loadText(QStringLiteral("1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 *"));
    auto mate = eschess::parseUciMove(window.game()->position(), "h5f7");
    if (mate) window.game()->humanMove(*mate);
    pause(800);
    ok = save(grabWithDialogs(window), dir, "gameover.png") && ok;
    for (QMessageBox* box : window.findChildren<QMessageBox*>()) box->close();

    // A timed game against the engine: the clocks run, the engine answers on its own thread.
    {
        NewGameSetup setup;
        setup.players[1] = PlayerChoice::fromString(QStringLiteral("engine:eschess|movetime=700"));
        setup.timeControl = TimeControl::clock(3 * 60 * 1000, 2000);
        window.startGame(setup);
        for (const char* uci : {"d2d4", "c2c4", "g1f3"}) {
            pause(400);
            if (auto m = eschess::parseUciMove(window.game()->position(), uci)) window.game()->humanMove(*m);
            for (int i = 0; i < 50 && !window.game()->isHumanTurn(); ++i) pause(100);
        }
        pause(1500);
        ok = save(grabWithDialogs(window), dir, "clock.png") && ok;
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
            for (int i = 0; i < 100 && !window.game()->isHumanTurn(); ++i) pause(100);
            if (auto m = eschess::parseUciMove(window.game()->position(), uci)) window.game()->humanMove(*m);
        }
        pause(2500); // the engine is thinking about its second move
        ok = save(grabWithDialogs(window), dir, "engine-game-panels.png") && ok;
        window.thinking()->setShowToHuman(false);
    }
    {
        NewGameSetup setup;
        setup.players[0] = PlayerChoice::fromString(QStringLiteral("engine:eschess|movetime=900"));
        setup.players[1] = PlayerChoice::fromString(QStringLiteral("engine:prototype|movetime=900"));
        window.startGame(setup);
        window.game()->setMoveDelayMs(0);
        for (int i = 0; i < 200 && window.game()->plyCount() < 9 && !window.game()->isOver(); ++i) pause(100);
        pause(600); // White is half-way through its search
        ok = save(grabWithDialogs(window), dir, "engine-vs-engine.png") && ok;
        window.game()->setPaused(true);
    }
    if (analysisDock) analysisDock->show();

    // The two dialogs a person meets first.
    {
        NewGameDialog dialog(&window);
        NewGameSetup setup;
        setup.players[1] = PlayerChoice::fromString(QStringLiteral("engine:eschess"));
        setup.timeControl.kind = TimeControl::Kind::Clock;
        dialog.setSetup(setup);
        dialog.show();
        pause(300);
        ok = save(dialog.grab().toImage(), dir, "newgame.png") && ok;
    }
    {
        LoadPositionDialog dialog(&window);
        dialog.setText(QStringLiteral("rnbqkbnr/ppppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"));
        dialog.show();
        pause(300);
        ok = save(dialog.grab().toImage(), dir, "loadposition-error.png") && ok;
    }
    ok = shootTournament(window, dir) && ok;
    return ok ? 0 : 1;
}

} // namespace eschess::app
