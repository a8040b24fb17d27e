// SPDX-License-Identifier: GPL-3.0-or-later
// The game window's Game menu for the moves of its session: Undo Move, Redo Move, Hint and
// Pause Computer, each enabled only while it may be used (nothing while the question at start
// holds the game, a hint only for a person to move, the pause only with a computer playing).
// Words itself on every language change.
#pragma once

#include <QObject>

class QAction;
class QMainWindow;

namespace tihbat {

class GameSession;
class GameStatus;

class MoveActions : public QObject {
    Q_OBJECT
public:
    // The actions work in `window` and are owned by it; the pause is told in `status`.
    MoveActions(QMainWindow *window, GameSession *session, GameStatus *status);

    QAction *undoAction() const { return m_undo; }
    QAction *redoAction() const { return m_redo; }
    QAction *hintAction() const { return m_hint; }
    QAction *pauseAction() const { return m_pause; }

    // Asks for the values of the moves, when a hint may be given now.
    void showHint();
    void update();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void retranslateUi();

    GameSession *m_session;
    QAction *m_undo = nullptr;
    QAction *m_redo = nullptr;
    QAction *m_hint = nullptr;
    QAction *m_pause = nullptr;
};

} // namespace tihbat
