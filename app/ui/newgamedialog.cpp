#include "app/ui/newgamedialog.h"

#include "app/core/displaysan.h"
#include "app/core/enginecatalog.h"
#include "app/ui/loadpositiondialog.h"

#include "core/chess960.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QRandomGenerator>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QVBoxLayout>

#include <algorithm>

namespace eschess::app {

namespace {
constexpr int kHuman = 0;
const QString kExternal = QStringLiteral("\x01external");
} // namespace

NewGameDialog::NewGameDialog(QWidget* parent) : QDialog(parent) {
    setWindowTitle(tr("New Game"));
    auto* sides = new QHBoxLayout;
    sides->addWidget(makeSide(0));
    sides->addWidget(makeSide(1));

    auto* startBox = new QGroupBox(tr("Starting position"), this);
    m_standard = new QRadioButton(tr("Standard"), startBox);
    m_chess960 = new QRadioButton(tr("Chess960 number:"), startBox);
    m_chess960->setToolTip(tr("Fischer random chess: the pieces behind the pawns shuffled, the king between "
                              "the rooks; castling puts king and rook where they go in standard chess"));
    m_chess960Number = new QSpinBox(startBox);
    m_chess960Number->setRange(0, eschess::kChess960Positions - 1);
    m_chess960Number->setValue(eschess::kChess960Standard);
    auto* draw = new QPushButton(tr("Random"), startBox);
    draw->setToolTip(tr("Draw one of the 960 starting positions"));
    m_chess960Rank = new QLabel(startBox);
    m_chess960Rank->setToolTip(tr("White's first rank; Black's mirrors it"));
    auto* chess960Row = new QHBoxLayout;
    chess960Row->addWidget(m_chess960Number);
    chess960Row->addWidget(draw);
    chess960Row->addWidget(m_chess960Rank, 1);
    m_fromFen = new QRadioButton(tr("From FEN:"), startBox);
    m_standard->setChecked(true);
    m_fen = new QLineEdit(startBox);
    m_fen->setPlaceholderText(QString::fromLatin1(eschess::Position::kStartFen.data(), qsizetype(eschess::Position::kStartFen.size())));
    m_fen->setClearButtonEnabled(true);
    m_fenError = new QLabel(startBox);
    m_fenError->setWordWrap(true);
    m_fenError->setStyleSheet(QStringLiteral("color: #b71c1c;"));
    auto* startLayout = new QGridLayout(startBox);
    startLayout->addWidget(m_standard, 0, 0);
    startLayout->addWidget(m_chess960, 1, 0);
    startLayout->addLayout(chess960Row, 1, 1);
    startLayout->addWidget(m_fromFen, 2, 0);
    startLayout->addWidget(m_fen, 2, 1);
    startLayout->addWidget(m_fenError, 3, 1);

    auto* timeBox = new QGroupBox(tr("Time control"), this);
    m_timed = new QCheckBox(tr("Play with a clock"), timeBox);
    m_baseMinutes = new QSpinBox(timeBox);
    m_baseMinutes->setRange(1, 300);
    m_baseMinutes->setValue(5);
    m_baseMinutes->setSuffix(tr(" min"));
    m_increment = new QSpinBox(timeBox);
    m_increment->setRange(0, 180);
    m_increment->setValue(3);
    m_increment->setSuffix(tr(" s"));
    auto* timeLayout = new QFormLayout(timeBox);
    timeLayout->addRow(m_timed);
    timeLayout->addRow(tr("Base time:"), m_baseMinutes);
    timeLayout->addRow(tr("Increment per move:"), m_increment);

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("Start"));
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(sides);
    layout->addWidget(startBox);
    layout->addWidget(timeBox);
    layout->addWidget(m_buttons);

    connect(m_fromFen, &QRadioButton::toggled, this, &NewGameDialog::validate);
    auto showRank = [this] {
        // The language's piece letters, spaced in a fixed-width font so that the files line up
        // from one number to the next.
        const QStringList letters = sanPieceLetters(sanLanguage()); // K Q R B N
        QStringList rank;
        for (const char c : eschess::chess960BackRank(m_chess960Number->value()))
            rank << letters.value(int(std::string_view("KQRBN").find(c)));
        m_chess960Rank->setText(QStringLiteral("<tt>%1</tt>").arg(rank.join(QLatin1Char(' '))));
    };
    connect(m_chess960Number, &QSpinBox::valueChanged, this, [this, showRank] {
        m_chess960->setChecked(true);
        showRank();
    });
    connect(draw, &QPushButton::clicked, this, [this] {
        m_chess960Number->setValue(int(QRandomGenerator::global()->bounded(eschess::kChess960Positions)));
        m_chess960->setChecked(true);
    });
    showRank();
    connect(m_fen, &QLineEdit::textChanged, this, [this] {
        if (!m_fen->text().isEmpty()) m_fromFen->setChecked(true);
        validate();
    });
    connect(m_timed, &QCheckBox::toggled, this, &NewGameDialog::validate);
    for (int side = 0; side < 2; ++side) updateSide(side);
    validate();
}

