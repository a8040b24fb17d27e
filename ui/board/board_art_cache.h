// SPDX-License-Identifier: GPL-3.0-or-later
// The carved board's wood, kept on disk between runs: painting it (antialiased grain, carved
// bowls) is most of the work of the game's first picture, and it is the same picture at every
// start of the same window size. The entries are named by the build that drew them (its build
// ID, see CodeIdentity) and the Qt version, so a changed drawing is a new entry, never a stale
// one.
// Raw pixels: a picture from the cache is exactly the picture painted.
#pragma once

#include <QByteArray>
#include <QImage>
#include <QString>

namespace tihbat {

class BoardArtCache {
public:
    // Entries live in `folder` (made when first needed).
    explicit BoardArtCache(const QString &folder);

    QString folder() const { return m_folder; }
    // The file of the picture of `size` pixels drawn by the build `fingerprint` names.
    QString fileFor(const QByteArray &fingerprint, QSize size) const;

    // Fills `image` (its size and format set) from the cache; false if there is no entry or it
    // cannot be read, when `image` is unchanged. The image shows the entry's file mapped into
    // memory (privately: painting on it changes only this process's copy).
    bool load(const QByteArray &fingerprint, QImage &image) const;
    // Writes `image` in the background (atomically); only the newest entries are kept. The
    // image may be painted on meanwhile: the writer keeps the pixels it was given.
    void store(const QByteArray &fingerprint, const QImage &image) const;

    static constexpr int KeptEntries = 3; // window sizes remembered (2 MB at 900x560)

private:
    QString m_folder;
};

} // namespace tihbat
