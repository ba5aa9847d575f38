#pragma once
// The results of a tournament as the rating fit needs them: for every pair of players, how many
// games the first won, drew and lost. Colours are not kept (the fit has no white advantage), and
// the order of games does not matter.

#include "notation/pgn.h"

#include <string>
#include <string_view>
#include <vector>

namespace eschess {

struct PairTally {
    int wins = 0, draws = 0, losses = 0; // of the row player against the column player
    int games() const { return wins + draws + losses; }
    double points() const { return wins + 0.5 * draws; }
};

class ResultTable {
  public:
    ResultTable() = default;
    explicit ResultTable(std::vector<std::string> names);

    int size() const { return int(m_names.size()); }
    const std::string& name(int i) const { return m_names[i]; }
    const std::vector<std::string>& names() const { return m_names; }
    // The index of a player, added when new.
    int player(std::string_view name);
    int find(std::string_view name) const; // -1 when absent

    // One game: score of `a` is 1, 0.5 or 0 (anything else is ignored and returns false).
    bool addGame(int a, int b, double scoreOfA);
    void add(int a, int b, int winsOfA, int draws, int lossesOfA);
    // Players by the White and Black tags; games without a result ("*") are skipped and counted.
    int addPgnGames(const std::vector<PgnGame>& games);

    // a's results against b (the mirror of b's against a).
    const PairTally& tally(int a, int b) const { return m_tally[a][b]; }
    int games(int a) const;
    double points(int a) const;

  private:
    std::vector<std::string> m_names;
    std::vector<std::vector<PairTally>> m_tally;
};

} // namespace eschess
