#include "app/core/playerchoice.h"

#include "app/core/enginefactory.h"
#include "app/core/enginespec.h"
#include "app/core/humanplayer.h"

#include <QCoreApplication>

namespace eschess::app {

QString PlayerChoice::toString() const {
    switch (kind) {
    case Kind::Human: return QStringLiteral("human");
    case Kind::Family: return QStringLiteral("engine:") + engine;
    case Kind::External: return QStringLiteral("uci:") + engine;
    }
    return QStringLiteral("human");
}

PlayerChoice PlayerChoice::fromString(const QString& text) {
    PlayerChoice c;
    if (text.startsWith(QLatin1String("engine:")) && text.size() > 7) {
        c.kind = Kind::Family;
        c.engine = text.mid(7);
    } else if (text.startsWith(QLatin1String("uci:")) && text.size() > 4) {
        c.kind = Kind::External;
        c.engine = text.mid(4);
    }
    return c;
}

Player* makePlayer(const PlayerChoice& choice, const QString& humanName, QString* error) {
    if (choice.kind == PlayerChoice::Kind::Human) return new HumanPlayer(humanName);
    QString specError;
    const std::optional<EngineSpec> spec = parseEngineSpec(choice.engine, &specError);
    if (!spec) {
        if (error) *error = specError;
        return nullptr;
    }
    if ((choice.kind == PlayerChoice::Kind::Family) != (spec->kind == EngineSpec::Kind::Family)) {
        if (error)
            *error = QCoreApplication::translate("PlayerChoice", "'%1' is not an engine of the expected kind.").arg(choice.engine);
        return nullptr;
    }
    return new EnginePlayer(createEngine(*spec), choice.strength);
}

} // namespace eschess::app
