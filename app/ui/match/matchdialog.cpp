#include "app/ui/match/matchdialog.h"

#include "app/ui/formrows.h"
#include "app/ui/runstatepath.h"
#include "app/ui/timecontroledit.h"

#include "app/core/enginestore.h"
#include "app/core/settings.h"

#include "search/searcher.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QThread>
#include <QVBoxLayout>

namespace eschess::app {

namespace {

// What Settings does not keep of the last match: the rest of what decides its games, which a
// resumed match must give again. The widgets clamp whatever these hold.
QString key(const char* name) {
    return QLatin1String("match/") + QLatin1String(name);
}

} // namespace

MatchDialog::MatchDialog(Mode mode, QWidget* parent) : QDialog(parent), m_mode(mode) {
    setWindowTitle(mode == Mode::Resume ? tr("Resume match") : tr("New match"));
    auto* form = new QFormLayout;
    for (int i = 0; i < 2; ++i) {
        m_engine[i] = new QComboBox;
        m_engine[i]->setObjectName(QStringLiteral("engine%1").arg(i + 1));
        m_engineOptions[i] = new QLineEdit;
        m_engineOptions[i]->setPlaceholderText(tr("options, e.g. Hash=64, Depth=3"));
        auto* row = new QHBoxLayout;
        row->addWidget(m_engine[i], 1);
        row->addWidget(m_engineOptions[i], 1);
        form->addRow(i == 0 ? tr("Engine &1:") : tr("Engine &2:"), row);
        setRowBuddy(form, row, m_engine[i]);
    }
    fillEngines();
    m_games = new QSpinBox;
    m_games->setObjectName(QStringLiteral("games"));
    m_games->setRange(1, 100000);
    m_games->setValue(10);
    form->addRow(tr("&Games:"), m_games);

    m_timeControl = new TimeControlEdit;
    form->addRow(tr("&Time control:"), m_timeControl);

    m_openings = new QLineEdit;
    m_openings->setPlaceholderText(tr("none: the standard start position"));
    addFileRow(this, form, tr("&Openings (EPD/PGN):"), m_openings, FileDialogKind::Open, tr("Openings (*.epd *.pgn)"));
    m_random = new QCheckBox(tr("random order, seed"));
    m_seed = new QSpinBox;
    m_seed->setRange(0, 1000000000);
    m_seed->setValue(1);
    auto* randomRow = new QHBoxLayout;
    randomRow->addWidget(m_random);
    randomRow->addWidget(m_seed);
    randomRow->addStretch();
    form->addRow(QString(), randomRow);
    m_chess960 = new QCheckBox(tr("Chess960"));
    m_chess960->setToolTip(tr("Fischer random chess: games from the 960 starting positions, or from the "
                              "openings file played as Chess960"));
    form->addRow(QString(), m_chess960);
    m_concurrency = new QSpinBox;
    m_concurrency->setRange(1, std::max(1, QThread::idealThreadCount()));
    form->addRow(tr("&Concurrent games:"), m_concurrency);
    m_pgn = new QLineEdit;
    m_pgn->setObjectName(QStringLiteral("pgn"));
    m_pgn->setPlaceholderText(tr("none"));
    addFileRow(this, form, tr("&PGN file:"), m_pgn, FileDialogKind::Save, tr("PGN (*.pgn)"));
    m_state = new QLineEdit;
    m_state->setObjectName(QStringLiteral("state"));
    m_state->setPlaceholderText(tr("the PGN file's name with .state"));
    addFileRow(this, form, tr("St&ate file:"), m_state, FileDialogKind::Save,
               tr("State files (*.state);;All files (*)"));

    m_sprt = new QGroupBox(tr("SPRT (stop when decided)"));
    m_sprt->setCheckable(true);
    m_sprt->setChecked(false);
    auto* sprtRow = new QHBoxLayout(m_sprt);
    static const char* const kSprt[] = {"elo0", "elo1", "α", "β"};
    const double sprtDefaults[] = {0, 5, 0.05, 0.05};
    for (int i = 0; i < 4; ++i) {
        m_sprtValues[i] = new QDoubleSpinBox;
        m_sprtValues[i]->setDecimals(i < 2 ? 1 : 3);
        m_sprtValues[i]->setRange(i < 2 ? -1000 : 0.001, i < 2 ? 1000 : 0.499);
        m_sprtValues[i]->setSingleStep(i < 2 ? 1 : 0.01);
        m_sprtValues[i]->setValue(sprtDefaults[i]);
        sprtRow->addWidget(new QLabel(QString::fromUtf8(kSprt[i])));
        sprtRow->addWidget(m_sprtValues[i]);
    }

    m_draw = new QGroupBox(tr("Draw adjudication"));
    m_draw->setObjectName(QStringLiteral("draw"));
    m_draw->setCheckable(true);
    m_draw->setChecked(false);
    auto* drawRow = new QHBoxLayout(m_draw);
    const QString drawLabels[] = {tr("after move"), tr("for moves"), tr("within ± cp")};
    const int drawDefaults[] = {40, 8, 10};
    for (int i = 0; i < 3; ++i) {
        m_drawValues[i] = new QSpinBox;
        m_drawValues[i]->setRange(i == 1 ? 1 : 0, 1000);
        m_drawValues[i]->setValue(drawDefaults[i]);
        drawRow->addWidget(new QLabel(drawLabels[i]));
        drawRow->addWidget(m_drawValues[i]);
    }
    m_resign = new QGroupBox(tr("Resign adjudication"));
    m_resign->setCheckable(true);
    m_resign->setChecked(false);
    auto* resignRow = new QHBoxLayout(m_resign);
    const QString resignLabels[] = {tr("for moves"), tr("at or below − cp")};
    const int resignDefaults[] = {3, 1000};
    for (int i = 0; i < 2; ++i) {
        m_resignValues[i] = new QSpinBox;
        m_resignValues[i]->setRange(1, 100000);
        m_resignValues[i]->setValue(resignDefaults[i]);
        resignRow->addWidget(new QLabel(resignLabels[i]));
        resignRow->addWidget(m_resignValues[i]);
    }
    m_maxMoves = new QSpinBox;
    m_maxMoves->setRange(0, 10000);
    m_maxMoves->setSpecialValueText(tr("no limit"));
    form->addRow(tr("&Maximum moves:"), m_maxMoves);

    m_error = new QLabel;
    m_error->setObjectName(QStringLiteral("error"));
    m_error->setWordWrap(true);
    m_error->setStyleSheet(QStringLiteral("color: #b00020"));
    auto* box = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    box->button(QDialogButtonBox::Ok)->setText(mode == Mode::Resume ? tr("&Resume") : tr("&Start"));
    connect(box, &QDialogButtonBox::accepted, this, &MatchDialog::accept);
    connect(box, &QDialogButtonBox::rejected, this, &MatchDialog::reject);
    auto* layout = new QVBoxLayout(this);
    if (mode == Mode::Resume) {
        auto* note = new QLabel(tr("Continues the match recorded in the state file: the games it lists are kept, "
                                   "the rest are played. The settings must be the ones it was started with, "
                                   "except that more games extend it."));
        note->setWordWrap(true);
        layout->addWidget(note);
    }
    layout->addLayout(form);
    layout->addWidget(m_sprt);
    layout->addWidget(m_draw);
    layout->addWidget(m_resign);
    layout->addWidget(m_error);
    layout->addWidget(box);
    loadLast();
}

void MatchDialog::fillEngines() {
    const QList<ExternalEngine> external = Settings().externalEngines();
    for (int i = 0; i < 2; ++i) {
        for (const std::string& n : searcherNames())
            m_engine[i]->addItem(QString::fromStdString(n), QStringLiteral("family:") + QString::fromStdString(n));
        for (int k = 0; k < external.size(); ++k)
            m_engine[i]->addItem(tr("%1 (UCI)").arg(external[k].name), QStringLiteral("uci:%1").arg(k));
    }
}

bool MatchDialog::build(QString* error) {
    MatchSettings s;
    const QList<ExternalEngine> external = Settings().externalEngines();
    for (int i = 0; i < 2; ++i) {
        const QString data = m_engine[i]->currentData().toString();
        QString spec;
        if (data.startsWith(QLatin1String("family:"))) {
            spec = data.mid(7);
        } else if (data.startsWith(QLatin1String("uci:"))) {
            const int k = data.mid(4).toInt();
            if (k < 0 || k >= external.size()) return *error = tr("engine %1 is no longer in the engines list").arg(i + 1), false;
            spec = external[k].toSpec().toString();
            s.name[i] = external[k].name;
        } else {
            return *error = tr("choose engine %1").arg(i + 1), false;
        }
        const QString options = m_engineOptions[i]->text().trimmed();
        if (!options.isEmpty()) spec += QLatin1Char(',') + QString(options).replace(QLatin1Char(';'), QLatin1Char(','));
        auto parsed = parseEngineSpec(spec, error);
        if (!parsed) return false;
        s.engine[i] = *parsed;
    }
    s.games = m_games->value();
    const auto tc = m_timeControl->timeControl(error);
    if (!tc) return false;
    s.timeControl = *tc;
    if (!s.openings.loadForRun(m_openings->text().trimmed(), m_chess960->isChecked(), error)) return false;
    s.randomOpenings =
        OpeningSuite::shuffledForRun(m_random->isChecked(), m_openings->text().trimmed(), m_chess960->isChecked());
    s.seed = quint64(m_seed->value());
    s.concurrency = m_concurrency->value();
    s.pgnPath = m_pgn->text().trimmed();
    if (m_sprt->isChecked()) {
        const SprtParams p{m_sprtValues[0]->value(), m_sprtValues[1]->value(), m_sprtValues[2]->value(), m_sprtValues[3]->value()};
        if (p.elo1 <= p.elo0) return *error = tr("SPRT: elo1 must be greater than elo0"), false;
        s.sprt = p;
    }
    if (m_draw->isChecked()) {
        s.adjudication.drawMoveNumber = m_drawValues[0]->value();
        s.adjudication.drawMoveCount = m_drawValues[1]->value();
        s.adjudication.drawScoreCp = m_drawValues[2]->value();
    }
    if (m_resign->isChecked()) {
        s.adjudication.resignMoveCount = m_resignValues[0]->value();
        s.adjudication.resignScoreCp = m_resignValues[1]->value();
    }
    s.adjudication.maxMoves = m_maxMoves->value();
    s.statePath = m_state->text().trimmed();
    if (s.statePath.isEmpty()) s.statePath = defaultStatePath(s.pgnPath, QStringLiteral("match"));
    s.resume = m_mode == Mode::Resume;
    MatchRunner probe(s);
    if (!probe.validate(error)) return false;
    if (!s.resume && QFileInfo(s.statePath).size() > 0)
        return *error = tr("the state file '%1' holds a match already: resume it (Tools ▸ Resume match), "
                           "or choose another state file")
                            .arg(s.statePath),
               false;
    m_settings = std::move(s);
    return true;
}

void MatchDialog::accept() {
    QString error;
    if (!build(&error)) {
        m_error->setText(error);
        return;
    }
    saveLast();
    QDialog::accept();
}

void MatchDialog::loadLast() {
    const Settings s;
    for (int i = 0; i < 2; ++i) {
        const int idx = m_engine[i]->findData(s.lastMatchEngine(i));
        if (idx >= 0) m_engine[i]->setCurrentIndex(idx);
        m_engineOptions[i]->setText(s.lastMatchOptions(i));
    }
    m_games->setValue(s.lastMatchGames());
    m_timeControl->restore(s.lastMatchTimeControlKind(), s.lastMatchTimeControlValue());
    m_openings->setText(s.lastMatchOpenings());
    m_concurrency->setValue(s.lastMatchConcurrency());
    m_pgn->setText(s.lastMatchPgn());
    const QSettings q;
    m_random->setChecked(q.value(key("random"), false).toBool());
    m_chess960->setChecked(q.value(key("chess960"), false).toBool());
    m_seed->setValue(q.value(key("seed"), 1).toInt());
    m_maxMoves->setValue(q.value(key("maxMoves"), 0).toInt());
    m_sprt->setChecked(q.value(key("sprt"), false).toBool());
    for (int i = 0; i < 4; ++i)
        m_sprtValues[i]->setValue(q.value(key("sprt%1").arg(i), m_sprtValues[i]->value()).toDouble());
    m_draw->setChecked(q.value(key("draw"), false).toBool());
    for (int i = 0; i < 3; ++i)
        m_drawValues[i]->setValue(q.value(key("draw%1").arg(i), m_drawValues[i]->value()).toInt());
    m_resign->setChecked(q.value(key("resign"), false).toBool());
    for (int i = 0; i < 2; ++i)
        m_resignValues[i]->setValue(q.value(key("resign%1").arg(i), m_resignValues[i]->value()).toInt());
    // Resume needs the file the last match used; a new match starts with the field empty, which
    // makes a file of its own.
    if (m_mode == Mode::Resume) m_state->setText(q.value(key("state")).toString());
}

void MatchDialog::saveLast() const {
    Settings s;
    for (int i = 0; i < 2; ++i) {
        s.setLastMatchEngine(i, m_engine[i]->currentData().toString());
        s.setLastMatchOptions(i, m_engineOptions[i]->text());
    }
    s.setLastMatchGames(m_games->value());
    s.setLastMatchTimeControlKind(m_timeControl->kindIndex());
    s.setLastMatchTimeControlValue(m_timeControl->text());
    s.setLastMatchOpenings(m_openings->text());
    s.setLastMatchConcurrency(m_concurrency->value());
    s.setLastMatchPgn(m_pgn->text());
    QSettings q;
    q.setValue(key("random"), m_random->isChecked());
    q.setValue(key("chess960"), m_chess960->isChecked());
    q.setValue(key("seed"), m_seed->value());
    q.setValue(key("maxMoves"), m_maxMoves->value());
    q.setValue(key("sprt"), m_sprt->isChecked());
    for (int i = 0; i < 4; ++i) q.setValue(key("sprt%1").arg(i), m_sprtValues[i]->value());
    q.setValue(key("draw"), m_draw->isChecked());
    for (int i = 0; i < 3; ++i) q.setValue(key("draw%1").arg(i), m_drawValues[i]->value());
    q.setValue(key("resign"), m_resign->isChecked());
    for (int i = 0; i < 2; ++i) q.setValue(key("resign%1").arg(i), m_resignValues[i]->value());
    // The state file actually used, so that Resume finds it even when the field was left empty.
    q.setValue(key("state"), m_settings.statePath);
}

} // namespace eschess::app
