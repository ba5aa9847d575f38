#include "app/ui/mainwindow.h"

#include "app/core/analysiscontroller.h"
#include "app/core/enginecatalog.h"
#include "app/core/engineplayer.h"
#include "app/core/gamecontroller.h"
#include "app/core/gamethinking.h"
#include "app/core/gametreemodel.h"
#include "app/core/openingnames.h"
#include "app/core/search/engineoutputmodel.h"
#include "app/core/settings.h"
#include "app/core/textinput.h"
#include "app/ui/aboutdialog.h"
#include "app/ui/analysispanel.h"
#include "app/ui/boardwidget.h"
#include "app/ui/book/bookpanel.h"
#include "app/ui/review/reviewsummary.h"
#include "app/ui/clockwidget.h"
#include "app/ui/evalbar.h"
#include "app/ui/evalgraph.h"
#include "app/ui/explorer/explorerpanel.h"
#include "app/ui/loadpositiondialog.h"
#include "app/ui/match/matchtools.h"
#include "app/ui/tournament/tournamenttools.h"
#include "app/ui/movelistwidget.h"
#include "app/ui/pgngamesdialog.h"
#include "app/ui/preferencesdialog.h"
#include "app/ui/search/engineoutput.h"
#include "app/ui/search/searchpanels.h"
#include "app/ui/setup/setuppositiondialog.h"
#include "app/ui/suite/suitetools.h"

#include "core/movegen.h"
#include "game/game.h"
#include "notation/pgn.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QCloseEvent>
#include <QDateTime>
#include <QShowEvent>
#include <QDockWidget>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QInputDialog>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QSaveFile>
#include <QStatusBar>
#include <QStyle>
#include <QTimer>
#include <QToolBar>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

static void initAppResources() { Q_INIT_RESOURCE(app); }

namespace eschess::app {

namespace {

// PGN text has tags or numbered moves; a FEN or EPD line has neither.
bool looksLikePgn(const QString& text) {
    const QString t = text.trimmed();
    return t.startsWith(QLatin1Char('[')) || t.startsWith(QLatin1String("1.")) || t.contains(QLatin1String("\n1."));
}
} // namespace

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent), m_settings(std::make_unique<Settings>()) {
    initAppResources();
    setWindowTitle(tr("Eschess"));
    setWindowIcon(QIcon(QStringLiteral(":/icons/eschess.svg")));
    setDockOptions(QMainWindow::AnimatedDocks | QMainWindow::AllowTabbedDocks);

    m_game = new GameController(this);
    m_tree = new GameTreeModel(m_game, this); // first, so that it follows the game before the widgets do
    m_thinking = new GameThinking(m_game, this);
    m_thinking->setShowToHuman(m_settings->showEngineThinking());
    m_analysis = new AnalysisController(this);
    // One of our own; an external engine ("uci:NAME") is the dock's choice (chooseEngine below).
    if (!m_settings->analysisEngine().startsWith(QLatin1String("uci:"))) m_analysis->setSearcher(m_settings->analysisEngine());
    m_analysis->setMultiPv(m_settings->multiPv());
    m_game->setMoveDelayMs(m_settings->moveDelayMs());

    m_board = new BoardWidget(this);
    m_evalBar = new EvalBar(this);
    auto* centre = new QWidget(this);
    auto* centreLayout = new QHBoxLayout(centre);
    centreLayout->setContentsMargins(6, 6, 6, 6);
    centreLayout->setSpacing(6);
    centreLayout->addWidget(m_evalBar);
    centreLayout->addWidget(m_board, 1);
    setCentralWidget(centre);

    m_board->installEventFilter(this); // to line the evaluation bar up with the board
    createActions();
    createMenus();
    createDocks();
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("statusText"));
    statusBar()->addWidget(m_status, 1);
    m_opening = new QLabel(this);
    m_opening->setObjectName(QStringLiteral("openingLabel"));
    statusBar()->addPermanentWidget(m_opening);

    connect(m_board, &BoardWidget::moveRequested, this, [this](eschess::Move m) {
        if (m_tree->playAway(m)) return; // looking back or in a variation: a side line, the game stays
        if (!m_game->humanMove(m)) refreshBoard();
    });
    connect(m_board, &BoardWidget::arrowDrawn, this, [this](eschess::Square from, eschess::Square to, QChar colour) {
        toggleDrawing("cal", colour + QString::fromStdString(eschess::squareName(from) + eschess::squareName(to)));
    });
    connect(m_board, &BoardWidget::squareMarked, this, [this](eschess::Square sq, QChar colour) {
        toggleDrawing("csl", colour + QString::fromStdString(eschess::squareName(sq)));
    });
    connect(m_tree, &GameTreeModel::changed, this, [this] {
        refreshMoveList();
        refreshBoard();
        refreshActions();
        refreshEvalGraph();
        // The shown node may be the same while its comment changed (annotations loaded after
        // the moves, a drawing toggled): refreshBoard redraws arrows only on a new node.
        refreshArrows();
    });
    connect(m_tree, &GameTreeModel::evaluationsChanged, this, &MainWindow::refreshEvalGraph);
    connect(m_game, &GameController::positionChanged, this, [this] {
        refreshMoveList();
        refreshBoard();
        refreshActions();
    });
    connect(m_game, &GameController::viewChanged, this, &MainWindow::refreshEvaluation);
    connect(m_game, &GameController::viewChanged, this, [this] {
        refreshMoveList();
        refreshBoard();
        refreshActions();
    });
    connect(m_game, &GameController::turnChanged, this, [this] {
        refreshBoard();
        refreshActions();
    });
    connect(m_game, &GameController::gameStarted, this, [this] {
        turnToOwnGame(); // a new, pasted or opened game is shown, not a followed match game
        m_board->setArrows({});
        m_clockWidget->setNames(m_game->playerName(eschess::White), m_game->playerName(eschess::Black));
        setWindowTitle(tr("%1 – %2 — Eschess").arg(m_game->playerName(eschess::White), m_game->playerName(eschess::Black)));
    });
    connect(m_game, &GameController::gameOver, this, &MainWindow::onGameOver);
    connect(m_game, &GameController::hintReady, this, [this](eschess::Move m) {
        m_board->setArrows({BoardArrow{m.from(), m.to(), QColor(0x1e, 0x88, 0xe5, 190)}});
        m_status->setText(tr("Hint shown on the board."));
    });
    connect(m_game, &GameController::errorOccurred, this, [this](const QString& message) {
        m_lastError = message;
        m_status->setText(message);
    });
    // The live thinking of the shown game's engine in the status bar — the window's own game's,
    // or that of the match or tournament game the board follows — batched like the panels.
    connect(m_thinking, &GameThinking::batch, this,
            [this](int, eschess::Color side, const QVector<EngineInfo>& infos) { showThinkingStatus(side, infos); });
    connect(m_thinking, &GameThinking::gameChanged, this, [this] {
        if (!m_thinking->following()) return refreshActions(); // the own game's status again
        const GameController* game = m_thinking->game();
        m_status->setText(tr("Watching %1 – %2 (your own game waits as it was).")
                              .arg(game->playerName(eschess::White), game->playerName(eschess::Black)));
    });
    connect(m_analysis, &AnalysisController::linesChanged, this, &MainWindow::refreshEvaluation);
    // The playing engine's score moves the evaluation bar (batched, at most ten times a second).
    connect(m_thinking, &GameThinking::changed, this, [this] {
        refreshEvaluation();
        if (m_thinking->hidden() != m_thinkingHidden) refreshEvalGraph();
    });
    connect(m_analysis, &AnalysisController::runningChanged, this, [this](bool running) {
        const QSignalBlocker block(m_analyse);
        m_analyse->setChecked(running);
        refreshEvaluation();
    });

    installPanels();
    restoreSettings();

    // The default game: a person against the strongest engine if one is remembered, else two people.
    m_lastSetup.players[0] = PlayerChoice::fromString(m_settings->lastPlayer(0));
    m_lastSetup.players[1] = PlayerChoice::fromString(m_settings->lastPlayer(1));
    refreshMoveList();
    refreshBoard();
    refreshActions();
}

