// SPDX-License-Identifier: GPL-3.0-or-later
#include "sound_output_loader.h"

#include "game/settings/log.h"
#include "sound_output.h"

#include <QDir>
#include <QFileInfo>
#include <QPluginLoader>

namespace tihbat {

namespace {

const char *const FolderVariable = "TIHBAT_MODULE_DIR";

void warn(const QString &text) {
    qCWarning(lcResources, "%s", qUtf8Printable(text));
}

} // namespace

QString SoundOutputLoader::fileName() {
    return QStringLiteral(TIHBAT_SOUND_MODULE_FILE);
}

QStringList SoundOutputLoader::folders() {
    if (!qEnvironmentVariableIsEmpty(FolderVariable))
        return {qEnvironmentVariable(FolderVariable)};
    const QDir programFolder(QCoreApplication::applicationDirPath());
    return {programFolder.path(), QDir::cleanPath(programFolder.filePath(
                                      QStringLiteral(TIHBAT_SOUND_MODULE_RELATIVE_DIR)))};
}

SoundOutputModule *SoundOutputLoader::load() {
    const QStringList places = folders();
    QString path;
    for (const QString &folder : places) {
        const QString candidate = QDir(folder).filePath(fileName());
        if (QFileInfo(candidate).isFile()) {
            path = candidate;
            break;
        }
    }
    if (path.isEmpty()) {
        //: On the terminal. %1 is a file name, %2 one or more folders.
        warn(tr("Sound is off: the sound module %1 is not in %2.")
                 .arg(fileName(), places.join(QLatin1String(", "))));
        return nullptr;
    }
    QPluginLoader loader(path);
    QObject *root = loader.instance();
    if (!root) {
        //: On the terminal. %1 is a file's path, %2 the reason from Qt (in English).
        warn(tr("Sound is off: the sound module %1 cannot be loaded: %2")
                 .arg(QDir::toNativeSeparators(path), loader.errorString()));
        return nullptr;
    }
    auto *module = qobject_cast<SoundOutputModule *>(root);
    if (!module) {
        //: On the terminal. %1 is a file's path, %2 the name of what it should provide.
        warn(tr("Sound is off: %1 is a Qt plugin but not this game's sound module (%2).")
                 .arg(QDir::toNativeSeparators(path),
                      QLatin1String(TIHBAT_SOUND_OUTPUT_MODULE_IID)));
        loader.unload();
    }
    return module;
}

} // namespace tihbat
