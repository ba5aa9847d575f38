#include "rating/ratingfit.h"

#include "rating/elo.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>
#include <sstream>

namespace eschess {

namespace {

constexpr int kMaxIterations = 200;

using Matrix = std::vector<std::vector<double>>;

Matrix zeros(int n) { return Matrix(n, std::vector<double>(n, 0.0)); }

// Gauss-Jordan with partial pivoting; false when singular. Fields are small (tens of players), so
// a dense cubic inverse is fine.
bool invert(Matrix a, Matrix& inverse) {
    const int n = int(a.size());
    inverse = zeros(n);
    for (int i = 0; i < n; ++i) inverse[i][i] = 1;
    for (int col = 0; col < n; ++col) {
        int pivot = col;
        for (int r = col + 1; r < n; ++r)
            if (std::fabs(a[r][col]) > std::fabs(a[pivot][col])) pivot = r;
        if (std::fabs(a[pivot][col]) < 1e-300) return false;
        std::swap(a[col], a[pivot]);
        std::swap(inverse[col], inverse[pivot]);
        const double d = a[col][col];
        for (int c = 0; c < n; ++c) a[col][c] /= d, inverse[col][c] /= d;
        for (int r = 0; r < n; ++r) {
            if (r == col || a[r][col] == 0) continue;
            const double f = a[r][col];
            for (int c = 0; c < n; ++c) a[r][c] -= f * a[col][c], inverse[r][c] -= f * inverse[col][c];
        }
    }
    return true;
}

Matrix multiply(const Matrix& a, const Matrix& b) {
    const int n = int(a.size());
    Matrix out = zeros(n);
    for (int i = 0; i < n; ++i)
        for (int k = 0; k < n; ++k)
            if (a[i][k] != 0)
                for (int j = 0; j < n; ++j) out[i][j] += a[i][k] * b[k][j];
    return out;
}

std::string joinNames(const ResultTable& table, const std::vector<int>& players) {
    std::string out;
    for (int p : players) out += (out.empty() ? "" : ", ") + table.name(p);
    return out;
}

// Players reachable from `from` along edges where the edge test holds (a depth-first walk).
template <class Edge> std::vector<bool> reachable(int from, const std::vector<int>& rated, Edge edge) {
    std::vector<bool> seen(rated.size(), false);
    std::vector<int> stack{from};
    seen[from] = true;
    while (!stack.empty()) {
        const int i = stack.back();
        stack.pop_back();
        for (int j = 0; j < int(rated.size()); ++j)
            if (!seen[j] && edge(rated[i], rated[j])) seen[j] = true, stack.push_back(j);
    }
    return seen;
}

double normalCdf(double x) { return 0.5 * std::erfc(-x / std::sqrt(2.0)); }

} // namespace

Parsed<RatingFit> fitRatings(const ResultTable& table, const RatingFitOptions& options) {
    const int n = table.size();
    RatingFit fit;
    fit.players.resize(n);
    for (int i = 0; i < n; ++i) {
        fit.players[i].games = table.games(i);
        fit.players[i].points = table.points(i);
    }
    if (options.anchor == RatingAnchor::Player && (options.anchorPlayer < 0 || options.anchorPlayer >= n))
        return Parsed<RatingFit>::failure("the anchor player is not in the table");

    // Leave out players with no finite rating until every remaining one scored and conceded.
    std::vector<bool> in(n, true);
    for (bool changed = true; changed;) {
        changed = false;
        for (int i = 0; i < n; ++i) {
            if (!in[i]) continue;
            int games = 0;
            double points = 0;
            for (int j = 0; j < n; ++j)
                if (in[j]) games += table.tally(i, j).games(), points += table.tally(i, j).points();
            RatingStatus status = RatingStatus::Rated;
            if (games == 0) status = RatingStatus::Unrated;
            else if (points == games) status = RatingStatus::AllWon;
            else if (points == 0) status = RatingStatus::AllLost;
            if (status != RatingStatus::Rated) {
                fit.players[i].status = status;
                in[i] = false;
                changed = true;
            }
        }
    }
    std::vector<int> rated;
    for (int i = 0; i < n; ++i)
        if (in[i]) rated.push_back(i), fit.players[i].status = RatingStatus::Rated;
    const int m = int(rated.size());

    if (options.anchor == RatingAnchor::Player && !in[options.anchorPlayer])
        return Parsed<RatingFit>::failure("the anchor " + table.name(options.anchorPlayer) +
                                          " has no finite rating (won or lost every game, or played none)");

    if (m > 0) {
        // A finite maximum needs every rated player to reach every other one both through games
        // played and through points scored.
        const auto met = [&](int a, int b) { return table.tally(a, b).games() > 0; };
        const auto scored = [&](int a, int b) { return table.tally(a, b).points() > 0; };
        const std::vector<bool> joined = reachable(0, rated, met);
        for (int k = 0; k < m; ++k)
            if (!joined[k])
                return Parsed<RatingFit>::failure(table.name(rated[0]) + " and " + table.name(rated[k]) +
                                                  " are not connected by games, directly or through common "
                                                  "opponents, so their ratings cannot be compared");
        for (int k = 0; k < m; ++k) {
            // Those k scored against, directly or in a chain. Nobody among them ever scored against
            // the others, so if there are others, they won every game between the two groups.
            const std::vector<bool> down = reachable(k, rated, scored);
            std::vector<int> above, below;
            for (int j = 0; j < m; ++j) (down[j] ? below : above).push_back(rated[j]);
            if (!above.empty())
                return Parsed<RatingFit>::failure("no finite ratings: " + joinNames(table, above) +
                                                  " won every game against " + joinNames(table, below) +
                                                  "; more games are needed");
        }
    }

    // Newton's method on the concave log-likelihood, rated[0] held at 0 (only differences matter).
    std::vector<double> r(n, 0.0);
    const auto logLikelihood = [&](const std::vector<double>& x) {
        double sum = 0;
        for (int a = 0; a < m; ++a)
            for (int b = a + 1; b < m; ++b) {
                const PairTally& t = table.tally(rated[a], rated[b]);
                if (t.games() == 0) continue;
                const double d = (x[rated[a]] - x[rated[b]]) / 400.0;
                // ln E = -ln(1 + 10^-d), ln(1 - E) = -ln(1 + 10^d)
                sum -= t.points() * std::log1p(std::pow(10.0, -d)) +
                       (t.games() - t.points()) * std::log1p(std::pow(10.0, d));
            }
        return sum;
    };
    // Information (I) and score-spread (J) matrices over rated[1..m-1], and the gradient.
    const auto matrices = [&](const std::vector<double>& x, Matrix& info, Matrix& spread, std::vector<double>& grad) {
        info = zeros(m);
        spread = zeros(m);
        grad.assign(m, 0.0);
        for (int a = 0; a < m; ++a)
            for (int b = 0; b < m; ++b) {
                if (a == b) continue;
                const PairTally& t = table.tally(rated[a], rated[b]);
                if (t.games() == 0) continue;
                const double e = eloToScore(x[rated[a]] - x[rated[b]]);
                const double i = kEloSlope * kEloSlope * t.games() * e * (1 - e);
                const double j = kEloSlope * kEloSlope *
                                 (t.wins * (1 - e) * (1 - e) + t.draws * (0.5 - e) * (0.5 - e) + t.losses * e * e);
                grad[a] += kEloSlope * (t.points() - t.games() * e);
                info[a][a] += i, info[a][b] -= i;
                spread[a][a] += j, spread[a][b] -= j;
            }
        // Drop the reference player's row and column.
        info.erase(info.begin()), spread.erase(spread.begin()), grad.erase(grad.begin());
        for (auto& row : info) row.erase(row.begin());
        for (auto& row : spread) row.erase(row.begin());
    };

    Matrix info, spread, infoInverse;
    std::vector<double> grad;
    bool converged = m <= 1;
    for (int it = 0; it < kMaxIterations && !converged; ++it) {
        fit.iterations = it + 1;
        matrices(r, info, spread, grad);
        if (!invert(info, infoInverse)) return Parsed<RatingFit>::failure("the rating fit is singular");
        std::vector<double> step(m - 1, 0.0);
        double largest = 0;
        for (int a = 0; a < m - 1; ++a) {
            for (int b = 0; b < m - 1; ++b) step[a] += infoInverse[a][b] * grad[b];
            largest = std::max(largest, std::fabs(step[a]));
        }
        // Far from the maximum a full Newton step can overshoot; halve it until the likelihood rises.
        const double before = logLikelihood(r);
        double scale = largest > 400 ? 400 / largest : 1.0;
        std::vector<double> next = r;
        for (int tries = 0; tries < 60; ++tries, scale /= 2) {
            for (int a = 1; a < m; ++a) next[rated[a]] = r[rated[a]] + scale * step[a - 1];
            if (logLikelihood(next) >= before - 1e-12) break;
        }
        r = next;
        if (largest * scale < 1e-10) converged = true;
    }
    if (!converged) return Parsed<RatingFit>::failure("the rating fit did not converge");

    // Covariance of the differences from rated[0], then of the anchored ratings.
    Matrix cov = zeros(m);
    if (m > 1) {
        matrices(r, info, spread, grad);
        if (!invert(info, infoInverse)) return Parsed<RatingFit>::failure("the rating fit is singular");
        const Matrix reduced = multiply(multiply(infoInverse, spread), infoInverse);
        for (int a = 1; a < m; ++a)
            for (int b = 1; b < m; ++b) cov[a][b] = reduced[a - 1][b - 1];
    }
    // Anchoring is linear, R' = A R + c, so the covariance becomes A C Aᵀ.
    Matrix anchorMap = zeros(m);
    double shift = options.anchorElo;
    for (int a = 0; a < m; ++a) anchorMap[a][a] = 1;
    if (options.anchor == RatingAnchor::Mean) {
        double mean = 0;
        for (int a = 0; a < m; ++a) mean += r[rated[a]] / m;
        shift -= mean;
        for (int a = 0; a < m; ++a)
            for (int b = 0; b < m; ++b) anchorMap[a][b] -= 1.0 / m;
    } else {
        const int anchor = int(std::find(rated.begin(), rated.end(), options.anchorPlayer) - rated.begin());
        shift -= r[options.anchorPlayer];
        for (int a = 0; a < m; ++a) anchorMap[a][anchor] -= 1;
    }
    Matrix transposed = zeros(m);
    for (int a = 0; a < m; ++a)
        for (int b = 0; b < m; ++b) transposed[a][b] = anchorMap[b][a];
    const Matrix anchoredCov = multiply(multiply(anchorMap, cov), transposed);

    const double inf = std::numeric_limits<double>::infinity();
    for (int i = 0; i < n; ++i) {
        PlayerRating& p = fit.players[i];
        if (p.status == RatingStatus::Rated) continue;
        p.elo = p.status == RatingStatus::AllWon ? inf : p.status == RatingStatus::AllLost ? -inf : std::nan("");
        p.low = -inf, p.high = inf, p.margin = inf;
    }
    for (int a = 0; a < m; ++a) {
        PlayerRating& p = fit.players[rated[a]];
        p.elo = r[rated[a]] + shift;
        p.margin = kZ95 * std::sqrt(std::max(0.0, anchoredCov[a][a]));
        p.low = p.elo - p.margin;
        p.high = p.elo + p.margin;
    }

    // Ranking: by rating (unrated last), then points.
    fit.ranking.resize(n);
    std::iota(fit.ranking.begin(), fit.ranking.end(), 0);
    std::stable_sort(fit.ranking.begin(), fit.ranking.end(), [&](int a, int b) {
        const double ea = fit.players[a].elo, eb = fit.players[b].elo;
        if (std::isnan(ea) != std::isnan(eb)) return std::isnan(eb);
        if (!std::isnan(ea) && ea != eb) return ea > eb;
        return fit.players[a].points > fit.players[b].points;
    });

    std::vector<int> slot(n, -1);
    for (int a = 0; a < m; ++a) slot[rated[a]] = a;
    fit.los.assign(n, std::vector<double>(n, 0.5));
    for (int i = 0; i < n; ++i)
        for (int j = 0; j < n; ++j) {
            if (i == j) continue;
            const double ei = fit.players[i].elo, ej = fit.players[j].elo;
            if (std::isnan(ei) || std::isnan(ej)) continue;
            const double d = ei - ej;
            if (slot[i] < 0 || slot[j] < 0) {
                fit.los[i][j] = std::isnan(d) ? 0.5 : d > 0 ? 1.0 : d < 0 ? 0.0 : 0.5;
                continue;
            }
            const int a = slot[i], b = slot[j];
            const double var = cov[a][a] + cov[b][b] - 2 * cov[a][b];
            fit.los[i][j] = var > 0 ? normalCdf(d / std::sqrt(var)) : d > 0 ? 1.0 : d < 0 ? 0.0 : 0.5;
        }
    return fit;
}

} // namespace eschess
