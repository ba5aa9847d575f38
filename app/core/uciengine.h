#pragma once
// An external UCI engine (Stockfish, Toga II, our own eschess-engine …) over QProcess.
//
// Everything is asynchronous and guarded by timers, because an external program can do
// anything: not start, never say uciok, crash mid-game, stop answering, print garbage or
// answer with an illegal move. Each of these ends in failed() with a message that names the
// engine and what went wrong — never in a hang. quit() sends `quit`, waits a short grace
// period and then kills the process, so no engine outlives its owner.

#include "app/core/engine.h"

#include <QElapsedTimer>
#include <QProcess>
#include <QStringList>
#include <QTimer>

#include <optional>
#include <utility>
#include <vector>

namespace eschess::app {

// How to start an external engine.
struct UciEngineConfig {
    QString program;          // path to the executable
    QStringList arguments;
    QString workingDirectory; // empty: the program's own folder
    QString displayName;      // empty: the engine's `id name`, else the file name
    std::vector<std::pair<QString, QString>> options; // sent after uciok, in order
};

class UciEngine : public Engine {
    Q_OBJECT
public:
    // Why the engine failed, for a match's Termination (the message is for people).
    enum class Failure { None, Start, Handshake, Crash, Stall, IllegalMove, Garbage, Protocol };

    explicit UciEngine(UciEngineConfig config, QObject* parent = nullptr);
    ~UciEngine() override;

    QString name() const override;
    void start() override;
    void newGame() override;
    void setOption(const QString& name, const QString& value) override;
    QList<eschess::OptionSpec> options() const override { return m_options; }
    // After the handshake: the MultiPV option's maximum (m_multiPvMax stays 1 without the option).
    int maxLines() const override { return m_gotUciOk ? m_multiPvMax : 0; }
    // A request before the handshake ends waits for it; one during a search replaces that
    // search (stop, then the new search once its bestmove is in; the old search's lines are
    // dropped, its move still reported). A request replaced before it started gets no
    // bestMove; one stopped while it waits starts and stops at once.
    void go(const GoRequest& request) override;
    void stop() override;
    void ponderHit() override;
    void quit() override;

    const UciEngineConfig& config() const { return m_config; }
    QString idName() const { return m_idName; }
    QString idAuthor() const { return m_idAuthor; }
    Failure failure() const { return m_failure; }
    // The process id while the program runs, else 0 (tests check that nothing is left behind).
    qint64 processId() const { return m_process ? m_process->processId() : 0; }

    // Time limits (milliseconds). The handshake covers start-up to readyok; the search grace is
    // added to the time a `go` may take (movetime, or the mover's clock) before it is a stall;
    // an untimed search (depth, nodes) is one after untimedStall without a usable info line,
    // or after untimedCap in all (an infinite search is never one).
    void setHandshakeTimeout(int ms) { m_handshakeMs = ms; }
    void setSearchGrace(int ms) { m_searchGraceMs = ms; }
    void setUntimedStallTimeout(int ms) { m_untimedStallMs = ms; }
    void setUntimedCap(int ms) { m_untimedCapMs = ms; }
    void setQuitGrace(int ms) { m_quitGraceMs = ms; }
    // Unusable lines (not UCI, bad info, bad option) tolerated within one search, or between
    // two searches, or during the handshake, before it is a failure.
    static constexpr int kMaxGarbageLines = 1000;
    // Blocks until every engine process that quit() let go has ended, killing those still
    // running after graceMs. Call before the application exits (the CLI does).
    static void waitForQuitProcesses(int graceMs);
    static constexpr int kMaxLineLength = 1 << 16;
    // Options an engine may announce (Stockfish has about 20); more is a broken engine.
    static constexpr int kMaxOptions = 1000;
    static constexpr int kMaxReportedBadOptions = 20;

private:
    void onReadyRead();
    void handleLine(const QString& line);
    void onProcessError(QProcess::ProcessError error);
    void onFinished(int exitCode, QProcess::ExitStatus status);
    void onTimeout();
    void write(const QString& command);
    void sendIsReady();
    void becomeReady();
    void startSearch();
    // An info line of an untimed search: the silence allowed starts again (within its end).
    void keepUntimedSearchAlive();
    void noteOption(const QString& name, const QString& value);
    void failWith(Failure kind, const QString& reason);
    bool offersOption(const char* optionName) const;
    void killProcess();

    UciEngineConfig m_config;
    QProcess* m_process = nullptr;
    QTimer m_timer; // single-shot: handshake, stall or stop deadline
    QString m_idName, m_idAuthor;
    QList<eschess::OptionSpec> m_options;
    std::vector<std::pair<QString, QString>> m_pendingOptions; // set before uciok
    Failure m_failure = Failure::None;
    bool m_gotUciOk = false;
    bool m_checkingSettings = false; // options were sent at uciok: an `info string error` ends the start
    int m_pendingReadyOk = 0;        // isready sent, readyok not yet seen
    std::optional<GoRequest> m_queuedGo; // waits for the handshake, a readyok or a replaced search's bestmove
    bool m_stopQueuedGo = false;         // stop() came while m_queuedGo waited
    eschess::Position m_searchPos;   // the position being searched (to vet moves)
    bool m_searching = false;
    bool m_chess960Sent = false; // UCI_Chess960 as the engine was last told (false: its default)
    bool m_stopSent = false;
    // MultiPV is a UCI option, not a `go` parameter, so the lines a request asks for are set by
    // setoption before its search, and only for an engine that offers the option. Base: what
    // the engine's options say (its announced default, then the spec's or a setOption value),
    // restored for a request of one line; sent: what it was last told.
    bool m_hasMultiPv = false;
    int m_multiPvMax = 1;
    int m_multiPvBase = 1;
    int m_multiPvSent = 1;
    int m_repeatedOptions = 0;       // announcements of an option already announced (the first kMaxReportedBadOptions reported)
    int m_garbage = 0;               // unusable lines since the last search started (or since start)
    qint64 m_groupId = 0;            // the process group the program runs in (its first pid)
    QByteArray m_partial;            // an incomplete line
    int m_handshakeMs = 10000;
    int m_searchGraceMs = 5000;
    int m_untimedStallMs = 120000;
    // An untimed search that reports its progress is alive, however long it takes: a deep node
    // limit on a loaded machine (a suite's 14 million nodes beside other work) runs past the
    // silence allowed without being stalled. Its end, counted from its go, so that an engine
    // that reports for ever is still stopped.
    int m_untimedCapMs = 3600000;
    bool m_untimedSearch = false;
    QElapsedTimer m_untimedStarted;
    int m_quitGraceMs = 1000;
};

} // namespace eschess::app