MainWindow::~MainWindow() = default;

// --- construction ------------------------------------------------------------------------

QAction* MainWindow::makeAction(const QString& name, const QString& text, const QKeySequence& shortcut, int standardIcon) {
    auto* action = new QAction(text, this);
    action->setObjectName(QStringLiteral("action") + name);
    if (!shortcut.isEmpty()) action->setShortcut(shortcut);
    if (standardIcon >= 0) action->setIcon(style()->standardIcon(QStyle::StandardPixmap(standardIcon)));
    addAction(action); // shortcuts work even with the menu bar hidden
    return action;
}

void MainWindow::createActions() {
    m_newGame = makeAction(QStringLiteral("NewGame"), tr("&New Game…"), QKeySequence::New, QStyle::SP_FileIcon);
    m_open = makeAction(QStringLiteral("Open"), tr("&Open PGN…"), QKeySequence::Open, QStyle::SP_DialogOpenButton);
    m_save = makeAction(QStringLiteral("Save"), tr("&Save PGN"), QKeySequence::Save, QStyle::SP_DialogSaveButton);
    m_saveAs = makeAction(QStringLiteral("SaveAs"), tr("Save PGN &As…"), QKeySequence::SaveAs);
    m_loadPosition = makeAction(QStringLiteral("LoadPosition"), tr("&Load Position…"), QKeySequence(tr("Ctrl+L")));
    m_setUpPosition =
        makeAction(QStringLiteral("SetUpPosition"), tr("Set &Up Position…"), QKeySequence(tr("Ctrl+E")));
    m_quit = makeAction(QStringLiteral("Quit"), tr("&Quit"), QKeySequence::Quit);
    m_copyFen = makeAction(QStringLiteral("CopyFen"), tr("&Copy FEN"), QKeySequence::Copy);
    m_copyPgn = makeAction(QStringLiteral("CopyPgn"), tr("Copy &PGN"), QKeySequence(tr("Ctrl+Shift+C")));
    m_paste = makeAction(QStringLiteral("Paste"), tr("&Paste FEN or PGN"), QKeySequence::Paste);
    m_flip = makeAction(QStringLiteral("Flip"), tr("&Flip Board"), QKeySequence(tr("Ctrl+F")), QStyle::SP_BrowserReload);
    m_flip->setCheckable(true);
    m_takeBack = makeAction(QStringLiteral("TakeBack"), tr("&Take Back"), QKeySequence::Undo, QStyle::SP_ArrowBack);
    m_hint = makeAction(QStringLiteral("Hint"), tr("&Hint"), QKeySequence(tr("Ctrl+H")), QStyle::SP_MessageBoxQuestion);
    m_resign = makeAction(QStringLiteral("Resign"), tr("&Resign"), QKeySequence());
    m_claimDraw = makeAction(QStringLiteral("ClaimDraw"), tr("Claim &Draw"), QKeySequence());
    m_pause = makeAction(QStringLiteral("Pause"), tr("&Pause Engines"), QKeySequence(tr("Ctrl+P")), QStyle::SP_MediaPause);
    m_pause->setCheckable(true);
    m_analyse = makeAction(QStringLiteral("Analyse"), tr("&Analyse"), QKeySequence(tr("Ctrl+I")), QStyle::SP_MediaPlay);
    m_analyse->setCheckable(true);
    m_first = makeAction(QStringLiteral("First"), tr("First Move"), QKeySequence(Qt::Key_Home), QStyle::SP_MediaSkipBackward);
    m_back = makeAction(QStringLiteral("Back"), tr("Previous Move"), QKeySequence(Qt::Key_Left), QStyle::SP_MediaSeekBackward);
    m_forward = makeAction(QStringLiteral("Forward"), tr("Next Move"), QKeySequence(Qt::Key_Right), QStyle::SP_MediaSeekForward);
    m_last = makeAction(QStringLiteral("Last"), tr("Last Move"), QKeySequence(Qt::Key_End), QStyle::SP_MediaSkipForward);
    m_preferences = makeAction(QStringLiteral("Preferences"), tr("Pre&ferences…"), QKeySequence(tr("Ctrl+,")));
    m_about = makeAction(QStringLiteral("About"), tr("&About Eschess"), QKeySequence());
    m_aboutQt = makeAction(QStringLiteral("AboutQt"), tr("About &Qt"), QKeySequence());
    m_restoreLayout = makeAction(QStringLiteral("RestoreLayout"), tr("&Restore Default Layout"), QKeySequence());

    m_quit->setMenuRole(QAction::QuitRole);
    m_preferences->setMenuRole(QAction::PreferencesRole);
    m_about->setMenuRole(QAction::AboutRole);
    m_aboutQt->setMenuRole(QAction::AboutQtRole);

    connect(m_newGame, &QAction::triggered, this, &MainWindow::newGame);
    connect(m_open, &QAction::triggered, this, &MainWindow::openPgn);
    connect(m_save, &QAction::triggered, this, &MainWindow::savePgn);
    connect(m_saveAs, &QAction::triggered, this, &MainWindow::savePgnAs);
    connect(m_loadPosition, &QAction::triggered, this, &MainWindow::loadPosition);
    connect(m_setUpPosition, &QAction::triggered, this, &MainWindow::setUpPosition);
    connect(m_quit, &QAction::triggered, this, &QWidget::close);
    connect(m_copyFen, &QAction::triggered, this, &MainWindow::copyFen);
    connect(m_copyPgn, &QAction::triggered, this, &MainWindow::copyPgn);
    connect(m_paste, &QAction::triggered, this, &MainWindow::paste);
    connect(m_flip, &QAction::toggled, this, [this](bool on) {
        m_board->setFlipped(on);
        m_evalBar->setFlipped(on);
    });
    connect(m_takeBack, &QAction::triggered, m_game, &GameController::takeBack);
    connect(m_hint, &QAction::triggered, this, [this] {
        m_status->setText(tr("Thinking about a hint…"));
        // The analysis engine when it is one of our own; an external one does not give hints.
        const QString engine = m_analysis->searcherName();
        m_game->requestHint(familySearcherNames().contains(engine) ? engine : QString());
    });
    connect(m_resign, &QAction::triggered, this, [this] {
        if (QMessageBox::question(this, tr("Resign"), tr("Do you really want to resign?")) == QMessageBox::Yes) m_game->resign();
    });
    connect(m_claimDraw, &QAction::triggered, m_game, &GameController::claimDraw);
    connect(m_pause, &QAction::toggled, m_game, &GameController::setPaused);
    connect(m_analyse, &QAction::toggled, this, [this](bool on) {
        if (!on) m_analysis->stop();
        else if (!m_analysisPanel->startAnalysis()) m_analyse->setChecked(false); // with the engine of the dock's list
    });
    connect(m_first, &QAction::triggered, this, [this] { showOwnNode(eschess::GameTree::kRoot); });
    connect(m_back, &QAction::triggered, this, [this] {
        turnToOwnGame();
        if (!m_tree->back()) m_game->setViewPly(m_game->viewPly() - 1);
    });
    connect(m_forward, &QAction::triggered, this, [this] {
        turnToOwnGame();
        if (!m_tree->forward()) m_game->setViewPly(m_game->viewPly() + 1);
    });
    connect(m_last, &QAction::triggered, this, [this] {
        const auto line = m_tree->tree().mainLine();
        showOwnNode(line.empty() ? eschess::GameTree::kRoot : line.back());
    });

    // Variations and annotations of the shown move (also in the move list's context menu).
    m_promoteVariation = makeAction(QStringLiteral("PromoteVariation"), tr("&Promote Variation"), QKeySequence(tr("Ctrl+Up")));
    m_deleteVariation = makeAction(QStringLiteral("DeleteVariation"), tr("&Delete Variation"), QKeySequence(tr("Ctrl+Del")));
    m_comment = makeAction(QStringLiteral("Comment"), tr("&Comment…"), QKeySequence(tr("Ctrl+M")));
    connect(m_promoteVariation, &QAction::triggered, this, [this] { m_tree->promoteCurrent(); });
    connect(m_deleteVariation, &QAction::triggered, this, [this] { m_tree->deleteCurrentVariation(); });
    connect(m_comment, &QAction::triggered, this, &MainWindow::editComment);
    const char* const nagNames[] = {"Good", "Mistake", "Brilliant", "Blunder", "Interesting", "Dubious"};
    const QString nagTexts[] = {tr("Good Move (!)"), tr("Mistake (?)"), tr("Brilliant Move (!!)"), tr("Blunder (?\?)"),
                                tr("Interesting Move (!?)"), tr("Dubious Move (?!)")};
    for (int nag = 1; nag <= 6; ++nag) {
        QAction* a = makeAction(QStringLiteral("Nag") + QLatin1String(nagNames[nag - 1]), nagTexts[nag - 1],
                                QKeySequence(tr("Alt+%1").arg(nag)));
        connect(a, &QAction::triggered, this, [this, nag] { m_tree->toggleCurrentNag(nag); });
        m_nagActions << a;
    }
    connect(m_preferences, &QAction::triggered, this, &MainWindow::preferences);
    connect(m_about, &QAction::triggered, this, &MainWindow::about);
    connect(m_aboutQt, &QAction::triggered, qApp, &QApplication::aboutQt);
    connect(m_restoreLayout, &QAction::triggered, this, &MainWindow::restoreLayout);
}

