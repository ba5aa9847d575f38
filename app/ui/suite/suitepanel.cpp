#include "app/ui/suite/suitepanel.h"

#include "app/core/builtinsuites.h"
#include "app/core/enginespec.h"
#include "app/core/suiteexport.h"
#include "app/core/textinput.h"
#include "app/ui/chartclear.h"
#include "app/ui/integeraxis.h"
#include "app/ui/suite/suiteresultsmodel.h"

#include <QChart>
#include <QChartView>
#include <QFile>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLegend>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QTabWidget>
#include <QTableView>
#include <QValueAxis>
#include <QVBoxLayout>

#include <algorithm>
#include <map>

namespace eschess::app {

SuitePanel::SuitePanel(SuiteEngineResolver resolver, QWidget* parent)
    : QWidget(parent), m_resolver(std::move(resolver)), m_runner(new SuiteRunner(this)),
      m_results(new SuiteResultsModel(this)), m_summary(new SuiteSummaryModel(this)) {
    m_progress = new QProgressBar;
    m_progress->setFormat(tr("%v / %m positions"));
    m_cancel = new QPushButton(tr("Cancel"));
    m_cancel->setEnabled(false);
    m_exportCsv = new QPushButton(tr("Export CSV…"));
    m_exportJson = new QPushButton(tr("Export JSON…"));
    m_exportCsv->setEnabled(false);
    m_exportJson->setEnabled(false);
    m_scoreLine = new QLabel;
    m_scoreLine->setWordWrap(true);
    m_scoreLine->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto* proxy = new QSortFilterProxyModel(this);
    proxy->setSourceModel(m_results);
    proxy->setSortRole(Qt::UserRole);
    m_table = new QTableView;
    m_table->setObjectName(QStringLiteral("suiteResultsTable"));
    m_table->setModel(proxy);
    m_table->setSortingEnabled(true);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->setToolTip(tr("Double-click a position to analyse it on the board."));
    connect(m_table, &QTableView::doubleClicked, this, [this, proxy](const QModelIndex& index) {
        if (const EpdRecord* record = m_results->recordAt(proxy->mapToSource(index).row())) emit openPosition(*record);
    });

    m_summaryTable = new QTableView;
    m_summaryTable->setModel(m_summary);
    m_summaryTable->verticalHeader()->hide();
    m_summaryTable->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_summaryTable->setEditTriggers(QAbstractItemView::NoEditTriggers);

    m_chart = new QChartView(new QChart);
    m_chart->setRenderHint(QPainter::Antialiasing);
    m_chart->chart()->setTitle(tr("Solved positions"));

    m_tabs = new QTabWidget;
    m_tabs->addTab(m_table, tr("Positions"));
    m_tabs->addTab(m_summaryTable, tr("Summary"));
    m_tabs->addTab(m_chart, tr("Chart"));

    auto* top = new QHBoxLayout;
    top->addWidget(m_progress, 1);
    top->addWidget(m_cancel);
    top->addWidget(m_exportCsv);
    top->addWidget(m_exportJson);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_scoreLine);
    layout->addWidget(m_tabs, 1);

    connect(m_cancel, &QPushButton::clicked, this, &SuitePanel::cancel);
    connect(m_exportCsv, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getSaveFileName(this, tr("Export CSV"), m_setup.suiteName + QStringLiteral(".csv"),
                                                          tr("CSV files (*.csv)"));
        QString error;
        if (!path.isEmpty() && !exportCsv(path, &error)) QMessageBox::warning(this, tr("Export CSV"), error);
    });
    connect(m_exportJson, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getSaveFileName(this, tr("Export JSON"),
                                                          m_setup.suiteName + QStringLiteral(".json"), tr("JSON files (*.json)"));
        QString error;
        if (!path.isEmpty() && !exportJson(path, &error)) QMessageBox::warning(this, tr("Export JSON"), error);
    });
    connect(m_runner, &SuiteRunner::resultReady, this, &SuitePanel::onResult);
    connect(m_runner, &SuiteRunner::progress, this, [this](int done, int total) {
        m_progress->setMaximum(std::max(1, total));
        m_progress->setValue(done);
    });
    connect(m_runner, &SuiteRunner::finished, this, &SuitePanel::onFinished);
    connect(m_runner, &SuiteRunner::engineFailed, this,
            [this](const QString& engine, const QString& reason, bool restarting) {
                EngineFailures& failures = m_failures[engine];
                failures.count += 1;
                failures.lastReason = reason;
                failures.givenUp = !restarting;
                updateScoreLine();
            });
}

