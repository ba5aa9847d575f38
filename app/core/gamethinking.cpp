#include "app/core/gamethinking.h"

#include "app/core/gamecontroller.h"
#include "app/core/player.h"

#include <iterator>
#include <utility>

namespace eschess::app {

GameThinking::GameThinking(GameController* game, QObject* parent) : QObject(parent), m_game(game) {
    m_timer.setSingleShot(true);
    m_timer.setInterval(kBatchMs);
    connect(&m_timer, &QTimer::timeout, this, &GameThinking::flush);
    connect(m_game, &GameController::playerInfo, this, &GameThinking::onInfo);
    connect(m_game, &GameController::gameStarted, this, [this] {
        m_searches.clear();
        m_pending.clear();
        m_timer.stop();
        emit changed();
    });
    // A move ends the mover's search; a takeback removes the searches of the plies it undid.
    connect(m_game, &GameController::positionChanged, this, &GameThinking::truncate);
    // The game's end shows what was hidden during it.
    connect(m_game, &GameController::gameOver, this, &GameThinking::changed);
}

void GameThinking::setShowToHuman(bool show) {
    if (show == m_showToHuman) return;
    m_showToHuman = show;
    emit changed();
}

bool GameThinking::hidden() const {
    // Only a person playing an engine: between two people (a loaded game, a study) nothing is hidden.
    const auto engine = [this](eschess::Color c) { return m_game->player(c) && !m_game->player(c)->isHuman(); };
    const bool personAgainstEngine = m_game->hasHuman() && (engine(eschess::White) || engine(eschess::Black));
    return !m_showToHuman && personAgainstEngine && !m_game->isOver();
}

const GameThinking::Search* GameThinking::searchAt(int ply) const {
    const auto it = m_searches.constFind(ply);
    return it == m_searches.constEnd() ? nullptr : &*it;
}

const GameThinking::Search* GameThinking::latestOf(eschess::Color side, int maxPly) const {
    for (auto it = m_searches.upperBound(maxPly); it != m_searches.constBegin();) {
        --it;
        if (it->side == side) return &*it;
    }
    return nullptr;
}

const GameThinking::Search* GameThinking::current() const {
    if (m_game->isOver()) return nullptr;
    return searchAt(m_game->plyCount());
}

const GameThinking::Search* GameThinking::latestScored(int maxPly) const {
    for (auto it = m_searches.upperBound(maxPly); it != m_searches.constBegin();) {
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

void GameThinking::onInfo(eschess::Color side, const EngineInfo& info) {
    const int ply = m_game->plyCount();
    auto it = m_searches.find(ply);
    if (it == m_searches.end() || it->side != side) {
        Search s;
        s.id = m_nextId++;
        s.ply = ply;
        s.side = side;
        s.root = m_game->position();
        it = m_searches.insert(ply, s);
    }
    it->log.add(info);
    // An update without a depth is progress only (a UCI engine's currmove line): no score to show.
    if (info.multiPv <= 1 && info.depth > 0) {
        it->latest = info;
        it->hasLatest = true;
    }
    if (ply != m_pendingPly) flush(); // a batch is about one search
    m_pendingPly = ply;
    m_pendingSide = side;
    m_pending.append(info);
    if (!m_timer.isActive()) m_timer.start();
}

void GameThinking::flush() {
    m_timer.stop();
    if (m_pending.isEmpty()) return;
    const QVector<EngineInfo> infos = std::exchange(m_pending, {});
    if (m_searches.contains(m_pendingPly)) emit batch(m_pendingPly, m_pendingSide, infos);
    emit changed();
}

void GameThinking::truncate() {
    const int plies = m_game->plyCount();
    // The search that led to the last move is kept; one at the live ply or beyond is stale.
    bool removed = false;
    while (!m_searches.isEmpty() && m_searches.lastKey() >= plies) {
        m_searches.erase(std::prev(m_searches.end()));
        removed = true;
    }
    if (m_pendingPly >= plies) m_pending.clear();
    else flush(); // the mover's last updates before its move, so the views end where it ended
    if (removed) emit changed();
}

} // namespace eschess::app
