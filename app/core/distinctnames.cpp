#include "app/core/distinctnames.h"

namespace eschess::app {

void makeNamesDistinct(std::vector<QString>& names) {
    const std::vector<QString> given = names;
    for (std::size_t i = 0; i < given.size(); ++i) {
        int copies = 0, rank = 0;
        for (std::size_t j = 0; j < given.size(); ++j)
            if (given[j] == given[i]) {
                ++copies;
                if (j < i) ++rank;
            }
        if (copies > 1) names[i] = given[i] + QStringLiteral(" (%1)").arg(rank + 1);
    }
}

} // namespace eschess::app