bool SuitePanel::run(const SuiteSetup& setup) {
    if (m_runner->isRunning()) {
        m_error = tr("A suite is already running.");
        return false;
    }
    QString text = builtinSuiteText(setup.suiteSource);
    if (text.isEmpty()) {
        QString error;
        const std::optional<QByteArray> data = readTextInput(setup.suiteSource, &error);
        if (!data) {
            m_error = tr("Cannot read the suite %1: %2").arg(setup.suiteSource, error);
            return false;
        }
        text = QString::fromUtf8(*data);
    }
    EpdFile parsed = parseEpdFile(text.toStdString());
    if (parsed.records.empty()) {
        m_error = tr("The suite has no usable positions.");
        if (!parsed.errors.empty()) m_error += QLatin1Char('\n') + QString::fromStdString(parsed.errors.front());
        return false;
    }
    std::vector<SuiteEngine> engines;
    for (const QString& spec : setup.engineSpecs) {
        // Each engine may search `jobs` positions at once: each must fit the machine that often.
        QString budget;
        if (const auto parsed = parseEngineSpec(spec, nullptr);
            parsed && !checkEngineBudget({*parsed}, setup.jobs, defaultMemoryBudgetMb(), &budget)) {
            m_error = tr("Engine '%1': %2").arg(spec, budget);
            return false;
        }
        QString error;
        auto engine = m_resolver(spec, &error);
        if (!engine) {
            m_error = tr("Engine '%1': %2").arg(spec, error);
            return false;
        }
        engines.push_back(*engine);
    }
    if (engines.empty()) {
        m_error = tr("Choose at least one engine.");
        return false;
    }
    m_setup = setup;
    m_failures.clear();
    m_lastRun = SuiteHistory().lastRun(setup.suiteName);
    m_results->setRecords(parsed.records);
    m_summary->setResults({});
    m_runner->setPositions(std::move(parsed.records));
    m_runner->setEngines(std::move(engines));
    m_runner->setLimit(setup.limit);
    m_runner->setJobs(setup.jobs);
    m_runner->setBratkoKopecScale(setup.bkScale);
    m_runner->setMissMargins(setup.missMargins);
    m_cancel->setEnabled(true);
    m_exportCsv->setEnabled(false);
    m_exportJson->setEnabled(false);
    m_scoreLine->setText(parsed.errors.empty()
                             ? tr("Running %1 (%2)…").arg(setup.suiteName, setup.limit.describe())
                             : tr("Running %1 (%2); %n bad line(s) skipped.", nullptr, int(parsed.errors.size()))
                                   .arg(setup.suiteName, setup.limit.describe()));
    updateChart();
    m_runner->start();
    return true;
}

void SuitePanel::cancel() { m_runner->cancel(); }

void SuitePanel::onResult(const SuiteResult& result, int recordIndex) {
    m_results->addResult(result, recordIndex);
    m_summary->setResults(m_runner->results());
    updateChart();
    updateScoreLine();
}

void SuitePanel::onFinished(bool cancelled) {
    m_cancel->setEnabled(false);
    const bool any = !m_runner->results().empty();
    m_exportCsv->setEnabled(any);
    m_exportJson->setEnabled(any);
    QString historyError;
    const bool lost = any && SuiteHistory().save(m_setup.suiteName, m_setup.limit.describe(), m_runner->results(), &historyError).isEmpty();
    updateScoreLine();
    if (cancelled) m_scoreLine->setText(m_scoreLine->text() + QLatin1Char(' ') + tr("(cancelled; finished positions kept)"));
    // Said in the panel, not in a modal box: the run itself is fine, only its record is missing.
    if (lost) m_scoreLine->setText(m_scoreLine->text() + QLatin1Char(' ') + tr("(not saved for later comparison: %1)").arg(historyError));
    emit runFinished(cancelled);
}