void MainWindow::createMenus() {
    QMenu* file = menuBar()->addMenu(tr("&File"));
    file->addAction(m_newGame);
    file->addAction(m_open);
    file->addAction(m_save);
    file->addAction(m_saveAs);
    file->addSeparator();
    file->addAction(m_loadPosition);
    file->addAction(m_setUpPosition);
    file->addSeparator();
    file->addAction(m_quit);

    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    edit->addAction(m_copyFen);
    edit->addAction(m_copyPgn);
    edit->addAction(m_paste);
    edit->addSeparator();
    edit->addAction(m_preferences);

    QMenu* game = menuBar()->addMenu(tr("&Game"));
    game->addAction(m_takeBack);
    game->addAction(m_hint);
    game->addAction(m_claimDraw);
    game->addAction(m_resign);
    game->addSeparator();
    game->addAction(m_pause);
    game->addSeparator();
    game->addAction(m_first);
    game->addAction(m_back);
    game->addAction(m_forward);
    game->addAction(m_last);

    QMenu* moves = menuBar()->addMenu(tr("&Moves"));
    moves->addAction(m_promoteVariation);
    moves->addAction(m_deleteVariation);
    moves->addAction(m_comment);
    moves->addSeparator();
    moves->addActions(m_nagActions);

    m_viewMenu = menuBar()->addMenu(tr("&View"));
    m_viewMenu->addAction(m_flip);
    m_viewMenu->addSeparator();

    QMenu* analysis = m_analysisMenu = menuBar()->addMenu(tr("&Analysis"));
    analysis->addAction(m_analyse);

    m_toolsMenu = menuBar()->addMenu(tr("&Tools"));

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(m_about);
    help->addAction(m_aboutQt);

    m_toolBar = addToolBar(tr("Main"));
    m_toolBar->setObjectName(QStringLiteral("mainToolBar"));
    m_toolBar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_toolBar->addAction(m_newGame);
    m_toolBar->addAction(m_open);
    m_toolBar->addAction(m_save);
    m_toolBar->addSeparator();
    m_toolBar->addAction(m_flip);
    m_toolBar->addAction(m_takeBack);
    m_toolBar->addAction(m_hint);
    m_toolBar->addAction(m_pause);
    m_toolBar->addAction(m_analyse);
    m_toolBar->addSeparator();
    m_toolBar->addAction(m_first);
    m_toolBar->addAction(m_back);
    m_toolBar->addAction(m_forward);
    m_toolBar->addAction(m_last);
    // Navigation buttons are self-explanatory as icons.
    for (QAction* a : {m_first, m_back, m_forward, m_last})
        if (auto* b = qobject_cast<QToolButton*>(m_toolBar->widgetForAction(a))) b->setToolButtonStyle(Qt::ToolButtonIconOnly);
}

