#include "search/movepick.h"

#include "core/piece_values.h"

namespace eschess {

namespace {
constexpr int kGoodCapture = 1 << 28;
constexpr int kKiller = 1 << 26;
constexpr int kCounter = (1 << 26) - 10;
constexpr int kBadCapture = -(1 << 28);
// Added to a quiet move's history score (each history table spans ±16,384).
constexpr int kCheckBonus = 8192;
constexpr int kQueenEscape = 25000, kRookEscape = 12500, kMinorEscape = 7500;
} // namespace

MovePicker::MovePicker(const Position& pos, Move ttMove, const History& history, bool useCaptureHistory, int ply,
                       Move prev, QuietOrder quiet, const History::Continuation* cont1,
                       const History::Continuation* cont2)
    : m_pos(pos), m_history(history), m_ttMove(ttMove), m_cont{cont1, cont2}, m_quiet(quiet),
      m_useCaptureHistory(useCaptureHistory) {
    m_killers[0] = history.killers[ply][0];
    m_killers[1] = history.killers[ply][1];
    if (prev && prev != Move::nullMove()) {
        const Piece p = pos.pieceOn(prev.to());
        if (p != NoPiece) m_counter = history.counter[p][prev.to()];
    }
}

MovePicker::MovePicker(const Position& pos, Move ttMove, const History& history, bool useCaptureHistory,
                       QuietOrder quiet)
    : m_pos(pos), m_history(history), m_ttMove(ttMove), m_quiet(quiet), m_quiescence(true),
      m_useCaptureHistory(useCaptureHistory) {}

int victimFirstScore(const Position& pos, Move m) {
    return kCaptureValue[typeOf(pos.capturedPiece(m))] * 16 - kCaptureValue[typeOf(pos.movedPiece(m))] / 16;
}

Threats threatsBy(const Position& pos, Color c) {
    const Bitboard occupied = pos.pieces();
    Threats t;
    t.byPawn = pawnAttacks(c, pos.pieces(c, Pawn));
    t.byMinor = t.byPawn;
    for (Bitboard b = pos.pieces(c, Knight); b;) t.byMinor |= attacks::knight[popLsb(b)];
    for (Bitboard b = pos.pieces(c, Bishop); b;) t.byMinor |= attacks::bishop(popLsb(b), occupied);
    t.byRook = t.byMinor;
    for (Bitboard b = pos.pieces(c, Rook); b;) t.byRook |= attacks::rook(popLsb(b), occupied);
    t.all = t.byRook | attacks::king[pos.kingSquare(c)];
    for (Bitboard b = pos.pieces(c, Queen); b;) t.all |= attacks::queen(popLsb(b), occupied);
    return t;
}

// A quiet move that takes an attacked piece out of a cheaper attacker's reach, or that
// gives check, is worth trying before its history alone says so.
int MovePicker::threatBonus(const Threats& t, Move m) const {
    const PieceType pt = typeOf(m_pos.movedPiece(m));
    const Bitboard from = squareBB(m.from()), to = squareBB(m.to());
    int bonus = (m_pos.checkSquares(pt) & to) ? kCheckBonus : 0;
    if (pt == Queen && (from & t.byRook) && !(to & t.byRook)) bonus += kQueenEscape;
    else if (pt == Rook && (from & t.byMinor) && !(to & t.byMinor)) bonus += kRookEscape;
    else if ((pt == Knight || pt == Bishop) && (from & t.byPawn) && !(to & t.byPawn)) bonus += kMinorEscape;
    return bonus;
}

void MovePicker::generateAndScore() {
    m_generated = true;
    if (m_quiescence && !m_pos.inCheck()) generate<GenType::Noisy>(m_pos, m_moves);
    else generate<GenType::All>(m_pos, m_moves);
    const Color us = m_pos.sideToMove();
    const Threats& t = m_quiet.threats;
    const History::PawnRow* pawnRow = m_quiet.pawnHistory ? &m_history.pawnRow(m_pos) : nullptr;
    for (int i = 0; i < m_moves.size(); ++i) {
        const Move m = m_moves[i];
        int score;
        if (m_pos.isCaptureOrPromotion(m)) {
            // Most valuable victim first; among equal victims, the capture history decides
            // (it can outweigh a victim's difference in value when its record is long).
            score = victimFirstScore(m_pos, m);
            if (m_useCaptureHistory) score += m_history.captureScore(m_pos, m) / 2;
            if (m.isPromotion()) score += m.promotion() == Queen ? 8000 : -8000;
            const bool good = m_quiescence || m_pos.seeGE(m, 0);
            score += good ? kGoodCapture : kBadCapture;
        } else if (m == m_killers[0]) {
            score = kKiller;
        } else if (m == m_killers[1]) {
            score = kKiller - 1;
        } else if (m == m_counter) {
            score = kCounter;
        } else {
            score = m_history.quietScore(us, m_quiet.historySplit, m);
            const Piece p = m_pos.movedPiece(m);
            if (pawnRow) score += (*pawnRow)[p][m.to()];
            if (m_quiet.lowPly) score += 4 * (*m_quiet.lowPly)[m.from()][m.to()] / (1 + 2 * m_quiet.ply);
            for (const History::Continuation* c : m_cont)
                if (c) score += (*c)[p][m.to()];
            score += threatBonus(t, m);
        }
        m_scores[i] = score;
    }
}

Move MovePicker::next() {
    if (!m_ttTried) {
        m_ttTried = true;
        if (m_ttMove && m_pos.isLegal(m_ttMove) &&
            (!m_quiescence || m_pos.inCheck() || m_pos.isCaptureOrPromotion(m_ttMove))) {
            m_lastSpecial = false;
            return m_ttMove;
        }
        m_ttMove = Move::none();
    }
    if (!m_generated) generateAndScore();
    while (m_index < m_moves.size()) {
        int best = m_index;
        for (int i = m_index + 1; i < m_moves.size(); ++i)
            if (m_scores[i] > m_scores[best]) best = i;
        std::swap(m_moves[m_index], m_moves[best]);
        std::swap(m_scores[m_index], m_scores[best]);
        const Move m = m_moves[m_index];
        const int score = m_scores[m_index];
        ++m_index;
        if (m == m_ttMove) continue;
        m_lastSpecial = score == kKiller || score == kKiller - 1 || score == kCounter;
        return m;
    }
    return Move::none();
}

} // namespace eschess
