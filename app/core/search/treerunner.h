#pragma once
// Runs a shallow search with a TreeRecorder on a worker thread for the tree explorer and
// hands the recorded tree back to the GUI thread in one piece. Cancellable at any time.

#include "app/core/search/searcherspec.h"
#include "core/position.h"
#include "search/searcher.h"
#include "search/tree.h"

#include <QFutureWatcher>
#include <QObject>

#include <memory>
#include <stop_token>
#include <vector>

namespace eschess::app {

// One recorded search: the position it started from and every node the searcher recorded.
struct RecordedTree {
    Position root;
    std::vector<TreeNode> nodes;
    bool overflowed = false; // the node budget ran out; the tree is a prefix of the search
    std::size_t budget = 0;
    SearcherSpec spec;
    int depth = 0;
    SearchResult result;
    qint64 timeMs = 0;
    QString error; // non-empty when the search could not run
};

class TreeRunner : public QObject {
    Q_OBJECT
  public:
    static constexpr std::size_t kDefaultBudget = 200000;
    // The searchers that record their tree.
    static QStringList recordingSearchers();

    explicit TreeRunner(QObject* parent = nullptr);
    ~TreeRunner() override; // cancels and waits

    // False (reason in errorString) when already running or the depth is below 1.
    bool start(const Position& pos, const SearcherSpec& spec, int depth, std::size_t budget = kDefaultBudget);
    void cancel();
    bool isRunning() const;
    void waitForFinished();
    QString errorString() const { return m_error; }

    // Runs the same on the calling thread (used by start and by tests), until a stop is
    // requested through stop.
    static std::shared_ptr<const RecordedTree> record(const Position& pos, const SearcherSpec& spec,
                                                      int depth, std::size_t budget,
                                                      std::stop_token stop = {});

  signals:
    void finished(std::shared_ptr<const eschess::app::RecordedTree> tree);

  private:
    QFutureWatcher<std::shared_ptr<const RecordedTree>>* m_watcher;
    std::stop_source m_stop; // the running search's; a new one for each start()
    QString m_error;
};

} // namespace eschess::app

Q_DECLARE_METATYPE(std::shared_ptr<const eschess::app::RecordedTree>)
