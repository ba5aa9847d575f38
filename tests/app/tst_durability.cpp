// Finished work reaches the disk, not only the page cache: each finished match game is synced
// to the PGN before the game is reported, and suite exports and history files are synced
// (QSaveFile) before they replace the old file. A sync's effect shows only on a power cut, so
// this test watches the calls instead: it defines fsync and fdatasync itself (the program's
// definitions take the place of the C library's, for Qt's calls too) and records the file
// behind each descriptor before passing the call on.
#include "app/core/matchrunner.h"
#include "app/core/suiteexport.h"
#include "matchtesthelpers.h"

#include <QFileInfo>
#include <QTemporaryDir>
#include <QtTest>

#include <mutex>
#include <string>
#include <vector>

#include <dlfcn.h>
#include <limits.h>
#include <unistd.h>

namespace {

std::mutex g_mutex;
std::vector<std::string> g_synced; // the files synced, in order (what /proc/self/fd names)

void record(int fd) {
    char path[PATH_MAX];
    const std::string link = "/proc/self/fd/" + std::to_string(fd);
    const ssize_t n = ::readlink(link.c_str(), path, sizeof path - 1);
    std::lock_guard lock(g_mutex);
    g_synced.emplace_back(path, n > 0 ? std::size_t(n) : 0);
}

using SyncFunction = int (*)(int);

SyncFunction next(const char* name) { return reinterpret_cast<SyncFunction>(::dlsym(RTLD_NEXT, name)); }

} // namespace

extern "C" int fsync(int fd) {
    static const SyncFunction real = next("fsync");
    record(fd);
    return real ? real(fd) : 0;
}

extern "C" int fdatasync(int fd) {
    static const SyncFunction real = next("fdatasync");
    record(fd);
    return real ? real(fd) : 0;
}

using namespace eschess;
using namespace eschess::app;
using namespace eschess::app::testing;

namespace {

std::vector<std::string> syncedFiles() {
    std::lock_guard lock(g_mutex);
    return g_synced;
}

void forgetSyncs() {
    std::lock_guard lock(g_mutex);
    g_synced.clear();
}

int syncsOf(const QString& path) {
    int n = 0;
    for (const std::string& s : syncedFiles()) n += QString::fromStdString(s) == path;
    return n;
}

// QSaveFile syncs its temporary file (named after the target, or unnamed with O_TMPFILE, which
// /proc shows as "<folder>/#<inode> (deleted)"), so a sync in the target's folder counts.
int syncsIn(const QString& folder) {
    int n = 0;
    for (const std::string& s : syncedFiles()) n += QFileInfo(QString::fromStdString(s)).absolutePath() == folder;
    return n;
}

} // namespace

class TestDurability : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { Position::init(); }

    // The watch itself works: a plain fsync is recorded with its file.
    void syncsAreSeen() {
        QTemporaryDir dir;
        const QString path = QFileInfo(dir.path()).canonicalFilePath() + QStringLiteral("/probe");
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        forgetSyncs();
        QCOMPARE(::fsync(f.handle()), 0);
        QCOMPARE(syncsOf(path), 1);
    }

    // Each game is in the PGN, synced, by the time the runner reports it finished: a killed
    // machine loses at most the games still being played.
    void everyFinishedGameIsSynced() {
        QTemporaryDir dir;
        const QString pgnPath = QFileInfo(dir.path()).canonicalFilePath() + QStringLiteral("/match.pgn");
        MatchSettings s;
        s.engine[0] = fake(QStringLiteral("normal --name One"));
        s.engine[1] = fake(QStringLiteral("crash 4 --name Two"));
        s.games = 3;
        s.timeControl = TimeControl::fixedDepth(1);
        s.pgnPath = pgnPath;
        MatchRunner runner(s);
        std::vector<int> syncsWhenReported;
        QObject::connect(&runner, &MatchRunner::gameFinished, &runner,
                         [&](int, const MatchGameRecord&, double) { syncsWhenReported.push_back(syncsOf(pgnPath)); });
        forgetSyncs();
        const Played p = play(runner);
        QVERIFY(p.errors.isEmpty());
        QCOMPARE(int(p.records.size()), 3);
        QCOMPARE(syncsWhenReported, (std::vector<int>{1, 2, 3}));
    }

    // Suite exports and history files: synced before they replace the old file.
    void exportsAreSynced() {
        QTemporaryDir dir;
        const QString folder = QFileInfo(dir.path()).canonicalFilePath();
        const QString path = folder + QStringLiteral("/results.csv");
        forgetSyncs();
        QString error;
        QVERIFY2(writeFileAtomically(path, QByteArrayLiteral("id,result\nA,ok\n"), &error), qPrintable(error));
        QVERIFY(syncsIn(folder) >= 1);
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), QByteArrayLiteral("id,result\nA,ok\n"));

        const QString historyFolder = folder + QStringLiteral("/history");
        SuiteHistory history(historyFolder);
        forgetSyncs();
        const QString saved = history.save(QStringLiteral("WAC"), QStringLiteral("depth 1"), {}, &error);
        QVERIFY2(!saved.isEmpty(), qPrintable(error));
        QVERIFY(syncsIn(QFileInfo(saved).canonicalPath()) >= 1);
    }
};

QTEST_GUILESS_MAIN(TestDurability)
#include "tst_durability.moc"
