// SPDX-License-Identifier: GPL-3.0-or-later
// What the game says back, seen as a person sees it: the title naming the file the game was
// saved to (with the modified mark) and "Saved to" in the status bar; the replay's title with
// the game's name once; Play from Here disabled, with its reason, for an impossible position;
// the computer's name whole on its plate at the end; the graph's move numbers clear of its
// labels; a one-counter pit that would end the game said before it is played and in the end
// text; and Learn to Play laid out without Qt's "Negative sizes" warning.
#include "board/board_scene.h"
#include "board/board_view.h"
#include "board/nameplate_item.h"
#include "classroom/position_editor.h"
#include "game/settings/settings.h"
#include "game/words/game_texts.h"
#include "isolated_settings.h"
#include "learn/learn_window.h"
#include "play/main_window.h"
#include "play/result_card.h"
#include "puzzles/puzzle_window.h"
#include "replay/replay_window.h"
#include "replay/value_graph.h"
#include "text/isolated_text.h"

#include <QApplication>
#include <QDir>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QWindow>
#include <algorithm>

using namespace tihbat;

namespace {

GameSetup twoPeople() {
    GameSetup setup;
    setup.players[0] = {PlayerKind::Human, Level::Easy, QStringLiteral("Amina")};
    setup.players[1] = {PlayerKind::Human, Level::Easy, QStringLiteral("Youssef")};
    return setup;
}

// The title as the desktop shows it: Qt adds " — " and the application's display name to a
// title that does not already end with it (QPlatformWindow::formatWindowTitle, used by the
// xcb and Wayland windows alike).
QString desktopTitle(const QWidget &window) {
    const QString title = window.windowHandle()->title();
    const QString name = QGuiApplication::applicationDisplayName();
    return title.endsWith(name) ? title : title + QStringLiteral(" \u2014 ") + name;
}

// Qt's warnings while a test runs, by a message handler of the test's own.
QStringList g_warnings;
void collectWarnings(QtMsgType type, const QMessageLogContext &, const QString &message) {
    if (type == QtWarningMsg || type == QtCriticalMsg)
        g_warnings << message;
}

// With TIHBAT_SHOTS_DIR set (a person looking at the windows under xvfb-run), the window as
// shown is kept there as NAME.png; nothing otherwise.
void shoot(QWidget &widget, const QString &name) {
    const QString folder = qEnvironmentVariable("TIHBAT_SHOTS_DIR");
    if (folder.isEmpty())
        return;
    QApplication::processEvents();
    const QString scale = qEnvironmentVariable("QT_SCALE_FACTOR", QStringLiteral("1"));
    widget.grab().save(QDir(folder).filePath(name + QStringLiteral("@") + scale + ".png"));
}

} // namespace

class TestWindowFeedback : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void savingNamesTheFileAndSaysSo();
    void replayTitleNamesTheGameOnce();
    void playFromHereWaitsForAPossiblePosition();
    void computerNameplateIsWholeAtTheEnd();
    void graphNumbersStayInSight();
    void oneCounterPitThatEndsTheGameIsSaidFirst();
    void repeatingMoveIsSaidFirst();
    void learnToPlayHasNoNegativeSizes();
    void puzzlePromptNamesTheMoversOwnKeys();

private:
    QTemporaryDir m_dir;
};

void TestWindowFeedback::initTestCase() {
    QVERIFY(m_dir.isValid());
    IsolatedSettings::forThisTest(QStringLiteral("TihbatWindowFeedbackTest"));
    // As the game sets it (main.cpp, then the language manager: the game's name).
    QGuiApplication::setApplicationDisplayName(QStringLiteral("Tihbat"));
}

void TestWindowFeedback::init() {
    QSettings().clear();
    Settings::setDropDuration(0);
    Settings::setNewGameSetup(twoPeople());
}

