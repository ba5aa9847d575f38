#include "app/ui/setup/setuppositiondialog.h"

#include "app/ui/loadpositiondialog.h"
#include "app/ui/setup/piecepalette.h"
#include "app/ui/setup/setupboard.h"
#include "core/movegen.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>

namespace eschess::app {

namespace {

// The box of a right: the boxes stand in kCastlingPlacements' order.
std::size_t rightIndex(CastlingRight right) {
    return std::size_t(std::find_if(kCastlingPlacements.begin(), kCastlingPlacements.end(),
                                    [right](const CastlingPlacement& p) { return p.right == right; }) -
                       kCastlingPlacements.begin());
}

// The parser's message without its "FEN: " prefix: the dialog says what kind of text it was.
QString parserMessage(const std::string& error) {
    QString message = QString::fromStdString(error);
    if (message.startsWith(QLatin1String("FEN: "))) message.remove(0, 5);
    return message;
}

} // namespace

SetupPositionDialog::SetupPositionDialog(const Position& start, QWidget* parent)
    : QDialog(parent), m_board(new SetupBoard(this)), m_palette(new PiecePalette(this)),
      m_side(new QComboBox(this)), m_enPassant(new QComboBox(this)), m_fullmove(new QSpinBox(this)),
      m_halfmove(new QSpinBox(this)), m_fen(new QLineEdit(this)), m_status(new QLabel(this)),
      m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this)) {
    setWindowTitle(tr("Set Up Position"));

    m_side->addItem(tr("White"), int(White));
    m_side->addItem(tr("Black"), int(Black));

    auto* castlingBox = new QGroupBox(tr("Castling"), this);
    auto* castlingGrid = new QFormLayout(castlingBox);
    // In kCastlingPlacements' order: K, Q, k, q.
    const QString castlingNames[] = {tr("White O-O"), tr("White O-O-O"), tr("Black O-O"), tr("Black O-O-O")};
    for (std::size_t i = 0; i < kCastlingPlacements.size(); ++i) {
        const CastlingRight right = kCastlingPlacements[i].right;
        auto* box = new QCheckBox(castlingNames[i], castlingBox);
        box->setToolTip(tr("Offered while the king and this rook stand on their starting squares"));
        m_castling[i] = box;
        castlingGrid->addRow(box);
        connect(box, &QCheckBox::toggled, this, [this, right](bool on) {
            if (m_refreshing) return;
            PositionSetup setup = m_board->setup();
            setup.setCastlingWanted(right, on);
            showSetup(setup);
        });
    }

    m_chess960 = new QCheckBox(tr("Chess960 castling"), castlingBox);
    m_chess960->setToolTip(
        tr("King anywhere on its first rank, castling with the outermost rook on either side"));
    castlingGrid->addRow(m_chess960);
    connect(m_chess960, &QCheckBox::toggled, this, [this](bool on) {
        if (m_refreshing) return;
        PositionSetup setup = m_board->setup();
        setup.setChess960(on);
        if (on) setup.setCastlingFromPlacement();
        showSetup(setup);
    });

    m_enPassant->setToolTip(
        tr("Offered where a pawn of the side not to move may just have advanced two squares"));
    m_fullmove->setRange(1, 9999);
    m_halfmove->setRange(0, 9999);
    m_halfmove->setToolTip(
        tr("Plies since the last capture or pawn move (the fifty-move rule counts these)"));

    auto* form = new QFormLayout;
    form->addRow(tr("Side to move:"), m_side);
    form->addRow(castlingBox);
    form->addRow(tr("En passant:"), m_enPassant);
    form->addRow(tr("Move number:"), m_fullmove);
    form->addRow(tr("Halfmove clock:"), m_halfmove);

    auto* startPosition = new QPushButton(tr("Start Position"), this);
    auto* clearBoard = new QPushButton(tr("Clear Board"), this);
    auto* flip = new QPushButton(tr("Flip Board"), this);
    startPosition->setObjectName(QStringLiteral("startPosition"));
    clearBoard->setObjectName(QStringLiteral("clearBoard"));
    flip->setObjectName(QStringLiteral("flipBoard"));
    flip->setCheckable(true);
    auto* side = new QVBoxLayout;
    side->addLayout(form);
    side->addWidget(startPosition);
    side->addWidget(clearBoard);
    side->addWidget(flip);
    side->addStretch(1);

    auto* boardColumn = new QVBoxLayout;
    boardColumn->addWidget(m_board, 1);
    boardColumn->addWidget(m_palette, 0, Qt::AlignHCenter);
    auto* top = new QHBoxLayout;
    top->addLayout(boardColumn, 1);
    top->addLayout(side);

    auto* fenRow = new QHBoxLayout;
    fenRow->addWidget(new QLabel(tr("FEN:"), this));
    fenRow->addWidget(m_fen, 1);
    m_fen->setPlaceholderText(tr("Type or paste a FEN"));
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top, 1);
    layout->addLayout(fenRow);
    layout->addWidget(m_status);
    layout->addWidget(m_buttons);

    connect(m_palette, &PiecePalette::brushChosen, m_board, &SetupBoard::setBrush);
    m_board->setBrush(m_palette->brush());
    connect(m_board, &SetupBoard::edited, this, [this] { showSetup(m_board->setup()); });
    connect(m_side, &QComboBox::currentIndexChanged, this, [this] {
        if (!m_refreshing) showSetup(currentSetup());
    });
    connect(m_enPassant, &QComboBox::currentIndexChanged, this, [this] {
        if (!m_refreshing) showSetup(currentSetup());
    });
    for (QSpinBox* spin : {m_fullmove, m_halfmove})
        connect(spin, &QSpinBox::valueChanged, this, [this] {
            if (!m_refreshing) showSetup(currentSetup());
        });
    connect(m_fen, &QLineEdit::textEdited, this, &SetupPositionDialog::fenTyped);
    connect(startPosition, &QPushButton::clicked, this, [this] { showSetup(PositionSetup::standard()); });
    connect(clearBoard, &QPushButton::clicked, this, [this] {
        PositionSetup setup = m_board->setup();
        setup.clearBoard();
        showSetup(setup);
    });
    connect(flip, &QPushButton::toggled, m_board, &SetupBoard::setFlipped);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    showSetup(PositionSetup::fromPosition(start));
}

