#pragma once
// Runs an EPD test suite over one or more engines: every position with a time limit, a fixed
// depth, or the depth sweep of the "Performance" seed (docs/seeds.md) (depth 1, 2, … until a
// search exceeds a timeout). Several positions run at once, each on an engine instance of its
// own; cancel keeps what is done.
//
// The runner drives asynchronous Engine objects from the thread it lives on (the GUI thread or
// the CLI's), so nothing here blocks: engines search on their own threads or processes.
//
// An engine that fails during a search (crash, stall, illegal output) loses that position and
// is started again for the next one, as a match runner restarts an engine between games: one
// bad position must not cost the rest of an hour's run. An engine that never gets through its
// start-up, or fails kMaxFailuresInARow times without a search completed in between, is given
// up and its remaining positions are skipped.

#include "app/core/engine.h"
#include "notation/epd.h"
#include "rating/testsuite.h"

#include <QElapsedTimer>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QTimer>

#include <functional>
#include <memory>
#include <vector>

namespace eschess::app {

struct SuiteLimit {
    // Nodes is last so that the numbers stored in settings keep their meaning.
    enum class Kind { MoveTime, Depth, Sweep, Nodes };
    Kind kind = Kind::MoveTime;
    int moveTimeMs = 1000;  // MoveTime
    int depth = 4;          // Depth; for Sweep the deepest depth tried
    int sweepTimeoutMs = 10000; // Sweep: a search longer than this ends the sweep after its depth
    // Nodes: the same search on any machine and under any load, so runs compare across machines
    // and can share the cores with other work (a time limit measures the machine as well).
    quint64 nodes = 1'000'000;

    QString describe() const; // "1000 ms", "depth 4", "sweep to depth 6 (10 s)", "1000000 nodes"
    bool byDepth() const { return kind == Kind::Depth || kind == Kind::Sweep; }
};

// One engine taking part: a name for the tables and a way to make fresh instances.
struct SuiteEngine {
    QString name;
    std::function<Engine*(QObject* parent)> create;
};

class SuiteRunner : public QObject {
    Q_OBJECT
public:
    static constexpr int kMaxFailuresInARow = 3;

    explicit SuiteRunner(QObject* parent = nullptr);
    ~SuiteRunner() override;

    void setPositions(std::vector<eschess::EpdRecord> records) { m_records = std::move(records); }
    // Engines of one name (one searcher at two settings) are told apart as in makeNamesDistinct().
    void setEngines(std::vector<SuiteEngine> engines);
    const std::vector<SuiteEngine>& engines() const { return m_engines; }
    void setLimit(const SuiteLimit& limit) { m_limit = limit; }
    void setJobs(int jobs) { m_jobs = std::max(1, jobs); }
    // Multiplies the Bratko-Kopec checkpoints (30/60/90/120 s) for faster machines.
    void setBratkoKopecScale(double scale) { m_bkScale = scale; }
    // Extra time an engine may overrun a movetime before it is stopped and marked unsolved.
    void setGraceMs(int ms) { m_graceMs = ms; }
    // After each miss of a position with best moves (not in sweeps), a second search with the
    // same limit restricted to the played and the expected moves, MultiPV, from an empty hash:
    // SuiteResult::missMarginCp says by how much the expected move trailed.
    void setMissMargins(bool on) { m_missMargins = on; }

    void start();
    // Stops the searches in progress; their positions are not recorded. Results so far are kept.
    void cancel();
    bool isRunning() const { return m_running; }
    // Sends `quit` to every engine started so far (the next start launches them again); the
    // destructor does it too, but a command-line caller wants them gone before it exits.
    void quitEngines();

    const std::vector<eschess::SuiteResult>& results() const { return m_results; }
    int totalJobs() const { return m_total; }
    int finishedJobs() const { return m_finished; }

signals:
    void resultReady(const eschess::SuiteResult& result, int recordIndex);
    void progress(int finished, int total);
    // restarting: the engine will be started again for its next position; otherwise it is given
    // up and its remaining positions are skipped.
    void engineFailed(const QString& engine, const QString& reason, bool restarting);
    void finished(bool cancelled);

private:
    struct Task {
        int engine = 0;
        int record = 0;
        int depth = 0; // for Depth and Sweep
    };
    struct Slot;

    void scheduleMore();
    void launch(Slot& slot, const Task& task);
    // Starts a slot's search on its engine: from an empty hash, timed from here, under the
    // limit's watchdog.
    void search(Slot& slot, Engine& engine, const GoRequest& request);
    void complete(Slot& slot, eschess::Move best);
    bool startMarginSearch(Slot& slot, const eschess::SuiteResult& result);
    void finishMarginSearch(Slot& slot);
    void record(const Task& task, const eschess::SuiteResult& result);
    void onInfo(Slot& slot, const EngineInfo& info);
    void onEngineFailed(Slot& slot, int engine, const QString& reason);
    void queueDepthRound(int engine, int depth);
    void finishIfDone();
    eschess::SearchLimits limitsFor(const Task& task) const;

    std::vector<eschess::EpdRecord> m_records;
    std::vector<SuiteEngine> m_engines;
    SuiteLimit m_limit;
    int m_jobs = 1;
    double m_bkScale = 1.0;
    int m_graceMs = 2000;
    bool m_missMargins = false;

    std::vector<Task> m_queue;
    std::vector<std::unique_ptr<Slot>> m_slots;
    std::vector<eschess::SuiteResult> m_results;
    // Sweep bookkeeping per engine: tasks of the current depth still running, and timeouts seen.
    std::vector<int> m_roundPending;
    std::vector<bool> m_roundTimedOut;
    std::vector<bool> m_engineFailed;   // given up: its remaining tasks are skipped
    std::vector<bool> m_engineWasReady; // some instance got through its start-up
    std::vector<int> m_failuresInARow;  // failures since the engine's last completed search
    int m_total = 0, m_finished = 0;
    bool m_running = false, m_cancelled = false;
};

} // namespace eschess::app

Q_DECLARE_METATYPE(eschess::SuiteResult)
