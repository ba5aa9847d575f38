#include "app/core/enginestore.h"

#include <QDir>
#include <QFileInfo>
#include <QSet>
#include <QSettings>

namespace eschess::app {

EngineSpec ExternalEngine::toSpec() const {
    EngineSpec spec;
    spec.kind = EngineSpec::Kind::External;
    spec.program = program;
    spec.arguments = arguments;
    spec.workingDirectory = workingDirectory;
    spec.options = options;
    spec.text = spec.toString();
    return spec;
}

QList<ExternalEngine> EngineStore::load(QSettings& settings) {
    QList<ExternalEngine> engines;
    const int n = settings.beginReadArray(QStringLiteral("engines"));
    for (int i = 0; i < std::min(n, 200); ++i) {
        settings.setArrayIndex(i);
        ExternalEngine e;
        e.name = settings.value(QStringLiteral("name")).toString().left(200);
        e.program = settings.value(QStringLiteral("program")).toString();
        e.arguments = settings.value(QStringLiteral("arguments")).toStringList();
        e.workingDirectory = settings.value(QStringLiteral("workingDirectory")).toString();
        const QStringList pairs = settings.value(QStringLiteral("options")).toStringList();
        for (const QString& p : pairs) {
            const int eq = p.indexOf(QLatin1Char('='));
            if (eq > 0) e.options.emplace_back(p.left(eq), p.mid(eq + 1));
        }
        if (e.program.isEmpty()) continue;
        if (e.name.isEmpty()) e.name = QFileInfo(e.program).fileName();
        engines.append(e);
    }
    settings.endArray();
    return engines;
}

void EngineStore::save(QSettings& settings, const QList<ExternalEngine>& engines) {
    settings.remove(QStringLiteral("engines"));
    settings.beginWriteArray(QStringLiteral("engines"), int(engines.size()));
    for (int i = 0; i < engines.size(); ++i) {
        settings.setArrayIndex(i);
        const ExternalEngine& e = engines[i];
        settings.setValue(QStringLiteral("name"), e.name);
        settings.setValue(QStringLiteral("program"), e.program);
        settings.setValue(QStringLiteral("arguments"), e.arguments);
        settings.setValue(QStringLiteral("workingDirectory"), e.workingDirectory);
        QStringList pairs;
        for (const auto& [n, v] : e.options) pairs << n + QLatin1Char('=') + v;
        settings.setValue(QStringLiteral("options"), pairs);
    }
    settings.endArray();
}

QList<ExternalEngine> EngineStore::discover(const QString& dir) {
    struct Known {
        const char* file;
        const char* name;
        const char* argument;
    };
    // UCI engines only: Crafty, Sjeng, Phalanx and Fairy-Max speak xboard.
    static const Known kKnown[] = {
        {"stockfish", "Stockfish", nullptr}, {"toga2", "Toga II", nullptr},          {"glaurung", "Glaurung", nullptr},
        {"fruit", "Fruit", nullptr},         {"gnuchess", "GNU Chess", "--uci"},      {"ethereal-chess", "Ethereal", nullptr},
        {"ethereal", "Ethereal", nullptr},   {"komodo", "Komodo", nullptr},
    };
    QList<ExternalEngine> found;
    const QDir d(dir);
    for (const Known& k : kKnown) {
        const QFileInfo info(d.filePath(QString::fromLatin1(k.file)));
        if (!info.isFile() || !info.isExecutable()) continue;
        ExternalEngine e;
        e.name = QString::fromLatin1(k.name);
        e.program = info.absoluteFilePath();
        if (k.argument) e.arguments << QString::fromLatin1(k.argument);
        found.append(e);
    }
    return found;
}

QList<ExternalEngine> EngineStore::available(const QList<ExternalEngine>& configured, const QString& dir) {
    QSet<QString> listed;
    for (const ExternalEngine& c : configured) listed.insert(QFileInfo(c.program).canonicalFilePath());
    QList<ExternalEngine> engines = configured;
    for (const ExternalEngine& e : discover(dir))
        if (!listed.contains(QFileInfo(e.program).canonicalFilePath())) engines.append(e);
    return engines;
}

} // namespace eschess::app
