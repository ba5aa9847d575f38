#pragma once
// The opening index of the application, built once from the ECO lists compiled into the
// resources (resources/openings/eco, the Lichess CC0 list) and shared read-only afterwards.

#include "game/openings.h"

#include <QString>

namespace eschess::app {

const eschess::OpeningIndex& openingNames();

// "C60 Ruy Lopez" for the deepest named position of the game, "" when there is none.
QString openingLabel(const eschess::Position& start, const std::vector<eschess::Move>& moves);

} // namespace eschess::app
