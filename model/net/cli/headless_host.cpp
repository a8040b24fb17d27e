// SPDX-License-Identifier: GPL-3.0-or-later
#include "headless_host.h"

#include "net/game_announcer.h"
#include "net/game_host.h"
#include "network_game_report.h"

#include <QHostAddress>
#include <QTimer>

namespace tihbat::net::cli {

HeadlessHost::HeadlessHost(const NetInvocation &invocation, QObject *parent)
    : QObject(parent)
    , m_invocation(invocation)
    , m_host(new GameHost(this))
    , m_waitTimer(new QTimer(this))
    , m_computer(new ComputerTurn(invocation.level, invocation.seed, this)) {
    connect(m_computer, &ComputerTurn::chosen, this, &HeadlessHost::onChosen);
    m_waitTimer->setSingleShot(true);
    connect(m_waitTimer, &QTimer::timeout, this, [this] {
        end(false,
            m_host->names()[sideIndex(m_host->guestSide())].isEmpty()
                ? QStringLiteral("no player joined within %1 seconds").arg(m_invocation.waitSeconds)
                : QStringLiteral("the player left and did not come back within %1 seconds")
                      .arg(m_invocation.waitSeconds));
    });
    connect(m_host, &GameHost::guestJoined, this, [this] {
        m_waitTimer->stop();
        scheduleMove();
    });
    connect(m_host, &GameHost::guestLeft, this,
            [this] { m_waitTimer->start(m_invocation.waitSeconds * 1000); });
    connect(m_host, &GameHost::movePlayed, this, &HeadlessHost::onMovePlayed);
}

HeadlessHost::~HeadlessHost() = default;

bool HeadlessHost::start() {
    if (!m_invocation.listenAddress.empty()) {
        QHostAddress address;
        if (!address.setAddress(QString::fromStdString(m_invocation.listenAddress))) {
            m_error = QStringLiteral("option --listen: \"%1\" is not an IP address")
                          .arg(QString::fromStdString(m_invocation.listenAddress));
            return false;
        }
        m_host->setListenAddress(address);
    }
    HostOptions options;
    options.rules = m_invocation.rules;
    options.hostSide = m_invocation.hostSide;
    options.hostName = QString::fromStdString(m_invocation.name);
    options.code = QString::fromStdString(m_invocation.code);
    if (!m_host->start(options, m_invocation.port)) {
        m_error = m_host->errorString();
        return false;
    }
    if (m_invocation.announce) {
        m_announcer = new GameAnnouncer(this);
        m_announcer->start(m_host, m_invocation.discoveryPort != 0 ? m_invocation.discoveryPort
                                                                   : DiscoveryPort);
    }
    m_waitTimer->start(m_invocation.waitSeconds * 1000);
    return true;
}

quint16 HeadlessHost::port() const {
    return m_host->port();
}

void HeadlessHost::scheduleMove() {
    if (m_done || !m_host->isGuestPresent() || !m_host->isHostToMove())
        return;
    const int ply = m_host->game().plies();
    QTimer::singleShot(m_invocation.moveDelayMs, this, [this, ply] { moveNow(ply); });
}

void HeadlessHost::moveNow(int ply) {
    // The game may have changed (an undo, the player gone) since the move was planned.
    if (m_done || ply != m_host->game().plies() || !m_host->isGuestPresent() ||
        !m_host->isHostToMove())
        return;
    m_computer->start(m_host->game());
}

void HeadlessHost::onChosen(int ply, int pit) {
    // The game may have changed while the computer was thinking: think again if still to move.
    if (m_done || ply != m_host->game().plies() || !m_host->isHostToMove()) {
        scheduleMove();
        return;
    }
    if (m_host->play(pit) != MoveError::None)
        end(false, QStringLiteral("internal error: the computer's move was refused"));
}

void HeadlessHost::onMovePlayed() {
    if (m_host->game().isOver()) {
        end(true);
        return;
    }
    scheduleMove();
}

void HeadlessHost::end(bool success, const QString &error) {
    if (m_done)
        return;
    m_done = true;
    m_waitTimer->stop();
    if (success)
        m_report = networkGameReport(m_host->game(), m_host->hostSide());
    m_error = error;
    if (m_announcer)
        m_announcer->stop();
    m_host->stop();
    emit finished(success);
}

} // namespace tihbat::net::cli
