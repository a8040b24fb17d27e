// SPDX-License-Identifier: GPL-3.0-or-later
// The puzzle window, headless: a wrong try gets its explanation and another go, the right move
// plays and praises, progress and streaks are saved and restored, Show me plays the solution
// with its reason, keys work (A/B, N, Enter), and screenshots in English and Hindi.
#include "board/board_scene.h"
#include "board/board_view.h"
#include "common/feedback_box.h"
#include "core/notation.h"
#include "game/puzzles/puzzle_progress.h"
#include "game/puzzles/puzzle_texts.h"
#include "game/settings/settings.h"
#include "game/words/narrator.h"
#include "isolated_settings.h"
#include "play/main_window.h"
#include "puzzles/puzzle_window.h"
#include "screenshot_checks.h"

#include <QAction>
#include <QDir>
#include <QLabel>
#include <QMenu>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QSignalSpy>
#include <QTest>
#include <QTranslator>
#include <memory>

using namespace tihbat;

namespace {

QString labelText(const QWidget &window, const char *name) {
    const auto *label = window.findChild<QLabel *>(QLatin1String(name));
    return label ? label->text() : QStringLiteral("<no %1>").arg(QLatin1String(name));
}

BoardView *boardOf(const QWidget &window) {
    return window.findChild<BoardView *>(QStringLiteral("puzzleBoard"));
}

// The key that plays `pit` for the side to move: A its left pit, B its right one.
Qt::Key keyFor(const Puzzle &p, int pit) {
    return pitsOf(p.mover())[0] == pit ? Qt::Key_A : Qt::Key_B;
}

Position testPosition(const QString &text) {
    const QStringList words = text.split(u' ');
    Position position;
    for (int pit = 0; pit < PitCount; ++pit)
        position.pits[pit] = words[pit].toInt();
    position.toMove = words[PitCount] == "S" ? Side::South : Side::North;
    return position;
}

int wrongPit(const Puzzle &p) {
    for (const PuzzleMove &m : p.moves) {
        if (!p.isBest(m.pit))
            return m.pit;
    }
    return -1;
}

// What a move gains, from the solver alone (not the puzzle's data).
int solverGain(const Puzzle &p, int pit) {
    Game game = p.game();
    game.play(pit);
    const int sign = p.mover() == Side::South ? 1 : -1;
    return sign * (sharedSolver(false)->value(game) - p.state.capturedDifference());
}

} // namespace

class TestPuzzleWindow : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void opensAtTheFirstPuzzle();
    void wrongTryIsExplainedAndGivesAnotherGo();
    void rightMovePlaysPraisesAndCounts();
    void progressAndStreakAreSavedAndRestored();
    void showMePlaysTheSolutionWithItsReason();
    void showMePlaysTheWholeLineOfADeepPuzzle();
    void explanationsTellOfPassesAndEnds();
    void otherSidesPitIsRefusedKindly();
    void menuActionOpensOneWindow();
    void mainWindowGameMenuOpensPuzzles();
    void switchesLanguageWhileOpen();
    void feedbackIsTheBoardsColouredBoxAndGrows();
    void screenshots_data();
    void screenshots();

private:
    std::unique_ptr<PuzzleWindow> openWindow();
};

void TestPuzzleWindow::initTestCase() {
    IsolatedSettings::forThisTest(QStringLiteral("TihbatPuzzleTest"));
    QVERIFY(shippedPuzzles().size() >= 200);
}

void TestPuzzleWindow::init() {
    QSettings().clear();
    Settings::setDropDuration(0);
}

std::unique_ptr<PuzzleWindow> TestPuzzleWindow::openWindow() {
    auto window = std::make_unique<PuzzleWindow>();
    window->resize(900, 760);
    window->show();
    if (!QTest::qWaitForWindowExposed(window.get()))
        return nullptr;
    return window;
}