QWidget* NewGameDialog::makeSide(int side) {
    auto* box = new QGroupBox(side == 0 ? tr("White") : tr("Black"), this);
    SideWidgets& w = m_side[side];
    w.player = new QComboBox(box);
    w.player->addItem(tr("Human"), QStringLiteral("human"));
    for (const QString& name : familySearcherNames()) w.player->addItem(tr("Engine: %1").arg(name), QStringLiteral("engine:") + name);
    w.player->addItem(tr("External UCI engine…"), kExternal);
    w.external = new QLineEdit(box);
    w.external->setPlaceholderText(tr("/usr/games/stockfish,Hash=64"));
    w.external->setToolTip(tr("The engine's program, then options as Name=value, separated by commas"));
    w.strength = new QComboBox(box);
    w.strength->addItem(tr("By the clock"), int(EngineStrength::Mode::Clock));
    w.strength->addItem(tr("Fixed depth"), int(EngineStrength::Mode::Depth));
    w.strength->addItem(tr("Time per move"), int(EngineStrength::Mode::MoveTime));
    w.strength->addItem(tr("Elo rating (UCI_Elo)"), int(EngineStrength::Mode::Elo));
    w.strength->setCurrentIndex(2);
    w.value = new QSpinBox(box);
    w.valueLabel = new QLabel(box);
    auto* form = new QFormLayout(box);
    form->addRow(tr("Player:"), w.player);
    form->addRow(tr("Program:"), w.external);
    form->addRow(tr("Strength:"), w.strength);
    form->addRow(w.valueLabel, w.value);
    connect(w.player, &QComboBox::currentIndexChanged, this, [this, side] { updateSide(side); validate(); });
    connect(w.strength, &QComboBox::currentIndexChanged, this, [this, side] { updateSide(side); validate(); });
    connect(w.external, &QLineEdit::textChanged, this, &NewGameDialog::validate);
    return box;
}

void NewGameDialog::updateSide(int side) {
    SideWidgets& w = m_side[side];
    const bool human = w.player->currentIndex() == kHuman;
    const bool external = w.player->currentData().toString() == kExternal;
    auto* form = static_cast<QFormLayout*>(w.player->parentWidget()->layout());
    form->setRowVisible(w.external, external);
    form->setRowVisible(w.strength, !human);
    // A searcher of the family without levels cannot be asked for an Elo (it would say so and
    // play at full strength), and one with levels takes only its own range. An external
    // engine's range is known once it runs; it refuses a level outside it when the game starts.
    // (A flag beside a pair rather than an optional pair: GCC 12 at -O2 warns, falsely, that
    // the optional's pair may be used uninitialised.)
    std::pair<int, int> eloRange{500, 3500};
    bool hasLevels = true;
    const QString data = w.player->currentData().toString();
    if (data.startsWith(QLatin1String("engine:"))) {
        const auto familyRange = familyEloRange(data.mid(7));
        hasLevels = familyRange.has_value();
        if (hasLevels) eloRange = *familyRange;
    }
    const int eloIndex = w.strength->findData(int(EngineStrength::Mode::Elo));
    if (auto* model = qobject_cast<QStandardItemModel*>(w.strength->model())) {
        QStandardItem* item = model->item(eloIndex);
        item->setEnabled(hasLevels);
        item->setToolTip(hasLevels ? QString() : tr("This engine has no strength levels (UCI_Elo)"));
    }
    if (!hasLevels && w.strength->currentIndex() == eloIndex) {
        const QSignalBlocker block(w.strength);
        w.strength->setCurrentIndex(w.strength->findData(int(EngineStrength::Mode::MoveTime)));
    }
    const auto mode = EngineStrength::Mode(w.strength->currentData().toInt());
    w.value->setToolTip(QString());
    const bool hasValue = !human && mode != EngineStrength::Mode::Clock;
    form->setRowVisible(w.value, hasValue);
    const QSignalBlocker block(w.value);
    switch (mode) {
    case EngineStrength::Mode::Depth:
        w.valueLabel->setText(tr("Depth:"));
        w.value->setRange(1, 64);
        w.value->setSuffix(tr(" plies"));
        if (w.value->value() > 64) w.value->setValue(6);
        break;
    case EngineStrength::Mode::MoveTime:
        w.valueLabel->setText(tr("Time:"));
        w.value->setRange(10, 600000);
        w.value->setSingleStep(100);
        w.value->setSuffix(tr(" ms"));
        if (w.value->value() < 10 || w.value->value() > 600000 || w.value->value() == 6) w.value->setValue(1000);
        break;
    case EngineStrength::Mode::Elo:
        w.valueLabel->setText(tr("Elo:"));
        w.value->setRange(eloRange.first, eloRange.second);
        w.value->setSingleStep(50);
        w.value->setSuffix(QString());
        w.value->setToolTip(tr("From %1 to %2").arg(eloRange.first).arg(eloRange.second));
        // Coming from another mode the box holds a depth or milliseconds: start from 1500.
        if (w.shownMode != int(EngineStrength::Mode::Elo)) w.value->setValue(std::clamp(1500, eloRange.first, eloRange.second));
        break;
    case EngineStrength::Mode::Clock: break;
    }
    w.shownMode = int(mode);
}

