#pragma once
// The external UCI engines a user has added (engines dialog), kept in QSettings, and the ones
// found installed in /usr/games that can be offered. Reading tolerates junk: an entry with no
// program is dropped, option pairs without a name are skipped.

#include "app/core/enginespec.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <utility>
#include <vector>

class QSettings;

namespace eschess::app {

struct ExternalEngine {
    QString name;               // what the user calls it (defaults to the engine's id name)
    QString program;
    QStringList arguments;
    QString workingDirectory;
    std::vector<std::pair<QString, QString>> options; // values differing from the defaults

    EngineSpec toSpec() const;
};

class EngineStore {
public:
    static QList<ExternalEngine> load(QSettings& settings);
    static void save(QSettings& settings, const QList<ExternalEngine>& engines);
    // Well-known UCI engines installed in dir (Stockfish, Toga II, GNU Chess with --uci, …).
    static QList<ExternalEngine> discover(const QString& dir = QStringLiteral("/usr/games"));
    // What a list of engines offers: the configured ones (Tools ▸ Engines) first, then those
    // discovered in dir whose program none of them runs, so that Stockfish from Debian can be
    // chosen before anyone adds it, and is not listed twice once someone has.
    static QList<ExternalEngine> available(const QList<ExternalEngine>& configured,
                                           const QString& dir = QStringLiteral("/usr/games"));
};

} // namespace eschess::app
