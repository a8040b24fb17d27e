// SPDX-License-Identifier: GPL-3.0-or-later
// Help > Learn to Play: the lessons of the course (model/game/tutorial.h) on a board of their
// own. A thin shell: it shows the run's board and words, passes the learner's clicks and keys
// to the run, and keeps the list of lessons with the ones done ticked; Back and Next move
// through them, and the window opens where the learner left off. The words grow with the
// window (GrowingFont) and the answers come in the board-coloured FeedbackBox, whose room is
// kept from the start so the board never jumps; Finish offers a first game.
#pragma once

#include "game/tutorial_run.h"

#include <QWidget>

class QLabel;
class QListWidget;
class QPushButton;

namespace tihbat {

class BoardView;
class FeedbackBox;
class GrowingFont;
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
    void refreshList();
    void showFeedback();
    void onBoardShown(const GameState &state, bool gameOver);
    void onBoardPit(int pit);
    // Keys for the lessons where the learner points at any pit (the board plays none).
    bool pointByKey(int key, const QString &text);
    void setCursorPit(int pit);
    void reserveFeedbackRoom();
    void showTurn();
    void finishOrOffer();

    TutorialRun *m_run = nullptr; // child
    BoardView *m_board = nullptr;
    QListWidget *m_list = nullptr;
    QLabel *m_heading = nullptr;
    WrappedTextLabel *m_sentence = nullptr;
    WrappedTextLabel *m_task = nullptr;
    FeedbackBox *m_feedback = nullptr;
    GrowingFont *m_font = nullptr; // child
    QLabel *m_keys = nullptr;
    QWidget *m_answers = nullptr; // the South / North / Draw buttons of "Who wins?"
    QPushButton *m_southButton = nullptr;
    QPushButton *m_northButton = nullptr;
    QPushButton *m_drawButton = nullptr;
    QPushButton *m_backButton = nullptr;
    QPushButton *m_retryButton = nullptr;
    QPushButton *m_nextButton = nullptr;
    QPushButton *m_playButton = nullptr; // the first game, offered by Finish
    int m_cursorPit = -1;                // the pit Enter points at, in lessons without moves
    bool m_feedbackWaits = false;        // for the move being shown to end
    bool m_offered = false;              // Finish has offered the first game
};

} // namespace tihbat
