#include "app/core/search/comparerunner.h"

#include <QElapsedTimer>
#include <QMutexLocker>
#include <QThread>
#include <QtConcurrent>

namespace eschess::app {

CompareRunner::CompareRunner(QObject* parent) : QObject(parent), m_stopTimer(new QTimer(this)) {
    // A search clears its stop flag when it begins, so a stop() just before that would be lost.
    m_stopTimer->setInterval(20);
    connect(m_stopTimer, &QTimer::timeout, this, [this] {
        QMutexLocker lock(&m_mutex);
        for (auto& s : m_active)
            if (s) s->stop();
    });
    for (int i = 0; i < 2; ++i) {
        m_watchers[std::size_t(i)] = new QFutureWatcher<CompareSide>(this);
        connect(m_watchers[std::size_t(i)], &QFutureWatcher<CompareSide>::finished, this,
                [this, i] { sideDone(i); });
    }
}

CompareRunner::~CompareRunner() {
    // Keeps stopping until both workers are done: a search that had not yet begun ignores an
    // earlier stop().
    for (;;) {
        cancel();
        if (!m_watchers[0]->isRunning() && !m_watchers[1]->isRunning()) break;
        QThread::msleep(5);
    }
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
    {
        QMutexLocker lock(&m_mutex);
        m_cancel = false;
    }
    m_depth = depth;
    m_running = 2;
    const SearcherSpec specs[2] = {a, b};
    for (int i = 0; i < 2; ++i) {
        m_sides[std::size_t(i)] = CompareSide{specs[i], QVector<quint64>(depth, 0), 0, {}, false};
        m_watchers[std::size_t(i)]->setFuture(QtConcurrent::run(
            [this, i, pos, spec = specs[i], depth] { return runSide(i, pos, spec, depth); }));
    }
    return true;
}

void CompareRunner::cancel() {
    QMutexLocker lock(&m_mutex);
    m_cancel = true;
    for (auto& s : m_active)
        if (s) s->stop();
    if (m_running > 0) m_stopTimer->start();
}

void CompareRunner::setActive(int side, std::shared_ptr<Searcher> searcher) {
    QMutexLocker lock(&m_mutex);
    m_active[std::size_t(side)] = std::move(searcher);
    if (m_cancel && m_active[std::size_t(side)]) m_active[std::size_t(side)]->stop();
}

// Runs on a worker thread: the full-depth search, then any depth it did not report.
CompareSide CompareRunner::runSide(int side, Position pos, SearcherSpec spec, int depth) {
    CompareSide out{spec, QVector<quint64>(depth, 0), 0, {}, false};
    QElapsedTimer clock;
    clock.start();
    const auto cancelled = [this] {
        QMutexLocker lock(&m_mutex);
        return m_cancel;
    };
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
        setActive(side, searcher);
        SearchLimits limits;
        limits.depth = target;
        SearchCallbacks callbacks;
        const SearchResult result = searcher->search(pos, limits, callbacks);
        setActive(side, nullptr);
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
    if (--m_running == 0) {
        m_stopTimer->stop();
        emit finished();
    }
}

} // namespace eschess::app
