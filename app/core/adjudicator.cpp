#include "app/core/adjudicator.h"

#include <algorithm>
#include <cstdlib>

namespace eschess::app {

Outcome Adjudicator::byRules(const Game& game) {
    Outcome o = game.automaticOutcome();
    if (o.decided()) return o;
    // Threefold and fifty moves must be claimed by a player; in a match the arbiter claims them.
    return game.claimableDraw();
}

Outcome Adjudicator::afterMove(const Game& game, bool hasScore, int scoreCp) {
    // Scores come from other programs: clamp to the mate range first, so that std::abs below is
    // defined (std::abs(INT_MIN) is not) and an absurd score counts as the mate it claims.
    scoreCp = std::clamp(scoreCp, -kMate, kMate);
    const Outcome rules = byRules(game);
    if (rules.decided()) return rules;

    const Position& pos = game.current();
    const Color mover = ~pos.sideToMove();
    // Draw adjudication: every ply counts, both engines must agree the game is level.
    if (m_settings.drawMoveCount > 0) {
        if (hasScore && std::abs(scoreCp) <= m_settings.drawScoreCp) ++m_drawStreak;
        else m_drawStreak = 0;
        const int fullMoves = (game.ply() + 1) / 2;
        if (fullMoves >= m_settings.drawMoveNumber && m_drawStreak >= 2 * m_settings.drawMoveCount)
            return {GameResult::Draw, Termination::Adjudication};
    }
    // Resign adjudication: the mover's own view of its game.
    if (m_settings.resignMoveCount > 0) {
        if (hasScore && scoreCp <= -m_settings.resignScoreCp) ++m_resignStreak[mover];
        else m_resignStreak[mover] = 0;
        if (hasScore && scoreCp >= m_settings.resignScoreCp) ++m_winStreak[mover];
        else m_winStreak[mover] = 0;
        for (Color loser : {White, Black}) {
            if (m_resignStreak[loser] < m_settings.resignMoveCount) continue;
            if (m_settings.resignTwoSided && m_winStreak[~loser] < m_settings.resignMoveCount) continue;
            return {loser == White ? GameResult::BlackWins : GameResult::WhiteWins, Termination::Adjudication};
        }
    }
    if (m_settings.maxMoves > 0 && game.ply() >= 2 * m_settings.maxMoves)
        return {GameResult::Draw, Termination::MaxLength};
    return {};
}

} // namespace eschess::app
