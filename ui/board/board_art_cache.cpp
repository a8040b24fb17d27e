// SPDX-License-Identifier: GPL-3.0-or-later
#include "board_art_cache.h"

#include "board_art_hash.h" // generated: TIHBAT_BOARD_ART_HASH
#include "files/file_operations.h"
#include "files/private_folder.h"
#include "files/safe_file.h"

#include <QBuffer>
#include <QCryptographicHash>
#include <QDataStream>
#include <QDir>
#include <QFileInfo>
#include <QtConcurrent/QtConcurrentRun>
#include <algorithm>
#include <string>
#include <vector>

namespace tihbat {

namespace {

using files::PrivateFolder;

const QString Prefix = QStringLiteral("wood-");
// Raw pixels behind a short header: read back by mapping them into memory, where decoding a
// PNG of the same picture is nearly as dear as painting it.
constexpr quint32 Magic = 0x54424131; // "TBA1"
const QString Suffix = QStringLiteral(".pixels");
constexpr qint64 HeaderBytes = 4 + 3 * 4 + 8;

// The cache folder, if it is one fit to hold the cache: a real directory (not a symlink to
// one), the user's own, that no one else may write to (PrivateFolder::isOpen()).
PrivateFolder openFolder(const QString &folder) {
    return PrivateFolder(QFile::encodeName(folder).toStdString());
}

// Makes the cache folder if it is missing, for the user alone (its parents as usual).
void makeFolder(const QString &folder) {
    // Anything there already (a dangling symlink too) stays as it is: openFolder() judges it.
    if (QDir().mkpath(QFileInfo(folder).absolutePath()))
        static_cast<void>(files::makePrivateFolder(QFile::encodeName(folder).toStdString()));
}

// Drops the oldest of our entries beyond the kept ones; nothing that is not ours.
void dropOldEntries(PrivateFolder &folder) {
    std::vector<PrivateFolder::OwnFile> entries;
    const std::string prefix = Prefix.toStdString();
    const std::string suffix = Suffix.toStdString();
    for (PrivateFolder::OwnFile &file : folder.ownFiles()) {
        if (file.name.size() > prefix.size() + suffix.size() && file.name.starts_with(prefix) &&
            file.name.ends_with(suffix))
            entries.push_back(std::move(file));
    }
    std::sort(entries.begin(), entries.end(),
              [](const PrivateFolder::OwnFile &a, const PrivateFolder::OwnFile &b) {
                  return a.modifiedNanoseconds > b.modifiedNanoseconds;
              });
    for (std::size_t i = BoardArtCache::KeptEntries; i < entries.size(); ++i)
        folder.removeOwnFile(entries[i].name); // still ours: never a link put there since
}

// Writes the entry and drops the oldest beyond the kept ones. Runs on a worker thread.
void writeEntry(const QString &folder, const QString &path, const QImage &image) {
    makeFolder(folder);
    PrivateFolder directory = openFolder(folder);
    if (!directory.isOpen())
        return; // no cache: every start paints the board, as without one
    // Only a missing entry or one of our own files is replaced; anything else stays as it is.
    if (!directory.mayWrite(QFile::encodeName(QFileInfo(path).fileName()).toStdString()))
        return;
    QByteArray bytes;
    bytes.reserve(HeaderBytes + image.sizeInBytes());
    {
        QBuffer buffer(&bytes);
        buffer.open(QIODevice::WriteOnly);
        QDataStream out(&buffer);
        out << Magic << qint32(image.width()) << qint32(image.height()) << qint32(image.format())
            << qint64(image.sizeInBytes());
    }
    bytes.append(reinterpret_cast<const char *>(image.constBits()), image.sizeInBytes());
    files::WriteOptions options;
    options.mode = 0600;
    if (files::writeFileSafely(QFile::encodeName(path).toStdString(),
                               std::string_view(bytes.constData(), std::size_t(bytes.size())),
                               options))
        return;
    dropOldEntries(directory);
}

// A cache entry mapped into memory, unmapped with the last image that shows it.
void unmap(void *mapping) {
    delete static_cast<files::MappedFile *>(mapping);
}

} // namespace

BoardArtCache::BoardArtCache(const QString &folder)
    : m_folder(folder) {}

QByteArray BoardArtCache::artHash() {
    return QByteArrayLiteral(TIHBAT_BOARD_ART_HASH);
}

QString BoardArtCache::fileFor(QSize size) const {
    QCryptographicHash hash(QCryptographicHash::Sha256);
    hash.addData(artHash());
    hash.addData(QByteArrayView(qVersion())); // Qt's painting may change with it
    return QDir(m_folder).filePath(QStringLiteral("%1%2-%3x%4%5")
                                       .arg(Prefix, QLatin1String(hash.result().toHex().left(16)))
                                       .arg(size.width())
                                       .arg(size.height())
                                       .arg(Suffix));
}

bool BoardArtCache::load(QImage &image) const {
    const PrivateFolder directory = openFolder(m_folder);
    if (!directory.isOpen())
        return false;
    const std::string name =
        QFile::encodeName(QFileInfo(fileFor(image.size())).fileName()).toStdString();
    // Never waits (a FIFO opens at once without a writer) and never follows a link; anything
    // but a regular file of ours is no entry. Mapped, not read: the pixels come straight from
    // the page cache. Private: what is painted over them (the pit names) stays in this process.
    std::optional<files::MappedFile> mapped = directory.mapOwnFile(name);
    if (!mapped || mapped->size() < std::size_t(HeaderBytes))
        return false;
    QDataStream in(
        QByteArray::fromRawData(reinterpret_cast<const char *>(mapped->data()), HeaderBytes));
    quint32 magic = 0;
    qint32 width = 0, height = 0, format = 0;
    qint64 bytes = 0;
    in >> magic >> width >> height >> format >> bytes;
    // Anything else (damaged, cut short, another layout) is painted afresh and stored again.
    if (in.status() != QDataStream::Ok || magic != Magic || width != image.width() ||
        height != image.height() || format != qint32(image.format()) ||
        bytes != image.sizeInBytes() || qint64(mapped->size()) - HeaderBytes != bytes)
        return false;
    auto *mapping = new files::MappedFile(std::move(*mapped));
    image = QImage(mapping->data() + HeaderBytes, width, height, image.bytesPerLine(),
                   image.format(), &unmap, mapping);
    return true;
}

void BoardArtCache::store(const QImage &image) const {
    const QString path = fileFor(image.size());
    // Shared, not copied: whoever paints on the image afterwards (the pit names) detaches it.
    (void)QtConcurrent::run(writeEntry, m_folder, path, image);
}

} // namespace tihbat
