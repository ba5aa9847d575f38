#pragma once
// Renders the search views' documentation screenshots (docs/screenshots/search-*.png) from
// real searches on the seed position (docs/seeds.md). Used by the search-screenshots tool.

#include <QString>

namespace eschess::app {

// Writes search-stats, search-compare, search-pv, search-depth and search-tree PNGs into dir;
// returns 0 on success.
int renderSearchScreenshots(const QString& dir);

} // namespace eschess::app
