#pragma once
// The Elo ladder (the "Performance" seed, docs/seeds.md): one engine plays a short match against
// Stockfish limited to each UCI_Elo level in turn, and one rating is fitted from all results
// (maximum likelihood, 95% interval, eschess::fitRating). Stockfish's UCI_Elo is calibrated at
// 60+0.6, so ratings at other time controls are rough but comparable between engines.

#include "app/core/matchrunner.h"

#include "rating/ladder.h"

#include <QList>
#include <QObject>
#include <QPointer>

#include <vector>

namespace eschess::app {

class LadderRunner : public QObject {
    Q_OBJECT
public:
    // base: engine[0], games per level, time control, openings…; engine[1] is set per level.
    LadderRunner(MatchSettings base, QString stockfishPath, QList<int> levels, QObject* parent = nullptr);

    void start();
    void stopNow();

    const std::vector<eschess::LadderResult>& results() const { return m_results; }
    eschess::LadderFit fit() const { return eschess::fitRating(m_results); }
    MatchRunner* currentMatch() const { return m_match; }

signals:
    void levelStarted(int level, eschess::app::MatchRunner* match);
    void levelFinished(int level, const eschess::LadderResult& result);
    void error(const QString& message);
    void finished();

private:
    void startLevel();

    MatchSettings m_base;
    QString m_stockfish;
    QList<int> m_levels;
    int m_index = 0;
    bool m_stopped = false;
    std::vector<eschess::LadderResult> m_results;
    QPointer<MatchRunner> m_match;
};

} // namespace eschess::app
