#include "app/ui/tournament/tournamentdialog.h"

#include "app/ui/formrows.h"
#include "app/ui/runstatepath.h"
#include "app/ui/timecontroledit.h"

#include "app/core/enginestore.h"
#include "app/core/settings.h"

#include "search/searcher.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QThread>
#include <QVBoxLayout>

namespace eschess::app {

namespace {

const QLatin1String kGroup("tournament/");

QString key(const char* name) {
    return kGroup + QLatin1String(name);
}

} // namespace

TournamentDialog::TournamentDialog(Mode mode, QWidget* parent) : QDialog(parent), m_mode(mode) {
    setWindowTitle(mode == Mode::Resume ? tr("Resume tournament") : tr("New tournament"));
    auto* form = new QFormLayout;

    m_engineChoice = new QComboBox;
    for (const std::string& n : searcherNames()) {
        const QString name = QString::fromStdString(n);
        m_engineChoice->addItem(name, name);
    }
    for (const ExternalEngine& e : Settings().externalEngines())
        m_engineChoice->addItem(tr("%1 (UCI)").arg(e.name), e.toSpec().toString());
    m_engineOptions = new QLineEdit;
    m_engineOptions->setPlaceholderText(tr("options, e.g. Depth=3, Hash=64"));
    auto* add = new QPushButton(tr("&Add"));
    auto* remove = new QPushButton(tr("&Remove"));
    auto* pick = new QHBoxLayout;
    pick->addWidget(m_engineChoice, 1);
    pick->addWidget(m_engineOptions, 1);
    pick->addWidget(add);
    form->addRow(tr("Engine:"), pick);
    m_engines = new QListWidget;
    m_engines->setMaximumHeight(120);
    auto* listRow = new QHBoxLayout;
    listRow->addWidget(m_engines, 1);
    listRow->addWidget(remove, 0, Qt::AlignTop);
    form->addRow(tr("&Engines:"), listRow);
    setRowBuddy(form, listRow, m_engines);
    connect(add, &QPushButton::clicked, this, &TournamentDialog::addEngine);
    connect(remove, &QPushButton::clicked, this, [this] { delete m_engines->currentItem(); });

    m_format = new QComboBox;
    m_format->addItem(tr("Round robin (everyone against everyone)"),
                      formatName(TournamentFormat::RoundRobin));
    m_format->addItem(tr("Gauntlet (the first engine against the others)"),
                      formatName(TournamentFormat::Gauntlet));
    m_format->addItem(tr("Swiss"), formatName(TournamentFormat::Swiss));
    form->addRow(tr("&Format:"), m_format);
    m_games = new QSpinBox;
    m_games->setRange(1, 10000);
    m_games->setValue(2);
    form->addRow(tr("&Games per pairing:"), m_games);
    m_rounds = new QSpinBox;
    m_rounds->setRange(0, 1000);
    m_rounds->setSpecialValueText(tr("automatic"));
    form->addRow(tr("Swiss &rounds:"), m_rounds);
    connect(m_format, &QComboBox::currentIndexChanged, this, [this](int k) { m_rounds->setEnabled(k == 2); });
    m_rounds->setEnabled(false);

    m_timeControl = new TimeControlEdit;
    form->addRow(tr("&Time control:"), m_timeControl);

    m_openings = new QLineEdit;
    m_openings->setPlaceholderText(tr("none: the standard position"));
    addFileRow(this, form, tr("&Openings (EPD, PGN or book):"), m_openings, FileDialogKind::Open,
               tr("Openings (*.epd *.pgn *.bin);;All files (*)"));
    m_bestBookMove = new QCheckBox(tr("Book: always the best move"));
    m_bookDepth = new QSpinBox;
    m_bookDepth->setRange(1, 200);
    m_bookDepth->setValue(16);
    m_bookDepth->setSuffix(tr(" plies"));
    auto* bookRow = new QHBoxLayout;
    bookRow->addWidget(m_bestBookMove);
    bookRow->addWidget(new QLabel(tr("up to")));
    bookRow->addWidget(m_bookDepth);
    bookRow->addStretch();
    form->addRow(QString(), bookRow);
    m_chess960 = new QCheckBox(tr("Chess960"));
    m_chess960->setToolTip(tr("Fischer random chess: games from the 960 starting positions, drawn by the "
                              "seed, or from the openings file played as Chess960"));
    form->addRow(QString(), m_chess960);
    m_seed = new QSpinBox;
    m_seed->setRange(0, 1000000);
    m_seed->setValue(1);
    form->addRow(tr("&Seed:"), m_seed);
    m_concurrency = new QSpinBox;
    m_concurrency->setRange(1, std::max(1, QThread::idealThreadCount()));
    form->addRow(tr("&Concurrency:"), m_concurrency);
    m_maxMoves = new QSpinBox;
    m_maxMoves->setRange(0, 10000);
    m_maxMoves->setSpecialValueText(tr("no limit"));
    form->addRow(tr("Draw after &moves:"), m_maxMoves);
    m_pgn = new QLineEdit;
    addFileRow(this, form, tr("&PGN file:"), m_pgn, FileDialogKind::Save, tr("PGN files (*.pgn)"));
    m_state = new QLineEdit;
    m_state->setPlaceholderText(tr("the PGN file's name with .state"));
    addFileRow(this, form, tr("&State file:"), m_state, FileDialogKind::Save,
               tr("State files (*.state);;All files (*)"));

    m_error = new QLabel;
    m_error->setStyleSheet(QStringLiteral("color: #b00020"));
    m_error->setWordWrap(true);
    m_error->setObjectName(QStringLiteral("error"));
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    buttons->button(QDialogButtonBox::Ok)->setText(mode == Mode::Resume ? tr("&Resume") : tr("&Start"));
    connect(buttons, &QDialogButtonBox::accepted, this, &TournamentDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    if (mode == Mode::Resume) {
        auto* note =
            new QLabel(tr("Continues the tournament recorded in the state file: the games it lists are kept, "
                          "the rest are played. The settings must be the ones it was started with, except that more "
                          "games per pairing (in a Swiss, more rounds) extend it."));
        note->setWordWrap(true);
        layout->addWidget(note);
    }
    layout->addLayout(form);
    layout->addWidget(m_error);
    layout->addWidget(buttons);
    loadLast();
}

void TournamentDialog::addEngine() {
    QString spec = m_engineChoice->currentData().toString();
    const QString options = m_engineOptions->text().trimmed();
    if (!options.isEmpty())
        spec += QLatin1Char(',') + QString(options).replace(QLatin1Char(';'), QLatin1Char(','));
    QString error;
    if (!parseEngineSpec(spec, &error)) {
        m_error->setText(error);
        return;
    }
    m_error->clear();
    m_engines->addItem(spec);
}

void TournamentDialog::setEngines(const QStringList& specs) {
    m_engines->clear();
    m_engines->addItems(specs);
}

bool TournamentDialog::build(QString* error) {
    TournamentSettings s;
    for (int i = 0; i < m_engines->count(); ++i) {
        auto spec = parseEngineSpec(m_engines->item(i)->text(), error);
        if (!spec) return false;
        s.engines.push_back(*spec);
    }
    if (s.engines.size() < 2) return *error = tr("add at least two engines"), false;
    s.format = *parseTournamentFormat(m_format->currentData().toString());
    s.gamesPerPair = m_games->value();
    s.swissRounds = m_rounds->value();
    const auto tc = m_timeControl->timeControl(error);
    if (!tc) return false;
    s.timeControl = *tc;
    const QString openings = m_openings->text().trimmed();
    const bool chess960 = m_chess960->isChecked();
    if (openings.endsWith(QLatin1String(".bin"), Qt::CaseInsensitive)) {
        if (chess960)
            return *error = tr("a Polyglot book holds standard chess's openings: choose an EPD or PGN file, "
                               "or none, for Chess960"),
                   false;
        s.bookPath = openings;
    } else if (!s.openings.loadForRun(openings, chess960, error)) {
        return false;
    }
    s.randomOpenings = OpeningSuite::shuffledForRun(false, openings, chess960);
    s.bookPick.mode = m_bestBookMove->isChecked() ? BookPickMode::Best : BookPickMode::Weighted;
    s.bookPick.maxPly = m_bookDepth->value();
    s.seed = quint64(m_seed->value());
    s.concurrency = m_concurrency->value();
    s.adjudication.maxMoves = m_maxMoves->value();
    s.pgnPath = m_pgn->text().trimmed();
    s.statePath = m_state->text().trimmed();
    // Without a state file a crash would lose the tournament: one is always kept.
    if (s.statePath.isEmpty()) s.statePath = defaultStatePath(s.pgnPath, QStringLiteral("tournament"));
    s.resume = m_mode == Mode::Resume;
    TournamentRunner probe(s);
    if (!probe.validate(error)) return false;
    if (!s.resume && QFileInfo(s.statePath).size() > 0)
        return *error = tr("the state file '%1' holds a tournament already: resume it (Tools ▸ Resume "
                           "tournament), "
                           "or choose another state file")
                            .arg(s.statePath),
               false;
    m_settings = std::move(s);
    return true;
}

void TournamentDialog::accept() {
    QString error;
    if (!build(&error)) {
        m_error->setText(error);
        return;
    }
    saveLast();
    QDialog::accept();
}

void TournamentDialog::loadLast() {
    QSettings q;
    const QStringList engines = q.value(key("engines")).toStringList();
    if (!engines.isEmpty()) setEngines(engines);
    m_format->setCurrentIndex(std::max(0, m_format->findData(q.value(key("format")).toString())));
    m_games->setValue(q.value(key("games"), 2).toInt());
    m_rounds->setValue(q.value(key("rounds"), 0).toInt());
    m_timeControl->restore(q.value(key("tcKind"), 0).toInt(), q.value(key("tcValue")).toString());
    m_openings->setText(q.value(key("openings")).toString());
    m_bestBookMove->setChecked(q.value(key("bookBest"), false).toBool());
    m_chess960->setChecked(q.value(key("chess960"), false).toBool());
    m_bookDepth->setValue(q.value(key("bookDepth"), 16).toInt());
    m_seed->setValue(q.value(key("seed"), 1).toInt());
    m_concurrency->setValue(q.value(key("concurrency"), 1).toInt());
    m_maxMoves->setValue(q.value(key("maxMoves"), 0).toInt());
    m_pgn->setText(q.value(key("pgn")).toString());
    // Resume needs the file the last tournament used; a new one starts with the field empty,
    // which makes a file of its own (the last run's would be refused as taken).
    if (m_mode == Mode::Resume) m_state->setText(q.value(key("state")).toString());
}

void TournamentDialog::saveLast() const {
    QSettings q;
    QStringList engines;
    for (int i = 0; i < m_engines->count(); ++i) engines << m_engines->item(i)->text();
    q.setValue(key("engines"), engines);
    q.setValue(key("format"), m_format->currentData().toString());
    q.setValue(key("games"), m_games->value());
    q.setValue(key("rounds"), m_rounds->value());
    q.setValue(key("tcKind"), m_timeControl->kindIndex());
    q.setValue(key("tcValue"), m_timeControl->text());
    q.setValue(key("openings"), m_openings->text());
    q.setValue(key("bookBest"), m_bestBookMove->isChecked());
    q.setValue(key("chess960"), m_chess960->isChecked());
    q.setValue(key("bookDepth"), m_bookDepth->value());
    q.setValue(key("seed"), m_seed->value());
    q.setValue(key("concurrency"), m_concurrency->value());
    q.setValue(key("maxMoves"), m_maxMoves->value());
    q.setValue(key("pgn"), m_pgn->text());
    // The state file actually used, so that Resume finds it even when the field was left empty.
    q.setValue(key("state"), m_settings.statePath);
}

} // namespace eschess::app
