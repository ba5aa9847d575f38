// Suite exports and the suite history are written all or nothing: a write that fails (a full
// disk, a file size limit, a folder that cannot be written) says so and leaves no half file,
// and an existing file is never truncated before the new one is complete.
#include "app/core/suiteexport.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#include <csignal>
#include <limits>
#include <sys/resource.h>

using namespace eschess;
using namespace eschess::app;

namespace {

std::vector<SuiteResult> manyResults(int n) {
    std::vector<SuiteResult> out;
    for (int i = 0; i < n; ++i) {
        SuiteResult r;
        r.engine = "eschess";
        r.limit = "depth 4";
        r.id = "position " + std::to_string(i);
        r.timeMs = 100 + i;
        r.nodes = 1000u + unsigned(i);
        out.push_back(r);
    }
    return out;
}

// Limits the size of files this process may write, for one scope (writes past it fail with
// EFBIG, as on a full disk; SIGXFSZ is ignored so that they fail instead of killing us).
class FileSizeCap {
public:
    explicit FileSizeCap(rlim_t bytes) {
        m_oldHandler = std::signal(SIGXFSZ, SIG_IGN);
        getrlimit(RLIMIT_FSIZE, &m_old);
        rlimit cap = m_old;
        cap.rlim_cur = bytes;
        m_ok = setrlimit(RLIMIT_FSIZE, &cap) == 0;
    }
    ~FileSizeCap() {
        setrlimit(RLIMIT_FSIZE, &m_old);
        std::signal(SIGXFSZ, m_oldHandler);
    }
    bool ok() const { return m_ok; }

private:
    rlimit m_old{};
    void (*m_oldHandler)(int) = nullptr;
    bool m_ok = false;
};

} // namespace

