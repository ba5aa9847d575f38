#include "app/ui/analysispanel.h"

#include "app/core/analysiscontroller.h"
#include "app/core/displaysan.h"
#include "app/core/enginecatalog.h"
#include "app/core/wdltext.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace eschess::app {

AnalysisPanel::AnalysisPanel(AnalysisController* analysis, QWidget* parent) : QWidget(parent), m_analysis(analysis) {
    m_start = new QPushButton(tr("Analyse"), this);
    m_start->setCheckable(true);
    m_start->setToolTip(tr("Start or stop infinite analysis of the shown position"));
    m_lines = new QSpinBox(this);
    m_lines->setRange(1, AnalysisController::kMaxLines);
    m_lines->setValue(analysis->multiPv());
    m_lines->setToolTip(tr("Number of best lines to show (MultiPV)"));
    m_engine = new QComboBox(this);
    m_engine->addItems(familySearcherNames());
    if (!analysis->searcherName().isEmpty()) m_engine->setCurrentText(analysis->searcherName());
    else if (m_engine->count() > 0) m_engine->setCurrentIndex(m_engine->count() - 1);
    m_engine->setToolTip(tr("Engine used for analysis"));

    auto* controls = new QHBoxLayout;
    controls->addWidget(m_start);
    auto* linesLabel = new QLabel(tr("Lines:"), this);
    linesLabel->setBuddy(m_lines);
    controls->addWidget(linesLabel);
    controls->addWidget(m_lines);
    controls->addWidget(m_engine, 1);

    m_tree = new QTreeWidget(this);
    m_tree->setRootIsDecorated(false);
    m_tree->setUniformRowHeights(true);
    m_tree->setWordWrap(false);
    m_tree->setHeaderLabels({tr("Score (White)"), tr("Depth"), tr("Nodes"), tr("NPS"), tr("Line")});
    m_tree->headerItem()->setToolTip(0, tr("Pawns from White's point of view; #N is a mate in N moves"));
    m_tree->header()->setStretchLastSection(true);
    for (int c = 0; c < 4; ++c) m_tree->header()->setSectionResizeMode(c, QHeaderView::ResizeToContents);

    m_status = new QLabel(this);
    m_status->setWordWrap(true);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(controls);
    layout->addWidget(m_tree, 1);
    layout->addWidget(m_status);

    connect(m_start, &QPushButton::toggled, this, [this](bool on) {
        if (on) {
            if (m_analysis->searcherName() != m_engine->currentText()) m_analysis->setSearcher(m_engine->currentText());
            m_analysis->start();
        } else {
            m_analysis->stop();
        }
    });
    connect(m_lines, &QSpinBox::valueChanged, m_analysis, &AnalysisController::setMultiPv);
    connect(m_engine, &QComboBox::currentTextChanged, this, [this](const QString& name) {
        if (!name.isEmpty()) m_analysis->setSearcher(name);
    });
    connect(m_analysis, &AnalysisController::linesChanged, this, &AnalysisPanel::refreshLines);
    connect(m_analysis, &AnalysisController::runningChanged, this, &AnalysisPanel::refreshRunning);
    connect(m_analysis, &AnalysisController::errorOccurred, m_status, &QLabel::setText);
    refreshRunning(m_analysis->isRunning());
}

QString AnalysisPanel::compactNumber(quint64 n) {
    if (n >= 10'000'000) return QStringLiteral("%1M").arg(n / 1'000'000);
    if (n >= 1'000'000) return QStringLiteral("%1M").arg(double(n) / 1e6, 0, 'f', 1);
    if (n >= 10'000) return QStringLiteral("%1k").arg(n / 1000);
    return QString::number(n);
}

void AnalysisPanel::refreshLines() {
    if (m_lines->value() != m_analysis->multiPv()) {
        const QSignalBlocker block(m_lines);
        m_lines->setValue(m_analysis->multiPv());
    }
    const auto& lines = m_analysis->lines();
    int shown = 0;
    for (const AnalysisLine& line : lines) {
        if (line.depth == 0) continue;
        QTreeWidgetItem* item = shown < m_tree->topLevelItemCount() ? m_tree->topLevelItem(shown) : new QTreeWidgetItem(m_tree);
        QString score = line.scoreText();
        if (line.bound == eschess::Bound::Lower) score += QStringLiteral(" ≥");
        if (line.bound == eschess::Bound::Upper) score += QStringLiteral(" ≤");
        item->setText(0, score);
        // The chances the score stands for: the engine's own, or what such scores meant in
        // Eschess's self-play (engine/search/wdl.h).
        item->setToolTip(0, line.wdlWhite ? wdlTooltip(*line.wdlWhite) : QString());
        item->setText(1, line.seldepth > line.depth ? QStringLiteral("%1/%2").arg(line.depth).arg(line.seldepth) : QString::number(line.depth));
        item->setText(2, compactNumber(line.nodes));
        item->setText(3, compactNumber(line.nps));
        item->setText(4, displaySan(line.pvSan));
        item->setToolTip(4, item->text(4));
        item->setTextAlignment(0, Qt::AlignRight | Qt::AlignVCenter);
        ++shown;
    }
    while (m_tree->topLevelItemCount() > shown) delete m_tree->takeTopLevelItem(m_tree->topLevelItemCount() - 1);
}

void AnalysisPanel::refreshRunning(bool running) {
    const QSignalBlocker block(m_start);
    m_start->setChecked(running);
    m_start->setText(running ? tr("Stop") : tr("Analyse"));
    if (running) m_status->clear();
    else if (m_analysis->lines().isEmpty()) m_status->setText(tr("Press Analyse to let the engine study the shown position."));
}

int AnalysisPanel::lineCount() const { return m_tree->topLevelItemCount(); }

QString AnalysisPanel::lineText(int row, int column) const {
    const QTreeWidgetItem* item = m_tree->topLevelItem(row);
    return item ? item->text(column) : QString();
}

} // namespace eschess::app
