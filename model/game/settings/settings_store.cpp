// SPDX-License-Identifier: GPL-3.0-or-later
#include "settings_store.h"

#include "files/file_kind.h"
#include "files/file_operations.h"
#include "log.h"
#include "text/file_error_text.h"
#include "text/isolated_text.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLockFile>
#include <QRegularExpression>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <cerrno>
#include <optional>

namespace tihbat {

namespace {

files::FileError systemError(const QString &path, int errorNumber, bool writing) {
    files::FileError error;
    error.step = writing ? files::FileStep::Write : files::FileStep::Open;
    error.errorNumber = errorNumber;
    error.path = QFile::encodeName(path).toStdString();
    error.writing = writing;
    return error;
}

// Why the file at `path` must not be read, looked at without opening it; nothing for a regular
// file (or a symlink to one) of a sane size, and for no file at all.
std::optional<files::FileError> unsafeToRead(const QString &path) {
    const QByteArray native = QFile::encodeName(path);
    const files::FileStatus status = files::statusOf(native.toStdString());
    // Missing, a link to nothing, or a folder above it that is not one: nothing to read, and a
    // write says why.
    if (status.kind == files::FileKind::Nothing || status.kind == files::FileKind::Unknown)
        return std::nullopt;
    files::FileError error;
    error.path = native.toStdString();
    if (status.kind == files::FileKind::Regular) {
        if (status.size <= std::uint64_t(SettingsStore::MaxFileBytes))
            return std::nullopt;
        error.problem = files::FileProblem::TooLarge;
        error.limit = std::size_t(SettingsStore::MaxFileBytes);
    } else {
        error.problem = *files::problemWith(status.kind);
    }
    return error;
}

// QSettings locks the file for each write with QLockFile: a lock file beside it, made, locked
// with flock() and given the writer's id. A writer killed before writing its id leaves the lock
// file empty, and QLockFile, with no id to see it is dead, waits for it to be old (half a
// minute) in every save until then. A living writer holds flock() on its lock file, so an empty
// one that nobody holds is abandoned, and goes.
void removeAbandonedLock(const QString &path) {
    const QByteArray lock = QFile::encodeName(path + QStringLiteral(".lock"));
    if (files::removeEmptyUnlockedFile(lock.toStdString()))
        qCInfo(lcSettings).noquote()
            << QStringLiteral("Removed %1, left empty by a write that was cut short")
                   .arg(QFile::decodeName(lock));
}

// QSettings writes the new file under a name of its own, "<file>.<6 random letters or digits>",
// then renames it over the file; a writer killed between the two leaves it, and nothing in Qt
// ever removes it. Such a file is in use only while its writer holds the settings' lock, so
// with that lock held here, the ones in the folder are abandoned. (This folder is the game's
// own; a file of a person's named like "Tihbat.conf.backup" there would go too.)
void removeAbandonedTemporaries(const QString &path) {
    QLockFile lock(path + QStringLiteral(".lock"));
    if (!lock.tryLock(0))
        return; // another writer is at work: next time
    const QFileInfo file(path);
    static const QRegularExpression random(QStringLiteral("^[A-Za-z0-9]{6}$"));
    const QStringList candidates = file.dir().entryList(
        {file.fileName() + QStringLiteral(".??????")}, QDir::Files | QDir::Hidden | QDir::System);
    for (const QString &name : candidates) {
        if (!random.match(name.mid(file.fileName().size() + 1)).hasMatch())
            continue;
        const QByteArray native = QFile::encodeName(file.dir().filePath(name));
        if (files::removeOwnRegularFile(native.toStdString()))
            qCInfo(lcSettings).noquote()
                << QStringLiteral("Removed %1, left by a write that was cut short")
                       .arg(QFile::decodeName(native));
    }
}

} // namespace

SettingsStore &SettingsStore::shared() {
    static SettingsStore store;
    if (store.m_path.isEmpty())
        store.open(standardPath());
    return store;
}

QString SettingsStore::standardPath() {
    // Where QSettings' native format keeps it on Unix, so existing settings are read.
    return QDir(QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation))
        .filePath(QCoreApplication::organizationName() + u'/' +
                  QCoreApplication::applicationName() + QStringLiteral(".conf"));
}