void TestWindowFeedback::savingNamesTheFileAndSaysSo() {
    MainWindow window;
    window.start({});
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QCOMPARE(desktopTitle(window), QStringLiteral("Tihbat"));
    window.model()->playPit(PitA);

    const QString path = m_dir.filePath(QStringLiteral("first game.tihbat"));
    QCOMPARE(window.saveGameTo(path), QString());
    QCOMPARE(window.windowFilePath(), path);
    QVERIFY(!window.isWindowModified());
    QCOMPARE(desktopTitle(window),
             isolated(QStringLiteral("first game.tihbat")) + QStringLiteral(" \u2014 Tihbat"));
    QCOMPARE(window.statusBar()->currentMessage(),
             QStringLiteral("Saved to %1").arg(isolated(QDir::toNativeSeparators(path))));
    shoot(window, QStringLiteral("saved"));

    // A move the file does not hold: the title marks it, until the next save.
    window.model()->playPit(Pita);
    QVERIFY(window.isWindowModified());
    QCOMPARE(desktopTitle(window),
             isolated(QStringLiteral("first game.tihbat")) + QStringLiteral("* \u2014 Tihbat"));
    QCOMPARE(window.saveGameTo(path), QString());
    QCOMPARE(desktopTitle(window),
             isolated(QStringLiteral("first game.tihbat")) + QStringLiteral(" \u2014 Tihbat"));

    // Another game has no file yet.
    window.model()->newGame(twoPeople());
    QCOMPARE(window.windowFilePath(), QString());
    QCOMPARE(desktopTitle(window), QStringLiteral("Tihbat"));
}

void TestWindowFeedback::replayTitleNamesTheGameOnce() {
    MainWindow window;
    window.start({});
    window.model()->playPit(PitA);
    const QString path = m_dir.filePath(QStringLiteral("x.tihbat"));
    QCOMPARE(window.saveGameTo(path), QString());
    ReplayWindow *replay = window.openRecord(path);
    QVERIFY(replay);
    replay->show();
    QVERIFY(QTest::qWaitForWindowExposed(replay));
    shoot(*replay, QStringLiteral("replay-title"));
    const QString title = desktopTitle(*replay);
    QCOMPARE(
        title,
        QStringLiteral("%1 \u2013 Replay \u2014 Tihbat").arg(isolated(QStringLiteral("x.tihbat"))));
    QCOMPARE(title.count(QStringLiteral("Tihbat")), 1);
}

void TestWindowFeedback::playFromHereWaitsForAPossiblePosition() {
    PositionEditor editor;
    editor.show();
    auto *play = editor.findChild<QPushButton *>(QStringLiteral("playFromHereButton"));
    auto *best = editor.findChild<QPushButton *>(QStringLiteral("whatIsBestButton"));
    QVERIFY(play->isEnabled());
    QVERIFY(best->isEnabled());
    QCOMPARE(play->toolTip(), QString());

    // One counter more: an odd number on the board, which no game can have.
    editor.pitBox(PitA)->setValue(editor.pitBox(PitA)->value() + 1);
    QVERIFY(!play->isEnabled());
    QVERIFY(!best->isEnabled());
    QVERIFY(!editor.message().isEmpty());
    QCOMPARE(play->toolTip(), editor.message());
    shoot(editor, QStringLiteral("position-impossible"));
    QVERIFY2(editor.message().contains(QLatin1String("odd")), qPrintable(editor.message()));

    editor.pitBox(PitA)->setValue(editor.pitBox(PitA)->value() - 1);
    QVERIFY(play->isEnabled());
    QVERIFY(best->isEnabled());
    QCOMPARE(editor.message(), QString());
}

