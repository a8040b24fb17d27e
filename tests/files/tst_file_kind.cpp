// SPDX-License-Identifier: GPL-3.0-or-later
// model/files' one "what is at this path" and its single steps on paths, on real files, FIFOs,
// devices, sockets, symlinks and folders (no mocks).
#include "files/file_kind.h"
#include "files/file_operations.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>
#include <cerrno>
#include <fcntl.h>
#include <sys/file.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <unistd.h>

using namespace tihbat::files;

namespace {

bool writeFile(const QString &path, const QByteArray &bytes) {
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

std::string native(const QString &path) {
    return QFile::encodeName(path).toStdString();
}

// A listening Unix socket's file at `path`; the descriptor, or -1.
int bindSocket(const QString &path) {
    const int fd = ::socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
    sockaddr_un address{};
    address.sun_family = AF_UNIX;
    const QByteArray name = QFile::encodeName(path);
    if (fd < 0 || std::size_t(name.size()) >= sizeof(address.sun_path))
        return -1;
    std::copy(name.begin(), name.end(), address.sun_path);
    if (::bind(fd, reinterpret_cast<sockaddr *>(&address), sizeof(address)) != 0) {
        ::close(fd);
        return -1;
    }
    return fd;
}

} // namespace

class TestFileKind : public QObject {
    Q_OBJECT

private slots:
    void init();

    void regularFileHasItsSizeAndPermissions();
    void eachKindIsSeen();
    void linksAreFollowed();
    void nothingThereIsNoError();
    void aLoopOrAFileAboveIsAnError();
    void anOpenFileIsSeenWithoutWaiting();
    void onlyRegularFilesAreRegular();
    void problemsOfEachKind();
    void notAFileAtSaysWhatAndWhere();

