#include "app/ui/analysispanel.h"

#include "app/core/analysiscontroller.h"
#include "app/core/displaysan.h"
#include "app/core/engine.h"
#include "app/core/enginecatalog.h"
#include "app/core/enginefactory.h"
#include "app/core/enginestore.h"
#include "app/core/settings.h"
#include "app/core/wdltext.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <functional>

namespace eschess::app {

namespace {

const QLatin1String kFamilyKey("family:"), kUciKey("uci:");
constexpr int kNameRole = Qt::UserRole + 1; // an external engine's name, as the settings keep it

// A list that brings itself up to date just before it opens.
class RefreshingComboBox : public QComboBox {
public:
    RefreshingComboBox(std::function<void()> refresh, QWidget* parent)
        : QComboBox(parent), m_refresh(std::move(refresh)) {}
    void showPopup() override {
        m_refresh();
        QComboBox::showPopup();
    }

private:
    std::function<void()> m_refresh;
};

} // namespace

AnalysisPanel::AnalysisPanel(AnalysisController* analysis, QWidget* parent) : QWidget(parent), m_analysis(analysis) {
    m_start = new QPushButton(tr("Analyse"), this);
    m_start->setCheckable(true);
    m_start->setToolTip(tr("Start or stop infinite analysis of the shown position"));
    m_lines = new QSpinBox(this);
    m_lines->setRange(1, AnalysisController::kMaxLines);
    m_lines->setValue(analysis->multiPv());
    m_lines->setToolTip(tr("Number of best lines to show (MultiPV)"));
    m_engine = new RefreshingComboBox([this] { refreshEngines(); }, this);
    for (const QString& name : familySearcherNames()) m_engine->addItem(name, kFamilyKey + name);
    const int chosen = m_engine->findData(kFamilyKey + analysis->searcherName());
    m_engine->setCurrentIndex(chosen >= 0 ? chosen : m_engine->count() - 1);
    m_engineInUse = m_engine->currentData().toString();
    refreshEngines();
    m_engine->setToolTip(tr("Engine used for analysis: one of Eschess's own, or an external UCI engine "
                            "added under Tools ▸ Engines"));

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

    m_linesNote = new QLabel(this);
    m_linesNote->setWordWrap(true);
    m_linesNote->hide();

    m_status = new QLabel(this);
    m_status->setWordWrap(true);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(controls);
    layout->addWidget(m_linesNote);
    layout->addWidget(m_tree, 1);
    layout->addWidget(m_status);

    connect(m_start, &QPushButton::toggled, this, [this](bool on) {
        if (on) {
            startAnalysis();
        } else {
            m_analysis->stop();
        }
    });
    connect(m_lines, &QSpinBox::valueChanged, m_analysis, &AnalysisController::setMultiPv);
    connect(m_engine, &QComboBox::activated, this, [this] { useChosenEngine(); });
    connect(m_analysis, &AnalysisController::linesChanged, this, &AnalysisPanel::refreshLines);
    connect(m_analysis, &AnalysisController::runningChanged, this, &AnalysisPanel::refreshRunning);
    connect(m_analysis, &AnalysisController::errorOccurred, m_status, &QLabel::setText);
    refreshRunning(m_analysis->isRunning());
    refreshLinesNote();
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
    refreshLinesNote();
}

void AnalysisPanel::refreshLinesNote() {
    const Engine* engine = m_analysis->engine();
    const int most = engine ? engine->maxLines() : 0;
    const bool fewer = most > 0 && most < m_analysis->multiPv();
    m_linesNote->setText(fewer ? tr("%1 shows at most %n line(s).", nullptr, most).arg(engine->name()) : QString());
    m_linesNote->setVisible(fewer);
}

void AnalysisPanel::refreshRunning(bool running) {
    const QSignalBlocker block(m_start);
    m_start->setChecked(running);
    m_start->setText(running ? tr("Stop") : tr("Analyse"));
    if (running) m_status->clear();
    else if (m_analysis->lines().isEmpty()) m_status->setText(tr("Press Analyse to let the engine study the shown position."));
}

void AnalysisPanel::refreshEngines() {
    const QString current = m_engine->currentData().toString();
    const QSignalBlocker block(m_engine);
    for (int i = m_engine->count() - 1; i >= 0; --i)
        if (m_engine->itemData(i).toString().startsWith(kUciKey)) m_engine->removeItem(i);
    const int strongestOwn = m_engine->count() - 1; // the family comes first, weakest first
    for (const ExternalEngine& e : EngineStore::available(Settings().externalEngines())) {
        m_engine->addItem(tr("%1 (UCI)").arg(e.name), kUciKey + e.toSpec().toString());
        m_engine->setItemData(m_engine->count() - 1, e.name, kNameRole);
    }
    const int index = m_engine->findData(current);
    // An external engine that was removed from the list: back to the strongest of our own.
    m_engine->setCurrentIndex(index >= 0 ? index : strongestOwn);
}

bool AnalysisPanel::startAnalysis() {
    if (!useChosenEngine()) {
        refreshRunning(false);
        return false;
    }
    m_analysis->start();
    return true;
}

QString AnalysisPanel::chosenEngine() const {
    const QString key = m_engine->currentData().toString();
    if (key.startsWith(kFamilyKey)) return key.mid(kFamilyKey.size());
    return kUciKey + m_engine->currentData(kNameRole).toString();
}

void AnalysisPanel::chooseEngine(const QString& saved) {
    refreshEngines();
    int index = m_engine->findData(kFamilyKey + saved);
    if (saved.startsWith(kUciKey)) {
        const QString name = saved.mid(kUciKey.size());
        index = m_engine->findData(name, kNameRole);
    }
    if (index >= 0) m_engine->setCurrentIndex(index);
}

bool AnalysisPanel::useChosenEngine() {
    const QString key = m_engine->currentData().toString();
    const Engine* engine = m_analysis->engine();
    const bool failed = engine && engine->state() == Engine::State::Failed; // made anew below
    if (key == m_engineInUse && !failed) return true;
    if (key.startsWith(kFamilyKey)) {
        m_analysis->setSearcher(key.mid(kFamilyKey.size()));
        m_engineInUse = key;
        refreshLinesNote();
        return true;
    }
    const QString spec = key.mid(kUciKey.size());
    for (const ExternalEngine& e : EngineStore::available(Settings().externalEngines())) {
        if (e.toSpec().toString() != spec) continue;
        m_analysis->setEngine(createEngine(e.toSpec()));
        m_engineInUse = key;
        refreshLinesNote();
        return true;
    }
    m_status->setText(tr("%1 is no longer in the list of engines (Tools ▸ Engines)").arg(m_engine->currentText()));
    return false;
}

int AnalysisPanel::lineCount() const { return m_tree->topLevelItemCount(); }

QString AnalysisPanel::linesNote() const { return m_linesNote->text(); }

QString AnalysisPanel::lineText(int row, int column) const {
    const QTreeWidgetItem* item = m_tree->topLevelItem(row);
    return item ? item->text(column) : QString();
}

} // namespace eschess::app
