// Engine specs: family searchers and programs with options, and the errors for bad ones.
#include "app/core/enginespec.h"

#include "search/searcher.h"

#include <QtTest>

#include "../addressspacecap.h"

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

    // Checking a spec does not build the engine it names: `eschess,Hash=4096` is checked against
    // the option's bounds, not by allocating (and zero-filling) 4 GiB.
    void specCheckDoesNotAllocate() {
        QString error;
        std::optional<EngineSpec> spec;
        {
            eschess::test::AddressSpaceCap cap(256);
            QVERIFY(cap.ok());
            spec = parseEngineSpec(QStringLiteral("eschess,Hash=4096,Threads=64"), &error);
        }
        QVERIFY2(spec, qPrintable(error));
        QCOMPARE(spec->options.size(), std::size_t(2));
        QVERIFY(!parseEngineSpec(QStringLiteral("eschess,Hash=4097"), &error));
        // The same words as an external engine's refusal at uciok: one check serves both.
        QCOMPARE(error, QStringLiteral("engine spec 'eschess,Hash=4097': option 1 'Hash=4097': Hash must be a whole number "
                                       "from 1 to 4096, not '4097'"));
        QVERIFY(!parseEngineSpec(QStringLiteral("eschess,hash=lots"), &error));
        QCOMPARE(error, QStringLiteral("engine spec 'eschess,hash=lots': option 1 'hash=lots': Hash must be a whole number "
                                       "from 1 to 4096, not 'lots'"));
        QVERIFY(!parseEngineSpec(QStringLiteral("eschess,NullMove=maybe"), &error));
        QVERIFY2(error.contains(QStringLiteral("NullMove")), qPrintable(error));
    }

    // Several engines at once must fit the machine: concurrency x engines x Hash is checked
    // against the memory budget before anything starts, with a message that says so.
    void memoryBudget() {
        QString error;
        const auto small = parseEngineSpec(QStringLiteral("eschess,Hash=16"), &error);
        const auto big = parseEngineSpec(QStringLiteral("eschess,Hash=4096,Threads=4"), &error);
        QVERIFY(small && big);
        QVERIFY2(checkEngineBudget({*small, *small}, 2, 1024, &error), qPrintable(error));
        QVERIFY(!checkEngineBudget({*big, *small}, 2, 1024, &error));
        QVERIFY2(error.contains(QStringLiteral("8224 MB")) && error.contains(QStringLiteral("1024 MB")), qPrintable(error));
        QVERIFY(!checkEngineBudget({*small, *small}, 100, 1024, &error)); // 100 x 2 x 16 MB = 3200 MB
        QVERIFY2(error.contains(QStringLiteral("3200 MB")), qPrintable(error));
        // Threads: more search threads than 8 per core is refused.
        const auto threads = parseEngineSpec(QStringLiteral("eschess,Threads=64"), &error);
        QVERIFY(threads);
        QVERIFY(!checkEngineBudget({*threads, *threads}, 8, 1 << 20, &error, 4));
        QVERIFY2(error.contains(QStringLiteral("1024 search threads")), qPrintable(error));
        QVERIFY(checkEngineBudget({*threads, *threads}, 1, 1 << 20, &error, 4) == false); // 128 > 32
        QVERIFY(checkEngineBudget({*small, *small}, 8, 1 << 20, &error, 4)); // 16 threads <= 32

        // A program's options are not range-checked (its bounds are known only once it runs):
        // numbers whose totals would overflow are refused as too big (found by fuzz_engine_spec).
        const auto hugeThreads = parseEngineSpec(QStringLiteral("/bin/sh,Threads=4975542244881494472,Hash=1"), &error);
        const auto hugeHash = parseEngineSpec(QStringLiteral("/bin/sh,Hash=9223372036854775807"), &error);
        QVERIFY2(hugeThreads && hugeHash, qPrintable(error));
        QVERIFY(!checkEngineBudget({*hugeThreads, *hugeThreads}, 2, 1 << 20, &error, 2));
        QVERIFY2(error.contains(QStringLiteral(" 9223372036854775807 search threads")), qPrintable(error));
        QVERIFY(!checkEngineBudget({*hugeHash, *small}, 64, 1 << 20, &error, 2));
        QVERIFY2(error.contains(QStringLiteral("need 9223372036854775807 MB")), qPrintable(error));
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
        QTest::newRow("LF in value") << QStringLiteral(FAKEUCI_PATH ",Book=x\nquit") << "option 1 'Book' has a line break";
        QTest::newRow("CR in value") << QStringLiteral(FAKEUCI_PATH ",Book=x\rquit") << "option 1 'Book' has a line break";
        QTest::newRow("LF in name") << QStringLiteral(FAKEUCI_PATH ",Bo\nok=x") << "has a line break";
        QTest::newRow("LF in family value") << QStringLiteral("eschess,Hash=16\nquit") << "option 1 'Hash' has a line break";
        // Refused by the parser itself: Qt's file functions would only print "Broken filename".
        QTest::newRow("NUL in program") << QStringLiteral(FAKEUCI_PATH) + QChar(0) + QStringLiteral("x,Hash=1")
                                        << "the program name contains a NUL character";
    }
    void errors() {
        QFETCH(QString, text);
        QFETCH(QString, expected);
        QTest::failOnWarning(QRegularExpression(QStringLiteral(".*"))); // the message is ours alone
        QString error;
        QVERIFY(!parseEngineSpec(text, &error));
        QVERIFY2(error.contains(expected), qPrintable(error));
        QVERIFY(error.startsWith(QStringLiteral("engine spec '")));
    }
};

QTEST_APPLESS_MAIN(TestEngineSpec)
#include "tst_enginespec.moc"
