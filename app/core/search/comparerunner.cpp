#include "app/core/search/comparerunner.h"

#include <QElapsedTimer>
#include <QtConcurrent>

namespace eschess::app {

CompareRunner::CompareRunner(QObject* parent) : QObject(parent) {
    for (int i = 0; i < 2; ++i) {
        m_watchers[std::size_t(i)] = new QFutureWatcher<CompareSide>(this);
        connect(m_watchers[std::size_t(i)], &QFutureWatcher<CompareSide>::finished, this,
                [this, i] { sideDone(i); });
    }
}

CompareRunner::~CompareRunner() {
    cancel();
    for (auto* w : m_watchers) w->waitForFinished();
}

bool CompareRunner::isRunning() const {
    return m_running > 0;
}

void CompareRunner::waitForFinished() {
    for (auto* w : m_watchers) w->waitForFinished();
    QCoreApplication::sendPostedEvents();
}

bool CompareRunner::start(const Position& pos, const SearcherSpec& a, const SearcherSpec& b, int depth) {
    if (isRunning()) {
        m_error = tr("A comparison is already running");
        return false;
    }
    if (depth < 1) {
        m_error = tr("The depth must be at least 1");
        return false;
    }
    m_error.clear();
    m_stop = std::stop_source();
    m_depth = depth;
    m_running = 2;
    const SearcherSpec specs[2] = {a, b};
    for (int i = 0; i < 2; ++i) {
        m_sides[std::size_t(i)] = CompareSide{specs[i], QVector<quint64>(depth, 0), 0, {}, false};
        m_watchers[std::size_t(i)]->setFuture(QtConcurrent::run(
            [this, i, pos, spec = specs[i], depth, stop = m_stop.get_token()] { return runSide(pos, spec, depth, stop, i); }));
    }
    return true;
}

void CompareRunner::cancel() {
    m_stop.request_stop();
}

// Runs on a worker thread: the full-depth search, then any depth it did not report.
CompareSide CompareRunner::runSide(Position pos, SearcherSpec spec, int depth, std::stop_token stop, int side) {
    CompareSide out{spec, QVector<quint64>(depth, 0), 0, {}, false};
    QElapsedTimer clock;
    clock.start();
    const auto cancelled = [&stop] { return stop.stop_requested(); };
    const auto record = [this, side, &out](int d, quint64 nodes) {
        if (d < 1 || d > out.nodes.size() || nodes == 0) return;
        out.nodes[d - 1] = nodes;
        QMetaObject::invokeMethod(
            this, [this, side, d, nodes] { emit progress(side, d, nodes); }, Qt::QueuedConnection);
    };
    for (int target = depth; target >= 1; --target) {
        if (target < depth && out.nodes[target - 1] != 0) continue;
        if (cancelled()) break;
        QString error;
        std::shared_ptr<Searcher> searcher = m_factory(spec, &error);
        if (!searcher) {
            out.error = error;
            break;
        }
        SearchLimits limits;
        limits.depth = target;
        const SearchResult result = searcher->search(pos, limits, SearchCallbacks{}, stop);
        if (cancelled()) break;
        for (const DepthStats& s : result.perDepth) record(s.depth, s.nodes);
        if (out.nodes[target - 1] == 0) record(target, result.nodes); // searchers that keep no per-depth list
    }
    out.cancelled = cancelled();
    out.timeMs = clock.elapsed();
    return out;
}

void CompareRunner::sideDone(int side) {
    m_sides[std::size_t(side)] = m_watchers[std::size_t(side)]->result();
    if (--m_running == 0) emit finished();
}

} // namespace eschess::app