SettingsStore::SettingsStore(QObject *parent)
    : QObject(parent) {}

SettingsStore::~SettingsStore() = default;

void SettingsStore::open(const QString &path) {
    m_settings.reset();
    m_scratch.reset();
    m_path = path;
    m_problem.clear();
    m_refused = false;
    if (const std::optional<files::FileError> error = unsafeToRead(path)) {
        m_refused = true;
        // The defaults, in a file of this run's own, so the game behaves as with a new file.
        m_scratch = std::make_unique<QTemporaryDir>();
        m_settings = std::make_unique<QSettings>(m_scratch->filePath(QFileInfo(path).fileName()),
                                                 QSettings::IniFormat);
        tell(fileErrorReason(*error));
        return;
    }
    // The file by name, not QSettings(): that one also reads the organisation's and the
    // system's fallback files, which nobody looked at.
    m_settings = std::make_unique<QSettings>(path, QSettings::IniFormat);
    if (m_settings->status() == QSettings::FormatError)
        qCWarning(lcSettings).noquote()
            << QStringLiteral("%1 is not a settings file Tihbat can read in full; what it "
                              "could not read is left out")
                   .arg(path);
}

QVariant SettingsStore::value(const QString &key, const QVariant &fallback) const {
    return m_settings->value(key, fallback);
}

QStringList SettingsStore::childGroups(const QString &group) const {
    m_settings->beginGroup(group);
    QStringList groups = m_settings->childGroups();
    m_settings->endGroup();
    return groups;
}

void SettingsStore::setValue(const QString &key, const QVariant &value) {
    m_settings->setValue(key, value);
}

void SettingsStore::remove(const QString &key) {
    m_settings->remove(key);
}

bool SettingsStore::save() {
    if (m_refused)
        return false; // the person knows; the refused file is never written
    removeAbandonedLock(m_path);
    removeAbandonedTemporaries(m_path);
    m_settings->sync();
    if (m_settings->status() != QSettings::AccessError)
        return true;
    if (m_problem.isEmpty())
        tell(writeFailureReason());
    return false;
}

void SettingsStore::tell(const QString &reason) {
    //: A lasting warning above the board. %1 is the reason ("no space left on device",
    //: "it is a named pipe (FIFO), not a file"), %2 the settings file's full path.
    QString message = tr("Your settings and results cannot be saved: %1 (%2).")
                          .arg(reason, isolated(QDir::toNativeSeparators(m_path)));
    if (m_refused)
        message += u' ' +
                   //: After "Your settings and results cannot be saved: ..." when the settings
                   //: file cannot be read safely (a named pipe, a folder, too large).
                   tr("Tihbat did not read that file and leaves it as it is; it starts with its "
                      "usual settings.");
    m_problem = message;
    qCWarning(lcSettings).noquote() << message;
    emit problemFound(message);
}

QString SettingsStore::writeFailureReason() const {
    // QSettings does not say why; trying the same steps again does.
    const QString folder = QFileInfo(m_path).absolutePath();
    QStringList missing;
    QString existing = folder;
    while (!QFileInfo::exists(existing) && QFileInfo(existing).absolutePath() != existing) {
        missing.prepend(existing);
        existing = QFileInfo(existing).absolutePath();
    }
    if (!QFileInfo(existing).isDir())
        return fileErrorReason(systemError(existing, ENOTDIR, true));
    for (const QString &dir : std::as_const(missing))
        if (const int error = files::makePrivateFolder(QFile::encodeName(dir).toStdString());
            error != 0 && error != EEXIST)
            return fileErrorReason(systemError(dir, error, true));
    // The file's own bytes written back in its place: the old file stays whole either way.
    const std::string path = QFile::encodeName(m_path).toStdString();
    std::string bytes;
    if (QFileInfo::exists(m_path)) {
        files::ReadFileResult read = files::readFileLimited(path, std::size_t(MaxFileBytes));
        if (!read.ok())
            return fileErrorReason(*read.error);
        bytes = std::move(read.bytes);
    }
    if (const std::optional<files::FileError> error = files::writeFileSafely(path, bytes))
        return fileErrorReason(*error);
    //: Why the settings could not be saved, when the system gave no reason
    return tr("the file could not be written");
}

} // namespace tihbat
