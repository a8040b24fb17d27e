// SPDX-License-Identifier: GPL-3.0-or-later
// Keyboard only: the board shows where the keyboard is from the start, a whole game is played
// with the arrows and Enter/Space, and the New Game dialog starts the game with Enter or its
// mnemonic.
#include "board/board_scene.h"
#include "board/board_view.h"
#include "board/items.h"
#include "game/settings.h"
#include "isolated_settings.h"
#include "play/main_window.h"
#include "play/new_game_dialog.h"
#include "play/result_card.h"
#include "shown_cards.h"

#include <QAction>
#include <QApplication>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QTest>
#include <QTimer>

using namespace tihbat;

namespace {

void rememberTwoPeople(int countersPerPit) {
    GameSetup setup;
    setup.rules.countersPerPit = countersPerPit;
    setup.players[0] = {PlayerKind::Human, Level::Easy, QStringLiteral("Amina")};
    setup.players[1] = {PlayerKind::Human, Level::Easy, QStringLiteral("Youssef")};
    QSettings settings;
    Settings::setNewGameSetup(setup);
}

int focusRings(const BoardScene &scene) {
    int rings = 0;
    for (int pit = 0; pit < PitCount; ++pit)
        rings += scene.pitItem(pit)->hasFocusRing();
    return rings;
}

} // namespace

class TestKeyboard : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void focusIsVisibleFromTheStart();
    void wholeGameWithKeysOnly_data();
    void wholeGameWithKeysOnly();
    void enterInNewGameDialogPlays_data();
    void enterInNewGameDialogPlays();
    void mnemonicOfPlayStartsTheGame();
    void ctrlNThenEnterStartsANewGame();
};

void TestKeyboard::initTestCase() {
    IsolatedSettings::forThisTest(QStringLiteral("TihbatKeyboardTest"));
}

void TestKeyboard::init() {
    QSettings().clear();
    Settings::setDropDuration(0); // instant: nothing waits for animation
}

void TestKeyboard::focusIsVisibleFromTheStart() {
    rememberTwoPeople(7);
    MainWindow window;
    window.start({});
    window.show();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    QTRY_VERIFY(window.board()->hasFocus());
    // One ring, on a pit of the side to move, before any key was pressed.
    const BoardScene &scene = *window.board()->boardScene();
    QCOMPARE(focusRings(scene), 1);
    QVERIFY(scene.focusedPit() >= 0);
    QCOMPARE(ownerOf(scene.focusedPit()), window.model()->position().toMove);
}

void TestKeyboard::wholeGameWithKeysOnly_data() {
    QTest::addColumn<int>("countersPerPit");
    QTest::addColumn<int>("confirmKey");
    QTest::newRow("7 a pit, Enter") << 7 << int(Qt::Key_Return);
    QTest::newRow("3 a pit, Space") << 3 << int(Qt::Key_Space);
}

// Left, Right and Enter (or Space) alone play to the end; the end-of-game box answers Enter too.
void TestKeyboard::wholeGameWithKeysOnly() {
    QFETCH(int, countersPerPit);
    QFETCH(int, confirmKey);
    rememberTwoPeople(countersPerPit);
    MainWindow window;
    window.start({});
    window.show();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    GameModel *model = window.model();
    int keys = 0;
    for (int turn = 0; !model->isOver(); ++turn) {
        QVERIFY2(turn < 400, "the game did not end");
        QWidget *board = QApplication::focusWidget();
        QCOMPARE(board, static_cast<QWidget *>(window.board()));
        const int before = model->game().plies();
        // A pit whose one counter would end the game by bringing a position back is said first
        // in the bubble; the same key again plays it.
        const auto confirm = [&] {
            QTest::keyClick(board, Qt::Key(confirmKey));
            ++keys;
            const int pit = window.board()->boardScene()->focusedPit();
            if (model->game().plies() == before && pit >= 0 && model->position().pits[pit] == 1 &&
                window.board()->explainedPit() == pit) {
                QTest::keyClick(board, Qt::Key(confirmKey));
                ++keys;
            }
        };
        // Alternate between the two pits on screen; an empty pit is refused, the other plays.
        QTest::keyClick(board, turn % 2 ? Qt::Key_Left : Qt::Key_Right);
        ++keys;
        confirm();
        if (model->game().plies() == before && !model->isOver()) {
            QTest::keyClick(board, turn % 2 ? Qt::Key_Right : Qt::Key_Left);
            ++keys;
            confirm();
            QVERIFY2(model->game().plies() > before, "neither pit could be played by key");
        }
    }
    qInfo("game over after %d moves and %d key presses", model->game().plies(), keys);
    ResultCard *card = nullptr;
    QTRY_VERIFY_WITH_TIMEOUT((card = window.findChild<ResultCard *>("resultCard")), 10000);
    QTRY_VERIFY(card->playAgainButton()->hasFocus()); // the card takes the keyboard
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
    QTRY_COMPARE(model->game().plies(), 0); // Play Again is the default
    QVERIFY(!model->isOver());
}

