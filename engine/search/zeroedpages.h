#pragma once
// Large zeroed blocks for the strong searcher's tables (the transposition table, the
// histories), straight from the kernel where it can: anonymous pages read as zero and are only
// backed when first written, so a new table costs nothing before a search uses it. A searcher
// is often built for one short search or none at all (to list its options, to check an engine
// spec, a fuzz target's input); writing every byte of 16 MB + 1.2 MB first, as before, made
// each of those cost milliseconds.

#include <cstddef>
#include <memory>
#include <new>
#include <type_traits>

namespace eschess {

// `bytes` of zeroed memory aligned to `alignment` (a power of two, at least 4096), or nullptr.
void* allocateZeroedPages(std::size_t bytes, std::size_t alignment);
// Gives back a block from allocateZeroedPages with the same size.
void freeZeroedPages(void* block, std::size_t bytes);

// A plain table (an array of trivially copyable values whose cleared state is all zero bytes)
// in zeroed pages, made without writing it.
template <class T> struct ZeroedPagesDelete {
    void operator()(T* p) const { freeZeroedPages(p, sizeof(T)); }
};
template <class T> using ZeroedPagesPtr = std::unique_ptr<T, ZeroedPagesDelete<T>>;
template <class T> ZeroedPagesPtr<T> makeZeroedPages() {
    static_assert(std::is_trivially_copyable_v<T> && std::is_trivially_destructible_v<T>);
    void* block = allocateZeroedPages(sizeof(T), 4096);
    if (!block) throw std::bad_alloc();
    return ZeroedPagesPtr<T>(static_cast<T*>(block));
}

} // namespace eschess
