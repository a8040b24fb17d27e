// SPDX-License-Identifier: GPL-3.0-or-later
#include "board_art_cache.h"

#include "board_art_hash.h" // generated: TIHBAT_BOARD_ART_HASH
#include "files/file_descriptor.h"
#include "files/safe_file.h"

#include <QBuffer>
#include <QCryptographicHash>
#include <QDataStream>
#include <QDir>
#include <QFileInfo>
#include <QtConcurrent/QtConcurrentRun>
#include <algorithm>
#include <cerrno>
#include <dirent.h>
#include <fcntl.h>
#include <string>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>
#include <vector>

namespace tihbat {

namespace {

using files::FileDescriptor;

const QString Prefix = QStringLiteral("wood-");
// Raw pixels behind a short header: read back by mapping them into memory, where decoding a
// PNG of the same picture is nearly as dear as painting it.
constexpr quint32 Magic = 0x54424131; // "TBA1"
const QString Suffix = QStringLiteral(".pixels");
constexpr qint64 HeaderBytes = 4 + 3 * 4 + 8;

// The cache folder opened as a directory, if it is one fit to hold the cache: a real directory
// (not a symlink to one), the user's own, that no one else may write to. -1 otherwise.
int openFolder(const QString &folder) {
    const int fd = ::open(QFile::encodeName(folder).constData(),
                          O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
    if (fd < 0)
        return -1;
    struct stat info {};
    if (::fstat(fd, &info) != 0 || !S_ISDIR(info.st_mode) || info.st_uid != ::geteuid() ||
        (info.st_mode & S_IWOTH) != 0) {
        ::close(fd);
        return -1;
    }
    return fd;
}

// Whether `name` in the folder is a regular file of ours (not a link, FIFO, directory...).
bool isOurFile(int folder, const std::string &name, struct stat *info) {
    return ::fstatat(folder, name.c_str(), info, AT_SYMLINK_NOFOLLOW) == 0 &&
           S_ISREG(info->st_mode) && info->st_uid == ::geteuid();
}

// Makes the cache folder if it is missing, for the user alone (its parents as usual).
void makeFolder(const QString &folder) {
    struct stat info {};
    if (::lstat(QFile::encodeName(folder).constData(), &info) == 0 || errno != ENOENT)
        return; // there already, as whatever it is: openFolder() judges it
    const QString parent = QFileInfo(folder).absolutePath();
    if (QDir().mkpath(parent))
        ::mkdir(QFile::encodeName(folder).constData(), 0700);
}

// Drops the oldest of our entries beyond the kept ones; nothing that is not ours.
void dropOldEntries(int folder) {
    const int listed = ::dup(folder);
    if (listed < 0)
        return;
    DIR *dir = ::fdopendir(listed);
    if (!dir) {
        ::close(listed);
        return;
    }
    struct Entry {
        std::string name;
        struct timespec modified;
    };
    std::vector<Entry> entries;
    const std::string prefix = Prefix.toStdString();
    const std::string suffix = Suffix.toStdString();
    while (const dirent *found = ::readdir(dir)) {
        const std::string name = found->d_name;
        struct stat info {};
        if (name.size() > prefix.size() + suffix.size() && name.starts_with(prefix) &&
            name.ends_with(suffix) && isOurFile(folder, name, &info))
            entries.push_back({name, info.st_mtim});
    }
    ::closedir(dir);
    std::sort(entries.begin(), entries.end(), [](const Entry &a, const Entry &b) {
        return a.modified.tv_sec != b.modified.tv_sec ? a.modified.tv_sec > b.modified.tv_sec
                                                      : a.modified.tv_nsec > b.modified.tv_nsec;
    });
    for (std::size_t i = BoardArtCache::KeptEntries; i < entries.size(); ++i) {
        struct stat info {};
        if (isOurFile(folder, entries[i].name, &info)) // still: never a link put there since
            ::unlinkat(folder, entries[i].name.c_str(), 0);
    }
}

// Writes the entry and drops the oldest beyond the kept ones. Runs on a worker thread.
void writeEntry(const QString &folder, const QString &path, const QImage &image) {
    makeFolder(folder);
    const FileDescriptor directory(openFolder(folder));
    if (directory.get() < 0)
        return; // no cache: every start paints the board, as without one
    // Only a missing entry or one of our own files is replaced; anything else stays as it is.
    const std::string name = QFile::encodeName(QFileInfo(path).fileName()).toStdString();
    struct stat info {};
    if (::fstatat(directory.get(), name.c_str(), &info, AT_SYMLINK_NOFOLLOW) == 0) {
        if (!isOurFile(directory.get(), name, &info))
            return;
    } else if (errno != ENOENT) {
        return;
    }
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
    dropOldEntries(directory.get());
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
    const FileDescriptor directory(openFolder(m_folder));
    if (directory.get() < 0)
        return false;
    const std::string name =
        QFile::encodeName(QFileInfo(fileFor(image.size())).fileName()).toStdString();
    // Never waits (a FIFO opens at once without a writer) and never follows a link; then
    // anything but a regular file of ours is no entry.
    const FileDescriptor file(::openat(directory.get(), name.c_str(),
                                       O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_NOCTTY | O_CLOEXEC));
    struct stat info {};
    if (file.get() < 0 || ::fstat(file.get(), &info) != 0 || !S_ISREG(info.st_mode) ||
        info.st_uid != ::geteuid() || info.st_size < HeaderBytes)
        return false;
    QByteArray header(HeaderBytes, Qt::Uninitialized);
    if (::pread(file.get(), header.data(), HeaderBytes, 0) != HeaderBytes)
        return false;
    QDataStream in(header);
    quint32 magic = 0;
    qint32 width = 0, height = 0, format = 0;
    qint64 bytes = 0;
    in >> magic >> width >> height >> format >> bytes;
    // Anything else (damaged, cut short, another layout) is painted afresh and stored again.
    if (in.status() != QDataStream::Ok || magic != Magic || width != image.width() ||
        height != image.height() || format != qint32(image.format()) ||
        bytes != image.sizeInBytes() || info.st_size - HeaderBytes != bytes)
        return false;
    // Mapped, not read: the pixels come straight from the page cache. Private: what is painted
    // over them (the pit names) stays in this process.
    void *mapped =
        ::mmap(nullptr, size_t(info.st_size), PROT_READ | PROT_WRITE, MAP_PRIVATE, file.get(), 0);
    if (mapped == MAP_FAILED)
        return false;
    auto *mapping = new Mapping{mapped, size_t(info.st_size)};
    image = QImage(static_cast<uchar *>(mapped) + HeaderBytes, width, height, image.bytesPerLine(),
                   image.format(), &unmap, mapping);
    return true;
}

void BoardArtCache::store(const QImage &image) const {
    const QString path = fileFor(image.size());
    // Shared, not copied: whoever paints on the image afterwards (the pit names) detaches it.
    (void)QtConcurrent::run(writeEntry, m_folder, path, image);
}

} // namespace tihbat
