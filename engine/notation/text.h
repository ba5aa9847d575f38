#pragma once
// Small text helpers shared by the notation parsers (SAN, EPD, PGN).

#include <cstddef>
#include <string>
#include <string_view>

namespace eschess::text {

inline bool isSpace(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\f' || c == '\v'; }

// The length (2 to 4) of the well-formed UTF-8 sequence of a non-ASCII character starting at
// text[i], or 0 if none starts there (a stray continuation byte, an overlong or surrogate form,
// a sequence cut short).
inline std::size_t utf8SequenceLength(std::string_view text, std::size_t i) {
    const auto byte = [&](std::size_t k) { return static_cast<unsigned char>(text[k]); };
    const unsigned char lead = byte(i);
    std::size_t length = 0;
    unsigned char low = 0x80, high = 0xbf; // the range of the second byte
    if (lead >= 0xc2 && lead <= 0xdf) length = 2;
    else if (lead >= 0xe0 && lead <= 0xef) {
        length = 3;
        if (lead == 0xe0) low = 0xa0;
        if (lead == 0xed) high = 0x9f;
    } else if (lead >= 0xf0 && lead <= 0xf4) {
        length = 4;
        if (lead == 0xf0) low = 0x90;
        if (lead == 0xf4) high = 0x8f;
    }
    if (length == 0 || text.size() - i < length) return 0;
    if (byte(i + 1) < low || byte(i + 1) > high) return 0;
    for (std::size_t k = 2; k < length; ++k)
        if (byte(i + k) < 0x80 || byte(i + k) > 0xbf) return 0;
    return length;
}

// The text as it goes into an error message: quoted and shortened. Printable ASCII and
// well-formed UTF-8 characters (a "½" or an "é" pasted into a game) stand as they are; any other
// byte is written \xNN, so that a message names the byte a reader cannot see ('\x00', not '?').
inline std::string quoted(std::string_view text) {
    constexpr std::size_t kMax = 24;
    constexpr char kHex[] = "0123456789ABCDEF";
    std::string out = "'";
    std::size_t i = 0;
    while (i < text.size() && i < kMax) {
        const unsigned char c = static_cast<unsigned char>(text[i]);
        if (c >= 32 && c < 127) {
            out += char(c);
            ++i;
        } else if (const std::size_t n = utf8SequenceLength(text, i); n > 0) {
            out.append(text.substr(i, n));
            i += n;
        } else {
            out += "\\x";
            out += kHex[c >> 4];
            out += kHex[c & 15];
            ++i;
        }
    }
    if (i < text.size()) out += "...";
    return out + "'";
}

} // namespace eschess::text