void TestPuzzleWindow::opensAtTheFirstPuzzle() {
    const auto window = openWindow();
    QVERIFY(window);
    const Puzzle &first = shippedPuzzles().front();
    QCOMPARE(window->puzzle().id, first.id);
    QCOMPARE(window->stage(), PuzzleWindow::Stage::Solving);
    QCOMPARE(labelText(*window, "puzzleStatement"), PuzzleTexts::statement(first));
    QVERIFY(labelText(*window, "puzzleStatement").contains(QString::number(first.bestGain())));
    QCOMPARE(labelText(*window, "puzzleProgress"),
             QStringLiteral("0 of %1 solved").arg(shippedPuzzles().size()));
    QCOMPARE(labelText(*window, "puzzleStreak"), QStringLiteral("Streak: 0 (best 0)"));
    // The keys named are the letters of the mover's own pits: A and B for South, a and b for
    // North (the board plays the pit of that letter on the side to move).
    QCOMPARE(labelText(*window, "puzzleFeedback"), PuzzleTexts::prompt(first.mover()));
    QVERIFY(labelText(*window, "puzzleFeedback")
                .endsWith(first.mover() == Side::South ? QStringLiteral("press A or B.")
                                                       : QStringLiteral("press a or b.")));
    QVERIFY(PuzzleTexts::prompt(Side::North).endsWith(QStringLiteral("press a or b.")));
    QVERIFY(PuzzleTexts::prompt(Side::South).endsWith(QStringLiteral("press A or B.")));
    BoardView *board = boardOf(*window);
    QVERIFY(board);
    QCOMPARE(board->boardScene()->state(), first.state);
    // The side to move sits at the bottom.
    QCOMPARE(board->isFlipped(), first.mover() == Side::North);
    QVERIFY(!board->accessibleName().isEmpty());
}

void TestPuzzleWindow::wrongTryIsExplainedAndGivesAnotherGo() {
    const auto window = openWindow();
    QVERIFY(window);
    const Puzzle p = window->puzzle();
    const int wrong = wrongPit(p);
    QVERIFY(wrong >= 0);
    BoardView *board = boardOf(*window);
    QTest::keyClick(board, keyFor(p, wrong));

    QCOMPARE(window->stage(), PuzzleWindow::Stage::Solving);
    QCOMPARE(board->boardScene()->state(), p.state); // nothing played: another go
    const QString feedback = labelText(*window, "puzzleFeedback");
    QVERIFY2(feedback.startsWith(QStringLiteral("Pit %1 is not the best move.")
                                     .arg(QChar::fromLatin1(pitLetter(wrong)))),
             qPrintable(feedback));
    // What the wrong move gains, as the solver says, against what the best wins.
    QVERIFY2(feedback.contains(PuzzleTexts::gainSentence(p.mover(), solverGain(p, wrong))),
             qPrintable(feedback));
    QVERIFY2(feedback.contains(QStringLiteral("With the best move you would instead win %1 more "
                                              "counters than the other side. Have another go!")
                                   .arg(solverGain(p, p.bestPits().front()))),
             qPrintable(feedback));
    QCOMPARE(window->progress().streak(), 0);
    QVERIFY(!window->progress().isSolved(p.id));
    QCOMPARE(window->findChild<QLabel *>("puzzleFeedback")->accessibleName(), feedback);
    QCOMPARE(window->findChild<FeedbackBox *>("puzzleFeedbackBox")->tone(), FeedbackBox::Tone::Bad);

    // Another go, now right: solved, but not at the first try, so no streak.
    QTest::keyClick(board, keyFor(p, p.bestPits().front()));
    QCOMPARE(window->stage(), PuzzleWindow::Stage::Solved);
    QVERIFY(window->progress().isSolved(p.id));
    QCOMPARE(window->progress().streak(), 0);
}

