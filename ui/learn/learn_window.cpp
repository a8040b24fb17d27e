// SPDX-License-Identifier: GPL-3.0-or-later
#include "learn_window.h"

#include "board/board_scene.h"
#include "board/board_view.h"
#include "common/board_look.h"
#include "common/feedback_box.h"
#include "common/growing_font.h"
#include "common/window_placement.h"
#include "common/wrapped_text_label.h"
#include "game/learn/tutorial_progress.h"
#include "game/settings/settings.h"
#include "game/words/game_texts.h"
#include "learn/lesson_feedback.h"
#include "learn/lesson_list.h"
#include "learn/lesson_pointer.h"
#include "speech/read_aloud.h"
#include "speech/speech_actions.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QShortcut>
#include <QVBoxLayout>

namespace tihbat {

namespace {

// Beside the main window, a little smaller: 60 % of the screen's width, 80 % of its height.
const WindowPlacement &placement() {
    static const WindowPlacement placement(QStringLiteral("learnWindow"), QSizeF(0.6, 0.8));
    return placement;
}

} // namespace

LearnWindow::LearnWindow(QWidget *parent)
    : QWidget(parent, Qt::Window) {
    setObjectName("learnWindow");
    m_run = new TutorialRun(this);

    m_list = new LessonList;
    auto *listLabel = new QLabel;
    listLabel->setObjectName("lessonListLabel");
    listLabel->setBuddy(m_list);
    auto *side = new QVBoxLayout;
    side->addWidget(listLabel);
    side->addWidget(m_list, 1);

    m_heading = new QLabel;
    m_heading->setObjectName("lessonHeading");
    QFont headingFont = m_heading->font();
    headingFont.setBold(true);
    m_heading->setFont(headingFont);
    m_sentence = new WrappedTextLabel;
    m_sentence->setObjectName("lessonSentence");
    m_task = new WrappedTextLabel;
    m_task->setObjectName("lessonTask");
    QFont bold = m_task->font();
    bold.setBold(true);
    m_task->setFont(bold);

    m_board = new BoardView;
    m_board->setObjectName("lessonBoard");
    m_board->setDropDuration(Settings::dropDuration());
    BoardLook::follow(m_board);
    m_board->installEventFilter(this);
    m_pointer = new LessonPointer(m_board, this);
    connect(m_pointer, &LessonPointer::chosen, this, &LearnWindow::onBoardPit);

    m_feedback = new FeedbackBox(QStringLiteral("lessonFeedback"));

    m_southButton = new QPushButton;
    m_southButton->setObjectName("answerSouth");
    m_northButton = new QPushButton;
    m_northButton->setObjectName("answerNorth");
    m_drawButton = new QPushButton;
    m_drawButton->setObjectName("answerDraw");
    m_answers = new QWidget;
    auto *answers = new QHBoxLayout(m_answers);
    answers->setContentsMargins(0, 0, 0, 0);
    for (QPushButton *b : {m_southButton, m_northButton, m_drawButton})
        answers->addWidget(b);
    answers->addStretch(1);
    // Kept in the layout when hidden: the board stays one size from lesson to lesson.
    QSizePolicy answersPolicy = m_answers->sizePolicy();
    answersPolicy.setRetainSizeWhenHidden(true);
    m_answers->setSizePolicy(answersPolicy);
    connect(m_southButton, &QPushButton::clicked, this,
            [this] { m_run->chooseAnswer(TutorialAnswer::South); });
    connect(m_northButton, &QPushButton::clicked, this,
            [this] { m_run->chooseAnswer(TutorialAnswer::North); });
    connect(m_drawButton, &QPushButton::clicked, this,
            [this] { m_run->chooseAnswer(TutorialAnswer::Draw); });

    m_keys = new WrappedTextLabel;
    m_keys->setObjectName("lessonKeys");
    m_keys->setForegroundRole(QPalette::PlaceholderText);

    m_backButton = new QPushButton;
    m_backButton->setObjectName("lessonBack");
    m_retryButton = new QPushButton;
    m_retryButton->setObjectName("lessonRetry");
    m_nextButton = new QPushButton;
    m_nextButton->setObjectName("lessonNext");
    m_playButton = new QPushButton;
    m_playButton->setObjectName("lessonPlayGame");
    m_playButton->hide();
    // Read Aloud for the child who cannot read yet: the lesson's words and the answers spoken.
    m_readAloudButton = new QPushButton;
    m_readAloudButton->setObjectName("lessonReadAloud");
    m_readAloudButton->setCheckable(true);
    ReadAloud &readAloud = ReadAloud::shared();
    m_readAloudButton->setChecked(readAloud.isOn());
    connect(m_readAloudButton, &QPushButton::clicked, this, [this](bool on) {
        ReadAloud::shared().setOn(on);
        if (on)
            sayLesson();
    });
    connect(&readAloud, &ReadAloud::onChanged, m_readAloudButton, &QPushButton::setChecked);
    connect(&readAloud, &ReadAloud::problemChanged, this, &LearnWindow::showReadAloudProblem);
    showReadAloudProblem(readAloud.problem());
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_backButton);
    buttons->addWidget(m_readAloudButton);
    buttons->addStretch(1);
    buttons->addWidget(m_retryButton);
    buttons->addWidget(m_playButton);
    buttons->addWidget(m_nextButton);
    connect(m_backButton, &QPushButton::clicked, this, [this] { showLesson(m_run->lesson() - 1); });
    connect(m_nextButton, &QPushButton::clicked, this, [this] {
        if (m_run->lesson() + 1 < Tutorial::lessonCount())
            showLesson(m_run->lesson() + 1);
        else
            finishOrOffer();
    });
    connect(m_playButton, &QPushButton::clicked, this, [this] {
        close();
        emit firstGameWanted();
    });
    connect(m_retryButton, &QPushButton::clicked, this, [this] {
        m_run->retry();
        m_board->setFocus(Qt::OtherFocusReason);
    });

