// SPDX-License-Identifier: GPL-3.0-or-later
#include "game_announcer.h"

#include "announcement.h"
#include "game_host.h"

#include <QNetworkInterface>
#include <QSet>
#include <QTimer>
#include <QUdpSocket>

namespace tihbat::net {

GameAnnouncer::GameAnnouncer(QObject *parent)
    : QObject(parent)
    , m_timer(new QTimer(this)) {
    connect(m_timer, &QTimer::timeout, this, &GameAnnouncer::announce);
}

GameAnnouncer::~GameAnnouncer() = default;

void GameAnnouncer::start(const GameHost *host, quint16 discoveryPort) {
    stop();
    m_host = host;
    m_port = discoveryPort;
    m_socket = new QUdpSocket(this);
    m_timer->start(AnnounceIntervalMs);
    announce();
}

void GameAnnouncer::stop() {
    m_timer->stop();
    delete m_socket;
    m_socket = nullptr;
    m_host = nullptr;
}

bool GameAnnouncer::isAnnouncing() const {
    return m_timer->isActive();
}

void GameAnnouncer::announce() {
    if (!m_host || !m_host->isListening())
        return;
    Announcement a;
    a.version = ProtocolVersion;
    a.port = m_host->port();
    a.hostName = m_host->options().hostName;
    a.rules = m_host->game().options();
    a.hostSide = m_host->hostSide();
    a.seatFree = !m_host->isGuestPresent();
    a.watchers = std::min(m_host->watcherCount(), MaxWatchers);
    a.plies = m_host->game().plies();
    const QByteArray datagram = encodeAnnouncement(a);
    // Every IPv4 network this computer is on, and the limited broadcast for the rest; no
    // router forwards either.
    QSet<QHostAddress> targets{QHostAddress(QHostAddress::Broadcast)};
    const QList<QNetworkInterface> interfaces = QNetworkInterface::allInterfaces();
    for (const QNetworkInterface &interface : interfaces) {
        const auto flags = interface.flags();
        if (!flags.testFlag(QNetworkInterface::IsUp) ||
            !flags.testFlag(QNetworkInterface::CanBroadcast))
            continue;
        for (const QNetworkAddressEntry &entry : interface.addressEntries())
            if (entry.ip().protocol() == QAbstractSocket::IPv4Protocol &&
                !entry.broadcast().isNull())
                targets.insert(entry.broadcast());
    }
    for (const QHostAddress &target : std::as_const(targets))
        if (m_socket->writeDatagram(datagram, target, m_port) == datagram.size())
            ++m_sent;
}

} // namespace tihbat::net
