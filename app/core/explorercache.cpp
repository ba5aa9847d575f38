#include "app/core/explorercache.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>
#include <QStandardPaths>

#include <algorithm>

namespace eschess::app {

namespace {

const QString kSuffix = QStringLiteral(".esxi");

QString canonicalPath(const QString& path) {
    const QFileInfo info(path);
    const QString canonical = info.canonicalFilePath();
    return canonical.isEmpty() ? info.absoluteFilePath() : canonical;
}

// Which index: the file's path, the filter and the plies. It names the cache file, so a changed
// file's new index replaces its old one.
QJsonObject indexKey(const QString& path, const ExplorerFilter& filter, int maxPlies) {
    return {{QStringLiteral("path"), canonicalPath(path)},
            {QStringLiteral("player"), filter.player.trimmed()},
            {QStringLiteral("side"), int(filter.side)},
            {QStringLiteral("minElo"), filter.minElo},
            {QStringLiteral("plies"), maxPlies}};
}

// What an index was made from: its key and the file as it was then. The cache file's note holds
// it, with the reading's counts and messages that the load also shows.
QJsonObject identity(const QString& path, const ExplorerFileStamp& stamp, const ExplorerFilter& filter,
                     int maxPlies) {
    QJsonObject id = indexKey(path, filter, maxPlies);
    id.insert(QStringLiteral("size"), QString::number(stamp.size));
    id.insert(QStringLiteral("modified"), QString::number(stamp.modifiedMs));
    return id;
}

} // namespace

ExplorerCache::ExplorerCache(QString directory, qint64 minFileBytes)
    : m_directory(std::move(directory)), m_minFileBytes(minFileBytes) {}

QString ExplorerCache::defaultDirectory() {
    // Not the program's own cache folder: the desktop and eschess-cli share their indexes.
    return QStandardPaths::writableLocation(QStandardPaths::GenericCacheLocation) +
           QStringLiteral("/eschess/explorer");
}

QString ExplorerCache::fileFor(const QString& path, const ExplorerFilter& filter, int maxPlies) const {
    const QByteArray hash = QCryptographicHash::hash(
        QJsonDocument(indexKey(path, filter, maxPlies)).toJson(QJsonDocument::Compact),
        QCryptographicHash::Sha1);
    return m_directory + QLatin1Char('/') + QString::fromLatin1(hash.toHex().left(24)) + kSuffix;
}

std::shared_ptr<const ExplorerLoad> ExplorerCache::find(const QString& path, const ExplorerFilter& filter,
                                                        int maxPlies) const {
    const ExplorerFileStamp stamp = ExplorerFileStamp::of(path);
    if (stamp.size < m_minFileBytes) return nullptr;
    QFile file(fileFor(path, filter, maxPlies));
    if (!file.open(QIODevice::ReadOnly)) return nullptr;
    const QByteArray bytes = file.readAll();
    file.close();
    auto parsed = ExplorerIndex::parse(std::string_view(bytes.constData(), std::size_t(bytes.size())));
    if (!parsed) return nullptr; // indexed again, and saved over
    const QJsonObject note = QJsonDocument::fromJson(QByteArray::fromStdString(parsed->note)).object();
    const QJsonObject wanted = identity(path, stamp, filter, maxPlies);
    for (auto it = wanted.begin(); it != wanted.end(); ++it)
        if (note.value(it.key()) != it.value()) return nullptr;

    auto load = std::make_shared<ExplorerLoad>();
    load->path = path;
    load->filter = filter;
    load->fromCache = true;
    load->stamp = stamp;
    load->gamesRead = note.value(QStringLiteral("gamesRead")).toString().toULongLong();
    load->games = parsed->index.gamesIndexed();
    load->errorCount = note.value(QStringLiteral("errorCount")).toString().toLongLong();
    for (const QJsonValue& e : note.value(QStringLiteral("errors")).toArray()) load->errors << e.toString();
    load->index = std::make_shared<const ExplorerIndex>(std::move(parsed->index));
    // Used now: the last to be pruned.
    file.open(QIODevice::ReadWrite);
    file.setFileTime(QDateTime::currentDateTime(), QFileDevice::FileModificationTime);
    return load;
}

bool ExplorerCache::store(const ExplorerLoad& load, int maxPlies, QString* error) const {
    const auto fail = [&](const QString& why) {
        if (error) *error = why;
        return false;
    };
    if (!load.index || load.cancelled || !load.failure.isEmpty())
        return fail(QStringLiteral("no index to save"));
    if (load.stamp.size < m_minFileBytes) return fail(QStringLiteral("the file is small"));
    // The file as it was when it was read: one changed since then is indexed again next time.
    QJsonObject note = identity(load.path, load.stamp, load.filter, maxPlies);
    // 64-bit counts as text: a JSON number is a double.
    note.insert(QStringLiteral("gamesRead"), QString::number(load.gamesRead));
    note.insert(QStringLiteral("errorCount"), QString::number(load.errorCount));
    note.insert(QStringLiteral("errors"), QJsonArray::fromStringList(load.errors));
    const std::vector<std::uint8_t> bytes =
        load.index->serialize(QJsonDocument(note).toJson(QJsonDocument::Compact).toStdString());
    if (!QDir().mkpath(m_directory)) return fail(QStringLiteral("cannot make %1").arg(m_directory));
    const QString name = fileFor(load.path, load.filter, maxPlies);
    QSaveFile file(name);
    if (!file.open(QIODevice::WriteOnly)) return fail(file.errorString());
    file.write(reinterpret_cast<const char*>(bytes.data()), qint64(bytes.size()));
    if (!file.commit()) return fail(file.errorString());
    prune(name);
    return true;
}

void ExplorerCache::prune(const QString& justSaved) const {
    // Newest first: the ones past kKept are the least recently used. The one just saved stays
    // even when others share its modification time.
    QFileInfoList files =
        QDir(m_directory).entryInfoList({QLatin1Char('*') + kSuffix}, QDir::Files, QDir::Time);
    const QString saved = QFileInfo(justSaved).absoluteFilePath();
    int kept = 1;
    for (const QFileInfo& f : files)
        if (f.absoluteFilePath() != saved && ++kept > kKept) QFile::remove(f.absoluteFilePath());
}

} // namespace eschess::app
