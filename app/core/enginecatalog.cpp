#include "app/core/enginecatalog.h"

#include "search/searcher.h"

namespace eschess::app {

QStringList familySearcherNames() {
    QStringList names;
    for (const std::string& n : eschess::searcherNames()) names << QString::fromStdString(n);
    return names;
}

} // namespace eschess::app
