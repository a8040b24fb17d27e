// SPDX-License-Identifier: GPL-3.0-or-later
// Keyboard only: the board shows where the keyboard is from the start, a whole game is played
// with the arrows and Enter/Space, and the New Game card starts the game with Enter or its
// mnemonic, and is filled in with the keyboard alone (Tab, the arrows, typing, Alt+letter).
#include "board/board_scene.h"
#include "board/board_view.h"
#include "board/items.h"
#include "game/settings/settings.h"
#include "game/words/game_texts.h"
#include "isolated_settings.h"
#include "play/main_window.h"
#include "play/new_game_card.h"
#include "play/result_card.h"
#include "shown_cards.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTest>
#include <QTimer>
#include <functional>

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

// Runs `answer` on the New Game card once it is up with the keyboard, while Game > New Game…
// waits for it (the card's own event loop); whether it came.
bool onNewGameCard(MainWindow &window, const std::function<void(NewGameCard *)> &answer) {
    bool seen = false;
    QTimer poll;
    poll.setInterval(10);
    QObject::connect(&poll, &QTimer::timeout, &window, [&] {
        NewGameCard *card = cards::shownNewGameCard();
        QWidget *focus = QApplication::focusWidget();
        if (!card || !focus || !card->isAncestorOf(focus))
            return;
        poll.stop();
        seen = true;
        answer(card);
    });
    poll.start();
    // Ten seconds at most, then the card is cancelled so the test ends.
    QTimer::singleShot(10000, &window, [&] {
        if (NewGameCard *card = cards::shownNewGameCard())
            card->cancelButton()->click();
    });
    window.showNewGameDialog();
    return seen;
}

// Presses `key` (with `modifiers`) where the keyboard is.
void press(Qt::Key key, Qt::KeyboardModifiers modifiers = {}) {
    QTest::keyClick(QApplication::focusWidget(), key, modifiers);
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
    void escapeOnTheNewGameCardKeepsTheGame();
    void mnemonicOfPlayStartsTheGame();
    void newGameCardByKeyboardOnly();
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
    rememberTwoPeople(5);
    MainWindow window;
    window.start({});
    window.show();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    QSignalSpy reset(window.model(), &GameModel::gameReset);
    QVERIFY(onNewGameCard(window, [&](NewGameCard *card) {
        if (!focusName.isEmpty()) {
            auto *field = card->findChild<QWidget *>(focusName);
            QVERIFY(field);
            field->setFocus(Qt::TabFocusReason);
        }
        press(Qt::Key_Return);
    }));
    QCOMPARE(reset.count(), 1); // played: a new game
    QTRY_VERIFY(!cards::shownNewGameCard());
}

void TestKeyboard::escapeOnTheNewGameCardKeepsTheGame() {
    rememberTwoPeople(5);
    MainWindow window;
    window.start({});
    window.show();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    QVERIFY(window.model()->playPit(PitA));
    QSignalSpy reset(window.model(), &GameModel::gameReset);
    QVERIFY(onNewGameCard(window, [](NewGameCard *) {
        press(Qt::Key_Tab); // into the fields: Escape cancels from anywhere on the card
        press(Qt::Key_Escape);
    }));
    QCOMPARE(reset.count(), 0);
    QCOMPARE(window.model()->game().plies(), 1);
    QTRY_VERIFY(window.board()->hasFocus()); // the keyboard is back on the board
}

void TestKeyboard::mnemonicOfPlayStartsTheGame() {
    rememberTwoPeople(5);
    MainWindow window;
    window.start({});
    window.show();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    QSignalSpy reset(window.model(), &GameModel::gameReset);
    QVERIFY(onNewGameCard(window, [](NewGameCard *card) {
        const QString text = card->playButton()->text();
        const qsizetype amp = text.indexOf(u'&');
        QVERIFY(amp >= 0 && amp + 1 < text.size());
        press(Qt::Key(QKeySequence(QString(text[amp + 1].toUpper()))[0].key()), Qt::AltModifier);
    }));
    QCOMPARE(reset.count(), 1);
}

