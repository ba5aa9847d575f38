#include "app/core/gamethinking.h"

#include "app/core/gamecontroller.h"
#include "app/core/player.h"

#include <iterator>
#include <utility>

namespace eschess::app {

GameThinking::GameThinking(GameController* game, QObject* parent) : QObject(parent) {
    m_timer.setSingleShot(true);
    m_timer.setInterval(kBatchMs);
    connect(&m_timer, &QTimer::timeout, this, &GameThinking::flush);
    m_home.game = game;
    connectRecord(m_home);
}

void GameThinking::connectRecord(Record& record) {
    GameController* game = record.game;
    connect(game, &GameController::playerInfo, this,
            [this, &record](eschess::Color side, const EngineInfo& info) { onInfo(record, side, info); });
    connect(game, &GameController::playerProgress, this,
            [this, &record](eschess::Color side, const EngineInfo& info) { onProgress(record, side, info); });
    connect(game, &GameController::gameStarted, this, [this, &record] {
        record.searches.clear();
        if (&record != &shown()) return;
        dropPending();
        emit changed();
    });
    // A move ends the mover's search; a takeback removes the searches of the plies it undid.
    connect(game, &GameController::positionChanged, this, [this, &record] { truncate(record); });
    // The game's end shows what was hidden during it.
    connect(game, &GameController::gameOver, this, [this, &record] {
        if (&record == &shown()) emit changed();
    });
}

GameController* GameThinking::game() const { return shown().game; }

GameController* GameThinking::homeGame() const { return m_home.game; }

void GameThinking::follow(GameController* game) {
    if (game == m_home.game) game = nullptr;
    if (game == m_followed.game) return;
    if (m_followed.game) m_followed.game->disconnect(this);
    flush(); // the last updates of the game shown so far go to it, not to the next
    m_followed.searches.clear();
    m_followed.game = game;
    if (game) {
        connectRecord(m_followed);
        // The QPointer is already null when destroyed() arrives, so following() is false:
        // the home game is shown again.
        connect(game, &QObject::destroyed, this, [this] {
            m_followed.searches.clear();
            dropPending();
            emit gameChanged();
            emit changed();
        });
    }
    dropPending();
    emit gameChanged();
    emit changed();
}

void GameThinking::unfollow(GameController* game) {
    if (game && game == m_followed.game) follow(nullptr);
}

void GameThinking::setShowToHuman(bool show) {
    if (show == m_showToHuman) return;
    m_showToHuman = show;
    emit changed();
}

bool GameThinking::hidden() const {
    // Only a person playing an engine: between two people (a loaded game, a study) nothing is hidden.
    const GameController* g = game();
    if (!g) return false;
    const auto engine = [g](eschess::Color c) { return g->player(c) && !g->player(c)->isHuman(); };
    const bool personAgainstEngine = g->hasHuman() && (engine(eschess::White) || engine(eschess::Black));
    return !m_showToHuman && personAgainstEngine && !g->isOver();
}

const GameThinking::Search* GameThinking::searchAt(int ply) const {
    const auto it = shown().searches.constFind(ply);
    return it == shown().searches.constEnd() ? nullptr : &*it;
}

const GameThinking::Search* GameThinking::latestOf(eschess::Color side, int maxPly) const {
    const QMap<int, Search>& searches = shown().searches;
    for (auto it = searches.upperBound(maxPly); it != searches.constBegin();) {
        --it;
        if (it->side == side) return &*it;
    }
    return nullptr;
}

const GameThinking::Search* GameThinking::current() const {
    const GameController* g = game();
    if (!g || g->isOver()) return nullptr;
    return searchAt(g->plyCount());
}

const GameThinking::Search* GameThinking::latestScored(int maxPly) const {
    const QMap<int, Search>& searches = shown().searches;
    for (auto it = searches.upperBound(maxPly); it != searches.constBegin();) {
        --it;
        if (it->hasLatest) return &*it;
    }
    return nullptr;
}

int GameThinking::scoreWhite(const Search& search) {
    const int sign = search.side == eschess::White ? 1 : -1;
    if (search.latest.isMate) return sign * (search.latest.mateMoves >= 0 ? 10000 : -10000);
    return sign * search.latest.scoreCp;
}

GameThinking::Search& GameThinking::searchFor(Record& record, eschess::Color side) {
    const int ply = record.game->plyCount();
    auto it = record.searches.find(ply);
    if (it == record.searches.end() || it->side != side) {
        Search s;
        s.id = m_nextId++;
        s.ply = ply;
        s.side = side;
        s.root = record.game->position();
        it = record.searches.insert(ply, s);
    }
    return *it;
}

void GameThinking::onInfo(Record& record, eschess::Color side, const EngineInfo& info) {
    Search& search = searchFor(record, side);
    search.log.add(info);
    search.hasProgress = false; // what it searches now is this update's business
    // An update without a depth is progress only: no score to show.
    if (info.multiPv <= 1 && info.depth > 0) {
        search.latest = info;
        search.hasLatest = true;
    }
    if (&record != &shown()) return; // kept for when the home game is shown again
    if (search.ply != m_pendingPly) flush(); // a batch is about one search
    m_pendingPly = search.ply;
    m_pendingSide = side;
    m_pending.append(info);
    if (!m_timer.isActive()) m_timer.start();
}

void GameThinking::onProgress(Record& record, eschess::Color side, const EngineInfo& info) {
    Search& search = searchFor(record, side);
    search.progress = info;
    search.hasProgress = true;
    if (&record != &shown()) return;
    m_dirty = true;
    if (!m_timer.isActive()) m_timer.start();
}

void GameThinking::flush() {
    m_timer.stop();
    if (m_pending.isEmpty() && !m_dirty) return;
    m_dirty = false;
    const QVector<EngineInfo> infos = std::exchange(m_pending, {});
    if (!infos.isEmpty() && shown().searches.contains(m_pendingPly)) emit batch(m_pendingPly, m_pendingSide, infos);
    emit changed();
}

void GameThinking::dropPending() {
    m_timer.stop();
    m_pending.clear();
    m_dirty = false;
    m_pendingPly = -1;
}

void GameThinking::truncate(Record& record) {
    const int plies = record.game->plyCount();
    // The search that led to the last move is kept; one at the live ply or beyond is stale.
    bool removed = false;
    while (!record.searches.isEmpty() && record.searches.lastKey() >= plies) {
        record.searches.erase(std::prev(record.searches.end()));
        removed = true;
    }
    if (&record != &shown()) return;
    if (m_pendingPly >= plies) m_pending.clear();
    else flush(); // the mover's last updates before its move, so the views end where it ended
    if (removed) emit changed();
}

} // namespace eschess::app
