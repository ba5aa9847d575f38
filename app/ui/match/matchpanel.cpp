#include "app/ui/match/matchpanel.h"

#include "app/ui/integeraxis.h"
#include "app/ui/match/retirerunner.h"

#include <QAreaSeries>
#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineSeries>
#include <QPushButton>
#include <QTabWidget>
#include <QTableWidget>
#include <QValueAxis>
#include <QVBoxLayout>

#include <cmath>

namespace eschess::app {

namespace {

QChart* makeMatchChart(const QString& title) {
    auto* chart = new QChart;
    chart->setTitle(title);
    chart->legend()->setAlignment(Qt::AlignBottom);
    chart->setMargins(QMargins(4, 4, 4, 4));
    return chart;
}

void attach(QChart* chart, QAbstractSeries* series) {
    chart->addSeries(series);
}

// Fits both axes of a chart to its line series.
void rescale(QChart* chart) {
    double minX = 0, maxX = 1, minY = 0, maxY = 0;
    bool any = false;
    for (QAbstractSeries* s : chart->series()) {
        auto* line = qobject_cast<QLineSeries*>(s);
        if (!line) continue;
        for (const QPointF& p : line->points()) {
            if (!std::isfinite(p.y())) continue;
            if (!any) minY = maxY = p.y();
            any = true;
            minY = std::min(minY, p.y());
            maxY = std::max(maxY, p.y());
            maxX = std::max(maxX, p.x());
        }
    }
    if (minY == maxY) {
        minY -= 1;
        maxY += 1;
    }
    const auto axesX = chart->axes(Qt::Horizontal), axesY = chart->axes(Qt::Vertical);
    if (auto* x = axesX.isEmpty() ? nullptr : qobject_cast<QValueAxis*>(axesX.first()))
        setIntegerAxisRange(x, minX, maxX, 8); // games
    if (!axesY.isEmpty()) axesY.first()->setRange(minY - 0.05 * (maxY - minY), maxY + 0.05 * (maxY - minY));
}

void addAxes(QChart* chart, const QString& x, const QString& y) {
    auto* ax = new QValueAxis;
    ax->setTitleText(x);
    setIntegerAxisRange(ax, 0, 1, 8); // games
    auto* ay = new QValueAxis;
    ay->setTitleText(y);
    chart->addAxis(ax, Qt::AlignBottom);
    chart->addAxis(ay, Qt::AlignLeft);
    for (QAbstractSeries* s : chart->series()) {
        s->attachAxis(ax);
        s->attachAxis(ay);
    }
}

// Elo values for a chart: infinities are clipped to ±800 so a 3–0 start still draws.
double chartElo(double v) { return std::isfinite(v) ? std::clamp(v, -800.0, 800.0) : (v > 0 ? 800.0 : -800.0); }

} // namespace

MatchPanel::MatchPanel(QWidget* parent) : QWidget(parent) {
    m_title = new QLabel(tr("No match yet: Tools ▸ Match…"));
    m_title->setWordWrap(true);
    m_summary = new QLabel;
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);

    m_table = new QTableWidget(3, 4);
    m_table->setHorizontalHeaderLabels({tr("Wins"), tr("Draws"), tr("Losses"), tr("Score")});
    m_table->setVerticalHeaderLabels({tr("as White"), tr("as Black"), tr("total")});
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_table->setMaximumHeight(120);

    m_games = new QTableWidget(0, 5);
    m_games->setHorizontalHeaderLabels({tr("Game"), tr("White"), tr("Black"), tr("Result"), tr("Reason")});
    m_games->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_games->horizontalHeader()->setStretchLastSection(true);
    m_games->verticalHeader()->hide();

    // Elo with its 95% band.
    m_eloChart = makeMatchChart(tr("Elo difference (95% interval)"));
    m_elo = new QLineSeries;
    m_elo->setName(tr("Elo"));
    m_eloLow = new QLineSeries;
    m_eloHigh = new QLineSeries;
    m_eloBand = new QAreaSeries(m_eloHigh, m_eloLow);
    // An area series does not own its bounding lines (LeakSanitizer found them leaked with every
    // main window): they go with the band, after its destructor has let go of them.
    m_eloHigh->setParent(m_eloBand);
    m_eloLow->setParent(m_eloBand);
    m_eloBand->setName(tr("95% interval"));
    m_eloBand->setOpacity(0.3);
    attach(m_eloChart, m_eloBand);
    attach(m_eloChart, m_elo);
    addAxes(m_eloChart, tr("games"), tr("Elo"));

    m_scoreChart = makeMatchChart(tr("Cumulative score of engine 1 (points above 50%)"));
    m_score = new QLineSeries;
    m_score->setObjectName(QStringLiteral("scoreSeries"));
    m_score->setName(tr("score − games/2"));
    attach(m_scoreChart, m_score);
    addAxes(m_scoreChart, tr("games"), tr("points"));

