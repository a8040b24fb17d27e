// SPDX-License-Identifier: GPL-3.0-or-later
// Classroom mode in the game window: View > Presentation Mode (F5: the game, or the replay
// viewer in front, full screen for a projector, one presentation at a time) and Game > Set Up
// Position… (the position editor, for demonstrations). The window words the actions and puts
// them in its menus.
#pragma once

#include <QObject>
#include <QPointer>

class QAction;
class QWidget;

namespace tihbat {

class BoardView;
class GameModel;
class GameSession;
class GameSounds;

class ClassroomActions : public QObject {
    Q_OBJECT
public:
    // Owned by `window`; a presentation plays `sounds` at half the pace of `board`.
    ClassroomActions(GameSession *session, BoardView *board, GameSounds *sounds, QWidget *window);

    QAction *presentAction() const { return m_presentAction; }
    QAction *setUpPositionAction() const { return m_setUpPositionAction; }

    // The presentation of the replay viewer in front, else of the game; raised if one is open.
    void showPresentation();
    void showPositionEditor();
    // Whether a presentation is open (it then says its own captions aloud).
    bool isPresenting() const { return !m_presentation.isNull(); }

private:
    GameSession *m_session = nullptr;
    GameModel *m_model = nullptr; // the session's
    BoardView *m_board = nullptr;
    GameSounds *m_sounds = nullptr;
    QWidget *m_window = nullptr;
    QAction *m_presentAction = nullptr;       // child of the window
    QAction *m_setUpPositionAction = nullptr; // child of the window
    QPointer<QWidget> m_presentation;         // the open presentation window, if any
};

} // namespace tihbat
