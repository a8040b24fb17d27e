// SPDX-License-Identifier: GPL-3.0-or-later
// The folder of the running game's lock and socket is one only this user can reach: the system's
// runtime folder when it is the user's own and private, otherwise the game's own under the cache
// folder, made private. A folder another user made where the runtime folder would be (with
// XDG_RUNTIME_DIR unset, /tmp/runtime-<user>) neither stops the game nor is used: checked on the
// real program with a real second user (as root, as in CI; skipped otherwise).
#include "instance/runtime_folder.h"
#include "instance/single_instance.h"

#include <QDir>
#include <QFileInfo>
#include <QProcess>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <optional>
#include <pwd.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace tihbat;

namespace {

constexpr QFile::Permissions OwnerOnly = QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner;
constexpr QFile::Permissions Everyone = OwnerOnly | QFile::ReadGroup | QFile::WriteGroup |
                                        QFile::ExeGroup | QFile::ReadOther | QFile::WriteOther |
                                        QFile::ExeOther;

// A second user of this machine, made for the test and removed after it (root only).
class OtherUser {
public:
    OtherUser()
        : m_name(QStringLiteral("tihbat-test-%1").arg(::getpid())) {
        const int made =
            QProcess::execute(QStringLiteral("useradd"),
                              {QStringLiteral("--no-create-home"), QStringLiteral("--shell"),
                               QStringLiteral("/usr/sbin/nologin"), m_name});
        if (made != 0)
            return;
        if (const passwd *entry = ::getpwnam(m_name.toLocal8Bit().constData())) {
            m_uid = entry->pw_uid;
            m_gid = entry->pw_gid;
        }
    }
    ~OtherUser() {
        if (m_uid)
            QProcess::execute(QStringLiteral("userdel"), {m_name});
    }
    OtherUser(const OtherUser &) = delete;
    OtherUser &operator=(const OtherUser &) = delete;

    bool exists() const { return m_uid.has_value(); }
    // Gives `path` to this user, open to everyone.
    bool takeOver(const QString &path) const {
        return ::chown(QFile::encodeName(path).constData(), *m_uid, m_gid) == 0 &&
               ::chmod(QFile::encodeName(path).constData(), 0777) == 0;
    }
    uint uid() const { return *m_uid; }

private:
    QString m_name;
    std::optional<uid_t> m_uid;
    gid_t m_gid = 0;
};

QString userName() {
    const passwd *entry = ::getpwuid(::geteuid());
    return entry ? QString::fromLocal8Bit(entry->pw_name) : QString();
}

} // namespace

class TestRuntimeFolder : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void systemFolderIsUsedWhenPrivate();
    void missingSystemFolderFallsBackToAPrivateOne();
    void systemFolderOpenToOthersIsNotUsed();
    void linkToAPrivateFolderIsNotUsed();
    void systemFolderOfAnotherUserIsNotUsed();
    void ownFallbackOpenToOthersIsMadePrivate();
    void withNoPrivateFolderTheGameStillRuns();
    void realGameStartsPastAnotherUsersRuntimeFolder();

private:
    QString cacheFallback() const { return RuntimeFolder::fallback(); }

    QTemporaryDir m_dir;
};

void TestRuntimeFolder::initTestCase() {
    QVERIFY(m_dir.isValid());
    QCoreApplication::setOrganizationName(QStringLiteral("Tihbat"));
    QCoreApplication::setApplicationName(QStringLiteral("Tihbat"));
}

void TestRuntimeFolder::init() {
    // A fresh cache folder for every case.
    static int round = 0;
    const QString cache = m_dir.filePath(QStringLiteral("cache-%1").arg(++round));
    qputenv("XDG_CACHE_HOME", cache.toUtf8());
    QVERIFY(cacheFallback().startsWith(cache));
}

void TestRuntimeFolder::systemFolderIsUsedWhenPrivate() {
    const QString runtime = m_dir.filePath(QStringLiteral("private-runtime"));
    QVERIFY(QDir().mkdir(runtime, OwnerOnly));
    qputenv("XDG_RUNTIME_DIR", runtime.toUtf8());
    QCOMPARE(RuntimeFolder::find(), runtime);
    QVERIFY(!QFileInfo::exists(cacheFallback()));
}

