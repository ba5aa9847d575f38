// The board widget as a person uses it: offscreen mouse clicks and drags on exact squares,
// checking which move (if any) the board asks for. The board holds no rules: every test hands
// it the legal moves of a position and checks that it offers exactly those.

#include "app/ui/boardtheme.h"
#include "app/ui/boardwidget.h"
#include "app/ui/pieceset.h"
#include "app/ui/promotionchooser.h"
#include "core/movegen.h"
#include "core/position.h"
#include "notation/uci_move.h"

#include <QDir>
#include <QImage>
#include <QSignalSpy>
#include <QTest>

using namespace eschess;
using eschess::app::BoardWidget;

namespace {

QVector<Move> legalOf(const Position& pos) {
    QVector<Move> moves;
    for (Move m : legalMoves(pos)) moves.push_back(m);
    return moves;
}

Position fromFen(const char* fen) {
    auto parsed = Position::fromFen(fen);
    if (!parsed) qFatal("bad test FEN %s: %s", fen, parsed.error().c_str());
    return *parsed;
}

// The colour at a point in widget coordinates (grabs are in device pixels).
QColor colorAt(const QImage& img, QPoint p) {
    return img.pixelColor((QPointF(p) * img.devicePixelRatio()).toPoint());
}

QString uciOf(const QSignalSpy& spy, int i = 0) {
    return QString::fromStdString(toUci(spy.at(i).at(0).value<Move>()));
}

} // namespace

class TestBoardWidget : public QObject {
    Q_OBJECT

  private:
    // A 480 × 480 board (60-pixel squares, no coordinate strips) showing pos with all its
    // legal moves offered.
    void setUp(BoardWidget& board, const Position& pos) {
        board.resize(480, 480);
        board.setShowCoordinates(false);
        board.setAnimationsEnabled(false);
        board.setPosition(pos);
        board.setLegalMoves(legalOf(pos));
        board.show();
        QVERIFY(QTest::qWaitForWindowExposed(&board));
    }
    QPoint at(const BoardWidget& board, Square sq) { return board.squareRect(sq).center(); }
    void click(BoardWidget& board, Square sq) {
        QTest::mouseClick(&board, Qt::LeftButton, {}, at(board, sq));
    }
    void drag(BoardWidget& board, Square from, Square to) {
        const QPoint a = at(board, from), b = at(board, to);
        QTest::mousePress(&board, Qt::LeftButton, {}, a);
        QTest::mouseMove(&board, a + QPoint(12, 7));
        QTest::mouseMove(&board, (a + b) / 2);
        QTest::mouseMove(&board, b);
        QTest::mouseRelease(&board, Qt::LeftButton, {}, b);
    }

  private slots:
    void initTestCase() { Position::init(); }

