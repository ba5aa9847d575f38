#include "app/ui/search/engineoutput.h"

#include "app/core/gamecontroller.h"
#include "app/core/gamethinking.h"
#include "app/core/search/engineoutputmodel.h"
#include "app/ui/mainwindow.h"

#include <QCoreApplication>
#include <QDockWidget>
#include <QHeaderView>
#include <QLabel>
#include <QTableView>
#include <QVBoxLayout>

namespace eschess::app {

EngineOutputPane::EngineOutputPane(QWidget* parent)
    : QWidget(parent), m_model(new EngineOutputModel(this)), m_view(new QTableView(this)), m_heading(new QLabel(this)),
      m_note(new QLabel(this)) {
    m_view->setModel(m_model);
    m_view->verticalHeader()->hide();
    m_view->setAlternatingRowColors(true);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setWordWrap(false);
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_view->horizontalHeader()->setStretchLastSection(true); // the PV takes the rest
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 6);
    m_heading->setObjectName(QStringLiteral("engineOutputHeading"));
    m_heading->setTextFormat(Qt::PlainText);
    m_note->setObjectName(QStringLiteral("engineOutputNote"));
    m_note->setWordWrap(true);
    m_note->setAlignment(Qt::AlignCenter);
    m_note->setText(QCoreApplication::translate(
        "EngineOutput", "The engine's thinking is hidden while you play against it (Preferences: \"Show the engine's "
                        "thinking in games against it\"). It is shown when the game is over."));
    m_note->hide();
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->setSpacing(4);
    layout->addWidget(m_heading);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_note, 1);
}

QString EngineOutputPane::heading() const { return m_heading->text(); }

void EngineOutputPane::setHeading(const QString& text) {
    if (m_heading->text() != text) m_heading->setText(text);
}

void EngineOutputPane::setThinkingHidden(bool hidden) {
    if (hidden == m_hidden) return;
    m_hidden = hidden;
    if (hidden) m_model->clear();
    m_view->setVisible(!hidden);
    m_note->setVisible(hidden);
}

namespace {

// Keeps both panes on the thinking behind the shown position: for each side its latest search
// before the shown move, and while the live position is shown, the search going on now.
class EngineOutputFeed : public QObject {
  public:
    EngineOutputFeed(MainWindow* window, EngineOutputPanes panes)
        : QObject(window), m_game(window->game()), m_thinking(window->thinking()), m_panes(panes) {
        connect(m_thinking, &GameThinking::changed, this, &EngineOutputFeed::refresh);
        connect(m_game, &GameController::viewChanged, this, &EngineOutputFeed::refresh);
        connect(m_game, &GameController::gameStarted, this, &EngineOutputFeed::refresh);
        refresh();
    }

  private:
    void refresh() {
        const bool hidden = m_thinking->hidden();
        const int maxPly = m_game->viewingLive() ? m_game->plyCount() : m_game->viewPly() - 1;
        for (const eschess::Color side : {eschess::White, eschess::Black}) {
            EngineOutputPane* pane = side == eschess::White ? m_panes.white : m_panes.black;
            const Player* player = m_game->player(side);
            const QString name = m_game->playerName(side);
            pane->setThinkingHidden(hidden && player && !player->isHuman());
            if (pane->thinkingHidden()) {
                pane->setHeading(name);
                continue;
            }
            const GameThinking::Search* search = m_thinking->latestOf(side, maxPly);
            if (!search) {
                pane->model()->clear();
                pane->setHeading(name);
                continue;
            }
            pane->model()->setSearch(search->ply, search->root, search->log.rows());
            pane->setHeading(headingFor(name, *search));
        }
    }

    QString headingFor(const QString& name, const GameThinking::Search& search) const {
        const eschess::Position& root = search.root;
        if (search.ply < m_game->plyCount() && search.ply < m_game->sanMoves().size()) {
            const QString number = root.sideToMove() == eschess::White ? QStringLiteral("%1.").arg(root.fullmoveNumber())
                                                                       : QStringLiteral("%1...").arg(root.fullmoveNumber());
            return QCoreApplication::translate("EngineOutput", "%1 — %2 %3").arg(name, number, m_game->sanMoves()[search.ply]);
        }
        return QCoreApplication::translate("EngineOutput", "%1 — thinking on move %2").arg(name).arg(root.fullmoveNumber());
    }

    GameController* m_game;
    GameThinking* m_thinking;
    EngineOutputPanes m_panes;
};

QDockWidget* makeDock(MainWindow* window, EngineOutputPane* pane, const QString& title, const char* objectName) {
    auto* dock = new QDockWidget(title, window);
    dock->setObjectName(QString::fromLatin1(objectName));
    dock->setWidget(pane);
    return dock;
}

} // namespace

EngineOutputPanes installEngineOutput(MainWindow* window) {
    EngineOutputPanes panes;
    panes.white = new EngineOutputPane;
    panes.black = new EngineOutputPane;
    panes.white->setObjectName(QStringLiteral("engineOutputWhite"));
    panes.black->setObjectName(QStringLiteral("engineOutputBlack"));
    auto* white = makeDock(window, panes.white, QCoreApplication::translate("EngineOutput", "Engine output: White"),
                           "engineOutputWhiteDock");
    auto* black = makeDock(window, panes.black, QCoreApplication::translate("EngineOutput", "Engine output: Black"),
                           "engineOutputBlackDock");
    window->addPanel(white, Qt::BottomDockWidgetArea);
    window->addPanel(black, Qt::BottomDockWidgetArea);
    window->splitDockWidget(white, black, Qt::Horizontal);
    new EngineOutputFeed(window, panes);
    return panes;
}

} // namespace eschess::app
