#include "app/ui/tournament/tournamentpanel.h"

#include "app/core/tournamenttables.h"
#include "app/ui/integeraxis.h"
#include "app/ui/match/retirerunner.h"

#include "notation/pgn.h"
#include "rating/ratingfit.h"

#include <QChartView>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineSeries>
#include <QPushButton>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>
#include <QValueAxis>

#include <cmath>

namespace eschess::app {

namespace {

QTableWidgetItem* cell(const QString& text, Qt::Alignment align = Qt::AlignRight | Qt::AlignVCenter) {
    auto* item = new QTableWidgetItem(text);
    item->setTextAlignment(align);
    item->setFlags(Qt::ItemIsSelectable | Qt::ItemIsEnabled);
    return item;
}

QTableWidget* makeTable(const QStringList& headers) {
    auto* t = new QTableWidget(0, int(headers.size()));
    t->setHorizontalHeaderLabels(headers);
    t->verticalHeader()->hide();
    t->setEditTriggers(QAbstractItemView::NoEditTriggers);
    t->setSelectionBehavior(QAbstractItemView::SelectRows);
    t->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    return t;
}

QString points(double p) {
    return QString::number(p, 'f', 1);
}

} // namespace

TournamentPanel::TournamentPanel(QWidget* parent) : QWidget(parent) {
    auto* layout = new QVBoxLayout(this);
    auto* top = new QHBoxLayout;
    m_summary = new QLabel(tr("No tournament"));
    m_summary->setWordWrap(true);
    m_stop = new QPushButton(tr("&Stop"));
    m_stop->setEnabled(false);
    connect(m_stop, &QPushButton::clicked, this, [this] {
        if (m_runner) m_runner->stopNow();
    });
    top->addWidget(m_summary, 1);
    top->addWidget(m_stop);
    layout->addLayout(top);
    auto* watchRow = new QHBoxLayout;
    watchRow->addWidget(new QLabel(tr("Show on the board:")));
    // A tournament is followed from its first game on, until the user says otherwise.
    m_watchBox = new GameWatchBox(
        tr("(none)"),
        [](const MatchGameRecord& r) { return tr("Game %1: %2 – %3").arg(r.round).arg(r.white, r.black); }, true);
    m_watchBox->setObjectName(QStringLiteral("tournamentWatchBox"));
    connect(m_watchBox, &GameWatchBox::watchedGameChanged, this, &TournamentPanel::watchedGameChanged);
    watchRow->addWidget(m_watchBox, 1);
    layout->addLayout(watchRow);

    auto* tabs = new QTabWidget;
    m_standings = makeTable(
        {tr("#"), tr("Engine"), tr("Points"), tr("Games"), tr("Score"), tr("Elo"), tr("95% interval")});
    tabs->addTab(m_standings, tr("Standings"));
    m_crosstable = makeTable({});
    tabs->addTab(m_crosstable, tr("Crosstable"));

    m_chart = new QChart;
    m_chart->setTitle(tr("Rating after each game (fitted over all games, mean 0)"));
    m_axisX = new QValueAxis;
    m_axisX->setTitleText(tr("games"));
    setIntegerAxisRange(m_axisX, 0, 1, 8);
    m_axisY = new QValueAxis;
    m_axisY->setTitleText(tr("Elo"));
    m_axisY->setLabelFormat(QStringLiteral("%d"));
    // Round steps of 100 Elo from 0, whatever the range.
    m_axisY->setTickType(QValueAxis::TicksDynamic);
    m_axisY->setTickAnchor(0);
    m_axisY->setTickInterval(100);
    m_chart->addAxis(m_axisX, Qt::AlignBottom);
    m_chart->addAxis(m_axisY, Qt::AlignLeft);
    auto* view = new QChartView(m_chart);
    view->setRenderHint(QPainter::Antialiasing);
    view->setMinimumHeight(220);
    tabs->addTab(view, tr("Rating chart"));

    m_games =
        makeTable({tr("Game"), tr("White"), tr("Black"), tr("Result"), tr("Opening"), tr("Termination")});
    m_games->setToolTip(tr("Double-click a game to open it"));
    connect(m_games, &QTableWidget::cellDoubleClicked, this, [this](int row, int) {
        if (row < 0 || row >= m_pgnTexts.size() || !m_opener) return;
        m_watchBox->stopWatching(); // the board shows that game now
        m_opener(m_pgnTexts[row]);
    });
    tabs->addTab(m_games, tr("Games"));
    layout->addWidget(tabs, 1);
}

TournamentPanel::~TournamentPanel() {
    retireRunner(this, m_runner, false); // its parent, this panel, deletes it
}

void TournamentPanel::setRunner(TournamentRunner* runner) {
    retireRunner(this, m_runner, true);
    m_runner = runner;
    runner->setParent(this);
    m_watchBox->restart();
    m_pgnTexts.clear();
    m_games->setRowCount(0);
    m_history.assign(std::size_t(runner->players()), {});
    for (QLineSeries* s : m_series) m_chart->removeSeries(s), delete s;
    m_series.clear();
    for (int i = 0; i < runner->players(); ++i) {
        auto* s = new QLineSeries;
        s->setName(runner->playerName(i));
        m_chart->addSeries(s);
        s->attachAxis(m_axisX);
        s->attachAxis(m_axisY);
        m_series.push_back(s);
    }
    connect(runner, &TournamentRunner::gameFinished, this, &TournamentPanel::onGameFinished);
    connect(runner, &TournamentRunner::gameStarted, this, [this] { updateWatchList(); });
    connect(runner, &TournamentRunner::stateChanged, this, [this](TournamentRunner::State s) {
        m_stop->setEnabled(s == TournamentRunner::State::Running);
        updateTables();
        updateWatchList();
    });
    connect(runner, &TournamentRunner::error, this,
            [this](const QString& e) { m_summary->setText(tr("Error: %1").arg(e)); });
    runner->start();
    updateTables();
}

void TournamentPanel::onGameFinished(int index, const MatchGameRecord& record) {
    const int row = m_games->rowCount();
    m_games->insertRow(row);
    m_games->setItem(row, 0, cell(QString::number(index + 1)));
    m_games->setItem(row, 1, cell(record.white, Qt::AlignLeft | Qt::AlignVCenter));
    m_games->setItem(row, 2, cell(record.black, Qt::AlignLeft | Qt::AlignVCenter));
    m_games->setItem(row, 3,
                     cell(QString::fromStdString(resultString(record.outcome.result)), Qt::AlignCenter));
    m_games->setItem(row, 4, cell(record.openingLabel, Qt::AlignLeft | Qt::AlignVCenter));
    m_games->setItem(row, 5, cell(record.reason, Qt::AlignLeft | Qt::AlignVCenter));
    m_pgnTexts << QString::fromStdString(
        writePgn(record.toPgn(m_runner->settings().event, m_runner->settings().site)));
    // The chart: every engine's rating fitted over all games so far (none while a player has
    // won or lost everything, which has no finite rating).
    const auto fit = eschess::fitRatings(m_runner->resultTable());
    if (fit) {
        const int played = m_runner->gamesPlayed();
        double low = 0, high = 0;
        for (int i = 0; i < m_runner->players(); ++i) {
            const PlayerRating& r = fit->players[std::size_t(i)];
            if (!r.rated()) continue;
            m_history[std::size_t(i)].push_back(QPointF(played, r.elo));
            m_series[std::size_t(i)]->append(played, r.elo);
        }
        for (const auto& h : m_history)
            for (const QPointF& p : h) low = std::min(low, p.y()), high = std::max(high, p.y());
        setIntegerAxisRange(m_axisX, 0, std::max(1, played), 8);
        const double pad = std::max(25.0, (high - low) * 0.1);
        m_axisY->setRange(std::floor((low - pad) / 50) * 50, std::ceil((high + pad) / 50) * 50);
    }
    updateTables();
    updateWatchList();
}

void TournamentPanel::updateTables() {
    if (!m_runner) return;
    const TournamentRunner& r = *m_runner;
    const auto pts = r.points();
    const auto games = r.gamesOf();
    const std::vector<int> order = standingsOrder(pts, games);
    const eschess::ResultTable table = r.resultTable();
    const auto fit = eschess::fitRatings(table);
    QString state;
    switch (r.state()) {
    case TournamentRunner::State::Idle:
        state = tr("not started");
        break;
    case TournamentRunner::State::Running:
        state = tr("running");
        break;
    case TournamentRunner::State::Stopping:
        state = tr("stopping");
        break;
    case TournamentRunner::State::Finished:
        state = tr("finished");
        break;
    }
    QString summary = tr("%1: %2 of %3 games played, %4 engines — %5")
                          .arg(formatName(r.settings().format))
                          .arg(r.gamesPlayed())
                          .arg(r.totalGames())
                          .arg(r.players())
                          .arg(state);
    if (!r.errorString().isEmpty()) summary += QLatin1Char('\n') + tr("Error: %1").arg(r.errorString());
    m_summary->setText(summary);

    m_standings->setRowCount(r.players());
    for (int k = 0; k < int(order.size()); ++k) {
        const int p = order[std::size_t(k)];
        m_standings->setItem(k, 0, cell(QString::number(k + 1)));
        m_standings->setItem(k, 1, cell(r.playerName(p), Qt::AlignLeft | Qt::AlignVCenter));
        m_standings->setItem(k, 2, cell(points(pts[std::size_t(p)])));
        m_standings->setItem(k, 3, cell(QString::number(games[std::size_t(p)])));
        m_standings->setItem(k, 4,
                             cell(games[std::size_t(p)]
                                      ? QStringLiteral("%1%").arg(
                                            100.0 * pts[std::size_t(p)] / games[std::size_t(p)], 0, 'f', 1)
                                      : QStringLiteral("–")));
        QString elo = QStringLiteral("–"), interval;
        if (fit) {
            const PlayerRating& pr = fit->players[std::size_t(p)];
            if (pr.rated()) {
                elo = QString::number(pr.elo, 'f', 0);
                interval = QStringLiteral("%1 … %2").arg(pr.low, 0, 'f', 0).arg(pr.high, 0, 'f', 0);
            } else if (pr.status == RatingStatus::AllWon) {
                elo = QStringLiteral("+∞");
            } else if (pr.status == RatingStatus::AllLost) {
                elo = QStringLiteral("−∞");
            }
        }
        m_standings->setItem(k, 5, cell(elo));
        m_standings->setItem(k, 6, cell(interval));
    }

    const int n = r.players();
    m_crosstable->setRowCount(n);
    m_crosstable->setColumnCount(n + 2);
    QStringList headers{tr("Engine"), tr("Points")};
    for (int c = 0; c < n; ++c) headers << QString::number(c + 1);
    m_crosstable->setHorizontalHeaderLabels(headers);
    for (int row = 0; row < n; ++row) {
        const int p = order[std::size_t(row)];
        m_crosstable->setItem(row, 0,
                              cell(QStringLiteral("%1. %2").arg(row + 1).arg(r.playerName(p)),
                                   Qt::AlignLeft | Qt::AlignVCenter));
        m_crosstable->setItem(
            row, 1,
            cell(QStringLiteral("%1/%2").arg(points(pts[std::size_t(p)])).arg(games[std::size_t(p)])));
        for (int c = 0; c < n; ++c) {
            const int q = order[std::size_t(c)];
            if (p == q) {
                auto* diag = cell(QString());
                diag->setBackground(palette().mid());
                m_crosstable->setItem(row, c + 2, diag);
                continue;
            }
            const PairTally& t = table.tally(p, q);
            m_crosstable->setItem(
                row, c + 2,
                cell(t.games() ? QStringLiteral("%1/%2").arg(points(t.points())).arg(t.games()) : QString(),
                     Qt::AlignCenter));
        }
    }
}

void TournamentPanel::updateWatchList() {
    if (m_runner) m_watchBox->setRunningGames(m_runner->runningGames());
}

} // namespace eschess::app