    // Right-drag draws an arrow and right-click marks a square, in Lichess's colours: no
    // modifier green, Shift red, Alt (or Ctrl) blue, Shift with Alt yellow.
    void rightButtonDrawsArrowsAndMarks() {
        BoardWidget board;
        setUp(board, Position());
        QSignalSpy arrows(&board, &BoardWidget::arrowDrawn);
        QSignalSpy marks(&board, &BoardWidget::squareMarked);
        QSignalSpy moves(&board, &BoardWidget::moveRequested);
        const auto rightDrag = [&](Square from, Square to, Qt::KeyboardModifiers mods) {
            QTest::mousePress(&board, Qt::RightButton, mods, at(board, from));
            QTest::mouseMove(&board, (at(board, from) + at(board, to)) / 2);
            QTest::mouseRelease(&board, Qt::RightButton, mods, at(board, to));
        };
        rightDrag(SqE2, SqE4, {});
        rightDrag(SqD7, SqD5, Qt::ShiftModifier);
        rightDrag(SqG1, SqF3, Qt::AltModifier);
        rightDrag(SqB1, SqC3, Qt::ControlModifier);
        rightDrag(SqA2, SqA4, Qt::ShiftModifier | Qt::AltModifier);
        QCOMPARE(arrows.count(), 5);
        const QList<std::tuple<Square, Square, QChar>> expected = {
            {SqE2, SqE4, QLatin1Char('G')}, {SqD7, SqD5, QLatin1Char('R')}, {SqG1, SqF3, QLatin1Char('B')},
            {SqB1, SqC3, QLatin1Char('B')}, {SqA2, SqA4, QLatin1Char('Y')}};
        for (int i = 0; i < expected.size(); ++i) {
            QCOMPARE(arrows.at(i).at(0).value<Square>(), std::get<0>(expected[i]));
            QCOMPARE(arrows.at(i).at(1).value<Square>(), std::get<1>(expected[i]));
            QCOMPARE(arrows.at(i).at(2).value<QChar>(), std::get<2>(expected[i]));
        }
        QCOMPARE(marks.count(), 0);
        // Press and release on the same square marks it.
        rightDrag(SqD4, SqD4, {});
        rightDrag(SqE5, SqE5, Qt::ShiftModifier);
        QCOMPARE(marks.count(), 2);
        QCOMPARE(marks.at(0).at(0).value<Square>(), SqD4);
        QCOMPARE(marks.at(0).at(1).value<QChar>(), QLatin1Char('G'));
        QCOMPARE(marks.at(1).at(0).value<Square>(), SqE5);
        QCOMPARE(marks.at(1).at(1).value<QChar>(), QLatin1Char('R'));
        // Releasing off the board draws nothing; no drawing ever makes a move.
        QTest::mousePress(&board, Qt::RightButton, {}, at(board, SqE2));
        QTest::mouseRelease(&board, Qt::RightButton, {}, QPoint(479, 479) + QPoint(30, 30));
        QCOMPARE(arrows.count(), 5);
        QCOMPARE(marks.count(), 2);
        QCOMPARE(moves.count(), 0);
        QCOMPARE(board.position().fen(), Position().fen());
        // Marks set on the board are kept for painting.
        board.setMarks({eschess::app::BoardMark{SqD4, Qt::green}});
        QCOMPARE(board.marks().size(), 1);
        QCOMPARE(board.marks().front().square, SqD4);
    }

    void geometryMapsSquares() {
        BoardWidget board;
        setUp(board, Position());
        QCOMPARE(board.squareSize(), 60);
        QCOMPARE(board.squareRect(SqA1), QRect(0, 420, 60, 60));
        QCOMPARE(board.squareRect(SqE2), QRect(240, 360, 60, 60));
        QCOMPARE(board.squareRect(SqH8), QRect(420, 0, 60, 60));
        QCOMPARE(board.squareAt(QPoint(250, 370)), SqE2);
        QCOMPARE(board.squareAt(QPoint(500, 10)), SqNone);
        board.setFlipped(true);
        QCOMPARE(board.squareRect(SqA1), QRect(420, 0, 60, 60));
        QCOMPARE(board.squareRect(SqE2), QRect(180, 60, 60, 60));
        QCOMPARE(board.squareAt(QPoint(190, 70)), SqE2);
        // A wider than tall widget keeps square cells and centres the board.
        board.setFlipped(false);
        board.resize(700, 400);
        QCOMPARE(board.squareSize(), 50);
        QCOMPARE(board.squareRect(SqA8), QRect(150, 0, 50, 50));
        // Coordinates take a strip left of and below the board: 480 / 28 = 17 pixels, leaving
        // (480 - 17) / 8 = 57-pixel squares; the 473-pixel block is centred.
        board.resize(480, 480);
        board.setShowCoordinates(true);
        QCOMPARE(board.squareSize(), 57);
        QCOMPARE(board.squareRect(SqA1), QRect(20, 402, 57, 57));
        QCOMPARE(board.squareRect(SqH8), QRect(419, 3, 57, 57));
        QCOMPARE(board.squareAt(QPoint(10, 420)), SqNone); // on the rank numbers
        // A mini board leaves them out.
        board.resize(168, 168);
        QCOMPARE(board.squareSize(), 21);
        QCOMPARE(board.squareRect(SqA1), QRect(0, 147, 21, 21));
    }

    void clickClickMove() {
        BoardWidget board;
        setUp(board, Position());
        QSignalSpy spy(&board, &BoardWidget::moveRequested);
        click(board, SqE2);
        QCOMPARE(board.selectedSquare(), SqE2);
        QCOMPARE(spy.count(), 0);
        click(board, SqE4);
        QCOMPARE(spy.count(), 1);
        QCOMPARE(uciOf(spy), QStringLiteral("e2e4"));
        QCOMPARE(board.selectedSquare(), SqNone);
    }

