#pragma once

#include "app/core/engine.h"
#include "app/core/search/iterationlog.h"

#include "core/position.h"

#include <QMap>
#include <QObject>
#include <QPointer>
#include <QTimer>
#include <QVector>


namespace eschess::app {

class GameController;

// What the engines of a game thought, kept for the whole game: for each ply an engine searched,
// the position it searched and its iterations (one row per depth, as the statistics panel
// counts them). It follows the game loop's playerInfo() — only the engine whose turn it is —
// and forgets the plies a takeback or a new game removes, so that after the game every move's
// thinking can be read again.
//
// The game shown is the window's own (the home game) or, while the board follows a match or
// tournament game, that game's controller (follow()). The home game's thinking is still kept
// while another game is followed, so that coming back finds it whole.
//
// The views (search panels, engine-output panes, evaluation bar) do not listen to every update:
// an engine may report hundreds a second. Updates are recorded at once but announced in batches
// at most every kBatchMs, so the GUI thread repaints at most ten times a second.
//
// It also decides whether the thinking may be shown: in a game between a person and an engine
// the person is not shown the engine's answer while the game runs, unless the preferences say so.
class GameThinking : public QObject {
    Q_OBJECT
public:
    static constexpr int kBatchMs = 100;

    struct Search {
        int id = 0;   // new for every search, so that a view knows when another one begins
        int ply = 0;
        eschess::Color side = eschess::White;
        eschess::Position root;
        IterationLog log;         // completed iterations (multipv 1), ascending depth
        EngineInfo latest;        // the latest main-line update, finished iteration or not
        bool hasLatest = false;
        // The root move searched now (a UCI engine's currmove), newer than latest; cleared by
        // the next update of the search.
        EngineInfo progress;
        bool hasProgress = false;
    };

    explicit GameThinking(GameController* game, QObject* parent = nullptr);

    // The game whose thinking is shown: the home game or the one followed.
    GameController* game() const;
    GameController* homeGame() const;
    bool following() const { return !m_followed.game.isNull(); }
    // Shows game's thinking from now on (nullptr or the home game: the home game's again).
    // Following ends by itself when the followed game is destroyed.
    void follow(GameController* game);
    // Back to the home game, if game is the one followed (its panel stopped watching it).
    void unfollow(GameController* game);

    // Off: a person playing an engine does not see its thinking until the game is over.
    void setShowToHuman(bool show);
    bool showToHuman() const { return m_showToHuman; }
    // True while the thinking must not be shown: a person plays an engine, the game is running
    // and showToHuman() is off. Engine-vs-engine games are always shown.
    bool hidden() const;

    // The search at ply (the position after ply moves), or nullptr.
    const Search* searchAt(int ply) const;
    // The latest search side made at a ply ≤ maxPly, or nullptr.
    const Search* latestOf(eschess::Color side, int maxPly) const;
    // The search the game is waiting for (the side to move's), or nullptr.
    const Search* current() const;
    // The latest search at a ply ≤ maxPly that has a score, or nullptr.
    const Search* latestScored(int maxPly) const;
    // A search's latest score from White's view in centipawns, a mate as ±10000 (as analysis
    // gives it to the evaluation bar).
    static int scoreWhite(const Search& search);

signals:
    // Updates of the search at ply since the last batch, in order (at most every kBatchMs).
    void batch(int ply, eschess::Color side, const QVector<eschess::app::EngineInfo>& infos);
    // Searches were added, changed or removed, or hidden() may have changed.
    void changed();
    // game() is another game now (changed() follows).
    void gameChanged();

private:
    // One game's searches.
    struct Record {
        QPointer<GameController> game;
        QMap<int, Search> searches;
    };
    const Record& shown() const { return following() ? m_followed : m_home; }
    void connectRecord(Record& record);
    Search& searchFor(Record& record, eschess::Color side);
    void onInfo(Record& record, eschess::Color side, const EngineInfo& info);
    void onProgress(Record& record, eschess::Color side, const EngineInfo& info);
    void flush();
    void truncate(Record& record);
    void dropPending();

    Record m_home;
    Record m_followed;
    int m_nextId = 1;
    bool m_showToHuman = false;
    // Updates of the shown game waiting for the next batch, all of one ply.
    int m_pendingPly = -1;
    eschess::Color m_pendingSide = eschess::White;
    QVector<EngineInfo> m_pending;
    bool m_dirty = false; // progress to announce, with or without updates
    QTimer m_timer;
};

} // namespace eschess::app
