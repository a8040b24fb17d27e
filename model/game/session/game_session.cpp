// SPDX-License-Identifier: GPL-3.0-or-later
#include "game_session.h"

#include "animation_speed.h"

#include <QTimer>

namespace tihbat {

GameSession::GameSession(QObject *parent)
    : QObject(parent)
    , m_model(new GameModel(this))
    , m_timer(new QTimer(this)) {
    m_timer->setSingleShot(true);
    connect(m_timer, &QTimer::timeout, this, &GameSession::letComputerMove);
    connect(m_model, &GameModel::gameReset, this, [this] {
        m_endReached = m_model->isOver();
        schedule(0);
    });
    connect(m_model, &GameModel::gameOver, this, [this](const Outcome &outcome) {
        if (m_endReached)
            return;
        m_endReached = true;
        emit gameFinished(m_model->setup(), outcome);
    });
    connect(m_model, &GameModel::moveUndone, this, [this] { schedule(0); });
    connect(m_model, &GameModel::moveMade, this, [this](const MoveStory &story) {
        schedule(moveDuration(static_cast<int>(story.drops.size()), m_dropMs));
    });
}

GameSession::~GameSession() = default;

bool GameSession::isAnyComputer() const {
    return m_model->player(Side::South).kind == PlayerKind::Computer ||
           m_model->player(Side::North).kind == PlayerKind::Computer;
}

void GameSession::setPaused(bool paused) {
    if (paused == m_paused)
        return;
    m_paused = paused;
    emit pausedChanged(paused);
    // Going on: the computer moves now if it is its turn.
    if (!paused)
        schedule(0);
}

void GameSession::setHeld(bool held) {
    if (held == m_held)
        return;
    m_held = held;
    emit heldChanged(held);
    if (held)
        m_timer->stop();
    else
        schedule(0);
}

void GameSession::setDropDuration(int ms) {
    m_dropMs = std::max(0, ms);
}

bool GameSession::isComputerDue() const {
    return m_timer->isActive() || m_model->isComputerThinking();
}

void GameSession::schedule(int delayMs) {
    m_timer->stop();
    if (m_model->isComputerToMove() && !m_held)
        m_timer->start(delayMs);
}

void GameSession::letComputerMove() {
    if (!m_paused && !m_held)
        m_model->requestComputerMove();
}

} // namespace tihbat
