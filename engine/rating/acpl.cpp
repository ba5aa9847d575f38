#include "rating/acpl.h"

#include <algorithm>

namespace eschess {

const char* gamePhaseName(GamePhase p) {
    switch (p) {
    case GamePhase::Opening: return "opening";
    case GamePhase::Middlegame: return "middlegame";
    case GamePhase::Endgame: return "endgame";
    }
    return "?";
}

int acplMaterial(const Position& pos) {
    int phase = 0;
    for (Color c : {White, Black})
        phase += pos.count(c, Knight) + pos.count(c, Bishop) + 2 * pos.count(c, Rook) + 4 * pos.count(c, Queen);
    return phase;
}

GamePhase acplPhase(const Position& pos) {
    const int phase = acplMaterial(pos);
    if (phase <= 8) return GamePhase::Endgame;
    if (phase >= 22 && pos.fullmoveNumber() <= 12) return GamePhase::Opening;
    return GamePhase::Middlegame;
}

int moveLoss(int bestCp, int playedCp, int cap) {
    const long long loss = (long long)bestCp - playedCp;
    return int(std::clamp<long long>(loss, 0, std::max(0, cap)));
}

int AcplTally::add(const std::string& player, GamePhase phase, int bestCp, int playedCp) {
    const int loss = moveLoss(bestCp, playedCp, m_cap);
    auto it = std::find_if(m_players.begin(), m_players.end(), [&](const AcplPlayer& p) { return p.name == player; });
    if (it == m_players.end()) {
        m_players.push_back(AcplPlayer{player, {}, {}});
        it = m_players.end() - 1;
    }
    it->total.loss += loss;
    it->total.moves += 1;
    it->byPhase[int(phase)].loss += loss;
    it->byPhase[int(phase)].moves += 1;
    return loss;
}

const AcplPlayer* AcplTally::find(const std::string& player) const {
    for (const AcplPlayer& p : m_players)
        if (p.name == player) return &p;
    return nullptr;
}

} // namespace eschess
