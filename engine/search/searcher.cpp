#include "search/searcher.h"

namespace eschess {

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