    m_sprtChart = makeMatchChart(tr("SPRT log-likelihood ratio"));
    m_llr = new QLineSeries;
    m_llr->setName(tr("LLR"));
    m_lower = new QLineSeries;
    m_lower->setName(tr("accept H0"));
    m_upper = new QLineSeries;
    m_upper->setName(tr("accept H1"));
    for (QLineSeries* s : {m_llr, m_lower, m_upper}) attach(m_sprtChart, s);
    addAxes(m_sprtChart, tr("games"), tr("LLR"));

    auto* colourChart = makeMatchChart(tr("Results of engine 1 by colour"));
    auto* bars = new QBarSeries;
    const QString names[3] = {tr("wins"), tr("draws"), tr("losses")};
    for (int i = 0; i < 3; ++i) {
        m_bars[i] = new QBarSet(names[i]);
        *m_bars[i] << 0 << 0;
        bars->append(m_bars[i]);
    }
    colourChart->addSeries(bars);
    auto* cats = new QBarCategoryAxis;
    cats->append({tr("as White"), tr("as Black")});
    colourChart->addAxis(cats, Qt::AlignBottom);
    bars->attachAxis(cats);
    m_barAxis = new QValueAxis;
    setIntegerAxisRange(m_barAxis, 0, 1, 5);
    colourChart->addAxis(m_barAxis, Qt::AlignLeft);
    bars->attachAxis(m_barAxis);

    auto* tabs = new QTabWidget;
    const std::pair<QChart*, QString> charts[] = {
        {m_eloChart, tr("Elo")}, {m_scoreChart, tr("Score")}, {m_sprtChart, tr("SPRT")}, {colourChart, tr("Colours")}};
    for (const auto& [chart, name] : charts) {
        auto* view = new QChartView(chart);
        view->setRenderHint(QPainter::Antialiasing);
        view->setMinimumHeight(180);
        tabs->addTab(view, name);
    }
    tabs->addTab(m_games, tr("Games"));

    // A match is watched once the user picks a game (the board stays the user's until then).
    m_watchBox = new GameWatchBox(
        tr("Watch: none"),
        [](const MatchGameRecord& r) { return tr("Watch game %1: %2 vs %3").arg(r.round).arg(r.white, r.black); },
        false);
    m_watchBox->setObjectName(QStringLiteral("matchWatchBox"));
    connect(m_watchBox, &GameWatchBox::watchedGameChanged, this, &MatchPanel::watchedGameChanged);
    m_finishButton = new QPushButton(tr("&Finish games, then stop"));
    m_stopButton = new QPushButton(tr("Stop &now"));
    m_finishButton->setEnabled(false);
    m_stopButton->setEnabled(false);
    connect(m_finishButton, &QPushButton::clicked, this, [this] {
        if (m_runner) m_runner->finishRunningThenStop();
    });
    connect(m_stopButton, &QPushButton::clicked, this, [this] {
        if (m_runner) m_runner->stopNow();
    });
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_watchBox, 1);
    buttons->addWidget(m_finishButton);
    buttons->addWidget(m_stopButton);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_title);
    layout->addWidget(m_table);
    layout->addWidget(m_summary);
    layout->addWidget(tabs, 1);
    layout->addLayout(buttons);
}

MatchPanel::~MatchPanel() {
    retireRunner(this, m_runner, false); // its parent, this panel, deletes it
}

void MatchPanel::setRunner(MatchRunner* runner) {
    retireRunner(this, m_runner, true);
    m_runner = runner;
    runner->setParent(this);
    m_watchBox->restart();
    m_cumulative = 0;
    for (QLineSeries* s : {m_elo, m_eloLow, m_eloHigh, m_score, m_llr, m_lower, m_upper}) s->clear();
    m_games->setRowCount(0);
    const MatchSettings& s = runner->settings();
    m_title->setText(tr("%1 vs %2, %3 games, %4")
                         .arg(runner->engineName(0), runner->engineName(1))
                         .arg(s.games)
                         .arg(s.timeControl.toString()));
    if (s.sprt) {
        m_lower->append(0, sprtLowerBound(*s.sprt));
        m_upper->append(0, sprtUpperBound(*s.sprt));
        m_llr->append(0, 0);
    }
    connect(runner, &MatchRunner::gameFinished, this, &MatchPanel::onGameFinished);
    connect(runner, &MatchRunner::gameStarted, this, [this] { QMetaObject::invokeMethod(this, &MatchPanel::updateWatchList, Qt::QueuedConnection); });
    connect(runner, &MatchRunner::stateChanged, this, [this](MatchRunner::State st) {
        // A resumed match counts the games its state file holds: the score chart goes on from them.
        if (st == MatchRunner::State::Running && m_runner->gamesResumed() > 0 && m_score->count() == 0) {
            const MatchScore& sc = m_runner->score();
            m_cumulative = sc.points() - 0.5 * sc.games();
            m_score->append(sc.games(), m_cumulative);
        }
        const bool running = st == MatchRunner::State::Running || st == MatchRunner::State::Stopping;
        m_finishButton->setEnabled(st == MatchRunner::State::Running);
        m_stopButton->setEnabled(running);
        if (!running) m_watchBox->stopWatching();
        updateSummary();
    });
    connect(runner, &MatchRunner::error, this, [this](const QString& e) { m_summary->setText(tr("Error: %1").arg(e)); });
    updateSummary();
    runner->start();
}

