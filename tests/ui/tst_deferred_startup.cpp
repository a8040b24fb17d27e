// SPDX-License-Identifier: GPL-3.0-or-later
// Start-up work put off until the first picture is on the screen: it still happens, once, and
// a window that comes up before that picture does not go without it.
#include "common/after_first_paint.h"
#include "common/app_icon.h"
#include "deferred_app_icon.h"

#include <QApplication>
#include <QDialog>
#include <QLabel>
#include <QSignalSpy>
#include <QTest>
#include <QVBoxLayout>

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

QList<QSize> appIconSizes() {
    QList<QSize> sizes;
    for (int size : AppIcon::sizes())
        sizes << QSize(size, size);
    return sizes;
}

} // namespace

class TestDeferredStartup : public QObject {
    Q_OBJECT
private slots:
    void init() { QApplication::setWindowIcon(QIcon()); }
    void runsOnceAfterTheFirstPaint();
    void iconComesAfterTheFirstPicture();
    void aWindowBeforeTheFirstPictureHasTheIcon();
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

void TestDeferredStartup::iconComesAfterTheFirstPicture() {
    GameLikeWindow game;
    DeferredAppIcon::install(game.board);
    QCoreApplication::processEvents();
    QVERIFY(QApplication::windowIcon().isNull());
    game.window.show();
    QTRY_VERIFY(!QApplication::windowIcon().isNull());
    QCOMPARE(QApplication::windowIcon().availableSizes(), appIconSizes());
    QCOMPARE(game.window.windowIcon().availableSizes(), appIconSizes());
}

void TestDeferredStartup::aWindowBeforeTheFirstPictureHasTheIcon() {
    GameLikeWindow game;
    DeferredAppIcon::install(game.board);
    // A question before the game's window shows, as for an unfinished game.
    QDialog question;
    question.show();
    QCOMPARE(QApplication::windowIcon().availableSizes(), appIconSizes());
    QCOMPARE(question.windowIcon().availableSizes(), appIconSizes());
    question.close();
    // Set once: the first picture later leaves it as it is.
    const qint64 key = QApplication::windowIcon().cacheKey();
    game.window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&game.window));
    QTest::qWait(50);
    QCOMPARE(QApplication::windowIcon().cacheKey(), key);
}

QTEST_MAIN(TestDeferredStartup)
#include "tst_deferred_startup.moc"
