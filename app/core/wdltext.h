#pragma once
// Win/draw/loss chances as the panels show them: turned to White's view (the panels' scores
// are White's) and written as a sentence for a score's tooltip.

#include "core/types.h"
#include "search/wdl.h"

#include <QString>

namespace eschess::app {

// The side to move's chances as White's win, the draw and Black's win.
eschess::Wdl whiteView(const eschess::Wdl& sideToMove, eschess::Color side);

// "White wins 33.6%, draw 35.0%, Black wins 31.4%".
QString wdlTooltip(const eschess::Wdl& white);

} // namespace eschess::app
