#pragma once

#include "app/ui/newgamedialog.h"

#include "notation/pgn.h"

#include <QMainWindow>
#include <QPointer>

#include <memory>
#include <optional>

class QAction;
class QDockWidget;
class QLabel;
class QMenu;
class QToolBar;

namespace eschess {
class Game;
}

namespace eschess::app {

class AnalysisController;
class AnalysisPanel;
class BoardWidget;
class ClockWidget;
class EvalBar;
class GameController;
class GameThinking;
class GameTreeModel;
class MoveListWidget;
class Player;
class Settings;

// The main window: the board in the centre with the evaluation bar, dock panels around it
// (moves and clocks, analysis, and other developers' panels), menus and a toolbar.
//
// It wires widgets to the two controllers and holds no rules itself: the board's requests go
// to GameController; the shown ply drives the board, the move list and the analysis alike.
//
// Other panels install themselves through the small public API below, one line each in the
// constructor (see "Panels of other areas").
class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    BoardWidget* board() const { return m_board; }
    GameController* game() const { return m_game; }
    GameTreeModel* gameTree() const { return m_tree; }
    AnalysisController* analysis() const { return m_analysis; }
    // What the game's engines thought (the search panels and engine-output panes follow it).
    GameThinking* thinking() const { return m_thinking; }
    QMenu* viewMenu() const { return m_viewMenu; }
    QMenu* toolsMenu() const { return m_toolsMenu; }
    QMenu* analysisMenu() const { return m_analysisMenu; }
    // Adds a dock panel (give it an objectName so its place is remembered) and its toggle to
    // the View menu.
    void addPanel(QDockWidget* dock, Qt::DockWidgetArea area);
    // The usual case: content in a new dock named objectName, added as addPanel does, hidden
    // until opened from the View menu.
    QDockWidget* addHiddenPanel(QWidget* content, const QString& title, const QString& objectName,
                                Qt::DockWidgetArea area);

