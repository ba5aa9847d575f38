#include "app/ui/match/ladderdialog.h"

#include "app/core/enginestore.h"
#include "app/core/ladderrunner.h"
#include "app/core/settings.h"
#include "app/ui/chartclear.h"

#include "rating/elo.h"
#include "search/searcher.h"

#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLineSeries>
#include <QPushButton>
#include <QScatterSeries>
#include <QSpinBox>
#include <QTableWidget>
#include <QValueAxis>
#include <QVBoxLayout>

#include <cmath>

namespace eschess::app {

LadderDialog::LadderDialog(QWidget* parent) : QDialog(parent) {
    setWindowTitle(tr("Elo ladder against Stockfish"));
    m_engine = new QComboBox;
    for (const std::string& n : searcherNames()) m_engine->addItem(QString::fromStdString(n), QString::fromStdString(n));
    for (const ExternalEngine& e : Settings().externalEngines()) m_engine->addItem(tr("%1 (UCI)").arg(e.name), e.toSpec().toString());
    m_engine->setCurrentIndex(std::max(0, m_engine->findData(QStringLiteral("eschess"))));
    m_levels = new QLineEdit(QStringLiteral("1400,1600,1800,2000"));
    m_games = new QSpinBox;
    m_games->setRange(2, 1000);
    m_games->setValue(10);
    m_moveTime = new QSpinBox;
    m_moveTime->setRange(10, 60000);
    m_moveTime->setValue(100);
    m_moveTime->setSuffix(tr(" ms per move"));
    m_stockfish = new QLineEdit(QStringLiteral("/usr/games/stockfish"));
    m_run = new QPushButton(tr("&Start"));
    connect(m_run, &QPushButton::clicked, this, &LadderDialog::start);
    m_status = new QLabel(tr("Stockfish's UCI_Elo is calibrated at 60+0.6; at other time controls the rating is rough."));
    m_status->setWordWrap(true);
    m_table = new QTableWidget(0, 5);
    m_table->setHorizontalHeaderLabels({tr("Opponent"), tr("Wins"), tr("Draws"), tr("Losses"), tr("Score")});
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_table->verticalHeader()->hide();
    m_chart = new QChart;
    m_chart->setTitle(tr("Score against each level, and the fitted rating's expectation"));
    auto* view = new QChartView(m_chart);
    view->setMinimumHeight(220);

    auto* form = new QFormLayout;
    form->addRow(tr("Engine:"), m_engine);
    form->addRow(tr("Stockfish levels (UCI_Elo):"), m_levels);
    form->addRow(tr("Games per level:"), m_games);
    form->addRow(tr("Time:"), m_moveTime);
    form->addRow(tr("Stockfish:"), m_stockfish);
    auto* box = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(box, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_run);
    layout->addWidget(m_status);
    layout->addWidget(m_table);
    layout->addWidget(view, 1);
    layout->addWidget(box);
    resize(700, 640);
}

LadderDialog::~LadderDialog() {
    if (m_runner) m_runner->stopNow();
}

void LadderDialog::start() {
    if (m_runner) {
        m_runner->stopNow();
        return;
    }
    QString error;
    auto spec = parseEngineSpec(m_engine->currentData().toString(), &error);
    if (!spec) return m_status->setText(error);
    QList<int> levels;
    for (const QString& l : m_levels->text().split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        bool ok = false;
        levels << l.trimmed().toInt(&ok);
        if (!ok) return m_status->setText(tr("'%1' is not an Elo level; write them like 1400,1600,1800").arg(l.trimmed()));
    }
    if (levels.isEmpty()) return m_status->setText(tr("No level given."));
    MatchSettings base;
    base.engine[0] = *spec;
    base.games = m_games->value();
    base.timeControl = TimeControl::moveTime(m_moveTime->value());
    base.event = QStringLiteral("Eschess ladder");
    m_runner = new LadderRunner(base, m_stockfish->text().trimmed(), levels, this);
    m_table->setRowCount(0);
    connect(m_runner, &LadderRunner::levelStarted, this, [this](int level) {
        m_status->setText(tr("Playing Stockfish %1…").arg(level));
    });
    connect(m_runner, &LadderRunner::levelFinished, this, [this] { showResults(); });
    connect(m_runner, &LadderRunner::error, this, [this](const QString& e) { m_status->setText(e); });
    connect(m_runner, &LadderRunner::finished, this, [this] {
        showResults();
        m_run->setText(tr("&Start"));
        m_runner->deleteLater();
    });
    m_run->setText(tr("S&top"));
    m_runner->start();
}

void LadderDialog::showResults() {
    const auto& results = m_runner->results();
    m_table->setRowCount(int(results.size()));
    auto* points = new QScatterSeries;
    points->setName(tr("score"));
    double lo = 1e9, hi = -1e9;
    for (int r = 0; r < int(results.size()); ++r) {
        const LadderResult& x = results[std::size_t(r)];
        const double score = x.games() ? (x.wins + 0.5 * x.draws) / x.games() : 0;
        const QString cells[] = {tr("Stockfish %1").arg(x.opponentElo), QString::number(x.wins), QString::number(x.draws),
                                 QString::number(x.losses), QString::number(score, 'f', 3)};
        for (int c = 0; c < 5; ++c) m_table->setItem(r, c, new QTableWidgetItem(cells[c]));
        points->append(x.opponentElo, score);
        lo = std::min(lo, x.opponentElo);
        hi = std::max(hi, x.opponentElo);
    }
    clearChart(m_chart);
    if (results.empty()) return;
    const LadderFit fit = m_runner->fit();
    m_chart->addSeries(points);
    if (fit.bounded) {
        auto* curve = new QLineSeries;
        curve->setName(tr("expected at %1").arg(fit.elo, 0, 'f', 0));
        for (double e = lo - 200; e <= hi + 200; e += 20) curve->append(e, eloToScore(fit.elo - e));
        m_chart->addSeries(curve);
        m_status->setText(tr("Rating: %1 ± %2 (95%: %3 to %4) from %5 games")
                              .arg(fit.elo, 0, 'f', 0)
                              .arg(fit.margin, 0, 'f', 0)
                              .arg(fit.low, 0, 'f', 0)
                              .arg(fit.high, 0, 'f', 0)
                              .arg(fit.games));
    } else {
        m_status->setText(tr("No finite rating yet (%1 of %2 points): add stronger or weaker levels.").arg(fit.points).arg(fit.games));
    }
    auto* x = new QValueAxis;
    x->setRange(lo - 200, hi + 200);
    x->setTitleText(tr("Stockfish UCI_Elo"));
    x->setLabelFormat(QStringLiteral("%d"));
    auto* y = new QValueAxis;
    y->setRange(0, 1);
    y->setTitleText(tr("score"));
    m_chart->addAxis(x, Qt::AlignBottom);
    m_chart->addAxis(y, Qt::AlignLeft);
    for (QAbstractSeries* s : m_chart->series()) {
        s->attachAxis(x);
        s->attachAxis(y);
    }
}

} // namespace eschess::app
