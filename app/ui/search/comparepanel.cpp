#include "app/ui/search/comparepanel.h"

#include "app/ui/logaxis.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QLogValueAxis>
#include <QPushButton>
#include <QSpinBox>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace eschess::app {

namespace {
QStringList familyNames() {
    QStringList names;
    for (const std::string& n : searcherNames()) names << QString::fromStdString(n);
    return names;
}
} // namespace

ComparePanel::ComparePanel(QWidget* parent) : QWidget(parent), m_runner(new CompareRunner(this)) {
    auto* form = new QFormLayout;
    const QStringList names = familyNames();
    const QString defaults[2] = {QStringLiteral("minimax"), QStringLiteral("alphabeta")};
    for (int i = 0; i < 2; ++i) {
        m_name[i] = new QComboBox(this);
        m_name[i]->setEditable(true);
        m_name[i]->addItems(names);
        m_name[i]->setCurrentText(names.contains(defaults[i]) ? defaults[i] : names.value(i, defaults[i]));
        m_options[i] = new QLineEdit(this);
        m_options[i]->setPlaceholderText(tr("options, e.g. NullMove=false"));
        auto* row = new QHBoxLayout;
        row->addWidget(m_name[i], 1);
        row->addWidget(m_options[i], 2);
        form->addRow(i == 0 ? tr("Searcher A:") : tr("Searcher B:"), row);
    }
    m_depth = new QSpinBox(this);
    m_depth->setRange(1, 30);
    m_depth->setValue(3);
    m_runButton = new QPushButton(tr("Run"), this);
    m_status = new QLabel(this);
    m_status->setWordWrap(true);
    auto* runRow = new QHBoxLayout;
    runRow->addWidget(m_depth);
    runRow->addWidget(m_runButton);
    runRow->addWidget(m_status, 1);
    form->addRow(tr("Depth:"), runRow);

    m_table = new QTableWidget(0, 4, this);
    m_table->setHorizontalHeaderLabels({tr("Depth"), tr("A nodes"), tr("B nodes"), tr("B / A")});
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 6);

    m_chart = new QChart;
    m_chart->legend()->setAlignment(Qt::AlignBottom);
    m_chart->setMargins(QMargins(4, 4, 4, 4));
    m_series = new QBarSeries;
    m_chart->addSeries(m_series);
    m_depthAxis = new QBarCategoryAxis;
    m_depthAxis->setTitleText(tr("Depth"));
    m_nodesAxis = makeLogAxis(tr("Nodes (log)"));
    m_chart->addAxis(m_depthAxis, Qt::AlignBottom);
    m_chart->addAxis(m_nodesAxis, Qt::AlignLeft);
    m_series->attachAxis(m_depthAxis);
    m_series->attachAxis(m_nodesAxis);
    m_chartView = new QChartView(m_chart, this);
    m_chartView->setRenderHint(QPainter::Antialiasing);
    m_chartView->setMinimumHeight(160);

    auto* split = new QSplitter(Qt::Vertical, this);
    split->addWidget(m_table);
    split->addWidget(m_chartView);
    split->setStretchFactor(1, 2);
    split->setSizes({140, 320});

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(split, 1);

    connect(m_runButton, &QPushButton::clicked, this, &ComparePanel::runClicked);
    connect(m_runner, &CompareRunner::progress, this, &ComparePanel::onProgress);
    connect(m_runner, &CompareRunner::finished, this, &ComparePanel::onFinished);
    refresh();
}

void ComparePanel::setPosition(const Position& pos) {
    m_position = pos;
}

void ComparePanel::runClicked() {
    if (m_runner->isRunning()) {
        stop();
        return;
    }
    if (m_positionSource) m_position = m_positionSource();
    run({m_name[0]->currentText(), m_options[0]->text()}, {m_name[1]->currentText(), m_options[1]->text()},
        m_depth->value());
}

