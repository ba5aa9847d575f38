#include "rating/resulttable.h"

namespace eschess {

ResultTable::ResultTable(std::vector<std::string> names) {
    for (std::string& n : names) player(n);
}

int ResultTable::find(std::string_view name) const {
    for (int i = 0; i < size(); ++i)
        if (m_names[i] == name) return i;
    return -1;
}

int ResultTable::player(std::string_view name) {
    const int found = find(name);
    if (found >= 0) return found;
    m_names.emplace_back(name);
    for (auto& row : m_tally) row.emplace_back();
    m_tally.emplace_back(m_names.size());
    return size() - 1;
}

void ResultTable::add(int a, int b, int winsOfA, int draws, int lossesOfA) {
    PairTally& ab = m_tally[a][b];
    PairTally& ba = m_tally[b][a];
    ab.wins += winsOfA;
    ab.draws += draws;
    ab.losses += lossesOfA;
    ba.wins += lossesOfA;
    ba.draws += draws;
    ba.losses += winsOfA;
}

bool ResultTable::addGame(int a, int b, double scoreOfA) {
    if (a == b || a < 0 || b < 0 || a >= size() || b >= size()) return false;
    if (scoreOfA == 1.0) add(a, b, 1, 0, 0);
    else if (scoreOfA == 0.5) add(a, b, 0, 1, 0);
    else if (scoreOfA == 0.0) add(a, b, 0, 0, 1);
    else return false;
    return true;
}

int ResultTable::addPgnGames(const std::vector<PgnGame>& games) {
    int skipped = 0;
    for (const PgnGame& g : games) {
        double white = -1;
        if (g.result == "1-0") white = 1;
        else if (g.result == "0-1") white = 0;
        else if (g.result == "1/2-1/2") white = 0.5;
        const std::string w = g.tag("White"), b = g.tag("Black");
        if (white < 0 || w == b) {
            ++skipped;
            continue;
        }
        const int wi = player(w); // in tag order: White is numbered first when both are new
        addGame(wi, player(b), white);
    }
    return skipped;
}

int ResultTable::games(int a) const {
    int n = 0;
    for (const PairTally& t : m_tally[a]) n += t.games();
    return n;
}

double ResultTable::points(int a) const {
    double p = 0;
    for (const PairTally& t : m_tally[a]) p += t.points();
    return p;
}

} // namespace eschess
