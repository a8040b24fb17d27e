// SPDX-License-Identifier: GPL-3.0-or-later
// The game window offscreen: the New Game card and its remembered settings, the hint in words,
// refusals in the status bar, menus and shortcuts, computer against computer, the end dialog.
#include "board/board_view.h"
#include "game/settings/settings.h"
#include "game/words/game_texts.h"
#include "isolated_settings.h"
#include "play/main_window.h"
#include "play/new_game_card.h"
#include "play/result_card.h"
#include "text/isolated_text.h"

#include <QAction>
#include <QApplication>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTextEdit>
#include <QTimer>

using namespace tihbat;

namespace {

GameSetup twoPeople(RuleOptions rules = {}) {
    GameSetup setup;
    setup.rules = rules;
    setup.players[0] = {PlayerKind::Human, Level::Easy, QStringLiteral("Amina")};
    setup.players[1] = {PlayerKind::Human, Level::Easy, QStringLiteral("Youssef")};
    return setup;
}

void rememberSetup(const GameSetup &setup) {
    QSettings settings;
    Settings::setNewGameSetup(setup);
}

QAction *action(const QWidget &window, const char *name) {
    return window.findChild<QAction *>(QString::fromLatin1(name));
}

} // namespace

class TestMainWindow : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void newGameDialogRoundTrip_data();
    void newGameDialogRoundTrip();
    void settingsRoundTripAndFallBack();
    void hintWords_data();
    void hintWords();
    void hintShowsWordsForEachPit();
    void refusalsAreWorded();
    void menusAndShortcuts();
    void computerAgainstComputerPlaysToTheEnd();
    void pauseStopsTheComputer();
    void resultCardOffersAnotherGame();
    void rulesTextIsEmbedded();

private:
    QTemporaryDir m_dir;
};

void TestMainWindow::initTestCase() {
    IsolatedSettings::forThisTest(QStringLiteral("TihbatTest"));
}

void TestMainWindow::init() {
    QSettings().clear();
    Settings::setDropDuration(0); // instant: tests never wait for animation
}

void TestMainWindow::newGameDialogRoundTrip_data() {
    QTest::addColumn<GameSetup>("setup");
    QTest::newRow("default") << Settings::defaultSetup();
    QTest::newRow("two people") << twoPeople(RuleOptions{12, true, Side::North});
    GameSetup computers;
    computers.rules = RuleOptions{1, false, Side::South};
    computers.players[0] = {PlayerKind::Computer, Level::Perfect, QString()};
    computers.players[1] = {PlayerKind::Computer, Level::Beginner, QString()};
    QTest::newRow("computers") << computers;
}

void TestMainWindow::newGameDialogRoundTrip() {
    QFETCH(GameSetup, setup);
    MainWindow window;
    window.show();
    auto *card = new NewGameCard(window.board());
    card->setSetup(setup);
    card->present();
    QVERIFY(card->setup() == setup);
    // The level only matters for a computer, the name only for a person: only those are shown.
    for (const char *side : {"south", "north"}) {
        const bool computer =
            setup.players[QLatin1String(side) == "south" ? 0 : 1].kind == PlayerKind::Computer;
        auto *level = card->findChild<QWidget *>(QLatin1String(side) + "Level");
        auto *name = card->findChild<QWidget *>(QLatin1String(side) + "Name");
        QVERIFY(level && name);
        QCOMPARE(level->isVisible(), computer);
        QCOMPARE(name->isVisible(), !computer);
    }

    QSettings settings;
    Settings::setNewGameSetup(card->setup());
    QVERIFY(Settings::newGameSetup() == setup);
    card->close();
}

void TestMainWindow::settingsRoundTripAndFallBack() {
    QSettings settings;
    QVERIFY(Settings::newGameSetup() == Settings::defaultSetup()); // first run
    settings.setValue("newGame/countersPerPit", 40);
    settings.setValue("newGame/south/kind", "robot");
    settings.setValue("newGame/north/level", "grandmaster");
    QVERIFY(Settings::newGameSetup() == Settings::defaultSetup());
}

void TestMainWindow::hintWords_data() {
    QTest::addColumn<int>("value");
    QTest::addColumn<Side>("mover");
    QTest::addColumn<QString>("words");
    QTest::newRow("South wins") << 4 << Side::South << "You win by 4";
    QTest::newRow("South loses") << -2 << Side::South << "You lose by 2";
    QTest::newRow("draw") << 0 << Side::North << "Draw";
    QTest::newRow("North wins") << -6 << Side::North << "You win by 6";
    QTest::newRow("North loses") << 2 << Side::North << "You lose by 2";
}

void TestMainWindow::hintWords() {
    QFETCH(int, value);
    QFETCH(Side, mover);
    QFETCH(QString, words);
    QCOMPARE(GameTexts::moveValue(value, mover), words);
}

