// SPDX-License-Identifier: GPL-3.0-or-later
// What a person sees at start with a saved game: the "Your last game was not finished" card on
// the shown window's board over the saved game, its answers by button and key, nobody moving
// while it is up, its words (size, isolated names, screen reader), no question for a game
// without a move or with --restore, and the message about a damaged saved game. Only through what
// the window shows (object names, texts, the board, actions), so that the tests hold however the
// window is built inside.
#include "board/board_scene.h"
#include "board/board_view.h"
#include "game/session/game_session.h"
#include "game/session/saved_game.h"
#include "game/settings/settings.h"
#include "isolated_settings.h"
#include "play/main_window.h"
#include "records/continue_card.h"
#include "replay/replay_window.h"
#include "test_files.h"
#include "text/isolated_text.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QFontInfo>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTextLayout>
#include <QTimer>

using namespace tihbat;

namespace {

GameSetup twoPeople() {
    GameSetup setup;
    setup.rules = RuleOptions{5, false, Side::South};
    setup.players[0] = {PlayerKind::Human, Level::Easy, QStringLiteral("Amina")};
    setup.players[1] = {PlayerKind::Human, Level::Easy, QStringLiteral("Youssef")};
    return setup;
}

Game playedGame(const std::vector<int> &pits) {
    Game game(twoPeople().rules);
    for (int pit : pits)
        if (!std::holds_alternative<MoveStory>(game.play(pit)))
            QTest::qFail("a test move was refused", __FILE__, __LINE__);
    return game;
}

QMessageBox *messageBoxNamed(const QString &name) {
    for (QWidget *w : QApplication::topLevelWidgets())
        if (auto *box = qobject_cast<QMessageBox *>(w); box && box->objectName() == name)
            return box;
    for (QWidget *w : QApplication::allWidgets())
        if (auto *box = qobject_cast<QMessageBox *>(w); box && box->objectName() == name)
            return box;
    return nullptr;
}

const GameState &shownState(const MainWindow &window) {
    return window.findChild<BoardView *>(QStringLiteral("board"))->boardScene()->state();
}

bool undoEnabled(const MainWindow &window) {
    return window.findChild<QAction *>(QStringLiteral("undoAction"))->isEnabled();
}

ContinueCard *continueCard(const MainWindow &window) {
    return window.findChild<ContinueCard *>(QStringLiteral("continueQuestion"));
}

// Whether the characters [from, to) of `text` run left to right when laid out in `font`.
bool runsLeftToRight(const QString &text, int from, int to, const QFont &font) {
    QTextLayout layout(text, font);
    QTextOption option;
    option.setTextDirection(Qt::LeftToRight);
    layout.setTextOption(option);
    layout.beginLayout();
    QTextLine line = layout.createLine();
    line.setLineWidth(1e6);
    layout.endLayout();
    for (int i = from; i + 1 < to; ++i)
        if (line.cursorToX(i + 1) <= line.cursorToX(i))
            return false;
    return true;
}

} // namespace

class TestStartupQuestions : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cardComesOnTheShownWindow();
    void enterContinuesTheGame();
    void newGameAnswerStartsAfresh();
    void escapeContinuesTheGame();
    void nothingMovesWhileTheCardIsUp();
    void computerWaitsForTheAnswer();
    void wordsGrowWithTheWindow();
    void namesAreIsolated();
    void restoreOptionContinuesWithoutAsking();
    void gameWithoutMovesGoesOnWithoutAsking();
    void damagedSavedGameIsReportedAndKept();
    void recordToOpenComesBeforeAnyQuestion();
    void finishedGameIsNotOfferedAgain();

private:
    // Saves `game` of `setup` as the autosave and starts `window` on it (not shown).
    void startOn(MainWindow &window, const GameSetup &setup, const Game &game,
                 bool withoutAsking = false);
    // Shows `window` and waits for its card to be up with the keyboard on Continue Game.
    ContinueCard *showAndWaitForCard(MainWindow &window);
    QString autosavePath() const { return m_dir.filePath(QStringLiteral("autosave.json")); }
    QTemporaryDir m_dir;
};

void TestStartupQuestions::initTestCase() {
    IsolatedSettings::forThisTest(QStringLiteral("TihbatStartupTest"));
    QVERIFY(m_dir.isValid());
}