void MatchPanel::onGameFinished(int round, const MatchGameRecord& record, double points) {
    const MatchScore& sc = m_runner->score();
    const int n = sc.games();
    const EloEstimate e = sc.elo();
    m_elo->append(n, chartElo(e.elo));
    m_eloLow->append(n, chartElo(e.eloLow));
    m_eloHigh->append(n, chartElo(e.eloHigh));
    m_cumulative += points - 0.5;
    m_score->append(n, m_cumulative);
    if (auto st = m_runner->sprtStatus()) {
        m_llr->append(n, st->llr);
        m_lower->append(n, st->lowerBound);
        m_upper->append(n, st->upperBound);
    }
    for (QChart* c : {m_eloChart, m_scoreChart, m_sprtChart}) rescale(c);
    for (int c = 0; c < 2; ++c) {
        m_bars[0]->replace(c, sc.winsAs[c]);
        m_bars[1]->replace(c, sc.drawsAs[c]);
        m_bars[2]->replace(c, sc.lossesAs[c]);
    }
    int most = 1;
    for (int c = 0; c < 2; ++c) most = std::max({most, sc.winsAs[c], sc.drawsAs[c], sc.lossesAs[c]});
    setIntegerAxisRange(m_barAxis, 0, most, 5);

    const int row = m_games->rowCount();
    m_games->insertRow(row);
    const QString cells[] = {QString::number(round), record.white, record.black,
                             QString::fromStdString(resultString(record.outcome.result)), record.reason};
    for (int c = 0; c < 5; ++c) m_games->setItem(row, c, new QTableWidgetItem(cells[c]));
    updateSummary();
    updateWatchList();
}

void MatchPanel::updateSummary() {
    if (!m_runner) return;
    const MatchScore& sc = m_runner->score();
    for (int c = 0; c < 3; ++c) {
        const int w = c < 2 ? sc.winsAs[c] : sc.wins, d = c < 2 ? sc.drawsAs[c] : sc.draws, l = c < 2 ? sc.lossesAs[c] : sc.losses;
        const int g = w + d + l;
        const QString cells[] = {QString::number(w), QString::number(d), QString::number(l),
                                 g ? QString::number((w + 0.5 * d) / g, 'f', 3) : QStringLiteral("-")};
        for (int k = 0; k < 4; ++k) m_table->setItem(c, k, new QTableWidgetItem(cells[k]));
    }
    const MatchSettings& ms = m_runner->settings();
    m_title->setText(tr("%1 vs %2, %3 games, %4")
                         .arg(m_runner->engineName(0), m_runner->engineName(1))
                         .arg(ms.games)
                         .arg(ms.timeControl.toString()));
    // Cute Chess's lines and fastchess's pair line, as the command line prints them.
    QString text = m_runner->scoreLine() + QLatin1Char('\n') + m_runner->eloLine() + QLatin1Char('\n') +
                   m_runner->pairsLine();
    if (auto verdict = m_runner->sprtVerdict()) {
        // The decision as reached; the games in progress then may have moved the LLR since.
        const SprtStatus& st = verdict->status;
        text += QLatin1Char('\n') + tr("SPRT: %1 after game %2 – LLR %3 [%4, %5]")
                                        .arg(QString::fromLatin1(sprtDecisionName(st.decision)))
                                        .arg(verdict->score.games())
                                        .arg(st.llr, 0, 'f', 2)
                                        .arg(st.lowerBound, 0, 'f', 2)
                                        .arg(st.upperBound, 0, 'f', 2);
        if (sc.games() > verdict->score.games())
            text += QLatin1Char('\n') +
                    tr("LLR over all %1 games: %2").arg(sc.games()).arg(m_runner->sprtStatus()->llr, 0, 'f', 2);
    } else if (auto st = m_runner->sprtStatus()) {
        text += QLatin1Char('\n') + tr("SPRT: LLR %1 [%2, %3] – %4")
                                        .arg(st->llr, 0, 'f', 2)
                                        .arg(st->lowerBound, 0, 'f', 2)
                                        .arg(st->upperBound, 0, 'f', 2)
                                        .arg(QString::fromLatin1(sprtDecisionName(st->decision)));
    }
    if (m_runner->state() == MatchRunner::State::Finished) text += QLatin1Char('\n') + tr("Match finished.");
    else if (m_runner->state() == MatchRunner::State::Stopping) text += QLatin1Char('\n') + tr("Stopping after the games in progress…");
    m_summary->setText(text);
}

void MatchPanel::updateWatchList() {
    if (m_runner) m_watchBox->setRunningGames(m_runner->runningGames());
}

} // namespace eschess::app