void ComparePanel::run(const SearcherSpec& a, const SearcherSpec& b, int depth) {
    for (int i = 0; i < 2; ++i) {
        const SearcherSpec& s = i == 0 ? a : b;
        m_name[i]->setCurrentText(s.name);
        m_options[i]->setText(s.options);
    }
    m_depth->setValue(depth);
    m_labels[0] = a.label();
    m_labels[1] = b.label();
    for (auto& n : m_nodes) n = QVector<quint64>(depth, 0);
    if (!m_runner->start(m_position, a, b, depth)) {
        m_status->setText(m_runner->errorString());
        return;
    }
    m_runButton->setText(tr("Stop"));
    m_status->setText(tr("Searching…"));
    refresh();
}

void ComparePanel::stop() {
    m_runner->cancel();
}

void ComparePanel::onProgress(int side, int depth, quint64 nodes) {
    if (side < 0 || side > 1 || depth < 1 || depth > m_nodes[side].size()) return;
    m_nodes[side][depth - 1] = nodes;
    refresh();
}

void ComparePanel::onFinished() {
    QStringList problems;
    bool cancelled = false;
    for (int i = 0; i < 2; ++i) {
        const CompareSide& s = m_runner->side(i);
        m_nodes[i] = s.nodes;
        if (!s.error.isEmpty()) problems << s.error;
        cancelled = cancelled || s.cancelled;
    }
    m_runButton->setText(tr("Run"));
    if (!problems.isEmpty())
        m_status->setText(problems.join(QLatin1Char('\n')));
    else if (cancelled)
        m_status->setText(tr("Stopped."));
    else
        m_status->setText(tr("Done: A %1 s, B %2 s.")
                              .arg(QLocale().toString(m_runner->side(0).timeMs / 1000.0, 'f', 2),
                                   QLocale().toString(m_runner->side(1).timeMs / 1000.0, 'f', 2)));
    refresh();
}

// Rebuilds the table and the chart from m_nodes.
void ComparePanel::refresh() {
    const int depths = std::max(m_nodes[0].size(), m_nodes[1].size());
    const QLocale locale;
    m_table->setRowCount(depths);
    m_table->setHorizontalHeaderLabels({tr("Depth"), m_labels[0].isEmpty() ? tr("A nodes") : m_labels[0],
                                        m_labels[1].isEmpty() ? tr("B nodes") : m_labels[1], tr("B / A")});
    const auto cell = [&](int r, int c, const QString& text) {
        auto* item = new QTableWidgetItem(text);
        item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        m_table->setItem(r, c, item);
    };
    for (int d = 0; d < depths; ++d) {
        const quint64 a = m_nodes[0].value(d), b = m_nodes[1].value(d);
        cell(d, 0, locale.toString(d + 1));
        cell(d, 1, a ? locale.toString(qulonglong(a)) : QStringLiteral("\u2014"));
        cell(d, 2, b ? locale.toString(qulonglong(b)) : QStringLiteral("\u2014"));
        cell(d, 3,
             a && b ? tr("%1%").arg(locale.toString(100.0 * double(b) / double(a), 'f', 1)) : QString());
    }

    m_series->clear();
    quint64 maxNodes = 1;
    for (int i = 0; i < 2; ++i) {
        auto* set = new QBarSet(m_labels[i].isEmpty() ? (i == 0 ? tr("A") : tr("B")) : m_labels[i]);
        set->setColor(i == 0 ? QColor(0x4E, 0x79, 0xA7) : QColor(0xF2, 0x8E, 0x2B));
        for (int d = 0; d < depths; ++d) {
            const quint64 n = m_nodes[i].value(d);
            set->append(double(std::max<quint64>(n, 1)));
            maxNodes = std::max(maxNodes, n);
        }
        m_series->append(set);
    }
    QStringList categories;
    for (int d = 0; d < depths; ++d) categories << QString::number(d + 1);
    m_depthAxis->setCategories(categories);
    fitLogAxis(m_nodesAxis, double(maxNodes));
    m_chart->setTitle(depths ? tr("Nodes per depth") : tr("Run a comparison to see node counts per depth"));
}

} // namespace eschess::app