void TestStartupQuestions::init() {
    QSettings().clear();
    Settings::setDropDuration(0);
    Settings::setNewGameSetup(twoPeople());
    for (const QString &name : QDir(m_dir.path()).entryList(QDir::Files))
        QVERIFY(QDir(m_dir.path()).remove(name));
}

void TestStartupQuestions::startOn(MainWindow &window, const GameSetup &setup, const Game &game,
                                   bool withoutAsking) {
    QString error;
    QVERIFY2(savedgame::write(autosavePath(), setup, game, &error), qPrintable(error));
    StartOptions options;
    options.autosavePath = autosavePath();
    options.restoreWithoutAsking = withoutAsking;
    window.start(options);
}

ContinueCard *TestStartupQuestions::showAndWaitForCard(MainWindow &window) {
    window.resize(900, 700);
    window.show();
    if (!QTest::qWaitForWindowActive(&window))
        return nullptr;
    ContinueCard *card = continueCard(window);
    if (!card)
        return nullptr;
    const bool up = QTest::qWaitFor(
        [card] { return card->isVisible() && card->continueButton()->hasFocus(); }, 5000);
    return up ? card : nullptr;
}

// The question comes on the game window's board once the window is up, never alone before it,
// with the saved game on the board behind it.
void TestStartupQuestions::cardComesOnTheShownWindow() {
    const Game saved = playedGame({PitA, Pita, PitB});
    MainWindow window;
    startOn(window, twoPeople(), saved);
    for (QWidget *top : QApplication::topLevelWidgets())
        QVERIFY2(top == &window || !top->isVisible(), qPrintable(top->objectName()));
    ContinueCard *card = continueCard(window);
    QVERIFY(card);
    QVERIFY(card->isHidden()); // waits for the window
    QVERIFY(!card->isWindow());
    QVERIFY(window.board()->isAncestorOf(card));

    QCOMPARE(showAndWaitForCard(window), card);
    QVERIFY(window.board()->viewport()->rect().contains(card->geometry()));
    QCOMPARE(shownState(window), saved.state());
    QCOMPARE(card->questionText(), QStringLiteral("Your last game was not finished."));
    QVERIFY2(card->detailsText().contains(isolated(QStringLiteral("Amina")) +
                                          QLatin1String(" against ") +
                                          isolated(QStringLiteral("Youssef"))),
             qPrintable(card->detailsText()));
    QVERIFY2(card->detailsText().contains(QLatin1String("Moves played: 3")),
             qPrintable(card->detailsText()));
    // A screen reader hears the question as the card's name, the details as its words.
    QCOMPARE(card->accessibleName(), card->questionText());
    QCOMPARE(card->accessibleDescription(), card->detailsText());
    QCOMPARE(card->continueButton()->text(), QStringLiteral("&Continue Game"));
    QCOMPARE(card->newGameButton()->text(), QStringLiteral("&New Game"));
}

void TestStartupQuestions::enterContinuesTheGame() {
    const Game saved = playedGame({PitA, Pita, PitB});
    MainWindow window;
    startOn(window, twoPeople(), saved);
    QPointer<ContinueCard> card = showAndWaitForCard(window);
    QVERIFY(card);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
    QTRY_VERIFY(!card);
    // The keyboard is back on the board, and the game goes on where it was.
    QTRY_COMPARE(QApplication::focusWidget(), static_cast<QWidget *>(window.board()));
    QCOMPARE(shownState(window), saved.state());
    QVERIFY(undoEnabled(window));
    // Undo takes back the last saved move: the history came back too, not just the board.
    window.findChild<QAction *>(QStringLiteral("undoAction"))->trigger();
    Game oneLess = playedGame({PitA, Pita});
    QTRY_COMPARE(shownState(window), oneLess.state());
    const std::optional<SavedGame> kept = savedgame::read(autosavePath(), nullptr);
    QVERIFY(kept);
    QCOMPARE(kept->game.moves(), oneLess.moves());
}

