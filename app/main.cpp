// eschess: the desktop application.
#include "app/core/settings.h"
#include "app/ui/mainwindow.h"
#include "app/ui/screenshots.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QLibraryInfo>
#include <QLocale>
#include <QSettings>
#include <QTemporaryDir>
#include <QTranslator>

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("Eschess"));
    QApplication::setOrganizationDomain(QStringLiteral("eschess.invalid"));
    QApplication::setApplicationName(QStringLiteral("eschess"));
    QApplication::setApplicationDisplayName(QStringLiteral("Eschess"));
    QApplication::setApplicationVersion(QStringLiteral(ESCHESS_VERSION));
    QApplication::setDesktopFileName(QStringLiteral("io.github.eschess.Eschess"));

    QCommandLineParser parser;
    parser.setApplicationDescription(QApplication::translate("main", "Play, watch and analyse chess games."));
    parser.addHelpOption();
    parser.addVersionOption();
    QCommandLineOption screenshots(QStringLiteral("screenshots"),
                                   QApplication::translate("main", "Render the documentation's screenshots into <dir> and quit."),
                                   QStringLiteral("dir"));
    parser.addOption(screenshots);
    parser.addPositionalArgument(QStringLiteral("file"), QApplication::translate("main", "A PGN file to open."), QStringLiteral("[file]"));
    parser.process(app);

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
    QTranslator translator;
    if (translator.load(locale, QStringLiteral("eschess"), QStringLiteral("_"), QStringLiteral(":/i18n")))
        QApplication::installTranslator(&translator);
    QTranslator qtTranslator;
    if (qtTranslator.load(locale, QStringLiteral("qtbase"), QStringLiteral("_"), QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QApplication::installTranslator(&qtTranslator);

    eschess::app::MainWindow window;
    if (parser.isSet(screenshots)) return eschess::app::renderScreenshots(window, parser.value(screenshots));
    window.show();
    if (!parser.positionalArguments().isEmpty()) window.openPgnFile(parser.positionalArguments().first());
    return app.exec();
}
