#pragma once
// Legal move generation. Every generated move is legal: pins, checks, en-passant discovered
// checks and castling through attacked squares are resolved here, so callers never test legality.

#include "core/position.h"

#include <cstddef>

namespace eschess {

class MoveList {
public:
    static constexpr int kCapacity = 256; // the most legal moves in any position is 218
    void push(Move m) { m_moves[m_size++] = m; }
    int size() const { return m_size; }
    bool empty() const { return m_size == 0; }
    void clear() { m_size = 0; }
    Move operator[](int i) const { return m_moves[i]; }
    Move& operator[](int i) { return m_moves[i]; }
    Move* begin() { return m_moves; }
    Move* end() { return m_moves + m_size; }
    const Move* begin() const { return m_moves; }
    const Move* end() const { return m_moves + m_size; }
    bool contains(Move m) const {
        for (int i = 0; i < m_size; ++i)
            if (m_moves[i] == m) return true;
        return false;
    }

private:
    Move m_moves[kCapacity];
    int m_size = 0;
};

enum class GenType {
    All,      // every legal move
    Noisy,    // captures, en passant and all promotions
    Quiet,    // everything else (castling included)
};

template <GenType Type> void generate(const Position& pos, MoveList& list);

inline void generateLegal(const Position& pos, MoveList& list) { generate<GenType::All>(pos, list); }
inline MoveList legalMoves(const Position& pos) {
    MoveList list;
    generate<GenType::All>(pos, list);
    return list;
}

} // namespace eschess
