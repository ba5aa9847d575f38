#pragma once

#include "explorer/gameexplorer.h"

#include <QFutureWatcher>
#include <QObject>
#include <QString>
#include <QStringList>

#include <atomic>
#include <memory>
#include <optional>

namespace eschess::app {

class ExplorerCache;

// Which games of a database are counted: one player's (a part of the name, in any case), with
// either colour or one, and rated at least minElo (the mean of the players' known ratings, as the
// top games are ordered; unrated games drop out once a minimum is set).
struct ExplorerFilter {
    enum Side { EitherSide, AsWhite, AsBlack };
    QString player; // "" counts everyone
    Side side = EitherSide;
    int minElo = 0; // 0 counts every game, rated or not

    bool active() const { return !player.trimmed().isEmpty() || minElo > 0; }
    bool accepts(const eschess::PgnGame& game) const;
    bool operator==(const ExplorerFilter&) const = default;
};

// A file's size and modification time, taken before it is read: an index is used again only
// for a file that still has both (ExplorerCache).
struct ExplorerFileStamp {
    qint64 size = 0;
    qint64 modifiedMs = 0;
    static ExplorerFileStamp of(const QString& path);
};

// What indexing a PGN database gave.
struct ExplorerLoad {
    std::shared_ptr<const eschess::ExplorerIndex> index; // null when the file failed or was cancelled
    QString path;
    QString failure; // why the file could not be read ("" when it was)
    bool cancelled = false;
    bool fromCache = false; // the index saved by an earlier reading of the same file (ExplorerCache)
    ExplorerFileStamp stamp; // the file when it was read
    ExplorerFilter filter;
    quint64 gamesRead = 0; // games in the file (that the reader kept)
    quint64 games = 0;     // games indexed: those the filter accepts
    QStringList errors; // the parser's messages (bad moves, bad FEN tags), the first kMaxShownMessages
    qint64 errorCount = 0;
};

// Builds a games-explorer index from a PGN file on a worker thread: the file is read a piece at
// a time (any size; memory grows with the distinct positions, not the file), progress is
// reported as it goes, and cancel() stops it between pieces. The GUI thread never waits, except
// in the destructor for the piece being read. With a cache, an index saved by an earlier reading
// of the same file is read instead, and a new one is saved.
class ExplorerLoader : public QObject {
    Q_OBJECT
  public:
    static constexpr qint64 kPieceBytes = qint64(1) << 20;

    explicit ExplorerLoader(QObject* parent = nullptr);
    ~ExplorerLoader() override; // cancels and waits

    // Starts indexing; false (and nothing started) while another load runs.
    bool load(const QString& path, const ExplorerFilter& filter = {},
              int maxPlies = eschess::ExplorerBuilder::kDefaultMaxPlies);
    void cancel();
    bool isRunning() const;
    // Where indexes are looked up and saved (null, the default: every load reads the file).
    void setCache(std::shared_ptr<const ExplorerCache> cache) { m_cache = std::move(cache); }
    // For tests: waits for the load and delivers its signals.
    void waitForFinished();

    // The worker itself (public for tests and the command line): reads and indexes the file, or
    // reads its index from the cache when there is one.
    static std::shared_ptr<const ExplorerLoad>
    run(const QString& path, const ExplorerFilter& filter, int maxPlies, const std::atomic<bool>& cancel,
        std::atomic<qint64>& bytesRead, std::atomic<quint64>& games, const ExplorerCache* cache = nullptr);

    // A game of the index, read again from its file (only the piece of text it was read from).
    // nullopt, with the reason in error, when the file cannot be read or has changed since.
    static std::optional<eschess::PgnGame> readGame(const QString& path, const eschess::ExplorerGame& game,
                                                    QString* error = nullptr);

  signals:
    // Bytes read of the file's size, and the games read so far.
    void progress(qint64 bytesRead, qint64 totalBytes, quint64 games);
    void finished(std::shared_ptr<const eschess::app::ExplorerLoad> load);

  private:
    QFutureWatcher<std::shared_ptr<const ExplorerLoad>>* m_watcher;
    std::shared_ptr<const ExplorerCache> m_cache;
    std::shared_ptr<std::atomic<bool>> m_cancel;
    std::shared_ptr<std::atomic<qint64>> m_bytesRead;
    std::shared_ptr<std::atomic<quint64>> m_games;
    qint64 m_totalBytes = 0;
    int m_progressTimer = 0;

    void timerEvent(QTimerEvent* event) override;
};

} // namespace eschess::app
