// SPDX-License-Identifier: GPL-3.0-or-later
// Presentation mode: a full-screen window for teaching on a projector. The board fills the
// screen in the projector palette, with a caption bar below that narrates every move drop by
// drop and names the rule behind every capture, pass and ending. It presents a line of moves:
// the game being played (moves still made by clicking pits, through SessionBoard) or a replay,
// as a lesson (LessonLine, one picture per drop) on the board viewer (ui/viewer) with its bar
// hidden, and a presentation clicker drives it:
//   PageDown, Right, Space   forward one step (a whole move, or one drop in step mode)
//   PageUp, Left             back one step
//   B                        blank the screen (again: show it)
//   V                        show the solver's value of every move over its pit
//   S                        step mode on/off;  G  "guess the move" pauses on/off (replays)
//   P                        play on through the moves;  + / -  faster / slower
//   F1, ?                    the keys and how to play a pit, on a card (any key puts it away)
//   E                        set up a position (the game being played only)
//   Esc                      leave presentation mode
#pragma once

#include "core/move_value.h"
#include "game/learn/lesson_line.h"

#include <QPointer>
#include <QString>
#include <QWidget>
#include <vector>

class QLabel;

namespace tihbat {

class AnalysisService;
class BoardView;
class BoardViewer;
class CaptionBar;
class KeysCard;
class IdleCursor;
class GameSounds;
class GameSession;
class MoveLine;
class ReplayModel;
class SessionBoard;

class PresentationWindow : public QWidget {
    Q_OBJECT
public:
    // One picture of the lesson (model/game/lesson.h works them out from the game).
    using Frame = LessonFrame;

    // A top-level window (whatever the parent) that deletes itself when closed.
    explicit PresentationWindow(QWidget *parent = nullptr);
    ~PresentationWindow() override;

    // The game being played: its board is bound to the session as the main window's is
    // (SessionBoard), so a pit clicked here is played in the session; each move is narrated.
    void presentGame(GameSession *session);
    // A replay (or another line that is not live), stepped through from the position it shows.
    void presentReplay(ReplayModel *replay);
    void present(MoveLine *line);
    // Full screen on the given screen (the caller's, so the projector is the one it is on).
    void showOn(QScreen *screen);

    // The lesson: the frames, where it is, and the stepping (model/game/lesson_line.h).
    LessonLine *lesson() const { return m_lesson; }
    // The binding to the session, while the game being played is presented.
    SessionBoard *sessionBoard() const { return m_sessionBoard; }

    // Step mode: each forward step shows one drop; otherwise one whole move at the pace.
    void setStepMode(bool on) { m_lesson->setStepMode(on); }
    bool stepMode() const { return m_lesson->stepMode(); }
    // Milliseconds between drops when a move is shown on its own; 0 jumps to its end.
    void setPace(int ms) { m_lesson->setPace(ms); }
    int pace() const { return m_lesson->pace(); }
    // The game's sounds: each step heard as it is shown, M turns them on or off.
    void setSounds(GameSounds *sounds);
    // In a replay: before each move, wait with "Guess!" until the next step reveals it.
    void setGuessMode(bool on) { m_lesson->setGuessMode(on); }
    bool guessMode() const { return m_lesson->guessMode(); }

    void forward() { m_lesson->forward(); }
    void back() { m_lesson->back(); }
    // Plays on through every remaining move at the pace (again: stops).
    void playThrough() { m_lesson->playThrough(); }
    // The keys, as one text (F1 shows them a line each on the keys card).
    static QString keysText();
    // How to play a pit in the game being played (the keys card's first line).
    static QString playText();
    // F1: the keys card (shown, or put away by any key).
    void showKeys();
    bool isShowingKeys() const;
    void setBlanked(bool blanked);
    bool isBlanked() const;
    // The solver's value of every legal move at the current stop, over each pit (in the live
    // game worked out off the GUI thread: valuesShown says when they are there).
    void showValues();

    const std::vector<Frame> &frames() const { return m_lesson->frames(); }
    int frameIndex() const { return m_lesson->position(); }
    const Frame &currentFrame() const { return m_lesson->frame(); }
    // Whether a move is being shown drop by drop at the pace.
    bool isWalking() const { return m_lesson->isWalking(); }
    QString captionText() const;
    // A line over the board naming what is shown (the network game watched): the window takes
    // it, sets its look and size; it shows and hides itself.
    void setTitleLine(QLabel *line);
    QLabel *titleLine() const { return m_title; }
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
    void retranslateUi();
    // The board shows the lesson's frame: the caption, the move's marks, the pit just filled,
    // the sound.
    void showFrame(int index);
    void showValuesNow(const std::vector<MoveValue> &values);
    void setUpPosition();
    void setCaption(const QString &text, Side side);
    void fitTitleLine();

    BoardViewer *m_viewer = nullptr;        // child widget
    BoardView *m_board = nullptr;           // the viewer's
    LessonLine *m_lesson = nullptr;         // child: what the viewer shows
    SessionBoard *m_sessionBoard = nullptr; // child, while the game being played is presented
    QPointer<GameSounds> m_sounds;          // the main window's, if any
    CaptionBar *m_caption = nullptr;        // child widget
    QWidget *m_blank = nullptr;             // child widget over everything when blanked
    QLabel *m_title = nullptr;              // child widget over the board, if one is given
    KeysCard *m_keys = nullptr;             // child widget over the board, after F1
    IdleCursor *m_idleCursor = nullptr;     // child: hides the pointer
    AnalysisService *m_analysis = nullptr;  // child
    quint64 m_valuesTicket = 0;             // the values asked for the frame shown, or 0
    QPointer<ReplayModel> m_replay;         // the replay, when the line is one (its analysis)
    int m_shown = 0;                        // the frame shown last (a step forward is heard)
};

} // namespace tihbat