// Every choice of the card by keys alone: the order Tab takes, a person's name typed, North
// made the computer at a level by the arrow keys, the counters, who starts; then Enter.
void TestKeyboard::newGameCardByKeyboardOnly() {
    rememberTwoPeople(7);
    MainWindow window;
    window.start({});
    window.show();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    QStringList tabOrder;
    QVERIFY(onNewGameCard(window, [&](NewGameCard *card) {
        // Round the card: from Play, Tab visits every field and button once and comes back.
        QWidget *start = QApplication::focusWidget();
        QCOMPARE(start, static_cast<QWidget *>(card->playButton()));
        for (int i = 0; i < 12; ++i) {
            press(Qt::Key_Tab);
            QWidget *focus = QApplication::focusWidget();
            QVERIFY(card->isAncestorOf(focus)); // never off the card
            if (focus == start)
                break;
            tabOrder << focus->objectName();
        }
        // Alt+S: South's player; Tab to the name (a person: no level on the way).
        press(Qt::Key_S, Qt::AltModifier);
        QCOMPARE(QApplication::focusWidget()->objectName(), QStringLiteral("southKind"));
        press(Qt::Key_Tab);
        QCOMPARE(QApplication::focusWidget()->objectName(), QStringLiteral("southName"));
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_A, Qt::ControlModifier);
        QTest::keyClicks(QApplication::focusWidget(), QStringLiteral("Zahra"));
        // Alt+N: North's player, Down: the computer; Tab to its level, Down twice: two steps up.
        press(Qt::Key_N, Qt::AltModifier);
        QCOMPARE(QApplication::focusWidget()->objectName(), QStringLiteral("northKind"));
        press(Qt::Key_Down);
        press(Qt::Key_Tab);
        QCOMPARE(QApplication::focusWidget()->objectName(), QStringLiteral("northLevel"));
        auto *level = card->findChild<QComboBox *>("northLevel");
        const int before = level->currentIndex();
        press(Qt::Key_Down);
        press(Qt::Key_Down);
        QCOMPARE(level->currentIndex(), before + 2);
        // Alt+W: who starts, by name; Down: the computer.
        press(Qt::Key_W, Qt::AltModifier);
        auto *first = card->findChild<QComboBox *>("firstToMove");
        QCOMPARE(QApplication::focusWidget(), static_cast<QWidget *>(first));
        QCOMPARE(first->itemText(0), QStringLiteral("Zahra"));
        QCOMPARE(first->itemText(1), GameTexts::playerName(card->setup(), Side::North));
        press(Qt::Key_Down);
        // Alt+C: the counters, typed.
        press(Qt::Key_C, Qt::AltModifier);
        QCOMPARE(QApplication::focusWidget()->objectName(), QStringLiteral("countersPerPit"));
        press(Qt::Key_A, Qt::ControlModifier);
        QTest::keyClicks(QApplication::focusWidget(), QStringLiteral("4"));
        press(Qt::Key_Return);
    }));
    // Two people: each side's player, then its name (no greyed level between), then who
    // starts, the counters, chain capture and the buttons.
    QCOMPARE(tabOrder, (QStringList{"cancelButton", "southKind", "southName", "northKind",
                                    "northName", "firstToMove", "countersPerPit", "chainCapture"}));
    const GameSetup setup = window.model()->setup();
    QCOMPARE(setup.players[0].kind, PlayerKind::Human);
    QCOMPARE(setup.players[0].name, QStringLiteral("Zahra"));
    QCOMPARE(setup.players[1].kind, PlayerKind::Computer);
    QCOMPARE(setup.players[1].level, Level(int(Level::Easy) + 2));
    QCOMPARE(setup.players[1].name, QString());
    QCOMPARE(setup.rules.countersPerPit, 4);
    QCOMPARE(setup.rules.firstToMove, Side::North);
    QCOMPARE(window.model()->game().options().countersPerPit, 4);
    // Remembered for the next game and the next start.
    QVERIFY(Settings::newGameSetup() == setup);
}

// The path a person takes: Ctrl+N opens the card, Enter starts the game at once.
void TestKeyboard::ctrlNThenEnterStartsANewGame() {
    rememberTwoPeople(7);
    MainWindow window;
    window.start({});
    window.show();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    QTest::keyClick(window.board(), Qt::Key_Return);
    QCOMPARE(window.model()->game().plies(), 1);
    // The card runs its own event loop: press Enter on it once it has the keyboard. A move
    // has been made, so the replace-game question follows: Alt+R replaces the game.
    bool sawDialog = false;
    bool sawQuestion = false;
    QTimer poll;
    poll.setInterval(10);
    connect(&poll, &QTimer::timeout, this, [&] {
        QWidget *focus = QApplication::focusWidget();
        if (!focus)
            return;
        NewGameCard *card = cards::shownNewGameCard();
        if (!sawDialog && card && card->isAncestorOf(focus)) {
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
