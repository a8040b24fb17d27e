// SPDX-License-Identifier: GPL-3.0-or-later
#include "play/move_actions.h"

#include "common/standard_action.h"
#include "game/session/game_model.h"
#include "game/session/game_session.h"
#include "play/game_status.h"

#include <QAction>
#include <QCoreApplication>
#include <QEvent>
#include <QMainWindow>

namespace tihbat {

MoveActions::MoveActions(QMainWindow *window, GameSession *session, GameStatus *status)
    : QObject(window)
    , m_session(session) {
    GameModel *model = session->model();
    m_undo = new QAction(window);
    m_undo->setObjectName("undoAction");
    makeStandard(m_undo, QKeySequence::Undo, QStringLiteral("edit-undo"));
    connect(m_undo, &QAction::triggered, model, &GameModel::undo);

    m_redo = new QAction(window);
    m_redo->setObjectName("redoAction");
    makeStandard(
        m_redo, QKeySequence::Redo, QStringLiteral("edit-redo"),
        {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), QKeySequence(Qt::CTRL | Qt::Key_Y)});
    connect(m_redo, &QAction::triggered, model, &GameModel::redo);

    m_hint = new QAction(window);
    m_hint->setObjectName("hintAction");
    m_hint->setShortcut(QKeySequence(Qt::Key_H));
    connect(m_hint, &QAction::triggered, this, &MoveActions::showHint);

    m_pause = new QAction(window);
    m_pause->setObjectName("pauseAction");
    m_pause->setCheckable(true);
    m_pause->setShortcut(QKeySequence(Qt::Key_P));
    connect(m_pause, &QAction::toggled, this, [this, status](bool paused) {
        m_session->setPaused(paused);
        status->update();
    });
    connect(m_session, &GameSession::pausedChanged, m_pause, &QAction::setChecked);
    connect(m_session, &GameSession::heldChanged, this, &MoveActions::update);
    window->installEventFilter(this);
    retranslateUi();
}

void MoveActions::showHint() {
    if (m_hint->isEnabled())
        m_session->model()->requestHint();
}

void MoveActions::update() {
    const GameModel *model = m_session->model();
    const bool over = model->isOver();
    // While the question at start is open, the game behind it stays as it was saved.
    const bool held = m_session->isHeld();
    const bool humanToMove = !over && !held && !model->isComputerToMove();
    m_undo->setEnabled(!held && model->canUndo());
    m_redo->setEnabled(!held && model->canRedo());
    m_hint->setEnabled(humanToMove);
    m_pause->setEnabled(m_session->isAnyComputer());
}

bool MoveActions::eventFilter(QObject *watched, QEvent *event) {
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    return QObject::eventFilter(watched, event);
}

// The words keep the context they were translated in, the game window's.
void MoveActions::retranslateUi() {
    //: Take back the last move (against the computer: back to your last turn)
    m_undo->setText(QCoreApplication::translate("tihbat::MainWindow", "&Undo Move"));
    //: Play again a move that was taken back
    m_redo->setText(QCoreApplication::translate("tihbat::MainWindow", "&Redo Move"));
    //: Show how each move would end the game with perfect play
    m_hint->setText(QCoreApplication::translate("tihbat::MainWindow", "&Hint"));
    //: Stop the computer from moving (to watch a computer-against-computer game step by step)
    m_pause->setText(QCoreApplication::translate("tihbat::MainWindow", "&Pause Computer"));
}

} // namespace tihbat
