// The engine library must stay free of Qt (see docs/architecture.md): it is the part any UCI
// GUI, test framework or fuzzer uses without Qt. This test scans every source file under engine/ and
// fails on any #include of a Qt header, naming the file and line.
#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>
#include <QtTest>

#ifndef ESCHESS_ENGINE_DIR
#error "ESCHESS_ENGINE_DIR must name the engine source directory"
#endif

namespace {

// True when the line includes a Qt header: <QString>, <QtCore/QObject>, "qglobal.h", <qt…/…>.
bool includesQt(const QString& line) {
    static const QRegularExpression include(
        QStringLiteral(R"(^\s*#\s*(include|import)\s*[<"]\s*(Q[A-Z]\w*|Qt\w*/|q\w+\.h\b|Qt\w*\s*[>"]))"));
    return include.match(line).hasMatch();
}

} // namespace

class TestNoQt : public QObject {
    Q_OBJECT
private slots:
    // The detector itself: it must catch every spelling and leave standard headers alone.
    void detector_data() {
        QTest::addColumn<QString>("line");
        QTest::addColumn<bool>("qt");
        QTest::newRow("QString") << QStringLiteral("#include <QString>") << true;
        QTest::newRow("module path") << QStringLiteral("#include <QtCore/QObject>") << true;
        QTest::newRow("module header") << QStringLiteral("#  include <QtCore>") << true;
        QTest::newRow("quoted") << QStringLiteral("  #include \"QList\"") << true;
        QTest::newRow("lower-case") << QStringLiteral("#include <qglobal.h>") << true;
        QTest::newRow("std queue") << QStringLiteral("#include <queue>") << false;
        QTest::newRow("engine header") << QStringLiteral("#include \"core/position.h\"") << false;
        QTest::newRow("comment") << QStringLiteral("// no #include <QString> here") << false;
    }
    void detector() {
        QFETCH(QString, line);
        QFETCH(bool, qt);
        QCOMPARE(includesQt(line), qt);
    }

    void engineHasNoQtIncludes() {
        const QString root = QStringLiteral(ESCHESS_ENGINE_DIR);
        QVERIFY2(QFile::exists(root + QStringLiteral("/core/position.h")), qPrintable(root));
        QStringList offenders;
        int files = 0;
        QDirIterator it(root, {QStringLiteral("*.h"), QStringLiteral("*.hpp"), QStringLiteral("*.cpp"),
                               QStringLiteral("*.cc"), QStringLiteral("*.inc")},
                        QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString path = it.next();
            QFile file(path);
            QVERIFY2(file.open(QIODevice::ReadOnly | QIODevice::Text), qPrintable(path));
            ++files;
            int lineNo = 0;
            while (!file.atEnd()) {
                const QString line = QString::fromUtf8(file.readLine());
                ++lineNo;
                if (includesQt(line))
                    offenders << QStringLiteral("%1:%2: %3").arg(path).arg(lineNo).arg(line.trimmed());
            }
        }
        QVERIFY2(files >= 20, qPrintable(QStringLiteral("only %1 files found under %2").arg(files).arg(root)));
        QVERIFY2(offenders.isEmpty(),
                 qPrintable(QStringLiteral("engine/ must not include Qt:\n") + offenders.join(QLatin1Char('\n'))));
    }
};

QTEST_APPLESS_MAIN(TestNoQt)
#include "tst_noqt.moc"
