// SPDX-License-Identifier: GPL-3.0-or-later
// The game window's frame as KDE's games have it: the menus Game, Move, View, Classroom,
// Settings and Help with every action where the README says and its standard key, a Game menu
// of at most twelve entries, and a toolbar of big buttons (New, Undo, Redo, Hint, Pause
// Computer, Projector) that View > Show Toolbar and the toolbar's context menu hide and show,
// remembered when the window is made again.
#include "game/settings/settings.h"
#include "isolated_settings.h"
#include "play/main_window.h"

#include <QAction>
#include <QApplication>
#include <QContextMenuEvent>
#include <QMenu>
#include <QMenuBar>
#include <QSettings>
#include <QTest>
#include <QToolBar>
#include <QToolButton>

using namespace tihbat;

namespace {

QMenu *menu(const QWidget &window, const char *name) {
    return window.findChild<QMenu *>(QString::fromLatin1(name));
}

// The entries of a menu as a person sees them: actions and submenus, no separators.
QStringList entries(const QMenu *menu) {
    QStringList names;
    for (const QAction *action : menu->actions()) {
        if (action->isSeparator() || !action->isVisible())
            continue;
        names << (action->menu() ? action->menu()->objectName() : action->objectName());
    }
    return names;
}

QToolBar *toolBar(const QWidget &window) {
    return window.findChild<QToolBar *>(QStringLiteral("gameToolBar"));
}

} // namespace

class TestGameMenus : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void menusFollowTheGameConventions();
    void everyActionHasItsPlaceAndKey_data();
    void everyActionHasItsPlaceAndKey();
    void toolbarHasTheBigButtonsOfPlay();
    void toolbarHiddenAndShownIsRemembered();
};

void TestGameMenus::initTestCase() {
    IsolatedSettings::forThisTest(QStringLiteral("TihbatGameMenusTest"));
}

void TestGameMenus::init() {
    QSettings().clear();
}

void TestGameMenus::menusFollowTheGameConventions() {
    MainWindow window;
    QStringList titles;
    for (QAction *top : window.menuBar()->actions())
        titles << top->text();
    QCOMPARE(titles, (QStringList{"&Game", "&Move", "&View", "&Classroom", "&Settings", "&Help"}));
    // At most about twelve entries in the Game menu (21 before): the game and its files.
    const QStringList game = entries(menu(window, "gameMenu"));
    QVERIFY2(game.size() <= 12, qPrintable(game.join(u' ')));
    QCOMPARE(game, (QStringList{"newGameAction", "networkAction", "openAction", "openRecentMenu",
                                "saveAction", "saveAsAction", "reviewAction", "puzzlesAction",
                                "statisticsAction", "printMenu", "quitAction"}));
    // Print and export together; the classroom's things together.
    QCOMPARE(entries(menu(window, "printMenu")),
             (QStringList{"printScoreSheetAction", "exportScoreSheetAction", "copyBoardAction",
                          "exportBoardPictureAction"}));
    QCOMPARE(
        entries(menu(window, "classroomMenu")),
        (QStringList{"presentAction", "watchOnProjectorAction", "setUpPositionAction",
                     "classTournamentAction", "printWorksheetAction", "exportWorksheetAction"}));
    QCOMPARE(entries(menu(window, "moveMenu")),
             (QStringList{"undoAction", "redoAction", "hintAction", "pauseAction"}));
    // Read Aloud's reason is shown only while it cannot speak.
    QCOMPARE(entries(menu(window, "viewMenu")),
             (QStringList{"showToolbarAction", "fullScreenAction", "flipAction",
                          "highContrastAction", "readAloudAction", "voiceRateMenu"}));
    QCOMPARE(entries(menu(window, "settingsMenu")),
             (QStringList{"speedMenu", "soundAction", "volumeMenu", "languageMenu"}));
}

void TestGameMenus::everyActionHasItsPlaceAndKey_data() {
    QTest::addColumn<QString>("action");
    QTest::addColumn<QString>("menu");
    QTest::addColumn<QKeySequence>("key");
    // KStandardGameAction's keys where it has one (New, Load, Save, Print, Quit, Undo, Redo,
    // Hint, Pause), the platform's for Save As and Full Screen.
    const QKeySequence none;
    QTest::newRow("new") << "newGameAction"
                         << "gameMenu" << QKeySequence(Qt::CTRL | Qt::Key_N);
    QTest::newRow("open") << "openAction"
                          << "gameMenu" << QKeySequence(Qt::CTRL | Qt::Key_O);
    QTest::newRow("save") << "saveAction"
                          << "gameMenu" << QKeySequence(Qt::CTRL | Qt::Key_S);
    QTest::newRow("save as") << "saveAsAction"
                             << "gameMenu" << QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S);
    QTest::newRow("review") << "reviewAction"
                            << "gameMenu" << QKeySequence(Qt::CTRL | Qt::Key_R);
    QTest::newRow("network") << "networkAction"
                             << "gameMenu" << none;
    QTest::newRow("puzzles") << "puzzlesAction"
                             << "gameMenu" << none;
    QTest::newRow("statistics") << "statisticsAction"
                                << "gameMenu" << none;
    QTest::newRow("quit") << "quitAction"
                          << "gameMenu" << QKeySequence(Qt::CTRL | Qt::Key_Q);
    QTest::newRow("print") << "printScoreSheetAction"
                           << "printMenu" << QKeySequence(Qt::CTRL | Qt::Key_P);
    QTest::newRow("copy") << "copyBoardAction"
                          << "printMenu" << QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C);
    QTest::newRow("undo") << "undoAction"
                          << "moveMenu" << QKeySequence(Qt::CTRL | Qt::Key_Z);
    QTest::newRow("redo") << "redoAction"
                          << "moveMenu" << QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z);
    QTest::newRow("hint") << "hintAction"
                          << "moveMenu" << QKeySequence(Qt::Key_H);
    QTest::newRow("pause") << "pauseAction"
                           << "moveMenu" << QKeySequence(Qt::Key_P);
    QTest::newRow("full screen") << "fullScreenAction"
                                 << "viewMenu" << QKeySequence(Qt::Key_F11);
    QTest::newRow("flip") << "flipAction"
                          << "viewMenu" << QKeySequence(Qt::CTRL | Qt::Key_F);
    QTest::newRow("present") << "presentAction"
                             << "classroomMenu" << QKeySequence(Qt::Key_F5);
    QTest::newRow("sound") << "soundAction"
                           << "settingsMenu" << QKeySequence(Qt::Key_M);
    QTest::newRow("rules") << "rulesAction"
                           << "helpMenu" << QKeySequence(Qt::Key_F1);
}

