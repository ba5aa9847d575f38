#pragma once

#include "app/core/explorerloader.h"

#include <QString>

#include <memory>

namespace eschess::app {

// Keeps the explorer's index of each large database in a cache folder between runs, so that a
// file of a hundred thousand games is indexed once (some ten seconds) and opened again in a
// moment, as En Croissant keeps its databases. An index is used again only for the same file
// (its path, size and modification time), the same filter and the same number of plies; a
// changed file, another filter or a cache file that does not parse is indexed again and saved
// over. The folder keeps the kKept indexes used most recently and deletes the others.
class ExplorerCache {
  public:
    static constexpr int kKept = 8;
    // Smaller files index in a fraction of a second: they are not worth a place in the cache.
    static constexpr qint64 kDefaultMinFileBytes = qint64(4) << 20;

    explicit ExplorerCache(QString directory = defaultDirectory(),
                           qint64 minFileBytes = kDefaultMinFileBytes);
    // <the user's cache folder>/eschess/explorer, shared by the desktop and eschess-cli
    static QString defaultDirectory();
    QString directory() const { return m_directory; }

    // The saved load of this file with this filter and plies, or null when there is none that
    // still matches the file.
    std::shared_ptr<const ExplorerLoad> find(const QString& path, const ExplorerFilter& filter,
                                             int maxPlies) const;
    // Saves a finished load (a failed or cancelled one is not saved), then deletes the oldest
    // indexes beyond kKept. False, with the reason in error, when nothing was saved.
    bool store(const ExplorerLoad& load, int maxPlies, QString* error = nullptr) const;

    // The cache file that holds this file's index with this filter and plies.
    QString fileFor(const QString& path, const ExplorerFilter& filter, int maxPlies) const;

  private:
    void prune(const QString& justSaved) const;

    QString m_directory;
    qint64 m_minFileBytes;
};

} // namespace eschess::app