void TestKeyboard::enterInNewGameDialogPlays_data() {
    QTest::addColumn<QString>("focusName");
    QTest::newRow("first field") << QString();
    QTest::newRow("name field") << QStringLiteral("northName");
    QTest::newRow("counters") << QStringLiteral("countersPerPit");
}

void TestKeyboard::enterInNewGameDialogPlays() {
    QFETCH(QString, focusName);
    NewGameDialog dialog;
    dialog.show();
    QVERIFY(QTest::qWaitForWindowActive(&dialog));
    if (!focusName.isEmpty()) {
        auto *field = dialog.findChild<QWidget *>(focusName);
        QVERIFY(field);
        field->setFocus(Qt::TabFocusReason);
        QTRY_VERIFY(field->hasFocus());
    }
    QWidget *focus = QApplication::focusWidget();
    QVERIFY(focus && dialog.isAncestorOf(focus));
    QTest::keyClick(focus, Qt::Key_Return);
    QTRY_VERIFY(!dialog.isVisible());
    QCOMPARE(dialog.result(), int(QDialog::Accepted));
}

void TestKeyboard::mnemonicOfPlayStartsTheGame() {
    NewGameDialog dialog;
    dialog.show();
    QVERIFY(QTest::qWaitForWindowActive(&dialog));
    auto *play = dialog.findChild<QPushButton *>("playButton");
    QVERIFY(play);
    const QString text = play->text();
    const qsizetype amp = text.indexOf(u'&');
    QVERIFY(amp >= 0 && amp + 1 < text.size());
    const auto key = Qt::Key(QKeySequence(QString(text[amp + 1].toUpper()))[0].key());
    QTest::keyClick(QApplication::focusWidget(), key, Qt::AltModifier);
    QTRY_VERIFY(!dialog.isVisible());
    QCOMPARE(dialog.result(), int(QDialog::Accepted));
}

// The path a person takes: Ctrl+N opens the dialog, Enter starts the game at once.
void TestKeyboard::ctrlNThenEnterStartsANewGame() {
    rememberTwoPeople(7);
    MainWindow window;
    window.start({});
    window.show();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    QTest::keyClick(window.board(), Qt::Key_Return);
    QCOMPARE(window.model()->game().plies(), 1);
    // The dialog runs its own event loop: press Enter in it once it has the keyboard. A move
    // has been made, so the replace-game question follows: Alt+R replaces the game.
    bool sawDialog = false;
    bool sawQuestion = false;
    QTimer poll;
    poll.setInterval(10);
    connect(&poll, &QTimer::timeout, this, [&] {
        QWidget *focus = QApplication::focusWidget();
        if (!focus)
            return;
        QWidget *modal = QApplication::activeModalWidget();
        if (!sawDialog && qobject_cast<NewGameDialog *>(modal) && modal->isActiveWindow()) {
            sawDialog = true;
            QTest::keyClick(focus, Qt::Key_Return);
            return;
        }
        // The question is a card on the board, with the keyboard on its default button.
        QWidget *question = cards::shownQuestion("replaceGameQuestion");
        if (sawDialog && question && question->isAncestorOf(focus)) {
            sawQuestion = true;
            poll.stop();
            QTest::keyClick(focus, Qt::Key_R, Qt::AltModifier);
        }
    });
    poll.start();
    QTest::keyClick(&window, Qt::Key_N, Qt::ControlModifier);
    QVERIFY(sawDialog);
    QVERIFY(sawQuestion);
    QTRY_COMPARE(window.model()->game().plies(), 0);
}

QTEST_MAIN(TestKeyboard)
#include "tst_keyboard.moc"
