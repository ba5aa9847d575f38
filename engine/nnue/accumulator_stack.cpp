#include "nnue/accumulator_stack.h"

namespace eschess::nnue {

void AccumulatorStack::reset(const Network& net, const Position& pos, Simd simd) {
    m_net = &net;
    m_simd = simd;
    if (m_entries.size() < std::size_t(kMaxPly + 16)) m_entries.resize(std::size_t(kMaxPly + 16));
    m_top = 0;
    Entry& root = m_entries[0];
    refreshAccumulator(net, pos, White, root.acc[White], simd);
    refreshAccumulator(net, pos, Black, root.acc[Black], simd);
    root.computed = true;
}

AccumulatorStack::Entry& AccumulatorStack::pushEntry() {
    if (std::size_t(++m_top) >= m_entries.size()) m_entries.resize(m_entries.size() * 2);
    Entry& e = m_entries[std::size_t(m_top)];
    e.addedCount = e.removedCount = 0;
    e.computed = false;
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
    switch (m.kind()) {
    case MoveKind::Castling: {
        // Encoded as the king's two-square move; the rook jumps over it.
        const bool kingSide = fileOf(to) > fileOf(from);
        const Square rookFrom = makeSquare(kingSide ? 7 : 0, rankOf(from));
        const Square rookTo = makeSquare(kingSide ? 5 : 3, rankOf(from));
        const Piece rook = makePiece(us, Rook);
        e.added[e.addedCount++] = {moved, to};
        e.removed[e.removedCount++] = {rook, rookFrom};
        e.added[e.addedCount++] = {rook, rookTo};
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

void AccumulatorStack::update() {
    int base = m_top;
    while (!m_entries[std::size_t(base)].computed) --base; // the root entry is always computed
    for (int i = base + 1; i <= m_top; ++i) {
        const Entry& prev = m_entries[std::size_t(i - 1)];
        Entry& e = m_entries[std::size_t(i)];
        for (Color c : {White, Black}) {
            int added[2], removed[2];
            for (int a = 0; a < e.addedCount; ++a) added[a] = featureIndex(c, e.added[a].piece, e.added[a].square);
            for (int r = 0; r < e.removedCount; ++r) removed[r] = featureIndex(c, e.removed[r].piece, e.removed[r].square);
            applyFeatureChanges(*m_net, prev.acc[c].values.data(), e.acc[c], added, e.addedCount, removed, e.removedCount,
                                m_simd);
        }
        e.computed = true;
    }
}

const Accumulator& AccumulatorStack::accumulator(Color perspective) {
    update();
    return m_entries[std::size_t(m_top)].acc[perspective];
}

int AccumulatorStack::evaluate(const Position& pos) {
    update();
    const Entry& e = m_entries[std::size_t(m_top)];
    const Color us = pos.sideToMove();
    return evaluateOutput(*m_net, e.acc[us], e.acc[~us], popCount(pos.pieces()), m_simd);
}

} // namespace eschess::nnue