void SetupPositionDialog::setThemeName(const QString& name) {
    m_board->setThemeName(name);
}

void SetupPositionDialog::setFlipped(bool flipped) {
    if (auto* flip = findChild<QPushButton*>(QStringLiteral("flipBoard"))) flip->setChecked(flipped);
    m_board->setFlipped(flipped);
}

QCheckBox* SetupPositionDialog::castlingBox(CastlingRight right) const {
    return m_castling[rightIndex(right)];
}

bool SetupPositionDialog::hasPosition() const {
    return m_fenError.isEmpty() && m_board->setup().position().ok();
}

Position SetupPositionDialog::position() const {
    const Parsed<Position> parsed = m_board->setup().position();
    return parsed.ok() ? *parsed : Position();
}

QString SetupPositionDialog::errorText() const {
    if (!m_fenError.isEmpty()) return m_fenError;
    const Parsed<Position> parsed = m_board->setup().position();
    return parsed.ok() ? QString() : tr("Not a legal position: %1").arg(parserMessage(parsed.error()));
}

PositionSetup SetupPositionDialog::currentSetup() const {
    PositionSetup setup = m_board->setup();
    setup.setSideToMove(Color(m_side->currentData().toInt()));
    setup.setEnPassantWanted(Square(m_enPassant->currentData().toInt()));
    setup.setFullmoveNumber(m_fullmove->value());
    setup.setHalfmoveClock(m_halfmove->value());
    return setup;
}

void SetupPositionDialog::showSetup(const PositionSetup& setup) {
    m_fenError.clear();
    m_board->setSetup(setup);
    refresh();
}

void SetupPositionDialog::fenTyped(const QString& text) {
    Position pos;
    QString error;
    if (!LoadPositionDialog::parseFenOrEpd(text, &pos, &error)) {
        // The board keeps the last good setup; the status says what is wrong with the text.
        m_fenError = error;
        refresh(false);
        return;
    }
    m_fenError.clear();
    m_board->setSetup(PositionSetup::fromPosition(pos));
    refresh(false);
}

void SetupPositionDialog::refresh(bool rewriteFen) {
    m_refreshing = true;
    const PositionSetup& setup = m_board->setup();
    m_side->setCurrentIndex(m_side->findData(int(setup.sideToMove())));
    m_chess960->setChecked(setup.isChess960());
    for (std::size_t i = 0; i < kCastlingPlacements.size(); ++i) {
        const CastlingRight right = kCastlingPlacements[i].right;
        m_castling[i]->setEnabled(setup.castlingPossible(right));
        m_castling[i]->setChecked(setup.castlingWanted(right) && setup.castlingPossible(right));
    }
    m_enPassant->clear();
    m_enPassant->addItem(tr("None"), int(SqNone));
    for (Square sq : setup.enPassantCandidates())
        m_enPassant->addItem(QString::fromStdString(squareName(sq)), int(sq));
    const int enPassant = m_enPassant->findData(int(setup.enPassantWanted()));
    m_enPassant->setCurrentIndex(enPassant >= 0 ? enPassant : 0);
    m_enPassant->setEnabled(m_enPassant->count() > 1);
    m_fullmove->setValue(setup.fullmoveNumber());
    m_halfmove->setValue(setup.halfmoveClock());
    if (rewriteFen) m_fen->setText(QString::fromStdString(setup.fen()));
    m_refreshing = false;

    const QString error = errorText();
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(error.isEmpty());
    if (!error.isEmpty()) {
        m_status->setStyleSheet(QStringLiteral("color: #b00020"));
        m_status->setText(error);
        return;
    }
    m_status->setStyleSheet(QString());
    const Position pos = position();
    const bool white = pos.sideToMove() == White;
    if (legalMoves(pos).size() == 0)
        m_status->setText(pos.inCheck() ? (white ? tr("White is checkmated.") : tr("Black is checkmated."))
                                        : (white ? tr("Stalemate: White has no legal move.")
                                                 : tr("Stalemate: Black has no legal move.")));
    else if (pos.inCheck())
        m_status->setText(white ? tr("White to move, in check.") : tr("Black to move, in check."));
    else
        m_status->setText(white ? tr("White to move.") : tr("Black to move."));
}

} // namespace eschess::app