// "Computer (Beginner)" beside "ends with 24" was cut to "Computer (Beginn…"; every level's
// name is whole, written smaller only as much as it must be.
void TestWindowFeedback::computerNameplateIsWholeAtTheEnd() {
    BoardView view;
    view.setDropDuration(0);
    view.resize(900, 560);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    BoardScene *scene = view.boardScene();
    const GameState over{Position{{0, 0, 0, 0}, Side::South}, {24, 32}};
    for (int level = 0; level < LevelCount; ++level) {
        GameSetup setup = twoPeople();
        setup.players[1] = {PlayerKind::Computer, Level(level), QString()};
        const QString name = GameTexts::playerName(setup, Side::North);
        view.setPlayerNames(QStringLiteral("Amina"), name);
        view.showState(over, true);
        NameplateItem *plate = scene->nameplate(Side::North);
        QVERIFY2(plate->tagText().contains(QLatin1String("32")), qPrintable(plate->tagText()));
        QCOMPARE(plate->shownName(), name);
        if (Level(level) == Level::Beginner)
            shoot(view, QStringLiteral("nameplate-beginner"));
    }
    // A short name keeps its size; a long one is smaller, never larger.
    QCOMPARE(scene->nameplate(Side::South)->shownName(), QStringLiteral("Amina"));
    QVERIFY(scene->nameplate(Side::South)->nameSize() >= scene->nameplate(Side::North)->nameSize());
}

void TestWindowFeedback::graphNumbersStayInSight() {
    ValueGraph graph;
    graph.resize(480, 150);
    std::vector<int> values(31);
    for (std::size_t i = 0; i < values.size(); ++i)
        values[i] = int(i % 5) - 2;
    graph.setValues(values, {});
    const auto numbers = graph.moveNumbers();
    QVERIFY(numbers.size() >= 3);
    // The first number is the first step: none is left out at the start.
    const int step = numbers[1].first - numbers[0].first;
    QCOMPARE(numbers.front().first, step);
    for (const Side side : {Side::South, Side::North}) {
        const QRectF label = graph.sideLabelRect(side);
        for (const auto &[move, box] : numbers)
            QVERIFY2(!box.intersects(label), qPrintable(QString::number(move)));
    }
    QVERIFY(graph.sideLabelRect(Side::North).bottom() <= graph.height());
}

// A = a = 1, South to move: South's A leaves the board as it is, and North's a then brings the
// start back, which ends the game with nothing to see.
void TestWindowFeedback::oneCounterPitThatEndsTheGameIsSaidFirst() {
    MainWindow window;
    window.start({});
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const RuleOptions options{1, false, Side::South};
    const GameState start{Position{{1, 0, 1, 0}, Side::South}, {2, 0}};
    window.model()->continueGame(twoPeople(), Game(options, start));
    BoardView *board = window.board();

    // A one-counter move that does not end the game is played at once.
    board->choosePit(PitA);
    QCOMPARE(window.model()->game().plies(), 1);
    QCOMPARE(board->explanation(), QString());

    board->choosePit(Pita);
    QCOMPARE(window.model()->game().plies(), 1);
    QCOMPARE(board->explainedPit(), int(Pita));
    const QString warning = board->explanation();
    QVERIFY2(warning.startsWith(QLatin1String("Pit a has just one counter")), qPrintable(warning));
    QVERIFY2(warning.contains(QLatin1String("the game would end")), qPrintable(warning));
    QCOMPARE(window.statusBar()->currentMessage(), warning);
    shoot(window, QStringLiteral("one-counter-warning"));

    // Chosen again, it is played, and the end says what happened.
    board->choosePit(Pita);
    QCOMPARE(window.model()->game().plies(), 2);
    QVERIFY(window.model()->isOver());
    QCOMPARE(window.model()->game().endReason(), GameEnd::Repetition);
    ResultCard *end = nullptr;
    QTRY_VERIFY((end = window.findChild<ResultCard *>(QStringLiteral("resultCard"))));
    QTRY_VERIFY(end->isVisible());
    QVERIFY2(end->reasonText().contains(
                 QLatin1String("The last move took the one counter from pit a and it fell back "
                               "into the same pit: nothing on the board changed.")),
             qPrintable(end->reasonText()));
    shoot(*end, QStringLiteral("one-counter-end"));
}

