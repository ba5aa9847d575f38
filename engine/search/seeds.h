#pragma once
// The seed progression (docs/seeds.md) as selectable searchers, weakest first (see seeds.cpp for what each
// step adds). This one table feeds the registry: a seed's name is its traits' name.

#include "search/seedsearcher.h"

#include <vector>

namespace eschess {

const std::vector<SeedSearcher::Traits>& seedTraits();

} // namespace eschess