    auto *main = new QVBoxLayout;
    main->addWidget(m_heading);
    main->addWidget(m_sentence);
    main->addWidget(m_task);
    main->addWidget(m_board, 1);
    main->addWidget(m_feedback);
    main->addWidget(m_answers);
    main->addWidget(m_keys);
    main->addLayout(buttons);

    auto *layout = new QHBoxLayout(this);
    layout->addLayout(side, 0);
    layout->addLayout(main, 1);

    connect(m_run, &TutorialRun::boardShown, this, &LearnWindow::onBoardShown);
    connect(m_run, &TutorialRun::movePlayed, m_board, &BoardView::playStory);
    m_lessonFeedback = new LessonFeedback(m_run, m_board, m_feedback, this);
    connect(m_lessonFeedback, &LessonFeedback::shown, this, &LearnWindow::onFeedbackShown);
    connect(m_run, &TutorialRun::lessonCompleted, m_list, &LessonList::refresh);
    // Moves: the board checks whose pit it is and plays it; the run explains refusals too.
    connect(m_board, &BoardView::pitActivated, this, &LearnWindow::onBoardPit);
    connect(m_board, &BoardView::pitRefused, this, [this](int pit) { onBoardPit(pit); });
    // Pointing at any pit (no move): every click, read here.
    connect(m_board, &BoardView::pitPressed, this, [this](int pit) {
        if (!Tutorial::playsMoves(m_run->lesson()))
            onBoardPit(pit);
    });
    connect(m_list, &QListWidget::currentRowChanged, this, [this](int row) {
        if (row >= 0 && row != m_run->lesson())
            showLesson(row);
    });

    auto *closeShortcut = new QShortcut(QKeySequence::Close, this);
    connect(closeShortcut, &QShortcut::activated, this, &QWidget::close);
    auto *escape = new QShortcut(QKeySequence(Qt::Key_Escape), this);
    connect(escape, &QShortcut::activated, this, &QWidget::close);

    // The words a child reads grow with the window: at least 16 px, the heading more.
    m_font = new GrowingFont(this);
    m_font->add(m_heading, 1.4);
    m_font->add(m_sentence, 1.15);
    m_font->add(m_task, 1.15);
    m_font->add(m_feedback, 1.1);
    m_font->add(m_keys, 0.9);
    m_font->add(m_list, 1.0);
    for (QPushButton *b : {m_southButton, m_northButton, m_drawButton, m_backButton, m_retryButton,
                           m_playButton, m_nextButton})
        m_font->add(b, 1.0);
    connect(m_font, &GrowingFont::applied, m_list, &LessonList::refresh);

    // Room for the words above and below a board still big enough to count the pebbles on; it
    // fits a 1280x720 laptop screen.
    setMinimumSize(760, 600);
    placement().restore(this);
    retranslateUi();
    showLesson(TutorialProgress::resumeLesson());
}

