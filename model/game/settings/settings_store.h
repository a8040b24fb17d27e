// SPDX-License-Identifier: GPL-3.0-or-later
// The one settings file (~/.config/Tihbat/Tihbat.conf, QSettings' INI format), looked at before
// it is read and checked after every write.
//
// Before QSettings opens the file, the file is looked at without opening it: only a regular
// file (or a symlink to one) of at most MaxFileBytes is read. A named pipe would make QSettings
// wait for a writer forever (even `tihbat --help`), a device or a huge file would be read
// whole. A refused file is never read, written, truncated or deleted: the game runs on its
// defaults, kept in a scratch file for this run only, and the person is told once.
//
// QSettings hides failed writes; save() syncs and checks status(). Before it, save() removes an
// empty lock file that no living writer holds (left by a writer killed in its first steps),
// which QSettings would otherwise wait out for half a minute, and, holding QSettings' lock, the
// temporaries of writers killed before their rename, which nothing else ever removes. QSettings
// writes through QSaveFile, so a failed write keeps the old file byte for byte; the values stay in
// memory for this run, and the person is told once why they cannot be kept (the folder full,
// read-only or impossible to create), with the path.
#pragma once

#include <QObject>
#include <QString>
#include <QVariant>
#include <memory>

class QSettings;
class QTemporaryDir;

namespace tihbat {

class SettingsStore : public QObject {
    Q_OBJECT
public:
    // Larger settings files are refused: the game's own never come near it.
    static constexpr qint64 MaxFileBytes = 1024 * 1024;

    // The game's store, opened at the standard path on first use.
    static SettingsStore &shared();
    // Where the game keeps its settings: <config folder>/<organisation>/<application>.conf.
    static QString standardPath();

    explicit SettingsStore(QObject *parent = nullptr);
    ~SettingsStore() override;

    // Looks at `path` and reads it if it is safe to (see above). Forgets a problem told about
    // an earlier path.
    void open(const QString &path);
    QString path() const { return m_path; }
    // Whether the file at path() was refused (not read, and never written).
    bool refused() const { return m_refused; }

    QVariant value(const QString &key, const QVariant &fallback = {}) const;
    QStringList childGroups(const QString &group) const;
    // Changes in memory at once; on disk with save().
    void setValue(const QString &key, const QVariant &value);
    void remove(const QString &key);
    // Writes what changed. False when it could not be written: the person has been told
    // (problemFound) and the file is as it was.
    [[nodiscard]] bool save();

    // What the person was told, empty while nothing went wrong.
    QString problem() const { return m_problem; }

signals:
    // Once per path: the first failure, worded for the person.
    void problemFound(const QString &message);

private:
    void tell(const QString &reason);
    QString writeFailureReason() const;

    std::unique_ptr<QTemporaryDir> m_scratch;
    std::unique_ptr<QSettings> m_settings;
    QString m_path;
    QString m_problem;
    bool m_refused = false;
};

} // namespace tihbat
