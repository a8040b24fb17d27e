// SPDX-License-Identifier: GPL-3.0-or-later
// The board's look in the game window: View > High-Contrast Board (remembered), the dimmed wood
// on a dark desktop (following the palette as it changes), and North told from South by shape.
#include "board/board_scene.h"
#include "board/board_view.h"
#include "board/items.h"
#include "common/board_look.h"
#include "game/settings/settings.h"
#include "isolated_settings.h"
#include "play/main_window.h"

#include <QAction>
#include <QApplication>
#include <QMenu>
#include <QSettings>
#include <QTest>

using namespace tihbat;

namespace {

QPalette darkPalette() {
    QPalette dark;
    dark.setColor(QPalette::Window, QColor(0x2b, 0x2b, 0x2b));
    dark.setColor(QPalette::WindowText, QColor(0xee, 0xee, 0xee));
    dark.setColor(QPalette::Base, QColor(0x1e, 0x1e, 0x1e));
    dark.setColor(QPalette::Text, QColor(0xee, 0xee, 0xee));
    dark.setColor(QPalette::Button, QColor(0x35, 0x35, 0x35));
    dark.setColor(QPalette::ButtonText, QColor(0xee, 0xee, 0xee));
    return dark;
}

// The mean lightness of the board's picture, 0..255.
double meanLightness(BoardView &view) {
    const QImage image = view.grab().toImage().convertToFormat(QImage::Format_RGB32);
    double sum = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            sum += QColor(image.pixel(x, y)).lightness();
    return sum / (double(image.width()) * image.height());
}

} // namespace

class TestBoardLook : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();
    void darknessIsReadFromThePalette();
    void highContrastIsAViewActionAndRemembered();
    void darkDesktopDimsTheWood();
    void sidesDifferInShape();

private:
    QPalette m_lightPalette;
};

void TestBoardLook::initTestCase() {
    IsolatedSettings::forThisTest(QStringLiteral("TihbatLookTest"));
    m_lightPalette = QApplication::palette();
}

void TestBoardLook::init() {
    QSettings().clear();
    Settings::setDropDuration(0);
}

void TestBoardLook::cleanup() {
    QApplication::setPalette(m_lightPalette);
}

void TestBoardLook::darknessIsReadFromThePalette() {
    QVERIFY(!BoardLook::isDark(m_lightPalette));
    QVERIFY(BoardLook::isDark(darkPalette()));
    QCOMPARE(BoardLook::lookFor(false, false), BoardPalette::Wood);
    QCOMPARE(BoardLook::lookFor(false, true), BoardPalette::Night);
    QCOMPARE(BoardLook::lookFor(true, false), BoardPalette::Projector);
    QCOMPARE(BoardLook::lookFor(true, true), BoardPalette::Projector);
}

void TestBoardLook::highContrastIsAViewActionAndRemembered() {
    {
        MainWindow window;
        window.start({});
        QCOMPARE(window.board()->boardScene()->boardPalette(), BoardPalette::Wood);
        auto *action = window.findChild<QAction *>("highContrastAction");
        QVERIFY(action && action->isCheckable() && !action->isChecked());
        auto *viewMenu = window.findChild<QMenu *>("viewMenu");
        QVERIFY(viewMenu && viewMenu->actions().contains(action));
        action->trigger();
        QCOMPARE(window.board()->boardScene()->boardPalette(), BoardPalette::Projector);
    }
    MainWindow again;
    again.start({});
    QCOMPARE(again.board()->boardScene()->boardPalette(), BoardPalette::Projector);
    again.findChild<QAction *>("highContrastAction")->trigger();
    QCOMPARE(again.board()->boardScene()->boardPalette(), BoardPalette::Wood);
}

void TestBoardLook::darkDesktopDimsTheWood() {
    MainWindow window;
    window.start({});
    window.resize(900, 700);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    BoardView &board = *window.board();
    const double light = meanLightness(board);
    QApplication::setPalette(darkPalette());
    QTRY_COMPARE(board.boardScene()->boardPalette(), BoardPalette::Night);
    const double dark = meanLightness(board);
    qInfo("mean lightness: wood %.1f, night %.1f", light, dark);
    QVERIFY(dark < light * 0.8);
    if (const QByteArray dir = qgetenv("TIHBAT_LOOK_SHOTS"); !dir.isEmpty())
        window.grab().save(QString::fromLocal8Bit(dir) + QStringLiteral("/night.png"));
    // Back to a light desktop: back to the wood.
    QApplication::setPalette(m_lightPalette);
    QTRY_COMPARE(board.boardScene()->boardPalette(), BoardPalette::Wood);
}

void TestBoardLook::sidesDifferInShape() {
    for (BoardPalette palette :
         {BoardPalette::Wood, BoardPalette::Night, BoardPalette::Projector}) {
        BoardScene scene;
        scene.setBoardPalette(palette);
        for (int pit = 0; pit < PitCount; ++pit)
            QCOMPARE(scene.pitBadge(pit)->isSquare(), ownerOf(pit) == Side::North);
        QVERIFY(!scene.trayItem(Side::South)->badge()->isSquare());
        QVERIFY(scene.trayItem(Side::North)->badge()->isSquare());
    }
}

QTEST_MAIN(TestBoardLook)
#include "tst_board_look.moc"
