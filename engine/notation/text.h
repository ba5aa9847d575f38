#pragma once
// Small text helpers shared by the notation parsers (SAN, EPD, PGN).

#include <cstddef>
#include <string>
#include <string_view>

namespace eschess::text {

inline bool isSpace(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\f' || c == '\v'; }

// The text as it goes into an error message: quoted, shortened, control bytes shown as '?'.
inline std::string quoted(std::string_view text) {
    constexpr std::size_t kMax = 24;
    std::string out = "'";
    for (std::size_t i = 0; i < text.size() && i < kMax; ++i) {
        const unsigned char c = static_cast<unsigned char>(text[i]);
        out += (c >= 32 && c < 127) ? char(c) : '?';
    }
    if (text.size() > kMax) out += "...";
    return out + "'";
}

} // namespace eschess::text