    void clickAgainPutsPieceDown() {
        BoardWidget board;
        setUp(board, Position());
        QSignalSpy spy(&board, &BoardWidget::moveRequested);
        click(board, SqG1);
        click(board, SqG1);
        QCOMPARE(board.selectedSquare(), SqNone);
        click(board, SqG1);
        click(board, SqB1); // another own piece: picks it instead
        QCOMPARE(board.selectedSquare(), SqB1);
        click(board, SqC3);
        QCOMPARE(spy.count(), 1);
        QCOMPARE(uciOf(spy), QStringLiteral("b1c3"));
    }

    void dragAndDropMove() {
        BoardWidget board;
        setUp(board, Position());
        QSignalSpy spy(&board, &BoardWidget::moveRequested);
        drag(board, SqG1, SqF3);
        QCOMPARE(spy.count(), 1);
        QCOMPARE(uciOf(spy), QStringLiteral("g1f3"));
    }

    void illegalTargetRefused() {
        BoardWidget board;
        setUp(board, Position());
        QSignalSpy spy(&board, &BoardWidget::moveRequested);
        click(board, SqE2);
        click(board, SqE5); // not a target: nothing happens
        drag(board, SqD2, SqD5);
        drag(board, SqG1, SqG3);
        drag(board, SqB1, SqH8);
        click(board, SqE7); // a black piece with White to move
        click(board, SqE5);
        QCOMPARE(spy.count(), 0);
        // The snapped-back piece is still usable.
        drag(board, SqG1, SqH3);
        QCOMPARE(spy.count(), 1);
        QCOMPARE(uciOf(spy), QStringLiteral("g1h3"));
    }

    void dropOffTheBoardSnapsBack() {
        BoardWidget board;
        setUp(board, Position());
        board.resize(600, 480); // 60 px margins left and right of the board
        QSignalSpy spy(&board, &BoardWidget::moveRequested);
        const QPoint a = at(board, SqE2);
        QTest::mousePress(&board, Qt::LeftButton, {}, a);
        QTest::mouseMove(&board, a + QPoint(20, 0));
        QTest::mouseMove(&board, QPoint(595, 200));
        QTest::mouseRelease(&board, Qt::LeftButton, {}, QPoint(595, 200));
        QCOMPARE(spy.count(), 0);
    }

    void promotionChooserEmitsChosenPiece() {
        BoardWidget board;
        setUp(board, fromFen("3r4/4P3/8/8/8/8/k7/4K3 w - - 0 1"));
        QSignalSpy spy(&board, &BoardWidget::moveRequested);
        auto* chooser = board.promotionChooser();
        QVERIFY(chooser);
        click(board, SqE7);
        click(board, SqE8);
        QCOMPARE(spy.count(), 0);
        QVERIFY(chooser->isOpen());
        // The column starts at the promotion square with the queen, then knight, rook, bishop.
        QCOMPARE(chooser->pieceRect(Queen), board.squareRect(SqE8));
        QCOMPARE(chooser->pieceRect(Knight), board.squareRect(SqE7));
        QTest::mouseClick(chooser, Qt::LeftButton, {}, chooser->pieceRect(Knight).center());
        QCOMPARE(spy.count(), 1);
        QCOMPARE(uciOf(spy), QStringLiteral("e7e8n"));
        QVERIFY(!chooser->isOpen());

        // Dragging a capture promotion, choosing a rook.
        drag(board, SqE7, SqD8);
        QVERIFY(chooser->isOpen());
        QTest::mouseClick(chooser, Qt::LeftButton, {}, chooser->pieceRect(Rook).center());
        QCOMPARE(spy.count(), 2);
        QCOMPARE(uciOf(spy, 1), QStringLiteral("e7d8r"));
    }

    void promotionChooserCancels() {
        BoardWidget board;
        setUp(board, fromFen("8/4P3/8/8/8/8/k7/4K3 w - - 0 1"));
        QSignalSpy spy(&board, &BoardWidget::moveRequested);
        auto* chooser = board.promotionChooser();
        click(board, SqE7);
        click(board, SqE8);
        QVERIFY(chooser->isOpen());
        QTest::keyClick(chooser, Qt::Key_Escape);
        QVERIFY(!chooser->isOpen());
        QCOMPARE(board.selectedSquare(), SqNone);
        // A click beside the four pieces cancels too.
        click(board, SqE7);
        click(board, SqE8);
        QVERIFY(chooser->isOpen());
        QTest::mouseClick(chooser, Qt::LeftButton, {}, board.squareRect(SqA1).center());
        QVERIFY(!chooser->isOpen());
        QCOMPARE(spy.count(), 0);
    }

