// SPDX-License-Identifier: GPL-3.0-or-later
// The board's art cache among things that are not its entries, made for real in a temporary
// folder: a FIFO at an entry's name (the board still gets its picture and nothing waits on the
// pipe), a symlink at an entry's name to a file outside (left byte for byte as it was), a
// dangling symlink (its target is never created), a cache folder that is a symlink to another
// folder (nothing written or deleted there), a directory at an entry's name. After each, every
// file outside the cache folder is as it was, and what was planted is still there.
#include "board/board_art_cache.h"
#include "board/board_scene.h"
#include "board/board_view.h"

#include <QCryptographicHash>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QMap>
#include <QTemporaryDir>
#include <QTest>
#include <QThreadPool>
#include <atomic>
#include <cerrno>
#include <chrono>
#include <condition_variable>
#include <fcntl.h>
#include <mutex>
#include <sys/stat.h>
#include <thread>
#include <unistd.h>

using namespace tihbat;

namespace {

// Every path under `root` but those under `skipped`, with what it is: a file's bytes (hashed), a
// link's target, a directory, a FIFO.
QMap<QString, QString> snapshot(const QString &root, const QString &skipped) {
    QMap<QString, QString> seen;
    QDirIterator it(root, QDir::AllEntries | QDir::System | QDir::Hidden | QDir::NoDotAndDotDot,
                    QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        if (path == skipped || path.startsWith(skipped + QLatin1Char('/')))
            continue;
        struct stat info {};
        if (::lstat(QFile::encodeName(path).constData(), &info) != 0) {
            seen[path] = QStringLiteral("vanished");
            continue;
        }
        if (S_ISLNK(info.st_mode)) {
            seen[path] = QStringLiteral("link to ") + QFileInfo(path).symLinkTarget();
        } else if (S_ISREG(info.st_mode)) {
            QFile file(path);
            if (!file.open(QIODevice::ReadOnly))
                seen[path] = QStringLiteral("unreadable file");
            else
                seen[path] = QStringLiteral("file ") +
                             QString::fromLatin1(QCryptographicHash::hash(
                                                     file.readAll(), QCryptographicHash::Sha256)
                                                     .toHex());
        } else if (S_ISDIR(info.st_mode)) {
            seen[path] = QStringLiteral("directory");
        } else if (S_ISFIFO(info.st_mode)) {
            seen[path] = QStringLiteral("fifo");
        } else {
            seen[path] = QStringLiteral("other");
        }
    }
    return seen;
}

// After a grace of seconds, opens the FIFO's writing end every few milliseconds until stopped:
// opening it succeeds only while someone has it open for reading, as a cache that opened it
// blocking would, stuck; the writer then lets it go (it reads an empty file) and the test can
// say so instead of hanging. A cache that never waits has painted long before the grace ends.
class FifoWatch {
public:
    explicit FifoWatch(QByteArray path)
        : m_path(std::move(path))
        , m_thread([this] { run(); }) {}
    ~FifoWatch() {
        {
            std::lock_guard lock(m_mutex);
            m_stop = true;
        }
        m_wake.notify_all();
        m_thread.join();
    }
    bool sawAReader() const { return m_sawReader; }

private:
    void run() {
        std::unique_lock lock(m_mutex);
        if (m_wake.wait_for(lock, std::chrono::seconds(3), [this] { return m_stop; }))
            return;
        while (!m_wake.wait_for(lock, std::chrono::milliseconds(20), [this] { return m_stop; })) {
            const int fd = ::open(m_path.constData(), O_WRONLY | O_NONBLOCK | O_CLOEXEC);
            if (fd >= 0) {
                m_sawReader = true;
                ::close(fd);
            }
        }
    }

    QByteArray m_path;
    std::atomic<bool> m_sawReader{false};
    std::mutex m_mutex;
    std::condition_variable m_wake;
    bool m_stop = false;
    std::thread m_thread;
};

} // namespace

