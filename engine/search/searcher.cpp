#include "search/searcher.h"

#include <algorithm>
#include <cctype>

namespace eschess {

bool sameOptionName(std::string_view a, std::string_view b) {
    return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
               return std::tolower(static_cast<unsigned char>(x)) == std::tolower(static_cast<unsigned char>(y));
           });
}

SearchResult Searcher::search(const Position& pos, const SearchLimits& limits, const SearchCallbacks& callbacks,
                              std::stop_token stop) {
    // Every searcher starts its SearchControl at the beginning of search(), which registers
    // the token there.
    m_control.watch(std::move(stop));
    SearchResult result = search(pos, limits, callbacks);
    m_control.watch({});
    return result;
}

std::string Searcher::setOption(std::string_view name, std::string_view) {
    return "unknown option '" + std::string(name) + "' for searcher " + this->name();
}

} // namespace eschess
