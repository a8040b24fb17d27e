// SPDX-License-Identifier: GPL-3.0-or-later
#include "classroom/classroom_actions.h"

#include "board/board_view.h"
#include "classroom/position_editor.h"
#include "classroom/presentation_window.h"
#include "game/session/game_session.h"
#include "replay/replay_window.h"

#include <QAction>
#include <QApplication>

namespace tihbat {

ClassroomActions::ClassroomActions(GameSession *session, BoardView *board, GameSounds *sounds,
                                   QWidget *window)
    : QObject(window)
    , m_session(session)
    , m_model(session->model())
    , m_board(board)
    , m_sounds(sounds)
    , m_window(window) {
    m_presentAction = new QAction(window);
    m_presentAction->setObjectName("presentAction");
    m_presentAction->setShortcut(QKeySequence(Qt::Key_F5));
    // F5 also works from a replay viewer's window: then that replay is presented.
    m_presentAction->setShortcutContext(Qt::ApplicationShortcut);
    connect(m_presentAction, &QAction::triggered, this, &ClassroomActions::showPresentation);
    m_setUpPositionAction = new QAction(window);
    m_setUpPositionAction->setObjectName("setUpPositionAction");
    connect(m_setUpPositionAction, &QAction::triggered, this,
            &ClassroomActions::showPositionEditor);
}

void ClassroomActions::showPresentation() {
    if (m_presentation) {
        m_presentation->raise();
        m_presentation->activateWindow();
        return;
    }
    auto *replay = qobject_cast<ReplayWindow *>(QApplication::activeWindow());
    auto *window = new PresentationWindow(m_window);
    window->setSounds(m_sounds);
    // The chosen animation speed sets the pace, slower: a class follows each drop.
    window->setPace(2 * m_board->dropDuration());
    if (replay)
        window->presentReplay(replay->model());
    else
        window->presentGame(m_session);
    m_presentation = window;
    window->showOn((replay ? static_cast<QWidget *>(replay) : m_window)->screen());
}

void ClassroomActions::showPositionEditor() {
    PositionEditor::openOn(m_model, m_window);
}

} // namespace tihbat
