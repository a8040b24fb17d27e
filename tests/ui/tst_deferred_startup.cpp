// SPDX-License-Identifier: GPL-3.0-or-later
// Start-up work put off until the first picture is on the screen still happens, once; and the
// window icon set at start is made of PNGs only (no SVG renderer loaded for it).
#include "common/after_first_paint.h"
#include "common/app_icon.h"

#include <QApplication>
#include <QFile>
#include <QImageReader>
#include <QLabel>
#include <QSignalSpy>
#include <QTest>
#include <QVBoxLayout>
#include <algorithm>
#include <optional>

using namespace tihbat;

namespace {

// A window with a "board" inside, as the game's.
struct GameLikeWindow {
    GameLikeWindow() {
        auto *layout = new QVBoxLayout(&window);
        board = new QLabel(QStringLiteral("board"));
        layout->addWidget(board);
        window.resize(300, 200);
    }
    QWidget window;
    QLabel *board = nullptr;
};

// Counts the paint events a widget receives.
struct PaintCounter : QObject {
    explicit PaintCounter(QWidget *widget) { widget->installEventFilter(this); }
    bool eventFilter(QObject *watched, QEvent *event) override {
        if (event->type() == QEvent::Paint)
            ++count;
        return QObject::eventFilter(watched, event);
    }
    int count = 0;
};

// Whether a shared library whose name contains `name` is loaded in this process; nothing where
// the system does not say (no /proc).
std::optional<bool> libraryLoaded(const QByteArray &name) {
    QFile maps(QStringLiteral("/proc/self/maps"));
    if (!maps.open(QIODevice::ReadOnly))
        return std::nullopt;
    return maps.readAll().toLower().contains(name.toLower());
}

} // namespace

class TestDeferredStartup : public QObject {
    Q_OBJECT
private slots:
    void runsOnceAfterTheFirstPaint();
    void windowIconIsMadeOfPngsOnly();
};

void TestDeferredStartup::runsOnceAfterTheFirstPaint() {
    GameLikeWindow game;
    PaintCounter paints(game.board);
    int runs = 0;
    int paintsBefore = 0;
    AfterFirstPaint::run(game.board, [&] {
        ++runs;
        paintsBefore = paints.count;
    });
    QCoreApplication::processEvents();
    QCOMPARE(runs, 0); // nothing painted yet
    game.window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&game.window));
    QTRY_COMPARE(runs, 1);
    QVERIFY(paintsBefore >= 1);
    // Later paints do not run it again.
    game.board->repaint();
    game.window.hide();
    game.window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&game.window));
    QTest::qWait(0);
    QCoreApplication::processEvents();
    QCOMPARE(runs, 1);
}

void TestDeferredStartup::windowIconIsMadeOfPngsOnly() {
    const QList<int> sizes = AppIcon::sizes();
    QVERIFY(sizes.size() >= 4);
    QVERIFY(std::is_sorted(sizes.begin(), sizes.end()));
    // Set as the game does at start, shown in a window, every size drawn: no SVG image plugin
    // is loaded for it.
    QApplication::setWindowIcon(AppIcon::icon());
    GameLikeWindow game;
    game.window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&game.window));
    QList<QSize> expected;
    for (int size : sizes)
        expected << QSize(size, size);
    QCOMPARE(game.window.windowIcon().availableSizes(), expected);
    for (int size : sizes)
        QCOMPARE(game.window.windowIcon().pixmap(size, size).size(), QSize(size, size));
    // The game links Qt SVG for Export Board Picture's SVG; the icon must not load the SVG image
    // plugin, which renders an SVG.
    const std::optional<bool> svgLoaded = libraryLoaded("imageformats/libqsvg");
    if (svgLoaded)
        QVERIFY(!*svgLoaded);
    // Every size is a PNG of that size. (Last: asking a reader for the format of a file may
    // load every image plugin.)
    for (int size : sizes) {
        QImageReader reader(QStringLiteral(":/app/icon/%1.png").arg(size));
        QCOMPARE(reader.format(), QByteArray("png"));
        QCOMPARE(reader.size(), QSize(size, size));
    }
}

QTEST_MAIN(TestDeferredStartup)
#include "tst_deferred_startup.moc"
