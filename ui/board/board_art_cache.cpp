// SPDX-License-Identifier: GPL-3.0-or-later
#include "board_art_cache.h"

#include <QCryptographicHash>
#include <QDataStream>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QtConcurrent/QtConcurrentRun>

namespace tihbat {

namespace {

const QString Prefix = QStringLiteral("wood-");
// Raw pixels behind a short header: reading them back costs a copy, where decoding a PNG of
// the same picture cost as much as painting half of it.
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
    // Anything else (damaged, cut short, another layout) is painted afresh and stored again.
    if (in.status() != QDataStream::Ok || magic != Magic || width != image.width() ||
        height != image.height() || format != qint32(image.format()) ||
        bytes != image.sizeInBytes() || file.size() - file.pos() != bytes)
        return false;
    QImage read(image.size(), image.format());
    if (in.readRawData(reinterpret_cast<char *>(read.bits()), bytes) != bytes)
        return false;
    image = read;
    return true;
}

void BoardArtCache::store(const QByteArray &fingerprint, const QImage &image) const {
    const QString path = fileFor(fingerprint, image.size());
    // A copy, as the image is painted on further (the names) while the worker writes.
    (void)QtConcurrent::run(writeEntry, m_folder, path, image.copy());
}

} // namespace tihbat
