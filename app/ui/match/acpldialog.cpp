#include "app/ui/match/acpldialog.h"

#include "app/ui/chartclear.h"
#include "app/ui/formrows.h"

#include "app/core/acplrunner.h"
#include "app/core/enginefactory.h"
#include "app/core/enginestore.h"
#include "app/core/settings.h"
#include "app/core/textinput.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFile>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QValueAxis>
#include <QVBoxLayout>

namespace eschess::app {

AcplDialog::AcplDialog(QWidget* parent) : QDialog(parent) {
    setWindowTitle(tr("Move quality (ACPL)"));
    m_file = new QLineEdit;
    m_referee = new QComboBox;
    QList<ExternalEngine> engines = EngineStore::discover();
    engines += Settings().externalEngines();
    for (const ExternalEngine& e : engines) m_referee->addItem(e.name, e.toSpec().toString());
    m_depth = new QSpinBox;
    m_depth->setRange(1, 40);
    m_depth->setValue(10);
    m_cap = new QSpinBox;
    m_cap->setRange(50, 10000);
    m_cap->setValue(kDefaultLossCap);
    m_cap->setSuffix(tr(" cp"));
    m_run = new QPushButton(tr("&Analyse"));
    connect(m_run, &QPushButton::clicked, this, [this] { run(m_file->text().trimmed()); });
    m_progress = new QProgressBar;
    m_status = new QLabel;
    m_status->setWordWrap(true);
    m_table = new QTableWidget(0, 5);
    m_table->setHorizontalHeaderLabels({tr("Player"), tr("All"), tr("Opening"), tr("Middlegame"), tr("Endgame")});
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_table->verticalHeader()->hide();
    m_chart = new QChart;
    m_chart->setTitle(tr("Average centipawn loss by phase (lower is better)"));
    auto* view = new QChartView(m_chart);
    view->setMinimumHeight(220);

    auto* form = new QFormLayout;
    addFileRow(this, form, tr("&PGN file:"), m_file, FileDialogKind::Open, tr("PGN (*.pgn)"));
    form->addRow(tr("Referee:"), m_referee);
    form->addRow(tr("Depth:"), m_depth);
    form->addRow(tr("Loss cap per move:"), m_cap);
    auto* box = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(box, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_run);
    layout->addWidget(m_progress);
    layout->addWidget(m_status);
    layout->addWidget(m_table);
    layout->addWidget(view, 1);
    layout->addWidget(box);
    resize(720, 640);
}

AcplDialog::~AcplDialog() {
    if (m_runner) m_runner->stop();
}

bool AcplDialog::run(const QString& pgnPath) {
    if (m_runner) return false;
    m_file->setText(pgnPath);
    QString readError;
    const std::optional<QByteArray> data = readTextInput(pgnPath, &readError);
    if (!data) {
        m_status->setText(tr("Cannot read '%1': %2").arg(pgnPath, readError));
        return false;
    }
    PgnReadResult read = readPgn(data->toStdString());
    if (read.games.empty()) {
        m_status->setText(tr("No game in '%1'.").arg(pgnPath) +
                          (read.errors.empty() ? QString() : QLatin1Char(' ') + QString::fromStdString(read.errors.front())));
        return false;
    }
    QString error;
    auto spec = parseEngineSpec(m_referee->currentData().toString(), &error);
    if (!spec) {
        m_status->setText(error.isEmpty() ? tr("Add a referee engine in Tools ▸ Engines.") : error);
        return false;
    }
    SearchLimits limits;
    limits.depth = m_depth->value();
    m_runner = new AcplRunner(createEngine(*spec), std::move(read.games), limits, m_cap->value(), this);
    connect(m_runner, &AcplRunner::progress, this, [this](int done, int total) {
        m_progress->setRange(0, total);
        m_progress->setValue(done);
    });
    connect(m_runner, &AcplRunner::finished, this, [this](bool ok) {
        m_run->setEnabled(true);
        m_status->setText(ok ? tr("%1 positions scored.").arg(m_runner->positionsScored()) : m_runner->errorString());
        if (ok) showResults();
        m_runner->deleteLater();
    });
    m_run->setEnabled(false);
    m_status->setText(tr("Analysing %1 games…").arg(m_runner->positionsTotal()));
    m_runner->start();
    return true;
}

void AcplDialog::showResults() {
    const auto& players = m_runner->tally().players();
    m_table->setRowCount(int(players.size()));
    clearChart(m_chart);
    auto* series = new QBarSeries;
    const QString phases[] = {tr("opening"), tr("middlegame"), tr("endgame")};
    QBarSet* sets[3];
    for (int p = 0; p < 3; ++p) {
        sets[p] = new QBarSet(phases[p]);
        series->append(sets[p]);
    }
    QStringList names;
    double most = 1;
    for (int r = 0; r < int(players.size()); ++r) {
        const AcplPlayer& pl = players[std::size_t(r)];
        names << QString::fromStdString(pl.name);
        auto cell = [](const AcplBucket& b) {
            return b.moves ? QStringLiteral("%1 (%2)").arg(b.average(), 0, 'f', 1).arg(b.moves) : QStringLiteral("–");
        };
        m_table->setItem(r, 0, new QTableWidgetItem(QString::fromStdString(pl.name)));
        m_table->setItem(r, 1, new QTableWidgetItem(cell(pl.total)));
        for (int p = 0; p < 3; ++p) {
            m_table->setItem(r, 2 + p, new QTableWidgetItem(cell(pl.byPhase[std::size_t(p)])));
            *sets[p] << pl.byPhase[std::size_t(p)].average();
            most = std::max(most, pl.byPhase[std::size_t(p)].average());
        }
    }
    m_chart->addSeries(series);
    auto* x = new QBarCategoryAxis;
    x->append(names);
    auto* y = new QValueAxis;
    y->setRange(0, most * 1.1);
    y->setTitleText(tr("cp per move"));
    m_chart->addAxis(x, Qt::AlignBottom);
    m_chart->addAxis(y, Qt::AlignLeft);
    series->attachAxis(x);
    series->attachAxis(y);
}

} // namespace eschess::app