    void blackPromotionOnFlippedBoard() {
        BoardWidget board;
        setUp(board, fromFen("4k3/8/8/8/8/8/3p4/K7 b - - 0 1"));
        board.setFlipped(true);
        QSignalSpy spy(&board, &BoardWidget::moveRequested);
        click(board, SqD2);
        click(board, SqD1);
        auto* chooser = board.promotionChooser();
        QVERIFY(chooser->isOpen());
        // d1 is at the top when flipped; the column runs down from it.
        QCOMPARE(chooser->pieceRect(Queen), board.squareRect(SqD1));
        QCOMPARE(chooser->pieceRect(Bishop), board.squareRect(SqD4));
        QTest::mouseClick(chooser, Qt::LeftButton, {}, chooser->pieceRect(Queen).center());
        QCOMPARE(spy.count(), 1);
        QCOMPARE(uciOf(spy), QStringLiteral("d2d1q"));
    }

    void castlingByKingTwoSquares() {
        BoardWidget board;
        setUp(board, fromFen("r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1"));
        QSignalSpy spy(&board, &BoardWidget::moveRequested);
        click(board, SqE1);
        click(board, SqG1);
        drag(board, SqE1, SqC1);
        QCOMPARE(spy.count(), 2);
        QCOMPARE(uciOf(spy, 0), QStringLiteral("e1g1"));
        QCOMPARE(spy.at(0).at(0).value<Move>().kind(), MoveKind::Castling);
        QCOMPARE(uciOf(spy, 1), QStringLiteral("e1c1"));
    }

    void castlingByKingOntoRook() {
        BoardWidget board;
        setUp(board, fromFen("r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R b KQkq - 0 1"));
        QSignalSpy spy(&board, &BoardWidget::moveRequested);
        drag(board, SqE8, SqH8);
        click(board, SqE8);
        click(board, SqA8);
        QCOMPARE(spy.count(), 2);
        QCOMPARE(uciOf(spy, 0), QStringLiteral("e8g8"));
        QCOMPARE(uciOf(spy, 1), QStringLiteral("e8c8"));
        // Without the right, the rook is just another own piece: clicking it picks it.
        BoardWidget noRights;
        setUp(noRights, fromFen("r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R b Qq - 0 1"));
        QSignalSpy spy2(&noRights, &BoardWidget::moveRequested);
        click(noRights, SqE8);
        click(noRights, SqH8);
        QCOMPARE(spy2.count(), 0);
        QCOMPARE(noRights.selectedSquare(), SqH8);
    }

    // Chess960: the king onto its rook castles, also when the king does not move (g1) or the
    // two trade squares (f1, g1). Where the castled square is also a one-step king move, the
    // drop there is the step.
    void chess960Castling() {
        BoardWidget board;
        setUp(board, *Position::fromFen("rk4rr/pppppppp/8/8/8/8/PPPPPPPP/R4K1R w HAha - 0 1", true));
        QSignalSpy spy(&board, &BoardWidget::moveRequested);
        drag(board, SqF1, SqG1); // the step
        drag(board, SqF1, SqH1); // O-O: king g1, rook f1
        drag(board, SqF1, SqA1); // O-O-O: king c1, rook d1
        QCOMPARE(spy.count(), 3);
        QCOMPARE(spy.at(0).at(0).value<Move>().kind(), MoveKind::Normal);
        QCOMPARE(spy.at(1).at(0).value<Move>().kind(), MoveKind::Castling);
        QCOMPARE(spy.at(1).at(0).value<Move>().to(), SqG1);
        QCOMPARE(spy.at(2).at(0).value<Move>().to(), SqC1);

        BoardWidget stays;
        const Position kingOnG1 =
            *Position::fromFen("r5kr/pppppppp/8/8/8/8/PPPPPPPP/R5KR w HAha - 0 1", true);
        setUp(stays, kingOnG1);
        QSignalSpy spy2(&stays, &BoardWidget::moveRequested);
        click(stays, SqG1);
        click(stays, SqH1);
        QCOMPARE(spy2.count(), 1);
        const Move castle = spy2.at(0).at(0).value<Move>();
        QCOMPARE(castle.kind(), MoveKind::Castling);
        stays.setAnimationsEnabled(true);
        stays.playMove(kingOnG1, castle); // the rook slides, the king stays: nothing to trip on
        Position after = kingOnG1;
        after.makeMove(castle);
        QCOMPARE(after.pieceOn(SqF1), WhiteRook);
        QCOMPARE(after.pieceOn(SqG1), WhiteKing);
    }

