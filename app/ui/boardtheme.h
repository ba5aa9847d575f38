#pragma once

#include <QColor>
#include <QString>
#include <QStringList>

namespace eschess::app {

// The colours of a board: squares, highlights and coordinates. Themes are named by a stable
// id (stored in the settings); the display name is translated. Kept apart from the widget so
// the preferences dialog can list and preview themes without a board.
struct BoardTheme {
    QString id;
    QColor light;
    QColor dark;
    QColor lastMove; // drawn over both squares of the last move
    QColor selected; // the picked piece's square
    QColor target;   // legal-target dots and capture rings
    QColor check;    // the glow under a king in check
    QColor arrowDefault;

    static QStringList ids();
    // The theme with this id, or the first theme for an unknown id.
    static const BoardTheme& byId(const QString& id);
    static bool exists(const QString& id);
    static QString displayName(const QString& id);
};

} // namespace eschess::app
