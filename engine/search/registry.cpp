// The searcher family by name. Each searcher adds itself here.

#include "search/searcher.h"

#include "search/eschess.h"
#include "search/seeds.h"

namespace eschess {

namespace {

struct Entry {
    const char* name;
    std::unique_ptr<Searcher> (*make)();
};

// Ordered from the seed family's first step to the strongest (docs/seeds.md).
const Entry kEntries[] = {
    {"", nullptr},
    {"random", makeRandomSearcher},
    {"material", makeMaterialSearcher},
    {"minimax", makeMinimaxSearcher},
    {"alphabeta", makeAlphaBetaSearcher},
    {"negamax", makeNegamaxSearcher},
    {"iterative", makeIterativeSearcher},
    {"simplified", makeSimplifiedSearcher},
    {"quiescence", makeQuiescenceSearcher},
    {"prototype", makePrototypeSearcher},
    {"eschess", [] () -> std::unique_ptr<Searcher> { return std::make_unique<EschessSearcher>(); }},
};

} // namespace

std::unique_ptr<Searcher> makeSearcher(std::string_view name) {
    for (const Entry& e : kEntries)
        if (e.make && name == e.name) return e.make();
    return nullptr;
}

std::vector<std::string> searcherNames() {
    std::vector<std::string> names;
    for (const Entry& e : kEntries)
        if (e.make) names.emplace_back(e.name);
    return names;
}

std::string defaultSearcherName() {
    auto names = searcherNames();
    return names.empty() ? std::string() : names.back();
}

} // namespace eschess
