#pragma once
// Average centipawn loss (the "Rook" seed's move-quality yardstick, docs/seeds.md): for every move a referee
// engine scores the position before the move (best play) and after it (the move played, from
// the mover's view); the loss is their difference, never below zero and capped, so that one
// blunder in a lost position does not swamp the average. Losses are kept per player and per
// game phase, because an engine can play the opening well and the endgame badly.

#include "core/position.h"

#include <array>
#include <string>
#include <vector>

namespace eschess {

enum class GamePhase { Opening, Middlegame, Endgame };
constexpr int kGamePhaseCount = 3;
const char* gamePhaseName(GamePhase p); // "opening", "middlegame", "endgame"

// Phase by material: non-pawn material counted knight/bishop 1, rook 2, queen 4 (24 at the
// start). Endgame at 8 or less (e.g. a rook and a minor each); opening while 22 or more is on the
// board and the game is within its first 12 moves; middlegame otherwise.
int acplMaterial(const Position& pos);
GamePhase acplPhase(const Position& pos);

constexpr int kDefaultLossCap = 1000;
// The loss of one move: bestCp is the referee's score before the move (mover's view), playedCp
// after it (also the mover's view), clamped to [0, cap].
int moveLoss(int bestCp, int playedCp, int cap = kDefaultLossCap);

// Sums of losses for one player.
struct AcplBucket {
    long long loss = 0;
    int moves = 0;
    double average() const { return moves ? double(loss) / moves : 0.0; }
};

struct AcplPlayer {
    std::string name;
    AcplBucket total;
    std::array<AcplBucket, kGamePhaseCount> byPhase{};
};

// Accumulates losses for any number of named players (one game or many).
class AcplTally {
public:
    explicit AcplTally(int cap = kDefaultLossCap) : m_cap(cap) {}
    // Records one move; returns the capped loss.
    int add(const std::string& player, GamePhase phase, int bestCp, int playedCp);
    const std::vector<AcplPlayer>& players() const { return m_players; }
    const AcplPlayer* find(const std::string& player) const;
    int cap() const { return m_cap; }

private:
    int m_cap;
    std::vector<AcplPlayer> m_players;
};

} // namespace eschess
