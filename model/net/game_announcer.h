// SPDX-License-Identifier: GPL-3.0-or-later
// Announces a hosted game on the local network: every AnnounceIntervalMs, one UDP broadcast
// datagram to the broadcast address of every IPv4 interface that is up (and to the limited
// broadcast 255.255.255.255), which routers do not forward. Stops when the host stops.
#pragma once

#include "protocol.h"

#include <QObject>

class QTimer;
class QUdpSocket;

namespace tihbat::net {

class GameHost;

class GameAnnouncer : public QObject {
    Q_OBJECT
public:
    explicit GameAnnouncer(QObject *parent = nullptr);
    ~GameAnnouncer() override;

    // Starts announcing the host's game (it must be listening) to `discoveryPort`; announces
    // at once, then on every interval, each time the host's state as it is then.
    void start(const GameHost *host, quint16 discoveryPort = DiscoveryPort);
    void stop();
    bool isAnnouncing() const;
    // Datagrams sent so far (tests).
    int sentCount() const { return m_sent; }

private:
    void announce();

    const GameHost *m_host = nullptr;
    QUdpSocket *m_socket = nullptr; // child
    QTimer *m_timer = nullptr;      // child
    quint16 m_port = 0;
    int m_sent = 0;
};

} // namespace tihbat::net