    // Entry points that the menus use, callable without dialogs (tests, screenshots).
    void startGame(const NewGameSetup& setup);
    // A FEN, an EPD line or PGN text. On bad input shows the error and changes nothing.
    bool loadText(const QString& text);
    bool openPgnFile(const QString& path);
    // Opens a game on the board, shown where its main line first reaches the position (at its
    // end when it never does): a game picked in the games explorer.
    void openGameAt(const eschess::PgnGame& game, const eschess::Position& reached);
    bool savePgnFile(const QString& path);
    QString lastError() const { return m_lastError; }
    // A match or tournament game followed on the board (its current position and its opening
    // in the status bar) instead of the window's own game; nullptr shows the own game again.
    void showWatchedGame(const eschess::Game* game);
    // A position shown on the board for a moment (a principal variation's move under the
    // mouse); nullopt shows again what the board showed before: the followed game, if one is.
    void previewPosition(const std::optional<eschess::Position>& pos);

signals:
    // The user turned to the window's own game while the board followed a match or tournament
    // game: moved through it or opened another. The panel that showed the game stops watching.
    void ownGameShown();

protected:
    void closeEvent(QCloseEvent* event) override;
    void showEvent(QShowEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void createActions();
    // Before the user's own game is shown again: ends following a watched game (ownGameShown).
    void turnToOwnGame();
    void showOwnNode(int node);
    // The status bar's opening: the followed game's while one is shown, else the own game's.
    QString shownOpening() const;
    void createMenus();
    void createDocks();
    void installPanels();
    void restoreSettings();
    void applyDefaultLayout();
    QAction* makeAction(const QString& name, const QString& text, const QKeySequence& shortcut, int standardIcon = -1);

    // Menu handlers.
    void newGame();
    void openPgn();
    void savePgn();
    void savePgnAs();
    void loadPosition();
    void setUpPosition();
    void useEngineBook(Player* white, Player* black);
    void copyFen();
    void copyPgn();
    void paste();
    void preferences();
    void about();
    void restoreLayout();
    void showError(const QString& title, const QString& message);

    // Following the controllers.
    void refreshBoard();
    void refreshMoveList();
    void refreshActions();
    // The status bar's line about the shown game's engine: depth, score (White's view), speed.
    void showThinkingStatus(eschess::Color side, const QVector<EngineInfo>& infos);
    void refreshEvaluation();
    void onGameOver();

    std::unique_ptr<Settings> m_settings;
    GameController* m_game = nullptr;
    AnalysisController* m_analysis = nullptr;
    BoardWidget* m_board = nullptr;
    EvalBar* m_evalBar = nullptr;
    MoveListWidget* m_moveList = nullptr;
    ClockWidget* m_clockWidget = nullptr;
    AnalysisPanel* m_analysisPanel = nullptr;
    QDockWidget* m_movesDock = nullptr;
    QDockWidget* m_analysisDock = nullptr;
    QMenu* m_viewMenu = nullptr;
    QMenu* m_toolsMenu = nullptr;
    QMenu* m_analysisMenu = nullptr;
    QToolBar* m_toolBar = nullptr;
    QLabel* m_status = nullptr;
    QLabel* m_opening = nullptr; // ECO code and name of the shown position
    // The followed match or tournament game while the board shows it.
    struct WatchedGame {
        eschess::Position position;
        QString opening;
    };
    std::optional<WatchedGame> m_watched;
    // The game as it is saved or copied: the controller's record plus its opening (ECO, Opening).
    eschess::PgnGame exportedPgn() const;
    QByteArray m_defaultLayout; // taken at the first show
    bool m_layoutRestored = false;
    bool m_shownOnce = false;
    QString m_pgnPath;
    QString m_lastError;
    NewGameSetup m_lastSetup;
    int m_shownPly = -1;
    int m_shownNode = -1; // the GameTree node on the board
    GameTreeModel* m_tree = nullptr;
    GameThinking* m_thinking = nullptr;
    bool m_thinkingHidden = false; // as last shown: the evaluation graph hides played scores too
    class EvalGraph* m_evalGraph = nullptr;
    void refreshEvalGraph();
    void refreshArrows();
    // Toggles the user's arrow (item "Ge2e4") or square mark ("Gd4") in the shown move's
    // [%cal]/[%csl] comment command; the same item again removes it, another colour replaces it.
    void toggleDrawing(const char* command, const QString& item);
    QAction* m_promoteVariation = nullptr;
    QAction* m_deleteVariation = nullptr;
    QAction* m_comment = nullptr;
    QList<QAction*> m_nagActions; // !, ?, !!, ??, !?, ?!
    void editComment();
    eschess::Key m_shownKey = 0;

    // Actions (objectName = "action" + the name given to makeAction).
    QAction* m_newGame = nullptr;
    QAction* m_open = nullptr;
    QAction* m_save = nullptr;
    QAction* m_saveAs = nullptr;
    QAction* m_loadPosition = nullptr;
    QAction* m_setUpPosition = nullptr;
    QAction* m_copyFen = nullptr;
    QAction* m_copyPgn = nullptr;
    QAction* m_paste = nullptr;
    QAction* m_quit = nullptr;
    QAction* m_flip = nullptr;
    QAction* m_takeBack = nullptr;
    QAction* m_hint = nullptr;
    QAction* m_resign = nullptr;
    QAction* m_claimDraw = nullptr;
    QAction* m_pause = nullptr;
    QAction* m_analyse = nullptr;
    QAction* m_first = nullptr;
    QAction* m_back = nullptr;
    QAction* m_forward = nullptr;
    QAction* m_last = nullptr;
    QAction* m_preferences = nullptr;
    QAction* m_about = nullptr;
    QAction* m_aboutQt = nullptr;
    QAction* m_restoreLayout = nullptr;
};

} // namespace eschess::app
