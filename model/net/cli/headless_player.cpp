// SPDX-License-Identifier: GPL-3.0-or-later
#include "headless_player.h"

#include "network_game_report.h"

#include <QTimer>

namespace tihbat::net::cli {

HeadlessPlayer::HeadlessPlayer(const NetInvocation &invocation, QObject *parent)
    : QObject(parent)
    , m_invocation(invocation)
    , m_computer(new ComputerTurn(invocation.level, invocation.seed, this)) {
    connect(m_computer, &ComputerTurn::chosen, this, &HeadlessPlayer::onChosen);
}

bool HeadlessPlayer::isOwnTurn() const {
    const Seat now = seat();
    return now.connected && now.side && !now.game.isOver() &&
           now.game.position().toMove == *now.side;
}

void HeadlessPlayer::afterChange() {
    if (seat().game.isOver()) {
        end(true);
        return;
    }
    scheduleMove();
}

void HeadlessPlayer::scheduleMove() {
    if (m_done || !isOwnTurn())
        return;
    const int ply = seat().game.plies();
    QTimer::singleShot(m_invocation.moveDelayMs, this, [this, ply] { moveNow(ply); });
}

void HeadlessPlayer::moveNow(int ply) {
    // The game may have changed (an undo, the other player gone) since the move was planned.
    if (m_done || ply != seat().game.plies() || !isOwnTurn())
        return;
    m_computer->start(seat().game);
}

void HeadlessPlayer::onChosen(int ply, int pit) {
    // The game may have changed while the computer was thinking: think again if still to move.
    if (m_done || ply != seat().game.plies() || !isOwnTurn()) {
        scheduleMove();
        return;
    }
    if (play(pit) != MoveError::None)
        end(false, QStringLiteral("internal error: the computer's move was refused"));
}

void HeadlessPlayer::end(bool success, const QString &error) {
    if (m_done)
        return;
    m_done = true;
    if (success && m_report.empty()) {
        const Seat now = seat();
        m_report = networkGameReport(now.game, now.side.value_or(Side::North));
    }
    m_error = error;
    stop();
    emit finished(success);
}

} // namespace tihbat::net::cli
