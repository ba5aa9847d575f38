#include "app/core/explorerloader.h"

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

bool ExplorerLoader::load(const QString& path, int maxPlies) {
    if (isRunning()) return false;
    // Fresh counters each time: a finished worker's are never shared with the next one.
    m_cancel = std::make_shared<std::atomic<bool>>(false);
    m_bytesRead = std::make_shared<std::atomic<qint64>>(0);
    m_games = std::make_shared<std::atomic<quint64>>(0);
    m_totalBytes = QFileInfo(path).size();
    m_watcher->setFuture(
        QtConcurrent::run([path, maxPlies, cancel = m_cancel, bytes = m_bytesRead, games = m_games] {
            return run(path, maxPlies, *cancel, *bytes, *games);
        }));
    m_progressTimer = startTimer(kProgressEveryMs);
    return true;
}

void ExplorerLoader::timerEvent(QTimerEvent* event) {
    if (event->timerId() != m_progressTimer) return QObject::timerEvent(event);
    emit progress(m_bytesRead->load(), m_totalBytes, m_games->load());
}

std::shared_ptr<const ExplorerLoad> ExplorerLoader::run(const QString& path, int maxPlies,
                                                        const std::atomic<bool>& cancel,
                                                        std::atomic<qint64>& bytesRead,
                                                        std::atomic<quint64>& games) {
    auto load = std::make_shared<ExplorerLoad>();
    load->path = path;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        load->failure = QCoreApplication::translate("ExplorerLoader", "Cannot open %1: %2")
                            .arg(QFileInfo(path).fileName(), file.errorString());
        return load;
    }
    ExplorerBuilder builder(maxPlies);
    PgnStreamReader reader;
    const auto take = [&](const PgnReadResult& read) {
        for (const PgnGame& game : read.games) builder.add(game);
        games.store(builder.games());
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
    return load;
}

} // namespace eschess::app