void TestPuzzleWindow::rightMovePlaysPraisesAndCounts() {
    const auto window = openWindow();
    QVERIFY(window);
    const Puzzle p = window->puzzle();
    const int best = p.bestPits().front();
    BoardView *board = boardOf(*window);
    QTest::keyClick(board, keyFor(p, best));
    QCOMPARE(window->stage(), PuzzleWindow::Stage::Solved);
    QTRY_VERIFY(!board->isBusy());
    // The move is played on the board, by the rules.
    QCOMPARE(board->boardScene()->state(), sow(p.state, best, p.options()).after);
    const QString feedback = labelText(*window, "puzzleFeedback");
    QVERIFY2(feedback.startsWith(QStringLiteral("Well done, pit %1 is the best move!")
                                     .arg(QChar::fromLatin1(pitLetter(best)))),
             qPrintable(feedback));
    QVERIFY(feedback.contains(PuzzleTexts::gainSentence(p.mover(), solverGain(p, best))));
    QCOMPARE(labelText(*window, "puzzleProgress"),
             QStringLiteral("1 of %1 solved").arg(shippedPuzzles().size()));
    QCOMPARE(labelText(*window, "puzzleStreak"), QStringLiteral("Streak: 1 (best 1)"));
    // The board takes no more moves; Enter on it goes on to the next puzzle.
    QTest::keyClick(board, keyFor(p, best));
    QCOMPARE(window->puzzle().id, p.id);
    QTest::keyClick(board, Qt::Key_Return);
    QCOMPARE(window->stage(), PuzzleWindow::Stage::Solving);
    QCOMPARE(window->puzzle().id, shippedPuzzles()[1].id);
    QCOMPARE(board->boardScene()->state(), shippedPuzzles()[1].state);
}

void TestPuzzleWindow::progressAndStreakAreSavedAndRestored() {
    const Puzzle &first = shippedPuzzles()[0];
    const Puzzle &second = shippedPuzzles()[1];
    const Puzzle &third = shippedPuzzles()[2];
    {
        const auto window = openWindow();
        QVERIFY(window);
        BoardView *board = boardOf(*window);
        QTest::keyClick(board, keyFor(first, first.bestPits().front()));
        QTest::keyClick(window.get(), Qt::Key_N);
        QCOMPARE(window->puzzle().id, second.id);
        QTest::keyClick(board, keyFor(second, second.bestPits().front()));
        QTest::keyClick(window.get(), Qt::Key_N);
        QCOMPARE(window->puzzle().id, third.id);
        QCOMPARE(window->progress().streak(), 2);
    }
    // What the settings now hold, read afresh.
    const PuzzleProgress saved;
    QVERIFY(saved.isSolved(first.id) && saved.isSolved(second.id) && !saved.isSolved(third.id));
    QCOMPARE(saved.solvedCount(), 2);
    QCOMPARE(saved.streak(), 2);
    QCOMPARE(saved.bestStreak(), 2);
    QCOMPARE(saved.currentId(), third.id);

    // A new window opens where the person left off, with the same figures.
    const auto window = openWindow();
    QVERIFY(window);
    QCOMPARE(window->puzzle().id, third.id);
    QCOMPARE(labelText(*window, "puzzleProgress"),
             QStringLiteral("2 of %1 solved").arg(shippedPuzzles().size()));
    QCOMPARE(labelText(*window, "puzzleStreak"), QStringLiteral("Streak: 2 (best 2)"));
    // A miss ends the streak and keeps the best.
    QTest::keyClick(boardOf(*window), keyFor(third, wrongPit(third)));
    QCOMPARE(labelText(*window, "puzzleStreak"), QStringLiteral("Streak: 0 (best 2)"));
    QCOMPARE(PuzzleProgress().streak(), 0);
    QCOMPARE(PuzzleProgress().bestStreak(), 2);
    // Next skips the solved ones: after the last it comes round to the first unsolved.
    PuzzleProgress progress;
    QCOMPARE(progress.nextPuzzle(shippedPuzzles(), shippedPuzzles().back().id), third.id);
    QCOMPARE(progress.nextPuzzle(shippedPuzzles(), 0), third.id);
}