// Worked out by hand: from 2 3 1 2 S, B (3 counters: B, a, b) gives 2 1 2 3 N, b (b, A, B)
// gives 3 2 2 1 S, A (A, B, a) gives 1 3 3 1 N, and a (a, b, A) gives 2 3 1 2 S again, the
// start; no last counter lands on its sower's side, so nothing is captured on the way.
void TestWindowFeedback::repeatingMoveIsSaidFirst() {
    MainWindow window;
    window.start({});
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const RuleOptions options{7, false, Side::South};
    const GameState start{Position{{2, 3, 1, 2}, Side::South}, {10, 10}};
    window.model()->continueGame(twoPeople(), Game(options, start));
    BoardView *board = window.board();

    // Moves that bring back nothing are played at once.
    for (const int pit : {PitB, Pitb, PitA}) {
        board->choosePit(pit);
        QCOMPARE(board->explanation(), QString());
    }
    QCOMPARE(window.model()->game().plies(), 3);
    QCOMPARE(window.model()->position().pits, (std::array<int, PitCount>{1, 3, 3, 1}));

    // a would bring back the start: said first, by the pit, in the status bar and to a screen
    // reader; nothing is played.
    board->choosePit(Pita);
    QCOMPARE(window.model()->game().plies(), 3);
    QCOMPARE(board->explainedPit(), int(Pita));
    const QString warning = board->explanation();
    QCOMPARE(warning, QStringLiteral("Playing pit a brings back an earlier position, so the game "
                                     "would end now and the counters left would be shared. "
                                     "Choose pit a again to play it."));
    QCOMPARE(window.statusBar()->currentMessage(), warning);
    QCOMPARE(board->announcement(), warning);
    shoot(window, QStringLiteral("repetition-warning"));

    // Another pit chosen in between (South's, refused) takes the warning back: a is said again.
    board->choosePit(PitA);
    QCOMPARE(board->explainedPit(), int(PitA));
    board->choosePit(Pita);
    QCOMPARE(window.model()->game().plies(), 3);
    QCOMPARE(board->explanation(), warning);

    // Chosen right after the warning, it is played and the game ends by repetition.
    board->choosePit(Pita);
    QCOMPARE(window.model()->game().plies(), 4);
    QVERIFY(window.model()->isOver());
    QCOMPARE(window.model()->game().endReason(), GameEnd::Repetition);
}

// The "QWidget::setMinimumSize: … Negative sizes" warning came three times on opening the
// lessons; any such warning fails the test.
void TestWindowFeedback::learnToPlayHasNoNegativeSizes() {
    g_warnings.clear();
    const QtMessageHandler previous = qInstallMessageHandler(collectWarnings);
    {
        LearnWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.resize(900, 700);
        QApplication::processEvents();
        window.showLesson(1);
        QApplication::processEvents();
    }
    qInstallMessageHandler(previous);
    for (const QString &warning : std::as_const(g_warnings))
        QVERIFY2(!warning.contains(QLatin1String("Negative sizes")), qPrintable(warning));
}

// North's pits are a and b: a North puzzle asks for a or b, not A or B.
void TestWindowFeedback::puzzlePromptNamesTheMoversOwnKeys() {
    const std::vector<Puzzle> &puzzles = shippedPuzzles();
    const auto north = std::find_if(puzzles.begin(), puzzles.end(),
                                    [](const Puzzle &p) { return p.mover() == Side::North; });
    QVERIFY(north != puzzles.end());
    PuzzleWindow window;
    window.showPuzzle(north->id);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const QString prompt = window.findChild<QLabel *>(QStringLiteral("puzzleFeedback"))->text();
    QCOMPARE(prompt,
             QStringLiteral("Find the best move: click one of your pits, or press a or b."));
    shoot(window, QStringLiteral("puzzle-north-prompt"));
}

QTEST_MAIN(TestWindowFeedback)
#include "tst_window_feedback.moc"
