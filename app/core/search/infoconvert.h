#pragma once
// Turns the engine library's SearchInfo into the app's EngineInfo, so that the panels take
// one kind of update whether it came from an in-process searcher run by a panel itself
// (compare mode, tree explorer) or from an Engine's info signal.

#include "app/core/engine.h"
#include "search/searcher.h"

namespace eschess::app {

EngineInfo engineInfoFrom(const SearchInfo& info);

} // namespace eschess::app
