#include "app/core/enginecatalog.h"

#include "app/core/uciparser.h"

#include "search/searcher.h"

#include <QHash>

namespace eschess::app {

QStringList familySearcherNames() {
    QStringList names;
    for (const std::string& n : eschess::searcherNames()) names << QString::fromStdString(n);
    return names;
}

std::optional<std::pair<int, int>> familyEloRange(const QString& name) {
    // Asked on every change of the dialog's choices; a probe searcher allocates its table, so
    // each name is asked once (the family is compiled in and does not change while we run).
    static QHash<QString, std::optional<std::pair<int, int>>> known;
    if (const auto it = known.constFind(name); it != known.constEnd()) return *it;
    std::optional<std::pair<int, int>> range;
    if (const auto probe = eschess::makeSearcher(name.toStdString())) {
        using Type = eschess::OptionSpec::Type;
        const std::vector<eschess::OptionSpec> options = probe->options();
        const eschess::OptionSpec* limit = findUciOption(options, "UCI_LimitStrength");
        const eschess::OptionSpec* elo = findUciOption(options, "UCI_Elo");
        if (limit && limit->type == Type::Check && elo && elo->type == Type::Spin) range = std::pair{elo->min, elo->max};
    }
    known.insert(name, range);
    return range;
}

} // namespace eschess::app