void MainWindow::createDocks() {
    auto* moves = new QWidget(this);
    m_clockWidget = new ClockWidget(m_game->clock(), moves);
    m_moveList = new MoveListWidget(moves);
    auto* movesLayout = new QVBoxLayout(moves);
    movesLayout->setContentsMargins(4, 4, 4, 4);
    movesLayout->addWidget(m_clockWidget);
    movesLayout->addWidget(m_moveList, 1);
    connect(m_moveList, &MoveListWidget::plyClicked, this, [this](int ply) { showOwnNode(m_tree->tree().mainLineNode(ply)); });
    connect(m_moveList, &MoveListWidget::nodeClicked, this, &MainWindow::showOwnNode);
    connect(m_moveList, &MoveListWidget::contextMenuRequested, this, [this](const QPoint& at) {
        auto* menu = new QMenu(this);
        menu->setAttribute(Qt::WA_DeleteOnClose);
        menu->addAction(m_promoteVariation);
        menu->addAction(m_deleteVariation);
        menu->addAction(m_comment);
        menu->addSeparator();
        menu->addActions(m_nagActions);
        menu->popup(at);
    });

    m_movesDock = new QDockWidget(tr("Moves"), this);
    m_movesDock->setObjectName(QStringLiteral("movesDock"));
    m_movesDock->setWidget(moves);
    addPanel(m_movesDock, Qt::RightDockWidgetArea);

    m_evalGraph = new EvalGraph(this);
    auto* graphDock = new QDockWidget(tr("Evaluation Graph"), this);
    graphDock->setObjectName(QStringLiteral("evalGraphDock"));
    graphDock->setWidget(m_evalGraph);
    // Under the moves, as Lichess shows it: the graph reads with the move list, and a narrow
    // slot between the bottom docks left it too small to read.
    addPanel(graphDock, Qt::RightDockWidgetArea);
    connect(m_evalGraph, &EvalGraph::plyClicked, this, [this](int ply) { showOwnNode(m_tree->tree().mainLineNode(ply)); });

    m_analysisPanel = new AnalysisPanel(m_analysis, this);
    m_analysisPanel->chooseEngine(m_settings->analysisEngine()); // an external engine starts when analysis does
    m_analysisDock = new QDockWidget(tr("Analysis"), this);
    m_analysisDock->setObjectName(QStringLiteral("analysisDock"));
    m_analysisDock->setWidget(m_analysisPanel);
    addPanel(m_analysisDock, Qt::BottomDockWidgetArea);
}

void MainWindow::addPanel(QDockWidget* dock, Qt::DockWidgetArea area) {
    dock->setParent(this);
    if (dock->objectName().isEmpty()) dock->setObjectName(dock->windowTitle());
    addDockWidget(area, dock);
    if (m_viewMenu) m_viewMenu->addAction(dock->toggleViewAction());
}

QDockWidget* MainWindow::addHiddenPanel(QWidget* content, const QString& title, const QString& objectName,
                                        Qt::DockWidgetArea area) {
    auto* dock = new QDockWidget(title, this);
    dock->setObjectName(objectName);
    dock->setWidget(content);
    addPanel(dock, area);
    dock->hide();
    return dock;
}

// Panels of other areas: one line each.
void MainWindow::installPanels() {
    // A suite position double-clicked in the results opens on the board in analysis mode.
    installSuiteTools(this, m_toolsMenu, m_viewMenu, [this](const eschess::EpdRecord& r) {
        m_game->loadPosition(r.position);
        m_analysisDock->show();
        m_analyse->setChecked(true);
    });
    installSearchPanels(this);
    installEngineOutput(this);
    installMatchTools(this);
    installTournamentTools(this);
    installBookPanel(this);
    installExplorerPanel(this);
    installReviewTools(this);
    m_viewMenu->addSeparator();
    m_viewMenu->addAction(m_restoreLayout);
}

void MainWindow::restoreSettings() {
    const QStringList themes = BoardWidget::themeNames();
    if (themes.contains(m_settings->boardTheme())) m_board->setThemeName(m_settings->boardTheme());
    m_board->setShowCoordinates(m_settings->showCoordinates());
    m_board->setAnimationsEnabled(m_settings->animations());
    m_flip->setChecked(m_settings->flipped());
    const QByteArray geometry = m_settings->windowGeometry();
    if (geometry.isEmpty() || !restoreGeometry(geometry)) resize(1100, 780);
    const QByteArray state = m_settings->windowState();
    m_layoutRestored = !state.isEmpty() && restoreState(state);
}

void MainWindow::showEvent(QShowEvent* event) {
    QMainWindow::showEvent(event);
    if (m_shownOnce) return;
    m_shownOnce = true;
    // Dock sizes only mean something once the window is laid out at its size: right after the
    // first show, the default layout is set (and kept for "Restore Default Layout").
    QTimer::singleShot(0, this, [this] {
        QByteArray saved;
        if (m_layoutRestored) saved = saveState();
        applyDefaultLayout();
        m_defaultLayout = saveState();
        if (m_layoutRestored) restoreState(saved);
    });
}

