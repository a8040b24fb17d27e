// SPDX-License-Identifier: GPL-3.0-or-later
// The real program given an autosave path that is not a file (tihbat --autosave-file): a real
// folder, a real named pipe and a real device node are refused at start with one line that
// says what and where, and are left exactly where and as they were: never read, renamed
// ("*.damaged-*"), replaced or removed.
#include "isolated_settings.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

namespace {

enum class Kind { Folder, NamedPipe, Device };

QStringList entriesOf(const QString &folder) {
    return QDir(folder).entryList(
        QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot, QDir::Name);
}

} // namespace

class TestAutosavePath : public QObject {
    Q_OBJECT
private slots:
    void notAFileIsRefusedAndLeftAlone_data();
    void notAFileIsRefusedAndLeftAlone();
};

void TestAutosavePath::notAFileIsRefusedAndLeftAlone_data() {
    QTest::addColumn<Kind>("kind");
    QTest::addColumn<QString>("reason");
    QTest::newRow("a folder") << Kind::Folder << QStringLiteral("it is a folder, not a file");
    QTest::newRow("a named pipe") << Kind::NamedPipe
                                  << QStringLiteral("it is a named pipe (FIFO), not a file");
    QTest::newRow("a device") << Kind::Device << QStringLiteral("it is a device, not a file");
}

void TestAutosavePath::notAFileIsRefusedAndLeftAlone() {
    QFETCH(Kind, kind);
    QFETCH(QString, reason);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString games = dir.filePath(QStringLiteral("games"));
    QVERIFY(QDir().mkpath(games));
    const QString path = games + QStringLiteral("/autosave.json");
    const QByteArray native = QFile::encodeName(path);
    switch (kind) {
    case Kind::Folder: {
        QVERIFY(QDir().mkpath(path));
        QFile inside(path + QStringLiteral("/keep.txt"));
        QVERIFY(inside.open(QIODevice::WriteOnly));
        QCOMPARE(inside.write("mine"), qint64(4));
        break;
    }
    case Kind::NamedPipe:
        QCOMPARE(::mkfifo(native.constData(), 0600), 0);
        break;
    case Kind::Device:
        if (::geteuid() != 0)
            QSKIP("making a device node needs root (CI runs as root)");
        // The null device's numbers, made here: never the system's own /dev/null.
        QCOMPARE(::mknod(native.constData(), S_IFCHR | 0600, makedev(1, 3)), 0);
        break;
    }
    struct stat before {};
    QCOMPARE(::lstat(native.constData(), &before), 0);

    QProcess game;
    QProcessEnvironment environment = tihbat::IsolatedSettings::freshUser(dir.path());
    environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    game.setProcessEnvironment(environment);
    game.start(QStringLiteral(TIHBAT_BINARY),
               {QStringLiteral("--autosave-file"), path, QStringLiteral("--print-state")});
    QVERIFY(game.waitForFinished(30000));
    QCOMPARE(game.exitStatus(), QProcess::NormalExit);
    QCOMPARE(game.exitCode(), 2);
    QCOMPARE(game.readAllStandardOutput(), QByteArray());
    QCOMPARE(QString::fromUtf8(game.readAllStandardError()),
             "Cannot keep the game in progress in " + path + ": " + reason + "\n");

    // The very same thing at the very same place, nothing beside it, nothing in the folder.
    struct stat after {};
    QCOMPARE(::lstat(native.constData(), &after), 0);
    QCOMPARE(after.st_ino, before.st_ino);
    QCOMPARE(after.st_mode, before.st_mode);
    QCOMPARE(entriesOf(games), QStringList{QStringLiteral("autosave.json")});
    if (kind == Kind::Folder)
        QCOMPARE(entriesOf(path), QStringList{QStringLiteral("keep.txt")});
    // Refused before anything was written: no settings, no data, no cache.
    QCOMPARE(entriesOf(dir.path()), QStringList{QStringLiteral("games")});
}

QTEST_GUILESS_MAIN(TestAutosavePath)
#include "tst_autosave_path.moc"