class TestSuiteExport : public QObject {
    Q_OBJECT
private slots:
    void writesAndReplaces() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("out.csv"));
        QString error;
        QVERIFY2(writeFileAtomically(path, QByteArray("first\n"), &error), qPrintable(error));
        QVERIFY2(writeFileAtomically(path, QByteArray("second\n"), &error), qPrintable(error));
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), QByteArray("second\n"));
    }

    // A short write is an error, and the old file keeps its content.
    void shortWriteKeepsTheOldFile() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("out.json"));
        QString error;
        QVERIFY(writeFileAtomically(path, QByteArray("old content\n"), &error));
        {
            FileSizeCap cap(4096);
            QVERIFY(cap.ok());
            QVERIFY(!writeFileAtomically(path, QByteArray(100000, 'x'), &error));
        }
        QVERIFY2(error.contains(path), qPrintable(error));
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), QByteArray("old content\n"));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{QStringLiteral("out.json")}); // no temporary left
    }

    void unwritableFolder() {
        QString error;
        QVERIFY(!writeFileAtomically(QStringLiteral("/nonexistent-folder/x.csv"), QByteArray("x"), &error));
        QVERIFY2(error.contains(QStringLiteral("/nonexistent-folder/x.csv")), qPrintable(error));
    }

    // The history: a run that cannot be saved completely is not saved at all (a truncated JSON
    // file would be skipped later as damaged, and the comparison silently lost).
    void historySaveReportsFailure() {
        QTemporaryDir dir;
        SuiteHistory history(dir.path());
        const std::vector<SuiteResult> results = manyResults(500);
        QString error;
        {
            FileSizeCap cap(4096);
            QVERIFY(cap.ok());
            QVERIFY(history.save(QStringLiteral("WAC"), QStringLiteral("depth 4"), results, &error).isEmpty());
        }
        QVERIFY(!error.isEmpty());
        QVERIFY(QDir(dir.path()).entryList(QDir::Files).isEmpty());
        const QString file = history.save(QStringLiteral("WAC"), QStringLiteral("depth 4"), results, &error);
        QVERIFY2(!file.isEmpty(), qPrintable(error));
        QCOMPARE(history.lastRun(QStringLiteral("WAC")).size(), std::size_t(500));
    }

    // History files are outside text: numbers beyond their fields are clamped, not converted
    // with undefined behaviour (found by fuzz_suite_history).
    // A miss's margin goes into both formats and comes back from the JSON; a result without one
    // leaves the CSV's three columns empty and the JSON without the keys.
    void missMarginsAreExported() {
        SuiteResult miss;
        miss.engine = "eschess";
        miss.id = "BK.03";
        miss.played = Move(SqF6, SqD8);
        miss.missMarginCp = -7;
        miss.missMarginDepth = 18;
        miss.missBestExpected = Move(SqF7, SqF5);
        SuiteResult solved;
        solved.engine = "eschess";
        solved.id = "BK.01";
        solved.solved = true;
        const QStringList csv = suiteResultsToCsv({miss, solved}).split(QLatin1Char('\n'));
        QVERIFY(csv[0].endsWith(
            QStringLiteral(",bk_points,miss_margin_cp,miss_margin_depth,miss_best_expected")));
        QVERIFY2(csv[1].endsWith(QStringLiteral(",-7,18,f7f5")), qPrintable(csv[1]));
        QVERIFY2(csv[2].endsWith(QStringLiteral(",,,")), qPrintable(csv[2]));
        QCOMPARE(csv[1].count(QLatin1Char(',')), csv[0].count(QLatin1Char(',')));
        QString error;
        const std::vector<SuiteResult> back = suiteResultsFromJson(
            suiteResultsToJson(QStringLiteral("bk"), QStringLiteral("1000 nodes"), {miss, solved}), &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(back.size(), std::size_t(2));
        QCOMPARE(back[0].missMarginCp, std::optional<int>(-7));
        QCOMPARE(back[0].missMarginDepth, 18);
        QCOMPARE(back[0].missBestExpected, Move(SqF7, SqF5));
        QVERIFY(!back[1].missMarginCp);
    }

    void historyNumbersOutOfRange() {
        const QByteArray json = R"({"format": "eschess-suite-run/1", "results": [
            {"engine": "e", "id": "x", "timeMs": 1e300, "nodes": -5, "solvedTimeMs": -1e300, "playedRaw": 1e9}]})";
        QString error;
        const std::vector<SuiteResult> r = suiteResultsFromJson(QJsonDocument::fromJson(json), &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(r.size(), std::size_t(1));
        QCOMPARE(r[0].timeMs, std::numeric_limits<std::int64_t>::max());
        QCOMPARE(r[0].nodes, std::uint64_t(0));
        QCOMPARE(*r[0].solvedTimeMs, std::numeric_limits<std::int64_t>::min());
        QCOMPARE(r[0].played.raw(), std::uint16_t(0xffff));
    }

    // A history file whose results are not all objects with an id is damaged: refused as a
    // whole, with the entry named (found by fuzz_suite_history, which read hundreds of such
    // entries as empty results), so that lastRun falls back to an older, intact run.
    void historyDamagedEntries_data() {
        QTest::addColumn<QByteArray>("results");
        QTest::addColumn<QString>("message");
        QTest::newRow("number") << QByteArray(R"([{"id": "a"}, 5])") << QStringLiteral("result 2 is not an object with an id");
        QTest::newRow("no id") << QByteArray(R"([{"engine": "e"}])") << QStringLiteral("result 1 is not an object with an id");
        QTest::newRow("id not text") << QByteArray(R"([{"id": "a"}, {"id": "b"}, {"id": 3}])")
                                     << QStringLiteral("result 3 is not an object with an id");
        QTest::newRow("not an array") << QByteArray(R"({"id": "a"})") << QStringLiteral("no results array");
        QTest::newRow("missing") << QByteArray() << QStringLiteral("no results array");
    }
    void historyDamagedEntries() {
        QFETCH(QByteArray, results);
        QFETCH(QString, message);
        QByteArray json = R"({"format": "eschess-suite-run/1")";
        if (!results.isEmpty()) json += R"(, "results": )" + results;
        json += '}';
        QString error;
        const std::vector<SuiteResult> r = suiteResultsFromJson(QJsonDocument::fromJson(json), &error);
        QCOMPARE(error, message);
        QVERIFY(r.empty());

        // In the history folder the damaged newer file is skipped for the older intact one.
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        SuiteHistory history(dir.path());
        QVERIFY(!history.save(QStringLiteral("BK"), QStringLiteral("depth 2"), manyResults(3)).isEmpty());
        QFile damaged(dir.filePath(QStringLiteral("BK-99991231-235959999.json")));
        QVERIFY(damaged.open(QIODevice::WriteOnly));
        damaged.write(json);
        damaged.close();
        QString file;
        QCOMPARE(history.lastRun(QStringLiteral("BK"), &file).size(), std::size_t(3));
        QVERIFY(!file.endsWith(QLatin1String("BK-99991231-235959999.json")));
    }
};

QTEST_APPLESS_MAIN(TestSuiteExport)
#include "tst_suiteexport.moc"
