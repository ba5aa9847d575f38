#pragma once

#include "core/types.h"

#include <QMetaType>
#include <QString>

namespace eschess::app {

// One move of a game as the game loop saw it: a book move, or a player's move with the time it
// took and, for engines, the score and depth of the last search line they reported for it.
// Match PGNs write it as the move's comment.
struct PlayedMove {
    eschess::Move move;
    bool book = false;
    bool hasScore = false;
    int scoreCp = 0;   // mover's view; mates as ±(kMate − plies)
    bool isMate = false;
    int mateMoves = 0;
    int depth = 0;
    qint64 timeMs = 0;
};

// "+0.31/12 0.125s", "-M3/20 1.5s", "book".
QString moveComment(const PlayedMove& m);

} // namespace eschess::app

Q_DECLARE_METATYPE(eschess::app::PlayedMove)
