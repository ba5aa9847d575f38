#pragma once
// Text for search data shown in the panels: moves in SAN, lines of moves, scores. One place, so every panel
// writes a move the same way.

#include "app/core/engine.h"
#include "core/position.h"

#include <QString>
#include <QStringList>

#include <vector>

namespace eschess::app {

// The move in SAN ("Nf3", "exd5", "O-O", "e8=Q+"); "?" when it is not legal in pos.
QString moveText(const Position& pos, Move move);
// Each move of the line in SAN from pos; stops before the first move that is not legal.
QStringList moveTexts(const Position& pos, const std::vector<Move>& moves);
// "12. Nf3 Nc6 13. Bb5" (or "12... Nc6 …" when Black starts).
QString lineText(const Position& pos, const std::vector<Move>& moves);
// "+0.35", "-1.20", "#3" (side to move mates in 3), "#-2" (is mated in 2).
QString scoreText(const EngineInfo& info);
QString scoreText(Value value);
} // namespace eschess::app
