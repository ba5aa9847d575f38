#include "app/core/suiterunner.h"

#include "app/core/distinctnames.h"

#include <algorithm>
#include <map>

namespace eschess::app {

QString SuiteLimit::describe() const {
    switch (kind) {
    case Kind::MoveTime: return SuiteRunner::tr("%1 ms").arg(moveTimeMs);
    case Kind::Depth: return SuiteRunner::tr("depth %1").arg(depth);
    case Kind::Sweep:
        return SuiteRunner::tr("sweep to depth %1 (%2 s)")
            .arg(depth)
            .arg(sweepTimeoutMs / 1000.0, 0, 'g', 3);
    case Kind::Nodes: return SuiteRunner::tr("%1 nodes").arg(nodes);
    }
    return {};
}

// A place where one position is searched at a time; it keeps one engine instance per
// participating engine, created on first use and reused for later positions.
struct SuiteRunner::Slot {
    std::map<int, QPointer<Engine>> engines;
    std::map<int, bool> ready;
    bool busy = false;
    bool waitingForReady = false;
    Task task;
    std::unique_ptr<SolutionTracker> tracker;
    EngineInfo lastInfo;
    bool haveInfo = false;
    bool timedOut = false;
    QElapsedTimer clock;
    QTimer watchdog;
    // A miss's margin search: the result waits in `pending` while the played and expected moves
    // are searched side by side; their exact scores by depth and move.
    bool marginSearch = false;
    eschess::SuiteResult pending;
    std::vector<Move> marginMoves;
    std::map<int, std::map<std::uint16_t, Value>> marginScores;
};

namespace {

SuiteExpectation expectationOf(const EpdRecord& r) {
    SuiteExpectation e;
    e.best = r.bestMoves();
    e.avoid = r.avoidMoves();
    e.mateIn = r.directMate();
    return e;
}

int mateMovesOf(const EngineInfo& info) { return info.isMate ? info.mateMoves : 0; }

Value scoreOf(const EngineInfo& info) {
    if (!info.isMate) return info.scoreCp;
    return info.mateMoves > 0 ? mateIn(2 * info.mateMoves - 1) : matedIn(-2 * info.mateMoves);
}

} // namespace

SuiteRunner::SuiteRunner(QObject* parent) : QObject(parent) {
    qRegisterMetaType<eschess::SuiteResult>();
}

SuiteRunner::~SuiteRunner() { quitEngines(); }

void SuiteRunner::quitEngines() {
    for (auto& slot : m_slots) {
        for (auto& [index, engine] : slot->engines)
            if (engine) engine->quit();
        slot->engines.clear();
    }
}

void SuiteRunner::setEngines(std::vector<SuiteEngine> engines) {
    std::vector<QString> names;
    for (const SuiteEngine& e : engines) names.push_back(e.name);
    makeNamesDistinct(names);
    for (std::size_t i = 0; i < engines.size(); ++i) engines[i].name = names[i];
    m_engines = std::move(engines);
}

eschess::SearchLimits SuiteRunner::limitsFor(const Task& task) const {
    eschess::SearchLimits limits;
    switch (m_limit.kind) {
    case SuiteLimit::Kind::MoveTime: limits.movetimeMs = m_limit.moveTimeMs; break;
    case SuiteLimit::Kind::Depth:
    case SuiteLimit::Kind::Sweep: limits.depth = task.depth; break;
    case SuiteLimit::Kind::Nodes: limits.nodes = m_limit.nodes; break;
    }
    return limits;
}

void SuiteRunner::start() {
    if (m_running) return;
    m_results.clear();
    m_queue.clear();
    m_finished = 0;
    m_cancelled = false;
    const int engines = int(m_engines.size()), records = int(m_records.size());
    m_roundPending.assign(std::size_t(engines), 0);
    m_roundTimedOut.assign(std::size_t(engines), false);
    m_engineFailed.assign(std::size_t(engines), false);
    m_engineWasReady.assign(std::size_t(engines), false);
    m_failuresInARow.assign(std::size_t(engines), 0);
    const int depths = m_limit.kind == SuiteLimit::Kind::Sweep ? std::max(1, m_limit.depth) : 1;
    m_total = engines * records * depths;
    m_running = true;

    for (int e = 0; e < engines; ++e) {
        if (m_limit.kind == SuiteLimit::Kind::Sweep) {
            queueDepthRound(e, 1);
        } else {
            for (int r = 0; r < records; ++r) m_queue.push_back({e, r, m_limit.depth});
        }
    }
    while (int(m_slots.size()) < m_jobs) {
        auto slot = std::make_unique<Slot>();
        slot->watchdog.setSingleShot(true);
        Slot* raw = slot.get();
        connect(&slot->watchdog, &QTimer::timeout, this, [this, raw] {
            raw->timedOut = true;
            if (auto it = raw->engines.find(raw->task.engine); it != raw->engines.end() && it->second)
                it->second->stop();
        });
        m_slots.push_back(std::move(slot));
    }
    emit progress(0, m_total);
    scheduleMore();
    finishIfDone();
}

void SuiteRunner::queueDepthRound(int engine, int depth) {
    for (int r = 0; r < int(m_records.size()); ++r) m_queue.push_back({engine, r, depth});
    m_roundPending[std::size_t(engine)] = int(m_records.size());
    m_roundTimedOut[std::size_t(engine)] = false;
}

void SuiteRunner::scheduleMore() {
    if (m_cancelled) return;
    for (auto& slot : m_slots) {
        if (slot->busy) continue;
        // Skip the work of engines given up; the progress bar's end comes nearer.
        while (!m_queue.empty() && m_engineFailed[std::size_t(m_queue.front().engine)]) {
            m_queue.erase(m_queue.begin());
            m_total -= 1;
            emit progress(m_finished, m_total);
        }
        if (m_queue.empty()) return;
        Task task = m_queue.front();
        m_queue.erase(m_queue.begin());
        launch(*slot, task);
    }
}

void SuiteRunner::launch(Slot& slot, const Task& task) {
    slot.busy = true;
    slot.task = task;
    slot.timedOut = false;
    slot.marginSearch = false;
    slot.haveInfo = false;
    slot.lastInfo = EngineInfo{};
    slot.tracker = std::make_unique<SolutionTracker>(expectationOf(m_records[std::size_t(task.record)]));

    QPointer<Engine>& engine = slot.engines[task.engine];
    Slot* raw = &slot;
    if (!engine) {
        engine = m_engines[std::size_t(task.engine)].create(this);
        if (!engine) {
            m_engineFailed[std::size_t(task.engine)] = true;
            emit engineFailed(m_engines[std::size_t(task.engine)].name, tr("the engine could not be created"),
                              false);
            slot.busy = false;
            m_finished += 1;
            finishIfDone();
            return;
        }
        const int engineIndex = task.engine;
        connect(engine, &Engine::info, this, [this, raw](const EngineInfo& info) { onInfo(*raw, info); });
        connect(engine, &Engine::bestMove, this, [this, raw, engineIndex](Move best, Move) {
            m_failuresInARow[std::size_t(engineIndex)] = 0;
            complete(*raw, best);
        });
        connect(engine, &Engine::failed, this, [this, raw, engineIndex](const QString& reason) {
            onEngineFailed(*raw, engineIndex, reason);
        });
        connect(engine, &Engine::ready, this, [this, raw, engineIndex] {
            raw->ready[engineIndex] = true;
            m_engineWasReady[std::size_t(engineIndex)] = true;
            if (raw->waitingForReady && raw->busy && raw->task.engine == engineIndex) {
                raw->waitingForReady = false;
                launch(*raw, raw->task);
            }
        });
        slot.waitingForReady = true;
        engine->start();
        return;
    }
    if (!slot.ready[task.engine]) {
        slot.waitingForReady = true;
        return;
    }

    GoRequest request;
    request.start = m_records[std::size_t(task.record)].position;
    request.limits = limitsFor(task);
    search(slot, *engine, request);
}

void SuiteRunner::search(Slot& slot, Engine& engine, const GoRequest& request) {
    engine.newGame(); // an empty hash: each search stands alone, a miss's margin search too
    slot.clock.start();
    if (m_limit.kind == SuiteLimit::Kind::MoveTime) slot.watchdog.start(m_limit.moveTimeMs + m_graceMs);
    else if (m_limit.kind == SuiteLimit::Kind::Sweep) slot.watchdog.start(m_limit.sweepTimeoutMs);
    engine.go(request);
}

void SuiteRunner::onEngineFailed(Slot& slot, int engine, const QString& reason) {
    const auto e = std::size_t(engine);
    // The failed instance is done for (its process is gone); the slot's next task of this
    // engine starts a fresh one.
    if (auto it = slot.engines.find(engine); it != slot.engines.end()) {
        if (it->second) it->second->deleteLater();
        slot.engines.erase(it);
    }
    slot.ready[engine] = false;
    if (!m_engineFailed[e]) {
        m_failuresInARow[e] += 1;
        const bool giveUp = !m_engineWasReady[e] || m_failuresInARow[e] >= kMaxFailuresInARow;
        if (giveUp) m_engineFailed[e] = true;
        emit engineFailed(m_engines[e].name, reason, !giveUp);
    }
    // The position being searched is recorded as a miss with no move; a margin search's
    // position keeps its result without a margin.
    if (slot.busy && slot.task.engine == engine) {
        slot.waitingForReady = false;
        complete(slot, Move::none());
    }
}

void SuiteRunner::onInfo(Slot& slot, const EngineInfo& info) {
    if (!slot.busy) return;
    if (slot.marginSearch) {
        if (info.bound == eschess::Bound::Exact && !info.pv.isEmpty())
            slot.marginScores[info.depth][info.pv.front().raw()] = scoreOf(info);
        return;
    }
    if (info.multiPv != 1) return;
    slot.lastInfo = info;
    slot.haveInfo = true;
    if (!info.pv.isEmpty() && info.bound == eschess::Bound::Exact)
        slot.tracker->update(info.depth, slot.clock.elapsed(), info.pv.front(), mateMovesOf(info));
}

void SuiteRunner::complete(Slot& slot, Move best) {
    if (!slot.busy) return;
    slot.watchdog.stop();
    slot.busy = false;
    if (slot.marginSearch) {
        slot.marginSearch = false;
        if (!m_cancelled) finishMarginSearch(slot);
        scheduleMore();
        finishIfDone();
        return;
    }
    const Task task = slot.task;
    const EpdRecord& epd = m_records[std::size_t(task.record)];

    if (!m_cancelled) {
        slot.tracker->update(slot.lastInfo.depth, slot.clock.elapsed(), best, mateMovesOf(slot.lastInfo));
        SuiteResult r;
        r.engine = m_engines[std::size_t(task.engine)].name.toStdString();
        const bool byDepth = m_limit.byDepth();
        r.limit = byDepth ? tr("depth %1").arg(task.depth).toStdString() : m_limit.describe().toStdString();
        r.limitDepth = byDepth ? task.depth : 0;
        r.id = epd.id().empty() ? std::to_string(task.record + 1) : epd.id();
        r.category = bratkoKopecCategory(r.id);
        r.played = best;
        // A search cut short by the watchdog did not meet its limit: it does not count as solved.
        r.solved = !slot.timedOut && isSolved(slot.tracker->expectation(), best, mateMovesOf(slot.lastInfo));
        if (r.solved) {
            r.solvedDepth = slot.tracker->solvedDepth();
            r.solvedTimeMs = slot.tracker->solvedTimeMs();
        }
        r.timeMs = slot.clock.elapsed();
        r.nodes = slot.lastInfo.nodes;
        r.depth = slot.lastInfo.depth;
        r.score = scoreOf(slot.lastInfo);
        r.bkPoints = r.solved ? bratkoKopecPoints(*slot.tracker, m_bkScale) : 0.0;
        r.timedOut = slot.timedOut;
        if (!startMarginSearch(slot, r)) record(task, r);
    }
    scheduleMore();
    finishIfDone();
}

bool SuiteRunner::startMarginSearch(Slot& slot, const SuiteResult& result) {
    const EpdRecord& epd = m_records[std::size_t(slot.task.record)];
    const std::vector<Move> expected = epd.bestMoves();
    const bool miss = !result.solved && !result.timedOut && result.played && !expected.empty() &&
                      std::find(expected.begin(), expected.end(), result.played) == expected.end();
    const auto it = slot.engines.find(slot.task.engine);
    if (!m_missMargins || !miss || m_limit.kind == SuiteLimit::Kind::Sweep || it == slot.engines.end() ||
        !it->second || it->second->state() != Engine::State::Idle)
        return false;
    slot.pending = result;
    slot.marginMoves = {result.played};
    slot.marginMoves.insert(slot.marginMoves.end(), expected.begin(), expected.end());
    slot.marginScores.clear();
    slot.marginSearch = true;
    slot.busy = true;
    slot.timedOut = false;
    GoRequest request;
    request.start = epd.position;
    request.limits = limitsFor(slot.task);
    request.limits.searchMoves = slot.marginMoves;
    request.limits.multiPv = int(slot.marginMoves.size());
    search(slot, *it->second, request);
    return true;
}

void SuiteRunner::finishMarginSearch(Slot& slot) {
    SuiteResult r = slot.pending;
    // The deepest depth at which every searched move has a score: the lines of one iteration.
    for (auto depth = slot.marginScores.rbegin(); depth != slot.marginScores.rend(); ++depth) {
        const auto& scores = depth->second;
        const bool all = std::all_of(slot.marginMoves.begin(), slot.marginMoves.end(),
                                     [&](Move m) { return scores.count(m.raw()) > 0; });
        if (!all) continue;
        Move bestExpected = slot.marginMoves[1];
        for (std::size_t i = 2; i < slot.marginMoves.size(); ++i)
            if (scores.at(slot.marginMoves[i].raw()) > scores.at(bestExpected.raw()))
                bestExpected = slot.marginMoves[i];
        r.missMarginCp = scores.at(r.played.raw()) - scores.at(bestExpected.raw());
        r.missMarginDepth = depth->first;
        r.missBestExpected = bestExpected;
        break;
    }
    record(slot.task, r);
}

void SuiteRunner::record(const Task& task, const SuiteResult& r) {
    m_results.push_back(r);
    m_finished += 1;
    emit resultReady(r, task.record);
    emit progress(m_finished, m_total);
    if (m_limit.kind != SuiteLimit::Kind::Sweep) return;

    const auto e = std::size_t(task.engine);
    if (r.timedOut || r.timeMs > m_limit.sweepTimeoutMs) m_roundTimedOut[e] = true;
    if (--m_roundPending[e] > 0) return;
    const bool deeper = !m_roundTimedOut[e] && task.depth < m_limit.depth && !m_engineFailed[e];
    if (deeper) {
        queueDepthRound(task.engine, task.depth + 1);
    } else {
        // The sweep ends here for this engine: the deeper rounds will not run.
        m_total -= int(m_records.size()) * (m_limit.depth - task.depth);
        emit progress(m_finished, m_total);
    }
}

void SuiteRunner::cancel() {
    if (!m_running) return;
    m_cancelled = true;
    m_queue.clear();
    for (auto& slot : m_slots) {
        if (!slot->busy) continue;
        slot->watchdog.stop();
        if (auto it = slot->engines.find(slot->task.engine); it != slot->engines.end() && it->second)
            it->second->stop();
        slot->busy = false;
    }
    finishIfDone();
}

void SuiteRunner::finishIfDone() {
    if (!m_running) return;
    const bool anyBusy = std::any_of(m_slots.begin(), m_slots.end(), [](const auto& s) { return s->busy; });
    if (anyBusy || (!m_queue.empty() && !m_cancelled)) return;
    m_running = false;
    emit finished(m_cancelled);
}

} // namespace eschess::app