void TestStartupQuestions::newGameAnswerStartsAfresh() {
    const Game saved = playedGame({PitA, Pita});
    MainWindow window;
    startOn(window, twoPeople(), saved);
    QPointer<ContinueCard> card = showAndWaitForCard(window);
    QVERIFY(card);
    QVERIFY2(card->detailsText().contains(QLatin1String("Moves played: 2")),
             qPrintable(card->detailsText()));
    // While the question is open the saved game is still the one saved.
    std::optional<SavedGame> before = savedgame::read(autosavePath(), nullptr);
    QVERIFY(before);
    QCOMPARE(before->game.moves(), saved.moves());

    card->newGameButton()->click();
    QTRY_VERIFY(!card);
    const Game fresh(twoPeople().rules);
    QCOMPARE(shownState(window), fresh.state());
    QVERIFY(!undoEnabled(window));
    // The new game replaced the old one in the autosave.
    QTRY_VERIFY_WITH_TIMEOUT(
        [&] {
            const auto s = savedgame::read(autosavePath(), nullptr);
            return s && s->game.plies() == 0;
        }(),
        5000);
    // And it is played: a pit chosen on the board is a move.
    window.board()->choosePit(PitA);
    QCOMPARE(window.model()->game().plies(), 1);
}

void TestStartupQuestions::escapeContinuesTheGame() {
    const Game saved = playedGame({PitA, Pita, PitB});
    MainWindow window;
    startOn(window, twoPeople(), saved);
    QPointer<ContinueCard> card = showAndWaitForCard(window);
    QVERIFY(card);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Escape);
    QTRY_VERIFY(!card);
    QCOMPARE(window.model()->game().moves(), saved.moves());
    QVERIFY(undoEnabled(window));
    const std::optional<SavedGame> kept = savedgame::read(autosavePath(), nullptr);
    QVERIFY(kept);
    QCOMPARE(kept->game.moves(), saved.moves());
}

// While the question is open the board takes no move, by mouse or keys, and Undo is off.
void TestStartupQuestions::nothingMovesWhileTheCardIsUp() {
    const Game saved = playedGame({PitA, Pita});
    MainWindow window;
    startOn(window, twoPeople(), saved);
    ContinueCard *card = showAndWaitForCard(window);
    QVERIFY(card);
    QCOMPARE(saved.position().toMove, Side::South);
    QVERIFY(checkMove(saved.position(), PitA) == MoveError::None);

    BoardView *board = window.board();
    board->choosePit(PitA);
    QTest::mouseClick(board->viewport(), Qt::LeftButton, {},
                      board->mapFromScene(board->boardScene()->pitCentre(PitA)));
    board->setFocus(Qt::TabFocusReason);
    QTRY_VERIFY(board->hasFocus());
    for (Qt::Key key : {Qt::Key_Right, Qt::Key_Return, Qt::Key_Left, Qt::Key_Space})
        QTest::keyClick(board, key);
    QTest::keyClick(board, Qt::Key_A);
    QCOMPARE(window.model()->game().moves(), saved.moves());
    QVERIFY(!undoEnabled(window));
    QVERIFY(card->isVisible());

    // Answered, the same pit is a move.
    card->continueButton()->click();
    board->choosePit(PitA);
    QCOMPARE(window.model()->game().plies(), saved.plies() + 1);
}

// The computer to move in the saved game waits for the answer, then moves.
void TestStartupQuestions::computerWaitsForTheAnswer() {
    GameSetup setup = twoPeople();
    setup.players[1] = {PlayerKind::Computer, Level::Easy, QString()};
    Game saved(setup.rules);
    QVERIFY(std::holds_alternative<MoveStory>(saved.play(PitA)));
    QCOMPARE(saved.position().toMove, Side::North);
    MainWindow window;
    QSignalSpy thinking(window.model(), &GameModel::computerThinkingChanged);
    startOn(window, setup, saved);
    ContinueCard *card = showAndWaitForCard(window);
    QVERIFY(card);
    // A call queued now runs after any the start queued: by then an unheld computer has moved
    // or is thinking (its delay at this speed is 0).
    bool queuedRan = false;
    QTimer::singleShot(0, &window, [&] { queuedRan = true; });
    QTRY_VERIFY(queuedRan);
    QVERIFY(window.model()->isComputerToMove());
    QVERIFY(!window.session()->isComputerDue());
    QCOMPARE(thinking.count(), 0);
    QCOMPARE(window.model()->game().plies(), 1);

    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
    QTRY_VERIFY_WITH_TIMEOUT(window.model()->game().plies() == 2, 10000);
}

