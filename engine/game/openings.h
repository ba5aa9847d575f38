#pragma once
// Opening names: the ECO code and name of a position, from a list of opening lines (the Lichess
// CC0 list that resources/openings/eco holds). Lines are indexed by the Zobrist key of the position
// they reach, so a game that gets there by another move order — a transposition — is named too.

#include "core/position.h"

#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace eschess {

struct Opening {
    std::string eco;  // "C60"
    std::string name; // "Ruy Lopez"
};

class OpeningIndex {
  public:
    // Adds the lines of a TSV file "eco<TAB>name<TAB>1. e4 e5 …" (a header line "eco…" is skipped).
    // Returns one message per bad line ("line 12: …"); the good lines are added all the same.
    // When two lines reach the same position the first one names it.
    std::vector<std::string> addTsv(std::string_view text);

    const Opening* find(const Position& pos) const;
    // The deepest named position of a game: the opening it is in after all of `moves`
    // (nullptr when not even its first positions are named).
    const Opening* classify(const Position& start, const std::vector<Move>& moves) const;
    size_t size() const { return m_byKey.size(); }

  private:
    std::unordered_map<Key, Opening> m_byKey;
};

} // namespace eschess
