#include "app/core/search/treerunner.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QMutexLocker>
#include <QtConcurrent>

namespace eschess::app {

QStringList TreeRunner::recordingSearchers() {
    static const QStringList kRecording = {QStringLiteral("minimax"),   QStringLiteral("alphabeta"),
                                           QStringLiteral("negamax"),   QStringLiteral("iterative"),
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
    : QObject(parent), m_watcher(new QFutureWatcher<std::shared_ptr<const RecordedTree>>(this)) {
    connect(m_watcher, &QFutureWatcher<std::shared_ptr<const RecordedTree>>::finished, this,
            [this] { emit finished(m_watcher->result()); });
}

TreeRunner::~TreeRunner() {
    cancel();
    m_watcher->waitForFinished();
}

bool TreeRunner::isRunning() const { return m_watcher->isRunning(); }

void TreeRunner::waitForFinished() {
    m_watcher->waitForFinished();
    QCoreApplication::sendPostedEvents();
}

void TreeRunner::cancel() {
    QMutexLocker lock(&m_mutex);
    if (m_active) m_active->stop();
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
    m_watcher->setFuture(QtConcurrent::run(
        [this, pos, spec, depth, budget] { return record(pos, spec, depth, budget, &m_active, &m_mutex); }));
    return true;
}

std::shared_ptr<const RecordedTree> TreeRunner::record(const Position& pos, const SearcherSpec& spec, int depth,
                                                       std::size_t budget, std::shared_ptr<Searcher>* active,
                                                       QMutex* activeMutex) {
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
