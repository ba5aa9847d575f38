// The opening-book dock: a book written from known games shows the moves and weights of the
// position on the board, follows moves and the viewed ply, refuses a truncated file with the
// format's message, remembers the book, and is installed in the main window's View menu.
#include "app/core/gamecontroller.h"
#include "app/ui/book/bookpanel.h"
#include "app/ui/mainwindow.h"
#include "book/book_builder.h"
#include "notation/uci_move.h"

#include <QDockWidget>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace eschess;
using namespace eschess::app;

namespace {

// 1.e4 three times (2 + 1 + 0 points for White), 1.d4 once (a draw); after 1.e4, 1...c5 won once
// (2) and 1...e5 lost once and drew once (1).
const char* const kGames = "1. e4 e5 1-0\n\n1. e4 c5 0-1\n\n1. d4 d5 1/2-1/2\n\n1. e4 e5 1/2-1/2\n\n";

bool play(GameController& game, const char* uci) {
    const auto m = parseUciMove(game.position(), uci);
    return m && game.humanMove(*m);
}

} // namespace

class TestBookPanel : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("EschessTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_bookpanel"));
        QSettings().clear();
        Position::init();
        QVERIFY(m_dir.isValid());
        m_book = m_dir.filePath(QStringLiteral("games.bin"));
        std::string error;
        QVERIFY(savePolyglotBook(m_book.toStdString(), buildBook(readPgn(kGames).games, {2, 1}).entries, error));
    }

    void showsTheBoardsMoves() {
        GameController game;
        BookPanel panel(&game);
        QCOMPARE(panel.moveCount(), 0);
        QVERIFY(panel.openBook(m_book));
        QCOMPARE(panel.moveCount(), 2);
        QCOMPARE(panel.moveText(0, 0), QStringLiteral("e4"));
        QCOMPARE(panel.moveText(0, 1), QStringLiteral("3"));
        QCOMPARE(panel.moveText(0, 2), QStringLiteral("75.0%"));
        QCOMPARE(panel.moveText(1, 0), QStringLiteral("d4"));

        QVERIFY(play(game, "e2e4"));
        QCOMPARE(panel.moveCount(), 2);
        QCOMPARE(panel.moveText(0, 0), QStringLiteral("c5"));
        QCOMPARE(panel.moveText(0, 2), QStringLiteral("66.7%"));
        QCOMPARE(panel.moveText(1, 0), QStringLiteral("e5"));
        QVERIFY(play(game, "c7c5"));
        QCOMPARE(panel.moveCount(), 0);
        QCOMPARE(panel.statusText(), QStringLiteral("No book moves in this position."));
        game.setViewPly(0); // stepping back through the game shows that position's moves
        QCOMPARE(panel.moveText(0, 0), QStringLiteral("e4"));
        QCOMPARE(QSettings().value(QStringLiteral("book/path")).toString(), m_book);
    }

    void refusesABrokenBook() {
        const QString broken = m_dir.filePath(QStringLiteral("broken.bin"));
        QFile f(broken);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QByteArray(20, '\x01'));
        f.close();
        GameController game;
        BookPanel panel(&game);
        QVERIFY(panel.openBook(m_book));
        QVERIFY(!panel.openBook(broken));
        QVERIFY2(panel.statusText().contains(QStringLiteral("20 bytes is not a whole number of 16-byte")),
                 qPrintable(panel.statusText()));
        QCOMPARE(panel.bookPath(), m_book); // the good book stays
        QCOMPARE(panel.moveCount(), 2);
    }

    // The main window has the dock, and opens the remembered book.
    void installedInTheMainWindow() {
        QSettings().setValue(QStringLiteral("book/path"), m_book);
        MainWindow w;
        auto* dock = w.findChild<QDockWidget*>(QStringLiteral("bookDock"));
        QVERIFY(dock);
        auto* panel = qobject_cast<BookPanel*>(dock->widget());
        QVERIFY(panel);
        QCOMPARE(panel->bookPath(), m_book);
        QCOMPARE(panel->moveCount(), 2);
    }

  private:
    QTemporaryDir m_dir;
    QString m_book;
};

QTEST_MAIN(TestBookPanel)
#include "tst_bookpanel.moc"
