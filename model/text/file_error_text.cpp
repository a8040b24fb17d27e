// SPDX-License-Identifier: GPL-3.0-or-later
#include "file_error_text.h"

#include "text/isolated_text.h"

#include <QCoreApplication>
#include <QDir>
#include <cerrno>

namespace tihbat {

namespace {

// The context of these messages, for lupdate as at run time.
struct Texts {
    Q_DECLARE_TR_FUNCTIONS(tihbat::FileErrors)
};

QString systemReason(const files::FileError &error) {
    switch (error.errorNumber) {
    case ENOENT:
        //: Why a file could not be opened or saved; reads after "Cannot open FILE: "
        return Texts::tr("no such file or folder");
    case EACCES:
    case EPERM:
        //: Why a file could not be opened or saved; reads after "Cannot open FILE: "
        return Texts::tr("permission denied");
    case ENOSPC:
        //: Why a file could not be saved: the disk is full
        return Texts::tr("no space left on device");
    case EDQUOT:
        //: Why a file could not be saved: the user's disk quota is used up
        return Texts::tr("disk quota exceeded");
    case EROFS:
        //: Why a file could not be saved: the disk or folder is mounted read-only
        return Texts::tr("read-only file system");
    case ELOOP:
        //: Why a file could not be opened: symbolic links point at each other in a loop
        return Texts::tr("too many levels of symbolic links");
    case ENOTDIR:
        //: Why a file could not be opened or saved: a folder in its path is a file
        return Texts::tr("a part of the path is not a folder");
    case ENAMETOOLONG:
        return Texts::tr("the file name is too long");
    case EISDIR:
        return Texts::tr("it is a folder, not a file");
    case EIO:
        //: Why a file could not be read or saved: the disk reported an error
        return Texts::tr("input/output error");
    default:
        // Rare errors: the system's own words, in English.
        return QString::fromStdString(error.reason());
    }
}

} // namespace

QString fileErrorReason(const files::FileError &error) {
    switch (error.problem) {
    case files::FileProblem::System:
        return systemReason(error);
    case files::FileProblem::NamedPipe:
        //: A FIFO was given where a file was expected; reads after "Cannot open FILE: "
        return Texts::tr("it is a named pipe (FIFO), not a file");
    case files::FileProblem::Device:
        //: A device such as /dev/zero was given where a file was expected
        return Texts::tr("it is a device, not a file");
    case files::FileProblem::Socket:
        return Texts::tr("it is a socket, not a file");
    case files::FileProblem::Directory:
        return Texts::tr("it is a folder, not a file");
    case files::FileProblem::TooLarge:
        //: %L1 is a number of bytes
        return Texts::tr("it is larger than %L1 bytes").arg(qulonglong(error.limit));
    }
    return QString::fromStdString(error.reason());
}

QString fileErrorText(const files::FileError &error) {
    // A path is a name from the file system: isolated, so it cannot turn the sentence around.
    const QString path = isolated(QDir::toNativeSeparators(QString::fromStdString(error.path)));
    const QString reason = fileErrorReason(error);
    if (!error.writing) {
        if (error.step == files::FileStep::Read)
            //: %1 is a file's full path, %2 the reason ("input/output error")
            return Texts::tr("Cannot read %1: %2").arg(path, reason);
        //: %1 is a file's full path, %2 the reason ("permission denied")
        return Texts::tr("Cannot open %1: %2").arg(path, reason);
    }
    if (error.step == files::FileStep::Commit)
        //: The new file was written but could not take the old one's place. %1 is a path.
        return Texts::tr("Cannot replace %1: %2").arg(path, reason);
    //: %1 is a file's full path, %2 the reason ("no space left on device")
    return Texts::tr("Cannot save %1: %2").arg(path, reason);
}

} // namespace tihbat
