// SPDX-License-Identifier: GPL-3.0-or-later
// Learn to Play's answer to a try, in the board-coloured FeedbackBox: the run's words in the
// tone of the answer, shown once the move being shown has ended (first see it, then read why),
// in a box that keeps the room of the lesson's longest first answer, so the board above does
// not shrink when one comes.
#pragma once

#include <QObject>

namespace tihbat {

class BoardView;
class FeedbackBox;
class TutorialRun;

class LessonFeedback : public QObject {
    Q_OBJECT
public:
    LessonFeedback(TutorialRun *run, BoardView *board, FeedbackBox *box, QObject *parent);

    // The run's answer now, or once the board has shown the move it answers.
    void show();

signals:
    // The answer is in the box.
    void shown();

private:
    void reserveRoom();

    TutorialRun *m_run;
    BoardView *m_board;
    FeedbackBox *m_box;
    bool m_waits = false; // for the move being shown to end
};

} // namespace tihbat
