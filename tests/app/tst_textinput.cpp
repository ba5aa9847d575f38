// One size limit for PGN and EPD text wherever the app reads it, checked before reading, and
// parser messages capped to a readable number with a count of the rest.
#include "app/core/openingsuite.h"
#include "app/core/textinput.h"

#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

using namespace eschess::app;

namespace {

// A sparse file of the given size: large on paper, nothing on disk.
QString sparseFile(const QTemporaryDir& dir, const QString& name, qint64 size) {
    const QString path = dir.filePath(name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || !f.resize(size)) return {};
    return path;
}

} // namespace

class TestTextInput : public QObject {
    Q_OBJECT
private slots:
    void readsUpToTheLimit() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("small.epd"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        const QByteArray text("8/8/8/8/8/8/8/K6k w - - bm Kb2;\n");
        f.write(text);
        f.close();
        QString error;
        const auto data = readTextInput(path, &error);
        QVERIFY2(data, qPrintable(error));
        QCOMPARE(*data, text);
    }

    void refusesOverTheLimit() {
        QTemporaryDir dir;
        const QString path = sparseFile(dir, QStringLiteral("huge.pgn"), kMaxTextInputBytes + 1);
        QVERIFY(!path.isEmpty());
        QString error;
        QVERIFY(!readTextInput(path, &error));
        QCOMPARE(error, QStringLiteral("huge.pgn is too large (64.0 MiB); the limit is 64 MiB."));
    }

    void missingFile() {
        QString error;
        QVERIFY(!readTextInput(QStringLiteral("/nonexistent/x.pgn"), &error));
        QVERIFY2(error.startsWith(QStringLiteral("Cannot open x.pgn: ")), qPrintable(error));
    }

    // --openings reads through the same limit, and says so.
    void openingsFileOverTheLimit() {
        QTemporaryDir dir;
        const QString path = sparseFile(dir, QStringLiteral("book.epd"), kMaxTextInputBytes + 4096);
        OpeningSuite book;
        QString error;
        QVERIFY(!book.load(path, &error));
        QVERIFY2(error.contains(QStringLiteral("book.epd is too large")) && error.contains(QStringLiteral("64 MiB")), qPrintable(error));
    }

    // Thousands of bad records: a hundred warnings and a count, not thousands of lines.
    void openingsWarningsAreCapped() {
        QString text;
        for (int i = 0; i < 250; ++i) text += QStringLiteral("not a position %1\n").arg(i);
        text += QStringLiteral("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - id \"e4\";\n");
        OpeningSuite book;
        QString error;
        QVERIFY2(book.loadText(text, false, QStringLiteral("book.epd"), &error), qPrintable(error));
        QCOMPARE(book.size(), 1);
        QCOMPARE(book.warnings().size(), kMaxShownMessages + 1);
        QCOMPARE(book.warnings().last(), QStringLiteral("… and 150 more"));
    }

    void cappedMessagesCounts() {
        std::vector<std::string> many;
        for (int i = 0; i < 1234; ++i) many.push_back("error " + std::to_string(i));
        const QStringList shown = cappedMessages(many);
        QCOMPARE(shown.size(), 101);
        QCOMPARE(shown.first(), QStringLiteral("error 0"));
        QCOMPARE(shown.at(99), QStringLiteral("error 99"));
        QCOMPARE(shown.last(), QStringLiteral("… and 1134 more"));
        QCOMPARE(cappedMessages(std::vector<std::string>{"a", "b"}), (QStringList{"a", "b"}));
        QCOMPARE(cappedMessages(std::vector<std::string>(101, "x")).size(), 101); // the parser's own cap passes
        QCOMPARE(cappedMessages(std::vector<std::string>(102, "x")).last(), QStringLiteral("… and 2 more"));
    }
};

QTEST_APPLESS_MAIN(TestTextInput)
#include "tst_textinput.moc"
