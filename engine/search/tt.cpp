#include "search/tt.h"

#include <algorithm>

namespace eschess {

void TranspositionTable::resize(std::size_t megabytes) {
    megabytes = std::max<std::size_t>(1, megabytes);
    const std::size_t count = megabytes * 1024 * 1024 / sizeof(Bucket);
    m_buckets.assign(count, Bucket{});
    m_buckets.shrink_to_fit();
    m_megabytes = megabytes;
    m_generation = 0;
}

void TranspositionTable::clear() {
    std::fill(m_buckets.begin(), m_buckets.end(), Bucket{});
    m_generation = 0;
}

const TTEntry* TranspositionTable::probe(Key key) const {
    const Bucket& b = bucketFor(key);
    const auto key16 = std::uint16_t(key);
    for (const TTEntry& e : b.entries)
        if (e.depth && e.key16 == key16) return &e;
    return nullptr;
}

void TranspositionTable::store(Key key, Move move, Value score, Value eval, int depth, Bound bound) {
    Bucket& b = bucketFor(key);
    const auto key16 = std::uint16_t(key);
    TTEntry* target = &b.entries[0];
    int worst = 1 << 30;
    for (TTEntry& e : b.entries) {
        if (!e.depth || e.key16 == key16) {
            target = &e;
            break;
        }
        // Prefer to replace old and shallow entries.
        const int age = (m_generation - (e.genBound >> 2)) & 63;
        const int worth = int(e.depth) - 4 * age;
        if (worth < worst) {
            worst = worth;
            target = &e;
        }
    }
    // Keep a deeper entry of the same position unless this one is exact or the old one is stale.
    if (target->depth && target->key16 == key16 && bound != Bound::Exact && depth + 3 < target->searchDepth() &&
        (target->genBound >> 2) == m_generation) {
        if (move && !target->move) target->move = move.raw();
        return;
    }
    if (move || target->key16 != key16) target->move = move.raw();
    target->key16 = key16;
    target->score = std::int16_t(score);
    target->eval = std::int16_t(std::clamp(eval, -32767, 32767));
    target->depth = std::uint8_t(std::clamp(depth + 1, 1, 255));
    target->genBound = std::uint8_t(m_generation << 2 | std::uint8_t(bound));
}

int TranspositionTable::hashfull() const {
    const std::size_t sample = std::min<std::size_t>(1000, m_buckets.size());
    int used = 0, total = 0;
    for (std::size_t i = 0; i < sample; ++i)
        for (const TTEntry& e : m_buckets[i].entries) {
            ++total;
            if (e.depth && (e.genBound >> 2) == m_generation) ++used;
        }
    return total ? used * 1000 / total : 0;
}

} // namespace eschess
