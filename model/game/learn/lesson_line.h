// SPDX-License-Identifier: GPL-3.0-or-later
// A presentation's lesson as a line of moves: the frames of Lesson (lesson.h) worked out from
// another line (the game being played, or a replay), one position per frame, so a board viewer
// shows it as it shows any line. The teacher's steps go from stop to stop, walking through the
// drops between at the pace; in step mode one frame a step. Over a live line it follows the
// game: each move made is walked in turn as it comes, unless the teacher stepped back to look
// again. No widget: the window maps the clicker's keys onto forward, back and playThrough.
#pragma once

#include "game/session/move_line.h"
#include "lesson.h"

#include <QPointer>
#include <vector>

class QTimer;

namespace tihbat {

class LessonLine : public MoveLine {
    Q_OBJECT
public:
    explicit LessonLine(QObject *parent = nullptr);
    ~LessonLine() override;

    // The line whose game is the lesson (not owned). A live line is shown at its latest move and
    // followed; another from the position it is at.
    void setSource(MoveLine *source);
    MoveLine *source() const { return m_source; }
    bool isFollowingGame() const { return m_source && m_source->isLive(); }

    // One position per frame: the frames but the first are the line's "moves".
    int moveCount() const override { return static_cast<int>(m_frames.size()) - 1; }
    int position() const override { return m_index; }
    const GameState &stateAt(int index) const override;
    bool isOverAt(int index) const override;
    const Game &game() const override;
    // The source's move that frame `move` narrates (nothing is animated: frames are pictures).
    const MoveStory &storyOf(int move) const override;

    const std::vector<LessonFrame> &frames() const { return m_frames; }
    const LessonFrame &frame() const { return m_frames[static_cast<std::size_t>(m_index)]; }
    // At the last frame: where the game is, ready for its next move when live.
    bool isAtEnd() const { return m_index == moveCount(); }

    // Step mode: each forward step shows one frame (one drop); otherwise one whole move.
    void setStepMode(bool on) { m_stepMode = on; }
    bool stepMode() const { return m_stepMode; }
    // Milliseconds between frames when a move is walked through; 0 jumps to its end.
    void setPace(int ms);
    int pace() const { return m_pace; }
    // Over a replay: before each move, a "Guess!" frame until the next step reveals it. The
    // position stays the one at rest after the same moves.
    void setGuessMode(bool on);
    bool guessMode() const { return m_guessMode; }
    // Whether a move is being walked through at the pace.
    bool isWalking() const;
    // Held (its sentence still being read aloud), a walk waits at the stop it has reached, and
    // goes on at the pace once released. The teacher's keys are never held.
    void setHeld(bool held) { m_held = held; }
    bool isHeld() const { return m_held; }
    // Catching up (a projector watching a network game): a walk that has fallen behind the
    // game, with moves waiting after the one walked, goes faster, so that all of them are shown
    // in the time the move walked alone would have taken (no faster than MinCatchUpMs a frame;
    // beyond that, frames are left out). Off at first.
    void setCatchingUp(bool on) { m_catchingUp = on; }
    static constexpr int MinCatchUpMs = 40;

    // To the next stop (walking through the frames between), or on to the end of a walk under
    // way at once.
    void forward();
    void back();
    // Walks on through every remaining frame at the pace (again: stops).
    void playThrough();
    // The last frame at once (the live game's moves still to be walked).
    void catchUp();
    // A walk under way stops where it is.
    void stopWalking();
    // The frames worked out again in the current language, at the same frame.
    void reword();

public slots:
    // Every step reports positionChanged, even one that stays where it is (at either end), so
    // the views show the frame again as the clicker expects.
    void goTo(int index) override;

private:
    void rebuild();
    // Shows `index` as the whole line changed (another game, the same frame reworded).
    void reset(int index);
    void onSourceMoved(int index, int previous);
    void onWalkTimeout();
    // The time to the next frame of a walk, shortened when catching up.
    int stepInterval() const;

    QPointer<MoveLine> m_source;
    std::vector<LessonFrame> m_frames{LessonFrame{}};
    int m_index = 0;
    QTimer *m_walkTimer = nullptr; // child
    int m_walkTarget = -1;
    bool m_stepMode = false;
    bool m_guessMode = false;
    bool m_catchingUp = false;
    bool m_held = false;
    bool m_following = true; // the live game: new moves are walked as they come
    int m_pace = 450;
};

} // namespace tihbat