void TestPuzzleWindow::showMePlaysTheSolutionWithItsReason() {
    // A puzzle whose best move captures, so the narration names the capture.
    const Puzzle *chosen = nullptr;
    for (const Puzzle &p : shippedPuzzles()) {
        if (successor(p.state.position, p.bestPits().front(), false).captured > 0) {
            chosen = &p;
            break;
        }
    }
    QVERIFY(chosen);
    const auto window = openWindow();
    QVERIFY(window);
    window->showPuzzle(chosen->id);
    // Animated at the normal pace: the narration is there at once, the board plays the move.
    window->setDropDuration(60);
    auto *show = window->findChild<QPushButton *>("showSolutionButton");
    QVERIFY(show && show->isEnabled());
    QSignalSpy solved(&*window, &PuzzleWindow::solutionShown);
    QTest::mouseClick(show, Qt::LeftButton);
    // Given up at once; the solution, worked out off the GUI thread, is played when it comes.
    QCOMPARE(window->stage(), PuzzleWindow::Stage::Shown);
    QVERIFY(!show->isEnabled());
    QVERIFY(solved.wait(10000));
    BoardView *board = boardOf(*window);
    QVERIFY(board->isBusy());
    QSignalSpy finished(board, &BoardView::animationFinished);
    QVERIFY(finished.wait(5000));
    const int best = chosen->bestPits().front();
    const MoveStory story = sow(chosen->state, best, chosen->options());
    QCOMPARE(board->boardScene()->state(), story.after);
    const QString feedback = labelText(*window, "puzzleFeedback");
    QCOMPARE(feedback, PuzzleTexts::solution(*chosen, story));
    QVERIFY2(
        feedback.startsWith(
            QStringLiteral("The best move is pit %1.").arg(QChar::fromLatin1(pitLetter(best)))),
        qPrintable(feedback));
    QVERIFY2(feedback.contains(
                 QStringLiteral("put all %1 in your store.").arg(story.captures.front().counters)),
             qPrintable(feedback));
    const int other = wrongPit(*chosen);
    QVERIFY2(feedback.contains(
                 QStringLiteral("Pit %1 instead: %2")
                     .arg(QChar::fromLatin1(pitLetter(other)))
                     .arg(PuzzleTexts::gainSentence(chosen->mover(), solverGain(*chosen, other)))),
             qPrintable(feedback));
    QVERIFY(!show->isEnabled());
    // Shown is not solved.
    QVERIFY(!window->progress().isSolved(chosen->id));
    QCOMPARE(labelText(*window, "puzzleProgress"),
             QStringLiteral("0 of %1 solved").arg(shippedPuzzles().size()));
    QTest::keyClick(board, Qt::Key_Enter);
    QCOMPARE(window->stage(), PuzzleWindow::Stage::Solving);
    QVERIFY(window->puzzle().id != chosen->id);
}

void TestPuzzleWindow::showMePlaysTheWholeLineOfADeepPuzzle() {
    const auto deep = std::find_if(shippedPuzzles().begin(), shippedPuzzles().end(),
                                   [](const Puzzle &p) { return p.depth >= 5; });
    QVERIFY(deep != shippedPuzzles().end());
    const auto window = openWindow();
    QVERIFY(window);
    window->showPuzzle(deep->id);
    window->setDropDuration(20);
    BoardView *board = boardOf(*window);
    QSignalSpy caughtUp(board, &BoardView::caughtUp);
    window->showSolution();
    QVERIFY(caughtUp.wait(20000));
    // The board shows where best play leads: the mover has captured the whole gain.
    const GameState end = board->boardScene()->state();
    const int sign = deep->mover() == Side::South ? 1 : -1;
    QVERIFY(sign * (end.capturedDifference() - deep->state.capturedDifference()) >=
            deep->bestGain());
    // Played by the rules from the puzzle, move by move as the narration lists them.
    const QString feedback = labelText(*window, "puzzleFeedback");
    const int at = feedback.indexOf(QStringLiteral("Best play from here: "));
    QVERIFY2(at > 0, qPrintable(feedback));
    const QStringList moves = feedback.mid(at + 21).chopped(1).split(QStringLiteral(", "));
    QCOMPARE(moves.size(), deep->depth);
    Game game = deep->game();
    for (const QString &move : moves) {
        const QStringList words = move.split(u' ');
        QVERIFY2(words.size() == 2 || (words.size() == 4 && words[2] == "capturing"),
                 qPrintable(move));
        QCOMPARE(words[0], game.position().toMove == Side::South ? "South" : "North");
        const std::optional<int> pit = pitFromLetter(words[1].toStdString());
        QVERIFY(pit);
        const auto played = game.play(*pit);
        QVERIFY(std::holds_alternative<MoveStory>(played));
        const int captured = std::get<MoveStory>(played).capturedCounters();
        QCOMPARE(words.size() == 4 ? words[3].toInt() : 0, captured);
    }
    QCOMPARE(game.state(), end);
    QVERIFY(moves.front().startsWith(
        QStringLiteral("%1 %2").arg(deep->mover() == Side::South ? "South" : "North",
                                    QChar::fromLatin1(pitLetter(deep->bestPits().front())))));
}

