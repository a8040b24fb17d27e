// SPDX-License-Identifier: GPL-3.0-or-later
// The questions a player meets in play, as cards on the window's board (QuestionCard): the
// replace-game question on the game window and the save-changes question on the replay window.
// Each is answered by keyboard alone (Enter, Escape, Tab and Shift+Tab round its buttons,
// mnemonics), says its question and details to assistive technology, and while it is up nothing
// else in the window takes input; each answer gives the flow's result it always gave. One move
// played is said in the singular, as the game words it with its own language set-up.
#include "board/board_view.h"
#include "common/question_card.h"
#include "core/game.h"
#include "game/session/game_model.h"
#include "game/session/record_file.h"
#include "game/settings/settings.h"
#include "isolated_settings.h"
#include "play/main_window.h"
#include "records/replace_game_question.h"
#include "replay/replay_window.h"
#include "screenshot_checks.h"
#include "shown_cards.h"

#include <QAccessible>
#include <QAction>
#include <QApplication>
#include <QFile>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <functional>

using namespace tihbat;

namespace {

struct Key {
    Qt::Key key;
    Qt::KeyboardModifiers modifiers = Qt::NoModifier;
};
using Keys = QList<Key>;

// Runs `check` on the card named `name` once it is up (while the code that asked waits in
// ask()), from a timer; `seen` says whether it came.
void whenCardIsUp(const char *name, bool *seen, std::function<void(QuestionCard *)> check) {
    auto *poll = new QTimer;
    QObject::connect(poll, &QTimer::timeout, poll, [=] {
        QuestionCard *card = cards::shownQuestion(name);
        if (!card || !card->isAncestorOf(QApplication::focusWidget()))
            return;
        poll->stop();
        poll->deleteLater();
        *seen = true;
        check(card);
    });
    poll->start(10);
}

// Presses `keys` on whatever has the keyboard, checking after each that the card kept it.
void press(QuestionCard *card, const Keys &keys) {
    QPointer<QuestionCard> alive(card);
    for (const Key &key : keys) {
        if (!alive)
            QFAIL("the card closed before all keys were pressed");
        QWidget *focus = QApplication::focusWidget();
        QVERIFY2(card->isAncestorOf(focus), "the keyboard left the card");
        QTest::keyClick(focus, key.key, key.modifiers);
    }
}

} // namespace

class TestQuestionCards : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { IsolatedSettings::forThisTest(QStringLiteral("TihbatQuestionCards")); }
    void replaceQuestionByKeyboard_data();
    void replaceQuestionByKeyboard();
    void nothingElseTakesInputWhileAsked();
    void oneMoveIsSaidInTheSingular();
    void saveChangesQuestion_data();
    void saveChangesQuestion();
};

void TestQuestionCards::replaceQuestionByKeyboard_data() {
    QTest::addColumn<Keys>("keys");
    QTest::addColumn<bool>("replaced");
    QTest::newRow("Enter keeps") << Keys{{Qt::Key_Return}} << false;
    QTest::newRow("Escape keeps") << Keys{{Qt::Key_Escape}} << false;
    QTest::newRow("Tab, Enter replaces") << Keys{{Qt::Key_Tab}, {Qt::Key_Return}} << true;
    QTest::newRow("Tab, Space replaces") << Keys{{Qt::Key_Tab}, {Qt::Key_Space}} << true;
    QTest::newRow("Tab twice comes round, Enter keeps")
        << Keys{{Qt::Key_Tab}, {Qt::Key_Tab}, {Qt::Key_Return}} << false;
    QTest::newRow("Shift+Tab comes round, Enter replaces")
        << Keys{{Qt::Key_Backtab, Qt::ShiftModifier}, {Qt::Key_Return}} << true;
    QTest::newRow("Alt+R replaces") << Keys{{Qt::Key_R, Qt::AltModifier}} << true;
    QTest::newRow("Alt+K keeps") << Keys{{Qt::Key_K, Qt::AltModifier}} << false;
}