void TestRuntimeFolder::missingSystemFolderFallsBackToAPrivateOne() {
    qunsetenv("XDG_RUNTIME_DIR");
    const QString found = RuntimeFolder::find();
    QCOMPARE(found, cacheFallback());
    const QFileInfo info(found);
    QVERIFY(info.isDir());
    QCOMPARE(info.permissions() & Everyone, OwnerOnly);
    QCOMPARE(info.ownerId(), uint(::geteuid()));
    // And again: the same folder.
    QCOMPARE(RuntimeFolder::find(), found);
}

void TestRuntimeFolder::systemFolderOpenToOthersIsNotUsed() {
    const QString runtime = m_dir.filePath(QStringLiteral("open-runtime"));
    QVERIFY(QDir().mkdir(runtime));
    QVERIFY(QFile::setPermissions(runtime, Everyone));
    QVERIFY((QFileInfo(runtime).permissions() & Everyone) == Everyone);
    qputenv("XDG_RUNTIME_DIR", runtime.toUtf8());
    QCOMPARE(RuntimeFolder::find(), cacheFallback());
    QCOMPARE(QFileInfo(runtime).permissions() & Everyone, Everyone); // not someone else's to fix
}

void TestRuntimeFolder::linkToAPrivateFolderIsNotUsed() {
    const QString target = m_dir.filePath(QStringLiteral("link-target"));
    QVERIFY(QDir().mkdir(target, OwnerOnly));
    const QString link = m_dir.filePath(QStringLiteral("runtime-link"));
    QVERIFY(QFile::link(target, link));
    qputenv("XDG_RUNTIME_DIR", link.toUtf8());
    QVERIFY(!RuntimeFolder::isPrivate(link));
    QVERIFY(RuntimeFolder::isPrivate(target));
    QCOMPARE(RuntimeFolder::find(), cacheFallback());
}

void TestRuntimeFolder::systemFolderOfAnotherUserIsNotUsed() {
    if (::geteuid() != 0)
        QSKIP("needs root (CI runs as root): to make a second user");
    OtherUser other;
    QVERIFY(other.exists());
    const QString runtime = m_dir.filePath(QStringLiteral("their-runtime"));
    QVERIFY(QDir().mkdir(runtime, OwnerOnly));
    QVERIFY(other.takeOver(runtime));
    QVERIFY(QFile::setPermissions(runtime, OwnerOnly)); // private, but theirs
    QCOMPARE(QFileInfo(runtime).ownerId(), other.uid());
    qputenv("XDG_RUNTIME_DIR", runtime.toUtf8());
    QVERIFY(!RuntimeFolder::isPrivate(runtime));
    QCOMPARE(RuntimeFolder::find(), cacheFallback());
}

void TestRuntimeFolder::ownFallbackOpenToOthersIsMadePrivate() {
    qunsetenv("XDG_RUNTIME_DIR");
    QVERIFY(QDir().mkpath(cacheFallback()));
    QVERIFY(QFile::setPermissions(cacheFallback(), Everyone));
    QCOMPARE(RuntimeFolder::find(), cacheFallback());
    QCOMPARE(QFileInfo(cacheFallback()).permissions() & Everyone, OwnerOnly);
}

void TestRuntimeFolder::withNoPrivateFolderTheGameStillRuns() {
    qunsetenv("XDG_RUNTIME_DIR");
    // The fallback is a link (to a private folder): nothing is private.
    const QString target = m_dir.filePath(QStringLiteral("fallback-target"));
    QVERIFY(QDir().mkdir(target, OwnerOnly));
    QVERIFY(QDir().mkpath(QFileInfo(cacheFallback()).absolutePath()));
    QVERIFY(QFile::link(target, cacheFallback()));
    QString problem;
    QCOMPARE(RuntimeFolder::find(&problem), QString());
    QVERIFY2(problem.contains(QDir::toNativeSeparators(cacheFallback())), qPrintable(problem));
    QTest::ignoreMessage(QtWarningMsg, QRegularExpression("no private folder"));
    SingleInstance instance(m_dir.filePath(QStringLiteral("autosave.json")));
    QCOMPARE(instance.claim({}), SingleInstance::Role::Running);
    QVERIFY(QDir(target).isEmpty()); // nothing was put through the link
}