void MainWindow::applyDefaultLayout() {
    // The board gets most of the room; the move list stays the tallest panel on the right.
    QList<QDockWidget*> bottom;
    for (QDockWidget* dock : findChildren<QDockWidget*>())
        if (dockWidgetArea(dock) == Qt::BottomDockWidgetArea && !dock->isFloating()) bottom << dock;
    resizeDocks(bottom, QList<int>(bottom.size(), std::max(200, height() / 4)), Qt::Vertical);
    resizeDocks({m_analysisDock}, {std::max(420, width() / 2)}, Qt::Horizontal); // room for the lines
    resizeDocks({m_movesDock}, {std::max(260, width() / 4)}, Qt::Horizontal);
    resizeDocks({m_movesDock}, {std::max(300, height() / 2)}, Qt::Vertical);
}

void MainWindow::closeEvent(QCloseEvent* event) {
    m_analysis->stop();
    m_settings->setWindowGeometry(saveGeometry());
    m_settings->setWindowState(saveState());
    m_settings->setFlipped(m_flip->isChecked());
    m_settings->setAnalysisEngine(m_analysisPanel->chosenEngine());
    m_settings->setMultiPv(m_analysis->multiPv());
    m_settings->sync();
    event->accept();
}

void MainWindow::restoreLayout() {
    if (!m_defaultLayout.isEmpty()) restoreState(m_defaultLayout);
    for (QDockWidget* dock : findChildren<QDockWidget*>()) {
        if (dock == m_movesDock || dock == m_analysisDock) dock->show();
    }
}

// --- games and files ---------------------------------------------------------------------

void MainWindow::newGame() {
    NewGameDialog dialog(this);
    dialog.setSetup(m_lastSetup);
    if (dialog.exec() != QDialog::Accepted) return;
    startGame(dialog.setup());
}

void MainWindow::startGame(const NewGameSetup& setup) {
    QString error;
    Player* white = makePlayer(setup.players[0], tr("White"), &error);
    Player* black = white ? makePlayer(setup.players[1], tr("Black"), &error) : nullptr;
    if (!white || !black) {
        delete white;
        showError(tr("New Game"), tr("Cannot start the game: %1").arg(error));
        return;
    }
    m_lastSetup = setup;
    m_settings->setLastPlayer(0, setup.players[0].toString());
    m_settings->setLastPlayer(1, setup.players[1].toString());
    m_pgnPath.clear();
    {
        const QSignalBlocker block(m_pause);
        m_pause->setChecked(false);
    }
    useEngineBook(white, black);
    m_game->newGame(setup.start, white, black, setup.timeControl);
    // Sit on the human's side of the board.
    const bool whiteHuman = setup.players[0].kind == PlayerChoice::Kind::Human;
    const bool blackHuman = setup.players[1].kind == PlayerChoice::Kind::Human;
    if (whiteHuman != blackHuman) m_flip->setChecked(blackHuman);
    m_status->setText(tr("New game: %1 against %2.").arg(m_game->playerName(eschess::White), m_game->playerName(eschess::Black)));
}

void MainWindow::useEngineBook(Player* white, Player* black) {
    // Only against a person, and only when asked for (Preferences): engine matches have their
    // own openings, and a book changes how the engine plays.
    if (!m_settings->engineUsesBook() || m_settings->bookPath().isEmpty() || white->isHuman() == black->isHuman())
        return;
    auto book = eschess::PolyglotBook::load(m_settings->bookPath().toStdString());
    if (!book) {
        m_status->setText(tr("The engine plays without its book: %1").arg(QString::fromStdString(book.error())));
        return;
    }
    const auto shared = std::make_shared<const eschess::PolyglotBook>(std::move(*book));
    for (Player* p : {white, black})
        if (auto* engine = qobject_cast<EnginePlayer*>(p))
            engine->setBook(shared, {}, quint64(QDateTime::currentMSecsSinceEpoch()));
}

void MainWindow::loadPosition() {
    LoadPositionDialog dialog(this);
    if (dialog.exec() != QDialog::Accepted || !dialog.hasPosition()) return;
    m_game->loadPosition(dialog.position());
    m_pgnPath.clear();
}

void MainWindow::setUpPosition() {
    // Starts from the position on the board, so a game's position can be changed a little.
    SetupPositionDialog dialog(m_board->position(), this);
    dialog.setThemeName(m_board->themeName());
    dialog.setFlipped(m_board->isFlipped());
    if (dialog.exec() != QDialog::Accepted || !dialog.hasPosition()) return;
    m_game->loadPosition(dialog.position());
    m_pgnPath.clear();
}

bool MainWindow::loadText(const QString& text) {
    QString tooLarge; // checked first: everything below copies the text
    if (!checkTextInputSize(text, tr("The clipboard's text"), &tooLarge)) {
        showError(tr("Paste"), tooLarge);
        return false;
    }
    if (text.trimmed().isEmpty()) {
        showError(tr("Paste"), tr("The clipboard holds no text."));
        return false;
    }
    if (looksLikePgn(text)) {
        const eschess::PgnReadResult read = eschess::readPgn(text.toStdString());
        if (read.games.empty()) {
            const QStringList errors = cappedMessages(read.errors);
            showError(tr("Paste"), tr("Invalid PGN: %1").arg(errors.isEmpty() ? tr("no game found") : errors.join(QLatin1Char('\n'))));
            return false;
        }
        m_game->loadGame(read.games.front());
        m_tree->loadAnnotations(read.games.front());
        m_pgnPath.clear();
        if (!read.errors.empty()) m_status->setText(tr("Pasted with problems: %1").arg(QString::fromStdString(read.errors.front())));
        return true;
    }
    eschess::Position pos;
    QString error;
    if (!LoadPositionDialog::parseFenOrEpd(text, &pos, &error)) {
        showError(tr("Paste"), error);
        return false;
    }
    m_game->loadPosition(pos);
    m_pgnPath.clear();
    return true;
}

void MainWindow::openPgn() {
    const QString path = QFileDialog::getOpenFileName(this, tr("Open PGN"), m_settings->lastDirectory(),
                                                      tr("PGN files (*.pgn);;All files (*)"));
    if (!path.isEmpty()) openPgnFile(path);
}