void TestQuestionCards::replaceQuestionByKeyboard() {
    QFETCH(Keys, keys);
    QFETCH(bool, replaced);
    MainWindow window;
    window.start({});
    window.show();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    GameModel *model = window.model();
    QVERIFY(model->playPit(model->game().legalMoves().front()));
    const int plies = model->game().plies();
    bool seen = false;
    whenCardIsUp("replaceGameQuestion", &seen, [&](QuestionCard *card) {
        // On the game window's own board, not a window of its own.
        QVERIFY(!card->isWindow());
        QCOMPARE(card->parentWidget(), window.board()->viewport());
        QCOMPARE(QApplication::focusWidget()->objectName(), QStringLiteral("keepPlayingButton"));
        QCOMPARE(card->question()->text(), ReplaceGameQuestion::question());
        QCOMPARE(card->details()->text(), ReplaceGameQuestion::details(plies));
        QCOMPARE(card->accessibleName(), ReplaceGameQuestion::question());
        QCOMPARE(card->accessibleDescription(), ReplaceGameQuestion::details(plies));
        QVERIFY(card->question()->font().pixelSize() >= 16);
        if (QTest::currentDataTag() == QLatin1String("Enter keeps")) {
            const QImage picture = window.grab().toImage();
            QCOMPARE(screenshots::placeProblem(picture, &window, card), QString());
            QVERIFY(screenshots::saveIfAsked(picture, QStringLiteral("replace-game-card.png")));
        }
        press(card, keys);
    });
    QCOMPARE(ReplaceGameQuestion::mayReplace(*model, &window), replaced);
    QVERIFY(seen);
    QVERIFY(!cards::shownQuestion("replaceGameQuestion"));
    // The keyboard is back on the board.
    QTRY_COMPARE(QApplication::focusWidget(), static_cast<QWidget *>(window.board()));
}

void TestQuestionCards::nothingElseTakesInputWhileAsked() {
    MainWindow window;
    window.start({});
    window.show();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    GameModel *model = window.model();
    QVERIFY(model->playPit(model->game().legalMoves().front()));
    // The computer's answer first, so that only a key could change the game.
    QTRY_VERIFY(!model->isComputerToMove());
    const std::vector<int> moves = model->game().moves();
    bool seen = false;
    bool dialogOpened = false;
    whenCardIsUp("replaceGameQuestion", &seen, [&](QuestionCard *card) {
        // A pit played from the board's keys, Ctrl+N and the Game menu's mnemonic: nothing.
        QTest::keyClick(window.board(), Qt::Key_Return);
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_N, Qt::ControlModifier);
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_G, Qt::AltModifier);
        QTest::mouseClick(window.board()->viewport(), Qt::LeftButton, {},
                          window.board()->viewport()->rect().center() +
                              QPoint(0, window.board()->viewport()->height() / 4));
        QCoreApplication::processEvents();
        dialogOpened = QApplication::activeModalWidget() != nullptr ||
                       QApplication::activePopupWidget() != nullptr;
        // The click did not take the keyboard away from the card either.
        QVERIFY(card->isAncestorOf(QApplication::focusWidget()));
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Escape);
    });
    QVERIFY(!ReplaceGameQuestion::mayReplace(*model, &window));
    QVERIFY(seen);
    QVERIFY(!dialogOpened);
    QCOMPARE(model->game().moves(), moves);
}

// Through the game's own start: the window's LanguageManager applies the saved language, as the
// game does at start, and with it the English plural catalogue (tihbat_en.qm, embedded here as
// the game embeds it); New Game after one move asks on the card in the singular.
void TestQuestionCards::oneMoveIsSaidInTheSingular() {
    Settings::setLanguage(QStringLiteral("en"));
    Settings::setNewGameSetup(GameSetup{}); // two people: no computer answers the first move
    QTemporaryDir dir;
    StartOptions options;
    options.autosavePath = dir.filePath("game.json");
    MainWindow window;
    window.start(options);
    window.show();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    GameModel *model = window.model();
    QCOMPARE(model->player(Side::North).kind, PlayerKind::Human);
    QVERIFY(model->playPit(model->game().legalMoves().front()));
    QCOMPARE(model->game().plies(), 1);

    // Game > New Game…: the New Game card's Play, then the question.
    auto *play = new QTimer;
    QObject::connect(play, &QTimer::timeout, play, [play] {
        NewGameCard *card = cards::shownNewGameCard();
        if (!card)
            return;
        play->stop();
        play->deleteLater();
        QTest::mouseClick(card->playButton(), Qt::LeftButton);
    });
    play->start(10);
    bool seen = false;
    QString details;
    whenCardIsUp("replaceGameQuestion", &seen, [&](QuestionCard *card) {
        details = card->details()->text();
        press(card, Keys{{Qt::Key_Escape}});
    });
    window.findChild<QAction *>("newGameAction")->trigger();
    QVERIFY(seen);
    QCOMPARE(details, QStringLiteral("1 move has been played in this game. If you replace it, it "
                                     "cannot be continued."));
    QCOMPARE(model->game().plies(), 1); // kept
}

