#pragma once

#include "app/core/engine.h"

#include <QObject>
#include <QString>
#include <QStringList>
#include <QVector>

#include <optional>

namespace eschess::app {

// One line of the analysis, ready to show: the score turned to White's point of view.
struct AnalysisLine {
    int multiPv = 1;
    int depth = 0;
    int seldepth = 0;
    int scoreWhiteCp = 0; // White's view; valid when !isMate
    bool isMate = false;
    int mateWhite = 0;    // > 0: White mates in N, < 0: Black mates in N
    eschess::Bound bound = eschess::Bound::Exact;
    quint64 nodes = 0;
    quint64 nps = 0;
    qint64 timeMs = 0;
    QVector<eschess::Move> pv;
    QString pvSan; // "12. Nf3 Nc6 13. Bb5"
    // White's win, the draw and Black's win in permille, when the engine gave chances.
    std::optional<eschess::Wdl> wdlWhite;

    // "+0.35", "-1.20", "#3", "#-2" (White's view).
    QString scoreText() const;
};

// Infinite analysis of the shown position with MultiPV. Follows the position it is given:
// a new position stops the running search and starts one on the new position at once (stale
// reports of the old search never reach the lines). Runs an in-process searcher by name or any
// Engine handed to it.
class AnalysisController : public QObject {
    Q_OBJECT
public:
    explicit AnalysisController(QObject* parent = nullptr);
    ~AnalysisController() override;

    // Chooses the in-process searcher (default: the strongest). Stops a running analysis and
    // restarts it on the new engine.
    void setSearcher(const QString& name);
    QString searcherName() const { return m_searcherName; }
    // Uses the given engine instead (takes ownership), e.g. an external UCI engine.
    void setEngine(Engine* engine);
    Engine* engine() const { return m_engine; }

    // The position to analyse: the game up to the shown ply (history included for repetitions).
    void setPosition(const GoRequest& game);
    const eschess::Position& position() const { return m_position; }

    int multiPv() const { return m_multiPv; }
    void setMultiPv(int lines); // 1–5

    bool isRunning() const { return m_running; }
    void start();
    void stop();

    const QVector<AnalysisLine>& lines() const { return m_lines; }
    // The best line's score from White's view in centipawns (mates as ±10000), for the bar.
    std::optional<int> evaluationCp() const;

    static constexpr int kMaxLines = 5;

signals:
    void linesChanged();
    void runningChanged(bool running);
    void errorOccurred(const QString& message);
    // Every raw update (the search panels of other developers can listen here).
    void engineInfo(const eschess::app::EngineInfo& info);

private:
    void ensureEngine();
    void restart();
    void onInfo(const EngineInfo& info);

    Engine* m_engine = nullptr;
    QString m_searcherName;
    GoRequest m_request;
    eschess::Position m_position;
    int m_multiPv = 1;
    bool m_running = false;
    QVector<AnalysisLine> m_lines;
};

} // namespace eschess::app
