// SPDX-License-Identifier: GPL-3.0-or-later
// PrivateFolder and MappedFile (the board art cache's folder and its mapped entries) on real
// folders, files, FIFOs and symlinks (no mocks).
#include "files/private_folder.h"

#include <QDateTime>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>
#include <algorithm>
#include <sys/stat.h>
#include <unistd.h>

using namespace tihbat::files;

namespace {

bool writeFile(const QString &path, const QByteArray &bytes) {
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

QByteArray contents(const QString &path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

std::string native(const QString &path) {
    return QFile::encodeName(path).toStdString();
}

} // namespace

class TestPrivateFolder : public QObject {
    Q_OBJECT

private slots:
    void init();

    void aFolderOfOurOwnOpens();
    void aFolderOthersMayWriteToIsRefused();
    void aSymlinkToAFolderIsRefused();
    void whatIsNoFolderIsRefused();
    void anotherUsersFolderIsRefused();
    void onlyFreeNamesAndOurFilesMayBeWritten();
    void ownFilesAreListedWithTheirTimes();
    void onlyOurFilesAreRemoved();
    void anOwnFileIsMappedPrivately();
    void whatIsNoOwnFileIsNotMapped();
    void aMappingMovesAndOutlivesItsFolder();

private:
    QString path(const QString &name) const { return m_dir->filePath(name); }
    QString inside(const QString &name) const { return path("cache/" + name); }
    std::unique_ptr<QTemporaryDir> m_dir;
};

void TestPrivateFolder::init() {
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    QVERIFY(::mkdir(native(path("cache")).c_str(), 0700) == 0);
}

void TestPrivateFolder::aFolderOfOurOwnOpens() {
    QVERIFY(PrivateFolder(native(path("cache"))).isOpen());
    // Group-writable is the user's choice (a umask of 002); only others are kept out.
    QVERIFY(::chmod(native(path("cache")).c_str(), 0775) == 0);
    QVERIFY(PrivateFolder(native(path("cache"))).isOpen());
}

void TestPrivateFolder::aFolderOthersMayWriteToIsRefused() {
    QVERIFY(::chmod(native(path("cache")).c_str(), 0777) == 0);
    QVERIFY(!PrivateFolder(native(path("cache"))).isOpen());
    QVERIFY(::chmod(native(path("cache")).c_str(), 01777) == 0); // sticky, as /tmp
    QVERIFY(!PrivateFolder(native(path("cache"))).isOpen());
}

void TestPrivateFolder::aSymlinkToAFolderIsRefused() {
    QVERIFY(QFile::link(path("cache"), path("link")));
    QVERIFY(!PrivateFolder(native(path("link"))).isOpen());
}

void TestPrivateFolder::whatIsNoFolderIsRefused() {
    QVERIFY(!PrivateFolder(native(path("missing"))).isOpen());
    QVERIFY(writeFile(path("file"), "x"));
    QVERIFY(!PrivateFolder(native(path("file"))).isOpen());
    QVERIFY(::mkfifo(native(path("fifo")).c_str(), 0600) == 0);
    QElapsedTimer timer;
    timer.start();
    QVERIFY(!PrivateFolder(native(path("fifo"))).isOpen());
    QVERIFY(timer.elapsed() < 5000);
}

void TestPrivateFolder::anotherUsersFolderIsRefused() {
    if (::geteuid() != 0)
        QSKIP("needs root: only root gives a folder to another user");
    QVERIFY(::chown(native(path("cache")).c_str(), 65534, 65534) == 0);
    QVERIFY(!PrivateFolder(native(path("cache"))).isOpen());
}

void TestPrivateFolder::onlyFreeNamesAndOurFilesMayBeWritten() {
    QVERIFY(writeFile(inside("ours"), "x"));
    QVERIFY(writeFile(path("outside"), "precious"));
    QVERIFY(QFile::link(path("outside"), inside("link")));
    QVERIFY(QFile::link(path("ghost"), inside("dangling")));
    QVERIFY(QDir().mkpath(inside("folder")));
    QVERIFY(::mkfifo(native(inside("fifo")).c_str(), 0600) == 0);
    const PrivateFolder folder(native(path("cache")));
    QVERIFY(folder.isOpen());
    QVERIFY(folder.mayWrite("free"));
    QVERIFY(folder.mayWrite("ours"));
    QVERIFY(!folder.mayWrite("link"));
    QVERIFY(!folder.mayWrite("dangling"));
    QVERIFY(!folder.mayWrite("folder"));
    QVERIFY(!folder.mayWrite("fifo"));
    if (::geteuid() == 0) {
        QVERIFY(writeFile(inside("theirs"), "x"));
        QVERIFY(::chown(native(inside("theirs")).c_str(), 65534, 65534) == 0);
        QVERIFY(!folder.mayWrite("theirs"));
    }
}

void TestPrivateFolder::ownFilesAreListedWithTheirTimes() {
    const QDateTime older = QDateTime::fromMSecsSinceEpoch(1'600'000'000'123);
    const QDateTime newer = QDateTime::fromMSecsSinceEpoch(1'700'000'000'456);
    for (const auto &[name, time] : {std::pair{"older", older}, std::pair{"newer", newer}}) {
        QFile file(inside(name));
        QVERIFY(file.open(QIODevice::WriteOnly));
        QVERIFY(file.setFileTime(time, QFileDevice::FileModificationTime));
    }
    QVERIFY(writeFile(path("outside"), "x"));
    QVERIFY(QFile::link(path("outside"), inside("link")));
    QVERIFY(QDir().mkpath(inside("folder")));
    QVERIFY(::mkfifo(native(inside("fifo")).c_str(), 0600) == 0);

    std::vector<PrivateFolder::OwnFile> files = PrivateFolder(native(path("cache"))).ownFiles();
    std::sort(files.begin(), files.end(),
              [](const auto &a, const auto &b) { return a.name < b.name; });
    QCOMPARE(files.size(), 2u);
    QCOMPARE(files[0].name, "newer");
    QCOMPARE(files[0].modifiedNanoseconds, newer.toMSecsSinceEpoch() * 1'000'000);
    QCOMPARE(files[1].name, "older");
    QCOMPARE(files[1].modifiedNanoseconds, older.toMSecsSinceEpoch() * 1'000'000);
}

void TestPrivateFolder::onlyOurFilesAreRemoved() {
    QVERIFY(writeFile(inside("ours"), "x"));
    QVERIFY(writeFile(path("outside"), "precious"));
    QVERIFY(QFile::link(path("outside"), inside("link")));
    QVERIFY(QDir().mkpath(inside("folder")));
    PrivateFolder folder(native(path("cache")));
    QVERIFY(folder.removeOwnFile("ours"));
    QVERIFY(!QFileInfo::exists(inside("ours")));
    QVERIFY(!folder.removeOwnFile("ours"));
    QVERIFY(!folder.removeOwnFile("link"));
    QVERIFY(QFileInfo(inside("link")).isSymLink());
    QCOMPARE(contents(path("outside")), "precious");
    QVERIFY(!folder.removeOwnFile("folder"));
    QVERIFY(QFileInfo(inside("folder")).isDir());
}

void TestPrivateFolder::anOwnFileIsMappedPrivately() {
    QVERIFY(writeFile(inside("pixels"), "hello"));
    std::optional<MappedFile> mapped = PrivateFolder(native(path("cache"))).mapOwnFile("pixels");
    QVERIFY(mapped);
    QCOMPARE(mapped->size(), 5u);
    QCOMPARE(QByteArray(reinterpret_cast<const char *>(mapped->data()), 5), "hello");
    // Painted over in memory, the file stays as it was.
    mapped->data()[0] = 'j';
    QCOMPARE(QByteArray(reinterpret_cast<const char *>(mapped->data()), 5), "jello");
    QCOMPARE(contents(inside("pixels")), "hello");
}

void TestPrivateFolder::whatIsNoOwnFileIsNotMapped() {
    QVERIFY(writeFile(path("outside"), "precious"));
    QVERIFY(QFile::link(path("outside"), inside("link")));
    QVERIFY(QDir().mkpath(inside("folder")));
    QVERIFY(::mkfifo(native(inside("fifo")).c_str(), 0600) == 0);
    QVERIFY(writeFile(inside("empty"), ""));
    const PrivateFolder folder(native(path("cache")));
    QVERIFY(!folder.mapOwnFile("link"));
    QVERIFY(!folder.mapOwnFile("folder"));
    QElapsedTimer timer;
    timer.start();
    QVERIFY(!folder.mapOwnFile("fifo")); // and at once: no writer awaited
    QVERIFY(timer.elapsed() < 5000);
    QVERIFY(!folder.mapOwnFile("empty"));
    QVERIFY(!folder.mapOwnFile("missing"));
    if (::geteuid() == 0) {
        QVERIFY(writeFile(inside("theirs"), "x"));
        QVERIFY(::chown(native(inside("theirs")).c_str(), 65534, 65534) == 0);
        QVERIFY(!folder.mapOwnFile("theirs"));
    }
}

void TestPrivateFolder::aMappingMovesAndOutlivesItsFolder() {
    QVERIFY(writeFile(inside("pixels"), "abc"));
    std::optional<MappedFile> first;
    {
        const PrivateFolder folder(native(path("cache")));
        first = folder.mapOwnFile("pixels");
    }
    QVERIFY(first);
    QVERIFY(QFile::remove(inside("pixels"))); // a mapping holds the bytes, not the name
    MappedFile moved(std::move(*first));
    QCOMPARE(first->size(), 0u);
    QVERIFY(first->data() == nullptr);
    QCOMPARE(moved.size(), 3u);
    QCOMPARE(QByteArray(reinterpret_cast<const char *>(moved.data()), 3), "abc");
}

QTEST_GUILESS_MAIN(TestPrivateFolder)
#include "tst_private_folder.moc"
