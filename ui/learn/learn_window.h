// SPDX-License-Identifier: GPL-3.0-or-later
// Help > Learn to Play: the lessons of the course (model/game/tutorial.h) on a board of their
// own. A thin shell: it shows the run's board and words and passes the learner's clicks and
// keys to the run (LessonPointer: the keys of the lessons without moves); Back and Next move
// through the LessonList, and the window opens where the learner left off. The words grow with
// the window (GrowingFont) and the answers come in the board-coloured FeedbackBox
// (LessonFeedback: what goes in it, and when); Finish offers a first game.
#pragma once

#include "game/learn/tutorial_run.h"

#include <QWidget>

class QLabel;
class QPushButton;

namespace tihbat {

class BoardView;
class FeedbackBox;
class GrowingFont;
class LessonFeedback;
class LessonList;
class LessonPointer;
class WrappedTextLabel;

class LearnWindow : public QWidget {
    Q_OBJECT
public:
    explicit LearnWindow(QWidget *parent = nullptr);

    TutorialRun *run() const { return m_run; }
    BoardView *board() const { return m_board; }
    void showLesson(int lesson);

signals:
    // The learner took the offer of a first game at the end of the course.
    void firstGameWanted();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void changeEvent(QEvent *event) override;
    void hideEvent(QHideEvent *event) override;

private:
    void retranslateUi();
    // The answer to a try is in its box: the turn, Try Again and the ticks follow it.
    void onFeedbackShown();
    void sayLesson();
    void showReadAloudProblem(const QString &reason);
    void onBoardShown(const GameState &state, bool gameOver);
    void onBoardPit(int pit);
    void showTurn();
    void finishOrOffer();

    TutorialRun *m_run = nullptr; // child
    BoardView *m_board = nullptr;
    LessonList *m_list = nullptr;
    QLabel *m_heading = nullptr;
    WrappedTextLabel *m_sentence = nullptr;
    WrappedTextLabel *m_task = nullptr;
    FeedbackBox *m_feedback = nullptr;
    LessonFeedback *m_lessonFeedback = nullptr; // child: what goes into m_feedback, and when
    GrowingFont *m_font = nullptr;              // child
    LessonPointer *m_pointer = nullptr;         // child: the keys in lessons without moves
    WrappedTextLabel *m_keys = nullptr;
    QWidget *m_answers = nullptr; // the South / North / Draw buttons of "Who wins?"
    QPushButton *m_southButton = nullptr;
    QPushButton *m_northButton = nullptr;
    QPushButton *m_drawButton = nullptr;
    QPushButton *m_backButton = nullptr;
    QPushButton *m_retryButton = nullptr;
    QPushButton *m_readAloudButton = nullptr; // checkable: ReadAloud on or off
    QPushButton *m_nextButton = nullptr;
    QPushButton *m_playButton = nullptr; // the first game, offered by Finish
    bool m_offered = false;              // Finish has offered the first game
};

} // namespace tihbat
