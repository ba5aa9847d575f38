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
    qint64 clockMs = -1; // the mover's clock after the move (increment added); -1 untimed
};

// "+0.31/12 0.125s", "-M3/20 1.5s", "book".
QString moveComment(const PlayedMove& m);
// The PGN command values of a played move: its score as [%eval] wants it, in pawns from White's
// view ("0.31", "-1.50", "#3", "#-2"; mover is the side that played it), and its clock as [%clk]
// wants it ("0:04:58"); empty when the move has none.
QString pgnEvalValue(const PlayedMove& m, eschess::Color mover);
QString pgnClockValue(const PlayedMove& m);
// The clock with tenths ("0:00:09.9"), for matches and tournaments, whose games often last
// seconds: whole seconds would write the same clock on most moves.
QString pgnClockTenthsValue(const PlayedMove& m);
// A match or tournament move's PGN comment: the [%eval] and [%clk] commands that Lichess,
// ChessBase and our evaluation graph read, then Cute Chess's text, for the tools that read that:
// "[%eval 0.31] [%clk 0:00:09.9] +0.31/12 0.125s"; a book move "[%clk 0:01:00.0] book".
QString matchMoveComment(const PlayedMove& m, eschess::Color mover);

} // namespace eschess::app

Q_DECLARE_METATYPE(eschess::app::PlayedMove)
