// The position editor: its model (PositionSetup), its board as a person uses it (offscreen
// clicks and drags on exact squares), and its dialog, whose OK stays disabled until the engine's
// FEN parser accepts the position.

#include "app/core/gamecontroller.h"
#include "app/core/positionsetup.h"
#include "app/ui/mainwindow.h"
#include "app/ui/setup/piecepalette.h"
#include "app/ui/setup/setupboard.h"
#include "app/ui/setup/setuppositiondialog.h"
#include "core/position.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <QTimer>
#include <QToolButton>

using namespace eschess;
using eschess::app::PiecePalette;
using eschess::app::PositionSetup;
using eschess::app::SetupBoard;
using eschess::app::SetupPositionDialog;

namespace {

Position fromFen(const char* fen) {
    auto parsed = Position::fromFen(fen);
    if (!parsed) qFatal("bad test FEN %s: %s", fen, parsed.error().c_str());
    return *parsed;
}

QPoint at(const SetupBoard& board, Square sq) {
    return board.squareRect(sq).center();
}

void click(SetupBoard& board, Square sq, Qt::MouseButton button = Qt::LeftButton) {
    QTest::mouseClick(&board, button, {}, at(board, sq));
}

void dragTo(SetupBoard& board, Square from, QPoint to) {
    const QPoint a = at(board, from);
    QTest::mousePress(&board, Qt::LeftButton, {}, a);
    QTest::mouseMove(&board, a + QPoint(12, 7));
    QTest::mouseMove(&board, (a + to) / 2);
    QTest::mouseMove(&board, to);
    QTest::mouseRelease(&board, Qt::LeftButton, {}, to);
}

bool okEnabled(const SetupPositionDialog& dialog) {
    return dialog.buttons()->button(QDialogButtonBox::Ok)->isEnabled();
}

} // namespace

class TestSetupPosition : public QObject {
    Q_OBJECT