void TestMainWindow::hintShowsWordsForEachPit() {
    rememberSetup(twoPeople());
    MainWindow window;
    window.start({});
    QVERIFY(window.hintText().isEmpty());
    action(window, "hintAction")->trigger();
    // Worked out off the GUI thread.
    QTRY_VERIFY(!window.hintText().isEmpty());
    const QString hint = window.hintText();
    const auto values = sharedSolver(false)->moveValues(window.model()->game());
    QCOMPARE(values.size(), std::size_t(2));
    QVERIFY2(hint.contains(QLatin1String("Amina")), qPrintable(hint));
    for (const MoveValue &value : values) {
        const QString expected =
            QStringLiteral("Pit %1: %2")
                .arg(GameTexts::pitName(value.pit), GameTexts::moveValue(value.value, Side::South));
        QVERIFY2(hint.contains(expected), qPrintable(hint + " lacks " + expected));
    }
    // A move makes the hint stale: it goes.
    QVERIFY(window.model()->playPit(PitA));
    QVERIFY(window.hintText().isEmpty());
    action(window, "hintAction")->trigger();
    QTRY_VERIFY(!window.hintText().isEmpty());
    QVERIFY(window.hintText().contains(QLatin1String("Youssef")));
}

void TestMainWindow::refusalsAreWorded() {
    rememberSetup(twoPeople());
    MainWindow window;
    window.start({});
    window.model()->playPit(Pita);
    QCOMPARE(window.statusBar()->currentMessage(),
             QStringLiteral("It is %1's turn: play a pit on your own side.")
                 .arg(isolated(QStringLiteral("Amina"))));
    emit window.board()->pitRefused(PitA, MoveError::EmptyPit);
    QVERIFY(window.statusBar()->currentMessage().startsWith("That pit is empty"));
    QVERIFY(
        window.turnText().contains(isolated(QStringLiteral("Amina")) + QStringLiteral(" to play")));
    QVERIFY(window.findChild<QLabel *>("scoreLabel")
                ->text()
                .contains(isolated(QStringLiteral("Youssef")) + QStringLiteral(" 0")));
}

void TestMainWindow::menusAndShortcuts() {
    MainWindow window;
    QCOMPARE(window.windowTitle(), QStringLiteral("Tihbat"));
    const std::pair<const char *, QKeySequence> expected[] = {
        {"newGameAction", QKeySequence(Qt::CTRL | Qt::Key_N)},
        {"undoAction", QKeySequence(Qt::CTRL | Qt::Key_Z)},
        {"redoAction", QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z)},
        {"hintAction", QKeySequence(Qt::Key_H)},
        {"quitAction", QKeySequence(Qt::CTRL | Qt::Key_Q)},
        {"fullScreenAction", QKeySequence(Qt::Key_F11)},
        {"rulesAction", QKeySequence(Qt::Key_F1)},
        {"pauseAction", QKeySequence(Qt::Key_P)},
        {"presentAction", QKeySequence(Qt::Key_F5)},
        {"printScoreSheetAction", QKeySequence(Qt::CTRL | Qt::Key_P)},
    };
    for (const auto &[name, keys] : expected) {
        QAction *a = action(window, name);
        QVERIFY2(a, name);
        QCOMPARE(a->shortcut(), keys);
        QVERIFY2(!a->text().isEmpty(), name);
    }
    QStringList menus;
    for (QAction *menu : window.menuBar()->actions())
        menus << menu->text();
    QCOMPARE(menus, (QStringList{"&Game", "&Move", "&View", "&Classroom", "&Settings", "&Help"}));
    const auto *speedMenu = window.findChild<QMenu *>("speedMenu");
    QVERIFY(speedMenu);
    QCOMPARE(speedMenu->actions().size(), 4);
    QVERIFY(action(window, "flipAction")->isCheckable());
    QVERIFY(action(window, "aboutAction"));

    // Choosing a speed reaches the board and is remembered.
    action(window, "speedAction0")->trigger();
    QCOMPARE(window.board()->dropDuration(), MainWindow::dropDuration(MainWindow::Speed::Slow));
    QCOMPARE(QSettings().value("view/dropDuration").toInt(),
             MainWindow::dropDuration(MainWindow::Speed::Slow));
}

void TestMainWindow::computerAgainstComputerPlaysToTheEnd() {
    GameSetup setup;
    setup.players[0] = {PlayerKind::Computer, Level::Medium, QString()};
    setup.players[1] = {PlayerKind::Computer, Level::Perfect, QString()};
    rememberSetup(setup);
    MainWindow window;
    window.show();
    QSignalSpy over(window.model(), &GameModel::gameOver);
    window.start({});
    QVERIFY(over.wait(60000) || window.model()->isOver());
    QVERIFY(window.model()->game().plies() > 0);
    QTRY_VERIFY_WITH_TIMEOUT(window.findChild<ResultCard *>("resultCard"), 10000);
}

