#pragma once
// Compare mode: two searchers (any family names, with options) search the same position to
// the same depth on worker threads, and their node counts per depth are collected side by
// side — the seeds' lesson (docs/seeds.md) that alpha-beta visits a small fraction of minimax's nodes.
//
// A searcher that does not iterate reports only its final depth; the missing shallower
// depths are then searched one by one with a fresh searcher, so every depth has a count.

#include "app/core/search/searcherspec.h"
#include "core/position.h"

#include <QFutureWatcher>
#include <QObject>
#include <QVector>

#include <array>
#include <memory>
#include <stop_token>

namespace eschess::app {

struct CompareSide {
    SearcherSpec spec;
    QVector<quint64> nodes; // index depth - 1; 0 where not (yet) known
    qint64 timeMs = 0;
    QString error; // empty when the searcher ran
    bool cancelled = false;
};

class CompareRunner : public QObject {
    Q_OBJECT
  public:
    explicit CompareRunner(QObject* parent = nullptr);
    ~CompareRunner() override; // cancels and waits

    // Starts both searches; false (and a reason in errorString) when already running or depth < 1.
    bool start(const Position& pos, const SearcherSpec& a, const SearcherSpec& b, int depth);
    // Stops both searches at once (through their stop token); finished() follows.
    void cancel();
    bool isRunning() const;
    // Blocks until both sides are done (for tests and shutdown).
    void waitForFinished();

    // Replaces how searchers are built (tests use searchers of their own).
    void setSearcherFactory(SearcherFactory factory) { m_factory = std::move(factory); }

    int depth() const { return m_depth; }
    const CompareSide& side(int i) const { return m_sides[std::size_t(i)]; }
    QString errorString() const { return m_error; }

  signals:
    // A depth of one side completed (queued from the worker).
    void progress(int side, int depth, quint64 nodes);
    void finished();

  private:
    CompareSide runSide(Position pos, SearcherSpec spec, int depth, std::stop_token stop, int side);
    void sideDone(int side);

    SearcherFactory m_factory = makeConfiguredSearcher;
    std::array<CompareSide, 2> m_sides;
    std::array<QFutureWatcher<CompareSide>*, 2> m_watchers{};
    std::stop_source m_stop; // this comparison's; a new one for each start()
    int m_depth = 0;
    int m_running = 0;
    QString m_error;
};

} // namespace eschess::app
