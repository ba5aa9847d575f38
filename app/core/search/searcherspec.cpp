#include "app/core/search/searcherspec.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace eschess::app {

QString SearcherSpec::label() const {
    const QString opts = options.trimmed();
    return opts.isEmpty() ? name : QStringLiteral("%1 (%2)").arg(name, opts);
}

std::unique_ptr<Searcher> makeConfiguredSearcher(const SearcherSpec& spec, QString* error) {
    auto searcher = makeSearcher(spec.name.trimmed().toStdString());
    if (!searcher) {
        *error = QCoreApplication::translate("SearcherSpec", "Unknown searcher '%1'").arg(spec.name);
        return nullptr;
    }
    const QStringList pairs =
        spec.options.split(QRegularExpression(QStringLiteral("[,;]")), Qt::SkipEmptyParts);
    for (const QString& raw : pairs) {
        const QString pair = raw.trimmed();
        if (pair.isEmpty()) continue;
        const qsizetype eq = pair.indexOf(QLatin1Char('='));
        if (eq <= 0) {
            *error = QCoreApplication::translate("SearcherSpec", "Option '%1' of %2: expected Name=value")
                         .arg(pair, spec.name);
            return nullptr;
        }
        const std::string name = pair.left(eq).trimmed().toStdString();
        const std::string value = pair.mid(eq + 1).trimmed().toStdString();
        const std::string problem = searcher->setOption(name, value);
        if (!problem.empty()) {
            *error = QCoreApplication::translate("SearcherSpec", "Option '%1' of %2: %3")
                         .arg(pair, spec.name, QString::fromStdString(problem));
            return nullptr;
        }
    }
    return searcher;
}

} // namespace eschess::app