    void privateFolderIsMadeForItsOwnerAlone();
    void privateFolderNeverReplacesAnything();
    void removeFileRemovesTheNameOnly();
    void ownRegularFileGoesAndNothingElse();
    void anotherUsersFileStays();
    void emptyUnlockedFileGoes();
    void aLockedOrFullFileStays();

private:
    QString path(const QString &name) const { return m_dir->filePath(name); }
    std::unique_ptr<QTemporaryDir> m_dir;
};

void TestFileKind::init() {
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
}

void TestFileKind::regularFileHasItsSizeAndPermissions() {
    QVERIFY(writeFile(path("five"), "12345"));
    QVERIFY(::chmod(native(path("five")).c_str(), 0640) == 0);
    const FileStatus status = statusOf(native(path("five")));
    QCOMPARE(status.kind, FileKind::Regular);
    QCOMPARE(status.size, 5u);
    QCOMPARE(status.permissions, 0640u);
    QCOMPARE(status.errorNumber, 0);
}

void TestFileKind::eachKindIsSeen() {
    QVERIFY(QDir().mkpath(path("folder")));
    QCOMPARE(statusOf(native(path("folder"))).kind, FileKind::Directory);
    QVERIFY(::mkfifo(native(path("fifo")).c_str(), 0600) == 0);
    QCOMPARE(statusOf(native(path("fifo"))).kind, FileKind::NamedPipe);
    QCOMPARE(statusOf("/dev/null").kind, FileKind::Device);
    const int socket = bindSocket(path("socket"));
    QVERIFY(socket >= 0);
    QCOMPARE(statusOf(native(path("socket"))).kind, FileKind::Socket);
    ::close(socket);
}

void TestFileKind::linksAreFollowed() {
    QVERIFY(writeFile(path("target"), "abc"));
    QVERIFY(QFile::link(path("target"), path("link")));
    const FileStatus status = statusOf(native(path("link")));
    QCOMPARE(status.kind, FileKind::Regular);
    QCOMPARE(status.size, 3u);
    QVERIFY(::mkfifo(native(path("fifo")).c_str(), 0600) == 0);
    QVERIFY(QFile::link(path("fifo"), path("to-fifo")));
    QCOMPARE(statusOf(native(path("to-fifo"))).kind, FileKind::NamedPipe);
}

void TestFileKind::nothingThereIsNoError() {
    const FileStatus missing = statusOf(native(path("missing")));
    QCOMPARE(missing.kind, FileKind::Nothing);
    QCOMPARE(missing.errorNumber, 0);
    QVERIFY(QFile::link(path("ghost"), path("dangling")));
    QCOMPARE(statusOf(native(path("dangling"))).kind, FileKind::Nothing);
}

void TestFileKind::aLoopOrAFileAboveIsAnError() {
    QVERIFY(QFile::link(path("b"), path("a")));
    QVERIFY(QFile::link(path("a"), path("b")));
    const FileStatus loop = statusOf(native(path("a")));
    QCOMPARE(loop.kind, FileKind::Unknown);
    QCOMPARE(loop.errorNumber, ELOOP);
    QVERIFY(writeFile(path("file"), "x"));
    const FileStatus below = statusOf(native(path("file/inside")));
    QCOMPARE(below.kind, FileKind::Unknown);
    QCOMPARE(below.errorNumber, ENOTDIR);
}

void TestFileKind::anOpenFileIsSeenWithoutWaiting() {
    QVERIFY(::mkfifo(native(path("fifo")).c_str(), 0600) == 0);
    const int fifo = ::open(native(path("fifo")).c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    QVERIFY(fifo >= 0);
    QCOMPARE(statusOfOpenFile(fifo).kind, FileKind::NamedPipe);
    ::close(fifo);
    QVERIFY(writeFile(path("file"), "1234567"));
    const int file = ::open(native(path("file")).c_str(), O_RDONLY | O_CLOEXEC);
    QVERIFY(file >= 0);
    const FileStatus status = statusOfOpenFile(file);
    QCOMPARE(status.kind, FileKind::Regular);
    QCOMPARE(status.size, 7u);
    ::close(file);
    const FileStatus closed = statusOfOpenFile(file);
    QCOMPARE(closed.kind, FileKind::Unknown);
    QCOMPARE(closed.errorNumber, EBADF);
}

void TestFileKind::onlyRegularFilesAreRegular() {
    QVERIFY(writeFile(path("file"), ""));
    QVERIFY(QFile::link(path("file"), path("link")));
    QVERIFY(QDir().mkpath(path("folder")));
    QVERIFY(::mkfifo(native(path("fifo")).c_str(), 0600) == 0);
    QVERIFY(isRegularFile(native(path("file"))));
    QVERIFY(isRegularFile(native(path("link"))));
    QVERIFY(!isRegularFile(native(path("folder"))));
    QVERIFY(!isRegularFile(native(path("fifo"))));
    QVERIFY(!isRegularFile("/dev/zero"));
    QVERIFY(!isRegularFile(native(path("missing"))));
}

void TestFileKind::problemsOfEachKind() {
    QCOMPARE(problemWith(FileKind::Directory), FileProblem::Directory);
    QCOMPARE(problemWith(FileKind::NamedPipe), FileProblem::NamedPipe);
    QCOMPARE(problemWith(FileKind::Device), FileProblem::Device);
    QCOMPARE(problemWith(FileKind::Socket), FileProblem::Socket);
    QVERIFY(!problemWith(FileKind::Regular));
    QVERIFY(!problemWith(FileKind::Nothing));
    QVERIFY(!problemWith(FileKind::Unknown));
}

void TestFileKind::notAFileAtSaysWhatAndWhere() {
    QVERIFY(writeFile(path("file"), "x"));
    QVERIFY(!notAFileAt(native(path("file"))));
    QVERIFY(!notAFileAt(native(path("missing"))));
    QVERIFY(::mkfifo(native(path("fifo")).c_str(), 0600) == 0);
    const std::optional<FileError> fifo = notAFileAt(native(path("fifo")));
    QVERIFY(fifo);
    QCOMPARE(fifo->problem, FileProblem::NamedPipe);
    QCOMPARE(QString::fromStdString(fifo->describe()),
             "cannot open " + path("fifo") + ": it is a named pipe (FIFO), not a file");
    QVERIFY(QDir().mkpath(path("folder")));
    const std::optional<FileError> folder = notAFileAt(native(path("folder")), true);
    QVERIFY(folder);
    QCOMPARE(QString::fromStdString(folder->describe()),
             "cannot write " + path("folder") + ": it is a directory, not a file");
    QVERIFY(QFile::link(path("b"), path("a")));
    QVERIFY(QFile::link(path("a"), path("b")));
    const std::optional<FileError> loop = notAFileAt(native(path("a")));
    QVERIFY(loop);
    QCOMPARE(loop->problem, FileProblem::System);
    QCOMPARE(loop->errorNumber, ELOOP);
}

void TestFileKind::privateFolderIsMadeForItsOwnerAlone() {
    const mode_t mask = ::umask(022);
    const int made = makePrivateFolder(native(path("mine")));
    ::umask(mask);
    QCOMPARE(made, 0);
    struct stat info {};
    QVERIFY(::stat(native(path("mine")).c_str(), &info) == 0);
    QVERIFY(S_ISDIR(info.st_mode));
    QCOMPARE(info.st_mode & 07777, 0700u);
    QCOMPARE(makePrivateFolder(native(path("missing/below"))), ENOENT);
}

void TestFileKind::privateFolderNeverReplacesAnything() {
    QVERIFY(QDir().mkpath(path("folder")));
    QCOMPARE(makePrivateFolder(native(path("folder"))), EEXIST);
    QVERIFY(writeFile(path("file"), "keep"));
    QCOMPARE(makePrivateFolder(native(path("file"))), EEXIST);
    QCOMPARE(QFile(path("file")).size(), 4);
    QVERIFY(QFile::link(path("ghost"), path("dangling")));
    QCOMPARE(makePrivateFolder(native(path("dangling"))), EEXIST);
    QVERIFY2(!QFileInfo::exists(path("ghost")), "the link's target was made");
}

void TestFileKind::removeFileRemovesTheNameOnly() {
    QVERIFY(writeFile(path("file"), "x"));
    QCOMPARE(removeFile(native(path("file"))), 0);
    QVERIFY(!QFileInfo::exists(path("file")));
    QVERIFY(writeFile(path("target"), "kept"));
    QVERIFY(QFile::link(path("target"), path("link")));
    QCOMPARE(removeFile(native(path("link"))), 0);
    QVERIFY(!QFileInfo(path("link")).isSymLink());
    QCOMPARE(QFile(path("target")).size(), 4);
    QCOMPARE(removeFile(native(path("missing"))), ENOENT);
    QVERIFY(QDir().mkpath(path("folder")));
    QCOMPARE(removeFile(native(path("folder"))), EISDIR);
    QVERIFY(QFileInfo(path("folder")).isDir());
}

void TestFileKind::ownRegularFileGoesAndNothingElse() {
    QVERIFY(writeFile(path("leftover"), "x"));
    QVERIFY(removeOwnRegularFile(native(path("leftover"))));
    QVERIFY(!QFileInfo::exists(path("leftover")));

    QVERIFY(writeFile(path("target"), "kept"));
    QVERIFY(QFile::link(path("target"), path("link")));
    QVERIFY(!removeOwnRegularFile(native(path("link"))));
    QVERIFY(QFileInfo(path("link")).isSymLink());
    QVERIFY(QFileInfo::exists(path("target")));

    // A second name: a hard link someone made to a file elsewhere.
    QVERIFY(::link(native(path("target")).c_str(), native(path("second")).c_str()) == 0);
    QVERIFY(!removeOwnRegularFile(native(path("second"))));
    QVERIFY(QFileInfo::exists(path("second")));

    QVERIFY(::mkfifo(native(path("fifo")).c_str(), 0600) == 0);
    QVERIFY(!removeOwnRegularFile(native(path("fifo"))));
    QVERIFY(QFileInfo::exists(path("fifo")));
    QVERIFY(QDir().mkpath(path("folder")));
    QVERIFY(!removeOwnRegularFile(native(path("folder"))));
    QVERIFY(!removeOwnRegularFile(native(path("missing"))));
}

void TestFileKind::anotherUsersFileStays() {
    if (::geteuid() != 0)
        QSKIP("needs root: only root gives a file to another user");
    QVERIFY(writeFile(path("theirs"), "x"));
    QVERIFY(::chown(native(path("theirs")).c_str(), 65534, 65534) == 0);
    QVERIFY(!removeOwnRegularFile(native(path("theirs"))));
    QVERIFY(QFileInfo::exists(path("theirs")));
}

void TestFileKind::emptyUnlockedFileGoes() {
    QVERIFY(writeFile(path("lock"), ""));
    QVERIFY(removeEmptyUnlockedFile(native(path("lock"))));
    QVERIFY(!QFileInfo::exists(path("lock")));
    QVERIFY(!removeEmptyUnlockedFile(native(path("lock")))); // nothing there now
}

void TestFileKind::aLockedOrFullFileStays() {
    // Held by a living writer: flock() locks belong to an open file, so a second open in this
    // process is refused as another process would be.
    QVERIFY(writeFile(path("held"), ""));
    const int holder = ::open(native(path("held")).c_str(), O_RDONLY | O_CLOEXEC);
    QVERIFY(holder >= 0);
    QVERIFY(::flock(holder, LOCK_EX | LOCK_NB) == 0);
    QVERIFY(!removeEmptyUnlockedFile(native(path("held"))));
    QVERIFY(QFileInfo::exists(path("held")));
    ::close(holder);
    QVERIFY(removeEmptyUnlockedFile(native(path("held")))); // its writer gone: it goes

    QVERIFY(writeFile(path("written"), "12345 a writer's id"));
    QVERIFY(!removeEmptyUnlockedFile(native(path("written"))));
    QVERIFY(QFileInfo::exists(path("written")));

    QVERIFY(writeFile(path("empty"), ""));
    QVERIFY(QFile::link(path("empty"), path("link")));
    QVERIFY(!removeEmptyUnlockedFile(native(path("link"))));
    QVERIFY(QFileInfo(path("link")).isSymLink());
    QVERIFY(QFileInfo::exists(path("empty")));

    QVERIFY(::mkfifo(native(path("fifo")).c_str(), 0600) == 0);
    QVERIFY(!removeEmptyUnlockedFile(native(path("fifo")))); // and returns: no writer awaited
    QVERIFY(QFileInfo::exists(path("fifo")));
    QVERIFY(QDir().mkpath(path("folder")));
    QVERIFY(!removeEmptyUnlockedFile(native(path("folder"))));
    QVERIFY(QFileInfo(path("folder")).isDir());
}

QTEST_GUILESS_MAIN(TestFileKind)
#include "tst_file_kind.moc"
