#pragma once
// Caps this process's address space at its current size plus a margin for one scope, so that a
// large allocation fails here the way it does on a machine without that much memory (tests of
// "Hash too large" must not depend on the test machine's RAM or overcommit settings).

#include <cstddef>
#include <cstdio>

#include <sys/resource.h>
#include <unistd.h>

namespace eschess::test {

class AddressSpaceCap {
public:
    explicit AddressSpaceCap(std::size_t marginMb) {
        m_ok = getrlimit(RLIMIT_AS, &m_old) == 0;
        if (!m_ok) return;
        rlimit cap = m_old;
        cap.rlim_cur = rlim_t(currentBytes() + (marginMb << 20));
        if (m_old.rlim_max != RLIM_INFINITY && cap.rlim_cur > m_old.rlim_max) cap.rlim_cur = m_old.rlim_max;
        m_ok = setrlimit(RLIMIT_AS, &cap) == 0;
    }
    ~AddressSpaceCap() {
        if (m_ok) setrlimit(RLIMIT_AS, &m_old);
    }
    AddressSpaceCap(const AddressSpaceCap&) = delete;
    AddressSpaceCap& operator=(const AddressSpaceCap&) = delete;
    bool ok() const { return m_ok; }

private:
    static std::size_t currentBytes() {
        unsigned long pages = 0;
        if (FILE* f = std::fopen("/proc/self/statm", "r")) {
            if (std::fscanf(f, "%lu", &pages) != 1) pages = 0;
            std::fclose(f);
        }
        return std::size_t(pages) * std::size_t(sysconf(_SC_PAGESIZE));
    }
    rlimit m_old{};
    bool m_ok = false;
};

} // namespace eschess::test
