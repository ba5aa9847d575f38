// eschess: the desktop application.
#include "app/ui/mainwindow.h"

#include <QApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("Eschess"));
    QApplication::setOrganizationDomain(QStringLiteral("eschess.invalid"));
    QApplication::setApplicationName(QStringLiteral("eschess"));
    QApplication::setApplicationDisplayName(QStringLiteral("Eschess"));

    QTranslator translator;
    if (translator.load(QLocale(), QStringLiteral("eschess"), QStringLiteral("_"), QStringLiteral(":/i18n")))
        QApplication::installTranslator(&translator);

    eschess::app::MainWindow window;
    window.show();
    return app.exec();
}
