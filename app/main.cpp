// eschess: the desktop application.
#include "app/core/displaysan.h"
#include "app/core/settings.h"
#include "app/ui/languagescreenshots.h"
#include "app/ui/mainwindow.h"
#include "app/ui/screenshots.h"
#include "core/version.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QLibraryInfo>
#include <QLocale>
#include <QSettings>
#include <QTemporaryDir>
#include <QTextStream>
#include <QTimer>
#include <QTranslator>

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("Eschess"));
    QApplication::setApplicationName(QStringLiteral("eschess"));
    QApplication::setApplicationDisplayName(QStringLiteral("Eschess"));
    QApplication::setApplicationVersion(QString::fromLatin1(eschess::versionString()));
    QApplication::setDesktopFileName(QStringLiteral("io.github.eschess.Eschess"));

    QCommandLineParser parser;
    parser.setApplicationDescription(QApplication::translate("main", "Play, watch and analyse chess games."));
    parser.addHelpOption();
    parser.addVersionOption();
    QCommandLineOption screenshots(QStringLiteral("screenshots"),
                                   QApplication::translate("main", "Render the documentation's screenshots into <dir> and quit."),
                                   QStringLiteral("dir"));
    parser.addOption(screenshots);
    // For scripts that check an installed GUI starts at all (tools/package-check.sh).
    QCommandLineOption quitAfter(QStringLiteral("quit-after"),
                                 QApplication::translate("main", "Quit <ms> milliseconds after the window is shown."),
                                 QStringLiteral("ms"));
    parser.addOption(quitAfter);
    parser.addPositionalArgument(QStringLiteral("file"), QApplication::translate("main", "A PGN file to open."), QStringLiteral("[file]"));
    parser.process(app);
    int quitAfterMs = -1;
    if (parser.isSet(quitAfter)) {
        bool ok = false;
        quitAfterMs = parser.value(quitAfter).toInt(&ok);
        if (!ok || quitAfterMs < 0) {
            QTextStream(stderr) << QApplication::translate("main", "eschess: --quit-after needs a number of milliseconds (0 or more), not '%1'")
                                       .arg(parser.value(quitAfter))
                                << '\n';
            return 2;
        }
    }

    // Screenshots use fresh default settings, never the user's.
    QTemporaryDir scratch;
    if (parser.isSet(screenshots)) {
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, scratch.path());
        QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, scratch.path());
    }

    // The language: the one chosen in the preferences, else the system's.
    const QString language = eschess::app::Settings().language();
    const QLocale locale = language.isEmpty() ? QLocale() : QLocale(language);
    QLocale::setDefault(locale);
    eschess::app::setSanLanguage(locale.language()); // the move list's piece letters
    QTranslator translator;
    // English has a file too, for its plurals ("1 game", "5 games"); the C locale ("LANG=C") is
    // English without a name, so it gets that file by name.
    const bool english = locale.language() == QLocale::English || locale.language() == QLocale::C;
    if (translator.load(locale, QStringLiteral("eschess"), QStringLiteral("_"), QStringLiteral(":/i18n")) ||
        (english && translator.load(QStringLiteral("eschess_en"), QStringLiteral(":/i18n"))))
        QApplication::installTranslator(&translator);
    QTranslator qtTranslator;
    if (qtTranslator.load(locale, QStringLiteral("qtbase"), QStringLiteral("_"), QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QApplication::installTranslator(&qtTranslator);

    eschess::app::MainWindow window;
    // In English the README's set; in another language that language's set (tools/screenshots.sh --lang).
    if (parser.isSet(screenshots))
        return locale.language() == QLocale::English || locale.language() == QLocale::C
                   ? eschess::app::renderScreenshots(window, parser.value(screenshots))
                   : eschess::app::renderLanguageScreenshots(window, parser.value(screenshots));
    window.show();
    if (quitAfterMs >= 0) QTimer::singleShot(quitAfterMs, &app, &QApplication::quit);
    if (!parser.positionalArguments().isEmpty()) window.openPgnFile(parser.positionalArguments().first());
    return app.exec();
}
