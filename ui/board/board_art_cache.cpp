// SPDX-License-Identifier: GPL-3.0-or-later
#include "board_art_cache.h"

#include <QCryptographicHash>
#include <QDataStream>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QtConcurrent/QtConcurrentRun>
#include <sys/mman.h>

namespace tihbat {

namespace {

const QString Prefix = QStringLiteral("wood-");
// Raw pixels behind a short header: read back by mapping them into memory, where decoding a
// PNG of the same picture cost as much as painting half of it.
constexpr quint32 Magic = 0x54424131; // "TBA1"
const QString Suffix = QStringLiteral(".pixels");

// Writes the entry and drops the oldest beyond the kept ones. Runs on a worker thread.
void writeEntry(const QString &folder, const QString &path, const QImage &image) {
    if (!QDir().mkpath(folder))
        return; // no cache: every start paints the board, as without one
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return;
    QDataStream out(&file);
    out << Magic << qint32(image.width()) << qint32(image.height()) << qint32(image.format())
        << qint64(image.sizeInBytes());
    if (out.writeRawData(reinterpret_cast<const char *>(image.constBits()), image.sizeInBytes()) !=
        image.sizeInBytes()) {
        file.cancelWriting();
        return;
    }
    if (!file.commit())
        return;
    const QFileInfoList entries =
        QDir(folder).entryInfoList({Prefix + QLatin1Char('*') + Suffix}, QDir::Files, QDir::Time);
    for (qsizetype i = BoardArtCache::KeptEntries; i < entries.size(); ++i)
        QFile::remove(entries.at(i).absoluteFilePath());
}

// A cache entry mapped into memory, unmapped with the last image that shows it.
struct Mapping {
    void *address;
    size_t length;
};

void unmap(void *mapping) {
    auto *entry = static_cast<Mapping *>(mapping);
    ::munmap(entry->address, entry->length);
    delete entry;
}

} // namespace

BoardArtCache::BoardArtCache(const QString &folder)
    : m_folder(folder) {}

QString BoardArtCache::fileFor(const QByteArray &fingerprint, QSize size) const {
    QCryptographicHash hash(QCryptographicHash::Sha256);
    hash.addData(fingerprint);
    hash.addData(QByteArrayView(qVersion())); // Qt's painting may change with it
    return QDir(m_folder).filePath(QStringLiteral("%1%2-%3x%4%5")
                                       .arg(Prefix, QLatin1String(hash.result().toHex().left(16)))
                                       .arg(size.width())
                                       .arg(size.height())
                                       .arg(Suffix));
}

bool BoardArtCache::load(const QByteArray &fingerprint, QImage &image) const {
    QFile file(fileFor(fingerprint, image.size()));
    if (!file.open(QIODevice::ReadOnly))
        return false;
    QDataStream in(&file);
    quint32 magic = 0;
    qint32 width = 0, height = 0, format = 0;
    qint64 bytes = 0;
    in >> magic >> width >> height >> format >> bytes;
    const qint64 header = file.pos();
    // Anything else (damaged, cut short, another layout) is painted afresh and stored again.
    if (in.status() != QDataStream::Ok || magic != Magic || width != image.width() ||
        height != image.height() || format != qint32(image.format()) ||
        bytes != image.sizeInBytes() || file.size() - header != bytes)
        return false;
    // Mapped, not read: the pixels come straight from the page cache, where reading them
    // into fresh memory took a third of the first paint's time at a later start. Private:
    // what is painted over them (the pit names) stays in this process.
    void *mapped =
        ::mmap(nullptr, size_t(file.size()), PROT_READ | PROT_WRITE, MAP_PRIVATE, file.handle(), 0);
    if (mapped == MAP_FAILED)
        return false;
    auto *mapping = new Mapping{mapped, size_t(file.size())};
    image = QImage(static_cast<uchar *>(mapped) + header, width, height, image.bytesPerLine(),
                   image.format(), &unmap, mapping);
    return true;
}

void BoardArtCache::store(const QByteArray &fingerprint, const QImage &image) const {
    const QString path = fileFor(fingerprint, image.size());
    // Shared, not copied: whoever paints on the image afterwards (the pit names) detaches it.
    (void)QtConcurrent::run(writeEntry, m_folder, path, image);
}

} // namespace tihbat
