// Engine specs: family searchers and programs with options, and the errors for bad ones.
#include "app/core/enginespec.h"

#include "search/searcher.h"

#include <QtTest>

using namespace eschess::app;

class TestEngineSpec : public QObject {
    Q_OBJECT
private slots:
    void program() {
        QString error;
        auto spec = parseEngineSpec(QStringLiteral(FAKEUCI_PATH ",UCI_LimitStrength=true,UCI_Elo=2000"), &error);
        QVERIFY2(spec, qPrintable(error));
        QCOMPARE(spec->kind, EngineSpec::Kind::External);
        QCOMPARE(spec->program, QStringLiteral(FAKEUCI_PATH));
        QCOMPARE(spec->label(), QStringLiteral("fakeuci"));
        QCOMPARE(int(spec->options.size()), 2);
        QCOMPARE(spec->options[0].first, QStringLiteral("UCI_LimitStrength"));
        QCOMPARE(spec->options[1].second, QStringLiteral("2000"));
    }

    void programWithArguments() {
        QString error;
        auto spec = parseEngineSpec(QStringLiteral(FAKEUCI_PATH " crash 3,Hash=8"), &error);
        QVERIFY2(spec, qPrintable(error));
        QCOMPARE(spec->arguments, (QStringList{QStringLiteral("crash"), QStringLiteral("3")}));
        QCOMPARE(spec->toString(), QStringLiteral(FAKEUCI_PATH " crash 3,Hash=8"));
    }

    void programOnPath() {
        QString error;
        auto spec = parseEngineSpec(QStringLiteral("sh"), &error); // found on PATH
        QVERIFY2(spec, qPrintable(error));
        QVERIFY(spec->program.endsWith(QStringLiteral("/sh")));
    }

    void family() {
        const auto names = eschess::searcherNames();
        if (names.empty()) QSKIP("no searcher registered yet");
        QString error;
        auto spec = parseEngineSpec(QString::fromStdString(names.front()), &error);
        QVERIFY2(spec, qPrintable(error));
        QCOMPARE(spec->kind, EngineSpec::Kind::Family);
        QCOMPARE(spec->label(), QString::fromStdString(names.front()));
        // A family searcher rejects options it does not have, at parse time.
        QVERIFY(!parseEngineSpec(QString::fromStdString(names.front()) + QStringLiteral(",NoSuchOption=3"), &error));
        QVERIFY2(error.contains(QStringLiteral("NoSuchOption")), qPrintable(error));
    }

    void errors_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("expected");
        QTest::newRow("empty") << QString() << "no searcher name or program";
        QTest::newRow("unknown") << "nosuchengine_xyz,Hash=1" << "'nosuchengine_xyz' is neither";
        QTest::newRow("missing path") << "/no/such/stockfish" << "neither";
        QTest::newRow("not executable") << "/etc/passwd" << "not an executable file";
        QTest::newRow("no value") << QStringLiteral(FAKEUCI_PATH ",Hash") << "option 1 'Hash' has no '=value'";
        QTest::newRow("empty option") << QStringLiteral(FAKEUCI_PATH ",Hash=1,,Ponder=true") << "option 2 is empty";
        QTest::newRow("no name") << QStringLiteral(FAKEUCI_PATH ",=5") << "no name";
    }
    void errors() {
        QFETCH(QString, text);
        QFETCH(QString, expected);
        QString error;
        QVERIFY(!parseEngineSpec(text, &error));
        QVERIFY2(error.contains(expected), qPrintable(error));
        QVERIFY(error.startsWith(QStringLiteral("engine spec '")));
    }
};

QTEST_APPLESS_MAIN(TestEngineSpec)
#include "tst_enginespec.moc"
