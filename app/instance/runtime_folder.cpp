// SPDX-License-Identifier: GPL-3.0-or-later
#include "instance/runtime_folder.h"

#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>
#include <QSysInfo>

#ifdef Q_OS_UNIX
#include <unistd.h>
#endif

namespace tihbat {

namespace {

constexpr QFile::Permissions OwnerOnly = QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner;
constexpr QFile::Permissions GroupOrOthers = QFile::ReadGroup | QFile::WriteGroup |
                                             QFile::ExeGroup | QFile::ReadOther |
                                             QFile::WriteOther | QFile::ExeOther;

// A host's own name in a file name: machines that share a home folder each keep their own locks
// (a lock or socket of another machine can be neither checked nor reached).
QString hostTag() {
    QString tag;
    for (const QChar c : QSysInfo::machineHostName())
        if (c.isLetterOrNumber() || c == u'-' || c == u'.')
            tag += c;
    return tag.left(32);
}

} // namespace

bool RuntimeFolder::isPrivate(const QString &path) {
    const QFileInfo info(path);
    if (info.isSymLink() || !info.isDir())
        return false;
#ifdef Q_OS_UNIX
    const QFile::Permissions permissions = info.permissions();
    return info.ownerId() == ::geteuid() && (permissions & OwnerOnly) == OwnerOnly &&
           !(permissions & GroupOrOthers);
#else
    return info.isWritable();
#endif
}

QString RuntimeFolder::fallback() {
    const QString cache = QStandardPaths::writableLocation(QStandardPaths::CacheLocation);
    if (cache.isEmpty())
        return {};
    const QString tag = hostTag();
    return QDir(cache).filePath(tag.isEmpty() ? QStringLiteral("runtime")
                                              : QStringLiteral("runtime-") + tag);
}

QString RuntimeFolder::find(QString *problem) {
#if defined(Q_OS_UNIX) && !defined(Q_OS_DARWIN)
    // Read here rather than through QStandardPaths, which without the variable offers
    // /tmp/runtime-<user>, a name anyone can take first.
    const QString system = qEnvironmentVariable("XDG_RUNTIME_DIR");
#else
    const QString system = QStandardPaths::writableLocation(QStandardPaths::RuntimeLocation);
#endif
    if (!system.isEmpty() && isPrivate(system))
        return system;

    const QString own = fallback();
    if (own.isEmpty()) {
        if (problem)
            *problem = QStringLiteral("there is no cache folder");
        return {};
    }
    // Made private at once (never open to others, even for a moment); one of the user's own
    // that is not private (an old copy, say) is made private.
    const QFileInfo parent(QFileInfo(own).absolutePath());
    if (!QDir().mkpath(parent.absoluteFilePath()) ||
        (!QFileInfo::exists(own) && !QDir().mkdir(own, OwnerOnly) && !QFileInfo(own).isDir())) {
        if (problem)
            *problem = QStringLiteral("%1 cannot be made").arg(QDir::toNativeSeparators(own));
        return {};
    }
    if (!isPrivate(own)) {
        const QFileInfo info(own);
#ifdef Q_OS_UNIX
        if (!info.isSymLink() && info.isDir() && info.ownerId() == ::geteuid())
            QFile::setPermissions(own, OwnerOnly);
#endif
        if (!isPrivate(own)) {
            if (problem)
                *problem = QStringLiteral("%1 is not private").arg(QDir::toNativeSeparators(own));
            return {};
        }
    }
    return own;
}

} // namespace tihbat
