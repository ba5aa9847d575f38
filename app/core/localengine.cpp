#include "app/core/localengine.h"

#include "app/core/queuedcall.h"
#include "search/score.h"

#include <QDeadlineTimer>
#include <QElapsedTimer>
#include <QMetaObject>
#include <QThread>
#include <QTimer>

#include <optional>

#include <utility>

namespace eschess::app {

EngineInfo toEngineInfo(const eschess::SearchInfo& in) {
    EngineInfo out;
    out.depth = in.depth;
    out.seldepth = in.seldepth;
    out.multiPv = in.multiPv;
    out.bound = in.bound;
    out.nodes = in.nodes;
    out.nps = in.nps;
    out.timeMs = in.timeMs;
    out.hashfull = in.hashfull;
    out.isMate = eschess::isMateScore(in.score);
    out.mateMoves = eschess::mateMoves(in.score);
    out.scoreCp = in.score;
    out.pv.reserve(int(in.pv.size()));
    for (eschess::Move m : in.pv) out.pv.append(m);
    out.hasStats = true;
    out.stats = in.stats;
    return out;
}

LocalEngine::LocalEngine(const QString& searcherName, QObject* parent)
    : LocalEngine(eschess::makeSearcher(searcherName.toStdString()), parent) {
    m_requestedName = searcherName;
}

LocalEngine::LocalEngine(std::unique_ptr<eschess::Searcher> searcher, QObject* parent)
    : Engine(parent), m_searcher(std::move(searcher)) {
    if (m_searcher) {
        m_requestedName = QString::fromStdString(m_searcher->name());
        for (const eschess::OptionSpec& o : m_searcher->options()) m_options.append(o);
        m_maxLines = m_searcher->maxLines();
    }
}

LocalEngine::~LocalEngine() { quit(); }

QString LocalEngine::name() const { return m_requestedName; }

void LocalEngine::start() {
    if (state() != State::NotStarted) return;
    setState(State::Starting);
    if (!m_searcher) {
        // Queued, so that whoever called start() can still connect to failed().
        QTimer::singleShot(0, this, [this] {
            if (!m_quit) fail(tr("There is no in-process searcher named \"%1\".").arg(m_requestedName));
        });
        return;
    }
    m_thread = new QThread(this);
    m_thread->setObjectName(QStringLiteral("EngineWorker"));
    m_context = new QObject;
    m_context->moveToThread(m_thread);
    connect(m_thread, &QThread::finished, m_context, &QObject::deleteLater);
    m_thread->start();
    QTimer::singleShot(0, this, [this] {
        if (m_quit || state() != State::Starting) return;
        setState(State::Idle);
        emit ready();
    });
}

void LocalEngine::newGame() {
    if (!m_context || m_quit) return;
    eschess::Searcher* searcher = m_searcher.get();
    queueCall(m_context, [searcher] { searcher->newGame(); });
}

void LocalEngine::setOption(const QString& name, const QString& value) {
    if (!m_searcher || m_quit) return;
    auto apply = [this, n = name.toStdString(), v = value.toStdString(), name] {
        const std::string error = m_searcher->setOption(n, v);
        if (error.empty()) return;
        const QString text = tr("Option %1: %2").arg(name, QString::fromStdString(error));
        queueCall(this, [this, text] {
            if (!m_quit) emit message(text);
        });
    };
    // Options change between searches only: on the worker, in order with go().
    if (m_context)
        queueCall(m_context, apply);
    else
        apply();
}

QList<eschess::OptionSpec> LocalEngine::options() const { return m_options; }

void LocalEngine::go(const GoRequest& request) {
    if (!m_context || m_quit) return;
    const int generation = ++m_generation;
    if (m_stopSource.stop_requested()) m_stopSource = std::stop_source();
    setState(State::Thinking);
    queueCall(m_context,
              [this, request, generation, stop = m_stopSource.get_token()] { runSearch(request, generation, stop); });
}

void LocalEngine::stop() {
    if (!m_searcher) return;
    m_stopSource.request_stop();
}

void LocalEngine::ponderHit() {
    if (m_searcher) m_searcher->ponderHit();
}

void LocalEngine::quit() {
    if (m_quit) return;
    stop();
    m_quit = true;
    if (m_thread) {
        m_thread->quit();
        // Bounded, because this is usually the GUI thread closing a window. The stop is repeated
        // while waiting: a search that cleared the flag as it started (after our stop) and sends
        // no info would otherwise never see one.
        QElapsedTimer waited;
        waited.start();
        while (!m_thread->wait(QDeadlineTimer(20)) && waited.elapsed() < kQuitWaitMs)
            if (m_searcher) m_searcher->stop();
        if (m_thread->isRunning()) {
            // A searcher that ignores stop: let it finish on its own instead of freezing the
            // window. Its thread and the searcher it uses are freed when it ends.
            qWarning("LocalEngine: %s did not stop within %d ms; leaving it to finish", qPrintable(m_requestedName),
                     kQuitWaitMs);
            QThread* thread = m_thread;
            eschess::Searcher* searcher = m_searcher.release();
            thread->setParent(nullptr);
            QObject::connect(thread, &QThread::finished, thread, [thread, searcher] {
                delete searcher;
                thread->deleteLater();
            });
            m_thread = nullptr;
        }
    }
    setState(State::Quit);
}

// Runs on the worker thread.
void LocalEngine::runSearch(const GoRequest& request, int generation, std::stop_token stop) {
    eschess::SearchLimits limits = request.limits;
    if (stop.stop_requested()) {
        // Stopped before it began: a one-ply search (too short to need stopping) still gives a
        // legal move.
        limits = eschess::SearchLimits{};
        limits.depth = 1;
        stop = {};
    }
    const eschess::Position pos = request.current();
    const int material = eschess::wdlMaterial(pos);

    using Clock = std::chrono::steady_clock;
    Clock::time_point lastSent = Clock::now() - kInfoInterval;
    // The last line held back by the interval is still sent before the best move, as a UCI
    // engine's last info precedes its bestmove: what a search ends on must not depend on how
    // fast the machine ran it (a suite at fixed nodes reports the same figures on every run).
    std::optional<eschess::SearchInfo> heldBack;
    auto send = [&](const eschess::SearchInfo& info) {
        EngineInfo out = toEngineInfo(info);
        out.hasWdl = true;
        out.wdl = eschess::wdlFromScore(info.score, material);
        queueCall(this, [this, out, generation] { deliverInfo(out, generation); });
    };
    eschess::SearchCallbacks callbacks;
    callbacks.onInfo = [&](const eschess::SearchInfo& info) {
        const Clock::time_point now = Clock::now();
        if (info.bound != eschess::Bound::Exact && now - lastSent < kInfoInterval) {
            heldBack = info;
            return;
        }
        lastSent = now;
        heldBack.reset();
        send(info);
    };
    callbacks.onMessage = [this](const std::string& text) {
        const QString qtext = QString::fromStdString(text);
        queueCall(this, [this, qtext] {
            if (!m_quit) emit message(qtext);
        });
    };

    const eschess::SearchResult result = m_searcher->search(pos, limits, callbacks, std::move(stop));
    if (heldBack) send(*heldBack);
    queueCall(this, [this, best = result.bestMove, ponder = result.ponderMove, generation] {
        deliverBestMove(best, ponder, generation);
    });
}

void LocalEngine::deliverInfo(const EngineInfo& report, int generation) {
    // Reports of a search that a newer go() replaced would describe another position.
    if (m_quit || generation != m_generation) return;
    emit info(report);
}

void LocalEngine::deliverBestMove(eschess::Move best, eschess::Move ponder, int generation) {
    if (m_quit) return;
    if (generation == m_generation) setState(State::Idle);
    emit bestMove(best, ponder);
}

} // namespace eschess::app
