#include "nnue/accumulator_stack.h"

namespace eschess::nnue {

void AccumulatorStack::reset(const Network& net, const Position& pos, Simd simd) {
    m_net = &net;
    m_simd = simd;
    if (m_entries.size() < std::size_t(kMaxPly + 16)) m_entries.resize(std::size_t(kMaxPly + 16));
    m_top = 0;
    Entry& root = m_entries[0];
    for (Color c : {White, Black}) {
        refreshAccumulator(net, pos, c, root.acc[c], simd);
        root.kingBucket[c] = std::uint8_t(kingBucket(net, c, pos.kingSquare(c)));
        root.computed[c] = true;
    }
}

AccumulatorStack::Entry& AccumulatorStack::pushEntry() {
    if (std::size_t(++m_top) >= m_entries.size()) m_entries.resize(m_entries.size() * 2);
    Entry& e = m_entries[std::size_t(m_top)];
    const Entry& below = m_entries[std::size_t(m_top - 1)];
    e.addedCount = e.removedCount = 0;
    e.computed[White] = e.computed[Black] = false;
    e.kingBucket[White] = below.kingBucket[White];
    e.kingBucket[Black] = below.kingBucket[Black];
    return e;
}

void AccumulatorStack::pushNull() {
    Entry& e = pushEntry();
    (void)e; // no input changes: the update copies the entry below
}

void AccumulatorStack::push(const Position& pos, Move m) {
    Entry& e = pushEntry();
    const Square from = m.from(), to = m.to();
    const Piece moved = pos.pieceOn(from);
    const Color us = colorOf(moved);
    e.removed[e.removedCount++] = {moved, from};
    // A king's move, castling included (encoded as the king's move), may change its side's bucket.
    if (typeOf(moved) == King) e.kingBucket[us] = std::uint8_t(kingBucket(*m_net, us, to));
    switch (m.kind()) {
    case MoveKind::Castling: {
        // Encoded as the king's move to its castled square; the rook's squares come from the
        // position (Chess960 puts it anywhere on the first rank).
        const Position::RookMove r = pos.castlingRookMove(us, m);
        const Piece rook = makePiece(us, Rook);
        e.added[e.addedCount++] = {moved, to};
        e.removed[e.removedCount++] = {rook, r.from};
        e.added[e.addedCount++] = {rook, r.to};
        break;
    }
    case MoveKind::EnPassant:
        e.added[e.addedCount++] = {moved, to};
        e.removed[e.removedCount++] = {makePiece(~us, Pawn), to - pawnPush(us)};
        break;
    case MoveKind::Promotion:
        e.added[e.addedCount++] = {makePiece(us, m.promotion()), to};
        if (!pos.empty(to)) e.removed[e.removedCount++] = {pos.pieceOn(to), to};
        break;
    case MoveKind::Normal:
        e.added[e.addedCount++] = {moved, to};
        if (!pos.empty(to)) e.removed[e.removedCount++] = {pos.pieceOn(to), to};
        break;
    }
}

void AccumulatorStack::update(const Position& pos, Color c) {
    Entry& top = m_entries[std::size_t(m_top)];
    if (top.computed[c]) return;
    int base = m_top;
    bool sameBucket = true;
    // The root entry is always computed. Every entry on the way must be in the top's bucket: the
    // updates of one bucket's rows are plain sums, but an entry computed with another bucket's
    // rows would be wrong if it were evaluated later.
    while (!m_entries[std::size_t(base)].computed[c]) {
        sameBucket = sameBucket && m_entries[std::size_t(base)].kingBucket[c] == top.kingBucket[c];
        --base;
    }
    if (!sameBucket || m_entries[std::size_t(base)].kingBucket[c] != top.kingBucket[c]) {
        refreshAccumulator(*m_net, pos, c, top.acc[c], m_simd);
        top.computed[c] = true;
        return;
    }
    const int offset = top.kingBucket[c] * kInputs;
    for (int i = base + 1; i <= m_top; ++i) {
        const Entry& prev = m_entries[std::size_t(i - 1)];
        Entry& e = m_entries[std::size_t(i)];
        int added[2], removed[2];
        for (int a = 0; a < e.addedCount; ++a)
            added[a] = offset + featureIndex(c, e.added[a].piece, e.added[a].square);
        for (int r = 0; r < e.removedCount; ++r)
            removed[r] = offset + featureIndex(c, e.removed[r].piece, e.removed[r].square);
        applyFeatureChanges(*m_net, prev.acc[c].values.data(), e.acc[c], added, e.addedCount, removed,
                            e.removedCount, m_simd);
        e.computed[c] = true;
    }
}

const Accumulator& AccumulatorStack::accumulator(const Position& pos, Color perspective) {
    update(pos, perspective);
    return m_entries[std::size_t(m_top)].acc[perspective];
}

int AccumulatorStack::evaluate(const Position& pos) {
    update(pos, White);
    update(pos, Black);
    const Entry& e = m_entries[std::size_t(m_top)];
    const Color us = pos.sideToMove();
    return evaluateOutput(*m_net, e.acc[us], e.acc[~us], popCount(pos.pieces()), m_simd);
}

} // namespace eschess::nnue
