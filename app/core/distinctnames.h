#pragma once
// Names for the rows of a table in which one engine may take part twice (at other settings, say:
// two nets of the strong engine). Results are kept by name, so equal names would merge.

#include <QString>

#include <vector>

namespace eschess::app {

// Each name that occurs more than once gets " (1)", " (2)", … in the order of the entries; the
// others stay as they are.
void makeNamesDistinct(std::vector<QString>& names);

} // namespace eschess::app