// At least 16 px at 100 %, and larger in a larger window, the card staying on the board.
void TestStartupQuestions::wordsGrowWithTheWindow() {
    MainWindow window;
    startOn(window, twoPeople(), playedGame({PitA, Pita}));
    window.resize(800, 600);
    window.show();
    ContinueCard *card = continueCard(window);
    QVERIFY(card);
    QTRY_VERIFY(card->isVisible());
    QTRY_COMPARE(window.size(), QSize(800, 600));
    auto *details = card->findChild<QLabel *>(QStringLiteral("continueQuestionDetails"));
    QVERIFY(details);
    const int small = QFontInfo(details->font()).pixelSize();
    QVERIFY2(small >= 16, qPrintable(QString::number(small)));
    QVERIFY(QFontInfo(card->continueButton()->font()).pixelSize() >= 16);
    QVERIFY(window.board()->viewport()->rect().contains(card->geometry()));
    window.resize(1600, 1000);
    QTRY_COMPARE(window.size(), QSize(1600, 1000));
    QTRY_VERIFY(QFontInfo(details->font()).pixelSize() > small);
    QVERIFY(window.board()->viewport()->rect().contains(card->geometry()));
}

// A name with a right-to-left override does not turn the words after it around.
void TestStartupQuestions::namesAreIsolated() {
    GameSetup setup = twoPeople();
    const QString override = QStringLiteral("\u202EAmina");
    setup.players[0].name = override;
    MainWindow window;
    startOn(window, setup, playedGame({PitA, Pita, PitB}));
    ContinueCard *card = continueCard(window);
    QVERIFY(card);
    const QString details = card->detailsText();
    const qsizetype moves = details.indexOf(QLatin1String("Moves played"));
    QVERIFY2(moves > 0, qPrintable(details));
    const QFont font = card->findChild<QLabel *>(QStringLiteral("continueQuestionDetails"))->font();
    QVERIFY(runsLeftToRight(details, int(moves), int(details.size()), font));
    // The same words with the name not isolated run backwards: the check above can fail.
    const QString bare = override + QLatin1String(" against Youssef. Moves played: 3.");
    const qsizetype bareMoves = bare.indexOf(QLatin1String("Moves played"));
    QVERIFY(!runsLeftToRight(bare, int(bareMoves), int(bare.size()), font));
}

// "tihbat --restore": the saved game goes on without a question.
void TestStartupQuestions::restoreOptionContinuesWithoutAsking() {
    const Game saved = playedGame({PitA, Pita, PitB});
    MainWindow window;
    startOn(window, twoPeople(), saved, true);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(!continueCard(window));
    QCOMPARE(window.model()->game().moves(), saved.moves());
    window.board()->choosePit(saved.legalMoves().front());
    QCOMPARE(window.model()->game().plies(), saved.plies() + 1);
}

void TestStartupQuestions::gameWithoutMovesGoesOnWithoutAsking() {
    QString error;
    QVERIFY2(savedgame::write(autosavePath(), twoPeople(), playedGame({}), &error),
             qPrintable(error));
    MainWindow window;
    StartOptions options;
    options.autosavePath = autosavePath();
    window.start(options);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(!continueCard(window));
    QCOMPARE(shownState(window), Game(twoPeople().rules).state());
    window.board()->choosePit(PitA);
    QCOMPARE(window.model()->game().plies(), 1);
}