  private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true); // the main window's settings go to a test location
        Position::init();
    }

    // --- the model ---------------------------------------------------------------------------

    // Any position the parser accepts comes back as the same FEN.
    void roundTripsPositions_data() {
        QTest::addColumn<QString>("fen");
        QTest::newRow("start") << QString::fromLatin1(Position::kStartFen);
        QTest::newRow("kiwipete") << "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
        QTest::newRow("en passant") << "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3";
        QTest::newRow("black, counters") << "8/5k2/8/8/8/2K5/6p1/8 b - - 17 64";
        QTest::newRow("some rights") << "r3k3/8/8/8/8/8/8/R3K2R b Kq - 3 20";
    }
    void roundTripsPositions() {
        QFETCH(QString, fen);
        const PositionSetup setup = PositionSetup::fromPosition(fromFen(fen.toLatin1().constData()));
        QCOMPARE(QString::fromStdString(setup.fen()), fen);
        QVERIFY(setup.position().ok());
        QCOMPARE(QString::fromStdString(setup.position()->fen()), fen);
    }

    void standardIsTheStartPosition() {
        QCOMPARE(QString::fromStdString(PositionSetup::standard().fen()),
                 QString::fromLatin1(Position::kStartFen));
    }

    // An empty board is well-formed text but not a position; the parser says why.
    void emptyBoardIsRefusedWithTheParsersMessage() {
        PositionSetup setup;
        QCOMPARE(QString::fromStdString(setup.fen()), QStringLiteral("8/8/8/8/8/8/8/8 w - - 0 1"));
        QVERIFY(!setup.position().ok());
        QCOMPARE(QString::fromStdString(setup.position().error()),
                 QStringLiteral("FEN: piece placement: no white king"));
    }

    // A right survives in the setup while its rook is away, but only reaches the FEN while
    // king and rook stand on their squares.
    void castlingRightsFollowThePlacement() {
        PositionSetup setup = PositionSetup::standard();
        setup.movePiece(SqH1, SqH3);
        QVERIFY(!setup.castlingPossible(WhiteKingSide));
        QVERIFY(setup.castlingWanted(WhiteKingSide));
        QCOMPARE(QString::fromStdString(setup.fen()),
                 QStringLiteral("rnbqkbnr/pppppppp/8/8/8/7R/PPPPPPPP/RNBQKBN1 w Qkq - 0 1"));
        setup.movePiece(SqH3, SqH1);
        QCOMPARE(QString::fromStdString(setup.fen()), QString::fromLatin1(Position::kStartFen));
        setup.movePiece(SqE8, SqE6);
        QVERIFY(!setup.castlingPossible(BlackKingSide) && !setup.castlingPossible(BlackQueenSide));
        QVERIFY(QString::fromStdString(setup.fen()).contains(QLatin1String(" w KQ - ")));

        PositionSetup bare;
        bare.setPiece(SqE1, WhiteKing);
        bare.setPiece(SqA1, WhiteRook);
        bare.setPiece(SqE8, BlackKing);
        bare.setPiece(SqH8, BlackRook);
        bare.setCastlingFromPlacement();
        QVERIFY(bare.castlingWanted(WhiteQueenSide) && bare.castlingWanted(BlackKingSide));
        QVERIFY(!bare.castlingWanted(WhiteKingSide) && !bare.castlingWanted(BlackQueenSide));
        QCOMPARE(QString::fromStdString(bare.fen()), QStringLiteral("4k2r/8/8/8/8/8/8/R3K3 w Qk - 0 1"));
    }

    // En passant is offered only behind a pawn of the side not to move that may just have
    // made its double step, and written only while it is still offered.
    void enPassantCandidates() {
        PositionSetup setup = PositionSetup::fromPosition(fromFen("4k3/8/8/3pP3/8/8/8/4K3 w - - 0 1"));
        QCOMPARE(setup.enPassantCandidates(), std::vector<Square>{SqD6});
        setup.setEnPassantWanted(SqD6);
        QCOMPARE(QString::fromStdString(setup.fen()), QStringLiteral("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1"));
        setup.setSideToMove(Black); // now a white pawn would have to have moved: there is none on rank 4
        QVERIFY(setup.enPassantCandidates().empty());
        QCOMPARE(QString::fromStdString(setup.fen()), QStringLiteral("4k3/8/8/3pP3/8/8/8/4K3 b - - 0 1"));
        setup.setSideToMove(White);
        setup.setPiece(SqD7, BlackBishop); // the pawn cannot have come from d7
        QVERIFY(setup.enPassantCandidates().empty());
    }

    void countersStayInRange() {
        PositionSetup setup = PositionSetup::standard();
        setup.setFullmoveNumber(0);
        setup.setHalfmoveClock(-5);
        QCOMPARE(setup.fullmoveNumber(), 1);
        QCOMPARE(setup.halfmoveClock(), 0);
    }

    // --- the board ---------------------------------------------------------------------------

    // A click puts the brush's piece down, a second click with the same brush takes it away,
    // another brush replaces it, the eraser and a right click empty a square.
    void clicksPutDownAndTakeAway() {
        SetupBoard board;
        board.resize(480, 480);
        board.show();
        QVERIFY(QTest::qWaitForWindowExposed(&board));
        QSignalSpy edited(&board, &SetupBoard::edited);
        board.setBrush(WhiteQueen);
        click(board, SqE4);
        QCOMPARE(board.setup().pieceOn(SqE4), WhiteQueen);
        click(board, SqE4);
        QCOMPARE(board.setup().pieceOn(SqE4), NoPiece);
        click(board, SqE4);
        board.setBrush(BlackKnight);
        click(board, SqE4);
        QCOMPARE(board.setup().pieceOn(SqE4), BlackKnight);
        board.setBrush(NoPiece);
        click(board, SqE4);
        QCOMPARE(board.setup().pieceOn(SqE4), NoPiece);
        click(board, SqE4); // erasing an empty square changes nothing
        board.setBrush(WhitePawn);
        click(board, SqC3);
        click(board, SqC3, Qt::RightButton);
        QCOMPARE(board.setup().pieceOn(SqC3), NoPiece);
        QCOMPARE(edited.count(), 7);
    }

    // A drag moves a piece (onto another, replacing it); dropped off the board it is gone.
    // The flipped board maps the same points to the mirrored squares.
    void dragsMoveAndRemove() {
        SetupBoard board;
        board.resize(480, 480);
        board.setSetup(PositionSetup::standard());
        board.show();
        QVERIFY(QTest::qWaitForWindowExposed(&board));
        dragTo(board, SqE2, at(board, SqE4));
        QCOMPARE(board.setup().pieceOn(SqE4), WhitePawn);
        QCOMPARE(board.setup().pieceOn(SqE2), NoPiece);
        dragTo(board, SqD1, at(board, SqD7));
        QCOMPARE(board.setup().pieceOn(SqD7), WhiteQueen);
        QCOMPARE(board.setup().pieceOn(SqD1), NoPiece);
        const QRect g1 = board.squareRect(SqG1);
        // Below the board, in the coordinate strip: off the squares.
        dragTo(board, SqG1, QPoint(g1.center().x(), board.height() - 1));
        QCOMPARE(board.setup().pieceOn(SqG1), NoPiece);

        board.setFlipped(true);
        QCOMPARE(board.squareAt(board.squareRect(SqE7).center()), SqE7);
        QVERIFY(board.squareRect(SqE7).top() > board.squareRect(SqE2).top());
        board.setBrush(BlackRook);
        click(board, SqA1);
        QCOMPARE(board.setup().pieceOn(SqA1), BlackRook);
    }

    // --- the dialog --------------------------------------------------------------------------

    void dialogStartsFromTheGivenPosition() {
        const Position pos = fromFen("r3k2r/8/8/3pP3/8/8/8/R3K2R w KQkq d6 0 30");
        SetupPositionDialog dialog(pos);
        QCOMPARE(dialog.fenEdit()->text(), QStringLiteral("r3k2r/8/8/3pP3/8/8/8/R3K2R w KQkq d6 0 30"));
        QVERIFY(okEnabled(dialog));
        QVERIFY(dialog.hasPosition());
        QCOMPARE(QString::fromStdString(dialog.position().fen()), dialog.fenEdit()->text());
        QCOMPARE(dialog.enPassant()->currentText(), QStringLiteral("d6"));
        QVERIFY(dialog.castlingBox(WhiteKingSide)->isChecked());
        QCOMPARE(dialog.status()->text(), QStringLiteral("White to move."));
    }

    // Clearing the board makes it illegal: OK is disabled and the status says why; the
    // castling boxes are unchecked and disabled. Start Position makes it legal again.
    void illegalPositionsDisableOk() {
        SetupPositionDialog dialog(Position{});
        dialog.findChild<QPushButton*>(QStringLiteral("clearBoard"))->click();
        QVERIFY(!okEnabled(dialog));
        QVERIFY(!dialog.hasPosition());
        QCOMPARE(dialog.status()->text(),
                 QStringLiteral("Not a legal position: piece placement: no white king"));
        QCOMPARE(dialog.fenEdit()->text(), QStringLiteral("8/8/8/8/8/8/8/8 w - - 0 1"));
        for (CastlingRight r : {WhiteKingSide, WhiteQueenSide, BlackKingSide, BlackQueenSide}) {
            QVERIFY(!dialog.castlingBox(r)->isEnabled());
            QVERIFY(!dialog.castlingBox(r)->isChecked());
        }
        dialog.findChild<QPushButton*>(QStringLiteral("startPosition"))->click();
        QVERIFY(okEnabled(dialog));
        QCOMPARE(dialog.fenEdit()->text(), QString::fromLatin1(Position::kStartFen));
    }

    // The side not to move in check is refused; switching the side to move fixes it.
    void sideToMoveMatters() {
        SetupPositionDialog dialog(fromFen("4k3/8/8/8/8/8/R7/4K3 w - - 0 1"));
        dialog.board()->resize(400, 400);
        QVERIFY(okEnabled(dialog));
        dialog.sideToMove()->setCurrentIndex(dialog.sideToMove()->findText(QStringLiteral("Black")));
        QVERIFY(okEnabled(dialog));
        QCOMPARE(dialog.status()->text(), QStringLiteral("Black to move."));
        QCOMPARE(dialog.fenEdit()->text(), QStringLiteral("4k3/8/8/8/8/8/R7/4K3 b - - 0 1"));
        dialog.sideToMove()->setCurrentIndex(dialog.sideToMove()->findText(QStringLiteral("White")));
        dialog.board()->setBrush(WhiteQueen);
        // A queen beside the black king with White to move: Black, not to move, is in check.
        click(*dialog.board(), SqE7);
        QVERIFY(!okEnabled(dialog));
        QCOMPARE(dialog.status()->text(),
                 QStringLiteral("Not a legal position: the side not to move (black) is in check"));
        dialog.sideToMove()->setCurrentIndex(dialog.sideToMove()->findText(QStringLiteral("Black")));
        QVERIFY(okEnabled(dialog));
        QCOMPARE(dialog.status()->text(), QStringLiteral("Black to move, in check."));
        dialog.board()->setBrush(WhiteRook);
        click(*dialog.board(), SqA7); // guards the queen: the king cannot take it
        QCOMPARE(dialog.status()->text(), QStringLiteral("Black is checkmated."));
        QVERIFY(okEnabled(dialog)); // a finished position is still a position
    }

    // Typed FEN: a good one replaces the board; a bad one leaves the board alone, shows the
    // parser's message and disables OK until the text is fixed.
    void typedFen() {
        SetupPositionDialog dialog(Position{});
        QLineEdit* fen = dialog.fenEdit();
        fen->selectAll();
        QTest::keyClicks(fen, QStringLiteral("8/8/8/4k3/8/8/8/4K2R w K - 0 1"));
        QVERIFY(okEnabled(dialog));
        QCOMPARE(dialog.board()->setup().pieceOn(SqH1), WhiteRook);
        QVERIFY(dialog.castlingBox(WhiteKingSide)->isEnabled());
        QVERIFY(dialog.castlingBox(WhiteKingSide)->isChecked());
        QVERIFY(!dialog.castlingBox(WhiteQueenSide)->isEnabled());
        QTest::keyClick(fen, Qt::Key_Backspace);
        QTest::keyClick(fen, Qt::Key_Backspace);
        QTest::keyClicks(fen, QStringLiteral("x"));
        QVERIFY(!okEnabled(dialog));
        QVERIFY(dialog.status()->text().startsWith(QLatin1String("Invalid FEN: ")));
        QCOMPARE(dialog.board()->setup().pieceOn(SqH1), WhiteRook); // the board is unchanged
        QCOMPARE(fen->text(), QStringLiteral("8/8/8/4k3/8/8/8/4K2R w K - 0x"));
        // Editing the board again rewrites the FEN from the board.
        dialog.board()->setBrush(BlackPawn);
        dialog.board()->resize(400, 400);
        click(*dialog.board(), SqA7);
        QVERIFY(okEnabled(dialog));
        QCOMPARE(fen->text(), QStringLiteral("8/p7/8/4k3/8/8/8/4K2R w K - 0 1"));
    }

    // Unchecking a right removes it from the FEN; it comes back when checked again.
    void castlingBoxesEditTheRights() {
        SetupPositionDialog dialog(Position{});
        dialog.castlingBox(BlackQueenSide)->click();
        QCOMPARE(dialog.fenEdit()->text(),
                 QStringLiteral("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQk - 0 1"));
        dialog.castlingBox(BlackQueenSide)->click();
        QCOMPARE(dialog.fenEdit()->text(), QString::fromLatin1(Position::kStartFen));
    }

    // Chess960: a Chess960 position opens with the box on and its rights kept; the box lets a
    // king off e1 castle with the outermost rook on each side, and OK gives a Chess960 position.
    void chess960Castling() {
        SetupPositionDialog dialog(
            *Position::fromFen("rk5r/pppppppp/8/8/8/8/PPPPPPPP/RK5R w HAha - 0 1", true));
        QVERIFY(dialog.chess960Box()->isChecked());
        for (CastlingRight r : {WhiteKingSide, WhiteQueenSide, BlackKingSide, BlackQueenSide})
            QVERIFY(dialog.castlingBox(r)->isEnabled() && dialog.castlingBox(r)->isChecked());
        QVERIFY(dialog.hasPosition());
        QVERIFY(dialog.position().isChess960());
        QCOMPARE(dialog.position().castlingRookSquare(WhiteQueenSide), SqA1);

        SetupPositionDialog plain(*Position::fromFen("4k3/8/8/8/8/8/8/5K1R w - - 0 1"));
        QVERIFY(!plain.chess960Box()->isChecked());
        QVERIFY(!plain.castlingBox(WhiteKingSide)->isEnabled()); // the king is not on e1
        plain.chess960Box()->click();
        QVERIFY(plain.castlingBox(WhiteKingSide)->isEnabled());
        QVERIFY(plain.castlingBox(WhiteKingSide)->isChecked());
        QVERIFY(!plain.castlingBox(WhiteQueenSide)->isEnabled()); // no rook on that side
        QCOMPARE(plain.fenEdit()->text(), QStringLiteral("4k3/8/8/8/8/8/8/5K1R w K - 0 1"));
        QVERIFY(plain.position().isChess960());
        QCOMPARE(plain.position().castlingRookSquare(WhiteKingSide), SqH1);
        plain.chess960Box()->click();
        QVERIFY(!plain.castlingBox(WhiteKingSide)->isEnabled());
        QVERIFY(!plain.position().isChess960());
    }

    // The palette chooses the board's brush; every piece has a named button.
    void paletteChoosesTheBrush() {
        SetupPositionDialog dialog(Position{});
        PiecePalette* palette = dialog.palette();
        QCOMPARE(dialog.board()->brush(), WhitePawn);
        palette->button(BlackQueen)->click();
        QCOMPARE(dialog.board()->brush(), BlackQueen);
        palette->button(NoPiece)->click();
        QCOMPARE(dialog.board()->brush(), NoPiece);
        QCOMPARE(palette->button(WhiteKnight)->toolTip(), QStringLiteral("White knight"));
        QCOMPARE(palette->button(BlackKing)->toolTip(), QStringLiteral("Black king"));
    }

    // The main window offers the editor in its File menu; it opens on the board's position, OK
    // starts a game from the position set up, Cancel changes nothing.
    void mainWindowOffersTheEditor() {
        app::MainWindow window;
        auto* action = window.findChild<QAction*>(QStringLiteral("actionSetUpPosition"));
        QVERIFY(action);
        bool inFileMenu = false;
        for (QAction* menu : window.menuBar()->actions())
            if (menu->menu() && menu->menu()->actions().contains(action)) inFileMenu = true;
        QVERIFY(inFileMenu);

        const QString shown = QStringLiteral("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1");
        QVERIFY(window.loadText(shown));
        const QString setUp = QStringLiteral("4k3/8/8/8/8/8/R7/4K3 b - - 0 30");
        QString opened;
        const auto answer = [&](bool accept) {
            QTimer::singleShot(0, &window, [&, accept] {
                auto* dialog = qobject_cast<SetupPositionDialog*>(QApplication::activeModalWidget());
                if (!dialog) return;
                opened = dialog->fenEdit()->text();
                dialog->fenEdit()->selectAll();
                QTest::keyClicks(dialog->fenEdit(), setUp);
                if (accept)
                    dialog->buttons()->button(QDialogButtonBox::Ok)->click();
                else
                    dialog->reject();
            });
        };
        answer(false);
        action->trigger();
        QCOMPARE(opened, shown);
        QCOMPARE(QString::fromStdString(window.game()->position().fen()), shown);
        answer(true);
        action->trigger();
        QCOMPARE(QString::fromStdString(window.game()->position().fen()), setUp);
    }
};

QTEST_MAIN(TestSetupPosition)
#include "tst_setupposition.moc"
