#include "app/core/tournamenttables.h"

#include "app/core/tournamentrunner.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace eschess::app {

namespace {

QString pointsText(double points) {
    return QString::number(points, 'f', 1);
}

QString eloText(const eschess::PlayerRating& r) {
    switch (r.status) {
    case eschess::RatingStatus::AllWon:
        return QStringLiteral("+inf");
    case eschess::RatingStatus::AllLost:
        return QStringLiteral("-inf");
    case eschess::RatingStatus::Unrated:
        return QStringLiteral("-");
    case eschess::RatingStatus::Rated:
        break;
    }
    return QString::number(r.elo, 'f', 1);
}

} // namespace

std::vector<int> standingsOrder(const std::vector<double>& points, const std::vector<int>& games) {
    std::vector<int> order(points.size());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
        if (points[std::size_t(a)] != points[std::size_t(b)])
            return points[std::size_t(a)] > points[std::size_t(b)];
        return games[std::size_t(a)] < games[std::size_t(b)];
    });
    return order;
}

QString standingsLine(const TournamentRunner& runner) {
    const auto points = runner.points();
    const auto games = runner.gamesOf();
    QStringList parts;
    for (int i : standingsOrder(points, games))
        parts << QStringLiteral("%1 %2/%3")
                     .arg(runner.playerName(i), pointsText(points[std::size_t(i)]))
                     .arg(games[std::size_t(i)]);
    return QStringLiteral("Standings after %1 of %2 games: %3")
        .arg(runner.gamesPlayed())
        .arg(runner.totalGames())
        .arg(parts.join(QStringLiteral(", ")));
}

QStringList crosstable(const TournamentRunner& runner) {
    const auto points = runner.points();
    const auto games = runner.gamesOf();
    const eschess::ResultTable table = runner.resultTable();
    const std::vector<int> order = standingsOrder(points, games);
    int nameWidth = 6;
    for (int i = 0; i < runner.players(); ++i)
        nameWidth = std::max(nameWidth, int(runner.playerName(i).size()));
    const int cell = 9;
    QStringList lines;
    QString head = QStringLiteral("%1  %2  %3")
                       .arg(QStringLiteral("#"), 2)
                       .arg(QStringLiteral("Engine"), -nameWidth)
                       .arg(QStringLiteral("Score"), -11);
    for (std::size_t c = 0; c < order.size(); ++c) head += QStringLiteral("%1").arg(int(c + 1), cell);
    lines << head;
    for (std::size_t r = 0; r < order.size(); ++r) {
        const int p = order[r];
        QString line = QStringLiteral("%1  %2  %3")
                           .arg(int(r + 1), 2)
                           .arg(runner.playerName(p), -nameWidth)
                           .arg(QStringLiteral("%1/%2")
                                    .arg(pointsText(points[std::size_t(p)]))
                                    .arg(games[std::size_t(p)]),
                                -11);
        for (int q : order) {
            if (q == p) {
                line += QStringLiteral("%1").arg(QStringLiteral("-"), cell);
                continue;
            }
            const eschess::PairTally& t = table.tally(p, q);
            line += QStringLiteral("%1").arg(
                t.games() ? QStringLiteral("%1/%2").arg(pointsText(t.points())).arg(t.games())
                          : QStringLiteral("."),
                cell);
        }
        lines << line;
    }
    return lines;
}

QStringList ratingList(const eschess::ResultTable& table, const eschess::RatingFitOptions& options) {
    const auto fit = eschess::fitRatings(table, options);
    if (!fit) return {QStringLiteral("No rating list: %1").arg(QString::fromStdString(fit.error()))};
    int nameWidth = 6;
    for (int i = 0; i < table.size(); ++i) nameWidth = std::max(nameWidth, int(table.name(i).size()));
    QStringList lines;
    lines << QStringLiteral("Rank  %1  %2  %3  %4  %5  %6")
                 .arg(QStringLiteral("Engine"), -nameWidth)
                 .arg(QStringLiteral("Elo"), 8)
                 .arg(QStringLiteral("95% interval"), -19)
                 .arg(QStringLiteral("Games"), 5)
                 .arg(QStringLiteral("Score"), 6)
                 .arg(QStringLiteral("LOS next"), 8);
    const auto& ranking = fit->ranking;
    for (std::size_t k = 0; k < ranking.size(); ++k) {
        const int p = ranking[k];
        const eschess::PlayerRating& r = fit->players[std::size_t(p)];
        const QString interval =
            r.rated() ? QStringLiteral("[%1, %2]")
                            .arg(QString::number(r.low, 'f', 1), QString::number(r.high, 'f', 1))
                      : QStringLiteral("-");
        const QString score =
            r.games ? QStringLiteral("%1%").arg(QString::number(100.0 * r.points / r.games, 'f', 1))
                    : QStringLiteral("-");
        QString los = QStringLiteral("-");
        if (k + 1 < ranking.size() && r.rated() && fit->players[std::size_t(ranking[k + 1])].rated())
            los = QStringLiteral("%1%").arg(QString::number(100.0 * fit->losOverNext(int(k)), 'f', 1));
        lines << QStringLiteral("%1  %2  %3  %4  %5  %6  %7")
                     .arg(int(k + 1), 4)
                     .arg(QString::fromStdString(table.name(p)), -nameWidth)
                     .arg(eloText(r), 8)
                     .arg(interval, -19)
                     .arg(r.games, 5)
                     .arg(score, 6)
                     .arg(los, 8);
    }
    // The LOS matrix: row over column, in rank order (BayesElo's `los`). Neighbours sit next to
    // the diagonal; the rest shows how sure the order is further apart.
    std::vector<int> rated;
    for (int p : ranking)
        if (fit->players[std::size_t(p)].rated()) rated.push_back(p);
    if (rated.size() >= 2) {
        lines << QString() << QStringLiteral("LOS (%) of the row over the column:");
        QString head = QStringLiteral("    %1").arg(QString(), -nameWidth);
        for (std::size_t c = 0; c < rated.size(); ++c) head += QStringLiteral("%1").arg(int(c + 1), 6);
        lines << head;
        for (std::size_t r = 0; r < rated.size(); ++r) {
            QString line = QStringLiteral("%1  %2")
                               .arg(int(r + 1), 2)
                               .arg(QString::fromStdString(table.name(rated[r])), -nameWidth);
            for (std::size_t c = 0; c < rated.size(); ++c)
                line += c == r
                            ? QStringLiteral("%1").arg(QStringLiteral("-"), 6)
                            : QStringLiteral("%1").arg(
                                  std::round(100.0 * fit->los[std::size_t(rated[r])][std::size_t(rated[c])]),
                                  6, 'f', 0);
            lines << line;
        }
    }
    return lines;
}

} // namespace eschess::app