void TestPuzzleWindow::explanationsTellOfPassesAndEnds() {
    // North has no counters, so after South's move North passes. In "2 2 0 0 S", A (two
    // counters, the last into B) lets the game go on; in "1 3 0 0 S", A (one counter) leaves the
    // board as it was, and after North's pass the start position is back: the game ends.
    const auto texts = [](const QString &position, int pit) {
        GameState state;
        state.position = testPosition(position);
        const std::optional<Puzzle> p = analysePuzzle(state, 1, *sharedSolver(false));
        if (!p)
            return std::make_pair(MoveStory(), QString());
        Game game = p->game();
        const MoveStory story = std::get<MoveStory>(game.play(pit));
        return std::make_pair(story, p->isBest(pit) ? PuzzleTexts::praise(*p, story)
                                                    : PuzzleTexts::wrongMove(*p, story));
    };
    const auto [passing, passText] = texts("2 2 0 0 S", PitA);
    QVERIFY(passing.passFollows && passing.end == GameEnd::None);
    // The person's own move is told to them; North, who passes, is named.
    const NarrationVoice toSouth = NarrationVoice().speakingTo(Side::South);
    QVERIFY2(passText.contains(Narrator::landingSentence(passing, toSouth) + u' ' +
                               Narrator::passSentence(Side::North, toSouth)),
             qPrintable(passText));
    const auto [ending, endText] = texts("1 3 0 0 S", PitA);
    QCOMPARE(ending.end, GameEnd::Repetition);
    QVERIFY2(endText.contains(Narrator::passSentence(Side::North, toSouth) + u' ' +
                              Narrator::endSentence(ending)),
             qPrintable(endText));
}

void TestPuzzleWindow::otherSidesPitIsRefusedKindly() {
    const auto window = openWindow();
    QVERIFY(window);
    const Puzzle p = window->puzzle();
    const int theirs = pitsOf(opponent(p.mover()))[0];
    boardOf(*window)->choosePit(theirs);
    QCOMPARE(labelText(*window, "puzzleFeedback"),
             QStringLiteral("Pit %1 is not yours: play one of %2's pits.")
                 .arg(QChar::fromLatin1(pitLetter(theirs)))
                 .arg(p.mover() == Side::South ? "South" : "North"));
    QCOMPARE(window->stage(), PuzzleWindow::Stage::Solving);
}

void TestPuzzleWindow::menuActionOpensOneWindow() {
    MainWindow main;
    auto *action = main.findChild<QAction *>(QStringLiteral("puzzlesAction"));
    QVERIFY(action);
    QCOMPARE(action->text(), QStringLiteral("Pu&zzles…"));
    QVERIFY(!main.findChild<PuzzleWindow *>());
    action->trigger();
    PuzzleWindow *window = main.findChild<PuzzleWindow *>();
    QVERIFY(window && window->isVisible());
    window->close();
    action->trigger();
    QCOMPARE(main.findChildren<PuzzleWindow *>().size(), 1);
    QCOMPARE(main.findChild<PuzzleWindow *>(), window);
    QVERIFY(window->isVisible());
}

