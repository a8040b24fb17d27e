// SPDX-License-Identifier: GPL-3.0-or-later
// The carved board's wood, kept on disk between runs: painting it (antialiased grain, carved
// bowls) is most of the work of the game's first picture, and it is the same picture at every
// start of the same window size. Entries are named by a hash of the sources the wood is painted
// from, taken when the game is built (artHash()), and by the Qt version, so a changed drawing is
// a new entry, never a stale one. Raw pixels: a picture from the cache is exactly the picture
// painted.
//
// The cache touches only what it made: regular files of its own name pattern, owned by the user,
// in its own folder, which must be a real directory (not a symlink) owned by the user and not
// writable by others. Anything else at an entry's name (a symlink, a FIFO, a directory, a device)
// is treated as absent, never opened for writing, followed, waited on or deleted; a folder that
// is not as it should be is no cache at all.
#pragma once

#include <QByteArray>
#include <QImage>
#include <QString>

namespace tihbat {

class BoardArtCache {
public:
    // Entries live in `folder` (made when first needed, for the user alone).
    explicit BoardArtCache(const QString &folder);

    QString folder() const { return m_folder; }
    // The file of the picture of `size` pixels.
    QString fileFor(QSize size) const;
    // The hash of the sources the wood is painted from (hex), computed at build time.
    static QByteArray artHash();

    // Fills `image` (its size and format set) from the cache; false if there is no usable entry,
    // when `image` is unchanged. Never blocks on what it finds. The image shows the entry's file
    // mapped into memory (privately: painting on it changes only this process's copy).
    bool load(QImage &image) const;
    // Writes `image` in the background (atomically, through the safe writer); only the newest
    // entries are kept. The image may be painted on meanwhile: the writer keeps its pixels.
    void store(const QImage &image) const;

    static constexpr int KeptEntries = 3; // window sizes remembered

private:
    QString m_folder;
};

} // namespace tihbat
