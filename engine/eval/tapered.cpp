#include "eval/tapered.h"

#include "core/bitboard.h"

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <mutex>
#include <sstream>

namespace eschess {

EvalWeights gEvalWeights;

namespace {

// Chebyshev distance from the centre: 0 on d4/e4/d5/e5 … 3 on the rim.
int centreDistance(Square s) {
    const int f = std::abs(2 * fileOf(s) - 7), r = std::abs(2 * rankOf(s) - 7);
    return (std::max(f, r) - 1) / 2;
}

// Ranks `from` … `to` as c counts them (0 = its back rank).
Bitboard relativeRanks(Color c, int from, int to) {
    Bitboard b = 0;
    for (int r = from; r <= to; ++r) b |= rankBB(c == White ? r : 7 - r);
    return b;
}

Bitboard adjacentFiles(int file) {
    return (file > 0 ? fileBB(file - 1) : 0) | (file < 7 ? fileBB(file + 1) : 0);
}

// The squares in front of s (from c's view) on its file and, with adjacent, on the files beside.
Bitboard computeForwardSpan(Color c, Square s, bool adjacent) {
    Bitboard files = fileBB(fileOf(s)) | (adjacent ? adjacentFiles(fileOf(s)) : 0);
    const int r = rankOf(s);
    Bitboard ahead = 0;
    if (c == White)
        for (int rr = r + 1; rr < 8; ++rr) ahead |= rankBB(rr);
    else
        for (int rr = r - 1; rr >= 0; --rr) ahead |= rankBB(rr);
    return files & ahead;
}

Bitboard gForwardFile[ColorCount][SquareCount];
Bitboard gPassedMask[ColorCount][SquareCount];

inline Bitboard forwardSpan(Color c, Square s, bool adjacent) {
    return adjacent ? gPassedMask[c][s] : gForwardFile[c][s];
}

enum Term { TMaterialPsq, TMobility, TPawns, TPassed, TKingSafety, TPieces, TThreats, TTermCount };
constexpr const char* kTermNames[TTermCount] = {"Material+PSQ", "Mobility", "Pawns", "Passed", "King safety", "Pieces",
                                                "Threats"};

struct Trace {
    Score term[TTermCount][ColorCount];
};

struct Accum {
    int mg = 0, eg = 0;
    void add(Score s, int n = 1) {
        mg += s.mg * n;
        eg += s.eg * n;
    }
};

// Bumped whenever the weights change (initTaperedEval), so cached pawn terms are not reused.
std::atomic<unsigned> gWeightsVersion{1};

// The pawn-structure terms and the set of passed pawns depend on the pawns alone, and the pawns
// change far less often than the rest: a small table per thread, keyed by the pawn hash, keeps
// them between calls.
struct PawnEntry {
    Key key = 0;
    unsigned version = 0;
    Score structure[ColorCount];
    Bitboard passers[ColorCount] = {0, 0};
};
constexpr std::size_t kPawnTableSize = 1 << 13;
thread_local PawnEntry tPawnTable[kPawnTableSize];

template <bool Tracing> class Evaluation {
public:
    Evaluation(const Position& pos, Trace* trace) : m_pos(pos), m_trace(trace) {}

    Value run() {
        const EvalWeights& w = gEvalWeights;
        // The pawn entry is needed only after the mobility pass: start loading it now.
        PawnEntry& cached = tPawnTable[m_pos.pawnKey() & (kPawnTableSize - 1)];
        if constexpr (!Tracing) __builtin_prefetch(&cached);
        const Bitboard occ = m_pos.pieces();
        for (Color c : {White, Black}) {
            m_pawnAttacks[c] = pawnAttacks(c, m_pos.pieces(c, Pawn));
            m_attacked[c] = m_pawnAttacks[c] | attacks::king[m_pos.kingSquare(c)];
        }
        Accum side[ColorCount];
        int attackers[ColorCount] = {0, 0}, weight[ColorCount] = {0, 0};
        // First pass: attacks and mobility.
        for (Color c : {White, Black}) {
            const Color them = ~c;
            const Bitboard area = ~(m_pos.pieces(c, Pawn, King) | m_pawnAttacks[them]);
            const Bitboard zone = attacks::king[m_pos.kingSquare(them)] | squareBB(m_pos.kingSquare(them));
            Accum mob;
            for (PieceType pt : {Knight, Bishop, Rook, Queen}) {
                const Score* byCount = pt == Knight ? w.knightMobility
                                       : pt == Bishop ? w.bishopMobility
                                       : pt == Rook ? w.rookMobility
                                                    : w.queenMobility;
                for (Bitboard b = m_pos.pieces(c, pt); b;) {
                    const Square s = popLsb(b);
                    // Sliders see through their own queen and rooks (batteries).
                    Bitboard through = occ;
                    if (pt == Bishop) through ^= m_pos.pieces(c, Queen);
                    if (pt == Rook) through ^= m_pos.pieces(c, Queen, Rook);
                    const Bitboard att = attacks::of(pt, s, through);
                    m_attacked2[c] |= m_attacked[c] & att;
                    m_attacked[c] |= att;
                    m_attackedBy[c][pt] |= att;
                    mob.add(byCount[popCount(att & area)]);
                    if (att & zone) {
                        ++attackers[c];
                        weight[c] += w.kingAttackWeight[pt] * popCount(att & zone);
                    }
                }
            }
            side[c].mg += mob.mg;
            side[c].eg += mob.eg;
            note(TMobility, c, {mob.mg, mob.eg});
        }
        // King danger, now that both sides' attacks are known: zone attacks plus safe checks,
        // scaled by how many pieces join the attack. An exposed king is a liability in the
        // endgame too, if a smaller one: an eighth of it counts there (+14.8 +/- 16.2 over 800
        // games, docs/strength.md).
        for (Color c : {White, Black}) {
            static constexpr int kAttackerScale[8] = {0, 0, 50, 75, 88, 94, 97, 99};
            const int danger =
                std::min(400, (weight[c] + safeChecks(c)) * kAttackerScale[std::min(attackers[c], 7)] / 100);
            m_kingDanger[c] = {danger, danger / 8};
            side[c].mg += m_kingDanger[c].mg;
            side[c].eg += m_kingDanger[c].eg;
        }
        // The trace recomputes the pawn terms so that each is noted.
        PawnEntry fresh;
        PawnEntry* pawnEntry = &fresh;
        const unsigned version = gWeightsVersion.load(std::memory_order_relaxed);
        if constexpr (!Tracing) pawnEntry = &cached;
        if (Tracing || pawnEntry->key != m_pos.pawnKey() || pawnEntry->version != version) {
            for (Color c : {White, Black}) pawnEntry->structure[c] = pawns(c, pawnEntry->passers[c]);
            pawnEntry->key = m_pos.pawnKey();
            pawnEntry->version = version;
        }
        for (Color c : {White, Black}) {
            Accum a;
            a.add(pawnEntry->structure[c]);
            a.add(passed(c, pawnEntry->passers[c]));
            a.add(kingShelter(c));
            a.add(pieces(c));
            a.add(threats(c));
            side[c].mg += a.mg;
            side[c].eg += a.eg;
        }
        const std::int32_t psq = m_pos.psq(PsqTapered);
        note(TMaterialPsq, White, {mgPart(psq), egPart(psq)});
        const int mg = mgPart(psq) + side[White].mg - side[Black].mg;
        int eg = egPart(psq) + side[White].eg - side[Black].eg;
        eg += mopUp();
        const int phase = gamePhase(m_pos);
        int v = (mg * phase + eg * (24 - phase)) / 24;
        return scaleDrawish(v);
    }

private:
    void note(Term t, Color c, Score s) {
        if constexpr (Tracing) {
            m_trace->term[t][c].mg += s.mg;
            m_trace->term[t][c].eg += s.eg;
        } else {
            (void)t, (void)c, (void)s;
        }
    }

    // Weighted count of squares from which c's pieces could check the enemy king where the
    // defender does not guard the square (and c does not already stand on it).
    int safeChecks(Color c) const {
        const EvalWeights& w = gEvalWeights;
        const Color them = ~c;
        const Square k = m_pos.kingSquare(them);
        const Bitboard safe = ~m_attacked[them] & ~m_pos.pieces(c);
        const Bitboard occ = m_pos.pieces();
        const Bitboard diagonal = attacks::of(Bishop, k, occ), straight = attacks::of(Rook, k, occ);
        return w.safeCheckWeight[Knight] * popCount(attacks::knight[k] & m_attackedBy[c][Knight] & safe) +
               w.safeCheckWeight[Bishop] * popCount(diagonal & m_attackedBy[c][Bishop] & safe) +
               w.safeCheckWeight[Rook] * popCount(straight & m_attackedBy[c][Rook] & safe) +
               w.safeCheckWeight[Queen] * popCount((diagonal | straight) & m_attackedBy[c][Queen] & safe);
    }

    // Isolated, connected, doubled and backward pawns; also finds c's passed pawns (the rear
    // one of doubled passers is not counted).
    Score pawns(Color c, Bitboard& passers) {
        const EvalWeights& w = gEvalWeights;
        const Bitboard ours = m_pos.pieces(c, Pawn), theirs = m_pos.pieces(~c, Pawn);
        Accum a;
        passers = 0;
        for (Bitboard b = ours; b;) {
            const Square s = popLsb(b);
            if (!(forwardSpan(c, s, true) & theirs) && !(forwardSpan(c, s, false) & ours)) passers |= squareBB(s);
            if (!(adjacentFiles(fileOf(s)) & ours)) a.add(w.isolated);
            const bool phalanx = adjacentFiles(fileOf(s)) & rankBB(rankOf(s)) & ours;
            const bool supported = m_pawnAttacks[c] & squareBB(s);
            a.add(w.connected[relativeRank(c, s)], int(phalanx) + int(supported));
            if (forwardSpan(c, s, false) & ours) a.add(w.doubled);
            // Backward: no own pawn beside or behind can support it, and its stop square is hit by a pawn.
            const Bitboard support = forwardSpan(~c, s + pawnPush(c), true) & adjacentFiles(fileOf(s)) & ours;
            const Square stop = s + pawnPush(c);
            if (!support && isValid(stop) && (m_pawnAttacks[~c] & squareBB(stop))) a.add(w.backward);
        }
        note(TPawns, c, {a.mg, a.eg});
        return {a.mg, a.eg};
    }

    Score passed(Color c, Bitboard passers) {
        const EvalWeights& w = gEvalWeights;
        Accum a;
        for (Bitboard b = passers; b;) {
            const Square s = popLsb(b);
            const int r = relativeRank(c, s);
            a.add(w.passed[r]);
            const Square stop = s + pawnPush(c);
            if (isValid(stop) && m_pos.empty(stop) && !(m_attacked[~c] & squareBB(stop))) a.add(w.passedFreePath, r);
            // Endgame: kings near the passer's stop square.
            if (isValid(stop)) {
                auto dist = [](Square x, Square y) {
                    return std::max(std::abs(fileOf(x) - fileOf(y)), std::abs(rankOf(x) - rankOf(y)));
                };
                a.add({0, (dist(m_pos.kingSquare(~c), stop) * 5 - dist(m_pos.kingSquare(c), stop) * 2) * r / 2});
            }
        }
        note(TPassed, c, {a.mg, a.eg});
        return {a.mg, a.eg};
    }

    Score kingShelter(Color c) {
        const EvalWeights& w = gEvalWeights;
        const Square k = m_pos.kingSquare(c);
        Accum a;
        if (relativeRank(c, k) <= 1) {
            const Bitboard ours = m_pos.pieces(c, Pawn);
            const int kf = std::clamp(fileOf(k), 1, 6);
            const Bitboard theirs = m_pos.pieces(~c, Pawn);
            const Bitboard stormRanks = relativeRanks(c, 2, 4);
            for (int f = kf - 1; f <= kf + 1; ++f) {
                const Bitboard onFile = ours & fileBB(f);
                a.add(w.pawnStorm, popCount(theirs & fileBB(f) & stormRanks));
                if (!onFile) {
                    a.add((theirs & fileBB(f)) ? w.kingHalfOpenFile : w.kingOpenFile);
                    continue;
                }
                const Bitboard near = forwardSpan(c, k, true) & fileBB(f) &
                                      (c == White ? rankBB(rankOf(k) + 1) | rankBB(std::min(7, rankOf(k) + 2))
                                                  : rankBB(rankOf(k) - 1) | rankBB(std::max(0, rankOf(k) - 2)));
                if (onFile & near) a.add(w.kingShelter);
            }
        }
        // The trace shows the danger against c's king here; it is already in the attacker's total.
        note(TKingSafety, c, {a.mg - m_kingDanger[~c].mg, a.eg - m_kingDanger[~c].eg});
        return {a.mg, a.eg};
    }

    Score pieces(Color c) {
        const EvalWeights& w = gEvalWeights;
        Accum a;
        if (m_pos.count(c, Bishop) >= 2) a.add(w.bishopPair);
        const Bitboard ourPawns = m_pos.pieces(c, Pawn), theirPawns = m_pos.pieces(~c, Pawn);
        // Space: room for the pieces behind our pawns, in the centre of our half.
        const Bitboard centreFiles = fileBB(2) | fileBB(3) | fileBB(4) | fileBB(5);
        const Bitboard room = centreFiles & relativeRanks(c, 1, 3) & ~m_pawnAttacks[~c] & ~ourPawns;
        Bitboard behind = c == White ? ourPawns >> 8 : ourPawns << 8; // squares our pawns screen count twice
        behind |= c == White ? behind >> 8 | behind >> 16 : behind << 8 | behind << 16;
        a.add(w.space, popCount(room) + popCount(room & behind));
        // Outposts: squares on ranks 4-6 that our pawns defend and no enemy pawn can ever attack.
        // Squares an enemy pawn could attack one day: the files beside each, ahead of it.
        Bitboard ahead = c == White ? theirPawns >> 8 : theirPawns << 8;
        if (c == White) ahead |= ahead >> 8, ahead |= ahead >> 16, ahead |= ahead >> 32;
        else ahead |= ahead << 8, ahead |= ahead << 16, ahead |= ahead << 32;
        const Bitboard chaseable = shift<East>(ahead) | shift<West>(ahead);
        const Bitboard outposts = m_pawnAttacks[c] & ~chaseable & relativeRanks(c, 3, 5);
        a.add(w.knightOutpost, popCount(m_pos.pieces(c, Knight) & outposts));
        a.add(w.bishopOutpost, popCount(m_pos.pieces(c, Bishop) & outposts));
        for (Bitboard b = m_pos.pieces(c, Bishop); b;) {
            const Bitboard colour = (squareBB(popLsb(b)) & kDarkSquares) ? kDarkSquares : ~kDarkSquares;
            a.add(w.badBishop, popCount(ourPawns & colour));
        }
        for (Bitboard b = m_pos.pieces(c, Rook); b;) {
            const Square s = popLsb(b);
            const Bitboard file = fileBB(fileOf(s));
            if (!(file & ourPawns)) a.add((file & theirPawns) ? w.rookHalfOpenFile : w.rookOpenFile);
            if (relativeRank(c, s) == 6 &&
                ((theirPawns & rankBB(c == White ? 6 : 1)) || relativeRank(c, m_pos.kingSquare(~c)) == 7))
                a.add(w.rookOnSeventh);
        }
        note(TPieces, c, {a.mg, a.eg});
        return {a.mg, a.eg};
    }

    Score threats(Color c) {
        const EvalWeights& w = gEvalWeights;
        const Color them = ~c;
        const Bitboard targets = m_pos.pieces(them) & ~m_pos.pieces(them, Pawn, King);
        Accum a;
        a.add(w.threatByPawn, popCount(m_pawnAttacks[c] & targets));
        a.add(w.hangingPiece, popCount(m_attacked[c] & ~m_attacked[them] & targets));
        // Strongly protected: held by a pawn, or defended twice where we attack only once.
        const Bitboard strong = m_pawnAttacks[them] | (m_attacked2[them] & ~m_attacked2[c]);
        const Bitboard weak = (m_pos.pieces(them) & ~m_pos.pieces(them, King)) & ~strong & m_attacked[c];
        const Bitboard minors = m_attackedBy[c][Knight] | m_attackedBy[c][Bishop];
        for (Bitboard b = ((targets & strong) | weak) & minors; b;)
            a.add(w.threatByMinor[typeOf(m_pos.pieceOn(popLsb(b)))]);
        for (Bitboard b = weak & m_attackedBy[c][Rook]; b;)
            a.add(w.threatByRook[typeOf(m_pos.pieceOn(popLsb(b)))]);
        a.add(w.threatByKing, popCount(weak & attacks::king[m_pos.kingSquare(c)]));
        note(TThreats, c, {a.mg, a.eg});
        return {a.mg, a.eg};
    }

    // Drives a bare king to the edge and brings ours closer, so simple mates get found.
    int mopUp() const {
        for (Color strong : {White, Black}) {
            const Color weak = ~strong;
            if (m_pos.pieces(weak) != m_pos.pieces(weak, King) || !m_pos.hasNonPawnMaterial(strong)) continue;
            const Square wk = m_pos.kingSquare(weak), sk = m_pos.kingSquare(strong);
            const int edge = centreDistance(wk);
            const int dist = std::max(std::abs(fileOf(wk) - fileOf(sk)), std::abs(rankOf(wk) - rankOf(sk)));
            const int bonus = 20 * edge + 8 * (7 - dist) + 200;
            return strong == White ? bonus : -bonus;
        }
        return 0;
    }

    // Pawnless sides ahead by at most a minor piece rarely win.
    int scaleDrawish(int v) const {
        const Color strong = v > 0 ? White : Black;
        if (m_pos.pieces(strong, Pawn)) return v;
        auto npm = [&](Color c) {
            return 3 * popCount(m_pos.pieces(c, Knight, Bishop)) + 5 * m_pos.count(c, Rook) + 9 * m_pos.count(c, Queen);
        };
        if (npm(strong) - npm(~strong) <= 3) return v / 8;
        return v;
    }

    const Position& m_pos;
    Trace* m_trace;
    Bitboard m_pawnAttacks[ColorCount] = {0, 0};
    Bitboard m_attacked[ColorCount] = {0, 0};
    Bitboard m_attacked2[ColorCount] = {0, 0};
    Bitboard m_attackedBy[ColorCount][PieceTypeCount] = {};
    Score m_kingDanger[ColorCount] = {};
};

} // namespace

void initTaperedEval() {
    static std::mutex mutex;
    std::lock_guard lock(mutex);
    const EvalWeights& w = gEvalWeights;
    gWeightsVersion.fetch_add(1, std::memory_order_relaxed);
    for (Color c : {White, Black})
        for (Square s = SqA1; s <= SqH8; ++s) {
            gForwardFile[c][s] = computeForwardSpan(c, s, false);
            gPassedMask[c][s] = computeForwardSpan(c, s, true);
        }
    for (int p = 0; p < PieceCount; ++p)
        for (int s = 0; s < SquareCount; ++s) psqTable[PsqTapered][p][s] = 0;
    for (PieceType pt : {Pawn, Knight, Bishop, Rook, Queen, King}) {
        for (Square s = SqA1; s <= SqH8; ++s) {
            const Score sq = w.square[pt][s];
            const std::int32_t white = packScore(w.material[pt].mg + sq.mg, w.material[pt].eg + sq.eg);
            psqTable[PsqTapered][makePiece(White, pt)][s] = white;
            psqTable[PsqTapered][makePiece(Black, pt)][relativeSquare(Black, s)] = -white;
        }
    }
}

int gamePhase(const Position& pos) {
    const int phase = popCount(pos.pieces(Knight, Bishop)) + 2 * popCount(pos.pieces(Rook)) +
                      4 * popCount(pos.pieces(Queen));
    return std::min(phase, 24);
}

Value evaluateWhite(const Position& pos) { return Evaluation<false>(pos, nullptr).run(); }

Value evaluate(const Position& pos) {
    const Value v = evaluateWhite(pos);
    return (pos.sideToMove() == White ? v : -v) + gEvalWeights.tempo;
}

std::string evalTrace(const Position& pos) {
    Trace trace{};
    const Value white = Evaluation<true>(pos, &trace).run();
    const int phase = gamePhase(pos);
    std::ostringstream s;
    char line[160];
    s << "      Term    |    White    |    Black    |    Total\n";
    s << "              |   MG    EG  |   MG    EG  |   MG    EG\n";
    s << " -------------+-------------+-------------+------------\n";
    for (int t = 0; t < TTermCount; ++t) {
        const Score w = trace.term[t][White], b = trace.term[t][Black];
        if (t == TMaterialPsq) {
            std::snprintf(line, sizeof line, " %12s |   ---   --- |   ---   --- | %5d %5d\n", kTermNames[t], w.mg, w.eg);
        } else {
            std::snprintf(line, sizeof line, " %12s | %5d %5d | %5d %5d | %5d %5d\n", kTermNames[t], w.mg, w.eg, b.mg,
                          b.eg, w.mg - b.mg, w.eg - b.eg);
        }
        s << line;
    }
    std::snprintf(line, sizeof line, " Phase %d/24 (24 = middlegame)\n", phase);
    s << line;
    s << " Final evaluation: " << white << " cp (White's view), "
      << (pos.sideToMove() == White ? white : -white) + gEvalWeights.tempo << " cp for the side to move (tempo included)";
    return s.str();
}

} // namespace eschess
