// SPDX-License-Identifier: GPL-3.0-or-later
// Help > Learn to Play as a person meets it, headless: the offer on the very first start (once,
// never again, never in the way), the menu action, every lesson done through the window by
// clicks and keys, a wrong try explained with another go, progress across a restart, and
// screenshots of a lesson in English and in Hindi (TIHBAT_SCREENSHOT_DIR to keep them).
#include "board/board_scene.h"
#include "board/board_view.h"
#include "board/counter_item.h"
#include "board/items.h"
#include "common/feedback_box.h"
#include "game/learn/tutorial_progress.h"
#include "game/learn/tutorial_run.h"
#include "game/settings/settings.h"
#include "i18n/language_manager.h"
#include "isolated_settings.h"
#include "learn/learn_to_play.h"
#include "learn/learn_window.h"
#include "play/main_window.h"
#include "play/new_game_card.h"
#include "screenshot_checks.h"

#include <QAction>
#include <QLabel>
#include <QListWidget>
#include <QMenu>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QTest>
#include <QTimer>

using namespace tihbat;

namespace {

QPoint pointOfPit(BoardView *view, int pit) {
    return view->mapFromScene(view->boardScene()->pitCentre(pit));
}

void clickPit(BoardView *view, int pit) {
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, pointOfPit(view, pit));
}

QString labelText(const QWidget &window, const char *name) {
    return window.findChild<QLabel *>(QString::fromLatin1(name))->text();
}

QPushButton *button(const QWidget &window, const char *name) {
    return window.findChild<QPushButton *>(QString::fromLatin1(name));
}

int lessonNamed(const char *id) {
    return Tutorial::indexOf(QString::fromLatin1(id));
}

// The pits whose move does what the lesson asks, worked out by the run of a scratch copy: the
// window test checks the window, tst_tutorial the course.
int rightPit(int lesson) {
    for (int pit : {PitA, PitB}) {
        TutorialRun scratch;
        scratch.setRecordsProgress(false);
        scratch.startLesson(lesson);
        scratch.choosePit(pit);
        if (scratch.isDone())
            return pit;
    }
    return -1;
}

void deliverLanguageChange() {
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
    QCoreApplication::processEvents();
}

} // namespace

