#include "search/searcher.h"

namespace eschess {

std::string Searcher::setOption(std::string_view name, std::string_view) {
    return "unknown option '" + std::string(name) + "' for searcher " + this->name();
}

} // namespace eschess
