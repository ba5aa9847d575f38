#include "app/core/explorerloader.h"

#include "app/core/explorercache.h"
#include "app/core/textinput.h"
#include "notation/pgnstream.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QTimerEvent>
#include <QtConcurrent>

namespace eschess::app {

namespace {
constexpr int kProgressEveryMs = 100;

QString cannotOpen(const QString& path, const QFile& file) {
    return QCoreApplication::translate("ExplorerLoader", "Cannot open %1: %2")
        .arg(QFileInfo(path).fileName(), file.errorString());
}
} // namespace

ExplorerLoader::ExplorerLoader(QObject* parent)
    : QObject(parent), m_watcher(new QFutureWatcher<std::shared_ptr<const ExplorerLoad>>(this)) {
    connect(m_watcher, &QFutureWatcher<std::shared_ptr<const ExplorerLoad>>::finished, this, [this] {
        if (m_progressTimer) killTimer(m_progressTimer);
        m_progressTimer = 0;
        emit progress(m_bytesRead->load(), m_totalBytes, m_games->load());
        emit finished(m_watcher->result());
    });
}

ExplorerLoader::~ExplorerLoader() {
    cancel();
    m_watcher->waitForFinished();
}

bool ExplorerLoader::isRunning() const {
    return m_watcher->isRunning();
}

void ExplorerLoader::cancel() {
    if (m_cancel) m_cancel->store(true);
}

void ExplorerLoader::waitForFinished() {
    m_watcher->waitForFinished();
    QCoreApplication::sendPostedEvents();
}

ExplorerFileStamp ExplorerFileStamp::of(const QString& path) {
    const QFileInfo info(path);
    return {info.size(), info.lastModified().toMSecsSinceEpoch()};
}

bool ExplorerFilter::accepts(const PgnGame& game) const {
    const QString name = player.trimmed();
    if (!name.isEmpty()) {
        const auto plays = [&](const char* tag) {
            return QString::fromStdString(game.tag(tag)).contains(name, Qt::CaseInsensitive);
        };
        const bool white = side != AsBlack && plays("White");
        const bool black = side != AsWhite && plays("Black");
        if (!white && !black) return false;
    }
    if (minElo > 0) {
        // Unrated games have a mean of 0, below any minimum.
        if (meanElo(pgnElo(game.tag("WhiteElo")), pgnElo(game.tag("BlackElo"))) < minElo) return false;
    }
    return true;
}

bool ExplorerLoader::load(const QString& path, const ExplorerFilter& filter, int maxPlies) {
    if (isRunning()) return false;
    // Fresh counters each time: a finished worker's are never shared with the next one.
    m_cancel = std::make_shared<std::atomic<bool>>(false);
    m_bytesRead = std::make_shared<std::atomic<qint64>>(0);
    m_games = std::make_shared<std::atomic<quint64>>(0);
    m_totalBytes = QFileInfo(path).size();
    m_watcher->setFuture(QtConcurrent::run(
        [path, filter, maxPlies, cancel = m_cancel, bytes = m_bytesRead, games = m_games, cache = m_cache] {
            return run(path, filter, maxPlies, *cancel, *bytes, *games, cache.get());
        }));
    m_progressTimer = startTimer(kProgressEveryMs);
    return true;
}

void ExplorerLoader::timerEvent(QTimerEvent* event) {
    if (event->timerId() != m_progressTimer) return QObject::timerEvent(event);
    emit progress(m_bytesRead->load(), m_totalBytes, m_games->load());
}

std::shared_ptr<const ExplorerLoad> ExplorerLoader::run(const QString& path, const ExplorerFilter& filter,
                                                        int maxPlies, const std::atomic<bool>& cancel,
                                                        std::atomic<qint64>& bytesRead,
                                                        std::atomic<quint64>& games,
                                                        const ExplorerCache* cache) {
    if (cache) {
        if (auto saved = cache->find(path, filter, maxPlies)) {
            bytesRead.store(saved->stamp.size);
            games.store(saved->gamesRead);
            return saved;
        }
    }
    auto load = std::make_shared<ExplorerLoad>();
    load->path = path;
    load->filter = filter;
    load->stamp = ExplorerFileStamp::of(path);
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        load->failure = cannotOpen(path, file);
        return load;
    }
    ExplorerBuilder builder(maxPlies);
    // Only the plies indexed are read: checking the rest of each game's moves would take most
    // of the time, for nothing the index keeps.
    PgnStreamReader reader(maxPlies);
    const auto take = [&](const PgnReadResult& read) {
        for (std::size_t i = 0; i < read.games.size(); ++i)
            if (filter.accepts(read.games[i]))
                builder.add(read.games[i],
                            {reader.lastTextOffset(), reader.lastTextLength(), std::uint32_t(i)});
        load->gamesRead += read.games.size();
        games.store(load->gamesRead);
        // A piece's own last line "… and N more errors" is a count, not a message.
        const std::size_t listed = read.errors.size() - (read.errorsLeftOut > 0 ? 1 : 0);
        load->errorCount += qint64(listed) + read.errorsLeftOut;
        for (std::size_t i = 0; i < listed && load->errors.size() < kMaxShownMessages; ++i)
            load->errors << QString::fromStdString(read.errors[i]);
    };
    while (!file.atEnd()) {
        if (cancel.load()) {
            load->cancelled = true;
            return load;
        }
        const QByteArray piece = file.read(kPieceBytes);
        if (piece.isEmpty() && file.error() != QFileDevice::NoError) {
            load->failure = QCoreApplication::translate("ExplorerLoader", "Cannot read %1: %2")
                                .arg(QFileInfo(path).fileName(), file.errorString());
            return load;
        }
        bytesRead.fetch_add(piece.size());
        take(reader.feed(std::string_view(piece.constData(), std::size_t(piece.size()))));
    }
    take(reader.finish());
    load->games = builder.games();
    load->index = std::make_shared<const ExplorerIndex>(builder.build());
    // A cache that cannot be written costs only the next reading's time.
    if (cache) cache->store(*load, maxPlies);
    return load;
}

std::optional<eschess::PgnGame> ExplorerLoader::readGame(const QString& path,
                                                         const eschess::ExplorerGame& game, QString* error) {
    const QString name = QFileInfo(path).fileName();
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        if (error) *error = cannotOpen(path, file);
        return std::nullopt;
    }
    const ExplorerGameSource& source = game.source;
    QByteArray text;
    if (source.textOffset + source.textLength <= quint64(file.size()) && file.seek(qint64(source.textOffset)))
        text = file.read(qint64(source.textLength));
    std::optional<PgnGame> found;
    if (quint64(text.size()) == source.textLength) {
        PgnReadResult read = readPgn(std::string_view(text.constData(), std::size_t(text.size())));
        if (source.indexInText < read.games.size()) found = std::move(read.games[source.indexInText]);
    }
    // The same players and result, and the same opening moves, or the file was changed after it
    // was indexed.
    const auto sameOpening = [&] {
        if (int(found->moves.size()) < game.indexedPlies) return false;
        Position pos = found->start;
        for (int ply = 0; ply < game.indexedPlies; ++ply) pos.makeMove(found->moves[std::size_t(ply)]);
        return pos.key() == game.reached;
    };
    if (!found || found->tag("White") != game.white || found->tag("Black") != game.black ||
        found->result != game.result || !sameOpening()) {
        if (error)
            *error = QCoreApplication::translate("ExplorerLoader",
                                                 "%1 has changed since it was indexed; open it again.")
                         .arg(name);
        return std::nullopt;
    }
    return found;
}

} // namespace eschess::app