class TestLearnWindow : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { IsolatedSettings::forThisTest(QStringLiteral("TihbatLearnTest")); }
    void init() {
        QSettings().clear();
        Settings::setDropDuration(0); // instant: nothing waits for animation
    }

    void firstStartOffersTheLessonsOnceAndNeverAgain() {
        {
            MainWindow window;
            window.start({});
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            auto *bar = window.findChild<QWidget *>(QStringLiteral("learnOfferBar"));
            QVERIFY(bar);
            QVERIFY(bar->isVisible());
            // Not modal, nothing in front of the game: the board still takes a move.
            QVERIFY(!QApplication::activeModalWidget());
            QVERIFY(QSettings().value("learn/offered").toBool());
            // Taking the offer opens the lessons and closes the bar.
            button(*bar, "learnOfferStart")->click();
            QVERIFY(!bar->isVisible());
            auto *learn = window.findChild<LearnWindow *>();
            QVERIFY(learn);
            QVERIFY(learn->isVisible());
            QCOMPARE(learn->run()->lesson(), 0);
        }
        // The next start, offered or not answered: no bar.
        {
            MainWindow window;
            window.start({});
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            QVERIFY(!window.findChild<QWidget *>(QStringLiteral("learnOfferBar"))->isVisible());
        }
        // Dismissed on a first start: gone, and still never again.
        QSettings().clear();
        {
            MainWindow window;
            window.start({});
            window.show();
            auto *bar = window.findChild<QWidget *>(QStringLiteral("learnOfferBar"));
            QVERIFY(bar->isVisible());
            button(*bar, "learnOfferDismiss")->click();
            QVERIFY(!bar->isVisible());
            QVERIFY(!window.findChild<LearnWindow *>());
        }
        MainWindow again;
        again.start({});
        again.show();
        QVERIFY(!again.findChild<QWidget *>(QStringLiteral("learnOfferBar"))->isVisible());
    }

    void helpMenuOpensTheLessons() {
        MainWindow window;
        window.start({});
        auto *help = window.findChild<QMenu *>(QStringLiteral("helpMenu"));
        auto *learn = window.findChild<QAction *>(QStringLiteral("learnAction"));
        QVERIFY(help->actions().contains(learn));
        QVERIFY(!learn->text().isEmpty());
        learn->trigger();
        auto *lessons = window.findChild<LearnWindow *>();
        QVERIFY(lessons && lessons->isVisible());
        // A second time brings the same window to the front.
        learn->trigger();
        QCOMPARE(window.findChildren<LearnWindow *>().size(), 1);
        // A window of its own, with its own board: the game's board is not the lessons'.
        QVERIFY(lessons->isWindow());
        QVERIFY(lessons->board() != window.board());
    }

    void everyLessonIsDoneThroughTheWindow() {
        LearnWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        BoardView *board = window.board();
        auto *list = window.findChild<QListWidget *>(QStringLiteral("lessonList"));
        QCOMPARE(list->count(), Tutorial::lessonCount());
        for (int lesson = 0; lesson < Tutorial::lessonCount(); ++lesson) {
            QCOMPARE(window.run()->lesson(), lesson);
            QCOMPARE(list->currentRow(), lesson);
            QCOMPARE(labelText(window, "lessonSentence"), Tutorial::sentence(lesson));
            QCOMPARE(labelText(window, "lessonTask"), Tutorial::task(lesson));
            const TutorialLesson &l = Tutorial::lessons()[std::size_t(lesson)];
            switch (l.task) {
            case TutorialTask::PointAtOwnPit:
                clickPit(board, PitB);
                break;
            case TutorialTask::Sow: {
                // By mouse in one lesson, by the pits' letters in the other.
                const bool byKeys = l.id == u"order";
                int pit = l.pit;
                const int n = l.start.position.pits[std::size_t(pit)];
                const QString letters = QStringLiteral("ABab");
                for (int i = 0; i <= n; ++i) {
                    if (byKeys)
                        QTest::keyClicks(board, QString(letters[pit]));
                    else
                        clickPit(board, pit);
                    // The first counter goes back into the emptied pit, then round.
                    if (i > 0)
                        pit = (pit + 1) % 4;
                    QCOMPARE(board->boardScene()->state(), window.run()->state());
                }
                break;
            }
            case TutorialTask::Capture:
            case TutorialTask::MakePass:
            case TutorialTask::Repeat: {
                const int pit = rightPit(lesson);
                QVERIFY(pit >= 0);
                // A and B play the learner's pits, as in the game.
                QTest::keyClick(board, pit == PitA ? Qt::Key_A : Qt::Key_B);
                QCOMPARE(board->boardScene()->state(), window.run()->state());
                break;
            }
            case TutorialTask::NameWinner:
                QVERIFY(button(window, "answerSouth")->isVisible());
                button(window, Tutorial::winner(l.start) == TutorialAnswer::South   ? "answerSouth"
                               : Tutorial::winner(l.start) == TutorialAnswer::North ? "answerNorth"
                                                                                    : "answerDraw")
                    ->click();
                break;
            }
            QVERIFY2(window.run()->isDone(), qPrintable(l.id));
            if (l.task == TutorialTask::NameWinner)
                QCOMPARE(QApplication::focusWidget(), button(window, "lessonNext"));
            QCOMPARE(labelText(window, "lessonFeedback"), window.run()->feedbackText());
            QVERIFY(list->item(lesson)->text().contains(QChar(0x2713)));
            // Enter goes on to the next lesson (after the last: Finish).
            board->setFocus();
            QTest::keyClick(board, Qt::Key_Return);
        }
        QCOMPARE(TutorialProgress::doneLessons().size(), Tutorial::lessonCount());
        // Finish offers a first game, with the keyboard on it; taking it closes the lessons.
        QVERIFY(window.isVisible());
        QVERIFY(labelText(window, "lessonFeedback").contains(QStringLiteral("know the rules")));
        QPushButton *play = button(window, "lessonPlayGame");
        QVERIFY(play->isVisible());
        QCOMPARE(QApplication::focusWidget(), play);
        QSignalSpy wanted(&window, &LearnWindow::firstGameWanted);
        QTest::keyClick(play, Qt::Key_Return);
        QCOMPARE(wanted.count(), 1);
        QVERIFY(!window.isVisible());
    }

    void finishOffersAFirstGameInTheGameWindow() {
        MainWindow main;
        main.start({});
        main.show();
        main.findChild<QAction *>(QStringLiteral("learnAction"))->trigger();
        auto *lessons = main.findChild<LearnWindow *>();
        lessons->showLesson(Tutorial::lessonCount() - 1);
        QPushButton *finish = button(*lessons, "lessonNext");
        QCOMPARE(finish->text(), QStringLiteral("&Finish"));
        finish->click();
        // Not closed: a first game is offered, and Finish has become Close.
        QVERIFY(lessons->isVisible());
        QVERIFY(button(*lessons, "lessonPlayGame")->isVisible());
        QVERIFY(labelText(*lessons, "lessonFeedback").contains(QStringLiteral("first game")));
        // Taking it opens the New Game card on the game window's board.
        // The card runs its own event loop: a timer answers it from inside that loop.
        bool dialogSeen = false;
        QTimer poll;
        connect(&poll, &QTimer::timeout, &main, [&] {
            auto *card = main.findChild<NewGameCard *>("newGameCard");
            if (!card || !card->isVisible() || card->isClosed())
                return;
            dialogSeen = true;
            card->cancelButton()->click();
        });
        poll.start(10);
        button(*lessons, "lessonPlayGame")->click();
        QVERIFY(!lessons->isVisible());
        QTRY_VERIFY(dialogSeen);
        poll.stop();
        // Close after the offer closes the lessons.
        lessons->show();
        lessons->showLesson(Tutorial::lessonCount() - 1);
        button(*lessons, "lessonNext")->click();
        button(*lessons, "lessonNext")->click();
        QVERIFY(!lessons->isVisible());
    }

    void theLayoutStaysStillWhenAnswersAndTicksCome() {
        const int lesson = lessonNamed("capture");
        const int right = rightPit(lesson);
        Settings::setDoneLessons({}); // no lesson ticked yet (the tests before did them all)
        LearnWindow window;
        window.resize(1000, 700);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto *list = window.findChild<QListWidget *>(QStringLiteral("lessonList"));
        window.showLesson(lesson);
        QCoreApplication::processEvents();
        const int listWidth = list->width();
        const QSize boardSize = window.board()->size();
        QVERIFY(!list->item(lesson)->text().contains(QChar(0x2713)));
        // A wrong try: the words come in the box kept for them.
        clickPit(window.board(), 1 - right);
        QVERIFY(!labelText(window, "lessonFeedback").isEmpty());
        QCoreApplication::processEvents();
        QCOMPARE(window.board()->size(), boardSize);
        QCOMPARE(list->width(), listWidth);
        // The right move: praise, and a tick in the list.
        button(window, "lessonRetry")->click();
        clickPit(window.board(), right);
        QVERIFY(window.run()->isDone());
        QVERIFY(list->item(lesson)->text().contains(QChar(0x2713)));
        QCoreApplication::processEvents();
        QCOMPARE(window.board()->size(), boardSize);
        QCOMPARE(list->width(), listWidth);
        // The answer is in the board's coloured box, marked as right.
        auto *box = window.findChild<FeedbackBox *>(QStringLiteral("lessonFeedbackBox"));
        QCOMPARE(box->tone(), FeedbackBox::Tone::Good);
    }

    // While the learner sows, the counters in the hand stay on the board, lifted over the pit the
    // hand is at, and every counter stays the same item (the same look) from frame to frame.
    void theCountersInTheHandStayInSight() {
        LearnWindow window;
        window.show();
        const int lesson = lessonNamed("sow");
        window.showLesson(lesson);
        const TutorialLesson &l = Tutorial::lessons()[std::size_t(lesson)];
        const int total = l.start.position.boardTotal();
        const auto counters = [&] {
            QList<CounterItem *> found;
            for (QGraphicsItem *item : window.board()->boardScene()->items())
                if (auto *counter = qgraphicsitem_cast<CounterItem *>(item);
                    counter && counter->isVisible())
                    found.append(counter);
            std::sort(found.begin(), found.end());
            return found;
        };
        const QList<CounterItem *> start = counters();
        QCOMPARE(start.size(), total);
        int pit = l.pit;
        const int n = l.start.position.pits[std::size_t(pit)];
        for (int i = 0; i <= n; ++i) {
            clickPit(window.board(), pit);
            const int held = window.run()->counterInHand();
            QCOMPARE(held, i == 0 ? n : n - i);
            QCOMPARE(counters(), start); // none gone, none made anew
            // The held ones are lifted above the board's own (higher in the stack).
            int lifted = 0;
            for (CounterItem *counter : counters())
                lifted += counter->lift() > 0.5 ? 1 : 0;
            QCOMPARE(lifted, held);
            if (i > 0)
                pit = (pit + 1) % 4;
        }
        QVERIFY(window.run()->isDone());
    }

    void theWinnerLessonsBoardSaysTheGameIsOver() {
        LearnWindow window;
        window.show();
        const int lesson = lessonNamed("winner");
        window.showLesson(lesson);
        // The lesson says the game is over; the board does not say anyone is to move.
        QVERIFY(Tutorial::sentence(lesson).contains(QStringLiteral("game is over")) ||
                Tutorial::task(lesson).contains(QStringLiteral("over")));
        BoardScene *scene = window.board()->boardScene();
        for (Side side : {Side::South, Side::North}) {
            const QString tag = scene->nameplate(side)->tagText();
            QVERIFY2(!tag.contains(QStringLiteral("to move")), qPrintable(tag));
        }
        const Side shown = window.run()->state().position.toMove;
        QCOMPARE(scene->nameplate(shown)->tagText(), QStringLiteral("game over"));
        // Once answered the board shows the end with each player's count.
        const TutorialAnswer right = Tutorial::winner(window.run()->state());
        button(window, right == TutorialAnswer::South   ? "answerSouth"
                       : right == TutorialAnswer::North ? "answerNorth"
                                                        : "answerDraw")
            ->click();
        for (Side side : {Side::South, Side::North})
            QVERIFY(scene->nameplate(side)->tagText().contains(QStringLiteral("ends with")));
    }

    void theWordsAreBigEnoughAndGrowWithTheWindow() {
        LearnWindow window;
        window.resize(window.minimumSize());
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const char *parts[] = {"lessonHeading", "lessonSentence", "lessonTask", "lessonFeedback"};
        std::vector<int> small;
        for (const char *part : parts) {
            const int pixels = QFontInfo(window.findChild<QLabel *>(part)->font()).pixelSize();
            QVERIFY2(pixels >= 16, part);
            small.push_back(pixels);
        }
        window.resize(1600, 1000);
        QCoreApplication::processEvents();
        QCOMPARE(window.size(), QSize(1600, 1000));
        for (std::size_t i = 0; i < std::size(parts); ++i) {
            const int pixels = QFontInfo(window.findChild<QLabel *>(parts[i])->font()).pixelSize();
            QVERIFY2(pixels > small[i], parts[i]);
        }
    }

    void aWrongMoveIsExplainedAndTriedAgain() {
        LearnWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const int lesson = lessonNamed("capture");
        window.showLesson(lesson);
        const int wrong = 1 - rightPit(lesson);
        QPushButton *retry = button(window, "lessonRetry");
        QVERIFY(!retry->isEnabled());
        clickPit(window.board(), wrong);
        QVERIFY(!window.run()->isDone());
        QCOMPARE(window.run()->feedback(), TutorialRun::Feedback::Wrong);
        const QString explanation = labelText(window, "lessonFeedback");
        QVERIFY(explanation.contains(QStringLiteral("North's side")));
        QVERIFY(retry->isEnabled());
        // The wrong move is shown on the board, then Try Again puts the lesson's board back.
        QVERIFY(window.board()->boardScene()->state() !=
                Tutorial::lessons()[std::size_t(lesson)].start);
        retry->click();
        QCOMPARE(window.board()->boardScene()->state(),
                 Tutorial::lessons()[std::size_t(lesson)].start);
        QVERIFY(labelText(window, "lessonFeedback").isEmpty());
        // A North pit is refused by the board and explained by the lesson.
        clickPit(window.board(), Pita);
        QVERIFY(labelText(window, "lessonFeedback").contains(QStringLiteral("North's")));
        QCOMPARE(window.board()->boardScene()->state(),
                 Tutorial::lessons()[std::size_t(lesson)].start);
        // Enter after a wrong move is another go too.
        clickPit(window.board(), wrong);
        QVERIFY(window.run()->needsRetry());
        QTest::keyClick(window.board(), Qt::Key_Return);
        QVERIFY(!window.run()->needsRetry());
        QTest::keyClick(window.board(), rightPit(lesson) == PitA ? Qt::Key_A : Qt::Key_B);
        QVERIFY(window.run()->isDone());
    }

    void theWordsComeOnceTheMoveIsShown() {
        Settings::setDropDuration(40);
        LearnWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const int lesson = lessonNamed("own-side");
        window.showLesson(lesson);
        QSignalSpy finished(window.board(), &BoardView::animationFinished);
        clickPit(window.board(), 1 - rightPit(lesson));
        QVERIFY(window.board()->isAnimating());
        QVERIFY(labelText(window, "lessonFeedback").isEmpty());
        QVERIFY(finished.wait(5000));
        QCOMPARE(labelText(window, "lessonFeedback"), window.run()->feedbackText());
        QVERIFY(!labelText(window, "lessonFeedback").isEmpty());
        // A click while the move is shown ends the showing at once, and the words come.
        button(window, "lessonRetry")->click();
        clickPit(window.board(), rightPit(lesson));
        QVERIFY(window.board()->isAnimating());
        clickPit(window.board(), PitA);
        QVERIFY(!window.board()->isAnimating());
        QVERIFY(window.run()->isDone());
        QCOMPARE(labelText(window, "lessonFeedback"), window.run()->feedbackText());
    }

    void keysPointAtAnyPitInTheSowingLessons() {
        LearnWindow window;
        window.show();
        const int lesson = lessonNamed("sow");
        window.showLesson(lesson);
        BoardView *board = window.board();
        // Right goes round the board in sowing order from A; Enter takes that pit.
        QTest::keyClick(board, Qt::Key_Right); // A
        QTest::keyClick(board, Qt::Key_Right); // B
        // The pit the keys point at is ringed, and only that one.
        for (int pit = 0; pit < PitCount; ++pit)
            QCOMPARE(board->boardScene()->pitItem(pit)->isMarkedPlayed(), pit == PitB);
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QCoreApplication::processEvents();
        QVERIFY(screenshots::saveIfAsked(window.grab().toImage(),
                                         QStringLiteral("lesson_keys_en.png")));
        QTest::keyClick(board, Qt::Key_Return);
        QCOMPARE(window.run()->feedback(), TutorialRun::Feedback::Wrong);
        QTest::keyClick(board, Qt::Key_Left); // A
        QTest::keyClick(board, Qt::Key_Return);
        QCOMPARE(window.run()->feedback(), TutorialRun::Feedback::Going);
        QCOMPARE(window.run()->state().position.pits[PitA], 0);
        // A lower-case letter is North's pit: the first counter does not go there.
        QTest::keyClicks(board, QStringLiteral("a"));
        QCOMPARE(window.run()->feedback(), TutorialRun::Feedback::Wrong);
        QVERIFY(labelText(window, "lessonFeedback").contains(QStringLiteral("first counter")));
    }

    void aNewLessonStartsWithoutTheRingOfTheLastOne() {
        LearnWindow window;
        window.show();
        const int lesson = lessonNamed("sow");
        window.showLesson(lesson);
        BoardView *board = window.board();
        QTest::keyClick(board, Qt::Key_Right); // A, ringed
        QVERIFY(board->boardScene()->pitItem(PitA)->isMarkedPlayed());
        window.showLesson(lesson + 1);
        for (int pit = 0; pit < PitCount; ++pit)
            QVERIFY2(!board->boardScene()->pitItem(pit)->isMarkedPlayed(),
                     qPrintable(QString::number(pit)));
    }

    void progressSurvivesARestart() {
        {
            LearnWindow window;
            window.show();
            QCOMPARE(window.run()->lesson(), 0);
            clickPit(window.board(), PitA); // lesson 1 done
            button(window, "lessonNext")->click();
            button(window, "lessonNext")->click(); // on to lesson 3 without doing lesson 2
            QCOMPARE(window.run()->lesson(), 2);
            window.close();
        }
        QSettings().sync();
        LearnWindow later;
        later.show();
        // Opens where the learner left off, with the lesson done ticked and the others not.
        QCOMPARE(later.run()->lesson(), 2);
        auto *list = later.findChild<QListWidget *>(QStringLiteral("lessonList"));
        QVERIFY(list->item(0)->text().contains(QChar(0x2713)));
        QVERIFY(!list->item(1)->text().contains(QChar(0x2713)));
        QVERIFY(list->item(0)->data(Qt::AccessibleTextRole).toString().contains("done"));
        // The list picks a lesson; Back goes to the one before.
        list->setCurrentRow(5);
        QCOMPARE(later.run()->lesson(), 5);
        button(later, "lessonBack")->click();
        QCOMPARE(later.run()->lesson(), 4);
        QCOMPARE(TutorialProgress::resumeLesson(), 4);
    }

    void wordsFollowALanguageChange() {
        LanguageManager languages;
        languages.setLanguage(QStringLiteral("en"));
        deliverLanguageChange();
        LearnWindow window;
        window.show();
        const int lesson = lessonNamed("capture");
        window.showLesson(lesson);
        clickPit(window.board(), 1 - rightPit(lesson));
        const QString english = labelText(window, "lessonFeedback");
        const QString heading = labelText(window, "lessonHeading");
        languages.setLanguage(QStringLiteral("el"));
        deliverLanguageChange();
        // The open window, its lesson and the explanation of the last try, all in Greek now.
        QVERIFY(labelText(window, "lessonFeedback") != english);
        QCOMPARE(labelText(window, "lessonFeedback"), window.run()->feedbackText());
        QVERIFY(labelText(window, "lessonFeedback").contains(QStringLiteral("Βορρά")));
        QVERIFY(labelText(window, "lessonHeading") != heading);
        QCOMPARE(labelText(window, "lessonSentence"), Tutorial::sentence(lesson));
        languages.setLanguage(QStringLiteral("en"));
        deliverLanguageChange();
        QCOMPARE(labelText(window, "lessonFeedback"), english);
    }

    void screenshotsInEnglishAndHindi() {
        for (const char *code : {"en", "hi"}) {
            LanguageManager languages;
            languages.setLanguage(QString::fromLatin1(code));
            deliverLanguageChange();
            LearnWindow window;
            window.resize(1100, 760);
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            const int lesson = lessonNamed("capture");
            window.showLesson(lesson);
            clickPit(window.board(), 1 - rightPit(lesson));
            deliverLanguageChange();
            const QString sentence = labelText(window, "lessonSentence");
            const QString feedback = labelText(window, "lessonFeedback");
            QCOMPARE(sentence, Tutorial::sentence(lesson));
            if (qstrcmp(code, "hi") == 0) {
                // Written in Devanagari, not English.
                QVERIFY(sentence.contains(QChar(0x0915)) || sentence.contains(QChar(0x0917)));
                QVERIFY(!feedback.contains(QStringLiteral("North's side")));
            }
            const QImage picture = window.grab().toImage();
            QVERIFY2(screenshots::contentProblem(picture, &window).isEmpty(),
                     qPrintable(screenshots::contentProblem(picture, &window)));
            QVERIFY(screenshots::placeProblem(picture, &window, window.board()).isEmpty());
            QVERIFY(screenshots::saveIfAsked(picture, QStringLiteral("lesson_%1.png").arg(code)));
            // Mid-sowing, in the same language.
            window.showLesson(lessonNamed("order"));
            clickPit(window.board(), Tutorial::lessons()[std::size_t(lessonNamed("order"))].pit);
            QCoreApplication::processEvents(); // the new lesson's words laid out
            const QImage sowing = window.grab().toImage();
            QVERIFY(screenshots::contentProblem(sowing, &window).isEmpty());
            QVERIFY(
                screenshots::saveIfAsked(sowing, QStringLiteral("lesson_sowing_%1.png").arg(code)));
            // "Who wins?" with its answers.
            window.showLesson(lessonNamed("winner"));
            QCoreApplication::processEvents();
            const QImage winner = window.grab().toImage();
            QVERIFY(screenshots::placeProblem(winner, &window,
                                              window.findChild<QPushButton *>("answerSouth"))
                        .isEmpty());
            QVERIFY(screenshots::saveIfAsked(
                winner, QStringLiteral("lesson_winner_%1.png").arg(QString::fromLatin1(code))));
            languages.setLanguage(QStringLiteral("en"));
            deliverLanguageChange();
        }
    }

    // Skipped lessons: the last words do not say the rules are known, and count the lessons done.
    void finishCountsTheLessonsDone() {
        LearnWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.showLesson(0);
        clickPit(window.board(), rightPit(0));
        QVERIFY(window.run()->isDone());
        window.showLesson(Tutorial::lessonCount() - 1);
        button(window, "lessonNext")->click();
        const QString words = labelText(window, "lessonFeedback");
        QVERIFY2(!words.contains(QStringLiteral("know the rules")), qPrintable(words));
        QVERIFY2(words.contains(QStringLiteral("1 of the %1 lessons").arg(Tutorial::lessonCount())),
                 qPrintable(words));
        QVERIFY(button(window, "lessonPlayGame")->isVisible());
    }

    // The board is one size in every lesson, whatever the lesson's words and answers.
    void theBoardKeepsItsSizeFromLessonToLesson() {
        for (const char *code : {"en", "hi"}) {
            LanguageManager languages;
            languages.setLanguage(QString::fromLatin1(code));
            deliverLanguageChange();
            LearnWindow window;
            window.resize(1000, 720);
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            window.showLesson(0);
            QCoreApplication::processEvents();
            const QSize first = window.board()->size();
            for (int lesson = 1; lesson < Tutorial::lessonCount(); ++lesson) {
                window.showLesson(lesson);
                QCoreApplication::processEvents();
                QVERIFY2(window.board()->size() == first,
                         qPrintable(QStringLiteral("%1, lesson %2: %3x%4, lesson 1: %5x%6")
                                        .arg(QString::fromLatin1(code))
                                        .arg(lesson + 1)
                                        .arg(window.board()->width())
                                        .arg(window.board()->height())
                                        .arg(first.width())
                                        .arg(first.height())));
            }
            languages.setLanguage(QStringLiteral("en"));
            deliverLanguageChange();
        }
    }

    // The learner is spoken to as in a game against the computer: "your turn" on their plate,
    // in Hindi "तुम्हारी बारी" (the game's words), not "to move" ("इसकी बारी").
    void theLearnersPlateSaysYourTurn() {
        const std::pair<const char *, QString> expected[] = {
            {"en", QStringLiteral("your turn")},
            {"hi", QStringLiteral("\u0924\u0941\u092e\u094d\u0939\u093e\u0930\u0940 "
                                  "\u092c\u093e\u0930\u0940")}};
        for (const auto &[code, words] : expected) {
            LanguageManager languages;
            languages.setLanguage(QString::fromLatin1(code));
            deliverLanguageChange();
            LearnWindow window;
            window.show();
            window.showLesson(0);
            QCoreApplication::processEvents();
            QCOMPARE(window.run()->state().position.toMove, Side::South);
            QCOMPARE(window.board()->boardScene()->nameplate(Side::South)->tagText(), words);
            languages.setLanguage(QStringLiteral("en"));
            deliverLanguageChange();
        }
    }
};

QTEST_MAIN(TestLearnWindow)
#include "tst_learn_window.moc"
