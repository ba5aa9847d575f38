#include "app/ui/boardtheme.h"

#include <QCoreApplication>
#include <QVector>

namespace eschess::app {

namespace {

const QVector<BoardTheme>& themes() {
    static const QVector<BoardTheme> kThemes = {
        {QStringLiteral("wood"), QColor(0xF0, 0xD9, 0xB5), QColor(0xB5, 0x88, 0x63),
         QColor(205, 210, 106, 150), QColor(20, 85, 30, 110), QColor(20, 85, 30, 90), QColor(230, 30, 30),
         QColor(21, 120, 27, 170)},
        {QStringLiteral("blue"), QColor(0xDE, 0xE3, 0xE6), QColor(0x8C, 0xA2, 0xAD), QColor(155, 199, 0, 105),
         QColor(20, 85, 30, 110), QColor(20, 85, 30, 90), QColor(230, 30, 30), QColor(21, 120, 27, 170)},
        {QStringLiteral("green"), QColor(0xEE, 0xEE, 0xD2), QColor(0x76, 0x96, 0x56),
         QColor(246, 246, 105, 140), QColor(20, 60, 120, 100), QColor(20, 40, 20, 80), QColor(230, 30, 30),
         QColor(255, 170, 0, 180)},
    };
    return kThemes;
}

} // namespace

QStringList BoardTheme::ids() {
    QStringList list;
    for (const BoardTheme& t : themes()) list << t.id;
    return list;
}

const BoardTheme& BoardTheme::byId(const QString& id) {
    for (const BoardTheme& t : themes())
        if (t.id == id) return t;
    return themes().front();
}

bool BoardTheme::exists(const QString& id) {
    return ids().contains(id);
}

QString BoardTheme::displayName(const QString& id) {
    if (id == QLatin1String("wood")) return QCoreApplication::translate("BoardTheme", "Wood");
    if (id == QLatin1String("blue")) return QCoreApplication::translate("BoardTheme", "Blue");
    if (id == QLatin1String("green")) return QCoreApplication::translate("BoardTheme", "Green");
    return id;
}

} // namespace eschess::app
