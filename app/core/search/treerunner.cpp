#include "app/core/search/treerunner.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QMutexLocker>
#include <QThread>
#include <QtConcurrent>

namespace eschess::app {

QStringList TreeRunner::recordingSearchers() {
    static const QStringList kRecording = {QStringLiteral("minimax"),    QStringLiteral("alphabeta"),
                                           QStringLiteral("negamax"),    QStringLiteral("iterative"),
                                           QStringLiteral("quiescence"), QStringLiteral("prototype"),
                                           QStringLiteral("eschess")};
    QStringList out;
    for (const std::string& name : searcherNames()) {
        const QString n = QString::fromStdString(name);
        if (kRecording.contains(n)) out << n;
    }
    return out;
}

TreeRunner::TreeRunner(QObject* parent)
    : QObject(parent), m_watcher(new QFutureWatcher<std::shared_ptr<const RecordedTree>>(this)),
      m_stopTimer(new QTimer(this)) {
    m_stopTimer->setInterval(20);
    connect(m_stopTimer, &QTimer::timeout, this, [this] {
        QMutexLocker lock(&m_mutex);
        if (m_active) m_active->stop();
    });
    connect(m_watcher, &QFutureWatcher<std::shared_ptr<const RecordedTree>>::finished, this, [this] {
        m_stopTimer->stop();
        emit finished(m_watcher->result());
    });
}

TreeRunner::~TreeRunner() {
    // Keeps stopping until the worker is done (a search that had not begun ignores stop()).
    while (m_watcher->isRunning()) {
        cancel();
        QThread::msleep(5);
    }
    m_watcher->waitForFinished();
}

bool TreeRunner::isRunning() const {
    return m_watcher->isRunning();
}

void TreeRunner::waitForFinished() {
    m_watcher->waitForFinished();
    QCoreApplication::sendPostedEvents();
}

void TreeRunner::cancel() {
    QMutexLocker lock(&m_mutex);
    m_cancelled = true;
    if (m_active) m_active->stop();
    if (m_watcher->isRunning()) m_stopTimer->start();
}

bool TreeRunner::start(const Position& pos, const SearcherSpec& spec, int depth, std::size_t budget) {
    if (isRunning()) {
        m_error = tr("A tree search is already running");
        return false;
    }
    if (depth < 1) {
        m_error = tr("The depth must be at least 1");
        return false;
    }
    m_error.clear();
    {
        QMutexLocker lock(&m_mutex);
        m_cancelled = false;
    }
    m_watcher->setFuture(QtConcurrent::run([this, pos, spec, depth, budget] {
        return record(pos, spec, depth, budget, &m_active, &m_mutex, &m_cancelled);
    }));
    return true;
}

std::shared_ptr<const RecordedTree> TreeRunner::record(const Position& pos, const SearcherSpec& spec,
                                                       int depth, std::size_t budget,
                                                       std::shared_ptr<Searcher>* active, QMutex* activeMutex,
                                                       const bool* cancelled) {
    auto tree = std::make_shared<RecordedTree>();
    tree->root = pos;
    tree->spec = spec;
    tree->depth = depth;
    tree->budget = budget;
    QString error;
    std::shared_ptr<Searcher> searcher = makeConfiguredSearcher(spec, &error);
    if (!searcher) {
        tree->error = error;
        return tree;
    }
    TreeRecorder recorder(budget);
    searcher->setTreeRecorder(&recorder);
    if (active) {
        QMutexLocker lock(activeMutex);
        *active = searcher;
        if (cancelled && *cancelled) {
            active->reset();
            tree->error = QCoreApplication::translate("TreeRunner", "Stopped before the search began");
            return tree;
        }
    }
    QElapsedTimer clock;
    clock.start();
    SearchLimits limits;
    limits.depth = depth;
    tree->result = searcher->search(pos, limits, SearchCallbacks{});
    tree->timeMs = clock.elapsed();
    searcher->setTreeRecorder(nullptr);
    if (active) {
        QMutexLocker lock(activeMutex);
        active->reset();
    }
    tree->overflowed = recorder.overflowed();
    tree->nodes = recorder.nodes();
    return tree;
}

} // namespace eschess::app