void TestRuntimeFolder::realGameStartsPastAnotherUsersRuntimeFolder() {
    if (::geteuid() != 0)
        QSKIP("needs root (CI runs as root): to make a second user");
    OtherUser other;
    QVERIFY(other.exists());
    // Where Qt would put the runtime folder without XDG_RUNTIME_DIR: taken by the other user,
    // open to all.
    const QString temp = m_dir.filePath(QStringLiteral("tmp"));
    QVERIFY(QDir().mkdir(temp));
    const QString hostile = QDir(temp).filePath(QStringLiteral("runtime-") + userName());
    QVERIFY(QDir().mkdir(hostile));
    QVERIFY(other.takeOver(hostile));

    const QString home = m_dir.filePath(QStringLiteral("home"));
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.remove(QStringLiteral("XDG_RUNTIME_DIR"));
    environment.insert(QStringLiteral("TMPDIR"), temp);
    environment.insert(QStringLiteral("HOME"), home);
    environment.insert(QStringLiteral("XDG_CONFIG_HOME"), home + QStringLiteral("/config"));
    environment.insert(QStringLiteral("XDG_DATA_HOME"), home + QStringLiteral("/data"));
    environment.insert(QStringLiteral("XDG_CACHE_HOME"), home + QStringLiteral("/cache"));
    environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    const QString autosave = home + QStringLiteral("/autosave.json");
    const auto start = [&](const QStringList &arguments) {
        auto *game = new QProcess(this);
        game->setProcessEnvironment(environment);
        game->setProgram(QStringLiteral(TIHBAT_BINARY));
        game->setArguments(QStringList{"--autosave-file", autosave} + arguments);
        game->setProcessChannelMode(QProcess::ForwardedErrorChannel);
        game->start();
        return game;
    };

    QProcess *running = start({"--play-moves", "A"});
    // It runs: the autosave holds its move, and it goes on running.
    QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(autosave), 30000);
    QCOMPARE(running->state(), QProcess::Running);

    // Its lock is in its own private folder under the cache folder, not in the other user's.
    qputenv("XDG_CACHE_HOME", (home + QStringLiteral("/cache")).toUtf8());
    const QString own = RuntimeFolder::fallback();
    QVERIFY(RuntimeFolder::isPrivate(own));
    QCOMPARE(QDir(own).entryList({QStringLiteral("tihbat-*.lock")}, QDir::Files).size(), 1);
    QVERIFY(QDir(hostile).isEmpty());

    // A second start hands its record over and quits; the first opens it (and remembers it).
    const QString record = m_dir.filePath(QStringLiteral("handed.tihbat"));
    QFile file(record);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("[Game \"Tihbat\"]\n[Result \"16-12\"]\n[Position \"0 0 0 0 S 16 12\"]\n\n16-12\n");
    file.close();
    QProcess *second = start({record});
    QVERIFY(second->waitForFinished(30000));
    QCOMPARE(second->exitStatus(), QProcess::NormalExit);
    QCOMPARE(second->exitCode(), 0);
    const QString settingsFile =
        home + QStringLiteral("/config/Tihbat/Tihbat.conf"); // QSettings' file for the game
    QTRY_VERIFY_WITH_TIMEOUT(QSettings(settingsFile, QSettings::IniFormat)
                                 .value(QStringLiteral("files/recent"))
                                 .toStringList()
                                 .contains(record),
                             30000);
    QCOMPARE(running->state(), QProcess::Running);
    running->kill();
    running->waitForFinished(10000);
}

QTEST_GUILESS_MAIN(TestRuntimeFolder)
#include "tst_runtime_folder.moc"
