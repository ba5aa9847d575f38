#pragma once
// The engines a user can pick: the in-process searcher family (and, later, external UCI engines).

#include <QString>
#include <QStringList>

namespace eschess::app {

// Names of the in-process searchers, weakest first.
QStringList familySearcherNames();

} // namespace eschess::app