void TestPuzzleWindow::mainWindowGameMenuOpensPuzzles() {
    MainWindow main;
    auto *action = main.findChild<QAction *>(QStringLiteral("puzzlesAction"));
    QVERIFY(action);
    QMenu *gameMenu = nullptr;
    for (QMenu *menu : main.findChildren<QMenu *>()) {
        if (menu->actions().contains(action))
            gameMenu = menu;
    }
    QVERIFY(gameMenu);
    QCOMPARE(gameMenu->title(), QStringLiteral("&Game"));
    QVERIFY(!main.findChild<PuzzleWindow *>());
    action->trigger();
    auto *window = main.findChild<PuzzleWindow *>();
    QVERIFY(window && window->isVisible());
    QCOMPARE(window->puzzle().id, shippedPuzzles().front().id);
}

void TestPuzzleWindow::switchesLanguageWhileOpen() {
    MainWindow main;
    auto *action = main.findChild<QAction *>(QStringLiteral("puzzlesAction"));
    QVERIFY(action);
    action->trigger();
    PuzzleWindow *window = main.findChild<PuzzleWindow *>();
    QVERIFY(window);
    const Puzzle p = window->puzzle();
    QTest::keyClick(boardOf(*window), keyFor(p, wrongPit(p)));
    const QString english = labelText(*window, "puzzleFeedback");
    QTranslator translator;
    QVERIFY(translator.load(":/i18n/tihbat_pt.qm"));
    QCoreApplication::installTranslator(&translator);
    QCoreApplication::processEvents();
    // Everything is worded again, the explanation of the wrong try included.
    QCOMPARE(action->text(), QStringLiteral("Pro&blemas…"));
    QCOMPARE(window->windowTitle(), QStringLiteral("Problemas"));
    QVERIFY2(labelText(*window, "puzzleFeedback")
                 .startsWith(QStringLiteral("A casa %1 não é a melhor jogada.")
                                 .arg(QChar::fromLatin1(pitLetter(wrongPit(p))))),
             qPrintable(labelText(*window, "puzzleFeedback")));
    QVERIFY(labelText(*window, "puzzleStatement").startsWith(QStringLiteral("Joga o ")));
    QCoreApplication::removeTranslator(&translator);
    QCoreApplication::processEvents();
    QCOMPARE(labelText(*window, "puzzleFeedback"), english);
}

void TestPuzzleWindow::screenshots_data() {
    QTest::addColumn<QString>("language");
    QTest::addColumn<bool>("shown");
    QTest::newRow("en wrong") << "en" << false;
    QTest::newRow("hi wrong") << "hi" << false;
    QTest::newRow("en shown") << "en" << true;
    QTest::newRow("hi shown") << "hi" << true;
}

