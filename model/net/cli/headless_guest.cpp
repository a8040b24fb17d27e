// SPDX-License-Identifier: GPL-3.0-or-later
#include "headless_guest.h"

#include "net/game_link.h"
#include "network_game_report.h"

#include <QTimer>

namespace tihbat::net::cli {

HeadlessGuest::HeadlessGuest(const NetInvocation &invocation, QObject *parent)
    : QObject(parent)
    , m_invocation(invocation)
    , m_link(new GameLink(this))
    , m_computer(new ComputerTurn(invocation.level, invocation.seed, this)) {
    connect(m_computer, &ComputerTurn::chosen, this, &HeadlessGuest::onChosen);
    // A headless player stops when the host is gone; it is started again to come back.
    m_link->setReconnecting(false);
    m_link->setConnectTimeout(invocation.timeoutSeconds * 1000);
    Timeouts timeouts;
    timeouts.handshakeMs = invocation.timeoutSeconds * 1000;
    m_link->setTimeouts(timeouts);
    connect(m_link, &GameLink::welcomed, this, &HeadlessGuest::afterChange);
    connect(m_link, &GameLink::movePlayed, this, &HeadlessGuest::afterChange);
    connect(m_link, &GameLink::undone, this, &HeadlessGuest::afterChange);
    // This player never asks for an undo and refuses every one asked of it.
    connect(m_link, &GameLink::undoRequested, this, [this] { m_link->answerUndo(false); });
    connect(m_link, &GameLink::moveRefused, this, [this](RefusalReason) {
        end(false, QStringLiteral("the host refused this player's move"));
    });
    connect(m_link, &GameLink::failed, this,
            [this](LinkFailure, const QString &why) { end(false, why); });
}

HeadlessGuest::~HeadlessGuest() = default;

void HeadlessGuest::start() {
    JoinRequest request;
    request.host = QString::fromStdString(m_invocation.host);
    request.port = m_invocation.hostPort;
    request.role = Role::Player;
    request.code = QString::fromStdString(m_invocation.code);
    request.name = QString::fromStdString(m_invocation.name);
    m_link->join(request);
}

void HeadlessGuest::afterChange() {
    if (m_link->game().isOver()) {
        end(true);
        return;
    }
    scheduleMove();
}

void HeadlessGuest::scheduleMove() {
    const auto side = m_link->side();
    if (m_done || !side || m_link->game().position().toMove != *side)
        return;
    const int ply = m_link->game().plies();
    QTimer::singleShot(m_invocation.moveDelayMs, this, [this, ply] { moveNow(ply); });
}

void HeadlessGuest::moveNow(int ply) {
    const auto side = m_link->side();
    if (m_done || m_link->state() != GameLink::State::Joined || ply != m_link->game().plies() ||
        !side || m_link->game().isOver() || m_link->game().position().toMove != *side)
        return;
    m_computer->start(m_link->game());
}

void HeadlessGuest::onChosen(int ply, int pit) {
    const auto side = m_link->side();
    if (m_done || m_link->state() != GameLink::State::Joined || ply != m_link->game().plies() ||
        !side || m_link->game().isOver() || m_link->game().position().toMove != *side) {
        scheduleMove(); // the game changed while the computer was thinking
        return;
    }
    if (m_link->play(pit) != MoveError::None)
        end(false, QStringLiteral("internal error: the computer's move was refused"));
}

void HeadlessGuest::end(bool success, const QString &error) {
    if (m_done)
        return;
    m_done = true;
    if (success)
        m_report = networkGameReport(m_link->game(), m_link->side().value_or(Side::North));
    m_error = error;
    m_link->leave();
    emit finished(success);
}

} // namespace tihbat::net::cli
