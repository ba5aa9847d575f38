#include "app/ui/review/reviewdialog.h"

#include "app/core/enginecatalog.h"
#include "app/core/enginefactory.h"
#include "app/core/enginestore.h"
#include "app/core/gametreemodel.h"
#include "app/core/reviewrunner.h"
#include "app/core/settings.h"

#include "search/searcher.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace eschess::app {

ReviewDialog::ReviewDialog(GameTreeModel* tree, QWidget* parent) : QDialog(parent), m_tree(tree) {
    setWindowTitle(tr("Review Game"));
    setObjectName(QStringLiteral("reviewDialog"));
    m_engine = new QComboBox;
    const QString strongest = QString::fromStdString(eschess::defaultSearcherName());
    for (const QString& name : familySearcherNames()) m_engine->addItem(tr("Eschess: %1").arg(name), name);
    m_engine->setCurrentIndex(std::max(0, m_engine->findData(strongest)));
    for (const ExternalEngine& e : EngineStore::available(Settings().externalEngines()))
        m_engine->addItem(e.name, e.toSpec().toString());

    m_byDepth = new QRadioButton(tr("Depth"));
    m_byTime = new QRadioButton(tr("Time per position"));
    m_byDepth->setChecked(true);
    m_depth = new QSpinBox;
    m_depth->setRange(1, 40);
    m_depth->setValue(12);
    m_moveTime = new QSpinBox;
    m_moveTime->setRange(10, 600000);
    m_moveTime->setSingleStep(100);
    m_moveTime->setValue(500);
    m_moveTime->setSuffix(tr(" ms"));
    connect(m_byDepth, &QRadioButton::toggled, this, &ReviewDialog::refreshButtons);
    auto* depthRow = new QHBoxLayout;
    depthRow->addWidget(m_byDepth);
    depthRow->addWidget(m_depth, 1);
    auto* timeRow = new QHBoxLayout;
    timeRow->addWidget(m_byTime);
    timeRow->addWidget(m_moveTime, 1);

    m_progress = new QProgressBar;
    m_progress->setRange(0, 1);
    m_progress->setValue(0);
    m_progress->setFormat(tr("%v of %m positions"));
    m_progress->setTextVisible(false); // no count before a review has one
    m_status = new QLabel(tr("Every position of the main line is scored; each move is judged by how much it lowers "
                             "the mover's chances (docs/analysis.md)."));
    m_status->setWordWrap(true);

    m_start = new QPushButton(tr("&Review"));
    m_start->setObjectName(QStringLiteral("reviewStart"));
    m_start->setDefault(true);
    m_cancel = new QPushButton(tr("&Cancel Review"));
    m_cancel->setObjectName(QStringLiteral("reviewCancel"));
    connect(m_start, &QPushButton::clicked, this, [this] { start(); });
    connect(m_cancel, &QPushButton::clicked, this, &ReviewDialog::cancel);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    buttons->addButton(m_start, QDialogButtonBox::ActionRole);
    buttons->addButton(m_cancel, QDialogButtonBox::ActionRole);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* form = new QFormLayout;
    form->addRow(tr("Engine:"), m_engine);
    form->addRow(tr("Per position:"), depthRow);
    form->addRow(QString(), timeRow);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_progress);
    layout->addWidget(m_status);
    layout->addStretch(1);
    layout->addWidget(buttons);
    resize(460, 260);
    // Return starts the review (the button box made Close the default).
    buttons->button(QDialogButtonBox::Close)->setAutoDefault(false);
    m_cancel->setAutoDefault(false);
    m_start->setDefault(true);
    refreshButtons();
}

ReviewDialog::~ReviewDialog() {
    if (m_runner) {
        m_runner->disconnect(this);
        m_runner->stop();
    }
}

bool ReviewDialog::isRunning() const { return m_runner && m_runner->isRunning(); }

QString ReviewDialog::statusText() const { return m_status->text(); }

void ReviewDialog::refreshButtons() {
    const bool running = isRunning();
    m_start->setEnabled(!running);
    m_cancel->setEnabled(running);
    m_engine->setEnabled(!running);
    m_byDepth->setEnabled(!running);
    m_byTime->setEnabled(!running);
    m_depth->setEnabled(!running && m_byDepth->isChecked());
    m_moveTime->setEnabled(!running && m_byTime->isChecked());
}

bool ReviewDialog::start() {
    if (isRunning()) return false;
    const eschess::GameTree& tree = m_tree->tree();
    const std::vector<eschess::GameTree::NodeId> line = tree.mainLine();
    if (line.empty()) {
        m_status->setText(tr("The game has no moves to review."));
        return false;
    }
    QString error;
    const auto spec = parseEngineSpec(m_engine->currentData().toString(), &error);
    if (!spec) {
        m_status->setText(tr("Cannot use this engine: %1").arg(error));
        return false;
    }
    eschess::PgnGame game;
    game.start = tree.start();
    m_startFen = tree.start().fen();
    m_moves.clear();
    for (const auto n : line) m_moves.push_back(tree.move(n));
    game.moves = m_moves;
    eschess::SearchLimits limits;
    if (m_byDepth->isChecked()) limits.depth = m_depth->value();
    else limits.movetimeMs = m_moveTime->value();
    if (m_runner) m_runner->deleteLater();
    m_runner = new ReviewRunner(createEngine(*spec), {game}, limits, this);
    m_progress->setRange(0, m_runner->positionsTotal());
    m_progress->setValue(0);
    m_progress->setTextVisible(true);
    connect(m_runner, &ReviewRunner::progress, this, [this](int done, int total) {
        m_progress->setRange(0, total);
        m_progress->setValue(done);
        // In the title too: seen in a task bar, and by scripts that wait for the review.
        setWindowTitle(tr("Review Game — %1%").arg(total > 0 ? done * 100 / total : 100));
    });
    connect(m_runner, &ReviewRunner::finished, this, &ReviewDialog::onFinished);
    m_status->setText(tr("Reviewing %1 moves with %2…").arg(m_moves.size()).arg(spec->label()));
    m_runner->start();
    refreshButtons();
    return true;
}

void ReviewDialog::cancel() {
    if (isRunning()) m_runner->stop();
}

void ReviewDialog::onFinished(bool complete) {
    const QString error = m_runner->errorString();
    // Another game (from another start) may be shown by now: then nothing of it matches.
    if (m_tree->tree().start().fen() != m_startFen) m_moves.clear();
    const eschess::GameReview review = m_tree->applyReview(m_moves, m_runner->evaluations(0));
    const int done = int(review.moves.size()), total = int(m_runner->game(0).moves.size());
    if (complete && done == total)
        m_status->setText(tr("Review done: %1 moves annotated. They are in the move list, the evaluation graph and the Game Review panel.").arg(done));
    else if (!error.isEmpty())
        m_status->setText(tr("The review stopped: %1. %2 of %3 moves are annotated.").arg(error).arg(done).arg(total));
    else if (complete)
        m_status->setText(tr("The game changed during the review: the %1 moves still in it are annotated.").arg(done));
    else
        m_status->setText(tr("Review cancelled: %1 of %2 moves are annotated.").arg(done).arg(total));
    setWindowTitle(tr("Review Game"));
    refreshButtons();
    emit reviewed(review);
}

} // namespace eschess::app
