// SPDX-License-Identifier: GPL-3.0-or-later
// Game > Puzzles: one puzzle at a time on a board of its own. The statement in one sentence,
// its difficulty, the person's progress and streak (kept in the settings by PuzzleProgress), a
// kind explanation after a wrong move and another go, praise for the right one, Next, and
// "Show me", which plays the solution and says why it is best (worked out by the analysis
// service, off the GUI thread). The answers come in the board-coloured FeedbackBox the lessons
// use too, and the words grow with the window (GrowingFont).
#pragma once

#include "common/feedback_box.h"
#include "core/puzzles.h"
#include "game/puzzles/puzzle_progress.h"

#include <QDialog>

class QLabel;
class QPushButton;

namespace tihbat {

class AnalysisService;
class BoardView;

class PuzzleWindow : public QDialog {
    Q_OBJECT
public:
    // Starts at the puzzle the person was at last (or the first), from `puzzles` (the shipped
    // collection in the game, which tst_puzzles keeps from being empty); not empty.
    explicit PuzzleWindow(QWidget *parent = nullptr,
                          const std::vector<Puzzle> &puzzles = shippedPuzzles());

    // Where a puzzle stands: being solved, solved by the person, or shown by "Show me".
    enum class Stage { Solving, Solved, Shown };
    Stage stage() const { return m_stage; }
    const Puzzle &puzzle() const { return m_puzzles[m_index]; }
    const PuzzleProgress &progress() const { return m_progress; }

    // Milliseconds per dropped counter on the board (the game's speed; 0 is instant).
    void setDropDuration(int ms);
    void showPuzzle(int id);

public slots:
    void nextPuzzle();
    // Show me: the puzzle is given up at once, its solution is played once it has come
    // (solutionShown).
    void showSolution();

signals:
    void solutionShown();

protected:
    void changeEvent(QEvent *event) override;
    void hideEvent(QHideEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void tryMove(int pit);
    void playSolution(const std::vector<MoveStory> &solution);
    void setStage(Stage stage);
    void setFeedback(const QString &text, FeedbackBox::Tone tone);
    void retranslateUi();
    void refreshTexts();

    std::vector<Puzzle> m_puzzles;
    std::size_t m_index = 0;
    PuzzleProgress m_progress;
    Stage m_stage = Stage::Solving;
    bool m_firstTry = true;
    // The feedback is worded again on a language change: what it says, and the move it is about.
    enum class Feedback { Prompt, Wrong, Praise, Solution };
    Feedback m_feedback = Feedback::Prompt;
    MoveStory m_lastStory;
    std::vector<MoveStory> m_solution;     // shown by Show me
    AnalysisService *m_analysis = nullptr; // child: works the solution out
    quint64 m_solutionTicket = 0;          // the solution asked for the puzzle shown, or 0

    // Owned by the dialog (children).
    QLabel *m_statement = nullptr;
    QLabel *m_details = nullptr;
    QLabel *m_progressLabel = nullptr;
    QLabel *m_streakLabel = nullptr;
    BoardView *m_board = nullptr;
    FeedbackBox *m_feedbackBox = nullptr;
    QPushButton *m_showButton = nullptr;
    QPushButton *m_nextButton = nullptr;
    QPushButton *m_closeButton = nullptr;
};

} // namespace tihbat