void LearnWindow::showLesson(int lesson) {
    lesson = std::clamp(lesson, 0, Tutorial::lessonCount() - 1);
    m_run->startLesson(lesson);
    TutorialProgress::setCurrentLesson(Tutorial::lessons()[std::size_t(lesson)].id);
    const bool moves = Tutorial::playsMoves(lesson);
    const bool winner = Tutorial::asksWinner(lesson);
    // The learner plays South's moves; in the other lessons the board plays nothing and every
    // click is read as pointing at a pit.
    m_board->setInteractiveSides(moves, false);
    m_answers->setVisible(winner);
    m_pointer->reset();
    m_offered = false;
    m_playButton->hide();
    QSignalBlocker quiet(m_list);
    m_list->setCurrentRow(lesson);
    retranslateUi();
    sayLesson();
    if (winner)
        m_southButton->setFocus(Qt::OtherFocusReason);
    else
        m_board->setFocus(Qt::OtherFocusReason);
}

void LearnWindow::onBoardShown(const GameState &state, bool gameOver) {
    // The counters the learner holds while sowing stay in sight, in a hand over the pit.
    m_board->setHand(m_run->handPit(), m_run->counterInHand());
    m_board->showState(state, gameOver);
    m_pointer->reshow();
}

void LearnWindow::onBoardPit(int pit) {
    // A click on the wrong move still on the board: the lesson's board again.
    if (m_run->needsRetry()) {
        m_run->retry();
        return;
    }
    m_run->choosePit(pit);
}

bool LearnWindow::eventFilter(QObject *watched, QEvent *event) {
    if (watched == m_board && event->type() == QEvent::KeyPress) {
        auto *key = static_cast<QKeyEvent *>(event);
        const bool enter = key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter;
        // Enter goes on: another go after a wrong move, the next lesson after a right one.
        if (enter && m_run->needsRetry()) {
            m_run->retry();
            return true;
        }
        if (enter && m_run->isDone()) {
            m_nextButton->click();
            return true;
        }
        if (!Tutorial::playsMoves(m_run->lesson()) && !Tutorial::asksWinner(m_run->lesson()) &&
            !(key->modifiers() & (Qt::ControlModifier | Qt::AltModifier)))
            return m_pointer->handleKey(key->key(), key->text());
    }
    return QWidget::eventFilter(watched, event);
}

// What the lesson panel shows, in its order: the sentence and the task.
void LearnWindow::sayLesson() {
    ReadAloud::shared().say(Tutorial::sentence(m_run->lesson()) + QLatin1Char(' ') +
                            Tutorial::task(m_run->lesson()));
}

void LearnWindow::showReadAloudProblem(const QString &reason) {
    m_readAloudButton->setEnabled(reason.isEmpty());
    m_readAloudButton->setToolTip(reason);
    m_readAloudButton->setAccessibleDescription(reason);
}

void LearnWindow::onFeedbackShown() {
    if (isVisible())
        ReadAloud::shared().say(m_feedback->text());
    showTurn();
    m_retryButton->setEnabled(m_run->needsRetry());
    if (m_run->isDone()) {
        m_list->refresh();
        // An answer button had the keyboard: Space now goes on to the next lesson.
        if (m_answers->isVisible() && m_answers->isAncestorOf(focusWidget()))
            m_nextButton->setFocus(Qt::OtherFocusReason);
    }
}

// "Who wins?" shows a game that is over without its final scores (they would give the answer
// away): the name plate says so instead of "to move", as the lesson's words do.
void LearnWindow::showTurn() {
    if (Tutorial::asksWinner(m_run->lesson()) && !m_run->isDone()) {
        //: On the name plate in the "Who wins?" lesson: the game shown has ended
        const QString over = tr("game over", "lesson nameplate");
        m_board->setTurnTags(over, over);
    } else {
        // The learner plays South, as a person against the computer: "your turn", in the
        // game's own words.
        GameSetup learner;
        learner.players[sideIndex(Side::South)].kind = PlayerKind::Human;
        learner.players[sideIndex(Side::North)].kind = PlayerKind::Computer;
        m_board->setTurnTags(GameTexts::turnTag(learner, Side::South), QString());
    }
}

