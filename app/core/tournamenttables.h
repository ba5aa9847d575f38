#pragma once
// A tournament's results as text tables, for eschess-cli and for logs: the standings line printed
// after each game, the crosstable, and the rating list (maximum-likelihood fit over every game,
// see rating/ratingfit.h) with its LOS matrix. Plain text with fixed columns; no translations
// (the command line's output is English so that it reads the same everywhere).

#include "rating/ratingfit.h"
#include "rating/resulttable.h"

#include <QString>
#include <QStringList>

#include <vector>

namespace eschess::app {

class TournamentRunner;

// Players by points (then fewer games, then entry order), best first.
std::vector<int> standingsOrder(const std::vector<double>& points, const std::vector<int>& games);

// "Standings after 7 of 30 games: Eschess 4.5/5, Minimax 2.0/5, Random 0.5/4"
QString standingsLine(const TournamentRunner& runner);

// Rank, name, points/games, then one column per opponent with this player's points against them.
//   #  Engine      Score       1      2      3
//   1  eschess     7.5/8       -    3.5/4  4.0/4
QStringList crosstable(const TournamentRunner& runner);

// The fit's rating list (rank, name, Elo, 95% interval, games, score, LOS over the next), then
// the LOS matrix of the rated players in rank order; or the fit's message when it fails.
QStringList ratingList(const eschess::ResultTable& table, const eschess::RatingFitOptions& options);

} // namespace eschess::app
