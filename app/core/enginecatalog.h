#pragma once
// The engines a user can pick: the in-process searcher family (and, later, external UCI engines).

#include <QString>
#include <QStringList>

#include <optional>
#include <utility>

namespace eschess::app {

// Names of the in-process searchers, weakest first.
QStringList familySearcherNames();

// The UCI_Elo range a searcher of the family announces (800–2400 for eschess), or nullopt when
// it has no strength levels (UCI_LimitStrength and UCI_Elo): what the new-game dialog offers.
std::optional<std::pair<int, int>> familyEloRange(const QString& name);

} // namespace eschess::app
