#pragma once
// Game review's searches: an engine (any spec) scores every position of the main line of each
// game, at a fixed depth or time per position, one position after another. The engine works on
// its own thread or process and answers through queued signals, so the GUI thread only ever
// handles results. Stopping keeps every verdict already given: the caller reviews and annotates
// the part that was done (eschess::reviewMoves takes a shorter list of verdicts).

#include "app/core/engine.h"

#include "game/review.h"
#include "notation/pgn.h"

#include <QObject>
#include <QPointer>

#include <vector>

namespace eschess::app {

class ReviewRunner : public QObject {
    Q_OBJECT
public:
    // Takes ownership of the engine (not started yet). Each game's main line is reviewed.
    ReviewRunner(Engine* engine, std::vector<eschess::PgnGame> games, eschess::SearchLimits limits,
                 QObject* parent = nullptr);
    ~ReviewRunner() override;

    void start();
    // Ends the searches at once; finished(false) follows, the verdicts so far stay.
    void stop();
    bool isRunning() const { return m_running; }

    int gameCount() const { return int(m_games.size()); }
    const eschess::PgnGame& game(int index) const { return m_games[std::size_t(index)]; }
    // The verdicts on game `index`'s positions so far (position 0 = its start).
    const std::vector<eschess::PositionEval>& evaluations(int index) const { return m_evals[std::size_t(index)]; }
    // The review of what was scored of game `index`.
    eschess::GameReview review(int index) const;
    // The game with its review written in (NAGs, [%eval] comments, the engine's lines).
    eschess::PgnGame annotated(int index) const;
    bool gameDone(int index) const { return std::size_t(index) < m_game; }

    int positionsDone() const { return m_done; }
    int positionsTotal() const { return m_total; }
    QString errorString() const { return m_error; }

    // A verdict from the engine's last full-width report (mate scores as ±kReviewMateCp).
    static eschess::PositionEval verdictOf(const EngineInfo& info);

signals:
    void progress(int done, int total);
    void gameReviewed(int index);
    // complete: every position of every game was scored; false after stop() or a failure.
    void finished(bool complete);

private:
    void next();
    void onBestMove(eschess::Move best);
    void fail(const QString& reason);
    void finish(bool complete);

    QPointer<Engine> m_engine;
    std::vector<eschess::PgnGame> m_games;
    std::vector<std::vector<eschess::PositionEval>> m_evals;
    eschess::SearchLimits m_limits;
    std::size_t m_game = 0; // the game being scored; the ones before it are done
    EngineInfo m_last;
    bool m_haveInfo = false;
    bool m_running = false;
    bool m_searching = false;
    int m_done = 0, m_total = 0;
    QString m_error;
};

} // namespace eschess::app