// Finish on the last lesson first offers a game; pressed again it closes the lessons.
void LearnWindow::finishOrOffer() {
    if (m_offered) {
        close();
        return;
    }
    m_offered = true;
    int done = 0;
    for (const auto &each : Tutorial::lessons())
        done += TutorialProgress::isDone(each.id) ? 1 : 0;
    if (done == Tutorial::lessonCount())
        //: At the end of the lessons, after Finish, every lesson done
        m_feedback->setFeedback(FeedbackBox::Tone::Good,
                                tr("You know the rules now. Play your first game?"));
    else
        //: At the end of the lessons, after Finish, when some were skipped: %1 lessons done of
        //: %2; the list beside shows a tick by each lesson done
        m_feedback->setFeedback(FeedbackBox::Tone::Good,
                                tr("You have done %1 of the %2 lessons. The ones without a tick "
                                   "are still in the list. Play your first game?")
                                    .arg(done)
                                    .arg(Tutorial::lessonCount()));
    //: Button at the end of the lessons: starts a game in the game window
    m_playButton->setText(tr("Play Your First &Game"));
    //: Button at the end of the lessons, once a first game has been offered
    m_nextButton->setText(tr("&Close", "lessons"));
    m_playButton->show();
    m_playButton->setDefault(true);
    m_playButton->setFocus(Qt::OtherFocusReason);
}

void LearnWindow::retranslateUi() {
    //: Window title of Help > Learn to Play
    setWindowTitle(tr("Learn to Play Tihbat"));
    auto *listLabel = findChild<QLabel *>(QStringLiteral("lessonListLabel"));
    //: Above the list of lessons
    listLabel->setText(tr("&Lessons:"));
    m_list->setAccessibleName(tr("Lessons"));
    const int lesson = m_run->lesson();
    //: Above a lesson: %1 its number, %2 how many there are, %3 its title
    m_heading->setText(tr("Lesson %1 of %2: %3")
                           .arg(lesson + 1)
                           .arg(Tutorial::lessonCount())
                           .arg(Tutorial::title(lesson)));
    // Room for every lesson's words, so that the board keeps its size from lesson to lesson.
    QStringList sentences;
    QStringList tasks;
    for (int each = 0; each < Tutorial::lessonCount(); ++each) {
        sentences << Tutorial::sentence(each);
        tasks << Tutorial::task(each);
    }
    m_sentence->setText(Tutorial::sentence(lesson));
    m_sentence->setPossibleTexts(sentences);
    m_sentence->setAccessibleName(Tutorial::sentence(lesson));
    m_task->setText(Tutorial::task(lesson));
    m_task->setPossibleTexts(tasks);
    m_task->setAccessibleName(Tutorial::task(lesson));
    m_board->setAccessibleName(tr("Lesson board"));
    m_board->setPlayerNames(QString(), QString());

    //: Answer to "Who wins?" in a lesson
    m_southButton->setText(tr("&South", "answer"));
    //: Answer to "Who wins?" in a lesson
    m_northButton->setText(tr("N&orth", "answer"));
    //: Answer to "Who wins?" in a lesson: nobody wins
    m_drawButton->setText(tr("&Draw", "answer"));
    //: Button: the lesson before
    m_backButton->setText(tr("< &Back"));
    //: Button: the lesson's board again after a wrong move
    m_retryButton->setText(tr("&Try Again"));
    m_readAloudButton->setText(SpeechActions::readAloudText());
    m_nextButton->setText(lesson + 1 < Tutorial::lessonCount()
                              //: Button: the next lesson
                              ? tr("&Next >")
                              //: Button on the last lesson: closes the lessons
                              : tr("&Finish"));
    m_backButton->setEnabled(lesson > 0);

    //: Keys in the "Who wins?" lesson
    const QString answerKeys = tr("Keys: Tab and Space choose an answer.");
    //: Keys in a lesson where the learner plays a move
    const QString moveKeys = tr("Keys: A or B plays that pit; Left, Right and Enter also work. "
                                "After a try, Enter goes on.");
    //: Keys in a lesson where the learner clicks pits: the letters are the pits' names
    const QString pointKeys = tr("Keys: type a pit's letter (A, B with Shift; a, b without), or "
                                 "move with Left and Right and press Enter.");
    m_keys->setPossibleTexts({answerKeys, moveKeys, pointKeys});
    if (Tutorial::asksWinner(lesson))
        m_keys->setText(answerKeys);
    else if (Tutorial::playsMoves(lesson))
        m_keys->setText(moveKeys);
    else
        m_keys->setText(pointKeys);
    m_list->refresh();
    m_lessonFeedback->show();
}

void LearnWindow::changeEvent(QEvent *event) {
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
}

void LearnWindow::hideEvent(QHideEvent *event) {
    placement().save(this);
    QWidget::hideEvent(event);
}

} // namespace tihbat
