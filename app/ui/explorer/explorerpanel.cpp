#include "app/ui/explorer/explorerpanel.h"

#include "app/core/displaysan.h"
#include "app/core/explorercache.h"
#include "app/core/settings.h"
#include "app/ui/boardwidget.h"
#include "app/ui/explorer/resultbar.h"
#include "app/ui/mainwindow.h"
#include "notation/san.h"

#include <QComboBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QSplitter>
#include <QTimer>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <climits>
#include <utility>

namespace eschess::app {

namespace {

enum Column { MoveColumn, GamesColumn, ShareColumn, ResultsColumn, ScoreColumn };
enum GameColumn {
    PlayedColumn,
    WhiteColumn,
    BlackColumn,
    ResultColumn,
    MovesColumn,
    DateColumn,
    EventColumn
};
constexpr int kMoveRole = Qt::UserRole + 1;
constexpr int kGameRole = Qt::UserRole + 2;

// "1-0", "½-½", "0-1"; "*" stays.
QString resultText(const std::string& result) {
    return result == "1/2-1/2" ? QStringLiteral("½-½") : QString::fromStdString(result);
}

QString percent(double share) {
    return QStringLiteral("%1%").arg(100.0 * share, 0, 'f', 1);
}

} // namespace

ExplorerPanel::ExplorerPanel(BoardWidget* board, QWidget* parent)
    : QWidget(parent), m_board(board), m_loader(new ExplorerLoader(this)),
      m_open(new QPushButton(tr("Open Database…"), this)), m_cancel(new QPushButton(tr("Cancel"), this)),
      m_database(new QLabel(this)), m_player(new QLineEdit(this)), m_side(new QComboBox(this)),
      m_minElo(new QSpinBox(this)), m_filterTimer(new QTimer(this)), m_progress(new QProgressBar(this)),
      m_moves(new QTreeWidget(this)), m_gamesTitle(new QLabel(this)), m_games(new QTreeWidget(this)),
      m_status(new QLabel(this)), m_problems(new QLabel(this)) {
    // A large database is indexed once; later runs read its index back from the cache.
    m_loader->setCache(std::make_shared<const ExplorerCache>());
    m_open->setToolTip(tr("A PGN file of games; its moves are counted for every position"));
    m_database->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_database->setWordWrap(true);
    m_cancel->hide();
    m_player->setPlaceholderText(tr("Player: anyone"));
    m_player->setClearButtonEnabled(true);
    m_player->setToolTip(tr("Count only the games of a player: a part of the name, in any case"));
    m_side->addItem(tr("either colour"), int(ExplorerFilter::EitherSide));
    m_side->addItem(tr("as White"), int(ExplorerFilter::AsWhite));
    m_side->addItem(tr("as Black"), int(ExplorerFilter::AsBlack));
    m_side->setToolTip(tr("The colour the player had"));
    m_minElo->setRange(0, 3500);
    m_minElo->setSingleStep(100);
    m_minElo->setSpecialValueText(tr("any rating"));
    m_minElo->setPrefix(tr("rated ≥ "));
    m_minElo->setToolTip(tr("Count only games whose players' mean rating is at least this; unrated "
                            "games then drop out"));
    m_filterTimer->setSingleShot(true);
    m_filterTimer->setInterval(500);
    m_progress->hide();
    m_progress->setRange(0, 1000);
    m_moves->setRootIsDecorated(false);
    m_moves->setUniformRowHeights(true);
    m_moves->setHeaderLabels({tr("Move"), tr("Games"), tr("Share"), tr("White / Draw / Black"), tr("Score")});
    m_moves->headerItem()->setToolTip(ScoreColumn,
                                      tr("Points for the side that played the move, in finished games"));
    m_moves->setItemDelegateForColumn(ResultsColumn, new ResultBarDelegate(m_moves));
    m_moves->header()->setSectionResizeMode(ResultsColumn, QHeaderView::Stretch);
    m_moves->header()->setStretchLastSection(false);
    m_moves->setToolTip(tr("Double-click a move to play it on the board"));
    m_games->setRootIsDecorated(false);
    m_games->setUniformRowHeights(true);
    m_games->setHeaderLabels(
        {tr("Move"), tr("White"), tr("Black"), tr("Result"), tr("Moves"), tr("Date"), tr("Event")});
    m_games->headerItem()->setToolTip(PlayedColumn, tr("The move the game played here"));
    m_games->headerItem()->setToolTip(MovesColumn, tr("The length of the game's main line, in moves"));
    m_games->setToolTip(tr("Double-click a game to open it at this position"));
    m_gamesTitle->setText(tr("Top games"));
    m_gamesTitle->setToolTip(tr("The games that reached this position: the best rated first (the mean of "
                                "the players' ratings), then the most recent; at most %1")
                                 .arg(ExplorerIndex::kGamesPerPosition));
    m_problems->setWordWrap(true);
    m_problems->setStyleSheet(QStringLiteral("color: #9a6700"));
    m_problems->hide();

    auto* top = new QHBoxLayout;
    top->addWidget(m_open);
    top->addWidget(m_cancel);
    top->addWidget(m_database, 1);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    auto* filterRow = new QHBoxLayout;
    filterRow->addWidget(m_player, 1);
    filterRow->addWidget(m_side);
    filterRow->addWidget(m_minElo);
    layout->addLayout(filterRow);
    layout->addWidget(m_progress);
    // The moves and the games share the height; the user's split is the splitter's.
    auto* games = new QWidget(this);
    auto* gamesLayout = new QVBoxLayout(games);
    gamesLayout->setContentsMargins(0, 0, 0, 0);
    gamesLayout->addWidget(m_gamesTitle);
    gamesLayout->addWidget(m_games, 1);
    auto* split = new QSplitter(Qt::Vertical, this);
    split->addWidget(m_moves);
    split->addWidget(games);
    split->setChildrenCollapsible(false);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    layout->addWidget(split, 1);
    layout->addWidget(m_status);
    layout->addWidget(m_problems);

    connect(m_open, &QPushButton::clicked, this, &ExplorerPanel::chooseDatabase);
    // Typing waits for a pause: each change reads the database again.
    connect(m_player, &QLineEdit::textChanged, m_filterTimer, qOverload<>(&QTimer::start));
    connect(m_side, &QComboBox::currentIndexChanged, m_filterTimer, qOverload<>(&QTimer::start));
    connect(m_minElo, &QSpinBox::valueChanged, m_filterTimer, qOverload<>(&QTimer::start));
    connect(m_filterTimer, &QTimer::timeout, this, &ExplorerPanel::applyFilter);
    connect(m_cancel, &QPushButton::clicked, m_loader, &ExplorerLoader::cancel);
    connect(m_loader, &ExplorerLoader::progress, this, [this](qint64 read, qint64 total, quint64 games) {
        m_progress->setValue(total > 0 ? int(1000 * read / total) : 0);
        m_progress->setFormat(tr("%Ln game(s) read", nullptr, int(std::min<quint64>(games, INT_MAX))));
    });
    connect(m_loader, &ExplorerLoader::finished, this, &ExplorerPanel::loaded);
    connect(m_board, &BoardWidget::positionShown, this, &ExplorerPanel::refresh);
    connect(m_moves, &QTreeWidget::itemActivated, this,
            [this](QTreeWidgetItem* item) { chooseRow(m_moves->indexOfTopLevelItem(item)); });
    connect(m_games, &QTreeWidget::itemActivated, this,
            [this](QTreeWidgetItem* item) { chooseGame(m_games->indexOfTopLevelItem(item)); });
    refresh();
}

void ExplorerPanel::chooseDatabase() {
    const QString last = m_load ? m_load->path : Settings().explorerDatabase();
    const QString start = last.isEmpty() ? Settings().lastDirectory() : QFileInfo(last).absolutePath();
    const QString path = QFileDialog::getOpenFileName(this, tr("Open PGN Database"), start,
                                                      tr("PGN files (*.pgn);;All files (*)"));
    if (!path.isEmpty()) openDatabase(path);
}

void ExplorerPanel::openDatabase(const QString& path) {
    m_triedRemembered = true;
    if (m_loader->isRunning()) {
        // The GUI does not wait for the worker: it stops at its next piece, then this one starts.
        m_next = path;
        m_loader->cancel();
        return;
    }
    if (!m_loader->load(path, filter())) return;
    m_reading = path;
    m_open->setEnabled(false);
    m_cancel->show();
    m_progress->setValue(0);
    m_progress->setFormat(tr("Reading %1…").arg(QFileInfo(path).fileName()));
    m_progress->show();
}

ExplorerFilter ExplorerPanel::filter() const {
    ExplorerFilter f;
    f.player = m_player->text().trimmed();
    f.side = ExplorerFilter::Side(m_side->currentData().toInt());
    f.minElo = m_minElo->value();
    return f;
}

void ExplorerPanel::setFilter(const ExplorerFilter& filter) {
    const QSignalBlocker quietPlayer(m_player), quietSide(m_side), quietElo(m_minElo);
    m_player->setText(filter.player);
    m_side->setCurrentIndex(std::max(0, m_side->findData(int(filter.side))));
    m_minElo->setValue(filter.minElo);
    applyFilter();
}

void ExplorerPanel::applyFilter() {
    m_filterTimer->stop();
    // The file being read starts again with the new filter; the one shown is read again
    // unless it already has it.
    if (m_loader->isRunning())
        openDatabase(m_reading);
    else if (m_load && !(m_load->filter == filter()))
        openDatabase(m_load->path);
}

void ExplorerPanel::openRememberedDatabase() {
    if (m_triedRemembered || m_load || m_loader->isRunning()) return;
    m_triedRemembered = true;
    const QString path = Settings().explorerDatabase();
    if (!path.isEmpty() && QFileInfo::exists(path)) openDatabase(path);
}

void ExplorerPanel::showEvent(QShowEvent* event) {
    QWidget::showEvent(event);
    openRememberedDatabase();
}

void ExplorerPanel::loaded(const std::shared_ptr<const ExplorerLoad>& load) {
    if (!m_next.isEmpty()) {
        openDatabase(std::exchange(m_next, QString()));
        return;
    }
    m_open->setEnabled(true);
    m_cancel->hide();
    m_progress->hide();
    const QString name = QFileInfo(load->path).fileName();
    if (load->cancelled) {
        m_status->setText(tr("Reading %1 was cancelled.").arg(name));
        return;
    }
    if (!load->failure.isEmpty()) {
        m_status->setText(load->failure);
        return;
    }
    m_load = load;
    Settings().setExplorerDatabase(load->path);
    if (load->filter.active())
        m_database->setText(
            tr("%1: %2 of %Ln game(s)", nullptr, int(std::min<quint64>(load->gamesRead, INT_MAX)))
                .arg(name, QLocale().toString(load->games)));
    else
        m_database->setText(
            tr("%1: %Ln game(s)", nullptr, int(std::min<quint64>(load->games, INT_MAX))).arg(name));
    m_database->setToolTip(QDir::toNativeSeparators(load->path) +
                           (load->fromCache
                                ? QLatin1Char('\n') + tr("Index kept from an earlier reading of this file")
                                : QString()));
    if (load->errorCount > 0) {
        // The first message says what and where; the tooltip lists the ones kept.
        m_problems->setText(tr("%n problem(s) while reading; the first: %1", nullptr,
                               int(std::min<qint64>(load->errorCount, INT_MAX)))
                                .arg(load->errors.value(0)));
        m_problems->setToolTip(load->errors.join(QLatin1Char('\n'))); // the loader kept the first ones
        m_problems->show();
    } else {
        m_problems->hide();
    }
    refresh();
}

void ExplorerPanel::refresh() {
    m_moves->clear();
    m_games->clear();
    m_gamesTitle->setText(tr("Top games"));
    if (!m_load || !m_load->index) {
        if (!m_loader->isRunning() && m_status->text().isEmpty())
            m_status->setText(
                tr("Open a PGN database to see the moves played in the position on the board."));
        return;
    }
    const Position& pos = m_board->position();
    const std::vector<ExplorerMove> moves = m_load->index->moves(pos);
    quint64 total = 0;
    for (const ExplorerMove& m : moves) total += m.games;

    for (const ExplorerMove& m : moves) {
        auto* item = new QTreeWidgetItem(m_moves);
        item->setText(MoveColumn, displaySan(QString::fromStdString(toSan(pos, m.move))));
        item->setData(MoveColumn, kMoveRole, int(m.move.raw()));
        item->setText(GamesColumn, QLocale().toString(m.games));
        item->setText(ShareColumn, percent(double(m.games) / double(total)));
        const quint32 decided = m.decided();
        item->setData(ResultsColumn, Qt::UserRole,
                      QVariant::fromValue(QList<int>{int(m.whiteWins), int(m.draws), int(m.blackWins)}));
        item->setText(ResultsColumn, decided == 0 ? QStringLiteral("–")
                                                  : QStringLiteral("%1 / %2 / %3")
                                                        .arg(percent(double(m.whiteWins) / decided),
                                                             percent(double(m.draws) / decided),
                                                             percent(double(m.blackWins) / decided)));
        item->setText(ScoreColumn,
                      decided == 0 ? QStringLiteral("–") : percent(m.points(pos.sideToMove()) / decided));
        for (int c : {GamesColumn, ShareColumn, ScoreColumn})
            item->setTextAlignment(c, Qt::AlignRight | Qt::AlignVCenter);
    }
    m_moves->resizeColumnToContents(MoveColumn);
    refreshGames(pos);
    // Games that ended here (a mate, a resignation, a draw agreed) played no move from it.
    const quint32 ended = m_load->index->endedIn(pos).games;
    QStringList status;
    if (!moves.empty())
        status << tr("%n game(s) from this position.", nullptr, int(std::min<quint64>(total, INT_MAX)));
    if (ended > 0)
        status << tr("%n game(s) ended in this position.", nullptr, int(std::min<quint32>(ended, INT_MAX)));
    if (status.isEmpty()) status << tr("No game of the database reaches this position.");
    m_status->setText(status.join(QLatin1Char(' ')));
}

void ExplorerPanel::refreshGames(const Position& pos) {
    const std::vector<ExplorerListedGame> listed = m_load->index->games(pos);
    for (const ExplorerListedGame& entry : listed) {
        const ExplorerGame& g = m_load->index->game(entry.id);
        auto* item = new QTreeWidgetItem(m_games);
        // A game that ended here played no move: a dash, like the moves table's empty results.
        item->setText(PlayedColumn, entry.move == Move::none()
                                        ? QStringLiteral("–")
                                        : displaySan(QString::fromStdString(toSan(pos, entry.move))));
        item->setText(WhiteColumn, QString::fromStdString(g.whiteLabel()));
        item->setText(BlackColumn, QString::fromStdString(g.blackLabel()));
        item->setText(ResultColumn, resultText(g.result));
        item->setText(MovesColumn, QLocale().toString((g.plies + 1) / 2));
        item->setTextAlignment(MovesColumn, Qt::AlignRight | Qt::AlignVCenter);
        item->setText(DateColumn, QString::fromStdString(g.date));
        item->setText(EventColumn, QString::fromStdString(g.event));
        item->setData(WhiteColumn, kGameRole, entry.id);
        item->setTextAlignment(ResultColumn, Qt::AlignCenter);
        item->setToolTip(EventColumn, QString::fromStdString(g.event));
    }
    if (!listed.empty()) {
        // The index keeps kGamesPerPosition of a position: say so when the list is that long.
        m_gamesTitle->setText(listed.size() < ExplorerIndex::kGamesPerPosition
                                  ? tr("Top games")
                                  : tr("Top games (%Ln shown)", nullptr, int(listed.size())));
        for (int c : {PlayedColumn, WhiteColumn, BlackColumn, ResultColumn, MovesColumn, DateColumn})
            m_games->resizeColumnToContents(c);
    }
}

int ExplorerPanel::moveCount() const {
    return m_moves->topLevelItemCount();
}

QString ExplorerPanel::moveText(int row, int column) const {
    const QTreeWidgetItem* item = m_moves->topLevelItem(row);
    return item ? item->text(column) : QString();
}

QString ExplorerPanel::statusText() const {
    return m_status->text();
}

QString ExplorerPanel::databaseText() const {
    return m_database->text();
}

void ExplorerPanel::chooseRow(int row) {
    const QTreeWidgetItem* item = m_moves->topLevelItem(row);
    if (!item) return;
    emit moveChosen(Move(std::uint16_t(item->data(MoveColumn, kMoveRole).toInt())));
}

int ExplorerPanel::gameCount() const {
    return m_games->topLevelItemCount();
}

QString ExplorerPanel::gameText(int row, int column) const {
    const QTreeWidgetItem* item = m_games->topLevelItem(row);
    return item ? item->text(column) : QString();
}

void ExplorerPanel::chooseGame(int row) {
    const QTreeWidgetItem* item = m_games->topLevelItem(row);
    if (!item || !m_load || !m_load->index) return;
    const ExplorerGame& listed = m_load->index->game(item->data(WhiteColumn, kGameRole).toUInt());
    QString error;
    // One piece of the file (about a megabyte) is read again: quick enough for the GUI thread.
    const std::optional<PgnGame> game = ExplorerLoader::readGame(m_load->path, listed, &error);
    if (!game) {
        m_status->setText(error);
        return;
    }
    const Position shown = m_board->position(); // a copy: opening the game changes the board
    emit gameChosen(*game, shown);
}

ExplorerPanel* installExplorerPanel(MainWindow* window) {
    auto* panel = new ExplorerPanel(window->board());
    window->addHiddenPanel(panel, ExplorerPanel::tr("Games Explorer"), QStringLiteral("explorerDock"),
                           Qt::RightDockWidgetArea);
    // The same path as a move made on the board: a side line when looking back, else the game.
    QObject::connect(panel, &ExplorerPanel::moveChosen, window->board(), &BoardWidget::moveRequested);
    QObject::connect(panel, &ExplorerPanel::gameChosen, window, &MainWindow::openGameAt);
    return panel;
}

} // namespace eschess::app