void TestMainWindow::pauseStopsTheComputer() {
    GameSetup setup = twoPeople();
    setup.players[1] = {PlayerKind::Computer, Level::Perfect, QString()};
    rememberSetup(setup);
    MainWindow window;
    window.start({});
    QAction *pause = action(window, "pauseAction");
    QVERIFY(pause->isEnabled());
    pause->setChecked(true);
    QSignalSpy made(window.model(), &GameModel::moveMade);
    QSignalSpy thinking(window.model(), &GameModel::computerThinkingChanged);
    QVERIFY(window.model()->playPit(PitA));
    // Unpaused, the window asks the computer as soon as the move has been shown, in a call
    // queued by the move; once a call queued after it has run, a paused window has not asked.
    bool queuedAfterMoveRan = false;
    QTimer::singleShot(0, &window, [&] { queuedAfterMoveRan = true; });
    QTRY_VERIFY(queuedAfterMoveRan);
    QCOMPARE(thinking.count(), 0);
    QCOMPARE(made.count(), 1);
    QVERIFY(window.model()->isComputerToMove());
    QVERIFY(window.turnText().contains(QLatin1String("paused")));
    pause->setChecked(false);
    QVERIFY(made.wait(10000));
    QCOMPARE(made.count(), 2);
    QCOMPARE(window.model()->position().toMove, Side::South);
}

void TestMainWindow::resultCardOffersAnotherGame() {
    rememberSetup(twoPeople(RuleOptions{2, false, Side::South}));
    MainWindow window;
    window.resize(800, 600);
    window.show();
    window.start({});
    GameModel *model = window.model();
    while (!model->isOver())
        QVERIFY(model->playPit(model->game().legalMoves().front()));
    const Outcome outcome = *model->outcome();
    ResultCard *card = nullptr;
    QTRY_VERIFY_WITH_TIMEOUT((card = window.findChild<ResultCard *>("resultCard")), 10000);
    // A card on the board itself, not a window of its own, with the keyboard on Play Again.
    QVERIFY(!card->isWindow());
    QVERIFY(window.board()->isAncestorOf(card));
    QTRY_VERIFY(card->isVisible());
    QCOMPARE(card->resultText(), GameTexts::result(model->setup(), outcome));
    // Both players' final counters, each after its player's name.
    QVERIFY(card->scoresText().contains(QStringLiteral("%1: %2\n")
                                            .arg(isolated(QStringLiteral("Amina")))
                                            .arg(outcome.finalScore[0])));
    QVERIFY(card->scoresText().endsWith(QStringLiteral("%1: %2")
                                            .arg(isolated(QStringLiteral("Youssef")))
                                            .arg(outcome.finalScore[1])));
    QVERIFY(card->reasonText().contains(GameTexts::endReason(model->state(), outcome.reason)));
    QCOMPARE(card->accessibleName(), card->resultText());
    QVERIFY(card->accessibleDescription().contains(card->scoresText()));
    // Inside the board, and the text a child reads at least 16 px.
    QVERIFY(window.board()->viewport()->rect().contains(card->geometry()));
    auto *scores = card->findChild<QLabel *>("resultCardScores");
    const int small = QFontInfo(scores->font()).pixelSize();
    QVERIFY(small >= 16);
    // A larger window: a larger board and larger words on the card, still inside the board.
    window.resize(1600, 1000);
    QTRY_COMPARE(window.size(), QSize(1600, 1000));
    QTRY_VERIFY(QFontInfo(scores->font()).pixelSize() > small);
    QVERIFY(window.board()->viewport()->rect().contains(card->geometry()));
    QPushButton *again = card->playAgainButton();
    QVERIFY(again->text().contains(QLatin1String("Again")));
    QTRY_VERIFY(again->hasFocus());
    again->click();
    QTRY_VERIFY(!window.findChild<ResultCard *>("resultCard"));
    QCOMPARE(model->game().plies(), 0);
    QVERIFY(!model->isOver());
    // The same players and rules, and the other side starts (Play Again alternates).
    QVERIFY(model->setup() == twoPeople(RuleOptions{2, false, Side::North}));
    QCOMPARE(model->position().toMove, Side::North);
}

void TestMainWindow::rulesTextIsEmbedded() {
    MainWindow window;
    action(window, "rulesAction")->trigger();
    auto *text = window.findChild<QWidget *>("rulesText");
    QVERIFY(text);
    const QString plain = qobject_cast<QTextEdit *>(text)->toPlainText();
    for (const char *word : {"sow", "capture", "pass", "same position", "shared equally"})
        QVERIFY2(plain.contains(QLatin1String(word), Qt::CaseInsensitive), word);
}

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
