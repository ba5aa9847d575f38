// Every language we ship is complete and usable: each translations/eschess_<lang>.ts has every
// message translated (nothing unfinished, vanished or obsolete), the plural forms the language
// needs, and the same placeholders, HTML tags and accelerators as the English; its .qm is built
// and loads; Qt's own strings exist for it; Preferences offers it; and the dialogs where long
// words clip first (new game, match, test suite, preferences) fit every label in it.

#include "app/core/enginecatalog.h"
#include "app/core/settings.h"
#include "app/ui/loadpositiondialog.h"
#include "app/ui/match/acpldialog.h"
#include "app/ui/match/enginesdialog.h"
#include "app/ui/match/ladderdialog.h"
#include "app/ui/match/matchdialog.h"
#include "app/ui/newgamedialog.h"
#include "app/ui/preferencesdialog.h"
#include "app/ui/suite/suitesetupdialog.h"
#include "app/ui/tournament/tournamentdialog.h"

#include <QAbstractButton>
#include <QApplication>
#include <QComboBox>
#include <QGroupBox>
#include <QLabel>
#include <QStandardPaths>
#include <QDir>
#include <QFile>
#include <QLibraryInfo>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>
#include <QXmlStreamReader>

#include <memory>

using namespace eschess::app;

namespace {

struct Message {
    QString context;
    QString source;
    bool numerus = false;
    QString type;               // "" when finished; "unfinished", "vanished", "obsolete"
    QStringList forms;          // the translation, or its plural forms
};

struct TsFile {
    QString language;           // the <TS language="…"> attribute
    QList<Message> messages;
    QString error;
};

TsFile readTs(const QString& path) {
    TsFile ts;
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        ts.error = QStringLiteral("cannot open %1: %2").arg(path, f.errorString());
        return ts;
    }
    QXmlStreamReader xml(&f);
    QString context;
    Message m;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement()) continue;
        const auto name = xml.name();
        if (name == QLatin1String("TS")) ts.language = xml.attributes().value(QLatin1String("language")).toString();
        else if (name == QLatin1String("name")) context = xml.readElementText();
        else if (name == QLatin1String("message")) {
            m = Message{context, {}, xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes"), {}, {}};
        } else if (name == QLatin1String("source")) m.source = xml.readElementText();
        else if (name == QLatin1String("translation")) {
            m.type = xml.attributes().value(QLatin1String("type")).toString();
            if (m.numerus) {
                while (xml.readNextStartElement())
                    if (xml.name() == QLatin1String("numerusform")) m.forms << xml.readElementText();
                    else xml.skipCurrentElement();
            } else {
                m.forms << xml.readElementText();
            }
            ts.messages << m;
        }
    }
    if (xml.hasError())
        ts.error = QStringLiteral("%1 line %2: %3").arg(path).arg(xml.lineNumber()).arg(xml.errorString());
    return ts;
}

QString tsPath(const QString& code) { return QStringLiteral(ESCHESS_TS_DIR "/eschess_%1.ts").arg(code); }

// The languages Eschess ships: Settings knows them; "" (the system's) and English need no file.
QStringList shippedLanguages() {
    QStringList codes = Settings::languages();
    codes.removeAll(QString());
    codes.removeAll(QStringLiteral("en"));
    return codes;
}

// How many plural forms Qt's rules give each language (lupdate writes that many numerusforms).
int pluralForms(const QString& code) {
    if (code == QLatin1String("ru")) return 3;       // 1, 21 / 2–4, 22–24 / 5–20, 25…
    if (code == QLatin1String("zh_CN")) return 1;    // no plural
    return 2;                                        // German, French, Spanish
}

// The parts of a message a translation must keep: arguments (%1, %n, the progress bar's %v/%m),
// HTML tags, and whether it has a keyboard accelerator (&F, not && or &nbsp;).
QStringList placeholders(const QString& text) {
    static const QRegularExpression arg(QStringLiteral("%(\\d+|n|v|m)"));
    static const QRegularExpression tag(QStringLiteral("<[^>]+>"));
    static const QRegularExpression accel(QStringLiteral("&(?!&|nbsp;|amp;|lt;|gt;)\\S"));
    QStringList out;
    for (auto it = arg.globalMatch(text); it.hasNext();) out << it.next().captured(0);
    out.removeDuplicates();
    for (auto it = tag.globalMatch(text); it.hasNext();) out << it.next().captured(0);
    if (accel.match(QString(text).remove(QStringLiteral("&&"))).hasMatch()) out << QStringLiteral("&accelerator");
    out.sort();
    return out;
}