void TestQuestionCards::saveChangesQuestion_data() {
    QTest::addColumn<Keys>("keys");
    QTest::addColumn<bool>("closed");
    QTest::addColumn<bool>("saved");
    QTest::newRow("Enter saves") << Keys{{Qt::Key_Return}} << true << true;
    QTest::newRow("Alt+S saves (the window's Save shares it)")
        << Keys{{Qt::Key_S, Qt::AltModifier}} << true << true;
    QTest::newRow("Alt+N does not save") << Keys{{Qt::Key_N, Qt::AltModifier}} << true << false;
    QTest::newRow("Tab, Enter does not save")
        << Keys{{Qt::Key_Tab}, {Qt::Key_Return}} << true << false;
    QTest::newRow("Escape cancels") << Keys{{Qt::Key_Escape}} << false << false;
    QTest::newRow("Shift+Tab, Enter cancels")
        << Keys{{Qt::Key_Backtab, Qt::ShiftModifier}, {Qt::Key_Return}} << false << false;
}

void TestQuestionCards::saveChangesQuestion() {
    QFETCH(Keys, keys);
    QFETCH(bool, closed);
    QFETCH(bool, saved);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    Game game;
    for (int i = 0; i < 4 && !game.isOver(); ++i)
        game.play(game.legalMoves().front());
    const QString path = dir.filePath("game.tihbat");
    QCOMPARE(saveRecordFile(path, std::vector<record::GameRecord>{record::recordOf(game)}),
             QString());
    ReplayWindow window;
    window.resize(1000, 700);
    QString error;
    QVERIFY2(window.openFile(path, &error), qPrintable(error));
    window.show();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    const QString comment = QStringLiteral("Kept for the card test.");
    window.commentEditor()->setPlainText(comment);
    QVERIFY(window.isModified());

    bool seen = false;
    whenCardIsUp("saveChangesQuestion", &seen, [&](QuestionCard *card) {
        QCOMPARE(card->parentWidget(), window.board()->viewport());
        QCOMPARE(QApplication::focusWidget()->objectName(), QStringLiteral("saveChangesButton"));
        QVERIFY(!card->accessibleName().isEmpty());
        QCOMPARE(card->accessibleName(), card->question()->text());
        QCOMPARE(card->accessibleDescription(), card->details()->text());
        QVERIFY(card->thirdButton() && card->thirdButton()->isVisible());
        // Three buttons side by side, none cut (the card widens for them).
        for (QPushButton *button :
             {card->defaultButton(), card->otherButton(), card->thirdButton()})
            QVERIFY2(button->width() >= button->minimumSizeHint().width(),
                     qPrintable(button->text()));
        if (QTest::currentDataTag() == QLatin1String("Enter saves")) {
            const QImage picture = window.grab().toImage();
            QCOMPARE(screenshots::placeProblem(picture, &window, card), QString());
            QVERIFY(screenshots::saveIfAsked(picture, QStringLiteral("save-changes-question.png")));
        }
        press(card, keys);
    });
    QCOMPARE(window.close(), closed);
    QVERIFY(seen);
    QCOMPARE(window.isVisible(), !closed);
    QCOMPARE(window.isModified(), !saved);
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(QString::fromUtf8(file.readAll()).contains(comment), saved);
}

QTEST_MAIN(TestQuestionCards)
#include "tst_question_cards.moc"