void TestStartupQuestions::damagedSavedGameIsReportedAndKept() {
    QString error;
    QVERIFY2(savedgame::write(autosavePath(), twoPeople(), playedGame({PitA, Pita}), &error),
             qPrintable(error));
    const std::optional<QByteArray> half = cutInHalf(autosavePath());
    QVERIFY(half);

    MainWindow window;
    StartOptions options;
    options.autosavePath = autosavePath();
    window.start(options);
    window.show();
    QVERIFY(!continueCard(window)); // nothing to continue

    QMessageBox *box = nullptr;
    QTRY_VERIFY_WITH_TIMEOUT((box = messageBoxNamed(QStringLiteral("damagedAutosaveMessage"))) &&
                                 box->isVisible(),
                             5000);
    QCOMPARE(
        box->text(),
        QStringLiteral("Your last game could not be continued: its saved file could not be read."));
    // It says where the damaged file was kept, and that file holds exactly what was there.
    const QStringList aside =
        QDir(m_dir.path()).entryList({QStringLiteral("autosave.json.damaged-*")});
    QCOMPARE(aside.size(), 1);
    const QString keptPath = QDir::toNativeSeparators(m_dir.filePath(aside.first()));
    QVERIFY2(box->informativeText().contains(keptPath), qPrintable(box->informativeText()));
    QVERIFY2(box->informativeText().contains(QLatin1String("A new game starts now.")),
             qPrintable(box->informativeText()));
    QFile kept(m_dir.filePath(aside.first()));
    QVERIFY(kept.open(QIODevice::ReadOnly));
    QCOMPARE(kept.readAll(), *half);

    // The new game is there behind the message, and the message goes with OK.
    QCOMPARE(shownState(window), Game(twoPeople().rules).state());
    QAbstractButton *ok = box->button(QMessageBox::Ok);
    QVERIFY(ok);
    QPointer<QMessageBox> guard(box);
    ok->click();
    QTRY_VERIFY(!guard || !guard->isVisible());
    QVERIFY(savedgame::read(autosavePath(), nullptr).has_value());
}

// "tihbat game.tihbat" with an unfinished game saved: the record's window comes, and no question
// stands alone on the desktop before it. The unfinished game goes on behind the record, its file
// untouched: nothing is lost.
void TestStartupQuestions::recordToOpenComesBeforeAnyQuestion() {
    const Game unfinished = playedGame({PitA, Pita, PitB});
    QString error;
    QVERIFY2(savedgame::write(autosavePath(), twoPeople(), unfinished, &error), qPrintable(error));
    QFile autosave(autosavePath());
    QVERIFY(autosave.open(QIODevice::ReadOnly));
    const QByteArray savedBytes = autosave.readAll();
    autosave.close();
    const QString record = m_dir.filePath(QStringLiteral("lesson.tihbat"));
    QFile recordFile(record);
    QVERIFY(recordFile.open(QIODevice::WriteOnly));
    recordFile.write("[Game \"Tihbat\"]\n[South \"Nadia\"]\n[North \"Omar\"]\n\n1. A *\n");
    recordFile.close();

    MainWindow window;
    StartOptions options;
    options.autosavePath = autosavePath();
    options.recordFiles = {record};
    window.start(options);
    window.show();
    QTRY_COMPARE(window.replayWindows().size(), 1);
    QCOMPARE(window.replayWindows().constFirst()->filePath(), record);
    QVERIFY(!continueCard(window));
    QCOMPARE(window.model()->game().moves(), unfinished.moves());
    QCOMPARE(window.model()->setup(), twoPeople());
    QCOMPARE(shownState(window), unfinished.state());
    QVERIFY(autosave.open(QIODevice::ReadOnly));
    QCOMPARE(autosave.readAll(), savedBytes);
}

// A finished game left saved (its copy could not be removed on a read-only disk) is not offered
// as "not finished": a new game starts without a question.
void TestStartupQuestions::finishedGameIsNotOfferedAgain() {
    Game finished(twoPeople().rules);
    // The first legal move each turn, until a repetition or an empty side ends the game.
    for (int ply = 0; ply < 10000 && !finished.isOver(); ++ply) {
        const std::vector<int> moves = finished.legalMoves();
        QVERIFY(!moves.empty());
        QVERIFY(std::holds_alternative<MoveStory>(finished.play(moves.front())));
    }
    QVERIFY(finished.isOver());
    QVERIFY(finished.plies() > 0);
    QString error;
    QVERIFY2(savedgame::write(autosavePath(), twoPeople(), finished, &error), qPrintable(error));

    MainWindow window;
    StartOptions options;
    options.autosavePath = autosavePath();
    window.start(options);
    window.show();
    QVERIFY(!continueCard(window));
    QCOMPARE(window.model()->game().plies(), 0);
    QVERIFY(!window.model()->isOver());
}

QTEST_MAIN(TestStartupQuestions)
#include "tst_startup_questions.moc"
