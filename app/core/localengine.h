#pragma once

#include "app/core/engine.h"

#include <QList>
#include <QString>

#include <chrono>
#include <memory>
#include <stop_token>

class QThread;

namespace eschess::app {

// An in-process searcher of the family behind the asynchronous Engine interface.
//
// Searcher::search() blocks, so it runs on a worker thread of its own (docs/architecture.md,
// "How a move flows"): go() posts the search there and returns at once; the searcher's callbacks
// come back as queued info() signals on the owner's thread, throttled to about 20 per second
// except that every completed iteration (an exact-bound report) is always sent. Each search gets
// a stop token; stop() requests it (thread-safe, and counted even by a search that has not
// begun yet), so bestMove() follows within a few milliseconds.
class LocalEngine : public Engine {
    Q_OBJECT
public:
    // A searcher of the family by name (see eschess::searcherNames()).
    explicit LocalEngine(const QString& searcherName, QObject* parent = nullptr);
    // Any searcher (tests use their own).
    explicit LocalEngine(std::unique_ptr<eschess::Searcher> searcher, QObject* parent = nullptr);
    ~LocalEngine() override;

    QString name() const override;
    void start() override;
    void newGame() override;
    void setOption(const QString& name, const QString& value) override;
    QList<eschess::OptionSpec> options() const override;
    int maxLines() const override { return m_maxLines; }
    void go(const GoRequest& request) override;
    void stop() override;
    void ponderHit() override;
    void quit() override;

    // The smallest gap between two throttled (non-iteration) info signals.
    static constexpr std::chrono::milliseconds kInfoInterval{50};
    // The longest quit() waits for the worker on the calling (GUI) thread.
    static constexpr int kQuitWaitMs = 2000;

private:
    void runSearch(const GoRequest& request, int generation, std::stop_token stop);
    void deliverInfo(const EngineInfo& report, int generation);
    void deliverBestMove(eschess::Move best, eschess::Move ponder, int generation);

    QString m_requestedName;
    std::unique_ptr<eschess::Searcher> m_searcher;
    QList<eschess::OptionSpec> m_options;
    int m_maxLines = 1; // the searcher's, read here once: it lives on the worker thread
    QThread* m_thread = nullptr;
    QObject* m_context = nullptr; // lives on m_thread: queued calls run there
    int m_generation = 0; // last go() (owner's thread)
    // Shared by every search started since the last stop(), which stops them all; the next
    // go() after a stop() gets a fresh one.
    std::stop_source m_stopSource;
    bool m_quit = false;
};

// Converts one searcher report to the application's form (score kept from the mover's view).
EngineInfo toEngineInfo(const eschess::SearchInfo& info);

} // namespace eschess::app