bool MainWindow::openPgnFile(const QString& path) {
    const QString name = QFileInfo(path).fileName();
    QString readError;
    const std::optional<QByteArray> data = readTextInput(path, &readError);
    if (!data) {
        showError(tr("Open PGN"), readError);
        return false;
    }
    m_settings->setLastDirectory(QFileInfo(path).absolutePath());
    const eschess::PgnReadResult read = eschess::readPgn(data->toStdString());
    // A message box of thousands of lines is unreadable and slow to lay out: the first hundred
    // and a count say as much.
    const QStringList errors = cappedMessages(read.errors);
    if (read.games.empty()) {
        showError(tr("Open PGN"), tr("Invalid PGN in %1: %2").arg(name, errors.isEmpty() ? tr("no game found") : errors.join(QLatin1Char('\n'))));
        return false;
    }
    size_t index = 0;
    if (read.games.size() > 1) {
        PgnGamesDialog dialog(read.games, errors, this);
        if (dialog.exec() != QDialog::Accepted || dialog.selectedIndex() < 0) return false;
        index = size_t(dialog.selectedIndex());
    }
    m_game->loadGame(read.games[index]);
    m_tree->loadAnnotations(read.games[index]);
    // After the load, whose signals write the game's state into the status bar.
    if (read.games.size() == 1 && !errors.isEmpty()) m_status->setText(errors.first());
    m_pgnPath = read.games.size() == 1 ? path : QString();
    return true;
}

void MainWindow::openGameAt(const eschess::PgnGame& game, const eschess::Position& reached) {
    // Taken first: reached may be the board's own position, which the load replaces.
    const eschess::Key target = reached.key();
    m_game->loadGame(game);
    m_tree->loadAnnotations(game);
    m_pgnPath.clear(); // one game of a database: Save asks where
    // The controller keeps each ply's position: the first that is the one reached.
    for (int ply = 0; ply <= m_game->plyCount(); ++ply) {
        if (m_game->positionAt(ply).key() == target) {
            m_game->setViewPly(ply);
            return;
        }
    }
}

void MainWindow::savePgn() {
    if (m_pgnPath.isEmpty()) savePgnAs();
    else savePgnFile(m_pgnPath);
}

void MainWindow::savePgnAs() {
    QString path = QFileDialog::getSaveFileName(this, tr("Save PGN"), m_settings->lastDirectory(), tr("PGN files (*.pgn)"));
    if (path.isEmpty()) return;
    if (QFileInfo(path).suffix().isEmpty()) path += QStringLiteral(".pgn");
    if (savePgnFile(path)) m_pgnPath = path;
}

bool MainWindow::savePgnFile(const QString& path) {
    QSaveFile file(path); // all or nothing: a failed save never leaves half a file
    const std::string text = eschess::writePgn(exportedPgn());
    if (!file.open(QIODevice::WriteOnly) || file.write(text.data(), qint64(text.size())) != qint64(text.size()) || !file.commit()) {
        showError(tr("Save PGN"), tr("Cannot save %1: %2").arg(QFileInfo(path).fileName(), file.errorString()));
        return false;
    }
    m_settings->setLastDirectory(QFileInfo(path).absolutePath());
    m_status->setText(tr("Saved %1.").arg(QFileInfo(path).fileName()));
    return true;
}

eschess::PgnGame MainWindow::exportedPgn() const {
    eschess::PgnGame pgn = m_game->toPgn();
    m_tree->writeMovetext(pgn); // the same main line, with its variations, comments and NAGs
    // A loaded game keeps the names its file gave; a new game gets them from the opening list.
    if (pgn.tag("ECO").empty() && pgn.tag("Opening").empty())
        if (const eschess::Opening* o = openingNames().classify(pgn.start, pgn.moves)) {
            pgn.setTag("ECO", o->eco);
            pgn.setTag("Opening", o->name);
        }
    return pgn;
}

void MainWindow::copyFen() {
    QApplication::clipboard()->setText(QString::fromStdString(m_game->positionAt(m_game->viewPly()).fen()));
    m_status->setText(tr("FEN copied."));
}

void MainWindow::copyPgn() {
    QApplication::clipboard()->setText(QString::fromStdString(eschess::writePgn(exportedPgn())));
    m_status->setText(tr("PGN copied."));
}

void MainWindow::paste() { loadText(QApplication::clipboard()->text()); }

void MainWindow::preferences() {
    PreferencesDialog dialog(*m_settings, this);
    if (dialog.exec() != QDialog::Accepted) return;
    const bool languageChanged = dialog.apply();
    const QStringList themes = BoardWidget::themeNames();
    if (themes.contains(m_settings->boardTheme())) m_board->setThemeName(m_settings->boardTheme());
    m_board->setShowCoordinates(m_settings->showCoordinates());
    m_board->setAnimationsEnabled(m_settings->animations());
    m_game->setMoveDelayMs(m_settings->moveDelayMs());
    m_thinking->setShowToHuman(m_settings->showEngineThinking());
    if (languageChanged) m_status->setText(tr("The new language takes effect when Eschess starts again."));
}

void MainWindow::about() {
    AboutDialog dialog(this);
    dialog.exec();
}

