// The searcher family by name: the seeds (one table, seeds.cpp), then the strongest.

#include "search/searcher.h"

#include "search/pvssearcher.h"
#include "search/seeds.h"

namespace eschess {

std::unique_ptr<Searcher> makeSearcher(std::string_view name) {
    for (const SeedSearcher::Traits& t : seedTraits())
        if (name == t.name) return std::make_unique<SeedSearcher>(t);
    if (name == PvsSearcher::kName) return std::make_unique<PvsSearcher>();
    return nullptr;
}

std::vector<std::string> searcherNames() {
    std::vector<std::string> names;
    for (const SeedSearcher::Traits& t : seedTraits()) names.push_back(t.name);
    names.emplace_back(PvsSearcher::kName); // the strongest last: the family ordered from the first step up
    return names;
}

std::string defaultSearcherName() {
    auto names = searcherNames();
    return names.empty() ? std::string() : names.back();
}

} // namespace eschess
