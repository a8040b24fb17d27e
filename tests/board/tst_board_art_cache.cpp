// SPDX-License-Identifier: GPL-3.0-or-later
// The carved wood kept on disk between runs: a board painted from the cache is exactly the
// board painted afresh; a damaged or foreign entry is painted over and stored again; entries are
// named by a hash of the sources the wood is painted from, taken at build time. The art drawn ahead
// of the first paint (when the view's size is set) is the art drawn in a paint, also for boards
// drawn ahead at the same time.
#include "board/board_art_cache.h"
#include "board/board_scene.h"
#include "board/board_view.h"
#include "test_files.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>
#include <QThreadPool>
#include <algorithm>
#include <memory>
#include <vector>

using namespace tihbat;

class TestBoardArtCache : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }
    void cachedBoardIsThePaintedBoard();
    void damagedEntryIsPaintedAndStoredAgain();
    void onlyTheNewestSizesAreKept();
    void resizingStoresNothingMore();
    void paintingOverACachedBoardLeavesItsEntryAlone();
    void entriesAreNamedByTheArtSourcesHash();
    void artDrawnAheadIsTheArtDrawnInThePaint();
    void boardsDrawnAheadAtOnceAllPaint();

private:
    // A board of this size, shown and painted; with the cache in `folder` unless empty.
    QImage paintedBoard(QSize size, const QString &folder);
    QStringList entries() const {
        return QDir(cacheFolder()).entryList({QStringLiteral("wood-*")}, QDir::Files);
    }
    QString cacheFolder() const { return m_dir.filePath(QStringLiteral("board")); }

    QTemporaryDir m_dir;
};

QImage TestBoardArtCache::paintedBoard(QSize size, const QString &folder) {
    BoardView view;
    view.boardScene()->setArtCacheFolder(folder);
    view.resize(size);
    view.show();
    if (!QTest::qWaitForWindowExposed(&view))
        return {};
    return view.grab().toImage();
}

void TestBoardArtCache::cachedBoardIsThePaintedBoard() {
    const QSize size(900, 620);
    const QImage painted = paintedBoard(size, QString());
    QVERIFY(!painted.isNull());
    QVERIFY(entries().isEmpty());

    // The first board with the cache paints and stores the wood, in the background.
    QCOMPARE(paintedBoard(size, cacheFolder()), painted);
    QTRY_COMPARE_WITH_TIMEOUT(entries().size(), 1, 10000);
    const QFileInfo entry(QDir(cacheFolder()).filePath(entries().first()));
    const QDateTime written = entry.lastModified();

    // The next reads it (and does not write it again): the same pixels, to the last one.
    QCOMPARE(paintedBoard(size, cacheFolder()), painted);
    QCOMPARE(QFileInfo(entry.absoluteFilePath()).lastModified(), written);
    QCOMPARE(entries().size(), 1);
}

void TestBoardArtCache::damagedEntryIsPaintedAndStoredAgain() {
    const QSize size(700, 500);
    const QImage painted = paintedBoard(size, QString());
    const QStringList before = entries();
    QCOMPARE(paintedBoard(size, cacheFolder()), painted);
    QTRY_COMPARE_WITH_TIMEOUT(entries().size(), before.size() + 1, 10000);
    QString file;
    for (const QString &name : entries())
        if (!before.contains(name))
            file = QDir(cacheFolder()).filePath(name);
    const qint64 whole = QFileInfo(file).size();
    QVERIFY(cutInHalf(file));

    QCOMPARE(paintedBoard(size, cacheFolder()), painted);
    QTRY_COMPARE_WITH_TIMEOUT(QFileInfo(file).size(), whole, 10000);
    QCOMPARE(paintedBoard(size, cacheFolder()), painted);
}

void TestBoardArtCache::onlyTheNewestSizesAreKept() {
    for (int width = 600; width < 600 + 20 * (BoardArtCache::KeptEntries + 2); width += 20) {
        const QStringList before = entries();
        QVERIFY(!paintedBoard(QSize(width, 480), cacheFolder()).isNull());
        // Each size is a new entry; beyond the kept ones the oldest go.
        QTRY_VERIFY_WITH_TIMEOUT(
            [&] {
                const QStringList now = entries();
                const bool added = std::any_of(
                    now.begin(), now.end(), [&](const QString &n) { return !before.contains(n); });
                return added && now.size() == std::min(int(before.size()) + 1,
                                                       int(BoardArtCache::KeptEntries));
            }(),
            10000);
    }
}

