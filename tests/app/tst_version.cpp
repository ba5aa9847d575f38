// One version everywhere: the three programs' --version, the UCI `id name`, the files CPack
// reads, and the release notes (CHANGELOG.md, the AppStream <releases>) against CMakeLists.txt.

#include "core/version.h"

#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

namespace {

const QString kVersion = QString::fromLatin1(eschess::versionString());

QString readFile(const QString& path) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) return {};
    return QString::fromUtf8(f.readAll());
}

struct Run {
    int exitCode = -1;
    QString out;
    QString err;
};

// Runs a program with an empty home, so the GUI neither reads nor writes the user's settings.
Run run(const QString& program, const QStringList& args, const QByteArray& input = {}) {
    QTemporaryDir home;
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("HOME"), home.path());
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), home.filePath(QStringLiteral("config")));
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    p.setProcessEnvironment(env);
    p.start(program, args);
    if (!p.waitForStarted(10000)) return {};
    if (!input.isEmpty()) {
        p.write(input);
        p.closeWriteChannel();
    }
    if (!p.waitForFinished(60000)) {
        p.kill();
        p.waitForFinished();
        return {};
    }
    Run r;
    r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    r.out = QString::fromUtf8(p.readAllStandardOutput());
    r.err = QString::fromUtf8(p.readAllStandardError());
    return r;
}

} // namespace

class TestVersion : public QObject {
    Q_OBJECT
private slots:
    void versionHasTheDocumentedForm() {
        // "0.1.0", "0.1.0-5-gabc1234", "0.1.0-gabc1234", each maybe "-dirty".
        static const QRegularExpression form(QStringLiteral("^\\d+\\.\\d+\\.\\d+(-\\d+)?(-g[0-9a-f]{7,})?(-dirty)?$"));
        QVERIFY2(form.match(kVersion).hasMatch(), qPrintable(kVersion));
        QVERIFY2(kVersion == QStringLiteral(ESCHESS_PROJECT_VERSION)
                     || kVersion.startsWith(QStringLiteral(ESCHESS_PROJECT_VERSION "-")),
                 qPrintable(kVersion + QStringLiteral(" does not start with ") + QStringLiteral(ESCHESS_PROJECT_VERSION)));
    }

    // What CPack names the packages after is what the programs say.
    void packageFilesAgree() {
        QCOMPARE(readFile(QStringLiteral(ESCHESS_VERSION_DIR "/version.txt")), kVersion + u'\n');
        QString package = kVersion;
        const qsizetype dash = package.indexOf(u'-');
        if (dash >= 0) package = package.left(dash) + u'+' + package.mid(dash + 1).replace(u'-', u'.');
        QCOMPARE(readFile(QStringLiteral(ESCHESS_VERSION_DIR "/package-version.txt")), package + u'\n');
        QVERIFY(!package.contains(u'-'));
    }

    void engineVersionAndIdName() {
        const Run version = run(QStringLiteral(ESCHESS_ENGINE_PATH), {QStringLiteral("--version")});
        QCOMPARE(version.exitCode, 0);
        QCOMPARE(version.out, QStringLiteral("eschess-engine ") + kVersion + u'\n');
        const Run uci = run(QStringLiteral(ESCHESS_ENGINE_PATH), {}, "uci\nquit\n");
        QCOMPARE(uci.exitCode, 0);
        QVERIFY2(uci.out.startsWith(QStringLiteral("id name Eschess ") + kVersion + u'\n'), qPrintable(uci.out.left(200)));
    }

    void cliVersion() {
        const Run r = run(QStringLiteral(ESCHESS_CLI_PATH), {QStringLiteral("--version")});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out, QStringLiteral("eschess-cli ") + kVersion + u'\n');
    }

    void guiVersion() {
        const Run r = run(QStringLiteral(ESCHESS_APP_PATH), {QStringLiteral("--version")});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out, QStringLiteral("eschess ") + kVersion + u'\n');
    }

    void guiQuitsAfterTheGivenTime() {
        const Run r = run(QStringLiteral(ESCHESS_APP_PATH), {QStringLiteral("--quit-after"), QStringLiteral("100")});
        QCOMPARE(r.exitCode, 0);
    }

    void guiRejectsABadQuitAfter() {
        const Run r = run(QStringLiteral(ESCHESS_APP_PATH), {QStringLiteral("--quit-after"), QStringLiteral("soon")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QStringLiteral("--quit-after")) && r.err.contains(QStringLiteral("'soon'")), qPrintable(r.err));
    }

    // The newest release in CHANGELOG.md and in the AppStream metadata is the project's version,
    // with the same date.
    void releaseNotesAreInStep() {
        const QString changelog = readFile(QStringLiteral(ESCHESS_SOURCE_DIR "/CHANGELOG.md"));
        static const QRegularExpression heading(QStringLiteral("^## (\\d+\\.\\d+\\.\\d+) — (\\d{4}-\\d{2}-\\d{2})$"),
                                                QRegularExpression::MultilineOption);
        const QRegularExpressionMatch newest = heading.match(changelog);
        QVERIFY2(newest.hasMatch(), "CHANGELOG.md has no '## X.Y.Z — YYYY-MM-DD' heading");
        QCOMPARE(newest.captured(1), QStringLiteral(ESCHESS_PROJECT_VERSION));

        const QString metainfo = readFile(QStringLiteral(ESCHESS_SOURCE_DIR "/packaging/io.github.eschess.Eschess.metainfo.xml"));
        static const QRegularExpression release(QStringLiteral("<release version=\"([^\"]+)\" date=\"([^\"]+)\""));
        const QRegularExpressionMatch first = release.match(metainfo);
        QVERIFY2(first.hasMatch(), "the metainfo has no <release version=… date=…>");
        QCOMPARE(first.captured(1), newest.captured(1));
        QCOMPARE(first.captured(2), newest.captured(2));
    }
};

QTEST_APPLESS_MAIN(TestVersion)
#include "tst_version.moc"
