#include "app/core/enginecatalog.h"

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
        const std::vector<eschess::OptionSpec> options = probe->options();
        bool limits = false;
        for (const eschess::OptionSpec& o : options) {
            if (eschess::sameOptionName(o.name, "UCI_LimitStrength") && o.type == eschess::OptionSpec::Type::Check)
                limits = true;
            if (eschess::sameOptionName(o.name, "UCI_Elo") && o.type == eschess::OptionSpec::Type::Spin)
                range = std::pair{int(o.min), int(o.max)};
        }
        if (!limits) range.reset();
    }
    known.insert(name, range);
    return range;
}

} // namespace eschess::app