void TestPuzzleWindow::screenshots() {
    QFETCH(QString, language);
    QFETCH(bool, shown);
    QTranslator translator;
    if (language != "en") {
        QVERIFY(translator.load(":/i18n/tihbat_" + language + ".qm"));
        QCoreApplication::installTranslator(&translator);
    }
    const auto window = openWindow();
    QVERIFY(window);
    if (shown) {
        // A deep one: Show me lists the whole line.
        const auto deep = std::find_if(shippedPuzzles().begin(), shippedPuzzles().end(),
                                       [](const Puzzle &p) { return p.depth >= 5; });
        window->showPuzzle(deep->id);
        QSignalSpy solved(&*window, &PuzzleWindow::solutionShown);
        window->showSolution();
        QVERIFY(solved.wait(10000));
        QTRY_VERIFY(!boardOf(*window)->isBusy());
    } else {
        const Puzzle p = window->puzzle();
        QTest::keyClick(boardOf(*window), keyFor(p, wrongPit(p)));
    }
    QCoreApplication::processEvents();
    if (language == "hi") {
        // The window's own words in Devanagari, not the English source.
        for (const char *name : {"puzzleStatement", "puzzleDetails", "puzzleProgress",
                                 "puzzleStreak", "puzzleFeedback"}) {
            const QString text = labelText(*window, name);
            QVERIFY2(text.contains(QRegularExpression(QStringLiteral("[\\x{0900}-\\x{097F}]"))) &&
                         !text.contains(QStringLiteral("solved")) &&
                         !text.contains(QStringLiteral("Streak")) &&
                         !text.contains(QStringLiteral("more counters")) &&
                         !text.contains(QStringLiteral("best move")),
                     qPrintable(text));
        }
        QVERIFY(!window->windowTitle().contains(QStringLiteral("Puzzles")));
    }
    const QImage picture = window->grab().toImage();
    QVERIFY2(screenshots::contentProblem(picture, window.get()).isEmpty(),
             qPrintable(screenshots::contentProblem(picture, window.get())));
    for (const char *part : {"puzzleStatement", "puzzleFeedback", "puzzleBoard"}) {
        auto *widget = window->findChild<QWidget *>(QLatin1String(part));
        QVERIFY(widget);
        const QString problem = screenshots::placeProblem(picture, window.get(), widget);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }
    // The feedback is shown whole: its label is tall enough for its wrapped text.
    auto *label = window->findChild<QLabel *>("puzzleFeedback");
    QVERIFY(label->height() >= label->heightForWidth(label->width()));
    const QString dir = qEnvironmentVariable("TIHBAT_SCREENSHOT_DIR");
    if (!dir.isEmpty())
        QVERIFY(picture.save(QDir(dir).filePath(
            QStringLiteral("puzzle_%1_%2.png").arg(language, shown ? "shown" : "wrong"))));
    QCoreApplication::removeTranslator(&translator);
}

// The answers in the box the lessons use (good, "try again", a step), and the words a child
// reads at least 16 px, larger in a larger window, and the feedback box as high before an
// answer as after it.
void TestPuzzleWindow::feedbackIsTheBoardsColouredBoxAndGrows() {
    const auto window = openWindow();
    QVERIFY(window);
    window->resize(700, 560);
    window->show();
    QVERIFY(QTest::qWaitForWindowExposed(window.get()));
    auto *box = window->findChild<FeedbackBox *>("puzzleFeedbackBox");
    QVERIFY(box);
    QCOMPARE(box->tone(), FeedbackBox::Tone::Quiet);
    const char *parts[] = {"puzzleStatement", "puzzleDetails", "puzzleProgress", "puzzleStreak",
                           "puzzleFeedback"};
    std::vector<int> small;
    for (const char *part : parts) {
        const int pixels = QFontInfo(window->findChild<QLabel *>(part)->font()).pixelSize();
        QVERIFY2(pixels >= 16, part);
        small.push_back(pixels);
    }
    // The progress and the streak in one size.
    QCOMPARE(small[2], small[3]);
    const Puzzle p = window->puzzle();
    QCoreApplication::processEvents(); // the layout takes the room reserved for every answer
    const int boxHeight = box->height();
    QTest::keyClick(boardOf(*window), keyFor(p, p.bestPits().front()));
    QCOMPARE(box->tone(), FeedbackBox::Tone::Good);
    QCoreApplication::processEvents();
    QCOMPARE(box->height(), boxHeight); // the room for the praise was kept from the start
    window->resize(1500, 1000);
    QCoreApplication::processEvents();
    for (std::size_t i = 0; i < std::size(parts); ++i) {
        const int pixels = QFontInfo(window->findChild<QLabel *>(parts[i])->font()).pixelSize();
        QVERIFY2(pixels > small[i], parts[i]);
    }
}

QTEST_MAIN(TestPuzzleWindow)
#include "tst_puzzle_window.moc"