void MainWindow::showError(const QString& title, const QString& message) {
    m_lastError = message;
    m_status->setText(message);
    // Window-modal but not blocking: the event loop (clocks, engines) keeps running.
    auto* box = new QMessageBox(QMessageBox::Warning, title, message, QMessageBox::Ok, this);
    box->setObjectName(QStringLiteral("errorBox"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

// --- following the controllers -----------------------------------------------------------

void MainWindow::showWatchedGame(const eschess::Game* game) {
    if (game)
        m_watched = WatchedGame{game->current(), openingLabel(game->start(), game->moves())};
    else
        m_watched.reset();
    previewPosition(std::nullopt);
    m_opening->setText(shownOpening());
}

QString MainWindow::shownOpening() const {
    if (m_watched) return m_watched->opening;
    return openingLabel(m_tree->tree().start(), m_tree->tree().movesTo(m_tree->current()));
}

void MainWindow::turnToOwnGame() {
    if (m_watched) emit ownGameShown();
}

void MainWindow::showOwnNode(int node) {
    turnToOwnGame();
    m_tree->show(node);
}

void MainWindow::previewPosition(const std::optional<eschess::Position>& pos) {
    if (pos)
        m_board->setPreviewPosition(pos);
    else
        m_board->setPreviewPosition(m_watched ? std::optional(m_watched->position) : std::nullopt);
}

void MainWindow::refreshBoard() {
    const eschess::GameTree& tree = m_tree->tree();
    const int node = m_tree->current();
    const eschess::Position pos = m_tree->shownPosition();
    const eschess::Move last = m_tree->shownLastMove();
    if (pos.key() != m_shownKey || node != m_shownNode) {
        // One step forward along a line slides the piece; anything else jumps.
        if (node != eschess::GameTree::kRoot && tree.parent(node) == m_shownNode && tree.contains(m_shownNode))
            m_board->playMove(tree.positionAt(tree.parent(node)), last);
        else
            m_board->setPosition(pos, last);
        m_board->setArrows({});
        m_shownNode = node;
        refreshArrows();
        m_shownPly = tree.ply(node);
        m_shownKey = pos.key();
        m_analysis->setPosition(m_tree->shownRequest());
        m_opening->setText(shownOpening());
    }
    if (m_tree->inVariation() || !m_game->viewingLive()) {
        // Looking back or in a side line: any legal move starts or extends a variation.
        QVector<eschess::Move> moves;
        for (const eschess::Move m : eschess::legalMoves(pos)) moves.append(m);
        m_board->setLegalMoves(moves);
    } else {
        m_board->setLegalMoves(m_game->humanMoves());
    }
    m_clockWidget->setSideToMove(m_game->sideToMove());
}

void MainWindow::editComment() {
    bool ok = false;
    const QString text = QInputDialog::getMultiLineText(this, tr("Comment"), tr("Comment on the shown move:"),
                                                        m_tree->currentComment(), &ok);
    if (ok) m_tree->setCurrentComment(text);
}

void MainWindow::refreshMoveList() {
    const eschess::Position& start = m_game->startPosition();
    m_moveList->setMoves(m_tree->mainLineSan(), start.fullmoveNumber(), start.sideToMove() == eschess::Black);
    m_moveList->setVariations(m_tree->variationTexts());
    m_moveList->setCurrentPly(m_tree->inVariation() ? 0 : m_game->viewPly());
    m_moveList->setResult(m_game->isOver() ? QStringLiteral("%1 — %2").arg(QString::fromStdString(eschess::resultString(m_game->outcome().result)),
                                                                          GameController::describe(m_game->outcome()))
                                           : QString());
}

void MainWindow::showThinkingStatus(eschess::Color side, const QVector<EngineInfo>& infos) {
    const GameController* game = m_thinking->game();
    if (game->isOver() || game->paused() || m_thinking->hidden()) return;
    // The newest update with a depth: a UCI engine's currmove lines carry none.
    const auto info = std::find_if(infos.rbegin(), infos.rend(), [](const EngineInfo& i) { return i.depth > 0; });
    if (info == infos.rend()) return;
    m_status->setText(tr("%1 is thinking: depth %2, score %3 (White's view), %4 nodes/s")
                          .arg(game->playerName(side))
                          .arg(info->depth)
                          .arg(EngineOutputModel::whiteScoreText(*info, side))
                          .arg(AnalysisPanel::compactNumber(info->nps)));
}

void MainWindow::refreshActions() {
    const int ply = m_game->viewPly();
    m_first->setEnabled(ply > 0 || m_tree->inVariation());
    m_back->setEnabled(ply > 0 || m_tree->inVariation());
    m_forward->setEnabled(ply < m_game->plyCount() || m_tree->inVariation());
    m_last->setEnabled(ply < m_game->plyCount() || m_tree->inVariation());
    m_promoteVariation->setEnabled(m_tree->inVariation());
    m_deleteVariation->setEnabled(m_tree->inVariation());
    for (QAction* a : m_nagActions) a->setEnabled(m_tree->current() != eschess::GameTree::kRoot);
    m_takeBack->setEnabled(m_game->canTakeBack());
    m_resign->setEnabled(m_game->canResign());
    m_claimDraw->setEnabled(m_game->isHumanTurn() && m_game->claimableDraw() != eschess::Termination::None);
    m_hint->setEnabled(!m_game->isOver() && m_game->isHumanTurn());
    m_pause->setEnabled(m_game->bothEngines() && !m_game->isOver());
    m_save->setEnabled(true);
    if (m_thinking->following()) {
        // The status bar speaks of the followed match or tournament game until it is left.
    } else if (!m_game->isOver() && !m_game->paused()) {
        const QString side = m_game->sideToMove() == eschess::White ? tr("White") : tr("Black");
        m_status->setText(m_game->isHumanTurn() ? tr("%1 to move.").arg(side) : tr("%1 is thinking…").arg(m_game->playerName(m_game->sideToMove())));
    } else if (m_game->paused()) {
        m_status->setText(tr("Paused."));
    } else {
        m_status->setText(GameController::describe(m_game->outcome()));
    }
}

bool MainWindow::eventFilter(QObject* watched, QEvent* event) {
    if (watched == m_board && (event->type() == QEvent::Resize || event->type() == QEvent::Show)) {
        const QRect squares = m_board->squareRect(eschess::SqA1).united(m_board->squareRect(eschess::SqH8));
        const int top = m_board->mapTo(centralWidget(), squares.topLeft()).y() - m_evalBar->y();
        m_evalBar->setSpan(top, top + squares.height() - 1);
    }
    return QMainWindow::eventFilter(watched, event);
}

namespace {

std::optional<eschess::Square> squareNamed(const QString& name) {
    if (name.size() != 2) return std::nullopt;
    const int file = name.at(0).unicode() - 'a', rank = name.at(1).unicode() - '1';
    if (file < 0 || file > 7 || rank < 0 || rank > 7) return std::nullopt;
    return eschess::makeSquare(file, rank);
}

// Arrows of a [%cal Ge2e4,Rd8h4] command in the Lichess colours (G green, R red, B blue, Y yellow).
QColor lichessColour(QChar letter) {
    const QChar c = letter.toUpper();
    return c == QLatin1Char('R') ? QColor(0xe0, 0x28, 0x28, 170)
           : c == QLatin1Char('B') ? QColor(0x00, 0x30, 0x88, 170)
           : c == QLatin1Char('Y') ? QColor(0xe6, 0x8f, 0x00, 170)
                                   : QColor(0x15, 0x78, 0x1b, 170);
}

// Square marks of a [%csl Gd4,Re5] command.
QVector<BoardMark> commentMarks(const std::string& comment) {
    QVector<BoardMark> marks;
    const QString value = QString::fromStdString(eschess::pgnCommand(comment, "csl"));
    for (const QString& item : value.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const QString m = item.trimmed();
        if (m.size() != 3) continue;
        if (const auto sq = squareNamed(m.mid(1, 2))) marks.append(BoardMark{*sq, lichessColour(m.at(0))});
    }
    return marks;
}

QVector<BoardArrow> commentArrows(const std::string& comment) {
    QVector<BoardArrow> arrows;
    const QString value = QString::fromStdString(eschess::pgnCommand(comment, "cal"));
    for (const QString& item : value.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const QString a = item.trimmed();
        if (a.size() != 5) continue;
        const auto from = squareNamed(a.mid(1, 2));
        const auto to = squareNamed(a.mid(3, 2));
        if (!from || !to) continue;
        arrows.append(BoardArrow{*from, *to, lichessColour(a.at(0))});
    }
    return arrows;
}

} // namespace

// The shown move's [%cal] arrows and, while analysing, the engine's best move (its other
// MultiPV lines thinner).
void MainWindow::refreshArrows() {
    const std::string comment = m_tree->currentComment().toStdString();
    QVector<BoardArrow> arrows = commentArrows(comment);
    const QVector<BoardMark> marks = commentMarks(comment);
    const auto sameMark = [](const BoardMark& x, const BoardMark& y) { return x.square == y.square && x.color == y.color; };
    if (marks.size() != m_board->marks().size() || !std::equal(marks.begin(), marks.end(), m_board->marks().begin(), sameMark))
        m_board->setMarks(marks);
    if (m_analysis->isRunning()) {
        const auto& lines = m_analysis->lines();
        for (int i = 0; i < lines.size(); ++i) {
            if (lines[i].pv.isEmpty() || lines[i].depth == 0) continue;
            const eschess::Move m = lines[i].pv.front();
            arrows.append(BoardArrow{m.from(), m.to(), QColor(0x1e, 0x88, 0xe5, i == 0 ? 200 : 120), i == 0 ? 1.0 : 0.55});
        }
    }
    const auto same = [](const BoardArrow& x, const BoardArrow& y) {
        return x.from == y.from && x.to == y.to && x.color == y.color && x.width == y.width;
    };
    const auto& shown = m_board->arrows();
    if (arrows.size() != shown.size() || !std::equal(arrows.begin(), arrows.end(), shown.begin(), same))
        m_board->setArrows(arrows);
}

void MainWindow::toggleDrawing(const char* command, const QString& item) {
    const QString comment = m_tree->currentComment();
    QStringList items = QString::fromStdString(eschess::pgnCommand(comment.toStdString(), command)).split(QLatin1Char(','), Qt::SkipEmptyParts);
    for (QString& i : items) i = i.trimmed();
    // The same squares: the same colour removes the drawing, another colour recolours it.
    const auto old = std::find_if(items.begin(), items.end(), [&](const QString& i) { return i.mid(1) == item.mid(1); });
    if (old == items.end()) items.append(item);
    else if (old->at(0).toUpper() == item.at(0)) items.erase(old);
    else *old = item;
    m_tree->setCurrentComment(items.isEmpty() ? QString::fromStdString(eschess::withoutPgnCommand(comment.toStdString(), command))
                                              : QString::fromStdString(eschess::withPgnCommand(comment.toStdString(), command, items.join(QLatin1Char(',')).toStdString())));
    refreshArrows();
}

void MainWindow::refreshEvalGraph() {
    if (!m_evalGraph) return;
    // The engine's scores of the moves played so far would tell its opponent too much.
    m_thinkingHidden = m_thinking->hidden();
    m_evalGraph->setData(m_thinkingHidden ? QVector<QPointF>() : m_tree->evaluationPoints(), int(m_tree->tree().mainLine().size()),
                         m_tree->inVariation() ? -1 : m_game->viewPly());
}

void MainWindow::refreshEvaluation() {
    // What analysis says about the shown position also fills the evaluation graph.
    if (m_analysis->isRunning() && m_analysis->evaluationCp()) m_tree->setEvaluation(m_tree->current(), *m_analysis->evaluationCp());
    std::optional<int> cp = m_analysis->isRunning() ? m_analysis->evaluationCp() : std::nullopt;
    QString label;
    if (cp && !m_analysis->lines().isEmpty()) {
        const AnalysisLine& best = m_analysis->lines().first();
        label = best.isMate ? QStringLiteral("#%1").arg(qAbs(best.mateWhite)) : QString::number(qAbs(best.scoreWhiteCp) / 100.0, 'f', 1);
    } else if (!m_analysis->isRunning() && (m_thinking->following() || !m_tree->inVariation()) && !m_thinking->hidden()) {
        // No analysis: the bar follows the game's engines, up to the shown move (of the match
        // or tournament game the board follows, if it follows one).
        const GameController* game = m_thinking->game();
        const int ply = game->viewingLive() ? game->plyCount() : game->viewPly() - 1;
        if (const GameThinking::Search* s = m_thinking->latestScored(ply)) {
            cp = m_thinking->scoreWhite(*s);
            label = s->latest.isMate ? QStringLiteral("#%1").arg(qAbs(s->latest.mateMoves))
                                     : QString::number(qAbs(*cp) / 100.0, 'f', 1);
        }
    }
    m_evalBar->setEvaluation(cp, label);
    refreshArrows();
}

void MainWindow::onGameOver() {
    refreshMoveList();
    refreshActions();
    const QString text = GameController::describe(m_game->outcome());
    m_status->setText(text);
    auto* box = new QMessageBox(QMessageBox::Information, tr("Game Over"), text, QMessageBox::Ok, this);
    box->setObjectName(QStringLiteral("gameOverBox"));
    box->setInformativeText(tr("Result: %1").arg(QString::fromStdString(eschess::resultString(m_game->outcome().result))));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

} // namespace eschess::app
