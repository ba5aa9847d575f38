#include "app/ui/search/engineoutput.h"

#include "app/core/displaysan.h"
#include "app/core/gamecontroller.h"
#include "app/core/gamethinking.h"
#include "app/core/search/engineoutputmodel.h"
#include "app/ui/mainwindow.h"

#include "core/movegen.h"
#include "notation/san.h"

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
// before the shown move, and while the live position is shown, the search going on now. The
// game is GameThinking's: the window's own, or a match or tournament game followed on the board.
class EngineOutputFeed : public QObject {
  public:
    EngineOutputFeed(MainWindow* window, EngineOutputPanes panes)
        : QObject(window), m_thinking(window->thinking()), m_panes(panes) {
        connect(m_thinking, &GameThinking::changed, this, &EngineOutputFeed::refresh);
        connect(window->game(), &GameController::viewChanged, this, &EngineOutputFeed::refresh);
        connect(window->game(), &GameController::gameStarted, this, &EngineOutputFeed::refresh);
        refresh();
    }

  private:
    void refresh() {
        const GameController* game = m_thinking->game();
        const bool hidden = m_thinking->hidden();
        const int maxPly = game->viewingLive() ? game->plyCount() : game->viewPly() - 1;
        for (const eschess::Color side : {eschess::White, eschess::Black}) {
            EngineOutputPane* pane = side == eschess::White ? m_panes.white : m_panes.black;
            const Player* player = game->player(side);
            const QString name = game->playerName(side);
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
            pane->setHeading(headingFor(*game, name, *search));
        }
    }

    static QString headingFor(const GameController& game, const QString& name, const GameThinking::Search& search) {
        const eschess::Position& root = search.root;
        if (search.ply < game.plyCount() && search.ply < game.sanMoves().size()) {
            const QString number = root.sideToMove() == eschess::White ? QStringLiteral("%1.").arg(root.fullmoveNumber())
                                                                       : QStringLiteral("%1...").arg(root.fullmoveNumber());
            return QCoreApplication::translate("EngineOutput", "%1 — %2 %3").arg(name, number, displaySan(game.sanMoves()[search.ply]));
        }
        const QString thinking =
            QCoreApplication::translate("EngineOutput", "%1 — thinking on move %2").arg(name).arg(root.fullmoveNumber());
        return search.hasProgress ? thinking + QStringLiteral(" · ") + progressText(search) : thinking;
    }

    // "depth 21 · move 3/34 e4": the iteration and the root move a UCI engine searches now.
    static QString progressText(const GameThinking::Search& search) {
        const EngineInfo& p = search.progress;
        QStringList parts;
        if (p.depth > 0) parts << QCoreApplication::translate("EngineOutput", "depth %1").arg(p.depth);
        QString move;
        if (p.currMoveNumber > 0)
            move = QCoreApplication::translate("EngineOutput", "move %1/%2")
                       .arg(p.currMoveNumber)
                       .arg(int(eschess::legalMoves(search.root).size()));
        if (!p.currMove.isNull()) {
            const QString san = displaySan(QString::fromStdString(eschess::toSan(search.root, p.currMove)));
            move = move.isEmpty() ? QCoreApplication::translate("EngineOutput", "move %1").arg(san) : move + QLatin1Char(' ') + san;
        }
        if (!move.isEmpty()) parts << move;
        return parts.join(QStringLiteral(" · "));
    }

    GameThinking* m_thinking;
    EngineOutputPanes m_panes;
};

QDockWidget* makeOutputDock(MainWindow* window, EngineOutputPane* pane, const QString& title, const char* objectName) {
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
    auto* white = makeOutputDock(window, panes.white,
                                 QCoreApplication::translate("EngineOutput", "Engine output: White"),
                                 "engineOutputWhiteDock");
    auto* black = makeOutputDock(window, panes.black,
                                 QCoreApplication::translate("EngineOutput", "Engine output: Black"),
                                 "engineOutputBlackDock");
    window->addPanel(white, Qt::BottomDockWidgetArea);
    window->addPanel(black, Qt::BottomDockWidgetArea);
    window->splitDockWidget(white, black, Qt::Horizontal);
    new EngineOutputFeed(window, panes);
    return panes;
}

} // namespace eschess::app
