#pragma once
// Little-endian bytes for the engine's binary files (the network, the explorer's index): one
// writer, one bounds-checked reader, one checksum, so every file format reads the same way on
// any machine and a short or corrupt file is noticed instead of read past its end.

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace eschess {

// 64-bit FNV-1a: the checksum at the end of each file.
inline std::uint64_t fnv1a(const std::uint8_t* data, std::size_t size) {
    std::uint64_t h = 0xcbf29ce484222325ULL;
    for (std::size_t i = 0; i < size; ++i) {
        h ^= data[i];
        h *= 0x100000001b3ULL;
    }
    return h;
}

inline void put32(std::vector<std::uint8_t>& out, std::uint32_t v) {
    for (int i = 0; i < 4; ++i) out.push_back(std::uint8_t(v >> (8 * i)));
}
inline void put64(std::vector<std::uint8_t>& out, std::uint64_t v) {
    for (int i = 0; i < 8; ++i) out.push_back(std::uint8_t(v >> (8 * i)));
}
// A length, then the bytes.
inline void putString(std::vector<std::uint8_t>& out, std::string_view s) {
    put32(out, std::uint32_t(s.size()));
    out.insert(out.end(), s.begin(), s.end());
}

inline std::uint32_t get32(const std::uint8_t* p) {
    return std::uint32_t(p[0]) | std::uint32_t(p[1]) << 8 | std::uint32_t(p[2]) << 16 |
           std::uint32_t(p[3]) << 24;
}
inline std::uint64_t get64(const std::uint8_t* p) {
    return std::uint64_t(get32(p)) | std::uint64_t(get32(p + 4)) << 32;
}

// Reads values in order; once a read would pass the end, every read fails (returns false) and
// the values are left as they were, so a parser checks ok() once where it is convenient.
class ByteReader {
  public:
    explicit ByteReader(std::string_view bytes)
        : m_p(reinterpret_cast<const std::uint8_t*>(bytes.data())), m_left(bytes.size()) {}

    bool ok() const { return m_ok; }
    std::size_t left() const { return m_left; }

    bool u16(std::uint16_t& v) {
        if (!take(2)) return false;
        v = std::uint16_t(m_p[-2] | m_p[-1] << 8);
        return true;
    }
    bool u32(std::uint32_t& v) {
        if (!take(4)) return false;
        v = get32(m_p - 4);
        return true;
    }
    bool u64(std::uint64_t& v) {
        if (!take(8)) return false;
        v = get64(m_p - 8);
        return true;
    }
    // A length-prefixed string of at most maxLength bytes.
    bool string(std::string& s, std::size_t maxLength) {
        std::uint32_t length = 0;
        if (!u32(length)) return false;
        if (length > maxLength || length > m_left) return m_ok = false;
        s.assign(reinterpret_cast<const char*>(m_p), length);
        take(length);
        return true;
    }

  private:
    bool take(std::size_t n) {
        if (!m_ok || n > m_left) return m_ok = false;
        m_p += n;
        m_left -= n;
        return true;
    }
    const std::uint8_t* m_p;
    std::size_t m_left;
    bool m_ok = true;
};

} // namespace eschess