void TestGameMenus::everyActionHasItsPlaceAndKey() {
    QFETCH(QString, action);
    QFETCH(QString, menu);
    QFETCH(QKeySequence, key);
    MainWindow window;
    auto *found = window.findChild<QAction *>(action);
    QVERIFY(found);
    QVERIFY(window.findChild<QMenu *>(menu)->actions().contains(found));
    QCOMPARE(found->shortcut(), key);
    QVERIFY(!found->text().isEmpty());
}

void TestGameMenus::toolbarHasTheBigButtonsOfPlay() {
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QToolBar *bar = toolBar(window);
    QVERIFY(bar && bar->isVisible());
    QStringList names;
    for (QAction *action : bar->actions())
        names << action->objectName();
    QCOMPARE(names, (QStringList{"newGameAction", "undoAction", "redoAction", "hintAction",
                                 "pauseAction", "presentAction"}));
    QCOMPARE(bar->toolButtonStyle(), Qt::ToolButtonTextUnderIcon);
    for (QAction *action : bar->actions()) {
        auto *button = qobject_cast<QToolButton *>(bar->widgetForAction(action));
        QVERIFY(button && button->isVisible());
        // A picture, always (the theme's or the style's), and a word under it.
        QVERIFY2(!action->icon().isNull(), qPrintable(action->objectName()));
        QVERIFY(!action->iconText().isEmpty() && !action->iconText().contains(u'&'));
        // Big enough for a child's mouse and a finger on a whiteboard.
        QVERIFY2(button->width() >= 72 && button->height() >= 72,
                 qPrintable(QStringLiteral("%1: %2x%3")
                                .arg(action->objectName())
                                .arg(button->width())
                                .arg(button->height())));
        QVERIFY(bar->iconSize().height() >= 40);
    }
    QCOMPARE(window.findChild<QAction *>("presentAction")->iconText(), QStringLiteral("Projector"));
    // The menu's words without "…" (Qt leaves it) nor a mnemonic.
    QCOMPARE(window.findChild<QAction *>("newGameAction")->iconText(), QStringLiteral("New Game"));
    QCOMPARE(window.findChild<QAction *>("undoAction")->iconText(), QStringLiteral("Undo Move"));
    // Words like Hindi's "नया खेल (&N)…" lose the added "(N)" too, and follow the text.
    QAction *newGame = window.findChild<QAction *>("newGameAction");
    newGame->setText(QStringLiteral("\u0928\u092F\u093E \u0916\u0947\u0932 (&N)\u2026"));
    QCOMPARE(newGame->iconText(), QStringLiteral("\u0928\u092F\u093E \u0916\u0947\u0932"));
}

void TestGameMenus::toolbarHiddenAndShownIsRemembered() {
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QAction *show = window.findChild<QAction *>("showToolbarAction");
        QVERIFY(show && show->isChecked());
        show->trigger(); // View > Show Toolbar
        QVERIFY(!toolBar(window)->isVisible());
        QVERIFY(!Settings::toolbarVisible());
    }
    {
        // Made again (a restart): hidden as it was left; the menu bar's context menu shows it.
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QToolBar *bar = toolBar(window);
        QVERIFY(!bar->isVisible());
        QAction *show = window.findChild<QAction *>("showToolbarAction");
        QVERIFY(!show->isChecked());
        QMenuBar *menuBar = window.menuBar();
        const QPoint at(menuBar->width() - 5, menuBar->height() / 2);
        QContextMenuEvent event(QContextMenuEvent::Mouse, at, menuBar->mapToGlobal(at));
        QApplication::sendEvent(menuBar, &event);
        QMenu *popup = nullptr;
        QTRY_VERIFY((popup = qobject_cast<QMenu *>(QApplication::activePopupWidget())));
        QCOMPARE(popup->objectName(), QStringLiteral("toolbarContextMenu"));
        QVERIFY(popup->actions().contains(show));
        show->trigger();
        popup->close();
        QVERIFY(bar->isVisible());
        QVERIFY(Settings::toolbarVisible());
        // The toolbar's own context menu hides it again.
        const QPoint onBar(bar->width() - 5, bar->height() / 2);
        QContextMenuEvent onToolBar(QContextMenuEvent::Mouse, onBar, bar->mapToGlobal(onBar));
        QApplication::sendEvent(bar, &onToolBar);
        QTRY_VERIFY((popup = qobject_cast<QMenu *>(QApplication::activePopupWidget())));
        QVERIFY(popup->actions().contains(show));
        show->trigger();
        popup->close();
        QVERIFY(!bar->isVisible());
    }
    MainWindow again;
    again.show();
    QVERIFY(QTest::qWaitForWindowExposed(&again));
    QVERIFY(!toolBar(again)->isVisible());
}

QTEST_MAIN(TestGameMenus)
#include "tst_game_menus.moc"