// Languages whose .ts is being translated in another branch (see tests/CMakeLists.txt): their
// files only need to be well formed until then.
bool pending(const QString& code) {
    return QString::fromLatin1(ESCHESS_TS_PENDING).split(QLatin1Char(' '), Qt::SkipEmptyParts).contains(code);
}

} // namespace

class TestTranslations : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); } // the dialogs read settings

    void everyShippedLanguageHasItsFile() {
        QStringList files = QDir(QStringLiteral(ESCHESS_TS_DIR)).entryList({QStringLiteral("eschess_*.ts")}, QDir::Files, QDir::Name);
        QStringList expected{QStringLiteral("eschess_en.ts")}; // English's plurals, below
        for (const QString& code : shippedLanguages()) expected << QStringLiteral("eschess_%1.ts").arg(code);
        expected.sort();
        QCOMPARE(files, expected);
    }

    // English changes only its plurals: every plural message of the other languages is there with
    // its singular and plural form ("1 game", "5 games"), with the source's placeholders and
    // without the "(s)"; every other message is finished and is its own source text.
    void englishPlurals() {
        const TsFile english = readTs(tsPath(QStringLiteral("en")));
        QVERIFY2(english.error.isEmpty(), qPrintable(english.error));
        for (const Message& m : english.messages) {
            QVERIFY2(m.type.isEmpty(), qPrintable(QStringLiteral("%1 in en: %2").arg(m.type, m.source)));
            if (!m.numerus) QCOMPARE(m.forms, QStringList{m.source});
        }
        const TsFile german = readTs(tsPath(QStringLiteral("de")));
        int plurals = 0;
        for (const Message& de : german.messages) {
            if (!de.numerus) continue;
            ++plurals;
            // A plain loop: a lambda here would capture Message, of an anonymous namespace, in a
            // member function's closure (GCC's -Wsubobject-linkage).
            const Message* en = nullptr;
            for (const Message& m : english.messages)
                if (m.context == de.context && m.source == de.source) en = &m;
            QVERIFY2(en, qPrintable(QStringLiteral("missing in en: %1").arg(de.source)));
            QVERIFY2(en->numerus && en->type.isEmpty() && en->forms.size() == 2, qPrintable(de.source));
            for (const QString& form : en->forms) {
                QCOMPARE(placeholders(form), placeholders(de.source));
                QVERIFY2(!form.contains(QLatin1String("(s)")), qPrintable(form));
            }
        }
        QVERIFY(plurals >= 10);
        QTranslator translator;
        QVERIFY(translator.load(QStringLiteral("eschess_en"), QStringLiteral(ESCHESS_QM_DIR)));
        QCOMPARE(translator.translate("eschess::app::PgnGamesDialog", "The file holds %n game(s). Pick one to open:", nullptr, 1),
                 QStringLiteral("The file holds %n game. Pick one to open:"));
        QCOMPARE(translator.translate("eschess::app::PgnGamesDialog", "The file holds %n game(s). Pick one to open:", nullptr, 3),
                 QStringLiteral("The file holds %n games. Pick one to open:"));
        // Not a plural: its own source, left out of the .qm (lrelease -removeidentical).
        QVERIFY(translator.translate("eschess::app::PreferencesDialog", "Preferences").isEmpty());
    }

    void complete_data() {
        QTest::addColumn<QString>("code");
        for (const QString& code : shippedLanguages()) QTest::newRow(qPrintable(code)) << code;
    }
    void complete() {
        QFETCH(QString, code);
        const TsFile ts = readTs(tsPath(code));
        QVERIFY2(ts.error.isEmpty(), qPrintable(ts.error));
        QCOMPARE(ts.language.section(QLatin1Char('_'), 0, 0), code.section(QLatin1Char('_'), 0, 0));
        QVERIFY2(ts.messages.size() > 500, qPrintable(QStringLiteral("only %1 messages").arg(ts.messages.size())));

        // The same messages as every other language: no file was left out of an update.
        const TsFile german = readTs(tsPath(QStringLiteral("de")));
        QSet<QString> mine, theirs;
        for (const Message& m : ts.messages) mine << m.context + QLatin1Char('\x1f') + m.source;
        for (const Message& m : german.messages) theirs << m.context + QLatin1Char('\x1f') + m.source;
        QCOMPARE(mine.size(), ts.messages.size()); // no duplicates either
        for (const QString& key : mine - theirs) QFAIL(qPrintable(QStringLiteral("only in %1: %2").arg(code, key)));
        for (const QString& key : theirs - mine) QFAIL(qPrintable(QStringLiteral("missing in %1: %2").arg(code, key)));

        int unfinished = 0;
        QStringList problems;
        for (const Message& m : ts.messages) {
            const QString where = QStringLiteral("%1 / \"%2\"").arg(m.context, m.source.left(60));
            if (m.type == QLatin1String("vanished") || m.type == QLatin1String("obsolete")) {
                problems << QStringLiteral("%1 entry: %2").arg(m.type, where);
                continue;
            }
            if (m.type == QLatin1String("unfinished")) {
                ++unfinished;
                continue;
            }
            if (!m.type.isEmpty()) problems << QStringLiteral("translation type '%1': %2").arg(m.type, where);
            if (m.numerus && m.forms.size() != pluralForms(code))
                problems << QStringLiteral("%1 plural forms, %2 expected: %3").arg(m.forms.size()).arg(pluralForms(code)).arg(where);
            for (const QString& form : m.forms) {
                if (form.trimmed().isEmpty() && !m.source.trimmed().isEmpty()) problems << QStringLiteral("empty: %1").arg(where);
                if (placeholders(form) != placeholders(m.source))
                    problems << QStringLiteral("%1 has %2, the English %3: %4")
                                    .arg(form, placeholders(form).join(QLatin1Char(' ')), placeholders(m.source).join(QLatin1Char(' ')), where);
            }
        }
        qInfo("%s: %d messages, %d unfinished", qPrintable(code), int(ts.messages.size()), unfinished);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
        if (pending(code) && unfinished > 0)
            QSKIP(qPrintable(QStringLiteral("eschess_%1.ts is translated in another branch (%2 unfinished); "
                                            "drop '%1' from ESCHESS_TS_PENDING in tests/CMakeLists.txt when it is merged")
                                 .arg(code).arg(unfinished)));
        QCOMPARE(unfinished, 0);
    }

    // The .qm the build made loads and gives the .ts's translation of the Preferences dialog title.
    void qmLoads_data() { complete_data(); }
    void qmLoads() {
        QFETCH(QString, code);
        QTranslator translator;
        QVERIFY2(translator.load(QStringLiteral("eschess_%1").arg(code), QStringLiteral(ESCHESS_QM_DIR)),
                 qPrintable(QStringLiteral("cannot load %1/eschess_%2.qm").arg(QStringLiteral(ESCHESS_QM_DIR), code)));
        if (pending(code) && translator.isEmpty()) QSKIP("an untranslated skeleton from another branch: nothing in its .qm yet");
        QVERIFY(!translator.isEmpty());
        QCOMPARE(translator.language().section(QLatin1Char('_'), 0, 0), code.section(QLatin1Char('_'), 0, 0));
        const TsFile ts = readTs(tsPath(code));
        for (const Message& m : ts.messages) {
            if (m.context != QLatin1String("eschess::app::PreferencesDialog") || m.source != QLatin1String("Preferences")) continue;
            if (!m.type.isEmpty()) QSKIP("not translated yet");
            QCOMPARE(translator.translate("eschess::app::PreferencesDialog", "Preferences"), m.forms.first());
            return;
        }
        QFAIL("no Preferences message in the .ts");
    }

    // Qt's own strings (standard buttons, file dialogs) in each language: qtbase_<lang>.qm, from
    // the package qt6-translations-l10n (tools/install-deps.sh installs it).
    void qtsOwnStrings_data() { complete_data(); }
    void qtsOwnStrings() {
        QFETCH(QString, code);
        const QString dir = QLibraryInfo::path(QLibraryInfo::TranslationsPath);
        QTranslator qt;
        QVERIFY2(qt.load(QLocale(code), QStringLiteral("qtbase"), QStringLiteral("_"), dir),
                 qPrintable(QStringLiteral("no qtbase_%1.qm in %2: install qt6-translations-l10n").arg(code, dir)));
        QVERIFY(!qt.translate("QPlatformTheme", "Cancel").isEmpty());
    }

    // Every label, check box, radio button, push button and group title of the four dialogs is at
    // least as wide as its text needs, in English and in every language: nothing clipped.
    void dialogsFitTheirWords_data() {
        QTest::addColumn<QString>("code");
        QTest::newRow("en") << QString();
        for (const QString& code : shippedLanguages()) QTest::newRow(qPrintable(code)) << code;
    }
    void dialogsFitTheirWords() {
        QFETCH(QString, code);
        QTranslator translator;
        if (!code.isEmpty()) {
            QVERIFY(translator.load(QStringLiteral("eschess_%1").arg(code), QStringLiteral(ESCHESS_QM_DIR)));
            if (pending(code) && translator.isEmpty()) QSKIP("an untranslated skeleton from another branch");
            QVERIFY(QCoreApplication::installTranslator(&translator));
        }
        QTemporaryDir dir;
        Settings settings(dir.filePath(QStringLiteral("s.ini")));
        std::vector<std::unique_ptr<QDialog>> dialogs;
        dialogs.push_back(std::make_unique<NewGameDialog>());
        dialogs.push_back(std::make_unique<MatchDialog>());
        dialogs.push_back(std::make_unique<MatchDialog>(MatchDialog::Mode::Resume)); // its note
        dialogs.push_back(std::make_unique<SuiteSetupDialog>(familySearcherNames()));
        dialogs.push_back(std::make_unique<PreferencesDialog>(settings));
        dialogs.push_back(std::make_unique<TournamentDialog>(TournamentDialog::Mode::New));
        dialogs.push_back(std::make_unique<TournamentDialog>(TournamentDialog::Mode::Resume));
        dialogs.push_back(std::make_unique<LadderDialog>());
        dialogs.push_back(std::make_unique<AcplDialog>());
        dialogs.push_back(std::make_unique<EnginesDialog>());
        dialogs.push_back(std::make_unique<LoadPositionDialog>());
        QStringList clipped;
        for (const auto& dialog : dialogs) {
            dialog->show();
            QVERIFY(QTest::qWaitForWindowExposed(dialog.get()));
            const QString name = QString::fromLatin1(dialog->metaObject()->className());
            auto check = [&](QWidget* w, const QString& text, int needed) {
                if (w->isVisible() && w->width() < needed)
                    clipped << QStringLiteral("%1: \"%2\" is %3 px wide, needs %4").arg(name, text).arg(w->width()).arg(needed);
            };
            for (QLabel* label : dialog->findChildren<QLabel*>()) {
                if (!label->wordWrap() && !label->text().isEmpty()) check(label, label->text(), label->minimumSizeHint().width());
                // A label with an accelerator must point at its input, or it shows the '&'
                // as text (a form row whose field is a layout has no buddy by itself).
                if (label->textFormat() != Qt::RichText && label->text().contains(QRegularExpression(QStringLiteral("&[^& ]"))) &&
                    !label->buddy())
                    clipped << QStringLiteral("%1: \"%2\" has no buddy").arg(name, label->text());
            }
            for (QAbstractButton* button : dialog->findChildren<QAbstractButton*>())
                if (!button->text().isEmpty()) check(button, button->text(), button->sizeHint().width());
            for (QGroupBox* box : dialog->findChildren<QGroupBox*>())
                if (!box->title().isEmpty()) check(box, box->title(), box->minimumSizeHint().width());
            dialog->hide();
        }
        if (!code.isEmpty()) QCoreApplication::removeTranslator(&translator);
        QVERIFY2(clipped.isEmpty(), qPrintable(clipped.join(QLatin1Char('\n'))));
    }

    void preferencesOfferEveryLanguage() {
        QTemporaryDir dir;
        Settings settings(dir.filePath(QStringLiteral("s.ini")));
        PreferencesDialog dialog(settings);
        QStringList offered;
        for (int i = 0; i < dialog.languageCombo()->count(); ++i) offered << dialog.languageCombo()->itemData(i).toString();
        QCOMPARE(offered, Settings::languages());
    }
};

QTEST_MAIN(TestTranslations)
#include "tst_translations.moc"
