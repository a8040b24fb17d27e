#include "file_problem.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileDevice>
#include <QFileInfo>

namespace tihbat {

namespace {

struct Texts {
    Q_DECLARE_TR_FUNCTIONS(tihbat::FileProblem)
};

QString folderProblem(const QFileInfo &folder) {
    const QString name = QDir::toNativeSeparators(folder.absoluteFilePath());
    if (!folder.exists())
        //: Why a file could not be saved; %1 is a folder
        return Texts::tr("the folder %1 does not exist").arg(name);
    if (!folder.isDir())
        //: Why a file could not be saved; %1 is the path that should be a folder
        return Texts::tr("%1 is not a folder").arg(name);
    if (!folder.isWritable())
        //: Why a file could not be saved; %1 is a folder
        return Texts::tr("you may not save files in the folder %1").arg(name);
    return {};
}

} // namespace

QString fileProblem(const QFileDevice &file, FileAccess access) {
    const QFileInfo info(file.fileName());
    if (access == FileAccess::Read) {
        if (!info.exists())
            //: Why a file could not be opened
            return Texts::tr("the file does not exist");
        if (info.isDir())
            //: Why a file could not be opened or saved: a folder has that name
            return Texts::tr("this is a folder, not a file");
        if (!info.isReadable())
            //: Why a file could not be opened
            return Texts::tr("you may not read this file");
    } else {
        if (info.isDir())
            return Texts::tr("this is a folder, not a file");
        if (QString folder = folderProblem(QFileInfo(info.absolutePath())); !folder.isEmpty())
            return folder;
        if (info.exists() && !info.isWritable())
            //: Why a file could not be saved
            return Texts::tr("you may not change this file");
        if (file.error() == QFileDevice::ResourceError)
            //: Why a file could not be saved: the disk is full or the system is out of resources
            return Texts::tr("there is no room left to write it");
    }
    // Anything rarer: what the system said, in its own words.
    //: Why a file could not be opened or saved; %1 is the system's own reason
    return Texts::tr("the system says: %1").arg(file.errorString());
}

} // namespace tihbat