class TestBoardArtCacheFiles : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void fifoAtAnEntrysNameIsNoEntry();
    void symlinkToAFileOutsideIsLeftAlone();
    void danglingSymlinkCreatesNothing();
    void cacheFolderThatIsASymlinkIsNoCache();
    void directoryAtAnEntrysNameIsLeftAlone();
    void aFolderOfOurOwnStillCaches();

private:
    // A board of the test's size with the cache in cacheFolder(), shown and painted; then the
    // cache's writer is given every chance to write.
    QImage paintedBoard(const QString &cacheFolder);
    QString cacheFolder() const { return m_dir->filePath(QStringLiteral("cache/board")); }
    QString outside() const { return m_dir->filePath(QStringLiteral("outside")); }
    QString entryPath() const { return QDir(cacheFolder()).filePath(m_entryName); }
    QMap<QString, QString> outsideTheCache() const {
        return snapshot(m_dir->path(), cacheFolder());
    }

    static constexpr QSize Size{720, 500};
    std::unique_ptr<QTemporaryDir> m_dir;
    QImage m_painted;    // the board painted without a cache
    QString m_entryName; // the name of its cache entry, as the cache wrote it
};

void TestBoardArtCacheFiles::initTestCase() {
    m_painted = paintedBoard(QString());
    QVERIFY(!m_painted.isNull());
    // Where the cache keeps this board's wood: seen, not worked out.
    QTemporaryDir scratch;
    QVERIFY(scratch.isValid());
    QVERIFY(!paintedBoard(scratch.path()).isNull());
    const QStringList written =
        QDir(scratch.path()).entryList({QStringLiteral("wood-*")}, QDir::Files);
    QCOMPARE(written.size(), 1);
    m_entryName = written.first();
}

void TestBoardArtCacheFiles::init() {
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    QVERIFY(QDir().mkpath(outside()));
    QFile precious(QDir(outside()).filePath(QStringLiteral("precious.txt")));
    QVERIFY(precious.open(QIODevice::WriteOnly));
    precious.write("someone's work, not a picture of wood\n");
    precious.close();
}

QImage TestBoardArtCacheFiles::paintedBoard(const QString &cacheFolder) {
    QImage image;
    {
        BoardView view;
        view.boardScene()->setArtCacheFolder(cacheFolder);
        view.resize(Size);
        view.show();
        if (!QTest::qWaitForWindowExposed(&view))
            return {};
        image = view.grab().toImage();
    }
    // The entry is handed to the pool once the picture is shown, and written there.
    QCoreApplication::processEvents();
    QThreadPool::globalInstance()->waitForDone(10000);
    return image;
}

void TestBoardArtCacheFiles::fifoAtAnEntrysNameIsNoEntry() {
    QVERIFY(QDir().mkpath(cacheFolder()));
    const QByteArray fifo = QFile::encodeName(entryPath());
    QVERIFY(::mkfifo(fifo.constData(), 0600) == 0);
    const auto before = outsideTheCache();
    QImage painted;
    bool blocked = false;
    {
        FifoWatch watch(fifo);
        // Bounded: were the cache to wait on the pipe, the watch lets it go within moments.
        QTRY_VERIFY_WITH_TIMEOUT(!(painted = paintedBoard(cacheFolder())).isNull(), 20000);
        blocked = watch.sawAReader();
    }
    QVERIFY2(!blocked, "the cache opened the FIFO and waited for a writer");
    QCOMPARE(painted, m_painted);
    struct stat info {};
    QVERIFY(::lstat(fifo.constData(), &info) == 0);
    QVERIFY2(S_ISFIFO(info.st_mode), "the FIFO was replaced");
    QCOMPARE(outsideTheCache(), before);
}

