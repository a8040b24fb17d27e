// SPDX-License-Identifier: GPL-3.0-or-later
// The board viewer every window shows: the board (ui/board's BoardView) over a MoveLine, with
// move navigation (first, previous, autoplay, next, last), a slider over the moves, where it is
// ("Move 3 of 20") and the speed. The line decides what a position is: a replay's move, or the
// game being played, where previous and next are undo and redo.
//
// A forward single step animates the move; every other change of position (slider, a jump,
// previous) snaps the board. A live line's new moves are queued on the board and shown in turn
// at the board's pace. Autoplay steps only once the board reports the previous move's animation
// finished, then pauses as the speed says.
#pragma once

#include "game/session/animation_speed.h"
#include "game/session/move_line.h"

#include <QPointer>
#include <QWidget>

class QSlider;
class QTimer;

namespace tihbat {

class BoardView;
class NavigationBar;
class SpeedChoice;

class BoardViewer : public QWidget {
    Q_OBJECT
public:
    explicit BoardViewer(QWidget *parent = nullptr);
    ~BoardViewer() override;

    // The line shown (not owned); the board shows its position at once.
    void setLine(MoveLine *line);
    MoveLine *line() const { return m_line; }

    BoardView *board() const { return m_board; }
    SpeedChoice *speed() const { return m_speed; }
    QSlider *slider();

    // A window's own part under the navigation bar (the replay's value graph), sharing the
    // height with the board by `stretch` against the board's BoardStretch; the navigation keys
    // work in it too.
    void addPartBelow(QWidget *part, int stretch);
    static constexpr int BoardStretch = 4;
    // The navigation bar under the board (shown unless hidden before the viewer is first shown);
    // a window whose menus navigate hides it.
    void setControlsVisible(bool visible);
    // Whether Left/Right, PageUp/PageDown, Home/End and Space navigate (the keys a presentation
    // clicker sends) with the focus on the viewer's parts or on a part given to watchKeysOf.
    // Off, the board's own keys (moving the pit focus) stay the board's.
    void setKeyNavigation(bool on) { m_keyNavigation = on; }
    void watchKeysOf(QWidget *part);
    // The key a window got itself: returns whether it navigated.
    bool handleNavigationKey(int key);

    // Navigation; every part shows the line's position afterwards (positionShown).
    void goTo(int index);
    void stepForward();
    void stepBack();

    // Autoplay (not on a live line): one move at a time, the next only after the board finished
    // animating the last and the pause.
    bool isAutoplaying() const { return m_autoplay; }
    void setAutoplay(bool on);
    void setAutoplayPause(int ms) { m_autoplayPause = ms; }
    int autoplayPause() const { return m_autoplayPause; }
    // The board's drop duration alone (the speed chosen keeps its name and pause).
    void setDropDuration(int ms);

signals:
    // The line's position is shown by the board and the bar; the window's own parts follow.
    void positionShown(int index);
    void autoplayChanged(bool on);

protected:
    bool event(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    enum class Step { Jump, Animate };

    NavigationBar *navigationBar();
    void retranslateUi();
    void onPositionChanged(int index, int previous);
    void onLineChanged();
    void onAnimationFinished();
    // Marks move `index` (from 1) on the board when the line says so.
    void markStepped(int index);
    void onAutoplayTimeout();
    void onSpeedChanged(AnimationSpeed speed);
    void refreshControls();

    QPointer<MoveLine> m_line;
    BoardView *m_board = nullptr;
    SpeedChoice *m_speed = nullptr; // child
    NavigationBar *m_bar = nullptr; // child, made when first shown
    bool m_controlsVisible = true;
    QTimer *m_autoplayTimer = nullptr;

    bool m_keyNavigation = true;
    bool m_autoplay = false;
    int m_autoplayPause = pauseBetweenMoves(AnimationSpeed::Normal);
    // A forward step asked the board to animate; its animationFinished is the one autoplay
    // waits for (finishAnimation() on a jump reports too, and must not count).
    bool m_awaitingAnimation = false;
    Step m_pendingStep = Step::Jump;
};

} // namespace tihbat
