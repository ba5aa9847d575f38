#include "search/zeroedpages.h"

#include <cstdint>
#include <cstdlib>
#include <cstring>

#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace eschess {

void* allocateZeroedPages(std::size_t bytes, std::size_t alignment) {
    if (bytes == 0) return nullptr;
#if defined(__linux__)
    // Mapped one alignment larger, then trimmed to an aligned block (mmap aligns to 4 KB only).
    // Under AddressSanitizer such a block has no shadow to poison and unpoison, so it is cheap
    // there too; the tables' fixed-size arrays keep UBSan's bounds checks.
    const std::size_t mapped = bytes + (alignment > 4096 ? alignment : 0);
    void* raw = mmap(nullptr, mapped, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (raw == MAP_FAILED) return nullptr;
    const auto start = reinterpret_cast<std::uintptr_t>(raw);
    const std::uintptr_t aligned = (start + alignment - 1) & ~std::uintptr_t(alignment - 1);
    if (aligned > start) munmap(raw, aligned - start);
    if (const std::size_t tail = start + mapped - (aligned + bytes); tail > 0)
        munmap(reinterpret_cast<void*>(aligned + bytes), tail);
    return reinterpret_cast<void*>(aligned);
#else
    void* block = std::aligned_alloc(alignment, (bytes + alignment - 1) / alignment * alignment);
    if (block) std::memset(block, 0, bytes);
    return block;
#endif
}

void freeZeroedPages(void* block, std::size_t bytes) {
    if (!block) return;
#if defined(__linux__)
    munmap(block, bytes);
#else
    (void)bytes;
    std::free(block);
#endif
}

} // namespace eschess
