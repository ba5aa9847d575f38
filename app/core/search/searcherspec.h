#pragma once
// A family searcher with options, as the panels' runners take it: a name ("eschess") and an
// option text ("NullMove=false, Hash=16"). Bad names or options are reported, never guessed.

#include "search/searcher.h"

#include <QString>

#include <functional>
#include <memory>

namespace eschess::app {

struct SearcherSpec {
    QString name;
    QString options; // "Name=value" pairs separated by commas or semicolons

    // "eschess (NullMove=false)" or just the name.
    QString label() const;
};

// Builds the searcher and applies the options; on failure returns nullptr and sets *error to
// what is wrong (unknown searcher, malformed pair, option rejected by the searcher).
std::unique_ptr<Searcher> makeConfiguredSearcher(const SearcherSpec& spec, QString* error);

// How runners build searchers; makeConfiguredSearcher unless a test puts in its own.
using SearcherFactory = std::function<std::unique_ptr<Searcher>(const SearcherSpec&, QString*)>;

} // namespace eschess::app
