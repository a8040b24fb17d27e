// SPDX-License-Identifier: GPL-3.0-or-later
// Presentation mode: a full-screen window for teaching on a projector. The board fills the
// screen in the projector palette, with a caption bar below that narrates every move drop by
// drop and names the rule behind every capture, pass and ending. It presents a line of moves
// (MoveLine): the game being played (moves still made by clicking pits) or a replay, on the
// board viewer (ui/viewer) with its bar hidden, and a presentation clicker drives it:
//   PageDown, Right, Space   forward one step (a whole move, or one drop in step mode)
//   PageUp, Left             back one step
//   B                        blank the screen (again: show it)
//   V                        show the solver's value of every move over its pit
//   S                        step mode on/off;  G  "guess the move" pauses on/off (replays)
//   P                        play on through the moves;  + / -  faster / slower;  F1  the keys
//   E                        set up a position (the game being played only)
//   Esc                      leave presentation mode
#pragma once

#include "core/game.h"
#include "core/solver.h"
#include "game/lesson.h"

#include <QPointer>
#include <QString>
#include <QWidget>
#include <vector>

class QLabel;
class QTimer;

namespace tihbat {

class AnalysisService;
class BoardView;
class BoardViewer;
class CaptionBar;
class IdleCursor;
class GameSounds;
class GameModel;
class MoveLine;
class ReplayModel;

class PresentationWindow : public QWidget {
    Q_OBJECT
public:
    // One picture of the lesson (model/game/lesson.h works them out from the game).
    using Frame = LessonFrame;

    // A top-level window (whatever the parent) that deletes itself when closed.
    explicit PresentationWindow(QWidget *parent = nullptr);
    ~PresentationWindow() override;

    // Presents a line of moves. A live one (the game being played) follows its moves, made by
    // clicking the board and narrated; another (a replay) is stepped through from the position
    // it shows now.
    void present(MoveLine *line);
    // The game being played (as a LiveMoveLine of this window's), or a replay.
    void presentGame(GameModel *model);
    void presentReplay(ReplayModel *replay);
    // Full screen on the given screen (the caller's, so the projector is the one it is on).
    void showOn(QScreen *screen);

    // Step mode: each forward step shows one drop; otherwise one whole move at the pace.
    void setStepMode(bool on);
    bool stepMode() const { return m_stepMode; }
    // Milliseconds between drops when a move is shown on its own; 0 jumps to its end.
    void setPace(int ms);
    // The game's sounds: each step heard as it is shown, M turns them on or off.
    void setSounds(GameSounds *sounds);
    int pace() const { return m_pace; }
    // In a replay: before each move, wait with "Guess!" until the next step reveals it.
    void setGuessMode(bool on);
    bool guessMode() const { return m_guessMode; }

    void forward();
    void back();
    // Plays on through every remaining move at the pace (again: stops).
    void playThrough();
    // The keys, for the caption bar (F1).
    static QString keysText();
    void setBlanked(bool blanked);
    bool isBlanked() const;
    // The solver's value of every legal move at the current stop, over each pit (in the live
    // game worked out off the GUI thread: valuesShown says when they are there).
    void showValues();

    const std::vector<Frame> &frames() const { return m_frames; }
    int frameIndex() const { return m_index; }
    const Frame &currentFrame() const { return m_frames[static_cast<std::size_t>(m_index)]; }
    // Whether a move is being shown drop by drop at the pace.
    bool isWalking() const;
    QString captionText() const;
    BoardView *board() const { return m_board; }
    QLabel *captionLabel() const;
    bool isCursorHidden() const;

signals:
    // Emitted when the window closes (Esc, or the window manager).
    void closed();
    // A frame is shown (by a key, the pace or a move made).
    void frameShown(int index);
    void valuesShown();

protected:
    void keyPressEvent(QKeyEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override;
    void closeEvent(QCloseEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void nameWindow();
    const Game *game() const;
    void rebuildFrames();
    void goTo(int index);
    int nextStop(int from) const { return Lesson::nextStop(m_frames, from); }
    int previousStop(int from) const { return Lesson::previousStop(m_frames, from); }
    // The frame at rest after that many moves (0: the start).
    int stopAfter(int moves) const { return Lesson::stopAfter(m_frames, moves); }
    void onWalkTimeout();
    void showValuesNow(const std::vector<MoveValue> &values);
    // Shows the last frame at once (the live game's moves still to be walked).
    void catchUp();
    void onMoveMade();
    void onGameReset();
    void setUpPosition();
    void setCaption(const QString &text, Side side);

    BoardViewer *m_viewer = nullptr;       // child widget
    BoardView *m_board = nullptr;          // the viewer's
    QPointer<GameSounds> m_sounds;         // the main window's, if any
    CaptionBar *m_caption = nullptr;       // child widget
    QWidget *m_blank = nullptr;            // child widget over everything when blanked
    QTimer *m_walkTimer = nullptr;         // child
    IdleCursor *m_idleCursor = nullptr;    // child: hides the pointer
    AnalysisService *m_analysis = nullptr; // child
    quint64 m_valuesTicket = 0;            // the values asked for the frame shown, or 0
    QPointer<MoveLine> m_line;             // what is presented
    QPointer<GameModel> m_model;           // the game played, when the line is live
    QPointer<ReplayModel> m_replay;        // the replay, when the line is one (its analysis)
    std::vector<Frame> m_frames;
    int m_index = 0;
    int m_walkTarget = -1;
    bool m_stepMode = false;
    bool m_guessMode = false;
    bool m_following = true; // the live game: new moves are walked as they come
    int m_pace = 450;
};

} // namespace tihbat
