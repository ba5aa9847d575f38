#pragma once
// The comma-separated fields of an option's value ("0,10,0.05,0.05", "3,20,61,25,4"), and the
// spaces a field may have around it ("0, 10") taken off when it is read.

#include <string_view>
#include <vector>

namespace eschess {

// The fields as they stand (not trimmed, so a message can quote one as typed): an empty text is
// one empty field, a trailing comma adds an empty one.
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

// field without the spaces before and after it.
inline std::string_view withoutSpaces(std::string_view field) {
    while (!field.empty() && field.front() == ' ') field.remove_prefix(1);
    while (!field.empty() && field.back() == ' ') field.remove_suffix(1);
    return field;
}

} // namespace eschess