bool NewGameDialog::isAcceptable() const { return m_buttons->button(QDialogButtonBox::Ok)->isEnabled(); }

void NewGameDialog::validate() {
    bool ok = true;
    m_fenError->clear();
    if (m_fromFen->isChecked()) {
        eschess::Position pos;
        QString error;
        if (!LoadPositionDialog::parseFenOrEpd(m_fen->text(), &pos, &error)) {
            ok = false;
            m_fenError->setText(error);
        }
    }
    for (const SideWidgets& w : m_side)
        if (w.player->currentData().toString() == kExternal && w.external->text().trimmed().isEmpty()) ok = false;
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(ok);
}

void NewGameDialog::setSetup(const NewGameSetup& setup) {
    for (int side = 0; side < 2; ++side) {
        SideWidgets& w = m_side[side];
        const PlayerChoice& c = setup.players[side];
        int index = kHuman;
        if (c.kind == PlayerChoice::Kind::Family) {
            index = w.player->findData(QStringLiteral("engine:") + c.engine);
            if (index < 0) index = kHuman;
        } else if (c.kind == PlayerChoice::Kind::External) {
            index = w.player->findData(kExternal);
            w.external->setText(c.engine);
        }
        w.player->setCurrentIndex(index);
        w.strength->setCurrentIndex(std::max(0, w.strength->findData(int(c.strength.mode))));
        updateSide(side);
        // The mode shown can differ from the one asked (an Elo for a searcher without levels).
        if (EngineStrength::Mode(w.strength->currentData().toInt()) != c.strength.mode) continue;
        switch (c.strength.mode) {
        case EngineStrength::Mode::Depth: w.value->setValue(c.strength.depth); break;
        case EngineStrength::Mode::MoveTime: w.value->setValue(c.strength.moveTimeMs); break;
        case EngineStrength::Mode::Elo: w.value->setValue(c.strength.elo); break;
        case EngineStrength::Mode::Clock: break;
        }
    }
    const std::string fen = setup.start.fen();
    int number = -1;
    for (int n = 0; setup.start.isChess960() && n < eschess::kChess960Positions && number < 0; ++n)
        if (eschess::chess960StartFen(n) == fen) number = n;
    if (number >= 0) {
        m_chess960Number->setValue(number);
        m_chess960->setChecked(true);
    } else if (fen != eschess::Position::kStartFen) {
        m_fen->setText(QString::fromStdString(fen));
        m_fromFen->setChecked(true);
    }
    m_timed->setChecked(setup.timeControl.timed());
    m_baseMinutes->setValue(int(setup.timeControl.baseMs / 60000));
    m_increment->setValue(int(setup.timeControl.incMs / 1000));
    validate();
}

NewGameSetup NewGameDialog::setup() const {
    NewGameSetup s;
    for (int side = 0; side < 2; ++side) {
        const SideWidgets& w = m_side[side];
        PlayerChoice& c = s.players[side];
        const QString data = w.player->currentData().toString();
        if (data == kExternal) {
            c.kind = PlayerChoice::Kind::External;
            c.engine = w.external->text().trimmed();
        } else {
            c = PlayerChoice::fromString(data);
        }
        c.strength.mode = EngineStrength::Mode(w.strength->currentData().toInt());
        switch (c.strength.mode) {
        case EngineStrength::Mode::Depth: c.strength.depth = w.value->value(); break;
        case EngineStrength::Mode::MoveTime: c.strength.moveTimeMs = w.value->value(); break;
        case EngineStrength::Mode::Elo: c.strength.elo = w.value->value(); break;
        case EngineStrength::Mode::Clock: break;
        }
    }
    if (m_fromFen->isChecked()) {
        QString error;
        eschess::Position pos;
        if (LoadPositionDialog::parseFenOrEpd(m_fen->text(), &pos, &error)) s.start = pos;
    } else if (m_chess960->isChecked()) {
        s.start = *eschess::Position::fromFen(eschess::chess960StartFen(m_chess960Number->value()), true);
    }
    s.timeControl.kind = m_timed->isChecked() ? TimeControl::Kind::Clock : TimeControl::Kind::None;
    s.timeControl.baseMs = qint64(m_baseMinutes->value()) * 60000;
    s.timeControl.incMs = qint64(m_increment->value()) * 1000;
    return s;
}

} // namespace eschess::app
