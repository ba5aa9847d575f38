#include "search/tt.h"

#include "search/zeroedpages.h"

#include <algorithm>

#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace eschess {

namespace {
constexpr std::size_t kHugePage = std::size_t(2) << 20;
}

void TranspositionTable::FreeBlock::operator()(Bucket* p) const { freeZeroedPages(p, bytes); }

bool TranspositionTable::resize(std::size_t megabytes) {
    megabytes = std::max<std::size_t>(1, megabytes);
    if (megabytes > (std::size_t(-1) >> 21)) return false; // the byte count would overflow
    const std::size_t bytes = megabytes * 1024 * 1024;
    // Probing is a random walk over the whole table: with 4 KB pages nearly every probe also
    // misses the TLB. Aligned to 2 MB (a multiple of it in size), the block can use huge pages.
    const std::size_t rounded = (bytes + kHugePage - 1) / kHugePage * kHugePage;
    // Zeroed by the kernel as pages are first touched (search/zeroedpages.h): not written here.
    void* block = allocateZeroedPages(rounded, kHugePage);
    if (!block) return false; // the old table stays as it was
#ifdef MADV_HUGEPAGE
    madvise(block, rounded, MADV_HUGEPAGE);
#endif
    m_buckets = std::unique_ptr<Bucket[], FreeBlock>(static_cast<Bucket*>(block), FreeBlock{rounded});
    m_count = bytes / sizeof(Bucket);
    m_megabytes = megabytes;
    m_generation = 0;
    m_searched = false; // zero already: every slot empty
    return true;
}

void TranspositionTable::clear() {
    // Only searches write entries, and each begins with newSearch(): a table none has used since
    // it was made or cleared is empty already (a GUI's `ucinewgame` before the first `go`).
    if (m_searched) std::fill(m_buckets.get(), m_buckets.get() + m_count, Bucket{});
    m_generation = 0;
    m_searched = false;
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
    const std::size_t sample = std::min<std::size_t>(1000, m_count);
    int used = 0, total = 0;
    for (std::size_t i = 0; i < sample; ++i)
        for (const TTEntry& e : m_buckets[i].entries) {
            ++total;
            if (e.depth && (e.genBound >> 2) == m_generation) ++used;
        }
    return total ? used * 1000 / total : 0;
}

} // namespace eschess
