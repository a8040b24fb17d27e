// SPDX-License-Identifier: GPL-3.0-or-later
// A real, tiny file system for tests: a tmpfs of a few kilobytes mounted (as root) on a
// folder, that can be filled to the last byte or made read-only. Without root the mount fails
// and says why; the tests then say so in their output and skip what needs it.
#pragma once

#include <QByteArray>
#include <QFile>
#include <QString>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/mount.h>
#include <unistd.h>

class SmallDisk {
public:
    SmallDisk() = default;
    SmallDisk(const SmallDisk &) = delete;
    SmallDisk &operator=(const SmallDisk &) = delete;
    ~SmallDisk() { unmount(); }

    // Mounts a tmpfs of `kilobytes` on `folder` (which must exist). On failure returns false
    // and `why` says what the system said.
    bool mount(const QString &folder, int kilobytes, QString *why) {
        const QByteArray options = "size=" + QByteArray::number(kilobytes) + "k,mode=0755";
        if (::mount("tmpfs", QFile::encodeName(folder).constData(), "tmpfs", 0,
                    options.constData()) != 0) {
            *why = QString::fromLocal8Bit(std::strerror(errno));
            return false;
        }
        m_folder = folder;
        return true;
    }

    void unmount() {
        if (!m_folder.isEmpty())
            ::umount2(QFile::encodeName(m_folder).constData(), MNT_DETACH);
        m_folder.clear();
    }

    // Writes a filler file until the file system refuses another byte (ENOSPC).
    bool fill() {
        const QByteArray path = QFile::encodeName(m_folder + QStringLiteral("/filler"));
        const int fd = ::open(path.constData(), O_WRONLY | O_CREAT | O_APPEND, 0644);
        if (fd < 0)
            return false;
        const QByteArray block(512, 'f');
        int lastError = 0;
        for (;;) {
            const ssize_t written =
                ::write(fd, block.constData(), static_cast<size_t>(block.size()));
            if (written < 0) {
                lastError = errno;
                break;
            }
        }
        // The last partial page: single bytes until none fits.
        while (lastError == ENOSPC && ::write(fd, "f", 1) == 1) {
        }
        ::close(fd);
        return lastError == ENOSPC;
    }

    // Frees the space the filler took.
    void makeRoom() {
        ::unlink(QFile::encodeName(m_folder + QStringLiteral("/filler")).constData());
    }

    bool remount(bool readOnly) {
        const unsigned long flags = MS_REMOUNT | (readOnly ? MS_RDONLY : 0);
        return ::mount(nullptr, QFile::encodeName(m_folder).constData(), nullptr, flags, nullptr) ==
               0;
    }

private:
    QString m_folder;
};
