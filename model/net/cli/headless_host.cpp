// SPDX-License-Identifier: GPL-3.0-or-later
#include "headless_host.h"

#include "net/game_announcer.h"
#include "net/game_host.h"

#include <QHostAddress>
#include <QTimer>

namespace tihbat::net::cli {

HeadlessHost::HeadlessHost(const NetInvocation &invocation, QObject *parent)
    : HeadlessPlayer(invocation, parent)
    , m_host(new GameHost(this))
    , m_waitTimer(new QTimer(this)) {
    m_waitTimer->setSingleShot(true);
    connect(m_waitTimer, &QTimer::timeout, this, [this] {
        const int seconds = this->invocation().waitSeconds;
        end(false, m_host->names()[sideIndex(m_host->guestSide())].isEmpty()
                       ? QStringLiteral("no player joined within %1 seconds").arg(seconds)
                       : QStringLiteral("the player left and did not come back within %1 seconds")
                             .arg(seconds));
    });
    connect(m_host, &GameHost::guestJoined, this, [this] {
        m_waitTimer->stop();
        scheduleMove();
    });
    connect(m_host, &GameHost::guestLeft, this,
            [this] { m_waitTimer->start(this->invocation().waitSeconds * 1000); });
    connect(m_host, &GameHost::movePlayed, this, &HeadlessHost::afterChange);
    connect(m_host, &GameHost::codeGuessing, this, &HeadlessHost::codeGuessing);
}

HeadlessHost::~HeadlessHost() = default;

bool HeadlessHost::start() {
    const NetInvocation &given = invocation();
    if (!given.listenAddress.empty()) {
        QHostAddress address;
        if (!address.setAddress(QString::fromStdString(given.listenAddress))) {
            setError(QStringLiteral("option --listen: \"%1\" is not an IP address")
                         .arg(QString::fromStdString(given.listenAddress)));
            return false;
        }
        m_host->setListenAddress(address);
    }
    HostOptions options;
    options.rules = given.rules;
    options.hostSide = given.hostSide;
    options.hostName = QString::fromStdString(given.name);
    options.code = QString::fromStdString(given.code);
    if (!m_host->start(options, given.port)) {
        setError(m_host->errorString());
        return false;
    }
    if (given.announce) {
        m_announcer = new GameAnnouncer(this);
        m_announcer->start(m_host, given.discoveryPort != 0 ? given.discoveryPort : DiscoveryPort);
    }
    m_waitTimer->start(given.waitSeconds * 1000);
    return true;
}

quint16 HeadlessHost::port() const {
    return m_host->port();
}

HeadlessPlayer::Seat HeadlessHost::seat() const {
    return {m_host->game(), m_host->hostSide(), m_host->isGuestPresent()};
}

MoveError HeadlessHost::play(int pit) {
    return m_host->play(pit);
}

void HeadlessHost::stop() {
    m_waitTimer->stop();
    if (m_announcer)
        m_announcer->stop();
    m_host->stop();
}

} // namespace tihbat::net::cli
