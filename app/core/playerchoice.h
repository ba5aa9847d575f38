#pragma once

#include "app/core/engineplayer.h"

#include <QString>

namespace eschess::app {

class Player;

// What the new-game dialog (and the saved settings) say about one side: a person, a searcher
// of the family, or an external UCI engine given as an engine spec (see enginespec.h), plus
// how strong an engine plays. The text form is "human", "engine:<searcher>" or "uci:<spec>",
// an engine's followed by its strength: "engine:eschess|movetime=1000".
struct PlayerChoice {
    enum class Kind { Human, Family, External };
    Kind kind = Kind::Human;
    QString engine; // Family: the searcher's name; External: the engine spec text
    EngineStrength strength;

    QString toString() const;
    static PlayerChoice fromString(const QString& text); // junk gives a human
};

// Builds the player; humanName names a person. On failure (unknown searcher, bad spec) returns
// nullptr and sets *error to what is wrong.
Player* makePlayer(const PlayerChoice& choice, const QString& humanName, QString* error);

} // namespace eschess::app
