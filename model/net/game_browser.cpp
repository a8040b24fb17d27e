// SPDX-License-Identifier: GPL-3.0-or-later
#include "game_browser.h"

#include <QDateTime>
#include <QNetworkDatagram>
#include <QTimer>
#include <QUdpSocket>

namespace tihbat::net {

namespace {

qint64 nowMs() {
    return QDateTime::currentMSecsSinceEpoch();
}

} // namespace

GameBrowser::GameBrowser(QObject *parent)
    : QObject(parent)
    , m_expiry(new QTimer(this)) {
    connect(m_expiry, &QTimer::timeout, this, &GameBrowser::forgetOld);
}

GameBrowser::~GameBrowser() = default;

bool GameBrowser::start(quint16 discoveryPort) {
    stop();
    m_error.clear();
    m_socket = new QUdpSocket(this);
    if (!m_socket->bind(QHostAddress::AnyIPv4, discoveryPort,
                        QUdpSocket::ShareAddress | QUdpSocket::ReuseAddressHint)) {
        m_error = QStringLiteral("cannot listen for games on UDP port %1: %2")
                      .arg(discoveryPort)
                      .arg(m_socket->errorString());
        delete m_socket;
        m_socket = nullptr;
        return false;
    }
    connect(m_socket, &QUdpSocket::readyRead, this, &GameBrowser::onReadyRead);
    m_expiry->start(AnnounceIntervalMs);
    return true;
}

void GameBrowser::stop() {
    m_expiry->stop();
    delete m_socket;
    m_socket = nullptr;
    if (!m_games.isEmpty()) {
        m_games.clear();
        emit gamesChanged();
    }
}

void GameBrowser::onReadyRead() {
    bool changed = false;
    while (m_socket && m_socket->hasPendingDatagrams()) {
        const QNetworkDatagram datagram = m_socket->receiveDatagram(MaxAnnouncementBytes + 1);
        const auto announcement = parseAnnouncement(datagram.data());
        if (!announcement)
            continue;
        // An IPv4 sender may come as ::ffff:a.b.c.d; one form for one host.
        QHostAddress address = datagram.senderAddress();
        bool isIpv4 = false;
        const quint32 ipv4 = address.toIPv4Address(&isIpv4);
        if (isIpv4)
            address = QHostAddress(ipv4);
        const auto same = [&](const AnnouncedGame &g) {
            return g.address == address && g.announcement.port == announcement->port;
        };
        auto it = std::find_if(m_games.begin(), m_games.end(), same);
        if (it == m_games.end()) {
            m_games.append(AnnouncedGame{address, *announcement, nowMs()});
            changed = true;
        } else {
            changed = changed || it->announcement != *announcement;
            it->announcement = *announcement;
            it->lastHeardMs = nowMs();
        }
    }
    if (changed)
        emit gamesChanged();
}

void GameBrowser::forgetOld() {
    const qint64 now = nowMs();
    const auto removed = m_games.removeIf(
        [now](const AnnouncedGame &g) { return now - g.lastHeardMs > AnnouncementLifetimeMs; });
    if (removed > 0)
        emit gamesChanged();
}

} // namespace tihbat::net
