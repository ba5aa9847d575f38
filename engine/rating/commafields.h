#pragma once
// The comma-separated fields of an option's value ("0,10,0.05,0.05", "3,20,61,25,4"), as they
// stand (not trimmed): an empty text is one empty field, a trailing comma adds an empty one.

#include <string_view>
#include <vector>

namespace eschess {

inline std::vector<std::string_view> commaFields(std::string_view text) {
    std::vector<std::string_view> fields;
    std::size_t start = 0;
    while (true) {
        const std::size_t comma = text.find(',', start);
        fields.push_back(
            text.substr(start, comma == std::string_view::npos ? std::string_view::npos : comma - start));
        if (comma == std::string_view::npos) return fields;
        start = comma + 1;
    }
}

} // namespace eschess