void SuitePanel::updateScoreLine() {
    QStringList parts;
    std::map<std::string, std::pair<int, double>> perEngine; // solved, BK points at the deepest limit
    for (const SuiteSummaryRow& row : m_summary->rows()) {
        if (row.category != SuiteCategory::None) continue;
        perEngine[row.engine] = {row.solved, row.bkPoints};
    }
    std::map<std::string, int> before;
    for (const SuiteSummaryRow& row : summarize(m_lastRun))
        if (row.category == SuiteCategory::None) before[row.engine] = row.solved;
    for (const auto& [engine, value] : perEngine) {
        QString line = tr("%1: %2 solved, Bratko-Kopec score %3")
                           .arg(QString::fromStdString(engine))
                           .arg(value.first)
                           .arg(value.second, 0, 'f', 2);
        if (auto it = before.find(engine); it != before.end())
            line += QLatin1Char(' ') + tr("(last run: %1)").arg(it->second);
        parts << line;
    }
    if (!parts.isEmpty())
        parts << tr("The paper behind the score maps about 5 points to a rating of 1600–1799 — a rough estimate "
                    "for its time limits of 30–120 s, not a rating.");
    for (const auto& [engine, failures] : m_failures) {
        parts
            << (failures.givenUp
                    ? tr("Engine %1 failed %n time(s), last: %2. Given up: its remaining positions were "
                         "skipped.",
                         nullptr, failures.count)
                    : tr("Engine %1 failed %n time(s), last: %2. Restarted for the next position each time.",
                         nullptr, failures.count))
                   .arg(engine, failures.lastReason);
    }
    m_scoreLine->setText(parts.join(QLatin1Char('\n')));
}

void SuitePanel::updateChart() {
    QChart* chart = m_chart->chart();
    clearChart(chart);

    const bool byDepth = m_setup.limit.kind != SuiteLimit::Kind::MoveTime;
    // Solved positions (cumulative) against the time or depth at which the solution appeared.
    std::map<std::string, std::vector<double>> points;
    for (const SuiteResult& r : m_runner->results()) {
        if (!r.solved) continue;
        if (byDepth && m_setup.limit.kind == SuiteLimit::Kind::Sweep) {
            points[r.engine].push_back(r.limitDepth); // sweep: solved count per depth
        } else if (byDepth) {
            points[r.engine].push_back(r.solvedDepth.value_or(r.depth));
        } else {
            points[r.engine].push_back(std::max<double>(1.0, double(r.solvedTimeMs.value_or(r.timeMs))));
        }
    }
    auto* xAxis = byDepth ? static_cast<QAbstractAxis*>(new QValueAxis) : static_cast<QAbstractAxis*>(new QLogValueAxis);
    xAxis->setTitleText(byDepth ? tr("Depth") : tr("Time to solution (ms)"));
    if (auto* log = qobject_cast<QLogValueAxis*>(xAxis)) log->setLabelFormat(QStringLiteral("%g"));
    auto* yAxis = new QValueAxis;
    yAxis->setTitleText(tr("Solved"));
    chart->addAxis(xAxis, Qt::AlignBottom);
    chart->addAxis(yAxis, Qt::AlignLeft);
    int maxSolved = 1;
    double maxX = 1;
    for (auto& [engine, xs] : points) {
        auto* series = new QLineSeries;
        series->setName(QString::fromStdString(engine));
        if (m_setup.limit.kind == SuiteLimit::Kind::Sweep) {
            std::map<int, int> perDepth;
            for (double d : xs) perDepth[int(d)] += 1;
            for (auto [d, n] : perDepth) {
                series->append(d, n);
                maxSolved = std::max(maxSolved, n);
                maxX = std::max<double>(maxX, d);
            }
        } else {
            std::sort(xs.begin(), xs.end());
            int n = 0;
            for (double x : xs) {
                series->append(x, n);
                series->append(x, ++n);
                maxX = std::max(maxX, x);
            }
            maxSolved = std::max(maxSolved, n);
        }
        chart->addSeries(series);
        series->attachAxis(xAxis);
        series->attachAxis(yAxis);
    }
    setIntegerAxisRange(yAxis, 0, maxSolved + 1);
    if (auto* v = qobject_cast<QValueAxis*>(xAxis)) setIntegerAxisRange(v, 0, maxX + 1, 8);
    else xAxis->setRange(1, std::max(10.0, maxX * 2));
    chart->legend()->setVisible(!points.empty());
}

bool SuitePanel::exportCsv(const QString& path, QString* error) const {
    return writeFileAtomically(path, suiteResultsToCsv(m_runner->results()).toUtf8(), error);
}

bool SuitePanel::exportJson(const QString& path, QString* error) const {
    return writeFileAtomically(path, suiteResultsToJson(m_setup.suiteName, m_setup.limit.describe(), m_runner->results()).toJson(),
                               error);
}

} // namespace eschess::app
