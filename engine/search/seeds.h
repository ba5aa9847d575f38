#pragma once
// The seed progression (docs/seeds.md) as selectable searchers, weakest first (see seeds.cpp for what each
// step adds). The registry lists them by these names.

#include "search/searcher.h"

#include <memory>

namespace eschess {

std::unique_ptr<Searcher> makeRandomSearcher();
std::unique_ptr<Searcher> makeMaterialSearcher();
std::unique_ptr<Searcher> makeMinimaxSearcher();
std::unique_ptr<Searcher> makeAlphaBetaSearcher();
std::unique_ptr<Searcher> makeNegamaxSearcher();
std::unique_ptr<Searcher> makeIterativeSearcher();
std::unique_ptr<Searcher> makeSimplifiedSearcher();
std::unique_ptr<Searcher> makeQuiescenceSearcher();
std::unique_ptr<Searcher> makePrototypeSearcher();

} // namespace eschess
