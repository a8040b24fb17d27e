// SPDX-License-Identifier: GPL-3.0-or-later
#include "headless_guest.h"

#include "net/game_link.h"

#include <QTimer>
#include <algorithm>

namespace tihbat::net::cli {

HeadlessGuest::HeadlessGuest(const NetInvocation &invocation, QObject *parent)
    : HeadlessPlayer(invocation, parent)
    , m_link(new GameLink(this))
    , m_idle(new QTimer(this)) {
    // A headless player stops when the host is gone; it is started again to come back.
    m_link->setReconnecting(false);
    m_link->setConnectTimeout(invocation.timeoutSeconds * 1000);
    Timeouts timeouts;
    timeouts.handshakeMs = invocation.timeoutSeconds * 1000;
    m_link->setTimeouts(timeouts);
    m_idle->setSingleShot(true);
    m_idle->setInterval(invocation.idleSeconds * 1000);
    connect(m_idle, &QTimer::timeout, this, &HeadlessGuest::onIdle);
    connect(m_link, &GameLink::welcomed, this, &HeadlessGuest::onProgress);
    connect(m_link, &GameLink::movePlayed, this, &HeadlessGuest::onProgress);
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

void HeadlessGuest::onProgress() {
    const int plies = m_link->game().plies();
    if (plies > m_furthest || !m_idle->isActive()) {
        m_furthest = std::max(m_furthest, plies);
        m_ownTurnWaits = 0;
        m_idle->start();
    }
}

void HeadlessGuest::onIdle() {
    const Game &game = m_link->game();
    // This side's own turn, its move not sent yet (the computer thinking, or --move-delay):
    // no fault of the host's, a few times over.
    constexpr int MostOwnTurnWaits = 5;
    if (m_link->side() && !game.isOver() && game.position().toMove == *m_link->side() &&
        m_sentAtPly != game.plies() && ++m_ownTurnWaits <= MostOwnTurnWaits) {
        m_idle->start();
        return;
    }
    end(false,
        QStringLiteral("the host has not moved for %1 seconds").arg(invocation().idleSeconds));
}

void HeadlessGuest::start() {
    JoinRequest request;
    request.host = QString::fromStdString(invocation().host);
    request.port = invocation().hostPort;
    request.role = Role::Player;
    request.code = QString::fromStdString(invocation().code);
    request.name = QString::fromStdString(invocation().name);
    m_link->join(request);
}

HeadlessPlayer::Seat HeadlessGuest::seat() const {
    return {m_link->game(), m_link->side(), m_link->state() == GameLink::State::Joined};
}

MoveError HeadlessGuest::play(int pit) {
    m_sentAtPly = m_link->game().plies();
    return m_link->play(pit);
}

void HeadlessGuest::stop() {
    m_idle->stop();
    m_link->leave();
}

} // namespace tihbat::net::cli
