#pragma once
// An engine as the application sees it — an in-process searcher of the family or an external
// UCI program — behind one asynchronous interface. Every call returns at once; results arrive
// as queued signals on the owner's thread, so the GUI thread never waits on a search.
//
// Implementations: LocalEngine (in-process searcher on its own QThread) and UciEngine
// (QProcess). createEngine(EngineSpec) in enginefactory.h builds either from a spec string.

#include "core/position.h"
#include "search/limits.h"
#include "search/searcher.h"
#include "search/stats.h"
#include "search/wdl.h"

#include <QMetaType>
#include <QObject>
#include <QString>
#include <QVector>

#include <vector>

namespace eschess::app {

// One decoded `info` update.
struct EngineInfo {
    int depth = 0;
    int seldepth = 0;
    int multiPv = 1;
    int scoreCp = 0;     // from the side to move's view; valid when !isMate
    bool isMate = false;
    int mateMoves = 0;   // > 0: side to move mates in N moves; < 0: is mated in N
    eschess::Bound bound = eschess::Bound::Exact;
    quint64 nodes = 0;
    quint64 nps = 0;
    qint64 timeMs = 0;
    int hashfull = -1;
    QVector<eschess::Move> pv; // legal from the searched position
    bool hasStats = false;     // in-process searchers give full per-depth statistics
    eschess::DepthStats stats;
    // UCI `currmove` / `currmovenumber`: the root move searched now and its number (1-based),
    // sent as progress within an iteration; null and 0 when the engine does not say.
    eschess::Move currMove;
    int currMoveNumber = 0;
    // Win/draw/loss chances in permille, side to move's view: the engine's own (UCI `wdl`, sent
    // with UCI_ShowWDL) or, for the in-process searchers, the model fitted to Eschess's games.
    bool hasWdl = false;
    eschess::Wdl wdl;
};

// What to search: the game from its start position, the moves played, and the limits.
// Engines get the whole history so that they see repetitions.
struct GoRequest {
    eschess::Position start;
    std::vector<eschess::Move> moves;
    eschess::SearchLimits limits;

    eschess::Position current() const {
        eschess::Position p = start;
        for (eschess::Move m : moves) p.makeMove(m);
        return p;
    }
};

class Engine : public QObject {
    Q_OBJECT
public:
    enum class State { NotStarted, Starting, Idle, Thinking, Failed, Quit };
    Q_ENUM(State)

    // Registers the types the signals carry, so queued connections and QSignalSpy accept them.
    explicit Engine(QObject* parent = nullptr);
    ~Engine() override = default;

    virtual QString name() const = 0;
    // Starts the engine; ready() or failed() follows.
    virtual void start() = 0;
    virtual void newGame() = 0;
    // Options in UCI terms (name, value); for in-process searchers the searcher's options.
    virtual void setOption(const QString& name, const QString& value) = 0;
    virtual QList<eschess::OptionSpec> options() const = 0;
    // The most lines (MultiPV) one search of this engine shows; 0 while it is not known yet (an
    // external engine says so in its handshake).
    virtual int maxLines() const = 0;
    // Starts a search; info() updates follow, then exactly one bestMove() (unless failed()).
    virtual void go(const GoRequest& request) = 0;
    // Ends the search at once; bestMove() follows promptly.
    virtual void stop() = 0;
    virtual void ponderHit() {}
    // Ends the engine (thread or process); no signals after this.
    virtual void quit() = 0;

    State state() const { return m_state; }
    QString errorString() const { return m_error; }

signals:
    void ready();
    void info(const eschess::app::EngineInfo& info);
    // Progress within an iteration that is not a result ('info depth 21 currmove e2e4
    // currmovenumber 3'): depth, currMove and currMoveNumber are set, the rest is not. Kept
    // apart from info() so that nothing takes it for an iteration's score.
    void progress(const eschess::app::EngineInfo& info);
    void bestMove(eschess::Move move, eschess::Move ponder);
    void failed(const QString& reason);
    void message(const QString& text); // `info string` and other free text
    void stateChanged(eschess::app::Engine::State state);

protected:
    void setState(State s) {
        if (s == m_state) return;
        m_state = s;
        emit stateChanged(s);
    }
    void fail(const QString& reason) {
        m_error = reason;
        setState(State::Failed);
        emit failed(reason);
    }

private:
    State m_state = State::NotStarted;
    QString m_error;
};

} // namespace eschess::app

Q_DECLARE_METATYPE(eschess::Move)
Q_DECLARE_METATYPE(eschess::app::EngineInfo)
