#pragma once
// Average centipawn loss of the games in a PGN, judged by a referee engine (Stockfish by
// default) at a fixed depth or time per position: every position of a game is scored once,
// so a move's loss is the referee's score before it minus the (negated) score after it, from
// the mover's view, capped; losses are summed per player and per phase (eschess::AcplTally).

#include "app/core/engine.h"

#include "notation/pgn.h"
#include "rating/acpl.h"

#include <QObject>
#include <QPointer>

#include <vector>

namespace eschess::app {

class AcplRunner : public QObject {
    Q_OBJECT
public:
    // Takes ownership of the referee (not started yet).
    AcplRunner(Engine* referee, std::vector<eschess::PgnGame> games, eschess::SearchLimits limits,
               int cap = eschess::kDefaultLossCap, QObject* parent = nullptr);
    ~AcplRunner() override;

    void start();
    void stop();

    const eschess::AcplTally& tally() const { return m_tally; }
    QString errorString() const { return m_error; }
    int positionsScored() const { return m_scored; }
    int positionsTotal() const { return m_total; }

    // A referee's score as centipawns from the side to move's view; mates become ±10000.
    static int scoreOf(const EngineInfo& info);
    static constexpr int kMateCp = 10000;

signals:
    // After each game: the per-move losses of that game (mover's view, capped), in order.
    void gameScored(int gameIndex, const std::vector<int>& losses);
    void progress(int scored, int total);
    void finished(bool ok);

private:
    void next();
    void onBestMove();
    void finishGame();
    void fail(const QString& reason);

    QPointer<Engine> m_referee;
    std::vector<eschess::PgnGame> m_games;
    eschess::SearchLimits m_limits;
    eschess::AcplTally m_tally;
    std::size_t m_game = 0;
    std::size_t m_ply = 0;            // position index within the game being scored (0 = start)
    std::vector<int> m_scores;        // side-to-move scores of positions 0..moves of this game
    EngineInfo m_last;
    bool m_haveScore = false;
    bool m_running = false;
    int m_scored = 0, m_total = 0;
    QString m_error;
};

} // namespace eschess::app
