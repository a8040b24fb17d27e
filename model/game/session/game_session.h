// SPDX-License-Identifier: GPL-3.0-or-later
// One game being played, as every window sees it: the GameModel (the game, whose turn it is,
// the computer's thinking, autosave) plus what happens between moves: whether the computer is
// paused, when it answers, and whether the game has ended. The session alone decides when the
// computer moves; no window has to finish an animation for the game to go on. Windows are views
// of one session: they receive each move as a story (GameModel::moveMade) and play the stories
// in order at their own pace.
#pragma once

#include "game_model.h"

#include <QObject>

class QTimer;

namespace tihbat {

class GameSession : public QObject {
    Q_OBJECT
public:
    // The model is a child of the session.
    explicit GameSession(QObject *parent = nullptr);
    ~GameSession() override;

    GameModel *model() const { return m_model; }

    // A paused computer does not move until the session goes on; a person still may.
    void setPaused(bool paused);
    bool isPaused() const { return m_paused; }
    // A held session waits for a question about its game to be answered (continue the saved
    // game?): the computer does not move and no board plays a pit until it is released. Held
    // before the game is set, so no computer is thinking already.
    void setHeld(bool held);
    bool isHeld() const { return m_held; }
    // The computer is to move but waits for the pause to end.
    bool isComputerWaiting() const { return m_paused && m_model->isComputerToMove(); }
    bool isAnyComputer() const;

    // Milliseconds per dropped counter at the chosen speed: the computer answers a move no
    // sooner than the move takes to show at that speed, so a person sees the move before the
    // answer, and two computers play at a pace people can follow. 0: at once.
    void setDropDuration(int ms);
    int dropDuration() const { return m_dropMs; }

    // Whether the computer's move is due (timer running, or thinking).
    bool isComputerDue() const;

signals:
    void pausedChanged(bool paused);
    void heldChanged(bool held);
    // A game came to its end for the first time: once per game, whoever made the last move.
    // Not again when undo and redo pass the end, nor for a game that was already over when it
    // was restored or continued (its end was reached before, elsewhere).
    void gameFinished(const tihbat::GameSetup &setup, const tihbat::Outcome &outcome);

private:
    // After every change: if the computer is to move, it moves after `delayMs` (unless paused).
    void schedule(int delayMs);
    void letComputerMove();

    GameModel *m_model = nullptr; // child
    QTimer *m_timer = nullptr;    // child: the computer's turn comes when it fires
    bool m_paused = false;
    bool m_held = false;
    int m_dropMs = 0;
    bool m_endReached = false; // this game's end has been announced by gameFinished
};

} // namespace tihbat
