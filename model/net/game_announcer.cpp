// SPDX-License-Identifier: GPL-3.0-or-later
#include "game_announcer.h"

#include "announcement.h"
#include "game_host.h"
#include "tournament_host.h"

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
    begin(
        [host]() -> std::optional<Announcement> {
            if (!host->isListening())
                return std::nullopt;
            Announcement a;
            a.version = ProtocolVersion;
            a.port = host->port();
            a.hostName = host->options().hostName;
            a.rules = host->game().options();
            a.hostSide = host->hostSide();
            a.seatFree = !host->isGuestPresent();
            a.watchers = std::min(host->watcherCount(), MaxWatchers);
            a.plies = host->game().plies();
            return a;
        },
        discoveryPort);
}

void GameAnnouncer::start(const TournamentHost *host, const QString &teacher,
                          quint16 discoveryPort) {
    begin(
        [host, teacher]() -> std::optional<Announcement> {
            if (!host->isListening())
                return std::nullopt;
            const tournament::Tournament &t = host->tournament();
            Announcement a;
            a.version = TournamentProtocolVersion;
            a.port = host->port();
            a.hostName = teacher;
            a.rules = t.rules();
            a.pupils = std::min(t.playerCount(), MaxTournamentPlayers);
            a.round = std::min(t.roundsBegun(), MaxTournamentRounds);
            return a;
        },
        discoveryPort);
}

void GameAnnouncer::begin(Source source, quint16 discoveryPort) {
    stop();
    m_source = std::move(source);
    m_port = discoveryPort;
    m_socket = new QUdpSocket(this);
    m_timer->start(AnnounceIntervalMs);
    announce();
}

void GameAnnouncer::stop() {
    m_timer->stop();
    delete m_socket;
    m_socket = nullptr;
    m_source = nullptr;
}

bool GameAnnouncer::isAnnouncing() const {
    return m_timer->isActive();
}

void GameAnnouncer::announce() {
    const std::optional<Announcement> now = m_source ? m_source() : std::nullopt;
    if (!now)
        return;
    const QByteArray datagram = encodeAnnouncement(*now);
    if (!m_target.isNull()) {
        if (m_socket->writeDatagram(datagram, m_target, m_port) == datagram.size())
            ++m_sent;
        return;
    }
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
