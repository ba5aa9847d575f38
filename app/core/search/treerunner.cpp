#include "app/core/search/treerunner.h"

#include <QCoreApplication>
#include <QElapsedTimer>
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
    : QObject(parent), m_watcher(new QFutureWatcher<std::shared_ptr<const RecordedTree>>(this)) {
    connect(m_watcher, &QFutureWatcher<std::shared_ptr<const RecordedTree>>::finished, this,
            [this] { emit finished(m_watcher->result()); });
}

TreeRunner::~TreeRunner() {
    cancel();
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
    m_stop.request_stop();
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
    m_stop = std::stop_source();
    m_watcher->setFuture(QtConcurrent::run(
        [pos, spec, depth, budget, stop = m_stop.get_token()] { return record(pos, spec, depth, budget, stop); }));
    return true;
}

std::shared_ptr<const RecordedTree> TreeRunner::record(const Position& pos, const SearcherSpec& spec,
                                                       int depth, std::size_t budget, std::stop_token stop) {
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
    if (stop.stop_requested()) {
        tree->error = QCoreApplication::translate("TreeRunner", "Stopped before the search began");
        return tree;
    }
    QElapsedTimer clock;
    clock.start();
    SearchLimits limits;
    limits.depth = depth;
    tree->result = searcher->search(pos, limits, SearchCallbacks{}, stop);
    tree->timeMs = clock.elapsed();
    searcher->setTreeRecorder(nullptr);
    tree->overflowed = recorder.overflowed();
    tree->nodes = recorder.nodes();
    return tree;
}

} // namespace eschess::app