void TestBoardArtCache::resizingStoresNothingMore() {
    QVERIFY(QDir(cacheFolder()).removeRecursively());
    BoardView view;
    view.boardScene()->setArtCacheFolder(cacheFolder());
    view.resize(640, 480);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QTRY_COMPARE_WITH_TIMEOUT(entries().size(), 1, 10000);
    const QStringList first = entries();
    // Dragging the window's edge: every size is painted, none is stored.
    for (int width = 660; width <= 760; width += 20) {
        view.resize(width, 480);
        QVERIFY(!view.grab().isNull());
    }
    // Entries are handed to the pool's threads once a picture is shown, and written there:
    // once the events are handled and the threads idle, all have been written.
    QCoreApplication::processEvents();
    QVERIFY(QThreadPool::globalInstance()->waitForDone(10000));
    QCOMPARE(entries(), first);
}

void TestBoardArtCache::paintingOverACachedBoardLeavesItsEntryAlone() {
    QVERIFY(QDir(cacheFolder()).removeRecursively());
    const QSize size(820, 560);
    QVERIFY(!paintedBoard(size, cacheFolder()).isNull());
    QTRY_COMPARE_WITH_TIMEOUT(entries().size(), 1, 10000);
    QVERIFY(QThreadPool::globalInstance()->waitForDone(10000));
    QFile entry(QDir(cacheFolder()).filePath(entries().first()));
    QVERIFY(entry.open(QIODevice::ReadOnly));
    const QByteArray stored = entry.readAll();
    entry.close();

    // The Night look paints its shade over every pixel of the wood it reads from the entry.
    BoardView view;
    view.boardScene()->setArtCacheFolder(cacheFolder());
    view.setBoardPalette(BoardPalette::Night);
    view.resize(size);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QVERIFY(!view.grab().isNull());
    QVERIFY(QThreadPool::globalInstance()->waitForDone(10000));
    QVERIFY(entry.open(QIODevice::ReadOnly));
    QVERIFY(entry.readAll() == stored);
}

// The build's hash is the SHA-256 of the art sources' own hashes, taken again here from the
// files in the source tree; an entry's name holds the hash of it and the Qt version.
void TestBoardArtCache::entriesAreNamedByTheArtSourcesHash() {
    QByteArray listing;
    const QStringList paths = QStringLiteral(TIHBAT_BOARD_ART_PATHS).split(QLatin1Char(','));
    QVERIFY(paths.size() >= 4);
    for (const QString &path : paths) {
        QFile source(path);
        QVERIFY2(source.open(QIODevice::ReadOnly), qPrintable(path));
        listing += QFileInfo(path).fileName().toUtf8() + ' ' +
                   QCryptographicHash::hash(source.readAll(), QCryptographicHash::Sha256).toHex() +
                   '\n';
    }
    const QByteArray hash = QCryptographicHash::hash(listing, QCryptographicHash::Sha256).toHex();
    QCOMPARE(BoardArtCache::artHash(), hash);

    QVERIFY(QDir(cacheFolder()).removeRecursively());
    const QSize size(760, 540);
    QVERIFY(!paintedBoard(size, cacheFolder()).isNull());
    QTRY_COMPARE_WITH_TIMEOUT(entries().size(), 1, 10000);
    const QByteArray key =
        QCryptographicHash::hash(hash + QByteArray(qVersion()), QCryptographicHash::Sha256)
            .toHex()
            .left(16);
    // wood-KEY-WIDTHxHEIGHT.pixels, the size being the board's on the device.
    QVERIFY2(entries().first().startsWith(QStringLiteral("wood-%1-").arg(QLatin1String(key))),
             qPrintable(entries().first()));
}

// A view draws its art ahead when its size is set, on the text thread; a change of look has it
// drawn again within the next paint, on this one. The same pixels either way.
void TestBoardArtCache::artDrawnAheadIsTheArtDrawnInThePaint() {
    const QSize size(900, 620);
    const QImage ahead = paintedBoard(size, QString());
    QVERIFY(!ahead.isNull());
    BoardView view;
    view.resize(size);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.boardScene()->setBoardPalette(BoardPalette::Projector);
    const QImage projector = view.grab().toImage();
    QVERIFY(projector != ahead);
    view.boardScene()->setBoardPalette(BoardPalette::Wood);
    QCOMPARE(view.grab().toImage(), ahead);
}

// Boards shown at once draw their art and pictures ahead at the same time (the art of both on
// the one text thread, which waits for Qt's fills on the pool, while the pool draws the
// pebbles): each paints, and paints what a board alone does.
void TestBoardArtCache::boardsDrawnAheadAtOnceAllPaint() {
    const QSize size(900, 620);
    const QImage alone = paintedBoard(size, QString());
    QVERIFY(!alone.isNull());
    std::vector<std::unique_ptr<BoardView>> views;
    for (int i = 0; i < 3; ++i) {
        views.push_back(std::make_unique<BoardView>());
        views.back()->resize(size);
        views.back()->show(); // its resize event: the art is started
    }
    for (const auto &view : views) {
        QVERIFY(QTest::qWaitForWindowExposed(view.get()));
        QCOMPARE(view->grab().toImage(), alone);
    }
}

QTEST_MAIN(TestBoardArtCache)
#include "tst_board_art_cache.moc"
