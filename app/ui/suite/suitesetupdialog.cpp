#include "app/ui/suite/suitesetupdialog.h"

#include "app/core/builtinsuites.h"
#include "app/core/textinput.h"
#include "notation/epd.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QThread>
#include <QVBoxLayout>

#include <algorithm>

namespace eschess::app {


SuiteSetupDialog::SuiteSetupDialog(const QStringList& engineChoices, QWidget* parent) : QDialog(parent) {
    setWindowTitle(tr("Run a test suite"));

    auto* suiteBox = new QGroupBox(tr("Suite"));
    m_suite = new QComboBox;
    for (const BuiltinSuite& s : builtinSuites()) m_suite->addItem(s.name, s.key);
    m_suite->addItem(tr("EPD file…"), QString());
    auto* browse = new QPushButton(tr("Open EPD file…"));
    m_suiteInfo = new QLabel;
    m_suiteInfo->setWordWrap(true);
    auto* suiteRow = new QHBoxLayout;
    suiteRow->addWidget(m_suite, 1);
    suiteRow->addWidget(browse);
    auto* suiteLayout = new QVBoxLayout(suiteBox);
    suiteLayout->addLayout(suiteRow);
    suiteLayout->addWidget(m_suiteInfo);
    connect(browse, &QPushButton::clicked, this, &SuiteSetupDialog::chooseFile);
    connect(m_suite, &QComboBox::currentIndexChanged, this, [this] {
        if (m_suite->currentData().toString().isEmpty() && m_filePath.isEmpty()) chooseFile();
        updateSuiteInfo();
    });

    auto* engineBox = new QGroupBox(tr("Engines"));
    m_engines = new QListWidget;
    for (const QString& name : engineChoices) {
        auto* item = new QListWidgetItem(name, m_engines);
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(Qt::Unchecked);
    }
    m_extraEngines = new QLineEdit;
    m_extraEngines->setPlaceholderText(tr("more engines, separated by ';' — e.g. /usr/games/stockfish,Threads=1"));
    auto* engineLayout = new QVBoxLayout(engineBox);
    engineLayout->addWidget(m_engines);
    engineLayout->addWidget(m_extraEngines);

    auto* limitBox = new QGroupBox(tr("Limit per position"));
    m_limitKind = new QButtonGroup(this);
    auto* byTime = new QRadioButton(tr("Time"));
    auto* byDepth = new QRadioButton(tr("Fixed depth"));
    auto* byNodes = new QRadioButton(tr("Nodes"));
    byNodes->setToolTip(tr("The same search on any machine and under any load: results compare across "
                           "machines, and other work may run meanwhile."));
    auto* bySweep = new QRadioButton(tr("Depth sweep"));
    m_limitKind->addButton(byTime, int(SuiteLimit::Kind::MoveTime));
    m_limitKind->addButton(byDepth, int(SuiteLimit::Kind::Depth));
    m_limitKind->addButton(bySweep, int(SuiteLimit::Kind::Sweep));
    m_limitKind->addButton(byNodes, int(SuiteLimit::Kind::Nodes));
    m_moveTime = new QSpinBox;
    m_moveTime->setRange(10, 3600000);
    m_moveTime->setSingleStep(500);
    m_moveTime->setSuffix(tr(" ms"));
    m_moveTime->setValue(1000);
    m_depth = new QSpinBox;
    m_depth->setRange(1, 64);
    m_depth->setValue(4);
    m_nodes = new QSpinBox;
    m_nodes->setRange(1000, 2000000000);
    m_nodes->setSingleStep(100000);
    m_nodes->setGroupSeparatorShown(true);
    m_nodes->setValue(1000000);
    m_sweepDepth = new QSpinBox;
    m_sweepDepth->setRange(1, 64);
    m_sweepDepth->setValue(8);
    m_sweepDepth->setPrefix(tr("up to depth "));
    m_sweepTimeout = new QDoubleSpinBox;
    m_sweepTimeout->setRange(0.1, 3600);
    m_sweepTimeout->setValue(10);
    m_sweepTimeout->setSuffix(tr(" s"));
    m_sweepTimeout->setToolTip(tr("The sweep ends after the first depth at which a search takes longer than this."));
    auto* limitLayout = new QGridLayout(limitBox);
    limitLayout->addWidget(byTime, 0, 0);
    limitLayout->addWidget(m_moveTime, 0, 1);
    limitLayout->addWidget(byDepth, 1, 0);
    limitLayout->addWidget(m_depth, 1, 1);
    limitLayout->addWidget(byNodes, 2, 0);
    limitLayout->addWidget(m_nodes, 2, 1);
    limitLayout->addWidget(bySweep, 3, 0);
    limitLayout->addWidget(m_sweepDepth, 3, 1);
    limitLayout->addWidget(new QLabel(tr("timeout")), 3, 2);
    limitLayout->addWidget(m_sweepTimeout, 3, 3);
    byTime->setChecked(true);
    connect(m_limitKind, &QButtonGroup::idClicked, this, &SuiteSetupDialog::updateLimitWidgets);

    auto* runBox = new QGroupBox(tr("Run"));
    m_jobs = new QSpinBox;
    m_jobs->setRange(1, std::max(1, QThread::idealThreadCount() * 2));
    m_jobs->setValue(std::max(1, QThread::idealThreadCount() / 2));
    m_jobs->setToolTip(tr("Positions searched at the same time, each by an engine instance of its own."));
    m_bkScale = new QDoubleSpinBox;
    m_bkScale->setRange(0.001, 100);
    m_bkScale->setDecimals(3);
    m_bkScale->setValue(1.0);
    m_bkScale->setToolTip(tr("Multiplies the Bratko-Kopec checkpoints of 30, 60, 90 and 120 seconds; "
                             "use 0.1 for a machine ten times faster than the paper's."));
    m_missMargins = new QCheckBox(tr("Measure each miss's margin"));
    m_missMargins->setToolTip(
        tr("After a miss, search the position again with the same limit, comparing only the "
           "played move and the expected ones: how far the expected move trailed. "
           "Not for depth sweeps."));
    auto* runLayout = new QFormLayout(runBox);
    runLayout->addRow(tr("Jobs at once:"), m_jobs);
    runLayout->addRow(tr("Bratko-Kopec time scale:"), m_bkScale);
    runLayout->addRow(m_missMargins);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Run"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(suiteBox);
    layout->addWidget(engineBox, 1);
    layout->addWidget(limitBox);
    layout->addWidget(runBox);
    layout->addWidget(buttons);
    updateLimitWidgets();
    updateSuiteInfo();
}

void SuiteSetupDialog::chooseFile() {
    const QString path = QFileDialog::getOpenFileName(this, tr("Open EPD file"), QString(),
                                                      tr("EPD files (*.epd);;All files (*)"));
    if (path.isEmpty()) return;
    m_filePath = path;
    m_suite->setCurrentIndex(m_suite->count() - 1);
    m_suite->setItemText(m_suite->count() - 1, QFileInfo(path).fileName());
    updateSuiteInfo();
}

void SuiteSetupDialog::updateSuiteInfo() {
    const QString key = m_suite->currentData().toString();
    QString text;
    if (!key.isEmpty()) {
        text = builtinSuiteText(key);
    } else if (!m_filePath.isEmpty()) {
        QString error;
        const std::optional<QByteArray> data = readTextInput(m_filePath, &error);
        if (!data) {
            m_suiteInfo->setText(error);
            return;
        }
        text = QString::fromUtf8(*data);
    }
    const EpdFile parsed = parseEpdFile(text.toStdString());
    QString info = tr("%n position(s)", nullptr, int(parsed.records.size()));
    if (!parsed.errors.empty()) {
        info += QLatin1String(" — ") + tr("%n line(s) skipped:", nullptr, int(parsed.errors.size()));
        for (std::size_t i = 0; i < parsed.errors.size() && i < 3; ++i)
            info += QLatin1Char('\n') + QString::fromStdString(parsed.errors[i]);
    }
    m_suiteInfo->setText(info);
}

void SuiteSetupDialog::updateLimitWidgets() {
    const auto kind = SuiteLimit::Kind(m_limitKind->checkedId());
    m_moveTime->setEnabled(kind == SuiteLimit::Kind::MoveTime);
    m_depth->setEnabled(kind == SuiteLimit::Kind::Depth);
    m_nodes->setEnabled(kind == SuiteLimit::Kind::Nodes);
    m_sweepDepth->setEnabled(kind == SuiteLimit::Kind::Sweep);
    m_sweepTimeout->setEnabled(kind == SuiteLimit::Kind::Sweep);
    // A sweep searches every depth anyway; SuiteRunner measures no margin there.
    m_missMargins->setEnabled(kind != SuiteLimit::Kind::Sweep);
}

void SuiteSetupDialog::setSetup(const SuiteSetup& s) {
    for (int i = 0; i < m_suite->count(); ++i)
        if (m_suite->itemData(i).toString() == s.suiteSource && !s.suiteSource.isEmpty()) m_suite->setCurrentIndex(i);
    QStringList extra;
    for (const QString& spec : s.engineSpecs) {
        const auto found = m_engines->findItems(spec, Qt::MatchExactly);
        if (found.isEmpty()) extra << spec;
        else found.first()->setCheckState(Qt::Checked);
    }
    m_extraEngines->setText(extra.join(QStringLiteral("; ")));
    if (auto* b = m_limitKind->button(int(s.limit.kind))) b->setChecked(true);
    m_moveTime->setValue(s.limit.moveTimeMs);
    m_nodes->setValue(int(std::min<quint64>(s.limit.nodes, quint64(m_nodes->maximum()))));
    if (s.limit.kind == SuiteLimit::Kind::Sweep) m_sweepDepth->setValue(s.limit.depth);
    else m_depth->setValue(s.limit.depth);
    m_sweepTimeout->setValue(s.limit.sweepTimeoutMs / 1000.0);
    m_jobs->setValue(s.jobs);
    m_bkScale->setValue(s.bkScale);
    m_missMargins->setChecked(s.missMargins);
    updateLimitWidgets();
    updateSuiteInfo();
}

SuiteSetup SuiteSetupDialog::setup() const {
    SuiteSetup s;
    const QString key = m_suite->currentData().toString();
    s.suiteSource = key.isEmpty() ? m_filePath : key;
    s.suiteName = key.isEmpty() ? QFileInfo(m_filePath).completeBaseName() : m_suite->currentText();
    if (!key.isEmpty()) s.suiteName = key;
    for (int i = 0; i < m_engines->count(); ++i)
        if (m_engines->item(i)->checkState() == Qt::Checked) s.engineSpecs << m_engines->item(i)->text();
    for (const QString& spec : m_extraEngines->text().split(QLatin1Char(';'), Qt::SkipEmptyParts))
        if (!spec.trimmed().isEmpty()) s.engineSpecs << spec.trimmed();
    s.limit.kind = SuiteLimit::Kind(m_limitKind->checkedId());
    s.limit.moveTimeMs = m_moveTime->value();
    s.limit.depth = s.limit.kind == SuiteLimit::Kind::Sweep ? m_sweepDepth->value() : m_depth->value();
    s.limit.sweepTimeoutMs = int(m_sweepTimeout->value() * 1000);
    s.limit.nodes = quint64(m_nodes->value());
    s.jobs = m_jobs->value();
    s.bkScale = m_bkScale->value();
    s.missMargins = m_missMargins->isChecked();
    return s;
}

} // namespace eschess::app