void TestBoardArtCacheFiles::symlinkToAFileOutsideIsLeftAlone() {
    QVERIFY(QDir().mkpath(cacheFolder()));
    const QString target = QDir(outside()).filePath(QStringLiteral("precious.txt"));
    QVERIFY(QFile::link(target, entryPath()));
    const auto before = outsideTheCache();
    QCOMPARE(paintedBoard(cacheFolder()), m_painted);
    QCOMPARE(outsideTheCache(), before); // precious.txt byte for byte
    QCOMPARE(QFileInfo(entryPath()).symLinkTarget(), target);
}

void TestBoardArtCacheFiles::danglingSymlinkCreatesNothing() {
    QVERIFY(QDir().mkpath(cacheFolder()));
    const QString ghost = QDir(outside()).filePath(QStringLiteral("ghost.pixels"));
    QVERIFY(QFile::link(ghost, entryPath()));
    const auto before = outsideTheCache();
    QCOMPARE(paintedBoard(cacheFolder()), m_painted);
    QVERIFY2(!QFileInfo::exists(ghost), "the link's target was created");
    QCOMPARE(outsideTheCache(), before);
    QCOMPARE(QFileInfo(entryPath()).symLinkTarget(), ghost);
}

void TestBoardArtCacheFiles::cacheFolderThatIsASymlinkIsNoCache() {
    // Another folder, with files named like entries (more than the cache keeps): neither a new
    // entry nor the clean-up may reach them through the link.
    const QString elsewhere = QDir(outside()).filePath(QStringLiteral("elsewhere"));
    QVERIFY(QDir().mkpath(elsewhere));
    for (int i = 0; i < BoardArtCache::KeptEntries + 2; ++i) {
        QFile file(QDir(elsewhere).filePath(QStringLiteral("wood-0000-%1x1.pixels").arg(i + 1)));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QByteArray(64, char('a' + i)));
    }
    QVERIFY(QDir().mkpath(QFileInfo(cacheFolder()).absolutePath()));
    QVERIFY(QFile::link(elsewhere, cacheFolder()));
    const auto before = outsideTheCache();
    QCOMPARE(paintedBoard(cacheFolder()), m_painted);
    QCOMPARE(paintedBoard(cacheFolder()), m_painted);
    QCOMPARE(outsideTheCache(), before);
    QCOMPARE(QFileInfo(cacheFolder()).symLinkTarget(), elsewhere);
}

void TestBoardArtCacheFiles::directoryAtAnEntrysNameIsLeftAlone() {
    QVERIFY(QDir().mkpath(entryPath()));
    QFile inside(QDir(entryPath()).filePath(QStringLiteral("keep.txt")));
    QVERIFY(inside.open(QIODevice::WriteOnly));
    inside.write("kept");
    inside.close();
    const auto before = outsideTheCache();
    QCOMPARE(paintedBoard(cacheFolder()), m_painted);
    QCOMPARE(outsideTheCache(), before);
    QVERIFY(QFileInfo(entryPath()).isDir());
    QVERIFY(QFile::exists(inside.fileName()));
}

// The same folder made by the cache itself: the entry is written, read back, and the picture
// is the same (so the tests above fail for what was planted, not for a cache that never works).
void TestBoardArtCacheFiles::aFolderOfOurOwnStillCaches() {
    QVERIFY(QDir().mkpath(QFileInfo(cacheFolder()).absolutePath()));
    const auto before = outsideTheCache();
    QCOMPARE(paintedBoard(cacheFolder()), m_painted);
    QVERIFY(QFileInfo(entryPath()).isFile());
    QVERIFY(!QFileInfo(entryPath()).isSymLink());
    QCOMPARE(QFileInfo(cacheFolder()).permissions() &
                 (QFile::WriteGroup | QFile::WriteOther | QFile::ReadOther),
             QFile::Permissions());
    QCOMPARE(paintedBoard(cacheFolder()), m_painted);
    QCOMPARE(outsideTheCache(), before);
}

QTEST_MAIN(TestBoardArtCacheFiles)
#include "tst_board_art_cache_files.moc"
