// SPDX-License-Identifier: GPL-3.0-or-later
// The game window's View menu for the board in it: Full Screen (following the window's state as
// it changes), Flip Board and the Animation Speed submenu, both remembered. The speed paces the
// board, the session (the computer answers at it) and the replay windows opened from the game.
// Words itself on every language change.
#pragma once

#include "game/session/animation_speed.h"

#include <QObject>

class QAction;
class QMainWindow;
class QMenu;

namespace tihbat {

class BoardViewer;
class GameSession;
class ReplayWindows;

class ViewActions : public QObject {
    Q_OBJECT
public:
    // The actions work in `window` and are owned by it; the remembered flip and speed apply at
    // once.
    ViewActions(QMainWindow *window, BoardViewer *viewer, GameSession *session,
                ReplayWindows *replays);

    QAction *fullScreenAction() const { return m_fullScreen; }
    QAction *flipAction() const { return m_flip; }
    // Filled with the viewer's speeds; owned by `parent`, usually the View menu.
    QMenu *createSpeedMenu(QWidget *parent);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void applySpeed(AnimationSpeed speed);
    void retranslateUi();

    QMainWindow *m_window;
    BoardViewer *m_viewer;
    GameSession *m_session;
    ReplayWindows *m_replays;
    QAction *m_fullScreen = nullptr;
    QAction *m_flip = nullptr;
    QMenu *m_speedMenu = nullptr;
};

} // namespace tihbat