    void flippedBoardMapsClicks() {
        BoardWidget board;
        setUp(board, Position());
        board.setFlipped(true);
        QVERIFY(board.isFlipped());
        QSignalSpy spy(&board, &BoardWidget::moveRequested);
        // Flipped, e2 is the fourth column from the left on the second row from the top.
        QTest::mouseClick(&board, Qt::LeftButton, {}, QPoint(3 * 60 + 30, 1 * 60 + 30));
        QTest::mouseClick(&board, Qt::LeftButton, {}, QPoint(3 * 60 + 30, 3 * 60 + 30));
        QCOMPARE(spy.count(), 1);
        QCOMPARE(uciOf(spy), QStringLiteral("e2e4"));
    }

    void readOnlyWithoutLegalMoves() {
        BoardWidget board;
        setUp(board, Position());
        board.setLegalMoves({});
        QSignalSpy spy(&board, &BoardWidget::moveRequested);
        click(board, SqE2);
        QCOMPARE(board.selectedSquare(), SqNone);
        click(board, SqE4);
        drag(board, SqG1, SqF3);
        QCOMPARE(spy.count(), 0);
        // A preview (PV hover) is read-only too, and restoring it gives the game back.
        board.setLegalMoves(legalOf(Position()));
        board.setPreviewPosition(fromFen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"));
        drag(board, SqG1, SqF3);
        QCOMPARE(spy.count(), 0);
        board.setPreviewPosition(std::nullopt);
        drag(board, SqG1, SqF3);
        QCOMPARE(spy.count(), 1);
    }

    void playMoveAnimatesAndLands() {
        BoardWidget board;
        setUp(board, Position());
        board.setAnimationsEnabled(true);
        board.setAnimationMs(120);
        const Position start;
        const Move e4 = *parseUciMove(start, "e2e4");
        board.playMove(start, e4);
        QVERIFY(board.isAnimating());
        QCOMPARE(board.position().fen(),
                 std::string("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"));
        QCOMPARE(board.lastMove(), e4);
        QTRY_VERIFY_WITH_TIMEOUT(!board.isAnimating(), 2000);
        // Turned off, a move lands at once; a move the user dropped by hand is not replayed.
        board.setAnimationsEnabled(false);
        board.playMove(board.position(), *parseUciMove(board.position(), "e7e5"));
        QVERIFY(!board.isAnimating());
        board.setAnimationsEnabled(true);
        board.setLegalMoves(legalOf(board.position()));
        QSignalSpy spy(&board, &BoardWidget::moveRequested);
        drag(board, SqG1, SqF3);
        QCOMPARE(spy.count(), 1);
        board.playMove(board.position(), spy.at(0).at(0).value<Move>());
        QVERIFY(!board.isAnimating());
        QCOMPARE(board.position().pieceOn(SqF3), WhiteKnight);
        // A move that is not legal in `before` just shows `before`.
        board.playMove(start, *parseUciMove(board.position(), "b8c6"));
        QCOMPARE(board.position().fen(), start.fen());
    }

    void animatedCaptureShowsVictimUntilLanding() {
        BoardWidget board;
        setUp(board, fromFen("4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1"));
        board.setShowCoordinates(false);
        board.setAnimationsEnabled(true);
        board.setAnimationMs(200);
        const Position before = board.position();
        board.playMove(before, *parseUciMove(before, "e4d5"));
        QVERIFY(board.isAnimating());
        const QPoint body = board.squareRect(SqD5).center() + QPoint(0, 15);       // the pawn's base
        QCOMPARE(colorAt(board.grab().toImage(), body), QColor(0x1e, 0x1e, 0x1e)); // black pawn still there
        QTRY_VERIFY_WITH_TIMEOUT(!board.isAnimating(), 2000);
        QCOMPARE(colorAt(board.grab().toImage(), body), QColor(Qt::white)); // the white pawn landed
    }

    void themesAndSettings() {
        BoardWidget board;
        QVERIFY(BoardWidget::themeNames().size() >= 2);
        const QString first = BoardWidget::themeNames().first();
        QCOMPARE(board.themeName(), first);
        board.setThemeName(QStringLiteral("blue"));
        QCOMPARE(board.themeName(), QStringLiteral("blue"));
        QCOMPARE(BoardWidget::themeDisplayName(QStringLiteral("blue")), QStringLiteral("Blue"));
        board.setThemeName(QStringLiteral("no such theme"));
        QCOMPARE(board.themeName(), QStringLiteral("blue"));
        board.setAnimationMs(-5);
        QCOMPARE(board.animationMs(), 0);
    }

    void piecesRenderCrisp() {
        app::PieceSet set;
        QVERIFY(set.isComplete());
        const QPixmap pm = set.pixmap(WhiteQueen, 50, 2.0);
        QCOMPARE(pm.size(), QSize(100, 100)); // device pixels
        QCOMPARE(pm.deviceIndependentSize(), QSizeF(50, 50));
        const QImage img = pm.toImage();
        QCOMPARE(img.pixelColor(0, 0).alpha(), 0);           // transparent corner
        QCOMPARE(img.pixelColor(50, 78), QColor(Qt::white)); // the white body below the crown
        const QImage black = set.pixmap(BlackRook, 100, 1.0).toImage();
        QCOMPARE(black.pixelColor(50, 60), QColor(0x1e, 0x1e, 0x1e));
    }

    void paintsThemeAndHighlights() {
        BoardWidget board;
        setUp(board, fromFen("4k3/8/8/8/8/8/4r3/4K3 w - - 0 1")); // White in check
        board.setShowCoordinates(false);
        const app::BoardTheme& theme = app::BoardTheme::byId(board.themeName());
        const QImage img = board.grab().toImage();
        QCOMPARE(colorAt(img, board.squareRect(SqA1).center()), theme.dark);
        QCOMPARE(colorAt(img, board.squareRect(SqB1).center()), theme.light);
        // The checked king's square glows red at its corner.
        const QColor corner = colorAt(img, board.squareRect(SqE1).topLeft() + QPoint(3, 3));
        QVERIFY2(corner.red() > corner.green() + 40, qPrintable(corner.name()));
        // Picking the king puts a dot in the centre of an empty target; the corner keeps its colour.
        click(board, SqE1);
        const QImage picked = board.grab().toImage();
        QVERIFY(colorAt(picked, board.squareRect(SqD1).center()) != theme.dark &&
                colorAt(picked, board.squareRect(SqD1).center()) != theme.light);
        QCOMPARE(colorAt(picked, board.squareRect(SqD1).topLeft() + QPoint(4, 4)), theme.light);
    }

    // Not a check: writes board images for people to look at when ESCHESS_BOARD_SHOTS names a folder.
    void screenshots() {
        const QString dir = qEnvironmentVariable("ESCHESS_BOARD_SHOTS");
        if (dir.isEmpty()) QSKIP("set ESCHESS_BOARD_SHOTS to a folder to write board images");
        QDir().mkpath(dir);
        const Position game =
            fromFen("r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/2NP1N2/PPP2PPP/R1BQK2R b KQkq - 0 5");
        for (const QString& theme : BoardWidget::themeNames())
            for (int size : {400, 900})
                for (bool flipped : {false, true}) {
                    BoardWidget board;
                    setUp(board, game);
                    board.resize(size, size);
                    board.setShowCoordinates(true);
                    board.setThemeName(theme);
                    board.setFlipped(flipped);
                    board.setPosition(
                        game,
                        *parseUciMove(
                            fromFen("r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/2N2N2/PPPP1PPP/R1BQK2R w KQkq - 4 5"),
                            "d2d3"));
                    click(board, SqF6);
                    board.setArrows({{SqE8, SqG8, QColor()}});
                    board.grab().save(QStringLiteral("%1/board-%2-%3%4.png")
                                          .arg(dir, theme)
                                          .arg(size)
                                          .arg(flipped ? "-flipped" : ""));
                }
        BoardWidget board;
        setUp(board, fromFen("3r4/4P3/8/8/8/8/k7/4K3 w - - 0 1"));
        board.setShowCoordinates(true);
        click(board, SqE7);
        click(board, SqE8);
        board.grab().save(dir + QStringLiteral("/board-promotion.png"));
        BoardWidget check;
        setUp(check, fromFen("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3"));
        check.setThemeName(QStringLiteral("blue"));
        check.setShowCoordinates(true);
        check.setPosition(check.position(), Move(SqD8, SqH4));
        check.grab().save(dir + QStringLiteral("/board-check.png"));
    }
};

QTEST_MAIN(TestBoardWidget)
#include "tst_boardwidget.moc"
