#include "app/core/playerchoice.h"

#include "app/core/enginefactory.h"
#include "app/core/enginespec.h"
#include "app/core/humanplayer.h"

#include <QCoreApplication>

namespace eschess::app {

namespace {

// The strength as a suffix of the text form: "|depth=6", "|movetime=1000", "|elo=1500", "|clock".
QString strengthText(const EngineStrength& s) {
    switch (s.mode) {
    case EngineStrength::Mode::Clock: return QStringLiteral("|clock");
    case EngineStrength::Mode::Depth: return QStringLiteral("|depth=%1").arg(s.depth);
    case EngineStrength::Mode::MoveTime: return QStringLiteral("|movetime=%1").arg(s.moveTimeMs);
    case EngineStrength::Mode::Elo: return QStringLiteral("|elo=%1").arg(s.elo);
    }
    return QString();
}

// Reads a suffix written by strengthText; false (and s unchanged) for anything else.
bool parseStrength(const QString& text, EngineStrength* s) {
    if (text == QLatin1String("clock")) {
        s->mode = EngineStrength::Mode::Clock;
        return true;
    }
    const qsizetype eq = text.indexOf(QLatin1Char('='));
    if (eq < 0) return false;
    bool ok = false;
    const int value = text.mid(eq + 1).toInt(&ok);
    const QString key = text.left(eq);
    if (!ok) return false;
    if (key == QLatin1String("depth") && value >= 1 && value <= 64) {
        s->mode = EngineStrength::Mode::Depth;
        s->depth = value;
    } else if (key == QLatin1String("movetime") && value >= 10 && value <= 600000) {
        s->mode = EngineStrength::Mode::MoveTime;
        s->moveTimeMs = value;
    } else if (key == QLatin1String("elo") && value >= 500 && value <= 3500) {
        s->mode = EngineStrength::Mode::Elo;
        s->elo = value;
    } else {
        return false;
    }
    return true;
}

} // namespace

QString PlayerChoice::toString() const {
    switch (kind) {
    case Kind::Human: return QStringLiteral("human");
    case Kind::Family: return QStringLiteral("engine:") + engine + strengthText(strength);
    case Kind::External: return QStringLiteral("uci:") + engine + strengthText(strength);
    }
    return QStringLiteral("human");
}

PlayerChoice PlayerChoice::fromString(const QString& text) {
    PlayerChoice c;
    QString body = text;
    const qsizetype bar = body.lastIndexOf(QLatin1Char('|'));
    if (bar > 0 && parseStrength(body.mid(bar + 1), &c.strength)) body.truncate(bar);
    if (body.startsWith(QLatin1String("engine:")) && body.size() > 7) {
        c.kind = Kind::Family;
        c.engine = body.mid(7);
    } else if (body.startsWith(QLatin1String("uci:")) && body.size() > 4) {
        c.kind = Kind::External;
        c.engine = body.mid(4);
    } else {
        c = PlayerChoice{};
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
